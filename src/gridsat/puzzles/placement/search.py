"""Solving a placement problem: a first tiling, a list of tilings, or a count,
on the engine :func:`~gridsat.engines.choice.choose_engine` picks (a first
tiling with ``auto``: a race of both engines, the exact-cover search alone
for a grace period of CPU time, then CP-SAT beside it).

Every function returns a :class:`Found`: the tilings kept (each a full list
of :class:`~gridsat.core.placements.Placement`, fixed pieces included), the
count when counting, and whether the search ran to its end.  The time limit
of ``options`` covers building placements and engines as well as searching.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field

from ...core.errors import PuzzleInputError, counted, shown
from ...core.settings import engine_words, spelled
from ...core.options import SolverOptions, given_options, TimeUp
from ...core.placements import Placement, all_placements
from ...core.status import Status
from ...core.compiled import present, require
from ...engines.choice import RACE_GRACE, TILING_MODULE, choose_engine, refuse_distinct_board
from ..arguments import argument_types
from .problem import PlacementProblem


#: Bytes a listed tiling holds per piece once it is a result and printed as
#: JSON (a Placement, its cells, their JSON; measured on pentomino boxes, rounded up).
BYTES_PER_TILING_PIECE = 1200


@dataclass
class Found:
    """What a search found.

    Attributes:
        tilings: the tilings kept, each a list of Placements (fixed first).
        count: tilings counted (None unless counting).
        complete: True when the search ran to its end (see
            :mod:`gridsat.core.result`).
        seconds: wall time (s).
        engine: ``"exact"`` or ``"cpsat"``: the engine that answered.
        interrupted: True when Ctrl-C stopped a count or a listing
            (``count`` and ``tilings`` are then those so far).
        reason: why no tiling exists, when a proof in words rules them all
            out before any search (the chessboard colouring).
    """

    tilings: list = field(default_factory=list)
    count: int | None = None
    complete: bool = False
    seconds: float = 0.0
    engine: str = ""
    interrupted: bool = False
    reason: str | None = None


if present(TILING_MODULE):  # the compiled engine loads with the module, not in a run's time
    from ...engines.exact_cover import TilingEngine  # noqa: F401


#: Engines built, by (board, pieces, flip, holes, distinct), the most recently used last (at most 32 kept).
_ENGINES: OrderedDict = OrderedDict()
_ENGINES_LOCK = threading.Lock()


def _engine(board, pieces, flip: bool, holes: bool, distinct: bool, check=None):
    from ...engines.exact_cover import TilingEngine

    by_piece: dict = {p.name: [] for p in pieces.pieces}
    for pl in all_placements(board, pieces, flip, check=check):
        by_piece[pl.piece].append(pl.cells)
    counts = {p.name: n for p, n in pieces.items}
    optional = board.cells if holes else ()
    return TilingEngine(board.cells, by_piece, counts, optional_cells=optional, distinct=distinct, check=check)


@argument_types(problem=PlacementProblem, distinct="flag")
def exact_engine(problem: PlacementProblem, distinct: bool = False, options: SolverOptions | None = None):
    """The exact-cover engine of ``problem``'s remaining pieces on its whole
    board (cached: every calendar date of an edition shares one), to be
    searched with ``problem.occupied`` blocked.

    Raises:
        TimeUp: ``options``' deadline passed while the engine was built (its
            placements and rows: seconds on a large board); nothing is cached.
    """
    key = (problem.board, problem.remaining, problem.flip, problem.holes, distinct)
    with _ENGINES_LOCK:  # threads share the cache (a year's dates); each builds outside the lock
        eng = _ENGINES.get(key)
        if eng is not None:
            _ENGINES.move_to_end(key)
            return eng
    # a cache by hand: functools' would keep the options (their deadline) in its key
    eng = _engine(*key, check=options.check_time if options is not None else None)
    with _ENGINES_LOCK:
        _ENGINES[key] = eng
        while len(_ENGINES) > 32:
            _ENGINES.popitem(last=False)
    return eng


def _full(problem: PlacementProblem, pieces) -> list:
    """Fixed placements plus the search's ``(piece, cells)`` pairs as Placements."""
    out = list(problem.fixed)
    for name, cells in pieces:
        cells = tuple(cells)
        out.append(Placement(name, problem.pieces[name].orientation_of(cells, problem.flip), cells))
    return out


@argument_types(problem=PlacementProblem, count="flag", distinct="flag", n="whole", limit="optional whole",
                keep="optional whole")
