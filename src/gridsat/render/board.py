"""Pencil-puzzle boards as puzzle sites draw them: thin grid lines, thick
region borders, shaded cells, numbers, circles, stars, bulbs, walls and
loops -- one :class:`BoardDrawing` for every grid genre.

Pictures (matplotlib, cell units, row 0 at the top) and terminal text
(rich) are drawn from the same description, so a genre only says what is
where.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: Colours of the picture.
INK, SHADE, GRID, MARK = "black", "#3a3a3a", "#9a9a9a", "#e0301e"
#: A region border between two shaded cells (black would not show on the shade).
SHADED_BORDER = "#c8c8c8"
#: The colour of numbers an answer writes (puzz.link's ``rgb(0, 160, 0)``).
ANSWER = "#00a000"



#: The glyphs of :attr:`BoardDrawing.arrows` in terminal text.
ARROW_GLYPHS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}


def _arrow(r: int, c: int, way: str) -> list:
    """The outline of a small arrow in cell ``(r, c)`` pointing ``way``, where puzz.link draws it beside a number
    (``drawArrowNumbers``): 0.6 of the cell long, up and down a third of the cell right of its centre, left and
    right a third above it; points ``(x, y)`` in cell units, y down."""
    long, head, shaft, wide = 0.3, 0.12, 0.025, 0.09  # half length, head length, half widths of shaft and head
    outline = [(-long, 0), (-long + head, -wide), (-long + head, -shaft), (long, -shaft), (long, shaft),
               (-long + head, shaft), (-long + head, wide)]  # pointing left, centred on 0
    turn = {"left": lambda x, y: (x, y), "right": lambda x, y: (-x, y), "up": lambda x, y: (y, x),
            "down": lambda x, y: (y, -x)}[way]
    cx, cy = (c + 0.8, r + 0.5) if way in ("up", "down") else (c + 0.5, r + 0.22)
    return [(cx + x, cy + y) for x, y in (turn(*p) for p in outline)]


def label_points(text: str) -> float:
    """The font size (points) of a cell's label: 10 while it fits 24 of the cell's 32 points (0.45 inches; a bold digit
    is about 0.65 of its size wide), smaller past that, at least 6.  It was 12 less 2 a character: a 25x25
    Sudoku's 10-25 drawn at 8 points beside 1-9 at 10, a 16x16's at 8 in cells with room for 10, too small
    to read on the page's picture shrunk to fit the window."""
    return max(6.0, min(10.0, 24 / (0.65 * max(len(text), 1))))

