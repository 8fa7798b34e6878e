"""``gridsat cover``: generic exact cover (items, secondary items, options)."""

from __future__ import annotations

from typing import Annotated

import typer

from .common import (Count, JsonOut, Limit, MemoryLimit, Solutions, TimeLimit, Unique, Workers, make_task,
                     run_and_show, solver_options)


def cover_command(
    puzzle: Annotated[str, typer.Argument(metavar="FILE", help="An exact-cover problem: Knuth's DLX format (a line "
                                          "of primary items, then | and the secondary items; one option a line) "
                                          "or JSON {\"primary\", \"secondary\", \"options\"}; - for standard input.")],
    solutions: Solutions = 1, count: Count = False, limit: Limit = None, unique: Unique = False,
    time_limit: TimeLimit = None, workers: Workers = None, memory_limit: MemoryLimit = None, as_json: JsonOut = False,
):
    """Solve an exact-cover problem: choose options that cover every primary item exactly once and every secondary
    item at most once."""
    from ..puzzles.kinds import get

    options = solver_options(time_limit, workers, memory_limit=memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit, options=options)
    kind = get("cover")
    run_and_show(kind, kind.read(puzzle), task, as_json=as_json)


def register(app: typer.Typer) -> None:
    app.command("cover")(cover_command)
