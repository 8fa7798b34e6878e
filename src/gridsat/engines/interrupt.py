"""Compiled searches that Ctrl-C can stop.

A kernel that releases the GIL never lets Python handle a signal until it
returns, so Ctrl-C would wait for the whole search.  :func:`run_threads`
runs such work in helper threads while the caller's thread waits in short
steps (where Python handles signals); on ``KeyboardInterrupt`` it stops the
work, waits for every thread to return, and re-raises.
:func:`interruptible` does so for one kernel call, handing on what the
stopped call returned.

Two details of CPython decide whether one Ctrl-C always stops the run:

* Starting a thread waits for it to run (``Thread.start``); a
  ``KeyboardInterrupt`` raised in that wait leaves a thread running that
  the caller does not know about (and ``join`` of a thread whose start was
  cut short raises ``RuntimeError``).  Threads are therefore started with
  Ctrl-C held back (:func:`ctrl_c_deferred`): all of them start, then the
  interrupt is raised.
* ``Thread.join`` interrupted by Ctrl-C may mark a running thread as ended
  (CPython 3.11's ``_wait_for_tstate_lock`` releases the thread's own lock),
  so a later ``join`` returns while it still runs.  Threads are waited for
  through an event each one sets when it returns, never by ``join``.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable

from ..core.ctrl_c import ctrl_c_deferred
from ..core.memory import current_check

#: Seconds between two stop requests while a stopped call winds down (a stop
#: function may be ignored before the kernel has set its search up, so it is
#: repeated until the call returns).
STOP_REPEAT = 0.01

#: Set when a Ctrl-C (or a SIGTERM) reached the command line (see :func:`note_ctrl_c`).
#: Whether a Ctrl-C (or SIGTERM) came: a plain flag, set without a lock -- a signal handler setting a
#: threading.Event took its lock, and a second Ctrl-C (or the SIGTERM of a wrapper such as timeout) handled
#: while the first held it waited for it forever: the run hung, never ended, even by its wind-down timer.
_NOTED = {"set": False}

#: Seconds the command line's run may take to wind down after its first Ctrl-C (or SIGTERM) before it is
#: ended at once (:func:`note_ctrl_c`'s ``on_stuck``): the runs stop within a tenth of a second, and one
#: that does not -- a thread that never returns -- would otherwise wait for kill -9, every further Ctrl-C
#: absorbed while it waits.
WIND_DOWN = 20.0

#: Seconds between two looks of the wind-down watch at the flag (a sleeping daemon thread: no lock, no work).
WATCH_EVERY = 0.1


def note_ctrl_c(on_stuck: Callable[[], None] | None = None) -> None:
    """Make each Ctrl-C leave a mark as well as raise ``KeyboardInterrupt``
    (for the command line, whose run ends at the first one).

    Python raises ``KeyboardInterrupt`` wherever the main thread is when the
    signal is handled; inside a weakref callback or a ``__del__`` -- such as
    importlib's module-lock callback, at an import -- it is printed as
    "Exception ignored" and lost, and the run went on (once in 150
    interrupted calendar years).  Work that goes on in steps calls
    :func:`raise_if_noted` between them.  Only in the main thread, and the
    handler only over Python's own SIGINT handler (the watch below in any case).

    ``on_stuck`` (the command line's way to end the process at once) is
    called from a watching thread when the run has not ended :data:`WIND_DOWN`
    seconds after the first Ctrl-C or :func:`mark_interrupted`.  The thread
    is started here, not in the handler: a handler runs wherever the main
    thread was, which may hold the very lock a new thread's start takes.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    if on_stuck is not None:  # also when SIGINT is not Python's own (ignored, as for a job started with & by a
        # script): the command line's SIGTERM still marks the run (mark_interrupted), and a run that did not
        # end then went on for ever
        threading.Thread(target=_watch, args=(on_stuck,), name="gridsat-wind-down", daemon=True).start()
    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return

    def ctrl_c(signum, frame):
        _NOTED["set"] = True  # (no lock: see _NOTED)
        signal.default_int_handler(signum, frame)

    signal.signal(signal.SIGINT, ctrl_c)


def mark_interrupted() -> None:
    """Note an interrupt that does not come as SIGINT (the command line's SIGTERM)."""
    _NOTED["set"] = True


def _watch(on_stuck: Callable[[], None]) -> None:
    """:func:`note_ctrl_c`'s watch: once the flag is set, ``on_stuck()`` :data:`WIND_DOWN` seconds later (a run
    that ended meanwhile took the daemon thread with it)."""
    while not _NOTED["set"]:
        time.sleep(WATCH_EVERY)
    time.sleep(WIND_DOWN)
    on_stuck()


def noted() -> bool:
    """True once a Ctrl-C (or SIGTERM) reached the command line (:func:`note_ctrl_c`, :func:`mark_interrupted`)."""
    return _NOTED["set"]


def raise_if_noted() -> None:
    """Raise ``KeyboardInterrupt`` when a Ctrl-C was noted (:func:`note_ctrl_c`):
    once the first one was lost on its way, this raises it again.

    Raises:
        KeyboardInterrupt: a Ctrl-C (or SIGTERM) reached the command line.
    """
    if _NOTED["set"]:
        raise KeyboardInterrupt


def wait_for(event: threading.Event, seconds: float) -> bool:
    """``event.wait(seconds)`` with Ctrl-C held back until it returns (:func:`ctrl_c_deferred`), then raised:
    a ``KeyboardInterrupt`` raised inside the wait, in ``threading``'s own lock handling, can leave the
    event's lock released twice, and an interrupted CP-SAT count once ended with "RuntimeError: release
    unlocked lock" instead of its count so far.  A Ctrl-C waits at most ``seconds`` (the loops here wait
    0.01-0.05 s at a time)."""
    with ctrl_c_deferred():
        return event.wait(seconds)


def stop_and_wait(stop: bytearray | Callable[[], None], done: threading.Event) -> None:
    """Ask the work to stop until ``done`` is set, through any further Ctrl-C."""
    while not done.is_set():
        try:
            if callable(stop):
                stop()
            else:
                stop[0] = 1
            wait_for(done, STOP_REPEAT)
        except KeyboardInterrupt:
            continue


def run_threads(work: Callable[[], None], threads: int, stop: bytearray | Callable[[], None], *,
                tick: Callable[[], None] | None = None, every: float = 0.05, name: str = "gridsat-worker") -> None:
    """Run ``work()`` on ``threads`` threads and wait for all of them, Ctrl-C
    stopping them.

    Args:
        work: what each thread runs (it must return soon after ``stop``).
        threads: how many threads (0: none, returns at once).
        stop: a stop byte (set to 1) or a thread-safe function asking the
            work to stop; used on Ctrl-C, on an error, and when ``tick``
            raises, and repeated every :data:`STOP_REPEAT` s until every
            thread has returned.
        tick: called in the caller's thread every ``every`` seconds while
            the threads run (progress reports, a deadline).
        every: seconds between two ticks, the longest Ctrl-C waits to be seen.
        name: the threads' name.

    With each tick the memory check of the run under way
    (:func:`gridsat.core.memory.current_check`) is called too: a search
    grown past the memory limit is stopped the same way.

    Raises:
        KeyboardInterrupt: Ctrl-C, once every thread has returned (a
            further Ctrl-C meanwhile is absorbed).
        MemoryLimitError: the run's memory check, once every thread has returned.
        BaseException: the first error a thread or ``tick`` raised, once
            every thread has returned.
    """
    errors: list = []
    lock = threading.Lock()
    left = [threads]
    done = threading.Event()

    def finished(n: int) -> None:
        with lock:
            left[0] -= n
            if left[0] <= 0:
                done.set()

    def run() -> None:
        try:
            work()
        except BaseException as exc:  # handed to the caller, the other threads stop
            errors.append(exc)
            _request(stop)
        finally:
            finished(1)

    if threads <= 0:
        return
    guard = current_check()
    started = [0]
    try:
        try:
            with ctrl_c_deferred():
                for _ in range(threads):
                    threading.Thread(target=run, name=name, daemon=True).start()
                    started[0] += 1
        except BaseException:  # those never started (a Ctrl-C handled as the deferral began, before its handler
            finished(threads - started[0])  # was in place, started none: the wait below waited for them for ever,
            raise  # and `generate yinyang --count` stopped by Ctrl-C hung until its 20 s wind-down)
        while not wait_for(done, every):
            raise_if_noted()  # a Ctrl-C lost in a callback
            if guard is not None:
                guard()  # the memory limit
            if tick is not None:
                tick()
    except BaseException:
        stop_and_wait(stop, done)
        raise
    if errors:
        raise errors[0]


def stop_buffer(stop) -> bytearray | memoryview:
    """A kernel's ``stop`` argument checked before its call runs in a thread (where a bytes object raised
    there, and again when :func:`interruptible` set its byte): a new stop byte for None.

    Raises:
        TypeError: ``stop`` is not a writable buffer (the kernels' own message).
        ValueError: ``stop`` holds no byte (the kernels' own message: raised in the call's thread, it was followed
            by an IndexError's traceback there when the thread set the byte that is not there).
    """
    if stop is None:
        return bytearray(1)
    try:
        view = memoryview(stop)
        writable = not view.readonly
    except TypeError:
        writable = False
    if not writable:
        raise TypeError(f"stop must be None or a writable buffer (a bytearray), not {type(stop).__name__}")
    if view.nbytes < 1:
        raise ValueError("stop must hold at least one byte")
    return stop


def _request(stop: bytearray | Callable[[], None]) -> None:
    if callable(stop):
        stop()
    else:
        stop[0] = 1


def interruptible(call: Callable[[], object], stop: bytearray | Callable[[], None]):
    """``call()``, stopped by Ctrl-C through ``stop``: the kernel's stop byte
    (set to 1), or a thread-safe function asking the kernel to stop (called
    every :data:`STOP_REPEAT` s until ``call()`` returns), and by the run's
    memory check (see :func:`run_threads`).

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
    try:
        run_threads(lambda: box.append(call()), 1, stop, name="gridsat-kernel")
    except KeyboardInterrupt as exc:
        if box:
            exc.partial = box[0]
        raise
    return box[0]


__all__ = ["STOP_REPEAT", "WATCH_EVERY", "WIND_DOWN", "ctrl_c_deferred", "interruptible", "mark_interrupted",
           "note_ctrl_c", "raise_if_noted", "run_threads", "stop_and_wait", "stop_buffer", "wait_for"]
