"""Compiled searches that Ctrl-C can stop.

A kernel that releases the GIL never lets Python handle a signal until it
returns, so Ctrl-C would wait for the whole search.  :func:`interruptible`
runs such a call in a helper thread while the main thread waits in short
steps (where Python handles signals); on ``KeyboardInterrupt`` it stops the
kernel (its stop byte, or a stop function such as CP-SAT's
``stop_search``), waits for the kernel to return, and re-raises with what
the kernel found so far.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

#: Seconds between two stop requests while a stopped call winds down (a stop
#: function may be ignored before the kernel has set its search up, so it is
#: repeated until the call returns).
STOP_REPEAT = 0.01


def interruptible(call: Callable[[], object], stop: bytearray | Callable[[], None]):
    """``call()``, stopped by Ctrl-C through ``stop``: the kernel's stop byte
    (set to 1), or a thread-safe function asking the kernel to stop (called
    every :data:`STOP_REPEAT` s until ``call()`` returns).

    Returns:
        what ``call()`` returns.

    Raises:
        KeyboardInterrupt: with ``partial``, the return value of the stopped
            ``call()`` (when it returned one); whatever ``call()`` raised.
    Outside the main thread (a race's thread, which the main thread stops)
    ``call()`` runs directly.  A further Ctrl-C while the stopped call winds
    down is absorbed: the call is always waited for, so no thread is left
    inside a kernel at exit.  Costs about 0.1 ms a call.
    """
    if threading.current_thread() is not threading.main_thread():
        return call()
    box: list = []
    done = threading.Event()  # not Thread.join: a join interrupted by Ctrl-C may return early the next time

    def run() -> None:
        try:
            box.append(call())
        except BaseException as exc:  # handed to the caller
            box.append(exc)
        finally:
            done.set()

    threading.Thread(target=run, name="gridsat-kernel", daemon=True).start()
    try:
        while not done.is_set():
            done.wait(0.05)
    except KeyboardInterrupt as exc:
        _stop_and_wait(stop, done)
        if box and not isinstance(box[0], BaseException):
            exc.partial = box[0]
        raise
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def _stop_and_wait(stop, done: threading.Event) -> None:
    """Ask the kernel to stop until it has returned, through any further Ctrl-C."""
    while not done.is_set():
        try:
            if callable(stop):
                stop()
            else:
                stop[0] = 1
            done.wait(STOP_REPEAT)
        except KeyboardInterrupt:
            continue


__all__ = ["STOP_REPEAT", "interruptible"]
