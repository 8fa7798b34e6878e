"""Skyscrapers: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's visible_count against a brute-force reading, small boards, counts against brute force over the checker,
puzz.link URLs under every name, text and JSON, recorded answers, bad input, the web, batch.

Puzzles: tests/data/genres/skyscrapers.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Wolkenkratzer 1, 2, 3, 4, 22, 75 and 120 as transcribed in SmilingWayne/puzzlekit-dataset)."""

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
from gridsat.constraints.visible import line_heights, visible_count, visible_heights
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task

KIND = gridsat.kinds.get("skyscrapers")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "skyscrapers.json").read_text())
PZPRJS = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"


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


def test_the_records_hold_givens_and_every_size():
    sizes = {r["rows"] - 2 for r in RECORDS}
    given = [r["name"] for r in RECORDS if any(v is not None for row in r["puzzle"]["clues"][1:-1]
                                                for v in row[1:-1])]
    assert sizes == {4, 5, 6, 7, 8} and len(given) == 3


def test_the_checker_names_each_rule_pzprjs_failchecks_break():
    puzzle = KIND.parse(PZPRJS)
    twice = [row[:] for row in ANSWER]
    twice[1][1:5] = [4, 1, 2, 3]  # pzprjs nmDupRow: a row of 4 1 2 3 twice
    assert puzzle.violations(twice) == ["the column of r2c2 holds 4 twice", "the column of r2c4 holds 2 twice",
                                        "the 3 at r6c4 (bottom) sees 2 buildings, not 3"]
    row = [r[:] for r in ANSWER]
    row[1][1:5] = [2, 2, 4, 3]
    assert puzzle.violations(row)[0] == "the row of r2c2 holds 2 twice"
    sight = [row[:] for row in ANSWER]
    sight[3][1:5], sight[4][1:5] = [3, 4, 1, 2], [4, 3, 2, 1]  # rows swapped about: pzprjs nmSightNe
    assert puzzle.violations(sight) == ["the 3 at r4c6 (right) sees 2 buildings, not 3",
                                        "the 1 at r6c3 (bottom) sees 2 buildings, not 1"]
    empty = [row[:] for row in ANSWER]
    empty[1][1] = 0  # pzprjs ceNoNum: a cell without a height
    assert puzzle.violations(empty) == ["the cell r2c2 holds 0, not a height 1 to 4"]
    frame = [row[:] for row in ANSWER]
    frame[0][2] = 3
    assert puzzle.violations(frame) == ["the frame's cell r1c3 holds 3, not 0"]
    given = KIND.parse("skyscrapers\n. . . .\n. 2 . .\n. . . .\n. . . .\n")
    assert given.violations([[0] * 4, [0, 1, 2, 0], [0, 2, 1, 0], [0] * 4]) == ["given 2 at r2c2 is changed to 1"]
    assert puzzle.violations([[1]]) == ["the answer is not 6x6 (the board of 4x4 and its frame)"]


def test_visible_heights_reads_the_rule():
    assert visible_heights([2, 1, 3, 3, 4]) == 3  # an equal height is hidden, as pzprjs counts
    assert (visible_heights([]), visible_heights([5]), visible_heights([1, 2, 3]), visible_heights([3, 2, 1])) == \
        (0, 1, 3, 1)


@pytest.mark.parametrize("length,heights", [(1, 3), (2, 2), (3, 3), (4, 3), (3, 4)])
def test_visible_count_is_the_brute_force_reading(length, heights):
    """For every count, the lines of heights (repeats allowed) CP-SAT accepts are those the brute-force reading
    counts so."""
    for count in range(length + 2):
        model = RuleModel()
        line = [{h: model.new_bool_var(f"{k}={h}") for h in range(1, heights + 1)} for k in range(length)]
        for cell in line:
            model.add_exactly_one(cell.values())
        seen = visible_count(model, line, count)
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True
        found = set()

        class Collect(cp_model.CpSolverSolutionCallback):
            def on_solution_callback(self):
                got = tuple(next(h for h, lit in cell.items() if self.boolean_value(lit)) for cell in line)
                flags = [self.boolean_value(v) for v in seen]
                assert flags == [h > max(got[:k], default=0) for k, h in enumerate(got)]  # each cell's "seen"
                found.add(got)

        solver.solve(model, Collect())
        brute = {p for p in itertools.product(range(1, heights + 1), repeat=length) if visible_heights(p) == count}
        assert found == brute and (bool(found) == (1 <= count <= min(length, heights)))


