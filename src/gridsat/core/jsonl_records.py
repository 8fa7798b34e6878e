"""Reading a JSON-lines results file: each record's parsing and key, and the
file read line by line (see :mod:`gridsat.core.jsonl`, which writes them)."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import PuzzleInputError, quoted

KeyFn = Callable[[dict], object]


def key_function(key: str | KeyFn) -> KeyFn:
    """``record -> key`` from a field name or such a function.

    Raises:
        TypeError: ``key`` is neither; the function it gives raises TypeError for a record that is no dict
            and ValueError for one without the field.
    """
    if callable(key):
        return key
    if not isinstance(key, str):
        raise TypeError(f"key must be a field name (a string) or a function record -> key, got {quoted(key)}")

    def get(record):
        if not isinstance(record, dict):
            raise TypeError(f"a record must be a dict, got {type(record).__name__}")
        if key not in record:
            raise ValueError(f"record {str(record)[:80]} has no field {key!r} (the key of this results file)")
        return record[key]

    return get


def parse_record(raw: bytes) -> dict | None:
    """The JSON object of one line (bytes), or None when it is not one."""
    try:
        record = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):  # a line of 100,000 '[' was a traceback reading a
        # results file to resume it (the search, the year and the census alike)
        return None
    return record if isinstance(record, dict) else None


def safe_key(get: KeyFn, record: dict):
    """The key of ``record``, or None when it has none: a missing field, a
    shape the key function refuses (TypeError), or a value that cannot be a
    key (a list where a date was written)."""
    try:
        k = get(record)
        hash(k)
    except (KeyError, ValueError, TypeError, IndexError):
        return None
    return k


@dataclass
class JsonLines:
    """What :func:`read_jsonl` found in a file.

    Attributes:
        records: the complete records in file order (``list[dict]``; each as
            ``keep`` left it).
        keys: ``{key: record}`` of those records.
        good_bytes: length (bytes) of the file's sound prefix: everything
            up to and including the last complete, parseable line.
        dropped: the half-written last line as text (``""`` when none).
    """

    records: list = field(default_factory=list)
    keys: dict = field(default_factory=dict)
    good_bytes: int = 0
    dropped: str = ""


def read_jsonl(path: str | os.PathLike, key: str | KeyFn, *, first_field: str | tuple | None = None,
               stop: Callable[[], bool] | None = None, keep: Callable[[dict], dict] | None = None) -> JsonLines:
    """Read a JSON-lines file written by :class:`~gridsat.core.jsonl.JsonLinesWriter`, line by line.

    Args:
        path: the file; a missing or empty file, or the null device, gives
            an empty result.
        key: field name (``str``) or function ``record -> key`` naming what
            makes a record unique (e.g. ``"date"`` or ``"file"``).
        first_field: the field every record of this file starts with (default:
            ``key`` when it is a name), or a tuple of such fields (a file of two
            kinds of record); a lone unfinished line is only taken for a
            half-written record when it starts with it.
        stop: ``() -> bool``, looked at every 4,096 lines: once true, the
            reading ends (a whole run's time limit covers reading its results).
        keep: ``record -> record``: what of each record to hold (a batch's
            results file holds every answer, and a 93 MB one held whole took
            730 MB to resume); the key is taken from the whole record.

    Returns:
        :class:`JsonLines`.  A last line without its newline, or a whole one
        starting as the file's records do (``first_field``) that is not JSON,
        is treated as half-written and reported in ``dropped`` (not in
        ``records``).

    Raises:
        PuzzleInputError: the file cannot be read or is not a regular file
            (a device, a pipe), or a line other than a half-written last one
            is not a JSON object with the key (a whole JSON object without it,
            the last line too) (names the line; a whole line of
            another command's results too), or two lines have the same key.
        TimeUp: ``stop()`` was true (:class:`~gridsat.core.options.TimeUp`).
    """

    path = Path(path)
    get = key_function(key)
    first_field = first_field or (key if isinstance(key, str) else None)
    out = JsonLines()
    if not results_readable(path):
        return out
    try:
        with open(path, "rb") as f:
            _read_lines(f, path, get, first_field, stop, keep, out)
    except FileNotFoundError:
        return JsonLines()
    except OSError as exc:
        raise PuzzleInputError(f"cannot read results file: {exc.strerror}", str(path)) from None
    own = first_field is not None and _own(out.dropped.encode("utf-8"), first_field)
    if out.dropped and not out.records and not own:
        # Only a gridsat record cut short may be dropped; a lone line of other
        # text means the file is someone's, and must not be overwritten.
        ran = _other_run(parse_record(out.dropped.encode("utf-8")), first_field)
        if ran is not None:  # another run's one line, its newline lost
            raise PuzzleInputError(f"line 1 holds the results of a {ran} run, not of this command: choose another "
                                   "output file", str(path))
        raise PuzzleInputError(
            "line 1 is not a JSON record with a key; this file was not written by gridsat "
            "or was edited, or holds another command's results: choose another output file", str(path))
    return out


def _other_run(record, first_field) -> str | None:
    """The command whose results line ``record`` is, when it does not start as this file's records do."""
    if not isinstance(record, dict) or first_field is None or next(iter(record), None) in firsts(first_field):
        return None
    import json

    from .results_files import results_command

    if next(iter(record)) == "seed" and "puzzle" in record:  # a generated collection (no results file: batch reads
        return "gridsat generate --out"  # it as puzzles): it was "not a JSON record with a key ... or edited"
    return results_command(json.dumps(record))


def _own(raw: bytes, first_field: str | tuple | None) -> bool:
    """Whether a whole last line that is no record of the file may still be one of its own, ended broken
    (it starts as every record of the file does, ``{"FIRST": ``; any line, when records have no first field):
    a kill leaves a part of a line behind, never a whole line of other text, which is cut off no more than
    any other line of it is (a calendar line after a batch's lines was deleted without a word)."""
    return first_field is None or raw.lstrip().startswith(tuple(("{" + json.dumps(name) + ":").encode("utf-8")
                                                                for name in firsts(first_field)))


def firsts(first_field: str | tuple) -> tuple:
    """The fields a record of the file may start with: ``first_field``, one name or a tuple of them."""
    return first_field if isinstance(first_field, tuple) else (first_field,)


#: The longest line a results file may hold, in bytes (a batch line of a 1000x1000 grid's answer holds some 8 MB):
#: a longer one is read no further.  A 600 MB file of one line, given as --out, was read whole, twice over (1.2 GB)
#: before it was refused, and a larger one past the machine's memory.
MAX_RESULTS_LINE = 256 * 1024**2


def _lines(f):
    """``f``'s lines, each read no further than :data:`MAX_RESULTS_LINE` (and a byte)."""
    while raw := f.readline(MAX_RESULTS_LINE + 1):
        yield raw


def _read_lines(f, path: Path, get: KeyFn, first_field: str | tuple | None, stop, keep, out: JsonLines) -> None:
    """:func:`read_jsonl`'s loop over the open file ``f`` (binary), filling ``out``."""
    offset, lines_of = 0, {}  # each key's line, named when a later line repeats it
    for number, raw in enumerate(_lines(f), start=1):
        if len(raw) > MAX_RESULTS_LINE:
            raise PuzzleInputError(f"line {number} is longer than {MAX_RESULTS_LINE:,} bytes, more than any results "
                                   "line; this file was not written by gridsat or was edited, or holds another "
                                   "command's results: choose another output file", str(path))
        if stop is not None and number % 4096 == 0 and stop():
            from .options import TimeUp

            raise TimeUp("while reading the results file")
        if not raw.endswith(b"\n"):  # the last line, cut short
            if raw.strip():
                out.dropped = raw.decode("utf-8", errors="replace")
            return
        record = whole = parse_record(raw)
        if record is not None and first_field is not None and next(iter(record), None) not in firsts(first_field):
            record = None  # not a record of this file (a calendar puzzle file given as --out has a "date" too)
        k = None if record is None else safe_key(get, record)
        if k is None:
            # the last full line is broken: a kill while writing it; a whole JSON object is no kill's leftover but
            # a line edited or added ({"date": "2026-13-01"}), cut off the file without a word as the last line
            if whole is None and not f.peek(1) and _own(raw, first_field):
                out.dropped = raw[:-1].decode("utf-8", errors="replace")
                return
            if not raw.strip():
                offset += len(raw)
                continue
            ran = _other_run(whole, first_field)
            if ran is not None:  # a census's file as a batch's --out: "not written by gridsat or was edited"
                raise PuzzleInputError(f"line {number} holds the results of a {ran} run, not of this command: "
                                       "choose another output file", str(path))
            ours = whole is not None and (first_field is None or next(iter(whole), None) in firsts(first_field))
            why = _why(get, whole) if ours else ""  # (a puzzle file's line was no record missing a status)
            mend = f"mend or delete line {number} to keep the others, or " if out.records else ""  # (the advice
            # was only "choose another output file": every line then done again for one line edited by hand)
            raise PuzzleInputError(
                f"line {number} is not a JSON record with a key{why}; this file was not written by gridsat "
                f"or was edited, or holds another command's results: {mend}choose another output file", str(path))
        if k in out.keys:  # the key was shown as Python's tuple: "('g/a.url', None)", "(2, 1, None)"
            raise PuzzleInputError(f"line {number} repeats line {lines_of.get(k, '?')}'s key ({_key_words(k)}): "
                                   "delete one of the two lines, or choose another output file", str(path))
        lines_of[k] = number
        if keep is not None:
            record = keep(record)
        out.keys[k] = record
        out.records.append(record)
        offset += len(raw)
        out.good_bytes = offset


def _why(get: KeyFn, record) -> str:
    """What is wrong with a line's ``record`` as its key function names it (`` (its 'seconds' is 'fast')``), or
    nothing: a field edited by hand was not named, only "line 8 is not a JSON record with a key"."""
    try:
        get(record)
    except TypeError as exc:
        return f" ({exc})" if str(exc).startswith("its ") else ""
    except Exception:  # any other shape: the line's words alone
        return ""
    return ""


def check_fields(record: dict, fits: dict) -> None:
    """TypeError naming the first field of ``record`` whose ``fits`` entry (``{field: bool}``) is false, for a key
    function's refusal of a line edited by hand: "its 'status' is missing", "its 'line' is true" (JSON's words for
    JSON's values: a line without its status was told "is None", and a calendar year's line named no field)."""
    from .errors import shown

    for name, fit in fits.items():
        if not fit:
            if name not in record:
                raise TypeError(f"its {name!r} is missing")
            value = record[name]
            raise TypeError(f"its {name!r} is " + ("null" if value is None else "true" if value is True else
                                                   "false" if value is False else shown(value, 40)))


def _key_words(key) -> str:
    """A line's key as a message names it: its parts that are given, quoted when text (a batch line's file and line
    in its collection, a census line's month and day); a part that is a field and its value (a batch line's
    ``("at", "p/a.txt")``, shown as Python's tuple) as ``at 'p/a.txt'``."""
    parts = key if isinstance(key, tuple) else (key,)
    return ", ".join(f"{part[0]} {part[1]!r}" if isinstance(part, tuple) and len(part) == 2 else
                     repr(part) if isinstance(part, str) else str(part) for part in parts if part is not None)


def results_readable(path: os.PathLike) -> bool:
    """Whether the results file ``path`` holds lines to read back: False when
    it does not exist or is the null device (read as empty, writing nothing).

    Raises:
        PuzzleInputError: it is not a regular file -- a device such as
            /dev/zero or /dev/full reads as endless bytes, and a named pipe
            blocks until someone writes to it.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return False
    except OSError as exc:  # a name too long for the file system...
        raise PuzzleInputError(f"cannot read results file: {exc.strerror or exc}", str(path)) from None
    if stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode):  # a folder: refused by its own message
        return True
    try:
        if os.path.samefile(path, os.devnull):
            return False
    except OSError:  # not comparable with the null device (it may be missing): judged a device below
        pass
    raise PuzzleInputError("cannot use as results file: not a regular file (a pipe, socket or device); it is read "
                           "back to resume, so name a file", str(path))


def line_where(path, get: KeyFn, key) -> str:
    """Where the line of ``key`` in results file ``path`` is (``"out.jsonl: line 3"``), for a message refusing that
    line (an edited date was told of as "a line" of the 365); ``str(path)`` when it is not found again."""
    try:
        with open(path, "rb") as f:
            for number, raw in enumerate(_lines(f), start=1):
                record = parse_record(raw)
                if record is not None and safe_key(get, record) == key:
                    return f"{path}: line {number}"
    except OSError:
        pass
    return str(path)



def aside_path(path: Path) -> Path:
    """Where a results file's writer keeps the lines it took out and may put back: beside ``path``, so that a run
    killed (kill -9) before putting them back leaves them for the next run.  A name of 249-255 bytes (which the
    system takes) made one too long for it: "cannot write results file: File name too long"; it is then hashed."""
    name = f".{path.name}.aside"
    if len(os.fsencode(name)) > 255:
        import hashlib

        name = f".{hashlib.sha1(os.fsencode(path.name)).hexdigest()[:24]}.aside"
    return path.with_name(name)

class Aside:
    """A file of the taken-out lines ``restorable`` chooses (a binary file's ``write`` for
    :meth:`~gridsat.core.jsonl.JsonLinesWriter.take_out`)."""

    def __init__(self, spool, restorable: Callable[[dict], bool]):
        self.spool, self.restorable = spool, restorable

    def write(self, raw: bytes) -> None:
        record = parse_record(raw)
        if record is not None and self.restorable(record):
            self.spool.write(raw)

    def flush(self) -> None:
        self.spool.flush()
        os.fsync(self.spool.fileno())


__all__ = ["Aside", "JsonLines", "KeyFn", "MAX_RESULTS_LINE", "aside_path", "check_fields", "key_function",
           "line_where", "parse_record", "read_jsonl", "results_readable", "safe_key"]
