"""Whole years into a resumable JSON-lines file, and edition verification."""

from __future__ import annotations

import calendar as _cal
import datetime as _dt
import json
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from ...core.errors import PuzzleInputError, shown as shown_input
from ...core.jsonl_records import line_where
from ...core.options import SolverOptions, given_options, reading_under
from ...core.status import Status
from ...engines.choice import check_engine
from ...engines.interrupt import raise_if_noted
from .dates import all_days, full_year_dates, parse_date
from .editions import load_edition
from .puzzle import CalendarPuzzle
from ...core.settings import spelled
from ..arguments import KINDS, argument_types
from .rules import WEEKDAYS, CalendarDate, Edition
from .year_summary import YearSummary


@argument_types(puzzle=CalendarPuzzle, count="flag")
def date_record(puzzle: CalendarPuzzle, *, count: bool, options: SolverOptions | None = None,
                engine: str = "auto") -> dict:
    """Solve (or count) one date: its JSON-lines record ``{"date",
    "edition", "design" (:attr:`Edition.design`), ["weekday"], ["one_sided": true], "status", "seconds",
    "complete", "placements", ["count"], ["engine"]}`` (placements of the first solution, checked; ``engine``:
    the engine asked for, left out for ``auto``, as ``gridsat batch`` records it).

    Raises:
        KeyboardInterrupt: Ctrl-C stopped the date (nothing is recorded for it).
    """
    found = puzzle.count(options=options, engine=engine) if count else puzzle.solve(options=options, engine=engine)
    if found.interrupted:
        raise KeyboardInterrupt
    record = {"date": puzzle.date.key, "edition": puzzle.edition.name, "design": puzzle.edition.design}
    if puzzle.date.weekday is not None:
        record["weekday"] = WEEKDAYS[puzzle.date.weekday]
    if puzzle.one_sided:
        record["one_sided"] = True
    record.update({"status": str(found.status), "seconds": round(found.seconds, 6), "complete": found.is_complete,
                   "placements": [pl.to_json() for pl in found.placements]})
    if count:
        record["count"] = found.count
    if engine != "auto":
        record["engine"] = engine
    return record


def all_solvable(unsolvable: list, unknown: list) -> bool | None:
    """True: every date was shown solvable; False: some date was proven to
    have no solution; None: neither (the time limit left dates undecided).
    A run cut short said false, a claim nothing proved."""
    return False if unsolvable else None if unknown else True


def another_run(rec: dict, ed: Edition, one_sided: bool) -> str | None:
    """What makes results line ``rec`` one of another run than ``ed``
    (``one_sided`` or not), ``"of edition X"``, ``"of another design of
    edition X (...)"``, ``"with --one-sided"``; None when it is of this one.
    A line of an older gridsat has no design and is taken as this one's."""
    if not isinstance(rec.get("edition"), str):  # (it said "of edition None")
        return f"without an edition's name ({json.dumps(rec.get('edition'))[:40]} for 'edition'; edited?)" \
            if "edition" in rec else "without an edition (edited?)"
    if rec.get("edition") != ed.name:  # (an edited name of 300 characters was quoted whole)
        name = rec["edition"]
        return f"of edition {name if len(name) <= 40 and name.isprintable() else shown_input(name, 40)}"
    if rec.get("design", ed.design) != ed.design:
        return f"of another design of edition {ed.name} (its board or pieces were edited since)"
    if bool(rec.get("one_sided")) != one_sided:
        return f"{'without' if one_sided else 'with'} {spelled('--one-sided', 'one_sided')}"
    return None


def refuse_another_run(problem: str, out, where: str | None = None) -> None:
    """Refuse results file ``out`` holding ``problem`` (a line of another run; ``where``: the file and its line)."""
    raise PuzzleInputError(f"the file holds {problem}: it belongs to another run; choose another "
                           f"{spelled('--out', 'out')}", where or str(out))


def _is_date(key) -> bool:
    """Whether results key ``key`` is a real date written ``YYYY-MM-DD``."""
    try:
        return isinstance(key, str) and len(key) == 10 and _dt.date.fromisoformat(key) is not None
    except ValueError:
        return False


