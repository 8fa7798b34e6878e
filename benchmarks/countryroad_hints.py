"""Country Road's (or Kurotto's: ``--kind kurotto``) hints on every published board
(tests/data/genres/<kind>.json), two source trees side by side in one run: a tree before a change (a ``git worktree`` of its base, built in place) and this one. For each
board and tree: ``kind.hints(puzzle)`` in one warm process of that tree (the proof's first call paid before the
clock), and the whole process ``gridsat hint URL --steps --json``; the steps, trials and guesses of each, and the
ratio before / after of each time. Every run's steps must end on the published answer (a run cut by ``--cap`` is
shown ``cut``, its time a floor).

    git worktree add --detach /tmp/before BASE && (cd /tmp/before && python setup.py build_ext --inplace)
    python benchmarks/countryroad_hints.py --before /tmp/before                 # every board, cap 300 s a run
    python benchmarks/countryroad_hints.py --before /tmp/before --only janko-country-04 --cap 60
    python benchmarks/countryroad_hints.py --before /tmp/before --kind kurotto  # Kurotto's published boards
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shading_commands import DATA, command  # noqa: E402

#: One board's ``kind.hints`` in a process of a tree (its sources first on the path): the proof run once before the
#: clock (imports, the compiled search's first call), then the hints timed; JSON of the seconds, the steps, trials
#: and guesses, whether the steps end on the published answer (the checker's: no violation of the final loop), and
#: whether the cap cut them.
WORKER = """
import json, sys, time
import gridsat
from gridsat.core.hints import grade
kind = gridsat.kinds.get(sys.argv[3])
record, cap = json.loads(sys.argv[1]), float(sys.argv[2])
puzzle = kind.parse(record["url"])
puzzle.uniqueness()
began = time.perf_counter()
out = kind.hints(puzzle, deadline=began + cap)
seconds = time.perf_counter() - began
if kind.name == "countryroad":
    from gridsat.puzzles.countryroad.lattice import RoomLattice
    from gridsat.puzzles.masyu.lattice import of_masks
    answer = of_masks(RoomLattice(puzzle), puzzle.read_answer(record["answer"]))
else:  # a shading: rows of # and ., the steps' grid 2 shaded / 1 unshaded
    answer = [2 if ch == "#" else 1 for row in record["answer"] for ch in row]
g = grade(out.steps)
print(json.dumps({"seconds": seconds, "steps": len(out.steps), "trials": g["trials"], "guesses": g["guesses"],
                  "cut": not out.complete, "right": out.complete and [v for row in out.grid for v in row] == answer}))
"""


def in_process(tree: Path, record: dict, cap: float, kind: str = "countryroad") -> dict:
    """:data:`WORKER`'s JSON for ``record`` in a process of ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    done = subprocess.run([sys.executable, "-c", WORKER, json.dumps(record), str(cap), kind], env=env, capture_output=True,
                          text=True)
    if done.returncode:
        raise SystemExit(f"{tree}: {record['name']}: {done.stderr.strip()}")
    said = json.loads(done.stdout)
    if not said["cut"] and not said["right"]:
        raise SystemExit(f"{tree}: {record['name']}: the steps do not end on the published answer")
    return said


def whole(tree: Path, record: dict, cap: float) -> dict:
    """Wall seconds of ``gridsat hint URL --steps --json -t CAP`` from ``tree``, its steps, trials and guesses."""
    said: dict = {}

    def read(out: str) -> None:
        result = json.loads(out)
        grade = result.get("grade") or {}  # (none in a run -t cut)
        said.update(cut=not result["complete"], steps=len(result["steps"]), trials=grade.get("trials", "cut"),
                    guesses=grade.get("guesses", "cut"))

    said["seconds"] = command(tree, ["hint", record["url"], "--steps", "--json", "-t", str(cap)], read,
                              codes=(0, 1))  # (cut by -t: exit 1)
    return said


def shown(said: dict) -> str:
    """A run's time, ``>`` before it where the cap cut it."""
    return (">" if said["cut"] else "") + f"{said['seconds']:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="the tree before the change (built in place)")
    parser.add_argument("--after", type=Path, default=Path(__file__).resolve().parents[1], help="the tree after "
                        "(default: this one)")
    parser.add_argument("--kind", choices=("countryroad", "kurotto"), default="countryroad", help="the genre "
                        "(default countryroad)")
    parser.add_argument("--only", default="", help="only the records whose name holds this")
    parser.add_argument("--cap", type=float, default=300.0, help="seconds a hint run may take (default 300)")
    args = parser.parse_args()
    trees = [args.before.resolve(), args.after.resolve()]
    records = [r for r in json.loads((DATA / f"{args.kind}.json").read_text()) if args.only in r["name"]]
    print(f"{'puzzle':24} {'size':>5} | {'in-process s':>17} {'ratio':>6} | {'whole process s':>17} {'ratio':>6} | "
          f"{'steps':>9} {'trials':>7} {'guesses':>7}")
    print(f"{'':24} {'':5} | {'before':>8} {'after':>8} {'':6} | {'before':>8} {'after':>8} {'':6} | "
          f"{'bef/aft':>9} {'bef/aft':>7} {'bef/aft':>7}")
    totals = [0.0, 0.0, 0.0, 0.0]
    for record in records:
        warm = [in_process(tree, record, args.cap, args.kind) for tree in trees]
        cold = [whole(tree, record, args.cap) for tree in trees]
        for k, said in enumerate(warm + cold):
            totals[k] += said["seconds"]
        size = f"{record['rows']}x{record['cols']}" if "rows" in record else "x".join(record["url"].split("/")[-3:-1])
        print(f"{record['name']:24} {size:>5} | {shown(warm[0]):>8} {shown(warm[1]):>8} "
              f"{warm[0]['seconds'] / warm[1]['seconds']:>5.1f}x | {shown(cold[0]):>8} {shown(cold[1]):>8} "
              f"{cold[0]['seconds'] / cold[1]['seconds']:>5.1f}x | "
              + " ".join(f"{str(warm[0][k]) + '/' + str(warm[1][k]):>{w}}" for k, w in
                         (("steps", 9), ("trials", 7), ("guesses", 7))), flush=True)
    print(f"{'all':30} | {totals[0]:>8.2f} {totals[1]:>8.2f} {totals[0] / totals[1]:>5.1f}x | {totals[2]:>8.2f} "
          f"{totals[3]:>8.2f} {totals[2] / totals[3]:>5.1f}x |")


if __name__ == "__main__":
    main()
