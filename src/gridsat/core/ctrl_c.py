"""Holding Ctrl-C back over a short stretch of code, then raising it (:func:`ctrl_c_deferred`): starting a
search's threads, waiting on an event, writing a line and counting it.  Here, below the engines, so that core's
writers use it too (:mod:`gridsat.engines.interrupt` hands it on)."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def ctrl_c_deferred() -> Iterator[None]:
    """Hold Ctrl-C back over a short stretch of code (starting threads): a
    SIGINT (or a SIGTERM the command line turns into an interrupt) that
    arrives inside is handed to the handler that was in place
    (``KeyboardInterrupt`` from Python's own) when the stretch ends.

    Outside the main thread, or for a signal without a Python handler
    (ignored, or the system default), nothing is changed.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    previous = {sig: handler for sig, handler in previous.items() if callable(handler)}
    caught: list = []
    for sig in previous:
        signal.signal(sig, lambda signum, frame: caught.append((signum, frame)))
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if caught:
            signum, frame = caught[0]
            previous[signum](signum, frame)


__all__ = ["ctrl_c_deferred"]
