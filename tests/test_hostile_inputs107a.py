"""Hostile pass 107, part a: pass 106's and the lead's fixes, hostile (their neighbours and edges)."""

from __future__ import annotations

import json

import pytest

import gridsat


def _rows(name):
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    grid = puzzle.solve().grid
    return kind, puzzle, ["".join(str(v) for v in row) for row in grid]


@pytest.mark.parametrize(("name", "joined", "said"), [
    ("nurikabe", " / ", "' / '"), ("nurikabe", ";", "';'"), ("yinyang", ";", "';'"), ("yinyang", " / ", "' / '"),
    ("sudoku", " / ", "' / '"), ("kurodoko", ",", "','"), ("cave", " | ", "'|'")])
def test_a_position_s_rows_joined_on_one_line_by_any_separator_are_told_so(tmp_path, run_cli, name, joined, said):
    # '0110/1001' was told its '/' (pass 106), but with spaces around it, or joined by ';' or ',', the same rows were
    # "'00111' is not 0 or ? (undecided), ..." of the whole first row, "';' is not 0 or ?", and Yin-Yang's were
    # "cells separated by semicolons: write a row's cells together or separated by spaces" of the whole board
    kind, puzzle, rows = _rows(name)
    if name == "sudoku":
        rows = [" ".join(row) for row in rows]  # cells separated by spaces inside each row: read alike
    (tmp_path / "p.txt").write_text(kind.example)
    (tmp_path / "pos.txt").write_text(joined.join(rows) + "\n")
    code, out, err = run_cli("hint", str(tmp_path / "p.txt"), "--position", str(tmp_path / "pos.txt"))
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {tmp_path / 'pos.txt'}: line 1: {puzzle.rows} rows of {puzzle.cols} cells "
                   f"joined by {said}: a position gives each row on a line of its own\n")


def test_a_recorded_answer_s_rows_joined_by_semicolons_are_told_so(tmp_path, run_cli):
    kind, puzzle, rows = _rows("nurikabe")
    (tmp_path / "p.txt").write_text(kind.example)
    (tmp_path / "p.solution.txt").write_text(";".join(rows) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "p.txt"), "-o", str(tmp_path / "r.jsonl"), "--check-answer")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["error"]) == ("bad_input", f"p.solution.txt: line 1: {puzzle.rows} rows of "
                                               f"{puzzle.cols} cells joined by ';': a recorded answer gives each row "
                                               "on a line of its own")



def test_a_small_sudoku_s_unreadable_recorded_answer_is_not_offered_the_digits_to_9(tmp_path, run_cli):
    # a 4x4 Sudoku's recorded answer with an 'x' was "must be rows of 1/2/3/4/5/6/7/8/9 or of numbers" (a 9 there is
    # refused: "a 4x4 Sudoku answer holds digits from 1 to 4")
    (tmp_path / "p.txt").write_text(gridsat.kinds.get("sudoku").example)
    (tmp_path / "p.solution.txt").write_text("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 x\n")
    run_cli("batch", str(tmp_path / "p.txt"), "-o", str(tmp_path / "r.jsonl"), "--check-answer")
    assert json.loads((tmp_path / "r.jsonl").read_text())["error"] == (
        "p.solution.txt: a recorded Sudoku solution must be rows of digits or of numbers")


def test_options_a_kind_refuses_name_it_by_its_title(tmp_path, run_cli):
    # messages name kinds by title (the lead, pass 106), as --to's refusal did ("--to does not apply to Calendar
    # puzzles"), but --distinct said "does not apply to lits puzzles", --forced "cover puzzles support ...", and
    # --png "does not apply to cover puzzles"
    lits = gridsat.kinds.get("lits")
    (tmp_path / "p.txt").write_text(lits.example)
    assert run_cli("solve", str(tmp_path / "p.txt"), "--count", "--distinct") == (
        2, "", "gridsat: error: --distinct does not apply to LITS puzzles\n")
    (tmp_path / "c.dlx").write_text("a b\n| a\n| b\n")
    code, out, err = run_cli("solve", str(tmp_path / "c.dlx"), "--forced")
    assert (code, err.startswith("gridsat: error: Exact cover puzzles support solving, ")) == (2, True)
    assert run_cli("solve", str(tmp_path / "c.dlx"), "--png", str(tmp_path / "c.png")) == (
        2, "", "gridsat: error: --png does not apply to Exact cover puzzles (gridsat draws no picture of them)\n")


@pytest.mark.parametrize(("pasted", "said"), [
    ("2..1/.3.2/..../....", "4 rows joined by '/'"), ("2 . . 1 / . 3 . 2 / . . . . / . . . .", "4 rows joined by '/'"),
    ("at=2001.0302.0000.0000", "a position in the play page's address form ('at=' rows joined by '.')")])
def test_a_position_pasted_on_one_line_where_its_file_goes_is_told_so(run_cli, pasted, said):
    # pass 106 told a position of several lines pasted after --position; the same rows on one line, joined by '/' or
    # as the play page's address writes them, were "cannot read position file: No such file or directory"
    code, out, err = run_cli("hint", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "--position", pasted)
    assert (code, out) == (2, "")
    assert err.endswith(f": cannot read position file: its name is {said}, the text itself where a file's name goes: "
                        "save it in a file, a row a line, and name it, or pipe it in and give - (standard input)\n")


def test_a_missing_position_file_in_a_folder_is_still_no_such_file(tmp_path, run_cli):
    code, _, err = run_cli("hint", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "--position", str(tmp_path / "a/b.txt"))
    assert code == 2 and "No such file or directory" in err and "joined" not in err


@pytest.mark.parametrize("flags", [("-k", "hashiwokakero"), ("--kind", "HASHIWOKAKERO"), ("-khashiwokakero",)])
def test_a_kind_s_title_in_lower_case_is_read_as_the_kind(tmp_path, run_cli, flags):
    # '-k Hashiwokakero' (the title) was read, '-k hashiwokakero' was "unknown kind 'hashiwokakero' (did you mean
    # 'hashi'? 'hashikake' is its other name)": the command line's quick path passed every lower-case word through
    hashi = gridsat.kinds.get("hashi")
    (tmp_path / "p.txt").write_text(hashi.example)
    code, out, err = run_cli("solve", str(tmp_path / "p.txt"), *flags, "--json")
    assert (code, err, json.loads(out)["kind"]) == (0, "", "hashi")


def test_a_lower_case_word_of_no_kind_is_still_told_the_kind_it_is_near(run_cli):
    code, _, err = run_cli("formats", "hashiwokakro")
    assert code == 2 and "unknown kind 'hashiwokakro' (did you mean 'hashi'?" in err


def test_a_kind_s_title_in_lower_case_typed_as_the_command_names_the_kind(run_cli):
    # was "No such command 'hashiwokakero'. Did you mean 'shikaku'?"; since pass 108 it is read as the kind, as
    # 'gridsat Hashiwokakero' was (tests/test_hostile_inputs108a.py)
    code, out, err = run_cli("hashiwokakero", "p.txt")
    assert (code, out) == (2, "")
    assert err == "gridsat: error: p.txt: cannot read puzzle file: No such file or directory\n"
