"""A hint's picture marks the cells the step decides (red frames) and its
premises (blue frames) on top of everything, each frame inside a white rim:
on a packing board the placed piece was drawn red under a red frame, which
then could not be seen.  Checked on the pixels of the drawn picture."""

from __future__ import annotations

import json

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgb

from gridsat.puzzles.kinds import get
from gridsat.render.ascii import PALETTE
from gridsat.render.picture import OUTLINE_INSET, OUTLINE_RIM, OUTLINE_WIDTH, OUTLINE_ZORDER

# one 5-cell row on top, so the I pentomino fits in only one place (tests/test_placement_hints.py)
ONE_PLACE = {"kind": "pack", "board": ["#####", "####.", "###..", "###.."],
             "pieces": {"F": ".##/##./.#.", "I": "#####", "U": "#.#/###"}}
RED, BLUE = (224, 48, 30), (31, 111, 209)


def near(pixel, colour, tolerance=40) -> bool:
    return bool(np.abs(np.asarray(pixel, dtype=int) - np.asarray(colour)).max() <= tolerance)


def test_a_packing_hints_frames_show_on_the_piece_it_places():
    kind = get("pack")
    puzzle = kind.parse(json.dumps(ONE_PLACE))
    first = kind.hints(puzzle, first=True)
    assert first.steps[0].decided == {(0, c): "I" for c in range(5)} and first.steps[0].premises == [(1, 4)]
    fig = kind.hint_figure(puzzle, first)
    ax = fig.axes[0]
    frames = [a for a in ax.get_children() if a.get_zorder() == OUTLINE_ZORDER]
    # one frame around the premise, one around the five decided cells (five squares before)
    assert sorted(len(a.get_paths()) for a in frames) == [1, 1]
    decided = next(a for a in frames if a.get_edgecolor()[0][0] > 0.5)  # the red one: its corners a 1x5 rectangle
    corners = {tuple(p) for p in np.round(decided.get_paths()[0].vertices, 3)}
    assert {(0.084, 0.084), (4.916, 0.084), (4.916, 0.916), (0.084, 0.916)} <= corners
    assert all(x in (0.084, 4.916) or y in (0.084, 0.916) for x, y in corners)
    assert max(a.get_zorder() for a in ax.get_children() if a not in frames) < OUTLINE_ZORDER
    fig.set_dpi(300)  # fine enough to sample the 1.5 pt rim away from the antialiased edges
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    rgb = np.asarray(canvas.buffer_rgba())[:, :, :3].astype(int)
    points = fig.dpi / 72  # pixels per point

    def at(x, y, dx_points=0.0, dy_points=0.0):
        px, py = ax.transData.transform((x, y))
        return rgb[int(round(rgb.shape[0] - py + dy_points * points)), int(round(px + dx_points * points))]

    piece = at(2.3, 0.3)  # inside the placed I, off its letter and frames
    rim = (OUTLINE_WIDTH + OUTLINE_RIM) / 4  # points from a frame's line to the middle of its rim's inner side
    for c in range(5):  # the top side of the decided cells' frame (inset in the cells): red, a white rim below it
        assert near(at(c + 0.5, OUTLINE_INSET), RED), (c, at(c + 0.5, OUTLINE_INSET), piece)
        assert (at(c + 0.5, OUTLINE_INSET, 0, rim) > 235).all(), (c, at(c + 0.5, OUTLINE_INSET, 0, rim))
        if c:  # no side between two decided cells: the piece's own colour there (each cell was framed apart)
            assert near(at(c + OUTLINE_INSET, 0.5), piece), (c, at(c + OUTLINE_INSET, 0.5))
    assert near(at(OUTLINE_INSET, 0.5), RED) and near(at(5 - OUTLINE_INSET, 0.5), RED)  # the frame's two ends
    assert near(at(4 + OUTLINE_INSET, 1.5), BLUE) and (at(4 + OUTLINE_INSET, 1.5, rim) > 235).all()  # the premise
    # the piece is drawn in the palette's first colour, a red the frame's red alone did not stand out from
    assert near(piece, [round(255 * v) for v in to_rgb(PALETTE[0])], 8)


def test_a_hints_frames_leave_the_boards_frame_whole():
    # Hitori's first hint on the web page's example: r1c2 unshaded between the 1s of r1c1 and r1c3 (row 1 is 1 1 1 4)
    kind = get("hitori")
    puzzle = kind.parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    first = kind.hints(puzzle, first=True)
    assert first.steps[0].rule == "sandwich" and set(first.steps[0].decided) == {(0, 1)}
    fig = kind.hint_figure(puzzle, first)
    fig.set_dpi(300)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    rgb = np.asarray(canvas.buffer_rgba())[:, :, :3].astype(int)
    for x in (0.5, 1.5, 2.5):  # the board's black frame above the framed cells: not covered by their white rims
        px, py = fig.axes[0].transData.transform((x, 0.0))
        assert (rgb[int(round(rgb.shape[0] - py)), int(round(px))] < 80).all(), x
