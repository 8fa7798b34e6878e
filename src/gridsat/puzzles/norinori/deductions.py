"""Norinori deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: two shaded cells in
every region; every shaded cell has exactly one shaded neighbour, so the
shaded cells are dominoes that never touch), the classic Norinori
techniques:

1. ``region_full``: a region holding its two shaded cells has its other
   cells unshaded; ``region_left``: a region with no more undecided cells
   than the shaded cells it still needs has them all shaded;
   ``domino_done``: the other neighbours of a finished domino (two shaded
   cells side by side) are unshaded, dominoes never touch;
   ``two_beside``: a cell beside two shaded cells is unshaded (shaded, it
   would have two shaded neighbours); ``alone``: a cell whose neighbours
   are all unshaded is unshaded (shaded, it would have no shaded
   neighbour); ``partner``: a shaded cell without a shaded neighbour and
   with one undecided neighbour has that neighbour shaded (its domino's
   other half).
2. ``placements``: of the ways to shade the cells a region still needs,
   those that break no rule around the region at once all shade a cell
   (it is shaded) or none does (it is unshaded).
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State, full_region_steps


def givens(board: Board) -> list:
    """Norinori gives no cell's shading: every cell starts undecided."""
    return [0] * board.n


def _regions(board: Board) -> list:
    """``(name, cells)`` of every region, its name "the region at rXcY" (its first cell; cached on the board)."""
    if not hasattr(board, "norinori_regions"):
        index = {rc: i for i, rc in enumerate(board.rc)}
        board.norinori_regions = [(f"the region at {board.where(index[cells[0]])}", [index[rc] for rc in cells])
                                  for cells in board.puzzle.rooms().values()]
        board.norinori_region_of = [0] * board.n
        for k, (_, cells) in enumerate(board.norinori_regions):
            for i in cells:
                board.norinori_region_of[i] = k
    return board.norinori_regions


def nearby(board: Board, changed: list) -> tuple:
    """The scope of the cells ``changed`` since a stalled position (:mod:`gridsat.puzzles.grid.stepping`):
    ``(regions, cells, regions near)``, the indices (ascending) of the regions holding a changed cell, of the cells
    at most two steps from one, and of the regions holding such a cell; a local rule's step (a region's, a
    cell's: it reads and decides cells at most two steps away, ``domino_done`` the farthest; ``placements``'s of a
    region, reading its cells and those at most two steps from them) and a broken rule anywhere else are as they
    were."""
    _regions(board)
    near, ring, of = board.near, set(changed), board.norinori_region_of
    for _ in range(2):
        ring.update([nb for i in ring for nb in near[i]])
    return sorted({of[i] for i in changed}), sorted(ring), sorted({of[i] for i in ring})


def _in(board: Board, scope) -> list:
    """The regions a rule looks at: all, or those of ``scope``."""
    regions = _regions(board)
    return regions if scope is None else [regions[k] for k in scope[0]]


def _cells(s: State, scope) -> range | list:
    """The cells a rule looks at: all, or those of ``scope``."""
    return range(s.board.n) if scope is None else scope[1]


def _is(count: int) -> str:
    return "is" if count == 1 else "are"


def region_full(s: State, scope=None) -> list:
    return full_region_steps(s, _in(s.board, scope), 2, "region_full", "its two shaded cells")


