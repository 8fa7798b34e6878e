"""Which engine solves a placement problem: one rule, one set of limits.

Engines: ``exact`` (gridsat's exact-cover search,
:mod:`gridsat.engines.exact_cover`) and ``cpsat`` (the CP-SAT model of the
same rules).  ``auto`` picks:

* for counting and listing solutions, ``exact`` whenever the engine can hold
  the board (a bounding box of at most :data:`MAX_BOARD_CELLS` cells): it
  enumerates ~100x faster than CP-SAT (``benchmarks/count.py``);
* for a first solution, ``exact`` up to :data:`FIRST_SOLUTION_CELLS` cells
  (measured faster on every tutorial box and calendar board,
  ``benchmarks/count.py``), CP-SAT above, where an exhaustive search may
  not end but CP-SAT can still prove things.
"""

from __future__ import annotations

from ..core.errors import PuzzleInputError

#: Engine names accepted by every placement kind (``--engine``).
ENGINES = ("auto", "exact", "cpsat")

#: Most cells of a bounding box the exact-cover engine can hold (16 words of 64 bits).
MAX_BOARD_CELLS = 1024

#: Largest bounding box on which ``auto`` uses the exact engine for a first solution.
FIRST_SOLUTION_CELLS = 64


def check_engine(engine: str) -> str:
    """``engine`` itself when it is one of :data:`ENGINES`.

    Raises:
        PuzzleInputError: an unknown engine name.
    """
    if engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {engine!r}; use one of: {', '.join(ENGINES)}")
    return engine


def choose_engine(engine: str, box_cells: int, *, enumerate: bool) -> str:
    """``"exact"`` or ``"cpsat"`` for a request.

    Args:
        engine: ``auto``, ``exact`` or ``cpsat``.
        box_cells: cells of the board's bounding box (rows x cols).
        enumerate: True when counting or listing solutions, False for a first solution.

    Raises:
        PuzzleInputError: an unknown engine, or ``exact`` for a board above
            :data:`MAX_BOARD_CELLS` cells.
    """
    check_engine(engine)
    fits = box_cells <= MAX_BOARD_CELLS
    if engine == "exact" and not fits:
        raise PuzzleInputError(f"the exact-cover engine holds boards whose bounding box has at most "
                               f"{MAX_BOARD_CELLS} cells; this one has {box_cells} (use --engine cpsat)")
    if engine != "auto":
        return engine
    if enumerate:
        return "exact" if fits else "cpsat"
    return "exact" if box_cells <= FIRST_SOLUTION_CELLS else "cpsat"


__all__ = ["ENGINES", "FIRST_SOLUTION_CELLS", "MAX_BOARD_CELLS", "check_engine", "choose_engine"]
