"""Pictures as files: the memory a PNG needs (weighed before it is drawn, and a
board's smallest picture before it is solved), its dots per inch, and drawing and
encoding under the run's clock.  Written through :func:`gridsat.core.files.atomic_write`.
"""

from __future__ import annotations

import os
from contextlib import contextmanager, nullcontext
from pathlib import Path

from .errors import PuzzleInputError, shown as shown_input, quoted
from .files import atomic_write
from .options import TimeUp


def check_title(title) -> None:
    """Raise TypeError unless a picture's ``title`` is a string or None: 1.5 or b"x" met the drawing as
    "'float' object has no attribute 'isprintable'", and 0 or [] drew no title (or the default one) unsaid."""
    if title is not None and not isinstance(title, str):
        raise TypeError(f"title must be a string or None, got {type(title).__name__} {shown_input(title, 40)}")


@contextmanager
def quiet_half_imports():
    """Around drawing under the clock: a time-up that lands inside matplotlib's own import of its 3D axes is
    caught there and said as "UserWarning: Unable to import Axes3D" on stderr (the picture is dropped and
    said so anyway): that warning is not shown."""
    import warnings

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Unable to import Axes3D")
        yield


def clock_drawing(fig, deadline: float | None) -> None:
    """Make drawing ``fig`` stop at ``deadline`` (a :func:`time.perf_counter`
    value): every artist checks the clock before it draws, and so does the
    renderer before each path and text it is handed, raising
    :class:`~gridsat.core.options.TimeUp` once it has passed.  A save ends
    within one path's drawing of the limit: one artist can hold 90,000
    cells (a 300x300 board's squares took 3 s of one SVG collection, so a
    check per artist ran 2 s past -t).  No-op without a deadline."""
    if deadline is None:
        return
    import time

    from .options import TimeUp

    def in_time(draw):
        def draw_in_time(*args, **kwargs):
            if time.perf_counter() >= deadline:
                raise TimeUp()
            return draw(*args, **kwargs)
        draw_in_time.clocked = True
        return draw_in_time

    def clocked(draw):
        def draw_artist(renderer, *args, **kwargs):
            # the SVG backend's renderer is a proxy (matplotlib's MixedModeRenderer): its own renderer draws
            for drawer in {id(r): r for r in (renderer, getattr(renderer, "_renderer", renderer))}.values():
                for name in ("draw_path", "draw_text", "draw_markers", "draw_image"):
                    method = getattr(drawer, name, None)
                    if method is not None and not getattr(method, "clocked", False):
                        try:
                            setattr(drawer, name, in_time(method))
                        except AttributeError:  # Agg's compiled renderer (it draws a collection in C, fast)
                            pass
            return in_time(draw)(renderer, *args, **kwargs)
        return draw_artist

    for artist in fig.findobj():
        artist.draw = clocked(artist.draw)


def picture_request(fig, fmt, deadline):
    """``fig``, ``fmt`` and ``deadline`` of :func:`save_figure` and :func:`~gridsat.core.result.figure_bytes`
    checked, as ``(fmt, deadline)``: ``figure_bytes(fig, "PNG")`` skipped the PNG memory check (it asked for
    ``"png"`` only) and ``"pdf"`` both clocks, None met ``'NoneType' object has no attribute 'savefig'``, a
    str deadline ``'>=' not supported``.

    Raises:
        TypeError: ``fig`` not a Figure, ``fmt`` not a str, ``deadline`` not a number.
        PuzzleInputError: ``fmt`` not svg or png, a NaN or infinite deadline.
    """
    from .options import SolverOptions

    if not hasattr(fig, "savefig") or not hasattr(fig, "get_size_inches"):  # None met AttributeError
        raise TypeError(f"fig must be a matplotlib Figure (result.figure()), got {type(fig).__name__}")
    if not isinstance(fmt, str):
        raise TypeError(f"fmt must be 'svg' or 'png', got {type(fmt).__name__} {shown_input(fmt, 40)}")
    if fmt.lower() not in ("svg", "png"):
        raise PuzzleInputError(f"fmt must be 'svg' or 'png', got {quoted(fmt)}")
    try:
        deadline = SolverOptions(deadline=deadline).deadline
    except PuzzleInputError:  # its "(None: set by started())" is SolverOptions' own
        raise PuzzleInputError(f"deadline must be a finite time.perf_counter() value or None, got "
                               f"{shown_input(deadline)}") from None
    return fmt.lower(), deadline


