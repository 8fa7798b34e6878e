"""Two engines on one question, the first answer wins.

gridsat's own searches (the exact-cover search, the Yin-Yang search, the
Domino Fit cycle search) are fast where they succeed but cannot always
prove that there is no answer; CP-SAT proves such things but is slower to
find answers on the problems those searches were written for.  :func:`race`
runs both, the search getting a head start of *CPU time* (work done,
whatever the machine's load: a wall-clock head start ran out on a loaded
machine before the search had done its work, and CP-SAT's model was built
for nothing), in two phases:

1. the search alone, in the caller's thread, for a share
   (:data:`ALONE_SHARE`) of the head start: no thread is started and
   nothing waits to be woken, so a question the search settles within it
   costs exactly the search;
2. when that ran out, the search again from the start in a thread (the
   compiled searches release the GIL); once the two phases together have
   used the head start's CPU time (or at once where a thread's CPU clock
   cannot be read), CP-SAT joins in the caller's thread.  Whichever
   *settles* the question first (an answer, or a proof that there is none)
   stops the other.  A search that gave up on its own (a budget) in the
   first phase leaves the question to CP-SAT alone.

The second phase repeats the first phase's work, a share of the head start,
and only on questions that outlast it.
"""

from __future__ import annotations

from ..core.errors import shown
import threading
import time
from collections.abc import Callable

from ..core.options import SolverOptions
from .interrupt import ctrl_c_deferred, stop_and_wait, wait_for

TYPE_CHECKING = False  # typing costs start-up 11 ms: its names are for annotations only
if TYPE_CHECKING:
    from typing import TypeVar

    from ..core.session import Outcome

    T = TypeVar("T")


#: A search that returns unsettled having used less than this share of its
#: first phase gave up on its own (a budget), rather than being cut by it.
HEAD_START_SPENT = 0.9
#: Share of the head start the first phase runs in the caller's thread: what
#: the second phase repeats on the questions that outlast it.
ALONE_SHARE = 0.25
#: Longest wait (s) between two readings of the search thread's CPU clock.
POLL = 0.05


def race(search: Callable[[bytearray, float | None], T], settled: Callable[[T], bool],
         make_session: Callable[[], object], head_start: float,
         options: SolverOptions) -> tuple[T | None, Outcome | None]:
    """Run ``search`` alone for ``head_start`` seconds of CPU time, then
    beside a CP-SAT session until one of them settles (see the module
    docstring).

    Args:
        search: ``search(stop, cpu_seconds)``: returns its finding within
            the run's deadline, after at most ``cpu_seconds`` of its
            thread's CPU time (None: no such budget) and soon after
            ``stop[0]`` becomes nonzero (compiled searches poll the byte;
            Python ones can test it between steps).  Called once in the
            caller's thread with :data:`ALONE_SHARE` of the head start,
            and, when that did not settle the question, once more in a
            thread with None.
        settled: True when a finding of ``search`` answers the question
            (then CP-SAT is stopped or never built).
        make_session: builds the CP-SAT session (a
            :class:`~gridsat.engines.cpsat.CpSatSession`, or anything with
            ``solve()`` and a thread-safe ``stop()``), in the caller's
            thread, when the search has not settled within ``head_start``.
        head_start: seconds (s) of CPU time the search runs alone (0 or
            less: none, the search in a thread beside CP-SAT at once).
        options: the run's started options (the deadline bounds both phases).

    Returns:
        ``(finding, outcome)``: the search's last finding and CP-SAT's
        :class:`~gridsat.core.session.Outcome` (None when CP-SAT never ran).
        When both settled, both are returned; either answer is right.

    Raises:
        TypeError: ``head_start`` is not a number of seconds (NaN, a string,
            True): NaN skipped the search's head start without a word.
        whatever ``search`` or ``make_session`` raised (e.g. ``TimeUp``
            while building, ``PuzzleInputError`` for the memory limit), after
            the other side has been stopped.
    """
    if isinstance(head_start, bool) or not isinstance(head_start, (int, float)) or head_start != head_start:
        raise TypeError(f"head_start must be a number of seconds, got {type(head_start).__name__} "
                        f"{shown(head_start, 40)}")
    if head_start <= 0:  # no head start: both from the start
        return _together(search, settled, make_session, None, 0.0, options)
    alone = ALONE_SHARE * head_start
    cpu0 = time.process_time()  # the process's: a compiled search runs in a thread of its own (interruptible)
    finding = search(bytearray(1), alone)
    if settled(finding) or options.expired():
        _no_log(options)
        return finding, None
    spent = time.process_time() - cpu0  # (the caller's thread CPU read ~0: 'gave up', CP-SAT alone, 20x slower)
    if spent < HEAD_START_SPENT * alone:  # the search gave up on its own: CP-SAT alone
        return finding, (make_session().solve() if cp_sat_loaded(options) else None)
    return _together(search, settled, make_session, finding, head_start - spent, options)


