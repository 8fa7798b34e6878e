"""Hostile pass 89, part a: the web play card of the region genres (Star Battle, Norinori, Heyawake, Light Up,
LITS)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import start_play  # noqa: E402

GENRES = Path(__file__).parent / "data" / "genres"


def _published(kind: str, name: str) -> dict:
    return next(e for e in json.loads((GENRES / f"{kind}.json").read_text()) if e["name"] == name)


@pytest.mark.slow  # (2.1 s of the default run, sitting 14: the slow set runs it)
def test_a_printed_board_keeps_its_colours_and_its_right_side(live_server, browser):
    """A play board printed (the browser's default: no background graphics) lost every colour it says its cells
    by: a Light Up's walls (their white numbers on white paper), bulbs and lit cells, a Norinori's shaded cells; and
    a board wider than its card (a 26x39 Heyawake: 39 columns of 14 px) printed only the part scrolled into view."""
    heyawake = _published("heyawake", "janko-heyawake-702_26x39")
    start_play(browser, live_server, "heyawake", heyawake["url"], 26 * 39)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        said = browser.execute_script(
            "const left = document.querySelector('.play-left');"
            "const cell = document.querySelector('#play-board .cell');"
            "return [getComputedStyle(cell).printColorAdjust, getComputedStyle(cell, '::after').printColorAdjust,"
            "        getComputedStyle(left).overflowX];")
        assert said == ["exact", "exact", "visible"]  # was ["economy", "economy", "auto"]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_the_readme_and_the_web_guide_name_every_kind_played_in_the_browser():
    """The README said "A Yin-Yang, Nurikabe or Hitori puzzle can be *played*" and its table "Nurikabe and Hitori
    are played in the browser too", and docs/web.md's list of the play card's kinds left out LITS, when Star Battle,
    Norinori, Heyawake, Light Up and LITS had the card too: every kind the registry gives a play card is named."""
    from gridsat.puzzles.kinds import get, names

    root = Path(__file__).parent.parent
    played = [get(n).title for n in names() if get(n).explains and get(n).position_values]
    readme = " ".join((root / "README.md").read_text().split())
    sentence = readme.split("can be *played*")[0].rsplit(". ", 1)[1]
    web = " ".join((root / "docs" / "web.md").read_text().split())
    listed = web.split("lists the values a player sets:")[1].split(")")[0]
    assert [t for t in played if t not in sentence] == []  # was Star Battle, Light Up, Heyawake, Norinori, LITS
    assert [t for t in played if t not in listed] == []  # was ['LITS']
    assert "and a grade, and played in the browser too" in readme  # was "Nurikabe and Hitori are played ..."


def test_a_heyawake_of_fewer_number_rows_than_room_rows_names_the_lines_and_what_to_do(run_cli, api_client, tmp_path):
    """A Heyawake text of one row of numbers above two rows of rooms said "the regions have 2 rows, the clues 1" on
    the command line and the web's play card: no line, nothing to do."""
    (tmp_path / "h.txt").write_text("1 .\n\nA A\nB B\n")
    said = ("the clues have 1 row (from line 1), the regions 2 (from line 3): each block has one row per row of the "
            "board")
    assert run_cli("solve", "-k", "heyawake", str(tmp_path / "h.txt")) == (2, "", f"gridsat: error: h.txt: {said}\n")
    reply = api_client.post("/api/hint", json={"kind": "heyawake", "puzzle": "1 .\n\nA A\nB B\n"})
    assert reply.status_code == 422 and reply.json()["error"] == f"Heyawake: {said}"


CUT = "no hints: the time limit ran out before the puzzle's answers were found"


def test_a_game_whose_answers_the_time_limit_cut_is_told_check_judges_a_filled_grid(live_server, browser):
    """A 31x45 Heyawake (its answers not found within the server's 10 s) was told "...: play on without Check and
    Hint", though Check calls its filled grid solved or names the rules it breaks (`violations`); Check on a grid not
    yet filled said only the Hint button's reason."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/heyawake")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    # the server's reply for a puzzle whose answers the time limit cut (as /api/hint gives it), without waiting 10 s
    browser.execute_script(
        "window.fetch = async () => new Response(JSON.stringify({kind: 'heyawake', verdict: 'unknown', steps: [],"
        "  complete: false, mistakes: [], refusal: arguments[0], givens: [[0, 0]], position: [[0, 0]],"
        "  values: ['unshaded', 'shaded'], labels: [['1', '']], regions: [[0, 0]], walls: null}),"
        "  {status: 200, headers: {'Content-Type': 'application/json'}});", CUT)
    by_id(browser, "puzzle").send_keys("1 .\n\nA A\n")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (  # was "...: play on without Check and Hint."
        f"{CUT}: play on without Hint; Check judges your grid once every cell is filled.")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Check"))
    assert by_id(browser, "play-message").text == (  # was "No hints: the time limit ran out ... were found"
        "Check compares your cells with the puzzle's only answer, which the time limit ran out before finding: fill "
        "every cell and Check judges your grid by the rules.")


def test_apply_and_undo_pressed_from_the_keyboard_leave_the_focus_on_the_next_step(live_server, browser):
    """"Apply the hint" pressed with Enter hid itself and dropped the focus to the page's top (BODY); Undo with no more
    to take back sent it to "Play this puzzle", where the next Enter started the game over."""
    from selenium.webdriver.common.keys import Keys
    from web_server import by_id, wait_for

    start_play(browser, live_server, "starbattle", _published("starbattle", "pzprjs-test-6x6")["url"], 36)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-apply").is_displayed())
    focused = "return document.activeElement.id || document.activeElement.tagName"
    for name, then in (("play-apply", "play-hint"), ("play-undo", "play-check")):  # were BODY, play-start
        browser.execute_script(f"document.getElementById('{name}').focus()")
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        wait_for(browser, lambda: browser.execute_script(focused) == then)


def test_a_click_rewrites_only_the_cells_it_changes(live_server, browser):
    """Each click rewrote every cell of the board (its class, value and spoken name): 350 ms a click on a 100x100
    Light Up.  A bulb placed changes its cell and the cells it lights, and no other."""
    start_play(browser, live_server, "lightup", "https://puzz.link/p?akari/6/6/nekcakbl", 36)
    touched = browser.execute_script(
        "const seen = new Set(); const watch = new MutationObserver((all) => all.forEach((m) => seen.add("
        "  `${m.target.dataset.row},${m.target.dataset.col}`)));"
        "watch.observe(document.getElementById('play-board'), {attributes: true, subtree: true});"
        "const cell = document.querySelector('#play-board .cell[data-row=\"0\"][data-col=\"0\"]');"
        "cell.click(); cell.click();"  # undecided -> bulb-free -> a bulb
        "const out = watch.takeRecords(); out.forEach((m) => seen.add(`${m.target.dataset.row},${m.target.dataset.col}`));"
        "watch.disconnect(); return [...seen].sort();")
    # r1c1 and the cells its bulb lights: r1c2-r1c6 (row 1 has no wall) and r2c1-r6c1 (column 1 has none)
    assert touched == sorted(["0,0"] + [f"0,{c}" for c in range(1, 6)] + [f"{r},0" for r in range(1, 6)])  # was all 36


def test_the_pointers_cell_is_not_framed_as_a_premise_nor_a_wall_as_clickable(live_server, browser):
    """The cell under the pointer was framed in the accent's solid blue, as a hint frames the cells that justify its
    step (a screenshot of a hint showed a "premise" the step never named), and a wall was framed so too, as if a
    click could change it."""
    from selenium.webdriver.common.action_chains import ActionChains

    from web_server import as_if_hovering

    start_play(browser, live_server, "lightup", "https://puzz.link/p?akari/6/6/nekcakbl", 36)
    as_if_hovering(browser)  # (the frame is a hovering pointer's: a phone kept it on the cell last tapped)
    frame = "const s = getComputedStyle(arguments[0]); return s.outlineStyle === 'none' ? 'none' : " \
            "`${s.outlineStyle} ${s.outlineColor}`;"
    for (r, c), framed in (((0, 0), "dashed rgb(91, 95, 102)"), ((1, 2), "none")):
        cell = browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')
        ActionChains(browser).move_to_element(cell).perform()
        assert browser.execute_script(frame, cell) == framed  # were solid rgb(36, 88, 166) on both (r2c3: a wall)


def test_check_lists_the_first_ten_rules_a_filled_grid_breaks(live_server, browser):
    """Check on a filled 100x100 Light Up with no bulb listed all 8,286 broken rules down the page (the command line:
    "the position breaks a rule: the open cell r1c1 is dark (and 8,285 more broken rules)"); it lists ten and how many more."""
    from web_server import by_id, wait_for

    start_play(browser, live_server, "lightup", "https://puzz.link/p?akari/6/6/nekcakbl", 36)
    browser.execute_script(
        "window.fetch = async () => new Response(JSON.stringify({kind: 'lightup', verdict: 'unique', steps: [],"
        "  complete: true, mistakes: [], refusal: null, violations: [...Array(1234).keys()].map((i) => `rule ${i}`)}),"
        "  {status: 200, headers: {'Content-Type': 'application/json'}});")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Not an answer yet")
    lines = [li.text for li in browser.find_elements("css selector", "#play-lines li")]
    assert lines == [f"rule {i}" for i in range(10)] + ["and 1,224 more"]  # were all 1,234


def test_check_names_the_first_ten_mistaken_cells(live_server, browser):
    """Check named every mistaken cell in one sentence (a 100x100 Light Up's 1,227 of them), where the command line
    names ten "and 1217 more"."""
    from web_server import by_id, wait_for

    start_play(browser, live_server, "lightup", "https://puzz.link/p?akari/6/6/nekcakbl", 36)
    browser.execute_script(
        "window.fetch = async () => new Response(JSON.stringify({kind: 'lightup', verdict: 'unique', steps: [],"
        "  complete: true, refusal: 'the position has 12 mistakes', mistakes: [...Array(12).keys()].map((i) => [i % 6,"
        "  Math.floor(i / 6)])}), {status: 200, headers: {'Content-Type': 'application/json'}});")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "12 mistakes")
    assert by_id(browser, "play-message").text == (  # was all 12 named
        "These cells contradict the puzzle's only answer (marked on the board): r1c1, r2c1, r3c1, r4c1, r5c1, r6c1, "
        "r1c2, r2c2, r3c2, r4c2 and 2 more.")
