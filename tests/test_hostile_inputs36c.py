"""Hostile pass 36, part c: the Python API's messages quoting a wrong argument."""

import numpy as np
import pytest

import gridsat
from gridsat import SolverOptions, Task

NURIKABE = "2 . .\n. . .\n. . 1\n"


def _nurikabe():
    kind = gridsat.kinds.get("nurikabe")
    return kind, kind.parse(NURIKABE)


def test_huge_whole_number_quoted_not_a_digit_limit_error():
    # options=10**5000 met Python's "Exceeds the limit (4300 digits) for integer string conversion" (a ValueError
    # from repr in the message), not the refusal naming options
    kind, puzzle = _nurikabe()
    with pytest.raises(TypeError) as exc:
        puzzle.solve(options=10**5000)
    assert str(exc.value) == "options must be gridsat.SolverOptions or None, got int 1e+5000"
    with pytest.raises(TypeError) as exc:
        kind.hints(puzzle, first=10**5000)
    assert str(exc.value) == "first must be True or False, got int 1e+5000"


def test_numpy_array_quoted_on_one_line():
    # a 2-D array's repr runs over lines: "got array([[0., 0.]," then " [0., 0.]])" on a second line
    kind, puzzle = _nurikabe()
    with pytest.raises(TypeError) as exc:
        kind.hints(puzzle, first=np.zeros((2, 2)))
    assert str(exc.value) == "first must be True or False, got ndarray array([[0., 0.], [0., 0.]])"
    with pytest.raises(TypeError) as exc:
        Task("count", limit=np.zeros((2, 2)))
    assert str(exc.value) == "Task.limit must be a whole number, got array([[0., 0.], [0., 0.]])"
    with pytest.raises(TypeError) as exc:
        puzzle.solve(options=np.zeros((2, 2)))
    assert "\n" not in str(exc.value)


def test_long_task_name_quoted_short():
    with pytest.raises(ValueError) as exc:
        Task("x" * 1000)
    assert str(exc.value) == ("unknown task 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (1,000 characters); use one of: "
                              "solve, solutions, count, unique, forced")


def test_solver_options_log_quoted_on_one_line():
    with pytest.raises(TypeError) as exc:
        SolverOptions(log=np.ones((2, 2)))
    assert "\n" not in str(exc.value) and str(exc.value).startswith("log must be True or False, got ndarray")


def test_wrong_arguments_quoted_whole_on_one_line_by_quoted():
    # "got {x!r}" and "unknown ... {x!r}" messages: a whole number past 4,300 digits met repr's own ValueError
    # ("Exceeds the limit (4300 digits) for integer string conversion"), an array ran over two lines
    from gridsat.batch import run_batch
    from gridsat.puzzles.yinyang.io import read_puzzle

    with pytest.raises(TypeError) as exc:  # (pass 95: a wrong-typed fmt is a TypeError naming it)
        read_puzzle("examples/yinyang-10x10.txt", fmt=10**5000)
    assert str(exc.value) == "read_puzzle: fmt must be a string or None, got int 1e+5000"
    with pytest.raises(TypeError) as exc:
        run_batch(["examples/yinyang-10x10.txt"], "unwritten.jsonl", kind=10**5000)
    assert str(exc.value) == "run_batch's kind must be a kind's name or None, got 1e+5000"
    with pytest.raises(TypeError) as exc:
        run_batch(["examples/yinyang-10x10.txt"], "unwritten.jsonl", jobs=np.zeros((2, 2)))
    assert str(exc.value) == "run_batch's jobs must be a whole number or None, got array([[0., 0.], [0., 0.]])"


def test_quoted_and_shown_keep_short_values_as_repr():
    from gridsat.core.errors import quoted, shown

    assert quoted("x" * 100) == repr("x" * 100)  # whole, as the messages quoted it before
    assert quoted(-(10**5000)) == "-1e+5000"
    assert shown([1, "a"]) == "[1, 'a']"


def _dominofit():
    kind = gridsat.kinds.get("dominofit")
    return kind, kind.parse("dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n")


