"""Aqre: published puzzles solved to their published answers and proven unique, the checker's words (puzz.link's
own failing boards), the vocabulary's run rule against a brute-force reading, degenerate boards, counts against
brute force over the checker, puzz.link URLs, text and JSON, hints, bad input, the web, batch.

Puzzles: tests/data/genres/aqre.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at Aqre 1,
4, 10, 12 and 90 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.shading import cell_vars, no_equal_run
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid

KIND = gridsat.kinds.get("aqre")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "aqre.json").read_text())
PZPRJS = "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g"


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])
    if "puzzle" in record:  # janko.at's grid: the same rooms, each with the same number, wherever it was written
        regions, clues = record["puzzle"]["regions"], record["puzzle"]["clues"]
        numbers = {regions[r][c]: v for r, row in enumerate(clues) for c, v in enumerate(row) if v is not None}
        rooms = {puzzle.regions[r][c]: regions[r][c] for r in range(puzzle.rows) for c in range(puzzle.cols)}
        assert len(set(rooms.values())) == len(rooms)
        assert {rooms[rid]: v for rid, v in puzzle.room_numbers().items()} == numbers


def pzprv3_answer(board: str) -> list:
    """A pzprv3 answer block (pzprjs's test boards) as rows of 1 shaded ('#') / 0."""
    return [[int(tok == "#") for tok in row.split()] for row in board.strip("/").split("/")]


@pytest.mark.parametrize("failcode,board,said", [
    ("bkShadeNe", ". . . . . . /. # . . . . /. . . . . . /. . . . . . /. . . . . . /. . . . . . /",
     "the room at r2c1 has 1 shaded cell, not 2"),
    ("csDivide", ". . . # . . /# # . # # # /# # . # # # /# # # . # # /. . . . . . /. . . . . . /",
     "the shaded cells are not connected: 2 groups, from r1c4 and r2c1"),
    ("cs3", ". . . . # . /# # . # # # /# # . # # # /# . # # . # /# # # . # . /. # # # # . /",
     "r6c2 to r6c5 are 4 shaded cells in a row (3 at most)"),
    ("cs3", ". . . . # . /# # . # # # /# # . # # # /# . # # . # /# # # . # . /. # # # # . /",
     "r2c1 to r5c1 are 4 shaded cells in a column (3 at most)"),
    ("cu3", ". . . . # . /# # . # # # /. # # # . # /# # . # # # /. . . . # . /. . # # # . /",
     "r5c1 to r5c4 are 4 unshaded cells in a row (3 at most)"),
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, board, said):
    """robx/pzprjs test/script/aqre.js: each board its checker fails (failcode), and the rule ours names."""
    assert said in KIND.parse(PZPRJS).violations(pzprv3_answer(board))


def test_the_checker_says_each_broken_rule_once():
    puzzle = KIND.parse(PZPRJS)
    cu3 = pzprv3_answer(". . . . # . /# # . # # # /. # # # . # /# # . # # # /. . . . # . /. . # # # . /")
    assert puzzle.violations(cu3) == ["r1c1 to r1c4 are 4 unshaded cells in a row (3 at most)",
                                      "r5c1 to r5c4 are 4 unshaded cells in a row (3 at most)"]
    assert puzzle.violations([[0] * 5] * 6) == ["the answer is not 6x6"]
    assert puzzle.violations([[1] * 6] * 6)[:2] == ["the room at r1c1 has 3 shaded cells, not 0",
                                                    "the room at r1c4 has 3 shaded cells, not 1"]


def brute_windows(grid, length: int, of) -> bool:
    """The rule read plainly: no row or column of ``grid`` holds ``length`` equal values in a row (of the values
    ``of`` refused), found by joining each line into a string and looking for the run."""
    rows, cols = len(grid), len(grid[0])
    lines = ["".join(map(str, row)) for row in grid] + ["".join(str(grid[r][c]) for r in range(rows))
                                                        for c in range(cols)]
    return not any(str(int(v)) * length in line for line in lines for v in of)


@pytest.mark.parametrize("rows,cols,length,of", [(3, 4, 3, (True, False)), (3, 4, 4, (True, False)),
                                                 (3, 5, 3, (True,)), (4, 3, 2, (False,)), (2, 2, 3, (True, False))])
def test_the_vocabularys_run_rule_is_the_brute_force_reading(rows, cols, length, of):
    """no_equal_run alone in CP-SAT: its answers are exactly the grids a plain reading of the rule accepts."""
    from ortools.sat.python import cp_model

    model = RuleModel()
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    shaded = cell_vars(model, cells)
    no_equal_run(model, rows, cols, shaded, length, of=of)
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    found = set()

    class Collect(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            found.add(tuple(self.value(shaded[cell]) for cell in cells))

    solver.solve(model, Collect())
    want = {bits for bits in itertools.product((0, 1), repeat=rows * cols)
            if brute_windows([bits[r * cols:(r + 1) * cols] for r in range(rows)], length, of)}
    assert found == want and 0 < len(want) < 2 ** (rows * cols) or length > max(rows, cols)


def test_the_run_rule_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    shaded = cell_vars(model, [(0, c) for c in range(5)])
    no_equal_run(model, 1, 5, shaded, 3, of=(True,))
    assert [r["rule"] for r in model.stats()["rules"]][-1] == "no 3 cells in a line are all shaded"
    with pytest.raises(ValueError, match="length must be a whole number from 1, got 0"):
        no_equal_run(model, 1, 5, shaded, 0)
    with pytest.raises(ValueError, match="of must name the colours refused"):
        no_equal_run(model, 1, 5, shaded, 3, of=())
    with pytest.raises(TypeError, match="members must be a mapping"):
        no_equal_run(model, 1, 5, list(shaded.values()), 3)


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "a room's number counts its shaded cells",
                     "the shaded cells are connected",
                     "no four cells in a row or column are all shaded or all unshaded"]


def test_one_cell_and_one_line_boards():
    assert KIND.parse("aqre\n1\n\na\n").uniqueness().grid == [[1]]
    assert KIND.parse("aqre\n0\n\na\n").uniqueness().grid == [[0]]
    empty = KIND.parse("aqre\n.\n\na\n").count()  # no number: the cell shaded or not
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("aqre\n2\n\na\n").solve().status is Status.INFEASIBLE
    line = KIND.parse("aqre\n. . . .\n\na a a a\n").count()  # 16 less all alike (2) and shaded apart (5)
    assert (line.count, line.complete) == (9, True)


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("aqre\n1 .\n. .\n\na a\na a\n")  # one shaded cell of four
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert (puzzle.count().count, puzzle.count().complete) == (4, True)


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("aqre\n5 .\n. .\n\na a\na a\n").uniqueness()  # a room of 4 cells
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "t.txt").write_text("aqre\n1 0 1\n. . .\n\na b c\na b c\n")  # the 0 keeps the shaded apart
    code, out, _ = run_cli("aqre", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the room numbers 1 at r1c1, 0 at r1c2 and 1 at r1c3 cannot all hold, even with every "
                             "other room number taken away (take one of these away too and an answer exists)")


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[2]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def random_board(seed):
    """A 3x4 or 4x3 board of two to four rooms (grown from seeds), some numbered."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 4), (4, 3)])
    room = [[None] * cols for _ in range(rows)]
    starts = rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.choice([2, 3, 4]))
    for k, (r, c) in enumerate(starts):
        room[r][c] = k
    while any(v is None for row in room for v in row):
        r, c = rng.randrange(rows), rng.randrange(cols)
        if room[r][c] is None:
            near = [room[y][x] for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                    if 0 <= y < rows and 0 <= x < cols and room[y][x] is not None]
            if near:
                room[r][c] = rng.choice(near)
    clues = [["."] * cols for _ in range(rows)]
    for k, (r, c) in enumerate(starts):
        if rng.random() < 0.7:
            size = sum(v == k for row in room for v in row)
            clues[r][c] = str(rng.randrange(size + 1))
    return KIND.parse("aqre\n" + text_grid(clues) + "\n" + text_grid(room))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    """Every shading of the board of ``seed`` the independent checker accepts, counted once a run."""
    return shadings_accepted(random_board(seed))


#: Seeds of boards with 0 to 53 answers (seeds 0 and 18, of 469, took 4 s to count on a loaded machine: left out)
SEEDS = (1, 5, 6, 7, 9, 10, 11, 13, 19)


@pytest.mark.slow  # (3.0 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert KIND.parse("http://pzv.jp/p.html?aqre_edit/6/6/444400vvo3u0012345g").to_url() == PZPRJS


def test_a_wall_inside_a_room_is_read_and_not_written():
    """No Aqre rule reads walls: a wall with one room on both sides (r1c1|r1c2 of a 2x2 room, its rooms joined
    round it) is read, and the URL written is the room's own."""
    puzzle = KIND.parse("https://puzz.link/p?aqre/2/2/g04")
    assert len({v for row in puzzle.regions for v in row}) == 1 and puzzle.clues[0][0] == 4
    assert puzzle.to_url() == "https://puzz.link/p?aqre/2/2/004"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.regions) == (puzzle.rows, puzzle.cols, puzzle.clues,
                                                                        puzzle.regions)
    assert puzzle.to_text().splitlines()[1:4] == ["0 . . 1 . .", "2 . . 3 . .", "4 . . 5 . ."]
    assert puzzle.to_json()["regions"][4] == [6] * 6


