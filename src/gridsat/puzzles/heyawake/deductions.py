"""Heyawake deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: shaded cells never
touch, the unshaded cells are connected, a room's number is its count of
shaded cells, no run of unshaded cells crosses two room borders), the
classic Heyawake techniques:

1. ``beside_shaded``: the neighbours of a shaded cell are unshaded;
   ``room_done``: a room holding its number of shaded cells has its other
   cells unshaded; ``room_needs``: a room whose cells not unshaded are just
   its number are all shaded; ``two_borders``: a stretch of a row or column
   from just before one room border to just after the next, all unshaded
   but one cell, has that cell shaded (unshaded, the run would cross two
   borders).
2. ``room_fits``: a cell that is shaded (or unshaded) in every way the
   room's number fits in its cells (shaded cells never touching, nor a
   shaded cell beside the room, nor walling in a cell not shaded, nor
   leaving a run across two room borders unshaded) is so.
3. ``cut``: shading a cell that cuts the cells not shaded in two would
   leave unshaded cells (its neighbours) on both sides.
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State, cut_apart
from ..grid.walls import Walls, may_cut
from ..hitori import deductions as hitori

#: The most undecided cells of a room :func:`room_fits` places its shaded cells in (a person sees the ways of a
#: small room; a 22x38 board's big rooms, every way listed, took a minute a step).
MOST_CELLS = 12


def givens(board: Board) -> list:
    """Heyawake gives no cell's shading: every cell starts undecided."""
    return [0] * board.n


class _Rooms:
    """A board's rooms as flat cells: ``cells`` per room, ``number`` (None:
    none or ``?``), ``name`` as a sentence says it, ``room_of`` each cell's
    room, ``spans`` (cell lists from just before one border to just after
    the next: :meth:`HeyawakePuzzle.spans`), and per room ``room_spans``
    (those meeting it), ``around`` (its cells and their neighbours) and
    ``reach`` (those, their neighbours and its spans' cells: what
    :func:`_ways` reads)."""

    def __init__(self, board: Board):
        puzzle, cols = board.puzzle, board.cols
        rooms = puzzle.rooms()
        numbers = puzzle.room_numbers()
        clued = {puzzle.regions[r][c]: r * cols + c for (r, c) in puzzle.clued()}
        self.cells, self.number, self.name = [], [], []
        for rid, cells in rooms.items():
            flat = [r * cols + c for r, c in cells]
            number = numbers.get(rid)
            self.cells.append(flat)
            self.number.append(number if isinstance(number, int) else None)
            at = clued.get(rid, flat[0])
            self.name.append(f"the room of the {number} at {board.where(at)}" if isinstance(number, int)
                             else f"the room at {board.where(at)}")
        self.room_of = [0] * board.n
        for room, flat in enumerate(self.cells):
            for i in flat:
                self.room_of[i] = room
        self.around = [sorted({nb for i in flat for nb in board.near[i]} | set(flat)) for flat in self.cells]
        self.spans = [[r * cols + c for r, c in span] for span in puzzle.spans()]
        inside = [set(flat) for flat in self.cells]
        self.room_spans = [[span for span in self.spans if inside[room] & set(span)] for room in range(len(inside))]
        self.reach = [sorted({nb for i in ring for nb in board.near[i]} | set(ring)
                             | {i for span in self.room_spans[room] for i in span})
                      for room, ring in enumerate(self.around)]
        self.spans_of = [[] for _ in range(board.n)]  # per cell, the indices of the spans holding it
        for k, span in enumerate(self.spans):
            for i in span:
                self.spans_of[i].append(k)
        self.reached_by = [[] for _ in range(board.n)]  # per cell, the rooms whose ``reach`` holds it
        for room, cells in enumerate(self.reach):
            for i in cells:
                self.reached_by[i].append(room)


def _rooms(board: Board) -> _Rooms:
    if not hasattr(board, "heyawake_rooms"):  # (cached on the board: the rules run many times a step)
        board.heyawake_rooms = _Rooms(board)
    return board.heyawake_rooms


