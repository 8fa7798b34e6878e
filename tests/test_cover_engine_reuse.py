"""The exact-cover engine searched again behaves as a fresh one, and its chunks between clock checks are
measured in work, so a deadline holds where nodes grow costly."""

from __future__ import annotations

import random
import time

from gridsat.engines import _cover
from gridsat.engines.cover import CoverEngine


def _chain(n: int) -> list[list[int]]:
    """Options {i, i+1, i+2}: items 0..n+1 have exactly one cover (options 0, 3, 6, ...) when n + 2 is a
    multiple of 3 (each item i = 3k is in one option that can still be chosen: the cover is forced)."""
    return [[i, i + 1, i + 2] for i in range(n)]


def test_a_second_count_on_the_same_engine_is_as_quick_as_the_first():
    """The first count of a 100,000-option chain took no time, the second 6.8 s: the search began from the
    item order the first one left behind (its MRV scan moves items), and scanned long runs before each forced
    item; with a deadline it said 0 covers, incomplete."""
    engine = CoverEngine(_chain(100_000), None, None)
    first = engine.count(None, deadline=time.perf_counter() + 3, workers=1)
    second = engine.count(None, deadline=time.perf_counter() + 3, workers=1)
    assert first == second == (1, True)
    assert [list(c) for c in engine.iter(None, deadline=time.perf_counter() + 3)] == [list(range(0, 100_000, 3))]


def test_a_chunk_of_search_is_measured_in_work_not_nodes():
    """A chunk was a number of nodes, sized on cheap ones: with the items in a shuffled order each node scans
    thousands, and the first chunk ran 1-3 s past a 1 s deadline."""
    n = 20_000
    primary = list(range(n + 2))
    random.Random(1).shuffle(primary)
    engine = CoverEngine(_chain(n), primary, None)
    search = engine._take()
    search.reset()
    assert search.run(100_000) == _cover.PAUSED
    assert 0 < search.nodes < 1_000  # each node scanned hundreds of items: far fewer than 100,000 nodes


def test_a_count_cut_by_the_deadline_counts_the_covers_already_listed(monkeypatch):
    """'gridsat cover BIG --count' showed the cover it had listed above '0 solutions (incomplete: the time limit
    stopped the count)': the count, a second search, was cut before it reached that cover."""
    from gridsat.core.options import SolverOptions
    from gridsat.core.task import Task
    from gridsat.puzzles.cover import CoverProblem
    from gridsat.puzzles.cover.tasks import CoverSolver

    problem = CoverProblem(primary=("a", "b"), secondary=(), options=(("a",), ("b",), ("a", "b")))
    task = Task("count", keep=1)
    solver = CoverSolver(problem, SolverOptions(time_limit=30).started(), task)
    monkeypatch.setattr(solver.engine, "count", lambda *args, **kwargs: (0, False))  # cut before its first cover
    found = solver.count(task)
    assert (found.count, found.complete, len(found.answers)) == (1, False, 1)
    everything = CoverSolver(problem, SolverOptions(time_limit=30).started(), Task("count", keep=5))
    monkeypatch.setattr(everything.engine, "count", lambda *args, **kwargs: (0, False))
    found = everything.count(Task("count", keep=5))  # every cover listed: that is the count, no second search
    assert (found.count, found.complete, sorted(found.answers)) == (2, True, [[0, 1], [2]])


def test_gridsat_processes_collect_garbage_less_often():
    """Parsing a 23 MB exact cover took 10 s and checking its cover 11.5 s, mostly the collector traversing the
    millions of objects read (700 allocations apart, Python's default); the command line and its worker
    processes set the first threshold to 100,000."""
    import gc
    import subprocess
    import sys

    from gridsat.core.memory import GC_THRESHOLD, fewer_collections

    before = gc.get_threshold()
    try:
        fewer_collections()
        assert gc.get_threshold() == (GC_THRESHOLD, *before[1:]) and GC_THRESHOLD == 100_000
    finally:
        gc.set_threshold(*before)
    shown = subprocess.run([sys.executable, "-c", "import gc, gridsat.core.workers as w; w.die_with_parent(); "
                            "print(gc.get_threshold()[0])"], capture_output=True, text=True, timeout=60)
    assert shown.stdout == "100000\n", shown.stderr


def test_a_batch_worker_collects_in_full_between_puzzles_now_and_then(monkeypatch):
    """At the raised threshold a batch worker's oldest generation (where each puzzle's cyclic garbage ends) was
    seldom collected: 924 Yin-Yang puzzles with CP-SAT on one worker grew it to 405 MB (217 MB with this). A
    full collection runs once the work since the last took GC_WORK_RATIO times as long as that collection."""
    import gc

    from gridsat.core import memory

    clock = {"now": 100.0}
    calls = []

    def collect():
        calls.append(clock["now"])
        clock["now"] += 0.5  # each full collection takes half a second

    monkeypatch.setattr(time, "perf_counter", lambda: clock["now"])
    monkeypatch.setattr(gc, "collect", collect)
    monkeypatch.setattr(memory, "_LAST_COLLECTION", {"at": None, "cost": 0.0})
    assert memory.GC_WORK_RATIO == 20
    memory.collect_between_jobs()  # the first job's end starts the clock
    clock["now"] += 1.0
    memory.collect_between_jobs()  # the cost is not known yet: the first collection runs
    assert calls == [101.0]
    for _ in range(9):  # 9 s of work since: under 20 x 0.5 s
        clock["now"] += 1.0
        memory.collect_between_jobs()
    assert calls == [101.0]
    clock["now"] += 1.0  # 10 s of work: the next collection
    memory.collect_between_jobs()
    assert calls == [101.0, 111.5]


def _is_exact_cover(primary, secondary, options, chosen) -> bool:
    """Knuth's rules, from scratch: every primary item in exactly one chosen option, every other named item
    secondary and in at most one, every chosen option holding a primary item, no option chosen twice."""
    if len(set(chosen)) != len(chosen):
        return False
    named = [x for k in chosen for x in options[k]]
    return (all(named.count(x) == 1 for x in primary) and all(x in primary or x in secondary for x in named)
            and all(named.count(x) <= 1 for x in secondary) and all(set(options[k]) & set(primary) for k in chosen))


def test_the_cover_checker_agrees_with_the_rules_on_random_problems():
    """The checker's one-pass verdict (a 233,334-option cover took 3 s to check item by item) against the rules
    written out here, on random small problems and random choices of options, covers or not."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from gridsat.puzzles.cover import CoverProblem, check_cover

    items = st.sampled_from("abcdefg")

    @settings(max_examples=400, deadline=None)
    @given(st.lists(st.lists(items, min_size=1, max_size=3, unique=True), min_size=1, max_size=7),
           st.sets(items, max_size=4), st.data())
    def check(options, primary, data):
        secondary = sorted({x for o in options for x in o} - primary)
        problem = CoverProblem(primary=tuple(sorted(primary)), secondary=tuple(secondary),
                               options=tuple(tuple(o) for o in options))
        chosen = data.draw(st.lists(st.integers(0, len(options) - 1), max_size=4))
        assert (check_cover(problem, chosen) == []) == _is_exact_cover(problem.primary, problem.secondary, options,
                                                                        chosen)

    check()