def test_hint_steps_reach_the_answer_with_their_reasons():
    deduction = KIND.deduce(KIND.parse(PZPRJS))
    assert deduction.complete and len(deduction.steps) == 26
    said = [s.sentence for s in deduction.steps]
    assert said[:7] == [
        "r1c1, r1c2, r1c3 are unshaded: the room of the 0 at r1c1 holds no shaded cell",
        "r1c4 is shaded: r1c1, r1c2, r1c3 are unshaded, and r1c1 to r1c4 would be four unshaded cells in a row",
        "r1c5, r1c6 are unshaded: the room of the 1 at r1c4 already holds its 1 shaded cell (r1c4)",
        "r2c4, r2c5, r2c6 are shaded: the room of the 3 at r2c4 needs 3 shaded cells and has no other cell left",
        "r2c3 is unshaded: r2c4, r2c5, r2c6 are shaded, and r2c3 to r2c6 would be four shaded cells in a row",
        "r2c1, r2c2 are shaded: the room of the 2 at r2c1 needs 2 shaded cells and has no other cell left (r2c3 "
        "unshaded)",
        "r3c5, r3c6, r4c5, r4c6 are shaded: the room of the 5 at r3c4 fits its 5 shaded cells into its 6 undecided "
        "cells 2 ways without four cells alike in a row or column, and both agree there"]
    assert said[13] == ("r3c2 is shaded: the room of the 4 at r3c1 fits its 3 more shaded cells into its 4 undecided "
                        "cells 4 ways without four cells alike in a row or column, but 1 of them would wall shaded cells "
                        "in; the 3 left agree there")  # r3c2 left unshaded would wall r3c3 in
    assert said[14] == ("r5c4 is shaded: the shaded cells must be connected, and the group at r1c4 has no other way "
                        "out to the shaded cell at r2c1")
    assert said[17] == ("r4c1 is shaded and r3c1 is unshaded: the room of the 4 at r3c1 fits its 1 more shaded cell "
                        "into its 2 undecided cells 2 ways without four cells alike in a row or column, but 1 of them "
                        "would wall shaded cells in; one is left")  # r3c1 shaded would close the group round r2c1
    assert said[25] == ("r6c6 is unshaded: its neighbours are all unshaded, so shaded it would be cut off from the "
                        "shaded cell at r1c4")
    assert [(s.rule, s.level) for s in deduction.steps[6:10]] == [("room_fits", 2), ("four_in_line", 1),
                                                                  ("four_in_line", 1), ("trial", 1)]
    final = [[0] * 6 for _ in range(6)]
    for step in deduction.steps:
        for (r, c), value in step.decided.items():
            final[r][c] = int(value == 2)
    assert final == grid_of(RECORDS[0]["answer"])


