"""Hostile pass 37, part C: the Python API (results given an answer by hand, designers)."""

import pytest

import gridsat
from gridsat.core.errors import SolutionCheckError


@pytest.mark.parametrize("url, line", [
    ("https://puzz.link/p?slither/3/3/g3b2i", "answer: cell r1c1 is undecided (None), not an answer's value"),
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "answer: cell r1c1 is undecided (None), not an answer's value"),
])
def test_undecided_cell_of_a_hand_answer_is_a_violation_not_a_value_error(url, line):
    # with_answer takes None as an undecided cell (it draws it as '?'); violations() and check() met it as
    # "ValueError: cell r1c1 holds None; ..." where Yin-Yang lists it and check() raises SolutionCheckError
    result = gridsat.solve(url)
    grid = [list(row) for row in result.grid]
    grid[0][0] = None
    given = result.with_answer(grid)
    assert given.violations() == [line]
    with pytest.raises(SolutionCheckError):
        given.check()
    grid[1][1] = grid[2][2] = None
    assert result.with_answer(grid).violations() == [
        "answer: cells r1c1 and 2 more are undecided (None), not an answer's value"]
