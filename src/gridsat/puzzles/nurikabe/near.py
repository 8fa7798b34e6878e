"""Nurikabe's trials from a stall, looking only near their chain (the
``nearby`` of :mod:`gridsat.puzzles.grid.stepping`): the islands and 2x2
blocks the changed cells touch, and each numbered island's reach kept from
the stall wherever nothing it read there has changed.

A *stall* is a position where no rule decides a cell and
:func:`~.deductions.contradiction` is None; a trial's position is the stall
with the cells ``changed`` decided (each undecided in the stall).  What
holds of the two, used by every proof here:

- a trial's island holding no changed cell is an island of the stall, cell
  for cell (the trial's unshaded cells are the stall's and the changed
  ones; such an island is connected and maximal among the stall's too), its
  number the same;
- an island's reach (:func:`~.islands._spread`) reads its cells, the cells
  it reaches and their neighbours' values (one step), and whether each of
  those neighbours or theirs (two steps) lies in another numbered island
  (whose cells it then adds to what stops it).  Where none of those cells is
  changed or lies in an island holding a changed cell, it reads what it read
  in the stall: the same cells reached, the same cells stopping it
  (:func:`found_near`; a cell shaded since lies in no island, then or now:
  it counts one step off only);
- the reach takes exactly the cells whose shortest path from the island,
  through cells neither sea nor in or beside another numbered island, is
  within the island's budget (its number less its cells): a search paused
  once it holds the island's number of cells says whether it is short of
  it, and a stall's path still open says a cell is reached
  (:func:`lost_near`), without searching the rest.
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, blocks_at
from ..grid.trials import per_stall
from ..grid.walls import Walls
from .islands import _Islands, _size, _spread, _Spreading, finish


class Scope:
    """The scope of the cells ``changed`` since a stall (built by :func:`nearby`), each list ascending:
    ``changed``; ``ring`` those and their neighbours; ``blocks`` the 2x2 blocks holding a changed cell (in the
    board's order).  :meth:`islands` tells, of a trial's position, the islands the changed cells touch.  A scope
    is of one position, a trial's round (the rules and the contradiction of the round share it): what it keeps of
    the position (its islands) is of that position."""

    __slots__ = ("changed", "ring", "blocks", "_seen", "_stall", "_isl", "_again")

    def __init__(self, board: Board, changed: list):
        near = board.near
        self.changed = sorted(set(changed))
        self.ring = sorted({nb for i in self.changed for nb in near[i]}.union(self.changed))
        self.blocks = blocks_at(board, self.changed)
        self._seen = self._stall = self._isl = self._again = None

    def stall(self, s: State) -> tuple:
        """:func:`_stall` of ``s`` and the changed cells (made once a scope)."""
        if self._stall is None:
            self._stall = _stall(s, self.changed)
        return self._stall

    def islands(self, s: State) -> tuple:
        """Of the position ``s``: ``(touched, moved, cells)``, the labels (:func:`~.islands.islands`) of the
        islands holding or beside a changed cell, ascending; of those holding one; and the cells of these."""
        if self._seen is None:
            isl, near = islands_near(s, self), s.board.near
            label = isl.label
            moved = sorted({label[i] for i in self.changed if label[i] >= 0})
            touched = sorted({label[nb] for i in self.changed for nb in near[i] if label[nb] >= 0}.union(moved))
            self._seen = (touched, moved, [i for k in moved for i in isl.groups[k]])
        return self._seen


def nearby(board: Board, changed: list) -> Scope:
    """The :class:`Scope` of the cells ``changed`` since a stall.  Why looking there finds all the whole board
    would (the module docstring's two facts; a step the stall's rule found again decides no undecided cell, and
    :func:`gridsat.core.hints.fresh` drops it):

    - ``one`` reads a 1's neighbours: a 1 with no changed neighbour (outside ``ring``) reads what it read;
    - ``complete`` reads an island and its neighbours: an island neither holding nor beside a changed cell is the
      stall's, its undecided neighbours the same (none, or the stall's rule had decided them);
    - ``between`` reads an undecided cell's neighbours and their islands: a cell outside ``ring`` none of whose
      neighbours lies in an island holding a changed cell sees the stall's islands;
    - ``no_2x2`` reads a block: one holding no changed cell is as it was;
    - ``island_needs`` reads an island's reach: one the trial kept from the stall finds what it found there
      (:func:`~.near_cuts.needs_near`); ``sea_cut`` is told exactly on the undecided cells and the areas of
      shaded cells (:func:`~.near_cuts.sea_parted`), its steps searched on the whole board where it has any;
    - :func:`~.deductions.contradiction`: an island neither holding nor beside a changed cell passes its checks
      as in the stall; a block holding no changed cell is not all sea; the sea is searched whole only where
      :func:`sea_joined` cannot tell; the reach of each island is the stall's where :func:`found_near` says so,
      and an unshaded cell no island reaches is a changed cell or one the stall's reach of an island computed
      again reached (:func:`lost_near`).

    The islands themselves are grown from the stall's (:func:`islands_near`)."""
    return Scope(board, changed)


