"""gridsat: model, solve, count, check, generate and draw grid puzzles with
OR-Tools CP-SAT and gridsat's own exact-cover engines.

Quick start::

    >>> import gridsat
    >>> gridsat.pack("6x10").status.value
    'solved'
    >>> gridsat.calendar("2026-10-06").status.value
    'solved'
    >>> gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300", task="unique").uniqueness.value
    'unique'
    >>> gridsat.kinds.names()[:6]
    ['pack', 'calendar', 'dominofit', 'yinyang', 'cover', 'nurikabe']

Names are imported on first use, so ``import gridsat`` costs next to nothing.
"""

from __future__ import annotations

import importlib

__version__ = "0.2.0"

#: Public name -> module that defines it.
_EXPORTS = {
    "Board": "gridsat.core.board",
    "PieceSet": "gridsat.core.polyomino",
    "Polyomino": "gridsat.core.polyomino",
    "pentominoes": "gridsat.core.polyomino",
    "tetrominoes": "gridsat.core.polyomino",
    "Placement": "gridsat.core.placements",
    "PuzzleInputError": "gridsat.core.errors",
    "SolutionCheckError": "gridsat.core.errors",
    "TimeUp": "gridsat.core.reading_clock",
    "SolverOptions": "gridsat.core.options",
    "Status": "gridsat.core.status",
    "Uniqueness": "gridsat.core.status",
    "Task": "gridsat.puzzles.kinds",
    "PackingPuzzle": "gridsat.puzzles.pack",
    "PackResult": "gridsat.puzzles.pack",
    "pack": "gridsat.puzzles.pack",
    "calendar": "gridsat.puzzles.calendar.puzzle",
    "solve": "gridsat.puzzles.kinds",
    "read": "gridsat.puzzles.kinds",
    "TilingResult": "gridsat.puzzles.placement",
    "covers": "gridsat.puzzles.cover.anywhere",
    "count_covers": "gridsat.puzzles.cover.anywhere",
}

#: Public names defined under another name in their module.
_ALIASES = {"calendar": "solve_calendar", "read": "read_any"}

__all__ = sorted(_EXPORTS) + ["kinds", "__version__"]


def __getattr__(name: str):
    if name == "kinds":
        return importlib.import_module("gridsat.kinds")
    module = _EXPORTS.get(name)
    if module is None:
        if not name.startswith("_") and name in importlib.import_module("gridsat.kinds").names():
            # gridsat.yinyang(...) after gridsat.pack and gridsat.calendar: say where every kind is solved
            raise AttributeError(f"module 'gridsat' has no attribute {name!r}: solve a {name} puzzle with "
                                 f"gridsat.solve(PUZZLE, kind={name!r}), or read it with "
                                 f"gridsat.kinds.get({name!r}).parse(TEXT)")
        raise AttributeError(f"module 'gridsat' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), _ALIASES.get(name, name))
    globals()[name] = value
    return value


def __dir__():
    return __all__
