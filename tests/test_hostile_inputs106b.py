"""Hostile pass 106, part b: the web app across every kind (pages, the JSON API), hostile."""

from __future__ import annotations

import urllib.parse

import pytest


@pytest.mark.slow  # a live server and headless Chromium
def test_an_address_position_past_the_servers_size_starts_from_the_givens(live_server, browser):
    # an address whose position had 30,000 cells showed only the API's 413 "the position has 30,000 cells; this
    # server takes at most 10,000" in the card, and no board: a position of the wrong size (the same puzzle, a row
    # short) started from the givens, saying so
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    puzzle = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/nurikabe#play={puzzle}&at={'1' * 30000}")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        "the address's position \"" + "1" * 40 + "...\" (30000 characters) is not a position of this puzzle (the "
        "position has 30,000 cells; this server takes at most 10,000): the play starts from the givens.")
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    assert by_id(browser, "play-error").text == ""