def _stall(s: State, changed: list) -> tuple:
    """The stall before ``changed`` (``s`` with those cells undecided): ``(reach per clue cell (distance per cell,
    the cells that stop it), per cell the clue cells whose island reaches it, per cell its area of cells not
    unshaded (-1: unshaded), the area holding the shaded cells (None: none), its islands, the paths of its reach
    :func:`_still_reaches` walked, its sea (per cell the first cell of its area of shaded cells, -1: not shaded;
    its undecided cells; its first shaded cell, None: none))``, kept on the board per stall."""
    def build(grid: list) -> tuple:
        b, stall = s.board, State(s.board, grid)
        isl, spread, cover = _Islands(stall), {}, {}
        for k in isl.order:
            owner, group = isl.owner[k], isl.groups[k]
            if owner >= 0:
                size = _size(b, owner)
                spread[owner] = _spread(stall, isl, k, b.n if size is None else size - len(group))
                for i in spread[owner][0]:
                    cover.setdefault(i, []).append(owner)
        sea = areas(b, [v != UNSHADED for v in grid])[0]
        shaded = next((i for i, v in enumerate(grid) if v == SHADED), None)
        label, parts = areas(b, [v == SHADED for v in grid])
        first = [parts[k][0] if k >= 0 else -1 for k in label]
        return (spread, cover, sea, None if shaded is None else sea[shaded], isl, {},
                (first, [i for i, v in enumerate(grid) if not v], shaded))

    return per_stall(s, changed, "nurikabe_stall", build)


def islands_near(s: State, scope: Scope) -> _Islands:
    """:func:`~.islands.islands` of the trial's position ``s`` (kept as it keeps them), grown from the stall's
    (:meth:`~.islands._Islands.grown`: the same islands), once a scope."""
    if scope._isl is None:
        b, key = s.board, bytes(s.grid)
        cached = getattr(b, "islands", None)
        if cached is None or cached[0] != key:
            cached = b.islands = (key, scope.stall(s)[4].grown(s, scope.changed), [])
        scope._isl = cached[1]
    return scope._isl


def found_near(s: State, scope: Scope) -> tuple:
    """:func:`~.islands.reach` of the trial's position ``s`` (the same list, kept as it keeps it) and the clue
    cells whose reach was computed again: ``(found, again)``.  The stall's reach of an island is kept where none
    of the cells it reached is within two steps of a cell of an island holding a changed cell (the cells
    unshaded since among them), nor within one step of a cell shaded since (the module docstring: it reads what
    it read in the stall; an island holding a changed cell has one beside its stall's cells, which it reached).
    A cell shaded since is read only as a value, by a look from a reached neighbour (or as itself reached):
    whether it lies in a numbered island, read two steps off, it did not (undecided) and does not (sea), and
    shading a cell joins no unshaded areas (a 50x50's short trials, sea mostly, computed the reach of its large
    islands again at every round; most of its time)."""
    b, isl, g = s.board, islands_near(s, scope), s.grid
    spread, cover = scope.stall(s)[:2]
    if scope._again is None:  # (kept a scope: the round's rules ask again, :func:`~.near_cuts.needs_near`)
        _, _, moved = scope.islands(s)
        near = b.near
        marked = set(moved)  # (the cells unshaded since: each in an island holding it)
        for _ in range(2):
            marked.update([nb for i in marked for nb in near[i]])
        sea = [i for i in scope.changed if g[i] == SHADED]
        marked.update(sea + [nb for i in sea for nb in near[i]])
        scope._again = {o for i in marked for o in cover.get(i, ())}
    again = scope._again
    kept = getattr(b, "islands", None)
    cached = kept[2] if kept is not None and kept[1] is isl else []  # (kept for the rules of the round: reach)
    if not cached:
        paused, grid = [], bytes(s.grid)
        for k in isl.order:
            owner, group = isl.owner[k], isl.groups[k]
            if owner >= 0:
                if owner in again:
                    size = _size(b, owner)
                    spreading = _Spreading(grid, b, isl, k, b.n if size is None else size - len(group)).run(size)
                    if not spreading.done:
                        paused.append(spreading)
                    dist, stops = spreading.dist, spreading.stops
                else:
                    dist, stops = spread[owner]
                cached.append((owner, group, dist, stops, k))
        cached.append(None)  # (as :func:`~.islands.reach` marks it computed)
        b.reach_paused = (isl, paused)
    return cached[:-1], again


