"""The loop board of the play card on the grid's dots (``loop_nodes`` "dots", static/loop.js) on Slitherlink's page,
on the shared live server and headless Chromium: segments drawn between dots by a drag and by clicks, a cross by a
right click, a wrong segment named by Check as the steps name it ("the top of r1c1"), Undo, a hint applied, the loop
kept by a reload, and janko.at's Slitherlink 0001 drawn whole and called solved by the kind's checker."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn")
from loop_card import answer_points, checked, lattice, points, started  # noqa: E402
from loop_card import drawn as drawn_on  # noqa: E402
from web_server import by_id, open_page, wait_for  # noqa: E402

# janko.at Slitherlink 0001 by Oleg Andrushko (the kind's example, its published answer)
URL = "https://puzz.link/p?slither/4/4/bah6262d"
HORIZONTAL = ["0100", "0000", "0010", "0100", "0010"]  # the grid's rows of dots, the edges between them
VERTICAL = ["01100", "01100", "01010", "00110"]
ANSWER = answer_points(HORIZONTAL, VERTICAL)
PAD = 0.3  # the board's viewBox has 0.3 of a cell round it (a dot's frame, a drag begun at the board's edge)


def drawn(browser) -> set:
    return drawn_on(browser, centres=False)


def offset(svg, x: float, y: float):
    """A point of the board in cells (0, 0 its top left dot) as an offset from the SVG's centre."""
    cell = svg.size["width"] / (4 + 2 * PAD)
    return (x + PAD) * cell - svg.size["width"] / 2, (y + PAD) * cell - svg.size["height"] / 2


def segment(browser, svg, point, right: bool = False) -> None:
    """A click (or right click) on the segment at lattice ``point``, between its two dots (a little off its middle,
    along it and across it: the click need not be exact)."""
    from selenium.webdriver.common.action_chains import ActionChains

    r, c = point
    x, y = (c / 2 - 0.1, r / 2 + 0.05) if r % 2 == 0 else (c / 2 + 0.05, r / 2 - 0.1)
    move = ActionChains(browser).move_to_element_with_offset(svg, *offset(svg, x, y))
    (move.context_click() if right else move.click()).perform()