def region_left(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for name, cells in _in(b, scope):
        shaded = [i for i in cells if g[i] == SHADED]
        free = [i for i in cells if not g[i]]
        if free and len(free) <= 2 - len(shaded):
            unshaded = [i for i in cells if g[i] == UNSHADED]
            said = f" (the others are unshaded: {b.named(unshaded, 2)})" if unshaded else ""
            out.append(b.step("region_left", f"{b.named(free)} {_is(len(free))} shaded: {name} needs "
                              f"{2 - len(shaded)} more shaded {'cell' if len(shaded) == 1 else 'cells'} and "
                              f"{'only this one is' if len(free) == 1 else 'only these are'} undecided{said}",
                              dict.fromkeys(free, SHADED), unshaded + shaded, 1))
    return out


def domino_done(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for i in _cells(s, scope):
        if g[i] != SHADED:
            continue
        mates = [nb for nb in b.near[i] if g[nb] == SHADED]
        if len(mates) != 1 or mates[0] < i:  # (each domino once, from its first cell)
            continue
        j = mates[0]
        free = sorted({nb for c in (i, j) for nb in b.near[c] if not g[nb]})
        if free:
            out.append(b.step("domino_done", f"{b.named(free)} {_is(len(free))} unshaded: {b.where(i)} and "
                              f"{b.where(j)} form a domino, and dominoes never touch",
                              dict.fromkeys(free, UNSHADED), [i, j], 1))
    return out


def two_beside(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for i in _cells(s, scope):
        if g[i]:
            continue
        shaded = [nb for nb in b.near[i] if g[nb] == SHADED]
        if len(shaded) >= 2:
            out.append(b.step("two_beside", f"{b.where(i)} is unshaded: it touches {len(shaded)} shaded cells "
                              f"({b.named(shaded)}); shaded, it would have more than one shaded neighbour",
                              {i: UNSHADED}, shaded, 1))
    return out


def alone(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for i in _cells(s, scope):
        if not g[i] and all(g[nb] == UNSHADED for nb in b.near[i]):
            out.append(b.step("alone", f"{b.where(i)} is unshaded: its neighbours ({b.named(b.near[i])}) are all "
                              "unshaded; shaded, it would have no shaded neighbour to form its domino",
                              {i: UNSHADED}, b.near[i], 1))
    return out


def partner(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for i in _cells(s, scope):
        if g[i] != SHADED or any(g[nb] == SHADED for nb in b.near[i]):
            continue
        free = [nb for nb in b.near[i] if not g[nb]]
        if len(free) == 1:
            closed = [nb for nb in b.near[i] if g[nb] == UNSHADED]
            said = f" ({b.named(closed)} {_is(len(closed))} unshaded)" if closed else ""
            out.append(b.step("partner", f"{b.where(free[0])} is shaded: the shaded {b.where(i)} needs a shaded "
                              f"neighbour to form its domino and this is its only undecided one{said}",
                              {free[0]: SHADED}, [i] + closed, 1))
    return out


#: The most ways a region's placements are tried (a larger region is left to the other rules and trials).
MOST_WAYS = 120


def _broken_at(g: list, near: list, i: int) -> bool:
    """Whether the shaded cell ``i`` already breaks rule 2: two shaded neighbours, or none and none undecided."""
    shaded = sum(g[nb] == SHADED for nb in near[i])
    return shaded >= 2 or (shaded == 0 and all(g[nb] == UNSHADED for nb in near[i]))


def placements(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    near = b.near
    for name, cells in _in(b, None if scope is None else (scope[2],)):
        free = [i for i in cells if not g[i]]
        need = 2 - sum(g[i] == SHADED for i in cells)
        if not free or need <= 0 or need >= len(free) or comb(len(free), need) > MOST_WAYS:
            continue
        # what a way can break at once: its shaded cells, the shaded cells beside them (one more shaded neighbour)
        # and the shaded cells beside the region's free cells (their undecided neighbours now unshaded)
        edge = {nb for i in free for nb in near[i] if g[nb] == SHADED}
        ways = []
        trial = g[:]
        for i in free:
            trial[i] = UNSHADED
        for chosen in combinations(free, need):
            for i in chosen:
                trial[i] = SHADED
            check = edge.union(chosen, (nb for i in chosen for nb in near[i] if g[nb] == SHADED))
            if not any(_broken_at(trial, near, i) for i in check):
                ways.append(set(chosen))
            for i in chosen:
                trial[i] = UNSHADED
        always = [i for i in free if ways and all(i in w for w in ways)]
        never = [i for i in free if ways and not any(i in w for w in ways)]  # (no way: a contradiction, the trials')
        if not always and not never:
            continue
        look = sorted({nb for i in cells for nb in near[i]} | set(cells))
        premises = [i for i in sorted({nb for i in look for nb in near[i]} | set(look)) if g[i]]  # what it read
        many = (f"the {len(ways)} ways that break no rule around it at once all" if len(ways) > 1 else
                "the one way that breaks no rule around it at once")
        what = f"to shade the {need} cell{'s' if need > 1 else ''} {name} still needs"
        for value, found in ((SHADED, always), (UNSHADED, never)):
            if found:
                verb = ("shade" if len(ways) > 1 else "shades") if value == SHADED else "leave"
                verb = verb if value == SHADED or len(ways) > 1 else "leaves"
                them = "it" if len(found) == 1 else "them"
                out.append(b.step("placements", f"{b.named(found)} {_is(len(found))} {b.names[value]}: of the ways "
                                  f"{what}, {many} {verb} {them}{'' if value == SHADED else ' unshaded'}",
                                  dict.fromkeys(found, value), premises, 2))
    return out


placements.level = 2  # (a trial's look-ahead of level-1 rules skips it: :func:`~..grid.stepping.next_rules`)
for _rule in (region_full, region_left, domino_done, two_beside, alone, partner, placements):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)

#: The rules in the order a person tries them (simplest first).
RULES = (region_full, region_left, domino_done, two_beside, alone, partner, placements)


def contradiction(s: State, scope=None):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking at the regions and cells of ``scope``
    alone (:func:`nearby`) where given."""
    g, b = s.grid, s.board
    for name, cells in _in(b, scope):
        shaded = [i for i in cells if g[i] == SHADED]
        if len(shaded) > 2:
            return f"{name} would hold {len(shaded)} shaded cells ({b.named(shaded)}), not 2", shaded
        most = len(shaded) + sum(not g[i] for i in cells)  # its shaded cells and its undecided ones (it named the
        if most < 2:  # shaded alone: "would hold 0 shaded cells at most" with one cell of it still undecided)
            return (f"{name} would hold {counted(most, 'shaded cell')} at most, not 2", [i for i in cells if g[i]])
    for i in _cells(s, scope):
        if g[i] != SHADED:
            continue
        mates = [nb for nb in b.near[i] if g[nb] == SHADED]
        if len(mates) >= 2:
            return f"the shaded {b.where(i)} would have {len(mates)} shaded neighbours ({b.named(mates)})", [i] + mates
        if not mates and all(g[nb] == UNSHADED for nb in b.near[i]):
            return (f"the shaded {b.where(i)} would have no shaded neighbour (its neighbours are unshaded)",
                    [i] + b.near[i])
    return None


__all__ = ["RULES", "alone", "contradiction", "domino_done", "givens", "nearby", "partner", "placements", "region_full",
           "region_left", "two_beside"]
