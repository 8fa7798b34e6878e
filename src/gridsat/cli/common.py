"""Options and output shared by every subcommand."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from ..core.errors import PuzzleInputError
from ..core.solver import SolverOptions

TimeLimit = Annotated[Optional[float], typer.Option("--time-limit", "-t", metavar="SECONDS",
                      help="Wall-clock limit in seconds; when it runs out the status is 'unknown'.")]
Workers = Annotated[Optional[int], typer.Option("--workers", "-w",
                    help="Worker threads: CP-SAT workers, or exact-cover counting threads (default: the measured best).")]
Seed = Annotated[Optional[int], typer.Option("--seed", help="CP-SAT random seed.")]
Params = Annotated[str, typer.Option("--params", metavar="NAME:VALUE,...",
                   help="Any CP-SAT parameter, as in OR-Tools' --params, e.g. 'num_workers:2,cp_model_presolve:false'.")]
Log = Annotated[bool, typer.Option("--log", help="Print CP-SAT's search log.")]
JsonOut = Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON result instead of a drawing.")]
def _picture_path(suffix: str):
    """Option callback: check a picture path before any solving starts, so a
    typo never costs a long solve (one-line error, exit 2)."""
    def check(path: Optional[Path]) -> Optional[Path]:
        if path is None:
            return None
        if path.suffix.lower() != suffix:
            raise PuzzleInputError(f"--{suffix[1:]} file must end in {suffix}, got {str(path)!r}")
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise PuzzleInputError(f"folder {str(folder)!r} does not exist (for {str(path)!r})")
        if path.is_dir():
            raise PuzzleInputError(f"{str(path)!r} is a folder, not a picture file")
        return path
    return check


PngOut = Annotated[Optional[Path], typer.Option("--png", metavar="PATH", callback=_picture_path(".png"),
                                                help="Write a PNG picture.")]
SvgOut = Annotated[Optional[Path], typer.Option("--svg", metavar="PATH", callback=_picture_path(".svg"),
                                                help="Write an SVG picture.")]


def solver_options(time_limit, workers, seed, params, log=False) -> SolverOptions:
    """SolverOptions from the shared CLI options (raises PuzzleInputError on bad values)."""
    return SolverOptions(time_limit=time_limit, workers=workers, seed=seed, params=params or "", log=log)


def console(stderr: bool = False) -> Console:
    """A rich console (colour only on a terminal)."""
    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def write_pictures(figure_fn, png: Path | None, svg: Path | None) -> list[Path]:
    """Draw once with ``figure_fn()`` and write the requested files.

    Raises:
        PuzzleInputError: the answer has no picture, or a bad path.
    """
    from ..render.picture import save_figure

    written = []
    if png is None and svg is None:
        return written
    fig = figure_fn()
    if fig is None:
        raise PuzzleInputError("there is no solution to draw")
    for path in (png, svg):
        if path is not None:
            written.append(save_figure(fig, path))
    return written


def emit(result, *, as_json: bool, png: Path | None = None, svg: Path | None = None,
         extra: dict | None = None, title: str | None = None) -> None:
    """Print ``result`` (JSON or drawing) and write pictures.

    The answer has already passed the checker (results are checked when
    built).  Pictures are written before printing so a bad path fails before
    any output.
    """
    fig_fn = (lambda: result.figure(title=title)) if title else result.figure
    written = write_pictures(fig_fn, png, svg) if result.solved else []
    if as_json:
        payload = result.to_json()
        payload.update(extra or {})
        json.dump(payload, sys.stdout)
        sys.stdout.write("\n")
        return
    out = console()
    out.print(result.text())
    out.print(f"[bold]{result.status}[/bold] in {result.seconds:.3f} s")
    for path in written:
        out.print(f"wrote {path}")


def exit_code(result) -> int:
    """0 when solved; 1 when infeasible or unknown (so scripts can test it)."""
    return 0 if result.solved else 1