@contextmanager
def clocked_figure(fig, fmt: str, deadline: float | None):
    """:func:`clock_drawing` and :func:`clock_encoding` for one save of ``fig``, taken off again after it: they
    stayed on the figure, so saving or showing it again once that deadline had passed (in a notebook, or
    :func:`save_figure` without a deadline) raised TimeUp."""
    artists = [(artist, vars(artist).get("draw")) for artist in fig.findobj()] if deadline is not None else []
    clock_drawing(fig, deadline)
    clock = clock_encoding(fig, fmt, deadline)
    try:
        yield
    finally:
        for artist, own in artists:
            if own is None:
                vars(artist).pop("draw", None)
            else:
                artist.draw = own
        if clock is not None:
            clock.remove()


#: Seconds a PNG takes to encode once drawn, per pixel at :func:`picture_dpi` (zlib over
#: the RGBA raster).  Measured: 1.4 s for a 100x100 Slitherlink's 46 Mpx (30 ns a pixel),
#: taken as 40 for a loaded machine.  An encoding that would clearly end past the deadline
#: is not begun; one begun is stopped at it (:class:`EncodingClock`).
PNG_SECONDS_PER_PIXEL = 40e-9


class EncodingTimeUp(TimeUp):
    """A :class:`~gridsat.core.options.TimeUp` raised when a PNG's encoding would end past the deadline:
    its one argument says so, with the seconds needed and left (the time limit has not run out yet)."""


class _EncodingClock:
    """An invisible artist drawn after every other one (:func:`clock_encoding`)."""

    def __new__(cls, fig, deadline: float):
        import time

        from matplotlib.artist import Artist

        width, height = fig.get_size_inches() * picture_dpi(fig)
        encode = float(width) * float(height) * PNG_SECONDS_PER_PIXEL

        class Clock(Artist):
            def draw(self, renderer):
                now = time.perf_counter()
                if now + encode >= deadline:  # said as such: the time limit has not run out yet
                    raise EncodingTimeUp(f"encoding the PNG would take about {max(encode, 1):.0f} s, past the time "
                                         f"limit ({max(deadline - now, 0):.1f} s left)")

        clock = Clock()
        clock.set_zorder(float("inf"))
        clock.set_in_layout(False)  # no part of the tight box
        return clock


def clock_encoding(fig, fmt: str, deadline: float | None) -> None:
    """Make saving ``fig`` as a PNG stop, once every artist is drawn, when
    encoding the raster (:data:`PNG_SECONDS_PER_PIXEL`) would end past
    ``deadline`` (a :func:`time.perf_counter` value; raises
    :class:`~gridsat.core.options.TimeUp`): the encoding has no clock, and
    a 100x100 Slitherlink's picture ran 2.2 s past ``-t 5``.  No-op for an
    SVG or without a deadline.  Returns the clock artist (None when no clock), for ``.remove()``."""
    if fmt == "png" and deadline is not None:
        return fig.add_artist(_EncodingClock(fig, deadline))
    return None


#: Peak bytes a PNG takes to draw and write, per pixel at :func:`picture_dpi` (the RGBA
#: raster, its copy for the tight box, the encoder's buffers).  Measured with
#: the command line's peak RSS: 444 MB for a 100x100 Nurikabe's 46 Mpx, 903 MB
#: for 150x150's 104 Mpx (8.2 bytes a pixel between the two).
PNG_BYTES_PER_PIXEL = 8

#: A cell's side in a picture, inches (:func:`gridsat.render.picture.new_figure`).
CELL_INCHES = 0.45

