"""Yin-Yang patterns of a few 2x2 blocks together, the way solvers read a
small area at once rather than one block at a time.

Every 2x2 block of an answer holds both colours (no block of one colour)
and is not a checkerboard (its two diagonals would need paths that cross:
the "opposite pairs" lemma solvers learn first).  A block with one diagonal
of one colour therefore has the other diagonal split, one cell of each
colour; two such facts in neighbouring blocks force a cell that neither
block decides alone.  These rules read every colouring of a small area:

* ``pair`` (level 1): two overlapping 2x2 blocks (a 2x3 or 3x2 area): a
  cell that has one colour in every colouring of the area's undecided cells
  whose two blocks are neither one colour nor a checkerboard;
* ``square`` (level 3): the same over a 3x3, 2x4, 4x2, 3x4 or 4x3 area
  (four to six blocks: harder to see at once; with it at level 2, puzzles
  people label normal and easy grade alike, see
  ``benchmarks/yinyang_grades.py --labels``).

Each step's premises are the area's decided cells (the area's other cells
are undecided: the rule reads nothing else), so a step follows from its
premises alone.  Areas are vectorised: every colouring of an area is a bit
mask (bit ``j`` set: cell ``j`` of the area, row-major, is black), checked
once per shape; a board's areas are compared with them as integers.
"""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from .board import BLACK, NAMES, WHITE, State


def _valid_masks(h: int, w: int) -> np.ndarray:
    """Every colouring (bit mask, set = black) of an ``h x w`` area whose
    2x2 blocks are neither one colour nor a checkerboard."""
    masks = np.arange(1 << (h * w), dtype=np.int64)
    bit = [(masks >> j) & 1 for j in range(h * w)]
    ok = np.ones(masks.shape, dtype=bool)
    for r in range(h - 1):
        for c in range(w - 1):
            a, b, d, e = bit[r * w + c], bit[r * w + c + 1], bit[(r + 1) * w + c], bit[(r + 1) * w + c + 1]
            ok &= ~((a == b) & (b == d) & (d == e))  # one colour
            ok &= ~((a == e) & (b == d) & (a != b))  # checkerboard
    return masks[ok]


_SHAPES = {"pair": ((2, 3), (3, 2)), "square": ((3, 3), (2, 4), (4, 2), (3, 4), (4, 3))}
_VALID = {shape: _valid_masks(*shape) for shapes in _SHAPES.values() for shape in shapes}


_TABLES: dict = {}
_CELLS: dict = {}


def _table(h: int, w: int):
    """The forced cells of an ``h x w`` area for each of its ``3 ** (h * w)``
    partial colourings (ternary code: cell ``j`` contributes ``value * 3 **
    j``, 0 undecided / 1 white / 2 black): ``(fits, ones, some)``, where
    ``fits`` says some valid colouring agrees, ``ones`` is the AND and
    ``some`` the OR of the agreeing valid colourings (bit masks, set =
    black).  Built once per shape: the colourings deciding every cell are
    the valid ones themselves; a code with cell ``j`` undecided joins the two
    codes deciding it (white, black), cell by cell, each step over all codes
    at once (one axis of the table as a ``3 x ... x 3`` array).  (Listing
    every valid colouring against every set of decided cells with
    ``ufunc.at`` took 0.6 s for the 3x4 and 4x3 areas on a loaded machine,
    inside a hint's time limit, which cannot cut it: ``-t 0.6`` ran 1.6 s.)"""
    if (h, w) not in _TABLES:
        m = h * w
        pow3 = 3 ** np.arange(m, dtype=np.int64)
        subsets = np.arange(1 << m, dtype=np.int64)
        t = ((subsets[:, None] >> np.arange(m)) & 1) @ pow3  # t[x]: the sum of 3 ** j over the bits of x
        full, size, valid = (1 << m) - 1, 3 ** m, _VALID[(h, w)]
        fits = np.zeros(size, dtype=bool)
        ones = np.full(size, full, dtype=np.int64)  # (no agreeing colouring: AND of none, OR of none)
        some = np.zeros(size, dtype=np.int64)
        decided = t[full] + t[valid]  # every cell decided: 1 white, 2 black
        fits[decided], ones[decided], some[decided] = True, valid, valid
        cubes = fits.reshape((3,) * m), ones.reshape((3,) * m), some.reshape((3,) * m)  # (views: C order)
        for axis in range(m):
            at = [(slice(None),) * axis + (v,) for v in range(3)]
            for cube, join in zip(cubes, (np.bitwise_or, np.bitwise_and, np.bitwise_or)):
                cube[at[0]] = join(cube[at[1]], cube[at[2]])
        _TABLES[(h, w)] = fits, ones, some, pow3
    return _TABLES[(h, w)]


