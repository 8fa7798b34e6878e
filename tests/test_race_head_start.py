"""The race's first phase counts the search's CPU time wherever the search runs: a compiled search runs in a thread
of its own (so that Ctrl-C can stop it), and the caller's thread CPU clock read ~0 for it, so every race took the
search for one that gave up on its own and left the question to CP-SAT alone (a 100x100 Domino Fit: 11 s, where
the cycle search answers in 0.3 s)."""

from __future__ import annotations

import threading
import time

from gridsat.core.options import SolverOptions
from gridsat.engines.race import ALONE_SHARE, race


def _burn(seconds: float) -> None:
    """``seconds`` of CPU time in a thread of its own, the caller waiting for it (as interruptible runs a kernel)."""
    def work():
        end = time.thread_time() + seconds
        while time.thread_time() < end:
            pass

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()


def test_a_search_that_spent_its_share_in_another_thread_gets_the_second_phase():
    built, head_start = [], 0.4

    def search(stop, cpu_seconds):
        if cpu_seconds is not None:  # the first phase: its whole share spent, unsettled
            _burn(cpu_seconds)
            return "budget"
        return "answer"  # the second phase settles

    def make_session():
        built.append(1)
        raise AssertionError("CP-SAT alone: the search was taken for one that gave up")

    finding, outcome = race(search, lambda f: f == "answer", make_session, head_start,
                            SolverOptions(time_limit=600).started())
    assert (finding, outcome, built) == ("answer", None, [])
    assert ALONE_SHARE * head_start > 0.05
