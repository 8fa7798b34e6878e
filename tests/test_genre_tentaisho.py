"""Tentaisho: the published puzzles of tests/data/genres/tentaisho.json (pzprjs's test puzzle, janko.at Galaxien via
puzzlekit-dataset; sources and licences in the file) solved, proven unique and equal to their published answers;
tiny, two-answer and impossible boards; the URL, text and JSON formats; the checker; the half-turn rule against a brute-force
reading; the exact line of bad inputs."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.symmetry import half_turn, touching, turned
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("tentaisho")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "tentaisho.json").read_text())


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r.get("slow") else r for r in RECORDS],
                         ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.to_url() == record["url"]
    assert puzzle.violations(record["answer"]) == []
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == record["answer"]
    again = KIND.parse(puzzle.to_text())
    assert (again.dots, again.clues) == (puzzle.dots, puzzle.clues)
    again = KIND.parse(json.dumps(puzzle.to_json()))
    assert (again.dots, again.clues) == (puzzle.dots, puzzle.clues)


def test_tiny_and_impossible_boards():
    assert KIND.parse("tentaisho\no\n").solve().grid == [[1]]
    assert KIND.parse("tentaisho\n. o .\n").solve().grid == [[1, 1]]
    assert KIND.parse("tentaisho\no . #\n").solve().grid == [[1, 0]]
    two = KIND.parse("https://puzz.link/p?tentaisho/3/3/hehehe")  # three dots down the middle column
    assert two.count().count == 2
    answers = sorted(two.solutions(5).solutions)
    assert answers == [[[1, 1, 1], [2, 2, 2], [3, 3, 3]], [[2, 1, 2], [2, 2, 2], [2, 3, 2]]]  # rows, or an H
    assert [two.violations(a) for a in answers] == [[], []]
    assert two.forced().forced == [[None, 1, None], [2, 2, 2], [None, 3, None]]
    none = KIND.parse("tentaisho\no . .\n").solve()
    assert none.status.value == "infeasible"
    assert none.to_json()["reason"] == ("no dot's region can hold r1c2: no region joined to its dot and symmetric about "
                                        "it reaches it")
    beside = KIND.parse("tentaisho\n. o #\n").solve()
    assert beside.to_json()["reason"] == "the dot at r1c1-r1c2 is beside the empty cell r1c2"


def test_the_checker_names_each_broken_rule():
    puzzle = KIND.parse(RECORDS[0]["url"])
    bad = [row[:] for row in RECORDS[0]["answer"]]
    bad[0][1] = 1  # the dot at r1c1 takes r1c2 from the galaxy of r1c3
    assert puzzle.violations(bad) == [
        "the region of the dot at r1c1 is not symmetric about its dot: r1c2 turns onto a point off the board",
        "the region of the dot at r1c3 is not symmetric about its dot: r1c4 turns onto r1c2, outside it"]
    bad = [row[:] for row in RECORDS[0]["answer"]]
    bad[0][4] = 5
    assert puzzle.violations(bad)[0] == "cell r1c5 is empty and holds 5, not 0"
    bad = [row[:] for row in RECORDS[0]["answer"]]
    bad[0][0] = True  # read as 1 it would pass
    with pytest.raises(ValueError, match="cell r1c1 holds True; a Tentaisho answer holds whole numbers"):
        puzzle.violations(bad)


def test_half_turn_against_a_brute_force_reading():
    cells = [(r, c) for r in range(2) for c in range(3)]
    for centre in [(0, 0), (1, 2), (0, 1), (1, 1), (2, 4)]:
        model = RuleModel()
        members = {cell: model.new_bool_var(str(cell)) for cell in cells}
        half_turn(model, members, centre)
        found = set()
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True

        class Keep(cp_model.CpSolverSolutionCallback):
            def on_solution_callback(self):
                found.add(frozenset(c for c, v in members.items() if self.value(v)))

        solver.solve(model, Keep())
        brute = {frozenset(s) for n in range(len(cells) + 1) for s in itertools.combinations(cells, n)
                 if all(turned(c, centre) in s for c in s)}
        assert found == brute
    assert touching((1, 3)) == [(0, 1), (0, 2), (1, 1), (1, 2)]
    with pytest.raises(ValueError, match="centre must be"):
        half_turn(RuleModel(), {}, (0.5, 1))


def test_bad_inputs_are_named_in_one_line():
    with pytest.raises(PuzzleInputError, match=r"line 2, symbol 2: 'x' is not '.', 'o' \(a white dot\)"):
        KIND.parse("tentaisho\no x o\n")
    with pytest.raises(PuzzleInputError, match="the doubled grid has 1 line of 2 symbols: a board of R x C cells has "
                                               r"2R - 1 lines of 2C - 1 \(odd counts\)"):
        KIND.parse("tentaisho\no .\n")
    with pytest.raises(PuzzleInputError, match=r"URL body character 2 \('x'\) runs past the 9 points of dots"):
        KIND.parse("https://puzz.link/p?tentaisho/2/2/gx")
    with pytest.raises(PuzzleInputError, match="missing 6 of the 9 points of dots"):
        KIND.parse("https://puzz.link/p?tentaisho/2/2/0g0")
    with pytest.raises(PuzzleInputError, match=r"dot 1: \(4, 0\) is off the doubled grid of a 2x2 board"):
        KIND.parse(json.dumps({"kind": "tentaisho", "rows": 2, "cols": 2, "dots": [[4, 0]]}))
    with pytest.raises(PuzzleInputError, match=r"dot 2: \(0, 0\) is given twice"):
        KIND.parse(json.dumps({"kind": "tentaisho", "rows": 2, "cols": 2, "dots": [[0, 0], [0, 0, "black"]]}))


def test_a_recorded_answer_numbered_its_own_way_is_read_with_the_dots_ranks():
    record = next(r for r in RECORDS if r["name"] == "janko-galaxien-01_7x7")
    puzzle = KIND.parse(record["url"])
    site = [[1, 1, 1, 3, 3, 6, 6], [2, 2, 3, 3, 3, 6, 6], [2, 2, 3, 3, 3, 7, 9], [2, 2, 3, 3, 3, 7, 9],
            [2, 2, 3, 3, 5, 5, 9], [2, 2, 4, 5, 5, 5, 9], [2, 2, 4, 5, 5, 8, 9]]  # janko.at's own numbering
    assert puzzle.read_answer("\n".join(" ".join(map(str, row)) for row in site)) == record["answer"]
    assert puzzle.read_answer([[1] * 7] * 7) == [[1] * 7] * 7  # one label for every dot: left as it is
