"""A board of diagonals, one in each cell, as puzz.link draws Gokigen (robx/pzprjs ``src/variety/gokigen.js``,
``drawSlashes`` then ``drawCrosses``: the diagonals in black corner to corner, the numbers in small white circles on
the grid points over them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import INK, BoardDrawing

#: A diagonal's glyph in terminal text.
GLYPH = {"\\": "╲", "/": "╱"}


@dataclass
class SlantDrawing(BoardDrawing):
    """A :class:`BoardDrawing` with :attr:`slants` ``{cell: "\\\\" | "/"}``: the diagonal each cell holds (``\\``
    top-left to bottom-right, ``/`` bottom-left to top-right; a cell left out holds none).  The terminal text writes
    them ``╲`` and ``╱`` between the lines of grid points (:func:`~.board.point_lines`)."""

    slants: dict = field(default_factory=dict)

    def figure(self):
        """:meth:`BoardDrawing.figure` with the diagonals drawn under the numbers' circles."""
        from matplotlib.collections import LineCollection

        fig = super().figure()
        if self.slants:
            fig.axes[0].add_collection(LineCollection(
                [((c, r), (c + 1, r + 1)) if way == "\\" else ((c, r + 1), (c + 1, r))
                 for (r, c), way in self.slants.items()], colors=INK, linewidths=2.4, capstyle="round", zorder=5))
        return fig

    def _cell_text(self, cell, w: int) -> tuple:
        """``(text, style)`` of ``cell``: its diagonal's glyph, else what :class:`BoardDrawing` writes."""
        way = self.slants.get(cell)
        if way is None:
            return super()._cell_text(cell, w)
        return f"{GLYPH[way]:<{w}}", "bold"


__all__ = ["GLYPH", "SlantDrawing"]
