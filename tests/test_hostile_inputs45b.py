"""Hostile pass 45, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
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


@pytest.mark.parametrize("text, message", [
    ("2026-10-06", "'2026-10-06' is a date, not a calendar puzzle file (JSON): give the date itself (gridsat "
     "calendar 2026-10-06; in Python, gridsat.calendar('2026-10-06')); as a puzzle file (for hint, grade or "
     'batch): {"kind": "calendar", "date": "2026-10-06"}'),
    ("6x10", "'6x10' is a board, not a packing puzzle file (JSON): gridsat pack --board 6x10; in Python, "
     "gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): {\"kind\": \"pack\", \"board\": \"6x10\"}"),
])
def test_a_date_or_board_without_its_kind_is_said_what_it_is(tmp_path, text, message):
    """A batch collection line `"2026-10-06"` or `{"puzzle": "6x10"}` (and a file holding the date, given to
    `gridsat solve` or `hint`) was "not a puzzle gridsat can read", while the same word with its kind named,
    and the web's pages and API without it, said what it is and the puzzle file that holds it."""
    from gridsat.batch import run_batch
    from gridsat.puzzles.unreadable import unreadable

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps(text) + "\n" + json.dumps({"puzzle": text}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(line["status"], line["error"]) for line in lines] == [
        ("bad_input", f"c.jsonl: line {n}: {message}") for n in (1, 2)]
    assert str(unreadable(text + "\n", "d.txt", "d.txt")) == f"d.txt: {message}"
    assert "not a puzzle gridsat can read" in str(unreadable("hello", "d.txt", "d.txt"))


def test_a_short_option_the_command_takes_only_long_is_named(run_cli):
    """`gridsat calendar --year 2026 --out y.jsonl -j 2` said "-j: gridsat calendar does not take it, though
    other commands do", while calendar takes --jobs (batch's -j): it now names the spelling it takes."""
    code, out, err = run_cli("calendar", "--year", "2026", "--out", "y.jsonl", "-j", "2")
    assert (code, out, err.strip()) == (2, "", "gridsat: error: No such option: -j: gridsat calendar takes it only "
                                               "as --jobs (see 'gridsat calendar --help')")
    code, out, err = run_cli("hint", "-u", "x")
    assert (code, err.strip()) == (2, "gridsat: error: No such option: -u: gridsat hint does not take it, though "
                                      "other commands do (see 'gridsat hint --help')")


@pytest.mark.slow
def test_a_date_pasted_on_the_general_page_names_its_fields(live_server, browser):
    """On the general page a date pasted as the puzzle said 'send it as "argument" with "kind": "calendar"' and a
    board 'send it as the option "board"': the API's fields, which the page does not have (it has Kind, "…or the
    date" and "Board"); it now names them, and a right input afterwards clears the message."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/file")

    def solve(text: str) -> str:
        field = by_id(browser, "puzzle")
        field.clear()
        field.send_keys(text)
        by_id(browser, "solve").click()
        wait_for(browser, lambda: idle(browser) and (by_id(browser, "error").is_displayed()
                                                     or by_id(browser, "verdict").text), 60)
        return by_id(browser, "error").text if by_id(browser, "error").is_displayed() else ""

    assert solve("6x10") == ("puzzle: '6x10' is a board, not a puzzle's text: give it on the Polyomino packing page "
                             "(/puzzle/pack), or choose “Polyomino packing” under Kind and type it in “Board”")
    Select(by_id(browser, "kind")).select_by_value("calendar")
    assert solve("10-06") == ("puzzle: '10-06' is a date, not a puzzle's text: give it on the Calendar puzzle page "
                              "(/puzzle/calendar), or type it in “…or the date” instead")
    Select(by_id(browser, "kind")).select_by_value("")
    assert solve("0 0\n0 0") == "" and by_id(browser, "verdict").text == "Solved."


@pytest.mark.parametrize("kind, title", [("yinyang", "Yin-Yang"), ("dominofit", "Domino Fit")])
def test_a_size_typed_on_a_generating_kinds_page_points_to_generate(api_client, kind, title):
    """`8x8` pasted on the Yin-Yang page said "line 1, column 1: symbol '8' is not 0 (empty), 1 (white circle) or
    2 (black circle)", on the Domino Fit page "a Domino Fit text puzzle starts with a line 'dominofit ...'" (the
    command line says "'8x8' is a size, not a puzzle ... generate ... --size RxC makes new ones")."""
    reply = api_client.post("/api/solve", json={"kind": kind, "puzzle": "8x8"})
    assert (reply.status_code, reply.json()["error"]) == (
        422, f"puzzle: '8x8' is a size, not a puzzle: make a new {title} puzzle of that size with Generate on its "
             f'page (/puzzle/{kind}), or POST /api/generate {{"kind": "{kind}", "size": "8x8"}}')
    assert api_client.post("/api/generate", json={"kind": kind, "size": "8x8"}).status_code == 200
    assert "is a board" in api_client.post("/api/solve", json={"kind": "pack", "puzzle": "8x8"}).json()["error"]
