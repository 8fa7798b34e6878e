"""The rows of a tiling engine: each piece's placements as bit masks, and the
arrays the compiled search reads (:mod:`gridsat.engines._tiling`)."""

from __future__ import annotations

import numbers
from bisect import bisect_left
from collections.abc import Iterable, Mapping
from functools import lru_cache

from ..core.errors import PuzzleInputError, shown
from ..core.grid import is_edge_connected, whole_cells  # noqa: F401  (whole_cells: read here too)
from .tiling_search import bits, table, vector


@lru_cache(maxsize=4096)
def _connected_shape(shape: frozenset) -> bool:
    return is_edge_connected(shape)


def _connected(cells) -> bool:
    """Edge-connectedness of a cell set, cached per translated shape."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return _connected_shape(frozenset((r - r0, c - c0) for r, c in cells))


def lay_out(engine, cells: frozenset, origin, box, optional_cells, reverse) -> frozenset:
    """Give every board cell a bit: lines of the layout run along the
    shorter side of the bounding box (a transposed layout when the box is
    wide), scanned from the first line or (``reverse``) the last; set the
    board's masks (full, primary, secondary, first and last columns).

    Returns:
        the optional (secondary) cells.

    Raises:
        PuzzleInputError: an optional cell that is not a board cell.
    """
    (r0, c0), (rows, cols) = origin, box
    engine.words = (rows * cols + 63) // 64
    engine.cells = cells
    engine.origin = (r0, c0)
    engine.box = (rows, cols)
    # scan along the shorter side: a transposed layout when the box is wide
    engine.transposed = cols > rows
    engine.stride = rows if engine.transposed else cols
    height = cols if engine.transposed else rows
    engine.height = height
    if reverse is None:  # start at the end whose first line has fewer cells (the more constrained one)
        line = [(c - c0 if engine.transposed else r - r0) for r, c in cells]
        reverse = line.count(height - 1) < line.count(0)
    engine.reversed = bool(reverse)
    engine._bit = {cell: engine._bit_of(cell) for cell in cells}
    engine._cell_of = {b: cell for cell, b in engine._bit.items()}
    optional = frozenset(whole_cells(optional_cells, "optional cells"))
    if not optional <= cells:
        raise PuzzleInputError(f"optional cell {sorted(optional - cells)[0]} is not a board cell")
    board_mask = sum(1 << b for b in engine._bit.values())
    everything = (1 << (64 * engine.words)) - 1
    engine.full = board_mask
    engine.secondary = sum(1 << engine._bit[c] for c in optional)
    engine.primary = board_mask & ~engine.secondary
    first_col = sum(1 << (i * engine.stride) for i in range(height))
    last_col = first_col << (engine.stride - 1)
    engine.full_words = engine.words_of(engine.full)
    engine.primary_words = engine.words_of(engine.primary)
    engine.secondary_words = engine.words_of(engine.secondary)
    engine.notfirst = engine.words_of(everything & ~first_col)
    engine.notlast = engine.words_of(everything & ~last_col)
    return optional


def a_check(check):
    """``check`` (a function of no arguments, or None), refused with a TypeError naming it otherwise (it met its
    first call: "'int' object is not callable")."""
    if check is not None and not callable(check):
        raise TypeError(f"check must be a function of no arguments or None, got {type(check).__name__}")
    return check


def piece_rows(engine, placements_by_piece: Mapping[str, Iterable], counts: Mapping[str, int], check=None):
    """``(group_rows, connected)``: per piece (in ``engine.pieces`` order) the
    bit masks of its distinct placements, and whether every placement is
    edge-connected (dead-region pruning needs it).

    Raises:
        PuzzleInputError: a count for an unknown piece, a count below 1, a
            placement with a cell off the board.
    """
    cells = engine.cells
    for name in counts:
        if name not in placements_by_piece:
            raise PuzzleInputError(f"count given for piece {name!r}, which has no placements entry")
    group_rows: list[list[int]] = []
    connected = True  # every placement edge-connected (region pruning needs it)
    for name in engine.pieces:
        if check is not None:
            check()  # once a piece: a deadline may stop the building (TimeUp)
        n = counts.get(name, 1)  # int() took a count of 1.5 (or True) for 1
        if isinstance(n, bool) or not isinstance(n, numbers.Integral) or n < 1:
            raise PuzzleInputError(f"piece {name} has count {shown(n, 40)}; need a whole number, at least 1")
        seen = set()
        for pl in placements_by_piece[name]:
            listed = whole_cells(pl, f"a placement of piece {name}")
            pcells = frozenset(listed)
            if len(pcells) < len(listed) or not pcells:  # taken as a smaller shape, or dropped, without a word
                raise PuzzleInputError(f"a placement of piece {name} " + (
                    f"lists cell {next(c for c in listed if listed.count(c) > 1)} twice" if pcells else "has no cells"))
            outside = pcells - cells
            if outside:
                raise PuzzleInputError(f"a placement of piece {name} covers {sorted(outside)[0]}, "
                                       "which is not a board cell")
            if pcells not in seen:
                seen.add(pcells)
        group_rows.append([sum(1 << engine._bit[c] for c in pc) for pc in seen])
        # one check per shape: the pattern above the lowest bit and that bit's column fix the
        # cells up to translation along the layout's rows
        shapes = {}
        for m in group_rows[-1]:
            low = (m & -m).bit_length() - 1
            shapes[m >> low, low % engine.stride] = m
        connected = connected and all(_connected(engine._cell_of[b] for b in bits(m)) for m in shapes.values())
    return group_rows, connected


def row_arrays(engine, all_rows: list, check=None) -> None:
    """Set the engine's row arrays from ``(mask, group)`` rows (sorted by
    lowest bit): masks, the words each row touches, groups, the start of each
    cell's bucket and the skip links; ``check()`` is called between the
    steps (a deadline's, raising to stop)."""
    check = check or (lambda: None)
    n_rows = len(all_rows)
    engine.row_masks = [m for m, _ in all_rows]
    word = (1 << 64) - 1
    engine.masks = table("Q", n_rows, engine.words,
                         [(m >> (64 * w)) & word for m in engine.row_masks for w in range(engine.words)])
    check()
    engine.lo = vector("i", [((m & -m).bit_length() - 1) // 64 for m in engine.row_masks])
    engine.hi = vector("i", [(m.bit_length() - 1) // 64 for m in engine.row_masks])
    engine.rgroup = vector("i", [g for _, g in all_rows])
    check()
    low = [(m & -m).bit_length() - 1 for m, _ in all_rows]
    n_bits = 64 * engine.words
    engine.start = vector("i", [bisect_left(low, b) for b in range(n_bits + 1)])
    skipto = vector("i", range(1, n_rows + 1))
    for i in range(n_rows - 2, -1, -1):
        if low[i] == low[i + 1] and all_rows[i][1] == all_rows[i + 1][1]:
            skipto[i] = skipto[i + 1]
    engine.skipto = skipto


def restrict_counts(engine, counts):
    """A view of ``engine`` in which each piece must be used ``counts[name]``
    times (0: never; pieces not named: 0), sharing every row array.

    One engine built over a whole piece library (each piece with the most
    uses any subset may ask) then serves every subset of it: the compiled
    search skips a piece with no uses left in one step per cell bucket
    (its rows are contiguous there), and the dead-region test only adds the
    sizes of pieces with uses left.  Used by the calendar design search.

    Args:
        engine: a :class:`~gridsat.engines.exact_cover.TilingEngine` built
            without ``distinct``.
        counts: ``{piece name: uses}``, each at most the engine's own count.

    Returns:
        a shallow copy of the engine with its own ``counts`` array and split
        piece (read-only like the engine; threads may share it).

    Raises:
        PuzzleInputError: an unknown piece, a negative count, or more uses
            than the engine was built for (its search depth is sized by them).
    """
    import copy

    index = {name: g for g, name in enumerate(engine.pieces)}
    new = vector("i", None, len(engine.pieces))
    for name, n in counts.items():
        if name not in index:
            raise PuzzleInputError(f"piece {name!r} is not in the engine")
        if not 0 <= int(n) <= int(engine.counts[index[name]]):
            raise PuzzleInputError(f"piece {name!r}: {n} uses asked, the engine was built for "
                                   f"0..{int(engine.counts[index[name]])}")
        new[index[name]] = int(n)
    if engine.symmetries > 1:
        raise PuzzleInputError("an engine counting up to symmetry cannot be restricted")
    view = copy.copy(engine)
    view.counts = new
    singles = [g for g in range(len(engine.pieces)) if new[g] == 1]
    view.split_group = min(singles, key=engine.rgroup.count, default=None)
    return view


__all__ = ["a_check", "lay_out", "piece_rows", "restrict_counts", "row_arrays"]
