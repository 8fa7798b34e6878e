"""Hostile pass 61, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("how", ["option", "puzzle"])
def test_a_board_of_thousands_of_digits_is_told_its_size_in_short(api_client, how):
    """`/api/solve {"kind": "pack", "options": {"board": "<4,000 nines>x5"}}` was told "the board has 999...",
    the whole number, the message cut at 1,000 characters before it said the limit (the command line says
    "board 999...x5 is too large"): the sides are written as counts are."""
    board = "9" * 4000 + "x5"
    body = ({"kind": "pack", "options": {"board": board}} if how == "option"
            else {"puzzle": json.dumps({"kind": "pack", "board": board, "pieces": "pentominoes"})})
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()["error"]) == (
        413, "the board has 1e+4000x5 = 5e+4000 cells; this server takes at most 10,000")
    small = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "101x101"}})
    assert small.json()["error"] == "the board has 101x101 = 10,201 cells; this server takes at most 10,000"
