"""What a new user, working from the README alone, tripped over in the
twentieth pass: each case is the exact line, record or picture a user gets now."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, idle, open_page, wait_for  # noqa: E402


def test_every_piece_played_on_the_calendar_board_has_a_colour_of_its_own(live_server, browser):
    """Playing 6 October on the calendar page with Hint, O6 and N5 were drawn in the same pink (each piece's
    colour came from its name alone, and every built-in edition had two pieces alike: H6 and W5, I4 and Z5,
    ...), so two pieces side by side read as one."""
    def colours() -> dict:
        return dict(browser.execute_script(
            "return [...document.querySelectorAll('#play-board .piece')]"
            ".map((c) => [c.dataset.piece, getComputedStyle(c).backgroundColor]);"))

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cal-cell")) == 49
             and idle(browser), 120)  # a cold worker
    for placed in range(1, 9):
        first = colours()
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: len(colours()) == placed and idle(browser))
        assert {p: c for p, c in colours().items() if p in first} == first  # a placed piece keeps its colour
    shown = colours()
    assert set(shown) == {"O6", "U5", "V5", "Z5", "L5", "N5", "Y5", "P5"}
    assert len(set(shown.values())) == 8
