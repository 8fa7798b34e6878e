"""Where a colour's run along the border ends: the "edge" rule.

Around the border of an answer each colour is one run (the ``border``
rule of :mod:`.deductions`: W B W B around the ring would need a white path
and a black path that cross), so between a white border cell and the next
black one (going round the ring) the colour changes exactly once: the
cells there are white up to some point and black after it.  Solvers place
that turn by trying where it can go (the "edge connection" of Yin-Yang
guides):

* a turn is impossible where the runs it leaves would make a 2x2 block on
  the edge one colour or a checkerboard with the cells already decided;
* the two turns of the ring (one white-to-black, one black-to-white) obey
  the parity of :func:`.deductions.parity` (proof in ``kernel_search.c``):
  with an odd number of 2x2 blocks both meet the border beside even
  blocks; with an even number, beside blocks of different parities.

Cells coloured alike by every turn left are decided: ``edge`` (level 2)
with the 2x2 blocks alone, ``turns`` (level 3) with the parity too.  Premises:
the decided border cells that bound the two stretches where the turns lie,
and the decided cells of each 2x2 block that rules a turn out; nothing else
is read, so a step follows from its premises alone.
"""

from __future__ import annotations

import numpy as np

from .board import NAMES, State, ring_marks, shift


def _stretches(s: State):
    """The stretches of undecided ring cells between two decided cells of
    different colours: ``(a, b)`` ring positions of the decided ends (``b``
    may wrap past the end); none with one colour on the ring; None when the
    ring breaks the one-run rule."""
    n = len(s.geo.ring)
    pos, known = ring_marks(s)
    if len(pos) < 2:
        return []
    turn = np.flatnonzero(known != shift(known))
    if len(turn) not in (0, 2):
        return None
    out = []
    for i in turn.tolist():
        a, b = int(pos[i]), int(pos[(i + 1) % len(pos)])
        out.append((a, b if b > a else b + n))
    return out


def _options(s: State, a: int, b: int):
    """Every turn ``e`` (the ring edge between positions ``e`` and ``e + 1``,
    ``a <= e < b``) of the stretch from ``a`` to ``b``: ``{e: None}`` when
    its runs break no 2x2 block, ``{e: (block cells decided, why)}`` else."""
    g, ring = s.grid, s.geo.ring
    n = len(ring)
    first, last = g[ring[a]], g[ring[b % n]]
    return {e: _broken(s, {ring[k % n]: first if k <= e else last for k in range(a + 1, b)}) for e in range(a, b)}


def _broken(s: State, fill: dict):
    """The first 2x2 block that ``fill`` (``{cell: colour}`` over the
    current colouring) makes one colour or a checkerboard: ``(its decided
    cells, why)``, or None."""
    g, geo = s.grid, s.geo
    for block in {blk for cell in fill for blk in geo.blocks_of[cell]}:
        v = [fill.get(x) or g[x] for x in block]
        if all(v) and ((v[0] == v[1] == v[2] == v[3]) or (v[0] == v[3] != v[1] == v[2])):
            return ([x for x in block if x not in fill],
                    f"the 2x2 block at {geo.where(block[0])} " + ("one colour" if v[0] == v[1] else "a checkerboard"))
    return None


