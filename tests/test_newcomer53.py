"""What a new user, following the README from the top, tripped over in the fifty-third pass: each case is the
exact line a user gets now."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

BOXED = """5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
"""


def test_a_sudoku_drawn_with_box_lines_is_told_to_leave_them_out(run_cli, tmp_path):
    """The Sudoku grid most pages print, with '|' and '------+------' box lines, was told "line 4: 1 cell,
    expected 11" (the bars counted as cells), which did not say what to take out."""
    path = tmp_path / "sudoku.txt"
    path.write_text(BOXED)
    said = ("gridsat: error: sudoku.txt: line 1: '5 3 . | . 7 . | . . .' draws box lines ('|'), which are not cells: "
            "write the row's cells alone, separated by spaces ('5 3 . . 7 . . . .')\n")
    assert run_cli("sudoku", str(path)) == (2, "", said)
    path.write_text("sudoku\n" + BOXED)
    assert run_cli("solve", str(path))[0::2] == (2, said.replace("line 1:", "line 2:"))


def test_a_border_line_alone_and_other_genres_are_told_too(tmp_path):
    rows = "\n".join(line.replace(" | ", " ") for line in BOXED.splitlines()[3:])
    with pytest.raises(PuzzleInputError) as told:
        gridsat.kinds.get("sudoku").parse(rows)
    assert str(told.value) == ("Sudoku: line 1: '------+-------+------' is a box's border, not cells: leave it out "
                               "(only the cells, a row a line, separated by spaces)")
    with pytest.raises(PuzzleInputError) as told:
        gridsat.kinds.get("nurikabe").parse("nurikabe\n. 5 | . .\n. . | 2 .\n")
    assert str(told.value) == ("Nurikabe: line 2: '. 5 | . .' draws box lines ('|'), which are not cells: write the "
                               "row's cells alone, separated by spaces ('. 5 . .')")


@pytest.mark.parametrize("params", ["num_workers", "linearization_level=2", "linearization_level:2,cp_model_presolve"])
def test_a_cpsat_parameter_without_its_value_is_told_how_to_write_it(run_cli, params):
    """`--params num_workers` (or `name=value`) was told protobuf's "1:12 : '': Expected ":".", which said
    neither what was wrong nor how to write it."""
    code, out, err = run_cli("pack", "--engine", "cpsat", "--params", params)
    assert (code, out) == (2, "") and err == (
        f"gridsat: error: bad CP-SAT parameters '{params}': write each parameter as name:value, separated by "
        "commas (linearization_level:2,cp_model_presolve:false)\n")


def test_a_statue_park_text_board_too_small_names_the_piece_set_it_took(run_cli, tmp_path):
    """A text board without a 'pieces:' line takes the pentominoes; "the 12 pieces cover 60 cells" did not say
    which pieces a user who gave none was held to."""
    path = tmp_path / "sp.txt"
    path.write_text("statuepark\n. . B\n. . .\n")
    code, out, err = run_cli("solve", str(path))
    assert (code, out.splitlines()[0], err) == (1, "no answer: the 12 pieces (the pentominoes) cover 60 cells, and "
                                                   "the board has 6", "")
    path.write_text("statuepark\npieces: tetrominoes\n. . B\n. . .\n")
    assert run_cli("solve", str(path))[1].startswith("no answer: the 5 pieces (the tetrominoes) cover 20 cells, ")


SUDOKU = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"


@pytest.mark.parametrize("blank", ["_", "x", "*", "-"])
def test_a_sudoku_line_with_other_blanks_is_told_to_write_dots(run_cli, blank):
    """81 cells pasted with '_', 'x', '*' or '-' for the empty ones (as some sites print them) were taken for a
    file's name: "cannot read puzzle file: No such file or directory"."""
    line = SUDOKU.replace("0", blank)
    said = (f"gridsat: error: '{line[:19]}...' (81 characters) is no file; read as a Sudoku's 81 cells in one "
            f"line, '{blank}' is no digit: write '.' or 0 for an empty cell\n")
    assert run_cli("sudoku", line) == (2, "", said)
    assert run_cli("solve", line) == (2, "", said)
    with pytest.raises(PuzzleInputError) as told:
        gridsat.solve(line)
    assert str(told.value) == said[len("gridsat: error: "):-1]


@pytest.mark.parametrize(("url", "route"), [
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "; the next step and why: POST /api/hint"),
    ("https://puzz.link/p?sudoku/4/4/g1k23k3g", "; the next step and why: POST /api/hint"),
    ("https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t", ""),  # no hints: nothing to point to (a Sudoku
    # until it had hints)
])
def test_a_web_solve_asked_for_a_hint_points_to_the_hint_route(url, route):
    """`/api/solve` with `"options": {"hint": 2}` on a Nurikabe said only "take no option 'hint' (their own options:
    none)", where the command line's `solve --hint` points to `gridsat hint`."""
    from gridsat.web.jobs import read
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    kind = url.split("?")[1].split("/")[0]
    with pytest.raises(PuzzleInputError) as told:
        read(plan_solve({"puzzle": url, "options": {"hint": 2}}, Limits()))
    from gridsat.puzzles.kinds import get

    assert str(told.value) == f"{get(kind).puzzles} take no option 'hint' (their own options: none){route}"


@pytest.mark.parametrize(("text", "blank"), [
    (SUDOKU.replace("0", "_") + "\n", "_"),
    ("\n".join(SUDOKU.replace("0", "x")[k:k + 9] for k in range(0, 81, 9)) + "\n", "x"),
])
def test_a_sudoku_file_with_other_blanks_is_read_as_a_sudoku_and_told(run_cli, tmp_path, text, blank):
    """The same in a file, or sent to the web without a kind: "not a puzzle gridsat can read", no kind named."""
    from gridsat.web.jobs import read
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    path = tmp_path / "su.txt"
    path.write_text(text)
    problem = f"{blank!r} is no digit: write '.' or 0 for an empty cell (read as a Sudoku)"
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: su.txt: {problem}\n")
    with pytest.raises(PuzzleInputError) as told:
        read(plan_solve({"puzzle": text}, Limits()))
    assert str(told.value) == f"puzzle: {problem}"


def test_a_boxed_sudoku_without_its_kind_is_told_of_the_box_lines(run_cli, tmp_path):
    """`gridsat solve` (or the web's file page) given the boxed grid: "not a puzzle gridsat can read"."""
    path = tmp_path / "sudoku.txt"
    path.write_text(BOXED)
    assert run_cli("solve", str(path)) == (2, "", (
        "gridsat: error: sudoku.txt: line 1: '5 3 . | . 7 . | . . .' draws box lines ('|'), which are not cells: "
        "write the row's cells alone, separated by spaces ('5 3 . . 7 . . . .') (read as a Sudoku; a line 'sudoku' "
        "above the rows names its kind)\n"))
