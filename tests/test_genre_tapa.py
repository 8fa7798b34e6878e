"""Tapa: published puzzles solved to their published answers and proven
unique, the checker's words, the vocabulary's ring rule against a brute-force
reading, degenerate boards, counts against brute force, puzz.link URLs, text
and JSON, hints, bad input, the web, batch.

Puzzles: tests/data/genres/tapa.json (sources and licences per record:
robx/pzprjs and semiexp/cspuz_core test puzzles, janko.at Tapa 1, 2, 10, 50
and 100 as transcribed in tkoz0/janko.at-puzzle-scraping)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.ring import ring_cells, ring_patterns, runs_around
from gridsat.constraints.shading import cell_vars
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import a_2x2_block, shadings_accepted

KIND = gridsat.kinds.get("tapa")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "tapa.json").read_text())
PZPRJS = "https://puzz.link/p?tapa/5/5/3n5hchhajn2"


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert record["puzzle"]["clues"] == puzzle.to_json()["clues"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def pzprv3(board: str) -> list:
    """A pzprv3 board's cells (pzprjs's test boards) as rows of 1 shaded ('#') / 0."""
    return [[int(tok == "#") for tok in row.split()] for row in board.strip("/").split("/")]


@pytest.mark.parametrize("failcode,board,said", [
    ("cs2x2", "3 # . . . /# # . . 5 /# # 3,1,1 . . /3,1 . . . . /. . . . 2 /", "the 2x2 block at r2c1 is all shaded"),
    ("ceTapaNe", "3 # . . . /# # . . 5 /# . 3,1,1 . . /3,1 . . . . /. . . . 2 /",
     "the clue 5 at r2c5 has no shaded cell around it"),
    ("ceTapaNe", "3 # . # # /# # . # 5 /# + 3,1,1 # # /3,1 # # # . /# # . . 2 /",
     "the clue 3,1,1 at r3c3 has runs 5,1 around it"),
    ("csDivide", "3 # . # # /# # . # 5 /# + 3,1,1 # # /3,1 # + # + /# # # # 2 /",
     "the shaded cells are not connected: 2 groups, from r1c2 and r1c4"),
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, board, said):
    """robx/pzprjs test/script/tapa.js: each board its checker fails (failcode), and the rule ours names."""
    assert said in KIND.parse(PZPRJS).violations(pzprv3(board))


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(pzprv3("3 # # # # /# # . # 5 /# + 3,1,1 # # /3,1 # + # + /# # # # 2 /")) == []
    assert puzzle.violations([[1, 1, 1, 1, 1]] + [[1] * 5] * 4)[:3] == [
        "clue cell r1c1 is shaded", "clue cell r2c5 is shaded", "clue cell r3c3 is shaded"]
    assert puzzle.violations([[0] * 5] * 5) == [
        "the clue 3 at r1c1 has no shaded cell around it", "the clue 5 at r2c5 has no shaded cell around it",
        "the clue 3,1,1 at r3c3 has no shaded cell around it", "the clue 3,1 at r4c1 has no shaded cell around it",
        "the clue 2 at r5c5 has no shaded cell around it"]


def brute_ring(clue: tuple, bits) -> bool:
    """The rule read plainly: the ring as a string of 0s and 1s, doubled so a run over the start is whole, its runs
    (each maximal run of 1s counted once, at its first cell after a 0) against the clue's parts."""
    ring = "".join(map(str, bits))
    if ring == "1" * 8:
        found = [8]
    else:
        twice = ring + ring
        found = []
        for k in range(8):
            if twice[k] == "1" and twice[k - 1 if k else 7] == "0":
                found.append(len(twice[k:].split("0")[0]))
    if clue == (0,):
        return not found
    shown = sorted(p for p in clue if p is not None)
    if len(found) != len(clue):
        return False
    rest = list(found)
    for p in shown:
        if p not in rest:
            return False
        rest.remove(p)
    return True


CLUES = [(0,), (None,)] + [(n,) for n in range(1, 9)] + [
    tuple(p) for k in (2, 3, 4) for p in itertools.product([None, 1, 2, 3, 4, 5], repeat=k)
    if sum(1 if x is None else x for x in p) + k <= 8]


@pytest.mark.parametrize("where", [(1, 1), (0, 0), (0, 1), (1, 2), (2, 2)], ids=["middle", "corner", "edge",
                                                                                "other edge", "other corner"])
