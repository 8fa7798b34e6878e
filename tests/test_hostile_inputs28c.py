"""The twenty-eighth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import threading

import pytest

import gridsat


@pytest.mark.parametrize("name, deadline", [("yinyang", 10**30), ("yinyang", 1e300), ("dominofit", 10**30),
                                            ("nurikabe", 1e30), ("pack", 10**30)])
def test_a_deadline_farther_than_any_limit_is_none(name, deadline):
    """``kind.hints(puzzle, deadline=10**30)`` (documented: infinity is no deadline) met "OverflowError: timestamp
    out of range for platform time_t" for Yin-Yang (and a traceback from a clock thread when called off the main
    thread), and was refused for Domino Fit and Nurikabe as "time limit must be below a billion seconds", a limit
    the caller never gave; ``SolverOptions(deadline=1e30)`` printed the clock thread's traceback."""
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    found, errors = [], []
    hook, threading.excepthook = threading.excepthook, lambda args: errors.append(args.exc_value)
    try:
        found.append(kind.hints(puzzle, deadline=deadline))
        worker = threading.Thread(target=lambda: found.append(kind.hints(puzzle, deadline=deadline)))
        worker.start()
        worker.join()
    finally:
        threading.excepthook = hook
    assert errors == [] and len(found) == 2 and found[0].steps == found[1].steps and found[0].steps
    options = gridsat.SolverOptions(deadline=deadline)
    assert options.deadline is None
    assert kind.run(puzzle, gridsat.Task(options=options)).status.value == "solved"


@pytest.mark.parametrize("wall, error, message", [
    ("x", TypeError, "wall_deadline must be a time.time() value in seconds or None, got str 'x'"),
    (float("nan"), ValueError, "wall_deadline must be a time.time() value in seconds or None, got nan"),
    (10**400, gridsat.PuzzleInputError, "no 8 pieces of library pentominoes (12 of size 5) cover 41 cells"),
])
def test_a_design_chunks_wall_deadline_is_checked(wall, error, message):
    """``evaluate_chunk(board, library, 8, 0, "x")`` (a design search's worker function, in the module's
    ``__all__``) met "unsupported operand type(s) for -: 'str' and 'float'", and ``10**400`` "OverflowError: int
    too large to convert to float"; NaN was taken for a deadline that never comes."""
    from gridsat.puzzles.calendar.design import evaluate_chunk
    from gridsat.puzzles.calendar.library import load_board, load_library

    with pytest.raises(error) as caught:
        evaluate_chunk(load_board("standard"), load_library("pentominoes"), 8, 0, wall)
    assert str(caught.value).startswith(message)
