"""The play mode on the general page of a shading genre (Hitori), on the
shared live server and headless Chromium: the clues show in the cells, a
wrong cell is marked by Check, and hints alone play the puzzle to its
published answer, which Check then calls solved; ``POST /api/hint`` gives
the command line's steps with the clues as labels."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, post, wait_for  # noqa: E402

# the test puzzle of puzz.link's Hitori (robx/pzprjs test/script/hitori.js) and its answer
HITORI_URL = "https://puzz.link/p?hitori/4/4/1114142333214213"
HITORI_NUMBERS = [[1, 1, 1, 4], [1, 4, 2, 3], [3, 3, 2, 1], [4, 2, 1, 3]]
HITORI_ANSWER = [[2 if ch == "#" else 1 for ch in row] for row in ("#.#.", "....", "#.#.", "...#")]


def board(browser) -> list:
    values = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
    return [values[4 * r:4 * r + 4] for r in range(4)]


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def test_the_hint_api_is_the_command_lines_with_the_clues_as_labels(live_server, run_cli):
    code, data = post(live_server, "/api/hint", {"kind": "hitori", "puzzle": HITORI_URL})
    assert code == 200 and data["values"] == ["unshaded", "shaded"]
    assert data["labels"] == [[str(v) for v in row] for row in HITORI_NUMBERS]
    assert data["givens"] == [[0] * 4] * 4
    _, out, _ = run_cli("hint", HITORI_URL, "--json")
    assert data["steps"] == json.loads(out)["steps"]
    assert data["steps"][0]["sentence"] == ("r1c2 is unshaded: sandwich (1 1 1) in row 1; shaded, it would leave "
                                            "the 1s beside it (r1c1, r1c3) both unshaded")
    filled = [[1] * 4 for _ in range(4)]
    code, data = post(live_server, "/api/hint", {"kind": "hitori", "puzzle": HITORI_URL, "position": filled})
    assert code == 200 and "position: 1 appears 3 times among the unshaded cells of row 1" in data["violations"]


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_a_hitori_is_played_to_the_end_with_hints(live_server, browser, tmp_path):
    open_page(browser, live_server + "/puzzle/hitori")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(HITORI_URL)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 16)
    assert board(browser) == [[0] * 4] * 4
    assert [[cell(browser, r, c).text for c in range(4)] for r in range(4)] == \
        [[str(v) for v in row] for row in HITORI_NUMBERS]
    cell(browser, 0, 0).click()  # unshaded, but the answer shades it
    assert board(browser)[0][0] == 1
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert by_id(browser, "play-message").text.endswith("r1c1.")
    assert "wrong" in cell(browser, 0, 0).get_attribute("class")
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()
    assert board(browser) == [[0] * 4] * 4
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == ("r1c2 is unshaded: sandwich (1 1 1) in row 1; shaded, it would "
                                                   "leave the 1s beside it (r1c1, r1c3) both unshaded")
    assert len(browser.find_elements("css selector", "#play-board .cell.premise")) == 2
    browser.save_screenshot(str(tmp_path / "hint.png"))
    for _ in range(20):
        if all(all(row) for row in board(browser)):
            break
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            by_id(browser, "play-hint").click()
            wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()  # applies the hint shown
    assert board(browser) == HITORI_ANSWER
    assert "at=" in browser.current_url
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "solved.png"))
