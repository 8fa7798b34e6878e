"""The play card of Hashiwokakero on its page, on the shared live server and headless Chromium: a click between two
islands draws one bridge, then two, then none; an island then another it sees does the same; a wrong bridge is
told by Check and taken back by Undo; hints then play puz.link's test puzzle to its answer, which Check calls
solved, and the address keeps the bridges drawn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, wait_for  # noqa: E402

URL = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
RECORD = json.loads((Path(__file__).parent / "data" / "genres" / "hashi.json").read_text())[0]
ANSWER = [[int(v) for v in row.split()] for row in RECORD["answer"]]


def sides(browser) -> list:
    """Rows of (right, down) codes the board holds (0 undecided, 1 none, 2 one, 3 two, 4 at least one, 5 at most)."""
    values = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
    return [[(v % 6, v // 6) for v in values[5 * r:5 * r + 5]] for r in range(5)]


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def started(live_server, browser) -> None:
    open_page(browser, live_server + "/puzzle/hashi")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(URL)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)


def test_bridges_are_drawn_between_islands_and_a_wrong_one_is_told(live_server, browser, tmp_path):
    started(live_server, browser)
    assert cell(browser, 0, 0).text == "4" and "island" in cell(browser, 0, 0).get_attribute("class")
    cell(browser, 0, 1).click()  # between r1c1 and r1c3: one bridge, then two
    assert sides(browser)[0][0][0] == sides(browser)[0][1][0] == 2
    cell(browser, 0, 1).click()
    assert sides(browser)[0][0][0] == 3
    cell(browser, 0, 0).click()  # r1c1, then r3c1 (it sees it): one bridge down
    cell(browser, 2, 0).click()
    assert sides(browser)[0][0][1] == sides(browser)[1][0][1] == 2
    by_id(browser, "play-check").click()  # one bridge where the answer has two: a mistake at r1c1
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert by_id(browser, "play-message").text == (
        "This cell contradicts the puzzle's only answer (marked on the board): r1c1. As it stands, r1c1 (4) cannot "
        "get its 4 bridges (all framed on the board).")
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()
    assert sides(browser)[0][0][1] == 0
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "No mistakes so far")
    assert by_id(browser, "play-message").text == "9 island pairs to go."
    # the address keeps the bridges: opened again, the board is as it was
    drawn, address = sides(browser), browser.current_url
    browser.get("about:blank")
    open_page(browser, address)
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25
             and by_id(browser, "play-message").text == "Your position is back: play on.")
    assert sides(browser) == drawn


@pytest.mark.slow  # a dozen hints, each a request: 5-15 s on a loaded machine
def test_a_hashi_is_played_to_the_end_with_hints(live_server, browser, tmp_path):
    started(live_server, browser)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text.startswith("r1c1-r1c3 has 2 bridges; r1c1-r3c1 has 2 bridges: r1c1 (4)")
    browser.save_screenshot(str(tmp_path / "hint.png"))
    for k in range(30):
        by_id(browser, "play-apply").click()
        wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Applied"))
        if k == 6:  # bridges drawn, and 'at least one' pale
            browser.save_screenshot(str(tmp_path / "midway.png"))
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith(("Next step", "Solved!"))
                 or by_id(browser, "play-message").text.startswith("Nothing"))
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            break
    by_id(browser, "play-check").click()  # (the last hint may have said Solved! already: Check's own words)
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Every rule holds"))
    got = [[right - 1 + 3 * (down - 1) for right, down in row] for row in sides(browser)]
    assert got == ANSWER
    browser.save_screenshot(str(tmp_path / "solved.png"))
    assert "#play=" in browser.current_url and "at=" in browser.current_url
