"""Exact-cover engine: count and list every tiling, fast.

CP-SAT finds one solution well but enumerates at ~11 ms per solution; this
engine enumerates packing-type exact-cover problems directly (issue 6).

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
longer reach any free cell.  The cell order
runs along the shorter side of the board's bounding box, which may hold up
to :data:`MAX_BOARD_CELLS` cells.  Counting splits the search into one
subproblem per placement of a piece used once and runs them in threads (the
compiled search releases the GIL).  Measured in ``benchmarks/count.py``.

Counting up to symmetry (``distinct=True``) is exact for any piece set, even
when some tilings are themselves symmetric: the board's symmetries that map
every placement onto a placement of the same piece form a group G; one piece
A used once keeps one placement per G-orbit (the representative), and a
tiling is counted only when it is the lexicographically smallest of its
images under the symmetries that fix A's placement.  Each class of tilings
meets "A at its representative" in exactly one such orbit, so every class is
counted once.  (For pentominoes A is the X, whose centre is then confined to
one quadrant or eighth of the board, as in the classical construction.)
Without a piece used once, every tiling is tested against all of G.

Main API: :class:`TilingEngine` (compile once, count or list many times, e.g.
once per calendar date with different ``blocked`` cells),
:func:`count_tilings` and :func:`iter_tilings`.  To count every date of a
calendar at once, see :mod:`gridsat.engines.census`.
"""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from ..core.board import Board
from ..core.errors import PuzzleInputError
from ..core.grid import is_edge_connected
from . import _tiling
from .choice import MAX_BOARD_CELLS  # most cells of a bounding box: 16 words of 64 bits

Cell = tuple[int, int]

#: Nodes visited per compiled call between progress / Ctrl-C / time checks.
DEFAULT_BUDGET = 200_000

_NO_LIMIT = np.iinfo(np.int64).max


def check_box(rows: int, cols: int) -> None:
    """Raise PuzzleInputError when a ``rows x cols`` bounding box is too
    large for the engine (more than :data:`MAX_BOARD_CELLS` cells)."""
    if rows * cols > MAX_BOARD_CELLS:
        raise PuzzleInputError(
            f"the exact-cover engine handles boards whose bounding box has at most {MAX_BOARD_CELLS} cells; "
            f"this one is {rows}x{cols} (use the CP-SAT engine)")


@lru_cache(maxsize=4096)
def _connected_shape(shape: frozenset) -> bool:
    return is_edge_connected(shape)


def _connected(cells) -> bool:
    """Edge-connectedness of a cell set, cached per translated shape."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return _connected_shape(frozenset((r - r0, c - c0) for r, c in cells))


def _bits(mask: int) -> Iterator[int]:
    """Indices of the set bits of a Python int, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True)
class Tiling:
    """One tiling found by the engine.

    Attributes:
        placements: tuple of ``(piece name, cells)`` with ``cells`` a sorted
            tuple of ``(row, col)``, in the order the search chose them.
    """

    placements: tuple


