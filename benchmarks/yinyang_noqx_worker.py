"""noqx's side of benchmarks/yinyang_noqx.py, run by the scratch
environment's Python (clingo installed there, gridsat not).

Usage: ``python yinyang_noqx_worker.py NOQX_SOURCE_DIR``; then one JSON line
per board on standard input, ``{"rows", "cols", "givens"}`` (rows of 0 empty,
1 white circle, 2 black circle), and one JSON line back per board:
``{"seconds", "cpu", "answers"}`` -- wall and CPU seconds of the solve call
(noqx's Yin-Yang program generated from the board, grounded and solved by
noqx's own clingo wrapper for up to two answers, the models read back), and
the answers as rows of 1 white / 2 black.  ``{"error": ...}`` when noqx
fails.

noqx's Python entry point (``noqx.clingo.run_solver``) takes a Penpa+
payload, which its web front end builds from a puzz.link URL; the worker
builds the object that payload decodes to (``noqx.puzzle.Puzzle`` with
``row``, ``col`` and a ``circle_M__1`` / ``circle_M__2`` symbol per given)
and times everything after the decoding.
"""

from __future__ import annotations

import json
import re
import sys
import time

sys.path.insert(0, sys.argv[1])
from noqx.clingo import ClingoSolver, Config  # noqa: E402
from noqx.manager import generate_program, load_solver  # noqa: E402
from noqx.puzzle import Point, Puzzle  # noqa: E402

load_solver("solver", "yinyang")
Config.max_solutions_to_find = 2  # a second answer settles uniqueness
ATOM = re.compile(r"circle_M__([12])\((\d+),\s*(\d+)\)")


def solve(rows: int, cols: int, givens: list) -> dict:
    t0, c0 = time.perf_counter(), time.process_time()
    puzzle = Puzzle("yinyang", "", {})
    puzzle.row, puzzle.col = rows, cols
    for r, line in enumerate(givens):
        for c, v in enumerate(line):
            if v:
                puzzle.symbol[Point(r, c)] = f"circle_M__{v}"
    instance = ClingoSolver()
    instance.solve(generate_program(puzzle))
    answers = []
    for model in instance.solution():
        grid = [[0] * cols for _ in range(rows)]
        for colour, r, c in ATOM.findall(model):
            grid[int(r)][int(c)] = int(colour)
        answers.append(grid)
    return {"seconds": time.perf_counter() - t0, "cpu": time.process_time() - c0, "answers": answers}


for line in sys.stdin:
    job = json.loads(line)
    try:
        out = solve(job["rows"], job["cols"], job["givens"])
    except Exception as exc:  # reported, never fatal: the board is marked
        out = {"error": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(out), flush=True)
