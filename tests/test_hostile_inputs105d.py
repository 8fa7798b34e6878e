"""Hostile pass 105, part d: the Python library as a learner and a programmer use it."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade

TWO_ANSWERS = "2 . .\n. . .\n. . 2\n"  # a 3x3 Nurikabe with two answers


def test_the_hint_task_refusal_names_the_grade_call_that_refuses_a_puzzle_without_one_answer():
    """``gridsat.solve(spec, task="hint")`` told "gridsat.core.hints.grade(steps.steps) their grade": on a puzzle with
    two answers ``kind.hints(puzzle).steps`` is empty, and that advice graded it "easy" (WRONG ANSWER); the
    Deduction itself refuses it."""
    kind = gridsat.kinds.get("nurikabe")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.solve("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", task="hint")
    assert str(info.value).endswith("hints and grades are no task: deduction = kind.hints(puzzle) gives the steps "
                                    "(deduction.steps), and gridsat.core.hints.grade(deduction) their grade")
    deduction = kind.hints(kind.parse(TWO_ANSWERS))
    with pytest.raises(PuzzleInputError) as info:
        grade(deduction)  # the call the message names
    assert str(info.value) == "no grade: the puzzle has more than one answer (puzzle.uniqueness() shows a second)"
