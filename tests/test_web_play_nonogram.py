"""The play card of a Nonogram on the general page, on the shared live server and headless Chromium: the board in
its frame of numbers, the frame's cells walls drawn light with their numbers dark (the kind's ``play_walls``
``frame``) and never clicked, the cells named as the steps name them (the board's own r1c1), Check marking a wrong
cell, and Hint framing the line's numbers it reads."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, wait_for  # noqa: E402

# the test puzzle of puzz.link's Nonogram (robx/pzprjs test/script/nonogram.js): a 6x6 board in a frame of 3
URL = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


@pytest.mark.slow  # (a browser's clicks and four hints: 5-25 s on a loaded machine; the card's data are tested in
# tests/test_hints_nonogram.py's web test, in the default run)
def test_a_nonogram_is_played_in_its_frame_of_numbers(live_server, browser, tmp_path):
    open_page(browser, live_server + "/puzzle/nonogram")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(URL)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 81)
    assert "framed" in by_id(browser, "play-board").get_attribute("class")
    frame = cell(browser, 1, 3)
    assert "wall" in frame.get_attribute("class") and frame.text == "2"
    assert frame.get_attribute("aria-label") == "the frame, the number 2"
    # drawn light, its number dark (a dark wall read as a shaded cell)
    light = browser.execute_script("const s = getComputedStyle(arguments[0]); return [s.backgroundColor, "
                                   "getComputedStyle(arguments[0].querySelector('.label')).color];", frame)
    assert light == ["rgb(241, 243, 245)", "rgb(27, 27, 27)"]
    frame.click()  # never clicked
    assert cell(browser, 5, 5).get_attribute("aria-label") == "r3c3: undecided"
    cell(browser, 6, 3).click()
    cell(browser, 6, 3).click()  # shaded, where row 4 has no number
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert by_id(browser, "play-message").text == (
        "This cell contradicts the puzzle's only answer (marked on the board): r4c1. As it stands, row 4 (no number) "
        "holds the shaded r4c1, though it has no number (framed on the board).")
    by_id(browser, "play-undo").click()
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == ("r4c1 to r4c6 are unshaded: row 4 has no number, so none of its "
                                                   "cells is shaded")
    by_id(browser, "play-hint").click()  # applies it
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step")
             and "column 6" in by_id(browser, "play-message").text)
    by_id(browser, "play-hint").click()
    by_id(browser, "play-hint").click()  # row 1's overlap: its numbers framed blue
    wait_for(browser, lambda: "row 1's runs 2 1" in by_id(browser, "play-message").text)
    premises = {(int(b.get_attribute("data-row")), int(b.get_attribute("data-col")))
                for b in browser.find_elements("css selector", "#play-board .cell.premise")}
    assert premises == {(3, 1), (3, 2), (3, 8)}  # its numbers 2 1 and r1c6, unshaded
    browser.save_screenshot(str(tmp_path / "hint.png"))
