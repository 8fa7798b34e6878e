"""Hostile pass 49, part b: the web app and batch."""

from __future__ import annotations

import pytest


@pytest.mark.slow
def test_a_puzzle_with_no_answer_started_for_play_frames_its_conflict_at_once(live_server, browser):
    """Playing a Nurikabe whose clues cannot all hold said "the island size 9 at r3c3 cannot hold ...: play on
    without Check and Hint" beside a board with nothing marked; only a press of Hint framed r3c3.  The board now
    frames the clues that cannot all hold from the start, and says so; a right puzzle started after it is
    unmarked."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")

    def start(text: str) -> None:
        browser.execute_script("document.getElementById('puzzle').value = arguments[0];", text)
        by_id(browser, "play-start").click()

    start("9 . .\n. . .\n. . 9\n")
    wait_for(browser, lambda: "play on" in by_id(browser, "play-message").text, 30)
    assert by_id(browser, "play-message").text == (
        "no hints: the puzzle has no answer: the island size 9 at r3c3 cannot hold, even with every other island "
        "size taken away (framed on the board): play on without Check and Hint.")
    framed = browser.find_elements("css selector", "#play-board .cell.conflict")
    assert len(framed) == 1
    start("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Your move"), 30)
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    assert browser.find_elements("css selector", "#play-board .cell.conflict") == []
