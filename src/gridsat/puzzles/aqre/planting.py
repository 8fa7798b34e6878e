"""Rooms for the Aqre generator (:mod:`.generator`): random rooms drawn over a planted answer, and the changes its
repairs weigh where a second answer differs from the planted one (a room split, a cell moved across a border).

Rooms are rows of room ids (ints, numbered by their first cell in row-major order, as puzz.link numbers them); cells
are ``(row, col)``; an answer is rows of 1 (shaded) / 0 (unshaded), as the kind's checker reads it.
"""

from __future__ import annotations

import random

#: A room's size is drawn from these (its cells grown at random from its first; a room boxed in stays smaller, and a
#: cell left alone joins the smallest room beside it).
ROOM_SIZES = (2, 6)

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _near(rows: int, cols: int, cell) -> list:
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in STEPS if 0 <= r + dr < rows and 0 <= c + dc < cols]


def relabelled(rooms: list) -> list:
    """``rooms`` with its ids renumbered 0, 1, ... by each room's first cell in row-major order."""
    ids: dict = {}
    return [[ids.setdefault(rid, len(ids)) for rid in row] for row in rooms]


def random_rooms(rows: int, cols: int, rng: random.Random) -> list:
    """Rooms of ``rows x cols`` (rows of ids): from the cells in a random order, each cell in no room yet starts one
    of a size drawn from :data:`ROOM_SIZES`, grown a random neighbour at a time; a room of one cell then joins the
    smallest room beside it (when the board has more than one cell)."""
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    room: dict = {}
    members: dict = {}
    for start in order:
        if start in room:
            continue
        key, goal = len(members), rng.randint(*ROOM_SIZES)
        members[key], room[start] = [start], key
        while len(members[key]) < goal:
            free = sorted({n for cell in members[key] for n in _near(rows, cols, cell) if n not in room})
            if not free:
                break
            cell = rng.choice(free)
            room[cell] = key
            members[key].append(cell)
    for key in sorted(members):
        cells = members[key]
        if len(cells) != 1 or rows * cols == 1:
            continue
        beside = sorted({room[n] for n in _near(rows, cols, cells[0])}, key=lambda k: (len(members[k]), k))
        into = beside[0]
        room[cells[0]] = into
        members[into] += cells
        members[key] = []
    return relabelled([[room[(r, c)] for c in range(cols)] for r in range(rows)])


def room_cells(rooms: list) -> dict:
    """``{room id: [cells]}`` of ``rooms`` (cells in row-major order)."""
    out: dict = {}
    for r, row in enumerate(rooms):
        for c, rid in enumerate(row):
            out.setdefault(rid, []).append((r, c))
    return out


def _connected(cells: set, rows: int, cols: int) -> bool:
    """Whether ``cells`` (non-empty) are one orthogonally connected area."""
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in _near(rows, cols, todo.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def moves(rooms: list, differ: list) -> list:
    """Each cell of ``differ`` (where the planted and the second answer differ) moved into a room beside it, where
    the room it leaves keeps a cell and stays connected: both rooms then count that cell's shading, which the two
    answers disagree on, so the second answer breaks their numbers.  New rooms (rows of ids), one per move."""
    rows, cols = len(rooms), len(rooms[0])
    members = {rid: set(cells) for rid, cells in room_cells(rooms).items()}
    found = []
    for cell in differ:
        own = rooms[cell[0]][cell[1]]
        left = members[own] - {cell}
        if not left or not _connected(left, rows, cols):
            continue
        for other in sorted({rooms[n[0]][n[1]] for n in _near(rows, cols, cell)} - {own}):
            new = [list(row) for row in rooms]
            new[cell[0]][cell[1]] = other
            found.append(relabelled(new))
    return found


def splits(rooms: list, answer: list, other: list, rng: random.Random) -> list:
    """Rooms holding a cell where ``answer`` and ``other`` differ, split in two connected parts one of which the two
    answers shade differently often (so the second answer breaks a part's number): each part grown from such a cell
    a random neighbour at a time, every size from one cell up to all but one of the room's, where the rest stays
    connected.  New rooms (rows of ids)."""
    rows, cols = len(rooms), len(rooms[0])
    found, seen = [], set()
    for cells in room_cells(rooms).values():
        whole = set(cells)
        for start in [c for c in cells if answer[c[0]][c[1]] != other[c[0]][c[1]]]:
            part = [start]
            while len(part) < len(cells):
                balance = sum(answer[r][c] - other[r][c] for r, c in part)
                rest = whole - set(part)
                key = frozenset(part)
                if balance and key not in seen and _connected(rest, rows, cols):
                    seen.add(key)
                    seen.add(frozenset(rest))
                    new = [list(row) for row in rooms]
                    fresh = max(max(row) for row in rooms) + 1
                    for r, c in part:
                        new[r][c] = fresh
                    found.append(relabelled(new))
                free = sorted({n for cell in part for n in _near(rows, cols, cell) if n in rest})
                part.append(rng.choice(free))
    return found


__all__ = ["ROOM_SIZES", "moves", "random_rooms", "relabelled", "room_cells", "splits"]
