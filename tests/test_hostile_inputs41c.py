"""Hostile pass 41, part c: the Python API."""

import dataclasses

import pytest

import gridsat
from gridsat.puzzles.conflict import waiving
from gridsat.puzzles.norinori.rules import NorinoriPuzzle
from gridsat.puzzles.starbattle.rules import StarBattlePuzzle

STARS = "starbattle\nA A B B\nC A A B\nC C D D\nC D D D"  # one answer; rows and columns alone allow two


def test_waived_rooms_are_no_constructor_keyword():
    # a waived room's rule left out made cpsat count 2 answers of a puzzle that prints and compares as
    # this one, which has 1, and forced cells leave out what its regions force
    puzzle = gridsat.kinds.get("starbattle").parse(STARS)
    assert puzzle.count(keep=None, engine="cpsat").count == 1
    with pytest.raises(TypeError, match="unexpected keyword argument 'waived'"):
        StarBattlePuzzle(puzzle.rows, puzzle.cols, puzzle.clues, puzzle.regions, waived=frozenset({0}))
    with pytest.raises(TypeError, match="unexpected keyword argument 'waived'"):
        NorinoriPuzzle(2, 2, ((None, None), (None, None)), ((0, 0), (0, 0)), waived=frozenset({0}))
    with pytest.raises(ValueError, match="waived"):
        dataclasses.replace(puzzle, waived=frozenset({0, 1, 2, 3}))
    thinned = waiving(puzzle, [0, 1, 2, 3])  # the reason's own thinning still works
    assert thinned.waived == frozenset({0, 1, 2, 3}) and puzzle.waived == frozenset()


def test_a_numpy_clue_is_named_not_met_by_json():
    # "Object of type int64 is not JSON serializable", from the message that was to name the clue
    import numpy as np

    from gridsat.puzzles.heyawake.rules import HeyawakePuzzle

    # (numpy's whole numbers are clues since pass 49, as everywhere else; another numpy value is named)
    assert HeyawakePuzzle(2, 2, ((np.int64(1), None), (None, None)), ((0, 0), (0, 0))).clues[0][0] == 1
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        HeyawakePuzzle(2, 2, ((np.float64(1.5), None), (None, None)), ((0, 0), (0, 0)))
    assert str(caught.value) == ("puzzle: clues row 1, column 1: np.float64(1.5) is not a whole number, a symbol "
                                 "or empty")