@dataclass
class BoardDrawing:
    """What to draw on a ``rows x cols`` board.

    Attributes:
        rows, cols: size in cells.
        regions: ``{cell: region id}`` (thick borders between regions; a cell left out, not decided: no
            border beside it), or None.
        shaded: cells filled dark.
        walls: cells drawn as black walls (Light Up), their numbers white.
        text: ``{cell: str}`` numbers or letters in cells.
        circles: ``{cell: "white" | "black"}`` circles (pearls, givens).
        stars: cells holding a star; bulbs: cells holding a bulb.
        lit: cells lit by a bulb (drawn pale yellow).
        undecided: cells drawn hatched (not forced).
        edges: loop segments ``((r1, c1), (r2, c2))`` between cell centres
            (Masyu) or, with ``points``, between grid points (Slitherlink).
        points: the edges join grid points (cell corners), not cell centres;
            the picture then draws a dot at every grid point in place of
            grid lines and the board's frame, so that only the loop runs
            along the lines.
        crosses: cells marked with a small cross (e.g. unshaded for sure), or
            edges ``((r1, c1), (r2, c2))`` between cell centres (with
            ``points``: between grid points), crossed at their middle (a
            loop's edge decided off it: a Masyu or Slitherlink hint's).
        answers: ``{cell: str}`` numbers the answer writes (Sudoku's digits),
            drawn regular in puzz.link's answer colour (``qanscolor``, robx/pzprjs
            ``src/puzzle/Graphic.js``) beside the bold ``text`` of the givens.
        cell_width: characters a cell takes in :meth:`text_art` (3 for
            two-digit numbers side by side).
        title: the picture's title.
        shaded_text: False (the default) to draw a shaded cell's text only
            in the picture, the terminal drawing showing it as every shaded
            cell (``██``: Hitori shades numbered cells, and its answers
            show them so); True: the terminal shows the text too, followed
            by ``█`` to the cell's width (``2█``), white on dark, so that
            plain text without colours still shows the shading (a Heyawake
            room's number in a shaded cell).
        text_borders: :meth:`text_art` draws the regions' borders (False:
            Sudoku's, whose boxes every player knows and whose answer text
            is its digits alone).
        pale: cells filled light grey (puzz.link's ``rgb(224,224,224)``: Yajilin's clue cells).
        boxed: cells whose text stands on a square of the board's white over the lines through the cell (puzz.link's
            Numberlink, ``drawCellSquare``: a path ends under its number, not across it).
        arrows: ``{cell: "up" | "down" | "left" | "right"}`` a small arrow beside the cell's text, as puzz.link draws
            a number with its arrow (Yajilin's; robx/pzprjs ``drawArrowNumbers``): up and down to the right of the
            number, left and right above it; :meth:`text_art` writes it after the text (``2←``).
        corners: ``{(r, c): str}`` numbers on the grid points (``0 <= r <= rows``, ``0 <= c <= cols``; Creek's),
            drawn in small white circles on the points as puzz.link draws them, and in :meth:`text_art` on lines
            of points between the rows of cells.
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
    answers: dict = field(default_factory=dict)
    cell_width: int = 2
    shaded_text: bool = False
    text_borders: bool = True
    corners: dict = field(default_factory=dict)
    arrows: dict = field(default_factory=dict)
    pale: set = field(default_factory=set)
    boxed: set = field(default_factory=set)

    def __post_init__(self):
        """Refuse a field of another shape when the drawing is made: a genre's ``drawing`` giving ``regions`` as
        the puzzle's rows of ids (``puzzle.regions``) met AttributeError 'get' deep in the terminal drawing."""
        if self.regions is not None and not isinstance(self.regions, Mapping):
            raise TypeError(f"BoardDrawing: regions must be {{cell: region id}} (a grid puzzle's region_of() gives "
                            f"it) or None, got {type(self.regions).__name__}")
        for name in ("text", "circles", "answers", "corners", "arrows"):
            if not isinstance(getattr(self, name), Mapping):
                raise TypeError(f"BoardDrawing: {name} must be {{cell: ...}}, got {type(getattr(self, name)).__name__}")

    def figure(self):
        """A matplotlib ``Figure``.  Cells, walls and lines are drawn as one
        collection each (one artist per cell took seconds on 50x50 boards)."""
        from matplotlib.collections import LineCollection, PatchCollection, PolyCollection
        from matplotlib.patches import Circle, Rectangle

        from .picture import add_labels, cell_label, new_figure, squares

        fig, ax = new_figure(self.rows, self.cols, title=self.title, margin=0.5 if self.corners else 0.2)
        faces = [SHADE if (r, c) in self.shaded else INK if (r, c) in self.walls else
                 "#fff3b0" if (r, c) in self.lit else "#d9d9d9" if (r, c) in self.undecided else
                 "#e0e0e0" if (r, c) in self.pale else "white"
                 for r in range(self.rows) for c in range(self.cols)]
        # a loop along the grid's lines: no grid lines and no frame, which would read as loop edges
        ax.add_collection(PolyCollection(squares([(r, c) for r in range(self.rows) for c in range(self.cols)]),
                                         facecolors=faces, edgecolors="none" if self.points else GRID,
                                         linewidths=0.5))
        if self.undecided:
            ax.add_collection(PolyCollection(squares(sorted(self.undecided)), facecolors="none", edgecolors=GRID,
                                             linewidths=0 if self.points else 0.5, hatch="//"))
        if self.regions:
            walls, colours = [], []
            for (r, c), rid in self.regions.items():
                for (dr, dc), seg in (((0, 1), ((c + 1, r), (c + 1, r + 1))), ((1, 0), ((c, r + 1), (c + 1, r + 1)))):
                    other = self.regions.get((r + dr, c + dc))
                    if other is not None and other != rid:
                        walls.append(seg)
                        # black between two shaded cells was lost on the shade (a Norinori domino or two LITS
                        # tetrominoes across a region border): there the border is drawn light
                        both = (r, c) in self.shaded and (r + dr, c + dc) in self.shaded
                        colours.append(SHADED_BORDER if both else INK)
            borders = ax.add_collection(LineCollection(walls, colors=colours or INK, linewidths=2.2,
                                                       capstyle="round"))
            # a border's round cap stuck out past the board's frame where it meets it: cut at the frame's
            # middle, the frame drawn over them covers the rest
            borders.set_clip_path(Rectangle((0, 0), self.cols, self.rows, transform=ax.transData))
        if self.circles:  # one collection (a patch each was slow on thousands of pearls)
            ax.add_collection(PatchCollection(
                [Circle((c + 0.5, r + 0.5), 0.34) for r, c in self.circles], linewidths=1.5,
                facecolors=["black" if colour == "black" else "white" for colour in self.circles.values()],
                edgecolors=["white" if colour == "black" and cell in self.shaded else "black"
                            for cell, colour in self.circles.items()]))
        labels = [(c + 0.5, r + 0.5, "\u2605", 15, "#d4a000", False) for r, c in self.stars]
        if self.bulbs:
            ax.add_collection(PatchCollection([Circle((c + 0.5, r + 0.5), 0.3) for r, c in self.bulbs],
                                              facecolors="#ffd400", edgecolors=INK, linewidths=1.2))
        for edge in (False, True):  # a cell's cross at its centre, grey; an edge's at its middle, larger and dark
            at = 0.5 * (not (edge and self.points))  # an edge between grid points has its middle on a cell's side
            middles = [((a[0] + b[0]) / 2 + at, (a[1] + b[1]) / 2 + at, 0.1 + 0.06 * edge) for a, b in
                       (x if isinstance(x[0], tuple) else (x, x) for x in self.crosses) if (a != b) == edge]
            if middles:
                ax.add_collection(LineCollection([seg for r, c, d in middles for seg in
                                                  (((c - d, r - d), (c + d, r + d)), ((c - d, r + d), (c + d, r - d)))],
                                                 colors=INK if edge else GRID, linewidths=1 + edge,
                                                 zorder=7 if edge else 2))  # (an edge's over a step's frames: 6)
        # a clue of many digits (text and JSON take up to 4,300) cut with an ellipsis: it was written across its
        # row, over the other cells' clues, and a board of such clues took seconds and megabytes to draw
        labels += [(c + 0.5 - 0.1 * (self.arrows.get((r, c)) in ("up", "down")),
                    r + 0.5 + 0.1 * (self.arrows.get((r, c)) in ("left", "right")), cell_label(s),
                    label_points(cell_label(s)) * (0.85 if (r, c) in self.arrows else 1),
                    "white" if (r, c) in self.shaded or (r, c) in self.walls else INK, True)
                   for (r, c), s in self.text.items()]
        if self.arrows:
            ink = ["white" if cell in self.walls or cell in self.shaded else INK for cell in self.arrows]  # as the text
            ax.add_collection(PolyCollection([_arrow(r, c, way) for (r, c), way in self.arrows.items()],
                                             facecolors=ink, edgecolors="none", zorder=3))
        labels += [(c + 0.5, r + 0.5, cell_label(s), label_points(cell_label(s)), ANSWER, False)
                   for (r, c), s in self.answers.items()]
        add_labels(ax, labels)
        shift = 0.0 if self.points else 0.5
        if self.edges:
            ax.add_collection(LineCollection([((c1 + shift, r1 + shift), (c2 + shift, r2 + shift))
                                              for (r1, c1), (r2, c2) in self.edges],
                                             colors=self.edge_colour(), linewidths=3.0,
                                             capstyle="round"))
        if self.boxed:  # above the lines (zorder 2), below the text (3)
            ax.add_collection(PatchCollection([Rectangle((c + 0.15, r + 0.15), 0.7, 0.7) for r, c in self.boxed],
                                              facecolors="white", edgecolors="none", zorder=2.5))
        if self.points:
            self._grid_points(ax)
        else:
            ax.add_patch(Rectangle((0, 0), self.cols, self.rows, facecolor="none", edgecolor=INK, linewidth=2.0))
        if self.corners:  # over the frame (a number on the board's edge sits on it) and a hint's frames
            from .picture import OUTLINE_ZORDER

            ax.add_collection(PatchCollection([Circle((c, r), 0.3) for r, c in self.corners], facecolors="white",
                                              edgecolors=INK, linewidths=1.2, zorder=OUTLINE_ZORDER + 1))
            add_labels(ax, [(c, r, cell_label(s), min(9.0, label_points(cell_label(s))), INK, False)
                            for (r, c), s in self.corners.items()], zorder=OUTLINE_ZORDER + 1.5)
        return fig

    def _grid_points(self, ax) -> None:
        """A dot at every grid point, over the loop, as puzz.link draws
        Slitherlink (robx/pzprjs ``src/variety/slither.js``: lines, then the
        grid points' base marks, then the numbers; no grid lines, no frame)."""
        import numpy as np

        ys, xs = np.mgrid[0:self.rows + 1, 0:self.cols + 1]
        ax.scatter(xs.ravel(), ys.ravel(), s=9, color=INK, marker="o", linewidths=0, zorder=2.5)

    def edge_colour(self) -> str:
        """The colour of :attr:`edges`: red along grid lines, blue through cell centres."""
        return MARK if self.points else "#2a6fdb"

    def text_art(self):
        """rich ``Text``: :attr:`cell_width` characters a cell, more where a
        number needs them (with a space after it) (``██`` shaded,
        ``★`` star, ``◉`` bulb, ``○``/``●`` circles (``●█`` one shaded), numbers -- the givens
        bold --, ``? `` undecided, ``· `` empty); with :attr:`regions`, the
        cells inside their borders (:func:`~gridsat.render.ascii.bordered`:
        a Star Battle's or Heyawake's rooms stood undrawn); loops are not
        drawn in text (see the JSON)."""

        # wide enough for every number and a space after it: a Hitori's 10 11 10 12 printed as "██111012", and
        # 234 was cut to "23"
        longest = max(map(len, [*self.text.values(), *self.answers.values()]), default=0)
        w = max(self.cell_width, longest + 1)
        cells = [[self._cell_text((r, c), w) for c in range(self.cols)] for r in range(self.rows)]
        if self.corners:
            return point_lines(self.rows, self.cols, self.corners, cells, w)
        if self.regions and self.text_borders:
            from .ascii import bordered

            return bordered(self.rows, self.cols, self.regions, cells, w)
        return joined_cells(cells)

    def glyph_text(self, cell) -> str:
        """The text of ``cell`` in :meth:`text_art`: its :attr:`text`, and the glyph of its arrow after it."""
        return self.text.get(cell, "") + ARROW_GLYPHS.get(self.arrows.get(cell), "")

    def _cell_text(self, cell, w: int) -> tuple:
        """``(text, style)`` of ``cell`` in :meth:`text_art`, ``w`` characters."""
        label = self.glyph_text(cell) if cell in self.text else None
        if label is not None and self.shaded_text and cell in self.shaded:
            return f"{label[:w - 1]:█<{w}}", "white on grey23"
        if label is not None and cell not in self.shaded:
            return f"{label[:w]:<{w}}", "white on grey23" if cell in self.walls else "bold"
        if cell in self.answers:
            return f"{self.answers[cell][:w]:<{w}}", ""
        if cell in self.walls:
            return "▓" * w, "grey23"
        if cell in self.shaded:  # a given circle stays visible in its shaded cell (``●█``), as a number does
            if cell in self.circles:
                return f"{'●' if self.circles[cell] == 'black' else '○':█<{w}}", "white on grey23"
            return "█" * w, "grey23"
        if cell in self.stars:
            return f"{'★':<{w}}", "yellow"
        if cell in self.bulbs:
            return f"{'◉':<{w}}", "yellow"
        if cell in self.circles:
            return f"{'●' if self.circles[cell] == 'black' else '○':<{w}}", ""
        if cell in self.undecided:
            return f"{'?':<{w}}", "dim"
        return f"{'·':<{w}}", ""


