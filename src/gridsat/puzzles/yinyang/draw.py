"""Drawing Yin-Yang boards: the terminal and pictures."""

from __future__ import annotations

from .rules import BLACK, WHITE, YinYangPuzzle


def grid_text(puzzle: YinYangPuzzle, grid, *, marked=frozenset()):
    """:class:`~gridsat.render.styled.Styled` text of ``grid`` (rows of 0
    unknown / 1 white / 2 black) with ``puzzle``'s circles: ``○``/``●``
    given circles, ``·`` white, ``██`` black, ``?`` undecided; ``marked``
    cells (a hint's) as ``W``/``B`` in red (rich styles, shown on a terminal)."""
    from ...render.styled import Styled

    out = Styled()
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            g, v = puzzle.givens[r][c], grid[r][c]
            if (r, c) in marked:
                out.append("B " if v == BLACK else "W ", style="bold red")
            elif v == BLACK:
                out.append("●" if g else "██", style="white on grey23" if g else "grey23")
                if g:
                    out.append(" ", style="white on grey23")
            elif v == WHITE:
                out.append("○ " if g else "· ")
            else:
                out.append("? ", style="dim")
        if r < puzzle.rows - 1:
            out.append("\n")
    return out


def draw_yinyang(puzzle: YinYangPuzzle, grid=None, *, title: str | None = None):
    """A matplotlib ``Figure`` of ``grid`` (0 undecided, drawn hatched / 1
    white / 2 black cells) with the circles; ``grid=None`` draws the puzzle."""
    from matplotlib.patches import Circle, Rectangle

    from ...render.picture import draw_circle, new_figure

    if grid is None:
        grid = [[WHITE] * puzzle.cols for _ in range(puzzle.rows)]
    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title)
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            shade = {BLACK: "#3a3a3a", WHITE: "white"}.get(grid[r][c], "#d9d9d9")
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor=shade, edgecolor="#999999", linewidth=0.5,
                                   hatch=None if grid[r][c] else "//"))
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            g = puzzle.givens[r][c]
            if g == WHITE:
                draw_circle(ax, (r, c), filled=False)
            elif g == BLACK:
                ax.add_patch(Circle((c + 0.5, r + 0.5), 0.36, facecolor="black", edgecolor="white", linewidth=1.2))
    ax.add_patch(Rectangle((0, 0), puzzle.cols, puzzle.rows, facecolor="none", edgecolor="black", linewidth=1.5))
    return fig


__all__ = ["draw_yinyang", "grid_text"]
