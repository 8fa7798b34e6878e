"""The worker side of ``gridsat batch``: one puzzle in, one result record out.

A record (one JSON line of the results file)::

    {"file": "puzzles/a.txt", ["at": "run/puzzles/a.txt",] ["line": 12,] "kind": KIND, ["forced": true,]
     "digest": "5f0c...", "status": "solved", "seconds": 0.12, "complete": true, ["uniqueness": "unique",]
     "answer": {...the kind's fields...}, "check": "passed", ["matches_record": true/false/null]}

``at``: where a puzzle named by a relative path is from the results file's folder (:mod:`.places`).
``digest`` names the puzzle's text as it was, and that of the files it named (their paths are kept under
``reads``: a board, piece, edition or answer file; see :func:`~gridsat.batch.sources.digest`): a resume redoes a
line whose puzzle, or a file it names, was edited since.  ``status`` is ``solved`` / ``infeasible`` / ``unknown`` /
``bad_input`` (then ``"error"`` holds the one-line message; ``check_failed`` would mean an answer broke a rule and
``internal_error`` that gridsat failed with an error of its own -- gridsat bugs, recorded rather than stopping the
run, ``"error"`` saying which).  Workers solve a chunk of puzzles a task and exit when their parent dies.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.address_space import refused_memory
from ..core.errors import PuzzleInputError, SolutionCheckError, shown
from ..core.memory import MemoryLimitError
from ..core.status import Status
from ..core.imports import ImportClock
from ..core.settings import command_line_run
from ..core.wording import one_line
from .items import _puzzle_of
from .item import Item, named_as_given
from .places import AT, place
from .settings import Settings
from .sources import ANSWER_SUFFIX, digest


def solve_item(item: Item, settings: Settings) -> dict:
    """Solve one puzzle and return its record (never raises for bad input).
    The puzzle's time limit covers reading it: one whose reading outlasts it
    is recorded ``unknown`` (``complete`` false) with a ``note`` saying so.

    The record's ``seconds`` is the puzzle's own work -- reading, building,
    solving, checking -- in wall time, less the time this process spent
    importing gridsat's and the solvers' modules on first use (the first
    puzzle of each kind a worker meets pays for them; see
    :class:`~gridsat.core.imports.ImportClock`).  The time limit is of that
    work too: a puzzle cut short while the process imported for it (for
    :data:`IMPORTS_THAT_COUNT` s or more, and for most of its limit: less
    than half of it left to its own work) is done again once, its modules
    then loaded (the first of four alike in each worker came out unknown
    after 0.04 s of its own work under ``-t 0.25``, the others solved).  One
    that had most of its limit is not: ``-t 5`` on a puzzle that needs more
    took 11 s, its 5 s spent twice for a second of imports.

    Raises:
        TypeError: ``item`` not an :class:`~gridsat.batch.sources.Item` or ``settings`` not a :class:`Settings`
            (None met "'NoneType' object has no attribute 'seconds'").
    """
    _check_call("solve_item", [item], settings)
    with ImportClock() as imports:
        t0 = time.perf_counter()
        limit = settings.seconds()
        record = _solve_item(item, settings)
        own = time.perf_counter() - t0 - imports.seconds
        if record["status"] == "unknown" and imports.seconds >= IMPORTS_THAT_COUNT and not settings.over() \
                and (limit is None or own < limit / 2):
            imports.seconds, t0 = 0.0, time.perf_counter()
            record = _solve_item(item, settings)
        record["seconds"] = round(max(time.perf_counter() - t0 - imports.seconds, 0.0), 6)
    if unfinished(record) and settings.over() and (settings.time_limit is None or limit < settings.time_limit) \
            and not str(record.get("note", "")).startswith(MEMORY_NOTE):
        # cut by the run's limit, not its own: --keep-unknown kept it unknown for good, though "run again to go on"
        record["note"] = RUN_CUT_NOTE + (f" ({record['note']})" if record.get("note") else "")
    return record


#: Seconds of importing within a puzzle's time after which a puzzle it left unknown is done again.
IMPORTS_THAT_COUNT = 0.01


def _note_digest(record: dict, item: Item, noted) -> None:
    """Set ``record``'s ``digest`` (see :func:`~gridsat.batch.sources.digest`) and, when the puzzle read
    other files than its own (absolute paths ``noted`` by :func:`~gridsat.core.reading.noting_reads`), their
    names under ``reads``, so a resume can tell whether any of them was edited since."""
    import os

    own = os.path.abspath(item.file) if item.text is None else None
    also = [name for name in noted if name != own]
    record["digest"] = digest(item, also, getattr(noted, "contents", None))  # as read: not edited since
    if also:
        record["reads"] = also


def _located(item: Item, settings: Settings) -> Item:
    """``item`` with its puzzle file's relative path joined to ``settings.folder``: the path to read it by
    in this worker (the record keeps the name as given)."""
    import os

    if item.text is not None or settings.folder is None or os.path.isabs(item.file):
        return item
    return Item(os.path.join(settings.folder, item.file), item.line, item.text)


def _solve_item(item: Item, settings: Settings) -> dict:
    from ..core.options import SolverOptions, TimeUp, reading_under
    from ..core.reading import noting_reads
    from ..puzzles.kinds import Task

    record: dict = {"file": item.file}
    if (at := place(item.file, settings.folder, settings.results)) is not None:  # from the results file's folder
        record[AT] = at  # (a run from another folder names its own puzzle of the same name apart)
    if item.line is not None:
        record["line"] = item.line
    record["kind"] = settings.kind
    if settings.kind is not None:  # read as --kind says, not as detected: a resume without it reads it again
        record["forced"] = True
    if settings.engine != "auto":  # solved as --engine says: a resume asking for another engine does it again
        record["engine"] = settings.engine
    options = SolverOptions(time_limit=settings.seconds(), memory_limit=settings.memory_limit).started()  # the
    # clock starts before reading
    read, noted = _located(item, settings), []
    try:
        try:
            try:
                with reading_under(options.deadline, settings.memory_limit), noting_reads() as noted:
                    kind, puzzle, solution, where = _puzzle_of(read, settings, record)
            finally:  # what the line is written for: the puzzle and every file it named, read or missing --
                _note_digest(record, read, noted)  # outside the reading's clock, whose repeated time-up cut it off
        except TimeUp as exc:
            record.update(status="unknown", seconds=None, complete=False, **settings.unknown_verdict(),  # (timed by
                          note=f"the time limit ran out {exc.args[0]}")  # solve_item; in the shared fields' order)
            return record
        task = Task("unique" if settings.unique else "solve", engine=settings.engine, options=options)
        result = kind.run(puzzle, task)  # every result a kind returns has passed its independent checker
        if getattr(result, "interrupted", False):  # Ctrl-C (or SIGTERM) reached the solver in this process: what
            raise KeyboardInterrupt  # it stopped with is no line, and the run stops (it was solved again, or kept)
        data = result.to_json()
        for field in ("kind", "status", "seconds", "complete", "uniqueness"):
            if field in data:
                record[field] = data.pop(field)
        record["answer"] = data
        if kind.notices(puzzle):  # what the kind's command notes on stderr (a weekday not the date's own, a pzprv3
            record["notices"] = kind.notices(puzzle)  # file's answer rows breaking a rule): the line said nothing
        # a limit that cut the search before any answer leaves nothing checked and nothing to compare (no answer
        # is None, or an empty list of placements or dominoes: that one was "passed" and compared with the record)
        answered = result.status is not Status.UNKNOWN or result.answered
        if answered and result.status is not Status.INFEASIBLE:  # an infeasible puzzle has no answer to check
            record["check"] = "passed"
        if settings.check_answer:  # null: no recorded solution, or no answer, to compare
            record["matches_record"] = (None if solution is None or not answered
                                        else _same_answer(kind, result, solution, where))
            if record["matches_record"] is False and (result.answered or result.status is Status.INFEASIBLE):
                broken = replace(result.with_answer(kind.recorded_answer(result, solution)),  # the first rule the
                                 status=Status.SOLVED).violations()  # record breaks, judged as a found answer's
                record.update(record_is_an_answer=not broken, **({"record_breaks": broken[0]} if broken else {}))
    except PuzzleInputError as exc:  # the error instead of what was found before it (a bad recorded solution)
        for found in ("complete", "uniqueness", "answer", "check", "matches_record", "record_is_an_answer",
                      "record_breaks", "notices"):
            record.pop(found, None)
        limited = isinstance(exc, MemoryLimitError)
        own = Path(read.file)  # the puzzle file and its answer file named as given, as the line's "file" and the
        answer = own.with_name(own.name[:-len(own.suffix)] + ANSWER_SUFFIX) if own.suffix else own  # command line
        if read is not item and exc.placed(read.file, str(answer)):  # name them: it was the worker's path, joined to
            exc = named_as_given(exc, read, item)  # the folder (a file the puzzle names is named in full, as the CLI)
        line = f"{Path(item.file).name}: line {item.line}"  # the line, as every other line's error names it (an
        if item.line is not None and not str(exc.where or "").startswith(line):  # unknown kind, a bad recorded
            exc = exc.at(line)  # solution, or one named by the puzzle's own "name", which was all it said)
        if limited:
            # a limit stopped it, not its input: unknown, done again by a run with more memory (as bad input
            # it was kept for good, though its message said to raise the limit)
            record.update(status="unknown", seconds=record.get("seconds"), complete=False,
                          **settings.unknown_verdict(), note=MEMORY_NOTE + one_line(str(exc)))
        else:
            record["status"] = "bad_input"
            if settings.check_answer:  # the error may be the recorded solution's: a run without the option redoes it
                record["check_answer"] = True
            record["error"] = one_line(str(exc))
    except SolutionCheckError as exc:  # a gridsat bug: recorded, and the batch goes on
        record["status"] = "check_failed"
        record["error"] = one_line(str(exc))
    except Exception as exc:  # any other gridsat bug: recorded as that, and the batch goes on (it stopped the whole
        from ..core.stopping import stop_came

        if stop_came():  # a Ctrl-C that landed in compiled code (a first import's "ImportError: initialization
            raise KeyboardInterrupt from exc  # failed") is the interruption, not a bug: no internal_error line
        for found in ("complete", "uniqueness", "answer", "check", "matches_record",  # run, and every resume stopped
                      "notices"):  # at the same puzzle again)
            record.pop(found, None)
        said, refused = one_line(str(exc)), refused_memory(exc)
        if refused:  # the machine (or `ulimit -v`) refused memory, no bug: unknown, done again by a run with more (it
            # was "internal_error: ImportError: libortools.so.9: failed to map segment ... (a gridsat bug ...)")
            record.update(status="unknown", complete=False, **settings.unknown_verdict(), note=refused)
        else:
            record["status"] = INTERNAL_ERROR
            record["error"] = (f"{type(exc).__name__}{': ' + said[:300] if said else ''} (a gridsat bug: please report "
                               "it with this puzzle; a resume does it again)")
    record.setdefault("seconds", None)  # solve_item times it; the key keeps its place in the line
    return record


#: The status of a puzzle gridsat failed on with an error of its own (a bug), recorded so the batch goes on.
INTERNAL_ERROR = "internal_error"

#: How the note of a line the whole run's time limit cut begins (done again on resume, --keep-unknown or not).
RUN_CUT_NOTE = "the whole run's time limit cut it; the next run does it again"

#: How the note of a line the memory limit stopped begins (status ``unknown``: a run with more memory does it again).
MEMORY_NOTE = "the memory limit stopped it: "


def _same_answer(kind, result, solution, where: str) -> bool:
    """``kind.same_answer(result, solution)``, its refusal of the recorded solution naming where it is: the
    answer file, or the file or line whose 'solution' field it is (a solution read as a text grid said only
    "solution: line 1, column 1: ...", and a puzzle file's bad field named nothing)."""
    from ..formats.sniff import looks_like_url

    if isinstance(solution, str) and "\n" not in solution.strip() and looks_like_url(solution.strip()):
        # every kind: Yin-Yang's was "'solution': line 1, column 1: symbol 'h' is not 1 (white) or 2 (black)"
        raise PuzzleInputError("a puzzle's URL, not a solution: a recorded solution is the answer itself; the URL "
                               "goes where the puzzle does", where if where.endswith(ANSWER_SUFFIX)
                               else f"{where}: 'solution'")
    puzzle = getattr(result, "puzzle", None)  # (a tiling's result has none)
    rows, cols = getattr(puzzle, "rows", None), getattr(puzzle, "cols", None)
    lines = solution.count("\n") + 1 if isinstance(solution, str) else len(solution) if isinstance(solution, list) \
        and kind.result_type.answer_field == "grid" else 0  # (a list of Domino Fit's dominoes is no list of rows: a
    # 100x100 board's 4,203 of the shared data were "far more than an answer of this 100x100 board")
    # its characters, or a list's cells (a row of 20,000,000 characters in a record's list of rows took a 4x4 Hitori
    # 4.2 s under -t 1, read whole before its size was known, as a text's once did)
    size = len(solution) if isinstance(solution, str) else sum(
        len(row) if isinstance(row, (str, list)) else 1 for row in solution) if isinstance(solution, list) else 0
    if type(rows) is int and type(cols) is int and (lines > 2 * rows + 20 or size > 64 * (rows + 2) * (cols + 2)
                                                    + 4096):  # read whole before its size was known: a 7.5 MB
        each = "line" if isinstance(solution, str) else "row"
        raise PuzzleInputError(  # answer file of a 4x4 Hitori took 30 s under -t 2 and 0.5 GB (33 MB: 2 GB)
            f"the recorded solution has {lines:,} {each}{'s' * (lines != 1)} ({size:,} "
            f"{'characters' if isinstance(solution, str) else 'cells'}), far more than an answer of this "
            f"{rows}x{cols} board", where if where.endswith(ANSWER_SUFFIX) else f"{where}: 'solution'")
    try:
        return kind.same_answer(result, solution)
    except PuzzleInputError as exc:
        if exc.where is None:
            raise PuzzleInputError(exc.problem, where) from None
        if exc.where == "solution":  # a place inside the solution's text
            raise PuzzleInputError(exc.problem, where if where.endswith(ANSWER_SUFFIX) else f"{where}: 'solution'") \
                from None
        raise


def unfinished(record: dict) -> bool:
    """A record a limit cut short: ``unknown``, or solved with ``complete`` false (a uniqueness proof cut:
    uniqueness unknown).  A resume does it again."""
    return record.get("status") == "unknown" or (record.get("status") == "solved" and record.get("complete") is False)


@dataclass
class Tally:
    """What a set of records says, in a few numbers: the summary of a batch
    is the merge of its tasks' tallies, so the parent never handles records
    one by one.

    Attributes:
        puzzles: records counted.
        statuses: ``Counter`` of ``status``.
        verdicts: ``Counter`` of ``uniqueness`` (or ``status`` without one).
        matches: ``Counter`` of ``matches_record`` (True / False) where present, and under ``"another
            answer"`` the records that differ but are answers too (``record_is_an_answer``); ``not_compared``:
            records of bad input, or left unknown without an answer, compared with nothing.
        good: records whose answer passed the checker and matches its record.
        seconds: sum of the records' ``seconds`` (s).
        slowest: the three slowest, ``[(seconds, file, line or None), ...]``.
        bad: the first three read as bad input by file and line (not as they finished: each run named
            others), ``[(file, line or None, error), ...]``.
        unfinished: records a limit cut short (:func:`unfinished`), which a resume does again.
        memory: records the memory limit stopped (their note starts with :data:`MEMORY_NOTE`).
    """

    puzzles: int = 0
    statuses: Counter = field(default_factory=Counter)
    verdicts: Counter = field(default_factory=Counter)
    matches: Counter = field(default_factory=Counter)
    good: int = 0
    seconds: float = 0.0
    slowest: list = field(default_factory=list)
    bad: list = field(default_factory=list)
    unfinished: int = 0
    memory: int = 0
    not_compared: int = 0

    def add(self, record: dict) -> None:
        """Count one record."""
        self.puzzles += 1
        if record["status"] == "bad_input":
            self.bad = sorted(self.bad + [(record["file"], record.get("line"), record.get("error", ""))],
                              key=lambda b: (b[0], b[1] or 0))[:3]
        self.statuses[record["status"]] += 1
        self.unfinished += unfinished(record)
        self.memory += str(record.get("note", "")).startswith(MEMORY_NOTE)
        self.verdicts[record.get("uniqueness", record["status"])] += 1
        if record.get("matches_record") is not None:
            self.matches[record["matches_record"]] += 1
            if record.get("record_is_an_answer") is True:
                self.matches["another answer"] += 1
            self.good += record.get("check") == "passed" and record["matches_record"] is True
        elif record["status"] in ("bad_input", "unknown"):  # compared with nothing, its recorded solution or not
            self.not_compared += 1
        self.seconds += record.get("seconds", 0.0)
        self.slowest = sorted(self.slowest + [(record.get("seconds", 0.0), record["file"], record.get("line"))],
                              key=lambda s: -s[0])[:3]

    def merge(self, other: "Tally") -> None:
        """Add another tally's counts to this one."""
        self.puzzles += other.puzzles
        for mine, theirs in ((self.statuses, other.statuses), (self.verdicts, other.verdicts),
                             (self.matches, other.matches)):
            mine.update(theirs)
        self.good += other.good
        self.unfinished, self.memory = self.unfinished + other.unfinished, self.memory + other.memory
        self.not_compared += other.not_compared
        self.seconds += other.seconds
        self.slowest = sorted(self.slowest + other.slowest, key=lambda s: -s[0])[:3]
        self.bad = sorted(self.bad + other.bad, key=lambda b: (b[0], b[1] or 0))[:3]


@dataclass
class Done:
    """One task's work, ready for the results file.

    Attributes:
        lines: the records as JSON lines (UTF-8, each ending in a newline),
            in the chunk's order, formatted as the results file holds them.
        tally: their :class:`Tally`.
        last: ``"FILE[:LINE]: STATUS"`` of the last record (for progress).
    """

    lines: bytes
    tally: Tally
    last: str


def solve_chunk(chunk: list, settings: Settings) -> Done:
    """Solve every item of ``chunk`` (one task of a worker): the records are
    formatted and tallied here, in the worker, so the process that collects
    the results only appends bytes and adds up a few counters.

    Raises:
        KeyboardInterrupt: Ctrl-C (or SIGTERM) in this process (a run of one job), with ``done``: the
            :class:`Done` of the puzzles finished before it, and ``rest``: the items left without a line.
        TypeError: ``chunk`` not a list of :class:`~gridsat.batch.sources.Item` or ``settings`` not a
            :class:`Settings`.
    """
    if not isinstance(chunk, (list, tuple)):  # a string was taken letter by letter
        raise TypeError(f"solve_chunk: chunk must be a list of Items, got {type(chunk).__name__} "
                        f"{shown(chunk, 40)}")
    _check_call("solve_chunk", chunk, settings)
    from ..core.memory import collect_between_jobs
    from ..engines.interrupt import raise_if_noted

    tally = Tally()
    lines = []
    record = None
    try:
        with command_line_run(settings.option_words):  # the run's wording, in whichever process solves it
            for item in chunk:
                raise_if_noted()  # a Ctrl-C Python lost on its way (at an import) still stops the run here
                if settings.over():  # the whole run's time is up: this puzzle gets no line, the next run does it
                    break
                record = solve_item(item, settings)
                collect_between_jobs()  # each puzzle's garbage with cycles, kept long at the raised threshold
                tally.add(record)
                lines.append(json.dumps(record, separators=(", ", ": ")))
    except KeyboardInterrupt as exc:
        exc.done, exc.rest = _done(lines, tally, record), chunk[len(lines):]
        raise
    return _done(lines, tally, record)


def _check_call(who: str, chunk, settings) -> None:
    """TypeError naming ``who``'s argument: an item of ``chunk`` that is no :class:`Item`, or ``settings`` that
    are no :class:`Settings` (each met an AttributeError deep inside)."""
    bad = [item for item in chunk if not isinstance(item, Item)][:1]  # (None itself may be the bad item)
    if bad:
        bad = bad[0]
        what = "item" if who == "solve_item" else "chunk's item"
        raise TypeError(f"{who}: {what} must be an Item, got {type(bad).__name__} {shown(bad, 40)}")
    if not isinstance(settings, Settings):
        raise TypeError(f"{who}: settings must be a Settings, got {type(settings).__name__} "
                        f"{shown(settings, 40)}")


def _done(lines: list, tally: Tally, record: dict | None) -> Done:
    """The :class:`Done` of a chunk's JSON ``lines``, their ``tally`` and its last ``record`` (None: none)."""
    where = "" if record is None else ":" + str(record["line"]) if "line" in record else ""
    last = "" if record is None else f"{Path(record['file']).name}{where}: {record['status']}"
    return Done(("\n".join(lines) + "\n").encode("utf-8") if lines else b"", tally, last)


__all__ = ["MEMORY_NOTE", "Done", "Settings", "Tally", "solve_chunk", "solve_item", "unfinished"]
