"""Yin-Yang by logic and backtracking search, without OR-Tools.

Rules (puzzle-yin-yang.com, Nikoli-style collections such as janko.at):
every cell is white or black; all white cells form one orthogonally
connected group and so do all black cells (a colour with no cell is
connected); no 2x2 block is one colour; given circles keep their colour.

Boards are rows of ints: givens ``0`` empty, ``1`` white circle, ``2`` black
circle; answers ``1`` white, ``2`` black.  Cells ``(r, c)`` count from 0.

The search (C kernel :mod:`gridsat.puzzles.yinyang._kernel`, whose ``kernel_search.c``
proves each rule sound) propagates the rules' deductions to a fixpoint -- names as
in :data:`RULES`: ``triple`` (three cells of a 2x2 block force the fourth),
``checker`` (no 2x2 checkerboard), ``border`` (at most two colour changes
around the border), ``reach`` (a cell cut off from a colour's decided cells
is the other colour), ``cut`` (an articulation point separating two cells of
a colour has it), ``parity`` and ``region`` (the colour boundary is a path
through the grid of 2x2 blocks), ``probe`` (failed literals on the frontier
at every node) -- then branches depth first on the cell with the most
implications both ways, restarted on a growing budget of dead ends.  A leaf
is a full colouring that passes a full check of the rules.  The rules in
words: docs/yinyang.md; what each buys: ``python benchmarks/yinyang_search.py
--rules``.

Statuses are honest: ``complete`` only when the search space was exhausted;
a deadline (a :func:`time.perf_counter` value) or node budget stops it with
``complete=False``.

Memory: :func:`estimate_memory` bytes, allocated once up front
(:data:`BYTES_PER_CELL` per cell of the board plus a one-cell frame, and
``rows * cols`` bytes per kept answer); a board whose estimate exceeds
``max_memory`` is refused before anything is allocated.
"""

from __future__ import annotations

import numbers
import time

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ...core.wording import a_size
from ...engines.interrupt import interruptible, stop_buffer
from ...core.compiled import loaded
from ...engines.cover_input import clock_value
from .outcomes import ForcedOutcome, SearchOutcome, UniquenessOutcome

#: The compiled search; where it is not installed, a stand-in refusing its first use in one line (a script's
#: ``gridsat.puzzles.yinyang.generate`` met a raw ImportError of ``_kernel``).
_yinyang = loaded("gridsat.puzzles.yinyang._kernel", "gridsat.puzzles.yinyang.kernel.search")

EMPTY, WHITE, BLACK = 0, 1, 2

#: Deduction rules by name (bits of the kernel's rule mask).
RULES = {
    "triple": _yinyang.RULE_TRIPLE,
    "checker": _yinyang.RULE_CHECKER,
    "border": _yinyang.RULE_BORDER,
    "reach": _yinyang.RULE_REACH,
    "cut": _yinyang.RULE_CUT,
    "tree": _yinyang.RULE_TREE,
    "parity": _yinyang.RULE_PARITY,
    "region": _yinyang.RULE_REGION,
    "probe_root": _yinyang.RULE_PROBE_ROOT,
    "probe": _yinyang.RULE_PROBE_ALL,
}
#: Rules used unless asked otherwise, chosen by measurement (module docstring).
DEFAULT_RULES = frozenset({"triple", "checker", "border", "reach", "cut", "parity", "region", "probe"})
#: Working bytes per cell of the framed board (see :func:`estimate_memory`).
BYTES_PER_CELL = _yinyang.BYTES_PER_CELL
#: Dead ends (nodes whose propagation failed) of the first run before a
#: restart (each later run gets half as many again); 0 never restarts.
#: Chosen by measurement (module docstring).
RESTART_BASE = 100
#: Default refusal threshold of :func:`estimate_memory` (bytes).
MAX_MEMORY = 2 << 30

#: A search with a CPU budget up to this many seconds runs directly in the
#: caller's thread (no helper thread for Ctrl-C, which then waits for it).
SHORT_CALL = 0.5

