"""Web server benchmark: ``gridsat serve`` against one ``gridsat solve`` process per puzzle.

For a few kinds of request, the baseline is what a script does without the
server: run ``gridsat solve PUZZLE --json`` once per puzzle (median of
``--cli-runs`` runs; each pays Python's and the solvers' start-up).  The
server is started once on a free loopback port (``--workers`` solver
processes) and sent ``--requests`` requests per kind, ``--concurrency`` at a
time; it prints requests per second and the 50th / 95th percentile latency.
Every answer is checked (status, and the published count or answer), so a
fast wrong server cannot pass.  Traffic goes to 127.0.0.1 only, and the run
is bounded in count.

The ratio is the baseline's seconds per puzzle over the server's (1 /
requests per second).

Run:  python benchmarks/serve.py [--requests 200] [--concurrency 20] [--workers 2] [--cli-runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# Run as a script, this folder comes first on sys.path and its calendar.py
# would shadow the standard library's calendar module.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]

ROOT = Path(__file__).resolve().parents[1]
YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"

# name -> (puzzle text, options, CLI flags, check of the JSON answer)
CASES = {
    "yinyang 5x5 --unique": (YY_URL, {"unique": True}, ["--unique"],
                             lambda d: d["uniqueness"] == "unique"),
    "yinyang 10x10 --unique": ((ROOT / "examples/yinyang-10x10.txt").read_text(), {"unique": True}, ["--unique"],
                               lambda d: d["uniqueness"] == "unique"),
    "calendar 10-06 --count": ((ROOT / "examples/calendar-oct6.json").read_text(), {"count": True}, ["--count"],
                               lambda d: d["count"] == 7),
    "pack 3x20 --count": ((ROOT / "examples/pack-3x20.json").read_text(), {"count": True}, ["--count"],
                          lambda d: d["count"] == 8),
    "dominofit 8x8 --unique": ((ROOT / "examples/dominofit-8x8.json").read_text(), {"unique": True}, ["--unique"],
                               lambda d: d["uniqueness"] == "unique"),
}


def post(base: str, body: dict) -> tuple[int, dict, float]:
    data = json.dumps(body).encode()
    request = urllib.request.Request(base + "/api/solve", data=data, method="POST",
                                     headers={"Content-Type": "application/json"})
    t0 = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.load(response), time.perf_counter() - t0
    except urllib.error.HTTPError as exc:
        return exc.code, json.load(exc), time.perf_counter() - t0


def cli_seconds(text: str, flags: list[str], check, runs: int) -> float:
    """Median wall time of ``gridsat solve FILE --json FLAGS`` (a fresh process each)."""
    suffix = ".txt" if not text.lstrip().startswith("{") else ".json"
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
        f.write(text)
    times = []
    try:
        for _ in range(runs):
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, "-m", "gridsat", "solve", f.name, "--json", *flags],
                                 capture_output=True, text=True, check=True).stdout
            times.append(time.perf_counter() - t0)
            assert check(json.loads(out)), out[:200]
    finally:
        os.unlink(f.name)
    return statistics.median(times)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--cli-runs", type=int, default=5)
    args = parser.parse_args()

    server = subprocess.Popen([sys.executable, "-m", "gridsat", "serve", "--port", "0", "--workers", str(args.workers)],
                              stdout=subprocess.PIPE, text=True)
    try:
        base = re.search(r"http://127\.0\.0\.1:\d+", server.stdout.readline()).group(0)
        for _ in range(600):  # until the server and its warmed-up workers answer
            try:
                if post(base, {"puzzle": YY_URL})[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        print(f"gridsat serve --workers {args.workers}; {args.requests} requests per kind, {args.concurrency} at a "
              f"time; baseline: one 'gridsat solve' process per puzzle (median of {args.cli_runs})\n")
        print("| request | gridsat solve (process) | server req/s | p50 | p95 | ratio |")
        print("|---|---|---|---|---|---|")
        for name, (text, options, flags, check) in CASES.items():
            baseline = cli_seconds(text, flags, check, args.cli_runs)
            body = {"puzzle": text, "options": options}
            t0 = time.perf_counter()
            with ThreadPoolExecutor(args.concurrency) as pool:
                replies = list(pool.map(lambda _: post(base, body), range(args.requests)))
            wall = time.perf_counter() - t0
            bad = [r for r in replies if r[0] != 200 or not check(r[1])]
            assert not bad, f"{name}: {len(bad)} wrong answers, e.g. {str(bad[0])[:200]}"
            latencies = [r[2] for r in replies]
            rate = args.requests / wall
            print(f"| {name} | {baseline:.2f} s | {rate:.0f} | {percentile(latencies, 50) * 1000:.0f} ms | "
                  f"{percentile(latencies, 95) * 1000:.0f} ms | {baseline * rate:.0f}x |", flush=True)
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(15)


if __name__ == "__main__":
    main()
