"""``gridsat pack``: polyomino packing."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from .common import (Count, JsonOut, Limit, Log, MemoryLimit, OneSided, Params, PngOut, Seed, Solutions,
                     SvgOut, TimeLimit, Unique, Workers, make_task, refuse, run_and_show, solver_options)


def pack_command(
    puzzle: Annotated[Optional[str], typer.Argument(metavar="PUZZLE", help="A JSON puzzle file "
                                                    '({"kind": "pack", ...}); or give --board and --pieces.')] = None,
    board: Annotated[str, typer.Option("--board", "-b", metavar="BOARD", help="RxC (e.g. 6x10, 5x12, 4x15, 3x20), "
                                       "a built-in board (8x8-centre), or a mask file ('#' cell, '.' no "
                                       "cell).")] = "6x10",
    pieces: Annotated[str, typer.Option("--pieces", "-p", metavar="PIECES", help="pentominoes, tetrominoes, or a "
                                        "piece file (lines 'NAME: ##./.##', 'NAME*2: ...' for two "
                                        "copies).")] = "pentominoes",
    one_sided: OneSided = False,
    holes: Annotated[bool, typer.Option("--holes", help="Allow board cells to stay empty when the pieces cover "
                                        "fewer cells than the board.")] = False,
    solutions: Solutions = 1, count: Count = False, limit: Limit = None, unique: Unique = False,
    distinct: Annotated[bool, typer.Option("--distinct", help="With --count or --solutions N: one tiling per class "
                                           "under the board's rotations and reflections. Method: one piece used once "
                                           "(X for pentominoes) keeps one placement per symmetry orbit, and a tiling "
                                           "counts only if it is the smallest of its images under the symmetries "
                                           "fixing that placement; exact for any piece set.")] = False,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", help="auto | exact | cpsat (auto: counts "
                                        "and lists with the exact-cover engine; a first solution races it against "
                                        "CP-SAT, the first answer wins; CP-SAT above 1024 cells).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "", log: Log = False,
    memory_limit: MemoryLimit = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Pack polyominoes into a board (default: the 12 pentominoes in 6x10)."""
    from ..puzzles.kinds import get
    from ..puzzles.pack import make_puzzle

    options = solver_options(time_limit, workers, seed, params, log, memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit,
                     engine=engine, options=options, distinct=distinct)
    kind = get("pack")
    if puzzle is not None:
        refuse({"--board": board != "6x10", "--pieces": pieces != "pentominoes", "--one-sided": one_sided,
                "--holes": holes}, "a puzzle file (it says its board and pieces)")
        parsed = kind.read(puzzle)
    else:
        parsed = make_puzzle(board, pieces, one_sided=one_sided, holes=holes)
    run_and_show(kind, parsed, task, as_json=as_json, png=png, svg=svg)


def register(app: typer.Typer) -> None:
    app.command("pack")(pack_command)
