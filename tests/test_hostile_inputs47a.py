"""Hostile pass 47, the command line: faults found and mended."""

from __future__ import annotations

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("asked, told", [
    ("json", "--to must be one of text, url, got 'json'; --json prints the result as JSON, and with --to text the "
             "puzzle's record"),
    ("pzprv", "--to must be one of text, url, got 'pzprv'"),
    ("pzprv3", "--to pzprv3 writes a puzzle with its answer; generate prints the puzzle (text or url): solve it "
               "with --to pzprv3"),
])
def test_generate_to_lists_only_what_generate_writes(run_cli, asked, told):
    """'generate yinyang --to json' listed pzprv3 among the formats it takes, and --to pzprv3 was then refused."""
    assert run_cli("generate", "yinyang", "--size", "4x4", "--to", asked) == (2, "", f"gridsat: error: {told}\n")


def test_solve_to_still_lists_every_writer():
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("yinyang").writer("nope")
    assert str(caught.value) == "writer must be one of text, url, pzprv3, got 'nope'"
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("yinyang").writer("nope", puzzle_only=True)
    assert str(caught.value) == "writer must be one of text, url, got 'nope'"


@pytest.mark.parametrize("name, text, told", [
    ("su0.json", '{"kind": "sudoku", "rows": 4, "cols": 4, "clues": [[0, null, null, null], [null, null, null, null], '
                 '[null, null, null, null], [null, null, null, null]]}',
     "row 1, column 1: given 0 is not a digit from 1 to 4 (an empty cell is '.' in a text grid, null in JSON)"),
    ("m0.txt", "masyu\n0 .\n. .\n",
     "row 1, column 1: clue 0 is not a pearl W or B (an empty cell is '.' in a text grid, null in JSON)"),
])
def test_a_zero_typed_as_an_empty_cell_is_told_the_empty_cell(run_cli, tmp_path, name, text, told):
    """0 is undecided in a hint's JSON grid: a Sudoku's JSON given 0 for empty was told only "given 0 is not a
    digit from 1 to 4", nothing of null."""
    (tmp_path / name).write_text(text)
    assert run_cli("solve", str(tmp_path / name)) == (2, "", f"gridsat: error: {name}: {told}\n")
