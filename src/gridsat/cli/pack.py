"""``gridsat pack``: polyomino packing."""

from __future__ import annotations

import time
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from ..core.solver import Status
from ..puzzles.packing import BUILTIN_BOARDS, ENGINES, PackCount, make_puzzle
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, emit, exit_code,
                     solver_options)


def pack_command(
    board: Annotated[str, typer.Option("--board", "-b", help=f"RxC (e.g. 6x10, 5x12, 4x15, 3x20), a built-in board ({', '.join(BUILTIN_BOARDS)}), or a mask file ('#' cell, '.' no cell).")] = "6x10",
    pieces: Annotated[str, typer.Option("--pieces", "-p", help="pentominoes, tetrominoes, or a piece file (lines 'NAME: ##./.##', 'NAME*2: ...' for two copies).")] = "pentominoes",
    no_flip: Annotated[bool, typer.Option("--no-flip", help="Forbid reflections (one-sided pieces).")] = False,
    holes: Annotated[bool, typer.Option("--holes", help="Allow board cells to stay empty when the pieces cover fewer cells than the board.")] = False,
    solutions: Annotated[int, typer.Option("--solutions", "-n", min=1, help="Show up to N different tilings.")] = 1,
    count: Annotated[bool, typer.Option("--count", help="Count every tiling with the exact-cover engine, in --workers threads (default: all CPUs); a progress bar on long counts; --time-limit or Ctrl-C prints the count so far, marked incomplete.")] = False,
    distinct: Annotated[bool, typer.Option("--distinct", help="With --count or --solutions: one tiling per class under the board's rotations/reflections. Method: one piece used once (X for pentominoes) keeps one placement per symmetry orbit, and a tiling counts only if it is the smallest of its images under the symmetries fixing that placement; exact for any piece set.")] = False,
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, metavar="N", help="With --count: stop after N tilings (the count is then marked incomplete).")] = None,
    engine: Annotated[str, typer.Option("--engine", help="auto (default: the exact-cover engine when the board's bounding box has at most 64 cells, measured faster; CP-SAT otherwise), exact, or cpsat.")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "",
    log: Log = False, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Pack polyominoes into a board (default: the 12 pentominoes in 6x10)."""
    options = solver_options(time_limit, workers, seed, params, log)
    puzzle = make_puzzle(board, pieces, flip=not no_flip, allow_holes=holes)
    if engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {engine!r}; use one of: {', '.join(ENGINES)}")
    if count:
        if engine == "cpsat":
            raise PuzzleInputError("--count uses the exact-cover engine; drop --engine cpsat")
        result = _count(puzzle, limit, distinct, time_limit, workers)
        if as_json:
            emit(result, as_json=True)
        else:
            from .common import console

            console().print(f"{result.text()}\n[bold]counted[/bold] in {result.seconds:.3f} s")
        raise typer.Exit(130 if getattr(result, "interrupted", False) else 0)
    if limit is not None:
        raise PuzzleInputError("--limit goes with --count (use --solutions N to list N tilings)")
    if distinct and solutions == 1:
        raise PuzzleInputError("--distinct goes with --count or --solutions N")
    if solutions == 1:
        result = puzzle.solve(options, engine)
        emit(result, as_json=as_json, png=png, svg=svg)
        raise typer.Exit(exit_code(result))
    found = puzzle.solutions(solutions, options, engine, distinct)
    if as_json:
        emit(found, as_json=True)
    else:
        from .common import console

        out = console()
        for i, r in enumerate(found.results, 1):
            out.print(f"[bold]solution {i}[/bold]")
            out.print(r.text())
        more = "no more exist" if found.complete else "there may be more"
        out.print(f"[bold]{len(found.results)} tiling(s)[/bold] in {found.seconds:.3f} s ({more})")
        if found.results and (png or svg):
            from .common import write_pictures

            for path in write_pictures(found.results[0].figure, png, svg):
                out.print(f"wrote {path} (solution 1)")
    raise typer.Exit(exit_code(found))


def _count(puzzle, limit, distinct, time_limit, workers) -> PackCount:
    """Count with a rich progress bar on stderr once the count takes over
    half a second; Ctrl-C returns the count so far (incomplete) with the
    attribute ``interrupted`` set."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from .common import console

    t0 = time.perf_counter()
    bar = {}

    def on_progress(n, done):
        if "p" not in bar:
            if time.perf_counter() - t0 < 0.5:
                return
            bar["p"] = Progress(TextColumn("counting"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                                TextColumn("{task.fields[n]} tilings"), TimeElapsedColumn(),
                                console=console(stderr=True), transient=True)
            bar["p"].start()
            bar["t"] = bar["p"].add_task("count", total=1.0, n=0)
        bar["p"].update(bar["t"], completed=done, n=n)

    try:
        return puzzle.count(limit, distinct=distinct, time_limit=time_limit, on_progress=on_progress,
                            workers=workers)
    except KeyboardInterrupt as exc:
        n, _ = getattr(exc, "partial", (0, False))
        result = PackCount(Status.SOLVED if n else Status.UNKNOWN, time.perf_counter() - t0, puzzle, n,
                           False, distinct)
        result.interrupted = True
        return result
    finally:
        if "p" in bar:
            bar["p"].stop()


def register(app: typer.Typer) -> None:
    app.command("pack")(pack_command)
