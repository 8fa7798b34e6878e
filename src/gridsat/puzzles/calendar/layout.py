"""The other way round: a fixed piece set, and where the labels (or the filler cells) go.

The tilings of a board less two cells do not depend on the labels, so one
*pair table* -- the number of tilings for every pair of uncovered cells --
answers the census of every labelling of the board at once: a date's count
is the table's entry for its month cell and day cell.  The table is a few
censuses (:class:`~.holes.Census`) with two hole groups each, one per bit of
the cell index: the cells whose bit is 0 and those whose bit is 1; every
pair of cells differs in some bit, and is counted by the census of its
lowest differing bit (:func:`pair_table`).  After that a layout is scored in
microseconds, so the search is a local search over layouts:

* ``labels``: any label (or filler) may go on any cell; a step swaps the contents of two cells;
* ``fillers``: the labels keep their reading order (as on the given board:
  row by row, left to right) and the search chooses which cells are the
  board's filler cells; exhaustive when there are at most
  :data:`MAX_EXHAUSTIVE` choices, else a step moves one filler.

Each restart is a hill climb from the given layout (restart 0) or a random
one (seeded by the restart number): a step is kept when the score is no
worse.  Scores follow the objectives of :mod:`.design` (every date solvable
first).  Month/day boards only (a weekday board's dates are triples).
"""

from __future__ import annotations

import time
from itertools import combinations
from math import comb
from typing import Callable

import numpy as np

from ...core.compiled import needs
from ...core.errors import PuzzleInputError, shown
from ...core.placements import cells_by_piece
from ...core.grid import whole_cells
from ...core.options import SolverOptions
from ...core.settings import spelled
from ..arguments import argument_types
from .census import is_real_date
from .design import OBJECTIVES, verify_dates
from .design_eval import distribution
from .design_lines import check_layout_search, refuse_other_layout
from .holes import Census
from .kind import MAX_RESTARTS, MAX_STEPS  # the most restarts, and steps per restart, a layout search takes
from .rules import DAYS, MONTHS, CalendarBoard, Edition

#: Filler choices searched one by one (more: local search).
MAX_EXHAUSTIVE = 200_000


def pair_table(board_cells, placements_by_piece: dict, counts: dict | None = None, *, workers: int | None = None,
               deadline: float | None = None) -> tuple[np.ndarray, list, bool]:
    """The tilings of a board less every pair of its cells.

    Args:
        board_cells: the board's cells (``(row, col)``).
        placements_by_piece, counts: as :class:`~.holes.Census` (the pieces'
            area should be the board's cells less two, or every entry is 0).
        workers: threads per census; deadline: a ``time.perf_counter()`` value.

    Returns:
        ``(table, cells, complete)``: ``table[i, j]`` (symmetric int64, zero
        diagonal) counts the tilings leaving exactly ``cells[i]`` and
        ``cells[j]`` uncovered (``cells`` sorted, row-major); ``complete``
        False when the deadline stopped it (the entries are lower bounds).

    Raises:
        PuzzleInputError: as :class:`~.holes.Census`.
    """
    cells = sorted(whole_cells(board_cells, "the board"))
    index = {c: i for i, c in enumerate(cells)}
    table = np.zeros((len(cells), len(cells)), np.int64)
    complete = True
    for bit in range(max(1, (len(cells) - 1).bit_length())):
        a = [c for i, c in enumerate(cells) if not (i >> bit) & 1]
        b = [c for i, c in enumerate(cells) if (i >> bit) & 1]
        if not a or not b:
            continue
        result, done = Census(cells, placements_by_piece, counts, [a, b]).run(workers=workers, deadline=deadline)
        complete = complete and done
        for (x, y), n in result.items():
            i, j = index[x], index[y]
            if ((i ^ j) & -(i ^ j)) == 1 << bit:  # counted by the census of the lowest differing bit
                table[i, j] = table[j, i] = n
        if not done:  # the deadline passed: the next bits' censuses were each built only to stop at once (1.5 s
            break  # past -t 3 on a 7x7 board with fillers)
    return table, cells, complete


