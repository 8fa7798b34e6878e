"""Hostile pass 98, part c: Domino Fit and Yin-Yang collections as a collector."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.hitori.rules import HitoriPuzzle
from gridsat.puzzles.yinyang import parse

GRID = "1 2 0 0 0 0\n0 0 0 1 0 0\n0 0 2 0 2 0\n1 0 1 0 0 0\n0 0 0 1 0 0\n0 0 1 0 2 0\n"
NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"


@pytest.mark.parametrize(("text", "where"), [
    (GRID + "\n\n% from janko.at\n", "line 9, column 1"),  # was "line 7 is empty inside the grid"
    (GRID + "\n# solved by hand\n", "line 8, column 1"),  # the same
    (GRID + "% from janko.at\n", "line 7, column 1"),  # was "symbol '%' is not 0 (empty), 1 (white circle) ..."
    ("% from janko.at\n" + GRID, "line 1, column 1"),
])
def test_yinyang_remark_below_or_above_the_rows_is_named(text, where):
    with pytest.raises(PuzzleInputError) as info:
        parse(text)
    assert str(info.value) == f"puzzle: {where}: {NO_COMMENTS}"


def test_hitori_remark_after_a_blank_line_is_named_not_the_block_count():
    # was "the rows of clues are one block, with no blank line among them; got 2 blocks"
    with pytest.raises(PuzzleInputError) as info:
        HitoriPuzzle.from_text("2 1 3\n3 2 1\n1 3 2\n\n% from the book\n", "hit.txt")
    assert str(info.value) == f"hit.txt: line 5, column 1: {NO_COMMENTS}"


def test_hitori_percent_cells_are_still_cells_not_remarks():
    with pytest.raises(PuzzleInputError) as info:  # '%' a hidden number: a row, no remark
        HitoriPuzzle.from_text("2 1 3\n3 2 1\n\n% % 2\n", "hit.txt")
    assert NO_COMMENTS not in str(info.value)


DOMINOFIT = """dominofit rule=dot
2 3 5 4 3 6
. . . . . .   6
. . . # . .   5
. . . . . #   2
# . . # . #   3
. . . # . #   3
. # . . . .   4
"""


@pytest.mark.parametrize(("line", "column"), [(4, 18), (1, 21), (2, 14)])
def test_dominofit_comment_after_a_line_is_named(line, column):
    # '. . . # . .   5  % row 2' was "line 4: unknown cell symbol '5' (use . # < > ^ v)", its target blamed
    from gridsat.puzzles.dominofit import parse_text

    lines = DOMINOFIT.splitlines()
    lines[line - 1] += "  % my note"
    with pytest.raises(PuzzleInputError) as info:
        parse_text("\n".join(lines) + "\n", source="d.txt")
    assert str(info.value) == (f"d.txt: line {line}, column {column}: a comment takes a line of its own, starting "
                               "with '%' (take it off this line)")


def test_dominofit_comment_lines_still_read():
    from gridsat.puzzles.dominofit import parse_text

    puzzle = parse_text("% from the game\n" + DOMINOFIT + "\n% end\n", source="d.txt")
    assert (puzzle.rows, puzzle.cols) == (6, 6)


def test_batch_names_a_text_file_under_a_compressed_name_as_such(tmp_path):
    # a puzzle's text named q.txt.gz was told "a gzip-compressed puzzle file: give it uncompressed"
    import gzip

    from gridsat.batch.marks import compressed

    fake, real = tmp_path / "q.txt.gz", tmp_path / "r.txt.gz"
    fake.write_text("1 2\n0 0\n")
    real.write_bytes(gzip.compress(b"1 2\n0 0\n"))
    assert compressed(fake, {".txt"}) == ("not a gzip-compressed file, though its name ends in .gz: if it is a "
                                          "puzzle's text (or a collection's), name it without .gz")
    assert compressed(real, {".txt"}).startswith("a gzip-compressed puzzle file: give it uncompressed")
