"""What a user may set on a run: time limit, workers, seed, solver parameters.

The time limit covers the whole run -- reading and parsing the puzzle (the
command line starts the clock before it reads), building placements and
models, presolve, search, checking -- so a run keeps one *deadline*:
:meth:`SolverOptions.started` fixes it when the run begins and
every later step asks :meth:`SolverOptions.left` how much is left (or calls
:meth:`SolverOptions.check_time`, which raises :class:`TimeUp`, while
building).  Nothing here imports a solver.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, replace

from .amounts import (DEFAULT_MEMORY_LIMIT, RAISE_MEMORY, RAISE_MEMORY_PYTHON, _bytes_of, amount_of_memory,  # noqa: F401
                      default_memory_limit, raise_memory)  # (named here too: the options' module was their home)
from .errors import PuzzleInputError, check_seconds, shown

#: Largest random seed CP-SAT takes (its ``random_seed`` is a 32-bit integer).
MAX_SEED = 2**31 - 1

#: Most solver threads a run may ask for.
MAX_WORKERS = 256

def whole(value):
    """``value`` as a plain int when it is an integer of another type (numpy's
    ``np.int64(3)``, which was refused as "not a whole number"); anything else
    (True, 2.0, "3", None) as it is, for the caller's own check to name."""
    if isinstance(value, int) or isinstance(value, bool) or not hasattr(type(value), "__index__"):
        return value
    import operator

    try:
        return operator.index(value)
    except TypeError:  # numpy's bool has __index__ but refuses it
        return value


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


@contextmanager
def _reading_until(deadline: float | None, slack: float):
    if deadline is None:
        yield
        return
    with _dropping_lost_time_up(), _timed(max(deadline - time.perf_counter(), slack)):
        yield


