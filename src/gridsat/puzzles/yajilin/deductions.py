"""Yajilin deductions a person can follow, simplest first (the logic of :mod:`gridsat.puzzles.grid.stepping`;
levels of :mod:`gridsat.core.hints`).

A position's cells are shaded or unshaded -- an unshaded free cell is on the loop -- and a clue cell is given
(neither: the loop never enters it). Each rule is a consequence of the rules (:mod:`.rules`: shaded cells never
side by side, one loop through every other free cell, an arrow's number the shaded cells along its ray); the
loop's pieces are read from the cells (:mod:`.paths`: an unshaded cell with two ways out uses both):

1. ``beside_shaded``: the neighbours of a shaded cell are unshaded (shaded cells never share an edge);
   ``arrow_done``: an arrow that sees its number of shaded cells has the rest of its ray unshaded;
   ``dead_end``: a cell with fewer than two ways out (free neighbours not shaded) is shaded (on the loop it
   would be a dead end); ``two_exits``: an unshaded cell with exactly two ways out leaves through both, so
   those cells are unshaded; ``arrow_needs``: an arrow that needs every cell of its ray that can still be
   shaded has them all shaded.
2. ``arrow_fits``: an arrow whose ray's runs of cells that can still be shaded hold just the shaded cells it
   still needs fills each run of odd length the one way it can (its first, third... cells shaded, the cells
   between unshaded; shaded cells are never side by side); ``loop_ends``: a cell whose ways out, less those to a
   cell that already holds its two loop edges (read from the cells with two ways out), are just two has both on
   the loop, or fewer is shaded; ``small_loop``: likewise, a way left out because it would join the two ends of
   one piece of the loop while an unshaded cell lies off the piece (joined, they would close a loop without it).
3. ``loop_cut``: a cell whose shading would cut the cells not shaded in two, with unshaded cells on both
   sides, is unshaded (the loop runs through all of them).

A trial from a stalled position passes the rules marked ``local`` and :func:`contradiction` the scope of the
cells it changed (:func:`nearby`): those cells and their neighbours, and the arrows whose rays hold one; the
cut and the loop's pieces are read on the whole board (one pass each).
"""

from __future__ import annotations

from typing import NamedTuple

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, separators
from .paths import (arrow_word, ban_premises, blockers, closure, key, ray_facts, runs, shape, ways_left, ways_out,
                    why_not)


