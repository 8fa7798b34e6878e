"""What ``gridsat batch`` reads: puzzle files, folders of them, and JSON-lines collections (``.jsonl`` or
``.jsonl.gz``, one puzzle per line).  Each puzzle is an :class:`Item` named by its file and, in a collection, its
line number; results are keyed the same way, so a run resumes per line as it resumes per file."""

from __future__ import annotations

import contextlib
import gzip
import os
import stat
import zlib
from pathlib import Path
from typing import Iterable, Iterator

from ..core.binary import not_text
from ..core.errors import PuzzleInputError, shown, quoted
from ..core.files import file_identity
from ..core.settings import spelled
from .item import Item, Sources, check_sources, checked_suffixes, companion_in_folder, missing_path, ticking
from .marks import CutShort, NotUtf8, TooLong, compressed, rest_of_line

COLLECTION_SUFFIXES = (".jsonl", ".jsonl.gz")

#: Bounds on reading a collection (a gzip file may hold far more than its
#: size): bytes once decompressed, bytes of one line, blank lines in a row.
MAX_COLLECTION_BYTES = 4 * 1024**3
MAX_LINE_BYTES = 32 * 1024**2
MAX_BLANK_RUN = 100_000
#: Answer files beside puzzle files (``NAME.solution.txt``): read by ``--check-answer``, never solved.
ANSWER_SUFFIX = ".solution.txt"
#: What a collection's unreadable first line adds when the file is gzip-compressed (a ``.jsonl`` that is not text).
GZIPPED = ": the file is gzip-compressed; name it .jsonl.gz"


def is_collection(path: str | os.PathLike) -> bool:
    """True for a ``.jsonl`` or ``.jsonl.gz`` file name."""
    return str(path).lower().endswith(COLLECTION_SUFFIXES)