class Scope:
    """The scope of the cells ``changed`` since a stalled position (:mod:`gridsat.puzzles.grid.stepping`; built by
    :func:`nearby`), each list ascending: ``changed``; ``ring`` those and their neighbours; ``rooms`` the rooms
    holding a changed cell; ``spans`` the spans (:meth:`HeyawakePuzzle.spans`) holding one; ``fits`` the rooms
    whose ``reach`` (what :func:`room_fits` reads of a room) holds one."""

    __slots__ = ("changed", "ring", "rooms", "spans", "fits", "_walls")

    def __init__(self, board: Board, changed: list):
        rooms, near = _rooms(board), board.near
        self.changed = sorted(set(changed))
        self.ring = sorted({nb for i in self.changed for nb in near[i]}.union(self.changed))
        self.rooms = sorted({rooms.room_of[i] for i in self.changed})
        self.spans = sorted({k for i in self.changed for k in rooms.spans_of[i]})
        self.fits = sorted({room for i in self.changed for room in rooms.reached_by[i]})
        self._walls = None

    def walls(self, s: State) -> Walls:
        """The walls of ``s`` (:class:`~gridsat.puzzles.grid.walls.Walls`), made once a scope: a trial's round
        makes one scope for its position, read by :func:`contradiction` and :func:`cut`."""
        if self._walls is None:
            self._walls = Walls(s.board, s.grid, self.changed, SHADED)
        return self._walls


def nearby(board: Board, changed: list) -> Scope:
    """The :class:`Scope` of the cells ``changed`` since a stalled position (one where no rule decides a cell and
    :func:`contradiction` is None).  Why looking there finds all the whole board would: every rule marked local
    reads, for one step, a cell and its neighbours (``beside_shaded``), a room's cells (``room_done``,
    ``room_needs``), a span's cells (``two_borders``) or a room's ``reach`` (``room_fits``, the count of cells
    not shaded aside: see there); one reading no changed cell finds what it found in the stalled position,
    nothing new (:func:`gridsat.core.hints.fresh` drops a step deciding no undecided cell).  Likewise each part of
    :func:`contradiction` (two shaded cells side by side, a room's count, a span all unshaded) not broken there
    stays so unless a changed cell is in it; the unshaded cells' area, connected there, is searched only around
    the cells shaded since (:func:`~gridsat.puzzles.grid.walls.stays_joined`).  ``cut`` runs on the whole board
    unless the walls say no cell's shading cuts (:func:`cut`)."""
    return Scope(board, changed)


def beside_shaded(s: State, scope: Scope | None = None) -> list:
    """Hitori's ``beside_shaded``, on the cells of ``scope``'s ``ring`` alone where given (a shaded cell's step
    reads it and its neighbours)."""
    return hitori.beside_shaded(s, None if scope is None else scope.ring)


def cut(s: State, scope: Scope | None = None) -> list:
    """Hitori's ``cut``; with a ``scope``, none where :func:`~gridsat.puzzles.grid.walls.may_cut` shows that no
    undecided cell's shading cuts the cells not shaded apart (it found none in the stalled position), else
    its steps on the whole board (their order is its search's)."""
    if scope is not None and not may_cut(s.board, s.grid, scope.changed, SHADED, scope.walls(s)):
        return []
    return hitori.cut(s)


def _count(s: State, cells: list, value: int) -> list:
    return [i for i in cells if s.grid[i] == value]


def _tally(s: State) -> list:
    """Per room, its count of undecided, unshaded and shaded cells (one pass over the board: listing each room's
    cells of each value took a third of a large board's trials)."""
    rooms = _rooms(s.board)
    counts = [[0, 0, 0] for _ in rooms.cells]
    for room, v in zip(rooms.room_of, s.grid):
        counts[room][v] += 1
    return counts


def _numbered(s: State, only: list | None = None):
    """``(room, cells, number, name, (undecided, unshaded, shaded))`` of each room with a number, in order; of the
    rooms ``only`` (ascending indices) where given."""
    rooms = _rooms(s.board)
    if only is None:
        tallied = enumerate(_tally(s))
    else:
        g = s.grid
        tallied = ((room, [seen.count(0), seen.count(UNSHADED), seen.count(SHADED)])
                   for room in only for seen in [list(map(g.__getitem__, rooms.cells[room]))])
    for room, counts in tallied:
        if rooms.number[room] is not None:
            yield room, rooms.cells[room], rooms.number[room], rooms.name[room], counts


