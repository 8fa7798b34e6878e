"""Yin-Yang deductions a person can follow: each rule lists the cells it
decides, each with the cells that justify it (its premises).

The rules, simplest first (levels of :mod:`gridsat.core.hints`), each a
consequence of the puzzle's rules (every colour connected, no 2x2 block of
one colour), so a step never contradicts an answer:

1. ``triple``: three cells of a 2x2 block share a colour, so the fourth has
   the other; ``checker``: a 2x2 block cannot be a checkerboard (its two
   diagonals would need crossing paths); ``pair`` (:mod:`.patterns`): a
   cell forced in every allowed colouring of a 2x3 area (two blocks).
2. ``border``: around the border each colour is one run (W B W B around
   the ring would need a white path and a black path that cross inside);
   ``edge`` (:mod:`.borders`): where the border's colour can turn, or where
   the other colour's one border run can lie, given the 2x2 blocks;
   ``escape``: a group with one free neighbour, its colour elsewhere, must
   leave through it.
3. ``square`` (:mod:`.patterns`): a cell forced in every allowed colouring
   of a 3x3, 2x4 or 3x4 area; ``turns`` (:mod:`.borders`): the turns'
   placement with their parity too; ``reach``: cells walled off from every cell of a colour cannot
   have it; ``cut``: a free cell whose other colour would cut a colour's
   cells apart has that colour; ``loop``: with one colour on the border,
   the other colour never closes a loop (what it encloses would be cut
   off, or hold a 2x2 block), so a cell closing one has the border's
   colour; ``parity``: the line between the colours passes through every
   2x2 block once (a Hamiltonian path of the blocks' grid, which is
   bipartite), so where it leaves the border is limited by parity (proof
   in ``kernel_search.c``).

:data:`KERNEL_RULES` are the search kernel's (``kernel_search.c``: triple,
checker, border, reach, cut, tree, parity), so the fixpoint of those rules
equals the kernel's propagation with them (tested); :data:`RULES` adds the
patterns solvers use where the kernel's rules stall (before them, 132 of
the 227 uniquely solvable corpus boards fell to rules alone; with them 194:
``benchmarks/yinyang_grades.py --coverage``).  Cells are indices
``r * cols + c`` inside (:class:`Geometry`); steps name them ``(r, c)``.
:func:`contradiction` says when a partial colouring already breaks a rule.
"""

from __future__ import annotations

import numpy as np

from .board import BLACK, NAMES, WHITE, Geometry, State, other, ring_marks, shift
from .board import block_values as _block_values
from .borders import edge, turns
from .connect import components, labels, separators
from .patterns import pair, square


def triple(s: State) -> list:
    g, geo, out = s.grid, s.geo, []
    if not geo.blocks:
        return out
    values = _block_values(s)
    free, total = (values == 0).sum(axis=1), values.sum(axis=1)
    for k in np.flatnonzero((free == 1) & ((total == 3) | (total == 6))):
        block = geo.blocks[k]
        colour = int(total[k]) // 3
        cell = next(x for x in block if not g[x])
        out.append(geo.step("triple", f"{geo.where(cell)} is {NAMES[other(colour)]}: the other three cells of "
                            f"the 2x2 block at {geo.where(block[0])} are {NAMES[colour]}", {cell: other(colour)},
                            [x for x in block if x != cell], 1))
    return out


def checker(s: State) -> list:
    g, geo, out = s.grid, s.geo, []
    if not geo.blocks:
        return out
    v = _block_values(s)
    a, b, c, d = v[:, 0], v[:, 1], v[:, 2], v[:, 3]
    main = (a > 0) & (a == d) & ((b == 3 - a) ^ (c == 3 - a)) & ((b == 0) ^ (c == 0))
    anti = (b > 0) & (b == c) & ((a == 3 - b) ^ (d == 3 - b)) & ((a == 0) ^ (d == 0))
    for k in np.flatnonzero(main | anti):
        ia, ib, ic, id_ = geo.blocks[k]
        for p, q, u, w in ((ia, id_, ib, ic), (ib, ic, ia, id_)):
            colour = g[p]
            if colour and g[q] == colour and bool(g[u]) != bool(g[w]):
                known, free = (u, w) if g[u] else (w, u)
                if g[known] == 3 - colour:
                    out.append(geo.step("checker", f"{geo.where(free)} is {NAMES[colour]}: otherwise the 2x2 block at "
                                        f"{geo.where(ia)} would be a checkerboard, whose diagonals cannot both stay "
                                        "connected",
                                        {free: colour}, [p, q, known], 1))
    return out


