"""Clue cells holding two sums, as puzzle sites draw Kakuro: a grey cell crossed by its diagonal from the top left
to the bottom right, the sum of the run below it under the diagonal (bottom left), the sum of the run to its right
above it (top right); digits in the white cells."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .board import INK, BoardDrawing

#: The clue cells' grey (puzz.link's Kakuro: ``rgb(192,192,192)``, robx/pzprjs ``src/variety/kakuro.js``).
CLUE_GREY = "#c0c0c0"


@dataclass
class SumCellsDrawing(BoardDrawing):
    """A :class:`BoardDrawing` with clue cells: ``sums`` ``{cell: (down, across)}``, each a whole number or None
    (no sum that way).  The picture draws them grey with their diagonal and the two sums in its corners; the
    terminal text writes them as ``down\\across`` (``16\\``, ``\\24``, ``\\`` for none), white on dark."""

    sums: dict = field(default_factory=dict)

    def figure(self):
        """A matplotlib ``Figure``: the board of :meth:`BoardDrawing.figure` with the clue cells grey, their
        diagonals, and their sums small in the corners the diagonal leaves."""
        from matplotlib.collections import LineCollection, PolyCollection
        from matplotlib.patches import Rectangle

        from .picture import add_labels, squares

        fig = BoardDrawing.figure(replace(self, text={c: t for c, t in self.text.items() if c not in self.sums},
                                          walls=set(), sums={}))
        ax = fig.axes[0]
        cells = sorted(self.sums)
        if cells:
            ax.add_collection(PolyCollection(squares(cells), facecolors=CLUE_GREY, edgecolors=INK, linewidths=0.5,
                                             zorder=2))
            ax.add_collection(LineCollection([((c, r), (c + 1, r + 1)) for r, c in cells], colors=INK,
                                             linewidths=0.8, zorder=2.5))
            # the board's frame again, over the grey cells along it
            ax.add_patch(Rectangle((0, 0), self.cols, self.rows, facecolor="none", edgecolor=INK, linewidth=2.0,
                                   zorder=2.6))
        labels = []
        for (r, c), (down, across) in self.sums.items():
            if down is not None:
                labels.append((c + 0.3, r + 0.72, str(down), 8.0, INK, False))
            if across is not None:
                labels.append((c + 0.7, r + 0.3, str(across), 8.0, INK, False))
        add_labels(ax, labels)
        return fig

    def _cell_text(self, cell, w: int) -> tuple:
        """A clue cell as ``down\\across``, white on dark; the others as :class:`BoardDrawing` writes them."""
        if cell in self.sums:
            down, across = self.sums[cell]
            label = f"{'' if down is None else down}\\{'' if across is None else across}"
            return f"{label[:w]:<{w}}", "white on grey23"
        return BoardDrawing._cell_text(self, cell, w)

    def text_art(self):
        """rich ``Text``: each cell as wide as the widest clue cell's ``down\\across`` and a space."""
        longest = max((len(f"{d or ''}\\{a or ''}") for d, a in self.sums.values()), default=0)
        return BoardDrawing.text_art(replace(self, cell_width=max(self.cell_width, longest + 1)))


__all__ = ["CLUE_GREY", "SumCellsDrawing"]
