"""Ctrl-C around the threads that run compiled searches (engines/interrupt.py).

A Ctrl-C that reached the main thread while it was starting the counting
threads of ``run_searches`` turned into ``RuntimeError: cannot join thread
before it is started`` (a traceback, exit 1) -- seen about once in 150
interrupts of a calendar year; and an interrupted ``Thread.join`` may mark a
running thread as ended.  Threads are now started with Ctrl-C held back
and waited for through events.  The signals here are sent by the process to
itself, so each test is deterministic in what it checks, whatever moment the
signal lands at."""

from __future__ import annotations

import json
import os
import signal
import threading
import time

import pytest

from gridsat.engines.interrupt import ctrl_c_deferred, interruptible, run_threads


def test_ctrl_c_held_back_over_a_stretch_is_raised_at_its_end():
    after = []
    with pytest.raises(KeyboardInterrupt):
        with ctrl_c_deferred():
            signal.raise_signal(signal.SIGINT)
            after.append("rest of the stretch")
    assert after == ["rest of the stretch"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_ctrl_c_deferred_leaves_an_ignored_sigint_alone():
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with ctrl_c_deferred():
            signal.raise_signal(signal.SIGINT)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, old)


@pytest.mark.parametrize("threads", [2, 4])
def test_ctrl_c_while_the_threads_start_stops_and_waits_for_every_one(threads):
    # the first thread to run sends SIGINT at once, so it lands while the
    # main thread is still starting the others (or just after): either way
    # KeyboardInterrupt, every started thread stopped and returned
    for _ in range(25):
        stop = threading.Event()
        entered, returned = [], []
        lock = threading.Lock()

        def work():
            with lock:
                entered.append(1)
                first = len(entered) == 1
            if first:
                os.kill(os.getpid(), signal.SIGINT)
            while not stop.wait(0.001):
                pass
            with lock:
                returned.append(1)

        with pytest.raises(KeyboardInterrupt):
            run_threads(work, threads, stop.set)
            time.sleep(5)  # only reached if the Ctrl-C was lost
        assert stop.is_set() and len(entered) == len(returned) == threads


def test_an_error_in_a_thread_stops_the_others_and_is_raised():
    stop = threading.Event()
    lock = threading.Lock()
    ends = []

    def work():
        with lock:
            first = not ends
            ends.append("failed" if first else "running")
        if first:
            raise ValueError("kernel refused its input")
        while not stop.wait(0.001):
            pass

    with pytest.raises(ValueError, match="kernel refused its input"):
        run_threads(work, 3, stop.set)
    assert stop.is_set() and sorted(ends) == ["failed", "running", "running"]


def test_ctrl_c_as_the_counting_threads_start_gives_the_count_so_far():
    # run_searches' threads each call setup() first: the first sends SIGINT
    # while the main thread is starting the second (the RuntimeError case)
    from gridsat.core.board import Board
    from gridsat.core.placements import all_placements
    from gridsat.core.polyomino import pentominoes
    from gridsat.engines.exact_cover import TilingEngine
    from gridsat.engines.tiling_search import run_searches

    by: dict = {}
    for p in all_placements(Board.rectangle(6, 10), pentominoes()):
        by.setdefault(p.piece, []).append(p.cells)
    engine = TilingEngine(Board.rectangle(6, 10).cells, by)
    for _ in range(10):
        subs = engine.subproblems()
        sent = []

        def setup():
            if not sent:
                sent.append(1)
                os.kill(os.getpid(), signal.SIGINT)

        with pytest.raises(KeyboardInterrupt):
            run_searches(subs, 2, setup=setup)
        assert not all(s.finished for s in subs)  # 6x10 has 9,356 tilings: stopped long before


def test_interruptible_hands_on_what_the_stopped_call_returned():
    stop = bytearray(1)

    def call():
        os.kill(os.getpid(), signal.SIGINT)
        while not stop[0]:
            time.sleep(0.001)
        return "found so far"

    with pytest.raises(KeyboardInterrupt) as caught:
        interruptible(call, stop)
        time.sleep(5)  # only reached if the Ctrl-C was lost
    assert caught.value.partial == "found so far"


def _pentomino_box(rows: int, cols: int):
    from gridsat.puzzles.pack.io import make_puzzle

    return make_puzzle(f"{rows}x{cols}", "pentominoes")


