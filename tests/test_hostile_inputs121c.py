"""Hostile pass 121, part c: Tentaisho (Spiral Galaxies) against a brute force of its rules; a region no other dot
can reach solved without a search; a dot standing in an empty cell."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions
from gridsat.puzzles.tentaisho.rules import TentaishoPuzzle

KIND = gridsat.kinds.get("tentaisho")


def board(rows, cols, dots, empty=()):
    clues = [["#" if (r, c) in empty else None for c in range(cols)] for r in range(rows)]
    return TentaishoPuzzle(rows, cols, clues, dots=dots)


def test_one_dot_at_the_centre_of_a_large_board_is_its_whole_board():
    # The whole 24x24 board is the one region; CP-SAT took minutes to lay a spanning tree over it (20x20: 42 s).
    puzzle = board(24, 24, [(23, 23)])
    result = puzzle.uniqueness(options=SolverOptions(time_limit=20))
    assert result.uniqueness.value == "unique"
    assert result.grid == [[1] * 24 for _ in range(24)]


def test_dots_whose_regions_cannot_meet_are_still_checked_by_the_rules():
    # Two halves, each a dot's only cells: one answer; a third dot taking cells of both: the model decides.
    assert board(10, 20, [(9, 9), (9, 29)]).count().count == 1
    assert board(3, 3, [(2, 2), (0, 0)]).count().count == 0
    assert board(2, 4, [(1, 1), (1, 5)]).count().count == 1
    assert board(2, 4, [(1, 3)]).count().count == 1


def test_a_dot_in_an_empty_cell_is_said_to_be_in_it():
    result = KIND.parse("https://puzz.link/p?tentaisho/1/1/1g").solve()
    assert result.status.value == "infeasible"
    assert result.reason == "the dot at r1c1 is in the empty cell r1c1"
    beside = board(1, 2, [(0, 1)], empty={(0, 1)}).solve()
    assert beside.reason == "the dot at r1c1-r1c2 is beside the empty cell r1c2"


def test_the_text_format_refuses_a_dot_in_an_empty_cell_rather_than_drop_the_cell():
    puzzle = KIND.parse("https://puzz.link/p?tentaisho/1/1/1g")
    with pytest.raises(PuzzleInputError, match="the dot at r1c1 stands in an empty cell, which the text format "
                                               "cannot write"):
        puzzle.to_text()
    assert KIND.parse(board(2, 2, [(1, 1)], empty={(0, 0)}).to_text()).clues[0][0] == "#"
