"""Stopping the calls a process pool's workers are making, keeping what they finished.

A terminal's Ctrl-C reaches every process of its group, but a pool worker
ignores it (an idle one printed a traceback), so the parent ended its workers
at once and every call in flight was done again by the next run -- up to 200
puzzles a batch's worker had already solved.  :func:`stoppable_call` makes a
call stop at Ctrl-C as a run in one process does, handing back what it
finished; :func:`collect_stopped` passes the Ctrl-C on (SIGTERM reaches the
parent alone) and records what the calls hand back.
"""

from __future__ import annotations

import os
import sys
import time


#: Seconds the calls in flight get to hand back what they finished once Ctrl-C stopped a ``stoppable`` run.
STOPPED_GRACE = 3.0


#: The Ctrl-C :func:`stoppable_call` took during its call, if one came (:func:`stop_came`).
_FIRED: list = []


def stop_came() -> bool:
    """Whether a Ctrl-C stopped the :func:`stoppable_call` under way (or the last one): an error of the call's
    once it came is its doing (matplotlib's path converter puts "ValueError: Invalid affine transformation
    matrix" in place of a KeyboardInterrupt landing inside it)."""
    return bool(_FIRED)


def stoppable_call(fn, *args):
    """``fn(*args)`` on a pool worker, with Ctrl-C raising ``KeyboardInterrupt`` there once (an idle worker ignores
    it: :func:`die_with_parent`; a second, the parent passing on the terminal's, is dropped), so the call stops
    as a run in one process does and hands back what it finished."""
    import signal

    fired = _FIRED
    fired.clear()

    def ctrl_c(signum, frame):
        if not fired:
            fired.append(signum)
            raise KeyboardInterrupt

    before = sys.unraisablehook

    def lost(unraisable):  # raised where Python cannot raise it (a weakref callback at an import, a __del__), the
        # Ctrl-C was printed as "Exception ignored in ..." and dropped, and the call ran on: it comes again, soon
        if issubclass(unraisable.exc_type, KeyboardInterrupt) and fired:
            import threading

            fired.clear()
            threading.Timer(0.01, os.kill, (os.getpid(), signal.SIGINT)).start()
            return
        before(unraisable)

    masks = hasattr(signal, "pthread_sigmask")  # a worker starts with Ctrl-C blocked (core.workers.starting_workers)
    signal.signal(signal.SIGINT, ctrl_c)
    sys.unraisablehook = lost
    if masks:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        return fn(*args)
    except Exception as exc:
        if fired:  # the KeyboardInterrupt landed in compiled code that put its own error in its place
            raise KeyboardInterrupt from exc
        raise
    finally:
        if masks:
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        sys.unraisablehook = before


def collect_stopped(pool, calls: dict, record) -> None:
    """Stop the calls in flight (a Ctrl-C to each worker) and record what each hands back within
    :data:`STOPPED_GRACE` seconds, taking it out of ``calls`` (``future -> args``; a stopped call's ``rest`` stays
    in as its first argument).  A second Ctrl-C gives up at once."""
    import signal
    from concurrent.futures import FIRST_COMPLETED, wait

    busy = [p for p in (getattr(pool, "_processes", None) or {}).values() if p.is_alive()]
    target = min(len(busy), len(calls))
    for process in busy:
        try:
            os.kill(process.pid, signal.SIGINT)
        except OSError:
            pass
    ends, pending, answered = time.monotonic() + STOPPED_GRACE, set(calls), 0
    try:  # each worker answers its call; the calls queued behind them are not waited for
        while pending and answered < target and time.monotonic() < ends:
            finished, pending = wait(pending, timeout=ends - time.monotonic(), return_when=FIRST_COMPLETED)
            answered += len(finished)
            for fut in finished:
                args = calls.pop(fut)
                error = None if fut.cancelled() else fut.exception()
                if fut.cancelled():
                    calls[fut] = args
                elif error is None:
                    record(fut.result())
                elif getattr(error, "done", None) is not None:
                    record(error.done)
                    if getattr(error, "rest", None):
                        calls[fut] = (error.rest, *args[1:])
                else:
                    calls[fut] = args
    except (KeyboardInterrupt, OSError, ValueError):  # a second Ctrl-C, or a record that cannot be written (a full
        pass  # disk, the file removed): the run is stopping anyway, and what was not written is done again


#: The warning multiprocessing's resource tracker prints when the process that made a pool's locks ended without
#: letting them go -- as a run stopped by Ctrl-C does on purpose (``os._exit``, :func:`gridsat.cli.main`), or a
#: kill -9: the tracker removes them all the same.
TRACKER_WARNING = "ignore:resource_tracker:UserWarning"


def quiet_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (once per process) with its leak warning off: after a Ctrl-C
    (a second one, or Ctrl-C as a worker started) or a kill -9 it printed "UserWarning: resource_tracker:
    There appear to be 5 leaked semaphore objects to clean up at shutdown" and the line of code after
    gridsat's own last line, on the user's terminal, once the run had ended.  The tracker is started with
    the interpreter's ``-W`` options (``sys.warnoptions``), hence the option, added for it alone."""
    from multiprocessing import resource_tracker

    if getattr(resource_tracker._resource_tracker, "_pid", None) is not None:  # running: started without it
        return
    sys.warnoptions.append(TRACKER_WARNING)
    try:
        resource_tracker.ensure_running()
    finally:
        sys.warnoptions.remove(TRACKER_WARNING)


__all__ = ["STOPPED_GRACE", "TRACKER_WARNING", "collect_stopped", "quiet_resource_tracker", "stop_came",
           "stoppable_call"]