@contextmanager
def _timed(left: float):
    """:func:`_reading_until`'s clock: ``TimeUp`` from the block after ``left`` seconds, and again."""
    import signal
    import threading

    if (not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, None)):
        with _interrupting(threading.get_ident(), left):
            yield
        return

    open_, first = [True], []

    def time_up(signum, frame):
        if not first:
            first.append(time.perf_counter())
        elif time.perf_counter() - first[0] > REPEAT_WINDOW:  # a block whose cleanup never ran: stop
            open_[0] = False
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
        if open_[0]:
            raise TimeUp("while reading the puzzle")

    signal.signal(signal.SIGALRM, time_up)
    signal.setitimer(signal.ITIMER_REAL, left, REPEAT_TIME_UP)  # again and again: a raise can be lost (see there)
    try:
        yield
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
    yet raised when the block ends is taken back."""
    import ctypes
    import threading

    # its own prototype (the shared ctypes.pythonapi entry is left as it is); c_void_p, so None passes NULL
    raise_in = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p)(
        ("PyThreadState_SetAsyncExc", ctypes.pythonapi))
    lock, state, ended = threading.Lock(), {"open": True, "fired": False}, threading.Event()

    def time_up():
        wait, first = seconds, None
        while not ended.wait(wait):
            first = first or time.perf_counter()
            with lock:
                if not state["open"] or time.perf_counter() - first > REPEAT_WINDOW:  # (see there)
                    return
                state["fired"] = True
                raise_in(thread, id(_ReadingTimeUp))  # CPython: the class's address
            wait = REPEAT_TIME_UP

    timer = threading.Thread(target=time_up, name="gridsat-reading-clock", daemon=True)
    timer.start()
    try:
        yield
    finally:
        ended.set()
        with lock:
            state["open"] = False
            if state["fired"]:
                raise_in(thread, None)  # NULL: take it back


@dataclass(frozen=True)
class SolverOptions:
    """Solver settings shared by every kind.

    Attributes:
        time_limit: wall-clock limit in seconds for the whole run (None = no
            limit); a run that meets it ends with status ``unknown``.
        workers: solver threads (CP-SAT ``num_workers``, exact-cover counting
            threads); None = the measured default of the model.
        seed: random seed (CP-SAT ``random_seed``); None = the solver's default.
        params: extra CP-SAT parameters ``"name:value,..."`` (OR-Tools'
            ``--params`` syntax), applied last (checked by the kind before
            a run: nothing here imports a solver).
        log: print the solver's search log (on stderr).
        deadline: ``time.perf_counter()`` value when the time runs out, set by
            :meth:`started` (None = not started or no limit).
        memory_limit: bytes a model may need before it is built, and a search
            may hold beyond what the process held when the run started (None =
            :func:`default_memory_limit`); see :meth:`check_memory` and
            :meth:`check_memory_use`.
        memory_base: bytes the process held when the run started (set by
            :meth:`started`; None = not started, or not readable here).

    Raises:
        PuzzleInputError: a time limit that is not positive, workers below 1,
            a seed outside 0..2**31-1, a memory limit that is not positive, a
            deadline that is NaN or infinite, a memory base below 0.
        TypeError: a value of the wrong type (``time_limit="5"``), naming the field.
    """

    time_limit: float | None = None
    workers: int | None = None
    seed: int | None = None
    params: str = ""
    log: bool = False
    deadline: float | None = None
    memory_limit: int | None = None
    memory_base: int | None = None

    def __post_init__(self):
        for name in ("workers", "seed"):
            object.__setattr__(self, name, whole(getattr(self, name)))
        for name, kinds, what in (("time_limit", (int, float), "a number of seconds"),
                                  ("workers", (int,), "a whole number"), ("seed", (int,), "a whole number"),
                                  ("memory_limit", (int, float), "a number of bytes"),
                                  ("deadline", (int, float), "a time.perf_counter() value"),
                                  ("memory_base", (int,), "a number of bytes")):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, kinds)):
                raise TypeError(f"{name} must be {what} or None, got {type(value).__name__} {shown(value, 40)}")
        if not isinstance(self.params, str) or not isinstance(self.log, bool):
            name, value = ("params", self.params) if not isinstance(self.params, str) else ("log", self.log)
            raise TypeError(f"{name} must be {'text name:value,...' if name == 'params' else 'True or False'}, "
                            f"got {type(value).__name__} {value!r:.40}")
        if self.memory_limit is not None and not 1 <= self.memory_limit < math.inf:  # bytes: the command line and
            # the web API refuse their GB below a byte themselves, naming their own option; inf was taken (the
            # command line refuses it): no limit is None
            raise PuzzleInputError(f"memory_limit must be a number of bytes, 1 or more (None: the default), got "
                                   f"{self.memory_limit:g}")
        check_seconds(self.time_limit)
        if self.deadline is not None and not abs(self.deadline) <= sys.float_info.max:  # NaN never ran out (and
            # a whole number past a float's range raised OverflowError in math.isfinite and in every subtraction)
            raise PuzzleInputError(f"deadline must be a finite time.perf_counter() value (None: set by started()), "
                                   f"got {shown(self.deadline)}")
        if self.memory_base is not None and self.memory_base < 0:
            raise PuzzleInputError(f"memory_base must be a number of bytes, 0 or more (None: set by started()), got "
                                   f"{shown(self.memory_base)}")
        if self.workers is not None and not 1 <= self.workers <= MAX_WORKERS:
            raise PuzzleInputError(f"workers must be from 1 to {MAX_WORKERS}, got {shown(self.workers)}")
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise PuzzleInputError(f"seed must be a whole number from 0 to {MAX_SEED}, got {shown(self.seed)}")

    def started(self) -> "SolverOptions":
        """These options with the deadline fixed ``time_limit`` seconds from
        now and :attr:`memory_base` read (each unchanged when already set;
        the deadline stays None without a time limit)."""
        changes: dict = {}
        if self.deadline is None and self.time_limit is not None:
            changes["deadline"] = time.perf_counter() + self.time_limit
        if self.memory_base is None:
            from .memory import resident_bytes

            base = resident_bytes()
            if base is not None:
                changes["memory_base"] = base
        return replace(self, **changes) if changes else self

    def check_memory_use(self, imported: int = 0) -> None:
        """Raise :class:`~gridsat.core.memory.MemoryLimitError` when the
        process holds more than the memory limit beyond :attr:`memory_base`
        and the ``imported`` bytes its imports took meanwhile (what a search
        may grow to; called while it runs, every few tens of milliseconds).
        Nothing before :meth:`started`."""
        if self.memory_base is None:
            return
        from .memory import MemoryLimitError, resident_bytes

        held = resident_bytes()
        limit = self.memory_limit if self.memory_limit is not None else default_memory_limit()
        if held is not None and held - self.memory_base - imported > limit:
            grown = amount_of_memory(held - self.memory_base - imported, decimals=3)
            raise MemoryLimitError(f"the search grew past the memory limit ({amount_of_memory(limit, decimals=3)}) "
                                   f"and was stopped: it held {grown} (raise the limit with {raise_memory()})")

    def listing(self) -> "SolverOptions":
        """These options with the deadline at half the time left, for a search
        listing many answers: the other half is for checking and printing
        them (a listing that ran to the deadline kept one answer, the more
        were asked for the fewer were shown).  Unchanged without a deadline."""
        if self.deadline is None:
            return self
        return replace(self, deadline=time.perf_counter() + max(self.deadline - time.perf_counter(), 0.0) / 2)

    def left(self) -> float | None:
        """Seconds left before the deadline (None = no limit; may be <= 0)."""
        if self.deadline is None:
            return self.time_limit
        return self.deadline - time.perf_counter()

    def expired(self) -> bool:
        """True when the deadline has passed."""
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def check_time(self) -> None:
        """Raise :class:`TimeUp` when the deadline has passed (call it while building)."""
        if self.expired():
            raise TimeUp()

    def answers_held(self, each: float, least: int = 1, engine: float = 0) -> int:
        """How many answers of ``each`` bytes half the memory limit (the default when none is set) holds beside
        ``engine`` bytes of the search itself, and at least ``least``: what a count keeping every answer
        (``keep=None``) keeps, every kind counting on past them."""
        budget = (self.memory_limit or default_memory_limit()) // 2 - engine
        return max(least, int(budget // max(each, 1)))

    def check_memory(self, needed: float, what: str) -> None:
        """Refuse, before building, a model estimated to need ``needed`` bytes
        above the memory limit.

        Args:
            needed: the estimate in bytes.
            what: what would be built and how large (``"a CP-SAT model of
                1,000,000 cells"``), for the message.

        Raises:
            MemoryLimitError: ``"WHAT needs about X GB of memory; the limit
                is Y GB (--memory-limit, or GRIDSAT_MEMORY_LIMIT)"`` (a
                :class:`PuzzleInputError`).
        """
        limit = self.memory_limit if self.memory_limit is not None else default_memory_limit()
        if needed > limit:
            shown, most = amount_of_memory(needed), amount_of_memory(limit, decimals=3)
            for decimals in range(2, 10):  # never "needs about 0.1 GB; the limit is 0.1 GB": digits until it is over
                if _bytes_of(shown) > _bytes_of(most):
                    break
                shown = amount_of_memory(needed, decimals=decimals)
            from .memory import MemoryLimitError

            raise MemoryLimitError(f"{what} needs about {shown} of memory; the limit is {most} (raise it with "
                                   f"{raise_memory()})")


def given_options(options) -> "SolverOptions":
    """``options`` as given (a :class:`SolverOptions`), or the defaults for None.

    Raises: TypeError: anything else (``options=0``, ``[]`` or ``{}`` ran with the defaults).
    """
    if options is None:
        return SolverOptions()
    if not isinstance(options, SolverOptions):
        raise TypeError(f"options must be gridsat.SolverOptions or None, got {type(options).__name__} "
                        f"{options!r:.40}")
    return options


__all__ = ["DEFAULT_MEMORY_LIMIT", "MAX_SEED", "MAX_WORKERS", "SolverOptions", "TimeUp", "amount_of_memory",
           "given_options", "READING_SLACK", "default_memory_limit", "reading_under"]
