"""Large Domino Fit boards (100x100 and up): local search over alternating
cycles first, CP-SAT for what it leaves open.

The rules are those of :mod:`gridsat.puzzles.dominofit` (both scoring rules,
exact or relaxed targets, givens).  :func:`solve_large` takes the board as
plain data (a :class:`~gridsat.puzzles.dominofit_search.Board`, a JSON
record, or any object with the fields of ``DominoFitPuzzle``) and returns
``(status, dominoes)`` with an honest status:

1. arithmetic on exact targets (the implied per-line domino counts of
   :func:`~gridsat.puzzles.dominofit_search.implied_counts`) may prove that
   no tiling meets them: ``infeasible``;
2. the compiled local search of :mod:`gridsat.engines.domino_cycles` starts
   from a perfect matching of the free cells (none: ``infeasible``, no tiling
   exists at all) and switches alternating cycles until every line meets
   its target (``solved``);
3. CP-SAT works on the exact 0-1 model beside the search (in the main
   thread, after a head start for the search; or after it with
   ``parallel=False``), since the search cannot prove that the targets are
   impossible: ``solved``, ``infeasible`` (proven) or ``unknown``.

Lines are counted as in ``dominofit_search.counters``: an all-exact axis by
its implied counts (here in dominoes: horizontal dominoes and vertical
dominoes starting per row; horizontal dominoes starting and vertical
dominoes per column), any other axis by its scores and relations.  On the
shared 100x100 boards the search finishes in 0.3-0.6 s where CP-SAT needs
12-30 s (``benchmarks/dominofit_large.py``, ``docs/dominofit_large.md``).  Every tiling
returned has passed the independent checker
:func:`~gridsat.puzzles.dominofit_check.check_tiling`.
"""

from __future__ import annotations

import threading
import time
from array import array
from dataclasses import dataclass

from ..core.errors import PuzzleInputError, SolutionCheckError
from ..engines import domino_cycles
from ..engines.dominoes import NO_HI, NO_LO
from . import dominofit_search as ds

#: CP-SAT parameters of the fallback: those gridsat measured best for the
#: implied model (``dominofit.CPSAT_DEFAULTS``: one worker, no LP, no presolve)
CPSAT_PARAMETERS = {"num_workers": 1, "linearization_level": 0, "cp_model_presolve": False}
#: share of the time the local search gets when CP-SAT follows it (sequential mode)
SEARCH_SHARE = 0.5
#: side by side, CP-SAT starts after the search has had this long per free
#: cell (at most a quarter of the time): the shared 100x100 boards need about
#: 0.05 ms per free cell, so CP-SAT rarely competes for the cores on a board
#: the search solves, and still starts early on one that it cannot
HEAD_START_PER_CELL = 1e-4
#: round budget of the local search: per free cell, plus a floor
ROUNDS_PER_CELL, MIN_ROUNDS = 20, 2000
#: no CP-SAT fallback above this many free cells (its model alone would not
#: be built in time); the search then gets all the time
MAX_FALLBACK_CELLS = 40_000
#: role weights (HL, HR, VT, VB) of the line scores
SCORE_WEIGHTS = {"cell": (2, 2, 1, 1), "dot": (0, 2, 1, 0)}
#: role weights of the implied counts: left cells of horizontal dominoes and
#: top cells of vertical ones, i.e. dominoes
_HORIZONTAL, _VERTICAL = (1, 0, 0, 0), (0, 0, 1, 0)


@dataclass
class LargeOutcome:
    """A checked answer of :func:`solve_large`.

    Attributes:
        status: ``"solved"`` / ``"infeasible"`` (proven) / ``"unknown"``.
        dominoes: the tiling, ``[("H"|"V", r, c), ...]``, empty unless solved.
        reason: why no tiling exists, when arithmetic or the matching proves it.
        engine: what decided: ``"arithmetic"``, ``"matching"``, ``"cycles"``
            (the local search), ``"cpsat"``, or ``"none"`` (time ran out).
        rounds: cycle searches of the local search.
        seconds: wall time of the call (s).
    """

    status: str
    dominoes: list
    reason: str | None = None
    engine: str = "none"
    rounds: int = 0
    seconds: float = 0.0

    def __iter__(self):
        """``status, dominoes = solve_large(...)`` unpacks the pair."""
        return iter((self.status, self.dominoes))


