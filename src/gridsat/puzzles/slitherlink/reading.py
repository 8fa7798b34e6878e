"""What Slitherlink's deductions read of a position on the lattice (:mod:`.lattice`): a grid point's edges, a number's
sides, the ways a number and one of its corners can take their lines, a row's crossings, the drawn pieces, and the
scope of a trial's changes (:func:`nearby`)."""

from __future__ import annotations

from itertools import product
from typing import NamedTuple

from ..grid.hinting import State
from ..masyu.reading import around, joined  # noqa: F401  (around, joined: a grid point's edges, the drawn pieces)
from ..masyu.nodes import draw, drawn_said, is_are  # noqa: F401  (the loop's words, shared with Masyu)
from .lattice import OFF, ON, SlitherLattice

#: A corner's two sides among a cell's four (up 0, right 1, down 2, left 3), corners as ``CORNER_STEPS`` orders them.
CORNER_SIDES = ((0, 3), (0, 1), (1, 2), (2, 3))


class Scope(NamedTuple):
    """The scope of the points ``changed`` since a stalled position (:func:`nearby`): ``points`` the grid points a
    point's rules read them at (a changed point, a changed edge's two ends), ``cells`` the numbered cells with a side
    or a corner among them, ``lines`` the rows (``("row", r)``) and columns whose crossings they change."""
    points: list
    cells: list
    lines: list


