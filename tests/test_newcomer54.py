"""A newcomer's pass: following the README from the top, then playing in the browser."""
from __future__ import annotations

import pytest


@pytest.mark.slow  # a browser page: 1-3 s
def test_the_play_cards_ask_for_a_puzzle_goes_once_one_is_pasted(live_server, browser):
    """"Play this puzzle" pressed on the Nurikabe page before pasting said "paste or choose a puzzle above
    first"; the URL then pasted and solved, the line stayed under the answer, as if the puzzle were still
    missing.  Text typed into (or an example put in) the puzzle box now takes it away; another error stays."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    by_id(browser, "play-start").click()
    assert by_id(browser, "play-error").text == "paste or choose a puzzle above first"
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: not by_id(browser, "play-error").is_displayed())
    assert by_id(browser, "play-error").text == ""