@pytest.mark.parametrize("n", range(1, 8))
def test_line_heights_keep_every_latin_line(n):
    """Every ordering of 1..n keeps each cell to the heights line_heights leaves it for the count it shows, and the
    narrowing is not empty where such a line exists (its bounds: the first cell n alone for a 1, n - count + 1 + at
    elsewhere)."""
    held: dict = {}
    for line in itertools.permutations(range(1, n + 1)):
        count = visible_heights(line)
        for at, h in enumerate(line):
            held.setdefault((count, at), set()).add(h)
            assert h in line_heights(n, count, at), (line, at)
    assert all(line_heights(n, count, at) for count, at in held)
    assert line_heights(n, 0, 0) == line_heights(n, n + 1, 0) == ()
    assert line_heights(5, 1, 0) == (5,) and line_heights(5, 3, 0) == (1, 2, 3) and line_heights(5, 3, 2) == \
        (1, 2, 3, 4, 5)


def test_a_given_its_clues_forbid_has_no_answer():
    puzzle = KIND.parse("skyscrapers\n. 1 . .\n. 1 . .\n. . . .\n. . . .\n")  # a 1 sees the 2 first: not 1
    assert puzzle.possible_heights()[(1, 1)] == set()
    assert puzzle.solve().status is Status.INFEASIBLE and puzzle.count().count == 0


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    with pytest.raises(ValueError, match="line: cell 1 has no heights"):
        visible_count(model, [{1: model.new_bool_var("")}, {}], 1)
    with pytest.raises(ValueError, match="count must be a whole number from 0, got True"):
        visible_count(model, [{1: model.new_bool_var("")}], True)
    with pytest.raises(TypeError, match="RuleModel"):
        visible_count(cp_model.CpModel(), [], 0)
    model = RuleModel()
    visible_count(model, [], 1)  # an empty line sees nothing
    assert cp_model.CpSolver().solve(model) == cp_model.INFEASIBLE


def test_small_boards():
    assert KIND.parse("skyscrapers\n. . .\n. . .\n. . .\n").uniqueness().grid == [[0, 0, 0], [0, 1, 0], [0, 0, 0]]
    assert KIND.parse("skyscrapers\n. 1 .\n1 . 1\n. 1 .\n").count().count == 1
    assert KIND.parse("skyscrapers\n. 2 2 .\n. . . .\n. . . .\n. . . .\n").solve().status is Status.INFEASIBLE
    assert KIND.parse("skyscrapers\n" + ". . . . . .\n" * 6).count().count == 576  # the 4x4 Latin squares
    forced = KIND.parse("skyscrapers\n. 2 . .\n. . . .\n. . . .\n. . . .\n").forced()
    assert forced.complete and forced.forced == [[0, 0, 0, 0], [0, 1, 2, 0], [0, 2, 1, 0], [0, 0, 0, 0]]


