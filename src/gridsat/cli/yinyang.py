"""``gridsat yinyang``: solve, prove unique, list, count, find forced cells, convert."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from .common import (Count, Forced, JsonOut, Limit, Log, MemoryLimit, Params, PngOut, Seed, Solutions,
                     SvgOut, TimeLimit, Unique, Workers, make_task, print_json, refuse, run_and_show,
                     solver_options)

INPUT_FORMATS = ("text", "url", "pzprv3", "html")
OUTPUT_FORMATS = ("text", "url", "pzprv3")


def yinyang_command(
    puzzle: Annotated[str, typer.Argument(metavar="PUZZLE", help="A puzzle file (text grid of 0 empty / 1 white "
                                          "circle / 2 black circle, pzprv3, or puzzle-yin-yang.com HTML), a puzz.link "
                                          "URL, or - for standard input.")],
    fmt: Annotated[Optional[str], typer.Option("--format", "-f", metavar="FORMAT", help="Input format: "
                                               f"{' | '.join(INPUT_FORMATS)} (default: detected).")] = None,
    to: Annotated[Optional[str], typer.Option("--to", metavar="FORMAT", help="Print the puzzle as a text grid or "
                                              "puzz.link URL (no solving), or as a pzprv3 file with the answer rows: "
                                              f"{' | '.join(OUTPUT_FORMATS)}.")] = None,
    unique: Unique = False, solutions: Solutions = 1, count: Count = False, limit: Limit = None, forced: Forced = False,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", help="auto | race | search | cpsat | cuts (auto: "
                                        "race to solve or prove uniqueness, search otherwise; race: the search, then "
                                        "CP-SAT beside it; search: the compiled search alone; cpsat: the rooted-tree "
                                        "model; cuts: lazy connectivity cuts).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "", log: Log = False,
    memory_limit: MemoryLimit = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve a Yin-Yang puzzle: shade cells so each colour is one connected group and no 2x2 block is one colour."""
    from ..puzzles.kinds import get
    from ..puzzles.yinyang import read_puzzle

    for value, allowed, what in ((fmt, INPUT_FORMATS, "--format"), (to, OUTPUT_FORMATS, "--to")):
        if value is not None and value not in allowed:
            raise PuzzleInputError(f"{what} must be one of {', '.join(allowed)}, got {value!r}")
    options = solver_options(time_limit, workers, seed, params, log, memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit,
                     engine=engine, options=options, forced=forced)
    if to in ("url", "text"):
        refuse({"--png": png, "--svg": svg, "--unique": unique, "--count": count, "--solutions": solutions > 1,
                "--forced": forced}, f"--to {to} (it converts the puzzle without solving it)")
    if to == "pzprv3":
        refuse({"--json": as_json, "--solutions": solutions > 1, "--count": count, "--forced": forced},
               "--to pzprv3 (it prints one answer in the pzprv3 file)")
    board = read_puzzle(puzzle, fmt=fmt)
    if to in ("url", "text"):
        text = board.to_url() + "\n" if to == "url" else board.to_text()
        if as_json:
            print_json({"kind": "yinyang", "format": to, "rows": board.rows, "cols": board.cols,
                        "puzzle": text.rstrip("\n")})
        else:
            typer.echo(text, nl=False)
        raise typer.Exit(0)
    if to == "pzprv3":
        result = get("yinyang").run(board, task)
        typer.echo(board.to_pzprv3(result.grid), nl=False)
        raise typer.Exit(result.exit_code())
    run_and_show(get("yinyang"), board, task, as_json=as_json, png=png, svg=svg)


def register(app: typer.Typer) -> None:
    app.command("yinyang")(yinyang_command)
