"""The ninth hostile pass over answers, the web server and the Python API (issue 20):
what it found, each kept as a test."""

from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError


def _pack(pieces: dict, **fields):
    from gridsat.puzzles.kinds import get

    return get("pack").parse(json.dumps({"kind": "pack", "pieces": pieces, **fields}), "p.json")


@pytest.mark.parametrize("pieces, error", [
    # a name starting with '#' made a comment line of the piece: it was dropped, and with holes the
    # puzzle was solved without it (2x3 board, dominoes #A and B: 7 "tilings" of B alone)
    ({"#A": "##", "B": "##"}, "p.json: piece '#A': a piece's name is letters, digits and '_' (NAME*2 for two "
                              "copies)"),
    ({"A": "##", "B # note": "##"}, "p.json: piece 'B # note': a piece's name is letters, digits and '_' "
                                    "(NAME*2 for two copies)"),
    ({"": "##"}, "p.json: piece '': a piece's name is letters, digits and '_' (NAME*2 for two copies)"),
    ({"A\n#": "##"}, "p.json: piece 'A\\n#': a piece's name is letters, digits and '_' (NAME*2 for two copies)"),
    # the errors named the line of a piece file made up from the object ("line 2"), no line of p.json
    ({"A": "##", "B": "#/##"}, "p.json: ragged piece B: row 2 has 2 cells, row 1 has 1 (pad with '.')"),
    ({}, "p.json: 'pieces' names no piece"),
])
def test_a_json_piece_object_names_the_bad_piece_and_drops_none(pieces, error):
    with pytest.raises(PuzzleInputError) as caught:
        _pack(pieces, board=["###", "###"], holes=True)
    assert str(caught.value) == error


def test_a_json_piece_object_still_reads_copies_and_every_name():
    puzzle = _pack({"A*2": "##", "Bx2": "#", "b_1": "#"}, board=["###", "###"])
    assert [(p.name, n) for p, n in puzzle.pieces.items] == [("A", 2), ("Bx2", 1), ("b_1", 1)]