@needs("gridsat.engines._tiling")
@argument_types(edition=Edition, one_sided="flag", workers="optional whole")  # one_sided='x' was taken as True,
def edition_pair_table(edition: Edition, one_sided: bool = False, *, workers: int | None = None,  # a name met
                       deadline: float | None = None) -> tuple[np.ndarray, list, bool]:  # AttributeError
    """:func:`pair_table` of an edition's board and pieces.  Raises PuzzleInputError: a weekday board (its dates
    leave three cells), ``workers`` not from 1 to 256 (0 ran); TypeError: an argument of the wrong type."""
    SolverOptions(workers=workers)
    if edition.board.weekdays:
        raise PuzzleInputError("the label and filler search takes month/day boards (a weekday board's dates "
                               "leave three cells)")
    by = cells_by_piece(edition.board.board, edition.pieces, not one_sided)
    return pair_table(edition.board.board.cells, by, {p.name: n for p, n in edition.pieces.items},
                      workers=workers, deadline=deadline)


class LayoutScorer:
    """Scores of layouts from a pair table.

    A layout is ``where``: an int array giving, for each of the 43 labels
    (``MONTHS`` then ``DAYS``), its cell's index in the table.
    """

    def __init__(self, table: np.ndarray, objective: str):
        if objective not in OBJECTIVES:
            raise PuzzleInputError(f"unknown objective {shown(objective)} (use {', '.join(OBJECTIVES)})")
        self.table, self.objective = table, objective
        pairs = [(m, 12 + d) for m in range(12) for d in range(31) if is_real_date(MONTHS[m], DAYS[d])]
        self.mi = np.array([p[0] for p in pairs])
        self.di = np.array([p[1] for p in pairs])

    def score(self, where: np.ndarray) -> tuple:
        """Larger is better: every date solvable first, then the objective."""
        v = self.table[where[self.mi], where[self.di]]
        zeros, low, total = int((v == 0).sum()), int(v.min()), int(v.sum())
        if self.objective == "most-fewest":
            return (-zeros, low, total)
        if self.objective == "fewest-fewest":
            return (-zeros, -low, -total)
        mean = v.mean()
        return (-zeros, -round(float(v.std() / mean), 9) if mean else 0.0, low)

    def counts(self, where: np.ndarray) -> dict:
        """``{(month, day): tilings}`` of every real date (for :func:`~.design_eval.distribution`)."""
        return {(MONTHS[m], DAYS[d - 12]): int(self.table[where[m], where[d]]) for m, d in zip(self.mi, self.di)}


def board_rows(cells: list, where: np.ndarray, shape: CalendarBoard) -> list[str]:
    """The layout as board rows of the edition file format (labels, ``*`` fillers, ``.`` no cell), for a ``[board]``."""
    b = shape.board
    text = {c: "*" for c in cells}
    for label, i in zip(MONTHS + DAYS, where):
        text[cells[i]] = label
    width = max(len(t) for t in text.values())
    return [" ".join((text.get((r, c), ".")).ljust(width) for c in range(b.cols)).rstrip() for r in range(b.rows)]


@needs("gridsat.engines._tiling")
@argument_types(mode="text", objective="text", restarts="whole", steps="whole", one_sided="flag", seed="whole",
                on_progress="function", out="out")