def point_lines(rows: int, cols: int, corners: dict, cells: list, w: int):
    """rich ``Text`` of a board whose numbers stand on the grid points: a line of points (each its number, or
    ``+``) above, between and below the lines of ``cells`` (rows of ``(text, style)``, ``w`` characters each), a
    point's column between two cells' (``2  +  1`` over `` ██ ·  ``)."""
    wide = max([1] + [len(v) for v in corners.values()])
    lines = []
    for r in range(rows + 1):
        line = []
        for c in range(cols + 1):
            number = corners.get((r, c))
            line.append((f"{number if number is not None else '+':<{wide}}", "bold" if number is not None else "dim"))
            if c < cols:
                line.append((" " * w, ""))
        lines.append(line)
        if r < rows:
            lines.append([part for c, cell in enumerate(cells[r]) for part in ((" " * wide, ""), cell)]
                         + [(" " * wide, "")])
    return joined_cells(lines)


def joined_cells(cells):
    """rich ``Text`` of rows of ``(text, style)`` cells, a line each, made at once: a run of cells of one style is one
    span (a cell appended at a time took 2 ms for a 30x30 answer, the most of what showing one costs in a listing
    under a time limit)."""
    from rich.text import Span, Text

    parts, spans, at = [], [], 0
    for r, row in enumerate(cells):
        if r:
            parts.append("\n")
            at += 1
        for text, style in row:
            parts.append(text)
            if style:
                if spans and spans[-1].style == style and spans[-1].end == at:
                    spans[-1] = Span(spans[-1].start, at + len(text), style)
                else:
                    spans.append(Span(at, at + len(text), style))
            at += len(text)
    return Text("".join(parts), spans=spans)


