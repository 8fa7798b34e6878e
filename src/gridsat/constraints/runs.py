"""A line's runs of shaded cells, in the words puzzle rules use: "the numbers of a row or column are the lengths of its
runs of shaded cells, in order, with at least one unshaded cell between runs" (Nonogram's clues; any genre whose
line clues list runs, as Tapa's ring lists them around a cell).

A line is its cells' "shaded" literals in order, and a clue the run lengths in that order (``[]``: no shaded cell on
the line).  Two models of the same rule:

- :func:`runs_automaton`: the line read by a finite automaton (CP-SAT's ``add_automaton``), a state per place in the
  clue -- before run ``i`` (in a gap), or ``j`` cells into run ``i``;
- :func:`runs_placed`: a boolean per run and start, one start per run, each run starting past the end of the one
  before and a blank, a cell shaded exactly when a run covers it.

:func:`shaded_runs` states the rule with either (``benchmarks/runs_models.py`` measures them side by side);
:func:`line_forced` is the line solver of hand solving: the cells every placement of the runs agrees on;
:func:`run_starts` how far left and right each run can lie (the overlap of hand solving).
"""

from __future__ import annotations

import numbers
from typing import Sequence

from ..core.errors import shown
from .tagging import clocked, in_order, tagged


def _clue(clue, n: int | None = None) -> tuple:
    """``clue`` as a tuple of ints, each a whole number from 1 (a 1-D numpy array is read as its list);
    ValueError otherwise."""
    if getattr(clue, "ndim", None) == 1 and hasattr(clue, "tolist"):  # (a numpy row of run lengths was refused as
        clue = clue.tolist()                                           # "not a sequence", its np.int64 items taken)
    if isinstance(clue, (str, bytes)) or not isinstance(clue, Sequence):
        raise ValueError(f"a clue must be a sequence of run lengths, got {shown(clue, 60)}")
    for k, run in enumerate(clue):
        if isinstance(run, bool) or not isinstance(run, numbers.Integral) or run < 1:
            raise ValueError(f"run {k + 1} of the clue must be a whole number from 1, got {shown(run, 40)}")  # counted
            # from 1, as known's cells are (the first run was "run 0", read as a run of no cells)
    return tuple(int(run) for run in clue)


def _fits(clue: tuple, n: int) -> bool:
    """Whether runs of the lengths ``clue``, a blank between each two, fit in ``n`` cells."""
    return sum(clue) + len(clue) - 1 <= n


def _known(known) -> list:
    """``known`` (a line's cells: 1 shaded, 0 unshaded, None undecided) as a list; ValueError for a cell that is
    none of these (a 2 or a letter was read as undecided, and its line solved as if nothing were known there)."""
    if isinstance(known, (str, bytes)) or not isinstance(known, Sequence) and getattr(known, "ndim", None) != 1:
        raise ValueError(f"known must be a sequence of 1, 0 or None per cell, got {shown(known, 60)}")
    known = list(known)
    for c, v in enumerate(known):
        if v is not None and (not isinstance(v, numbers.Integral) or v not in (0, 1)):
            raise ValueError(f"known's cell {c + 1} must be 1 (shaded), 0 (unshaded) or None (undecided), "
                             f"got {shown(v, 40)}")
    return [None if v is None else int(v) for v in known]


def _line(line) -> list | tuple:
    """``line`` (its cells' shaded literals) read once, in order: a set or mapping refused (its order is not the
    line's: a set of a row's literals was laid in hash order, a silently wrong answer; a dict's keys were read as
    the literals)."""
    return in_order(line, "line", "the cells' shaded literals, in order")


def runs_of(values: Sequence) -> list:
    """The lengths of the runs of truthy values in ``values``, in order (``[1, 1, 0, 1] -> [2, 1]``).

    Raises:
        TypeError: ``values`` a set or mapping (it keeps no order), a string, or not iterable.
    """
    runs, length = [], 0
    for v in in_order(values, "values", "truths, in order"):
        if v:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    return runs + ([length] if length else [])


