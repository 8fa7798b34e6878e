"""Playing the calendar puzzle on its page (headless Chromium on the shared
live server): a date is picked by clicking its month and day cells on the
board, and "Hint" shows the command line's first hint for that date: its
piece on the board, its sentence below."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, idle, open_page, post, wait_for  # noqa: E402


def cells(browser, selector: str) -> list:
    return browser.find_elements("css selector", f"#play-board {selector}")


def texts(browser, selector: str) -> list:
    """The texts of the board's cells matching ``selector``, read in one go."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#play-board ' + arguments[0])].map((c) => c.textContent);", selector)


def pieces(browser) -> set:
    """The pieces on the board, read in one go (the board is redrawn after each answer)."""
    return set(browser.execute_script(
        "return [...document.querySelectorAll('#play-board .piece')].map((c) => c.dataset.piece);"))


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_clicking_a_month_and_a_day_then_hint_shows_the_first_piece(live_server, browser, run_cli, tmp_path):
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: len(texts(browser, ".cal-cell")) == 49 and idle(browser), 120)  # a cold worker
    assert texts(browser, ".date") == ["Oct", "6"]
    next(c for c in cells(browser, ".cal-cell") if c.text == "Mar").click()
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "2026-03-06" and idle(browser))
    next(c for c in cells(browser, ".cal-cell") if c.text == "14").click()
    wait_for(browser, lambda: texts(browser, ".date") == ["Mar", "14"] and idle(browser))
    assert by_id(browser, "date").get_attribute("value") == "2026-03-14"
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: texts(browser, ".new") and idle(browser))
    code, out, err = run_cli("hint", "2026-03-14", "--kind", "calendar", "--json")
    first = json.loads(out)["steps"][0]
    # several answers remain on 14 March and no piece is forced at the start: the hint says so and places one
    assert first["rule"] == "choice" and first["sentence"].endswith("U5 (Jan Feb Jul 1 2)")
    shown = {(int(c.get_attribute("data-row")), int(c.get_attribute("data-col"))) for c in cells(browser, ".new")}
    assert shown == {tuple(d["cell"]) for d in first["decided"]}
    assert {c.get_attribute("data-piece") for c in cells(browser, ".new")} == {"U5"}
    assert by_id(browser, "play-why").text == "A choice: " + first["sentence"]
    browser.execute_script("document.getElementById('play-board').scrollIntoView()")
    browser.save_screenshot(str(tmp_path / "calendar-play.png"))
    # the next hints carry on from the position on the board, each a piece more
    for placed in (2, 3):
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: len(pieces(browser)) == placed and idle(browser))
    code, data = post(live_server, "/api/hint", {"kind": "calendar", "steps": True, "puzzle": json.dumps(
        {"kind": "calendar", "date": "2026-03-14", "edition": "dragonfjord"})})
    assert code == 200 and data["solved"] and data["labels"][0] == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", ""]
    browser.save_screenshot(str(tmp_path / "calendar-play-3.png"))
