"""Drawing Domino Fit boards: the terminal and pictures."""

from __future__ import annotations

from typing import Iterable

from ..arguments import argument_types
from .rules import Domino, DominoFitPuzzle, _cells, _domino


def _target_label(t: int, rel: str) -> str:
    """A line's target as the drawings show it: ``7`` (exactly), ``≤7`` (at
    most), ``≥7`` (at least); the same in the terminal and the picture (a
    ``<7`` in the text read as a domino's end beside ``<==>``)."""
    return f"{'' if rel == '=' else '≤' if rel == '<=' else '≥'}{t}"


def _on_board(puzzle: DominoFitPuzzle, dominoes) -> list:
    """``dominoes`` as a list, each a domino ``("H"|"V", r, c)`` on ``puzzle``'s board; a drawing has no place
    for another (``("X", 0, 0)`` was drawn as a vertical domino, ``("H", 99, 99)`` left out without a word).

    Raises:
        TypeError: ``dominoes`` not a list of dominoes.
        PuzzleInputError: a domino with a cell off the board.
    """
    from ...core.errors import PuzzleInputError, cell_name

    if not hasattr(dominoes, "__iter__") or isinstance(dominoes, (str, bytes, bytearray, dict)):
        raise TypeError(f'dominoes must be a list of dominoes ("H"|"V", r, c), got {type(dominoes).__name__}')
    tiles = [_domino(d, "each domino") for d in dominoes]  # tuples (to_json()'s lists met "unhashable type: 'list'")
    for d in tiles:
        off = next(((r, c) for r, c in _cells(d) if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols)), None)
        if off is not None:
            raise PuzzleInputError(f"domino {tuple(d)} covers {cell_name(off)}, off the {puzzle.rows}x{puzzle.cols} "
                                   f"board")
    return tiles


def _words(value) -> bool:
    """``value`` is a list of strings, as a key is (a str was drawn as its letters, ``(a; b; c)``)."""
    return isinstance(value, (list, tuple)) and all(isinstance(word, str) for word in value)


@argument_types(puzzle=DominoFitPuzzle, key=(_words, "a list of strings"))
def draw_ascii(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino], key: Iterable[str] = ()):
    """The board as rich ``Text``: column targets on top, row targets on the
    right (``≤7`` at most 7, ``≥7`` at least 7), ``#`` blocked, ``<==>`` a horizontal domino, ``^`` over ``v`` a
    vertical one, ``.`` an uncovered free cell; a given domino is drawn ``<**>`` or ``^*`` over ``v*`` (and bold,
    underlined), with a line below saying so, after the words of ``key`` (a hint's: what its step placed) (without
    ``dominoes`` the givens alone are drawn).  ``str()`` gives plain text, which ``hint --position`` reads back.

    Raises:
        TypeError: ``puzzle`` not a :class:`DominoFitPuzzle`, ``dominoes`` not a list of ``("H"|"V", r, c)``,
            ``key`` not a list of strings.
        PuzzleInputError: a domino off the board.
    """
    from rich.text import Text

    ctoks = [_target_label(t, rel) for t, rel in zip(puzzle.col_targets, puzzle.col_relations)]
    w = max(2, max(len(x) for x in ctoks) + 1)
    cell = {}
    given_cells = {x for g in puzzle.givens for x in _cells(g)}
    for kind, r, c in _on_board(puzzle, dominoes) or puzzle.givens:
        fill = "*" if (r, c) in given_cells else "="  # plain text loses the style: a given is drawn apart
        if kind == "H":
            cell[(r, c)] = ("<" + fill * (w - 1), "H")
            cell[(r, c + 1)] = (fill * (w - 1) + ">", "H")
        else:
            mark = "*" if fill == "*" else " "
            cell[(r, c)] = (("^" + mark).rjust(w) if w > 2 else "^" + mark, "V")
            cell[(r + 1, c)] = (("v" + mark).rjust(w) if w > 2 else "v" + mark, "V")
    out = Text()
    out.append("".join(x.rjust(w) for x in ctoks) + "\n", style="bold")
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            if (r, c) in puzzle.blocked:
                out.append("#" * w, style="dim")
            elif (r, c) in cell:
                s, kind = cell[(r, c)]
                style = "black on #9ecae1" if kind == "H" else "black on #fdae6b"
                out.append(s, style=("bold underline " + style) if (r, c) in given_cells else style)
            else:
                out.append(".".center(w), style="dim")
        out.append(" " + _target_label(puzzle.row_targets[r], puzzle.row_relations[r]), style="bold")
        if r < puzzle.rows - 1:
            out.append("\n")
    words = [*key] + ["* marks a given domino"] * bool(puzzle.givens)
    if words:
        out.append(f"\n({'; '.join(words)})", style="dim")
    return out


