"""The calendar's work beyond one date: whole years, the census of every date, and checking that every date of a
design is solvable.

Each mode's ``run(argument, values, options, progress)`` returns a report that prints itself (``text()``: lines
with rich markup), as JSON (``to_json()``), as a picture (``figure()``) and as an exit code, as a
:class:`~gridsat.puzzles.contract.Mode` promises.  ``values`` holds the command's typed settings plus ``count``,
``engine`` and ``out``; ``progress(done, total, note)`` is called as the work goes on.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from ...core.errors import PuzzleInputError, shown as shown_input
from ...core.files import is_file
from ...core.options import reading_under
from ...core.settings import spelled
from ...render.styled import literal_name
from .rules import DAYS, MONTHS, WEEKDAYS, days_in
from .year import all_solvable, another_run, refuse_another_run
from .year_summary import YearReport


def run_year(argument, values: dict, options, progress) -> YearReport:
    """``--year YYYY --out FILE``: every date of the year, one JSON line each."""
    from .editions import load_edition
    from .year import solve_year

    if values.get("out") is None:
        raise PuzzleInputError("--year needs --out FILE (the results are written there, one line per date)")
    with reading_under(options.deadline, options.memory_limit):  # -t and --memory-limit cover an edition file
        ed = load_edition(values["edition"])

    def step(done, total, record):
        progress(done, total, f"{record['date']} " + (f"{record['count']}" if "count" in record else record["status"]))

    try:
        summary = solve_year(ed, values["year"], values["out"], count=values.get("count", False),
                             one_sided=values["one_sided"], options=options, engine=values.get("engine", "auto"),
                             progress=step)
    except KeyboardInterrupt as exc:  # the year so far: shown (and printed as --json) as a time limit's is
        if getattr(exc, "partial", None) is not None:
            exc.partial = YearReport(exc.partial, Path(values["out"]))
        raise
    return YearReport(summary, Path(values["out"]))


@dataclass
class CensusRun:
    """The census of one edition, with what was written.  ``partial_lines``:
    a census cut short writes its dates' counts so far, marked incomplete
    (the next run takes them out), beside the lines of the parts of the
    search it finished, from which the next run goes on.  ``replaced``: lines of the file that held
    another count than this whole census found (edited), written again with its count.  ``held``: a census cut
    short whose file already held every date's count, complete (an earlier run's, finished): they stand."""

    report: object
    out: Path | None = None
    board: object = None
    replaced: int = 0
    held: bool = False
    partial_lines = True

    def to_json(self) -> dict:
        return {**self.report.to_json(), **({"out_complete": True} if self.held else {})}

    def text(self) -> list[str]:
        data, report = self.report.to_json(), self.report
        what = "dates x weekdays" if report.weekdays else "dates"
        state = "all counted" if report.complete else \
            f"incomplete: {'interrupted' if report.interrupted else 'the time limit stopped the count'}"
        lines = [f"[bold]{report.titled}[/bold]: {data['combinations']:,} {what}, {data['total']:,} solutions "
                 f"({state}) in {data['seconds']:.2f} s"]
        if not report.complete:  # every count is a lower bound: the fewest of them says nothing
            lines.append("fewest: not known: the count was cut short")
        for name in ("fewest", "most") if report.complete else ("most",):
            ends = data[name]
            if not report.complete and not ends["count"]:  # "most so far: 0 on" every date, cut before any was found
                lines.append("most so far: none: the count was cut before it found a solution")
                continue
            if report.complete and not ends["count"]:  # listed once, below (as the web page says): 237 dates
                lines.append(f"{name}: 0, the dates with no solution (below)")  # were listed under fewest and none
                continue
            more = f" and {len(ends['dates']) - 8} more" if len(ends["dates"]) > 8 else ""
            lines.append(f"{name}{'' if report.complete else ' so far'}: {ends['count']:,} on "
                         f"{', '.join(ends['dates'][:8])}{more}")
        if report.complete:
            none = data["unsolvable"]
            lines.append(f"no solution: {len(none)} ({' '.join(none[:20])}{' ...' if len(none) > 20 else ''})"
                         if none else "no solution: none -- every date is solvable")
        widest = max(b["dates"] for b in data["histogram"]) or 1
        lines += [f"{b['from']:>8,}-{b['to']:<8,} {'#' * round(40 * b['dates'] / widest):<40} {b['dates']}"
                  for b in data["histogram"]]
        if self.replaced:
            lines.append(f"{self.replaced} line{'s' if self.replaced > 1 else ''} of {literal_name(str(self.out))} "
                         "held another count than this census (edited?): written again with its count")
        if self.held:  # a finished census run again and cut: its lower bounds read as if the file held no more
            lines.append(f"{literal_name(str(self.out))} already holds every date's count, complete, from a run that "
                         "finished: they stand (this run counted again to check them)")
        elif not report.complete and not report.interrupted:  # 'incomplete' said what to do neither way
            lines.append("run again with the same --out to go on from the parts of the search this run finished"
                         if self.out else "a longer --time-limit counts them all, or --out FILE keeps the parts "
                         "of the search a run finished, for the next run to go on from")
        return lines + ([f"wrote {literal_name(str(self.out))}"] if self.out else [])

    def figure(self, title=None):
        """The heat map on the edition's own board (month x day grids per
        weekday on weekday boards)."""
        from .draw_census import census_board_figure

        return census_board_figure(self.report, self.board, title=title)

    def exit_code(self) -> int:
        return 0 if self.report.complete and not self.report.to_json()["unsolvable"] else 1


def _census(edition, one_sided: bool, options, progress, **resumable):
    from .census import run_census

    return run_census(edition, one_sided=one_sided, options=options,
                      on_progress=lambda found, done: progress(done, 1.0, f"{found:,} solutions"), **resumable)


def _census_key(record: dict) -> tuple:
    """A census results line's key: a date's ``(month, day, weekday or None)``, or a finished subtree's
    ``("subtree", index, subtrees)`` (the lines that let a killed census go on where it was: a line of a split
    of another size, an older run's, is no line of this one's)."""
    from ...core.jsonl_records import check_fields  # (a field taken out named, as batch's lines are)

    if "subtree" in record:
        return "subtree", record["subtree"], record.get("of")
    check_fields(record, {"month": "month" in record, "day": "day" in record})  # a day of true or 6.0: _not_a_date
    return tuple(value if type(value) in (int, str) or value is None else repr(value)
                 for value in (record["month"], record["day"], record.get("weekday")))


def _not_a_date(record: dict, weekdays: bool) -> str | None:
    """What a census results line names that is no date of the census (``"month 2, day 30"``), or None: a
    subtree's line, or a real date (29 February too) with a weekday exactly when the board has them."""
    if "subtree" in record:
        return None
    month, day, weekday = record.get("month"), record.get("day"), record.get("weekday")
    shown = f"month {shown_input(month, 20)}, day {shown_input(day, 20)}" + \
        (f", weekday {shown_input(weekday, 20)}" if "weekday" in record else "")  # (a day of 300 x's was quoted whole)
    real = type(month) is int and type(day) is int and 1 <= month <= 12 and 1 <= day <= days_in(month)
    return None if real and (weekday in WEEKDAYS if weekdays else "weekday" not in record) else shown