def find(problem: PlacementProblem, *, n: int = 1, count: bool = False, limit: int | None = None,
         keep: int | None = 1, distinct: bool = False, engine: str = "auto", options: SolverOptions | None = None,
         on_progress=None, listing: bool = False) -> Found:
    """Search ``problem``.

    Args:
        n: when not counting, list up to ``n`` tilings (``n == 1``: a first
            tiling; ``n > 1``, or ``listing``: ``complete`` tells whether more exist).
        count: count the tilings (up to ``limit``), keeping the first
            ``keep`` (None: every one, as many as half the memory limit
            holds: past them the count goes on, ``solutions`` fewer than it).
        distinct: one tiling per class under the board's symmetries (exact
            engine only; see :mod:`gridsat.engines.exact_cover`).
        engine: ``auto``, ``exact`` or ``cpsat``.
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in s, workers...).
        on_progress: ``f(count so far, fraction done)`` while counting (exact engine).
        listing: a listing of ``n`` even when ``n`` is 1 (``puzzle.solutions(1)``, probed for a second: it was
            the first tiling, ``complete`` though the 3x20 has 8).

    Returns:
        :class:`Found`.

    Raises:
        TypeError: ``n``, ``limit`` or ``keep`` not a whole number (``limit`` and ``keep`` may be None).
        PuzzleInputError: ``n``, ``limit`` or ``keep`` below 1, ``distinct`` with
            CP-SAT, an unknown engine, a board too large for ``exact``.
        KeyboardInterrupt: Ctrl-C during a first tiling (a count or a
            listing stopped by Ctrl-C returns what it counted or listed,
            with ``interrupted`` set).
    """
    t0 = time.perf_counter()
    if n < 1:
        # (named no argument: n, as puzzle.solutions(0) and Task(n=0) are told)
        raise PuzzleInputError(f"n (the number of solutions to list) must be at least 1, got {shown(n)}")
    for name, value in (("limit", limit), ("keep", keep)):  # keep=0 or -1 was told "limit must be at least 1"
        if value is not None and value < 1:
            raise PuzzleInputError(f"{name} must be at least 1, got {shown(value)}")
    options = given_options(options).started()
    pieces = sum(k for _, k in problem.pieces.items)
    if count and keep is None:  # every tiling kept: as many as half the memory limit holds, the count goes on
        keep = options.answers_held(BYTES_PER_TILING_PIECE * pieces)
        keep = keep if limit is None else min(keep, limit)
    listed = keep if count else n
    if listed is not None and listed > 1:  # the tilings kept must fit the memory limit: refused up front
        from ...core.placements import most_tilings  # (weighed up to how many there can be at all)

        held = min(listed, most_tilings(problem.board, problem.remaining, problem.flip))
        options.check_memory(held * BYTES_PER_TILING_PIECE * pieces,
                             f"listing {counted(listed, 'tiling')} of board {problem.board.label}", listed)
    problem.check_memory(options)  # the placements every engine builds (the exact cover too), estimated before
    if distinct:
        require(TILING_MODULE, spelled("--distinct", "distinct"))
        refuse_distinct_board(problem.box_cells(), spelled("--distinct", "distinct"))
    listing = listing or n > 1
    which = choose_engine(engine, problem.box_cells(), enumerate=count or listing or distinct)
    if distinct and which == "cpsat":
        raise PuzzleInputError(f"{spelled('--distinct', 'distinct')} needs the exact-cover engine "
                               f"({engine_words('exact', 'auto')})")
    if distinct and problem.fixed and problem.remaining.items and exact_engine(problem, True, options).symmetries > 1:
        raise PuzzleInputError("distinct counts up to the board's symmetry, which pre-placed pieces (fixed) may break: "
                               "count without distinct")  # (was told of blocked cells, which it was not given)
    try:
        if not problem.remaining.items:  # everything is pre-placed: the one tiling
            found = Found([list(problem.fixed)], 1 if count else None, True)
        elif which != "cpsat" and problem.colouring_refutes:  # a proof in microseconds (CP-SAT asked: its own)
            found = Found([], 0 if count else None, True, engine="exact", reason=problem.colouring_reason)
        elif which != "cpsat" and problem.homeless_reason:  # a piece with no place: said, not searched
            found = Found([], 0 if count else None, True, engine="exact", reason=problem.homeless_reason)
        elif which == "exact":
            found = _exact(problem, n, count, limit, keep, distinct, options, on_progress, listing)
        elif which == "race":
            found = _race(problem, options)
        else:
            found = _cpsat(problem, n, count, limit, keep, options, listing)
    except TimeUp:
        found = Found([], 0 if count else None, False)
    found.engine = found.engine or ("exact" if which == "race" else which)  # a race names its winner
    found.seconds = time.perf_counter() - t0
    return found


