"""What a new user, working from the README alone, tripped over (pass 32): each case is the exact line a user
gets now."""

from __future__ import annotations

import pytest

NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"
LIGHTUP = "lightup\n. . . .\n. 1 . .\n. . . .\n. . . .\n"


@pytest.mark.parametrize("text", [
    "# my puzzle\n" + LIGHTUP,
    "# my puzzle\nnurikabe\n. 2 .\n. . .\n. . 1\n",
    "# my park\nstatuepark\npieces: tetrominoes\n. . . . B W .\nB B B . . B .\n",
])
def test_solve_names_a_comment_above_a_genre_header(run_cli, tmp_path, text):
    (tmp_path / "mine.txt").write_text(text)
    assert run_cli("solve", str(tmp_path / "mine.txt")) == (2, "", f"gridsat: error: mine.txt: line 1, column 1: "
                                                                   f"{NO_COMMENTS}\n")
    # "not a puzzle gridsat can read (kinds: ...)" before, where 'gridsat lightup mine.txt' named the comment


def test_prose_under_a_remark_is_still_no_puzzle(run_cli, tmp_path):
    (tmp_path / "notes.txt").write_text("# Hello there, my notes\nsome prose here\n")
    code, out, err = run_cli("solve", str(tmp_path / "notes.txt"))
    assert (code, out) == (2, "") and err.startswith("gridsat: error: notes.txt: not a puzzle gridsat can read (kinds:")
