"""The play mode of a loop genre (Yajilin) on its page, on the shared live server and headless Chromium: the arrows
show on their walls, a click shades a cell, the lines of the loop its unshaded cells force are drawn, hints alone play
puzz.link's test puzzle to its answer (the whole loop drawn), which Check then calls solved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, wait_for  # noqa: E402

URL = "https://puzz.link/p?yajilin/5/5/m32j10"
RECORD = json.loads((Path(__file__).parent / "data" / "genres" / "yajilin.json").read_text())[0]
ANSWER = [[2 if v == 16 else 1 for v in row] for row in RECORD["answer"]]


def board(browser) -> list:
    values = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
    return [values[5 * r:5 * r + 5] for r in range(5)]


def lines(browser) -> set:
    """The loop's joins drawn, each as the two cells ``(r, c)`` it joins (the path's ``M x y L x y``, cell centres
    at half units)."""
    d = browser.execute_script("const p = document.querySelector('#play-board .play-loop path');"
                               "return p ? p.getAttribute('d') : '';")
    out = set()
    for part in d.split("M")[1:]:
        (x0, y0), (x1, y1) = (map(float, xy.split()) for xy in part.split("L"))
        out.add(tuple(sorted(((int(y0), int(x0)), (int(y1), int(x1))))))
    return out


def loop_of(answer) -> set:
    """The joins of an answer's loop (its side bitmasks: right 2, down 4)."""
    return {tuple(sorted(((r, c), (r + dr, c + dc)))) for r, row in enumerate(answer) for c, v in enumerate(row)
            if v < 16 for bit, (dr, dc) in ((2, (0, 1)), (4, (1, 0))) if v & bit}


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def started(live_server, browser) -> None:
    open_page(browser, live_server + "/puzzle/yajilin")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(URL)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_the_arrows_sit_on_their_walls_and_the_cells_draw_the_loops_joins(live_server, browser, tmp_path):
    started(live_server, browser)
    assert cell(browser, 2, 3).text == "2←" and cell(browser, 4, 4).text == "0↑"
    assert "wall" in cell(browser, 2, 3).get_attribute("class") and lines(browser) == set()
    cell(browser, 0, 4).click()  # r1c5 unshaded (on the loop), then r1c4 and r2c5: the corner's two ways are joined
    cell(browser, 0, 3).click()
    cell(browser, 1, 4).click()
    assert board(browser)[0][3:] == [1, 1] and lines(browser) == {((0, 3), (0, 4)), ((0, 4), (1, 4))}
    cell(browser, 1, 3).click()  # r2c4 unshaded, then shaded: r1c4's ways are r1c3 and r1c5, joined from r1c5 only
    cell(browser, 1, 3).click()
    assert board(browser)[1][3] == 2 and lines(browser) == {((0, 3), (0, 4)), ((0, 4), (1, 4))}
    cell(browser, 0, 2).click()  # r1c3 unshaded: r1c4 (two ways left) joins it
    assert ((0, 2), (0, 3)) in lines(browser)
    browser.save_screenshot(str(tmp_path / "joins.png"))


@pytest.mark.slow  # 15 hints, each a request: 5-15 s on a loaded machine
def test_a_yajilin_is_played_to_the_end_with_hints_and_its_loop_drawn(live_server, browser, tmp_path):
    started(live_server, browser)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text.startswith("r1c5, r2c5, r3c5, r4c5 are unshaded (on the loop): the "
                                                          "arrow 0^ at r5c5 counts 0")
    for _ in range(40):
        if all(all(row) for row in board(browser)):
            break
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            by_id(browser, "play-hint").click()
            wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()  # applies the hint shown
    assert board(browser) == ANSWER
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    assert lines(browser) == loop_of(RECORD["answer"])  # the whole loop drawn, and nothing else
    browser.save_screenshot(str(tmp_path / "solved.png"))
