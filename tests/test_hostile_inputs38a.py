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


@pytest.mark.parametrize("clues, error", [
    ('"ab"', 'clues must be a list of 2 rows, got a string "ab"'),
    ('["1.", ".."]', 'clues row 1 must be a list of 2 cells, got a string "1."'),
    ('{"a": 1, "b": 2}', 'clues must be a list of 2 rows, got an object {"a": 1, "b": 2}'),
    ('[[1, null]]', "clues must be a list of 2 rows, got 1"),
])
def test_grid_json_rows_not_lists_say_what_they_are(clues, error):
    # a string of rows '1.' (2 characters) was told 'clues row 1 must have 2 cells'; "ab" 'must have 2 rows'
    from gridsat.kinds import get

    with pytest.raises(PuzzleInputError) as err:
        get("nurikabe").parse('{"kind": "nurikabe", "rows": 2, "cols": 2, "clues": ' + clues + "}")
    assert str(err.value) == "Nurikabe: " + error


def test_dominofit_text_negative_target_names_its_row():
    # a text file's 7th row target -1 was named only 'row_targets[6]' (the JSON field, counted from 0)
    from gridsat.kinds import get

    shipped = (Path(__file__).parent.parent / "examples" / "dominofit-8x8.txt").read_text()
    with pytest.raises(PuzzleInputError) as err:
        get("dominofit").parse(shipped.replace(" .   8\n", " .   -1\n"))
    assert str(err.value) == "puzzle: line 9: row 7's target -1 is negative; targets must not be negative"
