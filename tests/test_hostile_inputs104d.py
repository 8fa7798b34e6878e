"""Hostile input, pass 104 (part d: Sudoku, Shikaku, Star Battle, Masyu, Slitherlink): a Star Battle URL cut
short before or right after its star count is told so, not "star count '' is not a whole number" or "body ends
after 1 character, missing 6 of the 6 base-32 digits of walls"."""

from __future__ import annotations

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError


def _error(text: str) -> str:
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.kinds.get("starbattle").parse(text, "URL")
    return str(exc.value)


def test_starbattle_url_cut_before_its_star_count():
    assert _error("https://puzz.link/p?starbattle/4/4/") == (
        "Star Battle: URL ends before its star count and regions: a Star Battle URL is "
        "starbattle/COLS/ROWS/STARS/REGIONS (is the URL cut short?)")


@pytest.mark.parametrize("url", ["https://puzz.link/p?starbattle/4/4/1", "https://puzz.link/p?starbattle/4/4/1/",
                                 "https://puzz.link/p?starbattle/1/2/1/"])
def test_starbattle_url_cut_after_its_star_count(url):
    assert _error(url) == (
        "Star Battle: URL ends after its star count 1, before the regions (a Star Battle URL is "
        "starbattle/COLS/ROWS/STARS/REGIONS; is the URL cut short?)")


def test_starbattle_url_of_one_cell_has_no_walls_to_miss():
    for url in ("https://puzz.link/p?starbattle/1/1/1/", "https://puzz.link/p?starbattle/1/1/1"):
        puzzle = gridsat.kinds.get("starbattle").parse(url, "URL")
        assert (puzzle.rows, puzzle.cols, puzzle.stars) == (1, 1, 1)


def test_starbattle_url_cut_among_its_walls_still_counts_them():
    assert _error("https://puzz.link/p?starbattle/4/4/1/00") == (
        "Star Battle: URL body ends after 4 characters, missing 4 of the 6 base-32 digits of walls "
        "(is the URL cut short?)")


PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.mark.parametrize("sep, words", [(",", "commas"), (", ", "spaces and commas"), (";", "semicolons")])
def test_sudoku_line_with_commas_is_told_of_its_separators(sep, words):
    from gridsat.core.reading import read_puzzle_text

    line = sep.join(PUZZLE)
    with pytest.raises(PuzzleInputError) as exc:  # was "cannot read puzzle file: No such file or directory"
        read_puzzle_text(line)
    assert str(exc.value) == (f"'{line[:19]}...' ({len(line)} characters) is no file; read as a Sudoku's cells in "
                              f"one line, the {words} between them are not cells: leave them out")
