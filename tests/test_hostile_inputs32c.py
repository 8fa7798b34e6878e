"""Hostile pass 32, part C: the Python API and the designers."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

import gridsat


def _solved(kind: str):
    k = gridsat.kinds.get(kind)
    return k.read(k.examples[0].puzzle).solve()


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "sudoku"])
def test_a_grid_set_by_hand_is_refused_when_written_to_json_as_when_printed(kind):
    # dataclasses.replace(result, grid="abc").to_json() wrote {"grid": "abc"}, where str() and figure() refused it
    result = _solved(kind)
    for bad in ("abc", [[None]], 5):
        odd = dataclasses.replace(result, grid=bad)
        with pytest.raises(TypeError, match=r"^answer must be \d+ rows of \d+ whole numbers \(a list of lists\), got "):
            odd.to_json()
    assert json.dumps(result.to_json())  # an answer of its own is written as before


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "masyu", "sudoku"])
def test_numpy_integers_in_an_answer_are_whole_numbers(kind):
    # with_answer and text_of refused [[np.int64(0), ...]] as 'N rows of N whole numbers', which check_position took
    result = _solved(kind)
    grid = [[np.int64(v) for v in row] for row in result.grid]
    again = result.with_answer(grid)
    assert again.grid == result.grid and all(type(v) is int for row in again.grid for v in row)
    assert json.dumps(again.to_json())  # kept as Python's ints: JSON-ready
    assert str(result.text_of(grid)) == str(result.text_of(result.grid))


def test_a_yinyang_answer_cell_that_is_no_colour_is_refused():
    # with_answer([[99, -5, ...]]) was drawn with 99 and -5 as '?' (not forced); grid genres refuse such a cell
    result = _solved("yinyang")
    grid = [row[:] for row in result.grid]
    grid[0][1] = 99
    with pytest.raises(TypeError, match=r"^answer must be cells of 1 \(white\) or 2 \(black\), or 0 or None "
                                        r"\(undecided\); cell r1c2 holds 99$"):
        result.with_answer(grid)
    grid[0][1] = 0  # undecided, as a forced grid writes it
    assert result.with_answer(grid).grid[0][1] == 0


def test_orientations_refuse_a_flip_that_is_not_true_or_false():
    # orientations(flip='no') or None gave the 8 free orientations; is_orientation refused the same flip
    f = gridsat.pentominoes()["F"]
    for flip in ("no", None, 0):
        with pytest.raises(TypeError, match=r"^Polyomino.orientations flip must be True or False, got "):
            f.orientations(flip)
    assert len(f.orientations(False)) == 4 and len(f.orientations(True)) == 8


def test_count_placements_names_a_wrong_argument():
    # count_placements(board, pieces, 'no') counted flipped placements; None met AttributeError 'rows'
    from gridsat.core.placements import count_placements

    board, pieces = gridsat.Board.rectangle(3, 3), gridsat.tetrominoes()
    with pytest.raises(TypeError, match=r"^flip must be True or False, got str$"):
        count_placements(board, pieces, "no")
    with pytest.raises(TypeError, match=r"^board must be a gridsat.Board, got NoneType$"):
        count_placements(None, pieces)
    with pytest.raises(TypeError, match=r"^pieces must be a gridsat.PieceSet, got NoneType$"):
        count_placements(board, None)
    assert (count_placements(board, pieces, True), count_placements(board, pieces, False)) == (36, 24)
