"""gridsat against its peers on the puzz.link genres, side by side in one run.

Run it from the project's environment (gridsat installed)::

    python benchmarks/genres.py                      # every genre adapter, 3 repeats, 30 s a run
    python benchmarks/genres.py sudoku starbattle    # those genres (or --genre NAME, repeatable)
    python benchmarks/genres.py --repeats 5 --limit 10 --json out.json

What it runs: each adapter ``benchmarks/genres/<genre>.py`` (its interface:
``GENRE``, ``puzzles()``, and one function per solver taking a record and
returning the answer grid, or None) gives the puzzles and four solvers:

* ``gridsat`` -- gridsat's Python API, an answer *and its proof of
  uniqueness*;
* ``plain_cpsat`` -- a plain CP-SAT model as a user would write it from the
  rules with OR-Tools alone, solved and proven unique the same way;
* ``puzzlekit`` and ``multi_puzzle_solver`` -- the two peers on our own
  stack (PyPI ``puzzlekit`` and ``multi-puzzle-solver``, both OR-Tools), as
  the adapter calls them (puzzlekit solves once; multi-puzzle-solver lists
  every answer).

The peers are never gridsat dependencies: the first run creates a scratch
environment ``benchmarks/.peers/`` (git-ignored; ``--peers DIR`` for
another) and installs ``puzzlekit multi-puzzle-solver ortools`` there with
pip; without it (offline) the peers are reported unavailable and the rest
still runs.

How it measures: every run is its own process (``benchmarks/genres/run_one.py
GENRE SOLVER NAME``; the project's Python for gridsat and plain CP-SAT, the
scratch environment's for the peers), one at a time, the solvers' order
rotated from one repeat to the next, killed after ``--limit`` seconds
(default 30), each interpreter's libraries compiled to bytecode once
beforehand.  Two times per run: *in-process* -- the solve call alone,
timed inside the runner after the solver's libraries are imported and
(unless ``--cold``) after an untimed solve of the genre's smallest other
puzzle, for every solver alike (what a long-running program pays: modules
loaded on first use and first-call costs are paid once) -- and *whole process* -- start to exit, imports
included (what a command pays); and for gridsat a third, *the command*:
``gridsat solve URL --unique --json`` start to exit, as a user runs it
(it imports only what the genre's engine needs: no OR-Tools for the
compiled searches, which the runner imports beforehand for the in-process
time).  Every answer is checked with gridsat's own
independent checker for the genre (``puzzle.violations``; a peer's answer is
never trusted): a wrong answer counts as not solved and is marked ``wrong``.

What it prints, per genre: a row per puzzle with its size, each solver's
median in-process time over the repeats (a run that failed, timed out or
answered wrongly counts as slower than any: ``>30s``, ``wrong``, ``none``
-- the solver has no answer or no such genre --, ``error``), and the ratios
peer / gridsat of the medians; then one line per genre: the median ratio
against each peer (over the puzzles both solved), in-process and whole
process, how many puzzles each solved, and whether gridsat solved every
puzzle a peer solved within the limit.  ``--json FILE`` keeps every run.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ADAPTERS = HERE / "genres"
RUNNER = ADAPTERS / "run_one.py"
SOLVERS = ("gridsat", "plain_cpsat", "puzzlekit", "multi_puzzle_solver")
PEERS = ("puzzlekit", "multi_puzzle_solver")
PEER_PACKAGES = ("puzzlekit", "multi-puzzle-solver", "ortools")
SHORT = {"gridsat": "gridsat", "plain_cpsat": "cpsat", "puzzlekit": "pkit", "multi_puzzle_solver": "mps"}


def adapters(names: list[str]) -> dict:
    """``{genre: module}`` of the adapters named (all found when none are)."""
    found = {p.stem: p for p in sorted(ADAPTERS.glob("*.py")) if p.stem != "run_one" and not p.stem.startswith("_")}
    unknown = [n for n in names if n not in found]
    if unknown:
        sys.exit(f"no adapter benchmarks/genres/<genre>.py for {', '.join(unknown)} (have: {', '.join(found)})")
    if str(ADAPTERS) not in sys.path:  # the adapters import their shared part, _common, as run_one.py runs them
        sys.path.insert(0, str(ADAPTERS))
    from run_one import load_adapter

    return {name: load_adapter(name) for name in names or found}


def peers_python(folder: Path) -> Path | None:
    """The scratch environment's Python, created with the peers installed on
    first use; None when it cannot be made (offline...)."""
    python = folder / "bin" / "python"
    if python.exists():
        return python
    print(f"creating the peers' environment {folder} (once): pip install {' '.join(PEER_PACKAGES)}", file=sys.stderr)
    try:
        subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", *PEER_PACKAGES], check=True)
    except (subprocess.CalledProcessError, OSError) as exc:
        print(f"the peers are unavailable: {exc}", file=sys.stderr)
        if python.exists():
            import shutil

            shutil.rmtree(folder, ignore_errors=True)
        return None
    return python


def compile_bytecode(pythons: set) -> None:
    """Each interpreter's libraries compiled to bytecode once, before any run is timed.

    pip does this at install time, but an environment run with
    ``PYTHONDONTWRITEBYTECODE`` set, or whose sources were rewritten after
    install, has no valid cache: every run would then compile its libraries
    from source (seconds per process for pandas and matplotlib under
    puzzlekit), which is no solver's cost.  Only stale files are compiled."""
    for python in sorted(pythons, key=str):
        dirs = subprocess.run([str(python), "-c", "import site, sys; print(*[p for p in sys.path if p.endswith("
                               "'site-packages') or p.endswith('/src')], sep=chr(10))"],
                              capture_output=True, text=True).stdout.split()
        if dirs:
            subprocess.run([str(python), "-m", "compileall", "-q", "-j", "0", *dirs], capture_output=True)


