"""Nurikabe deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: every island of
unshaded cells holds one number, its size; the shaded cells, the sea, are
connected; no 2x2 block is all sea), the classic Nurikabe techniques (as
:mod:`gridsat.constraints.island_logic` runs them before a search):

1. ``one``: a 1 is an island alone, its neighbours sea; ``complete``: an
   island complete, its neighbours are sea; ``between``: a cell between two
   numbers' islands is sea (unshaded, it would join them); ``no_2x2``: three
   sea cells of a 2x2 block make the fourth unshaded.
2. ``too_big``: a cell whose island would outgrow its number is sea;
   ``grow``: an island that can only grow one way grows there (an unshaded
   area without a number must reach one, likewise); ``sea_escape``: a sea
   area with one way out takes it (the sea must stay connected).
3. ``unreachable``: a cell no island can reach -- within the cells it still
   lacks, never through sea or beside another island -- is sea;
   ``island_needs``: a cell without which an island could not reach its
   size is unshaded; ``sea_cut``: a cell whose island would cut the sea in
   two is sea.
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, no_2x2_steps, separators, shaded_cut_steps
from .islands import _reaching, _size, islands, reach
from .near import Scope, found_near, islands_near, lost_near, nearby, sea_joined
from .near_cuts import needs_near, sea_parted


def givens(board: Board) -> list:
    """The clue cells are unshaded; the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def one(s: State, scope: Scope | None = None) -> list:
    """The ``one`` steps; of the 1s in ``scope``'s ``ring`` where given (:func:`~.near.nearby`)."""
    g, b, out = s.grid, s.board, []
    clue = b.clue
    for i in range(b.n) if scope is None else scope.ring:
        free = [nb for nb in b.near[i] if not g[nb]] if clue[i] == 1 else []
        if free:
            out.append(b.step("one", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} sea: a 1 is an island "
                              f"alone ({b.where(i)})", dict.fromkeys(free, SHADED), [i], 1))
    return out


def complete(s: State, scope: Scope | None = None) -> list:
    """The ``complete`` steps; of the islands holding or beside a changed cell of ``scope`` where given."""
    b, out, isl = s.board, [], islands(s) if scope is None else islands_near(s, scope)
    for k in isl.order if scope is None else scope.islands(s)[0]:
        group = isl.groups[k]
        if isl.owner[k] >= 0 and _size(b, isl.owner[k]) == len(group):
            free = [i for i in s.touching(group, 0)]
            if free:
                out.append(b.step("complete", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} sea: the island "
                                  f"of {b.clue[isl.owner[k]]} at {b.where(isl.owner[k])} is complete, its neighbours "
                                  "are sea", dict.fromkeys(free, SHADED), group, 1))
    return out


def between(s: State, scope: Scope | None = None) -> list:
    """The ``between`` steps; of the undecided cells of ``scope``'s ``ring`` and beside an island holding a
    changed cell where given."""
    b, out, isl = s.board, [], islands(s) if scope is None else islands_near(s, scope)
    if scope is None:
        cells = s.free()
    else:
        g, near = s.grid, b.near
        cells = sorted(i for i in {nb for c in scope.islands(s)[2] for nb in near[c]}.union(scope.ring) if not g[i])
    for i in cells:
        owned = [k for k in isl.near(s, i) if isl.owner[k] >= 0]
        if len({isl.owner[k] for k in owned}) > 1:
            p, q = (isl.owner[k] for k in owned[:2])
            out.append(b.step("between", f"{b.where(i)} is sea: a cell between two numbers' islands (the {b.clue[p]} "
                              f"at {b.where(p)} and the {b.clue[q]} at {b.where(q)}) is sea", {i: SHADED},
                              isl.groups[owned[0]] + isl.groups[owned[1]], 1))
    return out


