"""Hostile pass 93, part a: the Sudoku play card, played as a Sudoku player would (headless Chromium)."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from test_web_play_digits import (FOUR, NINE, NINE_GIVENS, SIXTEEN, SIXTEEN_ANSWER, board, cell,  # noqa: E402
                                  hint, start, typed)
from web_server import by_id, open_page, wait_for  # noqa: E402


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


def opened_at(browser, server: str, puzzle: str, at: str, cells: int) -> str:
    """The play card's message once the address ``#play=PUZZLE&at=AT`` is opened."""
    from urllib.parse import quote

    open_page(browser, f"{server}/puzzle/sudoku#play={quote(puzzle, safe='')}&at={at}")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == cells
             and by_id(browser, "play-message").text)
    return by_id(browser, "play-message").text


def test_a_16x16_address_edited_in_capitals_and_a_letter_past_its_digits(live_server, browser, api_client):
    givens = hint(api_client, SIXTEEN)["givens"]
    position = [row[:] for row in givens]
    position[0][5] = SIXTEEN_ANSWER[0][5]  # 12: "c"
    rows = [["0123456789abcdefg"[v] for v in row] for row in position]
    # was: "... is not rows of digits joined by "." (e.g. 01200.00210)": the page types A to G, its address a to g
    assert opened_at(browser, live_server, SIXTEEN, ".".join("".join(row) for row in rows).upper(), 256) == (
        "Your position is back: play on.")
    assert board(browser) == position
    rows[0][4] = "h"
    # was: 'row 1, column 5: '17' is not a digit from 1 to 16, '.', 0 or ?': the value sent, not the address's
    # "h", and a text position's words ("." joins the address's rows, "?" is refused)
    at = ".".join("".join(row) for row in rows)
    assert opened_at(browser, live_server, SIXTEEN, at, 256) == (
        f"the address's position \"{at[:40]}...\" ({len(at)} characters) is not a position of this puzzle (row 1, "
        "column 5: \"h\" is no digit of "
        "this board: 0 (empty) and 1 to 9, then a to g for 10 to 16): the play starts from the givens.")
    at = ".".join("".join(str(v) for v in row) for row in NINE_GIVENS)[:-1] + "a"
    assert opened_at(browser, live_server, NINE, at, 81) == (
        # was: its first 40 characters in whole quotes, as if they were all the address held
        f"the address's position \"{at[:40]}...\" (89 characters) is not a position of this puzzle (row 9, column 9: "
        "\"a\" is no digit of "
        "this board: 0 (empty) and 1 to 9): the play starts from the givens.")
    assert board(browser) == NINE_GIVENS