def search_layouts(edition: Edition, *, mode: str = "labels", objective: str = "most-fewest", restarts: int = 20,
                   steps: int = 20_000, one_sided: bool = False, out=None, time_limit: float | None = None,
                   seed: int = 0, workers: int | None = None,
                   on_progress: Callable[[int, int, dict], None] | None = None) -> dict:
    """Search where the labels (``mode="labels"``) or the filler cells
    (``mode="fillers"``) of ``edition``'s board go, its pieces fixed.

    Args:
        edition: an :class:`Edition`, or its name or file as :func:`~.editions.load_edition`
            takes: the board (its cells; its labels are restart 0's layout, and
            in ``fillers`` mode fix the labels' reading order; its ``*``
            cells say how many fillers there are) and the pieces.
        mode: ``labels`` or ``fillers``.  objective: one of :data:`~.design.OBJECTIVES`.
        restarts, steps: hill climbs and steps per climb (at most
            :data:`MAX_RESTARTS`, :data:`MAX_STEPS`; ``fillers`` with few
            choices tries every one instead).
        one_sided: pieces turned only.
        out: JSON-lines file, one ``"layout"`` line per finished restart
            (``"restart"`` -1 is the exhaustive filler search), resumable.
        time_limit: seconds for everything (table included).
        seed: base of the restarts' random seeds.
        workers: threads for the pair table's censuses (default: every core).
        on_progress: ``on_progress(restarts done, restarts, best record)``.

    Returns:
        ``{"kind": "calendar-layout", "mode", "objective", "complete", "table_seconds",
        "layouts", "best", "new"}``: ``new`` how many layouts this run added; ``best`` the best layout's
        record (``rows``: the board in edition-file form; the :func:`~.design_eval.distribution`
        statistics; ``verified``: every date's first tiling checked).

    Raises:
        PuzzleInputError: a weekday board, a bad mode, objective, restarts or
            steps, a results file of another search; a ``time_limit``, ``workers`` or ``seed`` that
            :class:`~gridsat.core.options.SolverOptions` refuses (-1 and 0 ran the search, inf never stopped).
        TypeError: an argument of the wrong type, naming it.
    """
    from ...core.jsonl import JsonLinesWriter

    from ...core.options import SolverOptions

    from .design import rank_key
    from .editions import load_edition

    SolverOptions(time_limit=time_limit, workers=workers, seed=seed)  # the checks every limit and seed get
    rank_key(objective)  # before the pair table's seconds of work
    edition = load_edition(edition)  # a name or a path too, as every calendar function takes
    t0 = time.perf_counter()
    deadline = None if time_limit is None else t0 + time_limit
    if mode not in ("labels", "fillers"):
        raise PuzzleInputError(f"unknown layout search {shown(mode)} (use labels or fillers)")
    for name, value, most in (("restarts", restarts, MAX_RESTARTS), ("steps", steps, MAX_STEPS)):
        if not 1 <= value <= most:  # the one that is wrong, as the command line names it
            raise PuzzleInputError(f"{name} must be from 1 to {most}, got {value}")
    if mode == "fillers" and not edition.board.weekdays and len(edition.board.board.cells) <= 43:  # (no-op search)
        raise PuzzleInputError(f"edition {edition.name}'s board has no filler cells ('*') to place: search its labels "
                               f"({spelled('--layout labels', 'mode=%r' % 'labels')}), or give a board with fillers")
    # opened (locked, read, its lines checked) before the table, which takes seconds: a results file that is not
    # this search's is refused before the work
    writer = JsonLinesWriter(out, key=_line_key, first_field="record") if out is not None else None  # "" refused
    cells = sorted(edition.board.board.cells)  # the pair table's order (a search line was checked after its seconds)
    index = {c: i for i, c in enumerate(cells)}
    given = np.array([index[edition.board.cell_of[x]] for x in MONTHS + DAYS])
    head = {"record": "search", "restart": None, "mode": mode, "objective": objective, "one_sided": one_sided,
            "board": board_rows(cells, given, edition.board), "pieces": [p.name for p, _ in edition.pieces.items],
            "steps": steps, "seed": seed, "design": edition.design}
    old = writer.done.get(("search", None)) if writer is not None else None
    if old is not None and old not in (head, {k: v for k, v in head.items() if k != "design"}):  # (an older
        refuse_other_layout(old, head, out, writer)  # gridsat's line has no design) refused before the table's work
    try:
        table, cells, complete = edition_pair_table(edition, one_sided, workers=workers, deadline=deadline)
    except BaseException as exc:
        if writer is not None:
            writer.close()
        if isinstance(exc, KeyboardInterrupt):  # the report so far: no layout scored yet
            exc.partial = {"kind": "calendar-layout", "mode": mode, "objective": objective, "complete": False,
                           "interrupted": True, "table_seconds": round(time.perf_counter() - t0, 3), "layouts": 0,
                           "best": None}
        raise
    scorer = LayoutScorer(table, objective)
    t_table = time.perf_counter() - t0
    order = sorted(range(43), key=lambda k: cells[given[k]])  # labels in reading order
    n_fill = len(cells) - 43
    exhaustive = mode == "fillers" and comb(len(cells), n_fill) <= MAX_EXHAUSTIVE
    runs = [-1] if exhaustive else list(range(restarts))
    layouts = []
    try:
        if writer is not None:
            if old is None:
                writer.write(head)
            layouts = [r for r in writer.done.values() if r["record"] == "layout" and r["restart"] in runs]
            for i, rec in enumerate(layouts if complete else ()):  # scored again from the table: an edited count
                scored = _scored(rec, scorer, cells, edition)  # was ranked; one an unfinished table scored (or one
                if scored is not None and rec.get("table_complete") is not True:  # edited so: its fewest 999 shown)
                    layouts[i] = rec = scored = {**scored, "table_complete": True}  # counts by this finished table
                if rec != scored:
                    raise PuzzleInputError(f"the line of restart {rec['restart']} is not as the search writes it (its "
                                           "board or counts are not those its cells score; edited?): remove it to "
                                           "climb that restart again", str(out))
        done = {r["restart"] for r in layouts}
        kept = len(layouts)
        for run in runs:
            if run in done:
                continue
            if deadline is not None and time.perf_counter() > deadline:
                break
            if run == -1:
                where = _every_filler_choice(scorer, cells, given, order, n_fill, deadline)
            else:
                where = _climb(scorer, cells, given, order, mode, run, steps, seed, deadline)
            if where is None:
                break
            rec = {"record": "layout", "restart": run, "rows": board_rows(cells, where, edition.board),
                   **distribution(scorer.counts(where)), "table_complete": complete}
            rec["where"] = [int(x) for x in where]
            layouts.append(rec)
            if writer is not None:
                writer.write(rec)
            if on_progress is not None:
                on_progress(len(layouts), len(runs), rec)
    except KeyboardInterrupt as exc:  # the layouts scored so far, the best unchecked (checking takes seconds): shown
        best = max(layouts, key=lambda r: _measured(r, objective), default=None)  # as a time limit's are
        exc.partial = {"kind": "calendar-layout", "mode": mode, "objective": objective, "complete": False,
                       "interrupted": True, "table_seconds": round(t_table, 3), "layouts": len(layouts),
                       "best": best}
        raise
    finally:
        if writer is not None:
            writer.close()
    best = max(layouts, key=lambda r: _measured(r, objective), default=None)
    if best is not None:
        best = dict(best)
        best["verified"] = verify_dates(_edition_of(best["rows"], edition), one_sided)
    return {"kind": "calendar-layout", "mode": mode, "objective": objective,
            "complete": complete and len(layouts) == len(runs), "table_seconds": round(t_table, 3),
            "layouts": len(layouts), "best": best, "new": len(layouts) - kept}


