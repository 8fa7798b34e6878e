"""``gridsat yinyang``: solve, check uniqueness, count, find forced cells, convert."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from ..core.solver import Uniqueness
from ..puzzles.yinyang import read_puzzle
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, console, emit, exit_code,
                     solver_options)


class InputFormat(str, Enum):
    text = "text"
    url = "url"
    pzprv3 = "pzprv3"
    html = "html"


class OutputFormat(str, Enum):
    url = "url"
    pzprv3 = "pzprv3"
    text = "text"


def yinyang_command(
    puzzle: Annotated[str, typer.Argument(metavar="PUZZLE", help="A puzzle file (text grid of 0 empty / 1 white circle / 2 black circle, pzprv3, or puzzle-yin-yang.com HTML), a puzz.link URL, or - for standard input.")],
    fmt: Annotated[Optional[InputFormat], typer.Option("--format", "-f", help="Input format (default: detected).")] = None,
    to: Annotated[Optional[OutputFormat], typer.Option("--to", help="Print the puzzle as a puzz.link URL or text grid (no solving), or as a pzprv3 file with the answer rows.")] = None,
    unique: Annotated[bool, typer.Option("--unique", "-u", help="Prove the answer unique, or show a second answer.")] = False,
    count: Annotated[Optional[int], typer.Option("--count", "-c", min=1, metavar="LIMIT", help="Count answers, stopping at LIMIT.")] = None,
    forced: Annotated[bool, typer.Option("--forced", help="Show only the forced cells (the same in every answer); the rest stay blank.")] = False,
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "",
    log: Log = False, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve a Yin-Yang puzzle: shade cells so each colour is one connected group and no 2x2 block is one colour."""
    modes = [name for name, on in (("--unique", unique), ("--count", count is not None), ("--forced", forced)) if on]
    if len(modes) > 1:
        raise PuzzleInputError(f"choose one of --unique, --count, --forced (got {' and '.join(modes)})")
    options = solver_options(time_limit, workers, seed, params, log)
    board = read_puzzle(puzzle, fmt=fmt.value if fmt else None)
    if to in (OutputFormat.url, OutputFormat.text):
        text = board.to_url() + "\n" if to is OutputFormat.url else board.to_text()
        if as_json:
            emit_conversion(board, to.value, text)
        else:
            typer.echo(text, nl=False)
        raise typer.Exit(0)
    if unique:
        result = board.uniqueness(options)
    elif count is not None:
        result = board.count(count, options)
    elif forced:
        result = board.forced(options)
    else:
        result = board.solve(options)
    if to is OutputFormat.pzprv3:
        typer.echo(board.to_pzprv3(result.grid), nl=False)
        raise typer.Exit(exit_code(result))
    emit(result, as_json=as_json, png=png, svg=svg)
    if not as_json:
        report(result)
    raise typer.Exit(exit_code(result))


def emit_conversion(board, fmt: str, text: str) -> None:
    """Print ``{"kind", "format", "puzzle"}`` for ``--to ... --json``."""
    import json
    import sys

    json.dump({"kind": "yinyang", "format": fmt, "rows": board.rows, "cols": board.cols, "puzzle": text.rstrip("\n")},
              sys.stdout)
    sys.stdout.write("\n")


def report(result) -> None:
    """The uniqueness / count / forced-cell verdict under the drawing."""
    out = console()
    if result.uniqueness is not None:
        if result.uniqueness is Uniqueness.UNIQUE:
            out.print("[bold]unique[/bold]: no other answer exists")
        elif result.uniqueness is Uniqueness.NOT_UNIQUE:
            out.print("[bold]not unique[/bold]: a second answer")
            out.print(result.text(result.second_grid))
        elif result.uniqueness is Uniqueness.UNKNOWN:
            out.print("[bold]unknown[/bold]: the time limit ran out before uniqueness was proven")
    if result.count is not None:
        more = "no more exist" if result.count_complete else "the limit or time ran out; there may be more"
        out.print(f"[bold]{result.count} answer(s)[/bold] ({more})")
    if result.forced is not None:
        n = sum(1 for row in result.forced for v in row if v)
        total = result.puzzle.rows * result.puzzle.cols
        proof = "proven" if result.forced_complete else "not proven (time limit): an over-estimate"
        out.print(f"[bold]{n} of {total} cells forced[/bold] ({proof}); '?' cells differ between answers")


def register(app: typer.Typer) -> None:
    app.command("yinyang")(yinyang_command)
