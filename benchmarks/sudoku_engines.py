"""Sudoku's two engines side by side: gridsat's exact-cover search (``exact``,
what ``auto`` runs) against the CP-SAT model of the rules (``cpsat``).

    python benchmarks/sudoku_engines.py [--repeats 3] [--skip-slow]

On each published puzzle of tests/data/genres/sudoku.json, and on each with
2, 3 and 8 of its givens taken away (chosen with a fixed seed: puzzles with
up to millions of answers), it times the proof of uniqueness and the forced
cells with both engines in one process (median of alternating repeats,
in-process wall time) and checks that both find the same forced cells.
``--skip-slow`` leaves out CP-SAT's forced cells on the 16x16 boards with
givens taken away (20-90 s each on a loaded 2-core machine).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

import gridsat
from gridsat.puzzles.sudoku.rules import SudokuPuzzle

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres" / "sudoku.json"


def cases() -> list:
    """The published puzzles, then each with 2, 3 and 8 givens taken away."""
    kind, rng, out = gridsat.kinds.get("sudoku"), random.Random(1), []
    for record in json.loads(DATA.read_text()):
        puzzle = kind.parse(record["url"])
        out.append((record["name"], puzzle))
        given = sorted(puzzle.clued())
        for drop in (2, 3, 8) if len(given) > 8 else (1, 2):
            keep = set(rng.sample(given, len(given) - drop))
            clues = [[v if (r, c) in keep else None for c, v in enumerate(row)] for r, row in enumerate(puzzle.clues)]
            out.append((f"{record['name']} -{drop}", SudokuPuzzle(puzzle.rows, puzzle.cols, clues)))
    return out


def timed(call, repeats: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeats):
        t0 = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--skip-slow", action="store_true")
    args = parser.parse_args()
    kind = gridsat.kinds.get("sudoku")
    kind.parse("https://puzz.link/p?sudoku/4/4/g1k23k3g").uniqueness(engine="cpsat")  # imports out of the timing
    print(f"{'puzzle':34} {'unique: exact':>13} {'cpsat':>9} {'ratio':>6}   {'forced: exact':>13} {'cpsat':>9} "
          f"{'ratio':>6}  forced")
    ratios: dict = {"unique": [], "forced": []}
    for name, puzzle in cases():
        line = f"{name:34}"
        for task in ("unique", "forced"):
            call = puzzle.uniqueness if task == "unique" else puzzle.forced
            results, times = {}, {}
            for engine in ("exact", "cpsat") if len(ratios[task]) % 2 == 0 else ("cpsat", "exact"):
                if engine == "cpsat" and task == "forced" and args.skip_slow and puzzle.n > 9 and "-" in name:
                    continue
                times[engine], results[engine] = timed(lambda e=engine, c=call: c(engine=e), args.repeats)
            exact = times["exact"]
            if "cpsat" in times:
                ratios[task].append(times["cpsat"] / exact)
                same = (results["exact"].forced == results["cpsat"].forced if task == "forced"
                        else results["exact"].uniqueness == results["cpsat"].uniqueness)
                assert same, (name, task)
                line += f" {exact * 1e3:11.1f}ms {times['cpsat'] * 1e3:7.1f}ms {times['cpsat'] / exact:5.1f}x  "
            else:
                line += f" {exact * 1e3:11.1f}ms {'skipped':>9} {'-':>6}  "
        forced = results["exact"].forced
        line += f" {sum(v is not None for row in forced for v in row)}/{puzzle.n ** 2}"
        print(line, flush=True)
    for task, values in ratios.items():
        print(f"median ratio cpsat/exact, {task}: {statistics.median(values):.1f}x over {len(values)} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