_STOPS = {0: "exhausted", 1: "deadline", 2: "nodes", 3: "limit"}
#: Answers a search stopped by Ctrl-C hands on (turning tens of thousands of
#: listed answers into Python rows took seconds after the Ctrl-C; a checked
#: listing then keeps what it can check at once, see core.task).
PARTIAL_ANSWERS = 1000


def rule_mask(rules) -> int:
    """The kernel's bit mask for rule names (any iterable of keys of :data:`RULES`).

    Raises:
        PuzzleInputError: an unknown rule name.
        TypeError: ``rules`` not a list of names (one name 'triple' was told "unknown Yin-Yang rule 't'", 5 met
            "'int' object is not iterable").
    """
    if isinstance(rules, (str, bytes)) or not hasattr(rules, "__iter__"):
        raise TypeError(f"rules must be a list of rule names (of {', '.join(RULES)}), got {shown(rules, 40)}")
    mask = 0
    for name in rules:
        if not isinstance(name, str) or name not in RULES:
            raise PuzzleInputError(f"unknown Yin-Yang rule {name!r} (known: {', '.join(RULES)})")
        mask |= RULES[name]
    return mask


def estimate_memory(rows: int, cols: int, answers: int = 2) -> int:
    """Bytes the search allocates for a ``rows x cols`` board keeping up to
    ``answers`` answers (an upper bound on the kernel's allocations)."""
    framed = (rows + 2) * (cols + 2)
    return BYTES_PER_CELL * framed + 16 * (rows + cols + 2) + 2 * rows * cols * max(answers, 1)


#: The largest ``limit`` or ``keep`` given to the C search (a C ``ssize_t``); larger ones are cut to it.
_MOST = 1 << 62


def _board(givens, what: str = "givens") -> tuple[int, int, bytes]:
    """``(rows, cols, row-major bytes)`` of a rectangular grid of 0/1/2."""
    try:
        rows = [list(row) for row in givens]
    except TypeError:
        raise PuzzleInputError(f"{what} must be rows of ints") from None
    if not rows or not rows[0]:
        raise PuzzleInputError(f"{what}: the board has no cells")
    width = len(rows[0])
    for r, row in enumerate(rows):
        if len(row) != width:
            raise PuzzleInputError(f"{what}: ragged rows: row {r + 1} has {counted(len(row), 'cell')}, "
                                   f"row 1 has {width}")
    try:
        flat = bytes(v for row in rows for v in row)
    except (TypeError, ValueError):
        flat = b""
    if len(flat) != len(rows) * width or max(flat) > BLACK or True in (type(v) is bool for row in rows for v in row):
        # (True was read as 1, a white circle, where 0.0 was refused)
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                if not isinstance(v, int) or isinstance(v, bool) or v not in (EMPTY, WHITE, BLACK):
                    raise PuzzleInputError(f"{what}: {cell_name((r, c))}: {shown(v, 40)} is not 0, 1 or 2")
    return len(rows), width, flat


def _answer(grid, rows: int, cols: int, what: str) -> bytes | None:
    """Row-major bytes of a ``rows x cols`` grid of 1/2 (None stays None)."""
    if grid is None:
        return None
    R, C, flat = _board(grid, what)
    if (R, C) != (rows, cols) or 0 in flat:
        raise PuzzleInputError(f"{what} must be {a_size(rows, cols)} grid of 1 (white) / 2 (black)")
    return flat


def _rows(flat: bytes, cols: int) -> tuple:
    return tuple(tuple(flat[i:i + cols]) for i in range(0, len(flat), cols))


def _time_left(deadline: float | None) -> float:
    """Seconds for the kernel (0 = no limit; tiny when already past)."""
    if deadline is None:
        return 0.0
    return max(deadline - time.perf_counter(), 1e-9)