def _not_date(key) -> str:
    """What a results key that is no date is: "does not exist: February 2027 has 28 days" of ``2027-02-29`` (it
    was "is no date YYYY-MM-DD", its shape), else "is no date YYYY-MM-DD"."""
    if isinstance(key, str) and len(key) == 10 and key[4::3] == "--" and key.replace("-", "").isdigit():
        try:
            parse_date(key)
        except PuzzleInputError as exc:
            return exc.problem.split(" ", 2)[2].split(";")[0]  # "date 2027-02-29 does not exist: ..." less "date X"
    return "is no date YYYY-MM-DD"


def _foreign(writer, keys, year: int, ed: Edition, count: bool, one_sided: bool, out) -> None:
    """Refuse a results file that holds lines of another run (another year, edition, design or mode; a line of
    another date of ``year`` is kept: a run of some ``dates`` adds to the file of a run of others)."""
    for key, rec in writer.done.items():
        other = another_run(rec, ed, one_sided)
        if key not in keys:
            if not _is_date(key):  # ("2027-02-30" or 300 x's was said to belong to another run, quoted whole)
                raise PuzzleInputError(f"the file holds a line whose date {shown_input(key, 40)} {_not_date(key)} "
                                       "(edited?): remove the line or choose another "
                                       f"{spelled('--out', 'out')}", line_where(out, _date_key, key))
            if _dt.date.fromisoformat(key).year != year:  # (dates=['03-02'] over the file of dates=['03-01'] was
                # told "a line for 2024-03-01, which is not a date of this run: it belongs to another run")
                refuse_another_run(f"a line for {key}, which is not a date of this run", out,
                                   line_where(out, _date_key, key))
        if other is None and ("count" in rec) != count:
            other = f"{'without' if count else 'with'} a count"
        if other is not None:
            refuse_another_run(f"a line for {key} {other}", out, line_where(out, _date_key, key))


def _edited_answers(writer, days, keys, ed: Edition, one_sided: bool, out) -> None:
    """Refuse a line written solved whose placements are no answer of its date (a piece taken out, a cell moved
    past the board, a piece named twice): such a line was kept and counted solved; and a line naming a weekday
    that is not its date's own (kept as it was).

    Raises:
        PuzzleInputError: naming the date and the checker's first violation.
    """
    for d, key in zip(days, keys):
        rec = writer.done.get(key)
        own = CalendarDate.of(d).weekday
        if rec is not None and "weekday" in rec and rec["weekday"] != (None if own is None else WEEKDAYS[own]):
            raise PuzzleInputError(f"the line for {key} names the weekday {shown_input(str(rec['weekday']), 22)}, not "
                                   "the date's own (edited?): remove the line to solve that date again",
                                   line_where(out, _date_key, key))
        if rec is not None and rec.get("status") == "solved":
            try:
                wrong = CalendarPuzzle(ed, CalendarDate.of(d), one_sided).check_json(rec["placements"])
            except (TypeError, ValueError) as exc:  # no list of {"piece", "cells"}: a traceback
                wrong = [str(exc)]
            if wrong:
                shown_wrong = wrong[0] if len(wrong[0]) <= 100 else wrong[0][:97] + "..."
                raise PuzzleInputError(f"the line for {key} is written solved, but its placements are no answer of "
                                       f"that date ({shown_wrong}; edited?): remove the line to solve that date "
                                       "again", line_where(out, _date_key, key))


def _date_key(record: dict) -> str:
    """The date of a line of the shape :func:`date_record` writes; any other
    shape raises TypeError, so a line edited by hand has the results file
    refused in one line (a list for a status gave a traceback, an unknown
    status or a text for ``complete`` was kept as done)."""
    from ...core.jsonl_records import check_fields  # (each field named, as batch's lines are)
    date, number, seconds = record.get("date"), record.get("count", 0), record.get("seconds")
    check_fields(record, {"date": isinstance(date, str), "status": record.get("status") in ("solved", "infeasible",
                 "unknown"), "seconds": type(seconds) in (int, float) and 0 <= seconds < float("inf"),  # NaN
                 "complete": type(record.get("complete")) is bool, "placements": isinstance(record.get("placements"),
                 list), "count": type(number) is int and number >= 0, "design": isinstance(record.get("design", ""),
                 str), "engine": isinstance(record.get("engine", ""), str)})
    return date