def room_done(s: State, scope: Scope | None = None) -> list:
    b, out = s.board, []
    for _, cells, number, name, (free, _, shaded) in _numbered(s, scope and scope.rooms):
        if free and shaded == number:
            shaded, free = _count(s, cells, SHADED), _count(s, cells, 0)
            said = ("holds no shaded cell" if number == 0 else  # (was "already holds its 0 shaded cells")
                    f"already holds its {number} shaded cell{'s' * (number != 1)} ({b.named(shaded)})")
            out.append(b.step("room_done", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: {name} "
                              f"{said}", dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def room_needs(s: State, scope: Scope | None = None) -> list:
    b, out = s.board, []
    for _, cells, number, name, (free, _, shaded) in _numbered(s, scope and scope.rooms):
        if free and free + shaded == number:
            free, unshaded = _count(s, cells, 0), _count(s, cells, UNSHADED)
            out.append(b.step("room_needs", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} shaded: {name} "
                              f"needs {number} shaded cell{'s' * (number != 1)} and has no other cell left"
                              + (f" ({b.named(unshaded)} unshaded)" if unshaded else ""),
                              dict.fromkeys(free, SHADED), unshaded, 1))
    return out


def two_borders(s: State, scope: Scope | None = None) -> list:
    g, b, out = s.grid, s.board, []
    at, spans = g.__getitem__, _rooms(b).spans
    for span in spans if scope is None else [spans[k] for k in scope.spans]:
        seen = list(map(at, span))  # (one C-level pass a span: the spans are many, each short)
        if SHADED in seen or seen.count(0) != 1:
            continue
        free = span[seen.index(0)]
        out.append(b.step("two_borders", f"{b.where(free)} is shaded: {b.where(span[0])} to "
                          f"{b.where(span[-1])} crosses two room borders; unshaded, that run of unshaded cells "
                          "would cross both", {free: SHADED}, [i for i in span if i != free], 1))
    return out


def _ways(s: State, room: int, free: list, need: int) -> list:
    """The sets of ``need`` cells of ``free`` shaded together: none touching
    another or an already shaded cell, none walling in a cell of the room or
    beside it that is not shaded (all its neighbours shaded: cut off from
    the other unshaded cells), none leaving a span across two room borders
    (:meth:`HeyawakePuzzle.spans`) all unshaded."""
    g, near = s.grid, s.board.near
    ok = [i for i in free if not any(g[nb] == SHADED for nb in near[i])]
    watch = [i for i in _rooms(s.board).around[room] if g[i] != SHADED]
    inside = set(free)
    runs = [span for span in _rooms(s.board).room_spans[room] if all(g[i] == UNSHADED or i in inside for i in span)]
    others = len(g) - g.count(SHADED) - need  # the cells left not shaded: one alone walled in is no break
    ways: list = []
    # the cells that ``need`` cells of ``ok`` could wall in, with their neighbours not shaded (all must be chosen):
    # a cell with more such neighbours than ``need``, or one outside ``ok``, is never walled in (the test of each
    # way read every neighbour of every cell around the room: most of a 26x39 board's trials)
    can, opens = set(ok), []
    for i in watch if others > 1 else ():
        open_ = [nb for nb in near[i] if g[nb] != SHADED]
        if len(open_) <= need and can.issuperset(open_):
            opens.append((i, open_))

    def walls(chosen: set) -> bool:
        return any(i not in chosen and chosen.issuperset(open_) for i, open_ in opens)

    def place(k: int, chosen: set) -> None:
        if len(chosen) == need:
            if not walls(chosen) and all(not chosen.isdisjoint(span) for span in runs):
                ways.append(frozenset(chosen))
            return
        for j in range(k, len(ok) - (need - len(chosen)) + 1):
            if not any(nb in chosen for nb in near[ok[j]]):
                chosen.add(ok[j])
                place(j + 1, chosen)
                chosen.discard(ok[j])

    place(0, set())
    return ways


def _fits(s: State, room: int, free: list, need: int) -> tuple:
    """``(always, never)``: the cells of ``free`` shaded in every way of
    :func:`_ways`, and those in none (cached on the board by the cells the
    ways read as they stand: the room, its neighbours and theirs)."""
    b, g = s.board, s.grid
    cache = b.__dict__.setdefault("heyawake_fits", {})
    key = (room, need, len(g) - g.count(SHADED) - need > 1, tuple(map(g.__getitem__, _rooms(b).reach[room])))
    if key not in cache:
        ways = _ways(s, room, free, need)
        cache[key] = ((frozenset.intersection(*ways), set(free) - frozenset.union(*ways)) if ways else
                      (frozenset(), set()))
    return cache[key]


def room_fits(s: State, scope: Scope | None = None) -> list:
    """The ``room_fits`` steps; of the rooms of ``scope``'s ``fits`` where given, and the board has more than
    :data:`MOST_CELLS` + 1 cells not shaded (the ways read one count of the whole board, :func:`_ways`'s ``others``:
    past that it is more than 1 now and in the stalled position, whatever the room's ``need``)."""
    b, rooms, out = s.board, _rooms(s.board), []
    g = s.grid
    only = None if scope is None or len(g) - g.count(SHADED) <= MOST_CELLS + 1 else scope.fits
    for room, cells, number, name, (free, _, shaded) in _numbered(s, only):
        need = number - shaded
        if free > MOST_CELLS or not 0 < need < free:  # (a count room_done or room_needs decides)
            continue
        free = _count(s, cells, 0)
        always, never = _fits(s, room, free, need)  # (none: no way, a contradiction's)
        decided = {**dict.fromkeys(sorted(always), SHADED), **dict.fromkeys(sorted(never), UNSHADED)}
        if decided:
            near_shaded = s.touching(free, SHADED)
            reach = [i for i in rooms.reach[room] if s.grid[i] == SHADED and i not in cells]
            runs = [i for span in rooms.room_spans[room]  # the spans the ways must shade a cell of (as _ways)
                    if all(s.grid[i] == UNSHADED or s.grid[i] == 0 and i in cells for i in span)
                    for i in span if s.grid[i] == UNSHADED and i not in cells]
            said = [f"{b.named(sorted(always))} {'is' if len(always) == 1 else 'are'} shaded"] if always else []
            said += [f"{b.named(sorted(never))} {'is' if len(never) == 1 else 'are'} unshaded"] if never else []
            out.append(b.step("room_fits", f"{' and '.join(said)}: in every way {name} fits its {need} "
                              f"{'more ' if shaded else ''}shaded cell{'s' * (need != 1)} into its "
                              f"{len(free)} undecided cells without two touching"
                              + (f" (nor touching the shaded {b.named(near_shaded)})" if near_shaded else "")
                              + ", walling in a cell or leaving a run across two room borders unshaded", decided,
                              [i for i in cells if s.grid[i]] + reach + runs, 2))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (beside_shaded, room_done, room_needs, two_borders, room_fits, cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`; tests/test_hint_steps_pinned.py checks the steps say it)
room_fits.level = 2
cut.level = 3
for _rule in RULES:  # (a trial from a stalled position passes the scope of its changes)
    _rule.local = True


def contradiction(s: State, scope: Scope | None = None):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking only near the cells of ``scope``
    where given (:func:`nearby`: the same answer)."""
    g, b, rooms = s.grid, s.board, _rooms(s.board)
    for i in range(b.n) if scope is None else scope.ring:  # (a pair side by side holds a changed cell)
        if g[i] == SHADED:
            nb = next((nb for nb in b.near[i] if g[nb] == SHADED), None)
            if nb is not None:
                return f"{b.where(i)} and {b.where(nb)} would be shaded side by side", [i, nb]
    for _, cells, number, name, (free, _, shaded) in _numbered(s, scope and scope.rooms):
        if shaded > number:
            return (f"{name} would hold {counted(shaded, 'shaded cell')}, more than its {number}",
                    _count(s, cells, SHADED))
        if shaded + free < number:
            unshaded = _count(s, cells, UNSHADED)
            return f"{name} would have too few cells left for its {number} shaded one{'s' * (number != 1)}", unshaded
    at = g.__getitem__
    for span in rooms.spans if scope is None else [rooms.spans[k] for k in scope.spans]:
        if g[span[0]] == UNSHADED and all(v == UNSHADED for v in map(at, span)):
            return (f"the unshaded run from {b.where(span[0])} to {b.where(span[-1])} would cross two room "
                    "borders", span)
    apart = None if scope is not None and not scope.walls(s).closed else cut_apart(s)
    if apart is not None:
        return apart
    if g.count(UNSHADED) == len(g):
        return "no cell would be shaded", []
    return None


__all__ = ["MOST_CELLS", "RULES", "Scope", "beside_shaded", "contradiction", "cut", "givens", "nearby", "room_done",
           "room_fits", "room_needs", "two_borders"]