class Search:
    """One resumable run of the compiled search (made by :class:`TilingEngine`).

    Call :meth:`step` repeatedly; ``count`` grows, ``finished`` turns True
    when the whole tree has been searched.  :meth:`progress` estimates the
    searched fraction of the tree (0..1) from the top levels' branch
    positions.
    """

    def __init__(self, engine: "TilingEngine", blocked_mask: int, limit: int | None, stop_on_solution: bool,
                 preset: Sequence[int] = ()):
        self.engine = engine
        depth = engine.max_depth
        self.st = np.zeros(5, np.int64)
        self.rem = engine.counts.copy()
        self.occs = np.zeros((depth + 1, engine.words), np.uint64)
        self.pos = np.zeros(depth, np.int32)
        self.end = np.zeros(depth, np.int32)
        self.skip = np.zeros(depth, np.uint8)
        self.chosen = np.zeros(depth, np.int32)
        self.limit = _NO_LIMIT if limit is None else int(limit)
        self.stop_on_solution = stop_on_solution
        #: optional tally: each solution adds 1 to ``tally[sum of weights[row]]``
        #: (int64 arrays set by the caller, see :mod:`gridsat.engines.census`)
        self.weights = None
        self.tally = None
        #: optional memo of finished subtrees (a tuple for the kernel, see
        #: :mod:`gridsat.engines.census`); only for counting
        self.memo = None
        self.finished = False
        self.limited = False
        occ = blocked_mask
        for r in preset:  # rows placed before the search (never undone)
            m, g = engine.row_masks[r], int(engine.rgroup[r])
            if occ & m or self.rem[g] == 0:
                self.finished = True  # the preset rows conflict: no tiling
            occ |= m
            self.rem[g] -= 1
        self.base = len(preset)
        self.chosen[: self.base] = list(preset)
        self.occs[self.base] = engine.words_of(occ)
        self.st[0] = self.st[4] = self.base
        if self.finished:
            self.st[1] = 3

    @property
    def count(self) -> int:
        """Solutions counted so far."""
        return int(self.st[2])

    @property
    def nodes(self) -> int:
        """Search nodes visited so far."""
        return int(self.st[3])

    def step(self, budget: int = DEFAULT_BUDGET) -> int:
        """Visit up to ``budget`` nodes (or stop at a solution when listing).

        Returns:
            the kernel's code: 0 finished, 1 budget used, 2 solution (read
            :meth:`current`), 3 limit reached.
        """
        e = self.engine
        if self.finished:
            return _tiling.FINISHED
        args = (e.masks, e.lo, e.hi, e.start, e.skipto, e.rgroup, e.gsize, e.unit, e.primary_words,
                e.secondary_words, e.full_words, e.prune, e.notfirst, e.notlast, e.stride, e.perms,
                e.fixmask, e.gmask, self.st, self.rem, self.occs, self.pos, self.end, self.skip,
                self.chosen, int(budget), self.limit, self.stop_on_solution)
        if self.tally is not None or e.reachable is not None or self.memo is not None:
            args += (self.weights, self.tally, e.reachable, self.memo)
        code = _tiling.dfs(*args)
        if code == _tiling.FINISHED:
            self.finished = True
        elif code == _tiling.LIMIT:
            self.limited = True
        return code

    def current(self) -> Tiling:
        """The tiling at which the last :meth:`step` stopped (code 2)."""
        rows = [int(r) for r in self.chosen[: int(self.st[0])] if r >= 0]
        return self.engine.tiling(rows)

    def progress(self) -> float:
        """Estimated fraction of the search tree already searched (0..1)."""
        if self.finished:
            return 1.0
        if self.nodes == 0:
            return 0.0
        e = self.engine
        depth = int(self.st[0])
        frac, width = 0.0, 1.0
        for d in range(self.base, min(depth + 1, self.base + 6)):
            free = e.full & ~e.int_of(self.occs[d])
            if free == 0:
                break
            cell = (free & -free).bit_length() - 1
            lo, hi = int(e.start[cell]), int(e.start[cell + 1])
            n = hi - lo + (1 if (e.secondary >> cell) & 1 else 0)
            if n <= 0:
                break
            done = int(self.pos[d]) - lo - (1 if d < depth else 0)  # branches before the current one
            done = max(0, min(done, n - 1 if d < depth else n))
            frac += width * done / n
            width /= n
        return min(frac, 1.0)


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
                 distinct: bool = False, reverse: bool | None = False):
        cells = frozenset((int(r), int(c)) for r, c in board_cells)
        if not cells:
            raise PuzzleInputError("the exact-cover engine needs a board with at least one cell")
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        rows = max(r for r, _ in cells) - r0 + 1
        cols = max(c for _, c in cells) - c0 + 1
        check_box(rows, cols)
        self.words = (rows * cols + 63) // 64
        self.cells = cells
        self.origin = (r0, c0)
        self.box = (rows, cols)
        # scan along the shorter side: a transposed layout when the box is wide
        self.transposed = cols > rows
        self.stride = rows if self.transposed else cols
        height = cols if self.transposed else rows
        self.height = height
        if reverse is None:  # start at the end whose first line has fewer cells (the more constrained one)
            line = [(c - c0 if self.transposed else r - r0) for r, c in cells]
            reverse = line.count(height - 1) < line.count(0)
        self.reversed = bool(reverse)
        self._bit = {cell: self._bit_of(cell) for cell in cells}
        self._cell_of = {b: cell for cell, b in self._bit.items()}
        optional = frozenset((int(r), int(c)) for r, c in optional_cells)
        if not optional <= cells:
            raise PuzzleInputError(f"optional cell {sorted(optional - cells)[0]} is not a board cell")
        board_mask = sum(1 << b for b in self._bit.values())
        everything = (1 << (64 * self.words)) - 1
        self.full = board_mask
        self.secondary = sum(1 << self._bit[c] for c in optional)
        self.primary = board_mask & ~self.secondary
        first_col = sum(1 << (i * self.stride) for i in range(height))
        last_col = first_col << (self.stride - 1)
        self.full_words = self.words_of(self.full)
        self.primary_words = self.words_of(self.primary)
        self.secondary_words = self.words_of(self.secondary)
        self.notfirst = self.words_of(everything & ~first_col)
        self.notlast = self.words_of(everything & ~last_col)

        counts = dict(counts or {})
        self.pieces = list(placements_by_piece)
        for name in counts:
            if name not in placements_by_piece:
                raise PuzzleInputError(f"count given for piece {name!r}, which has no placements entry")
        group_rows: list[list[int]] = []
        connected = True  # every placement edge-connected (region pruning needs it)
        for name in self.pieces:
            n = int(counts.get(name, 1))
            if n < 1:
                raise PuzzleInputError(f"piece {name} has count {n}; need at least 1")
            seen = set()
            for pl in placements_by_piece[name]:
                pcells = frozenset((int(r), int(c)) for r, c in pl)
                outside = pcells - cells
                if outside:
                    raise PuzzleInputError(f"a placement of piece {name} covers {sorted(outside)[0]}, "
                                           "which is not a board cell")
                if pcells and pcells not in seen:
                    seen.add(pcells)
            group_rows.append([sum(1 << self._bit[c] for c in pc) for pc in seen])
            # one check per shape: the pattern above the lowest bit and that bit's column fix the
            # cells up to translation along the layout's rows
            shapes = {}
            for m in group_rows[-1]:
                low = (m & -m).bit_length() - 1
                shapes[m >> low, low % self.stride] = m
            connected = connected and all(_connected(self._cell_of[b] for b in _bits(m)) for m in shapes.values())
        self.counts = np.array([int(counts.get(n, 1)) for n in self.pieces], np.int32)
        sizes = [{bin(m).count("1") for m in g} for g in group_rows]
        uniform = all(len(s) <= 1 for s in sizes)
        self.gsize = np.array([max(s) if s else 1 for s in sizes], np.int64)
        self.unit = int(np.gcd.reduce(self.gsize)) if uniform else 1
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
        if any(r != board_mask for r in reach):
            self.reachable = np.array([self.words_of(r) for r in reach], np.uint64).reshape(len(reach), self.words)

        # symmetry group on rows (distinct counting)
        all_rows = [(m, g) for g, ms in enumerate(group_rows) for m in ms]
        all_rows.sort(key=lambda mg: ((mg[0] & -mg[0]).bit_length(), mg[1], mg[0]))
        perms, keep, fixmask, gmask = self._symmetry(all_rows, optional) if distinct else ([], None, None, 0)
        if keep is not None:
            all_rows = [mg for i, mg in enumerate(all_rows) if keep[i]]
            index = np.cumsum(keep) - 1
            perms = [[int(index[p[i]]) if p[i] >= 0 and keep[p[i]] else -1 for i in range(len(keep)) if keep[i]]
                     for p in perms]
            fixmask = [f for i, f in enumerate(fixmask) if keep[i]]
        n_rows = len(all_rows)
        self.row_masks = [m for m, _ in all_rows]
        word = (1 << 64) - 1
        self.masks = np.array([[(m >> (64 * w)) & word for w in range(self.words)] for m in self.row_masks],
                              np.uint64).reshape(n_rows, self.words)
        self.lo = np.array([((m & -m).bit_length() - 1) // 64 for m in self.row_masks], np.int32)
        self.hi = np.array([(m.bit_length() - 1) // 64 for m in self.row_masks], np.int32)
        self.rgroup = np.array([g for _, g in all_rows], np.int32)
        low = [(m & -m).bit_length() - 1 for m, _ in all_rows]
        n_bits = 64 * self.words
        self.start = np.searchsorted(np.array(low, np.int64), np.arange(n_bits + 1)).astype(np.int32)
        skipto = np.arange(1, n_rows + 1, dtype=np.int32)
        for i in range(n_rows - 2, -1, -1):
            if low[i] == low[i + 1] and all_rows[i][1] == all_rows[i + 1][1]:
                skipto[i] = skipto[i + 1]
        self.skipto = skipto
        # the split into independent subproblems: one per placement of the piece
        # used once with the fewest placements (one per orbit representative
        # when counting up to symmetry)
        singles = [g for g in range(len(self.pieces)) if self.counts[g] == 1]
        self.split_group = min(singles, key=lambda g: int((self.rgroup == g).sum()), default=None)
        if keep is not None:
            self.split_group = self._fixed_group
        self.perms = np.array(perms, np.int32).reshape(len(perms), n_rows)
        self.fixmask = np.array(fixmask if fixmask is not None else [0] * n_rows, np.int64)
        self.gmask = int(gmask)
        self.symmetries = len(perms) + 1
        self.max_depth = int(self.counts.sum()) + len(optional) + 2

    # -- layout -----------------------------------------------------------
    def words_of(self, mask: int) -> np.ndarray:
        """A Python-int bit set as ``uint64[words]`` (word 0 = bits 0..63)."""
        return np.array([(mask >> (64 * w)) & 0xFFFFFFFFFFFFFFFF for w in range(self.words)], np.uint64)

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

    def mask_of(self, cells: Iterable[Cell]) -> int:
        """Bit mask of board ``cells``.

        Raises:
            PuzzleInputError: a cell that is not on the board.
        """
        m = 0
        for cell in cells:
            cell = (int(cell[0]), int(cell[1]))
            if cell not in self._bit:
                raise PuzzleInputError(f"cell {cell} is not a board cell")
            m |= 1 << self._bit[cell]
        return m

    def tiling(self, rows: Sequence[int]) -> Tiling:
        """The :class:`Tiling` made of engine rows ``rows``."""
        out = []
        for r in rows:
            cells = tuple(sorted(self._cell_of[b] for b in _bits(self.row_masks[r])))
            out.append((self.pieces[int(self.rgroup[r])], cells))
        return Tiling(tuple(out))

    def _symmetry(self, rows, optional):
        """Row permutations of the valid board symmetries, the rows kept
        after fixing one piece's placements to orbit representatives, and the
        per-row / global masks of symmetries to test at each solution."""
        r0, c0 = self.origin
        rows_n, cols_n = self.box
        board = Board(rows_n, cols_n, frozenset((r - r0, c - c0) for r, c in self.cells))
        index = {mg: i for i, mg in enumerate(rows)}
        perms = []
        for sym in board.symmetries()[1:]:
            def move(cell, sym=sym):
                r, c = sym((cell[0] - r0, cell[1] - c0))
                return r + r0, c + c0
            if any(move(c) not in optional for c in optional):
                continue
            perm = []
            for m, g in rows:
                cells = [self._cell_of[b] for b in _bits(m)]
                image = (sum(1 << self._bit[move(c)] for c in cells), g)
                if image not in index:
                    break
                perm.append(index[image])
            else:
                perms.append(perm)
        if not perms:
            return [], None, None, 0
        n = len(rows)
        # the piece used once with the fewest orbit representatives
        best = None
        for g, count in enumerate(self.counts):
            if count != 1:
                continue
            members = [i for i in range(n) if rows[i][1] == g]
            reps = [i for i in members if all(p[i] >= i for p in perms)]
            if best is None or len(reps) < len(best[1]):
                best = (g, reps, members)
        if best is None:
            return perms, None, [0] * n, (1 << len(perms)) - 1
        g, reps, members = best
        self._fixed_group = g
        keep = np.ones(n, np.int64)
        keep[members] = 0
        keep[reps] = 1
        fixmask = [0] * n
        for i in reps:
            fixmask[i] = sum(1 << k for k, p in enumerate(perms) if p[i] == i)
        return perms, keep, fixmask, 0

    # -- searching --------------------------------------------------------
    def search(self, blocked: Iterable[Cell] = (), limit: int | None = None,
               stop_on_solution: bool = False) -> Search:
        """One unsplit :class:`Search` with ``blocked`` cells left uncovered.

        Raises:
            PuzzleInputError: a blocked cell off the board, blocked cells on
                an engine built with ``distinct`` (they break the board's
                symmetry), a limit below 1.
        """
        return Search(self, self._blocked_mask(blocked, limit), limit, stop_on_solution)

    def _blocked_mask(self, blocked: Iterable[Cell], limit: int | None) -> int:
        if limit is not None and limit < 1:
            raise PuzzleInputError(f"limit must be at least 1, got {limit}")
        mask = self.mask_of(blocked)
        if mask and self.symmetries > 1:
            raise PuzzleInputError("blocked cells break the board's symmetry: count them without distinct")
        return mask

    def subproblems(self, blocked: Iterable[Cell] = (), limit: int | None = None,
                    stop_on_solution: bool = False) -> list[Search]:
        """Independent searches whose solutions together are all tilings
        (each tiling in exactly one): one per kept placement of the split
        piece (a piece used once); when every piece is used several times,
        one per placement covering the first free cell if that cell is
        primary; else a single search."""
        mask = self._blocked_mask(blocked, limit)
        free = self.full & ~mask
        first = (free & -free).bit_length() - 1
        if self.split_group is not None:
            presets = [(int(r),) for r in np.nonzero(self.rgroup == self.split_group)[0]]
        elif free and (self.primary >> first) & 1:
            presets = [(r,) for r in range(int(self.start[first]), int(self.start[first + 1]))]
        else:
            presets = [()]
        out = [Search(self, mask, limit, stop_on_solution, p) for p in presets]
        return [x for x in out if not x.finished]

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
        subs = self.subproblems(blocked, limit)
        stop = threading.Event()
        lock = threading.Lock()
        total = [0]
        nxt = [0]
        errors = []

        def worker():
            try:
                work()
            except BaseException as exc:  # handed to the caller, the other workers stop
                errors.append(exc)
                stop.set()

        def work():
            while not stop.is_set():
                with lock:
                    if nxt[0] >= len(subs):
                        return
                    s = subs[nxt[0]]
                    nxt[0] += 1
                if limit is not None:
                    s.limit = max(1, limit - total[0])
                while not (s.finished or s.limited or stop.is_set()):
                    s.step(budget)
                with lock:
                    total[0] += s.count
                    if limit is not None and total[0] >= limit:
                        stop.set()

        def state():
            count = sum(x.count for x in subs)
            done = sum(x.progress() for x in subs) / max(1, len(subs))
            return count, done

        n_threads = 1 if limit is not None else max(1, min(workers or os.cpu_count() or 1, len(subs)))
        threads = [threading.Thread(target=worker, daemon=True) for _ in range(n_threads)]
        try:
            for t in threads:
                t.start()
            while True:
                alive = [t for t in threads if t.is_alive()]
                if not alive:
                    break
                alive[0].join(0.1)
                if on_progress is not None:
                    on_progress(*state())
                if deadline is not None and time.perf_counter() > deadline:
                    stop.set()
        except KeyboardInterrupt as exc:
            stop.set()
            for t in threads:
                t.join()
            exc.partial = (state()[0], False)
            raise
        if errors:
            raise errors[0]
        count = sum(x.count for x in subs)
        complete = all(x.finished for x in subs)
        if limit is not None and count >= limit:
            return limit, False
        return count, complete

    def iter(self, blocked: Iterable[Cell] = (), limit: int | None = None, *,
             deadline: float | None = None, budget: int = DEFAULT_BUDGET) -> Iterator[Tiling]:
        """Yield tilings one by one (up to ``limit``; stops quietly at
        ``deadline``, a ``time.perf_counter()`` value)."""
        found = 0
        for s in self.subproblems(blocked, stop_on_solution=True):
            while not s.finished:
                if deadline is not None and time.perf_counter() > deadline:
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
        """
        # one whole search per problem: the problems themselves are the
        # parallel work, and a split would only add per-call overhead
        jobs = [self.search(b) for b in blocked_sets]

        def one(s):
            while not s.finished:
                s.step(1 << 40)
            return s.count

        with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
            return list(pool.map(one, jobs))


def _as_engine(board_cells, placements_by_piece, counts, optional_cells, distinct) -> TilingEngine:
    return TilingEngine(board_cells, placements_by_piece, counts, optional_cells=optional_cells, distinct=distinct)


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
    engine = _as_engine(board_cells, placements_by_piece, counts, optional_cells, distinct)
    return engine.count(blocked, limit, on_progress=on_progress)


def iter_tilings(board_cells: Iterable[Cell], placements_by_piece: Mapping[str, Iterable[Iterable[Cell]]],
                 counts: Mapping[str, int] | None = None, *, optional_cells: Iterable[Cell] = (),
                 blocked: Iterable[Cell] = (), limit: int | None = None,
                 distinct: bool = False) -> Iterator[Tiling]:
    """Yield the tilings of a board one by one as :class:`Tiling` objects
    (``.placements`` = tuple of ``(piece, cells)``), up to ``limit``.

    Arguments and errors as :func:`count_tilings`.
    """
    engine = _as_engine(board_cells, placements_by_piece, counts, optional_cells, distinct)
    yield from engine.iter(blocked, limit)


__all__ = ["MAX_BOARD_CELLS", "Search", "Tiling", "TilingEngine", "check_box", "count_tilings", "iter_tilings"]
