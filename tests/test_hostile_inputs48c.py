"""Hostile pass 48, part c: the Python API (exact cover's checker, the decoders)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.kinds import get
from gridsat.puzzles import dominofit
from gridsat.puzzles.cover.check import check_cover


@pytest.fixture(scope="module")
def abc():
    return get("cover").read("examples/cover-abc.dlx")


def test_check_cover_takes_numpy_option_indices(abc):
    """``check_cover(puzzle, np.array([2, 1]))`` (an exact cover: options "a c" and "b") said "entry 0
    (np.int64(2)) is not an option index" and that a, b and c were not covered."""
    assert check_cover(abc, np.array([2, 1])) == []
    assert check_cover(abc, [np.int64(2), 1]) == []
    assert check_cover(abc, [np.int64(2)]) == ["primary item 'b' is not covered"]
    assert check_cover(abc, [np.int64(12)])[0] == "option 12 does not exist (there are 10 options)"
    assert check_cover(abc, [2.0, 1])[0] == "entry 0 (2.0) is not an option index"
    assert check_cover(abc, [True, 1])[0] == "entry 0 (True) is not an option index"


@pytest.fixture(scope="module")
def domino():
    return dominofit.load_puzzle("examples/dominofit-8x8.txt")


@pytest.mark.parametrize("value", [2, -1, 0.5, 0.9, math.nan])
def test_domino_fit_decode_refuses_values_neither_0_nor_1(domino, value):
    """``dominofit.decode(puzzle, [2] * n)`` (or -1, 0.5, NaN) chose every placement: 82 overlapping dominoes
    returned as an answer (Yin-Yang's decode refuses such values)."""
    n = len(domino.placements)
    with pytest.raises(PuzzleInputError) as caught:
        dominofit.decode(domino, [value] * n)
    assert str(caught.value) == (f"values: placement 0 ('V', 0, 0) is {value!r}, neither 0 (not chosen) "
                                 "nor 1 (chosen)")
    assert dominofit.decode(domino, np.ones(n, dtype=bool)) == list(domino.placements)
    assert dominofit.decode(domino, [1.0] + [0] * (n - 1)) == [domino.placements[0]]


def test_domino_fit_decode_names_placements_not_cells(domino):
    """``dominofit.decode(puzzle, [None] * n)`` asked for "the cells' values (... row-major)": they are the
    placements' values."""
    with pytest.raises(TypeError) as caught:
        dominofit.decode(domino, [None] * len(domino.placements))
    assert str(caught.value) == ("values must be the placements' values (a list of numbers, one per placement, in "
                                 "order), got a NoneType None among them")


@pytest.mark.parametrize("chunks", [range(0, 10**18), range(10**18, -1, -1), range(-10**18, 0)])
def test_search_designs_refuses_a_huge_chunk_range_at_once(chunks):
    """``search_designs("dragonfjord", "pentominoes+hexominoes", 8, chunks=range(0, 10**18))`` hung for minutes
    (min() and max() walked the range) instead of saying the chunks lie in 0..734."""
    from gridsat.puzzles.calendar.design import search_designs

    with pytest.raises(PuzzleInputError) as caught:
        search_designs("dragonfjord", "pentominoes+hexominoes", 8, chunks=chunks)
    assert str(caught.value) == "chunks must lie in 0..734"


@pytest.mark.parametrize("field, value, shown", [("cv", None, "None"), ("unsolvable", "0", "'0'"),
                                                 ("total", math.nan, "nan"), ("design", 5, "5")])
def test_rank_names_a_record_field_of_the_wrong_type(field, value, shown):
    """``rank([{..., "cv": None}, {..., "cv": 1.0}], "even")`` met "'<' not supported between instances of 'float'
    and 'NoneType'" (naming neither the record nor the field)."""
    from gridsat.puzzles.calendar.design import rank

    good = {"design": "b", "unsolvable": 0, "total": 1, "cv": 1.0}
    bad = dict(good, design="a") | {field: value}
    with pytest.raises(TypeError) as caught:
        rank([good, bad], "even")
    what = "text" if field == "design" else "a number"
    assert str(caught.value) == (f"rank: design record 2's {field!r} is {shown}, not {what} (as search_designs "
                                 "gives)")
    assert rank([dict(good, cv=2.0), good], "even") == [good, dict(good, cv=2.0)]


def test_solve_names_every_setting_of_the_kind_when_one_is_unknown():
    """``gridsat.solve("examples/yinyang-10x10.txt", frob=1)`` said "(settings: none)" (the run stage's alone) while
    ``format="text"`` is taken there; ``gridsat.read`` said "(settings: format)"."""
    import gridsat

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("examples/yinyang-10x10.txt", frob=1)
    assert str(caught.value) == "Yin-Yang puzzles take no setting 'frob' (settings: format)"
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("examples/pack-3x20.json", frob=1)
    assert str(caught.value) == "Polyomino packing puzzles take no setting 'frob' (settings: board, pieces, one_sided, holes)"
    assert gridsat.solve("examples/yinyang-10x10.txt", format="text").status.value == "solved"


@pytest.mark.parametrize("pieces, what", [("##/##", "a piece's drawing"), ("D: ##\nE: ##", "a piece file's text"),
                                          ("#.\n##", "a piece's drawing")])
def test_pack_names_a_drawing_given_as_pieces(pieces, what):
    """``gridsat.pack("2x2", "##/##")`` said "##/##: cannot read piece file: No such file or directory" (a board
    given a drawing is told how to give it)."""
    import gridsat

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.pack("2x2", pieces)
    assert str(caught.value) == (f"pieces {pieces!r} is {what}, where a piece set's name or a piece file goes: give "
                                 "a dict NAME -> shape ({\"A\": \"##/##\"}) or a piece file's path")
    assert gridsat.pack("2x2", {"A": "##/##"}).status.value == "solved"
