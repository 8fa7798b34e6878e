"""Hostile pass 87, part a: the web app under real use."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("page", ["yinyang", "nurikabe", "calendar"])
def test_a_play_card_with_no_game_is_left_out_of_the_print(live_server, browser, page):
    """A page printed with its answer and no game started printed the play card round no board: "Play it yourself"
    (or "Play on the board"), its "Click a cell ..." words and the calendar's legend, which mean nothing on paper;
    with a game on it, the card prints."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    start = "play-show" if page == "calendar" else "play-start"
    wait_for(browser, lambda: browser.find_elements("css selector", f"#{start}"))
    if page != "calendar":
        by_id(browser, "example").click()
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = "return getComputedStyle(arguments[0]).display !== 'none'"
        card = browser.find_element("css selector", ".card.play")
        assert browser.execute_script(shown, card) is False  # was True
        browser.execute_script("arguments[0].click()", by_id(browser, start))
        wait_for(browser, lambda: browser.find_elements("css selector", "#play-board > *") and idle(browser))
        assert browser.execute_script(shown, card) is True
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
