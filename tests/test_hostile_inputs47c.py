"""The forty-seventh hostile pass, part C: the Python API and designers."""

import numpy as np
import pytest

from gridsat import Placement, PuzzleInputError, Task, kinds
from gridsat.puzzles import dominofit, yinyang


def test_dominofit_check_position_takes_dominoes_as_hints_start_does():
    """``kind.check_position(puzzle, dominoes)`` read the dominoes ``("H", 0, 1), ...`` (an answer's list, as
    ``hints(start=...)`` takes them) as rows: "position: the position has 7 rows; the board has 4 rows"."""
    kind = kinds.get("dominofit")
    made = dominofit.generate(4, 4)
    assert made.solution == [("H", 0, 1), ("H", 1, 2), ("H", 2, 0), ("H", 2, 2), ("H", 3, 0), ("H", 3, 2),
                             ("V", 0, 0)]
    assert kind.check_position(made.puzzle, made.solution) == []
    assert kind.check_position(made.puzzle, grid=tuple(made.solution)) == []
    assert kind.check_position(made.puzzle, [(d, np.int64(r), c) for d, r, c in made.solution]) == []
    assert kind.check_position(made.puzzle, made.solution[:6]) == [
        "2 free cells are not covered (first r1c1)", "row 1 scores 4 under the cell rule, target = 5",
        "row 2 scores 4 under the cell rule, target = 5", "column 1 scores 4 under the cell rule, target = 6"]


@pytest.mark.parametrize(("values", "said"), [
    ([2] * 16, "values: cell r1c1 is 2, neither 0 (white) nor 1 (black)"),
    ([0] * 5 + [float("nan")] + [0] * 10, "values: cell r2c2 is nan, neither 0 (white) nor 1 (black)"),
    ([-1] * 16, "values: cell r1c1 is -1, neither 0 (white) nor 1 (black)"),
])
def test_yinyang_decode_refuses_values_neither_0_nor_1(values, said):
    """``yinyang.decode(puzzle, [2] * 16)`` (and -1, NaN) drew every cell black: any value other than 0 was
    read as black, never refused."""
    puzzle = yinyang.generate(4, 4, 1).puzzle
    with pytest.raises(PuzzleInputError) as caught:
        yinyang.decode(puzzle, values)
    assert str(caught.value) == said
    assert yinyang.decode(puzzle, [0] * 15 + [1])[-1] == [1, 1, 1, 2]
    assert yinyang.decode(puzzle, np.ones(16, bool))[0] == [2, 2, 2, 2]


def test_yinyang_parse_text_grid_refuses_symbols_not_text():
    """``parse_text_grid('1x', symbols=5)`` took the 5 and said "symbol 'x' is not 5"."""
    with pytest.raises(TypeError) as caught:
        yinyang.parse_text_grid("1x", symbols=5)
    assert str(caught.value) == "parse_text_grid: symbols must be a string, got int 5"


def test_dominofit_check_dominoes_takes_a_numpy_array_of_dominoes():
    """``check_dominoes(puzzle, np.array(dominoes, dtype=object))`` said "array(['H', 0, 1], dtype=object) is not
    a domino" of every domino, where the result's ``with_answer`` takes the same array."""
    made = dominofit.generate(4, 4)
    array = np.array(made.solution, dtype=object)
    assert dominofit.check_dominoes(made.puzzle, array) == []
    assert dominofit.check_dominoes(made.puzzle, array[:6])[0] == "2 free cells are not covered (first r1c1)"
    assert kinds.get("dominofit").check_position(made.puzzle, array) == []


@pytest.mark.parametrize("name", ["pack", "calendar"])
def test_placement_check_position_takes_placements_as_hints_start_does(name):
    """``kind.check_position(puzzle, result.placements)`` was refused: "grid must be rows of the kind's values (a
    list of lists, 0 undecided), got list of Placement", where ``hints(start=placements)`` takes them."""
    kind = kinds.get(name)
    puzzle = kind.parse(kind.example)
    placements = kind.run(puzzle, Task("solve")).placements
    assert kind.check_position(puzzle, placements) == []
    doubled = kind.check_position(puzzle, tuple(placements) + (placements[0],))
    assert doubled[0].startswith("cell r1c") and doubled[0].endswith(f"is covered by both {placements[0].piece} "
                                                                     f"and {placements[0].piece}")
    assert kind.check_position(puzzle, placements[:-1])[0] == f"piece {placements[-1].piece} is used 0 times, " \
                                                               "expected 1"
    with pytest.raises(TypeError) as caught:
        kind.check_position(puzzle, [Placement("X", 0, None)])
    assert str(caught.value) == "grid: the cells of piece 'X' must be (row, col) pairs of whole numbers, got None"


def test_cover_check_position_of_option_indices_names_the_cover_checker():
    """``kinds.get("cover").check_position(puzzle, [1, 2])`` (a cover's option indices) was told "grid must be
    rows of the kind's values (a list of lists, 0 undecided), got list of int", not the kind's own word: its
    checker is ``check_cover``."""
    kind = kinds.get("cover")
    with pytest.raises(PuzzleInputError) as caught:
        kind.check_position(kind.parse(kind.example), [1, 2])
    assert str(caught.value) == ("Exact cover reads no positions (rows of cell values): check chosen options with "
                                 "gridsat.puzzles.cover.check.check_cover(puzzle, [option indices])")


@pytest.mark.parametrize("board", ["##\n##", "##/##", "..\n.."])
def test_pack_board_given_as_a_drawing_is_told_how_to_give_it(board):
    """``gridsat.pack("##\\n##", ...)`` said "unknown board '##\\n##': give RxC (e.g. 6x10), a mask file, or one of:
    8x8-centre" (``"##/##"``, as pieces are drawn: "cannot read board file: No such file"), naming no way to give
    a drawn board from Python (a list of rows, Board.from_mask)."""
    import gridsat

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.pack(board, {"A*2": "##"})
    assert str(caught.value) == (f"board {board!r} is a mask's drawing, where a size, a name or a file goes: give "
                                 "its rows as a list (['##', '##']) or Board.from_mask(TEXT)")
    assert gridsat.pack(["##", "##"], {"A*2": "##"}).status.value == "solved"


@pytest.mark.parametrize(("placements", "said"), [
    (None, 'placements must be a list of {"piece": NAME, "cells": [[r, c], ...]} (as --json prints '
           'them), got NoneType None'),
    ([{"piece": "L5"}], "placement 1 is not {\"piece\": NAME, \"cells\": [[r, c], ...]}, got "
                        "{'piece': 'L5'}"),
    (["L5@1,1"], "placement 1 is not {\"piece\": NAME, \"cells\": [[r, c], ...]}, got 'L5@1,1'"),
])
def test_calendar_check_json_names_placements_that_are_not_json_placements(placements, said):
    """``puzzle.check_json(None)`` returned the violation "malformed placement: 'NoneType' object is not
    iterable" (and ``[{"piece": "L5"}]`` "malformed placement: 'cells'"): Python's words, as if a rule were
    broken, not a TypeError naming the argument."""
    from gridsat.puzzles import calendar

    puzzle = calendar.make_calendar("2026-10-06")
    with pytest.raises(TypeError) as caught:
        puzzle.check_json(placements)
    assert str(caught.value) == said
    record = calendar.solve_calendar("2026-10-06").to_json()
    assert puzzle.check_json(record["placements"]) == [] and puzzle.check_json(record) == []