def _one_colour(s: State) -> list:
    """With only one colour ``c`` on the border so far, the other colour's
    run (if it reaches the border) lies inside one stretch between two
    ``c`` cells, and every other border cell is ``c``: a stretch cannot
    hold it when the rest of the border, all ``c``, breaks a 2x2 block."""
    g, geo, ring = s.grid, s.geo, s.geo.ring
    n = len(ring)
    marks = [k for k in range(n) if g[ring[k]]]
    colours = {g[ring[k]] for k in marks}
    if len(marks) < 2 or len(colours) != 1:
        return []
    (c,) = colours
    gaps = []
    for m, a in enumerate(marks):
        b = marks[(m + 1) % len(marks)]
        b = b if b > a else b + n
        if b > a + 1:
            gaps.append((a, b))
    if len(gaps) < 2:
        return []
    inside = [{ring[k % n] for k in range(a + 1, b)} for a, b in gaps]
    free = [i for i in ring if not g[i]]
    ruled, hosts = {}, []
    for k, cells in enumerate(inside):
        why = _broken(s, {i: c for i in free if i not in cells})
        if why is None:
            hosts.append(k)
        else:
            ruled[k] = why
    if len(hosts) > 1:
        return []
    keep = inside[hosts[0]] if hosts else set()
    decided = {i: c for i in free if i not in keep}
    if not decided:
        return []
    premises = [ring[k] for k in marks] + [x for cells, _ in ruled.values() for x in cells]
    y = NAMES[3 - c]
    reasons = sorted({why for _, why in ruled.values()})
    said = ", ".join(map(geo.where, list(decided)[:6])) + (f" and {len(decided) - 6} more" if len(decided) > 6 else "")
    where = (f"the stretch from {geo.where(ring[gaps[hosts[0]][0]])} to {geo.where(ring[gaps[hosts[0]][1] % n])}"
             if hosts else "no stretch")
    return [geo.step("edge", f"{said} {'is' if len(decided) == 1 else 'are'} {NAMES[c]}: the border's {y} cells, if "
                     f"any, are one run between two {NAMES[c]} border cells, and only {where} can hold it: "
                     f"elsewhere the rest of the border, all {NAMES[c]}, would make " + " or ".join(reasons[:3])
                     + (" ..." if len(reasons) > 3 else ""), decided, sorted(set(premises)), 2)]


def edge(s: State) -> list:
    """Border cells decided by where the two turns of the ring can be (2x2
    blocks only), or (one colour on the border so far) by where the other
    colour's run can be (level 2)."""
    return _edge(s, False)


def turns(s: State) -> list:
    """Border cells decided by where the two turns of the ring can be, the
    2x2 blocks and the parity of the two turns together (level 3); also a
    border cell between two alike whose other colour would be a run of one
    cell, its two turns at the wrong parities, has their colour."""
    return _lone(s) + _links(s) + (_edge(s, True) if _stretches(s) else [])


def _links(s: State) -> list:
    """Two undecided border cells across a ring edge where the colours
    cannot turn (odd number of 2x2 blocks: an odd edge; even: an edge of
    the parity of a turn already seen) have one colour; when the other two
    cells of their 2x2 block share a colour, they have the other."""
    g, geo, ring, par = s.grid, s.geo, s.geo.ring, s.geo.parities
    n, out = len(ring), []
    if geo.odd:
        banned, seen = 1, []
    else:
        turn = next((k for k in range(n) if g[ring[k]] and g[ring[(k + 1) % n]]
                     and g[ring[k]] != g[ring[(k + 1) % n]]), None)
        if turn is None:
            return out
        banned, seen = par[turn], [ring[turn], ring[(turn + 1) % n]]
    for k in range(n):
        a, b = ring[k], ring[(k + 1) % n]
        if par[k] != banned or g[a] or g[b] or a in seen and b in seen:
            continue
        block = next((blk for blk in geo.blocks_of[a] if b in blk), None)
        rest = [x for x in block if x not in (a, b)] if block else []
        if len(rest) == 2 and g[rest[0]] and g[rest[0]] == g[rest[1]]:
            c = 3 - g[rest[0]]
            why = ("with an odd number of 2x2 blocks the line between the colours meets the border only beside even "
                   "blocks" if geo.odd else f"the line between the colours meets the border at {geo.where(seen[0])}-"
                   f"{geo.where(seen[1])}, so its other end is beside a block of the other parity")
            out.append(geo.step("turns", f"{geo.where(a)}, {geo.where(b)} are {NAMES[c]}: the colour cannot turn "
                                f"between them ({why}), and both {NAMES[3 - c]} would make their 2x2 block one colour "
                                f"with {geo.where(rest[0])} and {geo.where(rest[1])}", {a: c, b: c}, rest + seen, 3))
    return out


