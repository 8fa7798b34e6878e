"""Terminal drawings with rich: one character per cell, coloured by region."""

from __future__ import annotations

from typing import Mapping

from rich.text import Text

# Background colours, cycled by region order (labels on the dark ones are drawn white: picture.ink_on).
PALETTE = [
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
    "#bfef45", "#fabed4", "#469990", "#dcbeff", "#9a6324", "#fffac8", "#800000", "#aaffc3",
    "#808000", "#ffd8b1", "#000075", "#a9a9a9",
]


#: Terminal background colours by name: they stay distinct when a terminal
#: has only the 16 standard colours (rich maps ``#rrggbb`` to the nearest
#: one there, and several palette colours would become the same).
TERMINAL_PALETTE = [
    "red", "green", "yellow", "blue", "magenta", "cyan", "bright_red", "bright_green",
    "bright_yellow", "bright_blue", "bright_magenta", "bright_cyan", "white", "bright_black",
]


def colour_for(index: int) -> str:
    """Palette colour number ``index`` (cycled), as ``#rrggbb``."""
    return PALETTE[index % len(PALETTE)]


def region_colour_indices(regions: Mapping, palette_size: int = len(PALETTE)) -> dict:
    """A colour number for every region, different from the numbers of its
    edge neighbours (greedy colouring in order of each region's first cell).

    Args:
        regions: ``{(r, c): region_id}``.
        palette_size: number of colours available (at least 5: a greedy
            colouring of a grid's regions may need more than 4).

    Returns:
        ``{region_id: int}`` with numbers below ``palette_size`` whenever a
        region has fewer neighbours than that; touching regions get
        different numbers.
    """
    neighbours: dict = {}
    first: dict = {}
    for (r, c), rid in sorted(regions.items()):
        first.setdefault(rid, (r, c))
        neighbours.setdefault(rid, set())
        for other in (regions.get((r + 1, c)), regions.get((r, c + 1))):
            if other is not None and other != rid:
                neighbours[rid].add(other)
                neighbours.setdefault(other, set()).add(rid)
    out: dict = {}
    for rid in sorted(first, key=first.get):
        used = {out[n] for n in neighbours[rid] if n in out}
        # prefer the next fresh colour so that regions rarely repeat at all
        fresh = len(out) % palette_size
        out[rid] = fresh if fresh not in used else min(set(range(len(used) + 1)) - used)
    return out


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
    order = region_colour_indices(regions, len(TERMINAL_PALETTE))
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
                colour = TERMINAL_PALETTE[order[regions[cell]] % len(TERMINAL_PALETTE)]
                out.append(label, style=f"black on {colour}")
            else:
                out.append(label, style="bold" if cell in text else "dim")
        if r < rows - 1:
            out.append("\n")
    return out


#: A grid point's glyph by the borders meeting there: (up, right, down, left).
CORNERS = {(0, 0, 0, 0): " ", (1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐",
           (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘", (1, 1, 1, 0): "├", (1, 0, 1, 1): "┤", (0, 1, 1, 1): "┬",
           (1, 1, 0, 1): "┴", (1, 1, 1, 1): "┼", (1, 0, 0, 0): "│", (0, 0, 1, 0): "│", (0, 1, 0, 0): "─",
           (0, 0, 0, 1): "─"}


def bordered(rows: int, cols: int, regions: Mapping, cells: list, width: int) -> Text:
    """A board's cells inside the borders of its regions, as rich ``Text``:
    the frame and every side between two regions drawn with box-drawing
    lines (``│``, ``───``, ``┼``...), the sides inside a region left blank,
    so that a terminal shows the rooms as puzz.link's thick lines do.

    Args:
        rows, cols: board size (cells).
        regions: ``{(r, c): region id}`` of every cell.
        cells: rows of ``(text, style)``, each text ``width`` characters.
        width: characters a cell takes.

    Returns:
        ``2 * rows + 1`` lines: borders, then cells, then borders...; a cell
        line is a border character, then ``width`` characters a cell.
    """
    def wall(a, b) -> bool:  # a side between cells a and b (None: off the board) is drawn
        return a is None or b is None or regions.get(a) != regions.get(b)

    def at(r, c):
        return (r, c) if 0 <= r < rows and 0 <= c < cols else None

    out = Text()
    for r in range(rows + 1):
        for c in range(cols + 1):
            arms = (r > 0 and wall(at(r - 1, c - 1), at(r - 1, c)), c < cols and wall(at(r - 1, c), at(r, c)),
                    r < rows and wall(at(r, c - 1), at(r, c)), c > 0 and wall(at(r - 1, c - 1), at(r, c - 1)))
            out.append(CORNERS[tuple(map(int, arms))])
            if c < cols:
                out.append(("─" if wall(at(r - 1, c), at(r, c)) else " ") * width)
        if r == rows:
            break
        out.append("\n")
        for c in range(cols):
            out.append("│" if wall(at(r, c - 1), at(r, c)) else " ")
            out.append(*cells[r][c])
        out.append("│\n")
    return out


__all__ = ["CORNERS", "PALETTE", "TERMINAL_PALETTE", "bordered", "colour_for", "region_colour_indices",
           "region_text"]
