"""What a new user, following the README from the top, tripped over in the thirty-third pass: each case is
the exact line or page text a user gets now."""

from __future__ import annotations

import json

import pytest

MASYU_NO_ANSWER = "https://puzz.link/p?mashu/6/6/1063000i3003"  # README's Masyu with one pearl more
MASYU_REASON = ("the pearls B at r2c2, W at r2c5, B at r4c4, W at r5c2 and W at r6c5 cannot all hold, even with "
                "every other pearl taken away (take one of these away too and an answer exists)")


def test_a_domino_fit_board_too_large_for_hints_is_named_with_its_size(run_cli, tmp_path):
    """README's tour makes a 45x45 board.json; `gridsat hint board.json` then said only "hints take boards of
    at most 400 cells; this one has 2025": not which kind, not that grade is bound too, nor what to do."""
    board = {"rows": 21, "cols": 20, "blocked": [], "row_targets": [0] * 21, "col_targets": [0] * 20,
             "rule": "cell"}
    (tmp_path / "board.json").write_text(json.dumps(board))
    said = ("gridsat: error: Domino Fit: hints and grades take boards of at most 400 cells; this 21x20 one has "
            "420 (solve it instead)\n")
    for command in ("hint", "grade"):
        assert run_cli(command, str(tmp_path / "board.json"), "--kind", "dominofit") == (2, "", said)


def test_the_cli_and_the_page_say_the_same_proven_no_answer(run_cli):
    code, out, _ = run_cli("masyu", MASYU_NO_ANSWER, "--unique")
    assert code == 1 and f"no answer: {MASYU_REASON}\n" in out


@pytest.mark.slow  # about 2 s in a browser
def test_a_proven_no_answer_is_said_once_on_the_page(live_server, browser):
    """With the task "a solution, and prove it is the only one" the verdict read "No solution exists (proven):
    <the reason>. No solution exists.": the uniqueness line said it a second time."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/masyu")
    by_id(browser, "puzzle").send_keys(MASYU_NO_ANSWER)
    Select(by_id(browser, "task")).select_by_value("unique")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 90)
    assert by_id(browser, "verdict").text == f"No solution exists (proven): {MASYU_REASON}."


@pytest.mark.parametrize("kind, text, said", [
    ("nurikabe", ".5...\n..2..\n.....\n..1..\n...3.\n", "line 1: '.5...' is cells written together: separate a "
                                                         "row's cells by spaces ('. 5 . . .')"),
    ("masyu", "masyu\n..B\nW..\n...\n", "line 2: '..B' is cells written together: separate a row's cells by "
                                        "spaces ('. . B')"),
    ("lightup", "lightup\n1..#..2\n.......\n", "line 2: '1..#..2' is cells written together: separate a row's "
                                               "cells by spaces ('1 . . # . . ...')"),
])
def test_a_grid_written_without_spaces_is_told_to_space_its_cells(run_cli, tmp_path, kind, text, said):
    """A hand-written grid with no spaces got "row 1, column 1: clue '.5...' is not a whole number or '?'" (the
    five cells read as one, in a column of one), or "'1..#..2' ... is too long for a cell"."""
    (tmp_path / "mine.txt").write_text(text)
    assert run_cli(kind, str(tmp_path / "mine.txt")) == (2, "", f"gridsat: error: mine.txt: {said}\n")


def test_a_sudoku_of_nine_lines_without_spaces_is_still_read(run_cli, tmp_path):
    rows = ["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5",
            "....8..79"]
    (tmp_path / "s.txt").write_text("\n".join(rows) + "\n")
    code, out, _ = run_cli("solve", str(tmp_path / "s.txt"), "--unique")
    assert code == 0 and "unique: no other answer exists\n" in out


def test_hitori_rows_of_digits_without_spaces_are_not_a_column_of_numbers(run_cli, tmp_path):
    """`gridsat hitori` on rows '1114', '1423', ... read a 4x1 board of four numbers and said "solved" (nothing
    shaded); without the header it said "this looks like a Sudoku puzzle, not Hitori: gridsat sudoku FILE"."""
    said = ("line {}: '1114' reads as one cell of a board one column wide: separate a row's cells by spaces "
            "('1 1 1 4'); a board truly one column wide: give it as JSON or a URL")
    rows = "1114\n1423\n3321\n4213\n"
    (tmp_path / "h.txt").write_text(rows)
    assert run_cli("hitori", str(tmp_path / "h.txt")) == (2, "", f"gridsat: error: h.txt: {said.format(1)}\n")
    (tmp_path / "h.txt").write_text("hitori\n" + rows)
    assert run_cli("solve", str(tmp_path / "h.txt")) == (2, "", f"gridsat: error: h.txt: {said.format(2)}\n")
    (tmp_path / "h.txt").write_text("hitori\n1 1 1 4\n1 4 2 3\n3 3 2 1\n4 2 1 3\n")
    assert run_cli("solve", str(tmp_path / "h.txt"))[0] == 0


def test_the_web_api_says_the_same_of_a_grid_without_spaces(api_client):
    response = api_client.post("/api/solve", json={"kind": "hitori", "puzzle": "1114\n1423\n3321\n4213\n"})
    assert (response.status_code, response.json()) == (422, {"error": (
        "Hitori: line 1: '1114' reads as one cell of a board one column wide: separate a row's cells by spaces "
        "('1 1 1 4'); a board truly one column wide: give it as JSON or a URL")})


def test_a_proven_no_answer_draws_itself_in_a_notebook_as_on_the_command_line():
    """README: "In Jupyter every result draws itself"; a result without an answer drew nothing (``_repr_png_``
    None) where ``--png`` and the web page draw the puzzle as read, the clues that cannot all hold outlined."""
    import gridsat

    result = gridsat.solve(MASYU_NO_ANSWER)
    assert result.status.value == "infeasible" and result.figure() is None
    png, svg = result._repr_png_(), result._repr_svg_()
    assert png.startswith(b"\x89PNG") and "Masyu: no solution" in svg
    assert svg.count("stroke: #e0301e") == 6  # the five pearls that cannot all hold, framed, and the key's frame
    assert "clues that cannot all hold" in svg
