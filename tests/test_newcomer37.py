"""A newcomer's pass: what confused someone with only the README."""

from pathlib import Path

import gridsat

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_dominofit_hint_board_says_which_domino_the_step_placed():
    # the board stood under the hint with only "(* marks a given domino)": which domino was the step's, and what
    # "." was, were left to guess (every other kind's hint says "I placed by this step; . a cell not yet covered")
    kind, puzzle = gridsat.read(str(EXAMPLES / "dominofit-8x8.json"))
    deduction = kind.hints(puzzle, first=True)
    text = str(kind.hint_text(puzzle, deduction))
    assert text.splitlines()[-1] == "(r1c1-r2c1 placed by this step; . a cell not yet covered; * marks a given domino)"
    every = kind.hints(puzzle)
    last = str(kind.hint_text(puzzle, every)).splitlines()[-1]
    assert last == "(r7c8-r8c8 placed by this step; others placed before it; * marks a given domino)"


def test_dominofit_hint_board_with_its_key_is_read_back_as_a_position():
    kind, puzzle = gridsat.read(str(EXAMPLES / "dominofit-8x8.json"))
    text = str(kind.hint_text(puzzle, kind.hints(puzzle, first=True)))
    from gridsat.puzzles.dominofit.hints import read_position

    assert ("V", 0, 0) in [tuple(d) for d in read_position(text, puzzle)]
