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


class _Islands:
    """The unshaded areas of a state: ``label[i]``, ``groups``, ``owner[k]``
    (the clue cell of area ``k``, -1 none, -2 more than one)."""

    def __init__(self, s: State):
        b, g = s.board, s.grid
        self.label, self.groups = areas(b, [v == UNSHADED for v in g])
        self.owner = []
        for group in self.groups:
            clues = [i for i in group if b.clue[i] is not None]
            self.owner.append(clues[0] if len(clues) == 1 else -1 if not clues else -2)

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
    per cell, the cells that stop it)`` (other islands' whole areas)."""
    g, b = s.grid, s.board
    group = isl.groups[k]
    dist, stops, todo = dict.fromkeys(group, 0), set(), deque(group)
    while todo:
        i = todo.popleft()
        for nb in b.near[i]:
            if nb in dist:
                continue
            if g[nb] == SHADED:
                stops.add(nb)
                continue
            others = [isl.label[x] for x in [nb] + b.near[nb]
                      if isl.label[x] >= 0 and isl.label[x] != k and isl.owner[isl.label[x]] != -1]
            if others:
                for a in others:
                    stops.update(isl.groups[a])
                continue
            if dist[i] < budget:
                dist[nb] = dist[i] + 1
                todo.append(nb)
    return dist, stops


def reach(s: State) -> list:
    """For each numbered island: ``(clue cell, area, cells within reach
    (distance per cell), the cells that stop it, area index)`` (kept with
    :func:`islands`)."""
    b, isl = s.board, islands(s)
    found = b.islands[2]
    if not found:
        for k, group in enumerate(isl.groups):
            owner = isl.owner[k]
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
