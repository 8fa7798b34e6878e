"""Kurotto: published puzzles solved to their published answers and proven unique, the checker's words (puzz.link's
own failing board), the vocabulary's rule and counts against brute force over the checker, degenerate boards,
puzz.link URLs, text and JSON, pictures, batch, the generator, bad input.

Puzzles: tests/data/genres/kurotto.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Kurotto 1, 2, 101, 105, 106, 110, 200 and 220 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid

KIND = gridsat.kinds.get("kurotto")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "kurotto.json").read_text())
PZPRJS = "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"
SLOW = {"janko-kurotto-105_16x16", "janko-kurotto-106_15x20", "janko-kurotto-200_18x18",  # 0.4-0.6 s of CPU, many
        "janko-kurotto-220_19x27"}  # seconds on a loaded machine; the 19x27 3 s of CPU: the slow set runs them


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] * (r["name"] in SLOW))
                                    for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's circles as the dataset transcribes them, read back from the URL
        assert [list(row) for row in puzzle.clues] == record["puzzle"]["numbers"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def test_the_checker_refuses_puzzle_links_own_failing_board():
    """robx/pzprjs test/script/kurotto.js: its nmSumSizeNe board (its brNoShade board, nothing shaded, is a guard
    against an untouched board, not a rule here: that board breaks the numbers instead)."""
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(grid_of([".....", "#....", "##..#", "....#", "#...."])) == [
        "the shaded groups touching the 4 at r2c5 hold 2 cells, not 4",
        "the shaded groups touching the 6 at r3c3 hold 3 cells, not 6"]
    assert puzzle.violations([[0] * 5] * 5)[0] == "the shaded groups touching the 3 at r1c1 hold 0 cells, not 3"


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(grid_of(["#....", "#.##.", "##..#", "..#.#", "#...."])) == [
        "circled cell r1c1 is shaded", "the shaded groups touching the 0 at r1c2 hold 4 cells, not 0",
        "the shaded groups touching the 6 at r3c3 hold 7 cells, not 6",
        "the shaded groups touching the 4 at r4c1 hold 5 cells, not 4"]
    assert puzzle.violations([[0] * 5]) == ["the answer is not 5x5"]
    with pytest.raises(ValueError, match="r1c1 holds 2"):
        puzzle.violations([[2] * 5] * 5)


def test_a_group_touching_a_circle_twice_counts_once():
    puzzle = KIND.parse("kurotto\n. . .\n. 3 .\n. . .\n")
    assert puzzle.violations([[1, 1, 0], [1, 0, 0], [0, 0, 0]]) == []  # one group of 3, beside two of its sides
    assert puzzle.violations([[1, 1, 1], [1, 0, 0], [0, 0, 0]]) == [
        "the shaded groups touching the 3 at r2c2 hold 4 cells, not 3"]
    assert puzzle.violations([[0, 1, 0], [1, 0, 0], [0, 0, 0]]) == [  # two groups of 1
        "the shaded groups touching the 3 at r2c2 hold 2 cells, not 3"]
    assert puzzle.violations([[0, 1, 0], [1, 0, 0], [0, 0, 1]]) == [  # a group not beside it counts nothing
        "the shaded groups touching the 3 at r2c2 hold 2 cells, not 3"]


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "circled cells are unshaded",
                     "a number is the size of the shaded groups touching its circle"]


def test_one_cell_and_one_row_boards():
    one = KIND.parse("kurotto\n.\n").count(keep=None)  # no circle: shaded or not
    assert (one.count, one.complete) == (2, True)
    assert KIND.parse("kurotto\n0\n").uniqueness().grid == [[0]]
    assert KIND.parse("kurotto\n1\n").solve().status is Status.INFEASIBLE
    row = KIND.parse("kurotto\n. 3 . .\n").uniqueness()  # 1 left, 2 right
    assert row.uniqueness is Uniqueness.UNIQUE and row.grid == [[1, 0, 1, 1]]
    row = KIND.parse("kurotto\n? . . 0\n").count()  # the ? counts nothing; the 0 keeps r1c3 unshaded
    assert (row.count, row.complete) == (2, True)


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("kurotto\n. . .\n. 1 .\n. . .\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []


@pytest.mark.parametrize("text,reason", [
    ("kurotto\n3 .\n", "the number 3 at r1c1 cannot hold, even with every other number taken away, each left a "
     "circle without a number (still unshaded)"),
    ("kurotto\n1 . 0\n", "the numbers 1 at r1c1 and 0 at r1c3 cannot all hold, even with every other number taken "
     "away, each left a circle without a number (still unshaded) (take one of these away too and an answer exists)"),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("kurotto", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[3]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle)


def random_board(seed):
    """A 3x3 to 4x3 board with two to five circles, numbered 0 to 6 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = [["."] * cols for _ in range(rows)]
    for r, c in rng.sample(cells, rng.randint(2, 5)):
        clues[r][c] = rng.choice([0, 1, 2, 3, 4, 5, 6, "?"])
    return KIND.parse("kurotto\n" + text_grid(clues))


