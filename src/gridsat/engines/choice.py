"""Which engine solves a placement problem: one rule, one set of limits.

Engines: ``exact`` (gridsat's exact-cover search,
:mod:`gridsat.engines.exact_cover`) and ``cpsat`` (the CP-SAT model of the
same rules).  ``auto`` picks, for a board whose bounding box the exact engine
can hold (at most :data:`MAX_BOARD_CELLS` cells):

* for counting and listing solutions, ``exact``: it enumerates ~100x faster
  than CP-SAT (``benchmarks/count.py``);
* for a first solution, ``race``: the exact search alone for
  :data:`RACE_GRACE` seconds of CPU time (it answers within them on every tutorial box,
  calendar board and packing with holes measured, ``benchmarks/pack.py``),
  then CP-SAT beside it, the first answer stopping the other.  CP-SAT proves
  some boards infeasible at once that the search would need hours for (the
  mutilated 12x12 chessboard and dominoes: 0.02 s); the search finds tilings
  CP-SAT does not find in 10 s (multi-set pentomino boxes, boards with holes).

Larger boards go to CP-SAT, and so does everything when the compiled
engine is not installed (:mod:`gridsat.core.compiled`: ``auto`` says so once
on stderr; ``exact`` is refused in one line).
"""

from __future__ import annotations

from ..core.compiled import fall_back, present, require
from ..core.errors import PuzzleInputError, did_you_mean, shown
from ..core.settings import engine_words

#: Engine names accepted by every placement kind (``--engine``).
ENGINES = ("auto", "exact", "cpsat")

#: Most cells of a bounding box the exact-cover engine can hold (16 words of 64 bits).
MAX_BOARD_CELLS = 1024

#: The compiled module of the exact-cover engine.
TILING_MODULE = "gridsat.engines._tiling"

#: Seconds (CPU time) the exact search runs alone before CP-SAT joins a race for a first solution.
RACE_GRACE = 0.2


def check_engine(engine: str) -> str:
    """``engine`` in lower case when it is one of :data:`ENGINES` in any capitals.

    Raises:
        TypeError: ``engine`` not a string (as a task's engine: ``verify_edition(engine=5)`` and
            ``solve_year(engine=None)`` said "unknown engine 5", a PuzzleInputError, where ``calendar(engine=5)``
            raised TypeError).
        PuzzleInputError: an unknown engine name.
    """
    if not isinstance(engine, str):
        raise TypeError(f"engine must be a string, got {shown(engine, 40)}")
    engine = engine.lower()  # in any capitals, as a Task's engine
    if engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {shown(engine)}{did_you_mean(engine, ENGINES)}; use one of: "
                               f"{', '.join(ENGINES)}")
    return engine


def refuse_distinct_board(box_cells: int, name: str) -> None:
    """Refuse ``distinct`` (``name``: its word, ``--distinct`` or ``distinct``) on a board whose bounding box
    the exact-cover engine cannot hold: it alone counts up to symmetry.  It was told to use the exact engine or
    auto: the one refused the board ("use --engine cpsat"), the other chose CP-SAT and was told the same again.

    Raises:
        PuzzleInputError: a bounding box over :data:`MAX_BOARD_CELLS` cells.
    """
    if box_cells > MAX_BOARD_CELLS:
        raise PuzzleInputError(f"{name} needs the exact-cover engine, which holds boards whose bounding box has at "
                               f"most {MAX_BOARD_CELLS} cells; this one has {box_cells:,} (leave out {name})")


def choose_engine(engine: str, box_cells: int, *, enumerate: bool) -> str:
    """``"exact"``, ``"cpsat"`` or ``"race"`` (both, see the module
    docstring) for a request.

    Args:
        engine: ``auto``, ``exact`` or ``cpsat``.
        box_cells: cells of the board's bounding box (rows x cols).
        enumerate: True when counting or listing solutions, False for a first solution.

    Raises:
        PuzzleInputError: an unknown engine, ``exact`` for a board above
            :data:`MAX_BOARD_CELLS` cells or when the compiled engine is not
            installed.
    """
    engine = check_engine(engine)
    if engine == "exact":
        require(TILING_MODULE, engine_words("exact"))
    fits = box_cells <= MAX_BOARD_CELLS
    if engine == "exact" and not fits:
        raise PuzzleInputError(f"the exact-cover engine holds boards whose bounding box has at most "
                               f"{MAX_BOARD_CELLS} cells; this one has {box_cells:,} (use {engine_words('cpsat')})")
    if engine != "auto":
        return engine
    if not fits:
        return "cpsat"
    if not present(TILING_MODULE):
        fall_back(TILING_MODULE)
        return "cpsat"
    return "exact" if enumerate else "race"


def check_box(rows: int, cols: int) -> None:
    """Refuse a ``rows x cols`` bounding box over :data:`MAX_BOARD_CELLS` cells, naming what has no other engine
    (a census, a hint, a design search: no ``--engine`` to give there; a solve's ``auto`` picks CP-SAT first)."""
    if rows * cols > MAX_BOARD_CELLS:
        raise PuzzleInputError(f"the exact-cover engine handles boards whose bounding box has at most "
                               f"{MAX_BOARD_CELLS} cells; this one is {rows}x{cols} (censuses, hints and design and "
                               f"layout searches run on it alone; solving, counting and listing take "
                               f"{engine_words('cpsat')})")


__all__ = ["ENGINES", "MAX_BOARD_CELLS", "RACE_GRACE", "TILING_MODULE", "check_box", "check_engine", "choose_engine"]
