"""Slitherlink's rules of its numbers and of a row's crossings (:mod:`.deductions` lists them and their levels): a
number's sides, 3s side by side and touching at a corner, a number's corner arithmetic, a row's parity; and the
contradictions they meet."""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import State
from .lattice import OFF, ON, SlitherLattice
from .reading import (corner_ways, crossings, draw, drawn_said, is_are, line_edges, line_name, lines_in, numbers_in,
                      sides, words)


def number_full(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for k in numbers_in(s, scope):
        drawn, free, _ = sides(b, g, k)
        if free and len(drawn) == b.clue[k]:
            has = f"has its {len(drawn)} side{'s' if len(drawn) > 1 else ''} on the loop ({b.named(drawn)})" \
                if drawn else "has no side on the loop"
            out.append(b.step("number_full", f"{b.named(free)} {is_are(len(free))} off the loop: {b.number(k)} "
                              f"{has}", dict.fromkeys(free, OFF), [k, *drawn], 1))
    return out


def number_needs(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for k in numbers_in(s, scope):
        drawn, free, off = sides(b, g, k)
        if free and len(drawn) + len(free) == b.clue[k]:
            decided = draw(b, g, free)
            why = f", and {b.named(off)} {is_are(len(off))} off the loop" if off else ""
            out.append(b.step("number_needs", f"{drawn_said(b, decided)}: {b.number(k)} needs {b.clue[k]} of its "
                              f"sides{why}", decided, [k, *off], 1))
    return out


def _fresh(g: list, decided: dict) -> dict:
    return {i: v for i, v in decided.items() if not g[i]}


def threes_beside(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    cols, clue = b.cols, b.clue
    for k in b.numbers:
        if clue[k] != 3:
            continue
        for step, (near, far) in ((2, (3, 1)), (2 * cols, (0, 2))):  # the 3 to the right; the 3 below
            other = k + step
            if other >= b.n or clue[other] != 3 or (step == 2 and b.rc[other][0] != b.rc[k][0]):
                continue
            shared = k + step // 2
            r, c = b.rc[shared]
            dr, dc = (2, 0) if step == 2 else (0, 2)  # along the shared line
            beyond = [(r + y) * cols + c + x for y, x in ((dr, dc), (-dr, -dc))
                      if 0 <= r + y < b.rows and 0 <= c + x < cols]
            decided = _fresh(g, {**draw(b, g, [b.sides[k][near], shared, b.sides[other][far]]),
                                 **dict.fromkeys(beyond, OFF)})
            witness = _not_the_box(b, g, k, other, shared) if decided else None
            if witness is not None:
                out.append(b.step("threes_beside", f"{words(b, decided)}: the 3s at {b.where(k)} and "
                                  f"{b.where(other)} lie side by side; the loop takes the side between them and the "
                                  "two sides parallel to it (without it, their other six sides would close a loop "
                                  f"round the two alone, {witness[0]}), and goes no further along their shared line",
                                  decided, [k, other, witness[1]], 2))
    return out


def _not_the_box(b: SlitherLattice, g: list, k: int, other: int, shared: int):
    """Why the loop is not the box round two 3s side by side (their sides but the one between them): ``(words,
    point)``, a number it would not give its count, or a line drawn or a grid point on the loop off it; or None."""
    box = {e for e in b.sides[k] + b.sides[other] if e != shared}
    for n in b.numbers:
        have = sum(e in box for e in b.sides[n])
        if n not in (k, other) and have != b.clue[n]:
            return f"which would give {b.number(n)} {have} side{'' if have == 1 else 's'}", n
    corners = {v for e in box for v in b.ends[e]}
    for i, v in enumerate(g):
        if v == ON and i not in box and i not in corners:
            return f"which would leave {b.where(i)} off it", i
    return None


def threes_diagonal(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    cols, clue = b.cols, b.clue
    for k in b.numbers:
        if clue[k] != 3:
            continue
        r, c = b.rc[k]
        for dc, mine, theirs in ((2, (0, 3), (1, 2)), (-2, (0, 1), (2, 3))):  # down-right; down-left
            other = k + 2 * cols + dc
            if not (0 < c + dc < cols and r + 2 < b.rows) or clue[other] != 3:
                continue
            edges = [b.sides[k][d] for d in mine] + [b.sides[other][d] for d in theirs]
            decided = draw(b, g, edges)
            if decided:
                out.append(b.step("threes_diagonal", f"{drawn_said(b, decided)}: the 3s at {b.where(k)} and "
                                  f"{b.where(other)} touch at a corner; each takes the two sides at its far corner",
                                  decided, [k, other], 2))
    return out


def corner(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for k in numbers_in(s, scope):
        for j in range(4):
            points, ways = corner_ways(b, g, k, j)
            if not ways:
                continue
            decided = {p: ways[0][x] for x, p in enumerate(points) if not g[p] and all(w[x] == ways[0][x]
                                                                                     for w in ways)}
            if not decided:
                continue
            v = points[-1]
            count = "only one way" if len(ways) == 1 else f"{len(ways)} ways, which agree there"
            out.append(b.step("corner", f"{words(b, decided)}: {b.number(k)}'s sides and the lines at "
                              f"{b.corner_of(k, v)} can lie {count} ({b.clue[k]} of its sides; two lines or none at "
                              f"{b.where(v)})", decided, [k, *(p for p in points if g[p])], 2))
    return out


def parity(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for line in lines_in(s, scope):
        drawn, free = crossings(b, g, line)
        if len(free) != 1:
            continue
        e = free[0]
        value = ON if len(drawn) % 2 else OFF
        decided = draw(b, g, [e]) if value == ON else {e: OFF}
        edges = [x for x in line_edges(b, line) if x != e]
        out.append(b.step("parity", f"{words(b, decided)}: the loop crosses {line_name(line)} an even number of "
                          f"times (it is closed, and the board's edge lies outside it), and its other edges across "
                          f"it hold {len(drawn)} line{'' if len(drawn) == 1 else 's'}", decided, edges, 2))
    return out


def number_wrong(s: State, scope=None):
    """A number with more sides drawn than it says, or fewer left than it needs, or a corner its sides cannot fit:
    ``(sentence, points)``, or None."""
    g, b = s.grid, s.board
    for k in numbers_in(s, scope):
        drawn, free, off = sides(b, g, k)
        if len(drawn) > b.clue[k]:
            return f"{b.number(k)} would have {counted(len(drawn), 'side')} on the loop ({b.named(drawn)})", [k, *drawn]
        if len(drawn) + len(free) < b.clue[k]:
            return f"{b.number(k)} could have at most {len(drawn) + len(free)} of its sides ({b.named(off)} off " \
                   "the loop)", [k, *off]
        for j in range(4):
            points, ways = corner_ways(b, g, k, j)
            if not ways:
                v = b.corners[k][j]
                return (f"{b.number(k)}'s sides and the lines at {b.corner_of(k, v)} could lie no way ({b.clue[k]} "
                        f"of its sides; two lines or none at {b.where(v)})", [k, *(p for p in points if g[p])])
    return None


def parity_wrong(s: State, scope=None):
    """A row or column of cells every edge across which is decided, crossed an odd number of times: ``(sentence,
    points)``, or None."""
    g, b = s.grid, s.board
    for line in lines_in(s, scope):
        drawn, free = crossings(b, g, line)
        if not free and len(drawn) % 2:
            return (f"the loop would cross {line_name(line)} {len(drawn)} times, an odd number (a closed loop crosses "
                    "it an even number of times)", line_edges(b, line))
    return None


__all__ = ["corner", "number_full", "number_needs", "number_wrong", "parity", "parity_wrong",
           "threes_beside", "threes_diagonal"]