def test_a_gap_between_alike_cells_takes_the_other_colour():
    """Two shaded, a gap, one shaded: the gap is unshaded (four_in_line reads every four cells, not only runs)."""
    position = KIND.parse("aqre\n. . . .\n\na a a a\n")
    from gridsat.puzzles.aqre import deductions
    from gridsat.puzzles.grid.hinting import Board, State

    board = Board(position)
    (step,) = deductions.four_in_line(State(board, [2, 2, 0, 2]))
    assert step.sentence == "r1c3 is unshaded: r1c1, r1c2, r1c4 are shaded, and r1c1 to r1c4 would be four shaded " \
        "cells in a row"
    assert deductions.contradiction(State(board, [1, 1, 1, 1]))[0] == \
        "r1c1 to r1c4 would be four unshaded cells in a row"


def test_a_room_that_cannot_fit_its_number_is_a_contradiction():
    """The 5's room (r3c4-r4c6) may leave one cell unshaded: with r1c4, r2c4 shaded above its column 4 and r2c5,
    r5c5 round its column 5 it would have to leave one in each, so no way fits (a trial's contradiction)."""
    from gridsat.puzzles.aqre import deductions
    from gridsat.puzzles.grid.hinting import Board, State

    board = Board(KIND.parse(PZPRJS))
    grid = [0] * 36
    for r, c in ((0, 3), (1, 3), (1, 4), (4, 4)):
        grid[r * 6 + c] = 2
    sentence, cells = deductions.contradiction(State(board, grid))
    assert sentence == ("the room of the 5 at r3c4 could not fit its 5 shaded cells into its 6 undecided cells "
                        "without four cells alike in a row or column") and cells == [3, 9, 10, 28]  # r1c4, r2c4, r2c5, r5c5
    grid[4 * 6 + 4] = 0  # r5c5 undecided: two ways (r3c4 or r4c4 unshaded)
    assert deductions.contradiction(State(board, grid)) is None


