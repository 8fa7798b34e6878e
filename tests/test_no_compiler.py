"""gridsat without its compiled engines (an install with no C compiler, see
setup.py): every kind still answers, on CP-SAT, with the same answers, one
notice on stderr; a compiled engine asked for by name is refused in one line
(exit 2); ``gridsat --version`` lists what is missing.

The compiled modules are made unimportable in a subprocess by a
``sys.meta_path`` finder that refuses every ``gridsat.*._NAME`` extension
module, installed by a ``-c`` wrapper that then runs the command line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from gridsat.core.compiled import ENGINES

ROOT = Path(__file__).resolve().parent.parent

#: The start of a ``-c`` program run as if no compiled module had been built.
HIDE = """
import importlib.abc, runpy, sys
class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        last = name.rsplit(".", 1)[-1]
        if name.startswith("gridsat.") and last.startswith("_") and not last.startswith("__"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Refuse())
"""
WITHOUT = HIDE + """
sys.argv = ["gridsat", *sys.argv[1:]]
runpy.run_module("gridsat", run_name="__main__")
"""

STAR_BATTLE = json.loads((ROOT / "tests/data/genres/starbattle.json").read_text())[0]["url"]
SUDOKU = json.loads((ROOT / "tests/data/genres/sudoku.json").read_text())[1]["url"]

#: command -> the compiled engine it falls back from
SMOKE = {
    ("pack", "-b", "3x20", "--count"): "gridsat.engines._tiling",
    ("calendar", "2026-10-06", "--count"): "gridsat.engines._tiling",
    ("yinyang", "examples/yinyang-10x10.txt", "--unique"): "gridsat.puzzles.yinyang._kernel",
    ("dominofit", "examples/dominofit-8x8.json", "--unique"): "gridsat.puzzles.dominofit._kernel",
    ("cover", "examples/queens-8.dlx", "--count"): "gridsat.engines._cover",
    ("solve", STAR_BATTLE, "--unique"): "gridsat.engines._cardinality",
    ("solve", SUDOKU, "--unique"): "gridsat.engines._cover",
}

#: What differs by engine: the time, the engine's name, and the answers a
#: count keeps (the first ones each engine meets; a unique answer is compared).
NOT_COMPARED = {"seconds", "engine"}
KEPT_BY_COUNTS = {"placements", "solutions", "cover"}


def gridsat(*args, compiled: bool = True) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "gridsat"] if compiled else [sys.executable, "-c", WITHOUT]
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=ROOT, env=env, timeout=600)


def answer(out: subprocess.CompletedProcess, counting: bool) -> dict:
    """The result's JSON without what differs by engine; Domino Fit's
    dominoes (a set, listed in the engine's order) sorted."""
    assert out.returncode == 0, out.stderr
    skip = NOT_COMPARED | (KEPT_BY_COUNTS if counting else set())
    return {k: sorted(v) if k == "dominoes" else v for k, v in json.loads(out.stdout).items() if k not in skip}


@pytest.mark.slow  # 6 s; .ci/check-packaging installs the sdist without compiled engines and runs its smoke set
def test_every_kind_answers_the_same_without_compiled_engines(run_cli):
    with ThreadPoolExecutor(4) as pool:  # the runs without: fresh processes; with: this one's (a process each is slow)
        futures = {args: pool.submit(gridsat, *args, "--json", compiled=False) for args in SMOKE}
        runs = {(args, True): subprocess.CompletedProcess(args, *run_cli(*args, "--json")) for args in SMOKE}
        runs.update({(args, False): future.result() for args, future in futures.items()})
    expected = {("pack", "-b", "3x20", "--count"): {"count": 8},  # all 8 tilings of 3x20 (README)
                ("calendar", "2026-10-06", "--count"): {"count": 7},  # published: 7 for 6 October, dragonfjord
                ("cover", "examples/queens-8.dlx", "--count"): {"count": 92}}  # the 92 solutions of 8 queens
    for args, module in SMOKE.items():
        with_c, without = (answer(runs[args, compiled], "--count" in args) for compiled in (True, False))
        assert without == with_c, args
        assert without["status"] == "solved" and without["complete"] is True, args
        assert without.get("uniqueness", "unique") == "unique", args
        assert expected.get(args, {}).items() <= without.items(), args
        notice = (f"gridsat: the compiled {ENGINES[module]} engine is not installed (no C compiler at install "
                  "time, or GRIDSAT_NO_EXTENSIONS=1); using CP-SAT, slower. Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one).")
        assert runs[args, False].stderr.splitlines() == [notice], args
        assert json.loads(runs[args, False].stdout)["engine"] == "cpsat", args
        assert "not installed" not in runs[args, True].stderr, args


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_the_notice_comes_once_per_process():
    # three tasks on two Yin-Yang puzzles in one process, through the Python API
    program = WITHOUT.split("sys.argv")[0] + """
from gridsat import kinds
kind = kinds.get("yinyang")
for spec, what in [("examples/yinyang-10x10.txt", "unique"), ("examples/yinyang-10x10.txt", "count"),
                   ("examples/batch/yinyang-6x6.url", "solve")]:
    result = kind.run(kind.read(spec), kinds.Task(what))
    print(result.status.value, result.engine, result.count)
"""
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["solved cpsat None", "solved cpsat 1", "solved cpsat None"]
    assert out.stderr.splitlines() == [
        "gridsat: the compiled Yin-Yang search engine is not installed (no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1); using "
        "CP-SAT, slower. Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one)."]


@pytest.mark.parametrize("args, what, module", [
    (("pack", "-b", "3x20", "--engine", "exact"), "--engine exact", "gridsat.engines._tiling"),
    (("pack", "-b", "3x20", "--count", "--distinct"), "--distinct", "gridsat.engines._tiling"),
    (("calendar", "--census"), "--census", "gridsat.engines._tiling"),
    (("yinyang", "examples/yinyang-10x10.txt", "--engine", "search"), "--engine search",
     "gridsat.puzzles.yinyang._kernel"),
    (("hint", "examples/yinyang-10x10.txt"), "a Yin-Yang hint or grade", "gridsat.puzzles.yinyang._kernel"),
    (("cover", "examples/queens-8.dlx", "--engine", "exact"), "--engine exact", "gridsat.engines._cover"),
])
def test_a_missing_engine_asked_for_is_refused_in_one_line(args, what, module):
    out = gridsat(*args, compiled=False)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == (f"gridsat: error: {what} needs the compiled {ENGINES[module]} engine, which is not "
                          "installed (no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without "
                          "one).\n")


def test_version_lists_the_compiled_engines():
    out = gridsat("--version", compiled=False)
    assert out.stdout.splitlines()[1:3] == ["compiled engines: none", "missing, CP-SAT used instead: " + ", ".join(
        name for module, name in ENGINES.items() if module != "gridsat.constraints._islands")]
    full = gridsat("--version")
    assert full.stdout.splitlines()[1:] == ["compiled engines: " + ", ".join(ENGINES.values())]