def run(python: Path, genre: str, solver: str, name: str, limit: float, warm: bool = True) -> dict:
    """One run in its own process: ``{"status", "seconds", "whole", "answer", "error"}``;
    status ``ok`` (not yet checked), ``timeout``, ``error`` or ``none``; ``warm``: the runner
    solves the genre's smallest other puzzle first, untimed, and ``whole`` leaves that solve out."""
    t0 = time.perf_counter()
    env = {**os.environ, "GENRES_WARM": "1" if warm else "0"}
    proc = subprocess.Popen([str(python), str(RUNNER), genre, solver, name], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True, env=env)
    try:
        out, err = proc.communicate(timeout=limit + (2.0 if warm else 0.0))  # the warm-up: the smallest board
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return {"status": "timeout", "seconds": None, "whole": None}
    whole = time.perf_counter() - t0
    try:
        line = json.loads(out.strip().splitlines()[-1])
        whole -= line.get("warmup", 0.0)
        if line.get("seconds") is not None and line["seconds"] > limit:
            return {"status": "timeout", "seconds": None, "whole": None}
    except (IndexError, ValueError):
        tail = (err.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]
        return {"status": "error", "seconds": None, "whole": whole, "error": tail[:300]}
    if "error" in line:
        return {"status": "error", "seconds": None, "whole": whole, "error": line["error"]}
    if line["answer"] is None:
        return {"status": "none", "seconds": line["seconds"], "whole": whole}
    return {"status": "ok", "seconds": line["seconds"], "whole": whole, "answer": line["answer"]}


def command(url: str, limit: float) -> float | None:
    """Seconds of ``gridsat solve URL --unique --json`` as a user runs it
    (the console script beside this Python), start to exit; None unless it
    answers ``solved`` and ``unique`` within ``limit`` seconds (the command
    checks its answer with the genre's checker before it prints it)."""
    script = Path(sys.executable).with_name("gridsat")
    argv = [str(script)] if script.exists() else [sys.executable, "-m", "gridsat"]
    t0 = time.perf_counter()
    try:
        out = subprocess.run([*argv, "solve", url, "--unique", "--json"], capture_output=True, text=True,
                             timeout=limit).stdout
    except subprocess.TimeoutExpired:
        return None
    seconds = time.perf_counter() - t0
    try:
        answer = json.loads(out)
    except ValueError:
        return None
    return seconds if answer.get("status") == "solved" and answer.get("uniqueness") == "unique" else None