@pytest.mark.slow  # five requests and a reload on a live server
def test_a_slitherlink_is_drawn_checked_hinted_and_kept_by_a_reload(live_server, browser, tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains

    svg = started(live_server, browser, "slitherlink", URL)
    numbers = [n.text for n in browser.find_elements("css selector", "#play-board .loop-number")]
    assert numbers == ["1", "0", "1", "2", "1", "2", "3"]  # the 0 written too
    assert len(browser.find_elements("css selector", "#play-board .loop-dot")) == 25
    assert by_id(browser, "play-message").text.startswith("Your move: draw the loop between the dots")
    # a drag from the top-left corner of r1c2 down to that of r3c2, along the published loop: two segments, one move
    drag = ActionChains(browser).move_to_element_with_offset(svg, *offset(svg, 1, 0)).click_and_hold()
    drag.move_to_element_with_offset(svg, *offset(svg, 1, 1)).move_to_element_with_offset(svg, *offset(svg, 1, 2))
    drag.release().perform()
    assert drawn(browser) == {(1, 2), (3, 2)} == points(lattice(browser), 1)
    segment(browser, svg, (7, 0), right=True)  # the left of r4c1 crossed
    segment(browser, svg, (0, 1))  # the top of r1c1: off the published loop
    assert drawn(browser) == {(1, 2), (3, 2), (0, 1)} and points(lattice(browser), 2) == {(7, 0)}
    checked(browser, "1 mistake")
    assert by_id(browser, "play-message").text.startswith(
        "This segment contradicts the puzzle's only answer (marked on the board): the top of r1c1.")
    assert len(browser.find_elements("css selector", "#play-board line.loop-mark.wrong")) == 1
    browser.save_screenshot(str(tmp_path / "mistake.png"))
    by_id(browser, "play-undo").click()  # the wrong segment taken back
    assert drawn(browser) == {(1, 2), (3, 2)}
    checked(browser, "No mistakes so far")
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step (rule: "))
    assert by_id(browser, "play-message").text  # the step's sentence, names as the steps name them
    assert browser.find_elements("css selector", "#play-board .loop-mark.premise")
    browser.save_screenshot(str(tmp_path / "hint.png"))
    before = lattice(browser)
    by_id(browser, "play-apply").click()
    after = lattice(browser)
    assert points(after, 1) <= ANSWER and not points(after, 2) & ANSWER
    assert sum(a != b for x, y in zip(before, after) for a, b in zip(x, y)) >= 1
    browser.refresh()  # the loop, its cross and the hint's points come back from the address
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .loop-svg"))
    wait_for(browser, lambda: by_id(browser, "play-message").text == "Your position is back: play on.")
    assert lattice(browser) == after and drawn(browser) == points(after, 1)


@pytest.mark.slow  # 12 segments clicked and two Checks on a live server
def test_the_published_loop_drawn_by_hand_is_solved(live_server, browser, tmp_path):
    svg = started(live_server, browser, "slitherlink", URL)
    for point in sorted(ANSWER):
        segment(browser, svg, point)
    assert drawn(browser) == ANSWER and points(lattice(browser), 2) == set()
    assert by_id(browser, "play-count").text == "12 segments drawn, 0 crossed: the loop is closed, press Check."
    checked(browser, "Solved!")  # the crosses the closed loop implies sent with it: the checker judged it
    assert by_id(browser, "play-count").text == "12 segments drawn, 0 crossed: solved."
    browser.save_screenshot(str(tmp_path / "solved.png"))
    for point in ((1, 4), (0, 5), (1, 6), (2, 5)):  # the right of r1c2 swapped for a way round r1c3, closed
        segment(browser, svg, point)
    assert by_id(browser, "play-count").text == "14 segments drawn, 0 crossed: the loop is closed, press Check."
    checked(browser, "Not an answer yet")  # the 0 at r1c4 has its left side drawn: the checker's words
    assert "r1c4" in by_id(browser, "play-lines").text


def test_the_kinds_say_slitherlink_is_played_on_the_dots_and_its_hints_send_the_numbers(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["slitherlink"]["play_card"] and kinds["slitherlink"]["play_entry"] == "loop"
    assert (kinds["slitherlink"]["loop_nodes"], kinds["masyu"]["loop_nodes"]) == ("dots", "centres")
    bad = [[0] * 9 for _ in range(9)]
    bad[0][1] = 3  # (an address's "3": the server's words, which the card shows)
    reply = api_client.post("/api/hint", json={"kind": "slitherlink", "puzzle": URL, "position": bad})
    assert reply.status_code == 422 and reply.json()["error"] == \
        "position: the top of r1c1 is 3, not 0 (undecided), 1 (drawn) or 2 (off the loop)"  # (was "point (0, 1)")
    wrong = [[0] * 9 for _ in range(9)]
    wrong[0][1] = 1  # the top of r1c1
    data = api_client.post("/api/hint", json={"kind": "slitherlink", "puzzle": URL, "position": wrong}).json()
    assert data["labels"] == [["1", "", "", "0"], ["", "", "", ""], ["1", "", "2", "1"], ["", "2", "3", ""]]
    assert data["mistakes"] == [[0, 1]]
    assert data["refusal"] == (
        "the position has a mistake: the top of r1c1 differs from the puzzle's only answer; as it stands, the 1 at "
        "r1c1's sides and the lines at its top-left corner could lie no way (1 of its sides; two lines or none at the "
        "top-left corner of r1c1)")
    assert data["conflict"] == [[0, 1], [1, 1]]  # the segment and the cell r1c1: lattice points, framed as such


@pytest.mark.slow  # a live server and headless Chromium
def test_the_keys_draw_from_dot_to_dot_and_a_loop_missing_a_dot_under_the_f_flag_is_told_so(live_server, browser):
    """Shift with the arrows draws round r1c1 of a 1x2 whose loop visits every dot (puzz.link's f flag): closed, it is
    judged by the checker (the dots it misses named), not refused as a dot given on the loop sent off it."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(browser, live_server + "/puzzle/slitherlink")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?slither/f/2/1/h")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .loop-svg"))
    svg = browser.find_element("css selector", "#play-board .loop-svg")
    browser.execute_script("arguments[0].focus()", svg)
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT,
                                                         Keys.ARROW_UP).key_up(Keys.SHIFT).perform()
    assert drawn(browser) == {(0, 1), (1, 2), (2, 1), (1, 0)}
    assert svg.get_attribute("aria-label") == ("the loop board, 1x2, 0 numbers: 4 segments drawn, 0 crossed; the frame "
                                               "on the top-left corner of r1c1")
    checked(browser, "Not an answer yet")
    assert by_id(browser, "play-lines").text.split("\n") == [
        "the loop misses the grid point at the top-right corner of r1c2",
        "the loop misses the grid point at the bottom-right corner of r1c2"]
    assert not by_id(browser, "play-error").text
