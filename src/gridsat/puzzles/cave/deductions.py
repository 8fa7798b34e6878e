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

A trial from a stalled position passes the rules marked ``local`` and
:func:`contradiction` the scope of the cells it changed (:func:`nearby`):
the numbers seeing them, the 2x2 blocks holding them and the areas of cells
not unshaded beside them; what lies elsewhere is as it was in the stalled
position, where it broke and decided nothing.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.grid import cut_vertices
from ..creek import deductions as creek
from ..grid.hinting import SHADED, UNSHADED, Board, State, blocks_at, unjoined
from ..grid.walls import stays_joined
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


class Scope(NamedTuple):
    """The scope of the cells ``changed`` since a stalled position (:func:`nearby`): ``changed`` (indices,
    ascending); ``numbers`` the entries ``(cell, count, lines)`` of the numbers whose lines hold one
    (:func:`~gridsat.puzzles.kurodoko.deductions.numbers_seeing`); ``blocks`` the 2x2 blocks holding one (the
    board's order)."""
    changed: list
    numbers: list
    blocks: list


def nearby(board: Board, changed: list) -> Scope:
    """The scope of the cells ``changed`` (indices) since a stalled position
    (:mod:`gridsat.puzzles.grid.stepping`): a number's steps read its lines alone, a 2x2 block's its four cells;
    an area of cells not unshaded walled off from the edge, and one of cells not shaded walled off from the
    unshaded cells, holds or touches a changed cell (in a stalled position every area of the first kind reaches
    the edge, else ``shut_in`` or :func:`contradiction` would say so, and the cells not shaded are one area, else
    :func:`contradiction` would say so)."""
    cells = sorted(set(changed))
    return Scope(cells, kurodoko.numbers_seeing(board, cells), blocks_at(board, cells))


def _closed_near(board: Board, g: list, changed: list, wall: int, escapes) -> list:
    """The areas of cells not ``wall`` (a value) holding or beside a cell of ``changed`` (indices) that hold no
    cell ``escapes`` (a test of an index) says leads out, each as the list of its cells (any order), ordered by
    their smallest cell: every such area of the board where the position before the changes had none (a trial's
    scope, :func:`nearby`: an area neither holding nor beside a changed cell is one of that position)."""
    near, outside, done, closed = board.near, set(), set(), []
    for start in sorted({j for i in changed for j in [i] + list(near[i]) if g[j] != wall}):
        if start in outside or start in done:
            continue
        seen, todo, escaped = {start}, [start], escapes(start)
        while todo and not escaped:
            for nb in near[todo.pop()]:
                if nb not in seen and g[nb] != wall:
                    if nb in outside or escapes(nb):
                        escaped = True
                        break
                    seen.add(nb)
                    todo.append(nb)
        if escaped:
            outside |= seen
        else:
            done |= seen
            closed.append(seen)
    return sorted((list(area) for area in closed), key=min)


def _shut_near(board: Board, g: list, changed: list) -> list:
    """The areas of cells not unshaded walled off from the board's edge (:func:`_closed_near`) near ``changed``."""
    edge = board.__dict__.get("cave_edge_set")
    if edge is None:
        edge = board.cave_edge_set = set(_edge(board))
    return _closed_near(board, g, changed, UNSHADED, edge.__contains__)


def _walls(s: State, area: list) -> list:
    """The unshaded cells around ``area``: what walls it off."""
    return s.touching(area, UNSHADED)


def sight_full(s: State, scope: Scope | None = None) -> list:
    """Kurodoko's ``sight_full`` (of ``scope``'s numbers where given)."""
    return kurodoko.sight_full(s, None if scope is None else scope.numbers)


def too_far(s: State, scope: Scope | None = None) -> list:
    """Kurodoko's ``too_far`` (of ``scope``'s numbers where given)."""
    return kurodoko.too_far(s, None if scope is None else scope.numbers)


def sight_short(s: State, scope: Scope | None = None) -> list:
    """Kurodoko's ``sight_short`` (of ``scope``'s numbers where given)."""
    return kurodoko.sight_short(s, None if scope is None else scope.numbers)


def _shut_starts(s: State, scope: Scope | None) -> list:
    """The smallest undecided cell of each area of cells not unshaded walled off from the edge (of those near
    ``scope``'s cells where given), ascending."""
    g, b = s.grid, s.board
    if scope is not None:
        return [min(j for j in area if not g[j]) for area in _shut_near(b, g, scope.changed)
                if any(not g[j] for j in area)]
    reached, done, out = _from_edge(b, g), set(), []
    for i in range(b.n):
        if g[i] or i in reached or i in done:
            continue
        done.update(_area(b, g, i))
        out.append(i)
    return out