def search(givens, limit: int = 2, *, deadline: float | None = None, max_nodes: int | None = None,
           avoid=None, prefer=None, rules=DEFAULT_RULES, max_memory: int = MAX_MEMORY,
           restarts: bool = True, stop: bytearray | None = None, keep: int | None = None,
           cpu_seconds: float | None = None) -> SearchOutcome:
    """Depth-first search for up to ``limit`` answers.

    Args:
        givens: rows of ints (0 empty, 1 white circle, 2 black circle).
        limit: stop after this many answers (2 decides uniqueness).
        deadline: a :func:`time.perf_counter` value to stop at, or None.
        max_nodes: search-node budget, or None for no budget.
        avoid: an answer (rows of 1/2) that is not counted -- "is there an
            answer other than this one?".
        prefer: rows of 1/2, the colour each branch tries first (default:
            ``avoid``'s colours -- measured far faster than the opposite
            ones: the search reaches the avoided answer at once and then
            backtracks through its close variants -- else white); it
            steers which answers come first, never which exist.
        rules: names of deduction rules (keys of :data:`RULES`).
        max_memory: refuse boards whose :func:`estimate_memory` is larger (bytes).
        restarts: restart on a growing budget of dead ends (:data:`RESTART_BASE`);
            False for counting many answers: one run finds each answer once,
            where each restart compares its answers with those found before.
        stop: a bytearray whose first byte another thread may set nonzero
            to stop the search (it then returns soon, as at a deadline:
            ``stop == "deadline"``, ``complete`` False).  Ctrl-C stops it
            too (:func:`~gridsat.engines.interrupt.interruptible`): the
            ``KeyboardInterrupt`` carries the answers so far (the first
            :data:`PARTIAL_ANSWERS`) as ``partial``, a :class:`SearchOutcome`
            with stop ``"interrupted"`` (its ``count`` counts them all).
        keep: return only the first ``keep`` answers and count the others
            (``SearchOutcome.count``), in constant memory: counting needs
            ``restarts=False``.  None keeps all.
        cpu_seconds: a budget of the calling thread's CPU time (s; a race's
            head start: work done, whatever the machine's load); spent, the
            search stops as at a deadline.  None: no budget.  A budget up
            to :data:`SHORT_CALL` runs in the caller's thread, Ctrl-C
            waiting for it (no helper thread to wake).

    Raises:
        TypeError: ``deadline``, ``cpu_seconds`` or ``max_memory`` not a number (a NaN of the last two too),
            ``limit``, ``keep`` or ``max_nodes`` not a whole number (one past 2**62 is cut to it), ``restarts`` not
            True or False.
        PuzzleInputError: malformed givens or ``avoid``, ``limit`` below 1, ``max_nodes`` or ``keep`` below 0,
            ``keep`` below ``limit`` with restarts,
            an unknown rule, a board too large for ``max_memory``, or a NaN
            ``deadline`` (which no clock passes: it set no limit at all).
    """
    deadline = clock_value(deadline)
    R, C, flat = _board(givens)
    for name, value in (("limit", limit), ("keep", keep), ("max_nodes", max_nodes)):
        if (value is not None or name == "limit") and (isinstance(value, bool)
                                                        or not isinstance(value, numbers.Integral)):
            # limit=None met "'<' not supported between instances of 'NoneType' and 'int'"
            raise TypeError(f"{name} must be a whole number, got {type(value).__name__} {shown(value, 40)}")
    if limit < 1:
        raise PuzzleInputError(f"answer limit must be at least 1, got {shown(limit)}")
    for name, value, none in (("max_nodes", max_nodes, "0 or None: no budget"), ("keep", keep, "None: keep all")):
        if value is not None and value < 0:  # -1 was taken as no budget at all, as 0 is; keep=-1 as keep all
            raise PuzzleInputError(f"{name} must be 0 or more ({none}), got {shown(value)}")
    # one past any count the search reaches is as good as no limit (10**40 met OverflowError in the C call)
    limit, keep = min(int(limit), _MOST), None if keep is None else min(int(keep), _MOST)
    max_nodes = None if max_nodes is None else min(int(max_nodes), _MOST)  # (10**40: OverflowError too)
    if cpu_seconds is not None and (isinstance(cpu_seconds, bool) or not isinstance(cpu_seconds, numbers.Real)
                                    or not cpu_seconds >= 0):  # 'x' met "'<' not supported"; NaN was no budget
        raise TypeError(f"cpu_seconds must be a number of seconds, 0 or more, or None, got {shown(cpu_seconds, 40)}")
    if isinstance(max_memory, bool) or not isinstance(max_memory, numbers.Real) or not max_memory >= 0:
        raise TypeError(f"max_memory must be a number of bytes, 0 or more, got {shown(max_memory, 40)}")  # a NaN
        # was no limit at all, '2GB' met "'>' not supported between instances of 'int' and 'str'"
    from ...core.options import truth

    if not isinstance(restarts := truth(restarts), bool):  # 'no' restarted, as any non-empty value did
        raise TypeError(f"restarts must be True or False, got {type(restarts).__name__} {shown(restarts, 40)}")
    if keep is not None and keep < limit and restarts:
        raise PuzzleInputError("keeping fewer answers than the limit needs restarts=False")
    need = estimate_memory(R, C, min(limit if keep is None else keep, 64))
    if need > max_memory:
        from ...core.memory import MemoryLimitError
        from ...core.options import amount_of_memory

        raise MemoryLimitError(f"board {R}x{C} needs about {amount_of_memory(need)}, more than the "
                               f"{amount_of_memory(max_memory, decimals=3)} allowed")
    avoid_flat, prefer_flat = _answer(avoid, R, C, "avoid"), _answer(prefer, R, C, "prefer")
    t0 = time.perf_counter()
    if deadline is not None and deadline <= t0:
        return SearchOutcome((), False, "deadline")
    stop = stop_buffer(stop)  # checked here: a bytes object raised in the call's thread, then again there

    def outcome(found, why, nodes, probes, failed, runs, counted, stopped_by=None) -> SearchOutcome:
        return SearchOutcome(tuple(_rows(a, C) for a in found), why == 0, stopped_by or _STOPS[why], nodes, probes,
                             failed, runs, time.perf_counter() - t0, counted)

    def call():
        return _yinyang.search(
            flat, R, C, limit, rule_mask(rules), max_nodes or 0, _time_left(deadline), RESTART_BASE if restarts else 0,
            avoid_flat, prefer_flat, stop, -1 if keep is None else keep, cpu_seconds or 0.0)

    if cpu_seconds is not None and 0 < cpu_seconds <= SHORT_CALL:  # Ctrl-C is handled when it returns
        return outcome(*call())
    try:
        return outcome(*interruptible(call, stop))
    except KeyboardInterrupt as exc:  # Ctrl-C: what was found so far rides on the interrupt
        if hasattr(exc, "partial"):  # at most PARTIAL_ANSWERS of them: Ctrl-C must end the run at once
            found, *rest = exc.partial
            exc.partial = outcome(found[:PARTIAL_ANSWERS], *rest, stopped_by="interrupted")
        raise


