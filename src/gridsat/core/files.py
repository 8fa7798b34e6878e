"""Writing output files safely.

Every file gridsat writes (pictures, generated puzzles, converted formats)
goes through :func:`atomic_write`: the content is written to a temporary file
in the same folder and renamed over the target, so an existing file is never
left half-written and a failed run loses nothing already there.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from .errors import PuzzleInputError


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write(path: str | os.PathLike, write: Callable[[str], None], *, suffix: str = "") -> Path:
    """Create or replace ``path`` atomically.

    Args:
        path: the target file.
        write: called with a temporary file name in the target's folder;
            it writes the whole content there.
        suffix: ending of the temporary name (some writers pick the format
            from it, e.g. ``".png"``).

    Returns:
        ``Path(path)``.  The file gets the usual permissions (``0666`` less
        the umask), not the private ones of a temporary file.

    Raises:
        PuzzleInputError: the folder does not exist or cannot be written.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise PuzzleInputError(f"folder {str(folder)!r} does not exist (for {str(path)!r})")
    try:
        fd, tmp = tempfile.mkstemp(prefix=".gridsat-", suffix=suffix, dir=folder)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path


def write_text(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically (see :func:`atomic_write`)."""
    return atomic_write(path, lambda tmp: Path(tmp).write_text(text, encoding="utf-8"))


def read_text_file(path: str | os.PathLike, what: str = "file") -> str:
    """The text of a user's file (UTF-8).

    Args:
        path: the file.
        what: what the file is, for the message (``"board file"``...).

    Raises:
        PuzzleInputError: ``"cannot read WHAT: REASON"`` at ``path`` -- no
            such file, a folder, no permission, or not UTF-8 text.
    """
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8-sig")  # a byte-order mark some editors add is dropped
    except UnicodeDecodeError as exc:
        reason = f"not UTF-8 text (byte {exc.start})"
    except IsADirectoryError:
        reason = "it is a folder"
    except OSError as exc:
        reason = exc.strerror or str(exc)
    raise PuzzleInputError(f"cannot read {what}: {reason}", str(path))


def looks_like_path(spec: str) -> bool:
    """True when ``spec`` was meant as a file name (it has a folder part or
    a suffix such as ``.txt``), so "no such file" is the right complaint
    rather than "unknown name"."""
    p = Path(spec)
    return len(p.parts) > 1 or bool(p.suffix)


def missing_file_error(spec: str, what: str) -> PuzzleInputError | None:
    """The error for a ``spec`` that names a folder or a missing file (None
    when it does neither, i.e. it may be a built-in name)."""
    p = Path(spec)
    if p.is_dir():
        return PuzzleInputError(f"cannot read {what}: it is a folder", spec)
    if looks_like_path(spec) and not p.exists():
        return PuzzleInputError(f"cannot read {what}: No such file or directory", spec)
    return None
