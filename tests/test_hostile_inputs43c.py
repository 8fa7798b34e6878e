"""The forty-third hostile pass, part C: the Python API and designers."""

from pathlib import Path

import pytest

import gridsat

MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


@pytest.mark.parametrize("call, error", [
    (lambda: gridsat.pack(engine=None), "engine must be a string, got None"),
    (lambda: gridsat.kinds.get("masyu").parse(MASYU).solve(engine=5), "engine must be a string, got 5"),
    (lambda: gridsat.kinds.get("masyu").parse(MASYU).count(limit=True), "limit must be a whole number, got True"),
    (lambda: gridsat.kinds.get("masyu").parse(MASYU).solutions(2.0), "n must be a whole number, got 2.0"),
    (lambda: gridsat.kinds.get("masyu").parse(MASYU).count(distinct="no"),
     "distinct must be True or False, got 'no'"),
])
def test_a_keyword_of_a_call_is_named_as_written_not_as_a_task_field(call, error):
    """``gridsat.pack(engine=None)``, ``puzzle.solve(engine=5)``, ``puzzle.count(limit=True)`` said "Task.engine
    must be a string" / "Task.limit must be ...": a Task the caller never wrote (``gridsat.solve(spec, engine=None)``
    already named ``engine``); ``Task(...)`` itself still says ``Task.limit``."""
    with pytest.raises(TypeError) as caught:
        call()
    assert str(caught.value) == error
    with pytest.raises(TypeError) as caught:
        gridsat.Task("count", limit=True)
    assert str(caught.value) == "Task.limit must be a whole number, got True"


@pytest.mark.parametrize("keyword, value, words", [
    ("one_sided", 1, "one_sided must be True or False, got int 1"),
    ("on_progress", 5, "on_progress must be a function or None, got int 5"),
    ("on_subtree", "x", "on_subtree must be a function or None, got str 'x'"),
])
def test_run_census_names_itself_when_refusing_an_argument(keyword, value, words):
    """``run_census("dragonfjord", one_sided=1)`` said "edition_census: one_sided must be True or False": a
    function the caller never called, reached after the edition was read."""
    from gridsat.puzzles.calendar.census import run_census

    with pytest.raises(TypeError) as caught:
        run_census("dragonfjord", **{keyword: value})
    assert str(caught.value) == f"run_census: {words}"


def test_a_setting_of_the_wrong_type_from_python_is_a_type_error():
    """``dominofit.solve(puzzle, objective=5)`` (and ``make_calendar(...).hint("a")``, ``generate(..., grade=5)``)
    raised a PuzzleInputError alone, a ValueError, where the README promises a TypeError naming the keyword; it is
    both now (an ``except PuzzleInputError`` still catches it), and the command line's words are unchanged."""
    from gridsat import PuzzleInputError
    from gridsat.puzzles.calendar import make_calendar
    from gridsat.puzzles.dominofit import load_puzzle, solve

    puzzle = load_puzzle(str(Path(__file__).resolve().parent.parent / "examples" / "dominofit-8x8.json"))
    for call, words in ((lambda: solve(puzzle, objective=5), "objective must be a string, got 5"),
                        (lambda: make_calendar("2026-10-06").hint("a"), "hint must be a whole number, got 'a'"),
                        (lambda: gridsat.kinds.get("yinyang").generator().generate(4, 4, 1, grade=5),
                         "grade must be a string, got 5")):
        with pytest.raises(TypeError) as caught:
            call()
        assert isinstance(caught.value, PuzzleInputError) and str(caught.value) == words
    with pytest.raises(PuzzleInputError) as caught:  # a value, not a type: a ValueError alone
        solve(puzzle, objective="bogus")
    assert not isinstance(caught.value, TypeError)


def test_a_deductions_json_refuses_a_with_grade_that_is_not_true_or_false():
    """``kind.hints(puzzle).to_json(with_grade="no")`` gave the grade: any non-empty string is true."""
    import numpy as np

    kind = gridsat.kinds.get("yinyang")
    deduction = kind.hints(kind.parse(kind.example))
    for value, words in (("no", "str 'no'"), (1, "int 1"), (None, "NoneType None")):
        with pytest.raises(TypeError) as caught:
            deduction.to_json(with_grade=value)
        assert str(caught.value) == f"with_grade must be True or False, got {words}"
    assert "grade" not in deduction.to_json(with_grade=np.False_) and "grade" in deduction.to_json()


def test_the_cover_constraint_checks_the_deadline_while_it_lists_the_cells():
    """``gridsat.pack(Board.rectangle(1000, 1000), PieceSet.of([Polyomino.parse("A", "#" * 1000)]), holes=True,
    options=SolverOptions(time_limit=3))`` took 4.8 s: the cover constraint listed the million cells in one
    comprehension (2.6 s) before it first checked the deadline (now 3.4 s: it checks every 4,096 cells)."""
    from gridsat.constraints.placement import cover

    consumed = []

    def cells():
        for i in range(10**5):
            consumed.append(i)
            yield (i, 0)

    class Up(Exception):
        pass

    def check():
        raise Up

    with pytest.raises(Up):
        cover(None, [], [], cells(), check=check)
    assert len(consumed) == 1


@pytest.mark.parametrize("name", ["masyu", "yinyang"])
def test_a_drawing_of_a_grid_not_an_answer_names_the_grid(name):
    """``result.figure(grid=5)`` (and ``text(5)``) said "answer must be ...": a keyword the call has not
    (``grid``)."""
    kind = gridsat.kinds.get(name)
    result = kind.parse(kind.example).solve()
    side = result.puzzle.rows
    for draw in (lambda g: result.figure(grid=g),):
        with pytest.raises(TypeError) as caught:
            draw(5)
        assert str(caught.value) == f"grid must be {side} rows of {side} whole numbers (a list of lists), got int 5"
    with pytest.raises(TypeError) as caught:
        result.text(5)
    assert str(caught.value).startswith("grid must be ")
