"""Hostile pass 76, part c: the Python API's results, drawings, generators and exact cover."""

import dataclasses
import re

import pytest

SUDOKU_EMPTY = "sudoku\n. . . .\n. . . .\n. . . .\n. . . .\n"  # 288 answers


@pytest.mark.parametrize("task, edit, says", [
    ("count", {"uniqueness": "unique"}, "it says unique but counts 288 solutions"),
    ("solutions", {"uniqueness": "unique"}, "it says unique but lists 3 solutions"),
    ("unique", {"uniqueness": "no_solution", "second": None}, "it says the puzzle has no solution yet solved"),
    ("solutions", {"status": "infeasible"}, "it says infeasible yet holds an answer"),
])
def test_check_refuses_a_verdict_its_own_answers_contradict(task, edit, says):
    """check() took a result edited to say unique beside a count of 288 or three listed answers, no_solution of
    a solved puzzle, or infeasible beside its answer (only unique beside a second answer was caught): each passed
    with no problem said."""
    import gridsat
    from gridsat import SolutionCheckError, Status, Uniqueness

    kind = gridsat.kinds.get("sudoku")
    puzzle = kind.parse(SUDOKU_EMPTY)
    honest = kind.run(puzzle, gridsat.Task(task, **({"n": 3} if task == "solutions" else {})))
    assert honest.check() is honest
    if "uniqueness" in edit:
        edit["uniqueness"] = Uniqueness(edit["uniqueness"])
    if "status" in edit:
        edit["status"] = Status(edit["status"])
    with pytest.raises(SolutionCheckError, match=re.escape(says)):
        dataclasses.replace(honest, **edit).check()
