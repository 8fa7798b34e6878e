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


def _answers_of_first_rule(model, cap: int = 3) -> int:
    """How many different values the model's first rule's variables take over its solutions (at most ``cap``): what
    the README says a learner reads an exported model's answer from."""
    from ortools.sat.python import cp_model

    rule = model.spans[0][0]
    variables = [model.get_int_var_from_proto_index(i) for name, _, _, start, end in model.spans if name == rule
                 for i in range(start, end)]
    found = 0
    while found < cap:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        found += 1
        differs = []
        for var in variables:
            flag = model.new_bool_var("")
            model.add(var != solver.value(var)).only_enforce_if(flag)
            differs.append(flag)
        model.add_bool_or(differs)
    return found


def test_a_fillomino_models_first_rule_holds_the_answer_alone():
    """README: in an exported model "an answer is the values of the first rule's variables"; Fillomino's first rule
    also held each block's root, index and flows, free helpers: its unique 6x6 (docs/fillomino.md) gave 3 and more
    different values there.  The numbers are now a rule of their own."""
    kind = gridsat.kinds.get("fillomino")
    puzzle = kind.parse("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h")
    model = kind.model(puzzle, gridsat.Task(engine="cpsat"), {})
    assert model.stats()["rules"][0]["rule"] == "one number per cell (its bits beside it)"
    assert model.stats()["rules"][0]["variables"] == 36 * (1 + 6)  # a number and 6 bits (numbers 1..36) per cell
    assert _answers_of_first_rule(model) == 1


def test_a_rule_model_refuses_a_rule_name_or_check_it_cannot_use_when_given():
    """``with model.rule(5):`` was taken, and exporting the model met OR-Tools' "incompatible function arguments"
    naming each constraint after it; ``RuleModel(check=5)`` met "'int' object is not callable" at the 1024th
    variable.  Both now say so where they are given; the vocabulary's ``rule=`` keyword goes the same way."""
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import no_2x2

    with pytest.raises(TypeError) as info:
        RuleModel(check=5)
    assert str(info.value) == ("check must be a function of no arguments (e.g. SolverOptions.check_time) or None, "
                               "got int")
    model = RuleModel()
    for name, shown in ((5, "int 5"), (None, "NoneType None"), ("  ", "str '  '")):
        with pytest.raises(TypeError) as info:
            with model.rule(name):
                model.new_bool_var("x")
        assert str(info.value) == f"a rule's name must be the rule in words (a string, not empty), got {shown}"
    with pytest.raises(TypeError, match="a rule's name must be the rule in words"):
        no_2x2(model, 2, 2, {}, rule=None)
    assert model.stats()["variables"] == 0  # nothing was added under a refused name


def test_the_vocabulary_refuses_clue_numbers_it_cannot_mean_where_given():
    """A learner's own model: ``islands`` with a size of 10**30 met OR-Tools' "incompatible function arguments" (now
    a size past the board holds nowhere: infeasible), and a list of clues AttributeError 'items'; ``sees_count`` took
    a count of 0 (infeasible, unsaid) and met OR-Tools' error on 2.5; ``sized_blocks`` met OR-Tools' error on a
    given of 2.5 and KeyError on a given off the cells."""
    from ortools.sat.python import cp_model

    from gridsat.constraints.blocks import sized_blocks
    from gridsat.constraints.islands import islands
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars
    from gridsat.constraints.sight import sees_count

    cells = [(r, c) for r in range(2) for c in range(2)]

    def neighbours(cell):
        return [n for n in ((cell[0] + 1, cell[1]), (cell[0] - 1, cell[1]), (cell[0], cell[1] + 1),
                            (cell[0], cell[1] - 1)) if n in cells]

    def refused(call, error):
        model = RuleModel()
        shaded = cell_vars(model, cells)
        with pytest.raises(type(error)) as info:
            call(model, shaded)
        assert str(info.value) == str(error)

    model = RuleModel()
    shaded = cell_vars(model, cells)
    islands(model, cells, neighbours, {c: ~v for c, v in shaded.items()}, {(0, 0): 10**30})
    assert cp_model.CpSolver().solve(model) == cp_model.INFEASIBLE
    refused(lambda m, x: islands(m, cells, neighbours, {c: ~v for c, v in x.items()}, [(0, 0)]),
            TypeError("clues must be a mapping {clue cell: size or None}, got list"))
    refused(lambda m, x: sees_count(m, 2, 2, {c: ~v for c, v in x.items()}, {(0, 0): 0}),
            ValueError("counts: the count at (0, 0) is 0; a cell sees itself, so 1 or more"))
    refused(lambda m, x: sees_count(m, 2, 2, {c: ~v for c, v in x.items()}, {(0, 0): 2.5}),
            TypeError("counts: the count at (0, 0) must be a whole number, not float"))
    refused(lambda m, x: sees_count(m, 2, 2, {c: ~v for c, v in x.items()}, {(5, 5): 2}),
            ValueError("counts: (5, 5) is not a cell of the 2x2 board"))
    refused(lambda m, x: sized_blocks(m, cells, neighbours, 4, givens={(0, 0): 2.5}),
            TypeError("the given at (0, 0) must be a whole number, not float"))
    refused(lambda m, x: sized_blocks(m, cells, neighbours, 4, givens={(5, 5): 2}),
            ValueError("the given at (5, 5) is not one of the cells"))


def test_the_ring_and_ray_vocabulary_refuses_a_clue_of_the_wrong_shape():
    """``runs_around`` with a clue 3 (not ``(3,)``) met "'int' object is not iterable", ``ray_counts`` with a count 2
    (not ``("down", 2)``) "cannot unpack non-iterable int object"."""
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.ring import runs_around
    from gridsat.constraints.shading import cell_vars
    from gridsat.constraints.sight import ray_counts

    model = RuleModel()
    shaded = cell_vars(model, [(r, c) for r in range(3) for c in range(3)])
    with pytest.raises(TypeError) as info:
        runs_around(model, 3, 3, shaded, {(1, 1): 3})
    assert str(info.value) == "clues: the clue at (1, 1) must be a tuple of run lengths such as (3,) or (1, 2), got int 3"
    with pytest.raises(TypeError) as info:
        ray_counts(model, 3, 3, shaded, {(0, 0): 2})
    assert str(info.value) == "counts: the count at (0, 0) must be a (direction, number) pair such as ('down', 2), got int 2"
