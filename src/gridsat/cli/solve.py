"""``gridsat solve PUZZLE``: any puzzle file or URL of any kind, detected by the registry."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from .common import (Count, Forced, JsonOut, Limit, Log, MemoryLimit, Params, PngOut, Seed, Solutions,
                     SvgOut, TimeLimit, Unique, Workers, make_task, run_and_show, solver_options)


def solve_command(
    puzzle: Annotated[str, typer.Argument(metavar="PUZZLE", help="A puzzle file of any kind gridsat reads "
                                          "(see 'gridsat formats'), a puzz.link URL, or - for standard input.")],
    kind: Annotated[Optional[str], typer.Option("--kind", "-k", metavar="KIND",
                                                help="The puzzle's kind (default: detected from the file).")] = None,
    count: Count = False, limit: Limit = None, solutions: Solutions = 1, unique: Unique = False, forced: Forced = False,
    distinct: Annotated[bool, typer.Option("--distinct", help="With --count or --solutions N: one solution per "
                                           "symmetry class (kinds that support it).")] = False,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", help="Solver (the kind's choices; "
                                        "default: auto, the measured best).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "", log: Log = False,
    memory_limit: MemoryLimit = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve a puzzle of any kind (the kind is detected from the file); same output and exit codes as the
    kind's own subcommand."""
    from ..puzzles.kinds import read_any

    options = solver_options(time_limit, workers, seed, params, log, memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit,
                     engine=engine, options=options, distinct=distinct, forced=forced)
    found, parsed = read_any(puzzle, kind)
    run_and_show(found, parsed, task, as_json=as_json, png=png, svg=svg)


def register(app: typer.Typer) -> None:
    app.command("solve")(solve_command)