def _measured(record: dict, objective: str) -> tuple:
    """A layout line's score by its own census (larger is better, as :meth:`LayoutScorer.score`): the line is what the
    report shows, while this run's pair table may be unfinished (a -t that ends while it is built scored the kept
    lines by a partial table, and the report named one with fewest 6 its best beside one with 19): done first."""
    fewest, total = (record.get("fewest") or {}).get("count") or 0, record.get("total") or 0
    zeros = record.get("unsolvable") or 0
    if objective == "most-fewest":
        score = (-zeros, fewest, total)
    elif objective == "fewest-fewest":
        score = (-zeros, -fewest, -total)
    else:
        score = (-zeros, -(record.get("cv") or 0.0), fewest)
    return (record.get("table_complete", True) is not False, *score)


def _scored(rec: dict, scorer, cells: list, edition: Edition) -> dict | None:
    """The layout line the search writes for ``rec``'s cells (``where``), or None when they are no layout's."""
    where = np.array(rec["where"], dtype=np.int64) if len(rec["where"]) == 43 else None  # a cell per label
    if where is None or len(set(rec["where"])) != 43 or (where >= len(cells)).any():
        return None
    return {**rec, "rows": board_rows(cells, where, edition.board), **distribution(scorer.counts(where))}


def _line_key(record: dict) -> tuple:
    """``(record, restart)`` of a layout search's line, which must have the shape the search writes (else TypeError:
    the results file is refused in one line; a restart edited into text was done again beside it and the search said
    "stopped by the time limit" on every run after)."""
    from ...core.jsonl_records import check_fields  # (each field named, as batch's lines are)
    kind, restart, where, rows = (record.get(name) for name in ("record", "restart", "where", "rows"))
    if kind == "search" and restart is None and "restart" in record:
        return check_layout_search(record) or (kind, None)  # its settings as the search writes them
    check_fields(record, {"record": kind == "layout", "restart": type(restart) is int and restart >= -1,  # -1: the one
                          "where": isinstance(where, list) and all(type(x) is int and x >= 0 for x in where),  # filler
                          "rows": isinstance(rows, list) and all(isinstance(row, str) for row in rows)})  # search
    return (kind, restart)


