"""Hostile pass 95, part a: the Python library as an OR learner and a programmer uses it."""

from __future__ import annotations

import pytest

import gridsat
from gridsat import SolverOptions, Task


@pytest.mark.parametrize("name", ["yinyang", "calendar", "hitori"])
def test_model_time_up_says_what_ran_out(name):
    # kind.model(...) with a time limit that ran out while building raised a TimeUp with no words at all
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example() if callable(kind.example) else kind.example)
    with pytest.raises(gridsat.TimeUp) as caught:
        kind.model(puzzle, Task(engine="cpsat", options=SolverOptions(time_limit=1e-9)), {})
    title = kind.title.removesuffix(" puzzle")
    assert str(caught.value) == (f"the time limit of 1e-09 s ran out while building the CP-SAT model of the {title} "
                                 "puzzle; give more time (no model is returned)")


def test_model_without_time_limit_still_built():
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse("https://puzz.link/p?yinyang/5/5/016612300")
    assert kind.model(puzzle, Task(engine="cpsat"), {}).stats()["variables"] == 146