def no_2x2(s: State, scope: Scope | None = None) -> list:
    """The ``no_2x2`` steps; of the blocks of ``scope`` where given."""
    return no_2x2_steps(s, "no 2x2 sea (the other three cells of its block are sea)", scope and scope.blocks)


def too_big(s: State) -> list:
    b, out, isl = s.board, [], islands(s)
    for i in s.free():
        near = isl.near(s, i)
        owners = {isl.owner[k] for k in near if isl.owner[k] >= 0}
        if len(owners) == 1:
            (k,) = owners
            size, joined = _size(b, k), 1 + sum(len(isl.groups[a]) for a in near)
            if size is not None and joined > size:
                out.append(b.step("too_big", f"{b.where(i)} is sea: unshaded, it would make the island of {size} at "
                                  f"{b.where(k)} {joined} cells", {i: SHADED},
                                  [c for a in near for c in isl.groups[a]], 2))
    return out


def grow(s: State) -> list:
    b, out, isl = s.board, [], islands(s)
    for k in isl.order:
        group, owner = isl.groups[k], isl.owner[k]
        size = _size(b, owner) if owner >= 0 else None
        if owner < -1 or owner >= 0 and (size is None or size <= len(group)):
            continue
        exits = s.touching(group, 0)
        if len(exits) == 1:
            what = (f"the island of {b.clue[owner]} at {b.where(owner)} can only grow one way" if owner >= 0 else
                    f"the unshaded cells at {b.where(min(group))} must reach a number, and can only grow one way")
            out.append(b.step("grow", f"{b.where(exits[0])} is unshaded: {what}", {exits[0]: UNSHADED},
                              group + s.touching(group, SHADED), 2))
    return out


def sea_escape(s: State) -> list:
    b, out = s.board, []
    _, seas = areas(b, [v == SHADED for v in s.grid])
    for k, sea in enumerate(seas if len(seas) > 1 else ()):
        exits = s.touching(sea, 0)
        if len(exits) == 1:
            elsewhere = seas[1 if k == 0 else 0][0]
            out.append(b.step("sea_escape", f"{b.where(exits[0])} is sea: the sea must stay connected, and the sea at "
                              f"{b.where(min(sea))} has no other way out to the sea at {b.where(elsewhere)}",
                              {exits[0]: SHADED}, sea + s.touching(sea, UNSHADED) + [elsewhere], 2))
    return out


def unreachable(s: State) -> list:
    b, out = s.board, []
    found = reach(s)
    reached = set().union(*(dist for _, _, dist, _, _ in found)) if found else set()
    if not found:
        return out
    _, parts = areas(b, [not v and i not in reached for i, v in enumerate(s.grid)])
    for part in parts:
        out.append(b.step("unreachable", f"{b.named(part)} {'is' if len(part) == 1 else 'are'} sea: unreachable, "
                          "no island can reach " + ("it" if len(part) == 1 else "them"),
                          dict.fromkeys(part, SHADED), _reaching(s, found, part), 3))
    return out


def island_needs(s: State, scope: Scope | None = None) -> list:
    """The ``island_needs`` steps; of the islands whose reach a trial computed again where ``scope`` is given
    (:func:`~.near_cuts.needs_near`: the others find none).  (By connection alone: a cell whose loss only
    lengthens the island's paths past its reach is left to a trial.)"""
    b, out = s.board, []
    for owner, group, dist, stops, _ in reach(s) if scope is None else needs_near(s, scope):
        size = _size(b, owner)
        if size is None or len(group) >= size:
            continue
        if len(dist) == size:  # it needs every cell it can reach
            needed = [i for i in dist if not s.grid[i]]
        else:  # a cut cell of the cells it can reach that leaves it too few
            needed = [u for u, _, cut in separators(b, dist.__contains__, lambda i: True, owner)
                      if not s.grid[u] and len(dist) - 1 - cut < size]
        for cell in sorted(needed):
            out.append(b.step("island_needs", f"{b.where(cell)} is unshaded: the island of {size} at "
                              f"{b.where(owner)} needs it (without it the island could not reach {size} cells)",
                              {cell: UNSHADED}, group + sorted(stops), 3))
    return out


