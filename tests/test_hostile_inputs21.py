"""The twenty-first hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import pytest

EMPTY_4X4 = "0" * 16


@pytest.mark.parametrize("command", [["solve"], ["sudoku"], ["solve", "--kind", "sudoku"]])
@pytest.mark.parametrize("line, count", [(EMPTY_4X4, 288), ("1200000000000021", 4)])
def test_a_sudoku_line_of_zeros_ones_and_twos_on_the_command_line_is_a_sudoku(run_cli, command, line, count):
    """``gridsat sudoku 0000000000000000`` (an empty 4x4 written with 0 for an empty cell, as the messages say a
    Sudoku line may be) said "0000000000000000: cannot read puzzle file: No such file or directory", and so did
    any line of the digits 0, 1 and 2 alone (``1200000000000021``): such rows were kept for a Yin-Yang text grid,
    which is a file's, never pasted on the command line.  Each is now read as the Sudoku it is."""
    code, out, err = run_cli(*command, line, "--count")
    assert (code, err) == (0, "")
    assert f"{count} solutions (all counted)" in out


def test_a_sudoku_line_of_zeros_a_cell_short_is_told_its_length(run_cli):
    """``gridsat solve 000000000000000`` said "No such file or directory" where ``...............`` is told its
    length."""
    assert run_cli("solve", "0" * 15) == (
        2, "", "gridsat: error: Sudoku: line 1: 15 characters: a Sudoku on one line has 16, 36 or 81 (4x4, 6x6 or "
               "9x9; '.' or 0 an empty cell)\n")


def test_a_file_of_zeros_ones_and_twos_is_still_a_yinyang_grid(run_cli, tmp_path):
    """(What held: in a file, a line of 0, 1 and 2 is a Yin-Yang text grid's row, as before; but not one of a
    Sudoku line's length, 16, 36 or 81: tests/test_hostile_inputs22l.py.)"""
    path = tmp_path / "row.txt"
    path.write_text("0" * 20 + "\n")
    code, out, err = run_cli("solve", str(path))
    assert (code, err) == (0, "") and "given black/white circles" in out


def test_ctrl_c_in_a_domino_fit_uniqueness_proof_is_said_to_be_ctrl_c(run_cli, monkeypatch):
    """``generate dominofit --size 40x40 --unique --json`` (no -t), Ctrl-C during the proof of uniqueness: "gridsat:
    unknown: the time limit ran out before the Domino Fit puzzle of seed 1 (40x40) was proven" and exit 1, its record's note
    the same, though no time limit was given: the proof's result, stopped by Ctrl-C and so undecided, was taken for
    a time-up.  It is the interrupt now (exit 130, the record's note says Ctrl-C).  (The proof is made to be cut.)"""
    import json
    from types import SimpleNamespace

    from gridsat.core.status import Uniqueness
    from gridsat.puzzles.dominofit import generator

    monkeypatch.setattr(generator, "solve", lambda *args, **kwargs: SimpleNamespace(
        uniqueness=Uniqueness.UNKNOWN, interrupted=True, dominoes=[], second=None))
    code, out, err = run_cli("generate", "dominofit", "--size", "6x6", "--unique", "--json")
    assert (code, json.loads(out), err) == (130, {
        "kind": "dominofit", "seed": 1, "size": "6x6", "puzzle": None, "complete": False,
        "note": "interrupted (Ctrl-C) before the puzzle was proven; no unproven puzzle is given"},
        "gridsat: interrupted (Ctrl-C)\n")


DOMINO_FIT = {"kind": "dominofit", "rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2]}


@pytest.mark.parametrize("field, value, says", [
    ("targets", ["exact"], 'targets must be exact, at-most or at-least, got ["exact"]'),
    ("targets", {"a": 1}, 'targets must be exact, at-most or at-least, got {"a": 1}'),
    ("targets", True, "targets must be exact, at-most or at-least, got true"),
    ("row_relations", [["="], "="], 'row_relations[0] must be \'=\', \'<=\', \'>=\' or null, got ["="]'),
    ("col_relations", [None, {"a": 1}], 'col_relations[1] must be \'=\', \'<=\', \'>=\' or null, got {"a": 1}'),
    ("rows", True, "rows must be a whole number, got true")])
def test_a_domino_fit_record_with_an_array_where_a_word_belongs_is_bad_input(run_cli, tmp_path, field, value, says):
    """``gridsat solve F.json`` of a Domino Fit record whose "targets" is an array or an object (``["exact"]``), or
    whose "row_relations" holds one, ended in a traceback ("TypeError: unhashable type: 'list'"); "rows": true was
    said to be "True", as Python spells it.  Each is now one line naming the field, the value as JSON writes it."""
    import json

    path = tmp_path / "d.json"
    path.write_text(json.dumps({**DOMINO_FIT, field: value}))
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: d.json: {says}\n")


@pytest.mark.parametrize("command, title", [(["cover"], "Exact cover"), (["solve", "--kind", "cover"], "Exact cover"),
                                            (["yinyang"], "Yin-Yang"), (["solve", "--kind", "pack"],
                                                                        "Polyomino packing")])
@pytest.mark.parametrize("line", ["123456789012", EMPTY_4X4])
def test_a_sudoku_line_given_to_another_kind_points_to_sudoku(run_cli, command, title, line):
    """``gridsat cover 123456789012`` (a file name mistyped, or a Sudoku line given to the wrong command) said
    "infeasible" (exit 1): the exact-cover reader took the line for one item and no options; ``gridsat yinyang
    0000000000000000`` solved a one-row Yin-Yang, and pack named the source 'puzzle:', which is no file.  Each now
    points to gridsat sudoku, as Hitori and the other genres did; a line no Sudoku reads (12 digits) says why,
    not the command that would refuse it (pass 61)."""
    says = f"this looks like a Sudoku puzzle, not {title}: gridsat sudoku {line}" if line == EMPTY_4X4 else (
        f"this is no {title} puzzle, nor a Sudoku: line 1: 12 characters: a Sudoku on one line has 16, 36 or 81 "
        "(4x4, 6x6 or 9x9; '.' or 0 an empty cell)")
    assert run_cli(*command, line) == (2, "", f"gridsat: error: {says}\n")