#: Dots per inch of every picture written (files, notebooks, the web app),
#: lowered for a picture whose longest side would pass :data:`MAX_SIDE_PIXELS`.
DPI = 150

#: The longest side, in pixels, of a figure gridsat draws: many viewers and
#: browsers refuse or cut images wider than 32,767 pixels (a 1x1000 board drew
#: 67,557 wide); the tight box adds a few pixels of labels past the figure.
MAX_SIDE_PIXELS = 32_000


def picture_dpi(fig) -> float:
    """Dots per inch ``fig`` is drawn at: :data:`DPI`, or less so that its
    longest side stays within :data:`MAX_SIDE_PIXELS` (cells then shrink,
    to 32 pixels on a side of 1,000 cells)."""
    return min(DPI, MAX_SIDE_PIXELS / float(max(fig.get_size_inches())))


def _pixels(width: float, height: float) -> tuple[float, float]:
    """A picture of ``width`` x ``height`` inches in pixels, at :func:`picture_dpi`'s dots per inch."""
    dpi = min(DPI, MAX_SIDE_PIXELS / max(width, height))
    return width * dpi, height * dpi


def png_bytes_needed(fig) -> float:
    """Bytes drawing ``fig`` as a PNG at :func:`picture_dpi` is estimated to need
    (its width x height in pixels x :data:`PNG_BYTES_PER_PIXEL`)."""
    width, height = _pixels(*map(float, fig.get_size_inches()))
    return width * height * PNG_BYTES_PER_PIXEL


def check_board_picture_memory(rows, cols, memory_limit: int | None = None) -> None:
    """Refuse, before a puzzle is solved, a PNG of it that :func:`check_picture_memory` would
    refuse once drawn: a 300x300 Domino Fit was solved for 28 s and then refused.  The
    estimate is the smallest figure a board of ``rows`` x ``cols`` cells is drawn in (no
    title, no labels around it), so nothing refused here would have been drawn; a board
    whose size is not whole numbers (None: a kind without rows) is left to the check after
    solving.  ``memory_limit``: bytes (None: the default).

    Raises:
        PuzzleInputError: as :func:`check_picture_memory`.
    """
    if not isinstance(rows, int) or not isinstance(cols, int):
        return
    from .options import SolverOptions

    width, height = _pixels((cols + 0.4) * CELL_INCHES, (rows + 0.4) * CELL_INCHES)  # new_figure's, no extras
    SolverOptions(memory_limit=memory_limit).check_memory(
        width * height * PNG_BYTES_PER_PIXEL,
        f"a PNG of at least {width:,.0f}x{height:,.0f} pixels ({_svg()} draws it in far less)")


def check_picture_memory(fig, fmt: str, memory_limit: int | None = None) -> None:
    """Refuse, before drawing, a PNG of ``fig`` whose raster needs more than
    ``memory_limit`` bytes (None: :func:`~gridsat.core.options.default_memory_limit`).
    An SVG's size follows what it draws, not its pixels: never refused.

    Raises:
        PuzzleInputError: ``"a PNG of W x H pixels (--svg draws it in far
            less) needs about X of memory; the limit is Y (...)"``.
    """
    if fmt != "png":
        return
    from .options import SolverOptions

    width, height = fig.get_size_inches() * picture_dpi(fig)
    SolverOptions(memory_limit=memory_limit).check_memory(
        png_bytes_needed(fig), f"a PNG of {width:,.0f}x{height:,.0f} pixels ({_svg()} draws it in far less)")


def _svg() -> str:
    from .settings import spelled

    return spelled("--svg", "an SVG")


