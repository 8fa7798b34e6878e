"""Census: the number of tilings for every choice of holes, in one search.

A calendar-style puzzle leaves one cell of each *hole group* uncovered (a
month cell, a day cell, maybe a weekday cell) and asks for the tilings of
the rest.  Counting each choice on its own repeats the same work: the top of
the search tree (the pieces placed before the search reaches the hole
cells) is the same for every choice.

Model (an exact cover, Knuth's Algorithm X with multiplicities): each hole
group becomes one more piece, used exactly once, whose placements are its
single cells.  Every hole cell is then an ordinary primary item, covered
either by a real piece or by its group's "hole" placement, so an exact cover
of the whole board is a tiling of the board less one cell per group, and
every such tiling is one exact cover.  One search enumerates them all and
tallies each by the hole cells it chose: hole cell ``j`` of group ``i``
carries the weight ``j * radix[i]`` (mixed radix, the last group fastest),
so a solution adds 1 at the index "sum of its hole weights".  The search is
the engine's own (:class:`~gridsat.engines.exact_cover.TilingEngine`): first
free cell, dead-region pruning that knows a hole group can only fill a
region that holds one of its cells.  The top levels of the tree are split
into independent subproblems (every tiling lies in exactly one) that threads
take in turn; the compiled search releases the GIL.

Finished subtrees are memoised per thread, keyed by (occupied cells,
remaining uses): the value is the list of (tally offset, count) pairs the
subtree adds, so a subtree met again under other holes or another piece
arrangement above is added without searching it.

Measured in ``benchmarks/census.py`` against one engine count per choice
(``count_many``), both in one run, 2 threads on a 2-core Xeon shared with
other jobs (CPU seconds show the work, wall seconds the wait): dragonfjord,
372 month-day pairs, 0.17 s CPU / 0.28 s wall vs 0.83 / 0.83 (4.8x CPU);
jarringwords 0.17 vs 0.78 (4.6x); creamakerspace 0.25 vs 0.70 (2.8x);
tetromino 0.75 vs 4.07 (5.4x); the weekday edition, 2,604
month-day-weekday combinations (4,937,780 tilings), 20.5 s CPU / 22.6 s
wall vs 248 s CPU / 446 s wall (12.1x CPU, 19.7x wall).  A census of a few
combinations gains little over counting them one by one.

Always-covered cells ("filler" cells of home-made calendars) need nothing
special: they are board cells in no hole group.
"""

from __future__ import annotations

import os
import threading
from itertools import product
from math import prod
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np

from ...core.errors import PuzzleInputError, shown
from ...engines.exact_cover import TilingEngine
from ...engines.tiling_search import DEFAULT_BUDGET, Search, run_searches
from ...core.grid import whole_cells

Cell = tuple[int, int]

#: Most hole combinations (product of the group sizes) a census tallies.
MAX_COMBINATIONS = 1 << 22

#: Subproblems per worker thread (finer splits balance the threads better).
SPLIT_PER_WORKER = 32

#: Subtrees of a census that can be resumed (the same split on every machine, whatever its threads).
RESUMABLE_SPLIT = 64

#: Memo of finished subtrees, per thread: hash slots, stored (offset, count)
#: pairs, and the log of pairs found under the subtrees being recorded.
MEMO_SLOTS = 1 << 18
MEMO_PAIRS = 1 << 20
MEMO_LOG = 1 << 20


def _hole_groups(hole_groups: Sequence[Iterable[Cell]], cells: frozenset) -> list[tuple[Cell, ...]]:
    groups = [tuple(whole_cells(g, f"hole group {i}")) for i, g in enumerate(hole_groups)]  # int() took 0.5 for 0
    seen: dict = {}
    for i, group in enumerate(groups):
        if not group:
            raise PuzzleInputError(f"hole group {i} has no cells")
        for cell in group:
            if cell not in cells:
                raise PuzzleInputError(f"hole group {i}: cell {cell} is not a board cell")
            if cell in seen:
                where = "twice" if seen[cell] == i else f"in hole groups {seen[cell]} and {i}"
                raise PuzzleInputError(f"cell {cell} appears {where}; hole groups must not overlap")
            seen[cell] = i
    if prod(len(g) for g in groups) > MAX_COMBINATIONS:
        raise PuzzleInputError(f"the hole groups make {prod(len(g) for g in groups):,} combinations; "
                               f"a census tallies at most {MAX_COMBINATIONS:,}")
    return groups


