"""The play card of a digit genre (Sudoku, whose kind declares ``play_entry`` "digit"): ``GET /api/kinds`` offers
the card, ``POST /api/hint`` gives the puzzle's digits as ``values`` and its boxes as ``regions`` and steps on from a
player's position (4x4, 9x9 and 16x16, each step checked against the published answer); in headless Chromium a cell
selected takes a digit typed or picked from the pad, a given cannot be selected, pencil marks note candidates, Hint
draws its digit in its framed cell, Apply writes it, Check names a digit twice in a column in Sudoku's words, and the
filled grid is called solved.  The puzzles: puzz.link's engine's 4x4 test puzzle (robx/pzprjs test/script/sudoku.js),
cspuz_core's 9x9 test puzzle and janko.at Sudoku 301 (16x16), with their published answers
(tests/data/genres/sudoku.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, wait_for  # noqa: E402

RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data/genres/sudoku.json").read_text())}
FOUR = RECORDS["pzprjs-test-4x4"]["url"]
FOUR_ANSWER = [[2, 1, 4, 3], [4, 3, 1, 2], [3, 4, 2, 1], [1, 2, 3, 4]]
FOUR_GIVENS = [[0, 1, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]]
NINE, NINE_ANSWER = RECORDS["cspuz-test-9x9"]["url"], RECORDS["cspuz-test-9x9"]["answer"]
SIXTEEN, SIXTEEN_ANSWER = RECORDS["janko-sudoku-0301-16x16"]["url"], RECORDS["janko-sudoku-0301-16x16"]["answer"]
NINE_GIVENS = [[0, 0, 0, 0, 0, 8, 0, 1, 0], [7, 0, 0, 0, 2, 0, 0, 0, 9], [9, 0, 0, 0, 0, 0, 0, 0, 0],
               [0, 2, 0, 3, 0, 0, 7, 5, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 1, 9, 0, 0, 5, 0, 4, 0],
               [0, 0, 0, 0, 0, 0, 0, 0, 8], [3, 0, 0, 0, 4, 0, 0, 0, 6], [0, 4, 0, 5, 0, 0, 0, 0, 0]]


def hint(api_client, puzzle: str, position=None) -> dict:
    body = {"kind": "sudoku", "puzzle": puzzle, **({} if position is None else {"position": position})}
    reply = api_client.post("/api/hint", json=body)
    assert reply.status_code == 200, reply.text
    data = reply.json()
    del data["seconds"]
    data.pop("waited", None)  # (a loaded machine: the first request waits for its fresh solver process to start)
    return data


def test_the_kinds_list_offers_sudoku_a_card_for_typed_digits(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert {key: kinds["sudoku"][key] for key in ("play_card", "play_entry", "position_values", "position_looks")} \
        == {"play_card": True, "play_entry": "digit", "position_values": [], "position_looks": []}
    assert (kinds["hitori"]["play_card"], kinds["hitori"]["play_entry"]) == (True, "click")
    assert [k["name"] for k in kinds.values() if k["play_card"]] == [
        "yinyang", "nurikabe", "starbattle", "lightup", "heyawake", "norinori", "lits", "slitherlink", "masyu", "sudoku", "hitori", "shikaku", "kurodoko",
        "tapa", "creek", "aqre", "yajilin", "cave", "fillomino", "hashi", "kakuro", "nurimisaki", "shimaguni", "skyscrapers",
        "nonogram", "countryroad", "ripple", "kurotto"]
    assert (kinds["ripple"]["play_entry"], kinds["ripple"]["position_values"]) == ("digit", [])  # digits typed
    assert (kinds["hashi"]["play_entry"], kinds["hashi"]["position_values"]) == ("bridge", [])  # bridges drawn
    assert (kinds["fillomino"]["play_entry"], kinds["fillomino"]["position_values"]) == ("digit", [])  # numbers typed
    assert (kinds["masyu"]["play_entry"], kinds["masyu"]["position_values"]) == ("loop", [])  # its loop drawn
    assert (kinds["kakuro"]["play_entry"], kinds["kakuro"]["position_values"]) == ("digit", [])  # digits typed
    assert (kinds["shikaku"]["play_entry"], kinds["shikaku"]["position_values"]) == ("rectangle", [])  # dragged


def test_a_4x4s_play_data_and_its_steps_from_a_position(api_client):
    assert hint(api_client, FOUR) == {
        "kind": "sudoku", "name": "Sudoku", "verdict": "unique", "complete": True, "solved": False, "mistakes": [],
        "steps": [{"rule": "hidden_single_box", "sentence": "r1c1 is 2: the only cell of box 1 that can hold 2; the 2 "
                   "in r2c4 sees its other empty cells", "level": 1, "depth": 0,
                   "decided": [{"cell": [0, 0], "value": 2}], "premises": [[0, 1], [1, 3]], "chain": []}],
        "grid": [[2, 1, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]], "refusal": None, "givens": FOUR_GIVENS,
        "position": FOUR_GIVENS, "values": ["1", "2", "3", "4"], "labels": None,
        "regions": [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]], "walls": None, "points": None,
        "origin": [0, 0]}
    # a digit twice in a row: the mistakes, and the rule broken in Sudoku's words
    data = hint(api_client, FOUR, [[1, 1, 1, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]])
    assert (data["mistakes"], data["steps"], data["reason"], data["conflict"]) == (
        [[0, 0], [0, 2]], [], "row 1 holds 1 twice (r1c1, r1c2)", [[0, 0], [0, 1]])
    assert data["refusal"] == ("the position has 2 mistakes: r1c1, r1c3 differ from the puzzle's only answer; as it "
                               "stands, row 1 holds 1 twice (r1c1, r1c2)")
    wrong = [row[:] for row in FOUR_ANSWER]
    wrong[0][0] = 4  # a filled grid: the independent checker's rules
    assert hint(api_client, FOUR, wrong)["violations"] == [
        "position: row 1 holds 4 twice", "position: column 1 holds 4 twice", "position: box 1 holds 4 twice"]
    data = hint(api_client, FOUR, FOUR_ANSWER)
    assert (data["violations"], data["solved"], data["steps"]) == ([], True, [])


def test_a_9x9s_play_data_and_its_next_step_from_a_position(api_client):
    data = hint(api_client, NINE)
    assert data["givens"] == data["position"] == NINE_GIVENS and data["values"] == [str(d) for d in range(1, 10)]
    assert data["regions"] == [[r // 3 * 3 + c // 3 for c in range(9)] for r in range(9)]
    assert data["steps"] == [{"rule": "hidden_single_box", "sentence": "r7c7 is 4: the only cell of box 9 that can "
                              "hold 4; the 4s in r6c8, r8c5, r9c2 see its other empty cells", "level": 1, "depth": 0,
                              "decided": [{"cell": [6, 6], "value": 4}],
                              "premises": [[5, 7], [6, 8], [7, 4], [7, 8], [8, 1]], "chain": []}]
    position = [row[:] for row in NINE_GIVENS]
    position[6][6], position[0][0] = 4, 2  # the step applied, and r1c1 typed (the published answer's)
    data = hint(api_client, NINE, position)
    assert (data["mistakes"], data["refusal"], data["position"]) == ([], None, position)
    assert data["steps"] == [{"rule": "hidden_single_box", "sentence": "r8c7 is 5: the only cell of box 9 that can "
                              "hold 5; the 5s in r4c8, r9c4 see its other empty cells", "level": 1, "depth": 0,
                              "decided": [{"cell": [7, 6], "value": 5}],
                              "premises": [[3, 7], [6, 6], [6, 8], [7, 8], [8, 3]], "chain": []}]
    assert NINE_ANSWER[6][6] == 4 and NINE_ANSWER[7][6] == 5 and NINE_ANSWER[0][0] == 2


def test_a_16x16s_play_data_and_its_next_step_from_a_position(api_client):
    data = hint(api_client, SIXTEEN)
    assert data["values"] == [str(d) for d in range(1, 17)] and data["givens"][0] == [
        13, 9, 2, 0, 0, 0, 0, 0, 16, 0, 0, 0, 4, 3, 0, 0]
    assert data["regions"][5] == [4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7]
    assert data["steps"][0]["sentence"] == ("r1c6 is 12: the only cell of box 2 that can hold 12; the 12s in r2c2, "
                                            "r3c13, r4c11, r6c5, r12c8, r16c7 see its other empty cells")
    position = [row[:] for row in data["givens"]]
    position[0][5], position[0][3] = 12, 11  # the step applied, r1c4 typed
    data = hint(api_client, SIXTEEN, position)
    assert (data["mistakes"], data["refusal"], data["position"]) == ([], None, position)
    assert data["steps"] == [{"rule": "hidden_single_box", "sentence": "r2c4 is 10: the only cell of box 1 that can "
                              "hold 10; the 10s in r3c16, r4c9 see its other empty cells", "level": 1, "depth": 0,
                              "decided": [{"cell": [1, 3], "value": 10}],
                              "premises": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [2, 1], [2, 3],
                                           [2, 15], [3, 0], [3, 1], [3, 2], [3, 8]], "chain": []}]
    assert (SIXTEEN_ANSWER[0][5], SIXTEEN_ANSWER[0][3], SIXTEEN_ANSWER[1][3]) == (12, 11, 10)


def board(browser) -> list:
    cells = browser.execute_script("return [...document.querySelectorAll('#play-board .cell')]"
                                   ".map((b) => [Number(b.dataset.value), b.querySelector('.digit').textContent]);")
    n = int(len(cells) ** 0.5)
    assert all(text == ("" if v == 0 else str(v)) for v, text in cells)  # each cell shows its digit
    return [[v for v, _ in cells[n * r:n * r + n]] for r in range(n)]


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def start(browser, server: str, puzzle: str, cells: int) -> None:
    open_page(browser, server + "/puzzle/sudoku")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(puzzle)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == cells)


def typed(browser, *keys: str) -> None:
    for key in keys:
        browser.switch_to.active_element.send_keys(key)


@pytest.mark.slow  # 6-12 s; the cheaper 16x16 test below (typing, a hint applied, Undo) stays in the default run
def test_a_4x4_is_typed_hinted_checked_and_solved(live_server, browser, tmp_path):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, FOUR, 16)
    assert board(browser) == FOUR_GIVENS
    assert not cell(browser, 0, 1).is_enabled() and "given" in cell(browser, 0, 1).get_attribute("class")
    assert by_id(browser, "play-message").text == ("Your move: select a cell and type its digit, or ask for a Hint.")
    cell(browser, 1, 1).click()  # r2c2: 3, typed; 9 is no digit of a 4x4; Backspace empties; 3 again
    typed(browser, "3")
    assert board(browser)[1][1] == 3 and "selected" in cell(browser, 1, 1).get_attribute("class")
    typed(browser, "9")
    assert by_id(browser, "play-message").text == "This board takes the digits 1 to 4." and board(browser)[1][1] == 3
    typed(browser, Keys.BACKSPACE)
    assert board(browser)[1][1] == 0
    typed(browser, "3", Keys.ARROW_RIGHT, "1")  # r2c3: 1, the arrow key moving the selection
    assert board(browser)[1][1:3] == [3, 1] and "selected" in cell(browser, 1, 2).get_attribute("class")
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    # the step from the player's position (row 2 has one empty cell left), its digit drawn in its red frame
    assert by_id(browser, "play-message").text == "r2c1 is 4: the last empty cell of row 2"
    assert "decided" in cell(browser, 1, 0).get_attribute("class") and cell(browser, 1, 0).text == "4"
    assert "coming" in cell(browser, 1, 0).find_element("css selector", ".digit").get_attribute("class")
    assert {(int(b.get_attribute("data-row")), int(b.get_attribute("data-col")))
            for b in browser.find_elements("css selector", "#play-board .cell.premise")} == {(1, 1), (1, 2), (1, 3)}
    browser.save_screenshot(str(tmp_path / "digits-hint.png"))
    by_id(browser, "play-apply").click()
    assert board(browser)[1][0] == 4 and by_id(browser, "play-message").text == "Applied: 1 cell decided."
    assert "coming" not in cell(browser, 1, 0).find_element("css selector", ".digit").get_attribute("class")
    cell(browser, 0, 2).click()  # r1c3: 3, picked from the pad (a phone has no keys): a 3 twice in column 3
    browser.find_element("css selector", '#play-pad .pad-key[data-value="3"]').click()
    assert board(browser)[0][2] == 3
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert by_id(browser, "play-message").text == ("This cell contradicts the puzzle's only answer (marked on the "
                                                   "board): r1c3. As it stands, column 3 holds 3 twice (r1c3, r4c3) "
                                                   "(all framed on the board).")
    assert "wrong" in cell(browser, 0, 2).get_attribute("class") and "conflict" in cell(browser, 3, 2).get_attribute(
        "class")
    by_id(browser, "play-undo").click()
    assert board(browser)[0][2] == 0
    now = board(browser)
    for r, row in enumerate(FOUR_ANSWER):  # the rest typed from the published answer
        for c, v in enumerate(row):
            if now[r][c] == 0:
                cell(browser, r, c).click()
                typed(browser, str(v))
    assert board(browser) == FOUR_ANSWER and by_id(browser, "play-count").text == "Every cell is decided: press Check."
    assert "at=2143.4312.3421.1234" in browser.current_url
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    assert by_id(browser, "play-count").text == "Every cell is decided: solved."


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_a_16x16_takes_two_digit_numbers_and_letters(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    start(browser, live_server, SIXTEEN, 256)
    assert by_id(browser, "play-message").text == ("Your move: select a cell and type its digit (10 to 16: two digits, "
                                                   "or A for 10, B for 11...), or ask for a Hint.")
    cell(browser, 0, 3).click()
    typed(browser, "1", "1")  # 11, one move
    assert board(browser)[0][3] == 11
    typed(browser, Keys.ARROW_RIGHT, "g", Keys.ARROW_RIGHT, "h")  # G: 16; H: no digit of a 16x16
    assert board(browser)[0][4:6] == [16, 0]
    assert by_id(browser, "play-message").text == "This board takes the digits 1 to 16."
    assert "at=d92bg000g0004300" in browser.current_url  # 11 and 16 written as letters in the address
    by_id(browser, "play-undo").click()
    assert board(browser)[0][3:5] == [11, 0]
    by_id(browser, "play-undo").click()
    assert board(browser)[0][3] == 0  # "1" then "1": one move, one Undo
    # 1 to 16, one that empties, and Pencil
    assert len(browser.find_elements("css selector", "#play-pad .pad-key")) == 18
    cell(browser, 0, 3).click()  # pencil marks: Shift with 1 then 6 marks 16; Pencil and the pad's 1 and 5 mark them
    typed(browser, Keys.SHIFT + "1" + Keys.SHIFT, Keys.SHIFT + "6" + Keys.SHIFT)
    by_id(browser, "play-pencil").click()
    for value in "15":
        browser.find_element("css selector", f'#play-pad .pad-key[data-value="{value}"]').click()
    by_id(browser, "play-pencil").click()
    assert cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: empty, pencil marks 1 5 16"
    assert cell(browser, 0, 3).find_element("css selector", ".notes").text.split() == ["1", "5", "16"]
    cell(browser, 0, 4).click()  # 16 written in its row: struck from r1c4's marks (its first digit's 1 kept)
    typed(browser, "1", "6")
    assert cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: empty, pencil marks 1 5"
    by_id(browser, "play-undo").click()  # Undo brings the marks back with the cell
    assert cell(browser, 0, 3).get_attribute("aria-label") == "r1c4: empty, pencil marks 1 5 16"
    assert board(browser)[0][4] == 0
    by_id(browser, "play-hint").click()  # the first step, its two-digit value drawn in its cell
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text.startswith("r1c6 is 12: the only cell of box 2 that can hold 12")
    assert cell(browser, 0, 5).text == "12" and "decided" in cell(browser, 0, 5).get_attribute("class")
    by_id(browser, "play-apply").click()
    assert board(browser)[0][5] == 12 == SIXTEEN_ANSWER[0][5]
