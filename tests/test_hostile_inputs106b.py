"""Hostile pass 106, part b: the web app across every kind (pages, the JSON API), hostile."""

from __future__ import annotations

import urllib.parse

import pytest


@pytest.mark.slow  # a live server and headless Chromium
def test_an_address_position_past_the_servers_size_starts_from_the_givens(live_server, browser):
    # an address whose position had 30,000 cells showed only the API's 413 "the position has 30,000 cells; this
    # server takes at most 10,000" in the card, and no board: a position of the wrong size (the same puzzle, a row
    # short) started from the givens, saying so
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    puzzle = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/nurikabe#play={puzzle}&at={'1' * 30000}")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        "the address's position \"" + "1" * 40 + "...\" (30000 characters) is not a position of this puzzle (the "
        "position has 30,000 cells; this server takes at most 10,000): the play starts from the givens.")
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    assert by_id(browser, "play-error").text == ""


SUDOKU4 = "https://puzz.link/p?sudoku/4/4/g1k23k3g"


@pytest.mark.parametrize("position, said", [
    ("0100.0000.0000.0000", "line 1: 4 rows of digits joined by '.', as a page's address writes them after 'at=': a "
                            "position gives each row on a line of its own"),
    ("0100/0000/0000/0000", "line 1, column 5: '/' is not a digit from 1 to 4, '.', 0 or ?; a position gives each row "
                            "on a line of its own, not joined by '/'")])
def test_a_sudoku_position_in_the_addresss_or_a_urls_form_is_told_so(position, said):
    # a Sudoku position written as the play card's address writes it (`at=0100.0000...`) was "the position has 1 row
    # of 19 cells; the puzzle has 4 rows of 4" ('.' an empty cell), and rows joined by '/' "'/' is not a digit",
    # where a shading genre's position (Nurikabe, Light Up) was told what it is
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    kind = get("sudoku")
    puzzle = kind.parse(SUDOKU4)
    with pytest.raises(PuzzleInputError) as caught:
        kind.read_position(position, puzzle)
    assert str(caught.value) == f"position: {said}"


def test_a_sixteen_sudoku_position_in_the_addresss_form_names_its_letters():
    from gridsat.puzzles.grid.digit_hints import read_digit_rows
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        read_digit_rows(".".join(["0a" + "0" * 14] + ["0" * 16] * 15), 16)
    assert str(caught.value) == (
        "position: line 1: 16 rows of digits joined by '.', as a page's address writes them after 'at=': a position "
        "gives each row on a line of its own, its numbers 1 to 16 separated by spaces (the address's letters a, b, "
        "c... are 10, 11, 12...)")
    assert read_digit_rows("0100000000000000", 4) == [[0, 1, 0, 0], [0] * 4, [0] * 4, [0] * 4]


@pytest.mark.parametrize("kind, url, rows, cols, slash", [
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", 5, 5,
     "line 1, column 6: symbol '/' is not 0 (undecided), 1 (white) or 2 (black)"),
    ("creek", "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt", 6, 6,
     "line 1, column 7: '/' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)")])
def test_every_genres_position_in_the_addresss_or_a_urls_form_is_told_so(kind, url, rows, cols, slash):
    # a Yin-Yang position in the address's form was "symbol '.' is not 0 (undecided), 1 (white) or 2 (black)" and a
    # Creek's "the position has 1 row of 41 cells; the puzzle has 6 rows of 6" (its clues on the grid points, the
    # form was measured by them); rows joined by '/' were a symbol alone for Yin-Yang
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    genre = get(kind)
    puzzle = genre.parse(url)
    with pytest.raises(PuzzleInputError) as caught:
        genre.read_position(".".join(["0" * cols] * rows), puzzle)
    assert str(caught.value) == (f"position: line 1: {rows} rows of digits joined by '.', as a page's address writes "
                                 "them after 'at=': a position gives each row on a line of its own")
    with pytest.raises(PuzzleInputError) as caught:
        genre.read_position("/".join(["0" * cols] * rows), puzzle)
    assert str(caught.value) == f"position: {slash}; a position gives each row on a line of its own, not joined by '/'"
    assert genre.read_position("\n".join(["0" * cols] * rows), puzzle) == [[0] * cols] * rows


@pytest.mark.slow  # a browser
def test_the_calendar_address_reads_a_built_in_edition_in_any_case(live_server, browser):
    # "?edition=Weekday" was "the address asks for edition "Weekday", which is not a built-in one (dragonfjord, ...,
    # weekday): choose one", where the command line's --edition and the API's "edition" read built-in names in any case
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-11-18&edition=Weekday")
    wait_for(browser, lambda: len(by_id(browser, "edition").find_elements("css selector", "option")) > 1)
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "2026-11-18")
    assert by_id(browser, "edition").get_attribute("value") == "weekday"
    assert by_id(browser, "error").text == ""


def test_a_request_in_flight_as_the_server_stops_is_told_what_to_do():
    # a page solving as gridsat serve got Ctrl-C showed "the server is stopping" alone (and its next click "the server
    # cannot be reached"): what happened to the request and what to do are said
    import asyncio

    pytest.importorskip("uvicorn")
    from gridsat.web.pool import Busy, WorkerPool

    pool = WorkerPool(1, 1, 1.0, warm=False)
    pool._idle, pool.stopping = asyncio.Queue(), True  # started (no process), then stopping
    with pytest.raises(Busy) as caught:
        asyncio.run(pool.run(("solve", {}), 1.0))
    assert str(caught.value) == ("the server is stopping (Ctrl-C or SIGTERM), so this request was not finished: start "
                                 "gridsat serve again and repeat it")
