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


def test_keeps_back_time_for_counts_keeping_answers_on_every_engine():
    from gridsat.core.options import keeps_back

    assert keeps_back(None, 5) and keeps_back(None, 2) and keeps_back(10, 5)  # counts keeping two or more
    assert keeps_back(6, 5) and keeps_back(3, 3) and keeps_back(None, None)  # listings of three or more, every one
    assert not keeps_back(None, 1) and not keeps_back(2, 2)  # a count keeping its first, a uniqueness


@pytest.mark.slow
def test_cpsat_count_keeping_five_shows_them_under_a_time_limit():
    # CP-SAT's enumeration counted to the deadline: `--count -n 5 -t 2 --engine cpsat` showed 1 of the 5
    import gridsat
    from gridsat import SolverOptions, Task

    kind = gridsat.kinds.get("slitherlink")
    puzzle = kind.parse("slitherlink\n" + "\n".join(" ".join(["."] * 8) for _ in range(8)))
    result = kind.run(puzzle, Task("count", keep=5, engine="cpsat", options=SolverOptions(time_limit=3)))
    assert not result.complete and result.count >= 5
    assert len(result.solutions) == 5


def test_board_from_array_reads_numbers_numpy_keeps_as_objects():
    # a whole number past 64 bits, or an object array of numbers, was "must hold numbers ..., got object values (1...)"
    import math

    import numpy as np

    from gridsat import Board
    from gridsat.core.errors import PuzzleInputError

    assert sorted(Board.from_array([[10**30, 0]]).cells) == [(0, 0)]
    assert sorted(Board.from_array([[10**400, 1]]).cells) == [(0, 0), (0, 1)]
    assert sorted(Board.from_array(np.array([[1, 0], [True, 2.5]], dtype=object)).cells) == [(0, 0), (1, 0), (1, 1)]
    with pytest.raises(PuzzleInputError) as err:
        Board.from_array([[10**30, math.nan]])
    assert str(err.value) == "array: board array has NaN at row 1, column 2 (neither a cell nor a hole)"
    with pytest.raises(PuzzleInputError) as err:
        Board.from_array([[None, 1]])
    assert "got object values (None...)" in str(err.value)
