"""Cave deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: numbered cells unshaded,
the unshaded cells connected, every shaded area touching the board's edge,
a number the count of the unshaded cells it sees along its row and column);
the numbers' rules are Kurodoko's (:mod:`gridsat.puzzles.kurodoko.deductions`),
whose numbers see the same way, and the cave's are Creek's
(:mod:`gridsat.puzzles.creek.deductions`), whose unshaded cells are
connected too:

1. ``sight_full``: a number that already sees its count of unshaded cells
   has the cell just past each of its lines shaded; ``too_far``: a cell
   just past a number's line is shaded when, unshaded, it would join that
   line to the unshaded cells beyond it and the number would see more than
   its count; ``sight_short``: a number that sees too few cells the other
   ways, even with every cell not shaded seen, sees the rest along the
   remaining line: those cells are unshaded; ``shut_in``: cells walled off
   from the board's edge by unshaded cells are unshaded (shaded, they would
   be an area touching no edge); ``pocket``: cells walled off by shaded
   cells from every unshaded cell are shaded (unshaded, they would be a
   second cave); ``no_checker``: no 2x2 block is two shaded cells on one
   diagonal and two unshaded on the other (the path joining the unshaded
   two would ring one shaded cell in), so three cells of that pattern
   decide the fourth.
2. ``unshaded_escape``: a group of unshaded cells with one way out, while
   other unshaded cells lie elsewhere, goes out that way (Creek's);
   ``way_out``: a cell is shaded when a shaded cell reaches the board's
   edge only through it (unshaded, it would shut that shaded cell in).
3. ``unshaded_cut``: a cell that, shaded, would cut unshaded cells off
   from the others is unshaded (Creek's).
"""

from __future__ import annotations

from ...core.grid import cut_vertices
from ..creek import deductions as creek
from ..grid.hinting import SHADED, UNSHADED, Board, State, cut_apart
from ..kurodoko import deductions as kurodoko


def givens(board: Board) -> list:
    """The numbered cells are unshaded; the rest undecided."""
    return kurodoko.givens(board)


def _edge(board: Board) -> list:
    """The cells on the board's edge (cached on the board)."""
    if not hasattr(board, "cave_edge"):
        rows, cols = board.rows, board.cols
        board.cave_edge = [i for i, (r, c) in enumerate(board.rc) if r in (0, rows - 1) or c in (0, cols - 1)]
    return board.cave_edge


def _from_edge(board: Board, g: list, without: int = -1) -> set:
    """The cells not unshaded that the board's edge reaches through cells not unshaded (``without`` left out)."""
    reached = {i for i in _edge(board) if g[i] != UNSHADED and i != without}
    todo, near = list(reached), board.near
    while todo:
        for nb in near[todo.pop()]:
            if nb not in reached and nb != without and g[nb] != UNSHADED:
                reached.add(nb)
                todo.append(nb)
    return reached


def _area(board: Board, g: list, start: int, without: int = -1) -> list:
    """The cells not unshaded that ``start`` reaches through cells not unshaded (``without`` left out)."""
    seen, todo, near = {start}, [start], board.near
    for i in todo:  # (the list grows as it is walked: a breadth-first search)
        for nb in near[i]:
            if nb not in seen and nb != without and g[nb] != UNSHADED:
                seen.add(nb)
                todo.append(nb)
    return todo


def _walls(s: State, area: list) -> list:
    """The unshaded cells around ``area``: what walls it off."""
    return s.touching(area, UNSHADED)


def sight_full(s: State) -> list:
    """Kurodoko's ``sight_full``."""
    return kurodoko.sight_full(s)


def too_far(s: State) -> list:
    """Kurodoko's ``too_far``."""
    return kurodoko.too_far(s)


def sight_short(s: State) -> list:
    """Kurodoko's ``sight_short``."""
    return kurodoko.sight_short(s)


def shut_in(s: State) -> list:
    g, b, out = s.grid, s.board, []
    reached, done = _from_edge(b, g), set()
    for i in range(b.n):
        if g[i] or i in reached or i in done:
            continue
        area = _area(b, g, i)
        done.update(area)
        free = sorted(j for j in area if not g[j])
        if any(g[j] == SHADED for j in area):
            continue  # a contradiction, said by contradiction()
        walls = _walls(s, area)
        out.append(b.step("shut_in", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: the unshaded "
                          f"cells around {'it' if len(free) == 1 else 'them'} ({b.named(walls)}) wall "
                          f"{'it' if len(free) == 1 else 'them'} off from the board's edge, and a shaded area "
                          "touches the edge", dict.fromkeys(free, UNSHADED), walls, 1))
    return out


def pocket(s: State) -> list:
    g, b, out = s.grid, s.board, []
    first = next((i for i in range(b.n) if g[i] == UNSHADED), None)
    if first is None:
        return out
    seen = set(_area_of(b, g, first))
    for i in range(b.n):
        if g[i] or i in seen:
            continue
        area = _area_of(b, g, i)
        seen.update(area)
        if any(g[j] == UNSHADED for j in area):
            continue  # a second cave: cut_apart says it
        free = sorted(area)
        walls = s.touching(area, SHADED)
        out.append(b.step("pocket", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} shaded: the shaded cells "
                          f"around ({b.named(walls)}) wall {'it' if len(free) == 1 else 'them'} off from the unshaded "
                          f"cell at {b.where(first)}, and the unshaded cells are connected",
                          dict.fromkeys(free, SHADED), walls + [first], 1))
    return out


