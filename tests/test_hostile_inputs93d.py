"""Hostile pass 93, part d: people with collections (gridsat batch), every genre."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gridsat.batch import run_batch

from records import pack_project
from test_batch_places import _janko


def _lines(out: Path) -> dict:
    return {Path(r["file"]).name: r for r in map(json.loads, out.read_text().splitlines())}


def test_a_copy_of_a_project_reads_its_own_answer_files(tmp_path, monkeypatch):
    """`cp -r project copy`: the copy's lines named the original's answer files under 'reads', and a resume in
    the copy looked only at those: an answer file edited wrong in the copy left its line 'matches_record': true
    (the copy's answer never compared), and a puzzle renamed without its answer file kept its line (the
    original's answer file was still there)."""
    _janko(tmp_path / "project" / "bank")
    shutil.copy(tmp_path / "project" / "bank" / "p.txt", tmp_path / "project" / "bank" / "q.txt")
    shutil.copy(tmp_path / "project" / "bank" / "p.solution.txt", tmp_path / "project" / "bank" / "q.solution.txt")
    monkeypatch.chdir(tmp_path / "project")
    run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    shutil.copytree(tmp_path / "project", tmp_path / "copy")
    monkeypatch.chdir(tmp_path / "copy")
    unchanged = run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    assert (unchanged.new, unchanged.edited, unchanged.skipped) == (0, 0, 2)  # nothing recounted
    answer = Path("bank/p.solution.txt")
    rows = answer.read_text().split("\n")
    rows[0] = ("2" if rows[0][0] == "1" else "1") + rows[0][1:]
    answer.write_text("\n".join(rows))
    Path("bank/q.txt").rename("bank/renamed.txt")
    again = run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    assert (again.new, again.edited, again.moved) == (2, 1, 0)  # was (0, 0, 1): p kept, q followed
    lines = _lines(Path("r.jsonl"))
    assert (lines["p.txt"]["matches_record"], lines["p.txt"]["record_is_an_answer"]) == (False, False)
    assert lines["p.txt"]["reads"] == [str(tmp_path / "copy" / "bank" / "p.solution.txt")]
    assert (sorted(lines), lines["renamed.txt"]["matches_record"]) == (["p.txt", "renamed.txt"], None)
    original = _lines(tmp_path / "project" / "r.jsonl")  # the original project as it was
    assert original["p.txt"]["matches_record"] is True


def test_a_copy_of_a_project_reads_its_own_piece_file(tmp_path, monkeypatch):
    """A packing puzzle naming "pieces.txt", its project copied and the copy's piece file edited: the resume
    looked at the original's piece file, unchanged, and kept the line, an answer with the old pieces (L twice,
    no J)."""
    pack_project(tmp_path / "project", "bank", "5x8", "I*2: ####\nO*2: ##/##\nT*2: ###/.#.\nS*2: .##/##.\nL*2: ###/#..\n",
                 monkeypatch)
    shutil.copytree(tmp_path / "project", tmp_path / "copy")
    monkeypatch.chdir(tmp_path / "copy")
    assert run_batch(["bank"], "r.jsonl", jobs=1).skipped == 1  # the copy as it was: nothing recounted
    assert json.loads(Path("r.jsonl").read_text())["reads"] == [str(tmp_path / "copy" / "bank" / "pieces.txt")]
    Path("bank/pieces.txt").write_text("I*2: ####\nO*2: ##/##\nT*2: ###/.#.\nS*2: .##/##.\nL: ###/#..\nJ: #../###\n")
    again = run_batch(["bank"], "r.jsonl", jobs=1)
    assert (again.new, again.edited, again.skipped) == (1, 1, 0)  # was (0, 0, 1)
    record = json.loads(Path("r.jsonl").read_text())
    assert sorted({p["piece"] for p in record["answer"]["placements"]}) == ["I", "J", "L", "O", "S", "T"]
    assert record["reads"] == [str(tmp_path / "copy" / "bank" / "pieces.txt")]


EULER = ("Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n"
         "005010300\n")


def test_a_project_euler_grid_names_its_title_line(tmp_path, run_cli):
    """Project Euler 96's grids come under a title ('Grid 01'): `gridsat sudoku` said "line 2: 1 cell, expected
    2" (the title read as the first row, the first row blamed), `solve` and batch "not a puzzle gridsat can
    read"; its list of 50 grids the same."""
    one, many = tmp_path / "one.txt", tmp_path / "p096_sudoku.txt"
    one.write_text(EULER)
    many.write_text(EULER + EULER.replace("Grid 01", "Grid 02"))
    assert run_cli("sudoku", str(one))[2] == ("gridsat: error: one.txt: line 1: 'Grid 01' is a title, not a row of "
                                             "cells: a text grid holds its rows alone (take the line out)\n")
    assert run_cli("solve", str(one))[2].endswith("(take the line out) (read as a Sudoku)\n")
    code, _, err = run_cli("solve", str(many))
    assert (code, err) == (2, "gridsat: error: p096_sudoku.txt: line 11: 'Grid 02' starts a second puzzle: a file "
                              "holds one (many puzzles go in a .jsonl collection, one a line) (read as a Sudoku)\n")
    one.write_text(EULER[8:])  # the title taken out: solved
    assert run_cli("sudoku", str(one))[0] == 0


def test_a_recorded_shikaku_of_rows_written_together_says_to_space_them(tmp_path):
    """A Shikaku's recorded solution as rows of labels written together ('233111') was "the recorded solution
    is 6x1; the puzzle is 6x6", naming no row nor what to do."""
    rows = ["233111", "233444", "233444", "255567", "255567", "888887"]
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "shikaku", "puzzle": "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
                                      "solution": rows}) + "\n" + json.dumps(
        {"kind": "shikaku", "puzzle": "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
         "solution": [" ".join(row) for row in rows]}) + "\n")
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1, check_answer=True)
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert lines[0]["error"] == ("c.jsonl: line 1: the recorded solution's rows are one number each ('233111'), "
                                 "the puzzle 6 wide: separate a row's cells by spaces")
    assert lines[1]["matches_record"] is True