def find_sources(paths, suffixes: set, results: str | os.PathLike | None = None, over=None) -> Sources:
    """Sort ``paths`` into puzzle files and collections.

    A path given by name is read whatever its ending; folders are searched recursively for files ending in
    ``suffixes`` or a collection ending (hidden files and folders, and answer files, are left out: an answer file
    beside no puzzle is listed in ``skipped``, as are edition files, piece files and board masks).  The ``results``
    file (the batch's ``--out``), by any of its names, is never a source: in a folder it is listed in ``skipped``,
    so a resumed run does not read its own records back as puzzles.

    Raises:
        PuzzleInputError: a path that does not exist, or ``results`` given
            by name as a source.
        TimeUp: ``over()`` became true while a collection was looked at (--total-time).
        TypeError: ``paths`` one path, not a list of them (a string was read letter by letter: "no such file or
            folder: 'e'"), or not an iterable of paths (None, ``[3]``), ``results`` not a path, or
            ``suffixes`` a string, not a set of endings (its every piece was taken as one).
        PuzzleInputError: an ending of ``suffixes`` not a dot and a name (``'txt'``, ``'.tar.gz'``).
    """
    if isinstance(paths, (str, bytes, os.PathLike)):
        raise TypeError(f"find_sources' paths must be a list of paths, got the string {quoted(str(paths))} "
                        f"(write [{str(paths)!r}] for one)")
    if not hasattr(paths, "__iter__"):  # None met "'NoneType' object is not iterable"
        raise TypeError(f"find_sources' paths must be a list of paths, got {type(paths).__name__} {shown(paths, 40)}")
    paths = list(paths)
    for p in paths:  # 3 met "expected str, bytes or os.PathLike object, not int"
        if not isinstance(p, (str, os.PathLike)):
            raise TypeError(f"find_sources' paths must be a list of paths (str or path), got "
                            f"{type(p).__name__} {shown(p, 40)} in it")
    if results is not None and not isinstance(results, (str, os.PathLike)):
        raise TypeError(f"find_sources' results must be a results file's path (str or path) or None, got "
                        f"{type(results).__name__} {shown(results, 40)}")
    suffixes = checked_suffixes(suffixes)
    out = Sources()
    files, collections, answers = {}, {}, []
    own = (_resolved(results), file_identity(results)) if results is not None else None

    def is_results(path: Path) -> bool:  # by name, or by another (a hard link read it back as it was written)
        return own is not None and (_resolved(path) == own[0] or own[1] is not None and file_identity(path) == own[1])

    for p in paths:
        if not str(p).strip():  # Path("") is ".": an empty name (an unset shell variable) solved the current folder
            raise PuzzleInputError(f"a puzzle path is empty ({shown(str(p))}): name a puzzle file, a folder or a "
                                   "collection (. for the current folder)")
        path = Path(p)
        if path.is_dir():
            out.folders.append(str(path))
            for f in ticking(sorted(path.rglob("*")), over):
                rel = f.relative_to(path)
                if any(part.startswith(".") for part in rel.parts):
                    continue
                if f.name.endswith(ANSWER_SUFFIX):  # read with its puzzle; one beside none is said
                    answers.append(f)
                    continue
                if is_results(f):
                    out.skipped.append((str(f), f"the results file, {spelled('--out', 'out')}"))
                    continue
                # (named .json by `--out r.json` too: it was read as a puzzle, bad input; named .jsonl, "not read")
                looked = (is_collection(f) or f.suffix == ".json") and f.is_file()
                command = results_of(str(f), over) if looked else None
                if command is not None:
                    out.skipped.append((str(f), "results of another gridsat batch run" if command == "gridsat batch"
                                        else f"results of a {command} run, not puzzles"))
                    continue
                _sort(f, suffixes, files, collections, out.skipped)
        elif is_results(path):
            raise PuzzleInputError(f"{str(path)!r} is the results file ({spelled('--out', 'out')}): it cannot be "
                                   "read as puzzles too")
        elif path.is_file() and is_collection(path) and (command := results_of(str(path), over)) is not None:
            raise PuzzleInputError(f"{str(path)!r} holds the results of a {command} run, not puzzles "
                                   f"(give it as {spelled('--out', 'out')} to resume that run)")
        elif path.is_file():
            (collections if is_collection(path) else files)[str(path)] = None
        elif path.exists() or path.is_symlink():
            raise PuzzleInputError(f"cannot read {str(path)!r}: not a regular file or folder")
        else:
            raise missing_path(str(p))
    puzzles = {Path(name).with_suffix("") for name in files}  # NAME.solution.txt answers NAME.EXT
    lists = {Path(name[:-3] if name.lower().endswith(".gz") else name).with_suffix("") for name in collections}
    for f in answers:
        named = f.with_name(f.name[:-len(ANSWER_SUFFIX)])
        if named in lists:  # c.solution.txt beside c.jsonl: was "an answer file with no puzzle beside it"
            out.skipped.append((str(f), "an answer file beside a collection, whose lines give their solutions in "
                                        'themselves ({"puzzle": ..., "solution": ...})'))
        elif named not in puzzles:
            out.skipped.append((str(f), "an answer file with no puzzle beside it: NAME.solution.txt answers NAME.EXT"))
    seen: set = set()  # one file given twice (by two names, hard links too, or by name and in its folder) is read once
    # by its own name before a link's: `a_latest.txt -> p42.txt` beside it was read as a_latest.txt (first by name),
    # p42.txt left unread and unnamed, and its line, once the link was pointed elsewhere, kept as another input's
    out.files, out.collections = (sorted(name for name in ticking(sorted(names, key=_links_last), over)
                                         if _first(file_identity(name) or _resolved(name), seen))
                                  for names in (files, collections))
    return out


def results_of(path: str, over=None) -> str | None:
    """The command (``"gridsat batch"``, ``"gridsat calendar --year"``...) whose results file the collection
    ``path`` is, by its first line, or None: a second run's --out beside the puzzles read the first run's lines as
    puzzles, each one bad input ("missing field 'rows'", "unknown field 'answer'"), and a calendar's year or census
    file, given or in a folder, made 365 or 2,562 lines "not a puzzle gridsat can read"."""
    import json

    from ..core.results_files import results_command
    from .lines import line_key

    try:
        for _, text in collection_lines(path, over):
            command = results_command(text) if isinstance(text, str) else None
            if command == "gridsat batch":
                record = json.loads(text)
                line_key(record)  # (the fields a results line has, of their types)
                return command if "kind" in record or "note" in record else None
            return command
    except (PuzzleInputError, ValueError, RecursionError, TypeError, KeyError, AttributeError):
        pass
    return None


