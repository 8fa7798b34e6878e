"""Forced cells of the shading genres whose shaded cells never touch and
whose unshaded cells are connected (Hitori, and Heyawake's two rules),
found by the deductions a solver makes by hand, in plain Python.

Every deduction holds in every answer, so fixing the cells it finds keeps
the set of answers as it is (and a contradiction proves there is none).
The rules, each applied until nothing changes:

1. (``no_adjacent``) the neighbours of a shaded cell are unshaded;
2. (``at_most_one_unshaded``) once a cell of a group is unshaded, the
   others are shaded (Hitori: the cells of a line showing one number);
3. a cell is *tried* both ways with rules 1 and 2: a value that breaks one
   of them is impossible (this finds Hitori's sandwich ``a b a``, where
   ``b`` is unshaded, and pair ``a a``, which shades every other ``a``);
4. (``unshaded_connected``, with ``no_adjacent``) every answer's unshaded
   cells lie in one area of the cells not shaded, and every such area with
   two cells holds an unshaded cell, so two areas prove there is no answer;
   a cell whose removal splits that area is unshaded (shaded, it would make
   its neighbours unshaded on both sides).
"""

from __future__ import annotations

from typing import Callable, Sequence

from .tagging import both_ways, cells_listed, clocked

UNKNOWN = -1


class _Contradiction(Exception):
    """Raised inside a deduction when the cells decided so far break a rule."""


def forced_shading(cells: Sequence, neighbours: Callable, *, at_most_one_unshaded: Sequence = (),
                   no_adjacent: bool = True, unshaded_connected: bool = True,
                   check: Callable | None = None) -> dict | None:
    """The cells the rules above force (see the module docstring).

    Args:
        cells: every cell, in a fixed order.
        neighbours: ``cell -> iterable of neighbour cells``.
        at_most_one_unshaded: groups of cells (sequences) of which at most
            one is unshaded.
        no_adjacent: shaded cells are never neighbours.
        unshaded_connected: the unshaded cells form one connected area
            (used together with ``no_adjacent``).
        check: a deadline check that raises, called every 1,024 cells
            while the cells are indexed, tried and cut (a 500x500 board's
            setup alone takes a second).

    Returns:
        ``{cell: 1 (shaded) or 0 (unshaded)}`` for the forced cells, or
        None when the rules prove there is no answer.
    """
    check = clocked(check)
    neighbours = both_ways(cells := cells_listed(cells, "cells"), neighbours, check)  # (one way: half the rules)
    tick = _ticking(check)
    index = {cell: i for i, cell in enumerate(cells)}
    nbs = [tick(i) or [index[nb] for nb in neighbours(cell)] for i, cell in enumerate(cells)]
    groups = [tick(g) or [index[c] for c in group] for g, group in enumerate(at_most_one_unshaded)]
    member: list = [[] for _ in cells]
    for g, group in enumerate(groups):
        tick(g)
        for i in group:
            member[i].append(g)
    logic = _Logic(nbs, groups, member, no_adjacent)
    try:
        changed = True
        while changed:
            tick(0)
            before = logic.state.count(UNKNOWN)
            logic.try_each(tick)
            if unshaded_connected and no_adjacent and len(cells) > 1:
                for i in _cut_cells(nbs, logic.state, tick):
                    logic.settle(i, 0)
            changed = logic.state.count(UNKNOWN) < before
    except _Contradiction:
        return None
    return {cell: logic.state[i] for i, cell in enumerate(cells) if logic.state[i] != UNKNOWN}


def _ticking(check: Callable | None) -> Callable:
    """``tick(i)``: ``check()`` when ``i`` is a multiple of 1,024 (None: nothing); returns None."""
    def tick(i: int) -> None:
        if check is not None and not i & 1023:
            check()
    return tick


class _Logic:
    """Rules 1-3 on a state list, with a trail to undo trials."""

    def __init__(self, nbs, groups, member, no_adjacent):
        self.nbs, self.groups, self.member, self.no_adjacent = nbs, groups, member, no_adjacent
        self.state = [UNKNOWN] * len(nbs)

    def assign(self, i, value, trail):
        """Set cell ``i`` and what rules 1 and 2 then force; raise on a clash."""
        stack = [(i, value)]
        while stack:
            i, value = stack.pop()
            if self.state[i] == value:
                continue
            if self.state[i] != UNKNOWN:
                raise _Contradiction
            self.state[i] = value
            trail.append(i)
            if value == 1 and self.no_adjacent:
                stack += [(nb, 0) for nb in self.nbs[i]]
            elif value == 0:
                stack += [(j, 1) for g in self.member[i] for j in self.groups[g] if j != i]

    def settle(self, i, value):
        """Set cell ``i`` for good (a contradiction means no answer)."""
        self.assign(i, value, [])

    def fails(self, i, value) -> bool:
        """True when setting ``i`` to ``value`` breaks rule 1 or 2 (the state is restored)."""
        trail: list = []
        try:
            self.assign(i, value, trail)
            return False
        except _Contradiction:
            return True
        finally:
            for j in trail:
                self.state[j] = UNKNOWN

    def try_each(self, tick: Callable = lambda i: None):
        """Rule 3 over every undecided cell, until nothing changes (``tick(i)``
        before cell ``i``: :func:`_ticking`)."""
        changed = True
        while changed:
            changed = False
            for i in [i for i, value in enumerate(self.state) if value == UNKNOWN]:
                tick(i)
                if self.state[i] != UNKNOWN:
                    continue
                for trial in (1, 0):
                    if self.fails(i, trial):
                        self.settle(i, 1 - trial)
                        changed = True
                        break


def _cut_cells(nbs, state, tick: Callable = lambda i: None) -> list:
    """Rule 4: the undecided cut vertices of the area of cells not shaded
    (iterative Tarjan; ``tick(k)`` as the k-th cell is reached); raises
    when that area is split."""
    n = len(state)
    order, low = [-1] * n, [0] * n
    start = next((i for i in range(n) if state[i] != 1), None)
    if start is None:
        return []
    cuts, counter = set(), 0
    order[start] = low[start] = counter
    stack = [(start, -1, iter(nbs[start]))]
    children = 0
    while stack:
        v, parent, it = stack[-1]
        for w in it:
            if state[w] == 1 or w == parent:
                continue
            if order[w] < 0:
                counter += 1
                tick(counter)
                order[w] = low[w] = counter
                stack.append((w, v, iter(nbs[w])))
                if v == start:
                    children += 1
                break
            low[v] = min(low[v], order[w])
        else:
            stack.pop()
            if stack:
                u = stack[-1][0]
                low[u] = min(low[u], low[v])
                if u != start and low[v] >= order[u]:
                    cuts.add(u)
    if children > 1:
        cuts.add(start)
    if any(state[i] != 1 and order[i] < 0 for i in range(n)):
        raise _Contradiction
    return [i for i in cuts if state[i] == UNKNOWN]


__all__ = ["forced_shading"]