@pytest.mark.parametrize("position,reason", [
    ([[1, 1, 1, 1, 0, 0], [0] * 6, [0] * 6, [0] * 6, [0] * 6, [0] * 6],
     "r1c1 to r1c4 are four unshaded cells in a row"),
    ([[2, 0, 0, 0, 0, 0], [0] * 6, [0] * 6, [0] * 6, [0] * 6, [0] * 6],
     "the room of the 0 at r1c1 holds 1 shaded cell, more than its 0"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?aqre/6/6/444400vvo3u0012345gzz", "Aqre: URL body has 2 characters after the board (from "
     "character 20: 'zz'); remove them"),
    ("https://puzz.link/p?aqre/6/6/4444", "Aqre: URL body ends after 4 characters, missing 8 of the 12 base-32 "
     "digits of walls (is the URL cut short?)"),
    ("https://puzz.link/p?aqre/2/2/00!", "Aqre: URL body character 3 ('!'): not a number, '.', or a run of empty "
     "cells g-z"),
    ("aqre\nx .\n. .\n\na b\na b\n", "t.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
    ("aqre\n1 .\n. .\n\na b\nb a\n", "t.txt: the room of row 1, column 1 is in 2 pieces (one at row 2, column 2); "
     "a room is one connected area"),
    ("aqre\n1 1\n. .\n\na a\na a\n", "t.txt: row 1, column 1 and row 1, column 2: two numbers in one room"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("aqre", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[1] == "│0  ·  · │1█ ·  · │"


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("aqre", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = {r["rule"]: r for r in json.loads(out)["model"]["rules"]}
    assert rules["no four cells in a row or column are all shaded or all unshaded"]["constraints"] == 72  # 36 windows, both colours
    assert rules["a room's number counts its shaded cells"]["constraints"] == 6  # the 6 numbered rooms


def test_the_grade_names_the_hardest_rule(run_cli):
    code, out, _ = run_cli("grade", PZPRJS, "--json")
    grade = json.loads(out)["grade"]
    assert code == 0 and (grade["grade"], grade["hardest_rule"], grade["trials"]) == ("hard", "trial", 3)


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    """The page's play card and hints come from the declaration alone (ShadingHints): numbers as labels, rooms as
    regions."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["aqre"]["play_card"] and kinds["aqre"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "aqre", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "room_done" and body["labels"][0] == ["0", "", "", "1", "", ""]
    assert body["regions"][4] == [6] * 6
    solved = api_client.post("/api/solve", json={"kind": "aqre", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "aqre", "puzzle": r["url"], "solution": grid_of(r["answer"])}) for r in RECORDS[:3]]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("aqre", "solved", True)] * 3


@pytest.mark.slow  # a browser: 5-20 s; the API test above keeps the card's data in the default run
def test_an_aqre_is_played_to_the_end_with_hints_in_the_browser(live_server, browser, tmp_path):
    """The general page's play card (headless Chromium): the rooms' numbers in their cells, a wrong cell marked by
    Check, and hints alone playing puzz.link's test puzzle to its answer, which Check calls solved."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    def board():
        values = browser.execute_script(
            "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
        return [values[6 * r:6 * r + 6] for r in range(6)]

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    open_page(browser, live_server + "/puzzle/aqre")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(PZPRJS)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)
    assert [cell(r, 0).text for r in range(6)] == ["0", "2", "4", "", "", ""] and cell(2, 3).text == "5"
    cell(0, 1).click()  # unshaded: right
    cell(0, 1).click()  # shaded: wrong (the room of the 0)
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert "wrong" in cell(0, 1).get_attribute("class")
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == \
        "r1c1, r1c2, r1c3 are unshaded: the room of the 0 at r1c1 holds no shaded cell"
    for _ in range(40):
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


def test_a_text_grid_without_its_kind_line_is_told_both_readers(run_cli, tmp_path):
    """Numbers, a blank line and rooms are Heyawake's text too: without the 'aqre' line, solve names both."""
    text = KIND.parse(PZPRJS).to_text()
    assert text.startswith("aqre\n")
    (tmp_path / "a.txt").write_text(text.split("\n", 1)[1])
    code, out, err = run_cli("solve", str(tmp_path / "a.txt"))
    assert (code, out) == (2, "") and "a grid with no kind named above it, which heyawake and aqre both read" in err
    (tmp_path / "b.txt").write_text(text)
    assert run_cli("solve", str(tmp_path / "b.txt"), "--json")[0] == 0
