"""Hostile pass 59, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError


def test_an_edition_sent_to_the_hint_route_is_offered_a_puzzle_that_reads(api_client):
    """`POST /api/hint {"kind": "calendar", "puzzle": "weekday"}` offered the JSON text {"kind": "calendar",
    "edition": "weekday"}, which the same route refused "'date' (YYYY-MM-DD) is required"."""
    reply = api_client.post("/api/hint", json={"kind": "calendar", "puzzle": "weekday"})
    message = ("puzzle: 'weekday' is an edition, not a puzzle's text: give it on the Calendar puzzle page "
               '(/puzzle/calendar), or send the puzzle as the JSON text {"kind": "calendar", "date": "2026-10-06", '
               '"edition": "weekday"}')
    assert (reply.status_code, reply.json()["error"]) == (422, message)
    said = message[message.index("{"):]
    again = api_client.post("/api/hint", json={"puzzle": said, "time_limit": 5})
    assert again.status_code == 200, again.json()


def test_a_piece_set_not_filling_the_default_board_is_not_offered_a_puzzle_that_is_refused(api_client):
    """`/api/hint {"kind": "pack", "puzzle": "tetrominoes"}` offered {"kind": "pack", "pieces": "tetrominoes"},
    refused (6x10 has 60 cells, the pieces 20); it now names the field without a text that does not read."""
    reply = api_client.post("/api/hint", json={"kind": "pack", "puzzle": "tetrominoes"})
    assert (reply.status_code, reply.json()["error"]) == (422, (
        "puzzle: 'tetrominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page "
        '(/puzzle/pack), or send the puzzle as its JSON text with "pieces": "tetrominoes" and the puzzle\'s other '
        "fields"))


def test_a_piece_set_file_is_offered_a_board_its_pieces_fill(tmp_path):
    """A file holding `tetrominoes` was told "gridsat pack --pieces tetrominoes" and {"kind": "pack", "pieces":
    "tetrominoes"}, each refused (the default 6x10 board has 60 cells, the pieces 20): a board of 20 now."""
    import gridsat
    from gridsat.puzzles.kinds import get

    path = tmp_path / "t.txt"
    path.write_text("tetrominoes\n")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.read(str(path))
    assert str(caught.value) == (
        "t.txt: 'tetrominoes' is a piece set, not a packing puzzle file (JSON): give it a board of its 20 cells, "
        "such as 4x5: gridsat pack --board 4x5 --pieces tetrominoes; in Python, gridsat.pack('4x5', "
        "pieces='tetrominoes'); as a puzzle file (for hint, grade or batch): {\"kind\": \"pack\", \"board\": "
        "\"4x5\", \"pieces\": \"tetrominoes\"}")
    said = str(caught.value)[str(caught.value).rindex("{"):]
    assert get("pack").parse(said, "t.json").board is not None  # what it offers reads
    assert json.loads(said)["board"] == "4x5"