def nearby(board: SlitherLattice, changed: list) -> Scope:
    """The scope of the points ``changed`` (indices) since a stalled position: a grid point's rules read it and its
    edges, a number's its sides and the points and edges at its corners, a row's (a column's) parity its edges
    across it; what lies beyond is as it was in the stalled position, where they decided nothing."""
    points, lines, ends, cols = set(), set(), board.ends, board.cols
    for i in changed:
        if i in ends:
            points.update(ends[i])
            r, c = board.rc[i]
            lines.add(("row", r // 2) if r % 2 else ("column", c // 2))
        elif i in board.edges:
            points.add(i)
    cells = set()
    for v in points:
        r, c = board.rc[v]
        cells.update(y * cols + x for y in (r - 1, r + 1) if 0 < y < board.rows for x in (c - 1, c + 1)
                     if 0 < x < cols)
    clue = board.clue
    return Scope(sorted(points), sorted(k for k in cells if isinstance(clue[k], int)),
                 sorted(lines, key=lambda line: (line[0] != "row", line[1])))  # (rows first, as :func:`all_lines`)


def points_in(s: State, scope):
    """The grid points a point's rule looks at: every one, or ``scope``'s."""
    return s.board.edges if scope is None else scope.points


def numbers_in(s: State, scope):
    """The numbered cells a number's rule looks at: every one, or ``scope``'s."""
    return s.board.numbers if scope is None else scope.cells


def sides(b: SlitherLattice, g: list, k: int) -> tuple:
    """A cell's sides: ``(drawn, open, off)``, each a list of edge points."""
    found = b.sides[k]
    return [e for e in found if g[e] == ON], [e for e in found if not g[e]], [e for e in found if g[e] == OFF]


def line_edges(b: SlitherLattice, line: tuple) -> list:
    """The edges across a row of cells (its vertical edges, left to right) or a column (its horizontal edges)."""
    what, n = line
    cols = b.cols
    if what == "row":
        return [(2 * n + 1) * cols + c for c in range(0, cols, 2)]
    return [r * cols + 2 * n + 1 for r in range(0, b.rows, 2)]


def all_lines(b: SlitherLattice) -> list:
    rows, cols = b.size
    return [("row", r) for r in range(rows)] + [("column", c) for c in range(cols)]


def lines_in(s: State, scope):
    """The rows and columns a line's rule looks at: every one, or ``scope``'s."""
    return all_lines(s.board) if scope is None else scope.lines


def corner_ways(b: SlitherLattice, g: list, k: int, j: int) -> tuple:
    """The ways the number of cell point ``k`` and its corner ``j`` (0 top-left, 1 top-right, 2 bottom-right, 3
    bottom-left) can take their lines: ``(points, ways)``, ``points`` the cell's four sides, the corner's edges
    outside the cell and the corner's grid point, ``ways`` each a tuple of their values (:data:`ON`/:data:`OFF`)
    agreeing with ``g``: the number's count of sides drawn, the grid point two lines or none (on the loop with two,
    off with none)."""
    found = b.corner_cache.get((k, j))
    if found is None:
        found = b.corner_cache[k, j] = _all_corner_ways(b, k, j)
    points, ways = found
    known = [(x, g[p]) for x, p in enumerate(points) if g[p]]
    return points, [w for w in ways if all(w[x] == v for x, v in known)]


def _all_corner_ways(b: SlitherLattice, k: int, j: int) -> tuple:
    """:func:`corner_ways` of an empty position (every way the number and the corner allow), read once a board."""
    n, v = b.clue[k], b.corners[k][j]
    mine = b.sides[k]
    outer = [e for e in b.around[v] if e not in mine]
    at = CORNER_SIDES[j]
    ways = []
    for pick in product((ON, OFF), repeat=4 + len(outer)):
        if sum(x == ON for x in pick[:4]) != n:
            continue
        degree = sum(pick[s] == ON for s in at) + sum(x == ON for x in pick[4:])
        if degree in (0, 2):
            ways.append((*pick, ON if degree else OFF))
    return [*mine, *outer, v], ways


def crossings(b: SlitherLattice, g: list, line: tuple) -> tuple:
    """A row's (a column's) edges across it: ``(drawn, open)``."""
    found = line_edges(b, line)
    return [e for e in found if g[e] == ON], [e for e in found if not g[e]]


def line_name(line: tuple) -> str:
    return f"{line[0]} {line[1] + 1}"


def loop_edges_of(b: SlitherLattice, path: list, closed: bool) -> list:
    """The edge points joining a piece's grid points in order (round to the first, ``closed``)."""
    steps = zip(path, path[1:] + path[:1]) if closed else zip(path, path[1:])
    return [e for x, y in steps for e, w in b.edges[x].values() if w == y]


def left_out(b: SlitherLattice, g: list, path: list, drawn: list):
    """What a loop of the grid points ``path`` and the edges ``drawn`` (the whole loop, were it closed so) leaves
    wrong: ``(words, points)``, a grid point on the loop or a drawn edge off it, a number it does not give its count,
    a grid point it misses under the ``f`` flag; or None when it is the answer's loop."""
    inside, on = set(path), set(drawn)
    for v in b.edges:
        if v not in inside and g[v] == ON:
            return f"without {b.where(v)}", [v]
    for e in b.ends:
        if g[e] == ON and e not in on:
            return f"without {b.where(e)}", [e]
    for k in b.numbers:
        have = sum(e in on for e in b.sides[k])
        if have != b.clue[k]:
            return f"with {have} side{'' if have == 1 else 's'} of {b.number(k)}", [k]
    return None


def words(b: SlitherLattice, decided: dict) -> str:
    """What a step decides, in words: the edges drawn (and their grid points on the loop), the edges and points off."""
    off = sorted(i for i, v in decided.items() if v == OFF)
    on = sorted(i for i, v in decided.items() if v == ON and i not in b.ends)
    if any(v == ON and i in b.ends for i, v in decided.items()):
        said = [drawn_said(b, decided)]
    else:
        said = [f"{b.named(on)} {is_are(len(on))} on the loop"] if on else []
    if off:
        said.append(f"{b.named(off)} {is_are(len(off))} off the loop")
    return " and ".join(said)


__all__ = ["CORNER_SIDES", "Scope", "all_lines", "around", "corner_ways", "crossings", "draw", "drawn_said", "is_are",
           "joined", "left_out", "line_edges", "line_name", "lines_in", "loop_edges_of", "nearby", "numbers_in",
           "points_in", "sides", "words"]