def check(puzzle, outcome: dict) -> dict:
    """The run with its answer checked by gridsat's checker (``wrong`` when it breaks a rule)."""
    if outcome["status"] == "ok":
        try:
            problems = puzzle.violations(outcome["answer"])
        except Exception as exc:  # noqa: BLE001 - an answer of the wrong shape
            problems = [f"unreadable answer ({type(exc).__name__}: {exc})"]
        if problems:
            outcome.update(status="wrong", error=problems[0])
    outcome.pop("answer", None)
    return outcome


def median(runs: list, key: str) -> float:
    """Median of ``key`` over the runs, failed runs counted as infinitely slow."""
    return statistics.median(r[key] if r["status"] == "ok" else math.inf for r in runs)


def median_command(runs: list) -> float:
    """Median seconds of the runs' ``gridsat solve URL --unique`` commands (a failed one: infinitely slow)."""
    return statistics.median(math.inf if r.get("command") is None else r["command"] for r in runs)


def shown(runs: list, limit: float) -> str:
    value = median(runs, "seconds")
    if value != math.inf:
        return f"{value * 1000:.1f}ms" if value < 1 else f"{value:.2f}s"
    bad = statistics.mode(r["status"] for r in runs if r["status"] != "ok")
    return {"timeout": f">{limit:g}s"}.get(bad, bad)


def ratio(a: float, b: float) -> str:
    if a == math.inf or b == math.inf:
        return "-"
    return f"{a / b:.1f}x" if b > 0 else "-"


def bench_genre(genre: str, adapter, pythons: dict, repeats: int, limit: float, only: list,
                warm: bool = True) -> dict:
    """Every run of one genre, its table printed; the genre's JSON."""
    import gridsat

    kind = gridsat.kinds.get(adapter.GENRE)
    solvers = [s for s in SOLVERS if hasattr(adapter, s) and pythons.get(s) is not None]
    records = [r for r in adapter.puzzles() if not only or r["name"] in only]
    rows = []
    print(f"\n== {genre}: {len(records)} puzzles, {repeats} repeats, {limit:g} s a run; in-process medians",
          flush=True)
    head = f"{'puzzle':34} {'size':>7} " + " ".join(f"{SHORT[s]:>9}" for s in solvers)
    head += "  " + " ".join(f"{SHORT[s] + '/gs':>9}" for s in solvers if s != "gridsat")
    print(head)
    for record in records:
        puzzle = kind.parse(record["url"])
        runs: dict = {s: [] for s in solvers}
        for rep in range(repeats):
            k = rep % len(solvers)
            for solver in solvers[k:] + solvers[:k]:
                runs[solver].append(check(puzzle, run(pythons[solver], genre, solver, record["name"], limit,
                                                          warm)))
                if solver == "gridsat":  # what a user pays: the command, which imports only what it uses
                    runs[solver][-1]["command"] = command(record["url"], limit)
        size = f"{record['rows']}x{record['cols']}"
        line = f"{record['name'][:34]:34} {size:>7} " + " ".join(f"{shown(runs[s], limit):>9}" for s in solvers)
        if "gridsat" in runs:
            gs = median(runs["gridsat"], "seconds")
            line += "  " + " ".join(f"{ratio(median(runs[s], 'seconds'), gs):>9}" for s in solvers if s != "gridsat")
        print(line, flush=True)
        for s in solvers:
            for r in runs[s]:
                if r["status"] in ("error", "wrong") and r.get("error"):
                    print(f"    {SHORT[s]} {r['status']}: {r['error']}")
                    break
        rows.append({"name": record["name"], "size": size, "runs": runs})
    summary = summarise(rows, solvers, limit)
    for text in summary["lines"]:
        print(text)
    return {"puzzles": rows, "summary": summary}


