"""Kakuro: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's digit_sum_runs against a brute-force reading, small boards, counts against brute force over the checker,
puzz.link URLs, text and JSON, recorded answers, bad input, the web, batch.

Puzzles: tests/data/genres/kakuro.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at Kakuro
91, 1, 2, 16, 254 and 960 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.sums import digit_sum_runs, possible_digits, sum_combinations
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task

KIND = gridsat.kinds.get("kakuro")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "kakuro.json").read_text())
PZPRJS = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"


def grid_of(answer):
    return [[int(t) for t in row.split()] for row in answer]


ANSWER = grid_of(RECORDS[0]["answer"])


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def test_the_checker_names_each_rule_pzprjs_failchecks_break():
    puzzle = KIND.parse(PZPRJS)
    twice = [row[:] for row in ANSWER]
    twice[2][1], twice[2][2] = 4, 3  # still 10 across, but the column runs change
    assert puzzle.violations(twice) == ["the down run from r2c3 sums to 11, not 12",
                                        "the down run from r3c2 sums to 5, not 4"]
    again = [row[:] for row in ANSWER]
    again[1][3] = 5  # pzprjs nmDupRow: 5 twice in the run of 8
    assert puzzle.violations(again) == ["the across run from r2c3 holds 5 twice", "the across run from r2c3 sums to "
                                        "10, not 8", "the down run from r2c4 sums to 6, not 4"]
    empty = [row[:] for row in ANSWER]
    empty[5][4] = 0  # pzprjs ceNoNum: a white cell without a digit
    assert puzzle.violations(empty) == ["the white cell r6c5 holds 0, not a digit 1 to 9"]
    clue = [row[:] for row in ANSWER]
    clue[0][0] = 3
    assert puzzle.violations(clue) == ["the clue cell r1c1 holds 3, not 0"]
    with pytest.raises(ValueError, match="cell r1c1 holds 10; a Kakuro answer holds a digit 1 to 9 on a white cell"):
        puzzle.violations([[10] + row[1:] if r == 0 else row for r, row in enumerate(ANSWER)])


def test_sum_combinations_are_the_brute_force_reading():
    for length in range(0, 10):
        for total in range(0, 47):
            brute = tuple(sorted(c for c in itertools.combinations(range(1, 10), length) if sum(c) == total))
            assert sum_combinations(length, total) == brute
    assert sum_combinations(2, 3) == ((1, 2),) and sum_combinations(2, 16) == ((7, 9),)
    assert sum_combinations(2, 2) == () and len(sum_combinations(3, None)) == 84


@pytest.mark.parametrize("length,total", [(1, 5), (2, 3), (2, 10), (3, 6), (3, 15), (3, 24), (4, 10), (2, 2), (2, None),
                                          (3, 25), (4, None)])
def test_digit_sum_runs_is_the_brute_force_reading(length, total):
    """Every assignment of digits to a run CP-SAT accepts is one of the different digits summing to the total."""
    model = RuleModel()
    cells = list(range(length))
    digits = {cell: {d: model.new_bool_var(f"{cell}={d}") for d in range(1, 10)} for cell in cells}
    for cell in cells:
        model.add_exactly_one(digits[cell].values())
    digit_sum_runs(model, digits, [(cells, total)])
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    found = set()

    class Collect(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            found.add(tuple(next(d for d in range(1, 10) if self.boolean_value(digits[c][d])) for c in cells))

    solver.solve(model, Collect())
    brute = {p for p in itertools.product(range(1, 10), repeat=length)
             if len(set(p)) == length and (total is None or sum(p) == total)}
    assert found == brute and (found or total in (2, 25))


@pytest.mark.parametrize("across,down", [((2, 3), (2, 4)), ((3, 6), (2, 16)), ((2, None), (3, 24)), ((2, 17), (2, 3)),
                                         ((4, 30), (3, 7))])
def test_possible_digits_are_those_of_some_answer_of_both_runs(across, down):
    """Two runs crossing at their first cell: the digits left to it are those some pair of answers of the runs
    (different digits, each run's sum) agrees on there, read by brute force."""
    row = [("a", k) for k in range(across[0])]
    col = [row[0]] + [("d", k) for k in range(1, down[0])]

    def answers(length, total):
        return {p for p in itertools.permutations(range(1, 10), length) if total is None or sum(p) == total}

    brute = {a[0] for a in answers(*across)} & {d[0] for d in answers(*down)}
    got = possible_digits(row + col[1:], [(row, across[1]), (col, down[1])])
    assert set(got[row[0]]) == brute and got[row[0]] == tuple(sorted(brute))
    assert possible_digits([(0, 0)], [([(0, 0), (0, 1)], 3)]) == {(0, 0): (1, 2)}


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    digits = {0: {d: model.new_bool_var("") for d in range(1, 10)}}
    with pytest.raises(ValueError, match="runs: 1 has no digits"):
        digit_sum_runs(model, digits, [([0, 1], 3)])
    with pytest.raises(ValueError, match="length must be a whole number 0 or more"):
        sum_combinations(-1, 3)
    with pytest.raises(TypeError, match="RuleModel"):
        digit_sum_runs(cp_model.CpModel(), digits, [([0], 3)])


def test_small_boards():
    assert KIND.parse("kakuro\n\\ 3\\\n\\3 .\n").uniqueness().grid == [[0, 0], [0, 3]]
    assert KIND.parse("kakuro\n\\ 3\\\n\\4 .\n").solve().status is Status.INFEASIBLE  # 3 down, 4 across
    assert KIND.parse("kakuro\n.\n").count().count == 9  # a run of one cell, no clue: any digit
    two = KIND.parse("kakuro\n\\ 4\\ 6\\\n\\10 . .\n").count()
    assert (two.count, two.complete) == (1, True)  # 4 + 6 = 10


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("kakuro\n\\3 . .\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []
    assert sorted([result.grid, result.second]) == [[[0, 1, 2]], [[0, 2, 1]]]
    forced = KIND.parse("kakuro\n\\ 3\\ 4\\\n\\4 . .\n\\3 . .\n").forced()
    assert forced.complete and forced.forced == [[0, 0, 0], [0, 1, 3], [0, 2, 1]]


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("kakuro\n\\ 3\\\n\\4 .\n")
    code, out, _ = run_cli("kakuro", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the clues 3\\ at r1c2 and \\4 at r2c1 cannot all hold, even with every other clue "
                             "taken away (take one of these away too and an answer exists)")


def random_board(seed):
    """A board of 2x3 to 3x3 with a frame of clue cells and a white cell or more inside, sums of 1 to 17 on some of
    the runs (a third without)."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 3), (3, 3), (3, 2), (3, 4)])
    clues = [["\\"] * cols for _ in range(rows)]
    for r in range(1, rows):
        for c in range(1, cols):
            clues[r][c] = "." if rng.random() < 0.8 else "\\"
    for r in range(rows):
        for c in range(cols):
            if clues[r][c] == ".":
                continue
            down = r + 1 < rows and clues[r + 1][c] == "." and rng.random() < 0.7
            across = c + 1 < cols and clues[r][c + 1] == "." and rng.random() < 0.7
            clues[r][c] = f"{rng.randint(1, 17) if down else ''}\\{rng.randint(1, 17) if across else ''}"
    return KIND.parse("kakuro\n" + "".join(" ".join(row) + "\n" for row in clues))


def brute_count(puzzle) -> int:
    """Every grid of digits 1 to 9 on the white cells the independent checker accepts."""
    white = puzzle.white()
    total = 0
    for digits in itertools.product(range(1, 10), repeat=len(white)):
        grid = [[0] * puzzle.cols for _ in range(puzzle.rows)]
        for (r, c), d in zip(white, digits):
            grid[r][c] = d
        total += not puzzle.violations(grid)
    return total


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    return brute_count(random_board(seed))


SEEDS = tuple(s for s in range(40) if len(random_board(s).white()) <= 5)[:12]


# (seed 12: seconds on a loaded 2-core machine, where the others take a fraction: the slow set runs it)
@pytest.mark.parametrize("seed", [pytest.param(s, marks=pytest.mark.slow) if s == 12 else s for s in SEEDS])
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = KIND.run(random_board(seed), Task("count", limit=100000))
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert len(SEEDS) == 12 and 0 in counts and max(counts) > 1


def test_url_round_trip():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert KIND.parse("http://pzv.jp/p.html?kakuro_edit/5/5/48la0.na0lh3l0Bn.0cl.c4a3").to_url() == PZPRJS
    dashed = KIND.parse("https://puzz.link/p?kakuro/1/1/k-3")  # '-' no sum, as 0
    assert dashed.clues == (("\\", "\\"), ("\\3", None)) and dashed.to_url().endswith("/1/1/k03")


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["kakuro", "\\ \\ 12\\ 4\\ \\ \\", "\\ 4\\8 . . 10\\ \\"]
    assert puzzle.to_json()["clues"][1] == ["\\", "4\\8", None, None, "10\\", "\\"]


def test_a_board_with_white_cells_on_its_frame_has_no_url(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("kakuro\n. .\n")
    code, out, err = run_cli("kakuro", str(tmp_path / "t.txt"), "--to", "url")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: --to url: puzz.link's Kakuro has clue cells all along its top row and left column, "
                   "the frame of its board: the white cell r1c1 cannot be written as a URL (write text or JSON)\n")


def test_recorded_answers_as_numbers_or_digits_together():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.read_answer(RECORDS[0]["answer"]) == ANSWER
    assert puzzle.read_answer(["......", "..53..", ".3412.", ".12.12", "..1938", "...84."]) == ANSWER
    assert puzzle.read_answer("000000\n005300\n034120\n012012\n001938\n000840\n") == ANSWER


def test_an_answer_as_gridsat_draws_it_is_read_back(run_cli, tmp_path):
    code, out, _ = run_cli("kakuro", PZPRJS, "--unique")
    assert code == 0 and out.splitlines()[1] == "\\    4\\8  5    3    10\\  \\    "
    assert KIND.parse(PZPRJS).read_answer(out) == ANSWER
    (tmp_path / "a.jsonl").write_text(json.dumps({"kind": "kakuro", "puzzle": PZPRJS, "solution": out}) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                         "-q", "-j", "1")
    assert json.loads((tmp_path / "r.jsonl").read_text())["matches_record"] is True


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "0", "Kakuro: URL body has 1 character after the board and its frame's sums (from character 26: '0'); "
     "remove it"),
    ("https://puzz.link/p?kakuro/2/2/!", "Kakuro: URL body character 1 ('!'): not a run of white cells k-z, '.', or "
     "a sum 0-9, a-j, A-Z"),
    ("https://puzz.link/p?kakuro/2/2/o", "Kakuro: URL body character 1 ('o') runs past the 4 cells of the board"),
    ("https://puzz.link/p?kakuro/2/2/n", "Kakuro: URL body ends after 1 character, missing the sums of the frame (a "
     "character for each column and row whose first cell is white) (is the URL cut short?)"),
    ("https://puzz.link/p?kakuro/2/2/m", "Kakuro: URL body ends after 1 character, missing 1 of the 4 cells (is the "
     "URL cut short?)"),
    ("kakuro\n\\ 50\\\n\\ .\n", "t.txt: row 1, column 2: the down sum 50 is not from 1 to 45"),
    ("kakuro\n\\ \\5\n\\ .\n", "t.txt: row 1, column 2: the across sum 5 has no white cell to its right"),
    ("kakuro\n\\ 3\n", "t.txt: row 1, column 2: 3 is not a cell of a Kakuro: '.' a white cell, a black cell '\\', "
     "or its sums '16\\' (down), '\\24' (across), '16\\24'"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("kakuro", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:3] == ["\\    \\    12\\  4\\   \\    \\    ", "\\    4\\8  5    3    10\\  \\    ",
                                    "\\10  3    4    1    2    10\\  "]


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("kakuro", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = [r["rule"] for r in json.loads(out)["model"]["rules"]]
    assert rules == ["a boolean per white cell and digit its runs' sums leave it, one true a cell",
                     "each run holds different digits, summing to its clue"]


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "kakuro", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == ANSWER and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    wrong = [row[:] for row in ANSWER]
    wrong[1][2], wrong[1][3] = 3, 5  # the run of 8 swapped: its columns break
    lines = [json.dumps({"kind": "kakuro", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    lines += [json.dumps({"kind": "kakuro", "puzzle": PZPRJS, "solution": wrong})]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == \
        [("kakuro", "solved", True)] * 3 + [("kakuro", "solved", False)]
    assert results[-1]["record_breaks"] == "answer: the down run from r2c3 sums to 10, not 12"
