"""What Masyu's deductions read of a position on the lattice (:mod:`.lattice`): a cell's edges, why a pearl's line
cannot run one way, the drawn pieces, and the scope of a trial's changes (:func:`nearby`)."""

from __future__ import annotations

from typing import NamedTuple

from ..grid.hinting import State
from .lattice import OFF, ON, Lattice


class Scope(NamedTuple):
    """The scope of the points ``changed`` since a stalled position (:func:`nearby`): ``cells`` the cell points a
    cell's rules read them at (a changed cell, a changed edge's two cells), ``pearls`` the pearls within two cells."""
    cells: list
    pearls: list


def nearby(board: Lattice, changed: list) -> Scope:
    """The scope of the points ``changed`` (indices) since a stalled position: a cell's rules read it and its four
    edges, a pearl's its cells and edges up to two cells away (the lattice's four points each way); what lies
    beyond is as it was in the stalled position, where they decided nothing."""
    cells, pearls, near, ends = set(), set(), board.near_pearls, board.ends
    for i in changed:
        cells.update(ends[i] if i in ends else (i,) if i in board.edges else ())
        found = near.get(i)
        if found is None:
            found = near[i] = _pearls_near(board, i)
        pearls.update(found)
    return Scope(sorted(cells), sorted(pearls))


def _pearls_near(board: Lattice, i: int) -> tuple:
    cols, clue, (r, c) = board.cols, board.clue, board.rc[i]
    return tuple(y * cols + x for y in range(max(r - 4 - r % 2, 0), min(r + 5, board.rows), 2)
                 for x in range(max(c - 4 - c % 2, 0), min(c + 5, cols), 2) if clue[y * cols + x] is not None)


def cells_in(s: State, scope):
    """The cell points a cell's rule looks at: every one, or ``scope``'s."""
    return s.board.edges if scope is None else scope.cells


def pearls_in(s: State, scope, colour: str):
    """The pearls of ``colour`` (``"W"``, ``"B"``) a pearl's rule looks at: every one, or ``scope``'s."""
    clue = s.board.clue
    return [i for i in (s.board.pearls if scope is None else scope.pearls) if clue[i] == colour]


def arm_blocked(b: Lattice, g: list, p: int, d: int):
    """Why the black pearl at ``p`` cannot go straight two cells in direction ``d``: ``(words, premises)``, or
    None when it can."""
    ways = b.ways
    e1, x = ways[p][d]
    if x is None or ways[x][d][1] is None:
        return "the board's edge is within two cells", [p]
    e2, y = ways[x][d]
    for point in (e1, x, e2, y):
        if g[point] == OFF:
            return f"{b.where(point)} is off the loop", [point]
    if b.clue[x] == "B":
        return f"{b.where(x)} holds a black pearl, where the loop turns", [x]
    for t in ((d + 1) % 4, (d + 3) % 4):
        turn = ways[x][t][0]
        if turn is not None and g[turn] == ON:
            return f"the loop turns at {b.where(x)} ({b.where(turn)} is drawn)", [turn]
    opposite = ways[p][(d + 2) % 4][0]
    if opposite is not None and g[opposite] == ON:
        return f"{b.where(opposite)} is drawn and the loop turns on the pearl", [opposite]
    return None


def axis_blocked(b: Lattice, g: list, p: int, axis: int):
    """Why the white pearl at ``p`` cannot go straight along ``axis`` (0 up-down, 1 left-right): ``(words,
    premises)``, or None."""
    ways = b.ways[p]
    for d in (axis, axis + 2):
        e, x = ways[d]
        if e is None:
            return "the board's edge is beside it", [p]
        for point in (e, x):
            if g[point] == OFF:
                return f"{b.where(point)} is off the loop", [point]
    for d in (axis + 1, (axis + 3) % 4):
        e = ways[d][0]
        if e is not None and g[e] == ON:
            return f"{b.where(e)} is drawn across it", [e]
    return None


def around(b: Lattice, g: list, i: int) -> tuple:
    """A cell point's edges: ``(drawn, open, off)``, each a list of edge points (the board's edge holds none)."""
    around = b.around[i]
    return [e for e in around if g[e] == ON], [e for e in around if not g[e]], [e for e in around if g[e] == OFF]


def joined(b: Lattice, g: list, starts=None) -> dict:
    """``{cell point: [cell points joined to it by drawn edges]}`` of the drawn pieces through ``starts`` (cell
    points; None: every piece)."""
    joined: dict = {}
    for start in b.edges if starts is None else starts:
        if start in joined or not any(g[e] == ON for e, _ in b.edges[start].values()):
            continue
        todo = [start]
        while todo:
            x = todo.pop()
            if x in joined:
                continue
            joined[x] = ahead = [y for e, y in b.edges[x].values() if g[e] == ON]
            todo.extend(y for y in ahead if y not in joined)
    return joined


def needed(b: Lattice, g: list) -> list:
    """The cell points the loop passes: pearls and cells on the loop."""
    return [i for i in b.edges if g[i] == ON]


__all__ = ["Scope", "around", "arm_blocked", "axis_blocked", "cells_in", "joined", "nearby", "needed", "pearls_in"]
