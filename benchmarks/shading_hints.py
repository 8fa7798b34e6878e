"""Hints of the shading genres on their published puzzles
(tests/data/genres/{hitori,nurikabe,lits,kurodoko,tapa,creek,aqre,cave,shimaguni,
kurotto}.json): how many each genre's rules
solve alone, how many need one-cell trials, how many a guess or more time.

For each puzzle: size, verdict, steps, trials, guesses, grade, and CPU
seconds (``time.process_time``) of the uniqueness proof (the solver) and of
the stepping apart; then per genre the share solved by rules alone, by
rules and one-level trials, and the rest (a guess, or not proven unique
within the time limit).  Every finished deduction is replayed against the
published answer.

Run:

    python benchmarks/shading_hints.py                  # both genres, 120 s a puzzle
    python benchmarks/shading_hints.py --kind hitori --time-limit 600
    python benchmarks/shading_hints.py --kind lits       # LITS (feature 88)
    python benchmarks/shading_hints.py --kind kurodoko   # Kurodoko (feature 95)
    python benchmarks/shading_hints.py --kind tapa       # Tapa (feature 98)
    python benchmarks/shading_hints.py --kind creek      # Creek (feature 101)
    python benchmarks/shading_hints.py --kind aqre       # Aqre (feature 101)
    python benchmarks/shading_hints.py --kind cave       # Cave (feature 103)
    python benchmarks/shading_hints.py --kind shimaguni  # Shimaguni
    python benchmarks/shading_hints.py --kind kurotto    # Kurotto
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import gridsat
from gridsat.core.hints import grade
from gridsat.core.options import SolverOptions

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres"


def run(kind_name: str, time_limit: float) -> dict:
    kind = gridsat.kinds.get(kind_name)
    shares = {"rules": 0, "trials": 0, "rest": 0}
    print(f"{kind.title}: {'puzzle':32} {'size':>6} {'verdict':>10} {'steps':>5} {'trials':>6} {'guesses':>7} "
          f"{'grade':>7} {'solver s':>8} {'steps s':>8}")
    for record in json.loads((DATA / f"{kind_name}.json").read_text()):
        puzzle = kind.parse(record["url"])
        began = time.process_time()
        proof = puzzle.uniqueness(options=SolverOptions(time_limit=time_limit))
        solver = time.process_time() - began
        began = time.process_time()
        out = kind.hints(puzzle, deadline=time.perf_counter() + time_limit)
        total = time.process_time() - began
        g = grade(out.steps) if out.verdict == "unique" and out.complete else None
        if g is not None:
            answer = [[2 if ch == "#" else 1 for ch in row] for row in record["answer"]]
            assert out.grid == answer, f"{record['name']}: the steps do not reach the published answer"
        where = "rest" if g is None or g["guesses"] else "trials" if g["trials"] else "rules"
        shares[where] += 1
        print(f"{'':{len(kind.title) + 2}}{record['name']:32} {puzzle.rows:>3}x{puzzle.cols:<3}"
              f"{str(proof.uniqueness):>10} {len(out.steps):>5} {g['trials'] if g else '-':>6} "
              f"{g['guesses'] if g else '-':>7} {g['grade'] if g else '-':>7} {solver:>8.2f} "
              f"{max(total - solver, 0.0) if g else total:>8.2f}")
    n = sum(shares.values())
    print(f"{kind.title}: {n} puzzles; rules alone {shares['rules']}/{n}, rules + one-cell trials "
          f"{shares['trials']}/{n}, the rest {shares['rest']}/{n} (a guess, or not proven unique in {time_limit:g} s)\n")
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", choices=("hitori", "nurikabe", "lits", "kurodoko", "tapa", "creek", "aqre", "cave",
                                                 "shimaguni", "kurotto"),
                        action="append")
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds a puzzle (default 120)")
    args = parser.parse_args()
    for kind_name in args.kind or ("hitori", "nurikabe"):
        run(kind_name, args.time_limit)


if __name__ == "__main__":
    main()
