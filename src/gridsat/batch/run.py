"""Running a batch: every puzzle once, into a resumable JSON-lines file, on
local worker processes or a Dask cluster."""

from __future__ import annotations

import os
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator

from ..core.errors import PuzzleInputError, check_seconds, did_you_mean, printable, shown
from ..core.options import SolverOptions, TimeUp, real, truth, whole
from ..core.settings import engine_words, spelled
from .chunks import CHUNK_CHARS, DASK_LINE_CHUNK, LINE_CHUNK, _chunks, _Pace, chunk_lines  # noqa: F401 (tests)
from .arguments import check_types as _check_types
from .sources import Sources, check_sources, collection_lines, find_sources, items
from .resume import has_a_line, moved_to, recorded
from .places import AT, keys_of, our_names, place, results_folder, settle_older
from ..core.dask_workers import check_dask, run_on_dask
from ..core.workers import check_jobs, run_on_processes
from .work import Settings, Tally, solve_chunk
from .lines import (STATUSES, compared_otherwise, held, interrupted, lacks_verdict, line_key as _key,
                    read_otherwise, redo, solved_otherwise, without_cut)
from .lines import write_interrupted as _interrupted


@dataclass
class BatchSummary:
    """What a batch run did.

    Attributes:
        tally: the :class:`~gridsat.batch.work.Tally` of every record of
            this run's puzzles (resumed and new): statuses, verdicts,
            matches with recorded solutions, seconds, the slowest.
        new: puzzles solved by this run.
        skipped: puzzles already in the results file.
        ignored: ``(path, reason)`` of what folders held but the run did not read.
        seconds: wall time of this run (s).
        redone: lines of an earlier run done again (unknown, cut short,
            without the verdict this run asks for: see :func:`lacks_verdict`,
            read as another kind: :func:`read_otherwise`, or solved by another engine: :func:`solved_otherwise`).
        edited: lines of an earlier run done again: their puzzle was edited since.
        gone: lines of an earlier run taken out: their collection (one this run reads) no longer has that line,
            or (``deleted`` of them) their file was deleted from a folder this run searches, or (``replaced`` of
            them) another puzzle's line moved to their place.
        moved: lines of an earlier run kept, renumbered or renamed: their puzzle is now on another line of its
            collection, or in another file of the folders searched (moved or renamed); ``followed`` of them
            keep their name, and read the files beside it now (``reads``: a project copied or moved whole).
        untried: puzzles the whole run's time limit left without a line.
        kept_back: lines of an earlier run to do again (``redone``) that the run stopped before doing: kept as they
            were (counted in ``skipped``; ``stopped`` of them unknown).
        cut: new lines left ``unknown``, or solved with their uniqueness unproven, in a run whose whole time
            limit passed (the puzzles in flight it cut, or that their own limit had cut first); the next run
            does them again.
        stopped: lines of an earlier run kept ``unknown`` because a Ctrl-C or its whole time limit stopped it
            before their answer (put back: this run stopped before doing them again), not a puzzle's own limit.
        unread: what the whole run's time limit ran out reading, the puzzles not
            yet counted and none started ("while reading the results file"); "" when none.
        unreadable: ``(path, reason)`` of the collections that could not be read (also in ``ignored``).
        others: lines of the results file kept for puzzles this run was not given (other inputs' lines).
        unread_kept: lines of the results file kept for files this run found but did not read (``ignored``).
    """

    tally: Tally = field(default_factory=Tally)
    new: int = 0
    skipped: int = 0
    ignored: list = field(default_factory=list)
    seconds: float = 0.0
    redone: int = 0
    edited: int = 0
    gone: int = 0
    deleted: int = 0
    replaced: int = 0
    moved: int = 0
    followed: int = 0
    untried: int = 0
    kept_back: int = 0
    cut: int = 0
    stopped: int = 0
    unread: str = ""
    unreadable: list = field(default_factory=list)
    others: int = 0
    unread_kept: int = 0

    @property
    def puzzles(self) -> int:
        """Records of this run's puzzles, resumed and new."""
        return self.tally.puzzles

    @property
    def statuses(self) -> Counter:
        return self.tally.statuses

    @property
    def matches(self) -> Counter:
        """``{True: n, False: m}`` over the records compared with their recorded solution."""
        return self.tally.matches

    def slowest(self, n: int = 3) -> list:
        """``[{"file", ["line"], "seconds"}, ...]``, slowest first (at most 3)."""
        return [{"file": f, **({"line": line} if line is not None else {}), "seconds": sec}
                for sec, f, line in self.tally.slowest[:n]]


