"""The eighty-sixth hostile pass, part D: exact cover with colours, and gridsat without its compiled engines."""

from __future__ import annotations

import pytest

from gridsat.puzzles.cover.problem import CoverProblem


@pytest.mark.parametrize("engine", ["exact", "cpsat"])
def test_a_cover_problem_colouring_whole_number_items_solves_on_every_engine(engine):
    """A CoverProblem built in Python with whole-number items and colours: CP-SAT counted its 3 covers, the exact
    engine refused it with "option 0: item '2' has a colour (2:1), so it must be a secondary item" (its colour
    reached the engine as the string "2:1", naming the string item '2')."""
    problem = CoverProblem(primary=(0, 1), secondary=(2,), options=((0, 2), (0, 2), (1, 2), (1, 2), (0, 1)),
                           colours=((None, "R"), (None, "G"), (None, "R"), (None, "G"), (None, None)))
    counted = problem.count(keep=None, engine=engine)
    assert (counted.count, counted.complete) == (3, True)
    assert sorted(counted.solutions) == [[0, 2], [1, 3], [4]]
    assert problem.uniqueness(engine=engine).uniqueness.value == "not_unique"
