"""Hostile pass 92, part d: the web app as a newcomer, every page (live server, headless Chromium)."""

from __future__ import annotations

import urllib.parse

import pytest

pytest.importorskip("uvicorn")
from test_web_play_shading import HITORI_URL  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402


def _play(browser, base: str, kind: str, puzzle: str, at: str) -> None:
    """The play card of ``kind``'s page opened on ``puzzle`` at the position ``at`` (the address keeps both)."""
    open_page(browser, f"{base}/puzzle/{kind}#play={urllib.parse.quote(puzzle, safe='')}&at={at}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cell"))


def test_check_lists_a_filled_grids_broken_rules_without_the_fields_name(live_server, browser):
    """Check on a filled Hitori listed "position: 1 appears 3 times among the unshaded cells of row 1": the
    checker's line names the request's field, a word the board never shows (`gridsat hint --position` leaves it
    out).  Each rule is listed as the command line says it."""
    _play(browser, live_server, "hitori", HITORI_URL, "1111.1111.1111.1111")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Not an answer yet")
    lines = by_id(browser, "play-lines").text.splitlines()
    assert lines[0] == "1 appears 3 times among the unshaded cells of row 1"
    assert not [line for line in lines if line.startswith("position")]


def test_an_address_with_a_date_that_does_not_exist_logs_nothing(live_server, browser):
    """/puzzle/calendar?date=2026-02-30 named the date, but the page first put it in the date field, and the browser
    logged 'The specified value "2026-02-30" does not conform to the required format' on the console.  A date that
    does not exist is named without ever being put in the field."""
    browser.get_log("browser")  # what earlier tests logged
    open_page(browser, f"{live_server}/puzzle/calendar?date=2026-02-30&edition=weekday")
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == 'the address asks for date "2026-02-30", which does not exist: choose a date'
    assert by_id(browser, "date").get_attribute("value") == ""
    assert [e["message"] for e in browser.get_log("browser") if "2026-02-30" in e["message"]] == []


def test_every_date_refuses_a_time_past_the_servers_cap(live_server, browser):
    """The Every date tab's "Stop after" 1000 seconds was sent and lowered to the server's 60 unsaid (the census
    then said nothing of it), where the general page refuses a "Time limit (seconds)" past its most."""
    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "tab-census").click()
    field = by_id(browser, "census-time")
    field.clear()
    field.send_keys("1000")
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: by_id(browser, "census-error").text)
    assert by_id(browser, "census-error").text == "“Stop after” must be at most 60 seconds on this server, got 1000"


def test_the_yinyang_editor_never_draws_a_grid_solve_refuses(live_server, browser):
    """A blank line typed inside the Yin-Yang box ("...0 0 0 0\\n\\n1 2 0 0") was dropped by the page's reader: the
    editor drew a 5x4 puzzle while Solve said "line 5 is empty inside the grid".  The editor now goes stale (dimmed,
    with its note) as it does for any text it cannot show."""
    open_page(browser, f"{live_server}/puzzle/yinyang")
    box = by_id(browser, "puzzle")
    box.send_keys("1 0 0 0\n0 2 0 0\n0 0 0 0\n0 0 0 0\n")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#editor button")) == 16)
    box.send_keys("\n1 2 0 0")
    wait_for(browser, lambda: by_id(browser, "editor-note").is_displayed())
    assert len(browser.find_elements("css selector", "#editor button")) == 16  # was 20: the rows after the blank


def test_the_yinyang_pages_play_card_names_its_own_solve(live_server, browser):
    """The Yin-Yang page's Solve proves an answer unique or shows a second, yet a puzzle of several answers was told
    "(Solve with the uniqueness check shows a second one)", a check the page has under no name."""
    _play(browser, live_server, "yinyang", "0 0 0\n0 0 0\n0 0 0", "000.000.000")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert "(Solve shows a second one)" in by_id(browser, "play-message").text


def test_a_puzzle_too_large_for_the_server_is_named(live_server, browser):
    """A 1.4 MB file chosen as the puzzle was told only "the request has 1,400,780 bytes; this server takes at most
    524,288": which of the page's inputs was too large went unsaid (a piece or edition file was named)."""
    open_page(browser, f"{live_server}/file")
    browser.execute_script("const box = document.getElementById('puzzle'); box.value = arguments[0];"
                           "box.dispatchEvent(new Event('input'));", ". " * 300_000)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text.endswith("this server takes at most 524,288 (the puzzle has 600,000 characters)")


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_an_answer_to_a_puzzle_replaced_while_solving_says_so(live_server, browser):
    """An empty 40x40 Slitherlink counted, and "Try an example" pressed meanwhile: the count ("At least 62,223
    solutions") came back beside the example's URL without a word, as if it were the example's.  The answer to what
    was asked is still shown, saying the puzzle changed (as the packing page says of its board)."""
    from selenium.webdriver.support.ui import Select

    open_page(browser, f"{live_server}/puzzle/slitherlink")
    browser.execute_script("document.getElementById('puzzle').value = arguments[0];",
                           "\n".join(" ".join("." * 40) for _ in range(40)))
    Select(by_id(browser, "task")).select_by_value("count")
    by_id(browser, "time-limit").clear()
    by_id(browser, "time-limit").send_keys("2")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "busy").is_displayed())
    by_id(browser, "example").click()
    wait_for(browser, lambda: by_id(browser, "verdict").text, 60)
    assert by_id(browser, "facts").text.endswith(" The puzzle or its settings changed meanwhile: press Solve for them.")


def test_the_calendar_board_without_a_date_says_to_choose_one(live_server, browser):
    """'Show the board' with the date field emptied said "puzzle: date '' is not YYYY-MM-DD (or MM-DD), e.g.
    2026-10-06" (the request's field, a format the field never shows) where Solve says "choose a date"."""
    open_page(browser, f"{live_server}/puzzle/calendar")
    browser.execute_script("const f = document.getElementById('date'); f.value = '';"
                           "f.dispatchEvent(new Event('input')); f.dispatchEvent(new Event('change'));")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: by_id(browser, "play-why").text)
    assert by_id(browser, "play-why").text == "Choose a date above first."
