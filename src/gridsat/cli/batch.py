"""``gridsat batch``: solve many puzzle files, in parallel, resumable."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..batch import KINDS, STATUSES, run_batch
from .common import TimeLimit, console


def batch_command(
    paths: Annotated[list[str], typer.Argument(help="Puzzle files and folders (searched recursively).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Results file, one JSON line per puzzle file. "
                                      "Run again with the same file to resume: recorded files are skipped.")],
    kind: Annotated[Optional[str], typer.Option("--kind", help=f"Force one kind ({', '.join(KINDS)}); default: detect per file.")] = None,
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", help="Worker processes (default: number of cores).")] = None,
    dask: Annotated[Optional[str], typer.Option("--dask", metavar="tcp://HOST:PORT",
                                                help="Run on a running Dask distributed cluster (pip install 'gridsat[dask]').")] = None,
    time_limit: TimeLimit = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar or summary.")] = False,
):
    """Solve every puzzle file found (any kind, detected from the file) into a JSON-lines results file.

    Each line: file, kind, status (solved / infeasible / unknown / bad_input), seconds,
    the answer and its check result (or the error). A bad file is recorded and the batch goes on.
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    err = console(stderr=True)
    progress = Progress(TextColumn("[bold]solving"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TextColumn("{task.description}"), console=err, disable=quiet, transient=False)
    task = None

    def on_start(todo: int, done: int) -> None:
        nonlocal task
        if done and not quiet:
            err.print(f"resuming: {done} file(s) already in {out}, {todo} to go")
        task = progress.add_task("", total=todo)
        progress.start()  # only now: an input error before this leaves stderr with one clean line

    def on_record(rec: dict) -> None:
        progress.update(task, advance=1, description=f"{Path(rec['file']).name}: {rec['status']}")

    try:
        summary = run_batch(paths, out, jobs=jobs, kind=kind, time_limit=time_limit, dask=dask,
                            on_start=on_start, on_record=on_record)
    finally:
        if task is not None:
            progress.stop()
    if quiet:
        return
    counts = summary.statuses
    table = Table(title=f"{len(summary.records)} file(s) in {out} ({summary.new} new, {summary.skipped} resumed)")
    for name in STATUSES:
        table.add_column(name, justify="right")
    table.add_column("total s", justify="right")
    table.add_row(*[str(counts.get(s, 0)) for s in STATUSES], f"{sum(r['seconds'] for r in summary.records):.2f}")
    out_console = console()
    out_console.print(table)
    slow = ", ".join(f"{r['file']} ({r['seconds']:.2f} s)" for r in summary.slowest(3))
    out_console.print(f"slowest: {slow}")


def register(app: typer.Typer) -> None:
    app.command("batch")(batch_command)
