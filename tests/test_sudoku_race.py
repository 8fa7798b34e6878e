"""Sudoku's ``auto``: the exact search alone for its head start, then raced against CP-SAT
(gridsat.puzzles.sudoku.racing); the stop the race ends the exact search with; the advice an unknown run's last
line gives (gridsat.cli.verdicts.advice)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import gridsat
from gridsat.core.options import SolverOptions
from gridsat.core.task import Task
from gridsat.engines.cover import CoverEngine

ROOT = Path(__file__).resolve().parents[1]
HINTS = {r["name"]: r for r in json.loads((ROOT / "tests" / "data" / "genres" / "sudoku_hints.json").read_text())}
KIND = gridsat.kinds.get("sudoku")


def shuffled_25(seed: int) -> list:
    """benchmarks/sudoku_auto.py's random 25x25 of ``seed``: a shuffled solution, its number of givens drawn first."""
    rng = random.Random(seed)
    givens = rng.choice((60, 100, 150, 200, 250, 300, 350))
    base = [[(5 * (r % 5) + r // 5 + c) % 25 for c in range(25)] for r in range(25)]
    digits = list(range(1, 26))
    rng.shuffle(digits)
    bands = list(range(5))
    rng.shuffle(bands)
    rows = [band * 5 + i for band in bands for i in rng.sample(range(5), 5)]
    stacks = list(range(5))
    rng.shuffle(stacks)
    cols = [stack * 5 + i for stack in stacks for i in rng.sample(range(5), 5)]
    solution = [[digits[base[r][c]] for c in cols] for r in rows]
    keep = set(rng.sample([(r, c) for r in range(25) for c in range(25)], givens))
    return [[solution[r][c] if (r, c) in keep else None for c in range(25)] for r in range(25)]


def test_a_stop_ends_the_exact_search_as_a_deadline_does():
    # the n queens' exact cover (rows and columns primary, diagonals secondary): 2 solutions of 4, 724 of 10
    def queens(n: int) -> CoverEngine:
        options = [[f"r{r}", f"c{c}", f"a{r + c}", f"b{r - c + n - 1}"] for r in range(n) for c in range(n)]
        secondary = [f"a{k}" for k in range(2 * n - 1)] + [f"b{k}" for k in range(2 * n - 1)]
        return CoverEngine(options, [f"r{r}" for r in range(n)] + [f"c{c}" for c in range(n)], secondary)

    engine, calls = queens(10), []
    assert engine.count() == (724, True)
    # read between chunks (the first, 2,048 nodes, does not finish the 10 queens): the count so far, not complete
    count, complete = engine.count(stop=lambda: calls.append(1) or len(calls) > 1)
    assert 0 < count < 724 and complete is False
    assert engine.count(stop=lambda: False) == (724, True)
    search = queens(4).iter(stop=lambda: True)
    assert list(search) == [] and search.complete is False
    search = queens(4).iter(stop=lambda: False)
    assert list(search) == [[1, 7, 8, 14], [2, 4, 11, 13]] and search.complete is True
    with pytest.raises(TypeError, match="stop must be a function or None, got int"):
        queens(4).iter(stop=1)


def test_an_empty_25x25_has_many_answers_and_the_count_stops_when_asked():
    empty = KIND.parse("sudoku\n" + "\n".join(" ".join(["."] * 25) for _ in range(25)))
    result = empty.count(options=SolverOptions(time_limit=60), limit=3)
    assert (result.count, result.complete, result.engine) == (3, False, "exact")  # found at once, CP-SAT not joined


def test_auto_answers_the_hardest_published_9x9s_with_the_search_and_never_loads_cp_sat():
    """Inkala's 2012 "hardest" and AI Escargot: the published answers, proven unique by the exact search within
    its head start, in a process that never imports OR-Tools (a race would have)."""
    code = f"""
import sys, json
import gridsat
kind = gridsat.kinds.get("sudoku")
out = []
for url in {[HINTS[n]["url"] for n in ("inkala-2012-hardest", "ai-escargot")]!r}:
    r = kind.parse(url).uniqueness()
    out.append([str(r.uniqueness), r.engine, ["".join(map(str, row)) for row in r.grid]])
print(json.dumps([out, "ortools.sat.python.cp_model" in sys.modules]))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    results, loaded = json.loads(done.stdout)
    assert loaded is False
    assert results == [["unique", "exact", HINTS["inkala-2012-hardest"]["answer"]],
                       ["unique", "exact", HINTS["ai-escargot"]["answer"]]]


@pytest.mark.slow  # (2.0 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("what", ["solve", "unique", "count"])
def test_a_25x25_the_search_wanders_on_is_answered_under_auto(what):
    """Seed 19's 300 givens: the exact search alone took 11-12 s to a first answer on a loaded machine (beyond -t 3:
    unknown), CP-SAT 2-3 s.  Under auto, whichever settles first answers; the answer is checked by the rules."""
    puzzle = gridsat.puzzles.sudoku.rules.SudokuPuzzle(25, 25, shuffled_25(19))
    assert sum(v is not None for row in puzzle.clues for v in row) == 300
    options = SolverOptions(time_limit=120)
    result = {"solve": puzzle.solve, "unique": puzzle.uniqueness,
              "count": lambda options: puzzle.count(options=options, limit=2)}[what](options=options)
    assert result.engine in ("exact", "cpsat") and not puzzle.violations(result.grid)
    assert result.status.value == "solved" and result.complete is (what != "count")
    if what == "unique":
        assert str(result.uniqueness) == "not_unique" and not puzzle.violations(result.second)
    if what == "count":
        assert result.count == 2
    # the loser was stopped and waited for: no search thread left behind
    assert not [t for t in threading.enumerate() if t.name == "gridsat-race-search"]


def test_forced_cells_stay_on_the_exact_search():
    puzzle = KIND.parse(HINTS["golden-nugget"]["url"])
    result = puzzle.forced()
    assert result.engine == "exact" and ["".join(map(str, row)) for row in result.grid] == \
        HINTS["golden-nugget"]["answer"]
    assert KIND.choose_engine(puzzle, Task("forced"), {}) == "exact"
    assert [KIND.choose_engine(puzzle, Task(what), {}) for what in ("solve", "unique", "count", "solutions")] == \
        ["race"] * 4


def test_an_unknown_run_says_what_may_settle_it(run_cli):
    """-t that runs out before any search: the line names a longer -t, and the other engine where one was named
    (under auto both already ran)."""
    url = HINTS["golden-nugget"]["url"]
    last = run_cli("sudoku", url, "-t", "0.000001", "--engine", "exact")[1].splitlines()[-1]
    assert last.startswith("unknown after ") and last.endswith(
        "the time limit ran out before an answer was found; a longer -t may settle it, and so may --engine cpsat")
    last = run_cli("sudoku", url, "-t", "0.000001")[1].splitlines()[-1]
    assert last.endswith("the time limit ran out before an answer was found; a longer -t may settle it")
    last = run_cli("sudoku", url, "-t", "0.000001", "--unique", "--engine", "cpsat")[1].splitlines()[-1]
    assert last.endswith("before an answer was found; a longer -t may settle it, and so may --engine exact")


def test_the_advice_names_only_engines_that_take_the_task():
    """Domino Fit's cycle search finds one tiling, no proof: a uniqueness proof cut short on the search engine is
    pointed to CP-SAT and SCIP alone; a first tiling to all three others."""
    from gridsat.cli.verdicts import advice

    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.read(str(ROOT / "examples" / "dominofit-8x8.txt"))
    assert advice(kind, puzzle, Task("unique", engine="search")) == \
        "a longer -t may settle it, and so may engine='cpsat' or engine='scip'"  # (a library call's words)
    assert advice(kind, puzzle, Task("solve", engine="search")) == \
        "a longer -t may settle it, and so may engine='cycles' or engine='cpsat' or engine='scip'"
    assert advice(kind, puzzle, Task("unique")) == "a longer -t may settle it"
