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
                color="black", parse_math=False)
    return fig





def census_figure(report, *, title: str | None = None):
    """A matplotlib ``Figure`` of a census: a month-by-day heat map of the
    solution counts (summed over the weekdays on weekday boards; days a
    month does not have left blank, dates with no solution marked in red)
    and, below it, the histogram of the counts.

    Raises:
        TypeError: ``title`` not a string or None.
    """
    from ...core.pictures import check_title

    check_title(title)
    import numpy as np
    from matplotlib.colors import LogNorm
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    from .rules import MONTHS

    grid = np.full((12, 31), np.nan)
    zero = np.zeros((12, 31), bool)
    for key, n in report.real.items():
        m, d = MONTHS.index(key[0]), int(key[1]) - 1
        grid[m, d] = (0 if np.isnan(grid[m, d]) else grid[m, d]) + n
        zero[m, d] |= n == 0
    fig = Figure(figsize=(11, 6.2))
    ax, hx = fig.add_axes((0.06, 0.36, 0.86, 0.54)), fig.add_axes((0.06, 0.07, 0.86, 0.2))
    shown = np.where(grid > 0, grid, np.nan)
    low = np.nanmin(shown) if np.isfinite(shown).any() else 1
    high = np.nanmax(grid) if np.isfinite(grid).any() else 2
    image = ax.imshow(shown, cmap="viridis", norm=LogNorm(vmin=max(1, low), vmax=max(2, high)), aspect="auto")
    for m, d in zip(*np.nonzero(zero)):
        ax.add_patch(Rectangle((d - 0.5, m - 0.5), 1, 1, facecolor="#d62728", edgecolor="white"))
    ax.set_yticks(range(12), MONTHS)
    ax.set_xticks(range(31), [str(d) for d in range(1, 32)], fontsize=7)
    what = "solutions per date, summed over the weekdays" if report.weekdays else "solutions per date"
    ax.set_title(title or f"{report.titled}: {what} (red: none)", fontsize=10, parse_math=False)
    fig.colorbar(image, ax=ax, fraction=0.025, pad=0.01)
    bins = report.histogram()
    hx.bar(range(len(bins)), [b["dates"] for b in bins], color="#4c72b0")
    hx.set_xticks(range(len(bins)), [f"{b['from']}-{b['to']}" for b in bins], fontsize=7)
    hx.set_ylabel("dates", fontsize=8)
    hx.set_title("how many dates have how many solutions", fontsize=9)
    return fig


__all__ = ["calendar_figure", "calendar_text", "census_figure"]
