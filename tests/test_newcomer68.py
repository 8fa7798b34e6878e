"""A newcomer's pass: the README followed from the top, then a game played in the browser."""
from __future__ import annotations

import pytest


@pytest.mark.slow  # a browser page: 2-4 s
def test_play_pressed_again_mid_game_keeps_the_moves_one_undo_away(live_server, browser):
    """"Play this puzzle", the play card's first and primary button, stays enabled while a game goes on; pressed
    again (as a newcomer does, to "go on playing") it started the game over from the givens and emptied Undo:
    every move was lost with no way back.  It still starts over, and Undo brings the position back."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text == "21 cells to decide.")
    browser.find_element("css selector", "#play-board .cell:not([disabled])").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text == "20 cells to decide.")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text == "21 cells to decide.")
    assert by_id(browser, "play-message").text == "Started again from the givens: Undo brings your position back."
    assert by_id(browser, "play-undo").is_enabled()
    by_id(browser, "play-undo").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text == "20 cells to decide.")


@pytest.mark.slow  # a browser page: 2-4 s
def test_play_pressed_again_before_any_move_starts_over_with_nothing_to_undo(live_server, browser):
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text == "21 cells to decide.")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: by_id(browser, "play-message").text == "Your move: click a cell, or ask for a Hint.")
    assert not by_id(browser, "play-undo").is_enabled()


def test_batch_given_a_text_file_of_urls_is_not_told_to_run_batch(run_cli, tmp_path):
    """`gridsat batch urls.txt` (two puzz.link URLs, one a line) recorded the file as bad input "2 lines of URLs: a
    file holds one puzzle; gridsat batch reads a list of puzzles, one URL a line, from a file whose name ends in
    .jsonl": the command the newcomer had just run.  Batch now says only what the name must be."""
    import json

    (tmp_path / "urls.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n"
                                       "https://puzz.link/p?hitori/4/4/1114142333214213\n")
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path / "urls.txt"), "-o", str(out), "-q", "-j", "1")
    [line] = map(json.loads, out.read_text().splitlines())
    assert (code, line["status"]) == (0, "bad_input")
    assert line["error"] == ("urls.txt: 2 lines of URLs: a file holds one puzzle; a list of puzzles, one URL a line, "
                             "is read from a file whose name ends in .jsonl")


def test_solve_given_the_same_file_is_still_pointed_at_batch(run_cli, tmp_path):
    (tmp_path / "urls.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n"
                                       "https://puzz.link/p?hitori/4/4/1114142333214213\n")
    assert run_cli("solve", str(tmp_path / "urls.txt")) == (
        2, "", "gridsat: error: urls.txt: 2 lines of URLs: a file holds one puzzle; gridsat batch reads a list of "
        "puzzles, one URL a line, from a file whose name ends in .jsonl\n")


def test_a_calendar_guess_step_says_which_piece_covers_the_cell(run_cli):
    """The calendar's second step for 6 October read "Dec: no rule and no one-step trial forces a piece here; the
    search proves every answer left has N5 (Nov Dec 3 4 5) (...)" ("A guess: Dec: ..." on the page): a cell's
    name and a colon before the sentence.  It is now said as the other steps say theirs."""
    code, out, err = run_cli("hint", "2026-10-06", "--kind", "calendar", "--steps")
    assert (code, err) == (0, "")
    assert ("step 2 (a guess, proven by search): Dec is covered by N5 (Nov Dec 3 4 5) in every answer left: no rule "
            "and no one-step trial forces it; the search proves it (deeper than one step of look-ahead)\n") in out
