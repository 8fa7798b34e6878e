"""Hostile pass 95, part c: the web server under hostile requests."""

from __future__ import annotations

import json
import socket

import pytest

pytest.importorskip("uvicorn")


def _raw_replies(port: int, heads: list[bytes]) -> list[tuple[bytes, dict]]:
    """Each raw request sent on a connection of its own: the status line and the JSON error of its answer."""
    replies = []
    for head in heads:
        s = socket.create_connection(("127.0.0.1", port), timeout=30)
        try:
            s.sendall(head)
            reply = b""
            while chunk := s.recv(65536):
                reply += chunk
        finally:
            s.close()
        status, _, body = reply.partition(b"\r\n\r\n")
        replies.append((status.split(b"\r\n")[0], json.loads(body)))
    return replies


def test_a_request_that_is_not_http_is_told_what_is_wrong_with_it():
    # every head h11 cannot read was answered "its head cannot be read (a Content-Length twice or not a number?)":
    # a head with no Host, a line that is no header, a head past 16 KiB sent in parts were told of a Content-Length
    # they did not have
    from gridsat.web import Limits
    from web_server import server_in_thread

    post = b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    heads = [
        b"GET /api/status HTTP/1.1\r\n\r\n",
        b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n",
        b"GARBAGE\r\n\r\n",
        b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n",
        post + b"Transfer-Encoding: gzip\r\n\r\n",
        post + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n",
        post + b"Content-Length: 5\r\nContent-Length: 50\r\n\r\n{}",
    ]
    with server_in_thread(Limits(workers=1, warm=False), head_seconds=5, connections=10) as port:
        replies = _raw_replies(port, heads)
        s = socket.create_connection(("127.0.0.1", port), timeout=30)  # a head past 16 KiB, arriving in parts
        try:
            s.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            for _ in range(3):
                s.sendall(b"X-Long: " + b"a" * 10_000 + b"\r\n")
            reply = b""
            while chunk := s.recv(65536):
                reply += chunk
        except ConnectionResetError:  # (closed while the last part still came: the answer may be lost)
            reply = None
        finally:
            s.close()
    said = [error["error"] for _, error in replies]
    assert {status for status, _ in replies} == {b"HTTP/1.1 400 Bad Request"}
    assert said == [
        "the request is not valid HTTP: " + words
        for words in (
            "it has no Host header (HTTP/1.1 requires one)",
            "it has a Host header twice",
            "its first line is not METHOD PATH HTTP/1.1",
            "a header line is not NAME: VALUE",
            "its Transfer-Encoding is not chunked, the only one taken",
            "its chunked body has a chunk size that is not a hexadecimal number",
            "it has a Content-Length twice, with different values",
        )
    ]
    if reply is not None:
        assert json.loads(reply.partition(b"\r\n\r\n")[2]) == {
            "error": "the request is not valid HTTP: its head (request line and headers) is longer than 16 KiB"
        }


def test_unreadable_words_name_h11s_own_message_when_unknown():
    from gridsat.web.protocol import unreadable_words

    assert unreadable_words(ValueError("something new")) == (
        "the request is not valid HTTP: its head cannot be read ('something new')"
    )
    assert unreadable_words(None) == "the request is not valid HTTP: its head cannot be read"


def test_the_web_guide_names_every_mode_a_web_request_runs():
    # docs/web.md said "The calendar's are census and verify" while /api/mode ran "blank" too (the calendar page's
    # "Blank board to print"): a mode a script could use was in no guide to the API
    import pathlib
    import re

    from gridsat.web.forms import kinds_listing

    guide = (pathlib.Path(__file__).parent.parent / "docs" / "web.md").read_text(encoding="utf-8")
    section = guide[guide.index("`POST /api/mode` runs one of") :]
    section = section[: section.index("\n\n")]
    named = set(re.findall(r"`([a-z_]+)`", section))
    modes = {(kind["name"], mode["name"]) for kind in kinds_listing()["kinds"] for mode in kind["web_modes"]}
    assert ("calendar", "blank") in modes
    assert {(kind, mode) for kind, mode in modes if mode not in named} == set()


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_an_address_giving_a_date_a_position_or_a_puzzle_twice_is_told_not_read_as_its_first(live_server, browser):
    # "?date=2026-10-06&date=2026-12-25" (a date put after a shared link's own) opened on 6 October unsaid, answering
    # for another day than the one added; "#play=...&at=A&at=B" and "#play=A&play=B" played the first unsaid
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06&date=2026-12-25")
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == (
        'the address gives date more than once ("2026-10-06", "2026-12-25"), and the page takes neither: choose '
        "the date meant"
    )
    assert by_id(browser, "date").get_attribute("value") == ""
    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06&date=2026-10-06&edition=weekday")
    assert (by_id(browser, "date").get_attribute("value"), by_id(browser, "error").is_displayed()) == (
        "2026-10-06",
        False,
    )
    game = "#play=" + quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
    browser.get("about:blank")
    open_page(
        browser,
        live_server + "/puzzle/yinyang" + game + "&at=12000.00000.00000.00000.00000&at=00000.00000.00000.00000.00000",
    )
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        'the address\'s position is given more than once ("12000.00000.00000.00000.00000", '
        '"00000.00000.00000.00000.00000"): the play starts from the givens.'
    )
    assert "v2" not in browser.find_element("css selector", "#play-board .cell:nth-child(2)").get_attribute("class")
    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/yinyang" + game + "&play=junk")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        'the address gives more than one puzzle ("https://puzz.link/p?yinyang/5/5/01661230..." (41 characters), '
        '"junk"): open the link of the one meant, or paste it above and press Play this puzzle'
    )


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_page_that_reads_no_address_parameters_names_one_given_to_it(live_server, browser):
    # /puzzle/pack?board=3x20 came up on the 6x10 board unsaid (as ?edition=weekday did on the calendar page, which
    # now names what it does not read): every page reading no parameters says so, and the first answer clears it
    from web_server import by_id, open_page, wait_for

    for address, name in (
        ("/puzzle/pack?board=3x20", "board"),
        ("/puzzle/yinyang?size=6x6", "size"),
        ("/file?kind=nurikabe", "kind"),
    ):
        browser.get("about:blank")
        open_page(browser, live_server + address)
        wait_for(browser, lambda: by_id(browser, "error").is_displayed())
        assert by_id(browser, "error").text == (
            f'the address holds "{name}", which this page does not read (it reads no ?NAME=VALUE): choose on the '
            "page itself"
        )
    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/pack?board=3x20")
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "title").text == "pentominoes into 6x10")
    assert not by_id(browser, "error").is_displayed()
    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06&edition=weekday")
    assert not by_id(browser, "error").is_displayed()
