"""Hostile pass 96, part a: the web pages' addresses and play cards."""

from __future__ import annotations

from urllib.parse import quote

import pytest

pytest.importorskip("uvicorn")

YY = quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
GAME = f"#play={YY}"


def _open(browser, url):
    from web_server import open_page

    browser.get("about:blank")  # a new address, not a hash change on the page already open
    open_page(browser, url)


def _error(browser, name="error", settled=0.3):
    """The error line's text once shown, read again until it holds still (a page adds its own reading of the
    address to the line after the kinds have loaded)."""
    import time

    from web_server import by_id, wait_for

    wait_for(browser, lambda: by_id(browser, name).is_displayed())
    text = by_id(browser, name).text
    while True:
        time.sleep(settled)
        if by_id(browser, name).text == text:
            return text
        text = by_id(browser, name).text


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_fragment_name_a_page_does_not_read_is_named(live_server, browser):
    # "#PLAY=..." (capitals), "#at=..." with no puzzle, an empty "#play=", a "#foo=1" beside the game and "#kind=" on
    # a page that reads none opened the page as if the address held nothing, unsaid (pass 95 named a ?NAME=VALUE only)
    from web_server import by_id, wait_for

    for address, words in (
        (f"/puzzle/yinyang#PLAY={YY}", 'the address holds "#PLAY=", which this page does not read (it reads '
         "#play=PUZZLE&at=ROWS; its names are in small letters): paste the puzzle above and press Play this puzzle"),
        ("/puzzle/yinyang#at=12000.00000.00000.00000.00000", "the address holds a position (#at=...) but no puzzle "
         "(#play=...) to play it on: paste the puzzle above and press Play this puzzle"),
        ("/puzzle/yinyang#play=&at=12000.00000.00000.00000.00000", "the address's game (#play=) holds no puzzle: "
         "paste the puzzle above and press Play this puzzle"),
        ("/puzzle/pack#foo=bar", 'the address holds "#foo=", which this page does not read (it reads no '
         "#NAME=VALUE): choose on the page itself"),
        ("/file#KIND=nurikabe", 'the address holds "#KIND=", which this page does not read (it reads '
         "#kind=NAME&play=PUZZLE&at=ROWS; its names are in small letters): paste the puzzle above and press Play "
         "this puzzle"),
    ):
        _open(browser, live_server + address)
        assert _error(browser) == words
    _open(browser, live_server + f"/puzzle/yinyang{GAME}&foo=1")
    assert _error(browser) == ('the address holds "#foo=", which this page does not read (it reads '
                               "#play=PUZZLE&at=ROWS): the game is played without it")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    # what the pages write themselves, an anchor, an empty "#&" and "?&" still open with nothing said
    for address in (f"/puzzle/yinyang{GAME}&", f"/puzzle/nurikabe#kind=nurikabe&play={YY}",
                    "/puzzle/calendar#every-date", "/puzzle/pack?&", "/puzzle/pack#&", "/file?&"):
        _open(browser, live_server + address)
        assert not by_id(browser, "error").is_displayed(), address


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_general_pages_kind_is_read_in_any_capitals_and_one_it_lacks_is_named_alone(live_server, browser):
    # "#kind=Nurikabe&play=..." was told "the address's game is of kind “Nurikabe”, which this server does not have"
    # of a kind it has; "#kind=bogus" with no game came up with no kind chosen, unsaid
    from web_server import by_id, wait_for

    nurikabe = quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    _open(browser, live_server + f"/file#kind=Nurikabe&play={nurikabe}")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    assert by_id(browser, "kind").get_attribute("value") == "nurikabe"
    assert not by_id(browser, "error").is_displayed()
    _open(browser, live_server + "/file#kind=bogus")
    assert _error(browser) == ("the address names kind “bogus”, which this server does not have: choose its kind in "
                               "the menu above")
    _open(browser, live_server + "/file#kind=" + "x" * 50 + "&play=abc")
    assert _error(browser) == ("the address's game is of kind “" + "x" * 40 + "...” (50 characters), which this "
                               "server does not have: choose its kind in the menu above")


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_every_problem_of_the_calendar_address_is_said_on_the_tab_shown(live_server, browser):
    # opened on #every-date, the address's refusals went to the hidden One date tab (its census counted dragonfjord's
    # for "?edition=nosuch", and the first of two editions), two problems were said as the last alone, "?date=" was
    # passed over, and a value past 40 characters was quoted as its first 40 in whole quotes
    from web_server import by_id, wait_for

    _open(browser, live_server + "/puzzle/calendar?edition=weekday&edition=tetromino#every-date")
    assert _error(browser, "census-error") == ('the address gives edition more than once ("weekday", "tetromino"), '
                                               "and the page takes neither: choose the edition meant")
    assert by_id(browser, "census-edition").get_attribute("value") == "dragonfjord"
    _open(browser, live_server + "/puzzle/calendar?edition=nosuch#every-date")
    assert _error(browser, "census-error").startswith('the address asks for edition "nosuch", which is not a built-in')
    _open(browser, live_server + "/puzzle/calendar?date=bad&edition=nosuch")
    assert _error(browser) == (
        'the address asks for edition "nosuch", which is not a built-in one (dragonfjord, jarringwords, '
        'creamakerspace, tetromino, weekday): choose one; and it asks for date "bad", which is not of the form '
        "YYYY-MM-DD (e.g. 2026-10-06): choose a date"
    )
    _open(browser, live_server + "/puzzle/calendar?date=")
    assert _error(browser) == 'the address asks for date "", which is empty: choose a date'
    _open(browser, live_server + "/puzzle/calendar?" + "y" * 60 + "=1")
    assert _error(browser) == ('the address holds "' + "y" * 40 + '..." (60 characters), which this page does not '
                               "read (it reads date=YYYY-MM-DD and edition=NAME)")
    _open(browser, live_server + "/puzzle/calendar?date=2026-11-18&edition=weekday#every-date")
    wait_for(browser, lambda: by_id(browser, "census-edition").get_attribute("value") == "weekday")
    assert not by_id(browser, "census-error").is_displayed() and not by_id(browser, "error").is_displayed()


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_address_a_play_card_writes_opens_with_nothing_said(live_server, browser):
    # a ?NAME=VALUE the page named was written back into the address after every move: the link shared, or the page
    # reloaded, said "the address holds "x", which this page does not read" again, of the page's own address
    from web_server import by_id, wait_for

    _open(browser, live_server + f"/puzzle/yinyang?x=1{GAME}")
    assert _error(browser).startswith('the address holds "x", which this page does not read')
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    browser.find_elements("css selector", "#play-board .cell")[0].click()
    wait_for(browser, lambda: "at=1" in browser.current_url)
    assert browser.current_url == live_server + f"/puzzle/yinyang{GAME}&at=10000.10200.20001.00201.00000"
    _open(browser, browser.current_url)
    wait_for(browser, lambda: by_id(browser, "play-message").text == "Your position is back: play on.")
    assert not by_id(browser, "error").is_displayed()


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_refused_puzzles_play_error_goes_when_the_box_is_written_anew(live_server, browser):
    # the address's "#play=%" was refused ("symbol '%' is not 0 (empty)...") and the line stayed beside the puzzle
    # typed in its place, as if that were refused; Play then starts the new one (a phone-sized window)
    from web_server import by_id, wait_for

    browser.set_window_size(390, 844)
    try:
        _open(browser, live_server + "/puzzle/yinyang#play=%")
        assert _error(browser, "play-error") == (
            "puzzle: line 1, column 1: comments are not supported in a text grid (each line holds one row's cells, "
            "nothing else)")  # ('%' a remark since pass 98c)
        box = by_id(browser, "puzzle")
        box.clear()
        box.send_keys("https://puzz.link/p?yinyang/5/5/016612300")
        wait_for(browser, lambda: not by_id(browser, "play-error").is_displayed())
        by_id(browser, "play-start").click()
        wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
        assert by_id(browser, "play-message").text == "Your move: click a cell, or ask for a Hint."
        assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    finally:
        browser.set_window_size(1400, 1000)


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_calendar_writes_no_fragment_it_named_into_its_address(live_server, browser):
    # a date chosen wrote "?date=...#foo=1" (the fragment the page had named kept): shared or reloaded, it was named
    # again, of the page's own address
    from selenium.webdriver.support.ui import Select

    from web_server import by_id, wait_for

    _open(browser, live_server + "/puzzle/calendar?date=2026-10-06#foo=1")
    assert _error(browser).startswith('the address holds "#foo=", which this page does not read')
    wait_for(browser, lambda: len(by_id(browser, "edition").find_elements("css selector", "option")) > 1)
    Select(by_id(browser, "edition")).select_by_value("weekday")
    wait_for(browser, lambda: "weekday" in browser.current_url)
    assert browser.current_url == live_server + "/puzzle/calendar?date=2026-10-06&edition=weekday"


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_link_opened_in_the_tab_says_its_fragment_and_takes_the_last_ones_words_away(live_server, browser):
    # a link opened in this tab ("#PLAY=...": only a hash change) was passed over unsaid; the right one opened after
    # it left the line about the first beside its game
    from web_server import by_id, wait_for

    _open(browser, live_server + "/puzzle/yinyang")
    browser.execute_script("location.hash = arguments[0]", f"PLAY={YY}")
    assert _error(browser).startswith('the address holds "#PLAY=", which this page does not read')
    browser.execute_script("location.hash = arguments[0]", GAME[1:])
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    wait_for(browser, lambda: not by_id(browser, "error").is_displayed())


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_query_and_a_fragment_both_wrong_are_both_said_in_one_line(live_server, browser):
    # "?x=1#PLAY=..." named the x alone, and a page's own reading of its address took the place of what was said
    # before ("/file?x=1#kind=bogus" named the kind alone)
    _open(browser, live_server + f"/puzzle/yinyang?x=1#PLAY={YY}")
    assert _error(browser) == (
        'the address holds "x", which this page does not read (it reads no ?NAME=VALUE): choose on the page itself; '
        'the address holds "#PLAY=", which this page does not read (it reads #play=PUZZLE&at=ROWS; its names are in '
        "small letters): paste the puzzle above and press Play this puzzle"
    )
    _open(browser, live_server + "/file?x=1#kind=bogus")
    assert _error(browser) == (
        'the address holds "x", which this page does not read (it reads no ?NAME=VALUE): choose on the page itself; '
        "the address names kind “bogus”, which this server does not have: choose its kind in the menu above"
    )


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_every_date_address_opened_from_the_calendar_page_itself_opens_its_tab(live_server, browser):
    # docs/calendar.md's /puzzle/calendar#every-date, opened on the calendar page (only the hash changes), stayed on
    # the One date tab
    from web_server import by_id, wait_for

    _open(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    browser.get(live_server + "/puzzle/calendar?date=2026-10-06#every-date")
    wait_for(browser, lambda: by_id(browser, "panel-census").is_displayed())
    assert by_id(browser, "tab-census").get_attribute("aria-selected") == "true"
    browser.execute_script("location.hash = ''")
    wait_for(browser, lambda: by_id(browser, "panel-date").is_displayed())
    assert by_id(browser, "date").get_attribute("value") == "2026-10-06"


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_start_page_names_a_game_or_a_name_in_its_address(live_server, browser):
    # the start page had no line to say anything: "/#play=..." (a game's link cut to the server's address) and
    # "/?x=1" came up as the plain start page, the game dropped unsaid
    from web_server import by_id

    _open(browser, live_server + f"/{GAME}")
    assert _error(browser) == (
        "this address holds a game (#play=...), which this page does not open: open it on its kind's page "
        "(/puzzle/NAME#play=...), or on the page for any file (/file#kind=NAME&play=...)"
    )
    _open(browser, live_server + "/?x=1")
    assert _error(browser).startswith('the address holds "x", which this page does not read')
    _open(browser, live_server + "/")
    assert not by_id(browser, "error").is_displayed()
    assert len(browser.find_elements("css selector", "#kinds .card")) > 10
