"""Hostile pass 45, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("body, message", [
    ({"kind": "calendar", "puzzle": "10-06"},
     "puzzle: '10-06' is a date, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), or "
     'send the puzzle as the JSON text {"kind": "calendar", "date": "10-06"}'),
    ({"puzzle": "6x10"},
     "puzzle: '6x10' is a board, not a puzzle's text: give it on the Polyomino packing page (/puzzle/pack), or "
     'send the puzzle as the JSON text {"kind": "pack", "board": "6x10"}'),
    ({"puzzle": "pentominoes"},
     "puzzle: 'pentominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page "
     '(/puzzle/pack), or send the puzzle as the JSON text {"kind": "pack", "pieces": "pentominoes"}'),
])
def test_a_date_or_board_sent_to_the_hint_route_names_what_that_route_takes(api_client, body, message):
    """`POST /api/hint {"kind": "calendar", "puzzle": "10-06"}` said "send it as "argument" with "kind":
    "calendar"", and a board "send it as the option "board"": /api/hint has neither field (sent, "unknown
    field 'argument'"), so it now names the JSON puzzle the Calendar page's own hint sends, which works."""
    reply = api_client.post("/api/hint", json=body)
    assert (reply.status_code, reply.json()["error"]) == (422, message)
    said = json.loads(message[message.index("{"):])
    assert api_client.post("/api/hint", json={"puzzle": json.dumps(said), "time_limit": 0.5}).status_code == 200
