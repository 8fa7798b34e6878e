"""``gridsat calendar``: the calendar puzzle (A-Puzzle-A-Day and its clones)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, List, Optional

import typer

from ..core.errors import PuzzleInputError
from ..puzzles.calendar.editions import builtin_edition_names
from .common import (Count, JsonOut, Limit, Log, MemoryLimit, OneSided, Out, Params, PngOut, Seed, Solutions,
                     SvgOut, TimeLimit, Unique, Workers, console, make_task, print_json, refuse,
                     run_and_show, solver_options, write_pictures)

PLACE_HELP = ("Pre-place a piece (repeatable): NAME@ROW,COL[:TURN], ROW,COL the top-left corner of the piece's "
              "bounding box, TURN r0 r90 r180 r270 (clockwise) with f in front to flip first (L5@2,3:fr90), "
              "or the turned shape itself (P5@0,0:##/##/#.).")


def _progress(description: str, total: int):
    """A rich progress bar on stderr (quiet when stderr is not a terminal)."""
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    err = console(stderr=True)
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TextColumn("{task.fields[now]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                   console=err, disable=not err.is_terminal)
    task = bar.add_task(description, total=total, now="")
    return bar, task


def calendar_command(
    date: Annotated[Optional[str], typer.Argument(metavar="DATE",
                                                  help="YYYY-MM-DD (default: today), or MM-DD.")] = None,
    edition: Annotated[str, typer.Option("--edition", "-e", metavar="EDITION", help=f"A built-in edition "
                                         f"({', '.join(builtin_edition_names())}), an edition file, or FILE:NAME for "
                                         "one edition of a file with several.")] = "dragonfjord",
    weekday: Annotated[Optional[str], typer.Option("--weekday", metavar="DAY", help="Weekday to leave uncovered on "
                                                   "weekday boards (Mon..Sun); default: the date's own.")] = None,
    one_sided: OneSided = False,
    count: Count = False, limit: Limit = None, solutions: Solutions = 1, unique: Unique = False,
    place: Annotated[Optional[List[str]], typer.Option("--place", "-P", metavar="NAME@ROW,COL[:TURN]",
                                                       help=PLACE_HELP)] = None,
    hint: Annotated[Optional[int], typer.Option("--hint", metavar="K", help="Show only K pieces of a solution "
                                                "(those most solutions share), not the whole answer.")] = None,
    year: Annotated[Optional[int], typer.Option("--year", metavar="YYYY", help="Solve every date of the year into "
                                                "--out (one JSON line per date; a killed run resumes).")] = None,
    out: Out = None,
    census: Annotated[bool, typer.Option("--census", help="Count the solutions of every date of the edition at once "
                                         "(x weekday on weekday boards): total, fewest, most, dates with none, a "
                                         "histogram; --out writes one JSON line per date, --png a heat map.")] = False,
    verify: Annotated[Optional[str], typer.Option("--verify-edition", metavar="EDITION", help="Check that every "
                                                  "date (x weekday on weekday boards) of each edition in an edition "
                                                  "file (or a built-in name) is solvable (a view of the "
                                                  "census).")] = None,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", help="auto | exact | cpsat (auto: the "
                                        "exact-cover engine, measured fastest; a first solution races it against "
                                        "CP-SAT).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "", log: Log = False,
    memory_limit: MemoryLimit = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve the calendar puzzle for a date: every cell but the month and day (and weekday) covered, each piece
    once (default: today on dragonfjord).

    Cells are (row, col) in the edition's board as written in its file (row 0 is Jan..Jun, column 0 the first column).
    """
    from ..engines.choice import check_engine

    options = solver_options(time_limit, workers, seed, params, log, memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit, engine=engine, options=options)
    check_engine(engine)
    place = list(place or [])
    if census:
        refuse({"a DATE": date, "--year": year, "--weekday": weekday, "--count": count, "--solutions": solutions > 1,
                "--unique": unique, "--place": place, "--hint": hint, "--limit": limit, "--verify-edition": verify},
               "--census")
        raise typer.Exit(_census(edition, one_sided, options, as_json, out, png, svg))
    if verify is not None:
        refuse({"a DATE": date, "--edition": edition != "dragonfjord", "--year": year, "--out": out,
                "--weekday": weekday, "--count": count, "--solutions": solutions > 1, "--unique": unique,
                "--place": place, "--hint": hint, "--png": png, "--svg": svg}, "--verify-edition")
        raise typer.Exit(_verify(verify, one_sided, options, as_json))
    if year is not None:
        refuse({"a DATE": date, "--weekday": weekday, "--solutions": solutions > 1, "--unique": unique,
                "--place": place, "--hint": hint, "--limit": limit, "--png": png, "--svg": svg}, "--year")
        if out is None:
            raise PuzzleInputError("--year needs --out FILE (the results are written there, one line per date)")
        raise typer.Exit(_year(edition, year, out, count, one_sided, options, engine, as_json))
    refuse({"--out": out}, "one date (it is for --year)")
    if hint is not None:
        refuse({"--count": count, "--solutions": solutions > 1, "--unique": unique}, "--hint")
    from ..puzzles.calendar import make_calendar
    from ..puzzles.kinds import get

    puzzle = make_calendar(date, edition, weekday=weekday, one_sided=one_sided, place=place)
    if weekday is not None and puzzle.date.own_weekday is not None and puzzle.date.weekday != puzzle.date.own_weekday:
        from ..puzzles.calendar.rules import WEEKDAYS

        console(stderr=True).print(f"note: {puzzle.date.year:04d}-{puzzle.date.month:02d}-{puzzle.date.day:02d} is a "
                                   f"{WEEKDAYS[puzzle.date.own_weekday]}; leaving {WEEKDAYS[puzzle.date.weekday]} "
                                   "uncovered as asked")
    title = f"{puzzle.date} on {puzzle.edition.name}"
    run_and_show(get("calendar"), puzzle, task, as_json=as_json, png=png, svg=svg, heading=title,
                 settings={"hint": hint} if hint is not None else None)


