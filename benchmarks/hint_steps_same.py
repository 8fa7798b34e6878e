"""The steps of ``hint --steps --json`` on every published puzzle of the
hinting grid genres (the shading genres and Sudoku:
tests/data/genres/*.json, sudoku_hints.json too), recorded from one source
tree and compared with another's: a speed-up of the stepping must not change
a single step (rule, sentence, cells, order).  Only runs that finish
(``"complete": true``) are compared whole; of runs the time limit cut, the
shorter list of steps, less its last (a trial the time limit may have
chosen among fewer cells), must begin the longer; ``seconds`` is dropped.

Run (each source tree its own ``src`` with its built C engines):

    python benchmarks/hint_steps_same.py record OLD_SRC /tmp/old --cap 120
    python benchmarks/hint_steps_same.py record NEW_SRC /tmp/new --cap 120
    python benchmarks/hint_steps_same.py compare /tmp/old /tmp/new

``record`` runs whole processes (``python -m gridsat hint URL --steps --json
-t CAP``) and writes one ``<name>.json`` per puzzle with the wall seconds in
``<name>.time``; ``--only`` keeps the puzzles whose name holds a word.
``compare --except premises`` compares the steps (their chains too) less
that field: a change of what the steps cite must leave the rest as it was.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres"
#: ``(data file, kind)``: each file's puzzles, hinted as the kind.
GENRES = (("hitori", "hitori"), ("nurikabe", "nurikabe"), ("heyawake", "heyawake"), ("norinori", "norinori"),
          ("starbattle", "starbattle"), ("lightup", "lightup"), ("lits", "lits"), ("sudoku", "sudoku"),
          ("sudoku_hints", "sudoku"), ("kurodoko", "kurodoko"), ("tapa", "tapa"), ("creek", "creek"), ("aqre", "aqre"),
          ("cave", "cave"), ("yajilin", "yajilin"), ("masyu", "masyu"))  # (Kurodoko to Aqre were left out as they
# came; Cave's records run on a tree with Cave, Masyu's on one whose Masyu has hints)


def records(only: list) -> list:
    out = []
    for data, genre in GENRES:
        for record in json.loads((DATA / f"{data}.json").read_text()):
            name = f"{data}-{record['name']}"
            if not only or any(word in name for word in only):
                out.append((genre, name, record))
    return out


def record(src: str, into: Path, cap: float, only: list) -> None:
    into.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(Path(src).resolve()))
    for genre, name, rec in records(only):
        began = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "gridsat", "hint", rec["url"], "-k", genre, "--steps", "--json",
                               "-t", str(cap)], env=env, capture_output=True, text=True)
        wall = time.perf_counter() - began
        (into / f"{name}.json").write_text(done.stdout)
        (into / f"{name}.time").write_text(f"{wall:.2f}\n")
        try:
            data = json.loads(done.stdout)
            state = f"complete={data.get('complete')} steps={len(data.get('steps', []))}"
        except ValueError:
            state = f"exit {done.returncode}: {done.stderr.strip()[-200:]}"
        print(f"{name:50} {wall:8.2f} s  {state}", flush=True)


def _less(steps: list, drop: tuple) -> list:
    """``steps`` (JSON) without the fields ``drop``, their chains' steps likewise."""
    return [{k: _less(v, drop) if k == "chain" and v else v for k, v in step.items() if k not in drop}
            for step in steps]


def steps_of(path: Path, finished: bool = True, drop: tuple = ()):
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if finished and not data.get("complete"):
        return None
    data.pop("seconds", None)
    if drop:
        data["steps"] = _less(data.get("steps", []), drop)
    return data


def prefix(a: Path, b: Path, drop: tuple = ()) -> str:
    """Runs cut by the time limit: whether the shorter's steps begin the longer's."""
    x, y = steps_of(a, False, drop), steps_of(b, False, drop)
    if x is None or y is None:
        return "not compared (no JSON)"
    cut = (len(x) <= len(y) and not x.get("complete")) or (len(y) <= len(x) and not y.get("complete"))
    x, y = x.get("steps", []), y.get("steps", [])
    # the last step of a run the time limit cut may be a trial chosen among fewer cells as the time ran out (the
    # same tree's run cut at 150 s and run whole differ there): not compared
    n = max(min(len(x), len(y)) - cut, 0)
    if x[:n] == y[:n]:
        return f"not finished: {len(x)} vs {len(y)} steps, the first {n} the same"
    first = next(i for i in range(n) if x[i] != y[i])
    return f"not finished: {len(x)} vs {len(y)} steps, DIFFERENT from step {first}"


def compare(old: Path, new: Path, drop: tuple = ()) -> int:
    same = differ = skipped = 0
    for path in sorted(old.glob("*.json")):
        a, b = steps_of(path, drop=drop), steps_of(new / path.name, drop=drop)
        wall = [(d / f"{path.stem}.time").read_text().strip() if (d / f"{path.stem}.time").exists() else "-"
                for d in (old, new)]
        if a is None or b is None:
            said = prefix(path, new / path.name, drop)
            differ += "DIFFERENT" in said
            skipped += "DIFFERENT" not in said
            print(f"{path.stem:50} {wall[0]:>8} {wall[1]:>8}  {said}")
        elif a == b:
            same += 1
            print(f"{path.stem:50} {wall[0]:>8} {wall[1]:>8}  same ({len(a['steps'])} steps)")
        else:
            differ += 1
            first = next((i for i, (x, y) in enumerate(zip(a["steps"], b["steps"])) if x != y),
                         min(len(a["steps"]), len(b["steps"])))
            print(f"{path.stem:50} {wall[0]:>8} {wall[1]:>8}  DIFFERENT from step {first}")
    print(f"{same} same, {differ} different, {skipped} not finished (the steps of both the same as far as the shorter goes)")
    return 1 if differ else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("src")
    rec.add_argument("into", type=Path)
    rec.add_argument("--cap", type=float, default=120.0, help="hint's -t, seconds a puzzle (default 120)")
    rec.add_argument("--only", action="append", default=[])
    cmp = sub.add_parser("compare")
    cmp.add_argument("old", type=Path)
    cmp.add_argument("new", type=Path)
    cmp.add_argument("--except", dest="drop", action="append", default=[],
                     help="a step's field left out of the comparison (premises)")
    args = parser.parse_args()
    if args.command == "record":
        record(args.src, args.into, args.cap, args.only)
    else:
        sys.exit(compare(args.old, args.new, tuple(args.drop)))


if __name__ == "__main__":
    main()
