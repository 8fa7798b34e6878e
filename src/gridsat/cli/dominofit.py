"""``gridsat dominofit``: Domino Fit boards."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from .common import (Count, Forced, JsonOut, Limit, Log, MemoryLimit, Params, PngOut, Seed, Solutions,
                     SvgOut, TimeLimit, Unique, Workers, make_task, refuse, run_and_show, solver_options)

RULES = ("cell", "dot")
TARGETS = ("exact", "at-most", "at-least")
OBJECTIVES = ("max-vertical", "min-vertical", "max-horizontal", "min-horizontal", "weighted", "costs", "edge")
SIDES = ("top", "bottom", "left", "right")


def _choice(value, allowed, what: str):
    if value is not None and value not in allowed:
        raise PuzzleInputError(f"{what} must be one of {', '.join(allowed)}, got {value!r}")
    return value


def _weights(text: str) -> tuple[int, int]:
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().lstrip("-").isdigit() for p in parts):
        raise PuzzleInputError(f"--weights takes two whole numbers 'H,V', got {text!r}")
    return int(parts[0]), int(parts[1])


def dominofit_command(
    puzzle: Annotated[str, typer.Argument(metavar="PUZZLE", help="Puzzle file: JSON (rows, cols, blocked, "
                                          "row_targets, col_targets, rule) or the text format (docs/dominofit.md), "
                                          "or - for standard input.")],
    rule: Annotated[Optional[str], typer.Option("--rule", metavar="RULE", help="Scoring rule: cell (each cell of a "
                                                "vertical domino 1, of a horizontal 2) or dot (vertical 1 in its upper "
                                                "cell, horizontal 2 in its right cell). Default: the file's.")] = None,
    targets: Annotated[Optional[str], typer.Option("--targets", metavar="MODE", help="exact | at-most | at-least: "
                                                   "how line scores relate to targets (lines with their own relation "
                                                   "in the file keep it).")] = None,
    objective: Annotated[Optional[str], typer.Option("--objective", metavar="GOAL", help=f"Optimise: "
                                                     f"{' | '.join(OBJECTIVES)}.")] = None,
    weights: Annotated[Optional[str], typer.Option("--weights", metavar="H,V", help="Weights for --objective "
                                                   "weighted (maximise H*#horizontal + V*#vertical).")] = None,
    side: Annotated[Optional[str], typer.Option("--side", metavar="SIDE", help="Edge for --objective edge: top | "
                                                "bottom | left | right (default top).")] = None,
    depth: Annotated[Optional[int], typer.Option("--depth", metavar="N", help="Band width in cells for --objective "
                                                 "edge (default 2).")] = None,
    model: Annotated[str, typer.Option("--model", metavar="MODEL", help="implied (default: targets turned into "
                                       "per-line domino counts) or plain (the tutorial's model).")] = "implied",
    unique: Unique = False, solutions: Solutions = 1, count: Count = False, limit: Limit = None, forced: Forced = False,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", help="auto | search | cycles | cpsat | scip "
                                        "(auto, measured fastest: gridsat's tiling search on boards up to 200 "
                                        "cells; above, a first tiling by the cycle search raced against CP-SAT, "
                                        "CP-SAT for the rest and for --objective / --forced; cycles: the local "
                                        "search alone, never a proof; scip: the MIP solver shipped with "
                                        "OR-Tools).")] = "auto",
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "", log: Log = False,
    memory_limit: MemoryLimit = None,
    as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve a Domino Fit board: cover the free cells with dominoes so row and column scores meet their targets."""
    from ..puzzles.dominofit import parse_puzzle
    from ..puzzles.kinds import get

    settings = dominofit_settings(rule=rule, targets=targets, objective=objective, weights=weights, side=side,
                                  depth=depth, model=model)
    options = solver_options(time_limit, workers, seed, params, log, memory_limit)
    task = make_task(count=count, solutions=solutions, unique=unique, limit=limit,
                     engine=engine, options=options, forced=forced)
    from ..core.files import read_puzzle_text

    text, source = read_puzzle_text(puzzle)
    board = parse_puzzle(text, source=source, targets=targets, rule=rule)
    run_and_show(get("dominofit"), board, task, as_json=as_json, png=png, svg=svg, settings=settings)


def dominofit_settings(*, rule=None, targets=None, objective=None, weights=None, side=None, depth=None,
                       model="implied") -> dict:
    """The kind settings ``{"model", "objective"}`` from the command line's
    Domino Fit options (also the web API's), after the command line's checks.

    Raises:
        PuzzleInputError: a value not among the choices, or an option that
            does not go with the objective (``--weights`` without ``weighted``...).
    """
    from ..puzzles.dominofit import MODELS, Objective

    _choice(rule, RULES, "--rule")
    _choice(targets, TARGETS, "--targets")
    _choice(model, MODELS, "--model")
    _choice(side, SIDES, "--side")
    obj = None
    if objective is None:
        refuse({"--weights": weights, "--side": side, "--depth": depth}, "solving without --objective")
    else:
        _choice(objective, OBJECTIVES, "--objective")
        if objective != "weighted":
            refuse({"--weights": weights}, f"--objective {objective}")
        if objective != "edge":
            refuse({"--side": side, "--depth": depth}, f"--objective {objective}")
        obj = Objective(objective, _weights(weights or "1,1"), side or "top", 2 if depth is None else depth)
    return {"model": model, "objective": obj}


def register(app: typer.Typer) -> None:
    app.command("dominofit")(dominofit_command)