def _area_of(board: Board, g: list, start: int) -> list:
    """The cells not shaded that ``start`` reaches through cells not shaded."""
    seen, todo, near = {start}, [start], board.near
    for i in todo:
        for nb in near[i]:
            if nb not in seen and g[nb] != SHADED:
                seen.add(nb)
                todo.append(nb)
    return todo


def _checker(g: list, block) -> tuple:
    """``(cell, value, others)`` when three cells of the 2x2 ``block`` (top-left, top-right, bottom-left,
    bottom-right) are decided so that the fourth, undecided, would complete a checkerboard with its diagonal
    partner's value: it takes the other value, its two side neighbours' (``others``: the three); None otherwise."""
    free = [i for i in block if not g[i]]
    if len(free) != 1:
        return None
    x = free[0]
    k = block.index(x)
    partner, sides = block[3 - k], [block[j] for j in (1, 2)] if k in (0, 3) else [block[j] for j in (0, 3)]
    if g[sides[0]] == g[sides[1]] and g[partner] != g[sides[0]]:
        return x, g[sides[0]], [partner] + sides  # x must match its diagonal's other colour: the sides' colour
    return None


def no_checker(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for block in b.blocks:
        found = _checker(g, block)
        if found is None:
            continue
        x, value, others = found
        word, two = ("shaded", "unshaded") if value == SHADED else ("unshaded", "shaded")
        out.append(b.step("no_checker", f"{b.where(x)} is {word}: {two}, it would make a checkerboard with "
                          f"{b.named(others)} (two {two} cells on one diagonal, two {word} on the other: joining "
                          "the unshaded two rings a shaded one in)", {x: value}, others, 1))
    return out


def _outlets(board: Board) -> list:
    """The board's neighbour lists with one more node, the outside (index ``n``), beside every edge cell (cached on
    the board): reaching the edge is reaching that node."""
    if not hasattr(board, "cave_outlets"):
        edge, n = set(_edge(board)), board.n
        board.cave_outlets = [list(board.near[i]) + ([n] if i in edge else []) for i in range(n)] + [sorted(edge)]
    return board.cave_outlets


def way_out(s: State) -> list:
    g, b, out = s.grid, s.board, []
    if SHADED not in g:
        return out
    n = b.n  # the outside's cut vertices (Tarjan's, one search): a cell whose removal cuts shaded cells off it
    found, pieces = cut_vertices(_outlets(b), lambda i: i == n or g[i] != UNSHADED, n,
                                 lambda i: int(i < n and g[i] == SHADED))
    for x, parts in sorted(pieces.items()):
        if x == n or g[x]:
            continue
        stray = next(i for begin, end, w in parts if w for i in found[begin:end] if g[i] == SHADED) \
            if any(w for _, _, w in parts) else None
        if stray is None:
            continue
        area = _area(b, g, stray, x)
        out.append(b.step("way_out", f"{b.where(x)} is shaded: the shaded cell at {b.where(stray)} reaches the "
                          f"board's edge only through it (unshaded, it would shut {b.where(stray)} in)",
                          {x: SHADED}, [stray] + _walls(s, area + [x]), 2))
    return out


def unshaded_escape(s: State) -> list:
    """Creek's ``unshaded_escape`` (the unshaded cells are connected, in both genres)."""
    return creek.unshaded_escape(s)


def unshaded_cut(s: State) -> list:
    """Creek's ``unshaded_cut`` (the unshaded cells are connected, in both genres)."""
    return creek.unshaded_cut(s)


#: The rules in the order a person tries them (simplest first).
RULES = (sight_full, too_far, sight_short, shut_in, pocket, no_checker, unshaded_escape, way_out, unshaded_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
unshaded_escape.level = way_out.level = 2
unshaded_cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None."""
    g, b = s.grid, s.board
    for i in _numbered(b):
        if g[i] == SHADED:
            return f"the numbered cell {b.where(i)} would be shaded", [i]
    reached = _from_edge(b, g)
    stray = next((i for i, v in enumerate(g) if v == SHADED and i not in reached), None)
    if stray is not None:
        area = _area(b, g, stray)
        return (f"the shaded cell at {b.where(stray)} would be walled in by unshaded cells, away from the board's edge",
                [stray] + _walls(s, area))
    for block in b.blocks:
        w, x, y, z = block
        if g[w] and g[w] == g[z] and g[x] == g[y] and g[x] and g[x] != g[w]:
            return (f"the 2x2 block at {b.where(w)} would be a checkerboard (joining its two unshaded cells would "
                    "ring a shaded one in)", list(block))
    return kurodoko.sight_broken(s) or cut_apart(s)


def _numbered(board: Board) -> list:
    """The numbered cells (cached on the board)."""
    if not hasattr(board, "cave_numbered"):
        board.cave_numbered = [i for i, v in enumerate(board.clue) if v is not None]
    return board.cave_numbered


__all__ = ["RULES", "contradiction", "givens", "no_checker", "pocket", "shut_in", "sight_full", "sight_short",
           "too_far", "unshaded_cut", "unshaded_escape", "way_out"]
