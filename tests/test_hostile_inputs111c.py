"""Pass 111, part c: Masyu's loop play card and the pages near it, as a hostile user met them."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from test_web_play_masyu import ANSWER, URL

# the 6x6 of the Masyu docs (the published answer's lattice, from its hint --steps)
SIX = "https://puzz.link/p?mashu/6/6/1063000i3000"


def rows_of(drawn: set, rows: int = 6, cols: int = 6) -> str:
    """The address's lattice (``at=``) of the segments ``drawn``, the pearls' cells left to the page."""
    out = []
    for r in range(2 * rows - 1):
        out.append("".join("2" if r % 2 and c % 2 else "1" if (r, c) in drawn else "0" for c in range(2 * cols - 1)))
    return ".".join(out)


def rectangle(r0: int, c0: int, r1: int, c1: int) -> set:
    """The segments of the loop round cells r0..r1, c0..c1 (from 0)."""
    out = set()
    for c in range(c0, c1):
        out |= {(2 * r0, 2 * c + 1), (2 * r1, 2 * c + 1)}
    for r in range(r0, r1):
        out |= {(2 * r + 1, 2 * c0), (2 * r + 1, 2 * c1)}
    return out


def pearled(drawn: set, path) -> str:
    """A position file of the 6x6: the segments ``drawn`` and its pearls' cells on the loop, as ``hint --json``'s
    grid is written."""
    lines = rows_of(drawn).split(".")
    for r, c in ((0, 2), (1, 1), (1, 4), (3, 3), (4, 1)):
        lines[2 * r] = lines[2 * r][:2 * c] + "1" + lines[2 * r][2 * c + 1:]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_a_cell_with_two_segments_drawn_is_said_in_the_plural(run_cli, tmp_path):
    # r1c1's two ways out (the answer's): "r1c1 is on the loop: r1c1-r1c2, r1c1-r2c1 is drawn"
    code, out, err = run_cli("hint", SIX, "--position", pearled({(0, 1), (1, 0)}, tmp_path / "p.txt"))
    assert code == 0, err
    assert out.startswith("next step (rule: line_ends): r1c1 is on the loop: r1c1-r1c2, r1c1-r2c1 are drawn\n")


def test_a_closed_small_loop_is_said_as_it_stands():
    from gridsat.core.present_tense import as_they_are

    assert as_they_are("the loop through r5c5, r5c6, r6c5 and 1 more would close without r1c3") == (
        "the loop through r5c5, r5c6, r6c5 and 1 more closes without r1c3")
    assert as_they_are("the loop would branch at r2c2 (r1c2-r2c2, r2c1-r2c2, r2c2-r2c3)") == (
        "the loop branches at r2c2 (r1c2-r2c2, r2c1-r2c2, r2c2-r2c3)")
    assert as_they_are("r3c3 would be off the loop with r3c2-r3c3 drawn") == "r3c3 is off the loop with r3c2-r3c3 drawn"
    assert as_they_are("the black pearl at r2c2 could go straight neither way") == (
        "the black pearl at r2c2 can go straight neither way")


def test_a_small_closed_loop_in_hint_position_is_said_in_the_present(run_cli, tmp_path):
    code, out, err = run_cli("hint", SIX, "--position", pearled(rectangle(4, 4, 5, 5), tmp_path / "p.txt"))
    # "as it stands, the loop through r5c5, r5c6, r6c5 and 1 more close without r1c3"
    assert out.rstrip().endswith("as it stands, the loop through r5c5, r5c6, r6c5 and 1 more closes without r1c3"), err


def opened(live_server, browser, drawn: set):
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")  # (an address of the page shown differing in its fragment alone: no new page, and
    # the board found was the last one's, redrawn under the test)
    open_page(browser, f"{live_server}/puzzle/masyu#play={quote(URL, safe='')}&at={rows_of(drawn)}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .loop-svg")
             and by_id(browser, "play-message").text)


@pytest.mark.slow  # a page and a Check: a few seconds on this shared machine
def test_check_of_a_wrong_closed_loop_marks_only_the_segments_drawn(live_server, browser):
    from web_server import by_id, wait_for

    loop = rectangle(0, 0, 5, 5)  # the board's edge: round no pearl the right way
    opened(live_server, browser, loop)
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Not an answer yet")
    marked = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .loop-mark.wrong')].map(m => m.tagName + ' '"
        " + ['x1', 'y1', 'x2', 'y2'].map(a => m.getAttribute(a)).join(' '))")
    # each a line along a segment drawn (the answer's segments the player never drew were framed red: Check drew
    # the answer's loop on the board), no cell framed
    assert marked and all(m.startswith("line ") for m in marked)
    for m in marked:
        x1, y1, x2, y2 = map(float, m.split()[1:])
        assert (round(y1 + y2 - 1), round(x1 + x2 - 1)) in loop - ANSWER


@pytest.mark.slow  # a page and a Hint: a few seconds on this shared machine
def test_hint_on_the_finished_loop_says_solved(live_server, browser):
    from web_server import by_id, wait_for

    opened(live_server, browser, ANSWER)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")  # it stepped on: "r1c1 is on the loop"
    assert by_id(browser, "play-count").text == "20 segments drawn, 0 crossed: solved."


def test_a_grid_corner_drawn_is_named_as_the_corner(run_cli, tmp_path):
    lines = pearled(set(), tmp_path / "p.txt")
    path = tmp_path / "p.txt"
    rows = path.read_text().split("\n")
    rows[1] = "01" + rows[1][2:]  # the corner below right of r1c1
    path.write_text("\n".join(rows))
    code, out, err = run_cli("hint", SIX, "--position", lines)
    # it was "r1c1 is on the loop, but it is a grid corner, never drawn": a cell's name and words
    assert (code, err.strip()) == (2, f"gridsat: error: {path}: the corner below right of r1c1 is 1, but it is a grid "
                                      "corner, never drawn (0 or 2 there)")


@pytest.mark.slow  # a page: a few seconds on this shared machine
def test_the_loop_boards_line_for_a_screen_reader_says_one_segment(live_server, browser):
    from web_server import wait_for

    opened(live_server, browser, {(0, 1)})
    label = wait_for(browser, lambda: browser.find_element("css selector", "#play-board .loop-svg")
                     .get_attribute("aria-label"))
    assert label == "the loop board, 6x6, 6 pearls: 1 segment drawn, 0 crossed"  # was "1 segments drawn"


@pytest.mark.parametrize("point, said", [
    ((0, 1), "r1c1-r1c2 is 3, not 0 (undecided), 1 (drawn) or 2 (off the loop)"),
    ((0, 0), "r1c1 is 3, not 0 (undecided), 1 (on the loop) or 2 (off it)"),
    ((1, 1), "the corner below right of r1c1 is 3, not 0 (undecided) or 2 (a grid corner is never drawn)")])
def test_a_lattice_value_past_2_is_told_in_the_points_words(api_client, point, said):
    bad = [[0] * 11 for _ in range(11)]
    bad[point[0]][point[1]] = 3  # (an address's "3"): it was "not 0 (undecided), 1 (drawn) or 2 (not)" of any point
    reply = api_client.post("/api/hint", json={"kind": "masyu", "puzzle": URL, "position": bad})
    assert (reply.status_code, reply.json()["error"]) == (422, f"position: {said}")


@pytest.mark.slow  # a page and a drag: a few seconds on this shared machine
def test_a_drag_leaves_the_frame_on_the_cell_it_ended_on(live_server, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from test_web_play_masyu import offset
    from web_server import wait_for

    opened(live_server, browser, set())
    svg = browser.find_element("css selector", "#play-board .loop-svg")
    moves = ActionChains(browser).move_to_element_with_offset(svg, *offset(svg, 0.5, 2.5)).click_and_hold()
    for c in (1, 2, 3):
        moves = moves.move_to_element_with_offset(svg, *offset(svg, c + 0.5, 2.5))
    moves.release().perform()
    # the line said the cell before the last ("the frame on r3c3"): the frame was moved after the board was redrawn
    wait_for(browser, lambda: svg.get_attribute("aria-label").startswith("the loop board, 6x6, 6 pearls: 3 segments"))
    assert svg.get_attribute("aria-label") == "the loop board, 6x6, 6 pearls: 3 segments drawn, 0 crossed; the frame on r3c4"


@pytest.mark.slow  # a page: a few seconds on this shared machine
def test_the_pearl_of_a_masyu_with_no_answer_is_framed_on_its_cell(live_server, browser):
    from web_server import open_page, wait_for

    lone = "https://puzz.link/p?mashu/3/3/0i0"  # a black pearl at r2c1: no loop turns there and goes two cells on
    browser.get("about:blank")
    open_page(browser, f"{live_server}/puzzle/masyu#play={quote(lone, safe='')}")
    marks = wait_for(browser, lambda: browser.execute_script(
        "return [...document.querySelectorAll('#play-board .loop-mark.conflict')].map(m => m.tagName + ' '"
        " + m.getAttribute('x') + ' ' + m.getAttribute('y'))"))
    assert marks == ["rect 0.08 1.08"]  # was a line along r1c1-r2c1: the cell's [1, 0] read as a lattice point