def _edition_of(rows: list, edition: Edition) -> Edition:
    from .board_text import parse_board

    board = parse_board("layout", list(enumerate(rows, start=1)), "layout")
    return Edition("layout", board, edition.pieces)


def _fill(order: list, free: list, n: int) -> np.ndarray:
    """Labels in reading ``order`` on the ``free`` cells (sorted indices)."""
    where = np.zeros(n, np.int64)
    where[order] = free
    return where


def _every_filler_choice(scorer, cells, given, order, n_fill, deadline):
    best, best_score = None, None
    for k, fillers in enumerate(combinations(range(len(cells)), n_fill)):
        if k % 1024 == 0 and deadline is not None and time.perf_counter() > deadline:
            return None
        skip = set(fillers)
        where = _fill(order, [i for i in range(len(cells)) if i not in skip], 43)
        s = scorer.score(where)
        if best_score is None or s > best_score:
            best, best_score = where, s
    return best


def _climb(scorer, cells, given, order, mode, run, steps, seed, deadline):
    rng = np.random.default_rng([seed, run])
    n = len(cells)
    slots = np.arange(n)  # slots[i]: what is on cell i (0..42 a label, >= 43 a filler)
    if run == 0:
        slots = np.full(n, -1)
        slots[given] = np.arange(43)
        slots[slots < 0] = np.arange(43, n)
    elif mode == "labels":
        slots = rng.permutation(n)
    else:
        filled = np.sort(rng.choice(n, n - 43, replace=False)) if n > 43 else np.array([], np.int64)
        slots = _slots(_fill(order, [i for i in range(n) if i not in set(filled)], 43), n)

    def where_of(s):
        return np.argsort(s)[:43]

    current = scorer.score(where_of(slots))
    for step in range(steps):
        if step % 512 == 0 and deadline is not None and time.perf_counter() > deadline:
            return None
        if mode == "labels":
            i, j = rng.choice(n, 2, replace=False)
            trial = slots.copy()
            trial[i], trial[j] = trial[j], trial[i]
        else:
            fillers = np.nonzero(slots >= 43)[0]
            if not len(fillers):
                break
            f, c = rng.choice(fillers), rng.integers(n)
            free = sorted((set(range(n)) - set(fillers.tolist()) - {int(c)}) | {int(f)})
            if len(free) != 43:
                continue
            trial = _slots(_fill(order, free, 43), n)
        s = scorer.score(where_of(trial))
        if s >= current:
            slots, current = trial, s
    return where_of(slots)


def _slots(where: np.ndarray, n: int) -> np.ndarray:
    slots = np.full(n, -1)
    slots[where] = np.arange(43)
    slots[slots < 0] = np.arange(43, n)
    return slots


__all__ = ["MAX_EXHAUSTIVE", "MAX_RESTARTS", "MAX_STEPS", "LayoutScorer", "board_rows", "edition_pair_table",
           "pair_table", "search_layouts"]
