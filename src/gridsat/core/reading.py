"""Reading a user's puzzle file, standard input or URL, bounded.

With :mod:`os` alone: :mod:`pathlib` costs a sixth of a small puzzle's whole
run at start-up, and reading is on the way of every command.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .binary import not_text
from .errors import MissingFile, PuzzleInputError, shown
from .records import JSON_NULL, not_a_part_file, puzzle_of_record, record_kind_field, record_parts  # noqa: F401
from .wording import file_words

#: Largest input file gridsat reads (bytes); checked before reading.
MAX_INPUT_BYTES = 32 * 1024 * 1024

#: Bytes of memory reading a byte of input may take, parsed into the puzzle
#: (measured: a 23 MB exact cover in JSON held 400 MB once read, 17 a byte;
#: text grids take less).
READ_BYTES_PER_BYTE = 20

#: Bytes of memory a cell of a board read from a puzz.link URL may take: a URL spends a few bits a cell, so its
#: length says nothing of it (measured: a 1000x1000 Ripple Effect or Country Road from its 0.4 MB URL held 290 MB
#: once read, under a 0.1 GB limit).
URL_BYTES_PER_CELL = 250

#: The memory limit reading is held to (bytes; see :func:`reading_within`), or None.
_READ_LIMIT: ContextVar[int | None] = ContextVar("gridsat_read_limit", default=None)


@contextmanager
def reading_within(memory_limit: int | None) -> Iterator[None]:
    """Refuse, inside the block, a file whose reading would take more than
    ``memory_limit`` bytes (:data:`READ_BYTES_PER_BYTE` a byte), before it
    is read: a 28 MB exact cover grew to 490 MB under a 0.1 GB limit and was
    refused only once read.  None: no bound but :data:`MAX_INPUT_BYTES`."""
    token = _READ_LIMIT.set(memory_limit)
    try:
        yield
    finally:
        _READ_LIMIT.reset(token)


def check_parsed_memory(needed: float, what: str, where: str | None = None) -> None:
    """Refuse, inside :func:`reading_within`, building ``what`` from input already read when it is estimated to
    need more than the limit (``needed`` bytes): a piece file's 8 MB piece of 4,000,000 squares held 1.4 GB under
    a 0.3 GB limit, as its file's bytes alone said 76 MB.

    Raises:
        MemoryLimitError: naming ``what``, the memory it would need and the limit, at ``where``.
    """
    limit = _READ_LIMIT.get()
    if limit is not None and needed > limit:
        from .memory import MemoryLimitError
        from .amounts import needed_and_limit
        from .options import raise_memory

        shown, most = needed_and_limit(needed, limit)
        raise MemoryLimitError(f"{what} needs about {shown} of memory; the limit is {most} (raise it with "
                               f"{raise_memory()})", where)


def check_read_memory(size: int, what: str, where: str) -> None:
    """Refuse reading ``size`` bytes of input (a file, standard input, a
    collection's line) that would take more than the limit of
    :func:`reading_within` (:data:`READ_BYTES_PER_BYTE` a byte), before it
    is parsed.

    Raises:
        MemoryLimitError: naming ``what`` is read, its size, the memory it
            would need and the limit, at ``where`` (a :class:`PuzzleInputError`).
    """
    limit = _READ_LIMIT.get()
    if limit is not None and size * READ_BYTES_PER_BYTE > limit:
        from .memory import MemoryLimitError
        from .amounts import needed_and_limit
        from .options import raise_memory

        shown, most = needed_and_limit(size * READ_BYTES_PER_BYTE, limit)
        raise MemoryLimitError(f"reading this {what} ({size:,} bytes) needs about {shown} of memory; the limit "
                               f"is {most} (raise it with {raise_memory()})", where)


class Reads(list):
    """The files asked for inside :func:`noting_reads`: absolute paths, in order, each once; ``contents``
    holds the bytes each file read whole held as it was read (``{path: bytes}``)."""

    def __init__(self):
        super().__init__()
        self.contents: dict[str, bytes] = {}


#: The files asked for inside :func:`noting_reads`, or None outside it.
_NOTED: ContextVar[Reads | None] = ContextVar("gridsat_noted_reads", default=None)


@contextmanager
def noting_reads() -> Iterator[Reads]:
    """Note every file :func:`read_text_file` is asked for inside (or
    :func:`note_read` names): a :class:`Reads` of absolute paths, in order, each once,
    including files that could not be read (a missing piece file is as much
    a part of a puzzle as one that is there), with the bytes of those read.
    ``gridsat batch`` keeps them so a resume redoes a puzzle whose board,
    piece, edition or answer file was edited since (its digest is of the
    bytes read, not of the file read again: one edited in between was
    recorded as if its answer were the new puzzle's)."""
    noted = Reads()
    token = _NOTED.set(noted)
    try:
        yield noted
    finally:
        _NOTED.reset(token)


def note_read(path: str | os.PathLike, data: bytes | None = None) -> None:
    """Note ``path`` for the :func:`noting_reads` under way (nothing outside one), with ``data``, its whole
    content as read (the first reading's is kept)."""
    noted = _NOTED.get()
    if noted is not None:
        name = os.path.abspath(os.fspath(path))
        if name not in noted:
            noted.append(name)
        if data is not None:
            noted.contents.setdefault(name, data)


def byte_place(data: bytes, start: int) -> str:
    """Where byte ``start`` (0-based) of ``data`` is, counted as a reader counts: ``"line 2, byte 3 of the line"``,
    or ``"byte 3"`` in a text of one line (a file's first byte was "byte 0", a collection line's "byte 1 of the
    line": the same byte named two ways, one of them no place a reader counts)."""
    line = data.count(b"\n", 0, start) + 1
    byte = start - (data.rfind(b"\n", 0, start) + 1) + 1
    return f"line {line:,}, byte {byte:,} of the line" if b"\n" in data else f"byte {byte:,}"


def decode_text(data: bytes, where: str, what: str | None = None) -> str:
    """``data`` as text: UTF-8 (a byte-order mark dropped), every line end (``\\r\\n``, ``\\r``) read as ``\\n``.

    Raises:
        PuzzleInputError: not UTF-8, or a NUL byte (UTF-16 or binary data, which
            would else be read as a board with strange cells), naming the byte.
    """
    prefix = f"cannot read {what}: " if what else ""
    if (what_it_is := not_text(data, what)) is not None:  # UTF-16 text, or a picture, a PDF or an archive
        raise PuzzleInputError(prefix + what_it_is, where)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PuzzleInputError(f"{prefix}not UTF-8 text ({byte_place(exc.object, exc.start)})", where) from None
    if "\x00" in text:
        raise PuzzleInputError(f"{prefix}not text: a NUL byte at {byte_place(data, data.index(0))} (UTF-16 or a "
                               "binary file? save it as UTF-8)", where)
    return text.replace("\r\n", "\n").replace("\r", "\n")


#: Why a file name holding a NUL is not read (a fault of the name, not of any file: said wherever it is read).
NUL_NAME = "a file name cannot hold a NUL character"


def name_problem(path: str | bytes | os.PathLike) -> str | None:
    """Why no file can have the name ``path`` (a NUL, or half of a UTF-16 pair such as JSON's ``"\\ud800"``:
    ``os.stat`` raises ValueError for either, not OSError), or None when one can."""
    name = os.fspath(path)
    if isinstance(name, bytes):
        return NUL_NAME if b"\x00" in name else None
    if "\x00" in name:
        return NUL_NAME
    try:
        os.fsencode(name)
    except UnicodeEncodeError as exc:
        return f"a file name cannot hold U+{ord(name[exc.start]):04X}, half of a UTF-16 pair"
    return None


#: The audit event (:func:`sys.audit`, with the path) raised before a user's path is looked at -- whether it exists,
#: whether it is a folder -- as Python raises ``open`` before a file is opened: a guard that refuses opening a path
#: (the web app's, :mod:`gridsat.web.uploads`) refuses looking at it too.  Without it a web request naming
#: ``/etc/nonexistent`` was told "No such file or directory", ``/root`` "it is a folder", ``/etc/passwd`` "not a
#: file sent": the server's disk, probed one name at a time.
LOOK_EVENT = "gridsat.look"


def look(path: str | os.PathLike) -> None:
    """Announce that ``path`` is about to be looked at (:data:`LOOK_EVENT`); a guard's hook may raise.  A name
    no file can have (:func:`name_problem`) is not announced: nothing is looked at by it."""
    import sys

    if name_problem(path) is None:
        sys.audit(LOOK_EVENT, path)


def read_text_file(path: str | os.PathLike, what: str = "file", *, max_bytes: int = MAX_INPUT_BYTES,
                   stdin: bool = False) -> str:
    """The text of a user's file (UTF-8; a byte-order mark is dropped).  Only regular files are read, and only up
    to ``max_bytes``: the size is checked before reading, so a huge file costs nothing.

    Args:
        path: the file.
        what: what the file is, for the message (``"board file"``...).
        max_bytes: largest size accepted.
        stdin: the file was given where ``-`` reads standard input (a pipe's name is then told to use it).

    Raises:
        PuzzleInputError: ``"cannot read WHAT: REASON"`` at ``path`` -- no such file, a folder, not a regular
            file (a pipe, a device), no permission, too large, not UTF-8 text, an empty name, or a name with a NUL
            character or half of a UTF-16 pair (:func:`name_problem`; the name is shown escaped); or its reading
            would pass the memory limit of :func:`reading_within`.
    """
    if isinstance(path, (str, bytes)) and not path:  # (made a Path, '' was '.': "cannot read ...: it is a folder")
        raise PuzzleInputError(f"cannot read {what}: its name is empty (name a file)")
    problem = name_problem(path)  # os.stat raises ValueError for it, not OSError; the name is shown escaped
    if problem:
        raise PuzzleInputError(f"cannot read {what}: {problem}", shown(os.fspath(path)))
    note_read(path)
    look(path)  # (a guard refuses a path it may not read before its existence or kind is told)
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            reason = "it is a folder"
            if what == "puzzle file":  # `gridsat solve examples/` said no more: a folder of puzzles is batch's
                from .settings import spelled
                from .wording import POINTED_COMMAND

                command = POINTED_COMMAND.get()  # hint and grade: batch gives neither (it was advised)
                reason += spelled(f" (gridsat {command} takes one puzzle: name a file in it)" if command else
                                  " (every puzzle in a folder: gridsat batch FOLDER --out RESULTS.jsonl)", "")
        elif not stat.S_ISREG(info.st_mode):
            reason = "not a regular file (a pipe, socket or device)"
            if stdin and stat.S_ISFIFO(info.st_mode):  # '<(...)', a pipe's name, was refused with no way on
                from .settings import spelled

                reason += spelled("; to read a pipe, give - and send the text to standard input", "")
        elif info.st_size > max_bytes:
            reason = f"it has {info.st_size:,} bytes; the limit is {max_bytes:,}"
        else:
            check_read_memory(info.st_size, what, os.fspath(path))
            with open(path, "rb") as f:
                data = f.read(max_bytes + 1)
            if len(data) > max_bytes:
                reason = f"it has more than {max_bytes:,} bytes"
            else:
                note_read(path, data)
                return not_a_part_file(decode_text(data, os.fspath(path), what), what, path)
    except FileNotFoundError as exc:
        from .records import part_url_problem

        if problem := part_url_problem(os.fspath(path), what):  # 'pack -b URL': "cannot read board file: No such
            raise PuzzleInputError(problem, os.fspath(path)) from None  # file or directory"
        if "\n" in (name := os.fspath(path).strip()):  # a position pasted after --position: "No such file"
            pipe = ", or pipe it in and give - (standard input)" if stdin else ""
            raise PuzzleInputError(f"cannot read {what}: its name holds {len(name.splitlines())} lines, the text "
                                   f"itself where a file's name goes: save it in a file and name it{pipe}",
                                   shown(name.splitlines()[0] + " ...", 40)) from None
        from .near_files import rows_on_one_line

        if joined := rows_on_one_line(name, what):  # the same rows pasted on one line: "No such file or directory"
            pipe = ", or pipe it in and give - (standard input)" if stdin else ""
            raise PuzzleInputError(f"cannot read {what}: its name is {joined}, the text itself where a file's name "
                                   f"goes: save it in a file, a row a line, and name it{pipe}",
                                   shown(name, 40)) from None
        from .files import size_note
        from .near_files import near_file, unreachable  # 'gridsat yinyang 6x6': a size where the puzzle goes
        why = unreachable(os.fspath(path)) if os.path.islink(path) else exc.strerror or exc  # a dangling link
        raise MissingFile(f"cannot read {what}: {why}{size_note(path, what) or near_file(path)}",
                          os.fspath(path)) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
    raise PuzzleInputError(f"cannot read {what}: {reason}", os.fspath(path))


def read_stdin(max_bytes: int = MAX_INPUT_BYTES) -> str:
    """Standard input's text (as :func:`decode_text` reads it).

    Raises:
        PuzzleInputError: standard input closed, more than ``max_bytes``
            bytes, not UTF-8 text, or more than its parsing may take under
            :func:`reading_within`.
    """
    import sys

    if sys.stdin is None:  # 'gridsat solve - <&-': Python has no stdin (an AttributeError traceback)
        raise PuzzleInputError("standard input is closed: pipe the text in (cat FILE | gridsat ... -) or name its "
                               "file instead of -", "stdin")
    data = sys.stdin.buffer.read(max_bytes + 1) if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    if len(data) > max_bytes:
        raise PuzzleInputError(f"standard input has more than {max_bytes:,} bytes", "stdin")
    check_read_memory(len(data), "input", "stdin")  # before it is parsed
    return decode_text(data, "stdin")


def _text_instead(it: str = "the text") -> str:
    """What to do with a puzzle's text given where its file goes: on the command line, save or pipe it; from
    Python (``gridsat.solve(text)`` -- there is no standard input to pipe into), parse it with its kind."""
    from .settings import spelled
    from .wording import web_job

    if web_job():  # a page's or the API's "argument": no file to save, no standard input to pipe into
        return f"send {it} as \"puzzle\" instead"
    return spelled(f"save {it} in a file and name it, or pipe it in and give - (standard input)",
                   "read a puzzle's text with gridsat.kinds.get(KIND).parse(TEXT) and solve it with that kind's "
                   f"run(PUZZLE, Task('solve')), or save {it} in a file and name it")


def read_puzzle_text(spec: str, *, max_bytes: int = MAX_INPUT_BYTES) -> tuple[str, str]:
    """``(text, source)`` of a puzzle given as a file path, ``-`` (standard
    input) or a URL: :func:`read_puzzle_record` without the record's kind."""
    text, source, _ = read_puzzle_record(spec, max_bytes=max_bytes)
    return text, source



def puzzle_spec(spec, hint: str = "") -> str:
    """``spec`` (a file path, a URL or ``-``) as a str: a path object (``pathlib.Path``) is a file path too.

    Raises:
        TypeError: anything else, named (``hint`` appended to the message).
    """
    spec = os.fspath(spec) if isinstance(spec, os.PathLike) else spec
    if not isinstance(spec, str):
        raise TypeError(f"spec must be a file path (str or path), URL or '-', got {type(spec).__name__}{hint}")
    return spec


def read_puzzle_record(spec: str, *, max_bytes: int = MAX_INPUT_BYTES) -> tuple:
    """``(text, source, kind)`` of a puzzle given as a file path, ``-``
    (standard input) or a URL (anything shaped like ``scheme://...`` or
    ``...?query`` that is not a file: the text is the URL itself, ``source``
    is ``"URL"``, and the kind's URL reader names any problem in it; a
    pzprv3 file's text and a Sudoku's cells in one line likewise); ``kind``
    is a puzzle record's ``"kind"`` field as given (:func:`record_parts`),
    else None.

    Raises:
        PuzzleInputError: a file that cannot be read (see
            :func:`read_text_file`), or standard input above ``max_bytes``.
    """
    import re

    spec = puzzle_spec(spec)
    if not spec.strip():
        raise PuzzleInputError("no puzzle given: name a file, a URL, or - for standard input")
    if spec == "-":
        text, kind = record_parts(read_stdin(max_bytes), "stdin")
        return text, "stdin", kind
    try:
        is_path = os.path.lexists(spec)
    except (OSError, ValueError):  # e.g. a name too long for the file system
        is_path = False
    from ..formats.sniff import bar_rows, is_pzprv3, is_sudoku_line, percent_encoded, sudoku_blanks, sudoku_line_marks

    # before the URL test: a record holding a URL has its '?' ({"kind": "nurikabe", "puzzle": "https://...?..."}
    # went to the kind's URL reader as a URL and was told "unknown field 'puzzle'", or solved by another kind's)
    # (one cut short, no '}', was "URL: not valid JSON: Expecting ',' delimiter": a JSON object told of as a URL)
    if not is_path and re.match(r'\{\s*("|\}$)', spec.strip()) and "\n" not in spec.strip():
        raise PuzzleInputError(f"the puzzle argument is a JSON object, a puzzle's text, where {file_words()} goes: "
                               f"{_text_instead('it')}", shown(spec.strip()))
    if not is_path and (re.match(r"^\s*[a-z][a-z0-9+.-]*://", spec, re.IGNORECASE) or "?" in spec
                        or percent_encoded(spec)):  # its kind's reader, or detection, names the encoding
        return spec.strip(), "URL", None
    if not is_path and "\n" not in spec.strip() and is_pzprv3(spec):  # pzprv3/yinyang/5/5/...: lines between /
        return spec.strip(), "pzprv3", None
    if not is_path and spec.strip() in ("PUZZLE", "FILE", "URL", "PATH"):  # the usage line's word, typed as it is
        raise PuzzleInputError(f"{spec.strip()} stands for your puzzle: a file's name, a puzz.link URL in quotes, "
                               "or - for standard input (the README's examples/ folder has some to try)")
    if not is_path and is_sudoku_line(spec, any_length=True):  # pasted as a URL is (was "cannot read puzzle file")
        return spec.strip(), "puzzle", None
    if not is_path and "|" in spec and is_sudoku_line(cells := re.sub(r"[-|+\s]", "", spec), any_length=True) \
            and (len(cells) in (16, 36, 81) or not bar_rows(spec)):  # (a 5x5 Nurikabe's rows: told as rows) was
        raise PuzzleInputError(f"{shown(spec.strip(), 24)} is no file; read as a Sudoku's cells in one line, its "
                               "box lines ('|') are not cells: leave them out")  # "No such file or directory"
    if not is_path and (marks := sudoku_line_marks(spec)):  # '5 3 0 0 7 ...', its rows spaced, or '5,3,0,0,7,...'
        raise PuzzleInputError(f"{shown(spec.strip(), 24)} is no file; {marks}")  # (as a spreadsheet writes it):
        # "No such file"
    if not is_path and (blank := sudoku_blanks(spec.strip())) is not None:  # was "No such file or directory"
        raise PuzzleInputError(f"{shown(spec.strip(), 24)} is no file; read as a Sudoku's {len(spec.strip())} cells "
                               f"in one line, {blank!r} is no digit: write '.' or 0 for an empty cell")
    if not is_path and "\n" in spec.strip():  # a puzzle's text pasted in quotes: "No such file or directory"
        raise PuzzleInputError(f"the puzzle argument holds {len(spec.strip().splitlines())} lines, a puzzle's text, "
                               f"where {file_words()} goes: {_text_instead()}")
    if spec.lower().endswith((".jsonl", ".jsonl.gz")):  # a collection: say where it goes, not "Extra data"
        from .collection_argument import one_puzzle

        text, kind = record_parts(one_puzzle(spec, max_bytes), os.path.basename(spec))
    else:
        text = read_text_file(spec, "puzzle file", max_bytes=max_bytes, stdin=True)
        text, kind = record_parts(text, os.path.basename(spec))
    return text, os.path.basename(spec), kind


__all__ = ["LOOK_EVENT", "MAX_INPUT_BYTES", "NUL_NAME", "Reads", "check_read_memory", "look", "name_problem",
           "note_read", "noting_reads", "puzzle_of_record", "read_puzzle_record", "read_puzzle_text", "read_text_file",
           "record_kind_field", "record_parts"]
