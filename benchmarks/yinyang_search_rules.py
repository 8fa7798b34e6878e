"""Helpers of benchmarks/yinyang_search.py: what each deduction rule buys
(``--rules``) and the generators compared (``--generate``).

Workloads of ``--rules`` (each search with a per-item deadline; a time-out
counts its full deadline and is reported):

* corpus: solve + uniqueness of every board of ../shared/data/yinyang;
* minimal: solve + uniqueness of generated puzzles with a minimal set of
  givens (15x15, 20x20, 25x25, seeds 1-4; made once with the defaults);
* checks: the generator's own searches (``minimal_givens`` on 15x15 and
  20x20, seeds 1-2), boards between unique and wide open;
* empty: two answers of an empty 10x10, 16x16 and 20x20 board.
"""

from __future__ import annotations

import os
import statistics
import time

from gridsat.puzzles.yinyang import generator as yg
from gridsat.puzzles.yinyang import kernel as ys

DEADLINE = 5.0  # seconds per search
GEN_DEADLINE = 60.0  # seconds per generated puzzle (the checks workload)


def _variants() -> list:
    base = set(ys.DEFAULT_RULES)
    out = [("default", base, ys.RESTART_BASE)]
    for rule in sorted(base):
        out.append((f"without {rule}", base - {rule}, ys.RESTART_BASE))
    for rule in sorted(set(ys.RULES) - base - {"probe_root"}):
        out.append((f"with {rule}", base | {rule}, ys.RESTART_BASE))
    out.append(("probing at the root only", (base - {"probe"}) | {"probe_root"}, ys.RESTART_BASE))
    out.append(("no restarts", base, 0))
    return out


def _run(items, rules) -> tuple:
    """(seconds, nodes, time-outs) of uniqueness searches on ``items``."""
    seconds = nodes = outs = 0
    for givens in items:
        out = ys.search(givens, 2, rules=rules, deadline=time.perf_counter() + DEADLINE)
        seconds += out.seconds
        nodes += out.nodes
        outs += out.stop == "deadline"
    return seconds, nodes, outs


def _checks(answers, rules) -> tuple:
    """(seconds, nodes, time-outs) of the generator's searches."""
    calls = []
    real = yg.other_answer

    def counted(givens, planted, **kwargs):
        out = real(givens, planted, rules=rules, **kwargs)
        calls.append(out.nodes)
        return out

    yg.other_answer = counted
    seconds = outs = 0
    try:
        for answer, seed in answers:
            t0 = time.perf_counter()
            try:
                yg.minimal_givens(answer, seed, deadline=t0 + GEN_DEADLINE)
            except Exception:  # the deadline passed
                outs += 1
            seconds += time.perf_counter() - t0
    finally:
        yg.other_answer = real
    return seconds, sum(calls), outs


def ablation(boards) -> None:
    corpus_items = [b[3] for b in boards]
    print(f"{os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.2f}; making the minimal puzzles ...",
          flush=True)
    minimal = [yg.generate(n, n, seed).puzzle.givens for n in (15, 20, 25) for seed in range(1, 5)]
    answers = [(yg.random_colouring(n, n, seed), seed) for n in (15, 20) for seed in (1, 2)]
    empty = [[[0] * n for _ in range(n)] for n in (10, 16, 20)]
    print(f"deadline {DEADLINE:g} s per search ({GEN_DEADLINE:g} s per generated puzzle); "
          "each cell: seconds / nodes [/ time-outs]")
    print(f"{'rules':32s} {'corpus (231)':>20s} {'minimal (12)':>20s} {'checks (4 puzzles)':>22s} "
          f"{'empty (3)':>20s}")
    saved = ys.RESTART_BASE
    for name, rules, restart in _variants():
        ys.RESTART_BASE = restart
        try:
            cells = [_run(corpus_items, rules), _run(minimal, rules), _checks(answers, rules), _run(empty, rules)]
        finally:
            ys.RESTART_BASE = saved
        text = [f"{s:7.2f}s /{n:8d}" + (f" /{o}" if o else "") for s, n, o in cells]
        print(f"{name:32s} {text[0]:>20s} {text[1]:>20s} {text[2]:>22s} {text[3]:>20s}", flush=True)
    print(f"load average at end {os.getloadavg()[0]:.2f}")


def generators(sides=(6, 10, 15, 20, 25), seeds=range(1, 6)) -> None:
    """Every uniqueness check by CP-SAT (the generator before the search)
    vs the search first (CP-SAT after 50 ms), on the same planted answer:
    both checks are exact, so the two must keep the same givens."""
    print(f"{os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.2f}")
    print(f"{'size':>6s} {'CP-SAT checks median':>21s} {'search first median':>20s} {'ratio':>7s} "
          f"{'search first max':>17s} {'checks':>7s} {'by CP-SAT':>10s}")
    saved = yg.SEARCH_SECONDS
    for n in sides:
        base, ours, checks, handed = [], [], [], []
        for seed in seeds:
            answer = yg.random_colouring(n, n, seed)
            yg.SEARCH_SECONDS = 0.0
            try:
                t0 = time.perf_counter()
                cp = yg.generate(n, n, seed, answer=answer)
                base.append(time.perf_counter() - t0)
            finally:
                yg.SEARCH_SECONDS = saved
            real, calls = yg._cpsat_other_answer, []
            yg._cpsat_other_answer = lambda *a: calls.append(1) or real(*a)
            try:
                t0 = time.perf_counter()
                made = yg.generate(n, n, seed, answer=answer)
                ours.append(time.perf_counter() - t0)
            finally:
                yg._cpsat_other_answer = real
            if made.puzzle.givens != cp.puzzle.givens:
                raise SystemExit(f"{n}x{n} seed {seed}: the two kept different givens")
            checks.append(made.checks)
            handed.append(len(calls))
        b, o = statistics.median(base), statistics.median(ours)
        print(f"{n:3d}x{n:<2d} {b:20.3f}s {o:19.3f}s {b / o:6.0f}x {max(ours):16.3f}s "
              f"{statistics.median(checks):7.0f} {statistics.median(handed):10.0f}", flush=True)
    print(f"load average at end {os.getloadavg()[0]:.2f}")
