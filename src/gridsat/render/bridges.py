"""Bridges between circled numbers, as puzzle sites draw Hashiwokakero: islands as circles holding their numbers,
a single bridge as one line between two islands' centres, a double bridge as two lines side by side."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .board import INK, BoardDrawing

#: The bridges' colour (puzz.link's lines: dark blue, as the loops' here).
BRIDGE = "#2a6fdb"
#: Half the gap between a double bridge's two lines, in cells.
DOUBLE_GAP = 0.1
#: Terminal glyphs of a cell a bridge passes through: (horizontal, vertical) by bridges.
GLYPHS = {(1, 0): "──", (2, 0): "══", (0, 1): "│ ", (0, 2): "║ "}


@dataclass
class BridgeDrawing(BoardDrawing):
    """A :class:`BoardDrawing` with bridges: ``bridges`` ``{((r, c), (r, c2)): 1 | 2}``, the bridges across the
    side between two neighbouring cells (a bridge between islands further apart is drawn a side at a time; the
    pair sorted, the second cell to the right or below).  ``circles`` are the islands (drawn larger, over the
    bridges), ``text`` their numbers."""

    bridges: dict = field(default_factory=dict)

    def figure(self):
        """A matplotlib ``Figure``: the board of :meth:`BoardDrawing.figure` without its circles, the bridges over
        it, then the islands over the bridges' ends."""
        from matplotlib.collections import LineCollection, PatchCollection
        from matplotlib.patches import Circle

        fig = BoardDrawing.figure(replace(self, circles={}))
        ax = fig.axes[0]
        segments = []
        for ((r1, c1), (r2, c2)), k in self.bridges.items():
            a, b = (c1 + 0.5, r1 + 0.5), (c2 + 0.5, r2 + 0.5)
            dx, dy = (0, DOUBLE_GAP) if r1 == r2 else (DOUBLE_GAP, 0)
            offsets = (0,) if k == 1 else (-1, 1)
            segments += [((a[0] + s * dx, a[1] + s * dy), (b[0] + s * dx, b[1] + s * dy)) for s in offsets]
        if segments:
            ax.add_collection(LineCollection(segments, colors=BRIDGE, linewidths=2.0, capstyle="butt", zorder=1.5))
        if self.circles:
            ax.add_collection(PatchCollection([Circle((c + 0.5, r + 0.5), 0.4) for r, c in self.circles],
                                              facecolors="white", edgecolors=INK, linewidths=1.2, zorder=2))
        return fig

    def text_art(self):
        """rich ``Text``: an island its number (``○`` a number not given) and ``─``/``═`` after it when a bridge
        leaves it to the right, a cell a bridge passes ``──``, ``══``, ``│``, ``║``, ``?`` undecided, ``·``
        empty."""
        from .board import joined_cells

        across: dict = {}
        for (a, b), k in self.bridges.items():
            across[a, "right" if a[0] == b[0] else "down"] = k
        cells = []
        for r in range(self.rows):
            row = []
            for c in range(self.cols):
                h = across.get(((r, c), "right"), 0) or across.get(((r, c - 1), "right"), 0)
                v = across.get(((r, c), "down"), 0) or across.get(((r - 1, c), "down"), 0)
                if (r, c) in self.circles:
                    label = (self.text.get((r, c)) or "○")[:1]
                    row.append((label + {0: " ", 1: "─", 2: "═"}[across.get(((r, c), "right"), 0)], "bold"))
                elif (r, c) in self.undecided:
                    row.append(("? ", "dim"))
                else:
                    row.append((GLYPHS.get((h, 0) if h else (0, v), "· "), ""))
            cells.append(row)
        return joined_cells(cells)


__all__ = ["BridgeDrawing"]