def _subtrees_done(writer, weekdays: bool) -> tuple | None:
    """``(subtrees, {index: counts})`` of the subtree lines of a census results file (``counts`` keyed by label
    tuples: month, day and, when ``weekdays``, weekday), or None without a file; lines of a split of another
    size are taken out of the file, to be searched again.

    Raises:
        PuzzleInputError: a subtree line not as gridsat writes it (naming the line's subtree): an index out of
            its split, a label no board has, a combination twice, a count that is no positive whole number.
    """
    if writer is None:
        return None
    from .census import done_fault

    lines = [r for r in writer.done.values() if "subtree" in r]
    split = max((r.get("of") for r in lines if _whole(r.get("of"))), default=0)
    labels = [MONTHS, DAYS] + ([WEEKDAYS] if weekdays else [])
    done = {}
    for r in lines:
        part, of = _line_counts(r.get("counts")), r.get("of")
        if part is None or not _whole(of) or done_fault((of, {r["subtree"]: part}), labels):
            raise PuzzleInputError(f"subtree line {str(r['subtree'])[:20]} is not as gridsat writes it (edited?): "
                                   "remove it to count that subtree again", str(writer.path))
        if of == split:
            done[r["subtree"]] = part
    if len(done) < len(lines):  # another split's lines: searched again, so their keys are written anew
        writer.take_out(lambda r: "subtree" in r and r.get("of") != split)
    return split, done


def _line_counts(counts) -> dict | None:
    """A subtree line's ``counts`` (``[[label, ..., count], ...]``) as ``{labels: count}``, or None when they are
    not such lists of names and a count, or name a combination twice (what the names and counts may be is
    :func:`~gridsat.puzzles.calendar.census.done_fault`'s to say)."""
    if not isinstance(counts, list) or not all(isinstance(e, list) and e and all(isinstance(x, str) for x in e[:-1])
                                               for e in counts):
        return None
    part = {tuple(e[:-1]): e[-1] for e in counts}
    return part if len(part) == len(counts) else None


