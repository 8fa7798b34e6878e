"""Loop genres' pictures as puzzle sites draw them: Slitherlink's loop runs
along the grid's lines, so its picture has dots at the grid points and no
grid lines or frame that a reader could take for loop edges (robx/pzprjs
``src/variety/slither.js``); Masyu's loop runs through cell centres, inside
a framed grid (``src/variety/mashu.js``).  Checked on the pixels of the
drawn picture, not only on the artists that draw it."""

from __future__ import annotations

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import LineCollection, PathCollection
from matplotlib.patches import Rectangle

import gridsat
from gridsat.core.status import Status

SLITHERLINK = gridsat.kinds.get("slitherlink")
MASYU = gridsat.kinds.get("masyu")


def pixels(fig):
    """The figure drawn by Agg: ``(rgb array, pixel(x, y) in data units)``."""
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    rgb = np.asarray(canvas.buffer_rgba())[:, :, :3].astype(int)
    ax = fig.axes[0]

    def at(x, y):
        px, py = ax.transData.transform((x, y))
        return rgb[int(round(rgb.shape[0] - py)), int(round(px))]
    return rgb, at


def test_slitherlink_border_edges_off_the_loop_are_blank_and_grid_points_are_dots():
    # ". 3 ." has two answers: the loop around cells 0-1 or around 1-2; one of the board's two short
    # sides (x = 0 or x = 3) is then off the loop, and must not look like a line
    result = SLITHERLINK.parse("slitherlink\n. 3 .").solve()
    assert result.status is Status.SOLVED
    fig = result.figure()
    ax = fig.axes[0]
    assert not [p for p in ax.patches if isinstance(p, Rectangle) and p.get_width() == 3]  # no frame
    dots = [c for c in ax.collections if isinstance(c, PathCollection)]
    assert len(dots) == 1 and sorted(map(tuple, dots[0].get_offsets().tolist())) == \
        [(x, y) for x in (0.0, 1.0, 2.0, 3.0) for y in (0.0, 1.0)]
    lines = [c for c in ax.collections if isinstance(c, LineCollection)]
    assert len(lines) == 1  # the loop, and no other line on the board
    loop = {tuple(sorted(map(tuple, seg.tolist()))) for seg in lines[0].get_segments()}
    assert len(loop) == 6 and lines[0].get_linewidth()[0] >= 3
    off = 0 if ((0.0, 0.0), (0.0, 1.0)) not in loop else 3
    assert ((off, 0.0), (off, 1.0)) not in loop
    _, at = pixels(fig)
    assert (at(off, 0.5) > 240).all(), at(off, 0.5)  # white where a frame used to be drawn black
    on = 3 - off
    blue = at(on, 0.5)
    assert blue[2] > 180 and blue[0] < 120, blue  # the loop's side: its blue, not the grid's grey or black
    assert (at(1.5, 0.0) == blue).all()  # the loop along the top border


def test_masyu_keeps_its_frame_with_the_loop_through_cell_centres():
    result = MASYU.parse("https://puzz.link/p?mashu/6/6/1063000i3000").solve()  # pzprjs's test puzzle
    assert result.status is Status.SOLVED
    fig = result.figure()
    ax = fig.axes[0]
    frames = [p for p in ax.patches if isinstance(p, Rectangle) and (p.get_width(), p.get_height()) == (6, 6)]
    assert len(frames) == 1 and frames[0].get_linewidth() == 2.0
    loop = [c for c in ax.collections if isinstance(c, LineCollection)]
    assert len(loop) == 1
    ends = np.concatenate(loop[0].get_segments())
    assert ((ends % 1) == 0.5).all()  # through cell centres, never along the frame
    _, at = pixels(fig)
    assert (at(0, 3.5) < 60).all()  # the frame is black
