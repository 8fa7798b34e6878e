"""Nurikabe's islands as its deductions (:mod:`.deductions`) read them: the
unshaded areas of a position, their numbers, and the cells each numbered
island can still reach (kept on the board for the last position seen).
Cells are flat indices (:mod:`gridsat.puzzles.grid.hinting`)."""

from __future__ import annotations

from collections import deque

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas


def _size(b: Board, clue_cell: int):
    v = b.clue[clue_cell]
    return v if isinstance(v, int) else None


def _owner(b: Board, group: list) -> int:
    """The clue cell of the area ``group``: -1 none, -2 more than one."""
    clues = [i for i in group if b.clue[i] is not None]
    return clues[0] if len(clues) == 1 else -1 if not clues else -2


class _Islands:
    """The unshaded areas of a state, each keyed by its first cell (its
    smallest): ``label[i]`` the key of cell ``i``'s area (-1: not
    unshaded), ``groups[k]`` its cells in the order :func:`areas` finds
    them, ``owner[k]`` its clue cell (-1 none, -2 more than one), ``order``
    the keys ascending (the order :func:`areas` finds the areas in)."""

    __slots__ = ("label", "groups", "owner", "order")

    def __init__(self, s: State | None):
        if s is None:  # (filled by :meth:`grown`)
            return
        b = s.board
        label, found = areas(b, [v == UNSHADED for v in s.grid])
        self.order = [group[0] for group in found]  # (each area's search starts at its first cell)
        self.label = [self.order[k] if k >= 0 else -1 for k in label]
        self.groups = dict(zip(self.order, found))
        self.owner = {k: _owner(b, group) for k, group in self.groups.items()}

    def grown(self, s: State, changed) -> _Islands:
        """The islands of ``s``, a position of these islands' with the cells ``changed`` decided since (each
        undecided here): the areas the cells unshaded since join are searched again (the same search from their
        first cell: the same cells in the same order), the others kept (themselves: none is changed in place)."""
        g, b = s.grid, s.board
        new = [i for i in changed if g[i] == UNSHADED]
        if not new:
            return self
        near, out = b.near, _Islands(None)
        label, groups, owner, seen = self.label[:], dict(self.groups), dict(self.owner), set()
        for u in new:
            if u in seen:
                continue
            part = [u]
            seen.add(u)
            for i in part:  # (the list grows as it is walked)
                for nb in near[i]:
                    if nb not in seen and g[nb] == UNSHADED:
                        seen.add(nb)
                        part.append(nb)
            for k in {self.label[i] for i in part} - {-1}:
                del groups[k], owner[k]
            first = min(part)
            group, todo, inside = [first], [first], {first}
            while todo:  # (:func:`areas`'s search)
                for nb in near[todo.pop()]:
                    if nb not in inside and g[nb] == UNSHADED:
                        inside.add(nb)
                        group.append(nb)
                        todo.append(nb)
            for i in group:
                label[i] = first
            groups[first], owner[first] = group, _owner(b, group)
        out.label, out.groups, out.owner, out.order = label, groups, owner, sorted(groups)
        return out

    def near(self, s: State, i: int) -> list:
        """The areas next to cell ``i``."""
        return sorted({self.label[nb] for nb in s.board.near[i] if self.label[nb] >= 0})


def islands(s: State) -> _Islands:
    """The :class:`_Islands` of ``s``, kept on the board for the last grid
    seen (the rules of one round and the contradiction check share it)."""
    key = bytes(s.grid)
    cached = getattr(s.board, "islands", None)
    if cached is None or cached[0] != key:
        cached = s.board.islands = (key, _Islands(s), [])
    return cached[1]


def _spread(s: State, isl: _Islands, k: int, budget: int) -> tuple:
    """The cells island ``k`` can reach within ``budget`` more cells, never
    through sea or beside another numbered island: ``(distance
    per cell, the cells that stop it)`` (other islands' whole areas).

    A cell looked at and not taken (sea, beside another numbered island, or
    reached at the budget) is not looked at again from its other
    neighbours: what that look would add to the stops it added, and it is
    not taken then either (the cells are taken in breadth-first order, so
    a later look comes from a cell as far or farther: past the budget
    still).  The same cells in the same order, the same stops, as looking
    each time (a 50x50's short trials spent a fifth of their time looking
    again at the cells around a large island's reach)."""
    g, b = s.grid, s.board
    near, label, owner, groups = b.near, isl.label, isl.owner, isl.groups
    around = b.__dict__.get("cell_and_near")
    if around is None:  # (each cell and its neighbours, one list a cell: kept on the board)
        around = b.cell_and_near = [[i] + near[i] for i in range(b.n)]
    dist, stops, todo, passed = dict.fromkeys(groups[k], 0), set(), deque(groups[k]), set()
    while todo:
        i = todo.popleft()
        d = dist[i]
        for nb in near[i]:
            if nb in dist or nb in passed:
                continue
            if g[nb] == SHADED:
                stops.add(nb)
                passed.add(nb)
                continue
            others = [a for x in around[nb] if (a := label[x]) >= 0 and a != k and owner[a] != -1]
            if others:
                for a in others:
                    stops.update(groups[a])
                passed.add(nb)
            elif d < budget:
                dist[nb] = d + 1
                todo.append(nb)
            else:
                passed.add(nb)
    return dist, stops


def reach(s: State) -> list:
    """For each numbered island: ``(clue cell, area, cells within reach
    (distance per cell), the cells that stop it, area index)`` (kept with
    :func:`islands`)."""
    b, isl = s.board, islands(s)
    found = b.islands[2]
    if not found:
        for k in isl.order:
            owner, group = isl.owner[k], isl.groups[k]
            if owner >= 0:
                size = _size(b, owner)
                dist, stops = _spread(s, isl, k, b.n if size is None else size - len(group))
                found.append((owner, group, dist, stops, k))
        found.append(None)  # computed (an empty list would be computed again)
    return found[:-1]


def _reaching(s: State, found: list, cells) -> list:
    """The premises showing that no island reaches ``cells``: each island
    that could, on an empty board, with the cells that stop it."""
    b, premises = s.board, []
    rc = b.rc
    for owner, group, _, stops, _ in found:
        size = _size(b, owner)
        (r0, c0) = rc[owner]
        if size is None or any(abs(rc[i][0] - r0) + abs(rc[i][1] - c0) < size for i in cells):
            premises += group + sorted(stops)
    return premises


__all__ = ["islands", "reach"]