def test_a_position_cell_with_a_blank_or_empty_is_refused_not_run_into_its_neighbours():
    # ['', '<', '>', '. .'] was joined with blanks and split again: read as the domino ('H', 0, 0), one cell to the
    # left of the '<' '>' given at r1c2-r1c3
    kind, puzzle = _dominofit()
    start = [["", "<", ">", ". ."], [0] * 4, [0] * 4, [0] * 4]
    with pytest.raises(ValueError) as exc:
        kind.start_position(puzzle, start)
    assert str(exc.value) == "start: r1c1: '' is not one cell's mark (no blank in it, nor empty)"
    with pytest.raises(ValueError) as exc:
        kind.check_position(puzzle, start)
    assert str(exc.value) == "position: r1c1: '' is not one cell's mark (no blank in it, nor empty)"
    start[0][0] = 0
    with pytest.raises(ValueError) as exc:
        kind.start_position(puzzle, start)
    assert str(exc.value) == "start: r1c4: '. .' is not one cell's mark (no blank in it, nor empty)"
    start[0][3] = "."
    assert kind.start_position(puzzle, start) == [("H", 0, 1)]


def test_a_huge_whole_number_in_a_position_is_named_not_repr_limit():
    kind, puzzle = _dominofit()
    with pytest.raises(ValueError) as exc:
        kind.start_position(puzzle, [[10**5000, 0, 0, 0]] + [[0] * 4] * 3)
    assert str(exc.value) == "start: r1c1: '1e+5000' is not < > ^ v . or #"


def test_a_packing_position_label_with_a_blank_is_refused():
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse('{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}')
    start = [[0] * 20 for _ in range(3)]
    start[0][3] = "F F"
    with pytest.raises(ValueError) as exc:
        kind.hints(puzzle, start=start)
    assert str(exc.value) == "start: r1c4: 'F F' is not one cell's mark (no blank in it, nor empty)"
    with pytest.raises(ValueError) as exc:
        kind.check_position(puzzle, start)
    assert str(exc.value) == "position: r1c4: 'F F' is not one cell's mark (no blank in it, nor empty)"


def test_a_position_row_given_as_text_is_still_read_symbol_by_symbol():
    kind, puzzle = _dominofit()
    assert kind.start_position(puzzle, ["<>..", "....", "#..#", "...."]) == [("H", 0, 0)]
    assert kind.start_position(puzzle, ["< > . .", ". . . .", "# . . #", ". . . ."]) == [("H", 0, 0)]


def test_kind_writer_of_a_huge_whole_number_names_the_writer():
    # str(name).lower() met "Exceeds the limit (4300 digits) for integer string conversion"
    kind = gridsat.kinds.get("nurikabe")
    with pytest.raises(ValueError) as exc:
        kind.writer(10**5000)
    assert str(exc.value) == "writer must be one of url, text, got 1e+5000"


def test_a_pre_placed_piece_cells_as_a_numpy_array_are_read_as_a_polyomino_s_are():
    # Placement('X', 0, np.array(cells)) in with_fixed was "cells must be (row, col) pairs of whole numbers, got
    # array([[0, 2], ..." where Polyomino and Board.without take the same array
    from gridsat import Board, PackingPuzzle, Placement, Polyomino
    from gridsat.core.polyomino import pentominoes

    x = ((0, 2), (1, 1), (1, 2), (1, 3), (2, 2))
    puzzle = PackingPuzzle(Board.parse("3x20"), pentominoes())
    fixed = puzzle.with_fixed([Placement("X", 0, np.array(x))])
    assert fixed.fixed == (Placement("X", 0, x),)
    assert Polyomino("X", np.array(x)).cells == Polyomino("X", x).cells
    with pytest.raises(TypeError) as exc:
        puzzle.with_fixed([Placement("X", 0, np.array(x, dtype=float))])
    assert str(exc.value).startswith("pre-placed X: cells must be (row, col) pairs of whole numbers, got [[0.0, 2.0]")
