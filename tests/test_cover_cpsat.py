"""The cover kind's CP-SAT model (``--engine cpsat``; what ``auto`` runs
when the compiled exact-cover engine is not installed): Knuth's published
XCC example, the chromatic polynomial of cycles, and brute force on random
coloured problems (every set of options tried against the independent
checker, which never calls a solver)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from test_cover_colours import TOY, brute_force, coloured_problems, cycle_colourings

from gridsat import Task
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions
from gridsat.puzzles.cover import CoverProblem
from gridsat.puzzles.cover.kind import KIND


def problem_of(options, primary, secondary) -> CoverProblem:
    return CoverProblem(tuple(primary), tuple(secondary), tuple(tuple(e.split(":")[0] for e in o) for o in options),
                        None, tuple(tuple(e.split(":")[1] if ":" in e else None for e in o) for o in options))


def listed(problem, n=10_000):
    result = KIND.run(problem, Task("solutions", n=n, engine="cpsat"))
    assert result.is_complete and result.engine == "cpsat"
    return sorted(result.solutions or [])


def test_knuths_toy_problem_has_its_one_published_solution():
    problem = problem_of(TOY, ["p", "q", "r"], ["x", "y"])
    assert listed(problem) == [[1, 3]]
    result = KIND.run(problem, Task("unique", engine="cpsat"))
    assert result.cover == [1, 3] and result.uniqueness.value == "unique"


@pytest.mark.parametrize("n, k", [(4, 2), (5, 3), (6, 3)])
def test_cycle_colourings_follow_the_chromatic_polynomial(n, k):
    # (k-1)^n + (-1)^n (k-1): the chromatic polynomial of the n-cycle
    options, secondary = cycle_colourings(n, k)
    problem = problem_of(options, [f"e{i}" for i in range(n)], secondary)
    result = KIND.run(problem, Task("count", engine="cpsat"))
    assert (result.count, result.is_complete) == ((k - 1) ** n + (-1) ** n * (k - 1), True)


@settings(max_examples=40, deadline=None)
@given(coloured_problems())
def test_random_coloured_problems_match_brute_force(problem):
    options, primary, secondary = problem
    assert listed(problem_of(options, primary, secondary)) == brute_force(options, primary, secondary)


def test_the_model_is_refused_above_the_memory_limit():
    options, secondary = cycle_colourings(9, 3)
    problem = problem_of(options, [f"e{i}" for i in range(9)], secondary)
    with pytest.raises(PuzzleInputError, match="^a CP-SAT model of an exact cover of 54 options, keeping 1 cover "
                       "needs about"):
        KIND.run(problem, Task("solve", engine="cpsat", options=SolverOptions(memory_limit=1000)))