class _Counted:
    """An iterator of items that counts those it gave (``count``) and says whether it ran out (``exhausted``)."""

    def __init__(self, todo: Iterator):
        self._todo, self.count, self.exhausted = todo, 0, False

    def __iter__(self) -> Iterator:
        for item in self._todo:
            self.count += 1
            yield item
        self.exhausted = True


def count_puzzles(sources: Sources) -> int:
    """How many puzzles ``sources`` hold (one pass over each collection).

    Raises:
        TypeError: ``sources`` not a :class:`~gridsat.batch.sources.Sources`.
    """
    check_sources(sources, "count_puzzles")
    return len(sources.files) + sum(1 for c in sources.collections for _ in collection_lines(c))


#: Seconds the puzzles in flight get past ``--total-time`` before their workers are ended (their puzzles get no
#: line; the next run does them): each was given only the time left, so it ends about then, and a worker still
#: starting (importing, under load) held the run 0.6 s past a 1 s --total-time with the pool's 1 s.
TOTAL_TIME_GRACE = 0.1


def run_batch(paths: Iterable[str], out, *, jobs: int | None = None, kind: str | None = None,
              time_limit: float | None = None, unique: bool = False, check_answer: bool = False,
              engine: str = "auto", dask: str | None = None, on_start: Callable[[int, int], None] | None = None,
              on_progress: Callable[[int, str], None] | None = None, total_time: float | None = None,
              keep_unknown: bool = False, memory_limit: int | None = None) -> BatchSummary:
    """Solve every puzzle under ``paths`` into the JSON-lines file ``out``.

    Args:
        paths: puzzle files, folders (searched recursively) and collections.
        out: the results file; records already there are kept and their
            puzzles skipped (the file is locked while the run writes it).
        jobs: worker processes (default: the number of cores; 1 = in this
            process; at most :func:`~gridsat.core.workers.max_jobs`, and never more than there
            are puzzles to do).
        kind: force one kind for every puzzle (None = detect).
        time_limit: seconds per puzzle.
        total_time: seconds for the whole run: puzzles not started by then
            get no line (run again to do them).
        keep_unknown: keep lines of an earlier run that a time limit (or the
            memory limit) left ``unknown`` (by default they are done again);
            those of puzzles a Ctrl-C stopped before they were answered are
            done again all the same.
        memory_limit: bytes each puzzle's reading and model may take (None:
            GRIDSAT_MEMORY_LIMIT here, or 2 GB), given to every worker.
        unique: prove each answer unique.
        check_answer: compare answers with recorded solutions.
        engine: the solver for every puzzle (``auto``: each kind's best);
            without ``kind``, one every kind has (``auto``, ``cpsat``): the
            kinds are detected per puzzle, so another is refused up front.
        dask: address of a running Dask scheduler (``tcp://HOST:PORT``).
        on_start: called once with ``(puzzles to do, puzzles already done)``.
        on_progress: called after each task's records are written, with
            their number and ``"FILE[:LINE]: STATUS"`` of the last one.

    Returns:
        :class:`BatchSummary`.

    Raises:
        TypeError: an argument of the wrong type (``unique="no"``, a path
            given as one string, not in a list...).
        PuzzleInputError: a missing path, an unknown kind or engine (or one
            some kinds lack, without ``kind``), too many
            jobs, no puzzles, a bad, locked or ``.gz`` results file, or a Dask cluster
            that cannot be reached (or an empty address, or ``jobs`` with it).
    """
    from ..core.jsonl import JsonLinesWriter
    from ..puzzles.kinds import get, names, suffixes

    t0, start = time.perf_counter(), time.time()
    jobs, memory_limit = whole(jobs), real(memory_limit)  # numpy's numbers, as SolverOptions takes them
    unique, check_answer, keep_unknown = truth(unique), truth(check_answer), truth(keep_unknown)
    time_limit, total_time = real(time_limit), real(total_time)
    paths = _check_types(paths, out, jobs=jobs, time_limit=time_limit, total_time=total_time, unique=unique,
                         check_answer=check_answer, keep_unknown=keep_unknown, dask=dask, on_start=on_start,
                         on_progress=on_progress, memory_limit=memory_limit, kind=kind, engine=engine)
    engines = get(kind).engines if kind is not None else {e for name in names() for e in get(name).engines}
    engine = engine.lower()  # in any capitals, as a Task's engine (checked a string by _check_types)
    if engine not in engines:  # a kind's in its declared order, as solve and the web say it ('for pack puzzles; use
        # one of: auto, cpsat, exact' where they say 'for pack; use one of: auto, exact, cpsat')
        listed = list(engines) if kind is not None else sorted(engines)
        raise PuzzleInputError(f"unknown engine {shown(engine)} for {get(kind).puzzles if kind else 'any kind'}"
                               f"{did_you_mean(engine, engines)}; use one of: {', '.join(listed)}")
    lacking = [name for name in names() if engine not in get(name).engines] if kind is None else []
    if lacking:  # kinds are detected per puzzle: an engine must be every kind's, or the kind given
        common = sorted(set.intersection(*(set(get(name).engines) for name in names())))
        raise PuzzleInputError(f"{engine_words(engine)}: {len(lacking)} of {len(names())} kinds have no {engine} "
                               f"engine ({', '.join(lacking[:3])}...); give {spelled('--kind KIND', 'kind=KIND')} "
                               f"when every puzzle is of one kind that has it, or use an engine every kind has: "
                               f"{', '.join(common)}")
    if kind is not None:  # a task its engine cannot do, refused before any puzzle is read (Domino Fit's cycles
        from ..core.task import Task  # engine and --unique: a line of bad input for every puzzle, and exit 0)

        task = Task("unique" if unique else "solve", engine=engine, options=SolverOptions())
        get(kind).check(task)
        if engine != "auto" and dask is None:  # a compiled engine not installed here, named: each puzzle was a line
            from ..core.task import installed_engine  # of bad input, kept by the next run once it was installed

            installed_engine(get(kind), task, engine)
    check_jobs(jobs)
    if dask is not None and not dask.strip():  # '' would run here, on this machine's processes
        raise PuzzleInputError(f"{spelled('--dask', 'dask')} needs the scheduler's address, tcp://HOST:PORT (got '')")
    if dask is not None and jobs is not None:  # the cluster's workers run the puzzles: --jobs would be ignored
        raise PuzzleInputError(f"{spelled('--jobs', 'jobs')} does not apply with {spelled('--dask', 'dask')} (the "
                               f"cluster's workers run the puzzles)")
    if dask is not None:  # no Dask, or nothing at the address: one line before the progress bar starts
        check_dask(dask)
    for value, what in ((time_limit, spelled("-t/--time-limit", "time_limit")),
                        (total_time, spelled("--total-time", "total_time"))):  # from Python: the keywords
        check_seconds(value, what)
    from ..core.options import default_memory_limit

    if memory_limit is not None:  # SolverOptions' own check: inf passed a ">= 1" here and met int(inf)
        SolverOptions(memory_limit=memory_limit)
    # the run's limit, given to every worker (a Dask worker's GRIDSAT_MEMORY_LIMIT is its own); a bad
    # GRIDSAT_MEMORY_LIMIT is refused once, not recorded as every puzzle's bad input
    memory = int(memory_limit) if memory_limit is not None else default_memory_limit()
    until = None if total_time is None else start + total_time  # finding and reading the puzzles included

    def past() -> bool:  # the whole run's deadline passed (Settings.over, before the settings are made)
        return until is not None and time.time() >= until

    try:  # (a collection's blank lines before its first puzzle were read past --total-time, three times over)
        sources = find_sources(paths, suffixes(), out, over=past)
        some = sources.files or any(has_a_line(c, past) for c in sources.collections)
    except TimeUp as exc:
        return BatchSummary(unread=exc.args[0], seconds=time.perf_counter() - t0)
    if not sources.files and not sources.collections:
        # a folder whose one puzzle is named as --out was told only this, as if it held none
        passed = "".join(f"; {printable(str(path))} is {why}" for path, why in sources.skipped[:2])
        raise PuzzleInputError("no puzzle files found in " + ", ".join(printable(str(p)) for p in paths) + passed)
    if not some:  # (it said 0 puzzles, exit 0)
        raise PuzzleInputError("no puzzles in " + ", ".join(printable(str(p)) for p in paths)
                               + ": every collection is empty")
    settings = Settings(kind, time_limit, unique, check_answer, engine, until, os.getcwd(),  # a Dask worker: another
                        memory, results=results_folder(out))

    def again(record: dict) -> bool:  # a line to do again on resume
        return ((not keep_unknown and redo(record)) or interrupted(record) or lacks_verdict(settings, record)
                or read_otherwise(settings, record) or solved_otherwise(settings, record)
                or compared_otherwise(settings, record))

    summary = BatchSummary(ignored=sources.skipped, unreadable=sources.unreadable)
    try:
        writer = JsonLinesWriter(out, key=_key, first_field="file", stop=settings.over, keep=held)
    except TimeUp as exc:
        summary.unread, summary.seconds = exc.args[0], time.perf_counter() - t0
        return summary
    with writer:
        try:
            names = our_names({name for name, _ in writer.done}, sources, out, settings.over)  # as this run names
            done = {(names.get(file, file), line): rec for (file, line), rec in writer.done.items()}  # each puzzle
            total, *found = recorded(sources, done, settings.over)
            ours, edited, gone, moved, doubt = settle_older(writer, names, found, out)  # (its rewrite: TimeUp too)
        except TimeUp as exc:
            summary.unread, summary.seconds = exc.args[0], time.perf_counter() - t0
            return summary
        mine = keys_of(names, doubt)  # a line's key among this run's puzzles
        done = {mine(rec): rec for rec in writer.done.values()}

        dropped = 0
        try:  # (rewriting the file: TimeUp, the file as it was)
            if moved:  # renumbered, the lines where they land taken out (a level put in at the top of a bank of
                # 246,384 had every line after it done again, "edited since")
                landing = set(moved.values())
                dropped = writer.take_out(lambda r: mine(r) in landing and mine(r) not in moved,  # no longer there
                                          change=lambda r: moved_to(r, moved.get(mine(r)), mine(r), settings.results))
                names.update(((AT, at), name) for name, _ in landing  # its line's new 'at', named as this run names it
                             if (at := place(name, None, settings.results)) is not None)
                edited, gone = edited - landing - moved.keys(), gone - landing - moved.keys()
                ours = (ours - moved.keys()) | landing
                done = {mine(rec): rec for rec in writer.done.values()}
                summary.moved, summary.followed = len(moved), sum(old == new for old, new in moved.items())

            # lines to do again: of this run's puzzles alone (a run over another folder with --unique took out the
            # solved lines of the first, and never did them again)
            later = {mine(rec) for rec in writer.existing if mine(rec) in ours and again(rec)} - edited
            if edited or later or gone:  # puzzles changed since their line was written, lines to do again, lines of
                # puzzles their collection no longer has; the lines to do again are put back if the run stops before
                # their new lines (an edited puzzle's line answered another puzzle: not put back)
                writer.take_out(lambda r: mine(r) in edited or mine(r) in later or mine(r) in gone,
                                restorable=lambda r: mine(r) in later)
                summary.edited, summary.redone, summary.gone = len(edited), len(later), len(gone)
                summary.deleted = sum(not os.path.lexists(file) for file, _ in gone)  # files deleted from a folder
                ours -= edited | later
                done = {key: rec for key, rec in done.items() if key not in edited and key not in later}
        except TimeUp as exc:
            summary.unread, summary.seconds = exc.args[0], time.perf_counter() - t0
            return summary
        summary.gone, summary.replaced = summary.gone + dropped, dropped
        for rec in writer.existing:
            if mine(rec) in ours:  # named as this run names its file: a run from another folder's relative name
                summary.tally.add({**rec, "file": mine(rec)[0]})  # ("slowest: b2/p.json") named no file from here
                summary.stopped += _stopped(rec)
        summary.skipped = summary.tally.puzzles
        unread = {path for path, _ in sources.skipped}  # a file of this run's that it could not read: not "given"
        summary.others = sum(mine(rec) not in ours and mine(rec)[0] not in unread for rec in writer.existing)
        summary.unread_kept = sum(mine(rec)[0] in unread for rec in writer.existing)  # the file holds them too
        todo = total - summary.skipped
        if on_start:
            on_start(todo, summary.skipped)

        unknown = [0]  # new lines a limit cut short (unknown, or a uniqueness unproven)

        def record(done) -> None:  # one task's records, formatted and tallied by the worker
            if later and settings.over():  # cut by --total-time: a puzzle done again keeps its old line
                done = without_cut(done, later)
            writer.write_lines(done.lines)
            summary.tally.merge(done.tally)
            summary.new += done.tally.puzzles
            unknown[0] += done.tally.unfinished  # unknown, or solved with a proof cut short: both done again
            pace.add(done.tally)
            if on_progress:
                on_progress(done.tally.puzzles, done.last)

        workers = max(1, min(jobs or os.cpu_count() or 1, todo))  # never more workers than puzzles
        pace = _Pace(DASK_LINE_CHUNK if dask else chunk_lines(todo, workers))  # (a cluster's slow lines in one
        # task of 1,000 ran on one of its threads: 16 of 3 s each took 57 s on two)
        try:
            _run(sources, done, later, settings, dask, until, workers, pace, writer, record, todo, summary)
            summary.cut = unknown[0] if settings.over() else 0
        finally:  # stopped (--total-time, Ctrl-C) before every line to do again was done: those left are put back
            try:
                back = writer.put_back(mine)
            except (OSError, PuzzleInputError):  # the run's own error (a full disk...) is the one to say
                back = []
            summary.redone -= len(back)
            summary.skipped += len(back)
            # each was counted among those not started (to do, no new line), yet it keeps its line: counted twice,
            # the file's lines and those "not started" came to more puzzles than the run was given
            summary.untried, summary.kept_back = max(0, summary.untried - len(back)), len(back)
            for rec in back:
                summary.tally.add(rec)
                summary.stopped += _stopped(rec)
    summary.seconds = time.perf_counter() - t0
    return summary


