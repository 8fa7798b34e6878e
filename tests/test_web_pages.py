"""The pages as a newcomer uses them, in headless Chromium against a real
``gridsat serve``: stepping through every solution, errors that leave no
stale answer, the packing page's holes, cell counter, piece files and wide
boards, edition files, the Domino Fit generator's unsolved board, the
general page's form built from each kind's declaration, and the icon."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, idle, open_page, picture_appears, picture_shown, wait_for  # noqa: E402

import gridsat  # noqa: E402
from gridsat.core.pieces import BUILTIN_SETS, parse_pieces  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def select(driver, name: str, value: str) -> None:
    from selenium.webdriver.support.ui import Select

    wait_for(driver, lambda: len(Select(by_id(driver, name)).options) > 1)
    Select(by_id(driver, name)).select_by_value(value)


def click_and_wait(driver, name: str) -> None:
    by_id(driver, name).click()
    wait_for(driver, lambda: idle(driver), 90)


def src(driver, name: str = "picture") -> str:
    return by_id(driver, name).get_attribute("src") or ""


def answer_cleared(driver) -> bool:
    """After bad input: no old answer, and the answer panel says why (the error's line), not left blank."""
    return (by_id(driver, "title").text == "Not solved" and by_id(driver, "facts").text == by_id(driver, "error").text
            and by_id(driver, "verdict").text == "" and not picture_shown(driver)
            and by_id(driver, "another").get_attribute("disabled") == "true")


@pytest.mark.slow  # 5 s in a browser; the calendar's edition-file test steps to a last answer by default
def test_pack_steps_through_every_tiling_to_the_last(live_server, browser):
    open_page(browser, live_server + "/puzzle/pack")
    select(browser, "board", "3x20")
    click_and_wait(browser, "solve")
    assert by_id(browser, "verdict").text == "Tiling 1."
    seen = {src(browser)}
    for k in range(2, 9):  # 3x20: 8 tilings
        click_and_wait(browser, "another")
        assert by_id(browser, "verdict").text == f"Tiling {k}." if k < 8 else "Tiling 8 (the last one: there are 8)."
        seen.add(src(browser))
    assert len(seen) == 8 and picture_appears(browser)
    assert by_id(browser, "another").get_attribute("disabled") == "true"


@pytest.mark.slow  # (2.2 s of the default run, sitting 14: the slow set runs it)
def test_pack_holes_counter_and_errors_that_clear(live_server, browser):
    open_page(browser, live_server + "/puzzle/pack")
    for name in BUILTIN_SETS:  # the counter's cells of each piece set are the server's
        select(browser, "pieces", name)
        assert f"The {name} cover {BUILTIN_SETS[name]().area}." in by_id(browser, "counter").text
    select(browser, "pieces", "pentominoes")
    select(browser, "board", "8x8-centre")
    click_and_wait(browser, "solve")
    assert picture_appears(browser) and by_id(browser, "title").text == "pentominoes into 8x8-centre"
    browser.find_elements("css selector", "#editor .cell")[27].click()  # a centre cell back in: 61 cells
    assert by_id(browser, "counter").text == ("Board: 61 cells. The pentominoes cover 60. Take 1 out, or tick "
                                              "“Allow holes”.")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text == ("Your board has 61 cells to cover but the pieces cover 60; the areas "
                                            "must be equal (or allow holes: tick “Allow holes”)")
    assert answer_cleared(browser)
    by_id(browser, "holes").click()
    assert by_id(browser, "counter").text.endswith("1 cell will stay empty (holes allowed).")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text == "" and by_id(browser, "verdict").text.startswith("Tiling 1")
    assert picture_appears(browser)


@pytest.mark.slow  # 2 s in a browser
def test_pack_count_says_what_was_asked_though_the_form_changed_meanwhile(live_server, browser):
    open_page(browser, live_server + "/puzzle/pack")
    select(browser, "board", "8x8-centre")
    by_id(browser, "distinct").click()
    click_and_wait(browser, "count")
    assert by_id(browser, "verdict").text == "65 distinct tilings (all counted)."  # the 65 of Scott (1958)
    by_id(browser, "distinct").click()
    select(browser, "board", "6x10")
    by_id(browser, "count").click()  # 9,356 tilings (2,339 up to symmetry); the form changes meanwhile
    select(browser, "board", "3x20")
    by_id(browser, "distinct").click()
    wait_for(browser, lambda: idle(browser), 90)
    assert (by_id(browser, "title").text, by_id(browser, "verdict").text) == (
        "pentominoes into 6x10", "9,356 tilings (all counted).")


@pytest.mark.slow  # 2.3 s in a browser
def test_pack_piece_file_and_a_wide_board(live_server, browser):
    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: by_id(browser, "counter").text)
    by_id(browser, "piece-file").send_keys(str(EXAMPLES / "pieces.txt"))
    wait_for(browser, lambda: by_id(browser, "pieces").get_attribute("value") == "file:pieces.txt")
    area = parse_pieces((EXAMPLES / "pieces.txt").read_text()).area
    for rows, cols in ((2, 30), (30, 30), (5, 8)):
        for name, value in (("rows", rows), ("cols", cols)):
            by_id(browser, name).clear()
            by_id(browser, name).send_keys(str(value))
        by_id(browser, "resize").click()
        grid = by_id(browser, "editor").rect
        inner = browser.execute_script("const c = document.getElementById('editor').parentElement;"
                                       "const r = c.getBoundingClientRect(); const s = getComputedStyle(c);"
                                       "return r.right - parseFloat(s.paddingRight);")
        assert grid["x"] + grid["width"] <= inner + 0.5, (rows, cols)  # the board stays inside its card
    assert by_id(browser, "counter").text == f"Board: 40 cells. The pieces in pieces.txt cover {area}. They match."
    click_and_wait(browser, "count")
    assert by_id(browser, "verdict").text == "3,106 tilings (all counted)."  # gridsat pack --board 5x8 --pieces ...
    assert picture_appears(browser)