def border(s: State) -> list:
    g, geo, ring = s.grid, s.geo, s.geo.ring
    out, n = [], len(ring)
    pos, known = ring_marks(s)
    if len(pos) < 2:
        return out
    # it fires only with both colours one run so far (two changes) and a free cell between two alike
    same = known == shift(known)
    if len(same) - int(same.sum()) != 2 or not (same & ((shift(pos) - pos) % n > 1)).any():
        return out
    for colour in (WHITE, BLACK) if ring else ():
        marks = [k for k, i in enumerate(ring) if g[i] == colour]
        if len(marks) < 2:
            continue
        gaps = [(ring[k], ring[marks[(m + 1) % len(marks)]],
                 [ring[(k + j) % n] for j in range(1, (marks[(m + 1) % len(marks)] - k) % n)])
                for m, k in enumerate(marks)]
        walled = [next((i for i in span if g[i] == other(colour)), None) for _, _, span in gaps]
        if sum(w is not None for w in walled) != 1:
            continue
        wall = next(w for w in walled if w is not None)
        for (u, v, span), w in zip(gaps, walled):
            if w is None and span:
                out.append(geo.step("border", f"{', '.join(map(geo.where, span))} {'is' if len(span) == 1 else 'are'} "
                                    f"{NAMES[colour]}: between {geo.where(u)} and {geo.where(v)} along the border, "
                                    f"while {geo.where(wall)} is {NAMES[other(colour)]} the other way round; each "
                                    "colour is one run around the border", dict.fromkeys(span, colour),
                                    [u, v, wall], 2))
    return out


