"""Hostile pass 65, part b: the web app and batch (and the readers they share)."""

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.grid_text import is_status_line

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"
EXPECTED = "lines of 0 or ? undecided, 1 or . unshaded, 2 or # shaded"


@pytest.mark.parametrize("line", ["██ shaded, · unshaded", "solved in 0.1 s"])
def test_b_a_position_of_the_key_line_alone_holds_no_rows(line):
    # `gridsat hint NURIKABE --position F` (and `/api/hint` with the same "position") of a file holding only the key
    # line gridsat prints under an answer was "line 1, column 1: '██' is not 0 or ? (undecided), 1 or . (unshaded),
    # 2 or # (shaded)", of a symbol the drawn board's reader takes ('██' a shaded cell)
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse(NURIKABE)
    with pytest.raises(PuzzleInputError) as caught:
        kind.read_position(line + "\n", puzzle)
    assert str(caught.value) == (f"position: no rows, only {line!r}, a line gridsat prints under a board "
                                 f"(expected {EXPECTED})")
    with pytest.raises(PuzzleInputError) as caught:  # an empty position, as before
        kind.read_position("\n", puzzle)
    assert str(caught.value) == f"position: no rows (expected {EXPECTED})"


def test_b_a_yinyang_key_line_is_a_status_line_and_no_position():
    # Yin-Yang's key "██ black, · white, ●/○ given black/white circles" was not among the lines left out under a
    # board (its glyph pair and the '/' in its words), and a position of it alone was "line 1, column 1: symbol '██'
    # is not 0 (undecided), 1 (white) or 2 (black)"
    key = "██ black, · white, ●/○ given black/white circles"
    assert is_status_line(key)
    assert not is_status_line("● ○ · ██ ·")
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(YINYANG)
    with pytest.raises(PuzzleInputError) as caught:
        kind.read_position(key, puzzle)
    assert str(caught.value) == (f"position: no rows, only {key!r}, a line gridsat prints under a board (expected "
                                 "rows of 0 undecided, 1 white, 2 black, or the board as gridsat draws it)")
    answer = gridsat.solve(YINYANG)
    drawn = answer.text().plain if callable(getattr(answer, "text", None)) else None
    if drawn is not None:  # the answer as printed, its key under it, still reads as the answer
        assert kind.read_position(drawn, puzzle) == [list(row) for row in answer.grid]