def test_with_pencil_on_a_digit_written_is_emptied_and_not_pencilled_over_unsaid(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    cell(browser, 0, 0).click()
    typed(browser, "2")
    by_id(browser, "play-pencil").click()
    # was: with Pencil on, Backspace, the pad's key and 0 left the 2: it came off only with Pencil turned off
    typed(browser, Keys.BACKSPACE)
    assert board(browser)[0][0] == 0
    by_id(browser, "play-pencil").click()
    typed(browser, "4", "0")
    assert board(browser)[0][0] == 0
    by_id(browser, "play-pencil").click()
    typed(browser, "2")  # a mark, Pencil on
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty, pencil marks 2"
    browser.find_element("css selector", '#play-pad .pad-clear').click()
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty"
    by_id(browser, "play-pencil").click()
    typed(browser, "2", Keys.SHIFT + "3" + Keys.SHIFT)
    # was: nothing, and nothing said
    assert by_id(browser, "play-message").text == "r1c1 holds a digit: pencil marks go in an empty cell."
    assert board(browser)[0][0] == 2


def test_a_16x16s_pencil_mark_then_a_digit_typed_are_two_moves(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, SIXTEEN, 256)
    cell(browser, 0, 3).click()
    # was: Shift+1 (a mark 1) then 6 (a digit) made one two-digit value: 16 written in the cell, the mark gone
    typed(browser, Keys.SHIFT + "1" + Keys.SHIFT, "6")
    assert board(browser)[0][3] == 6
    assert cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: 6"
    typed(browser, Keys.BACKSPACE)
    assert cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: empty, pencil marks 1"
    typed(browser, "1", Keys.SHIFT + "6" + Keys.SHIFT)  # a digit 1, then a mark where a digit stands: said
    assert board(browser)[0][3] == 1
    assert by_id(browser, "play-message").text == "r1c4 holds a digit: pencil marks go in an empty cell."


def test_a_digit_typed_after_check_or_apply_goes_to_the_cell_still_selected(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    cell(browser, 1, 1).click()
    typed(browser, "4")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    # was: the focus on Check, Backspace and 3 went nowhere beside r2c2 shown selected
    typed(browser, Keys.BACKSPACE, "3")
    assert board(browser)[1][1] == 3
    assert browser.switch_to.active_element.get_attribute("aria-label").startswith("r2c2: 3")
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    by_id(browser, "play-apply").click()  # the focus goes to Hint
    typed(browser, "1")
    assert board(browser)[1][1] == 1


def test_play_pressed_again_over_pencil_marks_alone_keeps_them_one_undo_away(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    cell(browser, 0, 0).click()
    typed(browser, Keys.SHIFT + "2" + Keys.SHIFT, Keys.SHIFT + "4" + Keys.SHIFT)
    by_id(browser, "play-start").click()
    # was: "Your move: ..." and the marks gone, Undo disabled: marks are moves, but only digits counted as played
    wait_for(browser, lambda: by_id(browser, "play-message").text == (
        "Started again from the givens: Undo brings your position back."))
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty"
    by_id(browser, "play-undo").click()
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty, pencil marks 2 4"


def test_a_printed_sudoku_has_no_pad_and_no_selection_tints(live_server, browser):
    start(browser, live_server, NINE, 81)
    cell(browser, 0, 0).click()
    typed(browser, "2")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        # was: the pad's buttons printed under the board, r1c1 yellow among tinted rows, columns and boxes, the 2s
        # of the board a darker tint
        assert browser.execute_script("return getComputedStyle(document.getElementById('play-pad')).display") == "none"
        def backgrounds():  # (once the cells' 0.08 s colour transition has run)
            return set(browser.execute_script("return [...document.querySelectorAll('#play-board .cell')].map("
                                              "(b) => getComputedStyle(b).backgroundColor)"))
        wait_for(browser, lambda: backgrounds() == {"rgb(255, 255, 255)"}, 10)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


PLAY_ADDRESS = ("http://127.0.0.1:8765/puzzle/sudoku#play=https%3A%2F%2Fpuzz.link%2Fp%3Fsudoku%2F4%2F4%2Fg1k23k3g"
                "&at=2100.0002.3000.0030")
PLAY_WORDS = ("gridsat's play address (a web page's link, its puzzle after 'play='): gridsat opens no web pages; give "
              "the puzzle inside it alone, 'https://puzz.link/p?sudoku/4/4/g1k23k3g'")


def test_the_play_cards_own_address_given_as_a_puzzle_names_the_puzzle_inside_it(run_cli, api_client):
    # was: "a URL with its '?' or '/' written as %3F or %2F (percent-encoded): write them plainly", and written
    # plainly it was refused again as "a link to another page holding a puzz.link URL"
    for command in ("sudoku", "solve", "yinyang"):
        code, _, err = run_cli(command, PLAY_ADDRESS)
        assert code == 2 and err.endswith(f": {PLAY_WORDS}\n"), err
    reply = api_client.post("/api/hint", json={"kind": "sudoku", "puzzle": PLAY_ADDRESS})
    assert reply.status_code == 422 and reply.json()["error"] == f"Sudoku: {PLAY_WORDS}"
    code, _, err = run_cli("solve", "https%3A%2F%2Fpuzz.link%2Fp%3Fsudoku%2F4%2F4%2Fg1k23k3g")  # no play address
    assert err == ("gridsat: error: URL: a URL with its '?' or '/' written as %3F or %2F (percent-encoded): write them "
                   "plainly\n")


def test_the_cell_a_hint_decides_says_its_digit_to_a_screen_reader(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    cell(browser, 0, 0).click()
    typed(browser, Keys.SHIFT + "2" + Keys.SHIFT, Keys.SHIFT + "4" + Keys.SHIFT)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert cell(browser, 0, 0).text == "2"
    # was: "r1c1: empty, pencil marks 2 4, the step decides it": the red 2 drawn unsaid, the marks it hides said
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty, the step writes 2 here"
    by_id(browser, "play-undo").click()  # the step gone: the marks again
    assert cell(browser, 0, 0).get_attribute("aria-label") == "r1c1: empty, pencil marks 2"


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
def test_16_typed_on_a_cell_holding_1_is_one_move_of_its_own(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, SIXTEEN, 256)
    cell(browser, 0, 3).click()
    typed(browser, "1")
    cell(browser, 0, 4).click()
    typed(browser, Keys.SHIFT + "5" + Keys.SHIFT)  # a mark in r1c5, after the 1
    cell(browser, 0, 3).click()
    typed(browser, "1", "6")  # 1 again (no change), then 6: 16
    # was: the 6 took the marks back from the move before the 1's (r1c5's 5 lost), and the 16 was one Undo with
    # the mark: Undo emptied r1c5's marks and left 1
    assert board(browser)[0][3] == 16
    assert cell(browser, 0, 4).get_attribute("aria-label") == "r1c5: empty, pencil marks 5"
    by_id(browser, "play-undo").click()
    assert board(browser)[0][3] == 1
    assert cell(browser, 0, 4).get_attribute("aria-label") == "r1c5: empty, pencil marks 5"


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_a_first_digit_taken_back_by_undo_waits_for_no_second(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, SIXTEEN, 256)
    cell(browser, 0, 4).click()
    typed(browser, Keys.SHIFT + "5" + Keys.SHIFT)
    cell(browser, 0, 3).click()
    typed(browser, "1")
    by_id(browser, "play-undo").click()
    typed(browser, "6")  # (the key goes to r1c4, still selected)
    # was: 16, one move with the mark before it: r1c5's mark gone with the 1's Undo
    assert board(browser)[0][3] == 6
    by_id(browser, "play-undo").click()
    assert board(browser)[0][3] == 0
    assert cell(browser, 0, 4).get_attribute("aria-label") == "r1c5: empty, pencil marks 5"


def test_a_sudoku_given_whole_is_not_told_to_select_a_cell(live_server, browser):
    start(browser, live_server, "2143\n4312\n3421\n1234", 16)
    # was: "Your move: select a cell and type its digit, or ask for a Hint.", every cell a given
    assert by_id(browser, "play-message").text == "Every cell is given: Check judges the grid."
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
