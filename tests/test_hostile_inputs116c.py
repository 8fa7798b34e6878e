"""Hostile pass 116, part c: the web app driven as a hostile user would (headless Chromium and raw HTTP)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

pytest.importorskip("uvicorn")
from test_web_play_digits import cell, typed  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402

SKYSCRAPERS = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"


def test_a_skyscrapers_card_names_its_heights_where_a_sudoku_names_digits(live_server, browser):
    # was: a 5 typed on a 4x4 Skyscrapers said "This board takes the digits 1 to 4.", and a height pencilled over a
    # height "r2c2 holds a digit", where the card's other sentences say "height"
    open_page(browser, f"{live_server}/puzzle/skyscrapers#play={quote(SKYSCRAPERS, safe='')}")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)
    cell(browser, 1, 1).click()
    typed(browser, "5")
    assert by_id(browser, "play-message").text == "This board takes the heights 1 to 4."
    assert by_id(browser, "play-pad").get_attribute("aria-label") == "heights for r2c2"
    typed(browser, "3")
    by_id(browser, "play-pencil").click()
    typed(browser, "2")
    assert by_id(browser, "play-message").text == "r2c2 holds a height: pencil marks go in an empty cell."


def test_a_skyscrapers_address_past_its_heights_is_told_in_heights(live_server, browser):
    # was: "row 2, column 2: "9" is no digit of this board: 0 (empty) and 1 to 4" of a Skyscrapers address
    at = ".".join(["000000", "090000"] + ["000000"] * 4)
    open_page(browser, f"{live_server}/puzzle/skyscrapers#play={quote(SKYSCRAPERS, safe='')}&at={at}")
    wait_for(browser, lambda: "is no" in by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        f'the address\'s position "{at[:40]}..." (41 characters) is not a position of this puzzle (row 2, column 2: '
        '"9" is no height of this board: 0 (empty) and 1 to 4): the play starts from the givens.')
