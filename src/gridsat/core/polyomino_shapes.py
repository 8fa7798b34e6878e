"""Every polyomino of a size (free or one-sided), grown square by square: the piece libraries'
hexominoes and the design search's shapes."""

from __future__ import annotations

from .errors import PuzzleInputError
from .polyomino import Polyomino, Shape, normalise


def polyomino_shapes(size: int, flip: bool = True) -> list[Shape]:
    """Every polyomino of ``size`` squares, one shape per class: free
    polyominoes (classes under turns and reflections) when ``flip``, else
    one-sided ones (classes under turns only).

    Method: grow every shape of ``size - 1`` squares by one edge-neighbour square in every possible way and keep
    one canonical form per class (the smallest of the class's normalised sorted cell tuples).  Known counts
    (OEIS A000105 free, A000988 one-sided): 1, 1, 2, 5, 12, 35, 108 and 1, 1, 2, 7, 18, 60, 196 for sizes 1..7.

    Returns:
        canonical shapes (normalised sorted cell tuples), sorted by their
        rows, then columns, then cells, so the order is fixed.

    Raises:
        PuzzleInputError: ``size`` outside 1..:data:`MAX_POLYOMINO_SIZE`.
    """
    if not 1 <= size <= MAX_POLYOMINO_SIZE:
        raise PuzzleInputError(f"polyomino size must be 1..{MAX_POLYOMINO_SIZE}, got {size}")
    key = (size, flip)
    if key not in _SHAPES:
        shapes = {((0, 0),)}
        for _ in range(size - 1):
            grown = set()
            for shape in shapes:
                cells = set(shape)
                for r, c in shape:
                    for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if cell not in cells:
                            grown.add(min(Polyomino("", normalise(cells | {cell})).orientations(flip)))
            shapes = grown
        _SHAPES[key] = sorted(shapes, key=lambda s: (max(r for r, _ in s), max(c for _, c in s), s))
    return list(_SHAPES[key])


#: Largest polyomino :func:`polyomino_shapes` builds (there are 2,725 free
#: nonominoes; larger sets are for piece files).
MAX_POLYOMINO_SIZE = 9
_SHAPES: dict = {}


__all__ = ["MAX_POLYOMINO_SIZE", "polyomino_shapes"]
