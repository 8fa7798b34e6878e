"""Hostile pass 38, the command line: a piece's row drawn on a line of its own was read as a comment."""

from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.pieces import parse_pieces
from gridsat.puzzles.calendar.editions import parse_editions


def test_piece_row_below_its_piece_is_refused_not_read_as_a_comment():
    # 'A: ##' then '   ##' was a domino (the second line a comment): a 2x2 board with --holes packed it
    with pytest.raises(PuzzleInputError) as err:
        parse_pieces("A: ##\n   ##\n", source="p.txt")
    assert str(err.value) == ("p.txt: line 2: '##' looks like a row of piece A drawn on a line of its own (a line "
                              "starting with '#' is a comment): write the piece on one line, its rows joined by "
                              "'/' (A: ##/##)")


def test_comments_elsewhere_still_comments():
    pieces = parse_pieces("# a comment\n##### banner\nA: ##/##\n\n####\nB*2: #\n# B twice\n", source="p.txt")
    assert [(p.name, n) for p, n in pieces.items] == [("A", 1), ("B", 2)]


def test_edition_piece_row_below_its_piece_is_refused():
    # A7 drawn over three lines was 3 cells (the pieces' total then 'cover 43 cells', the real cause unsaid)
    shipped = (Path(__file__).parent.parent / "examples" / "filler-edition.txt").read_text()
    text = shipped.replace("A7: ###/###/#..", "A7: ###\n    ###\n    #..")
    with pytest.raises(PuzzleInputError) as err:
        parse_editions(text, source="e.txt")
    assert str(err.value).startswith("e.txt: line 15: '###' looks like a row of piece A7 drawn on a line of its own")
    assert parse_editions(shipped, source="e.txt")["sevens"].pieces.area == 47