def runs_automaton(model, line: Sequence, clue: Sequence, *, rule: str = "a line's runs of shaded cells are its "
                   "clue, in order", check=None) -> None:
    """The runs of ``line`` (its cells' shaded literals, in order) are ``clue`` (run lengths, in order), stated as
    an automaton over the cells.  States: ``gap[i]`` (before run ``i``; ``gap[k]`` after the last) and ``run[i][j]``
    (``j`` cells into run ``i``, 1 to its length); a 0 keeps a gap, a 1 in a gap starts the next run, a run's cells
    follow each other, and a full run needs a 0 (it moves to the next gap) unless it ends the line.

    Raises:
        ValueError: a clue length that is not a whole number from 1.
        TypeError: ``line`` a set or mapping (it keeps no order), or ``check`` not callable.
    """
    check, line = clocked(check), _line(line)
    clue = _clue(clue)
    with tagged(model, rule):
        if sum(clue) + len(clue) - 1 > len(line):
            model.add_bool_or([])  # more than the line holds
            return
        if not line:
            return
        gaps = list(range(len(clue) + 1))
        state, runs = len(gaps), []
        for length in clue:
            runs.append(list(range(state, state + length)))
            state += length
        moves = [(gaps[-1], 0, gaps[-1])]
        for i, cells in enumerate(runs):
            moves += [(gaps[i], 0, gaps[i]), (gaps[i], 1, cells[0])]
            moves += [(a, 1, b) for a, b in zip(cells, cells[1:])]
            moves.append((cells[-1], 0, gaps[i + 1]))
        finals = [gaps[-1]] + ([runs[-1][-1]] if runs else [])
        if check is not None:
            check()
        model.add_automaton(list(line), gaps[0], finals, moves)


def runs_placed(model, line: Sequence, clue: Sequence, *, rule: str = "a line's runs of shaded cells are its clue, "
                "in order", check=None) -> list:
    """The runs of ``line`` are ``clue``, stated by placement: per run a boolean per start it can take (those leaving
    room for the runs before and after it), exactly one true; each run's start after the one before's end and a blank;
    each cell shaded exactly when one run covers it (the runs never overlap, so the covering starts sum to the
    cell).  Returns the start booleans, ``[{start: literal}]`` per run.

    Raises:
        ValueError: a clue length that is not a whole number from 1.
        TypeError: ``line`` a set or mapping (it keeps no order), or ``check`` not callable.
    """
    check, line = clocked(check), _line(line)
    clue, n = _clue(clue), len(line)
    with tagged(model, rule):
        if not _fits(clue, n):
            model.add_bool_or([])
            return []
        starts, least = [], 0
        after = [sum(clue[i + 1:]) + len(clue) - 1 - i for i in range(len(clue))]  # cells the later runs need
        for i, length in enumerate(clue):
            starts.append({p: model.new_bool_var(f"run{i}@{p}") for p in range(least, n - length - after[i] + 1)})
            model.add_exactly_one(starts[i].values())
            least += length + 1
        if check is not None:
            check()
        at = [sum(p * lit for p, lit in run.items()) for run in starts]
        for i in range(len(clue) - 1):
            model.add(at[i + 1] >= at[i] + clue[i] + 1)
        for c, shaded in enumerate(line):
            covering = [lit for i, run in enumerate(starts) for p, lit in run.items() if p <= c < p + clue[i]]
            model.add(sum(covering) == shaded) if covering else model.add(shaded == 0)
    return starts


def _states(clue: tuple, n: int) -> tuple:
    """The automaton of :func:`runs_automaton` laid out for :func:`runs_layered`: per state ``(is a run cell,
    fewest cells to reach it, fewest cells from it to the end)``, and its moves ``[(state, value, state)]``; the
    states in order ``gap[0], run[0][1..], gap[1], ..., gap[k]``."""
    kinds, lo, moves = [False], [0], []
    for length in clue:
        gap = len(kinds) - 1
        for j in range(length):
            kinds.append(True)
            lo.append(lo[-1] + 1)
            moves.append((len(kinds) - 2 if j else gap, 1, len(kinds) - 1))
        kinds.append(False)
        lo.append(lo[-1] + 1)
        moves.append((len(kinds) - 2, 0, len(kinds) - 1))
        moves.append((gap, 0, gap))
    moves.append((len(kinds) - 1, 0, len(kinds) - 1))
    need = [0] * len(kinds)  # the last run's end and the last gap are final
    for q in range(len(kinds) - 3, -1, -1):
        need[q] = need[q + 1] + 1
    if clue:
        need[-2] = 0
        for q in range(len(kinds) - 3, -1, -1):
            need[q] = need[q + 1] + 1
    return kinds, lo, [n - v for v in need], moves


