"""Hostile pass 109, part c: hint steps and grades, their positions and limits."""

from __future__ import annotations

SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_a_sudoku_position_of_81_cells_with_dots_typed_where_its_file_goes_is_told_so(run_cli):
    # the position in the form its puzzle is typed ('.' empty) was "cannot read position file: No such file or
    # directory", though the same with '0' empty was told it is a row of 81 cells typed where a file's name goes
    position = "534.7" + SUDOKU[5:]
    code, out, err = run_cli("hint", SUDOKU, "--position", position)
    assert code == 2 and out == ""
    assert err == ("gridsat: error: '534.7....6..195....98....6.8...6......' (81 characters): cannot read position "
                   "file: its name is a row of 81 cells, the text itself where a file's name goes: save it in a "
                   "file, a row a line, and name it, or pipe it in and give - (standard input)\n")


def test_a_position_file_name_of_dots_alone_is_still_no_such_file(run_cli):
    code, out, err = run_cli("hint", SUDOKU, "--position", "...")
    assert code == 2 and "No such file or directory" in err
