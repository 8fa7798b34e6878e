"""Kurodoko: published puzzles solved to their published answers and proven
unique, the checker's words, degenerate boards, counts against brute force,
puzz.link URLs, text and JSON, hints, bad input.

Puzzles: tests/data/genres/kurodoko.json (sources and licences per record:
robx/pzprjs and semiexp/cspuz_core test puzzles, janko.at Kuromasu 1, 11, 16
and 21 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid, touching

KIND = gridsat.kinds.get("kurodoko")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "kurodoko.json").read_text())
PZPRJS = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert record["puzzle"]["numbers"] == [list(row) for row in puzzle.clues]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations([[0] * 5] * 5)[:2] == ["the 7 at r1c4 sees 9 unshaded cells (itself included), not 7",
                                                    "the 5 at r2c1 sees 9 unshaded cells (itself included), not 5"]
    assert puzzle.violations([[1, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 1, 0, 0, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 1]]) \
        == ["shaded cells r1c1 and r1c2 are adjacent", "the 5 at r2c1 sees 4 unshaded cells (itself included), not 5"]
    assert puzzle.violations([[0, 1, 0, 1, 0], [1, 0, 1, 0, 0], [0, 1, 0, 0, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 1]]) \
        == ["numbered cell r1c4 is shaded", "numbered cell r2c1 is shaded",
            "the unshaded cells are not connected: 4 groups, from r1c1, r1c3, r1c5 and 1 more"]


@pytest.mark.parametrize("failcode,rows,first", [
    ("csAdjacent", [".....", ".....", ".....", "..#..", "..#.."], "shaded cells r4c3 and r5c3 are adjacent"),
    ("cuDivideRB", [".#...", "..#..", ".#...", "..#..", "...#."],
     "the unshaded cells are not connected: 2 groups, from r1c1 and r1c3"),
    ("nmSumViewNe", ["#....", "..#..", ".#..#", "..#..", "#...#"],
     "the 7 at r1c4 sees 8 unshaded cells (itself included), not 7"),
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, rows, first):
    """robx/pzprjs test/script/kurodoko.js: each board its checker fails, with the rule it names (failcode)."""
    assert KIND.parse(PZPRJS).violations(grid_of(rows))[0] == first


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "numbered cells are unshaded", "no two shaded cells are adjacent",
                     "the unshaded cells are connected", "a number is how many unshaded cells it sees"]


def test_one_cell_boards():
    assert KIND.parse("kurodoko\n1\n").uniqueness().grid == [[0]]  # a 1 sees itself alone
    empty = KIND.parse("kurodoko\n.\n").count()  # no number: the cell shaded or not
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("kurodoko\n2\n").solve().status is Status.INFEASIBLE


def test_two_answers_and_the_second_differs():
    result = KIND.parse("kurodoko\n2 .\n. .\n").uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert sorted([result.grid, result.second]) == [[[0, 0], [1, 0]], [[0, 1], [0, 0]]]


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("kurodoko\n4 .\n. .\n").uniqueness()  # a 2x2 corner sees 3 cells at most
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "k.txt").write_text("kurodoko\n4 .\n. 2\n")
    code, out, _ = run_cli("kurodoko", str(tmp_path / "k.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == ("the number 4 at r1c1 cannot hold, even with every other "
                                                       "number taken away, each cell left unshaded")


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[1]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading with no two shaded neighbours (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle, skip=touching(puzzle.rows, puzzle.cols))


def random_board(seed):
    """A 3x3 to 4x4 board, two to four of its cells numbered 2-7 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3), (4, 4)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.choice([2, 3, 3, 4])):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([2, 3, 4, 5, 6, 7, "?"])
    return KIND.parse("kurodoko\n" + text_grid(cells))