def test_the_vocabularys_ring_rule_is_the_brute_force_reading(where):
    """Every clue a board holds, on a 3x3 board's middle, corner and edges: the ring assignments the vocabulary
    allows are those a plain reading of the rule accepts (off-board neighbours unshaded)."""
    present = tuple(c is not None for c in ring_cells(3, 3, where))
    places = [k for k in range(8) if present[k]]
    for clue in CLUES:
        want = set()
        for values in itertools.product((0, 1), repeat=len(places)):
            bits = [0] * 8
            for k, v in zip(places, values):
                bits[k] = v
            if brute_ring(clue, bits):
                want.add(values)
        assert set(ring_patterns(clue, present)) == want, clue


@pytest.mark.parametrize("clue,count", [((0,), 1), ((8,), 1), ((1, 1, 1, 1), 2), ((3, 1), 24), ((None,), 57),
                                        ((None, None, None), 56)])
def test_the_ring_rule_as_a_model_counts_the_brute_force_rings(clue, count):
    """runs_around alone in CP-SAT, on the middle of a 3x3 board: its answers are the rings a brute force accepts."""
    from ortools.sat.python import cp_model

    model = RuleModel()
    shaded = cell_vars(model, [(r, c) for r in range(3) for c in range(3)])
    model.add(shaded[(1, 1)] == 0)
    runs_around(model, 3, 3, shaded, {(1, 1): clue})
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    found = []
    solver.solve(model, type("Counter", (cp_model.CpSolverSolutionCallback,), {
        "on_solution_callback": lambda self: found.append(1)})())
    assert len(found) == count == sum(brute_ring(clue, bits) for bits in itertools.product((0, 1), repeat=8))


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "clue cells are unshaded",
                     "a clue lists the runs of shaded cells around it", "the shaded cells are connected",
                     "no 2x2 block is all shaded"]