def escape(s: State) -> list:
    g, geo, out = s.grid, s.geo, []
    values = np.frombuffer(bytes(g), dtype=np.uint8)
    for colour in (WHITE, BLACK):
        count, label = labels(g, geo.cols, (colour,))
        if count < 2:
            continue
        # (group, free neighbour) pairs, each once: a group with one is boxed in but for it
        at = label[geo.pair_from]
        keep = (at >= 0) & (values[geo.pair_to] == 0)
        keys = np.unique(at[keep].astype(np.int64) * geo.n + geo.pair_to[keep])
        exits = np.bincount(keys // geo.n, minlength=count)
        boxed = np.flatnonzero(exits == 1)
        if not len(boxed):
            continue
        groups = components(g, geo.cols, (colour,))
        group_of = {group[0]: group for group in groups}
        for k in boxed.tolist():
            group = group_of[int(np.flatnonzero(label == k)[0])]
            exit_ = int(keys[np.searchsorted(keys // geo.n, k)] % geo.n)
            elsewhere = next(other_group[0] for other_group in groups if other_group is not group)
            out.append(geo.step("escape", f"{geo.where(exit_)} is {NAMES[colour]}: it is the only way out of the "
                                f"{NAMES[colour]} group at {geo.where(min(group))}, which must join the "
                                f"{NAMES[colour]} at {geo.where(elsewhere)}", {exit_: colour},
                                group + s.walls(group, colour) + [elsewhere], 2))
    return out


def reach(s: State) -> list:
    g, geo, out = s.grid, s.geo, []
    for colour in (WHITE, BLACK):
        anchor = next((i for i in range(geo.n) if g[i] == colour), None)
        if anchor is None:
            continue
        for region in components(g, geo.cols, (colour, 0)):
            if any(g[c] for c in region):
                continue
            region.sort()
            named = ", ".join(map(geo.where, region[:4])) + (f" and {len(region) - 4} more" if len(region) > 4 else "")
            y = NAMES[other(colour)]
            out.append(geo.step("reach", f"{named} {'is' if len(region) == 1 else 'are'} {y}: {y} cells wall "
                                f"{'it' if len(region) == 1 else 'them'} off from every {NAMES[colour]} cell",
                                dict.fromkeys(region, other(colour)), s.walls(region, colour) + [anchor], 3))
    return out


def cut(s: State) -> list:
    g, geo, out = s.grid, s.geo, []
    for colour in (WHITE, BLACK):
        holding = [r for r in components(g, geo.cols, (colour, 0)) if any(g[c] == colour for c in r)]
        if len(holding) != 1:
            continue
        walls = s.walls(holding[0], colour)
        for cell, a, b in separators(geo.near, g, holding[0], colour):
            out.append(geo.step("cut", f"{geo.where(cell)} is {NAMES[colour]}: without it the {NAMES[colour]} cells "
                                f"at {geo.where(a)} and {geo.where(b)} could not be joined", {cell: colour},
                                [a, b] + walls, 3))
    return out


def loop(s: State) -> list:
    """With a cell of one colour on the border, a cell next to two cells of
    one group of the other colour would close a loop: it takes the border's
    colour (proof: ``tree()`` in ``kernel_search.c``)."""
    g, geo, out = s.grid, s.geo, []
    for colour in (WHITE, BLACK):
        anchor = next((i for i in geo.ring if g[i] == other(colour)), None)
        if anchor is None:
            continue
        groups = components(g, geo.cols, (colour,))
        label = {c: k for k, group in enumerate(groups) for c in group}
        for cell in range(geo.n):
            if g[cell]:
                continue
            touching = [label[nb] for nb in geo.near[cell] if nb in label]
            closes = next((k for k in touching if touching.count(k) > 1), None)
            if closes is not None:
                out.append(geo.step("loop", f"{geo.where(cell)} is {NAMES[other(colour)]}: {NAMES[colour]} there "
                                    f"would close a loop of {NAMES[colour]} cells, cutting what it encloses off from "
                                    f"the {NAMES[other(colour)]} border cell {geo.where(anchor)}",
                                    {cell: other(colour)}, groups[closes] + [anchor], 3))
    return out


def parity(s: State) -> list:
    g, geo, ring = s.grid, s.geo, s.geo.ring
    n, par = len(ring), geo.parities
    seen = at = -1
    for k in range(n):
        a, b = g[ring[k]], g[ring[(k + 1) % n]]
        if a and b and a != b:
            seen, at = par[k], k
    equal = 1 if geo.odd else seen
    if not ring or equal < 0:
        return []
    changed = [ring[at], ring[(at + 1) % n]] if at >= 0 else []
    why = ("with an odd number of 2x2 blocks the line between the colours meets the border only beside even "
           "blocks" if geo.odd else f"the line between the colours meets the border at {geo.where(changed[0])}-"
           f"{geo.where(changed[1])}, so its other end is beside a block of the other parity")
    out = []
    for k in range(n):
        a, b = ring[k], ring[(k + 1) % n]
        if par[k] != equal or k == at or bool(g[a]) == bool(g[b]):
            continue
        known, free = (a, b) if g[a] else (b, a)
        out.append(geo.step("parity", f"{geo.where(free)} is {NAMES[g[known]]} like {geo.where(known)}: {why}",
                            {free: g[known]}, [known] + changed, 3))
    return out


#: The search kernel's rules (``kernel_search.c``), whose fixpoint :func:`gridsat.puzzles.yinyang.stepping.propagate`
#: computes in C (tested equal).
KERNEL_RULES = (triple, checker, border, escape, reach, cut, loop, parity)
#: The rules in the order a person tries them (simplest first): the kernel's and the patterns of :mod:`.patterns`.
RULES = (triple, checker, pair, border, edge, escape, square, turns, reach, cut, loop, parity)
#: Each rule's level (1 easy, 2 medium, 3 hard: :data:`gridsat.core.hints.GRADES`).
LEVEL = {"triple": 1, "checker": 1, "pair": 1, "border": 2, "edge": 2, "escape": 2, "square": 3, "turns": 3,
         "reach": 3, "cut": 3, "loop": 3, "parity": 3}


def contradiction(s: State, *, connected: bool = True) -> tuple | None:
    """Why the partial colouring already breaks a rule: ``(sentence, cells
    that show it)`` (cell indices), or None; ``connected=False`` leaves out
    the connectivity checks (the expensive ones)."""
    g, geo = s.grid, s.geo
    if geo.blocks:
        v = _block_values(s)
        bad = (v.min(axis=1) > 0) & (v[:, 0] == v[:, 3]) & (v[:, 1] == v[:, 2])
        for k in np.flatnonzero(bad)[:1]:
            block = geo.blocks[k]
            return (f"the 2x2 block at {geo.where(block[0])} would be "
                    + (f"all {NAMES[g[block[0]]]}" if g[block[0]] == g[block[1]] else "a checkerboard"), list(block))
    ring = [i for i in geo.ring if g[i]]
    known = [g[i] for i in ring]
    if sum(1 for i in range(len(known)) if known[i] != known[i - 1]) > 2:
        return "a colour would be cut in two around the border", ring
    if geo.ring and _parity_broken(s):
        return "the line between the colours would meet the border at the wrong places", ring
    for colour in (WHITE, BLACK) if connected else ():
        holding = [r for r in components(g, geo.cols, (colour, 0)) if any(g[c] == colour for c in r)]
        if len(holding) > 1:
            a, b = (next(c for c in r if g[c] == colour) for r in holding[:2])
            return (f"the {NAMES[colour]} cells at {geo.where(a)} and {geo.where(b)} could not be joined",
                    [a, b] + s.walls(holding[0], colour))
        anchor = next((i for i in geo.ring if g[i] == other(colour)), None)
        for group in components(g, geo.cols, (colour,)) if anchor is not None else ():
            inner = set(group)
            if sum(nb in inner for c in group for nb in geo.near[c]) // 2 >= len(group):
                return (f"the {NAMES[colour]} cells at {geo.where(min(group))} would close a loop around cells cut "
                        f"off from the {NAMES[other(colour)]} at {geo.where(anchor)}", group + [anchor])
    return None


def _parity_broken(s: State) -> bool:
    geo = s.geo
    values = np.frombuffer(bytes(s.grid), dtype=np.uint8)[geo.ring_array]
    after = shift(values)
    changes = geo.parity_array[(values > 0) & (after > 0) & (values != after)]
    if geo.odd:
        return bool(changes.any()) or (not len(changes) and bool((values > 0).all()))
    return len(changes) >= 2 and changes[0] == changes[1]


__all__ = ["BLACK", "KERNEL_RULES", "LEVEL", "NAMES", "RULES", "WHITE", "Geometry", "State", "border", "checker",
           "contradiction", "cut", "edge", "escape", "loop", "other", "pair", "parity", "reach", "square", "triple",
           "turns"]
