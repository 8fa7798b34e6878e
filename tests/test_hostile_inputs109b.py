"""Hostile pass 109, part b: the web app across every kind (its API, its pages' answers)."""

from __future__ import annotations

import pytest

import gridsat


def test_hashi_forced_marks_the_far_island_of_a_link_not_forced(api_client):
    # four corner islands of unknown number: every pair's bridges differ between answers, yet the bottom-right
    # island (the far end of both its links) was drawn unhatched and counted forced: "2 of 9 cells with their
    # bridges forced" (it and the empty centre), its grid value 0 being only its right and bottom sides
    url = "https://puzz.link/p?hashi/3/3/.g.i.g."
    got = api_client.post("/api/solve", json={"puzzle": url, "options": {"forced": True}, "text": True}).json()
    assert got["forced"] == [[None, None, None], [None, 0, None], [None, None, None]]
    assert "(1 of 9 cells with their bridges forced)" in got["text"]
    kind = gridsat.kinds.get("hashi")
    assert kind.parse("hashi\n3 3\n3 3\n").forced().forced == [[None, None], [None, None]]
    assert kind.parse("hashi\n2 . 2\n").forced().forced == [[2, 2, 0]]  # one link, forced: its far end too


def test_a_picture_never_begun_is_not_said_cut_while_drawing():
    # a 100x100 Yin-Yang the time limit left unknown got svg_unfinished "the time limit ran out while drawing" (the
    # page: "No picture: the time limit ran out while drawing."), though the time had run out in the search
    import time

    from gridsat.web.jobs import pictures

    result = gridsat.kinds.get("yinyang").parse("https://puzz.link/p?yinyang/5/5/016612300").solve()
    assert pictures(result, time.perf_counter() - 1) == {
        "svg_unfinished": "the time limit had run out before drawing began"}
    assert pictures(result, None)["svg"].startswith("<?xml")


def test_hashi_second_answer_outlines_the_far_island_of_a_changed_pair():
    # "3 3 / 3 3": doubles across the top and bottom, or down both sides; the second answer's picture (the page's
    # svg_second) outlined three islands, not r2c2, whose bridges changed too (its value, right + 3 x down, is 0 in both)
    result = gridsat.kinds.get("hashi").parse("hashi\n3 3\n3 3\n").uniqueness()
    assert result.differing_cells(result.grid, result.second) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    other = gridsat.kinds.get("hashi").parse("https://puzz.link/p?hashi/3/3/.g.i.g.").uniqueness()
    assert other.differing_cells(other.grid, other.second) == [(0, 0), (0, 1), (0, 2)]  # the top pair, end to end
    yy = gridsat.kinds.get("nurikabe").parse("https://puzz.link/p?nurikabe/3/3/4n").uniqueness()
    assert yy.differing_cells(yy.grid, yy.second) == [(r, c) for r in range(3) for c in range(3)
                                                      if yy.grid[r][c] != yy.second[r][c]]


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_an_arrow_key_after_check_moves_the_sudoku_selection(live_server, browser):
    # the focus on Check, the arrow key moved nothing, and the digit typed next overwrote the cell left selected
    # (r1c1's 2 became 4), where the player had moved on to r1c3 (the given r1c2 stepped over, as on the board)
    from selenium.webdriver.common.keys import Keys
    from test_web_play_digits import FOUR, board, cell, start, typed
    from web_server import by_id, wait_for

    start(browser, live_server, FOUR, 16)
    cell(browser, 0, 0).click()
    typed(browser, "2")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "No mistakes so far")
    typed(browser, Keys.ARROW_RIGHT, "4")
    assert board(browser)[0][:3] == [2, 1, 4]
    assert browser.switch_to.active_element.get_attribute("aria-label").startswith("r1c3: 4")
