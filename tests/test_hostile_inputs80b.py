"""Hostile pass 80, part b: the web pages of the puzz.link genres."""

from __future__ import annotations

import pytest

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


@pytest.mark.slow  # a browser
def test_another_kind_chosen_on_a_kinds_page_opens_that_kinds_page(live_server, browser):
    """/puzzle/nurikabe, Hitori chosen in its Kind menu: the Hitori puzzle was solved under the heading, words, title
    and play card of Nurikabe, whose Play then refused it ("this looks like a Hitori puzzle, not Nurikabe: its page
    is /puzzle/hitori").  The chosen kind's page now opens, the puzzle typed in the box going with it."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/nurikabe")
    by_id(browser, "puzzle").send_keys(HITORI)
    Select(by_id(browser, "kind")).select_by_value("hitori")
    wait_for(browser, lambda: browser.current_url.endswith("/puzzle/hitori"))
    wait_for(browser, lambda: by_id(browser, "heading").text == "Hitori")
    assert browser.title == "Hitori · gridsat"
    assert by_id(browser, "nav").find_element("css selector", ".nav-menu").text == "Puzzles: Hitori"
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value") == HITORI)
    by_id(browser, "play-start").click()  # the play card is Hitori's: it plays the puzzle
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 16)
    assert not by_id(browser, "play-error").is_displayed()
    Select(by_id(browser, "kind")).select_by_value("")  # "recognise it from the file": the page for any file
    wait_for(browser, lambda: browser.current_url.endswith("/file") and "/puzzle/" not in browser.current_url)
    wait_for(browser, lambda: by_id(browser, "heading").text == "Any puzzle file")
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value") == HITORI)
    open_page(browser, live_server + "/puzzle/hitori")  # carried once: a page opened later starts empty
    wait_for(browser, lambda: by_id(browser, "kind").get_attribute("value") == "hitori")
    assert by_id(browser, "puzzle").get_attribute("value") == ""
    Select(by_id(browser, "kind")).select_by_value("nurikabe")
    wait_for(browser, lambda: browser.current_url.endswith("/puzzle/nurikabe"))
    browser.back()  # the page left, come back to, is Hitori's still (its menu kept Nurikabe, solved so)
    wait_for(browser, lambda: browser.current_url.endswith("/puzzle/hitori"))
    wait_for(browser, lambda: by_id(browser, "heading").text == "Hitori")
    assert by_id(browser, "kind").get_attribute("value") == "hitori"


def test_the_any_file_address_of_a_kind_without_a_page_of_its_own_is_its_page(api_client):
    """/puzzle/hitori/file was a second address of Hitori's page, whose header named no puzzle ("Puzzles"); the
    kinds with pages of their own keep it as their page for any file."""
    reply = api_client.get("/puzzle/hitori/file?x=1", follow_redirects=False)
    assert (reply.status_code, reply.headers["location"]) == (308, "/puzzle/hitori?x=1")
    for name in ("pack", "calendar", "yinyang", "dominofit"):
        reply = api_client.get(f"/puzzle/{name}/file", follow_redirects=False)
        assert reply.status_code == 200 and "<title>Any puzzle file" in reply.text


def test_a_16x16_sudoku_written_without_spaces_is_told_how_to_write_it(api_client):
    """16 lines of 16 dots (a 16x16 board, typed on the Sudoku page) was told "Sudoku: 16 lines, each a Sudoku:
    send one puzzle at a time": each line read as a 4x4 written on one line."""
    reply = api_client.post("/api/solve", json={"kind": "sudoku", "puzzle": "\n".join(["." * 16] * 16)})
    assert reply.status_code == 422
    assert reply.json()["error"] == (
        "Sudoku: 16 lines of 16 characters: a 16x16 Sudoku is written with its cells separated by spaces (its digits "
        "run past 9), e.g. '. 12 . 3 ...' (without spaces, a line of 16 is a 4x4 Sudoku of its own)")
    reply = api_client.post("/api/solve", json={"kind": "sudoku", "puzzle": "\n".join(["." * 16] * 3)})
    assert reply.json()["error"] == "Sudoku: 3 lines, each a Sudoku: send one puzzle at a time"  # as before
    # the page for any file (no kind): was "puzzle: 16 lines, each a puzzle: send one puzzle at a time"
    reply = api_client.post("/api/solve", json={"puzzle": "\n".join(["." * 16] * 16)})
    assert reply.json()["error"] == (
        "puzzle: 16 lines of 16 characters: a 16x16 Sudoku is written with its cells separated by spaces (its "
        "digits run past 9), e.g. '. 12 . 3 ...' (without spaces, a line of 16 is a 4x4 Sudoku of its own)")


@pytest.mark.slow  # a browser
def test_the_play_card_names_the_task_that_shows_a_second_answer(live_server, browser):
    """Nurikabe's page, a puzzle with two answers: the play card said "(Solve with the uniqueness check shows a second
    one)", a check the page has under no name (its task menu calls it "a solution, and prove it is the only one")."""
    import urllib.parse

    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/nurikabe#play=" + urllib.parse.quote("2 . .\n. . .\n. . 2", safe=""))
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        "no hints: the puzzle has more than one answer (Solve with the task “a solution, and prove it is the only "
        "one” shows a second one): play on without Hint; Check judges your grid once every cell is filled.")


def test_a_statue_park_piece_longer_than_the_board_is_named(api_client):
    """A piece that fits nowhere on the board (an I pentomino on a 4x4) was told only "the board has no clue, and the
    rules alone leave none" (the Statue Park page's verdict and `gridsat statuepark`'s line)."""
    board = "pieces: #####\n" + ". . . .\n" * 4
    reply = api_client.post("/api/solve", json={"kind": "statuepark", "puzzle": board, "text": True})
    assert reply.json()["status"] == "infeasible"
    assert reply.json()["text"] == "no answer: piece 1 (#####, 1x5) fits nowhere on the 4x4 board, however it is turned"


@pytest.mark.slow  # a browser
def test_stepping_through_a_kind_pages_menu_with_the_keyboard_stays_until_enter(live_server, browser):
    """An arrow key on the closed Kind menu changes it at once (Chrome): the kind's page was left at the first step,
    before the keyboard user reached the kind wanted.  The page is left on Enter (or on leaving the menu)."""
    import time

    from selenium.webdriver.common.keys import Keys
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/nurikabe")
    wait_for(browser, lambda: by_id(browser, "kind").get_attribute("value") == "nurikabe")
    browser.execute_script("document.getElementById('kind').focus()")
    by_id(browser, "kind").send_keys(Keys.ARROW_DOWN)
    by_id(browser, "kind").send_keys(Keys.ARROW_DOWN)
    time.sleep(0.5)  # (a page left would have gone by now)
    names = browser.execute_script("return [...document.getElementById('kind').options].map((o) => o.value)")
    stepped = names[names.index("nurikabe") + 2]
    assert browser.current_url.endswith("/puzzle/nurikabe") and by_id(browser, "kind").get_attribute("value") == stepped
    by_id(browser, "kind").send_keys(Keys.ENTER)
    wait_for(browser, lambda: browser.current_url.endswith(f"/puzzle/{stepped}"))


@pytest.mark.slow  # a browser
def test_the_yinyang_page_says_when_no_cell_is_forced(live_server, browser):
    """Forced cells of an empty 4x4: "0 of 16 cells are forced: every answer shades them the same way."."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys("0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0")
    by_id(browser, "forced").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 30)
    assert by_id(browser, "verdict").text == (
        "No cell is forced: each of the 16 is white in some answer and black in another.")
