"""The loop board of the play card (``play_entry`` "loop", static/loop.js) on Masyu's page, on the shared live server
and headless Chromium: segments drawn between cell centres by a drag and by clicks, a cross by a right click, a wrong
segment named by Check as the steps name it, Undo, a hint applied, the loop kept by a reload, and janko.at's Masyu 001
drawn whole and called solved by the kind's checker."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from loop_card import answer_points, checked, lattice, points, started  # noqa: E402
from loop_card import drawn as drawn_on  # noqa: E402
from web_server import by_id, wait_for  # noqa: E402

URL = "https://puzz.link/p?mashu/6/6/10920000i109"  # janko.at Masyu 001 (the kind's example, its published answer)
HORIZONTAL = ["11100", "00011", "00000", "00000", "11000", "00111"]
VERTICAL = ["100100", "100001", "100001", "100001", "001001"]
ANSWER = answer_points(HORIZONTAL, VERTICAL)


def drawn(browser) -> set:
    return drawn_on(browser, centres=True)


def offset(svg, x: float, y: float):
    """A point of the board in cells (0, 0 its top left corner) as an offset from the SVG's centre (its viewBox
    has 0.06 of a cell round the board)."""
    cell = svg.size["width"] / 6.12
    return (x + 0.06) * cell - svg.size["width"] / 2, (y + 0.06) * cell - svg.size["height"] / 2


def segment(browser, svg, point, right: bool = False) -> None:
    """A click (or right click) on the segment at lattice ``point``, between its two cell centres."""
    from selenium.webdriver.common.action_chains import ActionChains

    r, c = point  # the segment's middle, on the cells' border (a little along it: the click need not be exact)
    x, y = ((c + 1) / 2, r / 2 + 0.6) if r % 2 == 0 else (c / 2 + 0.6, (r + 1) / 2)
    move = ActionChains(browser).move_to_element_with_offset(svg, *offset(svg, x, y))
    (move.context_click() if right else move.click()).perform()


@pytest.mark.slow  # five requests and a reload: 21 s on this shared machine at load 12 (sitting 15)
def test_a_masyu_is_drawn_checked_hinted_and_kept_by_a_reload(live_server, browser, tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains

    svg = started(live_server, browser, "masyu", URL)
    assert len(browser.find_elements("css selector", "#play-board .pearl-W")) == 4
    assert len(browser.find_elements("css selector", "#play-board .pearl-B")) == 2
    # a drag from r1c1 through r1c2 to r1c3 draws two segments, one move
    drag = ActionChains(browser).move_to_element_with_offset(svg, *offset(svg, 0.5, 0.5)).click_and_hold()
    drag.move_to_element_with_offset(svg, *offset(svg, 1.5, 0.5)).move_to_element_with_offset(svg, *offset(svg, 2.5, 0.5))
    drag.release().perform()
    assert drawn(browser) == {(0, 1), (0, 3)} == points(lattice(browser), 1)
    segment(browser, svg, (1, 10), right=True)  # r1c6-r2c6 crossed: the loop goes down the right from r2c6
    segment(browser, svg, (0, 7))  # r1c4-r1c5: off the published loop
    assert drawn(browser) == {(0, 1), (0, 3), (0, 7)} and points(lattice(browser), 2) == {(1, 10)}
    checked(browser, "1 mistake")
    assert by_id(browser, "play-message").text.startswith(
        "This segment contradicts the puzzle's only answer (marked on the board): r1c4-r1c5.")
    assert browser.find_elements("css selector", "#play-board line.loop-mark.wrong")
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()  # the wrong segment taken back: no mistake
    assert drawn(browser) == {(0, 1), (0, 3)}
    checked(browser, "No mistakes so far")
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step (rule: "))
    assert by_id(browser, "play-message").text  # the step's sentence, names as the steps name them
    before = lattice(browser)
    by_id(browser, "play-apply").click()
    after = lattice(browser)
    assert sum(a != b for x, y in zip(before, after) for a, b in zip(x, y)) >= 1
    assert points(after, 1) <= ANSWER and not points(after, 2) & ANSWER
    browser.refresh()  # the loop, its cross and the hint's points come back from the address
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .loop-svg"))
    wait_for(browser, lambda: by_id(browser, "play-message").text == "Your position is back: play on.")
    assert lattice(browser) == after and drawn(browser) == points(after, 1)


@pytest.mark.slow  # 24 segments clicked and two Checks: 9 s on this shared machine at load 12 (sitting 15)
def test_the_published_loop_drawn_by_hand_is_solved(live_server, browser, tmp_path):
    svg = started(live_server, browser, "masyu", URL)
    for point in sorted(ANSWER):
        segment(browser, svg, point)
    assert drawn(browser) == ANSWER and points(lattice(browser), 2) == set()
    assert by_id(browser, "play-count").text == "20 segments drawn, 0 crossed: the loop is closed, press Check."
    checked(browser, "Solved!")  # the crosses the closed loop implies sent with it: the checker judged it
    assert by_id(browser, "play-count").text == "20 segments drawn, 0 crossed: solved."
    browser.save_screenshot(str(tmp_path / "solved.png"))
    for point in ((0, 1), (1, 0), (2, 1), (1, 2)):  # the corner at r1c1 cut: r1c2-r2c2-r2c1 instead, closed
        segment(browser, svg, point)
    assert by_id(browser, "play-count").text.endswith("the loop is closed, press Check.")
    checked(browser, "Not an answer yet")  # the white pearl at r2c1 turns: the checker's words
    assert "r2c1" in by_id(browser, "play-lines").text
    # (the line under the board said "the loop is closed, press Check." under the checker's verdict)
    assert by_id(browser, "play-count").text.endswith("the loop is closed, and a rule is broken (above).")


def test_the_kinds_say_masyu_is_played_on_the_loop_board_and_its_hints_send_the_pearls(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["masyu"]["play_card"] and kinds["masyu"]["play_entry"] == "loop"
    assert kinds["masyu"]["loop_nodes"] == "centres"  # (Slitherlink's loop board: on the dots)
    bad = [[0] * 11 for _ in range(11)]
    bad[0][1] = 3  # (an address's "3": the server's words, which the card shows)
    reply = api_client.post("/api/hint", json={"kind": "masyu", "puzzle": URL, "position": bad})
    assert reply.status_code == 422 and reply.json()["error"] == \
        "position: r1c1-r1c2 is 3, not 0 (undecided), 1 (drawn) or 2 (off the loop)"  # (was "point (0, 1)")
    wrong = [[0] * 11 for _ in range(11)]
    wrong[0][7] = 1  # r1c4-r1c5
    data = api_client.post("/api/hint", json={"kind": "masyu", "puzzle": URL, "position": wrong}).json()
    assert data["labels"] == [["", "", "W", "", "", ""], ["W", "", "", "", "", "B"], [""] * 6, [""] * 6,
                              ["B", "", "", "", "", "W"], ["", "", "", "W", "", ""]]
    assert data["mistakes"] == [[0, 7]]  # named as the steps name it: was "r1c8", the lattice's column as a cell's
    assert data["refusal"] == "the position has a mistake: r1c4-r1c5 differs from the puzzle's only answer"
