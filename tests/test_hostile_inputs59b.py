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
        '(/puzzle/pack), or send the puzzle as the JSON text {"kind": "pack", "board": "4x5", "pieces": '
        '"tetrominoes"}'))  # (pass 60: the board the reader offers, which fits)


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


EDITIONS = "[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n"


def test_a_missing_edition_file_named_with_its_edition_is_redone_once_the_file_is_there(tmp_path):
    """A batch puzzle file with `"edition": "ed.txt:mine"` and no ed.txt was noted as reading 'ed.txt:mine', a
    file no one makes: once ed.txt was added, the resumed batch kept its stale bad_input line."""
    from gridsat.batch import run_batch

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "c.json").write_text('{"kind": "calendar", "date": "2026-10-06", "edition": "ed.txt:mine"}\n')
    out = tmp_path / "r.jsonl"
    run_batch([str(folder)], str(out), jobs=1)
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", "c.json: edition 'ed.txt:mine': no such file 'ed.txt' in the puzzle file's folder")
    (folder / "ed.txt").write_text(EDITIONS)
    run_batch([str(folder / "c.json")], str(out), jobs=1)
    line = json.loads(out.read_text())
    assert (line["status"], line["answer"]["edition"]) == ("solved", "mine")


def test_a_missing_edition_file_named_with_its_edition_names_the_file(tmp_path, monkeypatch):
    """`gridsat calendar 10-06 -e x.txt:mine` said "x.txt:mine: cannot read edition file", and the web
    "'x.txt:mine' is not a file sent with this request": the file missing is x.txt."""
    from gridsat.puzzles.calendar.editions import load_edition

    monkeypatch.chdir(tmp_path)
    with pytest.raises(PuzzleInputError) as caught:
        load_edition("x.txt:mine")
    assert str(caught.value) == "x.txt: cannot read edition file: No such file or directory"
    with pytest.raises(PuzzleInputError) as caught:
        load_edition(":mine")  # no file named: still an unknown edition
    assert str(caught.value).startswith("unknown edition ':mine': give a built-in edition")


@pytest.mark.parametrize("body", [
    {"kind": "calendar", "argument": "10-06", "options": {"edition": "x.txt:mine"}, "files": {"p.txt": EDITIONS}},
    {"kind": "calendar", "puzzle": '{"kind": "calendar", "date": "10-06", "edition": "x.txt:mine"}',
     "files": {"p.txt": EDITIONS}},
])
def test_a_web_edition_of_a_file_not_sent_names_the_file(api_client, body):
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()["error"]) == (
        422, "'x.txt' is not a file sent with this request (files sent: p.txt): send it in \"files\"")
