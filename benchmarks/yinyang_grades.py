"""Yin-Yang grades: generating puzzles of each grade, and the grade against
the difficulty labels people gave.

1. ``--generate``: ``generate yinyang --grade G`` for each grade on 8x8
   and 10x10 (seeds 1..N): median and worst seconds, candidates tried,
   givens added while easing, and givens left; every puzzle re-graded from
   scratch and checked unique by the search, its answer by the independent
   checker.
2. ``--labels``: every labelled puzzle of the shared corpus
   (``../shared/data/yinyang``: ``pyy_newtom_{easy,normal,hard}_*`` scraped
   from puzzle-yin-yang.com, and ``pyy_ding_<size><e|n|h>_*``, that site's
   easy / normal / hard sections) graded with ``gridsat grade``'s
   stepping; a table label x grade, each puzzle's grade, level and trials,
   and Spearman's rank correlation of the label with the grade, with the
   grade then its effort (trials weighed by their chains), and with
   trials per 100 cells (ties get average ranks).  Skipped, saying so, when
   the shared data is absent.
3. ``--coverage``: every uniquely solvable puzzle of the corpus stepped
   through with ``gridsat hint FILE --steps`` run in this process (CPU
   time, after one warm-up run): how many the rules alone solve, how many
   also need one-level trials, how many need a guess; per rule added to the
   kernel's own (``deductions.KERNEL_RULES``), the puzzles whose rules-only
   fixpoint needs it (without it the rules stall) and those it completes
   when added alone to the kernel's rules; the step-list times per size
   (median and worst).

Run:

    python benchmarks/yinyang_grades.py              # both
    python benchmarks/yinyang_grades.py --labels
    python benchmarks/yinyang_grades.py --generate --count 10
    python benchmarks/yinyang_grades.py --coverage
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from pathlib import Path

from gridsat.core.hints import grade
from gridsat.core.options import SolverOptions
from gridsat.puzzles.yinyang.check import check_grid
from gridsat.puzzles.yinyang.graded import RANK, generate_graded
from gridsat.puzzles.yinyang.kernel import uniqueness
from gridsat.puzzles.yinyang.stepping import deduce

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "yinyang"
GRADES = ("easy", "medium", "hard", "expert")
LABELS = {"easy": 0, "e": 0, "normal": 1, "n": 1, "hard": 2, "h": 2}
LABEL_NAMES = ("easy", "normal", "hard")


def label_of(name: str) -> int | None:
    """0 easy / 1 normal / 2 hard from a corpus name, or None (unlabelled)."""
    m = re.match(r"pyy_newtom_(easy|normal|hard)_", name) or re.match(r"pyy_ding_\d+([enh])_", name)
    return LABELS[m.group(1)] if m else None


def ranks(values: list) -> list:
    """Average ranks (1-based; ties share the mean of their positions)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(x: list, y: list) -> float:
    """Spearman's rank correlation: Pearson's of the average ranks."""
    return statistics.correlation(ranks(x), ranks(y))