def _exact(problem, n, count, limit, keep, distinct, options, on_progress, listing) -> Found:
    eng = exact_engine(problem, distinct, options)
    options.check_time()
    blocked = tuple(problem.occupied)
    deadline = options.deadline
    take = min(keep, limit) if count and limit is not None else (keep if count else n + listing)
    kept = []
    if take > 2:  # a listing stops early: the rest of the time is for checking and printing (run to the deadline,
        # -n 20000 -t 3 showed one tiling of 6x10's 9,356; a count keeping more than two so: --count -n 5 -t 2
        # showed one of the five)
        options = options.listing(take, len(problem.board.cells))
        deadline = options.deadline
    if _listed(kept, problem, eng.iter(blocked, take, deadline=deadline)):  # Ctrl-C: what was listed so far
        return Found(kept, len(kept), False, interrupted=True) if count else Found(kept[:n], None, False,
                                                                                   interrupted=True)
    timed_out = options.expired()
    if not count:  # a first tiling, or a listing probed for one more
        if not listing:
            return Found(kept, None, bool(kept) or not timed_out)
        return Found(kept[:n], None, len(kept) <= n and not timed_out)
    if len(kept) < take:  # the listing ran to its end (or to the deadline)
        return Found(kept, len(kept), not timed_out)
    if limit is not None and take == limit:
        return Found(kept, limit, False)
    try:
        total, complete = eng.count(blocked, limit, deadline=deadline, workers=options.workers,
                                    on_progress=on_progress)
        total = max(total, len(kept))  # cut short before it counted them, the count still includes those listed
    except KeyboardInterrupt as exc:  # stopped before it counted anything, the count still includes those listed
        counted = exc.partial[0] if hasattr(exc, "partial") else 0
        return Found(kept, max(counted, len(kept)), False, interrupted=True)
    return Found(kept, total, complete and (limit is None or total < limit))


def _listed(kept: list, problem, tilings) -> bool:
    """Append ``tilings`` (the engine's) to ``kept`` as full placement
    lists; True when Ctrl-C stopped the listing (``kept`` holds those before)."""
    try:
        for t in tilings:
            kept.append(_full(problem, t.placements))
    except KeyboardInterrupt:
        return True
    return False


def _race(problem, options) -> Found:
    """A first tiling from whichever engine settles it first
    (:func:`~gridsat.engines.race.race`): the exact-cover search alone for
    :data:`~gridsat.engines.choice.RACE_GRACE` seconds of CPU time, then
    CP-SAT beside it.
    The answer names its engine."""
    from ...engines.race import race
    from .model import cpsat_session

    eng = exact_engine(problem, options=options)
    options.check_time()
    blocked = tuple(problem.occupied)

    def search(stop: bytearray, cpu_seconds: float | None):
        spent = None if cpu_seconds is None else time.thread_time() + cpu_seconds
        cut = []

        def stopped() -> bool:
            if stop[0] or (spent is not None and time.thread_time() >= spent):
                cut.append(True)
            return bool(cut)

        tiling = next(eng.iter(blocked, 1, deadline=options.deadline, stop=stopped), None)
        ended = tiling is None and not cut and not options.expired()  # searched to the end: no tiling
        return tiling, ended

    (tiling, ended), out = race(search, lambda found: found[0] is not None or found[1],
                                lambda: cpsat_session(problem, options), RACE_GRACE, options)
    if tiling is not None:
        return Found([_full(problem, tiling.placements)], None, True, engine="exact")
    if out is not None and out.status is Status.SOLVED:
        return Found([list(problem.fixed) + [p for p, v in zip(problem.placements, out.values) if v]], None, True,
                     engine="cpsat")
    if out is not None and out.status is Status.INFEASIBLE:
        return Found([], None, True, engine="cpsat")
    if ended:
        return Found([], None, True, engine="exact")
    return Found([], None, False, engine="exact" if out is None else "cpsat")


def _cpsat(problem, n, count, limit, keep, options, listing) -> Found:
    from .model import cpsat_session

    session = cpsat_session(problem, options)
    decode = problem.placements
    if not count and not listing:
        out = session.solve()
        if out.status is Status.SOLVED:
            return Found([list(problem.fixed) + [p for p, v in zip(decode, out.values) if v]], None, True)
        return Found([], None, out.status is Status.INFEASIBLE)
    want = limit if count else n + 1
    try:
        enum = session.enumerate(limit=want, keep=keep if count else n)
    except KeyboardInterrupt as exc:  # Ctrl-C: the tilings so far, as the exact engine gives them
        enum = getattr(exc, "partial", None)
        if enum is None:
            raise
        tilings = [list(problem.fixed) + [p for p, v in zip(decode, vals) if v] for vals in enum.solutions]
        return Found(tilings, enum.count, False, interrupted=True) if count else Found(tilings[:n], None, False,
                                                                                       interrupted=True)
    tilings = [list(problem.fixed) + [p for p, v in zip(decode, vals) if v] for vals in enum.solutions]
    if count:
        return Found(tilings, enum.count, enum.complete)
    return Found(tilings[:n], None, enum.complete and enum.count <= n)


__all__ = ["Found", "exact_engine", "find"]
