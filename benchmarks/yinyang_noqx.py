"""Yin-Yang solve + uniqueness proof: gridsat against noqx (clingo), side by side in one run.

noqx (github.com/T0nyX1ang/noqx, Answer Set Programming on clingo) is a
peer, never a gridsat dependency: the first run makes a scratch environment
(``--scratch``, default ``benchmarks/.peers/noqx``, git-ignored) with
``pip install clingo`` and a copy of noqx's source taken from ``--noqx DIR``
-- a checkout, or a git directory whose HEAD is exported with ``git
archive`` (noqx itself is not on PyPI).

What is timed, on the same boards, alternating gridsat and noqx board by
board (which goes first alternates from one repeat to the next):

* gridsat: :meth:`YinYangPuzzle.uniqueness` in this process, its defaults
  (the search kernel, CP-SAT joining after a head start), the puzzle read
  beforehand;
* noqx: a long-running worker process in the scratch environment
  (``benchmarks/yinyang_noqx_worker.py``), timing inside it the call after
  the puzzle is decoded: noqx's Yin-Yang program generated, grounded and
  solved by noqx's own clingo wrapper for up to two answers (a second
  answer settles uniqueness), the models read back.  noqx's Python entry
  point takes a Penpa+ payload that its web front end makes from a puzz.link
  URL; the worker builds the puzzle object that payload decodes to.  The
  board goes through our puzz.link writer and reader on the way (the URL
  must give the board back), and every puzz.link URL among noqx's own
  Yin-Yang examples is read and matched against the corpus (its 18x22
  example is the corpus board ``url_noqx_1_18x22``).

Both answers are checked with gridsat's independent checker
(``check_grid``; a peer's answer is never trusted) and both verdicts against
the corpus manifest: a wrong one is marked.  Printed: per board the medians
(wall and CPU, ms) and the ratios noqx / gridsat of the wall and of the
CPU medians, ``<<`` where noqx is ahead on either; then the median ratios
and every board where noqx is ahead.  Wall times on a shared machine are noisy; the CPU times of gridsat
include CP-SAT's threads when it joins the race.

Boards: by default every board from 18x22 (396 cells) up and every tenth of
the smaller ones; ``--all`` for all of them, ``--boards NAME ...`` for some.

Run:  python benchmarks/yinyang_noqx.py --noqx PATH [--repeat 3] [--all | --boards NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from yinyang_search import corpus  # noqa: E402

from gridsat.puzzles.yinyang import YinYangPuzzle, check_grid, read_puzzle  # noqa: E402

WORKER = HERE / "yinyang_noqx_worker.py"
LARGE = 18 * 22  # cells: every board from the 18x22 one up
VERDICT = {0: "no_solution", 1: "unique", 2: "not_unique"}


def scratch_python(folder: Path) -> Path:
    """The scratch environment's Python, made with clingo on first use."""
    python = folder / "venv" / "bin" / "python"
    if not python.exists():
        print(f"making the scratch environment {folder / 'venv'} (once): pip install clingo", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(folder / "venv")], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "clingo"], check=True)
    return python