def uniqueness(givens, *, deadline: float | None = None, max_nodes: int | None = None,
               rules=DEFAULT_RULES) -> UniquenessOutcome:
    """Solve and prove the answer unique, or find a second answer.

    Args: as :func:`search`.

    Returns:
        :class:`UniquenessOutcome`; ``unique`` and ``no_solution`` only when
        the search was exhausted.

    Raises:
        PuzzleInputError: as :func:`search`.
    """
    out = search(givens, 2, deadline=deadline, max_nodes=max_nodes, rules=rules)
    first = out.answers[0] if out.answers else None
    second = out.answers[1] if len(out.answers) > 1 else None
    if second is not None:
        verdict = "not_unique"
    elif out.complete:
        verdict = "unique" if first is not None else "no_solution"
    else:
        verdict = "unknown"
    return UniquenessOutcome(verdict, first, second, out.nodes, out.seconds)


def count(givens, limit: int, **kwargs) -> SearchOutcome:
    """Answers up to ``limit``: ``len(out.answers)`` is the count, and
    ``out.complete`` says there are no more (keyword arguments as
    :func:`search`)."""
    return search(givens, limit, **kwargs)


def other_answer(givens, planted, *, deadline: float | None = None, max_nodes: int | None = None,
                 rules=DEFAULT_RULES) -> SearchOutcome:
    """An answer of ``givens`` other than ``planted`` (the generator's check).

    Returns:
        :class:`SearchOutcome` with at most one answer: none and
        ``complete`` means ``planted`` is the only possible answer (if it
        is one at all).

    Raises:
        TypeError: ``planted`` is None (it searched for any answer, the planted one among them).
        PuzzleInputError: as :func:`search`; ``planted`` not an answer's rows of 1/2 of the board's size (named
            ``planted``, not the ``avoid`` it is passed on as).
    """
    if planted is None:
        raise TypeError("other_answer: planted must be an answer (rows of 1 white / 2 black), got None")
    R, C, _ = _board(givens)
    _answer(planted, R, C, "planted")
    return search(givens, 1, deadline=deadline, max_nodes=max_nodes, avoid=planted, rules=rules)


