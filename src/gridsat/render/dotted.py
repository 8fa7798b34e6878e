"""A board of regions with dots on the doubled grid, as puzz.link draws Tentaisho (robx/pzprjs
``src/variety/tentaisho.js``, ``drawDots``: a small circle at a cell's centre, a side's middle or a corner, white or
black, over the regions' borders)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import INK, BoardDrawing, joined_cells

#: A dot's radius in cells (pzprjs ``getDotRadius``: 0.16 white, 0.18 black).
RADIUS = {"white": 0.16, "black": 0.18}
GLYPH = {"white": "○", "black": "●"}


@dataclass
class DottedDrawing(BoardDrawing):
    """A :class:`BoardDrawing` with :attr:`dots` ``{(y, x): "white" | "black"}`` on the doubled grid (cell ``(r, c)``'s
    centre is ``(2r, 2c)``, odd values stand on sides and corners).  The terminal text draws every side and corner:
    ``│`` and ``──`` where two regions meet or on the frame, ``+`` at a corner a border touches, the dots where they
    stand (``○`` white, ``●`` black), walls ``▓▓``, undecided cells ``? ``."""

    dots: dict = field(default_factory=dict)

    def figure(self):
        """:meth:`BoardDrawing.figure` with the dots drawn over the borders."""
        from matplotlib.collections import PatchCollection
        from matplotlib.patches import Circle

        fig = super().figure()
        if self.dots:
            fig.axes[0].add_collection(PatchCollection(
                [Circle((x / 2 + 0.5, y / 2 + 0.5), RADIUS.get(colour, 0.16)) for (y, x), colour in self.dots.items()],
                facecolors=[INK if colour == "black" else "white" for colour in self.dots.values()], edgecolors=INK,
                linewidths=1.2, zorder=8))
        return fig

    def _apart(self, a, b) -> bool:
        """A border between cells ``a`` and ``b`` (either may be off the board or a wall)."""
        inside = [0 <= r < self.rows and 0 <= c < self.cols and (r, c) not in self.walls for r, c in (a, b)]
        if inside[0] != inside[1]:
            return True
        if not all(inside) or not self.regions:
            return False
        one, two = self.regions.get(a), self.regions.get(b)
        return one is not None and two is not None and one != two

    def text_art(self):
        """rich ``Text`` of the doubled grid with its frame: ``2 rows + 1`` lines."""
        lines = []
        for y in range(-1, 2 * self.rows):
            line = []
            for x in range(-1, 2 * self.cols):
                dot = GLYPH.get(self.dots.get((y, x)))
                if y % 2 == 0 and x % 2 == 0:
                    cell = (y // 2, x // 2)
                    if dot:
                        line.append((f"{dot} ", "bold"))
                    elif cell in self.walls:
                        line.append(("▓▓", "grey23"))
                    elif cell in self.undecided:
                        line.append(("? ", "dim"))
                    else:
                        line.append(("  ", ""))
                    continue
                if y % 2 == 0:  # a side between (r, c) and (r, c + 1): x odd
                    r, c = y // 2, (x - 1) // 2
                    line.append((dot or ("│" if self._apart((r, c), (r, c + 1)) else " "), "bold" if dot else ""))
                elif x % 2 == 0:  # a side between (r, c) and (r + 1, c)
                    r, c = (y - 1) // 2, x // 2
                    line.append(((dot + " ") if dot else ("──" if self._apart((r, c), (r + 1, c)) else "  "),
                                 "bold" if dot else ""))
                else:
                    r, c = (y - 1) // 2, (x - 1) // 2
                    meets = any(self._apart(a, b) for a, b in (((r, c), (r, c + 1)), ((r + 1, c), (r + 1, c + 1)),
                                                                ((r, c), (r + 1, c)), ((r, c + 1), (r + 1, c + 1))))
                    line.append((dot or ("+" if meets else "·"), "bold" if dot else "dim"))
            lines.append(line)
        return joined_cells(lines)


__all__ = ["DottedDrawing"]
