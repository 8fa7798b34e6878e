"""Drawing Domino Fit boards: the terminal and pictures."""

from __future__ import annotations

from typing import Iterable

from .rules import Domino, DominoFitPuzzle, domino_cells


def _target_label(t: int, rel: str) -> str:
    """A line's target as the drawings show it: ``7`` (exactly), ``≤7`` (at
    most), ``≥7`` (at least); the same in the terminal and the picture (a
    ``<7`` in the text read as a domino's end beside ``<==>``)."""
    return f"{'' if rel == '=' else '≤' if rel == '<=' else '≥'}{t}"


def draw_ascii(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino]):
    """The board as rich ``Text``: column targets on top, row targets on the
    right (``≤7`` at most 7, ``≥7`` at least 7), ``#`` blocked, ``<==>`` a horizontal domino, ``^`` over ``v`` a
    vertical one (givens bold and underlined; without ``dominoes`` the givens
    alone are drawn), ``.`` an uncovered free cell.  ``str()`` gives plain text."""
    from rich.text import Text

    ctoks = [_target_label(t, rel) for t, rel in zip(puzzle.col_targets, puzzle.col_relations)]
    w = max(2, max(len(x) for x in ctoks) + 1)
    cell = {}
    for kind, r, c in list(dominoes) or puzzle.givens:
        if kind == "H":
            cell[(r, c)] = ("<" + "=" * (w - 1), "H")
            cell[(r, c + 1)] = ("=" * (w - 1) + ">", "H")
        else:
            cell[(r, c)] = ("^".center(w), "V")
            cell[(r + 1, c)] = ("v".center(w), "V")
    given_cells = {x for g in puzzle.givens for x in domino_cells(g)}
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
    return out


def draw_figure(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino], *, title: str | None = None):
    """A matplotlib ``Figure``: blocked cells dark, each domino a rounded
    tile (horizontal blue, vertical orange, givens with a thick outline,
    dots where the ``dot`` rule scores), column targets above the grid and
    row targets to its right."""
    from matplotlib.collections import PatchCollection
    from matplotlib.patches import FancyBboxPatch, Rectangle

    from ...render.picture import new_figure

    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title, extra_cols=1.2, extra_rows=1.0, margin=0.2)
    ax.set_ylim(puzzle.rows + 0.2, -1.2)  # the extra row goes on top, for the column targets
    # the cells, the tiles and the dots each one artist: one patch added at a time took 8.7 s to build the figure
    # of a 100x100 board (each add_patch updates the axes' limits), before any clock could stop it
    cells = [Rectangle((c, r), 1, 1, facecolor="#444444" if (r, c) in puzzle.blocked else "white",
                       edgecolor="#bbbbbb", linewidth=0.5) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    ax.add_collection(PatchCollection(cells, match_original=True))
    fs = max(4, min(9, 240 / max(puzzle.rows, puzzle.cols)))
    givens = set(puzzle.givens)
    tiles, xs, ys = [], [], []
    for kind, r, c in list(dominoes) or puzzle.givens:
        w, h = (2, 1) if kind == "H" else (1, 2)
        tiles.append(FancyBboxPatch((c + 0.1, r + 0.1), w - 0.2, h - 0.2, boxstyle="round,pad=0,rounding_size=0.2",
                                    facecolor="#9ecae1" if kind == "H" else "#fdae6b", edgecolor="black",
                                    linewidth=2.4 if (kind, r, c) in givens else 0.8))
        if puzzle.rule == "dot":
            (dr, dc), n = ((r, c + 1), 2) if kind == "H" else ((r, c), 1)
            xs += [dc + 0.5] if n == 1 else [dc + 0.35, dc + 0.65]
            ys += [dr + 0.5] * n
    if tiles:
        ax.add_collection(PatchCollection(tiles, match_original=True))
    if xs:
        ax.scatter(xs, ys, s=fs * 2, color="black", zorder=3)
    for c, (t, rel) in enumerate(zip(puzzle.col_targets, puzzle.col_relations)):
        ax.text(c + 0.5, -0.5, _target_label(t, rel), ha="center", va="center", fontsize=fs)
    for r, (t, rel) in enumerate(zip(puzzle.row_targets, puzzle.row_relations)):
        ax.text(puzzle.cols + 0.6, r + 0.5, _target_label(t, rel), ha="center", va="center", fontsize=fs)
    return fig


__all__ = ["draw_ascii", "draw_figure"]
