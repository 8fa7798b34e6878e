"""Nurikabe: published puzzles solved to their published answers and proven
unique, degenerate boards, puzz.link URLs, text and JSON, bad input.

Puzzles: tests/data/genres/nurikabe.json (sources and licences per record:
robx/pzprjs's test puzzle, janko.at Nurikabe 1, 229, 262, 690, 726, 758, 827
and 1055 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness

KIND = gridsat.kinds.get("nurikabe")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "nurikabe.json").read_text())


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


# Every one in the default run, 50x50 and 40x57 included: 0.4-0.5 s of CPU with the compiled island deductions,
# which decide every cell but 30x36's (25-33 s with the same rules in Python).
@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_every_published_answer_passes_the_checker_and_its_url_round_trips(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert puzzle.violations(grid_of(record["answer"])) == []
    assert puzzle.to_url() == record["url"]


def test_one_cell_boards():
    assert KIND.parse("nurikabe\n1\n").uniqueness().grid == [[0]]
    assert KIND.parse("nurikabe\n?\n").uniqueness().grid == [[0]]
    assert KIND.parse("nurikabe\n2\n").solve().status is Status.INFEASIBLE
    empty = KIND.parse("nurikabe\n.\n").count()  # no clue: the cell is sea (an island needs a clue)
    assert (empty.count, empty.complete, empty.grid) == (1, True, [[1]])


def test_degenerate_boards():
    assert KIND.parse("nurikabe\n3 . .\n").uniqueness().grid == [[0, 0, 0]]  # one island fills the row
    result = KIND.parse("nurikabe\n. . .\n. . .\n").count()  # no clue: all sea, never a 2x2
    assert (result.count, result.complete) == (0, True)


def test_two_answers_and_the_second_differs():
    result = KIND.parse("nurikabe\n2 . .\n").uniqueness()  # 2 . . has one answer; 2 in the middle has two
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == [[0, 0, 1]]
    result = KIND.parse("nurikabe\n. 2 .\n").uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert sorted([result.grid, result.second]) == [[[0, 0, 1]], [[1, 0, 0]]]
    # ? any size: 2 left, 2 right or 3 (a 1 leaves two seas)
    assert KIND.parse("nurikabe\n. ? .\n").count().count == 3


def test_no_answer_is_proven():
    # a 2 in the corner of 3x3 with a 1 opposite: the sea holds a 2x2 block or splits
    result = KIND.parse("nurikabe\n1 . .\n. . .\n. . 1\n").uniqueness()
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete


def test_forced_and_count():
    puzzle = KIND.parse(RECORDS[0]["url"])
    forced = puzzle.forced()
    assert forced.complete and forced.forced == grid_of(RECORDS[0]["answer"])
    assert puzzle.count().count == 1


def test_url_hosts_and_unknown_clues():
    puzzle = KIND.parse("http://pzv.jp/p.html?nurikabe_edit/5/5/g5k2o1k3g")
    assert puzzle.to_url() == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    assert KIND.parse("https://puzz.link/p?nurikabe/3/1/.g-10").clues == (("?", None, 16),)
    assert gridsat.kinds.detect("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g") is KIND


def test_text_and_json_round_trips():
    puzzle = KIND.parse(RECORDS[0]["url"])
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:2] == ["nurikabe", ". 5 . . ."]


# -- the engines: auto settles by the deductions when they decide every cell, else CP-SAT; logic alone; cpsat ------

def test_auto_answers_by_the_deductions_when_they_decide_every_cell():
    for record in RECORDS:
        if record["name"] in ("pzprjs-test-5x5", "janko-nurikabe-01_10x10", "janko-nurikabe-758_11x11"):
            result = KIND.parse(record["url"]).uniqueness()
            assert (result.engine, result.uniqueness) == ("logic", Uniqueness.UNIQUE)
            assert result.grid == grid_of(record["answer"])
    cpsat = KIND.parse(RECORDS[0]["url"]).uniqueness(engine="cpsat")
    assert (cpsat.engine, cpsat.uniqueness, cpsat.grid) == ("cpsat", Uniqueness.UNIQUE, grid_of(RECORDS[0]["answer"]))


def test_auto_hands_what_the_deductions_leave_to_cpsat_and_logic_alone_refuses_it(run_cli, tmp_path):
    puzzle = KIND.parse("nurikabe\n. 2 .\n")  # two answers: no deduction decides a corner
    result = puzzle.uniqueness()
    assert (result.engine, result.uniqueness) == ("cpsat", Uniqueness.NOT_UNIQUE)
    (tmp_path / "two.txt").write_text("nurikabe\n. 2 .\n")
    assert run_cli("nurikabe", str(tmp_path / "two.txt"), "--engine", "logic", "--unique") == (
        2, "", "gridsat: error: the deductions leave 2 of 3 cells undecided: the logic engine answers only boards "
               "they decide (use --engine auto)\n")


def test_cpsat_options_make_auto_run_cpsat():
    from gridsat.core.options import SolverOptions

    result = KIND.parse(RECORDS[0]["url"]).uniqueness(options=SolverOptions(seed=3))
    assert (result.engine, result.uniqueness) == ("cpsat", Uniqueness.UNIQUE)


def test_the_deductions_prove_no_answer_and_forced_cells():
    result = KIND.parse("nurikabe\n1 . .\n. . .\n. . 1\n").uniqueness(engine="logic")
    assert (result.status, result.uniqueness, result.complete) == (Status.INFEASIBLE, Uniqueness.NO_SOLUTION, True)
    forced = KIND.parse(RECORDS[0]["url"]).forced(engine="logic")
    assert (forced.engine, forced.complete, forced.forced) == ("logic", True, grid_of(RECORDS[0]["answer"]))
    counted = KIND.parse(RECORDS[0]["url"]).count(engine="logic")
    assert (counted.count, counted.complete) == (1, True)


@pytest.mark.slow  # (5.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("seed", range(40))
def test_auto_and_cpsat_agree_with_brute_force_on_small_boards(seed):
    import itertools
    import random

    rng = random.Random(seed)
    rows, cols = 3, 4
    clues = [[None] * cols for _ in range(rows)]
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.randint(1, 4)):
        clues[r][c] = rng.choice(["?", 1, 2, 3, 4, 5])
    puzzle = KIND.parse_json({"rows": rows, "cols": cols, "clues": clues})
    open_cells = [(r, c) for r in range(rows) for c in range(cols) if clues[r][c] is None]
    answers = []  # every grid whose clue cells are unshaded (0) is put to the checker: a shaded clue breaks a rule
    for bits in itertools.product((0, 1), repeat=len(open_cells)):
        grid = [[0] * cols for _ in range(rows)]
        for (r, c), bit in zip(open_cells, bits):
            grid[r][c] = bit
        if not puzzle.violations(grid):
            answers.append(grid)
    for engine in ("auto", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        want = {0: Uniqueness.NO_SOLUTION, 1: Uniqueness.UNIQUE}.get(len(answers), Uniqueness.NOT_UNIQUE)
        assert result.uniqueness is want
        assert all(g in answers for g in (result.grid, result.second) if g is not None)
        assert puzzle.count(10, engine=engine).count == min(len(answers), 10)


def test_the_islands_reach_is_held_to_the_memory_limit_before_the_model_is_built(run_cli, tmp_path):
    # three "?" islands on an open 12x12 board may each reach most of it: the model holds every such cell (a 99x99
    # board of 245 clues built 1.9 GB under an estimate of 39 MB from its size alone)
    rows = [["."] * 12 for _ in range(12)]
    rows[0][0] = rows[4][6] = rows[11][11] = "?"
    (tmp_path / "open.txt").write_text("nurikabe\n" + "\n".join(" ".join(r) for r in rows) + "\n")
    for engine in ("auto", "cpsat"):
        assert run_cli("solve", str(tmp_path / "open.txt"), "--memory-limit", "0.001", "--engine", engine) == (
            2, "", "gridsat: error: a model of 3 islands reaching 410 cells needs about 1.6 MB of memory; the limit "
                   "is 1.024 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
