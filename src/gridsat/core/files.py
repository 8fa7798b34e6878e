"""Writing output files safely.

Every file gridsat writes (pictures, generated puzzles, converted formats)
goes through :func:`atomic_write`: the content is written to a temporary file
in the same folder and renamed over the target, so an existing file is never
left half-written and a failed run loses nothing already there.  Reading
a user's file is :mod:`gridsat.core.reading`.
"""

from __future__ import annotations

import os
from pathlib import Path
from collections.abc import Callable
from contextlib import contextmanager

from .errors import PuzzleInputError, shown


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write(path: str | os.PathLike, write: Callable[[str], None], *, suffix: str = "",
                 exclusive: bool = False) -> Path:
    """Create or replace ``path`` atomically.

    Args:
        path: the target file.
        write: called with a temporary file name in the target's folder;
            it writes the whole content there.
        suffix: ending of the temporary name (some writers pick the format
            from it, e.g. ``".png"``).
        exclusive: only create ``path``, never replace it, even when another
            run creates it meanwhile (a hard link, which fails on an existing
            name; where links are not allowed, the name is claimed first).

    Returns:
        ``Path(path)``.  The file gets the usual permissions (``0666`` less
        the umask), not the private ones of a temporary file.

    Raises:
        PuzzleInputError: the folder does not exist or cannot be written,
            or ``exclusive`` and ``path`` exists.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not is_dir(folder):
        raise PuzzleInputError(f"folder {shown(str(folder), 300)} does not exist "
                               f"(for {shown(str(path), 300)})")
    import tempfile

    try:
        fd, tmp = tempfile.mkstemp(prefix=".gridsat-", suffix=suffix, dir=folder)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, 0o666 & ~_umask())
        if exclusive:
            _create(tmp, path)
        else:
            os.replace(tmp, path)
    except FileExistsError:
        raise PuzzleInputError(f"{str(path)!r} exists (another run wrote it meanwhile): choose another name "
                               "(gridsat never overwrites it)") from None
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path


def _create(tmp: str, path: Path) -> None:
    """Give the written ``tmp`` the name ``path`` unless that exists (FileExistsError)."""
    try:
        os.link(tmp, path)  # atomic, and fails on an existing name
    except FileExistsError:
        raise
    except OSError:  # no hard links here: claim the name, then move the content onto it
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        os.replace(tmp, path)


def check_output(path, flag: str, noun: str = "file to write") -> None:
    """Refuse, before any work, a file to write (``path``, a :class:`~pathlib.Path`,
    given as ``flag``) whose folder is missing or is no folder, or that is a
    folder itself: found only when the file was written, such a typo cost the
    whole run's work (a census, a layout search, a generated puzzle).

    Raises:
        PuzzleInputError: one line naming the path and what is wrong.
    """
    folder = path.parent
    try:
        if not folder.is_dir():
            if folder.exists():
                raise PuzzleInputError(f"{shown(str(folder), 300)} is not a folder (for {shown(str(path), 300)})")
            raise PuzzleInputError(f"folder {shown(str(folder), 300)} does not exist "
                                   f"(for {shown(str(path), 300)})")
        if path.is_dir():
            raise PuzzleInputError(f"{shown(str(path), 300)} is a folder, not a {noun}")
    except OSError as exc:  # a name too long for the file system...
        raise PuzzleInputError(f"cannot write the {flag} file: {exc.strerror or exc}", str(path)) from None


def refuse_overwriting(reads, writes: dict) -> None:
    """Refuse, before any work, a file to write that is a file the command
    reads: written atomically, it would replace the user's puzzle (a typo such
    as ``gridsat yinyang p.txt --export-model p.txt`` lost the puzzle).

    Args:
        reads: the names the command may read (puzzle, position, edition
            or piece file...; None, ``-`` and names that are no file are
            passed over).
        writes: ``{flag: path or None}`` of the files to write.

    Raises:
        PuzzleInputError: one line naming the option and both files.
    """
    read = {}
    for name in reads:
        ident = file_identity(name) if isinstance(name, (str, os.PathLike)) and str(name) != "-" else None
        if ident is not None:
            read.setdefault(ident, str(name))
    for flag, path in writes.items():
        same = read.get(file_identity(path)) if path is not None else None
        if same is not None:
            also = "" if same == str(path) else f" ({shown(same, 300)})"
            raise PuzzleInputError(f"{flag} {shown(str(path), 300)} is a file this command reads{also}: writing "
                                   "it would replace it; choose another name")


def file_identity(path) -> tuple | None:
    """``(device, inode)`` of the file ``path`` names (links followed; a hard link has its file's), None when
    it names none or it cannot be looked at."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_dev, st.st_ino)


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


#: Seconds a PNG takes to encode once drawn, per pixel at :func:`picture_dpi` (zlib over
#: the RGBA raster, with no clock of its own).  Measured: 1.4 s for a 100x100
#: Slitherlink's 46 Mpx (30 ns a pixel), taken as 40 for a loaded machine.
PNG_SECONDS_PER_PIXEL = 40e-9


class _EncodingClock:
    """An invisible artist drawn after every other one (:func:`clock_encoding`)."""

    def __new__(cls, fig, deadline: float):
        import time

        from matplotlib.artist import Artist

        from .options import TimeUp

        width, height = fig.get_size_inches() * picture_dpi(fig)
        encode = float(width) * float(height) * PNG_SECONDS_PER_PIXEL

        class Clock(Artist):
            def draw(self, renderer):
                if time.perf_counter() + encode >= deadline:
                    raise TimeUp()

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
    SVG or without a deadline."""
    if fmt == "png" and deadline is not None:
        fig.add_artist(_EncodingClock(fig, deadline))


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


def png_bytes_needed(fig) -> float:
    """Bytes drawing ``fig`` as a PNG at :func:`picture_dpi` is estimated to need
    (its width x height in pixels x :data:`PNG_BYTES_PER_PIXEL`)."""
    width, height = fig.get_size_inches() * picture_dpi(fig)
    return float(width) * float(height) * PNG_BYTES_PER_PIXEL


def check_board_picture_memory(puzzle, memory_limit: int | None = None) -> None:
    """Refuse, before a puzzle is solved, a PNG of it that :func:`check_picture_memory` would
    refuse once drawn: a 300x300 Domino Fit was solved for 28 s and then refused.  The
    estimate is the smallest figure a board of ``puzzle.rows`` x ``puzzle.cols`` cells is
    drawn in (no title, no labels around it), so nothing refused here would have been drawn;
    a puzzle without ``rows`` and ``cols`` is left to the check after solving.

    Raises:
        PuzzleInputError: as :func:`check_picture_memory`.
    """
    rows, cols = getattr(puzzle, "rows", None), getattr(puzzle, "cols", None)
    if not isinstance(rows, int) or not isinstance(cols, int):
        return
    from .options import SolverOptions

    inches = ((cols + 0.4) * CELL_INCHES, (rows + 0.4) * CELL_INCHES)
    dpi = min(DPI, MAX_SIDE_PIXELS / max(inches))
    width, height = inches[0] * dpi, inches[1] * dpi
    SolverOptions(memory_limit=memory_limit).check_memory(
        width * height * PNG_BYTES_PER_PIXEL,
        f"a PNG of at least {width:,.0f}x{height:,.0f} pixels (--svg draws it in far less)")


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
        png_bytes_needed(fig), f"a PNG of {width:,.0f}x{height:,.0f} pixels (--svg draws it in far less)")


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
    """
    path = Path(path)
    fmt = path.suffix.lower().lstrip(".")
    if fmt not in ("png", "svg"):
        raise PuzzleInputError(f"picture file must end in .png or .svg, got {str(path)!r}")
    check_picture_memory(fig, fmt, memory_limit)
    clock_drawing(fig, deadline)
    clock_encoding(fig, fmt, deadline)
    dpi = picture_dpi(fig)
    atomic_write(path, lambda tmp: fig.savefig(tmp, format=fmt, dpi=dpi, bbox_inches="tight", facecolor="white"),
                 suffix="." + fmt)
    return path


def write_text(path: str | os.PathLike, text: str, *, exclusive: bool = False) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically (see :func:`atomic_write`;
    ``exclusive``: only a new file)."""
    return atomic_write(path, lambda tmp: Path(tmp).write_text(text, encoding="utf-8"), exclusive=exclusive)


def is_file(path: str | os.PathLike) -> bool:
    """``Path(path).is_file()``, False for a name the file system refuses
    (too long, a NUL character) instead of an ``OSError``: such a name is
    then read as what else it may be (a built-in name, a date) and refused
    as that, in one line."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def is_dir(path: str | os.PathLike) -> bool:
    """``Path(path).is_dir()``, False for a name the file system refuses."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def exists(path: str | os.PathLike) -> bool:
    """``Path(path).exists()``, False for a name the file system refuses."""
    try:
        return Path(path).exists()
    except (OSError, ValueError):
        return False


def resolve_inside(base: str | os.PathLike | None, name: str, what: str) -> Path:
    """The file ``name`` named inside a puzzle file, resolved against the
    puzzle file's folder ``base`` and kept inside it.

    Raises:
        PuzzleInputError: an empty ``name``, no ``base`` (a puzzle given as
            text may not name files), an absolute path, or a path that
            leaves ``base``.
    """
    if name == "":  # it would resolve to the folder itself
        raise PuzzleInputError(f"{what} '' has an empty name; name a file in the puzzle file's folder")
    if base is None:
        raise PuzzleInputError(f"{what} {shown(name)} names a file, which a puzzle given as text may not do")
    root = Path(base).resolve()
    path = (root / name).resolve()
    if Path(name).is_absolute() or (path != root and root not in path.parents):
        raise PuzzleInputError(f"{what} {name!r} lies outside the puzzle file's folder; name files inside it")
    return path


def looks_like_path(spec: str) -> bool:
    """True when ``spec`` was meant as a file name (it has a folder part or
    a suffix such as ``.txt``), so "no such file" is the right complaint
    rather than "unknown name"."""
    p = Path(spec)
    return len(p.parts) > 1 or bool(p.suffix)


def missing_file_error(spec: str, what: str, forms: str = "a built-in name or a file") -> PuzzleInputError | None:
    """The error for a ``spec`` that is empty, names a folder, a missing file
    or one that is no regular file (None when it does none of these, i.e. it
    may be a built-in name);
    ``forms`` says what an empty one should have been.  A folder or missing
    file is noted as read (:func:`~gridsat.core.reading.note_read`): a
    resumed batch redoes the puzzle once a file is there."""
    from .reading import note_read

    if spec == "":  # Path("") is the current folder: "it is a folder" would mislead
        return PuzzleInputError(f"cannot read {what}: its name is empty (give {forms})")
    if is_dir(spec):
        note_read(spec)
        return PuzzleInputError(f"cannot read {what}: it is a folder", spec)
    if looks_like_path(spec) and not exists(spec):
        note_read(spec)
        return PuzzleInputError(f"cannot read {what}: No such file or directory", spec)
    if exists(spec) and not is_file(spec):  # a named pipe, a device: only regular files are read
        note_read(spec)
        return PuzzleInputError(f"cannot read {what}: not a regular file (a pipe, socket or device)", spec)
    return None
