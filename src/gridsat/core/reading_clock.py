"""The reading clock: a deadline held over plain Python that has no clock
checks of its own (reading and checking a puzzle, a generator's steps over
every cell), by raising :class:`TimeUp` into it from outside.

:func:`reading_under` is the one entry point; the rest are its two clocks (a
``SIGALRM`` timer in the main thread, a timer thread raising into any other)
and what keeps a raise from landing where Python cannot take it: a finalizer
(dropped, raised again later) or an import under way (held back until it
ends: an exception raised into a compiled module's initialisation -- the
import of OR-Tools' ``max_flow`` inside a Domino Fit generation cut by
``-t`` -- ended the process with "terminate called after throwing an
instance of 'pybind11::error_already_set'").
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager

from .amounts import default_memory_limit


class TimeUp(Exception):
    """The run's deadline passed while building (a model, placements...).

    Not an input error: a kind catches it and reports status ``unknown``.
    Its one argument, when given, says where the time ran out (``"while
    reading the puzzle"``).
    """


#: Seconds a puzzle may take to read past an already passed deadline (see :func:`reading_under`).
READING_SLACK = 0.5


#: Seconds between two raises of the reading time-up (both ways below): CPython
#: drops an exception raised while a thread runs a finalizer or a weakref
#: callback ("Exception ignored in ..."), which reading a big puzzle triggers
#: often (a single raise was lost in 4 of 6 reads spending half their time so).
REPEAT_TIME_UP = 0.05
#: Seconds the reading clock goes on raising after its first raise: a block that never ended (the exception raised
#: again inside the clock's own cleanup, before it ran, and kept by the caller, as ``pytest.raises`` keeps it) left
#: the clock raising into every later line of the program.  The run's own deadline checks stay.
REPEAT_WINDOW = 2.0


class _ReadingTimeUp(TimeUp):
    """:class:`TimeUp` raised in another thread (it is raised by type, with no arguments of its own)."""

    def __init__(self, *args):
        super().__init__(*(args or ("while reading the puzzle",)))



@contextmanager
def reading_under(deadline: float | None, memory_limit: int | None = None, *, slack: float | None = None):
    """Raise ``TimeUp("while reading the puzzle")`` from the block when the
    run's ``deadline`` (``time.perf_counter()`` seconds) passes inside it;
    a file whose reading would need more than ``memory_limit`` bytes (None:
    :func:`default_memory_limit`) is refused before it is read
    (:func:`~gridsat.core.reading.reading_within`).

    Reading and checking a puzzle is plain Python with no clock checks of
    its own (a 1000x1000 board of rooms takes tens of seconds), so it is
    interrupted from outside, again every :data:`REPEAT_TIME_UP` s until it
    stops (a raise can be lost): in the main thread of a process that has no
    ``SIGALRM`` handler of its own, by a ``SIGALRM`` timer (which also ends
    a wait for input); in any other thread (a Dask worker's task, a thread
    of a program using the Python API), by a timer thread that raises the
    exception in the reading thread (CPython's
    ``PyThreadState_SetAsyncExc``: it takes effect at the reading thread's
    next Python instruction, so a single long call into C finishes first).
    With no deadline the block runs untimed.  Reading gets at least
    :data:`READING_SLACK` seconds, even past the deadline: a small puzzle
    (read in milliseconds) is read, and the step that needs the time is the
    one named (building a model, the search); ``slack`` gives another
    least (drawing: a picture past the limit is dropped, not waited for).
    """
    from .reading import reading_within

    with reading_within(default_memory_limit() if memory_limit is None else memory_limit), \
            _reading_until(deadline, READING_SLACK if slack is None else slack):
        yield


_LOST = {"blocks": 0, "hook": None}  # reading blocks open (any thread), and the hook there before the first
_LOST_LOCK = threading.Lock()


@contextmanager
def _dropping_lost_time_up():
    """While a timed read is open, a :class:`TimeUp` raised into a finalizer (Python cannot raise it from
    there) is dropped, not printed as "Exception ignored in ..." with its traceback: the clock raises it
    again :data:`REPEAT_TIME_UP` s later.  Every other unraisable exception goes to the hook there before."""
    import sys

    with _LOST_LOCK:
        if _LOST["blocks"] == 0:
            before = _LOST["hook"] = sys.unraisablehook

            def hook(unraisable, before=before):
                if not isinstance(unraisable.exc_value, TimeUp):
                    before(unraisable)

            sys.unraisablehook = hook
        _LOST["blocks"] += 1
    try:
        yield
    finally:
        with _LOST_LOCK:
            _LOST["blocks"] -= 1
            if _LOST["blocks"] == 0:
                sys.unraisablehook = _LOST["hook"]


#: The import system's own modules: a frame of theirs on the stack means an import is under way.
IMPORT_SYSTEM = frozenset({"importlib._bootstrap", "importlib._bootstrap_external", "_frozen_importlib",
                           "_frozen_importlib_external"})


def importing(frame) -> bool:
    """True when ``frame`` (a frame object, or None) or a frame it was called from belongs to the import
    system: a time-up raised there could land inside a compiled module's initialisation, which cannot take
    it (pybind11 modules end the process), so the clocks hold it back to their next raise."""
    while frame is not None:
        if frame.f_globals.get("__name__") in IMPORT_SYSTEM:
            return True
        frame = frame.f_back
    return False


@contextmanager
def _reading_until(deadline: float | None, slack: float):
    if deadline is None:
        yield
        return
    with _dropping_lost_time_up(), _timed(max(deadline - time.perf_counter(), slack)) as raised:
        try:
            yield
        except Exception as exc:
            if raised and not isinstance(exc, TimeUp) and not _own_message(exc):
                raise _ReadingTimeUp() from exc  # the raise met compiled code that put its own error in its place
            raise


def _own_message(exc: Exception) -> bool:
    """True for the program's own one-line errors (bad input), kept as they are even past the deadline; any
    other exception out of a block the clock raised into may be that raise, swallowed by compiled code and
    replaced by its own error: matplotlib's path converter said "ValueError: Invalid affine transformation
    matrix" when the time-up landed inside it (a web answer's drawing met as an internal error, HTTP 500)."""
    from .errors import GridsatError

    return isinstance(exc, GridsatError)


@contextmanager
def _timed(left: float):
    """:func:`_reading_until`'s clock: ``TimeUp`` from the block after ``left`` seconds, and again.

    Yields:
        a list noting each raise (empty while none was)."""
    import signal
    import threading

    if (not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, None)):
        with _interrupting(threading.get_ident(), left) as raised:
            yield raised
        return

    open_, first, raised = [True], [], []

    def time_up(signum, frame):
        if not first:
            first.append(time.perf_counter())
        elif time.perf_counter() - first[0] > REPEAT_WINDOW:  # a block whose cleanup never ran: stop
            open_[0] = False
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
        if open_[0] and not importing(frame):  # an import under way: the next repeat raises it
            raised.append(True)
            raise TimeUp("while reading the puzzle")

    signal.signal(signal.SIGALRM, time_up)
    signal.setitimer(signal.ITIMER_REAL, left, REPEAT_TIME_UP)  # again and again: a raise can be lost (see there)
    try:
        yield raised
    finally:
        while open_[0]:  # a repeat landing here (a big puzzle being freed) left the clock on: a later line got it
            try:
                open_[0] = False
            except TimeUp:
                pass
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


