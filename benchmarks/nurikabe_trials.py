"""The CPU seconds of one Nurikabe trial step (``trial_step``: every frontier cell's short trial, then the first
few full ones) at stalls of the published boards, two source trees side by side in one run: what pass 95 made
cheaper (a trial's reach of an island searched only as far as its checks need).  A stall is the answer with a
random twentieth of its cells shown (seed 0: none) and the rules run until none decides a cell; each tree times
the same stalls in its own process, the trees taking turns.

    python benchmarks/nurikabe_trials.py OLD_SRC NEW_SRC [--only 50x50] [--seeds 0,3] [--runs 3]

Prints per board and stall the median CPU seconds of each tree and whether their trial steps are the same
(rule, sentence, cells: the JSON).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres" / "nurikabe.json"
BOARDS = ("827_13x20", "262_30x36", "690_50x50", "1055_40x57")

WORKER = """
import json, sys, time
from gridsat.kinds import get
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State, apply
from gridsat.puzzles.grid.stepping import next_rules, trial_step
from gridsat.puzzles.nurikabe import deductions as logic
import random
rec, seeds, runs = json.loads(sys.argv[1]), json.loads(sys.argv[2]), int(sys.argv[3])
board = Board(get("nurikabe").parse(rec["url"]), "sea")
answer = [SHADED if ch == "#" else UNSHADED for row in rec["answer"] for ch in row]
out = []
for seed in seeds:
    grid = logic.givens(board)
    for i in random.Random(seed).sample(range(board.n), board.n // 20 if seed else 0):
        grid[i] = answer[i]
    state = State(board, grid)
    while found := next_rules(logic, state):
        apply(state, found)
    cpu = []
    for _ in range(runs):
        for name in ("islands", "nurikabe_stall", "reach_paused"):
            board.__dict__.pop(name, None)
        began = time.process_time()
        step = trial_step(logic, state.copy(), answer, None, stalled=True)
        cpu.append(time.process_time() - began)
    out.append([seed, len(state.free()), cpu, None if step is None else step.to_json()])
print(json.dumps(out))
"""


def timed(src: str, rec: dict, seeds: list, runs: int) -> list:
    env = dict(os.environ, PYTHONPATH=str(Path(src).resolve()))
    done = subprocess.run([sys.executable, "-c", WORKER, json.dumps(rec), json.dumps(seeds), str(runs)], env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--only", action="append", default=[], help="boards whose name holds this (default: all)")
    parser.add_argument("--seeds", default="0,3", help="stalls: 0 the givens', n a random twentieth shown")
    parser.add_argument("--runs", type=int, default=3, help="trial steps timed a stall (the median is said)")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    records = {r["name"]: r for r in json.loads(DATA.read_text())}
    for board in BOARDS:
        if args.only and not any(word in board for word in args.only):
            continue
        rec = next(r for name, r in records.items() if name.endswith(board))
        old, new = timed(args.old, rec, seeds, args.runs), timed(args.new, rec, seeds, args.runs)
        for (seed, free, a, step_a), (_, _, b, step_b) in zip(old, new):
            x, y = statistics.median(a), statistics.median(b)
            print(f"{board:12} stall {seed:2} ({free:4} cells open): {x:7.3f} {y:7.3f} CPU s  "
                  f"({x / y:.1f}x)  {'same step' if step_a == step_b else 'DIFFERENT step'}", flush=True)


if __name__ == "__main__":
    main()
