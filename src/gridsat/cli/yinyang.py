"""``gridsat yinyang``: solve, check uniqueness, count, find forced cells, convert."""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from ..core.files import write_text
from ..core.solver import Uniqueness
from ..puzzles.yinyang import read_puzzle
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, console, emit, exit_code,
                     solver_options, write_pictures)


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
    """Print ``{"kind", "format", "rows", "cols", "puzzle"}`` for ``--to ... --json``."""
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


def generate_command(
    size: Annotated[str, typer.Option("--size", "-s", metavar="RxC", help="Board size, rows x columns (2..60 each).")] = "10x10",
    seed: Annotated[int, typer.Option("--seed", help="Random seed: the same seed gives the same puzzle.")] = 1,
    to: Annotated[Optional[OutputFormat], typer.Option("--to", help="Print the puzzle as a text grid (default), a puzz.link URL, or pzprv3.")] = None,
    out: Annotated[Optional[Path], typer.Option("--out", "-o", metavar="PATH", help="Write the puzzle as a text grid to this file.")] = None,
    count: Annotated[Optional[int], typer.Option("--count", "-k", min=1, help="Make this many puzzles (seeds SEED, SEED+1, ...) into --out-dir.")] = None,
    out_dir: Annotated[Optional[Path], typer.Option("--out-dir", metavar="DIR", help="Folder for --count (must exist).")] = None,
    time_limit: Annotated[Optional[float], typer.Option("--time-limit", "-t", metavar="SECONDS", help="Give up (error, exit code 2) when one puzzle takes longer than this; a puzzle is never returned unproven.")] = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Generate a Yin-Yang puzzle with exactly one answer and a minimal set of givens."""
    from ..puzzles.yinyang import draw_yinyang, generate

    rows, cols = parse_size(size)
    options = solver_options(time_limit, None, None, "")
    if count is not None:
        generate_batch(rows, cols, seed, count, out_dir, options)
        return
    if out_dir is not None:
        raise PuzzleInputError("--out-dir is for --count; use --out FILE for one puzzle")
    gen = generate(rows, cols, seed, options)
    if out is not None:
        write_text(out, gen.puzzle.to_text())
    written = write_pictures(lambda: draw_yinyang(gen.puzzle, title=f"Yin-Yang {rows}x{cols} seed {seed}"), png, svg)
    if as_json:
        payload = gen.to_json()
        if to is not None:
            payload[to.value] = render_as(gen.puzzle, to).rstrip("\n")
        json.dump(payload, sys.stdout)
        sys.stdout.write("\n")
        return
    con = console()
    typer.echo(render_as(gen.puzzle, to or OutputFormat.text), nl=False)
    con.print(f"[bold]generated[/bold] {rows}x{cols}, {gen.givens} givens, unique and minimal, "
              f"in {gen.seconds:.2f} s ({gen.solves} CP-SAT checks)", highlight=False)
    for path in ([out] if out else []) + written:
        con.print(f"wrote {path}")


def render_as(puzzle, to: OutputFormat) -> str:
    """The puzzle as text grid, URL (with newline) or pzprv3 (question only)."""
    if to is OutputFormat.url:
        return puzzle.to_url() + "\n"
    if to is OutputFormat.pzprv3:
        return puzzle.to_pzprv3()
    return puzzle.to_text()


def parse_size(size: str) -> tuple[int, int]:
    """``"RxC"`` -> ``(rows, cols)``.

    Raises:
        PuzzleInputError: not of the form RxC with whole numbers.
    """
    import re

    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not m:
        raise PuzzleInputError(f"--size {size!r} is not RxC (e.g. 10x10)")
    return int(m.group(1)), int(m.group(2))


def generate_batch(rows: int, cols: int, seed: int, count: int, folder: Optional[Path], options) -> None:
    """``--count K``: puzzles for seeds ``seed .. seed+K-1``, one text grid
    each (``yinyang_RxC_seedS.txt``) in ``folder``, with a progress bar."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ..puzzles.yinyang import generate

    if folder is None:
        raise PuzzleInputError("--count needs --out-dir DIR for the generated files")
    if not folder.is_dir():
        raise PuzzleInputError(f"--out-dir {str(folder)!r} is not an existing folder")
    with Progress(TextColumn("[bold]generating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console(stderr=True), transient=True) as bar:
        task = bar.add_task("yinyang", total=count)
        for s in range(seed, seed + count):
            gen = generate(rows, cols, s, options)
            write_text(folder / f"yinyang_{rows}x{cols}_seed{s}.txt", gen.puzzle.to_text())
            bar.advance(task)
    console().print(f"wrote {count} puzzles to {folder}")


def register_generate(generate_app: typer.Typer) -> None:
    generate_app.command("yinyang")(generate_command)
