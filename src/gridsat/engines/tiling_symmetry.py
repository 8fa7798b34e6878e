"""Counting up to symmetry: which board symmetries apply, and which
placements of one piece represent their orbits.

The method (exact for any piece set, even when tilings are themselves
symmetric): the board's symmetries that map every placement onto a
placement of the same piece form a group G; one piece A used once keeps one
placement per G-orbit (the representative), and a tiling is counted only
when it is the lexicographically smallest of its images under the
symmetries that fix A's placement.  Each class of tilings meets "A at its
representative" in exactly one such orbit, so every class is counted once.
Without a piece used once, every tiling is tested against all of G.

A symmetry may also swap pieces of equal counts whose shapes are each other's images: a one-sided set with
both mirror images (the 18 one-sided pentominoes: F and F') is mapped onto itself by a reflection that turns
each F into an F'.  Such a symmetry is in G too (it maps tilings onto tilings: the 3x30 box's 184 tilings by the
18 pieces were counted as 92 classes, the published count being 46); the piece fixed at its representatives is
then one every symmetry maps onto itself.
"""

from __future__ import annotations

from ..core.board import Board
from .tiling_search import bits


#: Rows mapped between two calls of the building's check (a deadline's).
CHECK_EVERY = 4096


def symmetry_reduction(engine, rows, optional, check=lambda: None):
    """Row permutations of the valid board symmetries, the rows kept
    after fixing one piece's placements to orbit representatives, and the
    per-row / global masks of symmetries to test at each solution.

    ``check()`` is called every :data:`CHECK_EVERY` rows mapped (a deadline's, raising to stop): 30x30 with
    pentominoes and holes maps 49,696 rows under 7 symmetries, 2.9 s of CPU that ``-t 5`` ran past to 13 s on a
    loaded machine."""
    r0, c0 = engine.origin
    rows_n, cols_n = engine.box
    board = Board(rows_n, cols_n, frozenset((r - r0, c - c0) for r, c in engine.cells))
    index = {mg: i for i, mg in enumerate(rows)}
    perms, swaps = [], []
    for sym in board.symmetries()[1:]:
        def move(cell, sym=sym):
            r, c = sym((cell[0] - r0, cell[1] - c0))
            return r + r0, c + c0
        if any(move(c) not in optional for c in optional):
            continue
        moved = {b: 1 << engine._bit[move(cell)] for b, cell in engine._cell_of.items() if move(cell) in engine._bit}
        images = []
        for i, (m, _) in enumerate(rows):
            if i % CHECK_EVERY == 0:
                check()
            images.append(sum(moved[b] for b in bits(m)))
        for sigma in _piece_maps(engine, rows, images, index):
            check()
            perm = [index.get((image, sigma[g]), -1) for image, (_, g) in zip(images, rows)]
            if -1 not in perm:
                perms.append(perm)
                swaps.append(sigma)
                break
    if not perms:
        return [], None, None, 0
    n = len(rows)
    # the piece used once with the fewest orbit representatives
    best = None
    for g, count in enumerate(engine.counts):
        if count != 1 or any(sigma[g] != g for sigma in swaps):  # (its orbits must lie among its own placements)
            continue
        members = [i for i in range(n) if rows[i][1] == g]
        reps = [i for i in members if all(p[i] >= i for p in perms)]
        if best is None or len(reps) < len(best[1]):
            best = (g, reps, members)
    if best is None:
        return perms, None, [0] * n, (1 << len(perms)) - 1
    g, reps, members = best
    engine._fixed_group = g
    keep = [1] * n
    for i in members:
        keep[i] = 0
    for i in reps:
        keep[i] = 1
    fixmask = [0] * n
    for i in reps:
        fixmask[i] = sum(1 << k for k, p in enumerate(perms) if p[i] == i)
    return perms, keep, fixmask, 0


def _piece_maps(engine, rows, images, index):
    """The maps of pieces to pieces a symmetry may apply: each piece to itself, then (when that fails) each piece
    the symmetry maps onto itself to itself and each other to the one piece of its count whose placements hold
    its first placement's image, if every piece has one."""
    groups = len(engine.counts)
    yield list(range(groups))
    first = {}
    for i, (_, g) in enumerate(rows):
        first.setdefault(g, i)
    sigma = []
    for g in range(groups):
        if g not in first:
            return
        if (images[first[g]], g) in index:  # a piece the symmetry maps onto itself stays itself: with one-sided
            # S and Z pentominoes and two dominoes C and D, a reflection (S to Z, each domino to itself) was left
            # out as C "could go to C or D", and 3x5 counted 4 classes for 2
            sigma.append(g)
            continue
        found = [h for h in range(groups)
                 if engine.counts[h] == engine.counts[g] and (images[first[g]], h) in index]
        if len(found) != 1:
            return
        sigma.append(found[0])
    if sorted(sigma) == list(range(groups)) and sigma != list(range(groups)):
        yield sigma


__all__ = ["symmetry_reduction"]