def test_one_cell_boards():
    assert KIND.parse("tapa\n0\n").uniqueness().grid == [[0]]
    empty = KIND.parse("tapa\n.\n").count()  # no clue: the cell shaded or not
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("tapa\n1\n").solve().status is Status.INFEASIBLE
    assert KIND.parse("tapa\n?\n").solve().status is Status.INFEASIBLE  # a '?' is one run, of 1 or more


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("tapa\n1 .\n. .\n")  # one of the corner's three neighbours shaded
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert {str(result.grid), str(result.second)} < {"[[0, 1], [0, 0]]", "[[0, 0], [1, 0]]", "[[0, 0], [0, 1]]"}
    assert (puzzle.count().count, puzzle.count().complete) == (3, True)


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("tapa\n4 .\n. .\n").uniqueness()  # a corner has 3 neighbours
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "t.txt").write_text("tapa\n2 . 2\n. . .\n. 0 .\n")  # the 0 unshades all the 2 at r1c3 could shade
    code, out, _ = run_cli("tapa", str(tmp_path / "t.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == (
        "the clues 2 at r1c3 and 0 at r3c2 cannot all hold, even with every other clue taken away (take one of these "
        "away too and an answer exists)")


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[3]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading with no 2x2 block shaded (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle, skip=a_2x2_block(puzzle.rows, puzzle.cols))


def random_board(seed):
    """A 3x3, 3x4 or 4x3 board, one to three of its cells holding a clue: mostly small runs, some of several."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.choice([1, 2, 2, 3])):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice(
            ["0", "1", "2", "3", "4", "5", "?", "1,1", "2,1", "1,2", "?,?", "1,1,1", "3,1"])
    return KIND.parse("tapa\n" + "".join(" ".join(row) + "\n" for row in cells))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    """:func:`brute_force_count` of the board of ``seed``, counted once a run."""
    return brute_force_count(random_board(seed))


#: Seeds of boards with 0 to 15 answers (seeds 7 and 10, of 93 and 254, took 1.3 s and 4.3 s to count: left out)
SEEDS = (0, 1, 2, 3, 4, 5, 6, 8, 9, 11)


@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    # cspuz_core's serializer tests give these two URLs for its two boards: ours reads and writes them alike
    assert [r["url"] for r in RECORDS[1:3]] == ["https://puzz.link/p?tapa/7/6/2nabg9w8o0h",
                                                "https://puzz.link/p?tapa/6/8/q2g9g.qb0pa0ccn"]


def test_url_clue_tokens_as_puzzle_link_writes_them():
    """The tokens of cspuz_core's clue codec test (0 . 3 9 a8 al ao bw d4) and pzprjs's hosts and edit URLs."""
    puzzle = KIND.parse("http://pzv.jp/p.html?tapa_edit/9/1/0.39a8alaobwd4")
    assert list(puzzle.clues[0]) == [0, "?", 3, "1,1,1,1", "1,2", "3,3", "4,?", "2,?,?", "1,1,?,?"]
    assert puzzle.to_url() == "https://puzz.link/p?tapa/9/1/0.39a8alaobwd4"
    assert KIND.parse("https://puzz.link/p?tapa/1/1/d7").clues == ((("1,1,1,1"),),)  # 1,1,1,1 in two characters
    assert gridsat.kinds.detect(PZPRJS) is KIND


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[3:5] == [". . 3,1,1 . .", "3,1 . . . ."]
    assert puzzle.to_json()["clues"][2] == [None, None, [3, 1, 1], None, None]
    assert KIND.parse(json.dumps({"kind": "tapa", "rows": 1, "cols": 2, "clues": [[["?", 2], [1]]]})).clues \
        == (("?,2", 1),)


def test_hint_steps_reach_the_answer_with_their_reasons():
    puzzle = KIND.parse(PZPRJS)
    deduction = KIND.deduce(puzzle)
    assert deduction.complete and len(deduction.steps) == 10
    assert [s.rule for s in deduction.steps] == ["clue_ring"] * 6 + ["no_2x2", "clue_ring"] + ["shaded_escape"] * 2
    said = [s.sentence for s in deduction.steps]
    assert said[0] == "r1c2, r2c1, r2c2 are shaded: the run of the 3 at r1c1 can lie only one way around it"
    assert said[2] == "r3c1, r4c2, r5c1 are shaded: the runs of the 3,1 at r4c1 can lie 2 ways around it, and both " \
        "agree there"
    assert said[4] == ("r2c3, r3c2, r4c3 are unshaded: with r2c2, r2c4, r3c4, r4c2 and 1 more decided, the runs of the "
                       "3,1,1 at r3c3 can lie only one way around it")
    assert said[8] == ("r1c3 is shaded: the shaded cells must be connected, and the group at r1c2 has no other way out "
                       "to the shaded cell at r1c4")
    final = [[0] * 5 for _ in range(5)]
    for step in deduction.steps:
        for (r, c), value in step.decided.items():
            final[r][c] = int(value == 2)
    assert final == grid_of(RECORDS[0]["answer"])


def test_janko_1s_steps_use_the_clues_from_the_corners_in():
    steps = KIND.deduce(KIND.parse(RECORDS[3]["url"])).steps
    assert [s.sentence for s in steps[:2]] == [
        "r2c4 is shaded: the run of the 3 at r1c4 can lie 3 ways around it, and all 3 agree there",
        "r2c6 is shaded: the run of the 2 at r1c7 can lie 2 ways around it, and both agree there"]
    fits = [s for s in steps if s.rule == "clue_fits"]
    assert fits[0].sentence == (
        "r2c1, r2c3 are shaded and r2c2 is unshaded: the runs of the 1,2 at r1c2 can lie 6 ways around it, but 4 of "
        "them would shade a whole 2x2 block or wall shaded cells in; the 2 left agree there")  # r1c1, r1c3 alone: walled
    assert fits[2].sentence == ("r7c6 is unshaded: the run of the 1 at r7c7 can lie 3 ways around it, but 1 of them "
                                "would shade a whole 2x2 block or wall shaded cells in; the 2 left agree there")
    assert {s.level for s in fits} == {2} and sum(s.rule == "trial" for s in steps) == 1
    assert {s.rule for s in steps} == {"clue_ring", "clue_fits", "no_2x2", "shaded_escape", "shaded_cut", "trial"}


def test_a_zero_unshades_its_neighbours_and_lone_cells_stay_unshaded():
    steps = KIND.deduce(KIND.parse("tapa\n1 . . .\n. . . .\n1 . 0 .\n")).steps
    assert [(s.rule, s.level) for s in steps] == [("clue_ring", 1)] * 3 + [("trial", 1), ("lone", 2)]
    assert steps[0].sentence == "r2c2, r2c3, r2c4, r3c2 and 1 more are unshaded: the 0 at r3c3 has no shaded neighbour"
    assert steps[4].sentence == ("r1c4 is unshaded: its neighbours are all unshaded, so shaded it would be cut off "
                                 "from the shaded cell at r2c1")


@pytest.mark.parametrize("position,reason", [
    ([[1, 1, 0, 0, 0], [0, 0, 0, 0, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 0, 1]],
     "the 3 at r1c1 cannot lie around it with the cells decided there"),
    ([[1, 2, 2, 0, 0], [2, 2, 0, 0, 1], [1, 1, 1, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 2, 1]],
     "the 3,1 at r4c1 cannot lie around it with the cells decided there"),
    ([[1, 2, 0, 0, 0], [2, 2, 2, 0, 1], [2, 2, 1, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 0, 1]],
     "the 2x2 block at r2c1 is all shaded"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


def test_a_hints_drawn_board_is_read_back_as_its_position(run_cli, tmp_path):
    """The board a hint draws writes 3,1,1 as 311 in its cell: read back, it is that clue's cell."""
    _, drawn, _ = run_cli("hint", PZPRJS)
    (tmp_path / "h.txt").write_text(drawn)
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "h.txt"))
    assert code == 0 and out.startswith("next step (rule: clue_ring): r1c4, r1c5, r2c4, r3c4 and 1 more are shaded")


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?tapa/2/2/12", "Tapa: URL body ends after 2 characters, missing 2 of the 4 cells "
     "(is the URL cut short?)"),
    ("https://puzz.link/p?tapa/2/2/1!", "Tapa: URL body character 2 ('!'): not a clue 0-9, '.', two characters "
     "a0-d7, or a run of empty cells g-z"),
    ("https://puzz.link/p?tapa/2/2/zz", "Tapa: URL body character 1 ('z') runs past the 4 cells of the board"),
    ("https://puzz.link/p?tapa/2/2/f0h", "Tapa: URL body characters 1-2 ('f0'): not a clue of several runs (a0 to d7)"),
    ("https://puzz.link/p?tapa/2/2/a", "Tapa: URL body character 1 ('a') starts a clue of several runs, which takes "
     "two characters (a0 to d7)"),
    ("https://puzz.link/p?tapa/2/2/ayi", "Tapa: row 1, column 1: clue '5,4': its runs and a gap after each take 11 "
     "cells; a cell has 8 neighbours"),
    ("https://puzz.link/p?tapa/2/2/1234x", "Tapa: URL body has 1 character after the board (from character 5: 'x'); "
     "remove it"),
    ("tapa\n9 .\n", "t.txt: row 1, column 1: clue 9 is not a run length around a cell (0 to 8)"),
    ("tapa\n1,0 .\n", "t.txt: row 1, column 1: clue '1,0' lists a run of 0 (write 0 alone: no shaded neighbour)"),
    ("tapa\n1,x .\n", "t.txt: row 1, column 1: clue '1,x' is not a Tapa clue (a number 0-8, '?', or run lengths "
     "separated by commas: 3,1,1)"),
    ("tapa\n4,4 .\n", "t.txt: row 1, column 1: clue '4,4': its runs and a gap after each take 10 cells; a cell has 8 "
     "neighbours"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("tapa", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "t.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000
    assert out.splitlines()[2] == "████·   311 ████████"


def test_the_grade_names_the_hardest_rule(run_cli):
    code, out, _ = run_cli("grade", PZPRJS, "--json")
    grade = json.loads(out)["grade"]
    assert code == 0 and (grade["grade"], grade["hardest_rule"], grade["trials"]) == ("medium", "shaded_escape", 0)


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    """The page's play card and hints come from the declaration alone (ShadingHints): the clues as labels."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["tapa"]["play_card"] and kinds["tapa"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "tapa", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "clue_ring" and body["labels"][2] == ["", "", "311", "", ""]
    solved = api_client.post("/api/solve", json={"kind": "tapa", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "tapa", "puzzle": r["url"], "solution": grid_of(r["answer"])}) for r in RECORDS[:3]]
    (tmp_path / "t.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "t.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("tapa", "solved", True)] * 3


@pytest.mark.slow  # a browser: 5-20 s; the API test above keeps the card's data in the default run
def test_a_tapa_is_played_to_the_end_with_hints_in_the_browser(live_server, browser, tmp_path):
    """The general page's play card (headless Chromium): the clues' runs in their cells, a wrong cell marked by
    Check, and hints alone playing puzz.link's test puzzle to its answer, which Check calls solved."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    def board():
        values = browser.execute_script(
            "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
        return [values[5 * r:5 * r + 5] for r in range(5)]

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    open_page(browser, live_server + "/puzzle/tapa")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(PZPRJS)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    assert [cell(2, c).text for c in range(5)] == ["", "", "311", "", ""] and cell(3, 0).text == "31"
    cell(1, 2).click()  # unshaded: right
    cell(1, 2).click()  # shaded: wrong
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert "wrong" in cell(1, 2).get_attribute("class")
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == \
        "r1c2, r2c1, r2c2 are shaded: the run of the 3 at r1c1 can lie only one way around it"
    for _ in range(25):
        if all(all(row) for row in board()):
            break
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            by_id(browser, "play-hint").click()
            wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()  # applies the hint shown
    answer = [[2 if v else 1 for v in row] for row in grid_of(RECORDS[0]["answer"])]
    assert board() == answer
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "solved.png"))