def test_a_comment_line_in_a_collection_is_named_as_one(tmp_path):
    """A list annotated with '#' lines (as puzzle lists often are): the line was "not a puzzle gridsat can read
    (kinds: pack, calendar, ...)", naming no comment nor what to do."""
    collection = tmp_path / "c.jsonl"
    collection.write_text("# top puzzles\nhttps://puzz.link/p?yinyang/5/5/016612300\n")
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1)
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert [r["status"] for r in lines] == ["bad_input", "solved"]
    assert lines[0]["error"] == ("c.jsonl: line 1: '# top puzzles' reads as a comment: a collection holds no "
                                 "comments, one puzzle a line (take the line out)")


def test_a_csv_row_of_a_sudoku_and_its_solution_says_how_to_give_them(tmp_path):
    """Sudoku lists come as CSV rows 'puzzle,solution' (Kaggle's million): each line of such a list was "not a
    puzzle gridsat can read (kinds: ...)"."""
    puzzle = "004300209005009001070060043006002087190007400050083000600000105003508690042910300"
    solution = "864371259325849761971265843436192587198657432257483916689734125713528694542916378"
    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{puzzle},{solution}\n" + json.dumps({"puzzle": puzzle, "solution": solution}) + "\n")
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1, check_answer=True)
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert lines[0]["error"] == ("c.jsonl: line 1: a Sudoku and its solution on one line (a CSV's row): a line is "
                                 'one puzzle, its solution given in a record: {"puzzle": "004300209...", '
                                 '"solution": "864371259..."} (read as a Sudoku)')
    assert lines[1]["matches_record"] is True  # the record it points to


def test_an_indented_json_list_named_jsonl_is_named_as_such(tmp_path, monkeypatch, run_cli):
    """A list of puzzles saved as indented JSON under a .jsonl name: every line was its own bad input ("line 1:
    not valid JSON: Expecting value at line 2, column 1", "line 3: ... Extra data", ...), none saying what the
    file is."""
    records = [{"puzzle": "https://puzz.link/p?yinyang/5/5/016612300"}]
    (tmp_path / "list.jsonl").write_text(json.dumps(records, indent=1))
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("batch", "list.jsonl", "--out", "r.jsonl")
    assert (code, err) == (2, "gridsat: error: list.jsonl: line 1 is '[' alone: a JSON document written over several "
                              "lines (indented), not a collection, which holds one puzzle a line; write each "
                              "puzzle's JSON on one line (json.dumps without indent)\n")


def test_a_sudoku_line_with_its_name_after_it_says_where_the_name_goes(tmp_path):
    """top95-style lists with a name or note after each line ('... # hardest 1', a tab and a name): each line was
    "not a puzzle gridsat can read (kinds: ...)"."""
    line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{line}  # hardest 1\n{line}\n")
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1)
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert lines[0]["error"] == ("c.jsonl: line 1: '# hardest 1' follows the Sudoku's 81 cells: a line holds the "
                                 'puzzle alone; a name goes in a record: {"puzzle": "4.....8.5...", "name": ...} '
                                 "(read as a Sudoku)")
    assert lines[1]["status"] == "solved"


def test_a_sudoku_csv_row_under_kind_sudoku_is_told_the_same(tmp_path):
    """Under -k sudoku the CSV row was "c.jsonl: line 1: line 1, column 82: ',' is no digit: ...", the line
    named twice and the solution after the comma not named."""
    puzzle = "004300209005009001070060043006002087190007400050083000600000105003508690042910300"
    solution = "864371259325849761971265843436192587198657432257483916689734125713528694542916378"
    (tmp_path / "c.jsonl").write_text(f"{puzzle},{solution}\n")
    run_batch([str(tmp_path / "c.jsonl")], str(tmp_path / "r.jsonl"), kind="sudoku", jobs=1)
    assert json.loads((tmp_path / "r.jsonl").read_text())["error"] == (
        "c.jsonl: line 1: a Sudoku and its solution on one line (a CSV's row): a line is one puzzle, its solution "
        'given in a record: {"puzzle": "004300209...", "solution": "864371259..."}')


def test_an_answer_file_beside_a_collection_is_named_so(tmp_path, monkeypatch):
    """c.solution.txt beside c.jsonl was listed as "an answer file with no puzzle beside it", with c.jsonl
    beside it."""
    (tmp_path / "bank").mkdir()
    (tmp_path / "bank" / "c.jsonl").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    (tmp_path / "bank" / "c.solution.txt").write_text("1 1 1 1 1\n")
    monkeypatch.chdir(tmp_path)
    summary = run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    assert ("bank/c.solution.txt", "an answer file beside a collection, whose lines give their solutions in "
            'themselves ({"puzzle": ..., "solution": ...})') in summary.ignored
