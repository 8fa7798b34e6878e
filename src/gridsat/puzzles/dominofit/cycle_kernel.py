"""Domino tilings under per-line counters by local search over alternating
cycles: the compiled kernel ``gridsat.puzzles.dominofit._cycle_kernel``, wrapped.

The model is that of :mod:`gridsat.puzzles.dominofit.kernel`: a tiling gives every
free cell a role (``HL`` / ``HR`` / ``VT`` / ``VB``), and each
:class:`~gridsat.puzzles.dominofit.kernel.Counter` adds a weight per covered cell of
its row or column by role and must end within ``[lo, hi]``.

Method (details at the top of ``cycle_kernel_search.c``):

1. a tiling is a perfect matching of the free cells' grid graph (cells
   coloured like a chessboard, every domino joins a dark and a light cell);
   Hopcroft-Karp completes a greedy matching, and when no perfect matching
   exists the free cells have no tiling at all: status ``no_tiling``, a
   proof;
2. two tilings differ by alternating cycles; a Bellman-Ford search finds a
   cycle whose marginal change of the weighted penalty (sum over counters of
   ``weight * distance of the value to [lo, hi]``) is negative, and the cycle
   is switched when its exact change is negative too;
3. when no such cycle exists, the counters still out of range get heavier
   (breakout weights, decayed every ten bumps), so their repair becomes
   worth a detour;
4. after a long stretch without a new best penalty the search restarts
   from another random perfect matching.

The search is incomplete: ``solved`` comes with a tiling, ``budget`` means
the round budget or the time ran out, and it never proves that the counters
cannot be met (only ``no_tiling`` is a proof).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

from ...core.compiled import loaded
from .kernel import c_count, c_int, c_seconds, c_seed, pack_counters, pack_givens

_domino_cycles = loaded("gridsat.puzzles.dominofit._cycle_kernel", "gridsat.puzzles.dominofit.cycle_kernel.solve")

#: statuses of :func:`solve`
SOLVED, NO_TILING, BUDGET = "solved", "no_tiling", "budget"
_STATUS = (SOLVED, NO_TILING, BUDGET)
#: largest grid the kernel takes (cells)
MAX_CELLS = 1 << 22


@dataclass
class CycleOutcome:
    """What :func:`solve` found.

    Attributes:
        status: ``"solved"`` (``dominoes`` meets every counter),
            ``"no_tiling"`` (the free cells, givens removed, have no domino
            tiling at all: proven) or ``"budget"`` (rounds or time ran out).
        dominoes: the tiling, ``[("H"|"V", r, c), ...]`` in row-major order of
            the top/left cell, givens included; empty unless solved.
        rounds: cycle searches made.
        penalty: sum over counters of the distance of the value to
            ``[lo, hi]`` in the last tiling (0 when solved, -1 when no tiling
            was built).
    """

    status: str
    dominoes: list
    rounds: int
    penalty: int


def solve(rows: int, cols: int, free, counters, givens=b"", *, seed: int = 0, seconds: float = 0.0,
          max_rounds: int = 0, stop: bytearray | None = None, cpu_seconds: float = 0.0) -> CycleOutcome:
    """Look for a tiling of the free cells that keeps every counter in range.

    Args:
        rows, cols: grid size in cells (each 1..4096, at most
            :data:`MAX_CELLS` cells).
        free: ``rows * cols`` bytes, row-major, nonzero = free cell.
        counters: iterable of :class:`~gridsat.puzzles.dominofit.kernel.Counter`
            (weights within -16..16, at most 16 per line), or the packed ``array("i")`` of
            :func:`~gridsat.puzzles.dominofit.kernel.pack_counters`.
        givens: dominoes the tiling must contain (``[(kind, r, c), ...]`` or
            packed by :func:`~gridsat.puzzles.dominofit.kernel.pack_givens`).
        seed: randomises the search (same seed, same run).
        seconds: wall-time budget in seconds (0 = none), matching included.
        max_rounds: cycle searches allowed (0 = no limit).
        stop: a ``bytearray`` whose first byte another thread may set to
            end the search early (status ``budget``), or None.  The GIL is
            released during the search, so a second thread can run too;
            in the main thread Ctrl-C sets it and raises ``KeyboardInterrupt``
            once the search has returned.
        cpu_seconds: budget of the calling thread's CPU time in seconds (0 =
            none; status ``budget`` when spent): a race's head start.

    Returns:
        :class:`CycleOutcome`.

    Raises:
        ValueError: sizes out of range, a counter outside the grid or with
            weights out of range or ``lo > hi``, more than 16 counters on a
            line, a given outside the grid or
            on a blocked or already covered cell, negative budgets.
        TypeError: ``free`` / packed arrays not bytes-like, ``stop`` not a
            writable buffer, ``seed`` or ``max_rounds`` not a whole number, ``seconds`` or ``cpu_seconds`` not a
            number (a string was taken as its number).
    """
    if not isinstance(counters, array):
        counters = pack_counters(counters)
    if not isinstance(givens, (array, bytes)):
        givens = pack_givens(givens)
    rows, cols, max_rounds = c_int(rows, "rows"), c_int(cols, "cols"), c_count(max_rounds, "max_rounds")
    seed, seconds, cpu_seconds = c_seed(seed), c_seconds(seconds, "seconds"), c_seconds(cpu_seconds, "cpu_seconds")
    from ...engines.interrupt import interruptible, stop_buffer

    stop = stop_buffer(stop)  # Ctrl-C sets it (a 300x300 board's search ran its 14 s on)
    status, tiling, rounds, penalty = interruptible(
        lambda: _domino_cycles.solve(rows, cols, free, counters, givens, seed, seconds, max_rounds, stop,
                                     cpu_seconds), stop)
    return CycleOutcome(_STATUS[status], tiling or [], rounds, penalty)


__all__ = ["BUDGET", "CycleOutcome", "MAX_CELLS", "NO_TILING", "SOLVED", "solve"]
