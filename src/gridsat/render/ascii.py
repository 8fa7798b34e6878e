"""Terminal drawings with rich: one character per cell, coloured by region."""

from __future__ import annotations

from typing import Mapping

from rich.text import Text

# Background colours that keep black text readable; cycled by region order.
PALETTE = [
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
    "#bfef45", "#fabed4", "#469990", "#dcbeff", "#9a6324", "#fffac8", "#800000", "#aaffc3",
    "#808000", "#ffd8b1", "#000075", "#a9a9a9",
]


def colour_for(index: int) -> str:
    """Palette colour number ``index`` (cycled), as ``#rrggbb``."""
    return PALETTE[index % len(PALETTE)]


def region_text(rows: int, cols: int, regions: Mapping, *, text: Mapping | None = None,
                blank: str = ".", width: int | None = None) -> Text:
    """Draw a grid of regions as rich ``Text``.

    Args:
        rows, cols: grid size (cells).
        regions: ``{(r, c): region_id}``; cells with the same id share a
            colour; the id's first character (or ``text``) is printed.
        text: optional ``{(r, c): str}`` printed instead (e.g. calendar labels).
        blank: drawn for cells in no region and without text.
        width: characters per cell (default: widest label + 1, at least 2).

    Returns:
        ``rich.text.Text``; ``str()`` of it is the plain drawing.
    """
    text = dict(text or {})
    order: dict = {}
    for cell in sorted(regions):
        order.setdefault(regions[cell], len(order))
    labels = {cell: str(rid) for cell, rid in regions.items()}
    labels.update(text)
    if width is None:
        width = max([len(s) for s in labels.values()] + [1]) + 1
    width = max(width, 2)
    out = Text()
    for r in range(rows):
        for c in range(cols):
            cell = (r, c)
            label = labels.get(cell, blank)[: width].center(width)
            if cell in regions:
                out.append(label, style=f"black on {colour_for(order[regions[cell]])}")
            else:
                out.append(label, style="bold" if cell in text else "dim")
        if r < rows - 1:
            out.append("\n")
    return out