@pytest.mark.slow  # (3.8 s of the default run, sitting 14: the slow set runs it)
def test_calendar_edition_file_steps_to_the_last_and_errors_clear(live_server, browser, tmp_path):
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    click_and_wait(browser, "solve")
    for k in range(2, 8):  # 6 October: 7 solutions
        click_and_wait(browser, "another")
        assert by_id(browser, "facts").text.startswith(f"Showing solution {k} of 7.")
    assert by_id(browser, "another").get_attribute("disabled") == "true" and picture_appears(browser)
    by_id(browser, "edition-file").send_keys(str(EXAMPLES / "my-edition.txt"))
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "file:my-edition.txt")
    click_and_wait(browser, "solve")
    assert by_id(browser, "verdict").text == "20 solutions for this date."  # gridsat calendar --edition my-edition.txt
    assert by_id(browser, "title").text == "Tuesday 6 October 2026 on mine (my-edition.txt)" and picture_appears(browser)
    bad = tmp_path / "broken.txt"
    bad.write_text("[editions]\nmine = nowhere : L5\n")
    by_id(browser, "edition-file").send_keys(str(bad))
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "file:broken.txt")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text.startswith("broken.txt: line 2: edition mine uses board 'nowhere'")
    assert answer_cleared(browser)


@pytest.mark.slow  # (1.1 s of the default run, sitting 14: the slow set runs it)
def test_yinyang_error_leaves_no_old_answer(live_server, browser):
    open_page(browser, live_server + "/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?yinyang/5/5/016612300")
    click_and_wait(browser, "solve")
    assert by_id(browser, "title").text == "Yin-Yang 5×5" and by_id(browser, "answer").get_attribute("data-grid")
    by_id(browser, "puzzle").clear()
    by_id(browser, "puzzle").send_keys("0 0\n0 x\n")
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text.startswith("puzzle: line 2, column 2: symbol 'x'")
    assert by_id(browser, "title").text == "Not solved" and by_id(browser, "facts").text == by_id(browser, "error").text
    assert by_id(browser, "verdict").text == "" and not picture_shown(browser)
    assert not by_id(browser, "as-text").is_displayed() and by_id(browser, "answer").get_attribute("data-grid") is None


def test_dominofit_generator_shows_the_board_unsolved(live_server, browser):
    open_page(browser, live_server + "/puzzle/dominofit")
    click_and_wait(browser, "generate")
    board = json.loads(by_id(browser, "puzzle").get_attribute("value"))
    assert by_id(browser, "verdict").text == "Exactly one tiling (proven). Press Solve to find it."
    assert not picture_shown(browser) and src(browser) == ""  # no planted tiling on screen
    squares = browser.find_elements("css selector", "#board-view .square")
    blocked = browser.find_elements("css selector", "#board-view .square.blocked")
    assert len(squares) == board["rows"] * board["cols"] and len(blocked) == len(board["blocked"])
    targets = [t.text for t in browser.find_elements("css selector", "#board-view .target")]
    assert targets == [str(t) for t in board["col_targets"]] + [""] + [str(t) for t in board["row_targets"]]
    click_and_wait(browser, "solve")
    assert picture_appears(browser) and not by_id(browser, "board-view").is_displayed()