def shut_in(s: State, scope: Scope | None = None) -> list:
    """The ``shut_in`` steps (of the areas near ``scope``'s cells where given: :func:`nearby`)."""
    g, b, out = s.grid, s.board, []
    for i in _shut_starts(s, scope):
        area = _area(b, g, i)
        free = sorted(j for j in area if not g[j])
        if any(g[j] == SHADED for j in area):
            continue  # a contradiction, said by contradiction()
        walls = _walls(s, area)
        out.append(b.step("shut_in", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: the unshaded "
                          f"cells around {'it' if len(free) == 1 else 'them'} ({b.named(walls)}) wall "
                          f"{'it' if len(free) == 1 else 'them'} off from the board's edge, and a shaded area "
                          "touches the edge", dict.fromkeys(free, UNSHADED), walls, 1))
    return out


def _pockets(s: State, first: int, scope: Scope | None) -> list:
    """The areas of undecided cells walled off by shaded cells from every unshaded cell (``first`` the first of
    those), each as its cells (any order), ordered by their smallest cell; near ``scope``'s cells where given (a
    stalled position's cells not shaded are one area, holding its unshaded ones)."""
    g, b = s.grid, s.board
    if scope is not None:
        return _closed_near(b, g, scope.changed, SHADED, lambda j: g[j] == UNSHADED)
    seen, out = set(_area_of(b, g, first)), []
    for i in range(b.n):
        if g[i] or i in seen:
            continue
        area = _area_of(b, g, i)
        seen.update(area)
        if not any(g[j] == UNSHADED for j in area):  # (else a second cave: unjoined says it)
            out.append(area)
    return out


def pocket(s: State, scope: Scope | None = None) -> list:
    """The ``pocket`` steps (of the areas near ``scope``'s cells where given: :func:`nearby`)."""
    g, b, out = s.grid, s.board, []
    first = next((i for i in range(b.n) if g[i] == UNSHADED), None)
    if first is None:
        return out
    for area in _pockets(s, first, scope):
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


def no_checker(s: State, scope: Scope | None = None) -> list:
    """The ``no_checker`` steps (of ``scope``'s blocks where given: :func:`nearby`)."""
    g, b, out = s.grid, s.board, []
    for block in b.blocks if scope is None else scope.blocks:
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
for _rule in (sight_full, too_far, sight_short, shut_in, pocket, no_checker):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)


def _stray(b: Board, g: list, scope: Scope | None):
    """The first shaded cell walled off from the board's edge by unshaded cells (near ``scope``'s cells where
    given), or None."""
    if scope is not None:
        return min((j for area in _shut_near(b, g, scope.changed) for j in area if g[j] == SHADED), default=None)
    reached = _from_edge(b, g)
    return next((i for i, v in enumerate(g) if v == SHADED and i not in reached), None)


def contradiction(s: State, scope: Scope | None = None):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None; looking near
    the cells of ``scope`` alone (:func:`nearby`: the same answer) where given."""
    g, b = s.grid, s.board
    for i in _numbered(b):
        if g[i] == SHADED:
            return f"the numbered cell {b.where(i)} would be shaded", [i]
    stray = _stray(b, g, scope)
    if stray is not None:
        area = _area(b, g, stray)
        return (f"the shaded cell at {b.where(stray)} would be walled in by unshaded cells, away from the board's edge",
                [stray] + _walls(s, area))
    for block in b.blocks if scope is None else scope.blocks:
        w, x, y, z = block
        if g[w] and g[w] == g[z] and g[x] == g[y] and g[x] and g[x] != g[w]:
            return (f"the 2x2 block at {b.where(w)} would be a checkerboard (joining its two unshaded cells would "
                    "ring a shaded one in)", list(block))
    # the unshaded cells apart: never an area of cells not shaded walled off alone (Hitori's and Kurodoko's
    # cut_apart): here shaded cells may touch, and such an area may be all shaded ("r5c1 walled off" of an
    # undecided r5c1 on the edge, shaded in the answer)
    if scope is None:
        return kurodoko.sight_broken(s) or unjoined(s, UNSHADED)
    return kurodoko.sight_broken(s, scope.numbers) or (None if stays_joined(b, g, scope.changed, SHADED)
                                                       else unjoined(s, UNSHADED))


def _numbered(board: Board) -> list:
    """The numbered cells (cached on the board)."""
    if not hasattr(board, "cave_numbered"):
        board.cave_numbered = [i for i, v in enumerate(board.clue) if v is not None]
    return board.cave_numbered


__all__ = ["RULES", "Scope", "contradiction", "givens", "nearby", "no_checker", "pocket", "shut_in", "sight_full",
           "sight_short", "too_far", "unshaded_cut", "unshaded_escape", "way_out"]