def _as_date(value, year: int):
    """A date of ``dates`` as given: a ``datetime.date``, or text read as the command line reads a date (a
    ``MM-DD`` in ``year``); anything else is returned for the caller's TypeError."""
    if not isinstance(value, str):
        return value
    y, month, day = parse_date(value)
    if y is None and month == 2 and day == 29 and not _cal.isleap(year):
        raise PuzzleInputError(f"date {value} is not in {year}: February {year} has 28 days")
    return _dt.date(year if y is None else y, month, day)


@argument_types(year="whole", out="path", count="flag", one_sided="flag", progress="function",
                dates=(lambda v: v is None or KINDS["items"][0](v), "a list of dates (datetime.date or text) or None"))
def solve_year(edition: str | Edition, year: int, out: str | Path, *, count: bool = False,
               one_sided: bool = False, options: SolverOptions | None = None, engine: str = "auto",
               dates: Iterable[_dt.date] | None = None,
               progress: Callable[[int, int, dict], None] | None = None) -> YearSummary:
    """Solve (or count) every date of ``year`` into a resumable JSON-lines file.

    One line per date (see :func:`date_record`), written and flushed as each
    date finishes (:class:`~gridsat.core.jsonl.JsonLinesWriter`, which also
    locks the file against a second run).  Run again with the same ``out``
    after a kill, it skips the dates already written, drops a half-written
    last line, and ends with exactly one line per date.

    Args:
        edition: edition name, file, or :class:`Edition`.
        year: 100..9999 (a year in full).
        out: the JSON-lines file (created; an existing one is resumed).
        count: count every solution per date (adds ``count``).
        one_sided: rotations only.
        options: solver options; the time limit (seconds) covers the whole run.
        engine: ``auto``, ``exact`` or ``cpsat``.
        dates: solve only these dates of the year (default: all of them; a date given twice is done once):
            ``datetime.date`` values or text as the command line reads it (``2024-03-01``, or ``03-01`` in
            ``year``; :func:`~gridsat.puzzles.calendar.dates.parse_date`); the lines ``out`` holds of other
            dates of ``year`` are kept as they are, and left out of the summary.
        progress: called as ``progress(done, total, record)`` after each date
            (also for dates skipped on resume, with their stored record).

    Returns:
        :class:`YearSummary` over every date of the run (old and new lines).

    Raises:
        PuzzleInputError: bad year or edition, another run writing ``out``, or
            ``out`` holding lines of another run (edition, year, count or
            one-sided mode), a date not in ``year``, a date text that is not one.
        TypeError: ``year`` not a whole number, ``out`` not a path, ``dates``
            not a list of dates, ``count`` or ``one_sided`` not True or False.
        TimeUp: the time limit ran out while an edition file was read.
        KeyboardInterrupt: Ctrl-C or SIGTERM, with ``partial``: the :class:`YearSummary` so far
            (``interrupted`` True; ``untried``: the dates left without a line).
    """
    from ...core.jsonl import JsonLinesWriter

    options = given_options(options).started()  # the time limit covers reading an edition file too
    with reading_under(options.deadline, options.memory_limit):
        ed = load_edition(edition)
    engine = check_engine(engine)
    every = full_year_dates(year)  # the year checked first: solve_year(..., 0, dates=['03-01']) met 'year 0 is out of
    # range', Python's date's own ValueError
    days = every if dates is None else [_as_date(d, year) for d in dates]
    for d in days:
        if not isinstance(d, _dt.date):  # met d.year: "'str' object has no attribute 'year'"
            raise TypeError(f"solve_year: dates must be datetime.date values or date text, got "
                            f"{type(d).__name__} {shown_input(d, 40)}")
        if d.year != year:
            raise PuzzleInputError(f"date {d.isoformat()} is not in {year}")
    days = list(dict.fromkeys(d.date() if isinstance(d, _dt.datetime) else d for d in days))  # a date given twice
    # was solved twice, its one line counted as two dates in the summary ("2 dates, 2 solved")
    keys = [CalendarDate.of(d).key for d in days]
    t0 = time.perf_counter()

    wanted = set(keys)

    def again(record) -> bool:  # a line to do again: unknown, a count cut short, or solved by another engine than
        # the one this run names (a run with --engine exact over lines of --engine cpsat kept them, unsaid); only a
        # line of a date of this run (another date's line is kept as it is)
        return record.get("date") in wanted and (
            record.get("status") == "unknown" or record.get("complete") is False
            or engine != "auto" and record.get("engine", "auto") != engine)

    with JsonLinesWriter(out, key=_date_key, first_field="date") as writer:
        _foreign(writer, keys, year, ed, count, one_sided, out)  # every line, those to do again too, before any is
        # taken
        _edited_answers(writer, days, keys, ed, one_sided, out)
        # out of the file, and put back if the run stops before their dates (--engine cpsat -t 1 over a year
        # solved by the exact engine left 3 lines of 365)
        redone = writer.take_out(again, restorable=again) if any(again(r) for r in writer.done.values()) else 0
        skipped = len([k for k in keys if writer.has(k)])
        untried, stop = 0, None
        try:
            for done, (d, key) in enumerate(zip(days, keys), start=1):
                if writer.has(key):
                    record = writer.done[key]
                elif options.expired():
                    untried += 1
                    continue
                else:
                    raise_if_noted()  # a Ctrl-C lost on its way (in a callback) still ends the year
                    puzzle = CalendarPuzzle(ed, CalendarDate.of(d), one_sided)
                    record = date_record(puzzle, count=count, options=options, engine=engine)
                    writer.write(record)
                if progress is not None:
                    progress(done, len(days), record)
        except KeyboardInterrupt as exc:  # the year so far goes with it (a Ctrl-C printed no --json), as a census's
            stop = exc
        finally:
            redone -= len(writer.put_back())
        records = [writer.done[k] for k in keys if k in writer.done]
    summary = YearSummary(year, ed.name, Path(out), records, skipped, time.perf_counter() - t0,
                          len(keys) - len(records) if stop else untried, redone, one_sided, stop is not None, count)
    if stop is not None:
        stop.partial = summary
        raise stop
    return summary


