"""Hostile pass 81, part d: big boards and limits, kind by kind."""

from __future__ import annotations

import re

import pytest


def test_rows_of_numbers_are_not_matched_cell_by_cell(monkeypatch):
    """A 1000x1000 Hitori (numbers up to 1000) took 10 s to read: every number of two digits or more was matched
    against the run-together, CSV, prose and box-line patterns, so `-t 5` ran out while reading.  A row of numbers
    alone is now passed over whole: no pattern is matched once a cell."""
    from gridsat.core.grid_text import refuse_run_together

    calls = []
    real = re.fullmatch
    monkeypatch.setattr(re, "fullmatch", lambda *a, **k: calls.append(a) or real(*a, **k))
    n = 60
    block = [(r + 2, [str((r + c) % n + 10) for c in range(n)]) for r in range(n)]
    assert refuse_run_together([block], ("clues",), "big.txt") == n
    assert len(calls) < n


def test_a_row_written_together_is_still_refused():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.grid_text import refuse_run_together

    with pytest.raises(PuzzleInputError, match=r"line 3: '\.5\.\.' is cells written together"):
        refuse_run_together([[(2, ["12", "3", "4", "5"]), (3, [".5..", "1", "2", "3"])]], ("clues",), "x.txt")
    with pytest.raises(PuzzleInputError, match="draws box lines"):
        refuse_run_together([[(2, ["12", "3", "|", "5"])]], ("clues",), "x.txt")


def test_memory_stop_never_says_it_held_the_limit(monkeypatch):
    """--memory-limit 0.1 on a 150x150 Light Up: "the search grew past the memory limit (0.1 GB) and was stopped:
    it held 0.1 GB", the amount grown rounded to the limit's digits.  It now shows digits until it reads as over."""
    from gridsat.core import memory
    from gridsat.core.memory import MemoryLimitError
    from gridsat.core.options import SolverOptions

    limit = 1024**3 // 10
    options = SolverOptions(memory_limit=limit, memory_base=0)
    monkeypatch.setattr(memory, "resident_bytes", lambda: limit + 400_000)
    with pytest.raises(MemoryLimitError) as caught:
        options.check_memory_use()
    assert str(caught.value) == ("the search grew past the memory limit (0.1 GB) and was stopped: it held 0.1004 GB "
                                 "(raise the limit with memory_limit=BYTES (the call's, or its SolverOptions') or "
                                 "GRIDSAT_MEMORY_LIMIT (in GB))")


def test_a_calendar_hint_looks_at_the_solutions_the_memory_limit_holds():
    """`calendar 2026-10-06 -e BIG.txt:big --hint 3` on a 200x200 edition was refused: "listing 2,000 tilings of
    board big needs about 44.7 GB of memory, more than this machine has: no limit lets it run (ask for fewer
    solutions, or a smaller puzzle)", though the date solves and no solutions were asked for.  The hint's pool of
    solutions is now what half the memory limit holds (here 109 of the 2,000, the date has 7)."""
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.calendar import make_calendar

    found = make_calendar("2026-10-06").hint(3, options=SolverOptions(memory_limit=2 * 1024**2))
    assert (found.status, found.remaining, len(found.shown)) == ("solved", 4, 3)


def test_yinyang_rows_of_plain_ints_are_taken_whole(monkeypatch):
    """A 1000x1000 Yin-Yang's givens were checked a cell at a time (0.9 s a puzzle made, and `hint` made it twice:
    once to detect its kind), so `hint BIG.txt -t 5` ran out while reading.  Rows of plain ints are now taken whole;
    a bad cell is still named."""
    import numpy as np

    from gridsat.core import options
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.yinyang.rules import YinYangPuzzle

    calls = []
    real = options.whole
    monkeypatch.setattr(options, "whole", lambda v: calls.append(v) or real(v))
    assert YinYangPuzzle([[0, 1], [2, 0]]).givens == ((0, 1), (2, 0))
    assert calls == []
    assert YinYangPuzzle([[np.int64(1), 0], [0, 0]]).givens[0] == (1, 0)
    for bad, said in ((True, "True"), (3, "3"), (1.0, "1.0")):
        with pytest.raises(PuzzleInputError, match=rf"row 2, column 1: value {said} is not 0"):
            YinYangPuzzle([[0, 0], [bad, 0]])


def test_grid_rows_of_plain_values_are_taken_whole(monkeypatch):
    """given_rows checked a 1000x1000 Hitori's numbers a cell at a time (3 s of its reading); rows of plain ints,
    strings and None are now taken whole, and a bad cell is still named."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.grid import given_rows as module

    calls = []
    monkeypatch.setattr(module, "whole", lambda v: calls.append(v) or v)
    assert module.given_rows([[1, None], ["?", 2]], 2, 2, "clues", "x.txt") == ((1, None), ("?", 2))
    assert module.given_rows([[0, 1], [1, 1]], 2, 2, "regions", "x.txt") == ((0, 1), (1, 1))
    assert calls == []
    with pytest.raises(PuzzleInputError, match=r"clues row 2, column 1: true is not a whole number"):
        module.given_rows([[1, 2], [True, 2]], 2, 2, "clues", "x.txt")
    with pytest.raises(PuzzleInputError, match=r"regions row 1, column 2: \"a\" is not a whole number"):
        module.given_rows([[0, "a"], [1, 1]], 2, 2, "regions", "x.txt")
