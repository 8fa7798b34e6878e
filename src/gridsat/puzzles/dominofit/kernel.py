"""Domino tilings under per-line counters: the compiled search of
``gridsat.puzzles.dominofit._kernel``, wrapped.

A *tiling* covers every free cell of a ``rows x cols`` grid exactly once with
dominoes ``("H"|"V", r, c)`` (``(r, c)`` the left/top cell).  Each covered
cell has a *role*: ``HL`` / ``HR`` (left/right cell of a horizontal domino)
or ``VT`` / ``VB`` (top/bottom cell of a vertical one).  A :class:`Counter`
belongs to one row or column and adds a weight per covered cell of that
line by role; a tiling is accepted when every counter ends within
``[lo, hi]``.  Domino Fit's line scores and its implied domino counts are
such counters (:mod:`gridsat.puzzles.dominofit_search`).

The search branches on the first uncovered cell in row-major order (left
cell of an ``H`` or top cell of a ``V``), places cells that have one role
left, and prunes with each counter's bounds (value so far plus, over the
line's uncovered cells, the least / largest weight still possible).  It
counts tilings up to ``limit``; statuses are honest: ``exhausted`` means the
whole tree was searched (the count is exact), ``budget`` that the node budget
or time ran out first (the count is only a lower bound).
"""

from __future__ import annotations

from ...core.errors import quoted
import numbers
from array import array
from dataclasses import dataclass
from typing import Iterable, Sequence

from ...core.compiled import loaded

_dominoes = loaded("gridsat.puzzles.dominofit._kernel", "gridsat.puzzles.dominofit.kernel.search")  # missing: refused

#: role indices of a covered cell, the order of :attr:`Counter.weights`
ROLES = ("HL", "HR", "VT", "VB")
#: ``lo`` / ``hi`` meaning "no bound"
NO_LO, NO_HI = -(2 ** 31), 2 ** 31 - 1
#: search statuses
EXHAUSTED, LIMIT, BUDGET = "exhausted", "limit", "budget"
_STATUS = (EXHAUSTED, LIMIT, BUDGET)
#: value orders: horizontal first, vertical first, guided by each column's
#: need for vertical dominoes (randomised by ``seed``)
ORDERS = {"h-first": 0, "v-first": 1, "need": 2}


@dataclass(frozen=True)
class Counter:
    """One line constraint.

    Attributes:
        axis: ``"row"`` or ``"col"``.
        index: the row / column (0-based).
        weights: ``(w_HL, w_HR, w_VT, w_VB)`` ints in -127..127, added per
            covered cell of the line by its role.
        lo, hi: inclusive bounds of the line's total (:data:`NO_LO` /
            :data:`NO_HI` = unbounded).
    """

    axis: str
    index: int
    weights: tuple
    lo: int
    hi: int


_AXES = {"row": 0, "col": 1}
_KINDS = {"H": 0, "V": 1}


def _code(codes: dict, value, what: str) -> int:
    """``codes[value]``, or ValueError naming ``what`` (e.g. "counter 3: axis") and the accepted values."""
    code = codes.get(value) if isinstance(value, str) else None
    if code is None:
        raise ValueError(f"{what} must be {' or '.join(map(repr, codes))}, got {quoted(value)}")
    return code


_INT32 = (-(2 ** 31), 2 ** 31 - 1)
#: what the kernels' 64-bit counts and budgets hold; a larger limit or budget means none
_INT64_MAX = 2 ** 63 - 1


