"""``gridsat pack``: polyomino packing."""

from __future__ import annotations

from typing import Annotated

import typer

from ..puzzles.packing import BUILTIN_BOARDS, make_puzzle
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, emit, exit_code,
                     solver_options)


def pack_command(
    board: Annotated[str, typer.Option("--board", "-b", help=f"RxC (e.g. 6x10, 5x12, 4x15, 3x20), a built-in board ({', '.join(BUILTIN_BOARDS)}), or a mask file ('#' cell, '.' no cell).")] = "6x10",
    pieces: Annotated[str, typer.Option("--pieces", "-p", help="pentominoes, tetrominoes, or a piece file (lines 'NAME: ##./.##', 'NAME*2: ...' for two copies).")] = "pentominoes",
    no_flip: Annotated[bool, typer.Option("--no-flip", help="Forbid reflections (one-sided pieces).")] = False,
    holes: Annotated[bool, typer.Option("--holes", help="Allow board cells to stay empty when the pieces cover fewer cells than the board.")] = False,
    solutions: Annotated[int, typer.Option("--solutions", "-n", min=1, help="Show up to N different tilings.")] = 1,
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "",
    log: Log = False, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Pack polyominoes into a board (default: the 12 pentominoes in 6x10)."""
    options = solver_options(time_limit, workers, seed, params, log)
    puzzle = make_puzzle(board, pieces, flip=not no_flip, allow_holes=holes)
    if solutions == 1:
        result = puzzle.solve(options)
        emit(result, as_json=as_json, png=png, svg=svg)
        raise typer.Exit(exit_code(result))
    found = puzzle.solutions(solutions, options)
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


def register(app: typer.Typer) -> None:
    app.command("pack")(pack_command)