def field_kind(driver, name: str) -> tuple:
    return tuple(driver.execute_script(
        "const e = document.getElementById(arguments[0]); const l = e.list ? [...e.list.options].map(o => o.value)"
        " : null; return [e.tagName.toLowerCase(), e.type, e.tagName === 'SELECT' ? [...e.options].map(o => o.value)"
        " : l];", f"set-{name}"))


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_general_page_builds_each_kinds_settings_from_its_declaration(live_server, browser):
    for name in gridsat.kinds.names():
        kind = gridsat.kinds.get(name)
        open_page(browser, live_server + f"/puzzle/{name}/file")
        wait_for(browser, lambda: by_id(browser, "kind").get_attribute("value") == name)
        solve_settings = [s for s in kind.settings if s.stage != "mode"]  # a mode's go with the mode, not a solve
        for s in solve_settings:
            tag, typ, values = field_kind(browser, s.name)
            if s.choices:
                assert (tag, values) == ("select", [""] + [str(c) for c in s.choices]), (name, s.name)
            elif s.type is bool:
                assert (tag, typ) == ("input", "checkbox"), (name, s.name)
            elif s.type in (int, float):
                assert (tag, typ) == ("input", "number"), (name, s.name)
            else:
                assert (tag, typ) == ("input", "text") and (values or []) == s.known_values(), (name, s.name)
        if not solve_settings:
            assert not by_id(browser, "settings-box").is_displayed()
        names_files = any(s.type in (str, list) and not s.choices for s in solve_settings)
        assert by_id(browser, "files-box").is_displayed() is names_files, name
        if name in ("nurikabe", "starbattle", "lightup", "cover"):  # genres with no page of their own
            by_id(browser, "example").click()
            click_and_wait(browser, "solve")
            assert by_id(browser, "verdict").text == "Solved." and by_id(browser, "title").text == kind.title
            assert (picture_appears(browser) if kind.pictures else picture_shown(browser)) is kind.pictures
            assert not by_id(browser, "text").is_displayed() if kind.pictures else by_id(browser, "text").text
            assert " 0.000 s " not in by_id(browser, "facts").text  # a tiny example: "under a millisecond"
        if name == "starbattle":  # one row of five rooms and no stars fits it: the verdict, no "infeasible" box,
            by_id(browser, "puzzle").clear()  # and the puzzle as read ("...: no solution")
            by_id(browser, "puzzle").send_keys("starbattle 1\na b c d e")
            click_and_wait(browser, "solve")
            assert by_id(browser, "verdict").text == (  # and why, as the command line says it
                "No solution exists (proven): 1 star in every row and every column cannot be: the 1 row would "
                "hold 1 star, the 5 columns 5 (a Star Battle board is square).")
            assert not by_id(browser, "text").is_displayed() and picture_shown(browser)


@pytest.mark.slow  # (1.9 s of the default run, sitting 14: the slow set runs it)
def test_general_page_settings_are_used(live_server, browser):
    open_page(browser, live_server + "/puzzle/pack/file")
    select(browser, "task", "count")
    by_id(browser, "set-board").send_keys("3x20")  # no puzzle: made from the settings, as gridsat pack --board 3x20
    click_and_wait(browser, "solve")
    assert by_id(browser, "verdict").text == "8 solutions (all counted)."
    by_id(browser, "set-board").clear()
    by_id(browser, "set-board").send_keys("8x8-centre")
    by_id(browser, "set-one_sided").click()
    click_and_wait(browser, "solve")
    one_sided = gridsat.kinds.get("pack").build(None, {"board": "8x8-centre", "one_sided": True}).count()
    assert one_sided.count > 1
    assert by_id(browser, "verdict").text == f"{one_sided.count} solutions (all counted)."
    by_id(browser, "example").click()  # a puzzle file says its board: the setting is refused, in the page's words
    click_and_wait(browser, "solve")
    assert by_id(browser, "error").text == "“Board” does not apply to a puzzle file (it says its board and pieces; set its \"board\" field instead)"
    open_page(browser, live_server + "/puzzle/calendar/file")
    wait_for(browser, lambda: by_id(browser, "set-hint").is_displayed())
    select(browser, "task", "count")
    assert not by_id(browser, "set-hint").is_displayed()  # hint goes with solving only


@pytest.mark.slow  # 3 s in a browser; test_web_requests checks every file a page names
def test_no_page_asks_for_a_missing_file(live_server, browser):
    browser.get_log("browser")  # what earlier tests logged
    for path in ["/", "/file"] + [f"/puzzle/{name}" for name in gridsat.kinds.names()]:
        open_page(browser, live_server + path)
        status = browser.execute_async_script(
            "const done = arguments[0]; const link = document.querySelector('link[rel=icon]');"
            "fetch(link.href).then(r => done(r.status + ' ' + r.headers.get('content-type')));")
        assert status == "200 image/svg+xml", path
    assert [e["message"] for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []
