"""What Country Road's deductions read of a position beyond Masyu's (:mod:`gridsat.puzzles.masyu.reading`): the
scope of a trial's changes (:func:`nearby`), the rooms a room's rule looks at, a room's counts."""

from __future__ import annotations

from typing import NamedTuple

from ..grid.hinting import State
from ..masyu.lattice import OFF, ON
from .lattice import RoomLattice


class Scope(NamedTuple):
    """The scope of the points ``changed`` since a stalled position (:func:`nearby`): ``cells`` the cell points a
    cell's rules read them at (a changed cell, a changed edge's two cells), ``rooms`` the rooms of those cells (a
    room's rules read its cells and the edges inside and across its border, each with a cell in the room)."""
    cells: list
    rooms: list


def nearby(board: RoomLattice, changed: list) -> Scope:
    """The scope of the points ``changed`` (indices) since a stalled position: a cell's rules read it and its four
    edges, a room's its cells and the edges with a cell in it; what lies beyond is as it was in the stalled position,
    where they decided nothing."""
    cells, ends, edges, room = set(), board.ends, board.edges, board.room
    for i in changed:
        cells.update(ends[i] if i in ends else (i,) if i in edges else ())
    return Scope(sorted(cells), sorted({room[i] for i in cells}, key=lambda rid: board.cells_of[rid][0]))


def rooms_in(s: State, scope) -> list:
    """The room ids a room's rule looks at: every one, or ``scope``'s."""
    return list(s.board.cells_of) if scope is None else scope.rooms


def facing_in(s: State, scope) -> list:
    """The pairs of cells side by side across a room border a pair's rule looks at, ``(a, b, edge)`` each way round:
    every one, or those of ``scope``'s cells."""
    b = s.board
    if scope is None:
        return [pair for a, c, e in b.facing for pair in ((a, c, e), (c, a, e))]
    return [pair for i in scope.cells for pair in b.across[i]]


def visits(b: RoomLattice, g: list, rid):
    """How many cells of room ``rid`` the loop visits, when known: its number, or the cells on the loop once every
    cell is decided; else None."""
    number = b.number.get(rid)
    if number is not None:
        return number
    cells = b.cells_of[rid]
    return None if any(not g[i] for i in cells) else sum(g[i] == ON for i in cells)


def cuts_in(s: State, scope) -> list:
    """The cuts (:attr:`~.lattice.RoomLattice.cuts`) a cut's rule looks at: every one, or those with an edge of
    ``scope``'s cells (a changed edge's cells are among them)."""
    b = s.board
    if scope is None:
        return b.cuts
    return [b.cuts[k] for k in sorted({k for i in scope.cells for k in b.cuts_at[i]})]


def closed_pieces(b: RoomLattice, g: list, starts=None) -> list:
    """The drawn pieces through ``starts`` (cell points; None: every cell) closed into loops, each its cells in the
    loop's order from its smallest cell (as :func:`~gridsat.puzzles.grid.loop_pieces.pieces` writes them), in the
    order of their smallest cells: a walk from each start with two edges drawn along cells of two, left at the first
    cell of another count (a piece that ends or branches is not closed)."""
    edges, seen, found = b.edges, set(), []

    def ahead(x: int) -> list:
        return [y for e, y in edges[x].values() if g[e] == ON]

    for start in edges if starts is None else starts:
        if start in seen:
            continue
        group, here, before = [start], start, None
        seen.add(start)
        while True:
            nxt = ahead(here)
            if len(nxt) != 2:
                group = None
                break
            step = nxt[0] if nxt[0] != before else nxt[1]
            if step == start:
                break
            if step in seen:
                group = None
                break
            seen.add(step)
            group.append(step)
            here, before = step, here
        if group is not None:
            first = min(group)
            order, before = [first], None
            while True:
                step = next(y for y in ahead(order[-1]) if y != before)
                if step == first:
                    break
                before = order[-1]
                order.append(step)
            found.append(order)
    return sorted(found)


def split(g: list, points) -> tuple:
    """``points`` as ``(drawn, undecided, off)`` lists."""
    return [i for i in points if g[i] == ON], [i for i in points if not g[i]], [i for i in points if g[i] == OFF]


__all__ = ["Scope", "closed_pieces", "cuts_in", "facing_in", "nearby", "rooms_in", "split", "visits"]
