"""The web pages' navigation bar stays one line: every kind's link when they
fit the window, else a "Puzzles" button opening them as a menu (at 1200 px
the 16 kinds' links wrapped the bar onto two lines)."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, wait_for  # noqa: E402

from gridsat.puzzles.kinds import get, names  # noqa: E402

TITLES = [get(name).title for name in names()] + ["Any file"]


def _bar(browser) -> dict:
    """What the header shows: its height, the menu button's text and whether the links show, on one line."""
    links = browser.find_elements("css selector", "#nav-links a")
    shown = [a for a in links if a.is_displayed()]
    menu = browser.find_element("css selector", "#nav .nav-menu")
    return {"header": browser.find_element("css selector", "header.top").size["height"],
            "menu": menu.text if menu.is_displayed() else None, "links": [a.text for a in shown],
            "lines": len({a.location["y"] for a in shown})}


@pytest.mark.slow  # 5 s of window sizes in a browser
def test_the_bar_is_one_line_at_any_width(live_server, browser):
    browser.set_window_size(4200, 900)  # 2400 wide held 25 kinds' links, not 26; 2800 held 28, not 30; 3400 36, not 38
    open_page(browser, live_server + "/puzzle/heyawake")
    wide = _bar(browser)
    assert wide["menu"] is None and wide["links"] == TITLES and wide["lines"] == 1
    browser.set_window_size(1200, 900)  # the links no longer fit: the menu, one line high
    wait_for(browser, lambda: _bar(browser)["menu"])
    narrow = _bar(browser)
    assert narrow == {"header": narrow["header"], "menu": "Puzzles: Heyawake", "links": [], "lines": 0}
    assert narrow["header"] < 1.6 * wide["header"]  # the two-line bar was twice the one-line one
    button = browser.find_element("css selector", "#nav .nav-menu")
    button.click()  # the menu opens below the button, every kind in it
    assert _bar(browser)["links"] == TITLES and button.get_attribute("aria-expanded") == "true"
    assert browser.find_element("css selector", "#nav-links a[aria-current]").text == "Heyawake"
    # a click elsewhere closes it: on the puzzle's box, which the menu of 36 kinds covers at 900 px high (a pointer's
    # click there met the menu's last link), so the click is the box's own
    browser.execute_script("arguments[0].click()", by_id(browser, "puzzle"))
    assert _bar(browser)["links"] == [] and button.get_attribute("aria-expanded") == "false"
    browser.set_window_size(4200, 900)  # wide again: the links again
    wait_for(browser, lambda: _bar(browser)["menu"] is None)
    assert _bar(browser)["links"] == TITLES
    browser.set_window_size(1400, 1000)  # as the other browser tests expect it
