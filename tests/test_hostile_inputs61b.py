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


@pytest.mark.parametrize("length", [80, 100])
def test_a_line_of_digits_no_sudoku_reads_is_not_sent_to_gridsat_sudoku(api_client, run_cli, length):
    """`gridsat dominofit 999...` (100 digits) was told "this looks like a Sudoku puzzle, not Domino Fit: gridsat
    sudoku 999...", a command that refuses it, and `/api/solve {"kind": "dominofit", "argument": "999..."}` was
    told that command line (81 digits are told the Sudoku page): the Sudoku reader's reason is said."""
    line = "9" * length
    message = (f"this is no Domino Fit puzzle, nor a Sudoku: line 1: {length} characters: a Sudoku on one line has "
               "16, 36 or 81 (4x4, 6x6 or 9x9; '.' or 0 an empty cell)")
    assert run_cli("dominofit", line) == (2, "", f"gridsat: error: {message}\n")
    reply = api_client.post("/api/solve", json={"kind": "dominofit", "argument": line})
    assert (reply.status_code, reply.json()["error"]) == (422, message)
    sudoku = api_client.post("/api/solve", json={"kind": "dominofit", "argument": "9" * 81})
    assert sudoku.json()["error"] == "this looks like a Sudoku puzzle, not Domino Fit: its page is /puzzle/sudoku"


def test_a_clue_of_thousands_of_digits_is_named_as_counts_are_in_the_reason(api_client):
    """`/api/solve {"kind": "nurikabe", "puzzle": "<4,200 nines>"}` answered infeasible with the reason "the island
    size 999...(4,200 digits) at r1c1 cannot hold" whole, on the page and the command line alike."""
    reply = api_client.post("/api/solve", json={"kind": "nurikabe", "puzzle": "9" * 4200})
    assert (reply.status_code, reply.json()["status"], reply.json()["reason"]) == (
        200, "infeasible", "the island size 999999... (a 4,200-digit number) at r1c1 cannot hold, even with every "
                           "other island size taken away, each numbered cell still in an island of its own")
    small = api_client.post("/api/solve", json={"kind": "nurikabe", "puzzle": "9"})
    assert small.json()["reason"].startswith("the island size 9 at r1c1 cannot hold")
