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
"""

from __future__ import annotations

from ..core.board import Board
from .tiling_search import bits


def symmetry_reduction(engine, rows, optional):
    """Row permutations of the valid board symmetries, the rows kept
    after fixing one piece's placements to orbit representatives, and the
    per-row / global masks of symmetries to test at each solution."""
    r0, c0 = engine.origin
    rows_n, cols_n = engine.box
    board = Board(rows_n, cols_n, frozenset((r - r0, c - c0) for r, c in engine.cells))
    index = {mg: i for i, mg in enumerate(rows)}
    perms = []
    for sym in board.symmetries()[1:]:
        def move(cell, sym=sym):
            r, c = sym((cell[0] - r0, cell[1] - c0))
            return r + r0, c + c0
        if any(move(c) not in optional for c in optional):
            continue
        perm = []
        for m, g in rows:
            cells = [engine._cell_of[b] for b in bits(m)]
            image = (sum(1 << engine._bit[move(c)] for c in cells), g)
            if image not in index:
                break
            perm.append(index[image])
        else:
            perms.append(perm)
    if not perms:
        return [], None, None, 0
    n = len(rows)
    # the piece used once with the fewest orbit representatives
    best = None
    for g, count in enumerate(engine.counts):
        if count != 1:
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


__all__ = ["symmetry_reduction"]
