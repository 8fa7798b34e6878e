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
    """``gridsat.solve(PUZZLE, uniqe=True)`` was told only "Yin-Yang puzzles take no setting 'uniqe' (settings:
    format)", where ``unique=True`` is told it is a task and how to ask for it; a misspelt setting
    (``targts``) had no "did you mean" either."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(YINYANG, uniqe=True)
    assert str(caught.value) == (
        "Yin-Yang puzzles take no setting 'uniqe' (settings: format); did you mean 'unique'? unique is a task: "
        "puzzle.uniqueness(), or gridsat.solve(..., task='unique')")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(YINYANG, time_limt=3)
    assert str(caught.value) == (
        "Yin-Yang puzzles take no setting 'time_limt' (settings: format); did you mean 'time_limit'? time_limit is "
        "a solver option: options=gridsat.SolverOptions(time_limit=...)")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(str(EXAMPLES / "dominofit-8x8.json"), targts="at-most")
    assert str(caught.value) == ("Domino Fit puzzles take no setting 'targts' (settings: rule, targets, objective, "
                                 "weights, side, depth, model); did you mean 'targets'?")
    with pytest.raises(PuzzleInputError) as caught:  # nothing close: the list alone, as before
        gridsat.solve(YINYANG, zzz=3)
    assert str(caught.value) == "Yin-Yang puzzles take no setting 'zzz' (settings: format)"


def test_another_kinds_puzzle_given_as_a_board_pieces_or_edition_is_named(run_cli):
    """``gridsat pack --board examples/yinyang-10x10.txt`` was told "unknown symbol '2' at line 1, column 10", the
    same as pieces ("line 1: expected 'NAME: ROW/ROW/...'") and an edition ("text before the first section"),
    where a JSON puzzle file given so is told to be given as the puzzle itself; a typo keeps its own line."""
    yinyang, dlx = str(EXAMPLES / "yinyang-10x10.txt"), str(EXAMPLES / "queens-8.dlx")
    assert run_cli("pack", "--board", yinyang)[2] == (
        "gridsat: error: yinyang-10x10.txt: this looks like a Yin-Yang puzzle, not a board mask: give it as the "
        "puzzle itself\n")
    assert run_cli("pack", "--pieces", dlx)[2] == (
        "gridsat: error: queens-8.dlx: this looks like an Exact cover puzzle, not a piece file: give it as the "
        "puzzle itself\n")
    assert run_cli("calendar", "--edition", str(EXAMPLES / "dominofit-8x8.txt"))[2] == (
        "gridsat: error: dominofit-8x8.txt: this looks like a Domino Fit puzzle, not an edition file: give it as "
        "the puzzle itself\n")
    with pytest.raises(PuzzleInputError) as caught:  # Python alike (the hook is set by importing gridsat.puzzles)
        gridsat.pack(board=yinyang)
    assert str(caught.value) == ("yinyang-10x10.txt: this looks like a Yin-Yang puzzle, not a board mask: give it as "
                                 "the puzzle itself")



def test_a_board_with_a_typo_keeps_its_own_line():
    """Only another kind's strict test names it: a mask with a stray letter is still told the symbol."""
    import gridsat.puzzles  # noqa: F401  (sets the test core asks)
    from gridsat.core.board import parse_mask

    with pytest.raises(PuzzleInputError) as caught:
        parse_mask("###x\n####\n", source="typo.txt")
    assert str(caught.value) == ("typo.txt: unknown symbol 'x' at line 1, column 4 (use '#' or '1' for a cell, '.' "
                                 "or '0' for no cell)")
