"""The calendar page's "Every date" tab in headless Chromium against a real
``gridsat serve``: a built-in edition's census with its heat map, an uploaded
design, a census cut short by its time limit, and a bad file's one line."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, idle, open_page, picture_appears, picture_shown, wait_for  # noqa: E402

from gridsat.puzzles.calendar.draw_census import WEB_WIDTH  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def cells(driver, row: str) -> list[str]:
    return [td.text for td in by_id(driver, row).find_elements("css selector", "td")]


def set_time(driver, seconds: str) -> None:
    box = by_id(driver, "census-time")
    box.clear()
    box.send_keys(seconds)


def run_census(driver) -> None:
    by_id(driver, "census-run").click()
    wait_for(driver, lambda: idle(driver), 120)


@pytest.mark.slow  # 8 s in a browser; the tab's other tests run by default
def test_every_date_tab_counts_dragonfjord_and_an_uploaded_design(live_server, browser):
    from selenium.webdriver.support.ui import Select

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    assert by_id(browser, "panel-census").get_attribute("hidden") == "true"
    by_id(browser, "solve").click()  # one date first: its answer goes when the tab changes
    wait_for(browser, lambda: idle(browser), 120)
    assert by_id(browser, "verdict").text == "7 solutions for this date."
    assert by_id(browser, "another").get_attribute("disabled") is None
    by_id(browser, "tab-census").click()
    assert not by_id(browser, "panel-date").is_displayed() and by_id(browser, "panel-census").is_displayed()
    wait_for(browser, lambda: len(Select(by_id(browser, "census-edition")).options) > 1)
    Select(by_id(browser, "census-edition")).select_by_value("dragonfjord")
    set_time(browser, "60")  # the server's cap: a loaded machine still finishes drawing
    run_census(browser)
    # published: 24,405 solutions over the 366 dates; the fewest 7 on Oct 6, the most 216 on Jan 25
    assert by_id(browser, "title").text == "Every date on dragonfjord"
    assert by_id(browser, "verdict").text == "Every date is solvable."
    assert by_id(browser, "facts").text.startswith("24,405 solutions over 366 dates, all counted in ")
    assert cells(browser, "census-fewest") == ["7", "Oct 6"]
    assert cells(browser, "census-most") == ["216", "Jan 25"]
    assert cells(browser, "census-none") == ["0", "none"]
    assert cells(browser, "census-median")[0].isdigit()
    assert picture_appears(browser)
    # the heat map takes the card's width at its own aspect (not shrunk into a fixed height): at least the
    # width tests/test_census_pictures.py sizes its text for
    width, height, natural_width, natural_height = browser.execute_script(
        "const i = document.getElementById('picture'); return [i.clientWidth, i.clientHeight, i.naturalWidth,"
        " i.naturalHeight];")
    assert width >= WEB_WIDTH and abs(height - width * natural_height / natural_width) <= 2, (width, height)

    # an edition file with filler cells: fewest 2 on Nov 18 and Dec 23 (docs/calendar.md)
    by_id(browser, "census-file").send_keys(str(EXAMPLES / "filler-edition.txt"))
    wait_for(browser, lambda: Select(by_id(browser, "census-edition")).first_selected_option.text
             == "sevens (filler-edition.txt)")
    run_census(browser)
    assert by_id(browser, "facts").text.startswith("16,223 solutions over 366 dates")
    fewest = cells(browser, "census-fewest")
    assert fewest[0] == "2" and "Nov 18" in fewest[1] and "Dec 23" in fewest[1]
    assert picture_appears(browser)

    by_id(browser, "tab-date").click()  # back to one date: no census answer, no step to a solution 2 of nothing
    assert by_id(browser, "title").text == "Choose a date and press Solve" and by_id(browser, "verdict").text == ""
    assert by_id(browser, "another").get_attribute("disabled") == "true" and not picture_shown(browser)
    assert by_id(browser, "picture").find_element("xpath", "..").get_attribute("class") == "big"  # its own height


@pytest.mark.slow  # 1.2-2.2 s on an idle machine; a cheaper test of the same behaviour stays in the default run
def test_every_date_tab_cut_short_and_a_bad_file(live_server, browser, tmp_path):
    from selenium.webdriver.support.ui import Select

    open_page(browser, live_server + "/puzzle/calendar#every-date")
    wait_for(browser, lambda: by_id(browser, "panel-census").is_displayed())
    wait_for(browser, lambda: len(Select(by_id(browser, "census-edition")).options) > 1)
    Select(by_id(browser, "census-edition")).select_by_value("weekday")  # about half a minute: 1 s stops it
    set_time(browser, "1")
    run_census(browser)
    assert by_id(browser, "verdict").text == "Incomplete: the time limit stopped the count.", \
        by_id(browser, "census-error").text
    assert cells(browser, "census-none") == ["?", "not known: the count was cut short"]
    assert cells(browser, "census-fewest") == cells(browser, "census-median") == ["?", "not known: the count was cut short"]
    assert cells(browser, "census-most")[0].endswith(" so far")
    assert by_id(browser, "facts").text.endswith("No picture: the time limit of 1 s ran out before the picture was drawn.")
    assert not picture_shown(browser)

    bad = tmp_path / "broken.txt"
    bad.write_text("[board b]\nJan Feb\n[editions]\nb = b : nosuchpiece\n")
    by_id(browser, "census-file").send_keys(str(bad))
    wait_for(browser, lambda: Select(by_id(browser, "census-edition")).first_selected_option.text.endswith(
        "(broken.txt)"))
    run_census(browser)
    error = by_id(browser, "census-error")
    assert error.is_displayed() and error.text.startswith("broken.txt: ")
    assert by_id(browser, "verdict").text == "" and not picture_shown(browser)
    assert by_id(browser, "title").text == "Not counted" and by_id(browser, "facts").text == error.text
    assert not by_id(browser, "census-facts").is_displayed()

    by_id(browser, "tab-date").click()  # back to one date: the census answer and its error are gone
    assert by_id(browser, "title").text == "Choose a date and press Solve"
    assert not error.is_displayed() and by_id(browser, "panel-date").is_displayed()


@pytest.mark.slow  # 2 s in a browser
def test_a_count_of_zero_points_to_the_dates_without_a_solution(live_server, browser):
    """Face up, dragonfjord leaves 72 dates without a solution (docs/calendar.md): the fewest count is 0, and its
    dates are the 'no solution' row's, listed once there (a design with 228 such dates listed them under fewest,
    median and none alike)."""
    from selenium.webdriver.support.ui import Select

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    assert by_id(browser, "panel-play").is_displayed()
    by_id(browser, "tab-census").click()
    wait_for(browser, lambda: by_id(browser, "panel-census").is_displayed())
    wait_for(browser, lambda: len(Select(by_id(browser, "census-edition")).options) > 1)
    Select(by_id(browser, "census-edition")).select_by_value("dragonfjord")
    by_id(browser, "census-one-sided").click()
    assert not by_id(browser, "panel-play").is_displayed()  # the date's board to play on goes with its tab
    set_time(browser, "60")
    run_census(browser)
    assert by_id(browser, "verdict").text == "72 dates have no solution."
    assert cells(browser, "census-fewest") == ["0", "the dates with no solution (below)"]
    assert cells(browser, "census-none")[0] == "72" and "Jan" in cells(browser, "census-none")[1]
    assert cells(browser, "census-median")[0] != "0"


@pytest.mark.parametrize("typed, said", [
    ("e", "“Stop after” holds no number as typed: type digits (or empty it for the default)"),
    ("0", "“Stop after” must be a positive number of seconds, got 0")])
def test_a_stop_after_the_page_cannot_use_is_refused_in_its_words(live_server, browser, typed, said):
    """"Stop after" holding no number ("e"): the line beside it said so, but the answer panel read "Not solved",
    the one-date tab's words, under the "Every date" tab.  "Stop after" 0: the line said "time limit must be a
    positive number of seconds, got 0", the API's words for a field the page calls "Stop after"."""
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    by_id(browser, "tab-census").click()
    wait_for(browser, lambda: by_id(browser, "panel-census").is_displayed())
    set_time(browser, typed)
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: by_id(browser, "census-error").text == said)
    assert (by_id(browser, "title").text, by_id(browser, "facts").text) == ("Not counted", said)
    assert not by_id(browser, "error").is_displayed()


@pytest.mark.slow  # 6 s in a browser
def test_a_census_stopped_by_a_switch_of_tab_leaves_no_cancelled_under_the_other_tab(live_server, browser):
    """Switching to "One date" during a census stops it; the census's reply (cancelled) then wrote "Cancelled."
    into the answer panel, under the "One date" heading the switch had put there."""
    from selenium.webdriver.support.ui import Select

    open_page(browser, live_server + "/puzzle/calendar#every-date")
    wait_for(browser, lambda: by_id(browser, "panel-census").is_displayed())
    wait_for(browser, lambda: len(Select(by_id(browser, "census-edition")).options) > 1)
    Select(by_id(browser, "census-edition")).select_by_value("weekday")  # about half a minute: still running
    set_time(browser, "60")
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: not idle(browser))
    by_id(browser, "tab-date").click()
    wait_for(browser, lambda: idle(browser), 30)
    assert by_id(browser, "title").text == "Choose a date and press Solve"
    assert by_id(browser, "facts").text == ""
