"""What making a puzzle grows the process by, beside what each generator estimates before it starts
(``Generator.memory_needed``, the figure ``--memory-limit`` refuses by): the peak resident memory of a fresh process
after the solver's first model, and again after ``generate`` made one puzzle (the limit is watched the same way:
beyond what the process held when the run started, the solver's first import left out).

    python benchmarks/generator_memory.py [KIND ...]      # default: every clue generator at three sizes

Each size runs in a process of its own (a peak is never given back).  Prints one line a board: the growth, the
estimate and their ratio (estimate / growth: at least 1 is an estimate that holds).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
SIZES = {"nurikabe": (6, 9, 12, 16), "lightup": (6, 10, 15, 25), "slitherlink": (5, 8, 10), "kurodoko": (5, 7, 9, 11),
         "cave": (5, 7, 9, 11), "creek": (6, 8, 10, 14), "aqre": (6, 8, 10, 14),
         "countryroad": (6, 8, 10, 14), "tentaisho": (7, 15, 30)}
ONE = r"""
import resource, sys
sys.path.insert(0, sys.argv[1])
from ortools.sat.python import cp_model
from gridsat.core.options import SolverOptions
from gridsat.puzzles.kinds import get
model = cp_model.CpModel(); model.NewBoolVar("x"); cp_model.CpSolver().Solve(model)  # the solver's first model
kind, side = sys.argv[2], int(sys.argv[3])
generator = get(kind).generator()
start = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
generator.generate(side, side, 1, SolverOptions(time_limit=300))
grew = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - start) * 1024
print(grew, generator.memory_needed(side, side))
"""


def main(kinds: list[str]) -> None:
    print(f"{'kind':12} {'size':>6} {'grew MB':>8} {'estimate MB':>12} {'ratio':>6}")
    for kind in kinds or SIZES:
        for side in SIZES[kind]:
            out = subprocess.run([sys.executable, "-c", ONE, str(SRC), kind, str(side)], capture_output=True,
                                 text=True, check=True).stdout.split()
            grew, estimate = int(out[0]), int(out[1])
            print(f"{kind:12} {side:>3}x{side:<2} {grew / 2**20:8.1f} {estimate / 2**20:12.1f} "
                  f"{estimate / max(grew, 1):6.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