def summarise(rows: list, solvers: list, limit: float) -> dict:
    """Per genre: median ratios against gridsat, puzzles solved, gridsat's coverage."""
    solved = {s: sum(median(r["runs"][s], "seconds") != math.inf for r in rows) for s in solvers}
    out: dict = {"solved": solved, "ratios": {}, "lines": []}
    parts = []
    for s in solvers:
        if s == "gridsat" or "gridsat" not in solvers:
            continue
        both = [r for r in rows if median(r["runs"][s], "seconds") != math.inf
                and median(r["runs"]["gridsat"], "seconds") != math.inf]
        ins = [median(r["runs"][s], "seconds") / max(median(r["runs"]["gridsat"], "seconds"), 1e-9) for r in both]
        whole = [median(r["runs"][s], "whole") / median(r["runs"]["gridsat"], "whole") for r in both]
        used = [(r, median_command(r["runs"]["gridsat"])) for r in both]
        commands = [median(r["runs"][s], "whole") / c for r, c in used if c != math.inf]
        out["ratios"][s] = {"in_process": statistics.median(ins) if ins else None,
                            "whole_process": statistics.median(whole) if whole else None,
                            "command": statistics.median(commands) if commands else None, "puzzles": len(both)}
        if ins:
            parts.append(f"{SHORT[s]}/gridsat {statistics.median(ins):.1f}x in-process, "
                         f"{statistics.median(whole):.1f}x whole process"
                         + (f", {statistics.median(commands):.1f}x against the gridsat command" if commands else "")
                         + f" ({len(both)} puzzles)")
        else:
            parts.append(f"{SHORT[s]}/gridsat: no puzzle solved by both")
    out["lines"].append("median ratio: " + "; ".join(parts) if parts else "median ratio: no peer ran")
    out["lines"].append("solved within the limit: " + ", ".join(f"{SHORT[s]} {solved[s]}/{len(rows)}" for s in solvers))
    if "gridsat" in solvers:
        missed = sorted({r["name"] for r in rows for s in solvers if s in PEERS
                         and median(r["runs"][s], "seconds") != math.inf
                         and median(r["runs"]["gridsat"], "seconds") == math.inf})
        out["gridsat_solves_what_peers_solve"] = not missed
        out["lines"].append(f"gridsat solved every puzzle a peer solved within {limit:g} s: "
                            + ("yes" if not missed else f"no ({', '.join(missed)})"))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("genres", nargs="*", help="genres to run (default: every adapter in benchmarks/genres/)")
    parser.add_argument("--genre", action="append", default=[], help="a genre to run (repeatable)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each solver on each puzzle (default 3)")
    parser.add_argument("--limit", type=float, default=30.0, help="seconds a run may take (default 30)")
    parser.add_argument("--cold", action="store_true", help="time each solver's first solve in its process "
                        "(default: after an untimed solve of the genre's smallest other puzzle)")
    parser.add_argument("--json", type=Path, help="write every run and the summaries to this file")
    parser.add_argument("--solvers", default=",".join(SOLVERS), help=f"comma-separated subset of {','.join(SOLVERS)}")
    parser.add_argument("--puzzle", action="append", default=[], help="only the puzzle(s) of this name")
    parser.add_argument("--peers", type=Path, default=HERE / ".peers", help="the peers' scratch environment")
    args = parser.parse_args(argv)
    if args.repeats < 1 or args.limit <= 0:
        parser.error("--repeats must be at least 1 and --limit above 0")
    chosen = [s for s in args.solvers.split(",") if s]
    if any(s not in SOLVERS for s in chosen):
        parser.error(f"--solvers takes {', '.join(SOLVERS)}")
    genres = adapters(args.genres + args.genre)
    pythons = {s: Path(sys.executable) for s in ("gridsat", "plain_cpsat") if s in chosen}
    if any(s in chosen for s in PEERS):
        peer = peers_python(args.peers)
        pythons.update({s: peer for s in PEERS if s in chosen})
    compile_bytecode({p for p in pythons.values() if p is not None})
    report = {"limit": args.limit, "repeats": args.repeats, "genres": {}}
    for genre, adapter in genres.items():
        report["genres"][genre] = bench_genre(genre, adapter, pythons, args.repeats, args.limit, args.puzzle,
                                                not args.cold)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")
        print(f"\nwrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
