"""Whole corpora through ``gridsat batch``, with the baseline of issue 14's
start in the same table.

1. The Domino Fit level bank (``../shared/data/dominofit/isotropic_all``,
   246,384 boards; tests and benchmarks only): every board solved, proven
   unique, checked and matched to the game's tiling (``--unique
   --check-answer``), through the real batch runner -- one and two local
   worker processes, and a Dask ``LocalCluster`` of one and of two
   single-threaded workers on loopback.  Baseline: the CP-SAT engine (what
   the batch used at the issue's start) on a sample, one process.
2. The Yin-Yang corpus (``../shared/data/yinyang``, 231 boards) with
   ``--unique --check-answer`` on two processes: gridsat's default engine
   against the CP-SAT model (the baseline).
3. The six 100x100 Domino Fit boards: the default engine against CP-SAT
   (the baseline), each with a time limit.

Every figure is a whole batch (reading, solving, checking, writing the
results file).  Run:

    python benchmarks/corpus.py                       # everything (several minutes)
    python benchmarks/corpus.py --bank-sample 50000   # a stated sample of the bank instead of all of it
    python benchmarks/corpus.py --skip-dask --skip-large
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import sys
import tempfile
import time
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"
BANK = SHARED / "dominofit" / "isotropic_all" / "all.dot.jsonl.gz"


def batch(paths, *, jobs=None, dask=None, engine="auto", time_limit=None) -> tuple[float, object]:
    from gridsat.batch import run_batch

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        summary = run_batch(paths, Path(tmp) / "results.jsonl", jobs=jobs, dask=dask, engine=engine,
                            unique=True, check_answer=True, time_limit=time_limit)
        return time.perf_counter() - t0, summary


def good(summary) -> int:
    """Puzzles solved, proven unique (or as recorded), checked and matching their record."""
    return summary.tally.good


def sample_of_bank(n: int, folder: Path) -> Path:
    path = folder / f"bank-{n}.jsonl"
    with gzip.open(BANK, "rt", encoding="utf-8") as src, open(path, "w", encoding="utf-8") as out:
        out.writelines(itertools.islice(src, n))
    return path


def row(name: str, n: int, ok: int, seconds: float, base: float | None = None) -> None:
    rate = n / seconds
    ratio = f"{rate / base:8.1f}x" if base else ""
    print(f"{name:<52}{n:>8}{ok:>8}{seconds:>9.2f}{rate:>11,.0f}{ratio}", flush=True)


def bank(args) -> None:
    print("Domino Fit level bank: --unique --check-answer (ok = unique, checked, equal to the game's tiling)")
    print(f"{'run':<52}{'boards':>8}{'ok':>8}{'wall s':>9}{'boards/s':>11}{'vs base':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        base_file = sample_of_bank(args.baseline_sample, Path(tmp))
        sec, s = batch([base_file], jobs=1, engine="cpsat")
        base = args.baseline_sample / sec
        row(f"baseline: CP-SAT engine, first {args.baseline_sample:,}, 1 process", args.baseline_sample, good(s), sec)
        target = [sample_of_bank(args.bank_sample, Path(tmp))] if args.bank_sample else [BANK]
        label = f"first {args.bank_sample:,}" if args.bank_sample else "whole bank"
        for jobs in (1, 2):
            sec, s = batch(target, jobs=jobs)
            row(f"gridsat, {label}, {jobs} process{'es' if jobs > 1 else ''}", s.puzzles, good(s), sec, base)
        if not args.skip_dask:
            from dask.distributed import LocalCluster

            rates = {}
            for workers in (1, 2):
                with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
                    sec, s = batch(target, dask=cluster.scheduler_address)
                rates[workers] = s.puzzles / sec
                row(f"gridsat on Dask, {label}, {workers} worker{'s' if workers > 1 else ''}", s.puzzles,
                    good(s), sec, base)
            print(f"Dask scaling, 2 workers / 1 worker: {rates[2] / rates[1]:.2f}x (goal >= 1.7x)")


def yinyang(args) -> None:
    folder = SHARED / "yinyang"
    print("\nYin-Yang corpus: --unique --check-answer, 2 processes (ok = checked and equal to the published answer "
          "where one is published)")
    print(f"{'run':<52}{'boards':>8}{'ok':>8}{'wall s':>9}{'boards/s':>11}{'vs base':>9}")
    sec_base, s = batch([folder], jobs=2, engine="cpsat", time_limit=120)
    published = sum(s.matches.values())
    row("baseline: CP-SAT engine", s.puzzles, good(s), sec_base)
    sec, s = batch([folder], jobs=2, time_limit=120)
    row("gridsat (default engine)", s.puzzles, good(s), sec, s.puzzles / sec_base)
    verdicts = dict(s.tally.verdicts)
    print(f"verdicts: {verdicts}; published answers matched: {good(s)} of {published}; goal < 10 s: "
          f"{'met' if sec < 10 else 'not met'}")


def large(args) -> None:
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.dominofit import puzzle_from_json, solve

    print(f"\nDomino Fit 100x100 (wall s, limit {args.large_limit:g} s each; goal < 5 s)")
    print(f"{'board':<20}{'CP-SAT (base)':>16}{'gridsat':>16}{'ratio':>9}")
    for rule in ("cell", "dot"):
        for seed in (1, 2, 3):
            rec = json.loads((SHARED / "dominofit" / "generated" / f"gen_100x100_{rule}_s{seed}.json").read_text())
            puzzle = puzzle_from_json(rec)
            out = {}
            for engine in ("cpsat", "auto"):
                t0 = time.perf_counter()
                r = solve(puzzle, SolverOptions(time_limit=args.large_limit), engine=engine)
                out[engine] = (time.perf_counter() - t0, str(r.status))
            (a, sa), (b, sb) = out["cpsat"], out["auto"]
            print(f"{f'{rule} s{seed}':<20}{a:>9.2f} {sa[:6]:<6}{b:>9.2f} {sb[:6]:<6}{a / b:>8.1f}x", flush=True)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bank-sample", type=int, default=0, help="first N boards instead of the whole bank")
    ap.add_argument("--baseline-sample", type=int, default=5000)
    ap.add_argument("--large-limit", type=float, default=60.0)
    ap.add_argument("--skip-bank", action="store_true")
    ap.add_argument("--skip-dask", action="store_true")
    ap.add_argument("--skip-yinyang", action="store_true")
    ap.add_argument("--skip-large", action="store_true")
    args = ap.parse_args(argv)
    if not SHARED.is_dir():
        sys.exit(f"{SHARED} is absent (the corpora live in ../shared beside the project root)")
    if not args.skip_bank:
        bank(args)
    if not args.skip_yinyang:
        yinyang(args)
    if not args.skip_large:
        large(args)


if __name__ == "__main__":
    main()
