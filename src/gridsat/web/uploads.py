"""Files sent with a web request (an edition file, a piece file...), and the
guard that keeps a request's reading to them.

A request may send ``"files": {"NAME": "text", ...}``; its puzzle and its
kind's settings then name them by ``NAME``, as a puzzle file names the files
beside it on the command line.  In the solver process, :func:`reading`
writes them into a fresh private folder, makes it the working folder while
the puzzle is read, and lets that thread open no file outside it except the
installed program's own (its modules and built-in data): a request can never
make the server read a file of its disk (``/etc/passwd``, ``../secret``),
whichever setting or kind would name it.  The guard is a Python audit hook
(:func:`sys.addaudithook`) on the ``open`` and directory-listing events; the
import system's own listings of the module path are let through (a module a
reader imports on first use is looked for in every folder of ``sys.path``).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import sys
import tempfile
import threading
from pathlib import Path

from ..core.errors import MissingFile, PuzzleInputError, shown
from ..core.reading import LOOK_EVENT, name_problem
from ..core.memory import STATM
from .limits import Limits, TooLarge

#: A sent file's name: letters, digits, ``.``, ``_``, ``-``; no folder part, not hidden.
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")

#: Audited events that open, list or look at a path (the path is their first argument): gridsat's own
#: :data:`~gridsat.core.reading.LOOK_EVENT` comes before it learns whether a path exists or is a folder.
EVENTS = ("open", "os.listdir", "os.scandir", "glob.glob", LOOK_EVENT)


class NotSent(PuzzleInputError):
    """A request's puzzle or settings named a file it did not send."""

    #: The name, when it is one the request could have sent in ``"files"`` (a plain name in its folder), else None.
    sendable: str | None = None


class CannotWrite(Exception):
    """The server cannot write a request's files (its disk full): the server's trouble, not the request's."""


def check_files(files, limits: Limits, used: int = 0, counted: str = "the puzzle and its files") -> dict:
    """The ``"files"`` field of a request, checked.

    Args:
        files: the decoded field (None: no files).
        limits: the server's bounds (:attr:`~Limits.max_files`, and
            :attr:`~Limits.max_puzzle` for the characters of all files).
        used: characters of the request's puzzle text, counted in.
        counted: what the characters counted are called in the message (a mode has no puzzle).

    Returns:
        ``{name: text}`` (empty without files).

    Raises:
        PuzzleInputError: not an object of strings, a bad name, a text
            holding half of a UTF-16 pair (a lone surrogate: no file holds one).
        TooLarge: too many files, or too many characters.
    """
    if files is None:
        return {}
    if not isinstance(files, dict):
        raise PuzzleInputError("'files' must be an object like {\"mine.txt\": \"the file's text\"}")
    for name, text in files.items():  # the object was right, one value not: "'files' must be an object" said
        if not isinstance(text, str):
            from ..formats.json import json_type

            raise PuzzleInputError(f"'files' {shown(name)} must be the file's text (a string), got {json_type(text)}")
    if len(files) > limits.max_files:
        raise TooLarge(f"{len(files)} files sent; this server takes at most {limits.max_files}")
    for name in files:
        if not NAME.match(name):
            # (it said "not starting with '.'" alone, and refused '-h' or '_p.txt' by a rule it did not say)
            raise PuzzleInputError(f"file name {shown(name)} must be ASCII letters (A-Z, a-z), digits, '.', '_' or '-' "
                                   "(at most 100, starting with a letter or digit): a plain name, no folder")
    for name, text in files.items():  # JSON may hold half of a UTF-16 pair: no file can be written with it
        lone = re.search("[\ud800-\udfff]", text)
        if lone:
            line = text.count("\n", 0, lone.start()) + 1
            column = lone.start() - (text.rfind("\n", 0, lone.start()) + 1) + 1
            raise PuzzleInputError(f"file {shown(name)}, line {line}, column {column}: U+{ord(lone.group()):04X} is "
                                   "half of a UTF-16 pair, which no UTF-8 text holds")
    size = used + sum(len(text) for text in files.values())
    if size > limits.max_puzzle:
        raise TooLarge(f"{counted} have {size:,} characters; this server takes at most "
                       f"{limits.max_puzzle:,}")
    return dict(files)


# -- the guard -------------------------------------------------------------------------------------------

_guard = {"thread": None, "roots": (), "sent": (), "folder": None, "opened": set()}
_installed = []


@functools.lru_cache(maxsize=1)
def _program_roots() -> tuple[str, ...]:
    """Folders the program's own files live in: gridsat's package (its
    modules and data) and Python's library and site folders."""
    import site
    import sysconfig

    import gridsat

    paths = [Path(gridsat.__file__).parent]
    paths += [Path(p) for key, p in sysconfig.get_paths().items() if key in ("stdlib", "platstdlib", "purelib",
                                                                           "platlib")]
    with contextlib.suppress(Exception):
        paths.append(Path(site.getusersitepackages()))
    return tuple(sorted({os.path.realpath(p) for p in paths}))


def _inside(path: str, roots) -> bool:
    return any(path == root or path.startswith(root.rstrip(os.sep) + os.sep) for root in roots)


#: The modules of the import system that list the folders of ``sys.path`` to find a module.
IMPORT_SYSTEM = ("_frozen_importlib_external", "importlib._bootstrap_external")


#: gridsat's functions asking whether a path is a file or exists, reading nothing (is_dir is a folder named).
_PROBES = ("is_file", "exists")


