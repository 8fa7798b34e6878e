"""The play card of the kinds whose board has more than cells: Star Battle's and Norinori's regions, Heyawake's
rooms and numbers, Light Up's walls and numbers.  ``GET /api/kinds`` gives each kind's words and looks for its
values, ``POST /api/hint`` the regions and walls; in headless Chromium the borders are drawn, a wall cannot be
clicked, a star and a bulb are drawn as such, and hints alone play each kind's published puzzle (its first example:
puzz.link's engine's test puzzle, robx/pzprjs test/script/KIND.js) to its published answer, which Check calls
solved."""

from __future__ import annotations

import pytest

from gridsat.puzzles.kinds import get

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, post, wait_for  # noqa: E402

FOUR = ("starbattle", "norinori", "heyawake", "lightup")
# the example's answer rows: '*' a star or a bulb, '#' shaded, '.' the other value
VALUES = {"*": 2, "#": 2, ".": 1}


def published(name: str) -> tuple[str, list]:
    example = get(name).examples[0]
    return example.puzzle, [[VALUES[ch] for ch in row] for row in example.answer]


def test_the_kinds_list_says_each_values_words_and_looks(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert {name: (kinds[name]["position_values"], kinds[name]["position_looks"]) for name in FOUR} == {
        "starbattle": (["empty", "star"], ["dot", "star"]), "norinori": (["unshaded", "shaded"], []),
        "heyawake": (["unshaded", "shaded"], []), "lightup": (["bulb-free", "bulb"], ["dot", "bulb"])}
    assert kinds["nurikabe"]["position_looks"] == [] and kinds["hitori"]["position_values"] == ["unshaded", "shaded"]


def test_the_hint_reply_carries_the_regions_the_walls_and_the_numbers(api_client):
    reply = api_client.post("/api/hint", json={"kind": "starbattle", "puzzle": published("starbattle")[0]}).json()
    assert reply["regions"] == [[0, 0, 0, 1, 1, 1], [0, 1, 1, 1, 2, 2], [0, 3, 3, 4, 4, 2], [5, 5, 3, 3, 4, 2],
                                [5, 4, 4, 4, 4, 2], [5, 2, 2, 2, 2, 2]]
    assert reply["walls"] is None and reply["values"] == ["empty", "star"]
    assert reply["steps"][0]["sentence"] == ("r2c2 is empty: a star there would leave the region of r1c1 room for no "
                                             "more stars, not the 1 it needs")
    reply = api_client.post("/api/hint", json={"kind": "heyawake", "puzzle": published("heyawake")[0]}).json()
    assert reply["labels"][0] == ["2", "2", "", "2", "", "2"] and reply["regions"][3] == [4, 4, 4, 4, 4, 3]
    reply = api_client.post("/api/hint", json={"kind": "lightup", "puzzle": published("lightup")[0]}).json()
    assert reply["regions"] is None and reply["walls"][1] == [False, False, True, False, False, False]
    assert reply["labels"][3] == ["", "0", "", "", "", ""] and reply["givens"][3] == [0, 1, 0, 0, 0, 0]
    # a wall without a number shows no label on the board (its '■' is the text board's): it is drawn as a wall
    reply = api_client.post("/api/hint", json={"kind": "lightup", "puzzle": "lightup\n# . .\n. 1 .\n. . .\n"}).json()
    assert reply["walls"] == [[True, False, False], [False, True, False], [False, False, False]]
    assert reply["labels"] == [["", "", ""], ["", "1", ""], ["", "", ""]]
    reply = api_client.post("/api/hint", json={"kind": "hitori", "puzzle": "https://puzz.link/p?hitori/4/4/1114142333214213"})
    assert reply.json()["regions"] is None and reply.json()["walls"] is None


def _board(browser) -> list:
    return browser.execute_script("const cells = [...document.querySelectorAll('#play-board .cell')];"
                                  "const cols = getComputedStyle(document.getElementById('play-board'))"
                                  ".gridTemplateColumns.split(' ').length;"
                                  "const rows = []; cells.forEach((b, i) => { if (i % cols === 0) rows.push([]);"
                                  "rows[rows.length - 1].push(Number(b.dataset.value)); }); return rows;")


def _cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def _start(browser, base: str, name: str) -> None:
    open_page(browser, f"{base}/puzzle/{name}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").clear()
    by_id(browser, "puzzle").send_keys(published(name)[0])
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cell"))


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
def test_star_battle_draws_its_regions_stars_and_hint(live_server, browser):
    _start(browser, live_server, "starbattle")
    # the region borders: the board's outline and one line per cell edge between two regions (30 in this 6x6)
    path = browser.find_element("css selector", "#play-board svg.play-regions path").get_attribute("d")
    assert path.count("M") == 1 + 30
    _cell(browser, 0, 1).click()
    assert "look-dot" in _cell(browser, 0, 1).get_attribute("class")
    _cell(browser, 0, 1).click()
    assert "look-star" in _cell(browser, 0, 1).get_attribute("class")
    assert _cell(browser, 0, 1).get_attribute("aria-label") == "r1c2: star"
    by_id(browser, "play-undo").click()
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == ("r2c2 is empty: a star there would leave the region of r1c1 room "
                                                   "for no more stars, not the 1 it needs")
    assert "next-dot" in _cell(browser, 1, 1).get_attribute("class")


@pytest.mark.slow  # (1.6 s of the default run, sitting 14: the slow set runs it)
def test_light_up_walls_are_drawn_and_never_clicked(live_server, browser):
    _start(browser, live_server, "lightup")
    wall = _cell(browser, 3, 1)
    assert "wall" in wall.get_attribute("class").split() and wall.get_attribute("disabled") is not None
    assert wall.text == "0" and wall.get_attribute("aria-label") == "r4c2 0: a wall"
    assert not browser.find_elements("css selector", "#play-board svg")  # no regions: no borders
    _cell(browser, 0, 0).click()
    _cell(browser, 0, 0).click()
    assert "look-bulb" in _cell(browser, 0, 0).get_attribute("class")
    # the bulb lights its row and column (10 cells of this 6x6, no wall between), drawn and said
    lit = browser.find_elements("css selector", "#play-board .cell.lit")
    assert sorted((int(b.get_attribute("data-row")), int(b.get_attribute("data-col"))) for b in lit) == \
        [(0, c) for c in range(1, 6)] + [(r, 0) for r in range(1, 6)]
    assert _cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: undecided, lit"
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    _cell(browser, 3, 0).click()
    _cell(browser, 3, 0).click()  # a second bulb in its column: each lights the other; the 0's wall stops its row
    assert "lit" in _cell(browser, 0, 0).get_attribute("class").split()
    assert "lit" not in _cell(browser, 3, 2).get_attribute("class").split()


@pytest.mark.slow  # the four played to the end, 5-20 s; the cheaper tests above stay in the default run
@pytest.mark.parametrize("name", FOUR)
def test_hints_play_the_published_puzzle_to_its_answer(live_server, browser, name):
    _start(browser, live_server, name)
    for _ in range(80):
        if all(all(row) for row in _board(browser)):
            break
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            by_id(browser, "play-hint").click()
            wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()  # applies the hint shown
    assert _board(browser) == published(name)[1]
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")


def test_the_api_answers_the_published_answer_as_solved(live_server):
    for name in FOUR:
        puzzle, answer = published(name)
        code, data = post(live_server, "/api/hint", {"kind": name, "puzzle": puzzle, "position": answer})
        assert code == 200 and data["violations"] == [] and data["solved"], name
