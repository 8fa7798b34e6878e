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


class _Spreading:
    """Island ``k``'s reach (:func:`_spread`) taken breadth-first, and paused where asked: ``dist`` and ``stops``
    so far (the whole search's first cells, in its order), ``done`` when the search has ended.  Resumed, it goes
    on as if never paused (what it holds is the search's state: the cells still to take from and those looked at
    and not taken), so its ``dist`` and ``stops`` end as :func:`_spread`'s."""

    __slots__ = ("g", "b", "isl", "k", "budget", "dist", "stops", "todo", "passed")

    def __init__(self, grid, b: Board, isl: _Islands, k: int, budget: int):
        # (a search paused is given a copy of the grid: resumed, it reads its position, not what a trial's became)
        self.g, self.b, self.isl, self.k, self.budget = grid, b, isl, k, budget
        group = isl.groups[k]
        self.dist, self.stops, self.todo, self.passed = dict.fromkeys(group, 0), set(), deque(group), set()

    @property
    def done(self) -> bool:
        return not self.todo

    def run(self, upto: int | None = None, cell: int | None = None) -> _Spreading:
        """Take cells until the search ends or, with ``upto``, until ``dist`` holds ``upto`` cells or more (it
        only grows: the whole search's holds as many), or, with ``cell``, until it holds ``cell``; itself.

        A cell looked at and not taken (sea, beside another numbered island, or reached at the budget) is not
        looked at again from its other neighbours: what that look would add to the stops it added, and it is not
        taken then either (the cells are taken in breadth-first order, so a later look comes from a cell as far or
        farther: past the budget still).  The same cells in the same order, the same stops, as looking each time
        (a 50x50's short trials spent a fifth of their time looking again at the cells around a large island's
        reach)."""
        g, b, isl, k, budget = self.g, self.b, self.isl, self.k, self.budget
        near, label, owner, groups = b.near, isl.label, isl.owner, isl.groups
        around = b.__dict__.get("cell_and_near")
        if around is None:  # (each cell and its neighbours, one list a cell: kept on the board)
            around = b.cell_and_near = [[i] + near[i] for i in range(b.n)]
        dist, stops, todo, passed = self.dist, self.stops, self.todo, self.passed
        while todo:
            if upto is not None and len(dist) >= upto or cell is not None and cell in dist:
                break
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
        return self


def _spread(s: State, isl: _Islands, k: int, budget: int) -> tuple:
    """The cells island ``k`` can reach within ``budget`` more cells, never
    through sea or beside another numbered island: ``(distance
    per cell, the cells that stop it)`` (other islands' whole areas)."""
    done = _Spreading(s.grid, s.board, isl, k, budget).run()
    return done.dist, done.stops


def finish(b: Board, isl: _Islands, cell: int | None = None) -> bool:
    """Run to their end the searches of ``isl``'s reach a trial paused (:func:`~.near.found_near`: each island's
    reach kept for its round is then whole, as :func:`reach` reads it); with ``cell``, each in turn only until
    one reaches ``cell``.  Whether one did (the searches ended: whether the whole reach of an island paused
    holds ``cell``)."""
    paused = b.__dict__.get("reach_paused")
    if paused is None or paused[0] is not isl:
        return False
    for spreading in paused[1]:
        if spreading.run(cell=cell).done:
            continue
        if cell is not None:  # (paused again: it holds the cell)
            paused[1][:] = [p for p in paused[1] if not p.done]
            return True
    b.reach_paused = None
    return cell is not None and any(cell in spreading.dist for spreading in paused[1])


def reach(s: State) -> list:
    """For each numbered island: ``(clue cell, area, cells within reach
    (distance per cell), the cells that stop it, area index)`` (kept with
    :func:`islands`)."""
    b, isl = s.board, islands(s)
    found = b.islands[2]
    finish(b, isl)  # (a trial's round may have paused some)
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
    """The premises (cell indices) showing that no island of ``found`` (:func:`reach`'s) reaches any of ``cells``.

    A number near enough to one of them (fewer steps away, by rows and columns, than its size), or a ``?``, is
    cited with its island and the cells that stop its reach (the sea around it, the islands it may not touch).
    A number farther is cited alone, and only where its island could reach one of ``cells`` were it bigger: not
    walled off from them by the sea cited, nor by the cells in or beside the islands cited (an island there
    would join another number), the far numbers met first (nearest ``cells``) among them.  Where no wall is
    cited (the reason is distance alone) that is every number: a step resting on a number it leaves out could
    not tell it from a larger one."""
    b, premises, far = s.board, [], []
    rc, near, g = b.rc, b.near, s.grid
    for owner, group, _, stops, _ in found:
        size = _size(b, owner)
        (r0, c0) = rc[owner]
        if size is None or any(abs(rc[i][0] - r0) + abs(rc[i][1] - c0) < size for i in cells):
            premises += group + sorted(stops)
        else:
            far.append(owner)
    if far:
        cited = set(premises)  # (its unshaded cells are all in numbered islands: groups, and the groups stopping)
        walls = {j for i in cited if g[i] == UNSHADED for j in [i] + near[i]}
        walls.update(i for i in cited if g[i] == SHADED)
        far, todo = set(far), deque(i for i in cells if i not in walls)
        seen = set(todo)
        while todo:  # (outward from ``cells``, a number met cited: it and the cells beside it a wall to the rest)
            for nb in near[todo.popleft()]:
                if nb in far:
                    far.discard(nb)
                    premises.append(nb)
                    walls.update([nb] + near[nb])
                if nb not in seen and nb not in walls:
                    seen.add(nb)
                    todo.append(nb)
    return premises


__all__ = ["finish", "islands", "reach"]
