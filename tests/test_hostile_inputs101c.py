"""Hostile pass 101, part c: Sudoku, Shikaku and Star Battle as a puzzle person and a designer."""

from __future__ import annotations

import pytest

from gridsat.cli import main


def _run(args, capsys) -> tuple:
    with pytest.raises(SystemExit) as done:
        main(args)
    out = capsys.readouterr()
    return done.value.code or 0, out.out, out.err


def _board(tmp_path, text: str) -> str:
    path = tmp_path / "sb.txt"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("text, reason", [
    # 2 stars a row on 5x5: "there is none even with every region's rule taken away: the other rules alone leave
    # none", unsaid why (two rows of 5 cells fit 3 stars that do not touch)
    ("starbattle 2\na a b b c\na a b c c\nd d d c c\nd e e e c\ne e e e e\n",
     "no answer: two neighbouring rows of 5 cells hold at most 3 stars that do not touch, not the 4 they need "
     "(2 each)"),
    ("starbattle 3\na a b b\na a b b\nc c d d\nc c d d\n",
     "no answer: two neighbouring rows of 4 cells hold at most 2 stars that do not touch, not the 6 they need "
     "(3 each)"),
    ("starbattle 2\na\n", "no answer: a row of 1 cell holds 1 star at most, not 2"),
    # a 5x6 board: the same vague words
    ("starbattle\na a b b c c\na a b c c c\nd d d c c c\nd e e e c c\ne e e e e e\n",
     "no answer: 1 star in every row and every column cannot be: the 5 rows would hold 5 stars, the 6 columns 6 "
     "(a Star Battle board is square)"),
    # 4 regions on 5 rows: "the regions at r1c3, r3c1 and r4c2 cannot each hold 1 star, ..."
    ("starbattle\na a b b b\na a b b b\nc c c b b\nc d d d d\nd d d d d\n",
     "no answer: the 4 regions would hold 4 stars and the 5 rows 5 (a Star Battle board of 5 rows has 5 regions)"),
    ("starbattle\na a\na a\n",
     "no answer: the 1 region would hold 1 star and the 2 rows 2 (a Star Battle board of 2 rows has 2 regions)"),
])
def test_a_star_battle_board_that_cannot_hold_its_stars_says_why(tmp_path, capsys, text, reason):
    code, out, err = _run(["starbattle", _board(tmp_path, text)], capsys)
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == reason


def test_a_star_battle_board_that_fits_is_solved_as_before(tmp_path, capsys):
    # 5 regions on 5 rows, 1 star: the board's size and regions pass, and it has an answer
    text = "starbattle\na a b b b\na a b b b\nc c c b b\nc d d d e\nd d d d e\n"
    code, out, err = _run(["starbattle", _board(tmp_path, text)], capsys)
    assert (code, err) == (0, "")
    assert out.startswith("\u250c")


@pytest.mark.parametrize("text, reason", [
    # two 1s on 2x2: "the area 1 at r2c2 cannot hold, even with every other area taken away", blaming one number
    ("shikaku\n1 .\n. 1\n", "no answer: the areas add up to 2 cells, and the board has 4"),
    ("shikaku\n3 . 3\n3 . 3\n", "no answer: the areas add up to 12 cells, and the board has 6"),
    ("shikaku\n3 ? 3\n? . 3\n", "no answer: the areas add up to 9 cells, and 2 more at least for the ?s: more than "
     "the board's 6"),
    ("shikaku\n4 ?\n. .\n", "no answer: the areas add up to 4 cells, and 1 more at least for the ?: more than the "
     "board's 4"),
])
def test_a_shikaku_whose_areas_do_not_add_up_says_so(tmp_path, capsys, text, reason):
    code, out, err = _run(["shikaku", _board(tmp_path, text)], capsys)
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == reason


def test_a_shikaku_whose_areas_add_up_is_weighed_number_by_number(tmp_path, capsys):
    # 1+3+2 = 6 cells of a 2x3 board: the total passes, and the 3 at r2c1 is named (no 3-cell rectangle holds it
    # alone), as before
    code, out, _ = _run(["shikaku", _board(tmp_path, "shikaku\n2 . . 2\n2 . . 2\n")], capsys)
    assert code == 0 and "solved" in out
    code, out, _ = _run(["shikaku", _board(tmp_path, "shikaku\n. 1 .\n3 . 2\n")], capsys)
    assert code == 1
    assert out.splitlines()[0].startswith("no answer: the area")
