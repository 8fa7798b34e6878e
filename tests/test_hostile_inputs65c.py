"""Hostile pass 65, part C: the Python API."""

import numpy as np
import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


def _slitherlink():
    return gridsat.kinds.get("slitherlink").parse(". .\n. .")


@pytest.mark.parametrize("n", [0, -3, np.int64(0)])
def test_solutions_below_one_names_n(n):
    # puzzle.solutions(0) was told "number of solutions must be at least 1", not naming its argument n
    # (its TypeError already said "n must be a whole number")
    with pytest.raises(PuzzleInputError) as info:
        _slitherlink().solutions(n)
    assert str(info.value) == f"n (the number of solutions to list) must be at least 1, got {int(n)}"


def test_solutions_still_lists_and_refuses_wrong_types():
    assert _slitherlink().solutions(np.int64(20)).to_json()["complete"] is True
    with pytest.raises(TypeError, match="^n must be a whole number, got True$"):
        _slitherlink().solutions(True)


@pytest.mark.parametrize("objective, message", [
    (None, "rank_key: objective must be a string, got NoneType None"),
    (["even"], "rank_key: objective must be a string, got list ['even']"),
])
def test_rank_key_wrong_type_is_a_type_error(objective, message):
    # rank_key(None) was a PuzzleInputError "unknown objective None", where rank and search_designs say TypeError
    from gridsat.puzzles.calendar.design import rank_key

    with pytest.raises(TypeError) as info:
        rank_key(objective)
    assert str(info.value) == message


def test_rank_key_still_ranks_and_refuses_unknown_words():
    from gridsat.puzzles.calendar.design import rank_key

    assert rank_key("even")({"unsolvable": 0, "cv": 0.5, "design": "a"}) == (0, 0.5, 0, "a")
    with pytest.raises(PuzzleInputError, match=r"^unknown objective 'x' \(use most-fewest, fewest-fewest, even\)$"):
        rank_key("x")


def test_kept_answers_note_names_the_count_found():
    # a count of an empty 7x7 Light Up with keep=None and a 0.2 s limit said "1 of the 4,863 answers found are kept"
    # beside its 5,040 counted: the engine's kept answers were cut at its deadline, the count found them all
    import warnings

    from gridsat.core.showing import keep_what_fits
    from gridsat.core.task import Found, Task

    kind = gridsat.kinds.get("lightup")
    puzzle = kind.parse(". .\n. .")
    answers = [[[1, 0], [0, 1]], [[0, 1], [1, 0]]] * 3
    found = Found(list(answers), True, count=5040)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        keep_what_fits(kind, puzzle, Task("count", keep=None), {}, found, "search", 0.0)
    assert len(found.answers) == 1 and found.complete
    assert [str(w.message) for w in caught] == [
        "1 of the 5,040 answers found are kept: the time limit left room to check and show no more "
        "(the count counts them all)"]


@pytest.mark.parametrize("given, message", [
    (None, "Board.from_array: array must be rows of numbers or true/false (a 2-D array), got NoneType None"),
    (5, "Board.from_array: array must be rows of numbers or true/false (a 2-D array), got int 5"),
    ({"a": 1}, "Board.from_array: array must be rows of numbers or true/false (a 2-D array), got dict {'a': 1}"),
])
def test_board_from_array_of_no_array_is_a_type_error(given, message):
    # Board.from_array(None) was a PuzzleInputError "board array must be 2-D and non-empty, got shape ()", where
    # Board.from_mask(None) is a TypeError naming it
    with pytest.raises(TypeError) as info:
        gridsat.Board.from_array(given)
    assert str(info.value) == message


def test_board_from_array_bad_values_still_input_errors():
    with pytest.raises(PuzzleInputError, match=r"^array: board array must be 2-D and non-empty, got shape \(0,\)$"):
        gridsat.Board.from_array([])
    assert gridsat.Board.from_array(np.ones((2, 3))).rows == 2
