"""Worker processes that never outlive the run that started them (process
pools of batch runs and of the calendar's design search)."""

from __future__ import annotations

import os
import threading
import time


def die_with_parent() -> None:
    """Process-pool initializer: end this worker when its parent dies.

    On Linux the kernel sends SIGKILL when the parent exits (``prctl``'s
    parent-death signal); everywhere, a watchdog thread checks once a second
    that the parent is still the one that started the worker.
    """
    parent = os.getppid()
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the signal was set
        os._exit(1)

    def watch():
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="gridsat-parent-watchdog", daemon=True).start()


__all__ = ["die_with_parent"]
