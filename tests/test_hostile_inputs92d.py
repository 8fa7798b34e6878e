"""Hostile pass 92, part d: the web app as a newcomer, every page (live server, headless Chromium)."""

from __future__ import annotations

import urllib.parse

import pytest

pytest.importorskip("uvicorn")
from test_web_play_shading import HITORI_URL  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402


def _play(browser, base: str, kind: str, puzzle: str, at: str) -> None:
    """The play card of ``kind``'s page opened on ``puzzle`` at the position ``at`` (the address keeps both)."""
    open_page(browser, f"{base}/puzzle/{kind}#play={urllib.parse.quote(puzzle, safe='')}&at={at}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cell"))


def test_check_lists_a_filled_grids_broken_rules_without_the_fields_name(live_server, browser):
    """Check on a filled Hitori listed "position: 1 appears 3 times among the unshaded cells of row 1": the
    checker's line names the request's field, a word the board never shows (`gridsat hint --position` leaves it
    out).  Each rule is listed as the command line says it."""
    _play(browser, live_server, "hitori", HITORI_URL, "1111.1111.1111.1111")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Not an answer yet")
    lines = by_id(browser, "play-lines").text.splitlines()
    assert lines[0] == "1 appears 3 times among the unshaded cells of row 1"
    assert not [line for line in lines if line.startswith("position")]


def test_an_address_with_a_date_that_does_not_exist_logs_nothing(live_server, browser):
    """/puzzle/calendar?date=2026-02-30 named the date, but the page first put it in the date field, and the browser
    logged 'The specified value "2026-02-30" does not conform to the required format' on the console.  A date that
    does not exist is named without ever being put in the field."""
    browser.get_log("browser")  # what earlier tests logged
    open_page(browser, f"{live_server}/puzzle/calendar?date=2026-02-30&edition=weekday")
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == 'the address asks for date "2026-02-30", which does not exist: choose a date'
    assert by_id(browser, "date").get_attribute("value") == ""
    assert [e["message"] for e in browser.get_log("browser") if "2026-02-30" in e["message"]] == []


def test_every_date_refuses_a_time_past_the_servers_cap(live_server, browser):
    """The Every date tab's "Stop after" 1000 seconds was sent and lowered to the server's 60 unsaid (the census
    then said nothing of it), where the general page refuses a "Time limit (seconds)" past its most."""
    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "tab-census").click()
    field = by_id(browser, "census-time")
    field.clear()
    field.send_keys("1000")
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: by_id(browser, "census-error").text)
    assert by_id(browser, "census-error").text == "“Stop after” must be at most 60 seconds on this server, got 1000"
