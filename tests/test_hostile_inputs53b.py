"""Hostile pass 53, part b (web app and batch): each fault found, asserted as it is now."""

import pytest

from gridsat.core.errors import PuzzleInputError


ADDRESS = "a puzzle's address ends ?GENRE/COLS/ROWS/CLUES"
NO_PAGES = ("gridsat opens no web pages: give the puzzle's puzz.link URL (such as "
            "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text")


@pytest.mark.parametrize("kind, title", [("yinyang", "Yin-Yang"), ("lightup", "Light Up"), ("sudoku", "Sudoku"),
                                         ("hitori", "Hitori")])
def test_a_url_whose_query_has_no_slash_is_read_as_a_url(kind, title):
    # the web's puzzle field (and a file) with 'https://example.com/?size=0' was read as a text grid: "line 1,
    # column 1: symbol 'h' is not 0 (empty)...", "'https://exam'... (27 characters) is too long for a cell",
    # "'h' is no digit" (gridsat yinyang URL named the URL's query)
    from gridsat.puzzles.kinds import get

    for url, said in [("https://example.com/?size=0", f"URL query 'size=0' holds no puzzle ({ADDRESS}); {NO_PAGES}"),
                      ("https://example.com/x", f"not a puzz.link URL ({ADDRESS}): 'https://example.com/x'; "
                                                f"{NO_PAGES}")]:
        with pytest.raises(PuzzleInputError) as caught:
            get(kind).parse(url, "puzzle")
        assert str(caught.value) == f"{title}: {said}"


def test_a_url_whose_query_has_no_slash_on_the_command_line(run_cli):
    assert run_cli("lightup", "https://example.com/?size=0") == (
        2, "", f"gridsat: error: Light Up: URL query 'size=0' holds no puzzle ({ADDRESS}); {NO_PAGES}\n")


@pytest.mark.parametrize("data, place", [(b"ab\xffcd", "byte 3"), (b"\xff", "byte 1"),
                                         (b"a\nb\xff", "line 2, byte 2 of the line"),
                                         (b"\xef\xbb\xbfab\xff", "byte 3")])
def test_a_bad_byte_of_a_file_is_counted_from_1_and_by_line(run_cli, tmp_path, data, place):
    # a file's first byte was "byte 0" and a later line's bad byte was counted from the file's start, where a
    # collection line says "byte 1 of the line": the same byte named two ways
    (tmp_path / "p.txt").write_bytes(data)
    assert run_cli("yinyang", str(tmp_path / "p.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'p.txt'}: cannot read puzzle file: not UTF-8 text ({place})\n")


@pytest.mark.parametrize("date, said", [("2027-02-29", "does not exist: February 2027 has 28 days"),
                                        ("2027-13-01", "does not exist: month 13 is not 1-12"),
                                        ("27-1-11", "is no date YYYY-MM-DD")])
def test_a_year_line_of_a_date_that_cannot_exist_says_why(tmp_path, date, said):
    # a line edited to 2027-02-29 was told "date '2027-02-29' is no date YYYY-MM-DD", which it is in shape
    from gridsat.puzzles.calendar.editions import load_edition
    from gridsat.puzzles.calendar.year import _foreign

    class Writer:
        done = {date: {"date": date, "edition": "dragonfjord", "status": "solved"}}

    with pytest.raises(PuzzleInputError) as caught:
        _foreign(Writer(), set(), 2027, load_edition("dragonfjord"), False, False, tmp_path / "y.jsonl")
    assert str(caught.value) == (f"{tmp_path / 'y.jsonl'}: the file holds a line whose date '{date}' {said} "
                                 "(edited?): remove the line or choose another out")
