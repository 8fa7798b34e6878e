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


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
@pytest.mark.parametrize("page, button, message", [
    ("dominofit", "generate", "“rows” must be a whole number from 2 to 100, got 0"),
    ("yinyang", "generate", "“rows” must be a whole number from 2 to 60, got 0"),  # (pass 76: "Size 0x6: ...")
    ("yinyang", "empty", "“rows” must be a whole number from 2 to 60, got 0"),
    ("pack", "resize", "“rows” must be a whole number from 1 to 30, got 0"),
])
def test_a_refused_generate_is_not_made_not_not_solved(live_server, browser, page, button, message):
    """A Generate refused (the page's own check, or the server's) put "Not solved" above its message: nothing was
    asked to be solved."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + f"/puzzle/{page}")
    by_id(browser, "rows").clear()
    by_id(browser, "rows").send_keys("0")
    by_id(browser, button).click()  # (a new empty grid or full board refused: no solve either)
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert (by_id(browser, "title").text, by_id(browser, "error").text) == ("Not made", message)
    if button == "generate":  # (the board a refused resize left is solved: no failure to title)
        by_id(browser, "solve").click()  # the next button's failure is its own
        wait_for(browser, lambda: by_id(browser, "title").text == "Not solved")
