"""A newcomer's pass (58): what a puzzle person meets first, from the README on."""

from __future__ import annotations

import json
import urllib.parse
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "genres"


def twenty_by_twenty_hitori() -> str:
    return next(r["url"] for r in json.loads((DATA / "hitori.json").read_text())
                if r["url"].startswith("https://puzz.link/p?hitori/20/20/"))


@pytest.mark.slow  # a browser page: 2-5 s
def test_two_digit_clues_stay_inside_their_play_cells(live_server, browser):
    """Playing a 20x20 Hitori pasted from puzz.link, the board's cells are ~21 px at the page's width and its
    clues kept the page's font: two digits ran edge to edge ("10 15 15 14 10" read "1015151410") and under
    the hint's red frame. The clue's font now scales with the cell, inside the frame's 3 px on each side."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/hitori#play=" + urllib.parse.quote(twenty_by_twenty_hitori(), safe=""))
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 400, 30)
    wait_for(browser, lambda: by_id(browser, "play-message").text, 30)
    sizes = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .cell')].map((b) => "
        "[b.getBoundingClientRect().width, b.querySelector('.label').getBoundingClientRect().width, "
        "b.querySelector('.label').textContent]);")
    assert sum(1 for _, _, text in sizes if len(text) == 2) > 100
    cell = min(width for width, _, _ in sizes)
    assert cell < 30  # the case: small cells
    assert max(label for _, label, _ in sizes) <= cell - 6


SUDOKU_DIGITS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_the_command_offered_for_a_sudoku_of_81_digits_can_be_run(run_cli, command):
    """`gridsat hint 530070...079` (a Sudoku as its 81 digits, as the README offers) offered "gridsat sudoku
    530070... (a 81-digit number) --forced": the error line's cut of long numbers reached the command it offers,
    which could then not be copied and run. The command's puzzle stays whole; it runs."""
    code, out, err = run_cli(command, SUDOKU_DIGITS)  # (since Sudoku has hints, they are given: the digits whole)
    assert (code, err) == (0, "") and out.startswith("next step (rule: hidden_single_box): r1c6 is 8: " if
                                                     command == "hint" else "grade: easy (")
    code, out, _ = run_cli("sudoku", SUDOKU_DIGITS, "--forced")
    assert code == 0 and "all 81 cells forced" in out



def test_the_kind_offered_for_a_sudokus_digits_names_them_whole(run_cli):
    """`gridsat nurikabe 530070...079` offered "gridsat sudoku 530070... (a 81-digit number)" too."""
    assert run_cli("nurikabe", SUDOKU_DIGITS) == (
        2, "", f"gridsat: error: this looks like a Sudoku puzzle, not Nurikabe: gridsat sudoku {SUDOKU_DIGITS}\n")
