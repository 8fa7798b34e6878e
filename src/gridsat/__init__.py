"""gridsat: model, solve, count, check, generate and draw grid puzzles with
OR-Tools CP-SAT and gridsat's own exact-cover engines.

Quick start::

    >>> import gridsat
    >>> gridsat.pack("6x10").status.value
    'solved'
    >>> gridsat.kinds.names()
    ['pack', 'calendar', 'dominofit', 'yinyang', 'cover']

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
    "SolverOptions": "gridsat.core.options",
    "Status": "gridsat.core.status",
    "Uniqueness": "gridsat.core.status",
    "Task": "gridsat.puzzles.kinds",
    "PackingPuzzle": "gridsat.puzzles.pack",
    "PackResult": "gridsat.puzzles.pack",
    "pack": "gridsat.puzzles.pack",
    "covers": "gridsat.engines.cover",
    "count_covers": "gridsat.engines.cover",
}

__all__ = sorted(_EXPORTS) + ["kinds", "__version__"]


def __getattr__(name: str):
    if name == "kinds":
        return importlib.import_module("gridsat.kinds")
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'gridsat' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return __all__