def _first(found, seen: set) -> bool:
    """True the first time ``found`` is asked about (it is added to ``seen``)."""
    if found in seen:
        return False
    seen.add(found)
    return True


def _links_last(name: str) -> tuple:
    """Sort key of the puzzle files and collections found: by name, a symbolic link after every file itself."""
    return os.path.islink(name), name


def _resolved(path) -> Path | None:
    """``path`` with links and ``..`` resolved (None for a name the file system refuses)."""
    try:
        return Path(path).resolve()
    except (OSError, ValueError, RuntimeError):
        return None


def _sort(f: Path, suffixes: set, files: dict, collections: dict, skipped: list) -> None:
    try:
        mode = f.lstat().st_mode
        linked = stat.S_ISLNK(mode)
        if linked:
            mode = f.stat().st_mode
    except FileNotFoundError:
        skipped.append((str(f), "a link to nothing"))
        return
    except OSError as exc:
        skipped.append((str(f), exc.strerror or "unreadable"))
        return
    known = is_collection(f) or f.suffix.lower() in suffixes
    if stat.S_ISDIR(mode):
        if linked:  # the search follows no folder link (a loop back up would never end): said, not dropped unsaid
            skipped.append((str(f), "a link to a folder, not followed: give that folder itself to read it"))
        elif known:
            skipped.append((str(f), "a folder named like a puzzle file"))
        return
    if not stat.S_ISREG(mode):
        skipped.append((str(f), "not a regular file"))
    elif not known:  # a compressed puzzle file or collection was "an ending no kind reads", of its own ending
        skipped.append((str(f), compressed(f, suffixes) or "an ending no kind reads"))
    elif (companion := companion_in_folder(f)) is not None:  # an edition file beside the puzzles naming it
        skipped.append((str(f), companion))
    else:
        (collections if is_collection(f) else files)[str(f)] = None


