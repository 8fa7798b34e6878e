"""Hostile pass 93, part a: the Sudoku play card, played as a Sudoku player would (headless Chromium)."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from test_web_play_digits import FOUR, NINE, NINE_GIVENS, board, cell, start, typed  # noqa: E402


def pressed(browser, key: str, code: str, key_code: int, text: str = "", shift: bool = False) -> None:
    """A key pressed as the keyboard sends it (its ``key`` and the ``code`` of its place), to the focused cell."""
    for kind in ("keyDown" if text else "rawKeyDown", "keyUp"):
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": code,
                                                           "windowsVirtualKeyCode": key_code, "modifiers": 8 * shift,
                                                           **({"text": text} if text and kind == "keyDown" else {})})


def test_the_number_pads_arrows_without_num_lock_move_and_write_no_digit(live_server, browser):
    # was: the number pad's 2 with Num Lock off (key ArrowDown, code Numpad2) wrote a 2 in r1c1 and moved down, its
    # 6 (ArrowRight) a 6: a player moving with the pad's arrows filled the cells they left
    start(browser, live_server, NINE, 81)
    cell(browser, 0, 0).click()
    pressed(browser, "ArrowDown", "Numpad2", 40)
    assert board(browser) == NINE_GIVENS
    assert browser.switch_to.active_element.get_attribute("aria-label") == "r4c1: empty"  # over r2c1, r3c1's givens
    pressed(browser, "End", "Numpad1", 35)
    assert board(browser) == NINE_GIVENS
    pressed(browser, "3", "Numpad3", 99, "3")  # Num Lock on: its digit
    assert board(browser)[3][0] == 3
    pressed(browser, "&", "Digit1", 49, "&")  # a French keyboard's 1 (its key "&"): the 1 of its place
    assert board(browser)[3][0] == 1


def test_a_4x4s_shift_digit_marks_a_candidate(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    cell(browser, 0, 0).click()
    typed(browser, Keys.SHIFT + "2" + Keys.SHIFT)
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty, pencil marks 2"
