"""Exact-cover engine: count and list every tiling, fast.

CP-SAT finds one solution well but enumerates at ~11 ms per solution; this
engine enumerates packing-type exact-cover problems directly.

Problem shape (Knuth's exact cover with multiplicities):

* items are the board cells; a *primary* cell must be covered exactly once,
  a *secondary* (optional) cell at most once;
* rows are placements: a piece name and the set of cells it covers;
* each piece (a group of rows) must be used exactly ``count`` times.

Algorithm: a depth-first search that always fills the first free cell in a
fixed cell order (Algorithm X with a static item order: since every earlier
cell is already covered, the candidates for a cell are exactly the rows whose
lowest cell it is), on bitboards of 64-bit words (one word holds every
tutorial box and every calendar edition), written in C
(:mod:`gridsat.engines._tiling`, loaded in well under a millisecond), plus
dead-region pruning: the free region holding the next cell is flood-filled
with bit shifts and the node dies when that region's size is no sum of the
sizes of the remaining pieces that can reach it, or when a piece can no
longer reach any free cell.  The cell order runs along the shorter side of
the board's bounding box, which may hold up to :data:`MAX_BOARD_CELLS` cells.  Counting splits the search into one
subproblem per placement of a piece used once and runs them in threads (the
compiled search releases the GIL).  Measured in ``benchmarks/count.py``.

Counting up to symmetry (``distinct=True``) is exact for any piece set (the
method: :mod:`gridsat.engines.tiling_symmetry`; for pentominoes the X's
centre is confined to one quadrant or eighth of the board, as in the
classical construction).  The resumable runs and their threads:
:mod:`gridsat.engines.tiling_search`.

Main API: :class:`TilingEngine` (compile once, count or list many times, e.g.
once per calendar date with different ``blocked`` cells),
:func:`count_tilings` and :func:`iter_tilings`.  To count every date of a
calendar at once, see :mod:`gridsat.puzzles.calendar.holes`.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import accumulate

from ..core.errors import PuzzleInputError
from .choice import MAX_BOARD_CELLS, check_box  # (named here too: its home was this module)
from .cover_input import MAX_WORKERS, clock_value, progress_callback, whole_count
from .tiling_search import DEFAULT_BUDGET, Search, Tiling, bits, run_searches, table, vector
from .tiling_rows import a_check, lay_out, piece_rows, row_arrays, whole_cells
from .tiling_symmetry import symmetry_reduction

Cell = tuple[int, int]

class TilingEngine:
    """A compiled tiling problem: board cells, placements per piece, counts.

    Args:
        board_cells: iterable of ``(row, col)`` cells (any coordinates; the
            bounding box may hold at most :data:`MAX_BOARD_CELLS` cells).
        placements_by_piece: ``{piece name: [cells, ...]}``; each placement
            is an iterable of board cells.  Placements outside the board are
            an error; duplicates are dropped.
        counts: ``{piece name: uses}`` (default 1 for every piece).
        optional_cells: cells that may stay uncovered (secondary items);
            every other cell must be covered exactly once (primary items).
        distinct: count / list one tiling per class under the board's
            symmetries (see the module docstring for the method).
        reverse: scan the lines of the layout from the last one (True),
            from the first (False), or from the end whose first line has
            fewer cells (None).  Only the speed changes: measured, the
            census of holes runs 15-35% faster from the narrow end on every
            built-in calendar edition, single-date counts ~20% slower.
        check: called once a piece and between the building's steps (a deadline's, raising to stop: a
            large board's rows take seconds to build); None: never.

    Raises:
        PuzzleInputError: a bounding box above :data:`MAX_BOARD_CELLS`
            cells, a placement with a cell outside the board, an optional
            cell off the board, a count for an unknown piece, a count below 1.

    Use (build once, then query many times; the engine is read-only, so
    threads may share it):

    * ``count(blocked=(), limit=None, *, on_progress=None, deadline=None,
      workers=None) -> (count, complete)``
    * ``iter(blocked=(), limit=None, *, deadline=None) -> Iterator[Tiling]``
    * ``count_many([blocked, ...], workers=None) -> [count, ...]``
    * ``subproblems(...)`` / :class:`Search` for a caller's own loop.

    ``blocked`` cells stay uncovered (a calendar date's cells: build one
    engine on the whole board and block each date's cells).  ``deadline`` is
    a ``time.perf_counter()`` value.

    Example:
        >>> engine = TilingEngine({(0, 0), (0, 1), (1, 0), (1, 1)},
        ...                       {"D": [[(0, 0), (0, 1)], [(1, 0), (1, 1)],
        ...                              [(0, 0), (1, 0)], [(0, 1), (1, 1)]]},
        ...                       {"D": 2})
        >>> engine.count()
        (2, True)
        >>> engine.count(blocked=[(0, 0), (0, 1)])  # pieces no longer fit
        (0, True)
    """

    def __init__(self, board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                 counts: Mapping[str, int] | None = None, *, optional_cells: Iterable[Cell] = (),
                 distinct: bool = False, reverse: bool | None = False, check: Callable[[], None] | None = None):
        check = a_check(check) or (lambda: None)  # called between the building's steps and once a piece (a deadline's)
        cells = frozenset(whole_cells(board_cells, "the board"))
        if not cells:
            raise PuzzleInputError("the exact-cover engine needs a board with at least one cell")
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        rows = max(r for r, _ in cells) - r0 + 1
        cols = max(c for _, c in cells) - c0 + 1
        check_box(rows, cols)
        optional = lay_out(self, cells, (r0, c0), (rows, cols), optional_cells, reverse)

        counts = dict(counts or {})
        self.pieces = list(placements_by_piece)
        group_rows, connected = piece_rows(self, placements_by_piece, counts, check)
        check()
        self.counts = vector("i", [int(counts.get(n, 1)) for n in self.pieces])
        sizes = [{bin(m).count("1") for m in g} for g in group_rows]
        uniform = all(len(s) <= 1 for s in sizes)
        self.gsize = vector("q", [max(s) if s else 1 for s in sizes])
        self.unit = math.gcd(*self.gsize) if uniform else 1
        # region pruning needs the grid layout's row shift to fit in a word,
        # and pieces that cannot jump between regions
        self.prune = (1 if self.stride < 64 and connected else 0) | 2 if uniform else 0
        # cells each piece can reach: a region that no placement of a piece
        # meets cannot count on that piece's size (passed only when it prunes)
        reach = [0] * len(group_rows)
        for g, ms in enumerate(group_rows):
            for m in ms:
                reach[g] |= m
        self.reachable = None
        if any(r != self.full for r in reach):
            self.reachable = table("Q", len(reach), self.words, [v for r in reach for v in self.words_of(r)])

        # symmetry group on rows (distinct counting)
        all_rows = [(m, g) for g, ms in enumerate(group_rows) for m in ms]
        all_rows.sort(key=lambda mg: ((mg[0] & -mg[0]).bit_length(), mg[1], mg[0]))
        check()
        perms, keep, fixmask, gmask = (symmetry_reduction(self, all_rows, optional, check) if distinct
                                       else ([], None, None, 0))
        check()
        if keep is not None:
            all_rows = [mg for i, mg in enumerate(all_rows) if keep[i]]
            index = [i - 1 for i in accumulate(keep)]
            perms = [[int(index[p[i]]) if p[i] >= 0 and keep[p[i]] else -1 for i in range(len(keep)) if keep[i]]
                     for p in perms]
            fixmask = [f for i, f in enumerate(fixmask) if keep[i]]
        n_rows = len(all_rows)
        row_arrays(self, all_rows, check)
        # the split into independent subproblems: one per placement of the piece
        # used once with the fewest placements (one per orbit representative
        # when counting up to symmetry)
        singles = [g for g in range(len(self.pieces)) if self.counts[g] == 1]
        self.split_group = min(singles, key=self.rgroup.count, default=None)
        if keep is not None:
            self.split_group = self._fixed_group
        self.perms = table("i", len(perms), n_rows, [i for p in perms for i in p])
        self.fixmask = vector("q", fixmask if fixmask is not None else None, n_rows)
        self.gmask = int(gmask)
        self.symmetries = len(perms) + 1
        self.max_depth = sum(self.counts) + len(optional) + 2

    # -- layout -----------------------------------------------------------
    def words_of(self, mask: int):
        """A Python-int bit set as ``uint64[words]`` (an :class:`array.array`; word 0 = bits 0..63)."""
        return vector("Q", [(mask >> (64 * w)) & 0xFFFFFFFFFFFFFFFF for w in range(self.words)])

    @staticmethod
    def int_of(words) -> int:
        """The inverse of :meth:`words_of`."""
        return sum(int(v) << (64 * w) for w, v in enumerate(words))

    def _bit_of(self, cell: Cell) -> int:
        r, c = cell[0] - self.origin[0], cell[1] - self.origin[1]
        line, along = (c, r) if self.transposed else (r, c)
        if self.reversed:
            line = self.height - 1 - line
        return line * self.stride + along

    def mask_of(self, cells: Iterable[Cell], what: str = "cells") -> int:
        """Bit mask of board ``cells`` (named ``what`` in messages).

        Raises:
            PuzzleInputError: a cell that is not on the board, or not a pair of whole numbers.
            TypeError: ``cells`` not an iterable.
        """
        m = 0
        for cell in whole_cells(cells, what):  # int() took (0, 0.5) for (0, 0), "ab" met "invalid literal"
            if cell not in self._bit:
                raise PuzzleInputError(f"cell {cell} is not a board cell")
            m |= 1 << self._bit[cell]
        return m

    def tiling(self, rows: Sequence[int]) -> Tiling:
        """The :class:`Tiling` made of engine rows ``rows`` (a row's cells are
        made once: rows recur across searches, e.g. every date of a year)."""
        memo, cell = self.__dict__.setdefault("_rows", {}), self._cell_of
        for r in rows:
            if r not in memo:
                memo[r] = (self.pieces[self.rgroup[r]], tuple(sorted(cell[b] for b in bits(self.row_masks[r]))))
        return Tiling(tuple(memo[r] for r in rows))

    # -- searching --------------------------------------------------------
    def search(self, blocked: Iterable[Cell] = (), limit: int | None = None,
               stop_on_solution: bool = False) -> Search:
        """One unsplit :class:`Search` with ``blocked`` cells left uncovered.

        Raises:
            PuzzleInputError: a blocked cell off the board, blocked cells on
                an engine built with ``distinct`` (they may break the board's
                symmetry), a limit below 1.
        """
        return Search(self, self._blocked_mask(blocked, limit), limit, stop_on_solution)

    def _blocked_mask(self, blocked: Iterable[Cell], limit: int | None) -> int:
        whole_count(limit, "limit")  # (TypeError, PuzzleInputError)
        mask = self.mask_of(blocked, "blocked")
        if mask and self.symmetries > 1:
            raise PuzzleInputError("distinct counts up to the board's symmetry, which blocked cells may break: count "
                                   "without distinct, or leave those cells off the board (Board.without)")
        return mask

    def subproblems(self, blocked: Iterable[Cell] = (), limit: int | None = None,
                    stop_on_solution: bool = False) -> list[Search]:
        """Independent searches whose solutions together are all tilings
        (each tiling in exactly one): one per kept placement of the split
        piece (a piece used once); when every piece is used several times,
        one per placement covering the first free cell if that cell is
        primary; else a single search."""
        return list(self._searches(blocked, limit, stop_on_solution))

    def _searches(self, blocked: Iterable[Cell], limit: int | None, stop_on_solution: bool) -> Iterator[Search]:
        """:meth:`subproblems` one at a time, each made when asked (a first tiling is often in the first)."""
        mask = self._blocked_mask(blocked, limit)
        free = self.full & ~mask
        first = (free & -free).bit_length() - 1
        if self.split_group is not None:
            group, presets = getattr(self, "_split_rows", (None, None))  # the split piece's rows, made once
            if group != self.split_group:
                presets = [(r,) for r, g in enumerate(self.rgroup) if g == self.split_group]
                self._split_rows = (self.split_group, presets)
        elif free and (self.primary >> first) & 1:
            presets = [(r,) for r in range(int(self.start[first]), int(self.start[first + 1]))]
        else:
            presets = [()]
        for preset in presets:
            search = Search(self, mask, limit, stop_on_solution, preset)
            if not search.finished:
                yield search

    def count(self, blocked: Iterable[Cell] = (), limit: int | None = None, *,
              on_progress: Callable[[int, float], None] | None = None, deadline: float | None = None,
              workers: int | None = None, budget: int = DEFAULT_BUDGET) -> tuple[int, bool]:
        """Count tilings.

        Args:
            blocked: cells that must stay uncovered (e.g. a calendar date).
            limit: stop after this many tilings (None: count all).
            on_progress: called about every 0.1 s as
                ``on_progress(count so far, estimated fraction done 0..1)``.
            deadline: a ``time.perf_counter()`` value after which to stop.
            workers: threads (default: the number of CPUs; a limit counts
                in one thread).
            budget: nodes per compiled call between checks.

        Returns:
            ``(count, complete)``: ``complete`` is True when every tiling was
            counted (False when the limit or the deadline stopped it).

        Raises:
            KeyboardInterrupt: re-raised after stopping the workers, with
                the attribute ``partial = (count so far, False)``.
        """
        on_progress, budget = progress_callback(on_progress), whole_count(budget, "budget")
        subs = self.subproblems(blocked, limit)
        total = [0]

        def before(s, _state):
            if limit is not None:
                s.limit = max(1, limit - total[0])

        def after(s) -> bool:
            total[0] += s.count
            return limit is not None and total[0] >= limit

        threads = 1 if limit is not None else (whole_count(workers, "workers", MAX_WORKERS) or os.cpu_count() or 1)
        try:
            run_searches(subs, threads, before=before, after=after, deadline=deadline, on_progress=on_progress,
                         budget=budget)
        except KeyboardInterrupt as exc:
            exc.partial = (sum(x.count for x in subs), False)
            raise
        count = sum(x.count for x in subs)
        complete = all(x.finished for x in subs)
        if limit is not None and count >= limit:
            return limit, False
        return count, complete

    def iter(self, blocked: Iterable[Cell] = (), limit: int | None = None, *,
             deadline: float | None = None, budget: int = DEFAULT_BUDGET,
             stop: Callable[[], bool] | None = None) -> Iterator[Tiling]:
        """Yield tilings one by one (up to ``limit``; stops quietly at
        ``deadline``, a ``time.perf_counter()`` value, or as soon as
        ``stop()`` is true, asked every ``budget`` nodes)."""
        found, limit, deadline = 0, whole_count(limit, "limit"), clock_value(deadline)  # (limit 0 listed a tiling)
        for s in self._searches(blocked, None, True):
            while not s.finished:
                if deadline is not None and time.perf_counter() > deadline:
                    return
                if stop is not None and stop():
                    return
                if s.step(budget) == 2:
                    yield s.current()
                    found += 1
                    if limit is not None and found >= limit:
                        return

    def count_many(self, blocked_sets: Sequence[Iterable[Cell]], workers: int | None = None) -> list[int]:
        """Count all tilings for each set of blocked cells, in parallel threads
        (the compiled search releases the GIL).

        Args:
            blocked_sets: one iterable of cells per problem (e.g. per date).
            workers: threads (default: the number of CPUs).

        Returns:
            list of counts (int), in the order of ``blocked_sets``.

        Raises:
            PuzzleInputError: a blocked cell that is not on the board.
            KeyboardInterrupt: Ctrl-C, once every thread has stopped.
        """
        # one whole search per problem: the problems themselves are the
        # parallel work, and a split would only add per-call overhead;
        # Ctrl-C stops every thread (run_searches) and is raised
        jobs = [self.search(b) for b in blocked_sets]
        run_searches(jobs, whole_count(workers, "workers", MAX_WORKERS) or os.cpu_count() or 1)
        return [s.count for s in jobs]


def count_tilings(board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                  counts: Mapping[str, int] | None = None, *, optional_cells: Iterable[Cell] = (),
                  blocked: Iterable[Cell] = (), limit: int | None = None, distinct: bool = False,
                  on_progress: Callable[[int, float], None] | None = None) -> tuple[int, bool]:
    """Count the tilings of a board (see :class:`TilingEngine` for the arguments).

    Args:
        blocked: cells that must stay uncovered (for a calendar: the date's
            cells; placements touching them are never used).
        limit: stop after this many (None = all).

    Returns:
        ``(count, complete)``: int and bool (False when ``limit`` stopped it).

    Raises:
        PuzzleInputError: as :class:`TilingEngine`, or a bad blocked cell.

    Example:
        >>> from gridsat.core.placements import all_placements
        >>> from gridsat.core.board import Board
        >>> from gridsat.core.polyomino import pentominoes
        >>> b = Board.rectangle(3, 20)
        >>> by = {}
        >>> for p in all_placements(b, pentominoes()):
        ...     by.setdefault(p.piece, []).append(p.cells)
        >>> count_tilings(b.cells, by)
        (8, True)
    """
    engine = TilingEngine(board_cells, placements_by_piece, counts, optional_cells=optional_cells, distinct=distinct)
    return engine.count(blocked, limit, on_progress=on_progress)


def iter_tilings(board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                 counts: Mapping[str, int] | None = None, *, optional_cells: Iterable[Cell] = (),
                 blocked: Iterable[Cell] = (), limit: int | None = None,
                 distinct: bool = False) -> Iterator[Tiling]:
    """Yield the tilings of a board one by one as :class:`Tiling` objects
    (``.placements`` = tuple of ``(piece, cells)``), up to ``limit``.

    Arguments and errors as :func:`count_tilings`.
    """
    engine = TilingEngine(board_cells, placements_by_piece, counts, optional_cells=optional_cells, distinct=distinct)
    yield from engine.iter(blocked, limit)


__all__ = ["MAX_BOARD_CELLS", "Search", "Tiling", "TilingEngine", "check_box", "count_tilings", "iter_tilings"]