def _stopped(record: dict) -> bool:
    """An earlier run's ``unknown`` line of a puzzle a Ctrl-C or the run's time limit stopped, not its own -t (they
    were counted as "left unknown within -t; a longer -t may settle them")."""
    return record.get("status") == "unknown" and interrupted(record)


def _run(sources, done, later, settings, dask, until, workers, pace, writer, record, todo, summary) -> None:
    """Hand this run's puzzles to the workers (or Dask), their lines to ``record``."""
    handed = _Counted(items(sources, done, later, settings.over))
    chunks = _chunks(handed, pace)
    if dask:
        run_on_dask(dask, solve_chunk, ((chunk, settings) for chunk in chunks), settings.over, record,
                    10 if until is None else min(10, until - time.time()),  # --total-time covers connecting
                    grace=TOTAL_TIME_GRACE, unfinished=lambda calls: _interrupted(writer, calls, later))
    elif workers == 1:
        for chunk in chunks:
            if settings.over():
                break
            try:
                record(solve_chunk(chunk, settings))
            except KeyboardInterrupt as exc:  # the puzzles of the chunk finished before it keep their lines
                if getattr(exc, "done", None) is not None:
                    record(exc.done)
                _interrupted(writer, [(getattr(exc, "rest", chunk), settings)], later)
                raise
    else:
        run_on_processes(solve_chunk, ((chunk, settings) for chunk in chunks), workers, settings.over, record,
                         grace=TOTAL_TIME_GRACE, unfinished=lambda calls: _interrupted(writer, calls, later),
                         stoppable=True)
    # those handed out without a line, and, when the run stopped before the end, those never handed out (as
    # counted before: a collection edited meanwhile made "todo - new" -100 or 100 in a run not stopped)
    # (the items stop once the time is over while a line is read: not exhausted then, their rest untried too)
    summary.untried = max(handed.count, 0 if handed.exhausted and not settings.over() else todo) - summary.new


__all__ = ["BatchSummary", "STATUSES", "count_puzzles", "run_batch"]
