"""Writing output files safely.

Every file gridsat writes (pictures, generated puzzles, converted formats)
goes through :func:`atomic_write`: the content is written to a temporary file
in the same folder and renamed over the target, so an existing file is never
left half-written and a failed run loses nothing already there.  Reading
a user's file is :mod:`gridsat.core.reading`.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from collections.abc import Callable

from .errors import MissingFile, PuzzleInputError, shown
from .near_files import near_file, reading_kind, size_note, unreachable  # noqa: F401 - named here too
from .reading import LOOK_EVENT, look, name_problem  # noqa: F401 - named here too


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
        ``Path(path)``.  A new file gets the usual permissions (``0666`` less
        the umask), not the private ones of a temporary file; a file
        replaced keeps its own, and a symbolic link is followed (the file it
        names is replaced, the link kept).

    Raises:
        PuzzleInputError: the folder does not exist or cannot be written,
            or ``exclusive`` and ``path`` exists.
    """
    path = Path(path)
    # a link to a file kept elsewhere (a results file on another disk): the rename replaced the link with a file
    # of its own, and the file it named was left as it was, never written again
    target = Path(os.path.realpath(path)) if not exclusive and path.is_symlink() else path
    folder = target.parent if str(target.parent) else Path(".")
    refuse_special(target, path)
    if not is_dir(folder):
        raise PuzzleInputError(f"folder {shown(str(folder), 300)} does not exist "
                               f"(for {shown(str(path), 300)})")
    import tempfile

    _sweep_leftovers(folder)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".gridsat-{os.getpid()}-", suffix=suffix, dir=folder)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, 0o666 & ~_umask() if exclusive else _kept_mode(target))
        if exclusive:
            _create(tmp, path)
        else:
            os.replace(tmp, target)
    except FileExistsError:
        raise PuzzleInputError(f"{str(path)!r} exists (another run wrote it meanwhile): choose another name "
                               "(gridsat never overwrites it)") from None
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path


def refuse_special(target: Path, path) -> None:
    """Refuse to replace ``target`` (the file ``path`` names, a link followed) when it is a device, a pipe or a
    socket: the rename put a file in its place (``--png out.png``, a link to ``/dev/full``, replaced the device
    itself, and a pipe a reader waited on was swapped for a file it never saw); nor a file its user may not
    write (made read-only: the rename replaced it, where ``echo > FILE`` refuses).

    Raises:
        PuzzleInputError: one line naming ``path``.
    """
    import stat

    try:
        mode = os.stat(target).st_mode
    except OSError:  # no such file yet (or none to look at): written as a new file
        return
    if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        raise PuzzleInputError(f"cannot write {shown(str(path), 300)}: not a regular file (a pipe, socket or "
                               "device), which gridsat would replace with a file; give the name of a file")
    if stat.S_ISREG(mode) and not os.access(target, os.W_OK):  # the rename replaced a file made read-only, which
        raise PuzzleInputError(f"cannot write {shown(str(path), 300)}: the file is read-only (make it writable "
                               "or give another name)")  # 'echo > FILE' refuses


def _kept_mode(path: Path) -> int:
    """The permissions of the file ``path`` that a rewrite replaces (a results file made private stayed so only
    until a resume rewrote it, readable by all), or the usual ones (``0666`` less the umask) for a new file."""
    import stat

    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_umask()


#: How old (seconds) a temporary file of a run that no longer exists must be before another run removes it.
LEFTOVER_AGE = 3600


def _sweep_leftovers(folder: Path) -> None:
    """Remove the temporary files that runs killed with ``kill -9`` left in ``folder`` (``.gridsat-PID-*``, named
    by the writing process's id): those of a process that no longer exists and untouched for an hour (a process
    of another machine writing to a shared folder has an id that means nothing here, so age decides too).
    Best effort: what cannot be removed is left."""
    import time

    try:
        names = [entry for entry in os.scandir(folder) if entry.name.startswith(".gridsat-")]
    except OSError:
        return
    for entry in names:
        pid = entry.name.split("-")[1]
        try:
            if not pid.isdigit() or time.time() - entry.stat(follow_symlinks=False).st_mtime < LEFTOVER_AGE:
                continue
            os.kill(int(pid), 0)  # a live process: its file
        except ProcessLookupError:
            try:
                os.unlink(entry.path)
            except OSError:
                pass
        except (OSError, OverflowError, ValueError):
            continue


def _create(tmp: str, path: Path) -> None:
    """Give the written ``tmp`` the name ``path`` unless that exists (FileExistsError)."""
    try:
        os.link(tmp, path)  # atomic, and fails on an existing name
    except FileExistsError:
        raise
    except OSError:  # no hard links here: claim the name, then move the content onto it
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        os.replace(tmp, path)


