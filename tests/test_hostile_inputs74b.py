"""Hostile pass 74, part b: the web app and batch."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("given, offered", [
    ("tetrominos*0", "(did you mean 'tetrominoes'?)"),
    ("tetrominos*101", "(did you mean 'tetrominoes'?)"),
    ("tetrominos*007", "(did you mean 'tetrominoes*7'?)"),
])
def test_a_misspelt_piece_set_is_never_offered_copies_that_are_refused(api_client, given, offered):
    """``"pieces": "tetrominos*0"`` was offered 'tetrominoes*0', itself refused ("copies of a piece set must be
    from 1 to 100, got 0", where ``*-1`` said "a whole number from 1 to 100": now both say the latter)."""
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20", "pieces": given}})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        f"unknown piece set '{given}' {offered}: give a piece file or one of: pentominoes, tetrominoes, hexominoes "
        "(NAME*K for K copies of each piece)")})
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20",
                                                                            "pieces": "tetrominoes*0"}})
    assert reply.json() == {"error": "tetrominoes*0: copies of a piece set must be a whole number from 1 to 100, "
                                     "got 0"}


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_game_link_of_another_kind_opened_in_the_same_tab_is_played_as_its_own_kind(live_server, browser):
    """On /file playing a Nurikabe game, a link #kind=hitori&play=URL opened in the same tab (only the hash
    changes) was played as Nurikabe: "this looks like a Hitori puzzle, not Nurikabe"; #kind=nosuch&play=abc was
    read as Nurikabe unsaid ("clue 'abc' is not a whole number"); with no game yet, nothing happened."""
    from urllib.parse import quote

    from test_hostile_inputs36b import NURIKABE
    from web_server import by_id, open_page, wait_for

    hitori = "https://puzz.link/p?hitori/4/4/1114142333214213"
    browser.get("about:blank")
    open_page(browser, live_server + "/file#kind=nurikabe&play=" + quote(NURIKABE, safe=""))
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    browser.execute_script("location.hash = arguments[0]", "kind=hitori&play=" + quote(hitori, safe=""))
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 16)
    assert by_id(browser, "kind").get_attribute("value") == "hitori"
    assert by_id(browser, "play-message").text == "Your move: click a cell, or ask for a Hint."
    browser.execute_script("location.hash = arguments[0]", "kind=nosuch&play=abc")
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == ("the address's game is of kind “nosuch”, which this server does not have: "
                                            "choose its kind in the menu above")
    browser.execute_script("location.hash = arguments[0]", "kind=nurikabe&play=" + quote(NURIKABE, safe=""))
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_calendar_page_heads_a_date_before_year_100_with_its_own_weekday(live_server, browser):
    """1 January 1 (a Monday, as the solver and Python's calendar have it) was headed "Tuesday 1 January 1":
    the page's new Date(1, 0, 1) is 1 January 1901."""
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/calendar?date=0001-01-01")
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "0001-01-01")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: "January" in by_id(browser, "title").text)
    assert by_id(browser, "title").text == "Monday 1 January 1 on dragonfjord"


@pytest.mark.parametrize("kind, puzzle, size, says", [
    ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", (5, 5),
     "position: row 5, column 5: '99' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)"),
    ("dominofit", None, (8, 8), "position: a position in JSON is rows of 0 (not yet covered) and marks '#' '<' '>' "
                                "'^' 'v', got 99 at r8c8"),
])
def test_a_position_number_the_kind_lacks_is_named_by_the_kind_as_on_the_command_line(api_client, kind, puzzle,
                                                                                      size, says):
    """A position cell of 99 sent to /api/hint was told "99 is not a cell value (a whole number from 0 to 9, ...)",
    this route's own words, where 5 (a number the kind lacks all the same) and `hint --position FILE` with 99 got
    the kind's."""
    from pathlib import Path

    if puzzle is None:
        puzzle = (Path(__file__).resolve().parents[1] / "examples" / "dominofit-8x8.json").read_text()
    rows = [[0] * size[1] for _ in range(size[0])]
    rows[-1][-1] = 99
    reply = api_client.post("/api/hint", json={"kind": kind, "puzzle": puzzle, "position": rows})
    assert (reply.status_code, reply.json()) == (422, {"error": says})


def test_the_generate_routes_documentation_names_every_generators_settings(api_client):
    """docs/web.md listed the generator settings /api/generate takes as "dominofit: rule, blocked, unique": Yin-Yang's
    `grade`, which the route takes (and refuses for Domino Fit), was not named."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "web.md").read_text()
    line = next(part for part in text.split("\n\n") if "`POST /api/generate` fields" in part)
    for kind in api_client.get("/api/kinds").json()["kinds"]:
        if kind["generator"]:
            names = ", ".join(f"`{s['name']}`" for s in kind["generator"]["settings"])
            assert f"{kind['name']}: {names}" in " ".join(line.split()), kind["name"]