@functools.cache
def brute_force_of(seed):
    """:func:`brute_force_count` of :func:`random_board` ``seed``, counted once for both tests below."""
    return brute_force_count(random_board(seed))


@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_the_vocabulary_rule_alone_against_brute_force():
    """``touching_total`` on a 3x3 board whose members are free (no numbered cell kept a non-member by a caller): the
    models' shadings, each found once (a solve, then that shading forbidden), are exactly those whose groups
    touching each numbered cell total its number."""
    from ortools.sat.python import cp_model

    from gridsat.constraints.groups import touching_total
    from gridsat.constraints.model import RuleModel
    from gridsat.core.grid import components

    rows, cols = 3, 3
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def nbs(cell):
        r, c = cell
        return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]

    for totals in ({(1, 1): 3}, {(0, 0): 2, (2, 2): 1}, {(1, 2): 0, (0, 0): 3}, {(0, 1): 1, (2, 1): 3}):
        model = RuleModel()
        members = {c: model.new_bool_var(str(c)) for c in cells}
        touching_total(model, cells, nbs, members, totals)
        found, solver = set(), cp_model.CpSolver()
        solver.parameters.num_workers = 1
        while solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            shading = frozenset(c for c in cells if solver.value(members[c]))
            found.add(shading)
            model.add_bool_or([~members[c] if c in shading else members[c] for c in cells])
        expected = set()
        for mask in range(1 << len(cells)):
            shaded = {c for i, c in enumerate(cells) if mask >> i & 1}
            parts = components(sorted(shaded), nbs)
            if all(k not in shaded and sum(len(p) for p in parts if any(nb in p for nb in nbs(k))) == n
                   for k, n in totals.items()):
                expected.add(frozenset(shaded))
        assert found == expected and expected


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert [list(r) for r in KIND.parse("https://puzz.link/p?kurotto/2/2/.0h").clues] == [["?", 0], [None, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["kurotto", "3 0 . . .", ". . . . 4"]
    assert puzzle.to_json()["kind"] == "kurotto"


def test_the_drawing_has_circles_numbers_and_shading():
    puzzle = KIND.parse("https://puzz.link/p?kurotto/2/2/.0h")
    drawn = puzzle.drawing([[0, 0], [1, 0]])
    assert drawn.text == {(0, 1): "0"} and set(drawn.circles) == {(0, 0), (0, 1)} and drawn.shaded == {(1, 0)}


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?kurotto/2/2/00000", "Kurotto: URL body has 1 character after the board (from character 5: "
     "'0'); remove it"),
    ("https://puzz.link/p?kurotto/2/2/0", "Kurotto: URL body ends after 1 character, missing 3 of the 4 cells (is the "
     "URL cut short?)"),
    ("kurotto\n-1 .\n", "n.txt: row 1, column 1: clue '-1' is below 0: a clue is a count of shaded cells (0 or "
     "more), or '?'"),
    ("kurotto\nx .\n", "n.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
    ("kurotto\n. .\n.\n", "n.txt: line 3: 1 cell, expected 2"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("kurotto", text)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")
    assert err.count("\n") == 1


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "n.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:2] == ["3 0 · · · ", "██· ████4 "]


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "kurotto", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are rows of 0/1 or the drawn rows of # (shaded) and . (unshaded); a wrong one is told."""
    lines = [json.dumps({"kind": "kurotto", "puzzle": r["url"], "solution": grid_of(r["answer"])})
             for r in RECORDS[:2]]
    lines.append(json.dumps({"kind": "kurotto", "puzzle": RECORDS[2]["url"], "solution": RECORDS[2]["answer"]}))
    wrong = [".....", "#.##.", "##..#", "..#.#", "#...#"]  # the 2 at r5c5 touched by one more cell
    lines.append(json.dumps({"kind": "kurotto", "puzzle": PZPRJS, "solution": wrong}))
    (tmp_path / "n.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "n.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("kurotto", "solved", True)] * 3 + [("kurotto", "solved", False)]
    assert results[3]["record_breaks"].startswith("answer: circled cell r5c5 is shaded") and code == 0, err


def test_the_generator_makes_a_unique_minimal_puzzle(run_cli, tmp_path):
    code, out, err = run_cli("generate", "kurotto", "--size", "4x4", "--seed", "1", "--to", "url")
    assert code == 0, err
    puzzle = KIND.parse(out.split()[0])
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and puzzle.violations(result.grid) == []
