"""Whole-process times of ``gridsat hint URL --steps --json`` on a kind's published puzzles
(tests/data/genres/KIND.json), each run checked (the steps end on the published answer), medians of several runs,
wall and CPU seconds; with ``--tree``s, ``gridsat KIND URL --unique --json`` side by side too (the trees' runs
alternating), the solve a tree without the kind's hints also runs (there ``hint`` is refused: no hints yet).

    python benchmarks/published_hints.py yajilin                          # this tree, 3 runs each
    python benchmarks/published_hints.py hashi --tree ../base --tree .    # --unique in both trees, hint in the last
    python benchmarks/published_hints.py hashi --repeats 1 --only janko-hashi-890
    python benchmarks/published_hints.py slitherlink --repeats 1 --cap 300     # a run cut at 300 s: its steps so far
    python benchmarks/published_hints.py skyscrapers --tree ../base --tree . --in-process   # and in one process
    python benchmarks/published_hints.py nonogram --tree ../base --tree . --in-process

Each tree runs as ``python -m gridsat`` with ``PYTHONPATH=TREE/src`` (its compiled engines built in place).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shading_commands import DATA, command  # noqa: E402

#: ``kind: (the published answer as the solve's grid, the hint steps' grid as the solve's)`` for the kinds whose
#: hints grid differs from their answer's: Yajilin's steps write 2 for a shaded cell (its answer 16), Hashiwokakero's
#: 1 + right + 3 x down bridges (its answer right + 3 x down, written as rows of numbers); Kakuro's answer is
#: written as rows of numbers.
KINDS = {
    "yajilin": (lambda answer: answer, lambda grid, answer: [[v == 2 for v in row] for row in grid]
                == [[v == 16 for v in row] for row in answer]),
    "hashi": (lambda answer: [[int(v) for v in row.split()] for row in answer],
              lambda grid, answer: [[v - 1 for v in row] for row in grid] == answer),
    # Slitherlink's answer is edge strings (its solve's grid side bitmasks), its steps' grid the lattice of grid points,
    # edges and cells (docs/slitherlink.md)
    "slitherlink": (lambda answer: _masks_of_strings(answer), lambda grid, answer: _masks_of_lattice(grid) == answer),
    "kakuro": (lambda answer: [[int(v) for v in row.split()] for row in answer], lambda grid, answer: grid == answer),
    "skyscrapers": (lambda answer: [[int(v) for v in row.split()] for row in answer],
                    lambda grid, answer: grid == answer),
    # Nonogram's answer is the R rows of C cells inside its frame (# shaded), its solve's grid and its steps' the
    # framed board (the frame 0, or unshaded 1 in the steps')
    "nonogram": (lambda answer: _in_frame(answer), lambda grid, answer: [[int(v == 2) for v in row] for row in grid]
                 == answer),
    # Shikaku's answer and steps' grid are both rows of ranks (the number covering each cell, from 1 in reading order)
    "shikaku": (lambda answer: answer, lambda grid, answer: grid == answer),
    # Ripple Effect's answer is rows of numbers, its steps' grid each cell's digit
    "ripple": (lambda answer: [[int(v) for v in row.split()] for row in answer], lambda grid, answer: grid == answer),
}


def in_process(tree: Path, kind: str, url: str, repeats: int) -> tuple:
    """``(uniqueness(), hints())``: median wall seconds of each in one warm process importing ``tree``'s gridsat (the
    two by turns, a first run of each left out)."""
    import time

    if str(tree / "src") not in sys.path:
        sys.path.insert(0, str(tree / "src"))
    import gridsat

    found = gridsat.kinds.get(kind)
    puzzle = found.parse(url)
    puzzle.uniqueness(), found.hints(puzzle)  # (warm: imports, caches of the first run)
    unique, hints = [], []
    for _ in range(repeats):
        began = time.perf_counter()
        puzzle.uniqueness()
        unique.append(time.perf_counter() - began)
        began = time.perf_counter()
        found.hints(puzzle)
        hints.append(time.perf_counter() - began)
    return statistics.median(unique), statistics.median(hints)


def _in_frame(answer) -> list:
    """A Nonogram's recorded answer (rows of ``#``/``.``, or their list written as a string) as its solve's grid:
    the board in its frame, 1 shaded, 0 unshaded and on the frame."""
    import ast

    rows = ast.literal_eval(answer) if isinstance(answer, str) else answer
    top, left = (len(rows) + 1) // 2, (len(rows[0]) + 1) // 2
    return [[0] * (len(rows[0]) + left) for _ in range(top)] + [[0] * left + [int(ch == "#") for ch in row]
                                                                 for row in rows]


def _masks_of_strings(answer: dict) -> list:
    """Side bitmasks (up 1, right 2, down 4, left 8) of a loop recorded as horizontal/vertical edge strings."""
    h, v = answer["horizontal"], answer["vertical"]
    return [[(h[r][c] == "1") | (v[r][c + 1] == "1") << 1 | (h[r + 1][c] == "1") << 2 | (v[r][c] == "1") << 3
             for c in range(len(h[0]))] for r in range(len(v))]


def _masks_of_lattice(grid: list) -> list:
    """Side bitmasks of the edges drawn (1) on a Slitherlink hint's lattice (cells at odd rows and columns)."""
    return [[(grid[r - 1][c] == 1) | (grid[r][c + 1] == 1) << 1 | (grid[r + 1][c] == 1) << 2 | (grid[r][c - 1] == 1)
             << 3 for c in range(1, len(grid[0]), 2)] for r in range(1, len(grid), 2)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", choices=sorted(KINDS), help="the kind whose published puzzles are run")
    parser.add_argument("--tree", action="append", type=Path, help="a source tree (default: this one); repeatable; "
                        "hint runs in the last")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each command (default 3)")
    parser.add_argument("--only", default="", help="only the records whose name holds this")
    parser.add_argument("--cap", type=float, help="hint's time limit (-t) in seconds: a run it cuts is shown with "
                        "its steps so far, 'cut'")
    parser.add_argument("--in-process", action="store_true", help="also uniqueness() and hints() in this process "
                        "(the last tree's gridsat), medians, and hints' time over the proof's")
    args = parser.parse_args()
    as_answer, steps_end_on = KINDS[args.kind]
    trees = [t.resolve() for t in args.tree or [Path(__file__).resolve().parents[1]]]
    records = [r for r in json.loads((DATA / f"{args.kind}.json").read_text()) if args.only in r["name"]]
    print(f"{'puzzle':26} {'size':>6} " + " ".join(f"{'--unique s ' + t.name[-8:]:>20}" for t in trees)
          + f" {'hint s':>8} {'hint cpu':>8} {'steps':>6} {'trials':>6} {'guesses':>7}"
          + (f" {'in-proc unique':>14} {'in-proc hints':>13} {'ratio':>6}" if args.in_process else ""))
    for record in records:
        answer = as_answer(record["answer"])
        said = {}

        def same(out: str) -> None:
            result = json.loads(out)
            if result["grid"] != answer or result.get("uniqueness") != "unique":
                raise SystemExit(f"{record['name']}: not its published answer, or not proven unique")

        def stepped(out: str) -> None:
            result = json.loads(out)
            if not result["complete"] and args.cap:
                said.update(steps=f"{len(result['steps'])}+", trials="cut", guesses="cut")
                return
            if not steps_end_on(result["grid"], answer) or not result["complete"]:
                raise SystemExit(f"{record['name']}: the steps do not end on the published answer")
            said.update(steps=len(result["steps"]), trials=result["grade"]["trials"],
                        guesses=result["grade"]["guesses"])

        unique = {t: [] for t in trees}
        hint, hint_cpu = [], []
        for k in range(args.repeats):
            for tree in trees if k % 2 == 0 else trees[::-1]:  # alternated: neither tree always runs first
                unique[tree].append(command(tree, [args.kind, record["url"], "--unique", "--json"], same))
            capped = ["-t", str(args.cap)] if args.cap else []
            hint.append(command(trees[-1], ["hint", record["url"], "--steps", "--json", *capped], stepped,
                                cpu=hint_cpu, codes=(0, 1) if args.cap else (0,)))  # (cut: exit 1)
        print(f"{record['name']:26} {record['rows']:>3}x{record['cols']:<3}"
              + " ".join(f"{statistics.median(unique[t]):>20.2f}" for t in trees)
              + f" {statistics.median(hint):>8.2f} {statistics.median(hint_cpu):>8.2f} {said['steps']:>6}"
              f" {said['trials']:>6} {said['guesses']:>7}" + ("" if not args.in_process else "{:>15.3f} {:>13.3f} {:>5.1f}x"
              .format(*(times := in_process(trees[-1], args.kind, record["url"], args.repeats)),
                      times[1] / times[0])), flush=True)


if __name__ == "__main__":
    main()
