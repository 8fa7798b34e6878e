"""Hostile pass 99, part a: pass 98's fixes attacked (remarks, dashes, compressed names, -t advice, census)."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.heyawake.rules import HeyawakePuzzle
from gridsat.puzzles.lightup.rules import LightUpPuzzle
from gridsat.puzzles.norinori.rules import NorinoriPuzzle

NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"


def _refused(reader, text: str) -> str:
    with pytest.raises(PuzzleInputError) as info:
        reader(text, "p.txt")
    return str(info.value)


@pytest.mark.parametrize("room", ["%a", "#a", "#"])
def test_a_room_named_with_a_comment_mark_is_no_remark_when_a_row_is_ragged(room):
    # rooms '%a' (any word names a room) on line 2, line 3 one cell short: it was "line 2, column 1: comments are
    # not supported in a text grid", the good row blamed
    text = f"norinori\n{room} {room} bb bb\n{room} {room} bb\ncc cc dd dd\ncc cc dd dd\n"
    assert _refused(NorinoriPuzzle.from_text, text) == "p.txt: line 3: 3 cells, expected 4"


def test_a_room_named_with_a_comment_mark_reads():
    puzzle = NorinoriPuzzle.from_text("norinori\n%a %a bb bb\n%a %a bb bb\ncc cc dd dd\ncc cc dd dd\n", "p.txt")
    assert (puzzle.rows, puzzle.cols, len({r for row in puzzle.regions for r in row})) == (4, 4, 4)


def test_heyawake_rooms_with_comment_marks_name_the_short_row():
    text = ("heyawake\n2 . . .\n. . . .\n. . . .\n. . . .\n\n"
            "#a #a bb bb\n#a #a bb bb\ncc cc dd dd\ncc cc dd\n")  # was "line 7, column 1: comments are not ..."
    assert _refused(HeyawakePuzzle.from_text, text) == "p.txt: line 10: 3 cells, expected 4"


def test_a_remark_below_rooms_is_still_named():
    text = "norinori\naa aa bb bb\naa aa bb bb\ncc cc dd\ncc cc dd dd\n# solved by hand\n"
    assert _refused(NorinoriPuzzle.from_text, text) == f"p.txt: line 6, column 1: {NO_COMMENTS}"


def test_a_comment_after_a_light_up_row_starting_with_a_wall_names_its_column():
    # '# . . 1 # my own': the wall at column 1 was named the comment
    text = "lightup\n# . . 1 # my own\n. . . .\n. . . .\n. . . .\n"
    assert _refused(LightUpPuzzle.from_text, text) == f"p.txt: line 2, column 9: {NO_COMMENTS}"