def layered_size(n: int, clue) -> int:
    """The booleans :func:`runs_layered` makes for a line of ``n`` cells and ``clue``: per cell read, one per state
    the line can be in there (a memory estimate, counted before building: O(states)).

    Raises:
        ValueError: ``n`` not a whole number from 0, or a clue length that is not a whole number from 1.
    """
    clue = _clue(clue)
    if isinstance(n, bool) or not isinstance(n, numbers.Integral) or n < 0:
        raise ValueError(f"n (the line's cells) must be a whole number from 0, got {shown(n, 40)}")
    n = int(n)
    if not _fits(clue, n):
        return 0
    _, lo, hi, _ = _states(clue, n)
    return sum(max(0, min(h, n) - max(low, 1) + 1) for low, h in zip(lo, hi))


def runs_layered(model, line: Sequence, clue: Sequence, *, rule: str = "a line's runs of shaded cells are its "
                 "clue, in order", check=None) -> list:
    """The runs of ``line`` are ``clue``, stated as :func:`runs_automaton`'s automaton unrolled over the line: a
    boolean per cell read and state the line can be in there (reached from the start in so many cells, and leaving
    room for the rest), exactly one a layer; each state's boolean implies one of its successors' in the next layer
    and one of its predecessors' in the one before; a cell is shaded exactly when the state after it is a run's cell.
    Its size is :func:`layered_size`, counted before it is built; ``check`` is called every 64 cells.  Returns the
    layers, ``[{state: literal}]`` per cell read.

    Raises:
        ValueError: a clue length that is not a whole number from 1.
        TypeError: ``line`` a set or mapping (it keeps no order), or ``check`` not callable.
    """
    check, line = clocked(check), _line(line)
    clue, n = _clue(clue), len(line)
    with tagged(model, rule):
        if not _fits(clue, n):
            model.add_bool_or([])
            return []
        if check is not None:
            check()
        kinds, lo, hi, moves = _states(clue, n)
        start = model.new_constant(1)
        layers = [{0: start}]
        for p in range(1, n + 1):
            if check is not None and p % 64 == 0:
                check()
            layers.append({q: model.new_bool_var(f"s{p}={q}") for q in range(len(kinds)) if lo[q] <= p <= hi[q]})
            model.add_exactly_one(layers[p].values())
            model.add(sum(lit for q, lit in layers[p].items() if kinds[q]) == line[p - 1])
        after, before = {}, {}
        for a, _, b in moves:
            after.setdefault(a, []).append(b)
            before.setdefault(b, []).append(a)
        for p in range(n):
            here, there = layers[p], layers[p + 1]
            for a, lit in here.items():
                model.add_bool_or([~lit] + [there[b] for b in after.get(a, ()) if b in there])
            for b, lit in there.items():
                model.add_bool_or([~lit] + [here[a] for a in before.get(b, ()) if a in here])
    return layers


def shaded_runs(model, line: Sequence, clue: Sequence, *, method: str = "automaton", rule: str = "a line's runs of "
                "shaded cells are its clue, in order", check=None) -> None:
    """The runs of ``line``'s shaded cells are ``clue`` in order: :func:`runs_automaton` (``method="automaton"``),
    :func:`runs_layered` (``"layered"``) or :func:`runs_placed` (``"placed"``).

    Raises:
        ValueError: another method, or a clue length that is not a whole number from 1.
    """
    check = clocked(check)
    if method not in METHODS:
        raise ValueError(f"method must be one of {', '.join(map(repr, METHODS))}, got {method!r}"[:200])
    METHODS[method](model, line, clue, rule=rule, check=check)


#: The models of the rule :func:`shaded_runs` states, by name.
METHODS = {"automaton": runs_automaton, "layered": runs_layered, "placed": runs_placed}


