"""``gridsat dominofit``: Domino Fit boards; ``gridsat generate dominofit``: planted boards."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from ..puzzles.dominofit import BACKENDS, MODELS, OBJECTIVES, RULES, SIDES, TARGET_MODES, Objective, load_puzzle, solve
from .common import (JsonOut, Log, Params, PngOut, Seed, SvgOut, TimeLimit, Workers, console, emit, exit_code,
                     solver_options)


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
    puzzle: Annotated[Path, typer.Argument(help="Puzzle file: JSON (rows, cols, blocked, row_targets, col_targets, rule) or the text format (docs/dominofit.md).")],
    rule: Annotated[Optional[str], typer.Option("--rule", help="Scoring rule: cell (each cell of a vertical domino 1, of a horizontal 2) or dot (vertical 1 in its upper cell, horizontal 2 in its right cell). Default: the file's rule, else cell.")] = None,
    targets: Annotated[Optional[str], typer.Option("--targets", help="exact, at-most or at-least: how line scores relate to targets (lines with their own relation in the file keep it).")] = None,
    objective: Annotated[Optional[str], typer.Option("--objective", "-o", help=f"Optimise: {', '.join(OBJECTIVES)}.")] = None,
    weights: Annotated[str, typer.Option("--weights", metavar="H,V", help="Weights for --objective weighted (maximise H*#horizontal + V*#vertical).")] = "1,1",
    side: Annotated[str, typer.Option("--side", help="Edge for --objective edge: top, bottom, left or right.")] = "top",
    depth: Annotated[int, typer.Option("--depth", help="Band width in cells for --objective edge.")] = 2,
    backend: Annotated[str, typer.Option("--backend", help="cpsat (default; measured fastest) or scip (MIP solver shipped with OR-Tools).")] = "cpsat",
    model: Annotated[str, typer.Option("--model", help="implied (default: targets turned into per-line domino counts) or plain (the tutorial's model).")] = "implied",
    unique: Annotated[bool, typer.Option("--unique", help="Also decide whether the tiling is the only one (a second tiling is shown when not).")] = False,
    forced: Annotated[bool, typer.Option("--forced", help="Also find the dominoes that are in every tiling (CP-SAT backend).")] = False,
    time_limit: TimeLimit = None, workers: Workers = None, seed: Seed = None, params: Params = "",
    log: Log = False, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Solve a Domino Fit board: cover the free cells with dominoes so row and column scores meet their targets."""
    options = solver_options(time_limit, workers, seed, params, log)
    _choice(rule, RULES, "--rule")
    _choice(targets, tuple(TARGET_MODES), "--targets")
    _choice(backend, BACKENDS, "--backend")
    _choice(model, MODELS, "--model")
    _choice(side, SIDES, "--side")
    obj = None
    if objective is not None:
        _choice(objective, OBJECTIVES, "--objective")
        obj = Objective(objective, _weights(weights), side, depth)
    board = load_puzzle(puzzle, targets=targets, rule=rule)
    if forced and backend != "cpsat":
        raise PuzzleInputError("--forced uses the CP-SAT backend; drop --backend scip")
    result = solve(board, options, backend=backend, model=model, objective=obj, unique=unique)
    if forced and result.solved:
        from ..puzzles.dominofit import forced_dominoes

        found = forced_dominoes(board, options)
        if found is not None:
            forced_list, first, complete = found
            result.dominoes, result.forced, result.forced_complete = first, forced_list, complete
            result.check()
    emit(result, as_json=as_json, png=png, svg=svg)
    raise typer.Exit(exit_code(result))


