"""Pictures with matplotlib: PNG and SVG files, and SVG text for notebooks.

Figures are drawn with matplotlib's object API (no pyplot state), so drawing
works without a display and in worker processes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping

from matplotlib.figure import Figure
from matplotlib.patches import Circle

from ..core.pictures import CELL_INCHES, check_title
from .ascii import colour_for, region_colour_indices


def new_figure(rows: int, cols: int, *, margin: float = 0.2, title: str | None = None,
               extra_cols: float = 0.0, extra_rows: float = 0.0):
    """A figure with one axes whose data units are cells: x = column,
    y = row (row 0 at the top).  ``extra_*`` add room (cells) right/below
    for edge labels.  Returns ``(figure, axes)``.

    Raises:
        TypeError: ``title`` neither a string nor None.
    """
    check_title(title)
    w = (cols + extra_cols + 2 * margin) * CELL_INCHES
    h = (rows + extra_rows + 2 * margin) * CELL_INCHES + (0.35 if title else 0)
    fig = Figure(figsize=(max(w, 1.5), max(h, 1.0)))
    ax = fig.add_axes((0, 0, 1, 1 - (0.35 / h if title else 0)))
    ax.set_xlim(-margin, cols + extra_cols + margin)
    ax.set_ylim(rows + extra_rows + margin, -margin)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:  # a puzzle file's name with an escape in it made an SVG no XML reader takes (and a font warning)
        from ..core.errors import printable

        fig.suptitle(printable(title), fontsize=10, y=0.995, va="top", parse_math=False)  # a name with two $s
        # was read as TeX: its --png ended in matplotlib's ParseSyntaxException traceback
    return fig, ax


def draw_regions(rows: int, cols: int, regions: Mapping, *, text: Mapping | None = None,
                 blanks: set | None = None, title: str | None = None, ax=None, holes=()):
    """Draw coloured regions with thick borders between different regions.

    Args:
        rows, cols: grid size (cells).
        regions: ``{(r, c): region_id}``.
        text: ``{(r, c): str}`` labels printed in cells (e.g. region letters
            or calendar labels).
        blanks: cells drawn as empty board squares (white, thin outline),
            e.g. uncovered calendar cells.
        holes: squares that are no board cell, drawn light grey (a partial board's hole, white, read as one more
            cell to cover, framed blue where a hint reads it).
        title: figure title.
        ax: draw into this axes instead of a new figure.

    Returns:
        the matplotlib ``Figure``.
    """
    fig = None
    if ax is None:
        fig, ax = new_figure(rows, cols, title=title)
    from matplotlib.collections import LineCollection, PolyCollection

    order = region_colour_indices(regions)
    if regions:
        ax.add_collection(PolyCollection(squares(list(regions)), edgecolors="none",
                                         facecolors=[colour_for(order[rid]) for rid in regions.values()]))
    if holes:
        ax.add_collection(PolyCollection(squares(list(holes)), facecolors="#d9d9d9", edgecolors="none"))
    if blanks:
        ax.add_collection(PolyCollection(squares(list(blanks)), facecolors="white", edgecolors="#888888",
                                         linewidths=0.6))
    # borders: between cells of different regions, around each region, and the board's edge where a blank
    # cell lies on it (a date or a hole on the edge was drawn hanging off the board, its outer sides thin)
    segs = []
    sides = (((-1, 0), lambda r, c: ((c, r), (c + 1, r))), ((1, 0), lambda r, c: ((c, r + 1), (c + 1, r + 1))),
             ((0, -1), lambda r, c: ((c, r), (c, r + 1))), ((0, 1), lambda r, c: ((c + 1, r), (c + 1, r + 1))))
    for (r, c), rid in regions.items():
        segs.extend(side(r, c) for (dr, dc), side in sides if regions.get((r + dr, c + dc)) != rid)
    for r, c in blanks or ():
        segs.extend(side(r, c) for (dr, dc), side in sides
                    if (r + dr, c + dc) not in regions and (r + dr, c + dc) not in blanks)
    ax.add_collection(LineCollection(segs, colors="black", linewidths=2.0, capstyle="round"))
    labels = [(r, c, cell_label(s)) for (r, c), s in (text or {}).items()]
    ink = {cell: ink_on(colour_for(order[rid])) for cell, rid in regions.items()}
    add_labels(ax, [(c + 0.5, r + 0.5, s, max(5, 9 - len(s)), ink.get((r, c), "black"), False)
                    for r, c, s in labels])
    return fig if fig is not None else ax.figure


def ink_on(colour: str) -> str:
    """``"white"`` on a dark ``#rrggbb`` background, else ``"black"``: black labels on the palette's maroon,
    navy and purple pieces could hardly be read.  Dark: a luma (ITU-R BT.601 weights) below half."""
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "white" if 0.299 * red + 0.587 * green + 0.114 * blue < 128 else "black"


#: The most characters a label in a cell keeps (about a cell's width at 5 points).
CELL_LABEL_CHARS = 6


def cell_label(text: str) -> str:
    """``text`` cut to :data:`CELL_LABEL_CHARS` characters, the last an
    ellipsis: a piece named with 120 letters was written across the whole
    picture, over every other piece's cells and name."""
    return text if len(text) <= CELL_LABEL_CHARS else text[:CELL_LABEL_CHARS - 1] + "\u2026"