def save_figure(fig, path: str | os.PathLike, deadline: float | None = None, memory_limit: int | None = None) -> Path:
    """Write a matplotlib ``fig`` to ``path``; the format follows the suffix (``.png`` or
    ``.svg``).  Written to a temporary file first and renamed, so an existing
    file is never left half-written.

    Args:
        deadline: a :func:`time.perf_counter` value: drawing stops there
            (:func:`clock_drawing`) and nothing is written.
        memory_limit: bytes a PNG may need (:func:`check_picture_memory`).

    Raises:
        PuzzleInputError: unknown suffix, a folder that does not exist, or
            a PNG past the memory limit (refused before drawing).
        TimeUp: the deadline passed while drawing (the target is untouched).
        TypeError: ``fig`` not a Figure, ``path`` not a str or path, ``deadline`` not a number.
    """
    if not isinstance(path, (str, os.PathLike)):  # None met "expected str, bytes or os.PathLike object"
        raise TypeError(f"path must be a picture file's path (str or path), got {type(path).__name__}")
    given, path = os.fspath(path), Path(path)
    fmt = path.suffix.lower().lstrip(".")
    if path.name.lower() in (".png", ".svg"):  # pathlib reads '.svg' as a hidden file with no suffix
        raise PuzzleInputError(f"picture file {shown_input(given, 200)} has no name before {path.name}: give one "
                               f"(e.g. answer{path.name.lower()})")
    if fmt not in ("png", "svg") and hasattr(fig, "savefig"):  # ('' as given: its Path is '.')
        raise PuzzleInputError(f"picture file must end in .png or .svg, got {shown_input(given, 200)}")
    fmt, deadline = picture_request(fig, fmt, deadline)
    check_picture_memory(fig, fmt, memory_limit)
    dpi = picture_dpi(fig)
    with clocked_figure(fig, fmt, deadline):
        atomic_write(path, lambda tmp: write_figure(fig, tmp, fmt, dpi, deadline), suffix="." + fmt)
    return path


def write_figure(fig, target, fmt: str, dpi: float, deadline: float | None = None) -> None:
    """Save ``fig`` to ``target`` (a path or binary file) as ``fmt`` ("png" or "svg") at ``dpi``, cropped to its
    drawing on white. The same figure gives the same bytes on every call: an SVG's ids are hashed with a fixed salt
    and it carries no date (matplotlib salts them at random and stamps the time, so two drawings of one answer
    differed).  A PNG with a ``deadline`` (a :func:`time.perf_counter` value) is encoded under it
    (:class:`EncodingClock`): raises :class:`EncodingTimeUp` once it passes, ``target`` then incomplete."""
    from matplotlib import rc_context

    metadata = {"Date": None} if fmt == "svg" else None
    with rc_context({"svg.hashsalt": "gridsat"}):
        if fmt != "png" or deadline is None:
            fig.savefig(target, format=fmt, dpi=dpi, bbox_inches="tight", facecolor="white", metadata=metadata)
            return
        with (open(target, "wb") if isinstance(target, (str, os.PathLike)) else nullcontext(target)) as out:
            fig.savefig(EncodingClock(out, deadline), format=fmt, dpi=dpi, bbox_inches="tight", facecolor="white")


class EncodingClock:
    """A binary file ``out`` written under ``deadline``: each write first checks the clock and raises
    :class:`EncodingTimeUp` once the deadline has passed.  Pillow hands a PNG's compressed data over in blocks
    of 64 KB or more, so the encoding stops within one block of the limit, under any load: the estimate of
    :data:`PNG_SECONDS_PER_PIXEL` alone, taken before encoding began, let a 100x100 Domino Fit picture end
    3.9 s past ``-t 12`` on a machine at load 12."""

    def __init__(self, out, deadline: float):
        self.out, self.deadline = out, deadline

    def write(self, data) -> int:
        import time

        if time.perf_counter() >= self.deadline:
            raise EncodingTimeUp("the time limit ran out while the PNG was encoded")
        return self.out.write(data)

    def flush(self) -> None:
        self.out.flush()


def jupyter_png(fig) -> bytes | None:
    """``fig`` as PNG bytes for Jupyter; None for no figure, or a PNG past the memory limit: Jupyter then shows the
    SVG or the text (it printed the MemoryLimitError's traceback under every big board; ``figure_bytes`` says it)."""
    from .memory import MemoryLimitError
    from .result import figure_bytes

    try:
        return None if fig is None else figure_bytes(fig, "png")
    except MemoryLimitError:
        return None
