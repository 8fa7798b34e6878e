"""Hostile pass 94, part d: the play cards by keyboard and touch, in headless Chromium."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from test_web_play_digits import NINE  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402

FIT = ("const b = document.getElementById('play-board'); const s = b.querySelector('.play-regions');"
       "return [b.scrollWidth, b.parentElement.clientWidth, getComputedStyle(b).getPropertyValue('--cell'),"
       " s.getAttribute('viewBox')];")


def test_a_board_turned_upright_fits_the_phone(live_server, browser):
    # A board built wide kept its cells when the window narrowed (a phone turned from landscape to portrait): a 9x9
    # Sudoku's 44 px cells, 416 px, in a card 287 px wide scrolling sideways, its last columns out of sight.
    size = browser.get_window_size()
    try:
        browser.set_window_size(1200, 900)
        open_page(browser, live_server + "/puzzle/sudoku")
        by_id(browser, "puzzle").send_keys(NINE)
        by_id(browser, "play-start").click()
        wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 81)
        assert browser.execute_script(FIT) == [416, 520, "44px", "0 0 416 416"]
        browser.set_window_size(390, 844)
        wait_for(browser, lambda: browser.execute_script(FIT)[2] != "44px")
        wide, room, cell, box = browser.execute_script(FIT)
        assert wide <= room and cell == "29px" and box == "0 0 281 281"  # the regions' lines redrawn at the size
        browser.set_window_size(1200, 900)  # and back: the cells grow again
        wait_for(browser, lambda: browser.execute_script(FIT)[2] == "44px")
    finally:
        browser.set_window_size(size["width"], size["height"])


def test_a_domino_fit_board_turned_upright_fits_the_phone(live_server, browser):
    # Its board held its card open at its old width: narrowed to 390 px, the page was 413 px wide and scrolled
    # sideways (its cells 38 px where a board drawn at 390 px has 28).
    size = browser.get_window_size()
    look = ("const b = document.getElementById('board-view'); return [b.style.getPropertyValue('--cell'),"
            " document.documentElement.scrollWidth, document.documentElement.clientWidth];")
    try:
        browser.set_window_size(1200, 900)
        open_page(browser, live_server + "/puzzle/dominofit")
        by_id(browser, "generate").click()
        wait_for(browser, lambda: browser.execute_script(look)[0] == "40px")
        browser.set_window_size(390, 844)
        wait_for(browser, lambda: browser.execute_script(look)[0] != "40px")
        cell, wide, inner = browser.execute_script(look)
        assert cell == "28px" and wide <= inner
    finally:
        browser.set_window_size(size["width"], size["height"])


@pytest.mark.parametrize("kind, puzzle, at, said", [
    ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "30000.00000.00000.00000.00000",
     '"30000.00000.00000.00000.00000" is not a position of this puzzle (row 1, column 1: "3" is no digit of this '
     "board: 0 (undecided), 1 (unshaded) and 2 (shaded))"),
    ("lightup", "https://puzz.link/p?akari/6/6/nekcakbl", "000000.000000.000000.000000.000000.000009",
     '"000000.000000.000000.000000.000000.00000..." (41 characters) is not a position of this puzzle (row 6, column '
     '6: "9" is no digit of this board: 0 (undecided), 1 (bulb-free) and 2 (bulb))')])
def test_an_address_value_past_a_click_boards_values_is_named_in_the_addresss_words(live_server, browser, kind,
                                                                                  puzzle, at, said):
    # was the server's words for a text position, "'3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or #
    # (shaded)": an address cannot hold '?' or '#', and its '.' joins rows (a Sudoku's address was told so in pass 93)
    import urllib.parse

    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/{kind}#play={urllib.parse.quote(puzzle, safe='')}&at={at}")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == f"the address's position {said}: the play starts from the givens."


def _game(browser):
    return browser.execute_script("return [document.querySelectorAll('#play-board .cell').length,"
                                  " [...document.querySelectorAll('#play-board .cell')].map((b) => b.dataset.value)"
                                  ".join(''), location.hash.split('&at=')[1] || null]")


def test_a_refused_link_opened_over_a_game_leaves_the_games_address(live_server, browser):
    # The Sudoku board stayed on screen under "this looks like a Nurikabe puzzle, not Sudoku" while the address held
    # the refused Nurikabe: reloaded, the board was gone; a move wrote the Sudoku back.
    import urllib.parse

    sudoku = urllib.parse.quote("https://puzz.link/p?sudoku/4/4/g1k23k3g", safe="")
    nurikabe = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/sudoku#play={sudoku}&at=2100.0002.3000.0030")
    wait_for(browser, lambda: _game(browser)[0] == 16)
    browser.get(live_server + f"/puzzle/sudoku#play={nurikabe}")  # a link opened in this tab
    wait_for(browser, lambda: by_id(browser, "play-error").text)
    assert by_id(browser, "play-error").text == "this looks like a Nurikabe puzzle, not Sudoku: its page is /puzzle/nurikabe"
    assert _game(browser) == [16, "2100000230000030", "2100.0002.3000.0030"]
    assert f"play={sudoku}&" in browser.current_url


def test_a_link_naming_no_kind_over_a_game_on_the_general_page_reads_as_opened(live_server, browser):
    # was "this looks like a Nurikabe puzzle, not Sudoku" of the Sudoku played: the page opened with that address says
    # its game names no kind
    import urllib.parse

    sudoku = urllib.parse.quote("https://puzz.link/p?sudoku/4/4/g1k23k3g", safe="")
    nurikabe = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/file#kind=sudoku&play={sudoku}")
    wait_for(browser, lambda: _game(browser)[0] == 16)
    browser.get(live_server + f"/file#play={nurikabe}")
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == ("the address's game names no kind: choose its kind in the menu above to "
                                            "play it")


def test_a_tapped_cell_keeps_no_pointer_frame_on_a_touch_screen(live_server, browser):
    # A phone keeps :hover on the cell last tapped: its grey dashed pointer's frame ('dashed') stayed on it until the
    # next tap, beside the dashed frames Check draws round mistakes.  Headless Chromium says, as a phone does, that it
    # has no pointer that hovers; the frame is only where one does (@media (hover: hover)).
    import urllib.parse

    nurikabe = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/nurikabe#play={nurikabe}")
    wait_for(browser, lambda: _game(browser)[0] == 25)
    browser.find_element("css selector", '#play-board .cell[data-row="0"][data-col="0"]').click()
    assert browser.execute_script("const c = document.querySelector('#play-board .cell');"
                                  "return [matchMedia('(hover: none)').matches, c.matches(':hover'),"
                                  " getComputedStyle(c).outlineStyle];") == [True, True, "none"]


def test_play_pressed_on_the_same_puzzle_written_otherwise_keeps_the_moves(live_server, browser):
    # A newline added after the box's puzzle (or the Yin-Yang editor's rows for the address's URL): Play started over
    # with Undo emptied ("Your move: select a cell..."), every move lost; the same board is the same game.
    from selenium.webdriver.common.keys import Keys

    open_page(browser, live_server + "/puzzle/sudoku")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: _game(browser)[0] == 16)
    browser.find_element("css selector", '#play-board .cell[data-row="0"][data-col="0"]').click()
    browser.switch_to.active_element.send_keys("2")
    by_id(browser, "puzzle").send_keys(Keys.END, "\n")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: _game(browser)[1] == "0100000230000030")
    assert by_id(browser, "play-message").text == "Started again from the givens: Undo brings your position back."
    by_id(browser, "play-undo").click()
    assert _game(browser)[1:] == ["2100000230000030", "2100.0002.3000.0030"]


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_a_hint_asked_before_the_kind_changed_is_dropped(live_server, browser):
    # The Nurikabe step answered after the Kind menu turned to Hitori was said in the Hitori card beside no board
    # ("Next step (rule: one) ..."), a TypeError in the console, and that card's Play stayed disabled until then.
    import urllib.parse

    from selenium.webdriver.support.ui import Select

    nurikabe = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/file#kind=nurikabe&play={nurikabe}")
    wait_for(browser, lambda: _game(browser)[0] == 25)
    browser.get_log("browser")  # (the console's earlier lines)
    browser.execute_script("const f = window.fetch; window.fetch = (...a) => new Promise((ok) => setTimeout(() => "
                           "ok(f(...a)), 1000)); window.asked = 0; const g = window.fetch; window.fetch = (...a) => "
                           "{ window.asked += 1; return g(...a).finally(() => { window.asked -= 1; }); };")
    by_id(browser, "play-hint").click()
    Select(by_id(browser, "kind")).select_by_value("hitori")
    assert by_id(browser, "play-start").is_enabled()
    wait_for(browser, lambda: browser.execute_script("return window.asked === 0;"))
    assert [by_id(browser, name).text for name in ("play-verdict", "play-message")] == ["", ""]
    assert not [line for line in browser.get_log("browser") if "TypeError" in line["message"]]


def test_a_tapped_pad_key_is_not_left_tinted_on_a_touch_screen(live_server, browser):
    # The digit pad's key last tapped (and Hint, Check) kept the hover tint, rgb(225, 231, 239), until the next tap:
    # it looked pressed, as a toggled Pencil does.
    open_page(browser, live_server + "/puzzle/sudoku")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: _game(browser)[0] == 16)
    browser.find_element("css selector", '#play-board .cell[data-row="0"][data-col="0"]').click()
    key = browser.find_element("css selector", '#play-pad .pad-key[data-value="2"]')
    key.click()
    assert browser.execute_script("return [arguments[0].matches(':hover'), getComputedStyle(arguments[0])"
                                  ".backgroundColor];", key) == [True, "rgb(238, 241, 245)"]


def test_a_link_naming_no_kind_on_the_general_page_with_no_game_reads_as_opened(live_server, browser):
    # was nothing at all: the link's game neither played nor named
    import urllib.parse

    nurikabe = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + "/file")
    browser.execute_script("location.hash = arguments[0];", f"play={nurikabe}")
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == ("the address's game names no kind: choose its kind in the menu above to "
                                            "play it")
