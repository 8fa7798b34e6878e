"""``gridsat calendar``: the calendar puzzle (A-Puzzle-A-Day and its clones)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, List, Optional

import typer

from ..core.errors import PuzzleInputError
from ..puzzles.calendar import (ENGINES, PLACE_SYNTAX, builtin_editions, load_edition, load_edition_file,
                                make_calendar, solve_year, verify_edition)
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, console, emit, exit_code,
                     solver_options, write_pictures)

_EDITIONS = ", ".join(builtin_editions())


def _progress(description: str, total: int):
    """A rich progress bar on stderr (quiet when stderr is not a terminal)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    err = console(stderr=True)
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[now]}"),
                   TimeElapsedColumn(), TimeRemainingColumn(), console=err, disable=not err.is_terminal)
    task = bar.add_task(description, total=total, now="")
    return bar, task


def _refuse(flags: dict, mode: str) -> None:
    """One error line for the first option given that ``mode`` does not use."""
    for name, given in flags.items():
        if given:
            raise PuzzleInputError(f"{name} does not apply to {mode}")


def calendar_command(
    date: Annotated[Optional[str], typer.Argument(metavar="[DATE]", help="YYYY-MM-DD (default: today), or MM-DD.")] = None,
    edition: Annotated[str, typer.Option("--edition", "-e", help=f"A built-in edition ({_EDITIONS}), an edition file, or FILE:NAME for one edition of a file with several.")] = "dragonfjord",
    weekday: Annotated[Optional[str], typer.Option("--weekday", metavar="DAY", help="Weekday to leave uncovered on weekday boards (Mon..Sun); default: the date's own.")] = None,
    face_up: Annotated[bool, typer.Option("--face-up", help="Rotations only: no piece may be flipped over.")] = False,
    count: Annotated[bool, typer.Option("--count", help="Count every solution of the date (with --year: of every date, plus a summary).")] = False,
    solutions: Annotated[int, typer.Option("--solutions", "-n", min=1, help="Show up to N different solutions.")] = 1,
    place: Annotated[Optional[List[str]], typer.Option("--place", "-P", metavar="NAME@ROW,COL[:TURN]", help=f"Pre-place a piece (repeatable): {PLACE_SYNTAX}.")] = None,
    hint: Annotated[Optional[int], typer.Option("--hint", metavar="K", help="Show only K pieces of a solution (those most solutions share), not the whole answer.")] = None,
    year: Annotated[Optional[int], typer.Option("--year", metavar="YYYY", help="Solve every date of the year into --out (one JSON line per date; a killed run resumes).")] = None,
    out: Annotated[Optional[Path], typer.Option("--out", "-o", metavar="FILE", help="JSON-lines file for --year (existing lines are kept and their dates skipped).")] = None,
    verify: Annotated[Optional[str], typer.Option("--verify-edition", metavar="FILE", help="Check that every date (x weekday on weekday boards) of each edition in FILE (or a built-in name) is solvable; lists the ones that are not.")] = None,
    engine: Annotated[str, typer.Option("--engine", help=f"Solving engine: {' | '.join(ENGINES)} (auto = the fastest correct one).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "",
    log: Log = False, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve the calendar puzzle for a date: every cell but the month and day
    (and weekday) covered, each piece once (default: today on dragonfjord).

    Cells are (row, col) in the edition's board as written in its file (row 0 is Jan..Jun,
    column 0 the first column).
    """
    options = solver_options(time_limit, workers, seed, params, log)
    if engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {engine!r}: use one of {' '.join(ENGINES)}")
    place = list(place or [])
    if verify is not None:
        _refuse({"a DATE": date, "--edition": edition != "dragonfjord", "--year": year is not None,
                 "--out": out, "--weekday": weekday, "--count": count, "--solutions": solutions > 1,
                 "--place": place, "--hint": hint is not None, "--png": png, "--svg": svg}, "--verify-edition")
        raise typer.Exit(_verify(verify, face_up, options, engine, as_json))
    if year is not None:
        _refuse({"a DATE": date, "--weekday": weekday, "--solutions": solutions > 1, "--place": place,
                 "--hint": hint is not None, "--png": png, "--svg": svg}, "--year")
        if out is None:
            raise PuzzleInputError("--year needs --out FILE (the results are written there, one line per date)")
        raise typer.Exit(_year(edition, year, out, count, face_up, options, engine, as_json))
    if out is not None:
        raise PuzzleInputError("--out applies to --year only")
    puzzle = make_calendar(date, edition, weekday=weekday, face_up=face_up, place=place)
    title = f"{puzzle.date} on {puzzle.edition.name}"
    if hint is not None:
        _refuse({"--count": count, "--solutions": solutions > 1}, "--hint")
        result = puzzle.hint(hint, options, engine)
        _show(result, title, as_json, png, svg)
        if not as_json and result.solved:
            more = "" if result.remaining_complete else " (of the first 2000 found)"
            console().print(f"hint: {hint} of {len(result.placements)} pieces; "
                            f"{result.remaining} solution(s) agree with it{more}")
        raise typer.Exit(exit_code(result))
    if count:
        found = puzzle.count(options, engine, keep=solutions)
    elif solutions > 1:
        found = puzzle.solutions(solutions, options, engine)
    else:
        result = puzzle.solve(options, engine)
        _show(result, title, as_json, png, svg)
        raise typer.Exit(exit_code(result))
    _show_many(found, title, as_json, png, svg, counting=count)
    raise typer.Exit(exit_code(found))


def _show(result, title: str, as_json: bool, png, svg) -> None:
    if not as_json:
        console().print(f"[bold]{title}[/bold]")
    emit(result, as_json=as_json, png=png, svg=svg, title=title)


def _show_many(found, title: str, as_json: bool, png, svg, *, counting: bool) -> None:
    written = write_pictures(lambda: found.figure(title), png, svg) if found.results else []
    if as_json:
        json.dump(found.to_json(), sys.stdout)
        sys.stdout.write("\n")
        return
    out = console()
    out.print(f"[bold]{title}[/bold]")
    for i, r in enumerate(found.results, 1):
        if len(found.results) > 1:
            out.print(f"[bold]solution {i}[/bold]")
        out.print(r.text())
    if counting:
        state = "all counted" if found.complete else "incomplete: a limit stopped the count"
        out.print(f"[bold]{found.count} solution(s)[/bold] ({state}) in {found.seconds:.3f} s")
    else:
        more = "no more exist" if found.complete else "there may be more"
        out.print(f"[bold]{len(found.results)} solution(s)[/bold] in {found.seconds:.3f} s ({more})")
    for path in written:
        out.print(f"wrote {path} (solution 1)")


def _year(edition: str, year: int, out: Path, count: bool, face_up: bool, options, engine: str,
          as_json: bool) -> int:
    ed = load_edition(edition)
    bar, task = _progress(f"{year} {ed.name}", 366)
    with bar:
        def progress(done, total, record):
            bar.update(task, completed=done, total=total,
                       now=f"{record['date']} " + (f"{record['count']}" if "count" in record else record["status"]))

        summary = solve_year(ed, year, out, count=count, face_up=face_up, options=options, engine=engine,
                             progress=progress)
    data = summary.to_json()
    if as_json:
        json.dump(data, sys.stdout)
        sys.stdout.write("\n")
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
    return 0 if data["solved"] == data["dates"] else 1


def _verify(spec: str, face_up: bool, options, engine: str, as_json: bool) -> int:
    builtins = builtin_editions()
    if spec in builtins:
        editions = [builtins[spec]]
    elif Path(spec).is_file():
        editions = list(load_edition_file(spec).values())
    else:
        editions = [load_edition(spec)]
    ok = True
    for ed in editions:
        total = 366 * (7 if ed.board.weekdays else 1)
        bar, task = _progress(f"verify {ed.name}", total)
        with bar:
            report = verify_edition(ed, face_up=face_up, options=options, engine=engine,
                                    progress=lambda done, n, key: bar.update(task, completed=done, now=key))
        ok = ok and report.ok
        if as_json:
            json.dump(report.to_json(), sys.stdout)
            sys.stdout.write("\n")
            continue
        c = console()
        what = "dates x weekdays" if ed.board.weekdays else "dates"
        if report.ok:
            c.print(f"[bold]{ed.name}[/bold]: all {report.checked} {what} are solvable "
                    f"(checked in {report.seconds:.1f} s)")
        else:
            if report.unsolvable:
                c.print(f"[bold]{ed.name}[/bold]: {len(report.unsolvable)} of {report.checked} {what} "
                        f"have no solution: {' '.join(report.unsolvable)}")
            if report.unknown:
                c.print(f"[bold]{ed.name}[/bold]: {len(report.unknown)} undecided within the time limit: "
                        f"{' '.join(report.unknown)}")
    return 0 if ok else 1


def register(app: typer.Typer) -> None:
    app.command("calendar")(calendar_command)
