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
