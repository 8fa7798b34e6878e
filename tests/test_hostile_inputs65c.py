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