def collection_lines(path: str, over=None) -> Iterator[tuple[int, str]]:
    """``(line number, text)`` of every non-blank line of a collection (a UTF-8
    byte-order mark before the first dropped, as Windows editors write it), read
    as a stream within :data:`MAX_COLLECTION_BYTES` (decompressed),
    :data:`MAX_LINE_BYTES` a line and :data:`MAX_BLANK_RUN` blank lines in a
    row, so a small gzip file holding gigabytes cannot run away.

    A later line that is not UTF-8 is yielded as a :class:`NotUtf8`, one
    too long as a :class:`TooLong`, that line's bad input; a first one is
    the file's (a binary file).  A gzip file whose data ends early or breaks
    after whole lines yields those, then a :class:`CutShort` as the next line.  ``over``: see
    :func:`~gridsat.batch.marks.rest_of_line`.

    Raises:
        PuzzleInputError: the file cannot be read, is not valid gzip, its
            first line is not UTF-8, or it passes a bound (naming it).
    """
    from ..core.options import TimeUp

    opener = gzip.open if path.lower().endswith(".gz") else open
    number = total = blank = 0
    checked = 4 * 1024**2  # the deadline looked at every 4 MB or 4,096 lines (a small collection is read whole)
    try:
        with opener(path, "rb") as f:
            while True:
                raw = f.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    return
                number += 1
                if len(raw) > MAX_LINE_BYTES and number > 1:  # that line's bad input, as a line not UTF-8: the
                    # whole collection, its good lines too, went unread ("line 4 is longer than ...", exit 2)
                    line, total = rest_of_line(f, raw, total, MAX_LINE_BYTES, MAX_COLLECTION_BYTES, over)
                    raw = b""
                else:
                    line = None
                    total += len(raw)
                if len(raw) > MAX_LINE_BYTES:  # a first line: no collection at all
                    raise PuzzleInputError(f"line {number} is longer than {MAX_LINE_BYTES:,} bytes", path)
                if total > MAX_COLLECTION_BYTES:
                    raise PuzzleInputError(f"the collection holds more than {MAX_COLLECTION_BYTES:,} bytes "
                                           "(decompressed); split it into smaller files", path)
                if over is not None and (number % 4096 == 0 or total >= checked):  # blank lines too: 200 of
                    checked = total + 4 * 1024**2  # 1 MB of spaces each before a puzzle took a 1 s run 7.9 s
                    if over():
                        raise TimeUp("while reading the puzzles")
                if line is not None:
                    blank = 0
                    yield number, line
                    continue
                # a PNG, PDF or ZIP named .jsonl: was "line 1 is not UTF-8 text" (a PDF was read on, line by line)
                if number == 1 and raw[:2] != b"\x1f\x8b" and (what := not_text(raw)) is not None:
                    compressed = "-compressed:" in what  # bzip2, xz: not "give the puzzle file uncompressed"
                    raise PuzzleInputError(not_text(raw, "collection") if compressed else what, path)
                try:
                    line = raw.decode("utf-8-sig" if number == 1 else "utf-8")  # a byte-order mark hid a first '{'
                except UnicodeDecodeError as exc:
                    if number == 1:  # no text from its start: a binary file, not a collection (or gzip, so named)
                        gzipped = GZIPPED * (raw[:2] == b"\x1f\x8b")
                        if gzipped and opener is gzip.open:  # named .gz already: "name it .jsonl.gz" of itself
                            gzipped = ": the file is gzip-compressed twice; decompress it once (gunzip) and keep it " \
                                      "named .jsonl.gz"
                        raise PuzzleInputError("line 1 is not UTF-8 text" + gzipped, path) from None
                    # one line of another encoding (a name typed in Latin-1) is that line's bad input: the whole
                    # collection, its good lines too, went unread, and the run still exited 0
                    line = NotUtf8(raw.decode("utf-8", "surrogateescape"), exc.start)
                if line.strip():
                    if number == blank + 1 and line.strip() in ("[", "{"):  # a first line: every line was bad input
                        raise PuzzleInputError(  # ("not valid JSON: Expecting value at line 2, column 1", ...)
                            f"line {number} is {line.strip()!r} alone: a JSON document written over several lines "
                            "(indented), not a collection, which holds one puzzle a line; write each puzzle's JSON "
                            "on one line (json.dumps without indent)", path)
                    blank = 0
                    yield number, line
                else:
                    blank += 1
                    if blank > MAX_BLANK_RUN:
                        raise PuzzleInputError(f"lines {number - blank + 1}-{number}: more than {MAX_BLANK_RUN:,} "
                                               "blank lines in a row; not a collection of puzzles", path)
    except (OSError, EOFError, zlib.error) as exc:  # gzip: BadGzipFile (an OSError), EOFError (cut short)
        if number and not isinstance(exc, FileNotFoundError) and opener is gzip.open:
            yield number + 1, CutShort(number, _gzip_fault(exc))
            return
        if isinstance(exc, gzip.BadGzipFile) and not number and "Not a gzipped file" in str(exc):
            raise PuzzleInputError("not gzip-compressed, though its name ends in .gz: if it is the text of a "
                                   "collection, name it .jsonl", path) from None
        why = _gzip_fault(exc) if opener is gzip.open and isinstance(exc, (EOFError, zlib.error, gzip.BadGzipFile)) \
            else getattr(exc, "strerror", None) or exc
        raise PuzzleInputError(f"cannot read collection: {why}", path) from None


def _gzip_fault(exc: BaseException) -> str:
    """What is wrong with a compressed collection after its good lines, in words (gzip's and zlib's were quoted:
    "Not a gzipped file (b'ga')" of bytes after its end, "Compressed file ended before the end-of-stream marker
    was reached")."""
    if isinstance(exc, EOFError):
        return "it is cut short: its compressed data stop before their end"
    if isinstance(exc, gzip.BadGzipFile) and "Not a gzipped file" in str(exc):
        return "bytes after its compressed data are not gzip data"
    if isinstance(exc, (zlib.error, gzip.BadGzipFile)):
        return "its compressed data are corrupt"
    return str(exc) or type(exc).__name__