def lost_near(s: State, scope: Scope, found: list, again: set):
    """The first unshaded cell no island of ``found`` reaches (None: none), as the whole board's search finds
    it: an unshaded cell of the stall was reached there by an island, whose reach is the same unless computed
    again (``again``); so only the changed cells and those the stall's reach of those islands held are looked
    at, ascending."""
    spread, cover, paths = scope.stall(s)[0], scope.stall(s)[1], scope.stall(s)[5]
    g, todo = s.grid, set(scope.changed)
    for owner in again:
        todo.update(spread[owner][0])
    fresh = [dist for owner, _, dist, _, _ in found if owner in again]
    isl, trial = islands_near(s, scope), {owner: (group, k) for owner, group, _, _, k in found if owner in again}
    near, label, owners, touched = s.board.near, isl.label, isl.owner, None
    for i in sorted(todo):
        # (a cell of a numbered island is reached: its island's reach holds its cells)
        if g[i] == UNSHADED and owners[label[i]] < 0 and not any(o not in again for o in cover.get(i, ())) and \
                not any(i in dist for dist in fresh):
            if touched is None:  # (the changed cells, and those in or beside an island holding one)
                touched = set(scope.changed).union(*(near[j] for j in scope.islands(s)[2]), scope.islands(s)[2])
            if any(o in trial and _still_reaches(s, isl, o, *trial[o], spread[o][0], paths, i, touched)
                   for o in cover.get(i, ())):  # (an island joined to another number reaches nothing)
                continue
            if not finish(s.board, isl, i):  # (a search found_near paused may reach it yet)
                return i
    return None


def _still_reaches(s: State, isl: _Islands, owner: int, group: list, k: int, was: dict, paths: dict, i: int,
                   touched) -> bool:
    """Whether the island of ``owner`` (its cells ``group``, key ``k`` in ``isl``, the trial's position ``s``'s)
    surely reaches the cell ``i`` its stall's reach ``was`` held (False: not surely; the search then tells);
    ``paths`` the stall's paths walked (:func:`_path`), kept by the stall.  It does where the stall's path to
    ``i`` holds no cell sea now nor one in or beside another numbered island now, and is no longer than the
    island's budget now: the reach (:class:`~.islands._Spreading`) takes every cell whose shortest path from the
    island through such cells is within the budget (the path's first cell, beside the stall's island, is beside
    the trial's), as a breadth-first search does.  Each cell of the path was neither in the stall (the reach
    took it); only a cell of ``touched`` (the changed cells, those in an island holding one, and their
    neighbours) may be now: another's value, or its neighbours' islands, differ from the stall's only there.
    (A 50x50's trials searched a large island's reach whole, at each round, for an unshaded cell of no island
    the stall's reach held.)"""
    b, g = s.board, s.grid
    label, owners = isl.label, isl.owner
    around = b.__dict__.get("cell_and_near") or [[j] + b.near[j] for j in range(b.n)]
    size = _size(b, owner)
    path = paths.get((owner, i))
    if path is None:
        path = paths[owner, i] = _path(b, was, i)
    if len(path) > (b.n if size is None else size - len(group)):
        return False
    return touched.isdisjoint(path) or not any(
        g[x] == SHADED or any((a := label[y]) >= 0 and a != k and owners[a] != -1 for y in around[x])
        for x in path if x in touched)


def _path(b: Board, was: dict, i: int) -> list:
    """The cells of a shortest path from an island to the cell ``i`` its reach ``was`` (distance per cell) holds,
    ``i`` first, walked back through cells one nearer each, less the island's own cell (as many as ``i``'s
    distance)."""
    path, d, near = [], was[i], b.near
    while d > 0:
        path.append(i)
        d -= 1
        i = next(nb for nb in near[i] if was.get(nb) == d)
    return path


def sea_joined(s: State, scope: Scope) -> bool:
    """Whether the cells not unshaded of ``s`` surely hold the shaded cells in one area at most, as in the stall
    (False: search the whole board).  So they do where no cell unshaded since closes a curve of walls (unshaded
    cells, the frame: :class:`~gridsat.puzzles.grid.walls.Walls`; none then cuts an area of the stall's cells
    not unshaded apart) and the cells shaded since lie in the stall's area holding its shaded cells (or, none
    there, all in one)."""
    g, changed = s.grid, scope.changed
    sea, holding = scope.stall(s)[2:4]
    seen = {sea[i] for i in changed if g[i] == SHADED}
    if holding is not None:
        seen.add(holding)
    return len(seen) <= 1 and not Walls(s.board, g, changed, UNSHADED).closed


__all__ = ["Scope", "found_near", "islands_near", "lost_near", "nearby", "sea_joined"]
