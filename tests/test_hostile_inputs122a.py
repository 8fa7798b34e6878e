"""Hostile pass 122, part a: the writers' round trips, the same kind of fault elsewhere, and the Python API of
Kurotto and Tentaisho."""

import json

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles import kinds
from gridsat.puzzles.kurotto.rules import KurottoPuzzle
from gridsat.puzzles.tentaisho.rules import TentaishoPuzzle

EMPTY = [[None] * 3 for _ in range(3)]


def _tentaisho_json(**fields):
    return kinds.get("tentaisho").parse(json.dumps({"kind": "tentaisho", **fields}))


def test_tentaisho_json_without_clues_names_a_size_out_of_range_not_a_missing_field():
    with pytest.raises(PuzzleInputError, match="cols must be a whole number from 1 to 1000, got 2000"):
        _tentaisho_json(rows=3, cols=2000, dots=[[0, 0]])


@pytest.mark.parametrize("dot", [[0, 0, [2]], [0, 0, True], [0, 0, {"c": 1}]])
def test_tentaisho_dot_of_no_colour_is_refused_naming_the_dot(dot):
    with pytest.raises(PuzzleInputError, match=r'dot 1: .* is not \[y, x\] or \[y, x, "black"\]'):
        _tentaisho_json(rows=3, cols=3, dots=[dot])
    with pytest.raises(PuzzleInputError, match="dot 1: "):
        TentaishoPuzzle(3, 3, EMPTY, dots=[tuple(dot)])


def test_tentaisho_dots_given_as_a_mapping_are_refused_not_read_as_its_keys():
    with pytest.raises(PuzzleInputError, match="'dots' must be a list of"):
        TentaishoPuzzle(3, 3, EMPTY, dots={(0, 0): "black"})


def test_tentaisho_black_dot_still_read():
    assert TentaishoPuzzle(3, 3, EMPTY, dots=[(0, 0, "black"), (4, 4, 2)]).dots == ((0, 0, 2), (4, 4, 2))


@pytest.mark.parametrize("name", ["kurotto", "tentaisho", "nurikabe", "masyu", "hashi", "ripple", "countryroad"])
def test_every_genre_drawing_refuses_a_grid_of_another_shape_or_no_rows(name):
    kind = kinds.get(name)
    puzzle = kind.parse(kind.examples[0].puzzle)
    with pytest.raises(ValueError, match=f"grid must be {puzzle.rows} rows of {puzzle.cols} cells, got 1 row of 1 "
                                         "cells"):
        puzzle.drawing([[0]])
    for bad in ("abc", None, 5):
        with pytest.raises(TypeError, match=r"grid must be rows of cell values \(a list of lists\)"):
            puzzle.drawing(bad)


def test_kurotto_drawing_of_its_answer_still_drawn():
    puzzle = KurottoPuzzle(3, 3, [[None, 2, None], [None] * 3, [1, None, "?"]])
    assert puzzle.drawing([[0, 0, 1], [1, 0, 1], [0, 0, 0]]).rows == 3


@pytest.mark.parametrize("cell", [(-1, 0), (0, -1), (3, 0), (0, 9), "ab", (1,), (1.0, 0), (True, 0), [0, 1]])
def test_a_clue_asked_off_the_board_is_refused_never_another_cell_s(cell):
    puzzle = KurottoPuzzle(3, 3, [[None, 2, None], [None] * 3, [1, None, "?"]])
    with pytest.raises(ValueError, match=r"is not \(row, column\) of the 3x3 clues, from 0"):
        puzzle.clue(cell)
    assert puzzle.clue((2, 0)) == 1 and puzzle.clue((0, 0)) is None


def test_kurotto_touching_refuses_a_grid_of_another_shape_or_values():
    puzzle = KurottoPuzzle(3, 3, [[None, 2, None], [None] * 3, [1, None, "?"]])
    with pytest.raises(ValueError, match="grid must be 3 rows of 3 cells, got 2 rows"):
        puzzle.touching([[1, 0, 0], [0, 0, 0]])
    with pytest.raises(ValueError, match="cell r1c1 holds 2"):
        puzzle.touching([[2, 0, 0], [0, 0, 0], [0, 0, 0]])
    with pytest.raises(TypeError, match="grid must be rows of cell values"):
        puzzle.touching("abc")
    assert puzzle.touching([[1, 0, 1], [1, 0, 1], [0, 0, 0]]) == {(0, 1): 4, (2, 0): 2, (2, 2): 2}


@pytest.mark.parametrize(("name", "method", "args"), [
    ("tentaisho", "candidates", ()), ("fillomino", "fills", (2,)), ("fillomino", "first_fill", ()),
    ("lits", "placements", ()), ("hitori", "repeats", ()), ("nonogram", "forced_by_lines", ()),
    ("shikaku", "rectangles", ()), ("shikaku", "model_bytes", ()), ("numberlink", "model_bytes", ())])
def test_a_genre_method_s_clock_check_that_is_no_function_is_refused_naming_check(name, method, args):
    kind = kinds.get(name)
    puzzle = kind.parse(kind.examples[0].puzzle)
    with pytest.raises(TypeError, match="check must be a function of no arguments .* or None, got int"):
        getattr(puzzle, method)(*args, check=5)


@pytest.mark.parametrize("largest", [0, -1, 2.5, True])
def test_tentaisho_random_galaxies_refuses_a_largest_region_of_no_cells(largest):
    import random

    from gridsat.puzzles.tentaisho.generator import random_galaxies

    with pytest.raises(ValueError, match="largest must be a whole number of cells from 1, got"):
        random_galaxies([(0, 0), (0, 1)], random.Random(1), largest)
