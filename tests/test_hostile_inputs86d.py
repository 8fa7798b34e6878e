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



def test_the_remedy_for_a_missing_engine_says_to_bypass_pips_cache(monkeypatch):
    """pip keeps the wheel it built without a C compiler: "Reinstall with a C compiler to get it" installed that
    cached wheel again (`compiled engines: none`, tried with --find-links and a compiler present); pip builds anew
    only with --no-cache-dir."""
    from gridsat.core import compiled

    monkeypatch.setattr(compiled, "present", lambda module: False)
    with pytest.raises(compiled.PuzzleInputError) as err:
        compiled.require("gridsat.engines._cover", "--engine exact")
    assert str(err.value) == (
        "--engine exact needs the compiled exact-cover (Algorithm X) engine, which is not installed (no C compiler at "
        "install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it "
        "(pip reuses a wheel it built without one).")
