"""Lead's own finds of session 47: each fault's words or value, asserted."""

from __future__ import annotations

import pytest

from gridsat.puzzles.fillomino.deductions import Board, contradiction


def test_a_fillomino_block_that_cannot_grow_is_said_so_in_one_word():
    # a player's 3 boxed in by 1s: "the block of 3s at r1c1 can not grow to 3 cells" (pass 113c's read)
    grid = [3, 1, 0, 1, 0, 0]  # 2x3, row-major
    said, cells = contradiction(Board(2, 3), grid, now=True)
    assert said == "the block of 3s at r1c1 cannot grow to 3 cells (only 1 within reach)"
    said, _ = contradiction(Board(2, 3), grid)
    assert said.startswith("the block of 3s at r1c1 could not grow to 3 cells")


def test_batch_names_the_first_three_bad_lines_by_place_not_as_they_finished():
    # pass 113d: "bad input:" named the first three bad lines in the order workers finished them, others each run
    from gridsat.batch.work import Tally

    records = [{"file": "u.jsonl", "line": n, "status": "bad_input", "error": f"e{n}"} for n in (9, 7, 2, 5, 1)]
    one, other = Tally(), Tally()
    for record in records[:2]:
        one.add(record)
    for record in records[2:]:
        other.add(record)
    other.merge(one)
    assert [line for _, line, _ in other.bad] == [1, 2, 5]
    assert other.statuses["bad_input"] == 5


@pytest.mark.slow  # a browser page: 2-4 s
def test_the_line_under_a_board_check_found_broken_says_so(live_server, browser):
    """A filled grid Check found breaking a rule kept "Every cell is decided: press Check." under the verdict."""
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    url = quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
    wrong = "11111.12221.22111.12221.11112"  # the published answer (newcomer77's) with its last cell turned
    open_page(browser, f"{live_server}/puzzle/yinyang#play={url}&at={wrong}")
    wait_for(browser, lambda: by_id(browser, "play-count").text == "Every cell is decided: press Check.")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text not in ("", "Checking..."))
    assert by_id(browser, "play-verdict").text == "Not an answer yet"
    assert by_id(browser, "play-count").text == "Every cell is decided, and a rule is broken (above)."


def test_a_web_hint_the_time_limit_cut_before_its_first_step_says_so_in_its_refusal(monkeypatch):
    # pass 113c: /api/hint answered {"verdict": "unique", "complete": false, "steps": [], "refusal": null}, where the
    # command line prints "the time limit ran out before a first step was found"
    from pathlib import Path

    import gridsat
    from gridsat.core.hints import Deduction
    from gridsat.web.hint_requests import HintPlan
    from gridsat.web.jobs import run_hint

    text = (Path(__file__).resolve().parent.parent / "examples" / "yinyang-10x10.txt").read_text()
    kind = gridsat.kinds.get("yinyang")
    real = type(kind).hints

    def cut(self, puzzle, **given):
        out = real(self, puzzle, **given)
        return Deduction(verdict=out.verdict, grid=out.grid, answer=out.answer, complete=False)

    monkeypatch.setattr(type(kind), "hints", cut)
    reply = run_hint(HintPlan("yinyang", text, None, steps=False, time_limit=60))
    assert (reply["verdict"], reply["complete"], reply["steps"]) == ("unique", False, [])
    assert reply["refusal"] == "no hints: the time limit ran out before a first step was found"


@pytest.mark.slow  # a browser page: a few seconds
def test_a_skyscrapers_hint_says_it_writes_a_height(live_server, browser):
    """The card's line under a digit board's step said "to write its digit" of a Skyscrapers height (pass 115b changed
    the card's other sentences to the kind's word)."""
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    url = quote("https://puzz.link/p?skyscrapers/5/5/g33i22211432g323g1", safe="")
    open_page(browser, f"{live_server}/puzzle/skyscrapers#play={url}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cell"))
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: "Apply the hint" in by_id(browser, "play").text)
    assert "to write its height in the cell framed red." in by_id(browser, "play").text