def test_forced_cells_are_counted_inside_the_frame(run_cli, tmp_path):
    (tmp_path / "f.txt").write_text("skyscrapers\n. . . . . .\n. . . . . .\n4 . 2 . . .\n" + ". . . . . .\n" * 2
                                    + ". . 1 . . .\n")
    code, out, _ = run_cli("skyscrapers", str(tmp_path / "f.txt"), "--forced")
    assert code == 0 and out.splitlines()[2:7] == ["4 1 2 3 4 . ", ". ? ? ? ? . ", ". ? 4 ? ? . ", ". . 1 . . . ",
                                                   "? not forced (5 of 16 cells forced)"]  # was "25 of 36"
    result = KIND.parse(PZPRJS).forced()
    assert str(result.text()).splitlines()[-1] == "all 16 cells forced"


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("skyscrapers\n. . . .\n. . . .\n. . . .\n. . . .\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("skyscrapers\n. . . . . .\n. . . . . .\n4 . . . . 4\n" + ". . . . . .\n" * 3)
    code, out, _ = run_cli("skyscrapers", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the clues 4 at r3c1 and 4 at r3c6 cannot all hold, even with every other clue taken "
                             "away (take one of these away too and an answer exists)")


def random_board(seed):
    """A board of 2x2 to 4x4 in its frame, a clue on about a fifth of the frame's cells and a given on about one
    cell in sixteen, each 1 to N."""
    rng = random.Random(seed)
    n = rng.choice([2, 3, 3, 4])
    clues = [[None] * (n + 2) for _ in range(n + 2)]
    for r in range(n + 2):
        for c in range(n + 2):
            corner = r in (0, n + 1) and c in (0, n + 1)
            frame = r in (0, n + 1) or c in (0, n + 1)
            if not corner and rng.random() < (0.22 if frame else 0.06):
                clues[r][c] = rng.randint(1, n)
    return KIND.puzzle_type(n + 2, n + 2, clues)


@functools.lru_cache(maxsize=None)
def latin_rows(n: int) -> tuple:
    """Every n x n grid whose rows are permutations of 1..n and whose columns hold no height twice."""
    perms = list(itertools.permutations(range(1, n + 1)))
    return tuple(rows for rows in itertools.product(perms, repeat=n)
                 if all(len({row[c] for row in rows}) == n for c in range(n)))


def brute_count(puzzle) -> int:
    """Every grid of heights the independent checker accepts: all grids of 1..N for N = 2, the grids whose rows each
    hold 1..N for N = 3, and those whose rows and columns each do for N = 4 (every other grid breaks rule 2, as the
    checker's own test above shows it says)."""
    n = puzzle.n
    if n == 2:
        grids = (tuple(flat[r * n:(r + 1) * n] for r in range(n))
                 for flat in itertools.product(range(1, n + 1), repeat=n * n))
    elif n == 3:
        grids = itertools.product(itertools.permutations(range(1, n + 1)), repeat=n)
    else:
        grids = latin_rows(n)
    frame = [0] * (n + 2)
    return sum(not puzzle.violations([frame] + [[0, *row, 0] for row in rows] + [frame]) for rows in grids)


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    return brute_count(random_board(seed))


SEEDS = tuple(range(14))


@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = KIND.run(random_board(seed), Task("count", limit=100000))
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1 and 1 in counts
    assert {random_board(seed).n for seed in SEEDS} == {2, 3, 4}


@pytest.mark.parametrize("name", ["skyscrapers", "building", "skyscraper"])
def test_url_round_trip_under_every_name(name):
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    alias = PZPRJS.replace("skyscrapers", name)
    assert gridsat.kinds.detect(alias) is KIND and KIND.parse(alias).to_url() == PZPRJS
    assert KIND.parse(f"http://pzv.jp/p.html?{name}_edit/4/4/k13h4j3g").to_url() == PZPRJS


def test_givens_are_written_only_when_there_are_some():
    puzzle = KIND.parse(RECORDS[-1]["url"])  # janko.at 120: givens inside
    assert puzzle.to_url().endswith("/2g3i233j232g2331in5g2j54o4o")
    assert KIND.parse("skyscrapers\n. 1 .\n. . .\n. . .\n").to_url() == "https://puzz.link/p?skyscrapers/1/1/1i"
    assert KIND.parse("skyscrapers\n. . .\n. 1 .\n. . .\n").to_url() == "https://puzz.link/p?skyscrapers/1/1/j1"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines() == ["skyscrapers", ". . . . . .", ". . . . . .", "4 . . . . .",
                                             ". . . . . 3", ". . . . . .", ". . 1 3 . ."]
    assert puzzle.to_json()["clues"][5] == [None, None, 1, 3, None, None]


def test_recorded_answers_framed_or_alone():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.read_answer(RECORDS[0]["answer"]) == ANSWER
    assert puzzle.read_answer(["2143", "1234", "4312", "3421"]) == ANSWER  # the heights alone
    assert puzzle.read_answer("......\n.2143.\n.1234.\n.4312.\n.3421.\n......\n") == ANSWER
    assert puzzle.read_answer(["0 0 0 0 0 0", "4 2 1 4 3 0"] + RECORDS[0]["answer"][2:]) == ANSWER  # a clue there


def test_an_answer_as_gridsat_draws_it_is_read_back(run_cli, tmp_path):
    code, out, _ = run_cli("skyscrapers", PZPRJS, "--unique")
    assert code == 0 and out.splitlines()[:4] == [". . . . . . ", ". 2 1 4 3 . ", "4 1 2 3 4 . ", ". 4 3 1 2 3 "]
    assert KIND.parse(PZPRJS).read_answer(out) == ANSWER
    (tmp_path / "a.jsonl").write_text(json.dumps({"kind": "skyscrapers", "puzzle": PZPRJS, "solution": out}) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                         "-q", "-j", "1")
    assert json.loads((tmp_path / "r.jsonl").read_text())["matches_record"] is True


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "0", "Skyscrapers: URL body ends after 9 characters, missing 15 of the 16 cells (is the URL cut short?)"),
    (PZPRJS + "vg", "Skyscrapers: URL body has 1 character after the board (from character 10: 'g'); remove it"),
    ("https://puzz.link/p?skyscrapers/2/2/m1k", "Skyscrapers: URL body character 3 ('k') runs past the 4 cells of the "
     "board"),
    ("https://puzz.link/p?skyscrapers/4/4/k13h4j", "Skyscrapers: URL body ends after 6 characters, missing 2 of the "
     "16 clue cells (is the URL cut short?)"),
    ("https://puzz.link/p?skyscrapers/4/4/zz", "Skyscrapers: URL body character 1 ('z') runs past the 16 clue cells "
     "of the board"),
    ("https://puzz.link/p?skyscrapers/4/4/!", "Skyscrapers: URL body character 1 ('!'): not a number, '.', or a run "
     "of empty cells g-z"),
    ("https://puzz.link/p?skyscrapers/5/4/k13h4j3g", "Skyscrapers: a Skyscrapers board is square (each row and column "
     "holds 1 to N once), got 4x5"),
    ("https://puzz.link/p?skyscrapers/2/2/5m", "Skyscrapers: row 1, column 2: 5 is not a count of buildings seen "
     "from 1 to 2"),
    ("skyscrapers\n. . . .\n4 . . .\n. . . .\n. . . .\n", "t.txt: row 2, column 1: 4 is not a count of buildings seen "
     "from 1 to 2"),
    ("skyscrapers\n. . . .\n. 3 . .\n. . . .\n. . . .\n", "t.txt: row 2, column 2: 3 is not a given height from 1 "
     "to 2"),
    ("skyscrapers\n1 . . .\n. . . .\n. . . .\n. . . .\n", "t.txt: row 1, column 1: 1 stands on a corner of the frame, "
     "beside no row or column: a corner holds no clue ('.')"),
    ("skyscrapers\n. . . .\n? . . .\n. . . .\n. . . .\n", "t.txt: row 2, column 1: '?' is not a count of buildings "
     "seen: write 1 to 2, or '.' for none"),
    ("skyscrapers\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n", "t.txt: a Skyscrapers board is square (each row "
     "and column holds 1 to N once), got 4x5"),
    ("skyscrapers\n. .\n. .\n", "t.txt: a Skyscrapers board is written with its frame of clues, (N+2) x (N+2) for "
     "N x N cells: 2x2 leaves no cell inside"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("skyscrapers", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_sizes_of_numpy_are_held_to_a_square_board():
    numpy = pytest.importorskip("numpy")
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError, match=r"square \(each row and column holds 1 to N once\), got 3x4"):
        KIND.puzzle_type(numpy.int64(3), numpy.int64(4), [[None] * 4] * 3)
    assert KIND.puzzle_type(numpy.int64(3), numpy.int64(3), [[None] * 3] * 3).n == 1


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS.replace("skyscrapers", "building"), "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[4:6] == [". 3 4 2 1 . ", ". . 1 3 . . "]


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("skyscrapers", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = [r["rule"] for r in json.loads(out)["model"]["rules"]]
    assert rules == ["a boolean per cell and height its clues' lines leave it, one true a cell",
                     "each row and each column holds each height once", "a clue counts the buildings seen from it"]


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "skyscrapers", "puzzle": PZPRJS,
                                                 "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == ANSWER and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    wrong = [row[:] for row in ANSWER]
    wrong[3][1:5], wrong[4][1:5] = wrong[4][1:5], wrong[3][1:5]  # two rows swapped: rows and columns still hold 1..4
    lines = [json.dumps({"kind": "skyscrapers", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    lines += [json.dumps({"kind": "skyscrapers", "puzzle": PZPRJS, "solution": wrong})]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == \
        [("skyscrapers", "solved", True)] * 3 + [("skyscrapers", "solved", False)]
    assert results[-1]["record_breaks"] == "answer: the 1 at r6c3 (bottom) sees 2 buildings, not 1"
