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
