"""Drawing Yin-Yang boards: the terminal and pictures."""

from __future__ import annotations

from ...core.errors import shown as shown_input
from ..arguments import KINDS, argument_types
from .rules import BLACK, WHITE, YinYangPuzzle


def _sized(puzzle: YinYangPuzzle, grid) -> list:
    """Refuse a ``grid`` that is not rows of cell values the size of ``puzzle`` (met as IndexError inside); return it
    with a numpy array as its rows of Python's values (one was refused as 'got ndarray', where every other kind's
    drawing and checker take it)."""
    from ...core.errors import PuzzleInputError
    from ..input_checks import plain_rows

    grid = plain_rows(grid)
    test, words = KINDS["grid"]
    if not test(grid):
        raise TypeError(f"grid must be {words}, got {type(grid).__name__}")
    if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):
        widths = sorted({len(row) for row in grid})
        size = f"{len(grid)}x{widths[0]}" if len(widths) == 1 else \
            f"{len(grid)} rows of {' and '.join(map(str, widths))} cells" if widths else "empty"
        raise PuzzleInputError(f"grid is {size}, puzzle is {puzzle.rows}x{puzzle.cols}")
    return grid


def _drawable(puzzle: YinYangPuzzle, grid) -> list:
    """:func:`_sized`, and refuse a cell that is neither undecided (0 or None), white nor black; the grid as rows."""
    from ...core.errors import PuzzleInputError

    grid = _sized(puzzle, grid)
    odd = next(((r, c, v) for r, row in enumerate(grid) for c, v in enumerate(row)
                if v is not None and (isinstance(v, bool) or v not in (0, 1, 2))), None)
    if odd:  # a 9 was drawn as '?' (undecided), a silently other drawing
        from ...core.errors import cell_name

        raise PuzzleInputError(f"grid: cell {cell_name(odd[:2])} is {shown_input(odd[2], 40)}, neither undecided (0), "
                               f"white (1) "
                               "nor black (2)")
    return grid


@argument_types(puzzle=YinYangPuzzle)
def grid_text(puzzle: YinYangPuzzle, grid, *, marked=frozenset()):
    """:class:`~gridsat.render.styled.Styled` text of ``grid`` (rows of 0
    unknown / 1 white / 2 black) with ``puzzle``'s circles: ``○``/``●``
    given circles, ``·`` white, ``██`` black, ``?`` undecided; ``marked``
    cells (a hint's) as ``W``/``B`` in red (rich styles, shown on a terminal).

    Raises:
        TypeError: ``puzzle`` not a :class:`YinYangPuzzle`, ``grid`` not a list of lists, ``marked`` not a set.
        PuzzleInputError: ``grid`` not the puzzle's size.
    """
    from ...render.styled import Styled

    grid = _drawable(puzzle, grid)
    if not isinstance(marked, (set, frozenset, list, tuple, dict)):  # 5 met "argument of type 'int' is not iterable"
        raise TypeError(f"marked must be a set of (row, col) cells, got {type(marked).__name__} "
                        f"{shown_input(marked, 40)}")
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


@argument_types(puzzle=YinYangPuzzle)
def draw_yinyang(puzzle: YinYangPuzzle, grid=None, *, title: str | None = None):
    """A matplotlib ``Figure`` of ``grid`` (0 undecided, drawn hatched / 1
    white / 2 black cells) with the circles; ``grid=None`` draws the puzzle.

    Raises:
        TypeError: ``puzzle`` not a :class:`YinYangPuzzle`, ``grid`` not None or a list of lists.
        PuzzleInputError: ``grid`` not the puzzle's size.
    """
    from matplotlib.collections import PatchCollection, PolyCollection
    from matplotlib.patches import Circle, Rectangle

    from ...render.picture import new_figure, squares

    if grid is None:
        grid = [[WHITE] * puzzle.cols for _ in range(puzzle.rows)]
    grid = _drawable(puzzle, grid)
    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title)
    cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    for hatch, group in ((None, [cell for cell in cells if grid[cell[0]][cell[1]]]),
                         ("//", [cell for cell in cells if not grid[cell[0]][cell[1]]])):
        if group:  # one collection per hatch (a collection has one): 10,000 patches took seconds to build
            ax.add_collection(PolyCollection(squares(group), hatch=hatch, edgecolors="#999999", linewidths=0.5,
                                             facecolors=[{BLACK: "#3a3a3a", WHITE: "white"}.get(grid[r][c], "#d9d9d9")
                                                         for r, c in group]))
    for colour, edge, width, radius in ((WHITE, "black", 1.5, 0.36), (BLACK, "white", 1.2, 0.36)):
        circles = [Circle((c + 0.5, r + 0.5), radius) for r, c in cells if puzzle.givens[r][c] == colour]
        if circles:
            ax.add_collection(PatchCollection(circles, facecolors="white" if colour == WHITE else "black",
                                              edgecolors=edge, linewidths=width))
    ax.add_patch(Rectangle((0, 0), puzzle.cols, puzzle.rows, facecolor="none", edgecolor="black", linewidth=1.5))
    return fig


def puzzle_figure(puzzle: YinYangPuzzle, title: str | None = None):
    """A made puzzle's picture, its circles only (:attr:`Generated.draw`, a name a pickle can find)."""
    return draw_yinyang(puzzle, title=title)


__all__ = ["draw_yinyang", "grid_text", "puzzle_figure"]
