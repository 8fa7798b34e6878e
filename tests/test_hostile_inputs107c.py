"""Hostile pass 107, part c: a newcomer from a fresh clone, following the README and docs."""

from __future__ import annotations

from urllib.parse import quote

import pytest

pytest.importorskip("uvicorn")

HASHI = quote("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3", safe="")


def _open(browser, url):
    from web_server import open_page

    browser.get("about:blank")  # a new address, not a hash change on the page already open
    open_page(browser, url)


def _error(browser, settled=0.3):
    """The error line's text once shown, read again until it holds still (play.js rewrites it once the kinds are
    known)."""
    import time

    from web_server import by_id, wait_for

    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    text = by_id(browser, "error").text
    while True:
        time.sleep(settled)
        if by_id(browser, "error").text == text:
            return text
        text = by_id(browser, "error").text


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_stray_address_on_a_page_without_a_play_card_is_not_told_to_press_play(live_server, browser):
    # /puzzle/hashi#puzzle=URL said 'it reads #play=PUZZLE&at=ROWS: paste the puzzle above and press Play this
    # puzzle' when Hashiwokakero's page had no play card, so no such button, and read no position (feature 108:
    # it has the card now, and is told as a kind with it)
    for address, words in (
        (f"/puzzle/hashi#puzzle={HASHI}", 'the address holds "#puzzle=", which this page does not read (it reads '
         "#play=PUZZLE&at=ROWS): paste the puzzle above and press Play this puzzle"),
        ("/puzzle/numberlink#at=000.000", 'the address holds "#at=", which this page does not read (it reads '
         "#play=PUZZLE): paste the puzzle above and press Solve (Numberlink is not played on this page)"),
        ("/file#kind=hashi&at=000.000", "the address holds a position (#at=...) but no puzzle (#play=...) to play it "
         "on: paste the puzzle above and press Play this puzzle"),
        # a kind with the play card is told as before
        ("/puzzle/nurikabe#puzzle=x", 'the address holds "#puzzle=", which this page does not read (it reads '
         "#play=PUZZLE&at=ROWS): paste the puzzle above and press Play this puzzle"),
    ):
        _open(browser, live_server + address)
        assert _error(browser) == words, address