class Census:
    """A census problem, built once: board, pieces and hole groups.

    Args:
        board_cells: iterable of ``(row, col)`` cells (bounding box at most
            :data:`~gridsat.engines.exact_cover.MAX_BOARD_CELLS` cells).
        placements_by_piece: ``{piece name: [cells, ...]}`` as for
            :class:`~gridsat.engines.exact_cover.TilingEngine`.
        counts: ``{piece name: uses}`` (default 1 each).
        hole_groups: sequence of cell sequences; each tiling leaves exactly
            one cell of each group uncovered and covers every other board
            cell once.  Groups must not overlap; cells in no group are always
            covered.

    Raises:
        PuzzleInputError: as ``TilingEngine``; an empty group, a group cell
            off the board, a cell in two groups (or twice in one), more than
            :data:`MAX_COMBINATIONS` combinations.
    """

    def __init__(self, board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                 counts: Mapping[str, int] | None = None, hole_groups: Sequence[Iterable[Cell]] = ()):
        cells = frozenset(whole_cells(board_cells, "the board"))
        for name, value in (("placements_by_piece", placements_by_piece), ("counts", counts)):
            if not isinstance(value, Mapping) and (value is not None or name != "counts"):  # None met "'NoneType'
                raise TypeError(f"{name} must be a dict of piece names, got {shown(value, 40)}")  # is not iterable"
        self.groups = _hole_groups(hole_groups, cells)
        pieces = dict(placements_by_piece)
        names = [("hole group", i) for i in range(len(self.groups))]
        for name, group in zip(names, self.groups):
            pieces[name] = [[cell] for cell in group]
        # from the narrow end: measured 15-35% less work on every built-in edition
        self.engine = TilingEngine(cells, pieces, dict(counts or {}), reverse=None)
        sizes = [len(g) for g in self.groups]
        self.radix = [prod(sizes[i + 1:]) for i in range(len(sizes))]
        self.combinations = prod(sizes)
        hole_of = {self.engine.pieces.index(n): i for i, n in enumerate(names)}
        index = [{cell: j for j, cell in enumerate(g)} for g in self.groups]
        weights = np.zeros(len(self.engine.row_masks), np.int64)
        for r in range(len(self.engine.row_masks)):
            i = hole_of.get(int(self.engine.rgroup[r]))
            if i is not None:
                weights[r] = index[i][self.engine.tiling([r]).placements[0][1][0]] * self.radix[i]
        self.weights = weights
        #: the memo keeps the subtrees of nodes whose remaining pieces (holes
        #: included) cover memo_min..memo_left cells: smaller subtrees cost less
        #: to search than to look up, larger ones seldom repeat (measured on the
        #: weekday edition: 20..30 saves ~40% of the nodes and ~25% of the time;
        #: memo_left = 0 turns it off)
        self.memo_left = 30
        self.memo_min = 20

    def restricted(self, counts: Mapping[str, int]) -> "Census":
        """The same census with each piece used ``counts[name]`` times (0 or
        unnamed: never), sharing the built rows (see
        :func:`gridsat.engines.tiling_rows.restrict_counts`, which raises
        PuzzleInputError for an unknown piece or more uses than built): a
        census built once over a piece library counts any subset of it.
        The hole groups keep their single use."""
        import copy

        from ...engines.tiling_rows import restrict_counts

        holes = {name: 1 for name in self.engine.pieces if isinstance(name, tuple) and name[0] == "hole group"}
        view = copy.copy(self)
        view.engine = restrict_counts(self.engine, {**dict(counts), **holes})
        return view

    def memo_table(self) -> tuple | None:
        """A fresh memo of finished subtrees for one thread (the kernel's
        first six memo parts), or None when the remaining uses of the pieces
        do not fit one 64-bit key."""
        key_radix, size = [], 1  # remaining uses as one mixed-radix number
        for n in self.engine.counts:
            key_radix.append(size)
            size *= int(n) + 1
        if size >= 1 << 64 or not self.memo_left:
            return None
        e = self.engine
        return (np.zeros((MEMO_SLOTS, e.words + 1), np.uint64), np.zeros((MEMO_SLOTS, 2), np.int64),
                np.zeros((MEMO_PAIRS, 2), np.int64), np.zeros(2, np.int64), np.array(key_radix, np.int64),
                (int(self.memo_min), int(self.memo_left)))

    def keys(self) -> list[tuple[Cell, ...]]:
        """Every combination of one cell per group, in tally order."""
        return list(product(*self.groups))

    def subproblems(self, target: int) -> list[Search]:
        """Independent searches (set their ``tally`` before stepping) whose tilings
        together are all tilings (each in exactly one): the search tree's
        top levels expanded breadth first until at least ``target`` nodes
        (or the tree's end)."""
        e = self.engine
        frontier = [((), 0, [int(n) for n in e.counts])]
        while 0 < len(frontier) < target:
            grown = []
            for rows, occ, rem in frontier:
                free = e.full & ~occ
                if not free or (e.secondary >> ((free & -free).bit_length() - 1)) & 1:
                    grown.append((rows, occ, rem))
                    continue
                first = (free & -free).bit_length() - 1
                for r in range(int(e.start[first]), int(e.start[first + 1])):
                    g = int(e.rgroup[r])
                    if rem[g] and not e.row_masks[r] & occ:
                        left = rem.copy()
                        left[g] -= 1
                        grown.append((rows + (r,), occ | e.row_masks[r], left))
            if len(grown) == len(frontier):
                break
            frontier = grown
        out = []
        for rows, _, _ in frontier:
            s = Search(e, 0, None, False, rows)
            s.weights = self.weights
            out.append(s)
        return out

    def run(self, *, workers: int | None = None, deadline: float | None = None,
            on_progress: Callable[[int, float], None] | None = None,
            budget: int = DEFAULT_BUDGET, done: tuple[int, Mapping[int, Mapping]] | None = None,
            on_subtree: Callable[[int, int, dict], None] | None = None) -> tuple[dict, bool]:
        """Count the tilings of every combination of holes.

        Args:
            workers: threads (default: the number of CPUs).
            deadline: a ``time.perf_counter()`` value after which to stop.
            on_progress: called about every 0.1 s as ``on_progress(tilings
                so far, estimated fraction done 0..1)``.
            budget: search nodes per compiled call between checks.
            done, on_subtree: a run that can be resumed (``calendar --census --out``): the search is split
                into :data:`RESUMABLE_SPLIT` subtrees whatever ``workers`` is (the same split every run);
                ``on_subtree(index, subtrees, counts)`` is called, one call at a time, as each subtree is
                finished, with its counts (combination -> tilings, the nonzero ones); ``done`` is ``(subtrees,
                {index: counts})`` of the subtrees a run before finished, added instead of searched (all
                searched again when that run's split was another: an older gridsat's).

        Returns:
            ``(counts, complete)``: ``counts`` maps every combination (a
            tuple of one cell per hole group, in group order) to its number
            of tilings, zeros included; ``complete`` is False when the
            deadline stopped the search (the counts are then lower bounds).

        Raises:
            KeyboardInterrupt: re-raised after stopping the workers, with the
                attribute ``partial = (counts so far, False)``.
            Exception: the first error a worker met (the others stop).
        """
        from ...core.options import SolverOptions, whole

        workers = SolverOptions(workers=whole(workers)).workers  # '2' met "'>' not supported", 0 and -5 ran
        n_threads = max(1, workers or os.cpu_count() or 1)
        resumable = done is not None or on_subtree is not None
        subs = self.subproblems(RESUMABLE_SPLIT if resumable else SPLIT_PER_WORKER * n_threads)
        for index, s in enumerate(subs):
            s.index = index
        done = done[1] if done is not None and done[0] == len(subs) else {}
        keys = self.keys()
        tallies = [np.array([sum(counts.get(k, 0) for counts in done.values()) for k in keys], np.int64)]
        todo = [s for s in subs if s.index not in done]
        lock = threading.Lock()

        def setup():
            # one tally and one memo per thread, shared by the searches it runs in turn
            tally = np.zeros(self.combinations, np.int64)
            with lock:
                tallies.append(tally)
            memo = self.memo_table()
            if memo is not None:
                memo += (np.zeros((MEMO_LOG, 2), np.int64), np.full(self.engine.max_depth, -1, np.int64),
                         np.zeros(1, np.int64))
            return tally, memo

        def before(s, state):
            s.tally, memo = state
            if on_subtree is not None:
                s.before = s.tally.copy()  # (one search at a time per thread: the difference is this subtree's)
            if memo is not None:
                memo[-1][0] = 0  # the memo's log starts empty for each search
                s.memo = memo

        def after(s) -> bool:
            if on_subtree is not None and s.finished:
                grown = np.flatnonzero(s.tally != s.before)
                on_subtree(s.index, len(subs), {keys[i]: int(s.tally[i] - s.before[i]) for i in grown})
            return False

        def result():
            with lock:
                tally = sum(tallies, np.zeros(self.combinations, np.int64))
            return dict(zip(keys, (int(v) for v in tally))), all(s.finished for s in todo)

        try:
            run_searches(todo, n_threads, setup=setup, before=before, after=after, deadline=deadline,
                         on_progress=on_progress, budget=budget)
        except KeyboardInterrupt as exc:
            exc.partial = (result()[0], False)
            raise
        return result()


def count_by_holes(board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                   counts: Mapping[str, int] | None = None, hole_groups: Sequence[Iterable[Cell]] = (), *,
                   workers: int | None = None, deadline: float | None = None,
                   on_progress: Callable[[int, float], None] | None = None) -> tuple[dict, bool]:
    """The number of tilings for every choice of one hole cell per group
    (see :class:`Census` for the arguments and errors, :meth:`Census.run`
    for the result).

    Example (a 1x3 strip, one domino, one hole in the end cells):
        >>> count_by_holes([(0, 0), (0, 1), (0, 2)], {"D": [[(0, 0), (0, 1)], [(0, 1), (0, 2)]]},
        ...                hole_groups=[[(0, 0), (0, 2)]])
        ({((0, 0),): 1, ((0, 2),): 1}, True)
    """
    census = Census(board_cells, placements_by_piece, counts, hole_groups)
    return census.run(workers=workers, deadline=deadline, on_progress=on_progress)


__all__ = ["MAX_COMBINATIONS", "Census", "count_by_holes"]
