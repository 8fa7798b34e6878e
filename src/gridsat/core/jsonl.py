"""Resumable JSON-lines output: one JSON object per line, one line per key.

Long runs (a calendar year, a batch of puzzle files) write each finished record as one line and flush it at once,
so a run that is killed loses at most the record it was writing.  Started again with the same file, the run reads
the lines already there, skips their keys and appends the rest; the file then ends with exactly one line per key.

A kill can leave a *half-written last line* (no final newline, or text that is not JSON).  :func:`read_jsonl`
reports it and :class:`JsonLinesWriter` cuts it off before appending, so the record is simply done again -- but only
when the line is known to be gridsat's own: it is unfinished and follows gridsat's records, or it starts the way
gridsat starts every record (``{"KEY": ``).  Anything else -- a broken line before the last, a foreign unfinished
object, a whole line of another command's results -- means the file is not ours; it is reported as bad input and
never overwritten.

Two runs never write one file at once: the writer holds a lock (an ``fcntl.flock`` on POSIX, ``filelock`` elsewhere;
on a lock file named after the results file's full path in the user's temporary folder, so nothing is left beside the
results) while it is open, and a second writer is refused with one line.

Example::

    with JsonLinesWriter(path, key="date") as out:
        for day in days:
            if out.has(day):
                continue
            out.write({"date": day, "status": "solved", ...})
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from .errors import PuzzleInputError, shown
from .files import DASH_WRITTEN, dead_link
from .locks import Busy, ExclusiveLock, hold, lock_path
from .options import TimeUp
from .jsonl_records import (Aside, JsonLines, KeyFn, aside_path, firsts, key_function, parse_record, read_jsonl,
                            results_readable, safe_key)

#: File endings of compressed files and archives, which a results file or a generated puzzle never is.
COMPRESSED = (".gz", ".bz2", ".xz", ".zst", ".zip", ".lz4", ".tgz", ".tar", ".7z")


class JsonLinesWriter:
    """Append-only, resumable JSON-lines writer (one line per key).

    Opening reads the existing file (:func:`read_jsonl`), cuts off a
    half-written last line, and appends from there.  :meth:`write` writes
    one record as one line and flushes it (and ``fsync``s it when
    ``fsync=True``, for power-loss safety; a killed process loses nothing
    either way once the line is flushed).

    Args:
        path: the output file (created when missing; its folder must exist).
        key: field name or ``record -> key`` function (see :func:`read_jsonl`).
        first_field: see :func:`read_jsonl`; :meth:`write` puts it first.
        fsync: also ``os.fsync`` after each line.
        redo: ``record -> bool``: records to do again (e.g. those a time
            limit left ``unknown``); on opening they are taken out of the
            file (rewritten atomically, the others kept byte for byte) and
            out of :attr:`done`.
        stop: see :func:`read_jsonl` (opening raises its ``TimeUp``, the file untouched).
        keep: see :func:`read_jsonl`: what of each record :attr:`done` and
            :attr:`existing` hold, of those read and those written (``redo``
            is given that too; it must not change the record it is given).

    Attributes:
        done: ``{key: record}`` of the records already in the file when it
            was opened plus those written since.
        dropped: the half-written line removed on opening (``""`` if none).
        redone: how many records :attr:`redo` took out.
        redone_keys: their keys (a set).

    Raises:
        PuzzleInputError: unreadable file or missing folder, another run
            writing the file, a broken line before the last, a duplicate key,
            or :meth:`write` of a key that is already done.
    """

    def __init__(self, path: str | os.PathLike, key: str | KeyFn, *, first_field: str | tuple | None = None,
                 fsync: bool = False, redo: Callable[[dict], bool] | None = None,
                 stop: Callable[[], bool] | None = None, keep: Callable[[dict], dict] | None = None,
                 noun: str = "results file"):
        self.path, self._stop, self._keep = Path(path), stop, keep
        self._redo, self._noun = redo, noun  # (a generated collection was called a "results file")
        self.redone = 0
        self.redone_keys: set = set()
        self._spool, self._mark = None, 0  # lines take_out may put back (put_back), and where this run's begin
        self._get = key_function(key)
        self._first = first_field or (key if isinstance(key, str) else None)
        self._fsync = fsync
        folder = self.path.parent if str(self.path.parent) else Path(".")
        if isinstance(path, str) and not path.strip():  # Path("") is ".": told "it is a folder", naming "."
            raise PuzzleInputError(f"the results file's name is empty ({shown(path)}): name a file")
        if self.path.name.lower() in (".jsonl", ".json"):  # a hidden file '.jsonl' was written (the CLI refuses it)
            raise PuzzleInputError(f"{noun} {shown(str(path))} has no name before {self.path.name}: give one (e.g. "
                                   f"out{self.path.name.lower()})")
        try:
            dead = dead_link(self.path, loops=True)  # a link into a missing folder: "No such file or directory"
            if dead:
                raise PuzzleInputError(dead)
            if not folder.is_dir():
                raise PuzzleInputError(f"folder {shown(str(folder), 300)} does not exist "
                                       f"(for {shown(str(self.path), 300)})")
            if self.path.is_dir():
                raise PuzzleInputError(f"cannot write {noun}: it is a folder", str(self.path))
            if str(path) == "-":  # a file named '-' appeared, where standard output was meant
                raise PuzzleInputError(DASH_WRITTEN.format(what="its results"))
            if self.path.suffix.lower() in COMPRESSED:  # read back on resume: a plain file under that name
                raise PuzzleInputError(f"a results file is plain JSON lines, not {self.path.suffix} (it is read "
                                       "back to resume a run): name it .jsonl and compress it after", str(self.path))
            results_readable(self.path)  # a device or a pipe: refused before its lock is made
        except OSError as exc:  # a name too long for the file system...
            raise PuzzleInputError(f"cannot write {noun}: {exc.strerror or exc}", str(self.path)) from None
        self._lock, self._file, self._new = ExclusiveLock(str(lock_path(self.path))), None, not self.path.exists()
        try:
            self._lock.acquire()
            self._open()
        except BaseException as exc:
            self._lock.release()
            if self._file is not None:
                self._file.close()  # a file made for a run refused on opening was left empty
                if self._new and self.path.is_file() and self.path.stat().st_size == 0 and not isinstance(exc, Busy):
                    self.path.unlink(missing_ok=True)
            if isinstance(exc, Busy):
                from .wording import spelled  # (Python's solve_year and run_batch were told "--out")
                raise PuzzleInputError("another gridsat run is writing this file; wait for it to finish or choose "
                                       f"another {spelled('--out', 'out')}", str(self.path)) from None
            if isinstance(exc, OSError):
                raise PuzzleInputError(f"cannot write {noun}: {exc.strerror or exc}", str(self.path)) from None
            raise

    def _reopen(self) -> None:
        """Open the results file to append (unbuffered: a failed write leaves nothing to flush) and lock the
        file itself, as well as its name: a run reaching it by another name (a hard link) or with another
        temporary folder (``TMPDIR``, where the name's lock is) wrote it at the same time, each line twice.

        Raises:
            Busy: another run holds the file."""
        old, self._file = self._file, open(self.path, "ab", buffering=0)
        hold(self._file.fileno())
        if old is not None:  # the file before an atomic rewrite: let go once the new one is held
            old.close()

    def _aside(self) -> Path:
        """Where :meth:`take_out` keeps the lines it may put back (:func:`aside_path`)."""
        return aside_path(self.path)

    def _open(self) -> None:
        self._reopen()
        found = read_jsonl(self.path, self._get, first_field=self._first, stop=self._stop, keep=self._keep)
        aside = self._aside()
        if aside.is_file() and not self._new:  # a run killed while redoing lines it took out: those still without
            with open(aside, "rb") as kept:  # a line come back (not into a file made anew: the user removed it)
                back = [raw if raw.endswith(b"\n") else raw + b"\n" for raw in kept
                        if (r := parse_record(raw)) is not None and safe_key(self._get, r) not in found.keys]
            if back:
                if self._file.tell() != found.good_bytes:  # a line a kill cut short goes first
                    self._file.truncate(found.good_bytes)
                    self._file.seek(found.good_bytes)
                self._append(b"".join(back))
                found = read_jsonl(self.path, self._get, first_field=self._first, stop=self._stop, keep=self._keep)
        if aside.is_file():
            aside.unlink(missing_ok=True)
        self.dropped = found.dropped
        if self._redo is not None and any(self._redo(r) for r in found.records):
            self.redone_keys.update(safe_key(self._get, r) for r in found.records if self._redo(r))
            self.redone += self._take_out(found, self._redo)
            self._reopen()
        self.done: dict = dict(found.keys)
        self.existing: list = list(found.records)
        if self._file.tell() != found.good_bytes:
            self._file.truncate(found.good_bytes)
            self._file.seek(found.good_bytes)

    def _take_out(self, found: JsonLines, pick: Callable[[dict], bool], spool=None, change=None) -> int:
        """Rewrite the file without the records ``pick`` chooses (atomically: a kill or a ``stop`` (TimeUp) leaves
        the old file or the new one, never half of one), those ``change`` gives a new form (``record -> record or
        None``) in that form; how many it took out (their lines also written to ``spool``, when given)."""
        from .files import atomic_write

        counts, changed = {"taken": 0, "bytes": 0}, []

        def rewrite(tmp: str) -> None:  # line by line: a large file is never held whole
            with open(self.path, "rb") as old, open(tmp, "wb") as new:
                left = found.good_bytes
                for number, raw in enumerate(old):
                    if left <= 0:
                        break
                    if self._stop is not None and not number % 4096 and self._stop():  # the file kept as it was
                        raise TimeUp("while rewriting the results file")  # (150,000 lines given 'at': 35 s past)
                    left -= len(raw)
                    record = parse_record(raw)
                    if record is not None and pick(self._keep(record) if self._keep else record):
                        counts["taken"] += 1
                        if spool is not None:
                            spool.write(raw if raw.endswith(b"\n") else raw + b"\n")
                        found.keys.pop(safe_key(self._get, record), None)
                        continue
                    if record is not None and change is not None and (now := change(record)) is not None:
                        changed.append((safe_key(self._get, record), now))
                        raw = json.dumps(now, separators=(", ", ": ")).encode("utf-8") + b"\n"
                    new.write(raw)
                    counts["bytes"] += len(raw)
            if spool is not None:  # on the disk before the file without them replaces the file
                spool.flush()

        try:
            atomic_write(self.path, rewrite)
        except PuzzleInputError as exc:  # a full disk said only "cannot write 'r.jsonl': No space left on device"
            raise PuzzleInputError(f"{exc.problem}; it is kept as it was: make room and run the same command again") \
                from None
        found.records = [(change and change(r)) or r for r in found.records if not pick(r)]
        for old, _ in changed:  # (when all are out: a line moved to where another moved from)
            found.keys.pop(old, None)
        found.keys.update((safe_key(self._get, now), self._keep(now) if self._keep else now) for _, now in changed)
        found.good_bytes = counts["bytes"]
        return counts["taken"]

    def take_out(self, pick: Callable[[dict], bool], restorable: Callable[[dict], bool] | None = None,
                 change: Callable[[dict], dict | None] | None = None) -> int:
        """Before any write: take the records ``pick`` (``record -> bool``) chooses out of the file and out of
        :attr:`done` and :attr:`existing`, to do them again (as ``redo`` does on opening, for a choice that needs
        what the caller read meanwhile); how many.  Those ``restorable`` chooses (of the file's records as read)
        are kept aside for :meth:`put_back`; those ``change`` gives a new form (``record -> record or None``,
        given the whole line's record and that held) are kept so.  TimeUp once ``stop()``, the file as it was."""
        if not results_readable(self.path):  # the null device: nothing to rewrite (reopening it was "taken")
            taken = [k for k, r in self.done.items() if pick(r)]
            for k in taken:
                del self.done[k]
            return len(taken)
        found = read_jsonl(self.path, self._get, first_field=self._first, stop=self._stop, keep=self._keep)
        if not any(pick(r) or (change and change(r)) for r in found.records):  # nothing to take: the file, and
            return 0  # the handle holding it, stay (reopening it beside the held handle was refused as another run's)
        first = self._spool is None
        if restorable is not None and first:
            self._spool = open(self._aside(), "w+b")
        keep_aside = None if restorable is None else Aside(self._spool, restorable)
        try:
            taken = self._take_out(found, pick, keep_aside, change)
        except TimeUp:  # (raised before the file is replaced: it is as it was, so none of its lines is kept aside)
            if first and self._spool is not None:
                self._spool.close()
                self._spool = None
                self._aside().unlink(missing_ok=True)
            raise
        self.done, self.existing = dict(found.keys), list(found.records)
        try:
            self._reopen()
        except Busy:
            raise PuzzleInputError("another gridsat run took this file as it was rewritten", str(self.path)) from None
        if first:  # this run's lines begin here (put_back looks at them only)
            self._mark = self._file.seek(0, os.SEEK_END)
        return taken

    def put_back(self, same: Callable[[dict], object] | None = None) -> list:
        """Write again the lines :meth:`take_out` kept aside whose records got no new line since (``same``:
        ``record -> key`` telling the two apart; default the writer's key): a run stopped (``--total-time``,
        Ctrl-C) before doing them again had taken them out for nothing -- a run with ``--engine cpsat
        --total-time 1.5`` over 232 solved lines left the file empty.  Returns the records put back."""
        spool, self._spool = self._spool, None
        if spool is None:
            return []
        same = same or (lambda record: safe_key(self._get, record))
        with spool, open(self.path, "rb") as now:
            now.seek(self._mark)
            written = {same(record) for record in map(parse_record, now) if record is not None}
            spool.seek(0)
            back, batch = [], []
            for raw in spool:
                record = parse_record(raw)
                if record is None or same(record) in written:
                    continue
                back.append(self._keep(record) if self._keep else record)
                batch.append(raw)
                if len(batch) >= 1000:
                    self._append(b"".join(batch))
                    batch = []
            self._append(b"".join(batch))
        self._aside().unlink(missing_ok=True)
        for record in back:
            self.done[self._get(record)] = record
        return back

    def has(self, key) -> bool:
        """True when a record with ``key`` is already in the file."""
        return key in self.done

    def pending(self, keys: Iterable) -> list:
        """The keys of ``keys`` not yet done, in their order."""
        return [k for k in keys if k not in self.done]

    def write(self, record: dict) -> None:
        """Append ``record`` as one line (``json.dumps``, no newlines inside) and flush.

        Raises:
            PuzzleInputError: the record's key is already in the file.
        """
        self.write_many([record])

    def write_many(self, records: list) -> None:
        """Append several records with one write call and one flush (each still one line; a kill in between
        leaves at most a half-written last line, which the next run drops and redoes).

        Raises:
            PuzzleInputError: a record's key is already in the file or repeated.
        """
        lines = []
        keys = set()
        for record in records:
            k = self._get(record)
            if k in self.done or k in keys:
                raise PuzzleInputError(f"key {k!r} is already in the results file", str(self.path))
            keys.add(k)
            first = next((name for name in firsts(self._first) if name in record), None) if self._first else None
            if first is not None and next(iter(record)) != first:
                record = {first: record[first], **record}
            lines.append(json.dumps(record, separators=(", ", ": ")).encode("utf-8") + b"\n")
        data = b"".join(lines)
        from .ctrl_c import ctrl_c_deferred

        with ctrl_c_deferred():  # a Ctrl-C inside the counting below (after the write) left a line uncounted:
            # "the 178 puzzles in gc.jsonl are kept" where the file held 179; it is raised once they are counted
            start = self._file.seek(0, os.SEEK_END)
            try:
                self._append(data)
            finally:  # a Ctrl-C just after the write still counts its lines, which are in the file ("38 puzzles
                if self._file.seek(0, os.SEEK_END) >= start + len(data):  # kept" where the file held 39)
                    for record in records:  # as much as keep leaves: a long run held every record whole to its end
                        self.done[self._get(record)] = self._keep(record) if self._keep else record

    def write_lines(self, lines: bytes) -> None:
        """Append records already formatted as JSON lines (UTF-8, each ending
        in a newline, each starting with ``first_field``) with one write call
        and one flush.  For writers that make sure themselves that every key
        is new (``gridsat batch`` hands out each puzzle once); the keys are
        not added to :attr:`done`."""
        if lines:
            self._append(lines)

    def _append(self, data: bytes) -> None:
        """Write ``data`` at the end of the file (all of it: a write may take part); a write the system
        refuses (a full disk, a file-size limit) is cut off again, so the file keeps whole lines only, and
        raised as bad input naming the file (the error alone named no file: "No space left on device").
        A file removed (or renamed over) since it was opened is refused: the lines went to no file, and the
        run said it wrote them."""
        # the file's end, not tell(): in append mode a cut-off write leaves the position past the end it was cut
        # back to, and a second failed write was cut back there, keeping part of its line
        start, view = self._file.seek(0, os.SEEK_END), memoryview(data)
        if not self._still_there():  # every line since would go to no file
            raise PuzzleInputError(f"the {self._noun} was removed or replaced while this run wrote it; run the same "
                                   "command again to redo what it held", str(self.path))
        try:
            while view:
                view = view[self._file.write(view):]
            if self._fsync:
                os.fsync(self._file.fileno())
        except OSError as exc:
            try:
                self._file.truncate(start)
            except OSError:
                pass
            raise PuzzleInputError(f"cannot write {self._noun}: {exc.strerror or exc}; every line before it is "
                                   "kept: make room and run the same command again to go on", str(self.path)) from None

    def _still_there(self) -> bool:
        """Whether the results file's name still leads to the file this writer has open."""
        try:
            now, held = os.stat(self.path), os.fstat(self._file.fileno())
        except FileNotFoundError:
            return False
        return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)

    def close(self, keep: bool = False, drop: bool = False) -> None:
        """Close the file and release the lock (idempotent); a file this writer made and wrote nothing to
        is removed when an error ends the run (refused after opening it, over its memory limit, it left an
        empty file; an interrupted or stopped run keeps it, as it says: ``keep`` for a stop the caller
        handles as an exception, a time limit), or when ``drop`` says so (a caller that tells the user
        "nothing was written", after Ctrl-C too)."""
        if self._spool is not None:  # lines kept aside for a put_back never made: the next run puts them back
            self._spool.close()
            self._spool = None
        if not self._file.closed:
            import sys

            failed = drop or (not keep and isinstance(sys.exc_info()[1], Exception))  # an error (not Ctrl-C)
            if failed and self._new and self._file.tell() == 0 and self._still_there():
                self.path.unlink(missing_ok=True)
            self._file.close()
            self._lock.release()

    def __enter__(self) -> "JsonLinesWriter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


__all__ = ["JsonLines", "JsonLinesWriter", "read_jsonl"]