#: Up to this many labels, :func:`add_labels` draws ``Text`` artists.
TEXT_LABELS = 400


@lru_cache(maxsize=1024)
def _glyph(text: str, size: float, bold: bool):
    """The outline of ``text`` at ``size`` points, centred on its ink (y up)."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath
    from matplotlib.transforms import Affine2D

    path = TextPath((0, 0), text, size=size, prop=FontProperties(weight="bold" if bold else "normal"))
    box = path.get_extents()
    return path.transformed(Affine2D().translate(-(box.x0 + box.x1) / 2, -(box.y0 + box.y1) / 2))


def add_labels(ax, labels, zorder: float = 3) -> None:
    """Draw short labels centred at data points.

    Up to :data:`TEXT_LABELS` labels are ``Text`` artists (an SVG then
    carries each label's text).  More are drawn as one collection per
    distinct label and style, the glyph outlines laid out once, so a 100x100
    board's 10,000 numbers draw in a fraction of a second (a ``Text`` artist
    each took about 2 ms to lay out in every save); each collection's
    ``get_label()`` is its text.

    Args:
        ax: axes in cell units (:func:`new_figure`).
        labels: ``(x, y, text, size_points, colour, bold)`` tuples.
        zorder: drawn over what lies lower (3: over cells and lines; Creek's numbers on the points are drawn over a
            step's frames, which pass beside them).
    """
    from matplotlib.collections import PathCollection
    from matplotlib.transforms import IdentityTransform

    labels = list(labels)
    if len(labels) <= TEXT_LABELS:
        for x, y, text, size, colour, bold in labels:
            ax.text(x, y, text, ha="center", va="center", fontsize=size, color=colour,
                    fontweight="bold" if bold else "normal", parse_math=False, zorder=zorder)
        return
    groups: dict = {}
    for x, y, text, size, colour, bold in labels:
        if text.strip():
            groups.setdefault((text, size, colour, bold), []).append((x, y))
    for (text, size, colour, bold), points in groups.items():
        glyphs = PathCollection([_glyph(text, size, bold)], sizes=[1.0], offsets=points,
                                offset_transform=ax.transData, facecolors=colour, edgecolors="none", zorder=zorder)
        glyphs.set_transform(IdentityTransform())  # the outline in points, scaled by the figure's dpi
        glyphs.set_label(text)  # what it says, for a reader of the figure (not written to files)
        ax.add_collection(glyphs, autolim=False)


def squares(cells):
    """The unit squares of ``cells`` (``(row, col)``) as an ``(n, 4, 2)``
    array of x, y corners: one polygon collection draws 10,000 cells in
    milliseconds, where building a ``Rectangle`` patch each took 2 s."""
    import numpy as np

    at = np.array(cells, dtype=float).reshape(-1, 2)[:, ::-1]  # (x, y) = (col, row)
    return at[:, None, :] + np.array([[0, 0], [1, 0], [1, 1], [0, 1]], dtype=float)[None, :, :]


def rounded_boxes(corners, sizes, rounding: float, steps: int = 4):
    """Rectangles with rounded corners as an ``(n, 4 * (steps + 1), 2)`` array of
    polygon vertices, for one ``PolyCollection`` (a ``FancyBboxPatch`` each took
    milliseconds and kilobytes apiece on a 300x300 board).

    Args:
        corners: ``(n, 2)`` lower x, y of each box (cells).
        sizes: ``(n, 2)`` width, height of each box (cells), each at least
            ``2 * rounding``.
        rounding: the corners' radius (cells).
        steps: segments on each quarter circle.
    """
    import numpy as np

    corners, sizes = np.asarray(corners, dtype=float), np.asarray(sizes, dtype=float)
    quarter = np.linspace(0, np.pi / 2, steps + 1)
    outline = []  # (unit corner (0/1, 0/1), offset of each arc point from that corner's centre)
    for (ux, uy), start in (((1, 1), 0.0), ((0, 1), np.pi / 2), ((0, 0), np.pi), ((1, 0), 1.5 * np.pi)):
        angle = start + quarter
        for a in angle:
            outline.append((ux, uy, np.cos(a) * rounding, np.sin(a) * rounding))
    unit = np.array([(ux, uy) for ux, uy, _, _ in outline], dtype=float)
    arc = np.array([(dx, dy) for _, _, dx, dy in outline], dtype=float)
    inset = np.where(unit > 0, -rounding, rounding)  # each arc's centre, inside its corner
    return corners[:, None, :] + unit[None] * sizes[:, None, :] + inset[None] + arc[None]


def draw_circle(ax, cell, filled: bool, radius: float = 0.36, linewidth: float = 1.5) -> None:
    """A black (``filled``) or white circle in ``cell``."""
    r, c = cell
    ax.add_patch(Circle((c + 0.5, r + 0.5), radius, facecolor="black" if filled else "white",
                        edgecolor="black", linewidth=linewidth))


#: The drawing order of :func:`outline_cells`' frames: above cells, borders, pieces and labels.
OUTLINE_ZORDER = 6
#: An outline's inset from its cell's sides (cells), its line and its white rim (points, at
#: :data:`CELL_INCHES` a cell): the rim fits between the board's frame (2 pt wide) and a circle
#: clue (radius 0.34 cells, a 1.5 pt line), so a frame around a Masyu pearl or a board-side cell
#: cut neither (a 0.1 inset with a 4.5 pt rim cut both by about a point).
OUTLINE_INSET, OUTLINE_WIDTH, OUTLINE_RIM = 0.084, 1.6, 3.2


def outline_cells(ax, cells, colour: str = "#e0301e", dashed: bool = False) -> None:
    """Outline ``cells`` (``(row, col)``) in ``ax`` (cell units, as
    :func:`new_figure` makes them): where a second answer differs, or a
    hint's premises and decided cells.  Side-by-side cells share one frame
    around them all (:func:`outline_segments`): a domino or a piece a step
    places is framed as the shape it is (each cell was framed apart, a
    domino as two squares).  The frames are drawn on top of everything else
    (:data:`OUTLINE_ZORDER`), each inside a white rim, so that they stay
    visible on any cell colour (a red frame on a red piece vanished) and
    over thick region borders; one collection, labelled ``"outline"``,
    however many cells (a patch each was slow past thousands); ``dashed``: the frame drawn in dashes, with no rim
    (over another frame, which shows between them)."""
    from matplotlib.collections import PolyCollection
    from matplotlib.patheffects import Normal, Stroke

    frames = _loops(outline_segments(cells, OUTLINE_INSET))
    if not frames:
        return
    outline = PolyCollection(frames, facecolors="none", edgecolors=colour, linewidths=OUTLINE_WIDTH,
                             zorder=OUTLINE_ZORDER + (0.1 if dashed else 0), label="outline",
                             linestyles=(0, (3, 3)) if dashed else "solid")
    if not dashed:
        outline.set_path_effects([Stroke(linewidth=OUTLINE_RIM, foreground="white"), Normal()])
    ax.add_collection(outline, autolim=False)


def _loops(segments: list) -> list:
    """The closed frames the ``segments`` of :func:`outline_segments` make, each a list of its corners (a
    polygon: one path per frame, its corners joined as one line, not capped segment by segment)."""
    at: dict = {}
    key = [(tuple(round(v, 9) for v in a), tuple(round(v, 9) for v in b)) for a, b in segments]
    for k, (a, b) in enumerate(key):
        at.setdefault(a, []).append(k)
        at.setdefault(b, []).append(k)
    used, loops = [False] * len(key), []
    for first in range(len(key)):
        if used[first]:
            continue
        used[first] = True
        start, point = key[first]
        corners = [start]
        while point != start:
            k = next((k for k in at[point] if not used[k]), None)
            if k is None:  # (cannot happen: every corner joins two sides)
                break
            used[k] = True
            a, b = key[k]
            corners.append(point)
            point = b if a == point else a
        loops.append(corners)
    return loops


def outline_segments(cells, inset: float) -> list:
    """The frame around ``cells`` (``(row, col)``), ``inset`` cells inside their outer sides: ``[((x0, y0), (x1,
    y1)), ...]`` in ``(col, row)`` units, one segment per cell side facing a cell outside the set.  A segment
    stops ``inset`` short of a corner that turns inward (the next cell along is outside), runs to the cell's
    side where the frame goes straight on, and reaches ``inset`` past it where the frame turns outward (the cell
    diagonally beyond is in the set too), so the segments of one shape meet at its corners."""
    inside = set(map(tuple, cells))
    out = []
    for r, c in inside:
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):  # the side facing (r + dr, c + dc)
            if (r + dr, c + dc) in inside:
                continue
            ar, ac = abs(dc), abs(dr)  # one step along the side
            reach = []  # how far the segment runs from the side's middle, towards -along and +along
            for sign in (-1, 1):
                nr, nc = r + sign * ar, c + sign * ac  # the next cell along the side
                reach.append(0.5 - inset if (nr, nc) not in inside else
                             0.5 + inset if (nr + dr, nc + dc) in inside else 0.5)
            y, x = r + 0.5 + dr * (0.5 - inset), c + 0.5 + dc * (0.5 - inset)  # the side's line, inset
            out.append(((x - reach[0] * ac, y - reach[0] * ar), (x + reach[1] * ac, y + reach[1] * ar)))
    return sorted(out)


#: Frame colours of a hint's picture: the cells its last step reads (blue) and decides (red).
PREMISE_COLOUR, DECIDED_COLOUR = "#1f6fd1", "#e0301e"


def add_key(fig, handles: list):
    """``handles`` (matplotlib artists with labels) added to the key :func:`mark_step` put under ``fig``'s board
    (a kind's own marks: Domino Fit's given dominoes and scoring dots). Returns ``fig``."""
    ax = fig.axes[0]
    legend = ax.get_legend()
    every = (list(legend.legend_handles) if legend is not None else []) + list(handles)
    if handles:
        ax.legend(handles=every, loc="upper center", bbox_to_anchor=(0.5, 0), ncol=len(every), frameon=False,
                  fontsize=9, handlelength=1.2, handleheight=1.2, borderaxespad=0.3)
    return fig


def step_title(name: str, steps: list, verdict: str | None = None) -> str:
    """A hint picture's title after ``steps`` (:class:`~gridsat.core.hints.Step`):
    ``NAME: step 3 (rule)`` for the last of them, ``NAME`` when there is none, with the
    deduction's ``verdict`` when it has no answer to step to (``NAME: no answer``: the picture
    of a puzzle with none was titled as a fresh one)."""
    if steps:
        return f"{name}: step {len(steps)} ({steps[-1].rule})"
    return name + {"no_solution": ": no answer", "not_unique": ": more than one answer",
                   "unknown": ": unknown (a limit came first)"}.get(verdict, "")


def mark_step(fig, steps: list, conflict=(), conflict_words: str = "clues that cannot all hold", *,
              at_points: bool = False):
    """Frame the last of ``steps``' premises in blue and the cells it
    decides in red on ``fig``'s first axes (:func:`outline_cells`), with a
    key under the board saying what each frame means, and the hatching of
    cells not yet decided (the picture stood unexplained beside the
    terminal's key; a puzzle with no step, no answer, was hatched unsaid);
    ``conflict``: the cells of clues that cannot all hold (a puzzle with no
    answer), framed red as the solve command's picture frames them, keyed
    ``conflict_words`` (a genre of rooms without clues: "regions that cannot
    all hold"); ``at_points``: those clues stand on the grid points ``(r, c)`` (Creek's), ringed there. Returns
    ``fig``."""
    from matplotlib.patches import Patch

    ax, handles = fig.axes[0], []
    if conflict and at_points:
        from matplotlib.collections import PatchCollection
        from matplotlib.patches import Circle

        ax.add_collection(PatchCollection([Circle((c, r), 0.38) for r, c in conflict], facecolors="none",
                                          edgecolors=DECIDED_COLOUR, linewidths=OUTLINE_WIDTH, zorder=OUTLINE_ZORDER),
                          autolim=False)
    elif conflict:
        outline_cells(ax, conflict, colour=DECIDED_COLOUR)
    if conflict:
        handles.append(Patch(facecolor="none", edgecolor=DECIDED_COLOUR, linewidth=OUTLINE_WIDTH,
                             label=conflict_words))
    if steps:
        last = steps[-1]
        # a cell both read and decided (a Hashiwokakero island whose own bridges the step draws): red dashes
        # over its blue frame, where the red hid the blue
        both = set(last.premises).intersection(last.decided)
        outline_cells(ax, last.premises, colour=PREMISE_COLOUR)
        outline_cells(ax, [c for c in last.decided if c not in both], colour=DECIDED_COLOUR)
        outline_cells(ax, both, colour=DECIDED_COLOUR, dashed=True)
        chosen = "chosen by this step (nothing is forced here)" if last.rule == "choice" else \
            "guessed by this step" if last.depth > 1 else "decided by this step"  # (a choice is no deduction)
        key = [(DECIDED_COLOUR, chosen, last.decided), (PREMISE_COLOUR, "why: the cells it reads", last.premises)]
        handles += [Patch(facecolor="none", edgecolor=colour, linewidth=OUTLINE_WIDTH, label=words)
                    for colour, words, cells in key if cells]
    hatched = next((c for c in ax.collections if c.get_hatch()), None)  # the cells not yet decided, if drawn
    if hatched is not None:
        face = hatched.get_facecolor()
        handles.append(Patch(facecolor=tuple(face[0]) if len(face) else "none", edgecolor="#999999",
                             hatch=hatched.get_hatch(), label="not yet decided"))
    if handles:
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0), ncol=len(handles), frameon=False,
                  fontsize=9, handlelength=1.2, handleheight=1.2, borderaxespad=0.3)
    return fig
