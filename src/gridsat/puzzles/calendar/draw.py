"""Drawing calendar answers: the pieces, with the board's labels on every cell."""

from __future__ import annotations

from ..placement.draw import regions_of


def _cells(puzzle, placements):
    """``(regions, labels, date cells, free cells)``: free cells are those no
    shown piece covers (a hint shows only some pieces)."""
    regions = regions_of(placements)
    labels = puzzle.edition.board.labels
    date_cells = set(puzzle.uncovered.values())
    free = puzzle.edition.board.board.cells - regions.keys() - date_cells
    return regions, labels, date_cells, free


def calendar_text(puzzle, placements):
    """rich ``Text``: each piece its label, the date's labels visible, cells
    no shown piece covers as ``.``."""
    from ...render.ascii import region_text

    regions, labels, date_cells, free = _cells(puzzle, placements)
    text = dict(regions)
    text.update({cell: labels[cell] for cell in date_cells})
    text.update({cell: "." for cell in free})
    b = puzzle.edition.board.board
    return region_text(b.rows, b.cols, regions, text=text, blank=" ")


def calendar_figure(puzzle, placements, *, title: str, hint: bool = False):
    """A matplotlib ``Figure``: coloured pieces with the board's month/day
    labels printed small on every covered cell; the date's cells white with
    bold labels (grey in a hint, to set them apart from uncovered cells)."""
    from matplotlib.patches import Rectangle

    from ...render.picture import draw_regions

    regions, labels, date_cells, free = _cells(puzzle, placements)
    b = puzzle.edition.board.board
    small = {cell: label for cell, label in labels.items() if cell not in date_cells}
    fig = draw_regions(b.rows, b.cols, regions, text=small, blanks=date_cells | free, title=title)
    ax = fig.axes[0]
    for cell in date_cells:
        r, c = cell
        if hint:
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor="#d0d0d0", edgecolor="#888888", linewidth=0.6))
        ax.text(c + 0.5, r + 0.5, labels[cell], ha="center", va="center", fontsize=10, fontweight="bold",
                color="black")
    return fig


__all__ = ["calendar_figure", "calendar_text"]
