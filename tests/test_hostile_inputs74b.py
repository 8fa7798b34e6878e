"""Hostile pass 74, part b: the web app and batch."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("given, offered", [
    ("tetrominos*0", "(did you mean 'tetrominoes'?)"),
    ("tetrominos*101", "(did you mean 'tetrominoes'?)"),
    ("tetrominos*007", "(did you mean 'tetrominoes*7'?)"),
])
def test_a_misspelt_piece_set_is_never_offered_copies_that_are_refused(api_client, given, offered):
    """``"pieces": "tetrominos*0"`` was offered 'tetrominoes*0', itself refused ("copies of a piece set must be
    from 1 to 100, got 0", where ``*-1`` said "a whole number from 1 to 100": now both say the latter)."""
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20", "pieces": given}})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        f"unknown piece set '{given}' {offered}: give a piece file or one of: pentominoes, tetrominoes, hexominoes "
        "(NAME*K for K copies of each piece)")})
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20",
                                                                            "pieces": "tetrominoes*0"}})
    assert reply.json() == {"error": "tetrominoes*0: copies of a piece set must be a whole number from 1 to 100, "
                                     "got 0"}