def _hook(event: str, args: tuple) -> None:
    if event not in EVENTS or _guard["thread"] != threading.get_ident():
        return
    if event != "open" and sys._getframe(1).f_globals.get("__name__") in IMPORT_SYSTEM:
        # a module imported on first use lists the folders of sys.path again once one has changed (the folder
        # the server was started in, when a file is written there): only names, for the import system itself
        return
    target = args[0] if args else None
    if isinstance(target, int):  # an open file descriptor: nothing named
        return
    name = "." if target is None else os.fsdecode(target)
    if name_problem(name):  # no file has it (its realpath raised ValueError here: an internal error, HTTP 500)
        raise NotSent(f"{shown(name)} is not a file sent with this request: {name_problem(name)}")
    if name == STATM:  # the memory the process holds, read by the memory watch
        return
    path = os.path.realpath(name)
    if path == _guard["folder"] and event == LOOK_EVENT and sys._getframe(2).f_code.co_name in _PROBES:
        return  # whether the folder is a file (an empty name made Path('') '.'): no, and nothing read
    if event == LOOK_EVENT and not _inside(path, (_guard["folder"],)) or path == _guard["folder"]:
        # a path a request names (announced before it is looked at) is one of its files: the program's own (its
        # modules, /usr/lib/python3.11/os.py) were read and quoted ("kinds.py: a pack puzzle is a JSON object
        # ..., got '"""The puzzle kinds...'"), the request's folder itself ('.') told "it is a folder (every
        # puzzle in a folder: gridsat batch FOLDER ...)"
        pass
    elif _inside(path, _guard["roots"]):
        if event == "open" and _guard["folder"] and _inside(path, (_guard["folder"],)):
            _guard["opened"].add(os.path.relpath(path, _guard["folder"]))
        return
    sent = ", ".join(_guard["sent"]) or "none"
    raise NotSent(f"{shown(name)} is not a file sent with this request (files sent: {sent}); the server reads "
                  "no other file")


def _not_sent(exc: PuzzleInputError, folder: Path, files: dict) -> None:
    """Raise :class:`NotSent` for ``exc`` when it says a file of the request's folder cannot be read because it
    is not there: a name the request did not send (it said "mask.txt: cannot read board file: No such file or
    directory", as if the server had looked on its own disk; a path outside the folder is refused before it is
    looked at, :data:`EVENTS`)."""
    # (a file a puzzle's field names is its ``missing``: ``where`` is the puzzle then)
    name = (exc.missing or exc.where) if isinstance(exc, MissingFile) else None
    if not name or name_problem(name):
        return
    path = os.path.realpath(folder / name)
    if _inside(path, (str(folder),)):
        sent = ", ".join(files) or "none"
        # the name as the request gave it: relpath's normalising made "https://x" read "https:/x"
        given = os.path.relpath(path, folder) if os.path.isabs(name) else name
        error = NotSent(f"{shown(given)} is not a file sent with this request (files sent: "
                        f'{sent}): send it in "files"')
        error.sendable = given
        raise error from None


def _all_read(files: dict, opened: set) -> None:
    """Refuse a sent file the puzzle and its settings never read: one named as a built-in is (``"board": "6x10"``
    with a file "6x10": the 6x10 rectangle was solved), and one no setting names was dropped unsaid.

    Raises: PuzzleInputError naming the first such file."""
    unread = [name for name in files if name not in opened]
    if unread:
        raise PuzzleInputError(f"file {shown(unread[0])} was sent but nothing in the request reads it (a built-in "
                               "name, such as the board 6x10, means the built-in, not a file): name it in a "
                               "setting, or leave it out")


def _install() -> None:
    if not _installed:  # audit hooks cannot be removed: one per process, idle outside reading()
        sys.addaudithook(_hook)
        _installed.append(True)


@contextlib.contextmanager
def reading(files: dict):
    """Read a request's puzzle inside a private folder holding its ``files``.

    Yields:
        the folder (a :class:`~pathlib.Path`), the working folder meanwhile;
        this thread may open files only inside it and the program's own
        (:class:`NotSent` otherwise), and must have read each sent file
        once the reading is done (PuzzleInputError otherwise).  Messages raised inside name the sent
        files by their names, not by the folder's path.  The folder is
        removed afterwards, and the working folder restored.

    Raises:
        PuzzleInputError: from the reading, with the folder's path taken out.
        CannotWrite: the folder or a file cannot be written (a full disk).
    """
    _install()
    try:
        folder = Path(tempfile.mkdtemp(prefix="gridsat-request-")).resolve()
    except OSError as exc:
        raise CannotWrite(f"the server cannot write the request's files ({exc.strerror}): its disk may be "
                          "full") from None
    previous = os.getcwd()
    try:
        try:
            for name, text in files.items():
                (folder / name).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise CannotWrite(f"the server cannot write the request's files ({exc.strerror}): its disk may be "
                              "full") from None
        os.chdir(folder)
        _guard.update(thread=threading.get_ident(), roots=(str(folder),) + _program_roots(), sent=tuple(files),
                      folder=str(folder), opened=set())
        try:
            yield folder
        except PuzzleInputError as exc:
            _not_sent(exc, folder, files)
            raise type(exc)(str(exc).replace(str(folder) + os.sep, "").replace(str(folder), ".")) from None
        else:
            _all_read(files, _guard["opened"])
        finally:
            _guard.update(thread=None, roots=(), sent=(), folder=None, opened=set())
    finally:
        os.chdir(previous)
        shutil.rmtree(folder, ignore_errors=True)


__all__ = ["EVENTS", "NAME", "CannotWrite", "NotSent", "check_files", "reading"]