def noqx_source(folder: Path, given: str | None) -> tuple[Path, str]:
    """``(source folder, commit or "")``: a checkout as it is, or HEAD of a
    git directory exported into ``folder/noqx`` (again when HEAD moved)."""
    if given and (Path(given) / "noqx" / "__init__.py").exists():
        src = Path(given).resolve()
        head = subprocess.run(["git", "-C", str(src), "rev-parse", "HEAD"], capture_output=True, text=True)
        return src, head.stdout.strip()
    src, stamp = folder / "noqx", folder / "noqx.commit"
    if given:
        head = subprocess.run(["git", "--git-dir", given, "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
        if not stamp.exists() or stamp.read_text().strip() != head:
            shutil.rmtree(src, ignore_errors=True)
            src.mkdir(parents=True)
            archive = subprocess.run(["git", "--git-dir", given, "archive", "HEAD"], capture_output=True, check=True)
            subprocess.run(["tar", "-x", "-C", str(src)], input=archive.stdout, check=True)
            stamp.write_text(head + "\n")
    if not (src / "noqx" / "__init__.py").exists():
        sys.exit("no noqx source: pass --noqx with a noqx checkout or its git directory")
    return src, stamp.read_text().strip() if stamp.exists() else ""


class Noqx:
    """The worker process: one board in, its answers and times out."""

    def __init__(self, python: Path, src: Path):
        self.proc = subprocess.Popen([str(python), str(WORKER), str(src)], cwd=src, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def solve(self, rows: int, cols: int, givens: list) -> dict:
        self.proc.stdin.write(json.dumps({"rows": rows, "cols": cols, "givens": givens}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def url_checks(boards, src: Path) -> None:
    """Our puzz.link writer and reader give every board back, and noqx's own
    example URLs name corpus boards."""
    for name, _, _, givens, _, _ in boards:
        url = YinYangPuzzle(tuple(map(tuple, givens))).to_url()
        back = [list(r) for r in read_puzzle(url).givens]
        if back != givens:
            sys.exit(f"{name}: the puzz.link URL {url} does not give the board back")
    text = (src / "solver" / "yinyang.py").read_text()
    by_givens = {json.dumps(b[3]): b[0] for b in corpus()}
    for url in re.findall(r"https?://puzz\.link/p\?yinyang/[0-9a-z/]+", text):
        board = [list(r) for r in read_puzzle(url).givens]
        print(f"noqx's example {url[:60]}... is corpus board {by_givens.get(json.dumps(board), '(none)')}")


def verdict_ok(grids: list, puzzle, expected: str) -> str:
    """'' when ``grids`` (0-2 answers) pass the checker and give the
    expected verdict, else what is wrong."""
    for grid in grids:
        if check_grid(puzzle, [list(r) for r in grid]):
            return "wrong answer"
    got = VERDICT[min(len(grids), 2)]
    return "" if got == expected else f"says {got}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--noqx", help="a noqx checkout, or a git directory to export HEAD from (first run)")
    ap.add_argument("--scratch", default=str(HERE / ".peers" / "noqx"), help="the scratch folder")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--all", action="store_true", help="every corpus board")
    ap.add_argument("--boards", nargs="*", help="these corpus boards only")
    args = ap.parse_args()
    folder = Path(args.scratch).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    src, commit = noqx_source(folder, args.noqx)
    python = scratch_python(folder)
    boards = sorted(corpus(), key=lambda b: (b[1] * b[2], b[0]))
    if args.boards:
        boards = [b for b in boards if b[0] in args.boards]
    elif not args.all:
        small = [b for b in boards if b[1] * b[2] < LARGE]
        boards = small[::10] + [b for b in boards if b[1] * b[2] >= LARGE]
    url_checks(boards, src)
    clingo = subprocess.run([str(python), "-c", "import clingo; print(clingo.__version__)"], capture_output=True,
                            text=True).stdout.strip()
    print(f"{len(boards)} boards, {args.repeat} runs each, alternating; noqx {commit[:12] or '(checkout)'} "
          f"on clingo {clingo}; {os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.2f}")
    puzzles = {b[0]: read_puzzle(str(corpus_file(b[0]))) for b in boards}
    noqx = Noqx(python, src)
    try:
        noqx.solve(boards[0][1], boards[0][2], boards[0][3])  # warm-up, untimed
        puzzles[boards[0][0]].uniqueness()
        times = {b[0]: {"g": [], "gc": [], "n": [], "nc": []} for b in boards}
        marks = {b[0]: [] for b in boards}
        for rep in range(args.repeat):
            for name, rows, cols, givens, expected, _ in boards:
                for side in (("g", "n") if rep % 2 == 0 else ("n", "g")):
                    if side == "g":
                        t0, c0 = time.perf_counter(), time.process_time()
                        res = puzzles[name].uniqueness()
                        times[name]["g"].append(time.perf_counter() - t0)
                        times[name]["gc"].append(time.process_time() - c0)
                        grids = [g for g in (res.grid, res.second) if g is not None]
                        bad = verdict_ok(grids, puzzles[name], expected)
                        marks[name] += [f"gridsat {bad}"] if bad else []
                    else:
                        out = noqx.solve(rows, cols, givens)
                        if "error" in out:
                            marks[name].append(f"noqx error {out['error']}")
                            continue
                        times[name]["n"].append(out["seconds"])
                        times[name]["nc"].append(out["cpu"])
                        bad = verdict_ok(out["answers"], puzzles[name], expected)
                        marks[name] += [f"noqx {bad}"] if bad else []
    finally:
        noqx.close()
    report(boards, times, marks)


def corpus_file(name: str) -> Path:
    from yinyang_search import SHARED

    return SHARED / f"{name}.txt"


def report(boards, times, marks) -> None:
    ms = lambda xs: statistics.median(xs) * 1e3 if xs else float("nan")  # noqa: E731
    print(f"\n{'board':32s} {'size':>6s} {'givens':>6s} {'gridsat ms':>11s} {'cpu':>7s} {'noqx ms':>9s} "
          f"{'cpu':>7s} {'noqx/gridsat':>12s} {'cpu':>7s}")
    ratios, cpu_ratios, ahead = [], [], []
    for name, rows, cols, givens, _, _ in sorted(boards, key=lambda b: -b[1] * b[2]):
        t = times[name]
        g, n = ms(t["g"]), ms(t["n"])
        ratio = n / g if t["g"] and t["n"] else float("nan")
        if ratio == ratio:
            ratios.append(ratio)
            if ratio < 1:
                ahead.append((name, ratio))
        cpu_ratio = ms(t["nc"]) / ms(t["gc"]) if t["gc"] and t["nc"] else float("nan")
        if cpu_ratio == cpu_ratio:
            cpu_ratios.append(cpu_ratio)
            if cpu_ratio < 1 and not ratio < 1:
                ahead.append((name + " (CPU)", cpu_ratio))
        flag = " <<" if ratio < 1 or cpu_ratio < 1 else ""
        note = f"  [{'; '.join(sorted(set(marks[name])))}]" if marks[name] else ""
        print(f"{name:32s} {rows:>3d}x{cols:<3d} {sum(v > 0 for r in givens for v in r):6d} {g:11.2f} "
              f"{ms(t['gc']):7.2f} {n:9.1f} {ms(t['nc']):7.1f} {ratio:11.1f}x {cpu_ratio:6.1f}x{flag}{note}")
    print(f"\nmedian ratio noqx / gridsat: wall {statistics.median(ratios):.1f}x (least {min(ratios):.1f}x), "
          f"CPU {statistics.median(cpu_ratios):.1f}x (least {min(cpu_ratios):.1f}x) over {len(ratios)} boards; "
          f"gridsat slowest {max(ms(times[b[0]]['g']) for b in boards):.1f} ms; "
          f"load average at end {os.getloadavg()[0]:.2f}")
    print("boards where noqx is ahead: " + (", ".join(f"{n} ({r:.2f}x)" for n, r in ahead) or "none"))
    wrong = {n: m for n, m in marks.items() if m}
    print("wrong or failed answers: " + (json.dumps(wrong) if wrong else "none"))


if __name__ == "__main__":
    main()