def _lone(s: State) -> list:
    g, geo, ring, par = s.grid, s.geo, s.geo.ring, s.geo.parities
    n, out = len(ring), []
    for k in range(n):
        before, cell, after = ring[k - 1], ring[k], ring[(k + 1) % n]
        if g[cell] or not g[before] or g[before] != g[after]:
            continue
        p, q = par[k - 1], par[k]
        if (p or q) if geo.odd else p == q:
            c = g[before]
            why = ("with an odd number of 2x2 blocks both must be beside even blocks" if geo.odd else
                   "they would be beside blocks of the same parity")
            out.append(geo.step("turns", f"{geo.where(cell)} is {NAMES[c]}: {NAMES[3 - c]} there would be a run of "
                                f"one cell on the border between the {NAMES[c]} {geo.where(before)} and "
                                f"{geo.where(after)}, and the line between the colours would meet the border on "
                                f"both its sides: {why}", {cell: c}, [before, after], 3))
    return out


def _edge(s: State, with_parity: bool) -> list:
    geo, ring, g = s.geo, s.geo.ring, s.grid
    if not ring:
        return []
    stretches = _stretches(s)
    if stretches == []:
        return _one_colour(s)
    if not stretches:
        return []
    n, par = len(ring), geo.parities
    (a1, b1), (a2, b2) = stretches
    o1, o2 = _options(s, a1, b1), _options(s, a2, b2)

    def parity_ok(e1: int, e2: int) -> bool:
        p1, p2 = par[e1 % n], par[e2 % n]
        return not with_parity or ((p1 == 0 and p2 == 0) if geo.odd else p1 != p2)

    pairs = [(e1, e2) for e1 in o1 if o1[e1] is None for e2 in o2 if o2[e2] is None if parity_ok(e1, e2)]
    if not pairs:
        return []  # a contradiction: :func:`.deductions.contradiction` names it
    out = []
    for (a, b), options, k in (((a1, b1), o1, 0), ((a2, b2), o2, 1)):
        turns = sorted({p[k] for p in pairs})
        lo, hi = turns[0], turns[-1]
        first, last = g[ring[a]], g[ring[b % n]]
        decided = {ring[j % n]: first for j in range(a + 1, lo + 1)}
        decided.update({ring[j % n]: last for j in range(hi + 1, b)})
        if not decided:
            continue
        ruled = {e: why for e, why in options.items() if why is not None}
        by_parity = any(options[e] is None for e in options if e < lo or e > hi)
        premises = [ring[a1], ring[b1 % n], ring[a2], ring[b2 % n]]
        for cells, _ in [why for why in list(o1.values()) + list(o2.values()) if why is not None]:
            premises.extend(cells)
        reasons = sorted({why for _, why in ruled.values()})
        said = ", ".join(f"{geo.where(c)} {NAMES[v]}" for c, v in decided.items())
        where = (f"between {geo.where(ring[lo % n])} and {geo.where(ring[(hi + 1) % n])}" if lo != hi else
                 f"between {geo.where(ring[lo % n])} and {geo.where(ring[(lo + 1) % n])}")
        because = []
        if reasons:
            because.append("elsewhere it would make " + " or ".join(reasons[:3]) + (" ..." if len(reasons) > 3 else ""))
        if by_parity:
            because.append("the line between the colours must meet the border beside blocks of "
                           + ("even parity" if geo.odd else "different parities at its two ends"))
        key = "turns" if with_parity else "edge"
        out.append(geo.step(key, f"{said}: going round the border from {geo.where(ring[a])} "
                            f"({NAMES[first]}) to {geo.where(ring[b % n])} ({NAMES[last]}) the colour turns once, "
                            f"{where}: " + "; ".join(because), decided, sorted(set(premises)),
                            3 if with_parity else 2))
    return out


__all__ = ["edge", "turns"]
