"""Hostile pass 68, part c: the Python API and designers."""

from __future__ import annotations

import pytest

from gridsat.puzzles.calendar.puzzle import make_calendar


def test_calendar_hint_none_is_refused_not_a_plain_solve():
    puzzle = make_calendar("2026-10-06")
    with pytest.raises(TypeError) as err:
        puzzle.hint(None)
    assert str(err.value) == ("k (the pieces to show) must be a whole number, got None; a solve without a hint is "
                              "puzzle.solve()")
    assert len(puzzle.hint(2).shown) == 2
