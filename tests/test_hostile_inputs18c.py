"""The eighteenth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json

import pytest

#: An edition whose one piece (41 squares in a row) fits nowhere on the 7-wide standard board, though its area is
#: the 41 cells a date leaves.
LINE_EDITION = "[pieces]\nL: " + "#" * 41 + "\n[editions]\ne = standard : L\n"


def test_a_piece_that_fits_nowhere_counts_no_tiling(run_cli, tmp_path):
    """``gridsat calendar --census -e FILE`` and ``--verify-edition FILE`` on an edition with a piece longer than
    the board said ``gridsat: error: count given for piece 'L', which has no placements entry`` (an engine's
    message about its own input, exit 2), while solving one date said infeasible."""
    path = tmp_path / "line.txt"
    path.write_text(LINE_EDITION)
    code, out, err = run_cli("calendar", "--census", "-e", str(path), "--json")
    census = json.loads(out)
    assert (code, err, census["complete"], census["total"], census["combinations"]) == (1, "", True, 0, 366)
    code, out, err = run_cli("calendar", "--verify-edition", str(path), "--json")
    verify = json.loads(out)
    assert (code, err, verify["checked"], verify["all_solvable"], len(verify["unsolvable"])) == (1, "", 366, False, 366)
    assert run_cli("calendar", "2026-01-01", "-e", str(path))[0] == 1


def test_every_piece_has_its_placements_listed_even_none():
    """The shared table of placements per piece keeps a piece with none (the engines then count 0 tilings)."""
    from gridsat.core.board import Board
    from gridsat.core.placements import cells_by_piece
    from gridsat.core.polyomino import PieceSet, Polyomino
    from gridsat.engines.exact_cover import count_tilings

    board = Board.rectangle(2, 2)
    pieces = PieceSet(((Polyomino("I", ((0, 0), (0, 1), (0, 2), (0, 3))), 1),), "long")
    by = cells_by_piece(board, pieces)
    assert by == {"I": []}
    assert count_tilings(board.cells, by, {"I": 1}) == (0, True)
