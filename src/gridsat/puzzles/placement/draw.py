"""Drawing tilings: coloured regions in the terminal and in pictures.

Each placed piece is a region labelled with its name; copies of a piece used
several times get distinct labels (``O``, ``Ob``, ``Oc``...) so that a plain,
colourless drawing still shows where one copy ends and the next begins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ...core.labels import copy_label


def regions_of(placements) -> dict:
    """``{(r, c): label}`` for every covered cell; the k-th copy of a piece
    (k >= 2) is labelled :func:`copy_label` (the name and letters)."""
    out = {}
    seen: Counter = Counter()
    for pl in placements:
        seen[pl.piece] += 1
        k = seen[pl.piece]
        label = copy_label(pl.piece, k)
        for cell in pl.cells:
            out[tuple(cell)] = label
    return out


def tiling_text(rows: int, cols: int, placements, *, text: Mapping | None = None, blank: str = "."):
    """rich ``Text`` of a tiling: each piece its label on its colour;
    ``text`` overrides the label of some cells (e.g. calendar labels)."""
    from ...render.ascii import region_text

    regions = regions_of(placements)
    return region_text(rows, cols, regions, text=text, blank=blank)


def tiling_figure(rows: int, cols: int, placements, *, blanks=(), text: Mapping | None = None,
                  title: str | None = None, holes=()):
    """A matplotlib ``Figure`` of a tiling: coloured pieces with thick borders;
    ``blanks`` are drawn as empty board squares; ``text`` labels cells
    (default: each piece's label)."""
    from ...render.picture import draw_regions

    regions = regions_of(placements)
    labels = dict(regions) if text is None else dict(text)
    return draw_regions(rows, cols, regions, text=labels, blanks=set(blanks), title=title, holes=set(holes))


__all__ = ["regions_of", "tiling_figure", "tiling_text"]
