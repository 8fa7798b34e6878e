"""Pictures meet cleanly: region borders stop at the board's frame, and a
cell's outline clips neither a circle clue nor the frame."""

from __future__ import annotations

import numpy as np
import pytest

from gridsat.puzzles.kinds import Task, get


def _pixels(fig):
    """The figure drawn as grey levels (rows from the top) and a function taking board points to pixels."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fig.set_dpi(150)  # as picture files are written
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    grey = np.asarray(canvas.buffer_rgba())[:, :, :3].mean(axis=2)
    ax = fig.axes[0]

    def at(x, y):
        px, py = ax.transData.transform((x, y))
        return px, grey.shape[0] - py

    return grey, at


@pytest.mark.parametrize("name", ["heyawake", "lits", "norinori", "starbattle", "sudoku"])
def test_region_borders_stop_at_the_frame(name):
    """A border's round cap stuck out about a pixel past the frame where the two meet."""
    kind = get(name)
    puzzle = kind.parse(kind.example)
    fig = kind.run(puzzle, Task("solve")).figure()
    grey, at = _pixels(fig)
    (left, top), (right, bottom) = at(0, 0), at(puzzle.cols, puzzle.rows)
    half = 2.0 / 2 * fig.dpi / 72  # the frame's half width in pixels
    y, x = np.mgrid[0:grey.shape[0], 0:grey.shape[1]]
    inner = (x >= left - half - 1) & (x <= right + half) & (y >= top - half - 1) & (y <= bottom + half)
    near = (x >= left - half - 4) & (x <= right + half + 3) & (y >= top - half - 4) & (y <= bottom + half + 3)
    outside = near & ~inner  # pixels past the frame's outer edge, but near it (3 px)
    assert grey[outside].min() > 200, np.argwhere(outside & (grey <= 200))[:5]


def test_an_outline_clips_neither_a_circle_nor_the_frame():
    """A 0.1-cell inset with a 4.5 pt white rim flattened a Masyu pearl's four sides and cut the frame."""
    from gridsat.render.picture import CELL_INCHES, OUTLINE_INSET, OUTLINE_RIM, outline_cells

    kind = get("masyu")
    puzzle = kind.parse(kind.example)
    result = kind.run(puzzle, Task("solve"))
    cell = CELL_INCHES * 72  # points a cell
    circle_edge = 0.5 - 0.34 - 1.5 / 2 / cell  # from the cell's side to a circle's outside (cells)
    frame_edge = 2.0 / 2 / cell  # from the board's side to the frame's inside
    assert frame_edge < OUTLINE_INSET - OUTLINE_RIM / 2 / cell < OUTLINE_INSET + OUTLINE_RIM / 2 / cell < circle_edge
    plain, framed = result.figure(), result.figure()
    pearls = sorted(puzzle.clued())
    outline_cells(framed.axes[0], pearls)
    before, at = _pixels(plain)
    after, _ = _pixels(framed)
    for r, c in pearls:  # the circle's pixels are the same, framed or not
        (x0, y0), (x1, y1) = at(c + 0.5 - 0.34, r + 0.5 - 0.34), at(c + 0.5 + 0.34, r + 0.5 + 0.34)
        ys, xs = slice(int(y0), int(y1) + 1), slice(int(x0), int(x1) + 1)
        assert np.abs(before[ys, xs] - after[ys, xs]).max() < 40, (r, c)


def _png_size(path) -> tuple[int, int]:
    import struct

    return struct.unpack(">II", path.read_bytes()[16:24])


@pytest.mark.parametrize("text, longest", [("0" * 1000 + "\n", 0), ("0\n" * 1000, 1)])
def test_a_long_board_is_drawn_within_the_side_viewers_show(tmp_path, text, longest):
    """A 1x1000 Yin-Yang's PNG was 67,557 pixels wide: many viewers and browsers refuse past 32,767.  The
    dots per inch are lowered for it alone: a 10x10 board's picture is the same 150 dpi as before."""
    from gridsat.cli import main

    (tmp_path / "long.txt").write_text(text)
    (tmp_path / "ten.txt").write_text(("0" * 10 + "\n") * 10)
    for name in ("long", "ten"):
        with pytest.raises(SystemExit) as done:
            main(["yinyang", str(tmp_path / f"{name}.txt"), "--png", str(tmp_path / f"{name}.png")])
        assert done.value.code in (0, None)
    size = _png_size(tmp_path / "long.png")
    assert 31_000 <= size[longest] <= 32_767 and size[1 - longest] < 200
    assert _png_size(tmp_path / "ten.png") == (732, 780)


def test_the_text_of_a_board_keeps_every_digit_of_its_numbers_apart():
    """A Hitori of 10 11 10 12 printed its first row as "██111012", and 234 was cut to "23": a cell takes what
    its longest number needs, and a space."""
    kind = get("hitori")
    result = kind.run(kind.parse("hitori\n1 234 5\n234 5 1\n5 1 234\n", "h.txt"), Task("solve"))
    assert str(result.text()).splitlines() == ["1   234 5   ", "234 5   1   ", "5   1   234 "]
    result = kind.run(kind.parse("hitori\n10 11 10 12\n11 10 12 10\n12 10 11 13\n10 12 13 11\n", "h.txt"),
                      Task("solve"))
    assert str(result.text()).splitlines()[:2] == ["███11 10 12 ", "11 ███12 10 "]


def test_labels_on_dark_pieces_are_white():
    """Black labels on the palette's maroon and navy pieces (a 10x12 box of two pentomino sets) could hardly be
    read: each label takes the ink its piece's colour needs."""
    from matplotlib.colors import to_hex

    from gridsat.render.ascii import PALETTE, region_colour_indices
    from gridsat.render.picture import draw_regions, ink_on

    regions = {(0, c): c for c in range(len(PALETTE))}
    fig = draw_regions(1, len(PALETTE), regions, text={cell: "L" for cell in regions})
    order = region_colour_indices(regions)
    inks = {int(t.get_position()[0]): to_hex(t.get_color()) for t in fig.axes[0].texts}
    assert inks == {c: "#ffffff" if ink_on(PALETTE[order[rid]]) == "white" else "#000000"
                    for (_, c), rid in regions.items()}
    assert list(inks.values()).count("#ffffff") == 9  # the palette's nine dark colours
    assert ink_on("#800000") == ink_on("#000075") == "white" and ink_on("#ffe119") == "black"


def test_drawing_is_given_a_twentieth_of_a_second_past_the_limit_not_reading_s_half(monkeypatch):
    """A picture was built under the clock reading is given (at least 0.5 s past the limit): a big board's
    --png -t 3 ended 0.25-0.7 s past it, 2.3 s at load 10.  The clock's time for drawing is read here."""
    import time

    from gridsat.cli.common import write_pictures
    from gridsat.core import reading_clock

    given = []
    real = reading_clock._timed

    def recorded(left):
        given.append(left)
        return real(left)

    monkeypatch.setattr(reading_clock, "_timed", recorded)
    write_pictures(lambda: None, None, "/nonexistent/x.png", time.perf_counter() + 0.2, optional=True)
    assert given and given[0] <= 0.2  # the time left (reading's least was 0.5)