@argument_types(puzzle=DominoFitPuzzle)
def draw_figure(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino], *, title: str | None = None):
    """A matplotlib ``Figure``: blocked cells dark, each domino a rounded
    tile (horizontal blue, vertical orange, givens with a thick outline,
    dots where the ``dot`` rule scores), column targets above the grid and
    row targets to its right.  A few collections whatever the board's size:
    a patch per cell and per domino took 40 s and 1.3 GB for a 300x300 board.

    Raises:
        TypeError: ``puzzle`` not a :class:`DominoFitPuzzle`, ``dominoes`` not a list of ``("H"|"V", r, c)``.
        PuzzleInputError: a domino off the board.
    """
    import numpy as np
    from matplotlib.collections import PolyCollection

    from ...render.picture import add_labels, new_figure, rounded_boxes, squares

    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title, extra_cols=1.2, extra_rows=1.0, margin=0.2)
    ax.set_ylim(puzzle.rows + 0.2, -1.2)  # the extra row goes on top, for the column targets
    cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    ax.add_collection(PolyCollection(squares(cells), edgecolors="#bbbbbb", linewidths=0.5,
                                     facecolors=["#444444" if cell in puzzle.blocked else "white" for cell in cells]))
    from matplotlib.patches import Rectangle

    # the board's edge thick, as every other kind's picture has it (its outer cells' sides were thin grey lines)
    ax.add_patch(Rectangle((0, 0), puzzle.cols, puzzle.rows, facecolor="none", edgecolor="black", linewidth=2.0))
    fs = max(4, min(9, 240 / max(puzzle.rows, puzzle.cols)))
    givens = set(puzzle.givens)
    tiles = _on_board(puzzle, dominoes) or list(puzzle.givens)
    if tiles:
        size = np.array([(2, 1) if kind == "H" else (1, 2) for kind, _, _ in tiles], dtype=float)
        corner = np.array([(c, r) for _, r, c in tiles], dtype=float)
        ax.add_collection(PolyCollection(rounded_boxes(corner + 0.1, size - 0.2, 0.2), edgecolors="black",
                                         facecolors=["#9ecae1" if kind == "H" else "#fdae6b" for kind, _, _ in tiles],
                                         linewidths=[2.4 if tile in givens else 0.8 for tile in tiles],
                                         label="dominoes"))
    if tiles and puzzle.rule == "dot":
        dots = [(x, r + 0.5) for kind, r, c in tiles
                for x in ((c + 1.35, c + 1.65) if kind == "H" else (c + 0.5,))]
        ax.scatter(*zip(*dots), s=fs * 2, color="black", zorder=3)
    add_labels(ax, [(c + 0.5, -0.5, _target_label(t, rel), fs, "black", False)
                    for c, (t, rel) in enumerate(zip(puzzle.col_targets, puzzle.col_relations))]
               + [(puzzle.cols + 0.6, r + 0.5, _target_label(t, rel), fs, "black", False)
                  for r, (t, rel) in enumerate(zip(puzzle.row_targets, puzzle.row_relations))])
    return fig


__all__ = ["draw_ascii", "draw_figure"]