def givens(board: Board) -> list:
    """The clue cells are given (as unshaded: never shaded, never on the loop; the play board draws them as
    walls); the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def given_words(board: Board, i: int) -> str:
    """Why a clue cell keeps its value (a position that changes it is refused in these words)."""
    return f"it is a clue cell ({board.clue[i]}), never shaded and never on the loop"


class Scope(NamedTuple):
    """The scope of the cells ``changed`` since a stalled position (:func:`nearby`): ``cells`` those cells and
    their neighbours (ascending), ``arrows`` the indices of the arrows whose rays hold one of ``cells``."""
    cells: list
    arrows: list


def nearby(board: Board, changed: list) -> Scope:
    """The scope of the cells ``changed`` (indices) since a stalled position: a cell's ``dead_end``,
    ``two_exits`` and ``beside_shaded`` read it and its neighbours, an arrow's rules its ray's cells and their
    neighbours; what lies outside is as it was in the stalled position, where they decided nothing."""
    sh = shape(board)
    cells = sorted({j for i in changed for j in [i, *board.near[i]]})
    arrows = sorted({k for i in cells for j in [i, *board.near[i]] for k in sh.seeing[j]})
    return Scope(cells, arrows)


def _cells(s: State, scope: Scope | None):
    return range(s.board.n) if scope is None else scope.cells


def _arrows(s: State, scope: Scope | None):
    arrows = shape(s.board).arrows
    return arrows if scope is None else [arrows[k] for k in scope.arrows]


def beside_shaded(s: State, scope: Scope | None = None) -> list:
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    for i in _cells(s, scope):
        if g[i] == SHADED and sh.free[i]:
            free = [j for j in sh.exits[i] if not g[j]]
            if free:
                out.append(b.step("beside_shaded", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded "
                                  f"(on the loop): {b.where(i)} is shaded, and shaded cells never share an edge",
                                  dict.fromkeys(free, UNSHADED), [i], 1))
    return out


def arrow_done(s: State, scope: Scope | None = None) -> list:
    g, b, out = s.grid, s.board, []
    for arrow in _arrows(s, scope):
        cell, number, ray = arrow
        shaded = [j for j in ray if g[j] == SHADED]
        free = [j for j in ray if not g[j]]
        if free and len(shaded) == number:
            seen = f"sees {number} shaded ({b.named(shaded)})" if shaded else "counts 0"
            out.append(b.step("arrow_done", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded (on the "
                              f"loop): {arrow_word(b, cell)} {seen}, so no other cell it points at is shaded",
                              dict.fromkeys(free, UNSHADED), [cell, *shaded], 1))
    return out


def dead_end(s: State, scope: Scope | None = None) -> list:
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    for i in _cells(s, scope):
        if sh.free[i] and not g[i]:
            ways = ways_out(sh, g, i)
            if len(ways) < 2:
                said = f"only {b.where(ways[0])}" if ways else "none"
                out.append(b.step("dead_end", f"{b.where(i)} is shaded: it has fewer than two ways out ({said}; the "
                                  "rest are clue cells, shaded cells or the board's edge), so the loop cannot pass "
                                  "through it", {i: SHADED}, blockers(b, sh, g, i), 1))
    return out


def two_exits(s: State, scope: Scope | None = None) -> list:
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    for i in _cells(s, scope):
        if sh.free[i] and g[i] == UNSHADED:
            ways = ways_out(sh, g, i)
            free = [j for j in ways if not g[j]]
            if len(ways) == 2 and free:
                out.append(b.step("two_exits", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded (on the "
                                  f"loop): {b.where(i)} is on the loop and its only ways out are {b.named(ways)}",
                                  dict.fromkeys(free, UNSHADED), [i, *blockers(b, sh, g, i)], 1))
    return out


def _fits(s: State, scope: Scope | None, level: int) -> list:
    """The ``arrow_needs`` (``level`` 1: every run one cell) or ``arrow_fits`` (2) steps."""
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    for arrow in _arrows(s, scope):
        cell, number, ray = arrow
        shaded, room, premises = ray_facts(b, sh, g, arrow)
        found = runs(sh, g, ray)
        need = number - len(shaded)
        if need <= 0 or room != need or any(len(run) > 1 for run in found) != (level == 2):
            continue
        decided = {j: SHADED if k % 2 == 0 else UNSHADED for run in found if len(run) % 2 for k, j in enumerate(run)}
        if not decided:
            continue
        dark = sorted(j for j, v in decided.items() if v == SHADED)
        light = sorted(j for j, v in decided.items() if v == UNSHADED)
        can = sorted(j for run in found for j in run)
        if level == 1:
            said = (f"{b.named(dark)} {'is' if len(dark) == 1 else 'are'} shaded: {arrow_word(b, cell)} needs {need} "
                    f"more shaded, and only {b.named(can)} of its ray can still be shaded")
        else:
            said = (f"{b.named(dark)} {'is' if len(dark) == 1 else 'are'} shaded"
                    + (f" and {b.named(light)} unshaded" if light else "")
                    + f": {arrow_word(b, cell)} needs {need} more shaded, and the cells of its ray that can still be "
                    f"shaded ({b.named(can, 6)}) hold at most {room}, shaded cells never side by side, so each stretch "
                    "of odd length is shaded at its first, third... cell")
        out.append(b.step("arrow_needs" if level == 1 else "arrow_fits", said, decided, premises, level))
    return out


def arrow_needs(s: State, scope: Scope | None = None) -> list:
    return _fits(s, scope, 1)


def arrow_fits(s: State, scope: Scope | None = None) -> list:
    return _fits(s, scope, 2)


def _loop_steps(s: State, small: bool) -> list:
    """The ``loop_ends`` (``small`` False) or ``small_loop`` (True: a way is out because it would close a small
    loop) steps: a cell whose ways out, less those the loop's pieces rule out (:func:`.paths.closure`), are too
    few (shaded) or just two (on the loop: both unshaded)."""
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    loop = closure(b, sh, g)
    if loop.broken is not None or not loop.banned:
        return out
    for i in range(b.n):
        if not sh.free[i] or g[i] == SHADED:
            continue
        gone = [j for j in ways_out(sh, g, i) if key(i, j) in loop.banned]
        if not gone or any(loop.banned[key(i, j)][0] == "small" for j in gone) != small:
            continue
        ways = ways_left(sh, g, loop, i)
        free = [j for j in ways if not g[j]]
        premises = sorted(({i} if g[i] else set()) | {*blockers(b, sh, g, i)} | ban_premises(loop, i, sh))
        reasons = "; ".join(f"not {b.where(j)}: {why_not(b, loop, i, j)}" for j in gone)
        rule = "small_loop" if small else "loop_ends"
        if not g[i] and len(ways) < 2:
            out.append(b.step(rule, f"{b.where(i)} is shaded: the loop could leave it only through "
                              f"{b.named(ways) if ways else 'no cell'} ({reasons})", {i: SHADED}, premises, 2))
        elif g[i] == UNSHADED and len(ways) == 2 and free:
            out.append(b.step(rule, f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded (on the loop): "
                              f"{b.where(i)} is on the loop and can leave only through {b.named(ways)} ({reasons})",
                              dict.fromkeys(free, UNSHADED), premises, 2))
    return out


def loop_ends(s: State) -> list:
    return _loop_steps(s, False)


def small_loop(s: State) -> list:
    return _loop_steps(s, True)


def loop_cut(s: State) -> list:
    g, b, sh, out = s.grid, s.board, shape(s.board), []
    root = next((i for i in range(b.n) if sh.free[i] and g[i] == UNSHADED), None)
    if root is None:
        return out
    for cell, piece, _ in separators(b, lambda i: sh.free[i] and g[i] != SHADED,
                                     lambda i: sh.free[i] and g[i] == UNSHADED, root):
        if not g[cell]:
            inside = next(i for i in piece if g[i] == UNSHADED)
            walls = sorted({j for i in [*piece, cell] for j in blockers(b, sh, g, i)})
            out.append(b.step("loop_cut", f"{b.where(cell)} is unshaded (on the loop): shaded, it would cut "
                              f"{b.where(inside)} off from {b.where(root)}, and the loop runs through both",
                              {cell: UNSHADED}, [inside, root, *walls], 3))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (beside_shaded, arrow_done, dead_end, two_exits, arrow_needs, arrow_fits, loop_ends, small_loop, loop_cut)
arrow_fits.level = loop_ends.level = small_loop.level = 2
loop_cut.level = 3
for _rule in (beside_shaded, arrow_done, dead_end, two_exits, arrow_needs, arrow_fits):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)


def contradiction(s: State, scope: Scope | None = None):
    """Why the position already breaks a rule: ``(sentence, cells that show it)``, or None; the cells' and arrows'
    checks near ``scope``'s cells alone where given (:func:`nearby`: the same answer), the loop's on the whole
    board."""
    g, b, sh = s.grid, s.board, shape(s.board)
    for i in _cells(s, scope):
        if not sh.free[i]:
            continue
        if g[i] == SHADED:
            twin = next((j for j in sh.exits[i] if g[j] == SHADED), None)
            if twin is not None:
                return f"the shaded cells {b.where(min(i, twin))} and {b.where(max(i, twin))} would share an edge", \
                    [i, twin]
        elif g[i] == UNSHADED and len(ways_out(sh, g, i)) < 2:
            return f"{b.where(i)} would be on the loop with fewer than two ways out", [i, *blockers(b, sh, g, i)]
    for arrow in _arrows(s, scope):
        shaded, room, premises = ray_facts(b, sh, g, arrow)
        if len(shaded) > arrow[1] or len(shaded) + room < arrow[1]:
            many = "more" if len(shaded) > arrow[1] else "fewer"
            return f"{arrow_word(b, arrow[0])} would see {many} than {arrow[1]} shaded cells", premises
    return _loop_broken(s)


def _loop_broken(s: State):
    """The loop's contradictions: the edges the cells force break a rule (:func:`.paths.closure`: a branch, a cell
    on the loop without two ways out, a piece closing without an unshaded cell), or the cells not shaded are cut
    apart with unshaded cells on both sides."""
    g, b, sh = s.grid, s.board, shape(s.board)
    loop = closure(b, sh, g)
    if loop.broken is not None:
        return loop.broken[0], sorted(loop.broken[1])
    on = [i for i in range(b.n) if sh.free[i] and g[i] == UNSHADED]
    if on:
        label, groups = areas(b, [sh.free[i] and g[i] != SHADED for i in range(b.n)])
        other = next((i for i in on if label[i] != label[on[0]]), None)
        if other is not None:
            piece = groups[label[other]]
            walls = sorted({j for i in piece for j in blockers(b, sh, g, i)})
            return (f"the loop could not join {b.where(on[0])} and {b.where(other)} ({b.named(piece, 2)} walled "
                    "off by shaded and clue cells)", [on[0], other, *walls])
    return None


__all__ = ["RULES", "Scope", "arrow_done", "arrow_fits", "arrow_needs", "beside_shaded", "contradiction",
           "dead_end", "given_words", "givens", "loop_cut", "loop_ends", "nearby", "small_loop", "two_exits"]
