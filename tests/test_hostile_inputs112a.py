"""Hostile pass 112, part a: Slitherlink's and Kakuro's hints, grades and positions."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KAKURO = gridsat.kinds.get("kakuro")
URL = "https://puzz.link/p?kakuro/5/5/lCbq4dma0q0elcBgdhfia"
BOARD = ["\\ 12\\ 21\\ \\ 16\\ 13\\", "\\17 9 8 22\\11 . .", "\\15 . . . . .", "\\ 4\\13 . . . 10\\",
         "\\18 . . . . .", "\\10 . . \\14 . ."]


def written(*changes) -> str:
    rows = [line.split() for line in BOARD]
    for r, c, tok in changes:
        rows[r][c] = tok
    return "\n".join(" ".join(row) for row in rows) + "\n"


def test_a_kakuro_position_written_with_its_clue_cells_reads():
    puzzle = KAKURO.parse(URL)
    rows = KAKURO.read_position(written(), puzzle)
    assert rows[1] == [0, 9, 8, 0, 0, 0] and rows[5] == [0] * 6
    assert KAKURO.read_position(written((5, 3, "\\")), puzzle) == rows  # a bare clue cell stands for any


@pytest.mark.parametrize("change, words", [
    ((5, 3, "\\15"), "r6c4 is written '\\15', but the puzzle's clue cell there is '\\14' (is this the position of "
                     "another puzzle?)"),
    ((5, 3, "7\\14"), "r6c4 is written '7\\14', but the puzzle's clue cell there is '\\14'"),
    ((1, 5, "\\"), "r2c6 is written as a clue cell ('\\'), but it is a white cell of the puzzle (write its digit, "
                   "or . undecided)"),
])
def test_a_kakuro_position_whose_clue_cells_are_not_the_puzzles_is_refused(change, words):
    """A clue cell written with other sums, or on a white cell, was read as 0 and the position hinted silently
    as if it were the puzzle's."""
    with pytest.raises(PuzzleInputError) as caught:
        KAKURO.read_position(written(change), KAKURO.parse(URL))
    assert words in str(caught.value)


def test_the_command_line_refuses_a_position_of_other_sums(run_cli, tmp_path):
    position = tmp_path / "position.txt"
    position.write_text(written((5, 3, "\\15")))
    code, text, err = run_cli("hint", URL, "--position", str(position))
    assert code == 2 and err.strip().splitlines() == [
        f"gridsat: error: {position}: r6c4 is written '\\15', but the puzzle's clue cell there is '\\14' (is this "
        "the position of another puzzle?)"]


def test_a_kakuro_grid_without_its_first_line_is_no_board_of_rooms(run_cli, tmp_path):
    """Its clue cells ('\\', '3\\') were read as rooms' names: `gridsat starbattle` said "no answer", and a hint
    "a grid with no kind named above it, which starbattle, norinori, lits and kakuro all read"."""
    grid = tmp_path / "sums.txt"
    grid.write_text("\\ 3\\ 4\\\n\\3 . .\n\\4 . .\n")
    code, text, err = run_cli("starbattle", str(grid))
    assert code == 2 and err.strip().splitlines() == [
        f"gridsat: error: {grid.name}: not a board of rooms: row 1, column 1 is '\\', a Kakuro clue cell (down\\across), "
        "not a room's name (a Kakuro: write 'kakuro' on a line of its own above the grid)"]
    code, text, err = run_cli("hint", str(grid))
    assert code == 2 and "a kakuro grid with no kind named above it" in err and "starbattle" not in err
    assert gridsat.kinds.get("norinori").parse("a a\nb b\n").rows == 2  # rooms still read


def test_a_kakuro_run_of_one_cell_is_said_in_words():
    """A run of one cell was "the across run from r3c2 (7 in one) holds  in its other cells; 7 less 0 is 7"."""
    puzzle = KAKURO.parse("kakuro\n\\ 12\\ 4\\\n\\9 . .\n\\7 . \\\n")
    said = [s.sentence for s in KAKURO.hints(puzzle).steps]
    assert said == ["r3c2 is 7: the across run from r3c2 (7 in one) is this cell alone",
                    "r2c3 is 4: the down run from r2c3 (4 in one) is this cell alone",
                    "r2c2 is 5: the across run from r2c2 (9 in two) holds 4 in its other cell; 9 less 4 is 5"]
