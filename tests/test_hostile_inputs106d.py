"""Hostile pass 106, part d: Sudoku, Shikaku, Star Battle, Masyu and Slitherlink as a solver, a designer and a
hostile user."""

from __future__ import annotations

import pytest

from gridsat.cli import main


def _run(args, capsys) -> tuple:
    with pytest.raises(SystemExit) as done:
        main(args)
    out = capsys.readouterr()
    return done.value.code or 0, out.out, out.err


@pytest.mark.parametrize("kind, title", [("starbattle", "Star Battle"), ("norinori", "Norinori"), ("lits", "LITS")])
def test_region_ids_written_as_clues_told_where_they_go(tmp_path, capsys, kind, title):
    # the region ids in 'clues', as the other genres' JSON has them: "Star Battle boards have no clues, got 0; an
    # empty cell is '.' in a text grid, null in JSON", and nulls then "needs regions", never naming the field
    path = tmp_path / "b.json"
    path.write_text('{"kind": "%s", "rows": 2, "cols": 2, "clues": [[0, 0], [1, 1]]}' % kind)
    code, _, err = _run(["solve", str(path)], capsys)
    assert code == 2
    assert err == (f"gridsat: error: b.json: {title} boards have no clues: the regions go in 'regions' (a region id "
                   "per cell), not in 'clues'\n")


def test_region_ids_and_clues_both_given_still_name_the_clue(tmp_path, capsys):
    path = tmp_path / "b.json"
    path.write_text('{"kind": "starbattle", "rows": 1, "cols": 1, "regions": [[0]], "clues": [[3]]}')
    assert _run(["solve", str(path)], capsys)[2] == ("gridsat: error: b.json: row 1, column 1: Star Battle boards "
                                                     "have no clues, got 3\n")


def test_one_star_that_cannot_touch_said_in_the_singular(tmp_path, capsys):
    # a 2x2 board of 1 star a row: "hold at most 1 star that do not touch"
    path = tmp_path / "sb.txt"
    path.write_text("starbattle 1\n0 0\n1 1\n")
    code, out, _ = _run(["solve", str(path)], capsys)
    assert code == 1
    assert out.splitlines()[0] == ("no answer: two neighbouring rows of 2 cells hold at most 1 star (any two there "
                                   "touch), not the 2 they need (1 each)")


def test_position_pasted_where_its_file_goes_told_so(capsys):
    # 'hint PUZZLE --position "21..\n...2\n..."': "cannot read position file: No such file or directory"
    code, _, err = _run(["hint", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "--position", "21..\n...2\n3...\n..3."],
                        capsys)
    assert code == 2
    assert err == ("gridsat: error: '21.. ...': cannot read position file: its name holds 4 lines, the text itself "
                   "where a file's name goes: save it in a file and name it, or pipe it in and give - (standard "
                   "input)\n")


_CSV = ("5,3,0,0,7,0,0,0,0\n6,0,0,1,9,5,0,0,0\n0,9,8,0,0,0,0,6,0\n8,0,0,0,6,0,0,0,3\n4,0,0,8,0,3,0,0,1\n"
        "7,0,0,0,2,0,0,0,6\n0,6,0,0,0,0,2,8,0\n0,0,0,4,1,9,0,0,5\n0,0,0,0,8,0,0,7,9\n")


@pytest.mark.parametrize("args, text, line", [
    (["sudoku"], _CSV, 1), (["solve"], "sudoku\n" + _CSV, 2), (["sudoku"], _CSV.replace(",", ";"), 1)])
def test_sudoku_rows_of_a_spreadsheet_told_as_detection_tells_them(tmp_path, capsys, args, text, line):
    # with the kind named (or a header line, or /api/solve's kind): "line 1, column 2: ',' is no digit: a Sudoku
    # written without spaces has a digit a cell", where detection said the cells are separated by commas
    path = tmp_path / "s.txt"
    path.write_text(text)
    code, _, err = _run([*args, str(path)], capsys)
    by, row = ("semicolons", "5;3;0;0;7;0;0;0;0") if ";" in text else ("commas", "5,3,0,0,7,0,0,0,0")
    assert code == 2
    assert err == (f"gridsat: error: s.txt: line {line}: '{row}' is cells separated by {by}: separate a row's "
                   "cells by spaces ('5 3 0 0 7 0 0 0 0')\n")
