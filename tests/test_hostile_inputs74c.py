"""Hostile pass 74, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

from pathlib import Path

import gridsat

ROOT = Path(__file__).resolve().parent.parent


def test_readme_names_the_kinds_without_forced_cells():
    # was: "Sixteen kinds, each end to end (read, model, solve, prove unique, count, list forced cells, check,
    # draw)", though pack, calendar and cover refuse forced() ("cover puzzles support solve, ...; not forced")
    without = {n for n in gridsat.kinds.names() if "forced" not in gridsat.kinds.get(n).tasks}
    assert without == {"pack", "calendar", "cover"}
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert ("Sixteen kinds, each end to end (read, model, solve, prove unique, count, check, draw; list forced "
            "cells: all but packing, the calendar and exact cover):") in readme
    assert "packing, calendar and exact-cover puzzles have no forced" in gridsat.PackingPuzzle.forced.__doc__