def sea_cut(s: State, scope: Scope | None = None) -> list:
    """The ``sea_cut`` steps, of the whole board; none at once where ``scope`` is given and
    :func:`~.near_cuts.sea_parted` says the whole board's search finds none."""
    if scope is not None and not sea_parted(s, scope):
        return []
    return shaded_cut_steps(s, "sea_cut", lambda cell, inside, root: f"{cell} is sea: the sea must stay connected, "
                            f"and unshaded it would cut the sea at {inside} off from the sea at {root}")


#: The rules in the order a person tries them (simplest first).
RULES = (one, complete, between, no_2x2, too_big, grow, sea_escape, unreachable, island_needs, sea_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`; tests/test_hint_steps_pinned.py checks the steps say it)
too_big.level = grow.level = sea_escape.level = 2
unreachable.level = island_needs.level = sea_cut.level = 3
for _rule in (one, complete, between, no_2x2, island_needs, sea_cut):  # (a trial from a stall passes the scope
    # of its changes)
    _rule.local = True


def contradiction(s: State, scope: Scope | None = None):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking only near the cells of ``scope``
    where given (:func:`~.near.nearby`: the same answer)."""
    g, b = s.grid, s.board
    isl = islands(s) if scope is None else islands_near(s, scope)
    for k in isl.order if scope is None else scope.islands(s)[0]:
        group, owner = isl.groups[k], isl.owner[k]
        if owner == -2:
            p, q = [i for i in group if b.clue[i] is not None][:2]
            return f"the islands of {b.clue[p]} at {b.where(p)} and {b.clue[q]} at {b.where(q)} would join", group
        size = _size(b, owner) if owner >= 0 else None
        if size is not None and len(group) > size:
            return f"the island of {size} at {b.where(owner)} would have {len(group)} cells", group
        if (owner < 0 or size is not None and len(group) < size) and not s.touching(group, 0):
            what = f"the island of {b.clue[owner]} at {b.where(owner)}" if owner >= 0 else \
                f"the unshaded cells at {b.where(min(group))}"
            return f"{what} would be walled in by sea, too small", group + s.touching(group, SHADED)
    for block in b.blocks if scope is None else scope.blocks:
        if all(g[i] == SHADED for i in block):
            return f"the 2x2 block at {b.where(block[0])} would be all sea", list(block)
    parts = [] if scope is not None and sea_joined(s, scope) else areas(b, [v != UNSHADED for v in g])[1]
    holding = [p for p in parts if any(g[i] == SHADED for i in p)]
    if len(holding) > 1:
        a, c = (next(i for i in p if g[i] == SHADED) for p in holding[:2])
        return (f"the sea at {b.where(a)} and {b.where(c)} could not be joined",
                [a, c] + s.touching(holding[0], UNSHADED))
    found, again = (reach(s), None) if scope is None else found_near(s, scope)
    for owner, group, dist, stops, _ in found:
        size = _size(b, owner)
        if size is not None and len(dist) < size:
            return f"the island of {size} at {b.where(owner)} could not reach {size} cells", group + sorted(stops)
    if scope is None:
        reached = set().union(*(dist for _, _, dist, _, _ in found)) if found else set()
        lost = next((i for i in range(b.n) if g[i] == UNSHADED and i not in reached), None)
    else:
        lost = lost_near(s, scope, found, again)
    if lost is not None:
        return (f"the unshaded {b.where(lost)} could not be reached by any island",
                [lost] + _reaching(s, found, [lost]))
    return None


__all__ = ["RULES", "Scope", "between", "complete", "contradiction", "givens", "grow", "island_needs", "islands",
           "nearby", "no_2x2", "one", "reach", "sea_cut", "sea_escape", "too_big", "unreachable"]
