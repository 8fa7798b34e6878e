"""Domino Fit by gridsat's own tiling search (:mod:`gridsat.puzzles.dominofit.kernel`).

The targets become line counters for the search:

* an axis whose targets are all exact becomes its implied per-line domino
  counts (:func:`~gridsat.puzzles.dominofit.implied.implied_counts`): a row
  counts its cells in horizontal dominoes (``2 h_row``) and its vertical
  dominoes' top cells (``v_row``); a column its horizontal dominoes' left
  cells (``h_col``) and its cells in vertical dominoes (``2 v_col``) -- cells
  rather than dominoes where that tightens the search's per-cell bounds;
* any other axis keeps its scores: ``cell`` weighs each covered cell 2
  (horizontal domino) or 1 (vertical), ``dot`` weighs the right cell of a
  horizontal domino 2 and the top cell of a vertical one 1, each bounded by
  its relation.

Measured (``benchmarks/dominofit_bank.py``): on the game's boards (6x6 to
8x8) solving and proving uniqueness costs about 25 us of search against
about 2.7 ms for the CP-SAT path; the search does not finish boards of 25x25
and up, which stay with CP-SAT (:data:`SEARCH_CELLS`).
"""

from __future__ import annotations

from array import array

from ...core.status import Status
from ...core.task import Found
from .implied import implied_counts
from .rules import DominoFitPuzzle

#: ``auto`` uses the search on boards of at most this many cells (measured:
#: every board of the game's bank, and 12x12 boards, in well under a
#: millisecond; 25x25 boards do not finish), CP-SAT above.
SEARCH_CELLS = 200

#: counter weights per role (HL, HR, VT, VB) of each scoring rule
SCORE_WEIGHTS = {"cell": (2, 2, 1, 1), "dot": (0, 2, 1, 0)}


def counters(puzzle: DominoFitPuzzle) -> tuple[array, str | None]:
    """The search's line counters (packed for the kernel) and, when
    arithmetic on the targets already rules every tiling out, the reason
    (then the counters are empty)."""
    from .kernel import NO_HI, NO_LO

    imp = implied_counts(puzzle)
    if imp.contradiction:
        return array("i"), imp.contradiction
    flat = []
    if imp.h_row is not None:
        for r in range(puzzle.rows):
            flat += (0, r, 1, 1, 0, 0, 2 * imp.h_row[r], 2 * imp.h_row[r], 0, r, 0, 0, 1, 0, imp.v_row[r], imp.v_row[r])
    else:
        for r, (t, rel) in enumerate(zip(puzzle.row_targets, puzzle.row_relations)):
            flat += (0, r, *SCORE_WEIGHTS[puzzle.rule], NO_LO if rel == "<=" else t, NO_HI if rel == ">=" else t)
    if imp.h_col is not None:
        for c in range(puzzle.cols):
            flat += (1, c, 1, 0, 0, 0, imp.h_col[c], imp.h_col[c], 1, c, 0, 0, 1, 1, 2 * imp.v_col[c], 2 * imp.v_col[c])
    else:
        for c, (t, rel) in enumerate(zip(puzzle.col_targets, puzzle.col_relations)):
            flat += (1, c, *SCORE_WEIGHTS[puzzle.rule], NO_LO if rel == "<=" else t, NO_HI if rel == ">=" else t)
    return array("i", flat), None


#: Dominoes of listed tilings a time-limited listing keeps per second of its limit (the other tilings are counted,
#: not made into lists): making, checking and printing 10,000 tilings of a 10x10 board (50 dominoes each) took
#: about 2 s.
TIMED_DOMINOES_PER_SECOND = 100_000


def free_cells(puzzle: DominoFitPuzzle) -> bytearray:
    """``rows * cols`` bytes, row-major, 1 = free."""
    free = bytearray(b"\x01") * (puzzle.rows * puzzle.cols)
    for r, c in puzzle.blocked:
        free[r * puzzle.cols + c] = 0
    return free


def run_search(puzzle: DominoFitPuzzle, task, options) -> Found:
    """``task`` (solve, unique, solutions, count) on the compiled search; the
    time left of ``options`` bounds it (not ``complete`` when it runs out).

    Returns:
        a :class:`~gridsat.core.task.Found` of tilings (the runner checks them);
        ``reason`` in its fields when the targets are impossible by arithmetic.
    """
    from .kernel import BUDGET, EXHAUSTED, pack_givens, search

    packed, reason = counters(puzzle)
    if reason:
        return Found([], True, count=0 if task.what == "count" else None, status=Status.INFEASIBLE,
                     engine="search", fields={"reason": reason})
    listed = min(task.n + 1, 1 << 62)  # one more: are there more? (the kernel counts in 64 bits)
    limit = {"solve": 1, "unique": 2, "solutions": listed, "count": task.limit or (1 << 62)}[task.what]
    dominoes = max(1, (puzzle.rows * puzzle.cols - len(puzzle.blocked)) // 2)
    if task.what == "count" and task.keep is None:  # every tiling kept: as many as half the memory limit holds (a
        # fixed 2**20 held 1.6 GB of a 10x10 board's tilings under a 50 MB limit), the count goes on past them
        from .tasks import BYTES_PER_LISTED_DOMINO

        held = options.answers_held(BYTES_PER_LISTED_DOMINO * dominoes + puzzle.rows * puzzle.cols)
    keep = {"solutions": listed, "count": task.keep if task.keep is not None else held}.get(task.what, limit)
    left = options.left()
    if task.what == "solutions" and task.n > 2 and left is not None:  # as many as can be made into tilings and
        # shown in the time left, the others counted only (-n 300000 -t 3 ran 6.5 s and listed one)
        keep = min(keep, max(3, int(max(left, 0.0) * TIMED_DOMINOES_PER_SECOND / dominoes)))
    out = search(puzzle.rows, puzzle.cols, free_cells(puzzle), packed, pack_givens(puzzle.givens),
                 limit=limit, keep=max(keep, 1), seconds=max(left, 1e-6) if left is not None else 0.0)
    exhausted = out.status == EXHAUSTED
    tilings = [list(t) for t in out.tilings]
    found = out.count
    if task.what == "solve":
        return Found(tilings[:1], bool(found) or exhausted, engine="search")
    if task.what == "unique":
        return Found(tilings[:2], exhausted, engine="search")
    if task.what == "solutions":
        return Found(tilings[:task.n], exhausted and found <= task.n, engine="search")
    return Found(tilings, exhausted or (task.limit is None and out.status != BUDGET), count=found, engine="search")


__all__ = ["SCORE_WEIGHTS", "SEARCH_CELLS", "counters", "free_cells", "run_search"]
