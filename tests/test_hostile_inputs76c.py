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


@pytest.mark.parametrize("text, says", [
    ("0\n", "no grade: the puzzle has more than one answer (puzzle.uniqueness() shows a second)"),
    ("1 2\n2 1\n", "no grade: the puzzle has no answer: the given circles white at r1c1, black at r1c2, black at "
                   "r2c1 and white at r2c2 cannot all hold"),
])
def test_grade_of_a_deduction_refuses_a_puzzle_without_one_answer(text, says):
    """README's ``grade(kind.hints(puzzle).steps)`` graded a 1x1 Yin-Yang (two answers) and a checkerboard (none)
    "easy": their deductions have no steps, and an empty step list is a board of givens only.  ``grade`` now takes
    the Deduction itself and refuses as ``gridsat grade`` does (in Python's words: no --unique)."""
    import gridsat
    from gridsat import PuzzleInputError
    from gridsat.core.hints import grade

    kind = gridsat.kinds.get("yinyang")
    deduction = kind.hints(kind.parse(text))
    assert deduction.steps == [] and grade(deduction.steps)["grade"] == "easy"  # a step list alone cannot tell
    with pytest.raises(PuzzleInputError, match=re.escape(says)):
        grade(deduction)
    first = kind.hints(kind.parse("https://puzz.link/p?yinyang/5/5/016612300"), first=True)
    with pytest.raises(PuzzleInputError, match=re.escape("no grade: the steps are not the whole way to the answer "
                                                         "(only the next one was asked for: first=True)")):
        grade(first)
    whole = kind.hints(kind.parse("https://puzz.link/p?yinyang/5/5/016612300"))
    assert grade(whole) == grade(whole.steps)


def test_a_packing_shown_with_no_tiling_beside_its_second_is_no_answer():
    """``uniqueness().with_answer([])`` on 3x20 pentominoes, a solved result placing no piece beside its second
    tiling, passed check(): 'solved, but no tiling is given' looked at every tiling held, the second among them."""
    import gridsat
    from gridsat import SolutionCheckError

    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    result = puzzle.uniqueness()
    assert result.second and result.check() is result
    with pytest.raises(SolutionCheckError, match="solved, but no tiling is given"):
        result.with_answer([]).check()


def test_check_names_the_field_of_a_hand_set_answer_not_shaped_like_one():
    """A Domino Fit result edited to ``second='abc'`` met check() as "check_dominoes: dominoes must be a list, got
    str 'abc'" (a function inside, and not the field set); to_json named it already: check() now asks the same."""
    import gridsat

    kind = gridsat.kinds.get("dominofit")
    result = kind.parse('{"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], "col_targets": [2, 2]}').solve()
    assert result.check() is result
    with pytest.raises(TypeError, match=re.escape('second must be a tiling: a list of dominoes ("H" or "V", row, '
                                                  'col), got str')):
        dataclasses.replace(result, second="abc").check()


@pytest.mark.parametrize("kind, text", [
    ("sudoku", "sudoku\n. 1 . .\n. . . 2\n3 . . .\n. . 3 .\n"),
    ("yinyang", "0 0 0\n0 0 0\n0 0 0\n"),
    ("dominofit", '{"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], "col_targets": [2, 2]}'),
])
def test_a_title_with_two_dollar_signs_is_drawn_as_written(kind, text):
    """A puzzle file named 'x$^$.txt' (the picture's default title) or ``figure(title="$x^$")`` was read by
    matplotlib as TeX: saving the picture raised its ParseSyntaxException, and ``gridsat sudoku 'x$^$.txt' --png``
    ended in a traceback."""
    import io

    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(text)
    for figure in (puzzle.figure(title="$x^$"), puzzle.solve().figure(title="$x^$")):
        figure.savefig(io.BytesIO(), format="png")
        assert figure.texts[0].get_text() == "$x^$"
