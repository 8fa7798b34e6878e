"""Pencil-puzzle boards as puzzle sites draw them: thin grid lines, thick
region borders, shaded cells, numbers, circles, stars, bulbs, walls and
loops -- one :class:`BoardDrawing` for every grid genre.

Pictures (matplotlib, cell units, row 0 at the top) and terminal text
(rich) are drawn from the same description, so a genre only says what is
where.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Colours of the picture.
INK, SHADE, GRID, MARK = "black", "#3a3a3a", "#9a9a9a", "#e0301e"


@dataclass
class BoardDrawing:
    """What to draw on a ``rows x cols`` board.

    Attributes:
        rows, cols: size in cells.
        regions: ``{cell: region id}`` (thick borders between regions), or None.
        shaded: cells filled dark.
        walls: cells drawn as black walls (Light Up), their numbers white.
        text: ``{cell: str}`` numbers or letters in cells.
        circles: ``{cell: "white" | "black"}`` circles (pearls, givens).
        stars: cells holding a star; bulbs: cells holding a bulb.
        lit: cells lit by a bulb (drawn pale yellow).
        undecided: cells drawn hatched (not forced).
        edges: loop segments ``((r1, c1), (r2, c2))`` between cell centres
            (Masyu) or, with ``points``, between grid points (Slitherlink).
        points: the edges join grid points (cell corners), not cell centres.
        crosses: cells marked with a small cross (e.g. unshaded for sure).
        title: the picture's title.
        shaded_text: False to draw a shaded cell's text only in the
            picture, the terminal drawing showing it as every shaded cell
            (``██``), so that plain text without colours still shows the
            shading (Hitori shades numbered cells).
    """

    rows: int
    cols: int
    regions: dict | None = None
    shaded: set = field(default_factory=set)
    walls: set = field(default_factory=set)
    text: dict = field(default_factory=dict)
    circles: dict = field(default_factory=dict)
    stars: set = field(default_factory=set)
    bulbs: set = field(default_factory=set)
    lit: set = field(default_factory=set)
    undecided: set = field(default_factory=set)
    edges: list = field(default_factory=list)
    points: bool = False
    crosses: set = field(default_factory=set)
    title: str | None = None
    shaded_text: bool = True

    def figure(self):
        """A matplotlib ``Figure``."""
        from matplotlib.patches import Circle, Rectangle

        from .picture import new_figure

        fig, ax = new_figure(self.rows, self.cols, title=self.title)
        for r in range(self.rows):
            for c in range(self.cols):
                cell = (r, c)
                face = (SHADE if cell in self.shaded else INK if cell in self.walls else
                        "#fff3b0" if cell in self.lit else "#d9d9d9" if cell in self.undecided else "white")
                ax.add_patch(Rectangle((c, r), 1, 1, facecolor=face, edgecolor=GRID, linewidth=0.5,
                                       hatch="//" if cell in self.undecided else None))
        if self.regions:
            for (r, c), rid in self.regions.items():
                for (dr, dc), seg in (((0, 1), ((c + 1, r), (c + 1, r + 1))), ((1, 0), ((c, r + 1), (c + 1, r + 1)))):
                    other = self.regions.get((r + dr, c + dc))
                    if other is not None and other != rid:
                        ax.plot(*zip(*seg), color=INK, linewidth=2.2, solid_capstyle="round")
        for cell, colour in self.circles.items():
            r, c = cell
            ax.add_patch(Circle((c + 0.5, r + 0.5), 0.34, facecolor="black" if colour == "black" else "white",
                                edgecolor="white" if colour == "black" and cell in self.shaded else "black",
                                linewidth=1.5))
        for r, c in self.stars:
            ax.text(c + 0.5, r + 0.53, "\u2605", ha="center", va="center", fontsize=15, color="#d4a000")
        for r, c in self.bulbs:
            ax.add_patch(Circle((c + 0.5, r + 0.5), 0.3, facecolor="#ffd400", edgecolor=INK, linewidth=1.2))
        for r, c in self.crosses:
            ax.plot([c + 0.4, c + 0.6], [r + 0.4, r + 0.6], color=GRID, linewidth=1)
            ax.plot([c + 0.4, c + 0.6], [r + 0.6, r + 0.4], color=GRID, linewidth=1)
        for (r, c), s in self.text.items():
            light = (r, c) in self.shaded or (r, c) in self.walls
            ax.text(c + 0.5, r + 0.5, s, ha="center", va="center", fontsize=max(6, 12 - 2 * len(s)),
                    color="white" if light else INK, fontweight="bold")
        shift = 0.0 if self.points else 0.5
        for (r1, c1), (r2, c2) in self.edges:
            ax.plot([c1 + shift, c2 + shift], [r1 + shift, r2 + shift], color=MARK if self.points else "#2a6fdb",
                    linewidth=3.0, solid_capstyle="round")
        ax.add_patch(Rectangle((0, 0), self.cols, self.rows, facecolor="none", edgecolor=INK, linewidth=2.0))
        return fig

    def text_art(self):
        """rich ``Text``: two characters a cell (``██`` shaded, ``★`` star,
        ``◉`` bulb, ``○``/``●`` circles, numbers, ``? `` undecided, ``· ``
        empty); loops are not drawn in text (see the JSON)."""
        from rich.text import Text

        out = Text()
        for r in range(self.rows):
            for c in range(self.cols):
                cell = (r, c)
                label = self.text.get(cell)
                if label is not None and (self.shaded_text or cell not in self.shaded):
                    style = "white on grey23" if cell in self.shaded or cell in self.walls else "bold"
                    out.append(f"{label[:2]:<2}", style=style)
                elif cell in self.walls:
                    out.append("▓▓", style="grey23")
                elif cell in self.shaded:
                    out.append("██", style="grey23")
                elif cell in self.stars:
                    out.append("★ ", style="yellow")
                elif cell in self.bulbs:
                    out.append("◉ ", style="yellow")
                elif cell in self.circles:
                    out.append("● " if self.circles[cell] == "black" else "○ ")
                elif cell in self.undecided:
                    out.append("? ", style="dim")
                else:
                    out.append("· ")
            if r < self.rows - 1:
                out.append("\n")
        return out


__all__ = ["BoardDrawing"]
