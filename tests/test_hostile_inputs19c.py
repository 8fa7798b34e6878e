"""The nineteenth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import math

import pytest

import gridsat
from gridsat import SolverOptions
from gridsat.core.errors import PuzzleInputError

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.parametrize("call", [
    lambda bad: gridsat.pack("6x10", options=bad),
    lambda bad: gridsat.calendar("2026-10-06", options=bad),
    lambda bad: gridsat.read(YINYANG)[1].solve(options=bad),
    lambda bad: gridsat.read(YINYANG)[1].count(options=bad),
    lambda bad: gridsat.kinds.get("yinyang").generator().generate(4, 4, 1, options=bad),
])
@pytest.mark.parametrize("bad", [0, [], {}, ""])
def test_false_options_are_refused_not_taken_for_none(call, bad):
    """``gridsat.pack("6x10", options=0)`` (or ``[]``, ``{}``, ``""``; and ``calendar``, a puzzle's methods) ran
    with the default options, as ``options or SolverOptions()`` took every false value for none."""
    with pytest.raises(TypeError) as caught:
        call(bad)
    assert str(caught.value) == f"options must be gridsat.SolverOptions or None, got {type(bad).__name__} {bad!r}"


@pytest.mark.parametrize("call", [lambda bad: gridsat.read(YINYANG, bad), lambda bad: gridsat.solve(YINYANG, bad)])
@pytest.mark.parametrize("bad", [0, [], {}])
def test_a_false_kind_is_refused_not_taken_for_none(call, bad):
    """``gridsat.read(URL, 0)`` (or ``[]``, ``{}``) detected the kind, as if none was named; ``gridsat.solve(URL,
    kind=[])`` named ``name``, the argument of another function."""
    with pytest.raises(TypeError) as caught:
        call(bad)
    assert str(caught.value) == ("kind must be a kind's name (one of " + ", ".join(gridsat.kinds.names()) +
                                 f") or None, got {type(bad).__name__} {bad!r}")


@pytest.mark.parametrize("fields, error, message", [
    ({"deadline": "a"}, TypeError, "deadline must be a time.perf_counter() value or None, got str 'a'"),
    ({"deadline": math.nan}, PuzzleInputError,
     "deadline must be a finite time.perf_counter() value (None: set by started()), got nan"),
    ({"deadline": math.inf}, PuzzleInputError,
     "deadline must be a finite time.perf_counter() value (None: set by started()), got inf"),
    ({"memory_base": 1.5}, TypeError, "memory_base must be a number of bytes or None, got float 1.5"),
    ({"memory_base": "a"}, TypeError, "memory_base must be a number of bytes or None, got str 'a'"),
    ({"memory_base": -3}, PuzzleInputError,
     "memory_base must be a number of bytes, 0 or more (None: set by started()), got -3"),
])
def test_solver_options_check_the_deadline_and_memory_base(fields, error, message):
    """``SolverOptions(deadline="a")`` (or ``memory_base="a"``) was taken and failed later inside the search
    (``unsupported operand type(s) for -: 'str' and 'float'``); ``deadline=nan`` never ran out."""
    with pytest.raises(error) as caught:
        SolverOptions(**fields)
    assert str(caught.value) == message


def test_solver_options_keep_a_started_deadline():
    """The checks take what :meth:`SolverOptions.started` sets."""
    started = SolverOptions(time_limit=5).started()
    assert SolverOptions(**{**started.__dict__}) == started


@pytest.mark.parametrize("kind, method", [(k, m) for k in ("pack", "yinyang", "hitori", "calendar")
                                          for m in ("deduce", "cell_labels", "hint_text", "hint_figure")])
def test_a_kinds_puzzle_methods_refuse_what_is_no_puzzle(kind, method):
    """``gridsat.kinds.get("pack").deduce(None)`` failed inside the kind's code (``AttributeError: 'NoneType' object
    has no attribute 'hole_count'``), and ``cell_labels("x")`` so; now each names the puzzle it wants."""
    found = gridsat.kinds.get(kind)
    args = (None,) if method in ("deduce", "cell_labels") else (None, None)
    with pytest.raises(TypeError) as caught:
        getattr(found, method)(*args)
    assert str(caught.value).startswith("puzzle must be a ") and str(caught.value).endswith(
        f"(from gridsat.kinds.get({kind!r}).parse), got NoneType")


@pytest.mark.parametrize("kind, name, error, message", [
    ("yinyang", "insane", PuzzleInputError, "name must be a grade (easy, medium, hard, expert, guess), got 'insane'"),
    ("hitori", "insane", PuzzleInputError, "name must be a grade (easy, medium, hard, expert, guess), got 'insane'"),
    ("pack", None, TypeError, "name must be a grade (easy, medium, hard, expert, guess), got NoneType None"),
])
def test_grade_meaning_names_an_unknown_grade(kind, name, error, message):
    """``kind.grade_meaning("insane")`` raised a bare ``KeyError: 'insane'``."""
    with pytest.raises(error) as caught:
        gridsat.kinds.get(kind).grade_meaning(name)
    assert str(caught.value) == message


def test_grade_meaning_still_explains_a_grade():
    """The check keeps the meanings."""
    assert gridsat.kinds.get("hitori").grade_meaning("expert") == \
        "trials: 'if this cell were the other way, a contradiction follows'"