#: Box-drawing glyphs of a loop through a cell, by its sides (up 1, right 2, down 4, left 8).
LOOP_GLYPHS = {5: "│", 10: "─", 3: "└", 6: "┌", 12: "┐", 9: "┘"}
#: The loop's end in an undecided cell, by the one side a decided neighbour's loop enters it.
LOOP_ENDS = {1: "╵", 2: "╶", 4: "╷", 8: "╴"}


@dataclass
class LoopDrawing(BoardDrawing):
    """A :class:`BoardDrawing` whose terminal text draws the loop too: through
    cell centres with box-drawing glyphs (pearls and numbers stay on top), or,
    with ``points``, along the grid's lines (``·`` points, ``───`` and ``│``
    lines, numbers in the cells).  Pictures are :meth:`BoardDrawing.figure`'s
    with the loop in ``line`` (blue), so that a second answer's differing
    cells, outlined in red, stand out on Slitherlink too."""

    line: str = "#2a6fdb"

    def edge_colour(self) -> str:
        """The loop's colour: :attr:`line`."""
        return self.line

    def text_art(self):
        """rich ``Text`` of the board and its loop (``?`` undecided cells; one
        a decided neighbour's loop enters shows it entering, ``╵``; ``██``
        shaded cells, Yajilin's)."""
        from rich.text import Text

        on = {tuple(sorted(e)) for e in self.edges}
        out = Text()
        if not self.points:
            # two characters a cell, more where a clue needs them: Numberlink's 100 and 255 were cut to "10" and
            # "25", a Yajilin's 12 with its arrow to "12"
            w = max([2] + [len(self.glyph_text(cell)) for cell in self.text])
            cells = [[] for _ in range(self.rows)]
            for r in range(self.rows):
                for c in range(self.cols):
                    cell = (r, c)
                    sides = sum(bit for bit, (dr, dc) in ((1, (-1, 0)), (2, (0, 1)), (4, (1, 0)), (8, (0, -1)))
                                if tuple(sorted([cell, (r + dr, c + dc)])) in on)
                    glyph = ("●" if self.circles[cell] == "black" else "○") if cell in self.circles else \
                        self.glyph_text(cell) if cell in self.text else "█" * w if cell in self.shaded else \
                        (LOOP_ENDS.get(sides) or LOOP_GLYPHS.get(sides, "?")) if cell in self.undecided else \
                        LOOP_GLYPHS.get(sides, "·")
                    glyph += ("─" if sides & 2 else " ") * (w - len(glyph))  # (a path leaving rightwards)
                    cells[r].append((glyph, "bold" if cell in self.circles or cell in self.text else
                                     "dim" if cell in self.undecided else ""))
            if self.regions and self.text_borders:  # rooms' walls between the cells, the loop crossing them
                from .ascii import bordered

                return bordered(self.rows, self.cols, self.regions, cells, w, links=on)
            return joined_cells(cells)
        for r in range(self.rows + 1):
            for c in range(self.cols + 1):
                out.append("·")
                if c < self.cols:
                    out.append("───" if ((r, c), (r, c + 1)) in on else "   ", style="bold red")
            if r == self.rows:
                break
            out.append("\n")
            for c in range(self.cols + 1):
                out.append("│" if ((r, c), (r + 1, c)) in on else " ", style="bold red")
                if c < self.cols:
                    label = self.text.get((r, c), "?" if (r, c) in self.undecided else "")
                    out.append(f"{label[:3]:^3}", style="dim" if (r, c) in self.undecided else "bold")
            out.append("\n")
        return out


__all__ = ["ARROW_GLYPHS", "LOOP_ENDS", "LOOP_GLYPHS", "BoardDrawing", "LoopDrawing", "joined_cells"]