def _wait_cpu(thread: threading.Thread, done: threading.Event, head_start: float, options: SolverOptions) -> None:
    """Wait until the search thread has used ``head_start`` seconds of CPU
    time, has ended, or the run's time is up; at once where a thread's CPU
    clock cannot be read."""
    try:
        clock = time.pthread_getcpuclockid(thread.ident)
    except (AttributeError, OSError, TypeError):
        return
    while head_start > 0 and not done.is_set() and thread.is_alive() and not options.expired():
        try:
            need = head_start - time.clock_gettime(clock)
        except OSError:  # the thread ended meanwhile
            return
        if need <= 0:
            return
        left = options.left()
        wait_for(done, min(need, POLL) if left is None else max(0.0, min(need, POLL, left)))  # Ctrl-C after it


def _together(search, settled, make_session, finding, head_start: float, options: SolverOptions):
    """The second phase: the search in a thread from the start, CP-SAT in
    the caller's thread once that thread has used ``head_start`` seconds of
    CPU time."""
    stop = bytearray(1)
    lock = threading.Lock()
    done = threading.Event()
    returned = threading.Event()  # the search thread has returned (waited for so, never by join)
    box: dict = {"finding": finding}

    def run() -> None:
        try:
            box["finding"] = search(stop, None)
            won = settled(box["finding"])
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc
            won = True
        try:
            if won:
                with lock:
                    done.set()
                    session = box.get("session")
                if session is not None:
                    session.stop()
        finally:
            returned.set()

    thread = threading.Thread(target=run, name="gridsat-race-search", daemon=True)
    outcome, started = None, False
    try:
        with ctrl_c_deferred():  # a Ctrl-C while it starts is raised once it runs, and stops it below
            thread.start()
            started = True
        _wait_cpu(thread, done, head_start, options)
        if not done.is_set() and not options.expired() and cp_sat_loaded(options, done):
            session = make_session()
            with lock:
                box["session"] = session
                beaten = done.is_set()
            if beaten:
                session.stop()
            outcome = session.solve()
    finally:
        if started:
            stop_and_wait(stop, returned)
    if "error" in box:
        raise box["error"]
    if outcome is None:
        _no_log(options)
    return box.get("finding"), outcome


#: The module a CP-SAT session is built with, and the longest to import (1.0-1.5 s with the pandas it imports, on
#: a loaded machine).
CP_MODEL = "ortools.sat.python.cp_model"


def cp_sat_loaded(options: SolverOptions, done: threading.Event | None = None) -> bool:
    """Whether CP-SAT's module is imported, importing it first in a thread of its own while the run's time lasts
    (and ``done``, the other side's having settled, is not set): False when the time ran out first.  CP-SAT joining a
    race imported OR-Tools in the caller's thread, past any deadline: ``count(options=SolverOptions(time_limit=1))``
    of a Heyawake 31x45 from Python took 2.5 s, the search stopped at 1 s waiting on the import."""
    import sys

    module = sys.modules.get(CP_MODEL)
    if module is not None and not getattr(getattr(module, "__spec__", None), "_initializing", False):
        return True  # (one still being imported, by a run that timed out waiting, is waited for again, here)
    loaded = threading.Event()

    def load() -> None:
        try:
            __import__(CP_MODEL)
        except BaseException:  # (no OR-Tools: building the session says so)
            pass
        finally:
            loaded.set()

    threading.Thread(target=load, name="gridsat-import-cp-sat", daemon=True).start()
    while not loaded.is_set() and not options.expired() and not (done is not None and done.is_set()):
        left = options.left()
        wait_for(loaded, POLL if left is None else max(0.0, min(POLL, left)))
    return loaded.is_set()


_NOTED_NO_LOG: list = []  # said once a process: a year of dates races 365 times


def _no_log(options: SolverOptions, why: str = "the search answered before CP-SAT started") -> None:
    """Say on stderr, once, that CP-SAT's search log, asked for, never came, and that the CP-SAT parameters given
    went unused: the search answered before CP-SAT ran (``--log`` on a race printed nothing, without a word, and
    ``--params`` still does not); so did the random seed and the threads, which only CP-SAT takes here (``--seed 3``
    and ``-w 4`` looked applied: the race's search runs on one thread, without a seed).  ``why``: CP-SAT did not
    run because (a count the search went on with alone passes its options without the workers its threads took)."""
    if options.log or options.params or options.seed is not None or options.workers is not None:
        from ..core.notes import note
        from ..core.settings import engine_words, spelled

        unused = [spelled(option, keyword) for asked, option, keyword in (
            (options.params, "--params", "params"), (options.seed is not None, "--seed", "seed"),
            (options.workers is not None, "-w/--workers", "workers")) if asked]
        said = (["there is no CP-SAT log"] if options.log else []) + (
            [f"{' and '.join(unused)} went unused"] if unused else [])
        note(f"{why}, so {', and '.join(said)} "
             f"({engine_words('cpsat')} runs CP-SAT alone)", _NOTED_NO_LOG)  # (a web request's: its notices)


no_log = _no_log  # (a kind that runs the search's head start itself says it too)

__all__ = ["cp_sat_loaded", "no_log", "race"]
