"""Pass 97 (part b): Sudoku's auto race of the exact search and CP-SAT, its limits and answers."""

from __future__ import annotations

import time

import gridsat
from gridsat.core.options import SolverOptions

EMPTY_25 = "sudoku\n" + "\n".join(" ".join(["."] * 25) for _ in range(25)) + "\n"


def _deadlines(what: str, **kw) -> tuple[float, float]:
    """The listing deadline the exact search of an empty 25x25 is given under -t 20, and its start."""
    kind = gridsat.kinds.get("sudoku")
    puzzle = kind.parse(EMPTY_25)
    task = gridsat.Task(what, engine="exact", options=SolverOptions(time_limit=20).started(), **kw)
    solver = kind.solver(puzzle, "exact", task, {})
    seen, real = [], solver.engine.iter

    def iter_(want, deadline=None, stop=None):
        seen.append(deadline)
        return real(want, deadline=deadline, stop=stop)

    solver.engine.iter = iter_
    start = time.perf_counter()
    getattr(solver, what)(task)
    return seen[0], start


def test_listing_five_answers_keeps_back_only_what_printing_takes():
    # -n 5 -t 20 on a hard 25x25 gave up at 10 s ('3 solutions listed (of 5 asked for: the time limit stopped
    # the listing'): half the time was kept back to check and print five grids, a tenth of a second's work
    deadline, start = _deadlines("solutions", n=5)
    assert deadline - start > 19


def test_count_keeping_answers_keeps_back_only_what_printing_takes():
    deadline, start = _deadlines("count", limit=5, keep=5)
    assert deadline - start > 19


EMPTY_9 = "." * 81
APACE_NOTE = ("note: the search went on alone (its answers came faster than CP-SAT lists them), so --seed went unused "
              "(--engine cpsat runs CP-SAT alone)")


def _stderr(monkeypatch, capsys, *args) -> str:
    import pytest

    from gridsat.cli import main
    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    with pytest.raises(SystemExit):
        main(["sudoku", *args])
    return capsys.readouterr().err


def test_a_count_going_on_alone_does_not_call_its_threads_unused(monkeypatch, capsys):
    # the empty 9x9's count goes on with the search alone, on -w's threads: the note said 'the search answered
    # before CP-SAT started, so -w/--workers went unused'
    err = _stderr(monkeypatch, capsys, EMPTY_9, "--count", "--limit", "500", "-w", "2", "--seed", "2")
    assert err.strip() == APACE_NOTE


def test_a_listing_going_on_alone_says_so(monkeypatch, capsys):
    err = _stderr(monkeypatch, capsys, EMPTY_9, "-n", "30", "--seed", "2")
    assert err.strip() == APACE_NOTE