def as_board(data) -> ds.Board:
    """A validated :class:`~gridsat.puzzles.dominofit_search.Board` from a
    Board, a decoded JSON record (dict) or an object with the fields of
    ``DominoFitPuzzle``.

    Raises:
        PuzzleInputError: what :func:`~gridsat.puzzles.dominofit_search.make_board` rejects.
    """
    if isinstance(data, ds.Board):
        return data
    if isinstance(data, dict):
        return ds.board_from_record(data)
    return ds.board_from_puzzle(data)


def cycle_counters(board: ds.Board) -> tuple[array, ds.Implied]:
    """The local search's counters (packed) and the implied counts.

    Returns:
        ``(counters, implied)``; when ``implied.reason`` is set no tiling
        meets the targets and the counters are empty.
    """
    imp = ds.implied_counts(board)
    if imp.reason:
        return array("i"), imp
    flat: list = []
    for axis, n, counts, targets, relations in ((0, board.rows, (imp.h_row, imp.v_row), board.row_targets,
                                                 board.row_relations),
                                                (1, board.cols, (imp.h_col, imp.v_col), board.col_targets,
                                                 board.col_relations)):
        if counts[0] is not None:
            for i in range(n):
                flat += (axis, i, *_HORIZONTAL, counts[0][i], counts[0][i], axis, i, *_VERTICAL, counts[1][i],
                         counts[1][i])
            continue
        for i, (t, rel) in enumerate(zip(targets, relations)):
            flat += (axis, i, *SCORE_WEIGHTS[board.rule], NO_LO if rel == "<=" else t, NO_HI if rel == ">=" else t)
    return array("i", flat), imp


class _Race:
    """What the search thread and CP-SAT share when they run side by side:
    ``stop`` ends the search (the kernel polls it), ``decided`` tells CP-SAT
    not to start or to stop, ``cpsat_done`` says CP-SAT has returned."""

    def __init__(self):
        self.lock = threading.Lock()
        self.stop = bytearray(1)
        self.decided = False
        self.solver = None
        self.cpsat_done = threading.Event()

    def search_decided(self) -> None:
        """Called by the search thread: stop CP-SAT.  ``stop_search`` is
        safe from another thread but does nothing before ``solve`` has set
        up its search, so it is repeated until CP-SAT has returned."""
        with self.lock:
            self.decided = True
            solver = self.solver
        while solver is not None and not self.cpsat_done.wait(0.01):
            solver.stop_search()

    def register(self, solver) -> bool:
        """Hand CP-SAT's solver over; False when the search has already decided."""
        with self.lock:
            if self.decided:
                return False
            self.solver = solver
            return True