def generate_command(
    size: Annotated[str, typer.Option("--size", help="Board size RxC, e.g. 45x45.")] = "8x8",
    seed: Annotated[int, typer.Option("--seed", help="Random seed: the same seed gives the same board.")] = 1,
    rule: Annotated[str, typer.Option("--rule", help="Scoring rule of the targets: cell or dot.")] = "cell",
    blocked: Annotated[float, typer.Option("--blocked", help="Fraction of cells to block before tiling (0 to 0.5).")] = 0.15,
    unique: Annotated[bool, typer.Option("--unique", help="Add given dominoes until the tiling is the only one (CP-SAT proves it).")] = False,
    out: Annotated[Optional[Path], typer.Option("--out", help="Write the puzzle as JSON to this file (with --count: into this folder).")] = None,
    count: Annotated[int, typer.Option("--count", min=1, help="Make this many boards (seeds SEED, SEED+1, ...) into the --out folder, with a progress bar.")] = 1,
    time_limit: TimeLimit = None, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Generate a Domino Fit board by planting a random domino tiling (its targets come from the tiling)."""
    from ..core.solver import SolverOptions
    from ..puzzles.dominofit import draw_ascii, draw_figure
    from ..puzzles.dominofit_generate import generate, generate_unique
    from .common import write_pictures

    _choice(rule, RULES, "--rule")
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not m:
        raise PuzzleInputError(f"--size must be RxC, e.g. 45x45, got {size!r}")
    rows, cols = int(m.group(1)), int(m.group(2))
    SolverOptions(time_limit=time_limit)  # a bad time limit is refused even when no check needs it
    if count > 1:
        _generate_batch(rows, cols, seed, rule, blocked, unique, out, count, time_limit)
        return
    if unique:
        gen = generate_unique(rows, cols, seed=seed, rule=rule, block_frac=blocked,
                              options=SolverOptions(time_limit=time_limit))
    else:
        gen = generate(rows, cols, seed=seed, rule=rule, block_frac=blocked)
    puzzle, solution = gen.puzzle, gen.solution
    record = {**puzzle.to_json(), "solution": [list(d) for d in solution], "generator": gen.info}
    if out is not None:
        from ..puzzles.dominofit_generate import write_json

        write_json(out, record)
    written = write_pictures(lambda: draw_figure(puzzle, solution, title=f"Domino Fit {size} seed {seed}"), png, svg)
    if as_json:
        json.dump({"kind": "dominofit", "puzzle": record, "seconds": round(gen.seconds, 6),
                   "givens": [list(d) for d in puzzle.givens]}, sys.stdout)
        sys.stdout.write("\n")
        return
    con = console()
    con.print(puzzle.to_text(), end="")
    con.print(draw_ascii(puzzle, solution))
    con.print(f"[bold]generated[/bold] {puzzle.rows}x{puzzle.cols}, {len(solution)} dominoes, "
              f"{len(puzzle.givens)} given{'' if len(puzzle.givens) == 1 else 's'} in {gen.seconds:.3f} s")
    for path in ([out] if out else []) + written:
        con.print(f"wrote {path}")


def _generate_batch(rows, cols, seed, rule, blocked, unique, folder, count, time_limit) -> None:
    """``--count K``: K boards, seeds ``seed .. seed+K-1``, one JSON file each in ``folder``."""
    from rich.progress import Progress

    from ..core.solver import SolverOptions
    from ..puzzles.dominofit_generate import generate, generate_unique, write_json

    if folder is None:
        raise PuzzleInputError("--count needs --out FOLDER for the generated files")
    if not folder.is_dir():
        raise PuzzleInputError(f"--out {str(folder)!r} is not a folder (with --count it names one that exists)")
    con = console(stderr=True)
    with Progress(console=con, transient=True) as bar:
        task = bar.add_task(f"generating {count} boards", total=count)
        for s in range(seed, seed + count):
            if unique:
                gen = generate_unique(rows, cols, seed=s, rule=rule, block_frac=blocked,
                                      options=SolverOptions(time_limit=time_limit))
            else:
                gen = generate(rows, cols, seed=s, rule=rule, block_frac=blocked)
            record = {**gen.puzzle.to_json(), "solution": [list(d) for d in gen.solution], "generator": gen.info}
            write_json(folder / f"dominofit_{rows}x{cols}_{rule}_s{s}.json", record)
            bar.advance(task)
    console().print(f"wrote {count} boards to {folder}")


def register(app: typer.Typer) -> None:
    app.command("dominofit")(dominofit_command)


def register_generate(generate_app: typer.Typer) -> None:
    generate_app.command("dominofit")(generate_command)