def dead_link(path, *, loops: bool = False) -> str | None:
    """``"'pic.png' is a link to '/missing/x.png', whose folder does not exist"`` when ``path`` (a
    :class:`~pathlib.Path`) is a link that cannot be written through, else None (it was told "folder '/missing'
    does not exist", a folder the user never named, or "No such file or directory").  With ``loops`` (a file
    appended to, not replaced), a link in a loop of links is refused too.

    Raises:
        OSError: the link cannot be looked at (the caller's refusal of an unreadable path says why).
    """
    if not path.is_symlink():
        return None
    try:
        os.stat(path)
    except OSError as exc:  # a file appended to (a results file) was "cannot read results file: Too many levels
        if loops and exc.errno == errno.ELOOP:  # of symbolic links", naming no option; one written whole and
            return f"{shown(str(path), 300)} is a link in a loop of links, which leads to no file"  # renamed
    linked = Path(os.path.realpath(path))  # into place replaces the link
    if linked.parent.is_dir():
        return None
    return f"{shown(str(path), 300)} is a link to {shown(str(linked), 300)}, whose folder does not exist"


def check_output(path, flag: str, noun: str = "file to write", *, replaced: bool = True, through: bool = True) -> None:
    """Refuse, before any work, a file to write (``path``, a :class:`~pathlib.Path`,
    given as ``flag``) whose folder is missing or is no folder, or that is a
    folder itself: found only when the file was written, such a typo cost the
    whole run's work (a census, a layout search, a generated puzzle).  With
    ``replaced`` (the file is written whole and renamed into place), a pipe,
    socket or device is refused too; a results file, appended to, leaves that
    to its reader (``/dev/null`` throws the lines away).  ``through``: a link
    is written through (its file replaced), so a link into a missing folder is
    refused as such.

    Raises:
        PuzzleInputError: one line naming the option, the path and what is wrong.
    """
    folder = path.parent
    try:
        dead = dead_link(path, loops=not replaced) if through else None  # written through: a link into a missing
        # folder named no link
        if dead:
            raise PuzzleInputError(f"{flag}: {dead}")
        if not folder.is_dir():
            if folder.exists():
                raise PuzzleInputError(f"{flag}: {shown(str(folder), 300)} is not a folder "
                                       f"(for {shown(str(path), 300)})")
            from .settings import spelled

            meant = os.path.expandvars(os.path.expanduser(str(path)))  # '~/o.svg' quoted: no shell expanded it
            meant = spelled(f"; the shell expands ~ and $NAME only unquoted: give {meant!r}", "") \
                if meant != str(path) and os.path.isdir(os.path.dirname(meant) or ".") else ""
            raise PuzzleInputError(f"{flag}: folder {shown(str(folder), 300)} does not exist "
                                   f"(for {shown(str(path), 300)}){meant}")
        if path.is_dir():
            raise PuzzleInputError(f"{flag}: {shown(str(path), 300)} is a folder, not a {noun}")
        written_in = Path(os.path.realpath(path)).parent if path.is_symlink() else folder  # (a link: its file's)
        if replaced and written_in.is_dir() and not os.access(written_in, os.W_OK | os.X_OK):  # found only when
            # written, after the run's work, in words naming no option ("cannot write 'x.svg': Permission denied")
            why = "a read-only file system" if hasattr(os, "statvfs") and os.statvfs(written_in).f_flag & \
                os.ST_RDONLY else "permission denied"  # (a read-only mount was said to be a permission denied)
            raise PuzzleInputError(f"{flag}: folder {shown(str(written_in), 300)} cannot be written in ({why}, for "
                                   f"{shown(str(path), 300)})")
        if replaced:  # its words named the file alone, where every other refusal here names the option too
            try:
                refuse_special(path, path)
            except PuzzleInputError as told:
                raise PuzzleInputError(f"{flag}: {told}") from None
    except OSError as exc:  # a name too long for the file system...
        raise PuzzleInputError(f"cannot write the {flag} file: {exc.strerror or exc}", str(path)) from None


#: What an output named ``-`` is told (it was written as a file of that name, where standard output was meant).
DASH_WRITTEN = "'-': gridsat writes {what} to a file, not to standard output: give a file name"