def _placements(clue: tuple, known: list):
    """Where the runs of ``clue`` can lie in a line whose cells are ``known`` (1, 0, None), every run placed, a blank
    between each two, agreeing with ``known``: ``(can, can_zero)``, ``can(i, p)`` whether some placement starts run
    ``i`` at cell ``p`` and ``can_zero(c)`` whether some placement leaves cell ``c`` unshaded; None when no
    placement agrees.  Dynamic programming over (cells read, runs placed) both ways: O(cells x runs)."""
    n, k = len(known), len(clue)
    ones, zeros = [0] * (n + 1), [0] * (n + 1)  # prefix counts of the cells known shaded, known unshaded
    for c in range(n):
        ones[c + 1], zeros[c + 1] = ones[c] + (known[c] == 1), zeros[c] + (known[c] == 0)
    fwd = [[False] * (n + 1) for _ in range(k + 1)]  # fwd[i][c]: cells before c hold runs 0..i-1 exactly
    bwd = [[False] * (n + 2) for _ in range(k + 1)]  # bwd[i][c]: cells from c on hold runs i..k-1 exactly

    def fits(i, p):  # run i on cells p..p+len-1: none known unshaded
        return 0 <= p and p + clue[i] <= n and zeros[p + clue[i]] == zeros[p]

    def before(i, p):  # the runs before i fit before p, with a blank at p-1
        return (p == 0 and i == 0) or (p >= 1 and known[p - 1] != 1 and fwd[i][p - 1])

    def behind(i, p):  # the runs after i fit after its end, with a blank there
        end = p + clue[i]
        return (end == n and i == k - 1) or (end < n and known[end] != 1 and bwd[i + 1][end + 1])

    for i in range(k + 1):
        for c in range(n + 1):
            fwd[i][c] = ones[c] == 0 if i == 0 else (
                (c >= 1 and known[c - 1] != 1 and fwd[i][c - 1])
                or (c >= clue[i - 1] and fits(i - 1, c - clue[i - 1]) and before(i - 1, c - clue[i - 1])))
    for i in range(k, -1, -1):
        for c in range(n, -1, -1):
            bwd[i][c] = ones[n] - ones[c] == 0 if i == k else (
                (c < n and known[c] != 1 and bwd[i][c + 1]) or (fits(i, c) and behind(i, c)))
    if not fwd[k][n]:
        return None
    return (lambda i, p: fits(i, p) and before(i, p) and behind(i, p),
            lambda c: known[c] != 1 and any(fwd[i][c] and bwd[i][c + 1] for i in range(k + 1)))


def run_starts(clue: Sequence, known: Sequence) -> list | None:
    """How far left and how far right each run of ``clue`` can lie in a line whose cells are ``known`` (1 shaded, 0
    unshaded, None undecided), every run placed and agreeing with ``known``: ``[(least start, most start)]`` per run
    (cells from 0), or None when no placement agrees.  The runs pushed left (each at its least start) are themselves a
    placement, and so are the runs pushed right: the overlap of hand solving compares the two.

    Raises:
        ValueError: a clue length that is not a whole number from 1; a cell of ``known`` not 1, 0 or None.
    """
    clue, known = _clue(clue), _known(known)
    found = _placements(clue, known)
    if found is None:
        return None
    can, n = found[0], len(known)
    return [(next(p for p in range(n - length + 1) if can(i, p)), next(p for p in range(n - length, -1, -1)
                                                                        if can(i, p))) for i, length in enumerate(clue)]


def line_forced(clue: Sequence, known: Sequence) -> list | None:
    """The line solver: ``known`` a line's cells (1 shaded, 0 unshaded, None undecided), ``clue`` its runs; returns
    the line with every cell that all placements of the runs agreeing with ``known`` give the same value decided, or
    None when no placement agrees.  Dynamic programming over (cells read, runs placed) both ways: O(cells x runs).

    Raises:
        ValueError: a clue length that is not a whole number from 1; a cell of ``known`` not 1, 0 or None.
    """
    clue, known = _clue(clue), _known(known)
    found = _placements(clue, known)
    if found is None:
        return None
    can, can_zero = found
    n = len(known)
    can_one = [False] * n
    for i, length in enumerate(clue):
        for p in range(n - length + 1):
            if can(i, p):
                for c in range(p, p + length):
                    can_one[c] = True
    return [None if one and zero else 1 if one else 0 for one, zero in zip(can_one, (can_zero(c) for c in range(n)))]


__all__ = ["METHODS", "layered_size", "line_forced", "run_starts", "runs_automaton", "runs_layered", "runs_of",
           "runs_placed", "shaded_runs"]
