"""Polyomino packing: any pieces into any board (rules in :mod:`.rules`).

The model, search, checker and drawing are the placement layer's
(:mod:`gridsat.puzzles.placement`); this package adds the boards and pieces
people name, the JSON puzzle file, and the kind's registry entry.
"""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "BUILTIN_BOARDS": ".io", "PackResult": ".rules", "PackingPuzzle": ".rules", "TilingResult": "..placement",
    "check_tiling": "..placement", "load_board": ".io", "make_puzzle": ".io", "pack": ".rules",
    "parse_puzzle": ".io", "puzzle_from_json": ".io", "puzzle_to_json": ".io",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