@contextmanager
def _interrupting(thread: int, seconds: float):
    """Raise :class:`TimeUp` in ``thread`` (an ident) from a timer thread
    after ``seconds``, again every :data:`REPEAT_TIME_UP` s until the block
    has ended (a raise can be lost, see there); an exception set but not
    yet raised when the block ends is taken back.  Yields a list noting each raise."""
    import ctypes
    import sys
    import threading

    # its own prototype (the shared ctypes.pythonapi entry is left as it is); c_void_p, so None passes NULL
    raise_in = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p)(
        ("PyThreadState_SetAsyncExc", ctypes.pythonapi))
    lock, state, ended = threading.Lock(), {"open": True, "fired": False}, threading.Event()
    raised: list = []

    def time_up():
        wait, first = seconds, None
        while not ended.wait(wait):
            first = first or time.perf_counter()
            with lock:
                if not state["open"] or time.perf_counter() - first > REPEAT_WINDOW:  # (see there)
                    return
                if importing(sys._current_frames().get(thread)):  # (best effort: it lands at the thread's next
                    wait = REPEAT_TIME_UP  # instruction, which may start an import; the main thread's clock is exact)
                    continue
                state["fired"] = True
                raised.append(True)
                raise_in(thread, id(_ReadingTimeUp))  # CPython: the class's address
            wait = REPEAT_TIME_UP

    timer = threading.Thread(target=time_up, name="gridsat-reading-clock", daemon=True)
    timer.start()
    try:
        yield raised
    finally:
        ended.set()
        with lock:
            state["open"] = False
            if state["fired"]:
                raise_in(thread, None)  # NULL: take it back


__all__ = ["IMPORT_SYSTEM", "READING_SLACK", "REPEAT_TIME_UP", "REPEAT_WINDOW", "TimeUp", "importing", "reading_under"]
