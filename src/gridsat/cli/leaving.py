"""Ending the ``gridsat`` process once its run is over, without the interpreter's teardown.

A finished run's objects are freed by the interpreter's teardown after the last line is printed: for a large
board (the model of a 600x600 Slitherlink, the caches of its grid), about a second and a half after "unknown after
3.0 s" with ``-t 3``, so the process outlived its time limit.  :func:`leave` does what a run needs of the teardown
(``atexit`` handlers -- worker pools, Dask, temporary files --, and the flush of stdout and stderr) and then ends the
process with its exit code, leaving the memory to the system.  Where that is not safe it returns, and the caller
exits the usual way: a thread that is not a daemon still running (the interpreter would wait for it), an output
that cannot be flushed (the usual path says so and sets the exit code), or an exit code that is not a number.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading


def leave(code: object) -> None:
    """End the process with exit ``code`` (an int, or None for 0) without freeing its objects, after running the
    ``atexit`` handlers and flushing stdout and stderr; returns (doing nothing) when that is not safe (see the
    module docstring), so the caller raises ``SystemExit(code)`` as before."""
    if code is None:
        code = 0
    if not isinstance(code, int) or isinstance(code, bool) or not 0 <= code <= 255:
        return
    if any(t.is_alive() and not t.daemon for t in threading.enumerate() if t is not threading.main_thread()):
        return
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            return
    atexit._run_exitfuncs()  # what the teardown would run first: pools, Dask clients, temporary folders
    for stream in (sys.stdout, sys.stderr):  # anything the handlers printed
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def entry() -> None:
    """The ``gridsat`` command's entry point (and ``python -m gridsat``'s): :func:`gridsat.cli.main` with the
    process's arguments, then :func:`leave` with its exit code."""
    from . import main

    if sys.stderr is None:  # started with stderr closed (2>&-): print(..., file=None) wrote its errors and notes on
        sys.stderr = open(os.devnull, "w")  # stdout, into the answer or JSON (stdout closed too: AttributeError)
    try:
        main()
    except SystemExit as exc:
        leave(exc.code)  # (returns where that is not safe)
        raise


__all__ = ["entry", "leave"]
