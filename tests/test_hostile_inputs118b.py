"""Hostile pass 118, part b: Nonogram's and Shikaku's hints and play cards.  Shikaku's card drew rectangles by a
pointer's drag alone (a keyboard reached its cells and could draw nothing), and an address's rank past its numbers
was "no digit of this board: 0 (undecided), 1 (1), 2 (2), ..."."""

from __future__ import annotations

from urllib.parse import quote

import pytest

PZPRJS = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"


@pytest.mark.slow  # (a browser: most of a minute on a loaded machine)
def test_shikaku_rectangles_are_drawn_from_the_keyboard_too(live_server, browser):
    """Enter on r1c1, four steps down, Space: the 5 at r2c1's column (rank 2), as the drag draws it; Escape lets a
    corner go; a rank past the numbers in the address is named a rank."""
    from selenium.webdriver.common.keys import Keys
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/shikaku#play={quote(PZPRJS, safe='')}")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    def message():
        return by_id(browser, "play-message").text

    assert message() == ("Your move: drag a rectangle round a number (or press Enter on one corner and on the "
                         "opposite one), or ask for a Hint.")
    browser.execute_script("arguments[0].focus()", cell(0, 0))
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, lambda: message().startswith("Corner"))
    assert message() == "Corner r1c1: move to the opposite corner and press Enter or Space (Escape: no rectangle)."
    for _ in range(4):
        browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell.dragged")) == 5)
    browser.switch_to.active_element.send_keys(Keys.SPACE)
    wait_for(browser, lambda: message().startswith("Drawn"))
    assert message() == "Drawn: a 5x1 rectangle round the 5 at r2c1."
    assert [cell(r, 0).get_attribute("data-value") for r in range(6)] == ["2", "2", "2", "2", "2", "0"]
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, lambda: message().startswith("Corner r5c1"))
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_for(browser, lambda: message() == "No rectangle drawn.")
    assert not browser.find_elements("css selector", "#play-board .cell.dragged")

    browser.get("about:blank")
    open_page(browser, f"{live_server}/puzzle/shikaku#play={quote(PZPRJS, safe='')}"
              "&at=900010.230040.200000.200000.250067.080000")
    wait_for(browser, lambda: "is no rank" in message())
    assert ('(row 1, column 1: "9" is no rank of this board: 0 (undecided) and 1 to 8 (the numbers in reading '
            'order)): the play starts from the givens.') in message()


def test_a_nonogram_position_of_the_rows_inside_names_a_bad_value_by_its_own_cell():
    """The 6x6's rows inside alone, a bad value at their r1c1 or r6c6: named so, not by the framed board's count
    (it was "r4c4: None is not 0, 1 or 2", a cell the rows given have as 0)."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get("nonogram")
    puzzle = kind.parse("https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h")
    with pytest.raises(PuzzleInputError) as bad:
        kind.hints(puzzle, start=[[None] * 6] + [[0] * 6] * 5)
    assert str(bad.value) == "start: r1c1: None is not 0, 1 or 2"
    with pytest.raises(PuzzleInputError) as bad:
        kind.hints(puzzle, start=[[0] * 6] * 5 + [[0] * 5 + [3]])
    assert str(bad.value) == "start: r6c6: 3 is not 0, 1 or 2"
    framed = [[0] * 9 for _ in range(9)]
    framed[3][3] = 3  # a framed position names its own rows and columns, the frame's counted
    with pytest.raises(PuzzleInputError) as bad:
        kind.hints(puzzle, start=framed)
    assert str(bad.value) == "start: r4c4: 3 is not 0, 1 or 2"