@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    puzzle = random_board(seed)
    counted = puzzle.count()
    assert (counted.count, counted.complete) == (brute_force_count(puzzle), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_count(random_board(seed)) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    # the cspuz_core test's URL, as it writes it, is the record's
    assert RECORDS[1]["url"] == "https://puzz.link/p?kurodoko/6/5/h2j2h3r5g2j"


def test_url_tokens_hosts_and_detection():
    puzzle = KIND.parse("http://pzv.jp/p.html?kurodoko_edit/3/2/.2g-10+1ffg")
    assert [list(r) for r in puzzle.clues] == [["?", 2, None], [16, 511, None]]
    assert puzzle.to_url() == "https://puzz.link/p?kurodoko/3/2/.2g-10+1ffg"
    assert gridsat.kinds.detect(PZPRJS) is KIND


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["kurodoko", ". . . 7 .", "5 . . . ."]


def test_hint_steps_reach_the_answer_with_their_reasons():
    puzzle = KIND.parse(PZPRJS)
    deduction = KIND.deduce(puzzle)
    assert deduction.complete and len(deduction.steps) == 14
    assert [s.rule for s in deduction.steps[:4]] == ["sight_short", "sight_short", "sight_full", "beside_shaded"]
    assert deduction.steps[0].sentence == ("r2c4, r3c4 are unshaded: the 7 at r1c4 sees at most 4 cells the other "
                                           "ways besides itself, so it sees at least 2 cells down")
    assert deduction.steps[2].sentence == ("r2c3, r3c2, r3c5, r4c3 are shaded: the 2 at r3c3 already sees 2 "
                                           "unshaded cells, so its lines stop there")
    assert any(s.rule == "too_far" and s.sentence.startswith("r1c2 is shaded: unshaded, it would join")
               for s in deduction.steps)
    final = [[0] * 5 for _ in range(5)]
    for step in deduction.steps:
        for (r, c), value in step.decided.items():
            final[r][c] = int(value == 2)
    assert final == grid_of(RECORDS[0]["answer"])


def test_a_cell_whose_shading_would_spill_into_a_numbers_lines_stays_unshaded():
    """Level 2: shading a cell unshades its neighbours; beside two ends of a 2's lines, the 2 would see 3."""
    steps = KIND.deduce(KIND.parse(RECORDS[1]["url"])).steps
    spills = [s for s in steps if s.rule == "shade_spills"]
    assert len(spills) == 7 and {s.level for s in spills} == {2} and not any(s.rule == "trial" for s in steps)
    assert spills[0].sentence == ("r2c4 is unshaded: shaded, it would leave r1c4, r2c3, r3c4 unshaded, and the 2 at "
                                  "r1c3 would see 3 unshaded cells, more than its 2")


@pytest.mark.parametrize("position,reason", [
    ([[0, 0, 0, 1, 0], [1, 0, 0, 0, 0], [0, 0, 1, 2, 0], [0, 0, 0, 2, 1], [0, 1, 0, 0, 0]],
     "r3c4 and r4c4 are shaded side by side"),
    ([[0, 0, 0, 1, 0], [1, 0, 0, 0, 0], [0, 1, 1, 1, 0], [0, 0, 0, 0, 1], [0, 1, 0, 0, 0]],
     "the 2 at r3c3 sees 3 unshaded cells, more than its number"),
    ([[2, 0, 0, 1, 0], [1, 2, 0, 0, 0], [2, 0, 1, 0, 0], [0, 0, 0, 0, 1], [0, 1, 0, 0, 0]],
     "the 5 at r2c1 can see at most 1 cell, fewer than its number"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?kurodoko/2/2/12", "Kurodoko: URL body ends after 2 characters, missing 2 of the 4 cells "
     "(is the URL cut short?)"),
    ("https://puzz.link/p?kurodoko/2/2/1!21", "Kurodoko: URL body character 2 ('!'): not a number, '.', or a run of "
     "empty cells g-z"),
    ("https://puzz.link/p?kurodoko/2/2/zz", "Kurodoko: URL body character 1 ('z') runs past the 4 cells of the board"),
    ("kurodoko\n1 2\n3\n", "k.txt: line 3: 1 cell, expected 2"),
    ("kurodoko\n1 x\n", "k.txt: row 1, column 2: clue 'x' is not a whole number or '?'"),
    ("kurodoko\n0 .\n", "k.txt: row 1, column 1: clue 0 is not a count of cells seen (a number sees itself: 1 or "
     "more); an empty cell is '.' in a text grid, null in JSON"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "k.txt").write_text(text)
        text = str(tmp_path / "k.txt")
    code, out, err = run_cli("kurodoko", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "k.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000
    assert out.splitlines()[:2] == ["· ██· 7 · ", "5 · ██· · "]


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    """The page's play card and hints come from the declaration alone (ShadingHints): the numbers as labels."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["kurodoko"]["play_card"] and kinds["kurodoko"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "kurodoko", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "sight_short" and body["labels"][0] == ["", "", "", "7", ""]
    solved = api_client.post("/api/solve", json={"kind": "kurodoko", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "kurodoko", "puzzle": r["url"], "solution": grid_of(r["answer"])}) for r in RECORDS[:3]]
    (tmp_path / "k.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "k.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("kurodoko", "solved", True)] * 3