def labels_table(time_limit: float) -> None:
    from gridsat.puzzles.yinyang.io import read_puzzle

    manifest = CORPUS / "manifest.json"
    if not manifest.exists():
        print(f"labels: skipped ({CORPUS} is absent)")
        return
    rows = []
    for entry in json.loads(manifest.read_text()):
        label = label_of(entry["name"])
        if label is None or entry.get("status") != "unique":
            continue
        puzzle = read_puzzle(str(CORPUS / f"{entry['name']}.txt"))
        t0 = time.perf_counter()
        out = deduce(puzzle, deadline=time.perf_counter() + time_limit)
        seconds = time.perf_counter() - t0
        g = grade(out.steps) if out.complete and out.verdict == "unique" else None
        rows.append((entry["name"], puzzle.rows * puzzle.cols, label, g, seconds))
        print(f"  {entry['name']:<28} {LABEL_NAMES[label]:<7} "
              + (f"{g['grade']:<7} level {g['level']} trials {g['trials']:>3} guesses {g['guesses']:>2} "
                 f"steps {g['steps']:>4} hardest {g['hardest_rule']}" if g else "no grade (time limit)")
              + f"  {seconds:.2f} s", flush=True)
    graded = [r for r in rows if r[3] is not None]
    columns = GRADES + ("guess",)
    print(f"\n{'label':<8}" + "".join(f"{c:>8}" for c in columns) + f"{'total':>8}")
    for lab, name in enumerate(LABEL_NAMES):
        counts = [sum(1 for r in graded if r[2] == lab and r[3]["grade"] == c) for c in columns]
        print(f"{name:<8}" + "".join(f"{n:>8}" for n in counts) + f"{sum(counts):>8}")
    labels = [r[2] for r in graded]
    by_grade = [RANK[r[3]["grade"]] for r in graded]
    finer = [(RANK[r[3]["grade"]], r[3]["effort"]) for r in graded]
    density = [(r[3]["trials"] + r[3]["guesses"]) * 100 / r[1] for r in graded]
    print(f"\n{len(graded)} labelled puzzles graded ({len(rows) - len(graded)} hit the {time_limit:g} s limit)")
    print(f"Spearman label vs grade:                   {spearman(labels, by_grade):+.2f}")
    print(f"Spearman label vs (grade, effort):         {spearman(labels, finer):+.2f}")
    print(f"Spearman label vs trials per 100 cells:    {spearman(labels, density):+.2f}")
    print(f"Spearman label vs cells:                   {spearman(labels, [r[1] for r in graded]):+.2f}")


def _hint_cpu(path: str) -> tuple[float, str]:
    """``gridsat hint PATH --steps`` in this process: (CPU seconds, its output)."""
    import contextlib
    import io

    from gridsat.cli import main

    buf = io.StringIO()
    t0 = time.process_time()
    with contextlib.redirect_stdout(buf):
        try:
            main(["hint", path, "--steps"])
        except SystemExit:
            pass
    return time.process_time() - t0, buf.getvalue()


def _warm_up() -> None:
    _hint_cpu(str(CORPUS / "janko_001_6x6.txt"))  # imports, console: not counted


def _cover(name: str) -> tuple:
    """One corpus board: (name, size, kind, CPU seconds, rules needed, rules completing alone, kernel rules alone)."""
    from gridsat.puzzles.yinyang.deductions import KERNEL_RULES, RULES, Geometry
    from gridsat.puzzles.yinyang.graded import rules_fixpoint
    from gridsat.puzzles.yinyang.io import read_puzzle

    path = str(CORPUS / f"{name}.txt")
    puzzle = read_puzzle(path)
    geo = Geometry(puzzle.rows, puzzle.cols)
    givens = [v for row in puzzle.givens for v in row]
    solved = all(rules_fixpoint(geo, givens, 3))
    old = all(rules_fixpoint(geo, givens, 3, rules=KERNEL_RULES))
    needs, alone = [], []
    for rule in (r for r in RULES if r not in KERNEL_RULES):
        if solved and not all(rules_fixpoint(geo, givens, 3, rules=tuple(r for r in RULES if r is not rule))):
            needs.append(rule.__name__)
        if not old and all(rules_fixpoint(geo, givens, 3, rules=tuple(r for r in RULES
                                                                      if r in KERNEL_RULES or r is rule))):
            alone.append(rule.__name__)
    cpu, text = _hint_cpu(path)
    m = re.search(r"solved in \d+ steps \((\d+) trials, (\d+) guesses\)", text)
    kind = "rest" if m is None or int(m.group(2)) else "trials" if int(m.group(1)) else "rules"
    assert (kind == "rules") == solved, (name, kind, solved)  # the stepping takes the rules first
    return name, (puzzle.rows, puzzle.cols), kind, cpu, needs, alone, old