def solve_large(data, *, deadline: float | None = None, time_limit: float | None = None, seed: int = 0,
                fallback: bool = True, parallel: bool = True, search_share: float = SEARCH_SHARE) -> LargeOutcome:
    """Find a tiling of a Domino Fit board, or prove there is none.

    Args:
        data: the board (see :func:`as_board`).
        deadline: a :func:`time.monotonic` instant to return by (None = none).
        time_limit: seconds from now, an alternative to ``deadline`` (the
            earlier one counts when both are given).
        seed: randomises the local search (same seed, same search).
        fallback: let CP-SAT work on boards of up to 40,000 free cells too.
        parallel: run the search in a second thread; CP-SAT joins it after
            :data:`HEAD_START_PER_CELL` per free cell (two cores; the first
            to decide stops the other).  Otherwise the search runs first,
            for ``search_share`` of the time left or its round budget, and
            CP-SAT gets the rest.
        search_share: the search's share of the time in sequential mode (0..1).

    Returns:
        a :class:`LargeOutcome` (unpacks to ``status, dominoes``).  With a
        deadline the call returns shortly after it (on a 1000x1000 board
        within about 0.1 s; the checker's time on a tiling found comes on
        top); without one the search stops after its round budget and
        CP-SAT runs to the end.

    Raises:
        PuzzleInputError: a malformed board, or ``search_share`` outside 0..1.
        SolutionCheckError: only on a gridsat bug (a tiling failed the checker).
    """
    t0 = time.monotonic()
    if time_limit is not None:
        deadline = t0 + time_limit if deadline is None else min(deadline, t0 + time_limit)
    if not 0 <= search_share <= 1:
        raise PuzzleInputError(f"search_share must be between 0 and 1, got {search_share}")
    board = as_board(data)
    counters, imp = cycle_counters(board)

    def done(status, dominoes=(), reason=None, engine="none", rounds=0):
        dominoes = list(dominoes)
        if dominoes:
            problems = ds.check_board(board, dominoes)
            if problems:
                raise SolutionCheckError(problems)
        return LargeOutcome(status, dominoes, reason, engine, rounds, time.monotonic() - t0)

    if imp.reason:
        return done("infeasible", reason=imp.reason, engine="arithmetic")
    free = ds.free_cells(board)
    n_free = board.rows * board.cols - len(board.blocked)
    with_cpsat = fallback and n_free <= MAX_FALLBACK_CELLS
    left = None if deadline is None else deadline - time.monotonic()
    if left is not None and left <= 0:
        return done("unknown")
    round_budget = ROUNDS_PER_CELL * n_free + MIN_ROUNDS

    def search(seconds, max_rounds, stop=None):
        return domino_cycles.solve(board.rows, board.cols, free, counters, board.givens, seed=seed,
                                   seconds=seconds, max_rounds=max_rounds, stop=stop)

    if with_cpsat and parallel:
        race, box = _Race(), {}

        def run():
            try:
                box["out"] = search(max(left, 1e-3) if left is not None else 0.0,
                                    0 if left is not None else round_budget, race.stop)
                if box["out"].status != domino_cycles.BUDGET:
                    race.search_decided()
            except BaseException as exc:  # handed to the caller below
                box["error"] = exc
                race.search_decided()

        thread = threading.Thread(target=run, name="dominofit-cycles", daemon=True)
        thread.start()
        # CP-SAT joins only if the search has not decided within its usual time (no contention then)
        head_start = HEAD_START_PER_CELL * n_free if left is None else min(left / 4, HEAD_START_PER_CELL * n_free)
        thread.join(head_start)
        try:
            status, dominoes = ("unknown", []) if race.decided else cpsat_tiling(board, imp, deadline, race)
        finally:
            # CP-SAT has returned: it decided, or the deadline passed, or the search decided first
            race.cpsat_done.set()
            race.stop[0] = 1
            thread.join()
        if "error" in box:
            raise box["error"]
        out = box["out"]
    else:
        budget = 0.0 if left is None else (left * search_share if with_cpsat else left)
        out = search(max(budget, 1e-3) if left is not None else 0.0,
                     round_budget if with_cpsat or left is None else 0)
        status, dominoes = "unknown", []
        if out.status == domino_cycles.BUDGET and with_cpsat:
            status, dominoes = cpsat_tiling(board, imp, deadline)
    if out.status == domino_cycles.SOLVED:
        return done("solved", out.dominoes, engine="cycles", rounds=out.rounds)
    if out.status == domino_cycles.NO_TILING:
        return done("infeasible", reason="the free cells (givens removed) have no domino tiling at all",
                    engine="matching", rounds=out.rounds)
    if status != "unknown":
        return done(status, dominoes, engine="cpsat", rounds=out.rounds)
    return done("unknown", rounds=out.rounds)


def _should_stop(deadline: float | None, race: _Race | None) -> bool:
    return (deadline is not None and time.monotonic() >= deadline) or (race is not None and race.decided)


def _placements(board: ds.Board, deadline: float | None, race: _Race | None = None):
    """Every domino on two free cells, ``[(kind, r, c), ...]``, or None when
    the deadline passed (or the search decided) while listing them."""
    R, C = board.rows, board.cols
    free = ds.free_cells(board)
    out = []
    for r in range(R):
        if _should_stop(deadline, race):
            return None
        base = r * C
        for c in range(C):
            if not free[base + c]:
                continue
            if c + 1 < C and free[base + c + 1]:
                out.append(("H", r, c))
            if r + 1 < R and free[base + C + c]:
                out.append(("V", r, c))
    return out


