"""Batch solving: many puzzle files, any kind, in parallel, resumable.

Each file becomes one JSON line in the results file, written and flushed as
soon as it finishes (:class:`~gridsat.core.jsonl.JsonLinesWriter`)::

    {"file": "puzzles/a.txt", "kind": "yinyang", "status": "solved",
     "seconds": 0.12, "answer": {...}, "check": "passed"}

``status`` is ``solved`` / ``infeasible`` / ``unknown`` / ``bad_input`` (then
``"error"`` holds the one-line message).  A run started again with the same
results file skips the files already recorded and redoes a half-written
last line.  Work is spread over local worker processes
(``concurrent.futures``) or, with ``dask=ADDRESS``, over a running Dask
distributed cluster; both call the same :func:`solve_file`.
"""

from __future__ import annotations

import importlib
import os
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from .core.errors import PuzzleInputError
from .core.files import read_text_file
from .core.jsonl import JsonLinesWriter
from .core.solver import SolverOptions

#: Puzzle kinds, in detection order, with the module that reads and solves each.
KIND_MODULES = {
    "dominofit": "gridsat.puzzles.dominofit",
    "yinyang": "gridsat.puzzles.yinyang",
}
KINDS = ("pack", "calendar", "yinyang", "dominofit")
STATUSES = ("solved", "infeasible", "unknown", "bad_input")

#: File endings searched for in folders.
PUZZLE_SUFFIXES = {".txt", ".json", ".pzprv3", ".pzv", ".url", ".html", ".htm", ".yy", ".dfit"}


def detect_kind(text: str) -> str | None:
    """The puzzle kind of a file's text, or None when no reader recognises it.

    A JSON object with a ``"kind"`` field names it; otherwise each kind's own
    ``detect(text)`` is asked in :data:`KIND_MODULES` order.
    """
    from .formats.puzzle_json import json_kind

    kind = json_kind(text)
    if kind is not None:
        return kind if kind in KINDS else None
    for kind, module in KIND_MODULES.items():
        if importlib.import_module(module).detect(text):
            return kind
    # Shaped like a Yin-Yang file but invalid (ragged grid, bad symbol...):
    # let the Yin-Yang reader name the problem rather than "unknown kind".
    if importlib.import_module(KIND_MODULES["yinyang"]).detect_format(text) is not None:
        return "yinyang"
    return None


def solve_text(text: str, source: str, kind: str | None = None, options: SolverOptions | None = None):
    """Parse and solve one puzzle; returns its checked Result.

    Raises:
        PuzzleInputError: unknown kind or bad input (message names ``source``).
    """
    from .formats import puzzle_json

    if kind is None:
        kind = detect_kind(text)
        if kind is None:
            raise PuzzleInputError("not a puzzle file gridsat can read (kinds: " + ", ".join(KINDS) + ")", source)
    if kind not in KINDS:
        raise PuzzleInputError(f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})", source)
    if kind in KIND_MODULES:
        return importlib.import_module(KIND_MODULES[kind]).solve_text(text, source, options)
    data = puzzle_json.read_json_object(text, source)
    if data.get("kind", kind) != kind:
        raise PuzzleInputError(f"file says kind {data.get('kind')!r}, not {kind!r}", source)
    if kind == "pack":
        return puzzle_json.pack_puzzle_from_json(data, source).solve(options)
    return puzzle_json.calendar_puzzle_from_json(data, source).solve(options)


def solve_file(path: str, kind: str | None = None, time_limit: float | None = None) -> dict:
    """Solve one file and return its result record (never raises for bad input).

    Args:
        path: the puzzle file.
        kind: force a kind (None = detect).
        time_limit: seconds per puzzle (None = no limit).

    Returns:
        ``dict`` with ``file``, ``kind``, ``status`` (solved / infeasible /
        unknown / bad_input), ``seconds``, and ``answer`` + ``check``
        (``"passed"``) or ``error`` (one line).
    """
    t0 = time.perf_counter()
    record: dict = {"file": path, "kind": kind}
    try:
        text = read_text_file(path, "puzzle file")
        source = Path(path).name
        if kind is None:
            record["kind"] = detect_kind(text)
        result = solve_text(text, source, record["kind"], SolverOptions(time_limit=time_limit))
        result.check()  # already checked when built; re-run so the record says so
        data = result.to_json()
        record["kind"] = data.pop("kind")
        record["status"] = data.pop("status")
        data.pop("seconds", None)
        record["answer"] = data
        record["check"] = "passed"
    except PuzzleInputError as exc:
        record["status"] = "bad_input"
        record["error"] = " ".join(str(exc).split())
    record["seconds"] = round(time.perf_counter() - t0, 6)
    return record


