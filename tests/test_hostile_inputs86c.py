"""Hostile pass 86, part c: bad input in one line, every reader of every kind."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

GRID_KINDS = ("nurikabe", "starbattle", "lightup", "norinori", "lits", "slitherlink", "sudoku", "hitori", "shikaku")


@pytest.mark.parametrize("kind", GRID_KINDS)
def test_a_line_end_inside_a_row_is_refused(kind):
    """A line separator (U+2028), form feed or next-line character between two rows of a text grid is a space to
    ``str.split``: ``4 .\\u2028. .`` (a 2x2 Shikaku) was read as a 1x4 board and solved, unsaid."""
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get(kind).parse("1 .\u2028. .\n")
    assert str(err.value).split(": ", 1)[1] == (
        "line 1, column 4: a line separator (U+2028) inside a row: end each row with a plain line end (a row a "
        "line, its cells separated by spaces)")


def test_a_form_feed_inside_a_row_is_named_with_its_line_and_column(run_cli, tmp_path):
    """The command line names the file, its line and column (a form feed at a line's end is a space, as before)."""
    (tmp_path / "p.txt").write_bytes(b"4 .\x0c\n.\x0c. .\n")
    code, _, err = run_cli("shikaku", str(tmp_path / "p.txt"))
    assert (code, err.strip()) == (2, "gridsat: error: p.txt: line 2, column 2: a form feed (U+000C) inside a row: "
                                      "end each row with a plain line end (a row a line, its cells separated by "
                                      "spaces)")


def test_a_fault_every_genre_meets_alike_is_said_without_naming_a_kind(run_cli, tmp_path):
    """A grid with no kind named that every genre refuses in the same words was told to name its kind: "... (the
    grid read as nurikabe, ..., hitori and shikaku, each stopping there: write the kind's name on a line of its
    own above the grid)", advice that changed nothing."""
    (tmp_path / "p.txt").write_text("4 .\u2028. .\n")
    code, _, err = run_cli("solve", str(tmp_path / "p.txt"))
    assert (code, err.strip()) == (2, "gridsat: error: p.txt: line 1, column 4: a line separator (U+2028) inside a "
                                      "row: end each row with a plain line end (a row a line, its cells separated "
                                      "by spaces)")
    (tmp_path / "x.txt").write_text("1 2 3\n4 x 6\n7 8 9\n")  # words that differ by genre keep the kinds named
    assert "(the grid read as nurikabe, lightup" in run_cli("solve", str(tmp_path / "x.txt"))[2]


BROKEN_PAGE = ("<![DOCTYPE html><html><head><script>var puzzleWidth = 2; var puzzleHeight = 2; var task = 'aBc';"
               "</script></head></html>\n")
BROKEN_SAID = ("line 1, column 1: HTML that cannot be read (unknown status keyword 'DOCTYPE ' in marked section): "
               "save the page again from its site, or give the puzzle as its URL or text")


@pytest.mark.parametrize("args", [("yinyang",), ("solve",)])
def test_a_page_html_parser_cannot_read_is_one_line(run_cli, tmp_path, args):
    """A page whose declaration html.parser cannot read (``<![DOCTYPE html>``) was a traceback ending in
    "AssertionError: unknown status keyword 'DOCTYPE ' in marked section", from ``gridsat yinyang`` and from
    every ``solve`` (detection tries a file as a page), a .txt file too."""
    (tmp_path / "p.txt").write_text(BROKEN_PAGE)
    code, _, err = run_cli(*args, str(tmp_path / "p.txt"))
    assert (code, err.strip()) == (2, f"gridsat: error: p.txt: {BROKEN_SAID}")


def test_a_page_html_parser_cannot_read_is_a_puzzle_input_error():
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("yinyang").parse(BROKEN_PAGE)
    assert str(err.value).endswith(BROKEN_SAID)


def test_a_page_html_parser_cannot_read_is_a_422_on_the_web(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": BROKEN_PAGE})
    assert (reply.status_code, reply.json()) == (422, {"error": f"puzzle: {BROKEN_SAID}"})


def test_a_domino_fit_json_target_written_with_its_relation_says_where_the_relation_goes(run_cli, tmp_path):
    """A target written as the text and the drawing write it (``"<=1"``) in a JSON record was told only
    "targets must be whole numbers": JSON keeps relations in ``row_relations`` / ``col_relations``."""
    (tmp_path / "d.json").write_text('{"kind": "dominofit", "rows": 2, "cols": 2, "row_targets": [1, 1], '
                                     '"col_targets": [1, ">= 2"], "rule": "dot"}')
    code, _, err = run_cli("solve", str(tmp_path / "d.json"))
    assert (code, err.strip()) == (2, 'gridsat: error: d.json: col_targets[1] (column 2) is ">= 2"; targets must be '
                                      'whole numbers (the relation goes in col_relations: 2 in col_targets, ">=" in '
                                      'col_relations)')


def test_a_long_position_value_is_shown_cut_and_said_cut(run_cli, tmp_path):
    """A position's 31-digit value was quoted as its first 8 characters, '10000000', a value the file does not
    hold, with nothing to say it was cut."""
    (tmp_path / "p.json").write_text(json.dumps([[0] * 5] * 4 + [[0, 0, 0, 0, 10**30]]))
    code, _, err = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position", str(tmp_path / "p.json"))
    assert (code, err.strip()) == (2, f"gridsat: error: {tmp_path / 'p.json'}: row 5, column 5: "
                                      "'1000000000000000000...' (31 characters) is not 0 or ? (undecided), 1 or . "
                                      "(unshaded), 2 or # (shaded)")


def test_a_long_star_count_is_said_cut(run_cli):
    """A Star Battle URL's 24-digit star count was quoted as its first 20 digits, unmarked."""
    code, _, err = run_cli("solve", "https://puzz.link/p?starbattle/6/6/123456789012345678901234/4ilbhgdnmhou")
    assert (code, err.strip()) == (2, "gridsat: error: Star Battle: URL star count '1234567890123456789...' (24 "
                                      "characters) is not a whole number from 1 to 1000")


def test_a_long_header_line_is_said_cut(run_cli, tmp_path):
    """A header line, a --size, an edition name or a position's first line over 40 characters was quoted as its
    first 40, with nothing to say it went on."""
    (tmp_path / "p.txt").write_text("nurikabe size=5 and some more words to make this line longer than forty\n"
                                    ". 1\n. .\n")
    code, _, err = run_cli("nurikabe", str(tmp_path / "p.txt"))
    assert (code, err.strip()) == (2, "gridsat: error: p.txt: line 1: 'nurikabe size=5 and some more words t...' (71 "
                                      "characters) is not a header line: a header line is exactly 'nurikabe'")
    code, _, err = run_cli("generate", "yinyang", "--size", "x" * 60)
    assert (code, err.strip()) == (2, "gridsat: error: --size 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (60 "
                                      "characters) is not RxC (e.g. 10x10)")


def test_a_long_place_is_said_cut(run_cli):
    """A --place of 50 characters was quoted as its first 40, unmarked."""
    code, _, err = run_cli("calendar", "2026-10-06", "--place", "Z" * 50)
    assert code == 2 and err.startswith("gridsat: error: --place 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ...' (50 "
                                        "characters): expected NAME@rNcM[:TURN]")


@pytest.mark.parametrize("kind", ["shikaku", "slitherlink", "statuepark", "heyawake"])
def test_blank_lines_above_a_grid_keep_its_line_numbers(run_cli, tmp_path, kind):
    """The grid genres read their text stripped of the blank lines above it, so a file of two blank lines, the
    header, and a ragged row on line 5 was told "line 3: 3 cells, expected 2" (Yin-Yang, Domino Fit and positions
    counted right)."""
    extra = {"statuepark": "pieces: pentominoes\n", "heyawake": ""}.get(kind, "")
    rows = ". .\n. . .\n" if kind != "heyawake" else ". .\n. .\n\nA A\nA A B\n"
    (tmp_path / "p.txt").write_bytes(f"\ufeff\r\n\r\n{kind}\r\n{extra}{rows}".replace("\n", "\r\n").replace(
        "\r\r", "\r").encode())
    code, _, err = run_cli(kind, str(tmp_path / "p.txt"))
    line = 5 + bool(extra) + 3 * (kind == "heyawake")
    assert (code, err.strip()) == (2, f"gridsat: error: p.txt: line {line}: 3 cells, expected 2")