@dataclass
class EditionReport:
    """Is every date (x weekday) of an edition solvable?

    Attributes:
        edition: the edition name.
        checked: number of (month, day[, weekday]) combinations the check
            covers (solvable, unsolvable and undecided together).
        unsolvable: keys (``MM-DD`` or ``MM-DD-Www``) proven infeasible.
        unknown: keys a time limit left undecided.
        seconds: wall time (s).
    """

    edition: str
    checked: int
    unsolvable: list
    unknown: list
    seconds: float

    @property
    def ok(self) -> bool:
        """True when every combination was shown solvable."""
        return not self.unsolvable and not self.unknown

    def to_json(self) -> dict:
        return {"kind": "calendar-verify", "edition": self.edition, "checked": self.checked,
                "all_solvable": all_solvable(self.unsolvable, self.unknown), "unsolvable": self.unsolvable,
                "unknown": self.unknown,
                "seconds": round(self.seconds, 3)}


@argument_types(one_sided="flag", progress="function")
def verify_edition(edition: str | Edition, *, one_sided: bool = False, options: SolverOptions | None = None,
                   engine: str = "auto", progress: Callable[[int, int, str], None] | None = None) -> EditionReport:
    """Solve every date (366 month-day pairs, with 29 February) and, on a
    weekday board, every date x weekday (366 x 7) of an edition.

    Every solution found is checked.  Arguments as :func:`solve_year` (the time limit covers the whole run,
    reading an edition file included: :class:`~gridsat.core.options.TimeUp` when it runs out there);
    ``progress(done, total, key)`` is called after each combination.

    Returns:
        :class:`EditionReport` listing unsolvable (proven) and unknown combinations.
    """
    options = given_options(options).started()  # one limit for the whole run (each date had the whole limit),
    with reading_under(options.deadline, options.memory_limit):  # reading an edition file included
        ed = load_edition(edition)
    engine = check_engine(engine)
    combos = [CalendarDate(m, d, w) for m, d in all_days() for w in (range(7) if ed.board.weekdays else [None])]
    t0 = time.perf_counter()
    bad, unknown = [], []
    for i, day in enumerate(combos, 1):
        raise_if_noted()
        result = CalendarPuzzle(ed, day, one_sided).solve(options=options, engine=engine)
        if result.status is Status.INFEASIBLE:
            bad.append(day.key)
        elif result.status is Status.UNKNOWN:
            unknown.append(day.key)
        if progress is not None:
            progress(i, len(combos), day.key)
    return EditionReport(ed.name, len(combos), bad, unknown, time.perf_counter() - t0)


__all__ = ["EditionReport", "YearSummary", "date_record", "solve_year", "verify_edition"]