def find_puzzle_files(paths: Iterable[str | os.PathLike]) -> list[str]:
    """Puzzle files named in ``paths``: files as given, folders searched
    recursively for :data:`PUZZLE_SUFFIXES` (``*.solution.txt`` answer files
    are skipped).  Sorted, without duplicates.

    Raises:
        PuzzleInputError: a path that does not exist.
    """
    found: dict[str, None] = {}
    for p in paths:
        path = Path(p)
        if path.is_file():
            found[str(path)] = None
        elif path.is_dir():
            for f in sorted(path.rglob("*")):
                if f.is_file() and f.suffix.lower() in PUZZLE_SUFFIXES and not f.name.endswith(".solution.txt") \
                        and not any(part.startswith(".") for part in f.relative_to(path).parts):
                    found[str(f)] = None
        else:
            raise PuzzleInputError(f"no such file or folder: {str(path)!r}")
    return sorted(found)


@dataclass
class BatchSummary:
    """What a batch run did.

    Attributes:
        records: every record of the results file (old and new), file order.
        new: number of files solved by this run.
        skipped: number already in the results file.
        seconds: wall time of this run (s).
    """

    records: list = field(default_factory=list)
    new: int = 0
    skipped: int = 0
    seconds: float = 0.0

    @property
    def statuses(self) -> Counter:
        return Counter(r["status"] for r in self.records)

    def slowest(self, n: int = 3) -> list:
        return sorted(self.records, key=lambda r: -r.get("seconds", 0.0))[:n]


def run_batch(paths: Iterable[str], out: str | os.PathLike, *, jobs: int | None = None, kind: str | None = None,
              time_limit: float | None = None, dask: str | None = None,
              on_start: Callable[[int, int], None] | None = None,
              on_record: Callable[[dict], None] | None = None) -> BatchSummary:
    """Solve every puzzle file under ``paths`` into the JSON-lines file ``out``.

    Args:
        paths: files and folders (see :func:`find_puzzle_files`).
        out: results file; existing records are kept and their files skipped.
        jobs: worker processes (default: the number of cores); ignored with ``dask``.
        kind: force one kind for every file (None = detect per file).
        time_limit: seconds per puzzle.
        dask: address of a running Dask scheduler (``tcp://HOST:PORT``) to
            run on instead of local processes.
        on_start: called once with ``(todo, already_done)``.
        on_record: called with each new record after it is written.

    Returns:
        :class:`BatchSummary`.

    Raises:
        PuzzleInputError: missing path, unknown kind, bad results file, no
            puzzle files, or a Dask cluster that cannot be reached.
    """
    t0 = time.perf_counter()
    if kind is not None and kind not in KINDS:
        raise PuzzleInputError(f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
    if jobs is not None and jobs < 1:
        raise PuzzleInputError(f"jobs must be at least 1, got {jobs}")
    if time_limit is not None and not time_limit > 0:
        raise PuzzleInputError(f"time limit must be a positive number of seconds, got {time_limit}")
    files = find_puzzle_files(paths)
    if not files:
        raise PuzzleInputError("no puzzle files found in " + ", ".join(map(str, paths)))
    with JsonLinesWriter(out, key="file") as writer:
        todo = writer.pending(files)
        summary = BatchSummary(skipped=len(files) - len(todo))
        if on_start:
            on_start(len(todo), summary.skipped)

        def record(rec: dict) -> None:
            writer.write(rec)
            summary.new += 1
            if on_record:
                on_record(rec)

        if dask:
            _run_dask(dask, todo, kind, time_limit, record)
        elif (jobs or os.cpu_count() or 1) == 1 or len(todo) <= 1:
            for f in todo:
                record(solve_file(f, kind, time_limit))
        else:
            _run_local(todo, jobs or os.cpu_count() or 1, kind, time_limit, record)
        summary.records = [r for r in writer.existing if r["file"] in set(files)] + \
            [writer.done[f] for f in todo if f in writer.done]
    summary.seconds = time.perf_counter() - t0
    return summary


def _run_local(files, jobs, kind, time_limit, record) -> None:
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending = set()
        queue = list(files)
        while queue or pending:
            while queue and len(pending) < 2 * jobs:  # bounded: a huge folder does not flood memory
                pending.add(pool.submit(solve_file, queue.pop(0), kind, time_limit))
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                record(fut.result())


def _run_dask(address: str, files, kind, time_limit, record) -> None:
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise PuzzleInputError("--dask needs the dask extra: pip install 'gridsat[dask]'") from None
    try:
        client = Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as exc:
        raise PuzzleInputError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    try:
        futures = client.map(solve_file, list(files), kind=kind, time_limit=time_limit, pure=False)
        for fut in as_completed(futures):
            record(fut.result())
    finally:
        client.close()