def refuse_overwriting(reads, writes: dict) -> None:
    """Refuse, before any work, a file to write that is a file the command
    reads: written atomically, it would replace the user's puzzle (a typo such
    as ``gridsat yinyang p.txt --export-model p.txt`` lost the puzzle); and two
    files to write of one name (``generate yinyang -o p.svg --svg p.svg`` said
    "wrote p.svg" twice, the puzzle gone under its picture).

    Args:
        reads: the names the command may read (puzzle, position, edition
            or piece file...; None, ``-`` and names that are no file are
            passed over).
        writes: ``{flag: path or None}`` of the files to write.

    Raises:
        PuzzleInputError: one line naming the option and both files.
    """
    seen: dict = {}
    for flag, path in writes.items():  # two outputs of one name: the second replaced the first unsaid
        if path is not None and str(path) == "-":
            raise PuzzleInputError(f"{flag} {DASH_WRITTEN.format(what='it')}")
        if path is not None:
            key = os.path.normcase(os.path.realpath(str(path)))
            if key in seen:
                raise PuzzleInputError(f"{flag} and {seen[key]} both name {shown(str(path), 300)}: one would "
                                       "replace the other; give each its own file")
            seen[key] = flag
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


def write_text(path: str | os.PathLike, text: str, *, exclusive: bool = False) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically (see :func:`atomic_write`;
    ``exclusive``: only a new file)."""
    return atomic_write(path, lambda tmp: Path(tmp).write_text(text, encoding="utf-8"), exclusive=exclusive)


def is_file(path: str | os.PathLike) -> bool:
    """``Path(path).is_file()``, False for a name the file system refuses
    (too long, a NUL character) instead of an ``OSError``: such a name is
    then read as what else it may be (a built-in name, a date) and refused
    as that, in one line."""
    look(path)
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def is_dir(path: str | os.PathLike) -> bool:
    """``Path(path).is_dir()``, False for a name the file system refuses."""
    look(path)
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def exists(path: str | os.PathLike) -> bool:
    """``Path(path).exists()``, False for a name the file system refuses."""
    look(path)
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
    from .records import part_url_problem

    if problem := part_url_problem(name, what):  # a URL as a JSON puzzle's board: was read as a file inside the
        raise PuzzleInputError(f"{what} {shown(name)}: {problem}")  # puzzle's folder ('.../https:/puzz.link'), or
        # a collection line's "names a file"
    if name == "":  # it would resolve to the folder itself
        raise PuzzleInputError(f"{what} '' has an empty name; name a file in the puzzle file's folder")
    if base is None:  # on the command line, standard input or a URL: told what to do, not only what it may not
        from .wording import command_line, web_job

        then = ": it has no folder to find the file in; save the puzzle in a file beside the file it names, and " \
            "give that file" if command_line() and not web_job() else ""
        raise PuzzleInputError(f"{what} {shown(name)} names a file, which a puzzle given as text may not do{then}")
    if name_problem(name):  # resolving it raised ValueError: a traceback, and a whole batch stopped
        raise PuzzleInputError(f"{what} {shown(name)}: {name_problem(name)}")
    root = Path(base).resolve()
    path = (root / name).resolve()
    if Path(name).is_absolute() or (path != root and root not in path.parents):
        from .wording import web_job

        if web_job():  # a web request's files are in a folder of their own, which the user never sees
            raise PuzzleInputError(f"{what} {shown(name)} is not a file sent with this request: a sent file is "
                                   "named without a folder")
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
    from .records import part_url_problem

    if spec == "-" and not exists(spec):  # '-p -', '-b -', '-e -' were "unknown piece set '-'", "unknown board '-'"
        error = MissingFile(f"cannot read {what} '-': '-' (standard input) is read only as the puzzle; save the "
                            f"{what} and give its name")
        error.missing = "-"  # the web, which has no standard input, says: send it in "files"
        return error
    if (problem := part_url_problem(spec, what)) and not exists(spec):  # a URL where a board, piece or edition file
        return PuzzleInputError(problem, spec)  # goes: was "No such file or directory"
    if name_problem(spec) and looks_like_path(spec):  # no file has it: "No such file" would send one looking
        return PuzzleInputError(f"cannot read {what}: {name_problem(spec)}", shown(spec))
    if is_dir(spec):
        note_read(spec)
        return PuzzleInputError(f"cannot read {what}: it is a folder", spec)
    if looks_like_path(spec) and not exists(spec):
        note_read(spec)
        return MissingFile(f"cannot read {what}: {unreachable(spec)}{near_file(spec)}", spec)
    if exists(spec) and not is_file(spec):  # a named pipe, a device: only regular files are read
        note_read(spec)
        return PuzzleInputError(f"cannot read {what}: not a regular file (a pipe, socket or device)", spec)
    return None