def coverage_table(workers: int) -> None:
    from concurrent.futures import ProcessPoolExecutor

    from gridsat.puzzles.yinyang.deductions import KERNEL_RULES, RULES

    manifest = CORPUS / "manifest.json"
    if not manifest.exists():
        print(f"coverage: skipped ({CORPUS} is absent)")
        return
    added = [r.__name__ for r in RULES if r not in KERNEL_RULES]
    names = [e["name"] for e in json.loads(manifest.read_text()) if e.get("status") == "unique"]
    kinds, needs, alone, old_only, times = {"rules": [], "trials": [], "rest": []}, {}, {}, 0, {}
    with ProcessPoolExecutor(workers, initializer=_warm_up) as pool:
        for name, size, kind, cpu, needed, completes, old in pool.map(_cover, names):
            kinds[kind].append(name)
            old_only += old
            for key in needed:
                needs.setdefault(key, []).append(name)
            for key in completes:
                alone.setdefault(key, []).append(name)
            times.setdefault(size, []).append((cpu, name))
            print(f"  {name:<28} {kind:<7} {cpu:6.2f} s", flush=True)
    total = len(names)
    print(f"\n{total} uniquely solvable puzzles")
    for kind, what in (("rules", "rules alone"), ("trials", "rules + one-level trials"), ("rest", "a guess")):
        print(f"  {what:<26} {len(kinds[kind]):>4}  {100 * len(kinds[kind]) / total:5.1f}%")
    print(f"  (the kernel's rules alone: {old_only}, {100 * old_only / total:.1f}%)")
    if kinds["rest"]:
        print("  needing a guess: " + ", ".join(kinds["rest"]))
    print("\nrule: puzzles whose rules-only solution needs it / completed by it added alone to the kernel's rules")
    for key in added:
        print(f"  {key:<8} needed by {len(needs.get(key, [])):>3}; alone completes {len(alone.get(key, [])):>3}: "
              + ", ".join(alone.get(key, [])))
    print(f"\n{'size':>7} {'n':>4} {'median s':>9} {'worst s':>8}  worst puzzle   (gridsat hint --steps, CPU)")
    for (r, c), found in sorted(times.items()):
        cpus = [t for t, _ in found]
        worst = max(found)
        print(f"{f'{r}x{c}':>7} {len(found):>4} {statistics.median(cpus):>9.2f} {worst[0]:>8.2f}  {worst[1]}")


def generation_table(count: int, sizes: list, time_limit: float) -> None:
    print(f"{'size':>6} {'grade':<7} {'n':>3} {'median s':>9} {'max s':>8} {'cand mean':>10} {'cand max':>9} "
          f"{'added':>6} {'givens':>7}")
    for n in sizes:
        for want in GRADES:
            times, cands, added, givens = [], [], [], []
            for seed in range(1, count + 1):
                t0 = time.perf_counter()
                gen, facts = generate_graded(n, n, seed, want, SolverOptions(time_limit=time_limit))
                times.append(time.perf_counter() - t0)
                cands.append(facts["candidates"])
                added.append(facts["added_givens"])
                givens.append(gen.givens)
                again = grade(deduce(gen.puzzle).steps)["grade"]
                verdict = uniqueness(gen.puzzle.givens)
                assert again == want and verdict.verdict == "unique", (n, want, seed, again, verdict.verdict)
                assert check_grid(gen.puzzle, verdict.first) == [], (n, want, seed)
            print(f"{f'{n}x{n}':>6} {want:<7} {count:>3} {statistics.median(times):>9.2f} {max(times):>8.2f} "
                  f"{statistics.mean(cands):>10.1f} {max(cands):>9} {statistics.median(added):>6.0f} "
                  f"{statistics.median(givens):>7.0f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--generate", action="store_true", help="time generation per grade only")
    ap.add_argument("--labels", action="store_true", help="the label x grade table only")
    ap.add_argument("--coverage", action="store_true", help="rules-only / trials / guess counts and step times only")
    ap.add_argument("--workers", type=int, default=2, help="processes for --coverage (CPU time is per process)")
    ap.add_argument("--count", type=int, default=10, help="puzzles per size and grade (seeds 1..N)")
    ap.add_argument("--sizes", default="8,10", help="board sides for --generate (default 8,10)")
    ap.add_argument("--time-limit", type=float, default=120.0, help="seconds per puzzle (default 120)")
    args = ap.parse_args()
    both = not (args.generate or args.labels or args.coverage)
    if args.coverage:
        coverage_table(args.workers)
    if args.labels or both:
        labels_table(args.time_limit)
    if args.generate or both:
        generation_table(args.count, [int(s) for s in args.sizes.split(",")], args.time_limit)


if __name__ == "__main__":
    main()
