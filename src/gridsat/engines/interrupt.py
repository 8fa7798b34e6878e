"""Compiled searches that Ctrl-C can stop.

A kernel that releases the GIL never lets Python handle a signal until it
returns, so Ctrl-C would wait for the whole search.  :func:`interruptible`
runs such a call in a helper thread while the main thread waits in short
steps (where Python handles signals); on ``KeyboardInterrupt`` it sets the
kernel's stop byte, waits for the kernel to return, and re-raises with what
the kernel found so far.
"""

from __future__ import annotations

import threading
from typing import Callable


def interruptible(call: Callable[[], object], stop: bytearray):
    """``call()``, stopped by Ctrl-C through ``stop`` (the kernel's stop byte).

    Returns:
        what ``call()`` returns.

    Raises:
        KeyboardInterrupt: with ``partial``, the return value of the stopped
            ``call()`` (when it returned one); whatever ``call()`` raised.
    Outside the main thread (a race's thread, which the main thread stops)
    ``call()`` runs directly.  Costs about 0.1 ms a call.
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
        stop[0] = 1
        done.wait()
        if box and not isinstance(box[0], BaseException):
            exc.partial = box[0]
        raise
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


__all__ = ["interruptible"]
