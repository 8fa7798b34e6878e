"""Hostile pass 70, part c: the Python API, answers' correctness and the designers."""

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("call, message", [
    (lambda: gridsat.count_covers(None), "options must be a list of options, each a list of items, not NoneType"),
    (lambda: list(gridsat.covers(5)), "options must be a list of options, each a list of items, not int"),
    (lambda: gridsat.count_covers([None]), "option 0 is NoneType None, not a list of items"),
    (lambda: gridsat.count_covers([["a"]], secondary=5), "secondary items must be a list of item names, not int"),
    (lambda: gridsat.count_covers([["a"]], primary="a"), "primary items must be a list of item names, not str"),
])
def test_cover_wrong_types_are_type_errors(call, message):
    # was a PuzzleInputError (a ValueError) only, where the README promises a TypeError for a wrong-typed argument
    with pytest.raises(TypeError) as caught:
        call()
    assert str(caught.value) == message
    assert isinstance(caught.value, PuzzleInputError)  # still what it was, for callers catching that


def test_hint_helpers_name_their_argument():
    # weight(None) and effective_level(None) met "'NoneType' object has no attribute 'depth'", refusal(None)
    # "... no attribute 'verdict'" (AttributeErrors); grade beside them named its argument
    from gridsat.core.hints import effective_level, refusal, weight

    for helper in (weight, effective_level):
        with pytest.raises(TypeError, match=r"^step must be a hint step \(gridsat.core.hints.Step\), got NoneType$"):
            helper(None)
    with pytest.raises(TypeError, match=r"^deduction must be a Deduction \(what hints return\), got str$"):
        refusal("x")


@pytest.mark.parametrize("fields, message", [
    ({"what": "solutions", "n": 0}, "Task.n (the number of solutions to list) must be at least 1, got 0"),
    ({"what": "count", "limit": 0}, "Task.limit must be at least 1, got 0"),
    ({"what": "count", "keep": 0}, "Task.keep must be at least 1, got 0"),
])
def test_task_counts_below_one_name_their_field(fields, message):
    # Task("solutions", n=0) was told "number of solutions must be at least 1" and Task(limit=0) "limit must ...",
    # naming no field of Task, where a wrong type is told "Task.n must be a whole number"
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.Task(**fields)
    assert str(caught.value) == message


def test_placement_find_n_below_one_names_n():
    # find(problem, n=0) was told "number of solutions must be at least 1", naming no argument
    from gridsat.puzzles.placement.problem import PlacementProblem
    from gridsat.puzzles.placement.search import find

    problem = PlacementProblem(gridsat.Board.parse("2x4"),
                               gridsat.PieceSet.of([(gridsat.Polyomino.parse("O", "##/##"), 2)]))
    with pytest.raises(PuzzleInputError, match=r"^n \(the number of solutions to list\) must be at least 1, got 0$"):
        find(problem, n=0)


@pytest.mark.parametrize("flags, message", [
    ({"solutions": 0}, "solutions must be at least 1, got 0"),
    ({"count": True, "solutions": -3}, "solutions must be at least 1, got -3"),
    ({"count": True, "limit": 0}, "limit must be at least 1, got 0"),
])
def test_shared_flags_below_one_are_told_by_their_own_name(flags, message):
    # the web's "solutions": 0 (task_from_flags) was told "number of solutions must be at least 1", naming a field the
    # request never had; it is told as the caller spells it ("--solutions" on the command line)
    from gridsat.core.task import task_from_flags

    with pytest.raises(PuzzleInputError) as caught:
        task_from_flags(**flags)
    assert str(caught.value) == message


def test_web_solutions_zero_names_the_field(api_client):
    answer = api_client.post("/api/solve", json={"puzzle": "https://puzz.link/p?yinyang/5/5/016612300",
                                             "options": {"solutions": 0}})
    assert answer.status_code == 422, answer.text
    assert "solutions must be at least 1, got 0" in answer.text, answer.text
