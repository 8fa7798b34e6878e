"""What a new user, working from the README alone, tripped over in the
seventy-third pass: each case is the exact line a user gets now."""

from __future__ import annotations

from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YINYANG = str(EXAMPLES / "yinyang-10x10.txt")


def test_a_misspelt_keyword_names_the_one_meant_and_where_it_goes():
    """``gridsat.solve(PUZZLE, uniqe=True)`` was told only "yinyang puzzles take no setting 'uniqe' (settings:
    format)", where ``unique=True`` is told it is a task and how to ask for it; a misspelt setting
    (``targts``) had no "did you mean" either."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(YINYANG, uniqe=True)
    assert str(caught.value) == (
        "yinyang puzzles take no setting 'uniqe' (settings: format); did you mean 'unique'? unique is a task: "
        "puzzle.uniqueness(), or gridsat.solve(..., task='unique')")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(YINYANG, time_limt=3)
    assert str(caught.value) == (
        "yinyang puzzles take no setting 'time_limt' (settings: format); did you mean 'time_limit'? time_limit is "
        "a solver option: options=gridsat.SolverOptions(time_limit=...)")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(str(EXAMPLES / "dominofit-8x8.json"), targts="at-most")
    assert str(caught.value) == ("dominofit puzzles take no setting 'targts' (settings: rule, targets, objective, "
                                 "weights, side, depth, model); did you mean 'targets'?")
    with pytest.raises(PuzzleInputError) as caught:  # nothing close: the list alone, as before
        gridsat.solve(YINYANG, zzz=3)
    assert str(caught.value) == "yinyang puzzles take no setting 'zzz' (settings: format)"