def _year(edition: str, year: int, out: Path, count: bool, one_sided: bool, options, engine: str,
          as_json: bool) -> int:
    from ..puzzles.calendar import load_edition, solve_year

    ed = load_edition(edition)
    bar, task = _progress(f"{year} {ed.name}", 366)
    with bar:
        def progress(done, total, record):
            bar.update(task, completed=done, total=total,
                       now=f"{record['date']} " + (f"{record['count']}" if "count" in record else record["status"]))

        summary = solve_year(ed, year, out, count=count, one_sided=one_sided, options=options, engine=engine,
                             progress=progress)
    data = summary.to_json()
    if as_json:
        print_json(data)
    else:
        c = console()
        resumed = f" ({summary.skipped} already in {out})" if summary.skipped else ""
        c.print(f"[bold]{year} on {ed.name}[/bold]: {data['dates']} dates, {data['solved']} solved, "
                f"{data['infeasible']} infeasible, {data['unknown']} unknown{resumed} in {summary.seconds:.1f} s")
        if "total" in data:
            c.print(f"total {data['total']:,} solutions" + ("" if data["complete"] else " (some counts incomplete)"))
            for what in ("fewest", "most"):
                if what in data:
                    c.print(f"{what}: {data[what]['count']} on {', '.join(data[what]['dates'])}")
        c.print(f"wrote {out}")
    return 0 if data["solved"] == data["dates"] and data.get("complete", True) else 1


def _census_run(ed, one_sided: bool, options):
    from ..puzzles.calendar.census import run_census

    from .common import CountProgress

    progress = CountProgress()
    try:
        return run_census(ed, one_sided=one_sided, options=options, on_progress=progress)
    finally:
        progress.stop()