def cpsat_tiling(board: ds.Board, imp: ds.Implied, deadline: float | None, race: _Race | None = None
                 ) -> tuple[str, list]:
    """The exact 0-1 model (one boolean per placement, exactly one per free
    cell, givens fixed, an all-exact axis by its implied counts, other axes
    by scores and relations) solved by CP-SAT with :data:`CPSAT_PARAMETERS`.

    Returns:
        ``(status, dominoes)``: ``"solved"`` with the tiling, ``"infeasible"``
        (proven) or ``"unknown"`` (deadline reached, also while building, or
        the search beside it decided first).
    """
    from ortools.sat.python import cp_model

    placements = _placements(board, deadline, race)
    if placements is None:
        return "unknown", []
    model = cp_model.CpModel()
    x = [model.new_bool_var("") for _ in placements]
    cover: dict = {}
    rows: dict = {}
    cols: dict = {}
    wHL, wHR, wVT, wVB = SCORE_WEIGHTS[board.rule]
    for i, (kind, r, c) in enumerate(placements):
        if not i % 4096 and _should_stop(deadline, race):
            return "unknown", []
        h = kind == "H"
        cover.setdefault((r, c), []).append(x[i])
        cover.setdefault((r, c + 1) if h else (r + 1, c), []).append(x[i])
        if imp.h_row is not None:
            rows.setdefault((kind, r), []).append((x[i], 1))
        else:
            rows.setdefault(r, []).append((x[i], wHL + wHR if h else wVT))
            if not h:
                rows.setdefault(r + 1, []).append((x[i], wVB))
        if imp.h_col is not None:
            cols.setdefault((kind, c), []).append((x[i], 1))
        elif h:
            cols.setdefault(c, []).append((x[i], wHL))
            cols.setdefault(c + 1, []).append((x[i], wHR))
        else:
            cols.setdefault(c, []).append((x[i], wVT + wVB))
    for cells in cover.values():
        model.add_exactly_one(cells)
    index = {d: i for i, d in enumerate(placements)}
    for g in board.givens:
        model.add(x[index[tuple(g)]] == 1)
    for axis, n, (hs, vs), targets, relations, terms in (
            ("row", board.rows, (imp.h_row, imp.v_row), board.row_targets, board.row_relations, rows),
            ("col", board.cols, (imp.h_col, imp.v_col), board.col_targets, board.col_relations, cols)):
        for i in range(n):
            if hs is not None:
                lines = [(terms.get(("H", i), []), "=", hs[i]), (terms.get(("V", i), []), "=", vs[i])]
            else:
                lines = [(terms.get(i, []), relations[i], targets[i])]
            for line, rel, t in lines:
                line = [(v, w) for v, w in line if w]
                if not line:  # nothing can score here: the line's value is 0
                    if not (0 == t if rel == "=" else 0 <= t if rel == "<=" else 0 >= t):
                        return "infeasible", []
                    continue
                expr = cp_model.LinearExpr.weighted_sum([v for v, _ in line], [w for _, w in line])
                model.add(expr == t if rel == "=" else expr <= t if rel == "<=" else expr >= t)
    solver = cp_model.CpSolver()
    for key, value in CPSAT_PARAMETERS.items():
        setattr(solver.parameters, key, value)
    if deadline is not None:
        left = deadline - time.monotonic()
        if left <= 0:
            return "unknown", []
        solver.parameters.max_time_in_seconds = left
    if race is not None and not race.register(solver):
        return "unknown", []
    code = solver.solve(model)
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "solved", [d for d, v in zip(placements, x) if solver.value(v)]
    if code == cp_model.INFEASIBLE:
        return "infeasible", []
    return "unknown", []


__all__ = ["CPSAT_PARAMETERS", "LargeOutcome", "SCORE_WEIGHTS", "as_board", "cpsat_tiling", "cycle_counters",
           "solve_large"]
