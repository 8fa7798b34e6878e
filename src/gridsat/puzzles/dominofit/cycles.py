"""Large Domino Fit boards (25x25 to 1000x1000): a local search over
alternating cycles (:mod:`gridsat.puzzles.dominofit.cycle_kernel`), raced against
CP-SAT.

A first tiling is found in three steps, each with an honest status:

1. arithmetic on exact targets (the implied per-line domino counts of
   :func:`~gridsat.puzzles.dominofit.implied.implied_counts`) may prove that no
   tiling meets them: ``infeasible``, with the reason;
2. the compiled local search starts from a perfect matching of the free
   cells (none: ``infeasible``, the free cells have no tiling at all) and
   switches alternating cycles until every line meets its target
   (``solved``);
3. the search cannot prove that the targets are impossible, so CP-SAT's
   implied model (:mod:`.model`) joins it after a head start of
   :data:`HEAD_START_PER_CELL` of CPU time per free cell (:func:`~gridsat.engines.race.race`);
   the first to settle stops the other.  Boards above
   :data:`MAX_RACE_CELLS` free cells leave CP-SAT out (its model alone would
   not be built in time) and give the search all the time.

Lines are counted in dominoes where an axis is all exact (horizontal and
vertical dominoes per row; horizontal dominoes starting and vertical
dominoes per column: all four families, which the search needs to close the
last off-by-one lines), by their scores and relations otherwise.

Measured (``benchmarks/dominofit_large.py``, 2 cores, medians of 3): the six
shared 100x100 boards in 0.32-0.57 s against 12.5-28.6 s for CP-SAT alone
(28-73x); 45x45 boards 8x faster (median), 25x25 2x.  Open: boards with no
blocked cells take 1-10 s, and all-relaxed targets (``at-most`` /
``at-least`` everywhere) on 60x60 and up are solved by neither engine in
10-60 s.
"""

from __future__ import annotations

from array import array

from ...core.status import Status
from ...core.task import Found
from ...core.wording import a_size
from .implied import implied_counts
from .rules import DominoFitPuzzle
from .search import SCORE_WEIGHTS, free_cells

#: CP-SAT joins after the search has had this long per free cell (s); the
#: shared 100x100 boards need about 0.05 ms per free cell, so CP-SAT rarely
#: competes for the cores on a board the search solves
HEAD_START_PER_CELL = 1e-4
#: the search's round budget when no time limit bounds it: per free cell, plus a floor
ROUNDS_PER_CELL, MIN_ROUNDS = 20, 2000
#: above this many free cells CP-SAT stays out and the search gets all the time
MAX_RACE_CELLS = 40_000
#: memory of the search per grid cell (bytes): the kernel's arrays and the
#: tiling handed back (measured: 1000x1000 peaks at ~210 MB in a whole process)
BYTES_PER_CELL = 220

#: role weights (HL, HR, VT, VB) counting dominoes: left cells of horizontal
#: ones, top cells of vertical ones
_HORIZONTAL, _VERTICAL = (1, 0, 0, 0), (0, 0, 1, 0)


def cycle_counters(puzzle: DominoFitPuzzle) -> tuple[array, str | None]:
    """The local search's line counters, packed for the kernel, and the
    reason no tiling can meet the targets when arithmetic proves it (then
    the counters are empty)."""
    from .kernel import NO_HI, NO_LO

    imp = implied_counts(puzzle)
    if imp.contradiction:
        return array("i"), imp.contradiction
    flat: list = []
    for axis, n, counts, targets, relations in (
            (0, puzzle.rows, (imp.h_row, imp.v_row), puzzle.row_targets, puzzle.row_relations),
            (1, puzzle.cols, (imp.h_col, imp.v_col), puzzle.col_targets, puzzle.col_relations)):
        if counts[0] is not None:
            for i in range(n):
                h, v = counts[0][i], counts[1][i]
                flat += (axis, i, *_HORIZONTAL, h, h, axis, i, *_VERTICAL, v, v)
            continue
        for i, (t, rel) in enumerate(zip(targets, relations)):
            flat += (axis, i, *SCORE_WEIGHTS[puzzle.rule], NO_LO if rel == "<=" else t, NO_HI if rel == ">=" else t)
    return array("i", flat), None