def _whole(value) -> bool:
    """A whole number from 0 as a JSON line holds it (true and false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def run_census_mode(argument, values: dict, options, progress) -> CensusRun:
    """``--census``: every date of one edition counted in one search
    (``--out`` adds one JSON line per date, resumable); with ``--design
    BOARD --pieces LIBRARY --use "NAMES"``, of that design."""
    from ...core.compiled import require
    from ...engines.choice import TILING_MODULE

    require(TILING_MODULE, "--census")  # one line before anything is read, when the compiled engine is missing
    from ...core.jsonl import JsonLinesWriter
    from ...core.jsonl_records import line_where
    from .editions import load_edition

    if values.get("design") is not None:
        from .design import design_edition

        if not values.get("pieces") or not values.get("use"):
            raise PuzzleInputError(spelled('--census --design BOARD needs --pieces LIBRARY and --use "NAMES"',
                                           "the census of a design needs settings 'pieces' (its library) and 'use'")
                                   + " (the design's pieces)")  # (the web app's request has no --pieces)
        with reading_under(options.deadline, options.memory_limit):
            from .library import load_library

            library = load_library(values["pieces"])
            ed = design_edition(values["design"], library, values["use"].split())
        # named by its pieces, the largest first and then in the library's order, as the design search prints a
        # design (the same design in any order is one run to resume): a heat map titled "design" told none apart
        order = {piece.name: i for i, (piece, _) in enumerate(library.pieces.items)}
        ranked = sorted(ed.pieces.items, key=lambda item: (-len(item[0].cells), order[item[0].name]))
        ed = replace(ed, name="design " + " ".join(" ".join([piece.name] * n) for piece, n in ranked))
        values = {**values, "one_sided": values["one_sided"] or library.one_sided}  # 'pentominoes-one-sided' was
        # counted with its pieces flipped (only --one-sided was read): the design search's counts, never flipped
    else:
        for name in ("pieces", "use"):  # they name a design's pieces: without --design they were ignored
            if values.get(name) is not None:
                raise PuzzleInputError(spelled(f"--{name} goes with --census --design BOARD",
                                               f"setting {name!r} goes with setting 'design'")
                                       + " (the census of an edition counts its own pieces)")
        with reading_under(options.deadline, options.memory_limit):  # a 2000x2000 piece: a minute past -t 5
            ed = load_edition(values["edition"])
    out = values.get("out")
    # The results file is opened (locked, read, checked) before the census: a file of another run or of
    # another program is refused before the counting, not after it.
    w = None if out is None else JsonLinesWriter(out, key=_census_key, first_field=("month", "subtree"))
    try:
        one_sided = values["one_sided"]
        for key, rec in w.done.items() if w is not None else ():  # every line, the counts cut short too: a file
            other = another_run(rec, ed, one_sided)  # of another edition's counts cut short was taken over, emptied
            if other is not None:  # (each named by its line: "a line" of 366 said not which)
                refuse_another_run(f"counts {other}", out, line_where(out, _census_key, key))
            wrong = _not_a_date(rec, ed.board.weekdays)
            if wrong is not None:  # (a line for 30 Feb or month 13 was kept beside the census's own, unsaid)
                raise PuzzleInputError(f"the file holds a line for {wrong}, which is no date of this census (edited?): "
                                       f"remove the line, or choose another {spelled('--out', 'out')}",
                                       line_where(out, _census_key, key))
        if w is not None and any(rec.get("complete") is False for rec in w.done.values()):
            w.take_out(lambda r: r.get("complete") is False)  # counts cut short: done again
        mark = {"design": ed.design, **({"one_sided": True} if one_sided else {})}

        def write(report):
            replaced, held = 0, w is not None and not report.complete and all(
                w.has((rec["month"], rec["day"], rec.get("weekday"))) for rec in report.records())
            if w is not None and report.complete:  # a line kept from before with another count was left wrong
                counted = {_census_key(rec): rec["count"] for rec in report.records()}
                replaced = w.take_out(lambda r: "subtree" not in r and counted.get(_census_key(r), r.get("count"))
                                      != r.get("count"))
            for rec in report.records() if w is not None else ():
                if not w.has((rec["month"], rec["day"], rec.get("weekday"))):  # a count so far says so, is redone
                    w.write({**rec, **mark} if report.complete else {**rec, **mark, "complete": False})
            if w is not None and report.complete:  # every date's line written: the subtrees' are done with
                w.take_out(lambda r: "subtree" in r)
            return CensusRun(report, Path(out) if out is not None else None, ed.board, replaced, held)

        def subtree(index: int, of: int, counts: dict) -> None:  # each as it is finished: a kill keeps them
            w.write({"subtree": index, "of": of, "edition": ed.name, **mark,
                     "counts": [[*key, n] for key, n in counts.items()]})

        try:
            report = _census(ed, one_sided, options, progress, done=_subtrees_done(w, ed.board.weekdays),
                             on_subtree=subtree if w is not None else None)
        except KeyboardInterrupt as exc:  # Ctrl-C: the counts so far are written (and redone) as a time limit's
            if hasattr(exc, "partial"):
                exc.partial = write(exc.partial)
            raise
        return write(report)
    finally:
        if w is not None:
            w.close()


#: Dates a line of text names at most (``--json`` lists them all).
SHOWN_DATES = 20


def _first(keys: list) -> str:
    """The first :data:`SHOWN_DATES` of ``keys``, and how many more: 2,562
    undecided dates x weekdays filled the screen."""
    more = f" ... and {len(keys) - SHOWN_DATES:,} more (--json lists them)" if len(keys) > SHOWN_DATES else ""
    return " ".join(keys[:SHOWN_DATES]) + more


@dataclass
class VerifyReport:
    """Is every date (x weekday) of each edition solvable?  One census each."""

    reports: list = field(default_factory=list)

    def _facts(self, report):
        solved = [k for k, n in report.real.items() if n > 0]
        unsolvable = report.unsolvable() if report.complete else []
        unknown = [] if report.complete else [report.key_text(k) for k, n in report.real.items() if n == 0]
        return solved, unsolvable, unknown

    def to_json(self) -> list:
        out = []
        for report in self.reports:
            _, unsolvable, unknown = self._facts(report)
            out.append({"kind": "calendar-verify", "edition": report.edition, "checked": len(report.real),
                        "all_solvable": all_solvable(unsolvable, unknown), "unsolvable": unsolvable,
                        "unknown": unknown, "seconds": round(report.seconds, 3),
                        **({"one_sided": True} if report.one_sided else {}),
                        **({"interrupted": True} if getattr(report, "interrupted", False) else {})})
        return out

    def text(self) -> list[str]:
        lines = []
        for report in self.reports:
            solved, unsolvable, unknown = self._facts(report)
            what = "dates x weekdays" if report.weekdays else "dates"
            if len(solved) == len(report.real):
                lines.append(f"[bold]{report.titled}[/bold]: all {len(report.real)} {what} are solvable "
                             f"(checked in {report.seconds:.1f} s)")
            if unsolvable:
                have = "has" if len(unsolvable) == 1 else "have"  # '1 of 366 dates have' (the web page says 'has')
                lines.append(f"[bold]{report.titled}[/bold]: {len(unsolvable)} of {len(report.real)} {what} {have} "
                             f"no solution: {_first(unsolvable)}")
            if unknown:
                # '450 undecided within the time limit' said neither of how many nor what to do
                by = "when the check was stopped" if getattr(report, "interrupted", False) else \
                    "within the time limit (a longer --time-limit decides them: the check starts over)"
                lines.append(f"[bold]{report.titled}[/bold]: {len(unknown):,} of {len(report.real):,} {what} "
                             f"undecided {by}: {_first(unknown)}")
        return lines

    def figure(self, title=None):
        return None

    def exit_code(self) -> int:
        return 0 if all(entry["all_solvable"] is True for entry in self.to_json()) else 1


def run_verify(argument, values: dict, options, progress) -> VerifyReport:
    """``--verify-edition EDITION``: the census of each edition of a file (or
    a built-in name), read for dates with no solution."""
    from ...core.compiled import require
    from ...engines.choice import TILING_MODULE
    from .editions import builtin_editions, load_edition, load_edition_file

    require(TILING_MODULE, "--verify-edition")

    spec = values["verify_edition"]
    builtins = builtin_editions()
    with reading_under(options.deadline, options.memory_limit):  # a 2000x2000 piece: a minute past -t 5
        if spec in builtins:
            editions = [builtins[spec]]
        elif is_file(spec):
            editions = list(load_edition_file(spec).values())
        else:
            editions = [load_edition(spec)]
    reports: list = []
    try:
        for ed in editions:
            reports.append(_census(ed, values["one_sided"], options, progress))
    except KeyboardInterrupt as exc:  # the editions checked, and the one cut with its dates so far undecided:
        cut = getattr(exc, "partial", None)  # shown (--json too) as a time limit's report is; nothing was shown
        exc.partial = VerifyReport(reports + ([cut] if cut is not None else []))
        raise
    return VerifyReport(reports)


__all__ = ["CensusRun", "VerifyReport", "YearReport", "run_census_mode", "run_verify", "run_year"]
