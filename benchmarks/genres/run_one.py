"""One timed run for benchmarks/genres.py: ``python run_one.py GENRE SOLVER NAME``.

Loads the adapter ``benchmarks/genres/GENRE.py``, finds the puzzle record
called NAME among its ``puzzles()``, imports the solver's library first
(gridsat and the genre's kind, OR-Tools, puzzlekit and its solver for the
genre -- the adapter's ``PUZZLEKIT`` name, else ``GENRE`` --, or
multi-puzzle-solver: the in-process time is the solve on loaded libraries, as in a long-running
program; with ``GENRES_WARM=1`` in the environment it also solves the genre's
smallest other puzzle first, untimed, as such a program has: lazily loaded
modules and first-call costs are then paid, by every solver alike), collects
the garbage the imports left (a long-running program has), then times ``SOLVER(record)`` with ``time.perf_counter``.

Writes one JSON line on standard output: ``{"answer": rows or null,
"seconds": in-process seconds, "warmup": seconds of the warm-up solve}`` or ``{"error": "Type: message"}``.
Whatever the solver prints goes to standard error, so it cannot spoil the
line.  Runs under the project's Python (gridsat, plain_cpsat) or the peers'
scratch environment (puzzlekit, multi_puzzle_solver), which has no gridsat:
this file imports nothing of gridsat itself.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import json
import os
import sys
import time
from pathlib import Path

#: Modules each solver's library is made of, imported before the clock starts.
LIBRARIES = {
    "gridsat": ["gridsat", "ortools.sat.python.cp_model", "gridsat.formats.puzzlink", "gridsat.formats.json",
                "gridsat.engines.cpsat", "gridsat.engines.cover", "gridsat.constraints.model"],
    "plain_cpsat": ["ortools.sat.python.cp_model"],
    "puzzlekit": ["puzzlekit"],
    "multi_puzzle_solver": ["puzzle_solver", "numpy"],
}


def load_adapter(genre: str):
    """The adapter module ``benchmarks/genres/<genre>.py`` (it imports
    ``_common`` from this folder, which must be on ``sys.path``: it is when
    this file runs as a script)."""
    path = Path(__file__).resolve().parent / f"{genre}.py"
    spec = importlib.util.spec_from_file_location(f"genre_adapter_{genre}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(genre: str, solver: str, name: str) -> int:
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the solver's prints go to stderr
    sys.stdout = sys.stderr
    try:
        adapter = load_adapter(genre)
        record = next(r for r in adapter.puzzles() if r["name"] == name)
        for module in LIBRARIES.get(solver, []):
            importlib.import_module(module)
        if solver == "gridsat":
            importlib.import_module("gridsat").kinds.get(adapter.GENRE)
        if solver == "puzzlekit":  # it imports a genre's solver (and pandas, matplotlib) on first use
            try:
                genre_name = getattr(adapter, "PUZZLEKIT", adapter.GENRE)  # puzzlekit's name where it differs
                importlib.import_module("puzzlekit.solvers").get_solver_class(genre_name)
            except ValueError:  # no such puzzlekit genre: the adapter answers None
                pass
        solve = getattr(adapter, solver)
        warmup = 0.0
        if os.environ.get("GENRES_WARM") == "1":  # a long-running program has solved puzzles of the genre before
            others = sorted((r for r in adapter.puzzles() if r["name"] != name), key=lambda r: r["rows"] * r["cols"])
            if others:
                w0 = time.perf_counter()
                try:
                    solve(others[0])
                except Exception:  # noqa: BLE001 - only the timed puzzle's outcome counts
                    pass
                warmup = time.perf_counter() - w0
        # The imports just made left many young objects: the solver that happened to cross the collector's
        # threshold first would pay for a collection of them (1.2 ms of a 1.5 ms Sudoku 4x4 proof, measured).
        # A long-running program has collected them long before; so do it here, for every solver alike.
        gc.collect()
        t0 = time.perf_counter()
        answer = solve(record)
        seconds = time.perf_counter() - t0
        line = {"answer": None if answer is None else [[int(v) for v in row] for row in answer], "seconds": seconds,
                "warmup": warmup}
    except Exception as exc:  # noqa: BLE001 - reported, the driver marks the run failed
        line = {"error": f"{type(exc).__name__}: {str(exc)[:300]}"}
    out.write(json.dumps(line) + "\n")
    out.flush()
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: run_one.py GENRE SOLVER NAME")
    sys.exit(main(*sys.argv[1:]))