def _census(edition: str, one_sided: bool, options, as_json: bool, out, png, svg) -> int:
    """``--census``: every date of one edition counted in one search."""
    from ..core.jsonl import JsonLinesWriter
    from ..puzzles.calendar import load_edition
    from ..puzzles.calendar.draw import census_figure

    ed = load_edition(edition)
    report = _census_run(ed, one_sided, options)
    written = write_pictures(lambda: census_figure(report), png, svg)
    if out is not None:
        with JsonLinesWriter(out, key=lambda r: (r["month"], r["day"], r.get("weekday")), first_field="month") as w:
            for key, rec in w.done.items():
                if rec.get("edition") != ed.name:
                    raise PuzzleInputError(f"the file holds counts of edition {rec.get('edition')}: it belongs to "
                                           "another run; choose another --out", str(out))
            for rec in report.records():
                if not w.has((rec["month"], rec["day"], rec.get("weekday"))):
                    w.write(rec)
    data = report.to_json()
    if as_json:
        print_json(data)
    else:
        _print_census(data, report, out, written)
    return 0 if report.complete and not data["unsolvable"] else 1


def _print_census(data: dict, report, out, written) -> None:
    c = console()
    what = "dates x weekdays" if report.weekdays else "dates"
    state = "all counted" if report.complete else "incomplete: the time limit stopped the count"
    c.print(f"[bold]{data['edition']}[/bold]: {data['combinations']:,} {what}, {data['total']:,} solutions "
            f"({state}) in {data['seconds']:.2f} s")
    for name in ("fewest", "most"):
        ends = data[name]
        shown = ", ".join(ends["dates"][:8]) + (f" and {len(ends['dates']) - 8} more" if len(ends["dates"]) > 8 else "")
        c.print(f"{name}{'' if report.complete else ' so far'}: {ends['count']:,} on {shown}")
    if report.complete:
        none = data["unsolvable"]
        c.print(f"no solution: {len(none)} ({' '.join(none[:20])}{' ...' if len(none) > 20 else ''})" if none
                else "no solution: none -- every date is solvable")
    widest = max(b["dates"] for b in data["histogram"]) or 1
    for b in data["histogram"]:
        c.print(f"{b['from']:>8,}-{b['to']:<8,} {'#' * round(40 * b['dates'] / widest):<40} {b['dates']}")
    for path in ([out] if out else []) + written:
        c.print(f"wrote {path}")


def _verify(spec: str, one_sided: bool, options, as_json: bool) -> int:
    """``--verify-edition``: the census of each edition, read for dates with no solution."""
    from ..puzzles.calendar import builtin_editions, load_edition, load_edition_file

    builtins = builtin_editions()
    if spec in builtins:
        editions = [builtins[spec]]
    elif Path(spec).is_file():
        editions = list(load_edition_file(spec).values())
    else:
        editions = [load_edition(spec)]
    ok = True
    for ed in editions:
        report = _census_run(ed, one_sided, options)
        solved = [k for k, n in report.real.items() if n > 0]
        unsolvable = report.unsolvable() if report.complete else []
        unknown = [] if report.complete else [report.key_text(k) for k, n in report.real.items() if n == 0]
        ok = ok and not unsolvable and not unknown
        if as_json:
            print_json({"kind": "calendar-verify", "edition": ed.name, "checked": len(report.real),
                        "all_solvable": not unsolvable and not unknown, "unsolvable": unsolvable,
                        "unknown": unknown, "seconds": round(report.seconds, 3)})
            continue
        c = console()
        what = "dates x weekdays" if ed.board.weekdays else "dates"
        if len(solved) == len(report.real):
            c.print(f"[bold]{ed.name}[/bold]: all {len(report.real)} {what} are solvable "
                    f"(checked in {report.seconds:.1f} s)")
        if unsolvable:
            c.print(f"[bold]{ed.name}[/bold]: {len(unsolvable)} of {len(report.real)} {what} have no solution: "
                    f"{' '.join(unsolvable)}")
        if unknown:
            c.print(f"[bold]{ed.name}[/bold]: {len(unknown)} undecided within the time limit: {' '.join(unknown)}")
    return 0 if ok else 1


def register(app: typer.Typer) -> None:
    app.command("calendar")(calendar_command)