def test_ctrl_c_during_an_exact_listing_gives_the_tilings_listed_so_far(monkeypatch):
    # Ctrl-C during `pack -n N` printed nothing (exit 130): the listing is
    # kept, marked interrupted, as a count's is; the signal comes with the
    # fifth tiling
    from gridsat.puzzles.placement import search

    full, calls = search._full, []

    def fifth_brings_ctrl_c(problem, pieces):
        calls.append(1)
        if len(calls) == 5:
            signal.raise_signal(signal.SIGINT)
        return full(problem, pieces)

    monkeypatch.setattr(search, "_full", fifth_brings_ctrl_c)
    result = _pentomino_box(6, 10).solutions(100, engine="exact")
    assert (result.interrupted, result.complete, str(result.status)) == (True, False, "solved")
    # at most the tilings listed before the Ctrl-C, fewer when checking and
    # printing all of them would not end the run at once (core.task)
    assert 1 <= len(result.solutions) <= 5 and not result.violations()


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
def test_ctrl_c_during_a_cp_sat_count_gives_the_count_so_far(monkeypatch):
    # Ctrl-C during `pack --count --engine cpsat` printed nothing (exit 130)
    from gridsat.engines import cpsat

    init = cpsat._Collector.__init__

    def third_brings_ctrl_c(self, decision, limit, keep, on_solution):
        init(self, decision, limit, keep, lambda n: n == 3 and os.kill(os.getpid(), signal.SIGINT))

    monkeypatch.setattr(cpsat._Collector, "__init__", third_brings_ctrl_c)
    result = _pentomino_box(3, 20).count(engine="cpsat")  # 8 tilings: stopped before the end
    assert (result.interrupted, result.complete) == (True, False)
    assert 3 <= result.count < 8 and not result.violations()


def test_ctrl_c_during_a_yin_yang_listing_ends_at_once_with_the_answers_so_far(monkeypatch):
    # `yinyang EMPTY -n 100000` took 4 s to stop after Ctrl-C (turning every
    # answer found into rows) and printed nothing; then, keeping them, 15 s
    from gridsat.puzzles.yinyang import kernel
    from gridsat.puzzles.yinyang.rules import YinYangPuzzle

    monkeypatch.setattr(kernel, "PARTIAL_ANSWERS", 7)
    puzzle = YinYangPuzzle(tuple((0,) * 8 for _ in range(8)))
    puzzle.solve()  # loaded before the clock starts
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    try:
        result = puzzle.solutions(10 ** 6)  # far more than a second finds
    finally:
        timer.cancel()
    assert (result.interrupted, result.complete) == (True, False)
    assert 0 < len(result.solutions) <= 7 and not result.violations()


def test_ctrl_c_ends_the_worker_processes_at_once():
    # batch's process pool waited, on Ctrl-C, for every call in flight to end
    # (a SIGTERM reaches the parent alone; queued calls ran after a Ctrl-C):
    # here calls of 60 s, which the Ctrl-C after 1 s must not wait for
    from gridsat.core.workers import run_on_processes

    timer = threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGINT))
    t0 = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            run_on_processes(time.sleep, iter([(60,)] * 6), 2, lambda: False, lambda result: None)
    finally:
        timer.cancel()
    assert time.monotonic() - t0 < 30  # about 1 s; generous for a loaded machine


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_sigterm_stops_a_count_as_ctrl_c_does_with_exit_143(tmp_path):
    # SIGTERM (kill, timeout, a job scheduler) killed the run at once with
    # nothing printed; it now stops it as Ctrl-C does: the count so far, marked
    import json

    from conftest import gridsat_child, stop_when_working

    board = tmp_path / "empty8.txt"
    board.write_text("\n".join([" ".join("0" * 8)] * 8) + "\n")
    proc = gridsat_child("yinyang", str(board), "--count", "--json")
    # past start-up (about 0.3 s of CPU), counting far more than it can end
    out, err = stop_when_working(proc, 1.5, signal.SIGTERM, group=False)
    data = json.loads(out)
    assert (proc.returncode, data["interrupted"], data["complete"], err) == (143, True, False, "")
    assert data["count"] > 0
    proc = gridsat_child("yinyang", str(board), "--count")  # the text names SIGTERM, not Ctrl-C, as what stopped it
    out, err = stop_when_working(proc, 1.5, signal.SIGTERM, group=False)
    assert proc.returncode == 143 and "(incomplete: SIGTERM stopped the count)" in out, out
    assert "interrupted (SIGTERM) after" in out and "Ctrl-C" not in out