def _whole(value) -> bool:
    """Whether ``value`` is a whole number: an int or numpy's (np.int64(2) was "must be a whole number"), no bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def c_int(value, what: str) -> int:
    """``value`` as a C int (32 bits), or ValueError naming ``what`` (e.g. "counter 3: lo") and the range."""
    if not _whole(value) or not _INT32[0] <= value <= _INT32[1]:
        raise ValueError(f"{what} must be a whole number from {_INT32[0]} to {_INT32[1]}, got {quoted(value)}")
    return int(value)


def c_count(value, what: str = "count"):
    """A count or budget for a 64-bit C field: one past it is as good as no limit, so it is cut to the largest.

    Raises:
        TypeError: ``value`` is not a whole number, named by ``what`` (None and '1' met the C call's "'str' object
            cannot be interpreted as an integer", naming no argument).
    """
    if not _whole(value):
        raise TypeError(f"{what} must be a whole number, got {type(value).__name__} {quoted(value)}")
    return min(int(value), _INT64_MAX)


def c_seconds(value, what: str) -> float:
    """A budget in seconds for a C double, 0 meaning none.

    Raises:
        TypeError: not a number ('1' was taken as 1 s by one kernel and met "must be real number, not str" in the
            other).
        ValueError: negative or NaN (a NaN was called negative).
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{what} must be a number of seconds (0: none), got {type(value).__name__} {quoted(value)}")
    if not value >= 0:
        raise ValueError(f"{what} must not be negative or NaN (seconds, 0: none), got {quoted(value)}")
    return float(value)


def c_seed(value) -> int:
    """A seed as the kernels' 64-bit one (its low 64 bits).

    Raises:
        TypeError: not a whole number ('3', 1.5 and None met "unsupported operand", True was taken as 1).
    """
    if not _whole(value):
        raise TypeError(f"seed must be a whole number, got {type(value).__name__} {quoted(value)}")
    return int(value) & 0xFFFFFFFFFFFFFFFF  # numpy's np.uint64 met "argument 6 must be int"


def _items(value, what: str) -> list:
    """``value``'s items, or TypeError naming ``what`` (None met "'NoneType' object is not iterable")."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{what} must be a list, got {type(value).__name__} {quoted(value)}")
    return list(value)


def pack_counters(counters: Iterable[Counter]) -> array:
    """The kernel's native int32 layout (8 ints per counter).

    Raises:
        ValueError: an axis other than ``"row"`` / ``"col"``, weights other than 4 numbers, or a number past 32
            bits, named by the counter's place (0-based) and field.
    """
    out = array("i")
    for i, k in enumerate(_items(counters, "counters")):
        where = f"counter {i}: "
        if not isinstance(k, Counter):  # 'abc' met "'str' object has no attribute 'weights'"
            raise TypeError(f"{where}must be a Counter(axis, index, weights, lo, hi), got {type(k).__name__} "
                            f"{quoted(k)}")
        if not isinstance(k.weights, (tuple, list)) or len(k.weights) != 4:  # 3 and 5 weights in two counters
            # filled the 16 ints two counters take, each read shifted (a count of 0, silently)
            raise ValueError(f"{where}weights must be 4 whole numbers (w_HL, w_HR, w_VT, w_VB), got "
                             f"{quoted(k.weights)}")
        out.extend((_code(_AXES, k.axis, where + "axis"), c_int(k.index, where + "index"),
                    *(c_int(w, where + "weights") for w in k.weights), c_int(k.lo, where + "lo"),
                    c_int(k.hi, where + "hi")))
    return out


def pack_givens(givens: Iterable[Sequence]) -> array:
    """``[(kind, r, c), ...]`` as the kernel's int32 triples (kind 0 = H, 1 = V).

    Raises:
        ValueError: a kind other than ``"H"`` / ``"V"``, or a row or column past 32 bits, named by the given's
            place (0-based).
    """
    out = array("i")
    for i, given in enumerate(_items(givens, "givens")):
        if isinstance(given, (str, bytes)) or not isinstance(given, Sequence) or len(given) != 3:
            # ('H', 0) met "not enough values to unpack (expected 3, got 2)"
            raise ValueError(f"given {i} must be (kind, row, column), got {quoted(given)}")
        kind, r, c = given
        out.extend((_code(_KINDS, kind, f"given {i}: kind"), c_int(r, f"given {i}: row"),
                    c_int(c, f"given {i}: column")))
    return out


@dataclass
class SearchOutcome:
    """What :func:`search` found.

    Attributes:
        status: ``"exhausted"`` (whole tree searched: ``count`` is exact),
            ``"limit"`` (stopped at ``limit`` tilings) or ``"budget"``
            (node budget or time ran out: ``count`` is a lower bound).
        count: tilings found.
        tilings: the first ``keep`` tilings, each a list of
            ``("H"|"V", r, c)`` (horizontal dominoes first, each kind in
            row-major order).
        nodes: branching nodes visited.
    """

    status: str
    count: int
    tilings: list
    nodes: int


def search(rows: int, cols: int, free, counters, givens=b"", *, limit: int = 1, keep: int | None = None,
           node_limit: int = 0, seconds: float = 0.0, order: str = "h-first", tight: bool = False,
           chain: bool = False, seed: int = 0, restart_base: int = 0, stop: bytearray | None = None) -> SearchOutcome:
    """Count tilings that keep every counter in range, up to ``limit``.

    Args:
        rows, cols: grid size in cells (1..4096 each).
        free: ``rows * cols`` bytes, row-major, nonzero = free cell.
        counters: iterable of :class:`Counter`, or the packed ``array("i")``
            of :func:`pack_counters`.
        givens: dominoes every tiling must contain (``[(kind, r, c), ...]``
            or packed by :func:`pack_givens`); overlapping or contradictory
            givens give no tiling.
        limit: stop after this many tilings (2 decides uniqueness).
        keep: how many tilings to return (default ``limit``).
        node_limit: branching nodes allowed (0 = no limit).
        seconds: wall-time budget in seconds (0 = none).
        order: a key of :data:`ORDERS`.
        tight: also remove roles that a tight counter rules out.
        chain: bound the counters of every touched line exactly under the
            line's own pairing (left/right cells of a horizontal domino
            along a row, top/bottom of a vertical one down a column), which
            also catches lines that can no longer be completed.
        seed: for ``order="need"``.
        restart_base: with ``limit=1``, restart from the root after
            ``restart_base * luby(i)`` nodes with the random order carried
            on (0 = never); the count stays exact because a restart only
            happens before the first tiling is found.
        stop: a ``bytearray`` whose first byte another thread may set to end
            the search (status ``budget``); in the main thread Ctrl-C sets it
            and raises ``KeyboardInterrupt`` once the search has returned (a
            300x300 board's search went on past Ctrl-C for minutes).

    Returns:
        :class:`SearchOutcome`.

    Raises:
        ValueError: sizes out of range, a counter or given outside the grid,
            a given on a blocked cell, a weight out of range, a bad order.
        TypeError: ``free`` / packed arrays not bytes-like, a counter not a :class:`Counter`, ``tight`` or
            ``chain`` not True or False, ``seed``, ``limit``, ``keep``, ``node_limit`` or ``restart_base`` not a
            whole number, ``seconds`` not a number, ``counters`` or ``givens`` not a list.
    """
    if not isinstance(order, str) or order not in ORDERS:  # a list met "unhashable type: 'list'"
        raise ValueError(f"unknown order {quoted(order)}; choose one of {', '.join(ORDERS)}")
    from ...core.options import truth

    for name, flag in (("tight", truth(tight)), ("chain", truth(chain))):  # 'no' was taken as True
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be True or False, got {type(flag).__name__} {quoted(flag)}")
    seed = c_seed(seed)
    if not isinstance(counters, array):
        counters = pack_counters(counters)
    if not isinstance(givens, (array, bytes)):
        givens = pack_givens(givens)
    rows, cols = c_int(rows, "rows"), c_int(cols, "cols")
    limit, node_limit = c_count(limit, "limit"), c_count(node_limit, "node_limit")
    keep = limit if keep is None else c_count(keep, "keep")
    seconds, restart_base = c_seconds(seconds, "seconds"), c_count(restart_base, "restart_base")
    from ...engines.interrupt import interruptible, stop_buffer

    stop = stop_buffer(stop)
    status, count, nodes, tilings = interruptible(
        lambda: _dominoes.search(rows, cols, free, counters, givens, limit, min(keep, 1 << 20), node_limit, seconds,
                                 ORDERS[order], int(bool(tight)) | 2 * int(bool(chain)), seed, restart_base, stop),
        stop)
    return SearchOutcome(_STATUS[status], count, tilings, nodes)


__all__ = ["BUDGET", "Counter", "EXHAUSTED", "LIMIT", "NO_HI", "NO_LO", "ORDERS", "ROLES", "SearchOutcome",
           "pack_counters", "pack_givens", "search"]
