"""Hostile pass 38 (b): the web app and batch runs."""

from __future__ import annotations

import pytest


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_game_link_on_the_calendar_page_is_named_not_dropped(live_server, browser):
    """/puzzle/calendar#play=... came up as if no link were given: the check for a page without the play card looked
    for a script ending in "play.js", and the calendar's own calendar-play.js (which reads no #play=) matched it."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar#play=%7B%22kind%22%3A%22calendar%22%2C%22date%22%3A%222026-10-06"
                                     "%22%7D")
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == (
        "this address holds a game (#play=...), which this page does not open: its own play starts from a date picked "
        "on the board (Play on the board); solve or ask for a hint there")