def test_ctrl_c_while_a_long_listing_is_checked_keeps_what_is_checked_at_once(monkeypatch):
    # `cover Q16 -n 100000`: the search ended, and a Ctrl-C while its 100,000
    # covers were checked ended the run with nothing printed
    from gridsat.puzzles.placement.result import TilingResult

    violations, calls = TilingResult.violations, []

    def first_check_brings_ctrl_c(self):
        calls.append(1)
        if len(calls) == 1:
            signal.raise_signal(signal.SIGINT)
        return violations(self)

    monkeypatch.setattr(TilingResult, "violations", first_check_brings_ctrl_c)
    result = _pentomino_box(3, 20).solutions(8, engine="exact")  # all 8 tilings listed before the Ctrl-C
    assert (result.interrupted, len(calls) > 1) == (True, True)
    assert 1 <= len(result.solutions) <= 8 and not violations(result)


@pytest.mark.parametrize("args", [["yinyang", "EMPTY", "--forced", "--json"],  # the fast command line
                                  pytest.param(["yinyang", "EMPTY", "--forced", "--json", "-t", "1e4"],
                                               marks=pytest.mark.slow)])  # typer's: 1e4
def test_ctrl_c_with_nothing_to_show_says_interrupted(tmp_path, args):
    # both ended with exit code 130 and not a word
    from conftest import gridsat_child, stop_when_working

    board = tmp_path / "empty50.txt"  # forced cells of an open 50x50: over 10 s of CPU (a 20x20 now takes 1.2 s)
    board.write_text("\n".join([" ".join("0" * 50)] * 50) + "\n")
    proc = gridsat_child(*[str(board) if a == "EMPTY" else a for a in args])
    out, err = stop_when_working(proc, 0.8)  # past start-up (0.1 s), at work on a board far too open to finish in seconds
    # was "error: interrupted"; then "gridsat: interrupted (Ctrl-C)" and no JSON (pass 80: its object, as CP-SAT's)
    assert (proc.returncode, err) == (130, "") and json.loads(out)["interrupted"] is True
    proc = gridsat_child(*[str(board) if a == "EMPTY" else a for a in args])
    out, err = stop_when_working(proc, 0.8, signal.SIGTERM, group=False)
    assert (proc.returncode, err) == (143, "") and json.loads(out)["interrupted"] is True


def test_ctrl_c_as_a_count_starts_counts_the_tiling_already_listed(monkeypatch):
    # a count lists its first tiling, then counts; a Ctrl-C between the two
    # gave "count 0", which the checker refused (below the 1 tiling listed):
    # a traceback instead of the count so far (seen once in 150 year runs)
    from gridsat.engines.exact_cover import TilingEngine

    subproblems = TilingEngine.subproblems

    def ctrl_c_first(self, *args, **kwargs):
        signal.raise_signal(signal.SIGINT)
        return subproblems(self, *args, **kwargs)

    monkeypatch.setattr(TilingEngine, "subproblems", ctrl_c_first)
    result = _pentomino_box(6, 10).count(engine="exact")
    assert (result.interrupted, result.complete, result.count) == (True, False, 1) and not result.violations()


def test_a_ctrl_c_lost_in_a_callback_is_raised_again_between_steps(tmp_path):
    # Python prints a KeyboardInterrupt raised inside a weakref callback (as
    # importlib's module-lock callback, at an import) as "Exception ignored"
    # and goes on: once in 150 interrupted years the year ran on to its end.
    # The command line notes each Ctrl-C; work in steps raises it again.
    from conftest import run_script

    done = run_script(
        tmp_path / "lost.py",
        "import signal, weakref\n"
        "from gridsat.engines.interrupt import note_ctrl_c, raise_if_noted\n"
        "note_ctrl_c()\n"
        "class Held: pass\n"
        "held = Held()\n"
        "def callback(ref):\n"
        "    signal.raise_signal(signal.SIGINT)\n"
        "    sum(range(100))\n"
        "ref = weakref.ref(held, callback)\n"
        "del held  # the callback runs: the KeyboardInterrupt in it is printed and dropped\n"
        "print('went on')\n"
        "try:\n"
        "    raise_if_noted()\n"
        "except KeyboardInterrupt:\n"
        "    print('raised again')\n")
    assert (done.returncode, done.stdout.split("\n")) == (0, ["went on", "raised again", ""]), done.stderr
    assert "Exception ignored in" in done.stderr and "KeyboardInterrupt" in done.stderr
