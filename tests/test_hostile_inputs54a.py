"""Hostile pass 54, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

FRAMED = "+-----+\n| 1 . |\n| . 2 |\n+-----+\n"


@pytest.mark.parametrize("command", ["nurikabe", "hitori", "lightup", "starbattle"])
def test_framed_grid_is_told_of_its_border_not_sent_to_cover(run_cli, tmp_path, command):
    # a grid framed in '+-----+' and '| 1 . |' read as an exact cover of item '+-----+' (its '|' rows comments):
    # it was "this looks like an Exact cover puzzle, not Nurikabe: gridsat cover b.txt"
    path = tmp_path / "b.txt"
    path.write_text(FRAMED)
    assert run_cli(command, str(path)) == (2, "", "gridsat: error: b.txt: line 1: '+-----+' is a box's border, "
                                           "not cells: leave it out (only the cells, a row a line, separated by "
                                           "spaces)\n")


def test_framed_grid_given_no_kind_is_not_solved_as_a_cover(run_cli, tmp_path):
    # 'gridsat solve b.txt' printed "0: +-----+" and "solved": a drawing taken for an exact cover
    path = tmp_path / "b.txt"
    path.write_text(FRAMED)
    code, out, err = run_cli("solve", str(path))
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: b.txt: line 1: '+-----+' is a box's border, not cells: leave it out (only the "
                   "cells, a row a line, separated by spaces) (read as a Sudoku; a line 'sudoku' above the rows names its "
                   "kind)\n")  # (as 'gridsat sudoku' says)


def test_cover_named_still_reads_box_line_items(run_cli, tmp_path):
    path = tmp_path / "b.txt"
    path.write_text(FRAMED)
    assert run_cli("cover", str(path))[0] == 0


def test_compact_sudoku_with_box_lines_is_told_of_them(run_cli, tmp_path):
    # 'gridsat sudoku' of '53.|.7.|...' rows was "line 1, column 4: '|' is no digit", where the same grid given no
    # kind, or written with spaces, was told it draws box lines
    path = tmp_path / "s.txt"
    path.write_text("53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n")
    assert run_cli("sudoku", str(path)) == (2, "", "gridsat: error: s.txt: line 1: '53.|.7.|...' draws box lines ('|', "
                                            "'---+---'), which are not cells: write the cells alone, a row a line, "
                                            "and leave out the lines of '-' and '+'\n")
    path.write_text("12.4\n-----------\n")
    assert run_cli("sudoku", str(path))[2] == ("gridsat: error: s.txt: line 2: '-----------' draws box lines ('|', "
                                               "'---+---'), which are not cells: write the cells alone, a row a "
                                               "line, and leave out the lines of '-' and '+'\n")


def test_compact_sudoku_of_dash_blanks_is_still_told_of_the_blank(run_cli, tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("1---\n----\n----\n----\n")
    assert run_cli("sudoku", str(path))[2] == ("gridsat: error: s.txt: line 1, column 2: '-' is no digit: a Sudoku "
                                               "written without spaces has a digit a cell, '.' or 0 for an empty "
                                               "one\n")


def test_sudoku_line_with_box_lines_is_not_called_a_missing_file(run_cli):
    # 'gridsat sudoku "53.|.7.|..."' was "53.|.7.|...: cannot read puzzle file: No such file or directory"
    assert run_cli("sudoku", "53..7....|6..195...") == (2, "", "gridsat: error: '53..7....|6..195...' is no file; "
                                                        "read as a Sudoku's cells in one line, its box lines ('|') "
                                                        "are not cells: leave them out\n")
    assert run_cli("solve", "a|b")[2] == "gridsat: error: a|b: cannot read puzzle file: No such file or directory\n"


def test_cover_of_one_character_items_is_still_detected(run_cli, tmp_path):
    path = tmp_path / "pm.txt"
    path.write_text("+ - | =\n+ =\n-\n")
    code, out, _ = run_cli("solve", str(path))
    assert (code, out.splitlines()[:2]) == (0, ["0: + =", "1: -"])
