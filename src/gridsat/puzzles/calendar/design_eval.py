"""Evaluating calendar designs: rule out what cannot work, count every date of the rest.

The worker side of :mod:`.design`.  A chunk of the design tree
(:class:`~.design_space.DesignSpace`) is searched depth first:

* **relaxation at inner nodes**: a partial design plus, for each class, a
  *wildcard* piece (the union of the placements of every library piece the
  rest of the design may still take from that class, used as many times as
  the class still needs).  Every design below the node is one choice of the
  wildcards' shapes, so a date the relaxation cannot tile (proven: the
  search tree exhausted) rules out the whole subtree at once;
* **quick check at a leaf**: the design's own pieces on the dates that ruled
  out the most designs so far in the chunk (the *hardest dates first*:
  cells with few neighbours, then the order adapts as the chunk goes), each
  a first-solution search;
* **census** of every survivor (:class:`~.holes.Census`, every month x day
  [x weekday] combination in one search): its counts decide the design's
  statistics, so every reported design has every date counted.

The checks run on two engines per worker, one over the whole library and
its wildcards (inner nodes), one over the library alone (full designs);
:func:`~gridsat.engines.tiling_rows.restrict_counts` picks a node's pieces
without rebuilding.  A check that exceeds its node budget
rules nothing out (only proofs prune).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

import numpy as np

from ...core.placements import piece_placements
from ...engines.exact_cover import TilingEngine
from ...engines.tiling_rows import restrict_counts
from ...engines.tiling_search import Search
from .census import is_real_date
from .holes import Census
from .rules import DAYS, MONTHS, WEEKDAYS

#: Dates tried at an inner node (the top of the hardest-first order).
INNER_DATES = 4
#: Dates tried at a leaf before its census.
LEAF_DATES = 24
#: Search nodes one check may visit before it gives up (and rules nothing out).
CHECK_BUDGET = 20_000


def date_text(key: tuple) -> str:
    """``("Oct", "6")`` -> ``"10-06"``; with a weekday ``"10-06-Mon"``."""
    text = f"{MONTHS.index(key[0]) + 1:02d}-{int(key[1]):02d}"
    return text + (f"-{key[2]}" if len(key) > 2 else "")


def distribution(counts: dict) -> dict:
    """Statistics of a census over its real dates.

    Args:
        counts: ``{(month, day[, weekday]): tilings}`` (labels, every combination).

    Returns:
        ``{"dates", "all_solvable", "unsolvable", "total", "fewest", "median",
        "most", "cv"}``: ``unsolvable`` the number of real dates (x weekdays)
        without a tiling; ``fewest``, ``median`` (the lower median, so a real
        count) and ``most`` as ``{"count", "dates"}`` (dates ``MM-DD[-Www]``);
        ``cv`` the coefficient of variation (standard deviation / mean, 0 when
        the mean is 0) -- the *even* objective's measure.
    """
    real = {k: n for k, n in counts.items() if is_real_date(k[0], k[1])}
    values = list(real.values())
    if not values:
        return {"dates": 0, "all_solvable": False, "unsolvable": 0, "total": 0, "fewest": None,
                "median": None, "most": None, "cv": 0.0}

    def at(value):
        return {"count": value, "dates": [date_text(k) for k, n in real.items() if n == value]}

    mean = statistics.fmean(values)
    zeros = sum(1 for v in values if v == 0)
    return {"dates": len(values), "all_solvable": zeros == 0, "unsolvable": zeros, "total": sum(values),
            "fewest": at(min(values)), "median": at(statistics.median_low(values)), "most": at(max(values)),
            "cv": round(statistics.pstdev(values) / mean, 6) if mean else 0.0}


@dataclass
class ChunkOutcome:
    """What one chunk gave.

    Attributes:
        record: the chunk's summary (``"record": "chunk"``): ``chunk``,
            ``prefix`` (piece names), ``designs`` (under the chunk),
            ``ruled_out``, ``by_relaxation`` (of them, at inner nodes),
            ``censused``, ``kills`` (``{date: designs it ruled out}``), ``seconds``.
        designs: one record per censused design (``"record": "design"``).
        complete: False when the deadline stopped the chunk (then only its
            censused designs are written, for the next run to take as known).
    """

    record: dict
    designs: list
    complete: bool


class Evaluator:
    """One worker's tools for a :class:`~.design_space.DesignSpace`: the
    library's placements, the engine with wildcards, the real dates.

    ``check`` (no arguments; None: never) is called while the placements and the engines are built, a deadline's
    (raising :class:`~gridsat.core.options.TimeUp`): they take seconds for a large library.

    Raises:
        PuzzleInputError: a board too large for the exact-cover engine.
    """

    def __init__(self, space, check=None):
        self.space = space
        board = space.board
        flip = not space.library.one_sided
        items = space.library.pieces.items
        self.placements = [[pl.cells for pl in piece_placements(board.board, p, flip, check=check)]
                           for p, _ in items]
        by, counts = {}, {}
        for i, (_, n) in enumerate(items):
            by[f"p{i}"], counts[f"p{i}"] = self.placements[i], n
        for c, cls in enumerate(space.classes):
            need = max(comp[c] for comp in space.compositions)
            for q in range(len(cls.members) if need else 0):
                by[f"w{c}.{q}"] = [cells for i in cls.members[q:] for cells in self.placements[i]]
                counts[f"w{c}.{q}"] = need
        self.engine = TilingEngine(board.board.cells, by, counts, check=check)
        # full designs are checked on the library alone: fewer pieces per cell bucket, faster nodes
        self.leaf_engine = TilingEngine(board.board.cells, {n: by[n] for n in by if n[0] == "p"},
                                        {n: counts[n] for n in counts if n[0] == "p"}, check=check)
        cell = board.cell_of
        self.groups = [[cell[x] for x in MONTHS], [cell[x] for x in DAYS]]
        keys = [(m, d) for m in MONTHS for d in DAYS if is_real_date(m, d)]
        if board.weekdays:
            self.groups.append([cell[w] for w in WEEKDAYS])
            keys = [k + (w,) for k in keys for w in WEEKDAYS]
        self.dates = keys
        self.masks = [self.engine.mask_of([cell[x] for x in k]) for k in keys]
        assert self.leaf_engine._bit == self.engine._bit  # one layout: the date masks serve both
        # hardest first: dates whose cells have the fewest board neighbours, then by their kills
        free = board.board.cells
        self.kills = np.zeros(len(keys), np.int64)
        self.static = [sum((r + dr, c + dc) in free for x in k for r, c in [cell[x]]
                           for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))) for k in keys]
        self.order = sorted(range(len(keys)), key=lambda i: self.static[i])

    def _reorder(self) -> None:
        self.order = sorted(range(len(self.dates)), key=lambda i: (-int(self.kills[i]), self.static[i]))

    def solvable(self, view, i: int, budget: int = CHECK_BUDGET) -> bool | None:
        """Whether date ``i`` has a tiling with the pieces of ``view``
        (True / False proven / None: the budget ran out)."""
        s = Search(view, self.masks[i], None, True)
        code = s.step(budget)
        if code == 2:
            return True
        return False if s.finished else None

    def first_bad(self, view, n: int) -> int | None:
        """The first of the ``n`` hardest dates proven to have no tiling, or None."""
        for i in self.order[:n]:
            if self.solvable(view, i) is False:
                return i
        return None

    def node_counts(self, comp: tuple, chosen: tuple) -> dict:
        """Engine counts of a partial design's relaxation: its pieces, and per
        class a wildcard over the members it may still take."""
        space = self.space
        counts: dict = {}
        for i in chosen:
            counts[f"p{i}"] = counts.get(f"p{i}", 0) + 1
        c, p, _, left = space.state(comp, chosen)
        for c2 in range(c, len(comp)):
            need = left if c2 == c else comp[c2]
            if need:
                counts[f"w{c2}.{p if c2 == c else 0}"] = need
        return counts

    def census(self, design: tuple, *, deadline: float | None = None) -> tuple[dict, bool]:
        """``(counts, complete)`` of a design, as :func:`~.census.edition_census`
        (keys are label tuples), on one thread."""
        by, counts = {}, {}
        for i in design:
            counts[f"p{i}"] = counts.get(f"p{i}", 0) + 1
            by[f"p{i}"] = self.placements[i]
        result, complete = Census(self.space.board.board.cells, by, counts, self.groups).run(
            workers=1, deadline=deadline)
        label = self.space.board.labels
        return {tuple(label[c] for c in key): n for key, n in result.items()}, complete

    def run_chunk(self, index: int, deadline: float | None = None, known: dict | None = None,
                  on_design=None) -> ChunkOutcome:
        """Search chunk ``index`` of the space (see the module docstring); ``known`` holds design records
        (``{design key: record}``) an earlier run censused in this chunk before its time ran out, taken as they
        are rather than censused again (their dates without a tiling teach the order as a census's do, so the
        chunk's outcome is the same); ``on_design(record)`` is called with each design as it is censused (a run
        in one process writes it then: a kill -9 lost every design of the chunk under way)."""
        self._on_design = on_design
        t0 = time.perf_counter()
        space = self.space
        comp, prefix = space.chunks[index]
        record = {"record": "chunk", "chunk": index, "prefix": space.names(prefix),
                  "designs": space.completions(comp, prefix), "ruled_out": 0, "by_relaxation": 0, "censused": 0}
        kills: dict = {}
        designs = []
        # the hardest-first order is learnt within the chunk only, so a chunk's
        # outcome never depends on which chunks its worker did before it
        # (a resumed or parallel run writes the same lines)
        self.kills[:] = 0
        self._reorder()
        try:
            return self._search(index, comp, prefix, record, kills, designs, deadline, known, t0)
        except KeyboardInterrupt as exc:  # Ctrl-C: the designs censused so far go with it, to be written (they
            exc.done = ChunkOutcome(record, designs, False)  # were lost, though a time limit's were kept), as
            raise  # core.stopping hands a pool worker's back (its name: a worker's were lost to --jobs 2)
        finally:
            self._on_design = None  # (the evaluator is kept for the next chunk: not the run's writer with it)

    def _search(self, index, comp, prefix, record, kills, designs, deadline, known, t0) -> ChunkOutcome:
        """The walk of :meth:`run_chunk` (``designs`` filled as it goes)."""
        space = self.space
        stack = [prefix]
        while stack:
            if deadline is not None and time.perf_counter() > deadline:
                return ChunkOutcome(record, designs, False)
            node = stack.pop()
            leaf = len(node) == space.k
            view = restrict_counts(self.leaf_engine if leaf else self.engine, self.node_counts(comp, node))
            bad = self.first_bad(view, LEAF_DATES if leaf else (INNER_DATES if node else 0))
            if bad is not None:
                lost = space.completions(comp, node)
                self.kills[bad] += lost
                kills[date_text(self.dates[bad])] = kills.get(date_text(self.dates[bad]), 0) + lost
                record["ruled_out"] += lost
                record["by_relaxation"] += 0 if leaf else lost
                self._reorder()
                continue
            if not leaf:
                stack.extend(reversed(space.children(comp, node)))
                continue
            done = (known or {}).get(space.key(node))
            if done is not None:
                designs.append(done)
                self._count_zeros(done)
                record["censused"] += 1
                continue
            t1 = time.perf_counter()
            counts, complete = self.census(node, deadline=deadline)
            if not complete:
                return ChunkOutcome(record, designs, False)
            stats = distribution(counts)
            for k, n in counts.items():  # a zero the quick check missed counts as a kill too
                if n == 0 and k in self._index:
                    self.kills[self._index[k]] += 1
            designs.append({"record": "design", "design": space.key(node), "chunk": index, **stats,
                            "seconds": round(time.perf_counter() - t1, 4)})
            if self._on_design is not None:
                self._on_design(designs[-1])
            record["censused"] += 1
        record["kills"] = dict(sorted(kills.items(), key=lambda kv: -kv[1]))
        record["seconds"] = round(time.perf_counter() - t0, 3)
        return ChunkOutcome(record, designs, True)

    def _count_zeros(self, design: dict) -> None:
        """A known design's dates without a tiling counted as kills, as its census counted them: they are all
        its fewest dates when its fewest count is 0 (every real date is in its statistics)."""
        fewest = design.get("fewest") or {}
        if fewest.get("count") == 0:
            texts = {date_text(k): i for k, i in self._index.items()}
            for text in fewest.get("dates", []):
                if text in texts:
                    self.kills[texts[text]] += 1

    @property
    def _index(self) -> dict:
        if not hasattr(self, "_index_cache"):
            self._index_cache = {k: i for i, k in enumerate(self.dates)}
        return self._index_cache


__all__ = ["CHECK_BUDGET", "INNER_DATES", "LEAF_DATES", "ChunkOutcome", "Evaluator", "date_text", "distribution"]