def digest(item: Item, also: Iterable[str] = (), read: dict | None = None) -> str:
    """16 hex digits (BLAKE2b) of ``item``'s puzzle as it is now -- a
    collection line's text (stripped), or a puzzle file's bytes (up to the
    reading bound), or that it cannot be read (a line without a digest is an
    older gridsat's, kept as it is: a file missing when it was read was kept
    so once it was back) -- and of the other files ``also`` it read (a
    board, piece, edition or answer file: each one's name and bytes, or
    that it is missing), written in its results line, so
    a resume redoes a puzzle edited since, itself or a file it names.
    ``read``: ``{absolute path: bytes}`` of files as they were read whole
    (:class:`~gridsat.core.reading.Reads`), taken in place of reading them again (None: missing)."""
    import hashlib

    def now(name: str) -> bytes | None:
        if read is not None and (where := os.path.abspath(name)) in read:  # (None there: missing)
            return read[where]
        return _bytes(name)

    person = b""  # blake2b's default: the digests of every puzzle read
    if item.text is not None:
        data = item.text.strip().encode("utf-8", "surrogatepass")
    else:
        data = now(item.file)
        if data is None:  # no bytes, in a space of digests of its own: no file's content gives it
            data, person = b"", b"missing"
    h = hashlib.blake2b(data, digest_size=8, person=person)
    for name in also:
        other = now(name)
        h.update(b"\0" + os.fsencode(name) + (b"\0missing" if other is None else b"\0" + other))
    return h.hexdigest()


def _bytes(path: str) -> bytes | None:
    """A file's bytes up to the reading bound (one more, so a file grown past it differs), or None (missing,
    or not a regular file: a pipe would be waited on for a writer, a device read without end)."""
    import stat

    from ..core.reading import MAX_INPUT_BYTES

    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
        with open(path, "rb") as f:
            return f.read(MAX_INPUT_BYTES + 1)
    except (OSError, ValueError):  # ValueError: a NUL in the name
        return None


def items(sources: Sources, done=frozenset(), later=frozenset(), over=None) -> Iterator[Item]:
    """Every :class:`Item` of ``sources`` whose key (``(file, line or
    None)``) is not in ``done``, those in ``later`` last (a resume's redone
    lines: a puzzle an earlier --total-time cut, done first, was cut again
    every time and the puzzles after it never started); none more once ``over()`` in a line's reading.

    Raises:
        TypeError: ``sources`` not a :class:`Sources` (None met "'NoneType' object has no attribute 'files'"),
            ``done`` or ``later`` not a set of keys ('abc' and 5 met "'in <string>' requires string ...").
    """
    check_sources(sources, "items")
    for name, keys in (("done", done), ("later", later)):
        if not isinstance(keys, (set, frozenset, dict)):
            raise TypeError(f"items: {name} must be a set of keys (file, line or None), got {type(keys).__name__} "
                            f"{shown(keys, 40)}")
    return _items(sources, done, later, over)


def _items(sources: Sources, done, later, over) -> Iterator[Item]:
    from ..core.options import TimeUp

    with contextlib.suppress(TimeUp):  # (the run names the puzzles not started)
        yield from _items_until(sources, done, later, over)


def _items_until(sources: Sources, done, later, over) -> Iterator[Item]:
    for last in ((False, True) if later else (False,)):
        for f in sources.files:
            if (f, None) not in done and ((f, None) in later) == last:
                yield Item(f)
        for c in sources.collections:
            for number, text in collection_lines(c, over):
                if (c, number) not in done and ((c, number) in later) == last:
                    yield Item(c, number, text)


__all__ = ["ANSWER_SUFFIX", "COLLECTION_SUFFIXES", "MAX_BLANK_RUN", "MAX_COLLECTION_BYTES", "MAX_LINE_BYTES",
           "CutShort", "Item", "NotUtf8", "Sources", "TooLong", "collection_lines", "digest", "find_sources",
           "is_collection", "items"]