def _area(s: State, h: int, w: int):
    """The forced cells of every ``h x w`` area: ``(top, left, known mask,
    forced white mask, forced black mask)`` per area forcing any."""
    geo = s.geo
    if geo.rows < h or geo.cols < w:
        return []
    fits, ones, some, pow3 = _table(h, w)
    key = (geo.rows, geo.cols, h, w)
    if key not in _CELLS:  # the cells of every area: (tops, lefts, h * w) flat indices
        index = np.arange(geo.n).reshape(geo.rows, geo.cols)
        _CELLS[key] = sliding_window_view(index, (h, w)).reshape(geo.rows - h + 1, geo.cols - w + 1, h * w).copy()
    view = np.frombuffer(bytes(s.grid), dtype=np.uint8)[_CELLS[key]]
    codes = view.astype(np.int64) @ pow3
    known = (view > 0).astype(np.int64) @ (1 << np.arange(h * w, dtype=np.int64))
    full = (1 << (h * w)) - 1
    free = full & ~known
    forced_black, forced_white = ones[codes] & free, ~some[codes] & free
    hit = fits[codes] & (known != 0) & ((forced_black | forced_white) != 0)
    tops, lefts = np.nonzero(hit)
    return [(int(t), int(u), int(known[t, u]), int(forced_white[t, u]), int(forced_black[t, u]))
            for t, u in zip(tops, lefts)]


def _window_rule(s: State, key: str, level: int) -> list:
    geo, out, seen = s.geo, [], set()
    for h, w in _SHAPES[key]:
        for top, left, known, white, black in _area(s, h, w):
            cells = [(top + j // w) * geo.cols + left + j % w for j in range(h * w)]
            premises = [cells[j] for j in range(h * w) if known >> j & 1]
            free = [cells[j] for j in range(h * w) if not known >> j & 1]
            if seen.intersection(free):  # an earlier area of this round decided one: its sentence said "each way of
                continue  # colouring r8c2, r9c3 ..." of a cell the board showed black (the next round finds it anew)
            decided = {cells[j]: colour for j in range(h * w) for colour, mask in ((WHITE, white), (BLACK, black))
                       if mask >> j & 1 and cells[j] not in seen}
            if not decided:
                continue
            seen.update(decided)
            said = ", ".join(f"{geo.where(c)} is {NAMES[v]}" for c, v in sorted(decided.items()))  # as every step says
            # (it read "every colouring of ... with none of its 2 2x2 blocks ... has it so": a newcomer read it thrice)
            out.append(geo.step(key, f"{said}: in the {h}x{w} area {geo.where(cells[0])} to {geo.where(cells[-1])}, "
                                f"each way of colouring {', '.join(map(geo.where, free))} that leaves no 2x2 block "
                                f"one colour or a checkerboard makes {'it' if len(decided) == 1 else 'them'} so",
                                decided, premises, level))
    return out


def pair(s: State) -> list:
    """Cells forced in a 2x3 or 3x2 area (two overlapping 2x2 blocks)."""
    return _window_rule(s, "pair", 1)


def square(s: State) -> list:
    """Cells forced in a 3x3 area (four 2x2 blocks)."""
    return _window_rule(s, "square", 3)


__all__ = ["pair", "square"]
