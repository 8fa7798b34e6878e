"""Every reader takes arbitrary text (or bytes turned into text) and either
reads a puzzle or raises the one-line input error -- never another
exception (property-based, with Hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.pieces import parse_pieces
from gridsat.puzzles.cover.io import parse_cover
from gridsat.puzzles.calendar import parse_editions
from gridsat.puzzles.dominofit import parse_puzzle as parse_dominofit
from gridsat.puzzles.yinyang import parse as parse_yinyang

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: Text that looks like each format half the time: fragments of real files mixed with noise.
FRAGMENTS = ["0", "1", "2", " ", "\n", "\r", "\r\n", "\t", "\ufeff", "#", ".", "*", "/", ":", "|", "{", "}", "[", "]",
             ",", '"', "H", "V", "<", ">", "^", "v", "=", "<=", ">=", "-", "9", "99999999999999999999",
             "https://puzz.link/p?yinyang/", "5/5/", "016612300", "pzprv3", "pzprv4", "yinyang", "dominofit",
             "rule=dot", "rule=cell", "targets=at-most", "cost H 0 0 3", "[board b]", "[pieces]", "[editions]",
             "Jan", "Feb", "31", "Mon", "e = b : O6", "O6: ###/###", "A*2: ##", '"rows": 2', '"cols": 2',
             '"row_targets": [2, 2]', '"col_targets": [2, 2]', '"blocked": [[0, 0]]', '"kind": "pack"',
             '"board": "2x2"', '"pieces": {"O": "##/##"}', '"options": [["a"]]', '"primary": ["a"]', "<div",
             "class=\"cell\"", "task = '", "puzzleWidth = 6", "\x00", "\x1b", "é", "💡"]
texts = st.one_of(st.text(max_size=200), st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join),
                  st.binary(max_size=200).map(lambda b: b.decode("utf-8", errors="replace")))

READERS = {
    "yinyang": lambda t: parse_yinyang(t, source="fuzz"),
    "dominofit": lambda t: parse_dominofit(t, source="fuzz"),
    "editions": lambda t: parse_editions(t, "fuzz"),
    "pieces": lambda t: parse_pieces(t, source="fuzz"),
    "cover": lambda t: parse_cover(t, "fuzz"),
    "pack": lambda t: gridsat.kinds.get("pack").parse(t, "fuzz"),
    "calendar": lambda t: gridsat.kinds.get("calendar").parse(t, "fuzz"),
    "detect": lambda t: gridsat.kinds.detect(t),
}


@pytest.mark.slow  # (4.4 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", sorted(READERS))
@SETTINGS
@given(text=texts)
def test_reader_reads_or_raises_the_input_error(name, text):
    try:
        READERS[name](text)
    except PuzzleInputError as exc:
        assert "\n" not in str(exc).strip(), repr(str(exc))


@pytest.mark.parametrize("text", ["\ufeff1 2\n0 0\n", "0 1\r2 0\r", "0 1\r\n2 0\r\n"])
def test_yinyang_reads_a_bom_and_any_line_ends(text):
    assert parse_yinyang(text).givens == ((0, 1), (2, 0)) or parse_yinyang(text).givens == ((1, 2), (0, 0))


def test_string_readers_accept_what_file_readers_accept():
    assert len(parse_pieces("\ufeffO: ##/##\rI: ####\r", source="s")) == 2
    cr_only = "[pieces]\rO6: ###/###"
    with pytest.raises(PuzzleInputError, match="^s: no editions found"):
        parse_editions(cr_only, "s")


#: The grid genres' formats, half the time: puzz.link URL heads, pzprv3 lines, text grids, JSON fields.
GRID_FRAGMENTS = ["0", "1", "2", "3", "9", "?", "#", ".", "*", "-", "x", "o", "B", "W", "a", "b", " ", "\n", "\r\n",
                  "\t", "\ufeff", "https://puzz.link/p?", "pzprv3", "/", "6/6/", "2/2/", "1/1/", "0/0/", "99999/", "g",
                  "z", "vvvv", "0000", "+", "{", "}", "[", "]", '"', ",", ":", '"rows": 2', '"cols": 2',
                  '"clues": [[1, null]]', '"regions": [[0, 1]]', '"stars": 1', '"kind": ', "null", "1.5", "1e9",
                  "\x00", "é", "①", "٣", "nurikabe", "starbattle", "akari", "lightup", "heyawake", "norinori", "lits",
                  "statuepark", "slither", "slitherlink", "mashu", "masyu", "sudoku", "hitori", "yinyang"]
grid_texts = st.one_of(st.lists(st.sampled_from(GRID_FRAGMENTS), max_size=40).map("".join), st.text(max_size=100))


@pytest.mark.slow  # (3.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", [n for n in gridsat.kinds.names() if n not in READERS])
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=grid_texts)
def test_every_grid_genre_reads_or_raises_the_input_error(name, text):
    try:
        gridsat.kinds.get(name).parse(text, "fuzz")
    except PuzzleInputError as exc:
        assert "\n" not in str(exc).strip(), repr(str(exc))
