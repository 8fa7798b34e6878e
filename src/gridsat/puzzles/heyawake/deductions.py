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
from ..hitori.deductions import beside_shaded, cut

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


def _rooms(board: Board) -> _Rooms:
    if not hasattr(board, "heyawake_rooms"):  # (cached on the board: the rules run many times a step)
        board.heyawake_rooms = _Rooms(board)
    return board.heyawake_rooms


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


def _numbered(s: State):
    """``(room, cells, number, name, (undecided, unshaded, shaded))`` of each room with a number."""
    rooms = _rooms(s.board)
    for room, counts in enumerate(_tally(s)):
        if rooms.number[room] is not None:
            yield room, rooms.cells[room], rooms.number[room], rooms.name[room], counts


def room_done(s: State) -> list:
    b, out = s.board, []
    for _, cells, number, name, (free, _, shaded) in _numbered(s):
        if free and shaded == number:
            shaded, free = _count(s, cells, SHADED), _count(s, cells, 0)
            said = ("holds no shaded cell" if number == 0 else  # (was "already holds its 0 shaded cells")
                    f"already holds its {number} shaded cell{'s' * (number != 1)} ({b.named(shaded)})")
            out.append(b.step("room_done", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: {name} "
                              f"{said}", dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def room_needs(s: State) -> list:
    b, out = s.board, []
    for _, cells, number, name, (free, _, shaded) in _numbered(s):
        if free and free + shaded == number:
            free, unshaded = _count(s, cells, 0), _count(s, cells, UNSHADED)
            out.append(b.step("room_needs", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} shaded: {name} "
                              f"needs {number} shaded cell{'s' * (number != 1)} and has no other cell left"
                              + (f" ({b.named(unshaded)} unshaded)" if unshaded else ""),
                              dict.fromkeys(free, SHADED), unshaded, 1))
    return out


def two_borders(s: State) -> list:
    g, b, out = s.grid, s.board, []
    at = g.__getitem__
    for span in _rooms(b).spans:
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

    def walls(chosen: set) -> bool:
        return others > 1 and any(i not in chosen and all(nb in chosen or g[nb] == SHADED for nb in near[i])
                                  for i in watch)

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


def room_fits(s: State) -> list:
    b, rooms, out = s.board, _rooms(s.board), []
    for room, cells, number, name, (free, _, shaded) in _numbered(s):
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


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b, rooms = s.grid, s.board, _rooms(s.board)
    for i, v in enumerate(g):
        if v == SHADED:
            nb = next((nb for nb in b.near[i] if g[nb] == SHADED), None)
            if nb is not None:
                return f"{b.where(i)} and {b.where(nb)} would be shaded side by side", [i, nb]
    for _, cells, number, name, (free, _, shaded) in _numbered(s):
        if shaded > number:
            return (f"{name} would hold {counted(shaded, 'shaded cell')}, more than its {number}",
                    _count(s, cells, SHADED))
        if shaded + free < number:
            unshaded = _count(s, cells, UNSHADED)
            return f"{name} would have too few cells left for its {number} shaded one{'s' * (number != 1)}", unshaded
    at = g.__getitem__
    for span in rooms.spans:
        if g[span[0]] == UNSHADED and all(v == UNSHADED for v in map(at, span)):
            return (f"the unshaded run from {b.where(span[0])} to {b.where(span[-1])} would cross two room "
                    "borders", span)
    apart = cut_apart(s)
    if apart is not None:
        return apart
    if all(v == UNSHADED for v in g):
        return "no cell would be shaded", []
    return None


__all__ = ["MOST_CELLS", "RULES", "beside_shaded", "contradiction", "cut", "givens", "room_done", "room_fits",
           "room_needs", "two_borders"]
