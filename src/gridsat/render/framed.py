"""A board inside a frame of clues, as puzz.link draws Skyscrapers (robx/pzprjs ``src/variety/skyscrapers.js``,
``drawArrowNumbersExCell_skyscrapers``): the grid's lines and its thick outline around the cells inside only, each
clue outside them with a small arrowhead pointing into its row or column, the clue set a little away from the board;
or, as it draws Nonogram (``src/variety/nonogram.js``), a frame of several rows above the board and several columns
left of it, the clues in them without arrows."""

from __future__ import annotations

from dataclasses import dataclass

from .board import ANSWER, GRID, INK, SHADE, BoardDrawing


def _head(r: int, c: int, rows: int, cols: int) -> list:
    """The arrowhead of the frame's clue at ``(r, c)`` (of a ``rows x cols`` board with its frame), between the clue
    and the board, pointing into it, as pzprjs sizes it (its base a quarter of a cell from the cell's centre, a
    quarter of a cell wide, 0.15 of a cell long): points ``(x, y)`` in cell units, y down."""
    x, y = c + 0.5, r + 0.5
    base, tip, half = 0.25, 0.4, 0.125
    if r == 0 or r == rows - 1:
        way = 1 if r == 0 else -1
        return [(x - half, y + way * base), (x + half, y + way * base), (x, y + way * tip)]
    way = 1 if c == 0 else -1
    return [(x + way * base, y - half), (x + way * base, y + half), (x + way * tip, y)]


@dataclass
class FramedDrawing(BoardDrawing):
    """A :class:`BoardDrawing` of ``rows x cols`` cells whose outer ring is a frame of clues: its :attr:`text` there
    is drawn outside the board with an arrowhead into the board, the frame's cells without lines; inside, the
    givens (``text``) bold and the ``answers`` in puzz.link's answer colour, ``shaded`` cells dark, ``undecided``
    cells hatched.  The terminal text writes the frame's clues around the cells, ``.`` where there is none (a line a
    row of the board with its frame, as the text format writes it: an answer drawn so is read back).

    Attributes (beyond :class:`BoardDrawing`'s):
        depth: the frame's rows above, rows below, columns left and columns right of the cells inside
            (Skyscrapers' ``(1, 1, 1, 1)``; Nonogram's clue rows above and clue columns left, none below or right).
        pointed: each clue drawn with an arrowhead into its line, a little away from the board (Skyscrapers'); False:
            the clues centred in their cells (Nonogram's).
    """

    depth: tuple = (1, 1, 1, 1)
    pointed: bool = True

    def frame(self, cell) -> bool:
        """True for a cell of the frame."""
        r, c = cell
        top, bottom, left, right = self.depth
        return r < top or r >= self.rows - bottom or c < left or c >= self.cols - right

    def figure(self):
        """A matplotlib ``Figure`` (cell units, row 0 at the top, the frame included)."""
        from matplotlib.collections import PolyCollection
        from matplotlib.patches import Rectangle

        from .picture import add_labels, cell_label, new_figure, squares
        from .board import label_points

        fig, ax = new_figure(self.rows, self.cols, title=self.title)
        top, bottom, left, right = self.depth
        inside = [(r, c) for r in range(top, self.rows - bottom) for c in range(left, self.cols - right)]
        ax.add_collection(PolyCollection(squares(inside), edgecolors=GRID, linewidths=0.5, facecolors=[
            SHADE if cell in self.shaded else "#d9d9d9" if cell in self.undecided else "white" for cell in inside]))
        if self.undecided:
            ax.add_collection(PolyCollection(squares(sorted(self.undecided)), facecolors="none", edgecolors=GRID,
                                             linewidths=0.5, hatch="//"))
        ax.add_patch(Rectangle((left, top), self.cols - left - right, self.rows - top - bottom, facecolor="none",
                               edgecolor=INK, linewidth=2.0))
        clues = {cell: s for cell, s in self.text.items() if self.frame(cell)}
        if clues and self.pointed:
            ax.add_collection(PolyCollection([_head(r, c, self.rows, self.cols) for r, c in clues],
                                             facecolors=INK, edgecolors="none", zorder=3))
        shift = {0: (0, -0.1), self.rows - 1: (0, 0.1)}
        labels = []
        for (r, c), s in clues.items():
            dx, dy = shift.get(r, (-0.1 if c == 0 else 0.1, 0)) if self.pointed else (0, 0)
            labels.append((c + 0.5 + dx, r + 0.5 + dy, cell_label(s), label_points(cell_label(s)) * 0.85, INK,
                           False))
        labels += [(c + 0.5, r + 0.5, cell_label(s), label_points(cell_label(s)), INK, True)
                   for (r, c), s in self.text.items() if (r, c) not in clues]
        labels += [(c + 0.5, r + 0.5, cell_label(s), label_points(cell_label(s)), ANSWER, False)
                   for (r, c), s in self.answers.items()]
        add_labels(ax, labels)
        return fig

    def _cell_text(self, cell, w: int) -> tuple:
        """A frame's cell: its clue (bold), or ``.``; the cells inside as :class:`BoardDrawing` writes them."""
        if self.frame(cell):
            return (f"{self.text[cell][:w]:<{w}}", "bold") if cell in self.text else (f"{'.':<{w}}", "dim")
        return BoardDrawing._cell_text(self, cell, w)


__all__ = ["FramedDrawing"]
