"""Shimaguni's rooms as its deductions (:mod:`.deductions`) read them: each room's cells, number and name, the
rooms it touches, and a partial shading's island in a room (what its shaded cells reach, their group and its ways
to grow, the unshaded cells walling them, a known island size)."""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State


class Rooms:
    """A board's rooms as flat cells (cached on the board): ``cells`` per room, ``number`` (None: none or ``?``),
    ``name`` as a sentence says it, ``room_of`` each cell's room and ``touching`` per room the rooms sharing a side
    with it (ascending)."""

    def __init__(self, board: Board):
        puzzle, cols = board.puzzle, board.cols
        numbers = puzzle.room_numbers()
        clued = {puzzle.regions[r][c]: r * cols + c for (r, c) in puzzle.clued()}
        self.cells, self.number, self.name = [], [], []
        self.room_of = [0] * board.n
        for k, (rid, cells) in enumerate(puzzle.rooms().items()):
            flat = [r * cols + c for r, c in cells]
            number = numbers.get(rid)
            self.cells.append(flat)
            self.number.append(number if isinstance(number, int) else None)
            self.name.append(f"the room of the {number} at {board.where(clued[rid])}" if rid in clued else
                             f"the room at {board.where(flat[0])}")
            for i in flat:
                self.room_of[i] = k
        of = self.room_of
        #: per room its cells and their neighbours (what its islands read), and the islands found, by what they read
        self.around = [sorted({nb for i in cells for nb in board.near[i]} | set(cells)) for cells in self.cells]
        self.islands: dict = {}
        self.touching = [sorted({of[nb] for i in cells for nb in board.near[i] if of[nb] != k})
                         for k, cells in enumerate(self.cells)]


def rooms_of(board: Board) -> Rooms:
    if not hasattr(board, "shimaguni_rooms"):
        board.shimaguni_rooms = Rooms(board)
    return board.shimaguni_rooms


def reached(s: State, k: int, start: int, without: int = -1) -> set:
    """The cells of room ``k`` not unshaded that ``start`` reaches through such cells of the room (``without``:
    a cell taken as unshaded too)."""
    g, near, of = s.grid, s.board.near, rooms_of(s.board).room_of
    seen, todo = {start}, [start]
    while todo:
        for nb in near[todo.pop()]:
            if nb not in seen and nb != without and of[nb] == k and g[nb] != UNSHADED:
                seen.add(nb)
                todo.append(nb)
    return seen


def island_of(s: State, k: int, start: int) -> tuple:
    """The shaded cells of room ``k`` joined to the shaded ``start`` inside it, and the undecided cells of the room
    beside them (its ways to grow): ``(group, ways)``, each sorted."""
    g, near, of = s.grid, s.board.near, rooms_of(s.board).room_of
    group, ways, todo = {start}, set(), [start]
    while todo:
        for nb in near[todo.pop()]:
            if of[nb] != k or nb in group:
                continue
            if g[nb] == SHADED:
                group.add(nb)
                todo.append(nb)
            elif not g[nb]:
                ways.add(nb)
    return sorted(group), sorted(ways)


def walls(s: State, k: int, cells) -> list:
    """The unshaded cells of room ``k`` beside ``cells``: what walls them in inside the room."""
    g, near, of = s.grid, s.board.near, rooms_of(s.board).room_of
    return sorted({nb for i in cells for nb in near[i] if of[nb] == k and g[nb] == UNSHADED})


def known_size(s: State, k: int):
    """Room ``k``'s island size where it is known, ``(size, why, premises)``: its number, or an island walled in
    (its shaded cells one group with no undecided cell of the room beside it); else None."""
    rooms = rooms_of(s.board)
    if rooms.number[k] is not None:
        return rooms.number[k], f"{rooms.name[k]} holds an island of {rooms.number[k]}", []
    shaded = [i for i in rooms.cells[k] if s.grid[i] == SHADED]
    if not shaded:
        return None
    group, ways = island_of(s, k, shaded[0])
    if ways or len(group) != len(shaded):
        return None
    return (len(group), f"the island of {rooms.name[k]} is walled in at {counted(len(group), 'cell')}",
            group + walls(s, k, group))


def known_sizes(s: State) -> list:
    """:func:`known_size` of every room, in order (each rule asks each room's once, not once a touching room)."""
    return [known_size(s, k) for k in range(len(rooms_of(s.board).cells))]


def distances(s: State, k: int, start: int) -> dict:
    """The steps from ``start`` to each cell of room ``k`` not unshaded, through such cells of the room."""
    g, near, of = s.grid, s.board.near, rooms_of(s.board).room_of
    far, todo = {start: 0}, [start]
    for i in todo:
        for nb in near[i]:
            if nb not in far and of[nb] == k and g[nb] != UNSHADED:
                far[nb] = far[i] + 1
                todo.append(nb)
    return far


def parts(s: State, k: int) -> list:
    """The areas of room ``k``'s cells not unshaded (connected inside the room)."""
    g, seen, parts = s.grid, set(), []
    for i in rooms_of(s.board).cells[k]:
        if g[i] != UNSHADED and i not in seen:
            part = reached(s, k, i)
            seen |= part
            parts.append(sorted(part))
    return parts


__all__ = ["Rooms", "distances", "island_of", "reached", "known_size", "known_sizes", "parts", "rooms_of", "walls"]
