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


#: A grid point's glyph by the borders meeting there: up 8, right 4, down 2, left 1 (a border never ends inside
#: the board, so no point has one arm but on the frame's corners' neighbours, drawn as lines).
CORNERS = {8 * u + 4 * r + 2 * d + left: g for (u, r, d, left), g in {
    (0, 0, 0, 0): " ", (1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐", (1, 1, 0, 0): "└",
    (1, 0, 0, 1): "┘", (1, 1, 1, 0): "├", (1, 0, 1, 1): "┤", (0, 1, 1, 1): "┬", (1, 1, 0, 1): "┴", (1, 1, 1, 1): "┼",
    (1, 0, 0, 0): "│", (0, 0, 1, 0): "│", (0, 1, 0, 0): "─", (0, 0, 0, 1): "─"}.items()}


def bordered(rows: int, cols: int, regions: Mapping, cells: list, width: int, links=()) -> Text:
    """A board's cells inside the borders of its regions, as rich ``Text``:
    the frame and every side between two regions drawn with box-drawing
    lines (``│``, ``───``, ``┼``...), the sides inside a region left blank,
    so that a terminal shows the rooms as puzz.link's thick lines do.

    Args:
        rows, cols: board size (cells).
        regions: ``{(r, c): region id}``; a cell left out (not decided) has
            no side drawn but the frame.
        cells: rows of ``(text, style)``, each text ``width`` characters.
        width: characters a cell takes.
        links: pairs of neighbouring cells ``(a, b)``, ``a < b``, a loop through cell centres joins (each cell's text
            draws its own part, its first character the centre): drawn across the gap between them, ``─`` or ``│``
            where no wall is, ``┼`` over a wall (Country Road's loop between rooms).

    Returns:
        ``2 * rows + 1`` lines: borders, then cells, then borders...; a cell
        line is a border character, then ``width`` characters a cell.  The
        borders are found for the whole board first and each line
        made as one string, its styled cells spans of it: a 600x600 board
        took 6 s drawn a glyph at a time, where the plain drawing took 1.7 s.
    """
    from rich.text import Span

    ids = [[regions.get((r, c)) for c in range(cols)] for r in range(rows)]

    def wall(a, b) -> bool:  # a cell left out of regions (not decided): its sides unknown, none drawn
        return a != b and a is not None and b is not None

    vertical = [[True] + [wall(a, b) for a, b in zip(row, row[1:])] + [True] for row in ids]  # left of column j
    horizontal = [[True] * cols] + [[wall(a, b) for a, b in zip(top, under)] for top, under in zip(ids, ids[1:])] \
        + [[True] * cols]  # above row i
    glyphs = []
    for i in range(rows + 1):  # a point's arms: the sides above, right of, below and left of it
        up, down, flat = vertical[i - 1] if i else None, vertical[i] if i < rows else None, horizontal[i]
        glyphs.append([CORNERS[8 * bool(up and up[j]) + 4 * (j < cols and flat[j]) + 2 * bool(down and down[j])
                               + (j > 0 and flat[j - 1])] for j in range(cols + 1)])
    segment = ("─" * width, " " * width)
    sides = [["│" if wall else " " for wall in row] for row in vertical]
    segment_of = [[segment[not flat[c]] for c in range(cols)] for flat in horizontal]
    for (r, c), (s, d) in links:  # the loop across a gap: beside (same row) or below
        if r == s:
            sides[r][d] = "┼" if vertical[r][d] else "─"
        else:
            segment_of[s][c] = ("┼" if horizontal[s][c] else "│") + segment_of[s][c][1:]
    lines, spans, at = [], [], 0
    for r in range(rows + 1):
        corner, flat = glyphs[r], horizontal[r]
        lines.append("".join(corner[c] + segment_of[r][c] for c in range(cols)) + corner[cols])
        at += len(lines[-1]) + 1
        if r == rows:
            break
        row, side = cells[r], sides[r]
        lines.append("".join(side[c] + row[c][0] for c in range(cols)) + side[cols])
        spans += [Span(at + 1 + c * (width + 1), at + (c + 1) * (width + 1), style)
                  for c, (_, style) in enumerate(row) if style]
        at += len(lines[-1]) + 1
    out = Text("\n".join(lines))
    out.spans = spans
    return out


__all__ = ["CORNERS", "PALETTE", "TERMINAL_PALETTE", "bordered", "colour_for", "region_colour_indices",
           "region_text"]