def run_cycles(puzzle: DominoFitPuzzle, options, *, with_cpsat: bool = True) -> Found:
    """A first tiling of ``puzzle`` (see the module docstring).

    Args:
        puzzle: the board.
        options: started :class:`~gridsat.core.options.SolverOptions`: the
            deadline bounds both engines, ``seed`` seeds the search (same
            seed, same search), the rest goes to CP-SAT.
        with_cpsat: False runs the search alone (``--engine cycles``): it
            never proves the targets impossible, so a board it cannot solve
            ends ``unknown`` (at the deadline, or after its round budget).

    Returns:
        a :class:`~gridsat.core.task.Found` (the runner checks it) whose
        ``engine`` names what settled it: ``cycles`` (the search, the
        arithmetic or the matching) or ``cpsat``.

    Raises:
        PuzzleInputError: the board does not fit the memory limit.
        TimeUp: the deadline passed while CP-SAT's model was built.
    """
    from . import cycle_kernel as domino_cycles
    from .kernel import pack_givens

    cells = puzzle.rows * puzzle.cols
    options.check_memory(cells * BYTES_PER_CELL,
                         f"the cycle search of {a_size(puzzle.rows, puzzle.cols)} Domino Fit board")
    counters, reason = cycle_counters(puzzle)
    if reason:
        return Found([], True, status=Status.INFEASIBLE, engine="cycles", fields={"reason": reason})
    free = free_cells(puzzle)
    n_free = cells - len(puzzle.blocked)
    givens = pack_givens(puzzle.givens)
    seed = options.seed or 0

    runs = []

    def search(stop: bytearray, cpu_seconds: float | None = None):
        # a race's second run (after the head start) starts from the next seed: a fresh local search, not a rerun
        runs.append(cpu_seconds)
        left = options.left()
        if left is not None and left <= 0:
            return None
        rounds = 0 if left is not None else ROUNDS_PER_CELL * n_free + MIN_ROUNDS
        return domino_cycles.solve(puzzle.rows, puzzle.cols, free, counters, givens, seed=seed + len(runs) - 1,
                                   seconds=max(left, 1e-3) if left is not None else 0.0, max_rounds=rounds, stop=stop,
                                   cpu_seconds=cpu_seconds or 0.0)

    def settled(found) -> bool:
        return found is not None and found.status != domino_cycles.BUDGET

    out = None
    if with_cpsat and n_free <= MAX_RACE_CELLS:
        from ...engines.race import race
        from .model import make_session

        left = options.left()
        head_start = HEAD_START_PER_CELL * n_free if left is None else min(left / 4, HEAD_START_PER_CELL * n_free)
        found, out = race(search, settled, lambda: make_session(puzzle, options, backend="cpsat"), head_start,
                          options)
    else:
        found = search(bytearray(1))
    if found is not None and found.status == domino_cycles.SOLVED:
        return Found([list(found.dominoes)], True, engine="cycles")
    if found is not None and found.status == domino_cycles.NO_TILING:
        return Found([], True, status=Status.INFEASIBLE, engine="cycles",
                     fields={"reason": "the free cells (givens removed) have no domino tiling at all"})
    if out is not None and out.status is not Status.UNKNOWN:
        from .model import decode

        answers = [decode(puzzle, out.values)] if out.values is not None else []
        return Found(answers, True, status=out.status, engine="cpsat", fields={"reason": getattr(out, "reason", None)})
    return Found([], False, engine="cpsat" if out is not None else "cycles")


__all__ = ["BYTES_PER_CELL", "HEAD_START_PER_CELL", "MAX_RACE_CELLS", "cycle_counters", "run_cycles"]