def deduce(givens, rules=DEFAULT_RULES, *, deadline: float | None = None):
    """The cells the rules decide without search (with ``probe`` or
    ``probe_root``: failed-literal probing to fixpoint at the root).

    Returns:
        rows of 0 (undecided) / 1 / 2; None when the rules reach a
        contradiction (no answer exists); ``"unknown"`` when the deadline
        passed first.

    Raises:
        PuzzleInputError: as :func:`search`.
    """
    deadline = clock_value(deadline)
    R, C, flat = _board(givens)
    if deadline is not None and deadline <= time.perf_counter():
        return "unknown"
    state, grid = _yinyang.propagate(flat, R, C, rule_mask(rules), _time_left(deadline))
    if state == 1:
        return None
    if state == 2:
        return "unknown"
    return _rows(grid, C)


def forced(givens, *, deadline: float | None = None, max_nodes: int | None = None,
           rules=DEFAULT_RULES) -> ForcedOutcome:
    """The forced cells: colours equal in every answer (the backbone).

    A uniqueness search first (a unique puzzle: every cell is forced).
    Otherwise each cell not yet seen to vary is tried with the colour
    opposite to the first answer's: an answer found shows every cell where
    it differs as unforced; an exhausted search shows the cell forced.
    ``max_nodes`` applies to each search; ``deadline`` to all of them.

    Raises:
        PuzzleInputError: as :func:`search`.
    """
    t0 = time.perf_counter()
    R, C, _ = _board(givens)
    first = search(givens, 2, deadline=deadline, max_nodes=max_nodes, rules=rules)
    searches = 1
    if not first.answers:
        return ForcedOutcome(None, first.complete, None, first.complete, searches, time.perf_counter() - t0)
    base = first.answers[0]
    varies = set()
    for other in first.answers[1:]:
        varies |= {(r, c) for r in range(R) for c in range(C) if other[r][c] != base[r][c]}
    complete = True  # from here each cell is decided by its own search
    if first.complete:
        return ForcedOutcome(base, True, base, False, searches, time.perf_counter() - t0)
    grid = [list(row) for row in givens]
    for r in range(R):
        for c in range(C):
            if grid[r][c] or (r, c) in varies:
                continue
            grid[r][c] = 3 - base[r][c]
            out = search(grid, 1, deadline=deadline, max_nodes=max_nodes, rules=rules)
            searches += 1
            grid[r][c] = EMPTY
            if out.answers:
                other = out.answers[0]
                varies |= {(y, x) for y in range(R) for x in range(C) if other[y][x] != base[y][x]}
            elif not out.complete:
                complete = False
    forced_rows = tuple(tuple(0 if (r, c) in varies else base[r][c] for c in range(C)) for r in range(R))
    return ForcedOutcome(forced_rows, complete, base, False, searches, time.perf_counter() - t0)
