"""Hostile pass 83, part b: the five original kinds' web pages, in headless Chromium."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from test_web_pages import click_and_wait  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402


def test_a_whole_puzzle_chosen_as_a_part_is_sent_to_the_any_file_page(live_server, browser, tmp_path):
    # It was told "give it as the puzzle itself", on pages with no box for a puzzle (packing, calendar).
    puzzle = tmp_path / "cal.json"
    puzzle.write_text('{"kind": "calendar", "date": "2026-10-06"}')
    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: by_id(browser, "counter").text)
    by_id(browser, "piece-file").send_keys(str(puzzle))
    wait_for(browser, lambda: by_id(browser, "pieces").get_attribute("value") == "file:cal.json")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text == ("cal.json: a JSON puzzle file, not a piece file: open it on the “Any file” "
                                            "page (/file), not as its pieces")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "edition-file").send_keys(str(puzzle))
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "file:cal.json")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text == ("cal.json: a JSON puzzle file, not an edition file: open it on the “Any "
                                            "file” page (/file), not as its edition")


def test_a_page_prints_its_answer_not_its_form(live_server, browser):
    # Printed, the form came first and pushed the answer's picture onto a second page, away from its heading.
    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: by_id(browser, "counter").text)
    click_and_wait(browser, "solve")
    shown = "return getComputedStyle(document.querySelector(arguments[0])).display !== 'none'"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert not browser.execute_script(shown, "section[aria-label=Puzzle]")
        assert not browser.execute_script(shown, "header.top nav")
        assert browser.execute_script(shown, "section.answer") and browser.execute_script(shown, "#picture")
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert browser.execute_script(shown, "section[aria-label=Puzzle]")


def test_a_listing_prints_whole(live_server, browser):
    # Printed, the answer's text box (max-height 22rem, scrolled) printed only the part in view: the eight queens'
    # second answer was cut.
    open_page(browser, live_server + "/puzzle/cover")
    wait_for(browser, lambda: by_id(browser, "example").is_displayed())
    by_id(browser, "example").click()
    click_and_wait(browser, "solve")
    style = "const s = getComputedStyle(document.getElementById('text')); return [s.maxHeight, s.overflowY]"
    assert browser.execute_script(style) != ["none", "visible"]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert browser.execute_script(style) == ["none", "visible"]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_a_board_is_one_tab_stop_stepped_with_the_arrow_keys(live_server, browser):
    # Every cell was a Tab stop: 60 Tabs past a 6x10 packing board (900 past 30x30) to reach its Pieces.
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: by_id(browser, "counter").text)
    by_id(browser, "board").click()
    by_id(browser, "board").send_keys(Keys.ESCAPE)

    def focused():
        return browser.switch_to.active_element.get_attribute("aria-label") or browser.switch_to.active_element.get_attribute("id")

    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert focused() == "row 1, column 1: board cell"
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT, Keys.ARROW_DOWN).perform()
    assert focused() == "row 2, column 2: board cell"
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert focused() == "row 2, column 2: not in the board"
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert focused() == "rows"
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert focused() == "row 2, column 2: not in the board"  # back to the cell last focused


def test_every_date_starts_at_the_addresss_edition(live_server, browser):
    # /puzzle/calendar?edition=weekday: the One date tab took weekday, Every date counted dragonfjord's dates.
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06&edition=weekday")
    wait_for(browser, lambda: by_id(browser, "census-edition").get_attribute("value") == "weekday")
    assert by_id(browser, "edition").get_attribute("value") == "weekday"


def test_a_one_sided_packing_is_headed_one_sided(live_server, browser, tmp_path, run_cli):
    # A one-sided tiling was headed "pentominoes into 5x12" and its picture "pentominoes in 5x12", as a two-sided
    # one; the calendar heads its own ", pieces one-sided" and "(one-sided)".
    from test_web_pages import select

    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: by_id(browser, "counter").text)
    select(browser, "board", "5x12")
    by_id(browser, "one-sided").click()
    click_and_wait(browser, "solve")
    assert by_id(browser, "title").text == "pentominoes into 5x12, pieces one-sided"
    code, _, _ = run_cli("pack", "--board", "5x12", "--one-sided", "--svg", str(tmp_path / "a.svg"))
    assert code == 0 and "pentominoes in 5x12 (one-sided)" in (tmp_path / "a.svg").read_text()


def test_the_calendars_tabs_step_with_the_arrow_keys(live_server, browser):
    # role="tab" promised arrow keys that did nothing, and both tabs were stops of the Tab key.
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "tab-date").click()
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    assert browser.switch_to.active_element.get_attribute("id") == "tab-census"
    assert by_id(browser, "tab-census").get_attribute("aria-selected") == "true"
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element.get_attribute("id") != "tab-date"  # past the tabs, into the panel
    by_id(browser, "tab-census").click()
    ActionChains(browser).send_keys(Keys.HOME).perform()
    assert by_id(browser, "tab-date").get_attribute("aria-selected") == "true"
    assert not by_id(browser, "panel-date").get_attribute("hidden")


def test_no_yinyang_caption_without_its_picture(live_server, browser):
    # A forced-cells run cut by the time limit before drawing ("No picture: the time limit ran out while drawing")
    # was captioned "Cells that may be forced (unproven); the hatched cells differ between answers." over nothing.
    open_page(browser, live_server + "/puzzle/yinyang")
    wait_for(browser, lambda: by_id(browser, "example").is_displayed())
    by_id(browser, "example").click()
    browser.execute_script("""GS.call = async () => ({ ok: true, data: { kind: "yinyang", status: "unknown",
        complete: false, rows: 2, cols: 2, givens: [[0, 0], [0, 0]], forced: [[1, 0], [0, 0]], grid: null,
        text: "x", seconds: 10, engine: "search", svg_unfinished: "the time limit ran out while drawing" } });""")
    click_and_wait(browser, "forced")
    assert by_id(browser, "verdict").text.startswith("At most 1 of 4 cells are forced")
    assert by_id(browser, "caption").text == ""


def test_the_open_menu_stays_inside_a_phone(live_server, browser):
    # At 390 px the open Puzzles menu (100vw - 3rem wide, from the button's left) ran past the window's right edge
    # and widened the page, which then scrolled sideways.
    size = browser.get_window_size()
    try:
        browser.set_window_size(390, 844)
        open_page(browser, live_server + "/puzzle/pack")
        wait_for(browser, lambda: by_id(browser, "counter").text)
        browser.find_element("css selector", ".nav-menu").click()
        wait_for(browser, lambda: by_id(browser, "nav-links").is_displayed())
        right, wide, inner = browser.execute_script("return [document.getElementById('nav-links')"
                                                    ".getBoundingClientRect().right, document.documentElement"
                                                    ".scrollWidth, document.documentElement.clientWidth]")
        assert right <= inner and wide <= inner
    finally:
        browser.set_window_size(size["width"], size["height"])
