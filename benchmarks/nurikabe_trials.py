"""The CPU seconds of one Nurikabe trial step (``trial_step``: every frontier cell's short trial, then the first
few full ones) at stalls of the published boards, two source trees side by side in one run: what pass 95 made
cheaper (a trial's reach of an island searched only as far as its checks need), and sitting 10 (``sea_cut`` and
``island_needs`` in a trial read only what its changes can have changed: late stalls, ``--shown 30``).  A stall
is the answer with a random twentieth of its cells shown (seed 0: none; ``--shown``: another part, in percent)
and the rules run until none decides a cell; or, with ``--replay``, the position before each of the last
``--last`` trial steps of a recorded ``hint --steps --json`` of the one board ``--only`` names (the late trials
of the real stepping, which stalls made up do not give: a made-up stall's trials are mostly short ones).  Each
tree times the same stalls in its own process, the trees taking turns.

    python benchmarks/nurikabe_trials.py OLD_SRC NEW_SRC [--only 50x50] [--seeds 0,3] [--runs 3] [--shown 5]
    python benchmarks/nurikabe_trials.py OLD_SRC NEW_SRC --only 40x57 --replay steps.json [--last 5] [--runs 1]

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
rec, seeds, runs, shown = json.loads(sys.argv[1]), json.loads(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
replay, last = json.loads(sys.argv[5])
board = Board(get("nurikabe").parse(rec["url"]), "sea")
answer = [SHADED if ch == "#" else UNSHADED for row in rec["answer"] for ch in row]
out, stalls = [], []
if replay:
    grid = logic.givens(board)
    for k, recorded in enumerate(json.load(open(replay))["steps"]):
        if recorded["rule"] == "trial":
            stalls.append((f"step {k}", State(board, grid[:])))
        for d in recorded["decided"]:
            grid[d["cell"][0] * board.cols + d["cell"][1]] = d["value"]
    stalls = stalls[-last:]
for seed in seeds if not replay else ():
    grid = logic.givens(board)
    for i in random.Random(seed).sample(range(board.n), board.n * shown // 100 if seed else 0):
        grid[i] = answer[i]
    state = State(board, grid)
    while found := next_rules(logic, state):
        apply(state, found)
    stalls.append((f"stall {seed}", state))
for seed, state in stalls:
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


def timed(src: str, rec: dict, seeds: list, runs: int, shown: int, replay=(None, 0)) -> list:
    env = dict(os.environ, PYTHONPATH=str(Path(src).resolve()))
    done = subprocess.run([sys.executable, "-c", WORKER, json.dumps(rec), json.dumps(seeds), str(runs), str(shown),
                           json.dumps(replay)], env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--only", action="append", default=[], help="boards whose name holds this (default: all)")
    parser.add_argument("--seeds", default="0,3", help="stalls: 0 the givens', n a random twentieth shown")
    parser.add_argument("--runs", type=int, default=3, help="trial steps timed a stall (the median is said)")
    parser.add_argument("--shown", type=int, default=5, help="percent of the answer's cells shown at a stall "
                        "(seeds past 0; default 5, a twentieth)")
    parser.add_argument("--replay", help="a recorded hint --steps --json of the board --only names: its trials' "
                        "positions are the stalls")
    parser.add_argument("--last", type=int, default=5, help="with --replay: its last trial steps timed")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    records = {r["name"]: r for r in json.loads(DATA.read_text())}
    for board in BOARDS:
        if args.only and not any(word in board for word in args.only):
            continue
        rec = next(r for name, r in records.items() if name.endswith(board))
        replay = (str(Path(args.replay).resolve()), args.last) if args.replay else (None, 0)
        old = timed(args.old, rec, seeds, args.runs, args.shown, replay)
        new = timed(args.new, rec, seeds, args.runs, args.shown, replay)
        for (seed, free, a, step_a), (_, _, b, step_b) in zip(old, new):
            x, y = statistics.median(a), statistics.median(b)
            print(f"{board:12} {seed:10} ({free:4} cells open): {x:7.3f} {y:7.3f} CPU s  "
                  f"({x / y:.1f}x)  {'same step' if step_a == step_b else 'DIFFERENT step'}", flush=True)


if __name__ == "__main__":
    main()
