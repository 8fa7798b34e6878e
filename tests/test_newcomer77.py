"""A newcomer's pass 77: packing and exact cover from their docs, then a Yin-Yang played to the end in the browser."""
from __future__ import annotations

from urllib.parse import quote

import pytest

SOLVED_5x5 = "11111.12221.22111.12221.11111"  # the answer of pzprjs' 5x5 test vector, as the page's address keeps it


@pytest.mark.slow  # a browser page: 2-4 s
def test_the_line_under_a_solved_board_stops_asking_for_check(live_server, browser):
    """Played to the end, Check said "Solved!" while the line under the board still said "Every cell is decided:
    press Check." (it was written from the count of cells alone).  It says solved for the position Check judged,
    and asks for Check again once a cell changes."""
    from web_server import by_id, open_page, wait_for

    url = quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
    open_page(browser, f"{live_server}/puzzle/yinyang#play={url}&at={SOLVED_5x5}")
    wait_for(browser, lambda: by_id(browser, "play-count").text == "Every cell is decided: press Check.")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    assert by_id(browser, "play-count").text == "Every cell is decided: solved."
    browser.find_element("css selector", "#play-board .cell:not([disabled])").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text != "Every cell is decided: solved.")
    assert by_id(browser, "play-count").text in ("Every cell is decided: press Check.", "1 cell to decide.")
