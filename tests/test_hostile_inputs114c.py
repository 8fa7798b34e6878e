"""Pass 114, part c: the loop play cards (Slitherlink's on the grid's dots, Masyu's on the cells' centres)."""

from __future__ import annotations

import pytest

import gridsat


def _reason(kind, text):
    result = gridsat.kinds.get(kind).parse(text).solve().to_json()
    assert result["status"] == "infeasible"
    return result["reason"]


def test_a_masyu_board_of_one_row_or_column_is_named_by_the_side_that_is_one_cell():
    # a 1x3 board (three cells wide) was said to be "a board 1 cell wide"
    assert _reason("masyu", "masyu\nW . .\n") == ("no loop fits a board of 1 row: a loop through cell centres needs "
                                                  "2 rows and 2 columns")
    assert _reason("masyu", "masyu\nW\n.\n.\n") == ("no loop fits a board of 1 column: a loop through cell centres "
                                                    "needs 2 rows and 2 columns")


@pytest.mark.slow  # a live server and headless Chromium
def test_the_loop_cards_first_words_end_without_a_stray_quote(live_server, browser):
    pytest.importorskip("uvicorn")
    from loop_card import started
    from web_server import by_id

    started(live_server, browser, "slitherlink", "https://puzz.link/p?slither/4/4/bah6262d")
    # it ended 'or ask for a Hint."', a quotation mark closing nothing
    assert by_id(browser, "play-message").text == ("Your move: draw the loop between the dots (click or drag; a right "
                                                   "click crosses a segment), or ask for a Hint.")
    started(live_server, browser, "masyu", "https://puzz.link/p?mashu/6/6/1063000i3000")
    assert by_id(browser, "play-message").text == ("Your move: draw the loop between the cell centres (click or drag; "
                                                   "a right click crosses a segment), or ask for a Hint.")
