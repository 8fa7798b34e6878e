"""Worker processes that never outlive the run that started them (process
pools of batch runs and of the calendar's design search)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


#: Most worker processes per core a run starts (more only wait for a core, each holding its own memory).
JOBS_PER_CORE = 4


def max_jobs() -> int:
    """The most worker processes a run (``batch``, ``calendar --design``) may ask for on this machine."""
    return JOBS_PER_CORE * (os.cpu_count() or 1)


def check_jobs(jobs: int | None) -> int | None:
    """Refuse a number of worker processes outside 1 .. :func:`max_jobs` (None: the default); return it as an int
    (numpy's ``np.int64(2)`` was refused as no whole number, though SolverOptions' workers took it).

    Raises:
        PuzzleInputError: one line naming ``--jobs``.
        TypeError: ``jobs`` neither a whole number nor None (``"2"`` met ``'<=' not supported``).
    """
    from .errors import PuzzleInputError, shown
    from .options import whole

    jobs = whole(jobs)
    if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int)):
        raise TypeError(f"jobs must be a whole number or None, got {type(jobs).__name__} {shown(jobs, 40)}")
    if jobs is not None and not 1 <= jobs <= max_jobs():
        from .settings import spelled

        raise PuzzleInputError(f"{spelled('--jobs', 'jobs')} must be from 1 to {max_jobs()} ({JOBS_PER_CORE} per "
                               f"core on this machine), got {shown(jobs)}")
    return jobs


@contextmanager
def starting_workers() -> Iterator[None]:
    """Block Ctrl-C (SIGINT) in the calling thread while it starts worker processes.

    A spawned worker inherits the thread's signal mask, so a Ctrl-C the terminal sends the whole process
    group while the worker still imports (before :func:`die_with_parent` or the web worker ignores it) stays
    pending there and is dropped, instead of printing a KeyboardInterrupt traceback (batch runs given Ctrl-C
    half a second after starting printed one).  The run itself still gets its Ctrl-C: another thread of the
    process takes it, or this one as the block ends.  Does nothing where signal masks do not exist (Windows).
    """
    import signal

    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    from multiprocessing import resource_tracker

    resource_tracker.ensure_running()  # started with a worker, it unblocks Ctrl-C in this thread after itself
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def die_with_parent(parent: int | None = None, command_line: bool = False) -> None:
    """Process-pool initializer: end this worker when its parent dies.

    On Linux the kernel sends SIGKILL when the parent exits (``prctl``'s
    parent-death signal); everywhere, a watchdog thread checks once a second
    that the parent is still the one that started the worker.

    Ctrl-C is ignored here: a terminal sends it to the whole process group,
    the parent ends its workers itself (:func:`run_on_processes`), and an
    idle worker printed a KeyboardInterrupt traceback.

    Args:
        parent: the pid of the process that started the pool (pass it: a
            spawned worker reaches its initializer only after its imports,
            and a parent that died meanwhile is no longer its parent);
            default: the parent now.
        command_line: the parent is the command line, whose messages name
            its options (:func:`~gridsat.core.settings.command_line`; a
            spawned worker starts without the flag).
    """
    import signal as signals

    signals.signal(signals.SIGINT, signals.SIG_IGN)
    if command_line:
        from . import wording

        wording._COMMAND_LINE = True  # for the worker's life: its messages reach the command line's user
    from .lean_imports import cp_model_without_pandas
    from .memory import fewer_collections

    fewer_collections()
    cp_model_without_pandas()
    parent = os.getppid() if parent is None else parent
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the signal was set
        os._exit(1)
    watch_parent(parent)


def watch_parent(parent: int) -> None:
    """Start a watchdog thread (a daemon) that ends this process
    (``os._exit(1)``) within a second of ``parent`` (a pid) no longer being
    its parent: the parent died, even in the middle of a long call."""
    def watch():
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="gridsat-parent-watchdog", daemon=True).start()





#: Seconds the calls in flight get to finish once ``over()`` is true (a
#: call given the time that was left ends about then); past it the workers
#: are ended, their calls unfinished.
GRACE = 1.0

#: Seconds between looks at ``over()`` while every call in flight runs on.
POLL = 0.05


def run_on_processes(fn, arguments, jobs: int, over, record, grace: float = GRACE, unfinished=None,
                     stoppable: bool = False) -> None:
    """Call ``fn(*args)`` for each tuple of ``arguments`` on ``jobs`` worker
    processes (each ending with its parent), at most ``2 * jobs`` calls in
    flight so a long iterator is never held in memory; no new call once
    ``over()`` is true, and ``grace`` seconds later the calls still in flight
    are ended unfinished (a worker spawned, importing and building its tables
    under load outlived a 2 s limit by 9 s); ``record(result)`` in the order
    the calls finish.  ``fn`` and its arguments must be picklable (workers
    are spawned).  Ctrl-C (or an error) ends the workers at once, calls in
    flight unfinished; ``unfinished(list of their args)`` is called then,
    before the exception goes on (a batch marks their puzzles).  With
    ``stoppable``, Ctrl-C stops the calls in flight instead (each worker is
    given one: SIGTERM reaches the parent alone), and what each hands back
    within :data:`~gridsat.core.stopping.STOPPED_GRACE` seconds is recorded first: its result, or the
    ``done`` of the ``KeyboardInterrupt`` it stopped with, whose ``rest`` (its
    first argument's items left undone) is all that is unfinished.  The workers
    give each notice of a missing compiled engine once between them
    (:func:`~gridsat.core.compiled.share_notices`).

    Raises:
        PuzzleInputError: called from a script's top level outside its ``if __name__ == "__main__":`` block
            (:func:`~gridsat.core.spawning.unguarded_call`), before any worker starts.
    """
    from .compiled import share_notices
    from .spawning import unguarded_call

    where = unguarded_call()
    if where is not None:  # each worker would run the script, and this call, again: a traceback per worker
        from .errors import PuzzleInputError

        raise PuzzleInputError(f"worker processes import this script again, and its call at {where} would start "
                               "them again in each: put that call under 'if __name__ == \"__main__\":' (or use "
                               "one process)")
    unshare = share_notices()
    try:
        _run_on_processes(fn, arguments, jobs, over, record, grace, unfinished, stoppable)
    finally:
        unshare()


def _run_on_processes(fn, arguments, jobs: int, over, record, grace: float, unfinished, stoppable: bool) -> None:
    """:func:`run_on_processes`' work."""
    import multiprocessing

    from .stopping import collect_stopped, quiet_resource_tracker, stoppable_call
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    from .errors import WorkerDied
    from .settings import command_line
    from itertools import islice

    # spawned, not forked: a fork copies locks other threads of this process hold (OR-Tools', the
    # pool's own), and a worker forked at such a moment waited on one forever, outliving its parent
    context = multiprocessing.get_context("spawn")
    quiet_resource_tracker()  # before the pool makes its first lock
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=die_with_parent,
                               initargs=(os.getpid(), command_line()),
                               mp_context=context)
    workers: dict = {}  # pid -> process, every worker the pool started
    calls: dict = {}  # future -> its args, while it is in flight
    arguments = iter(arguments)  # a list given would start over at each islice, each call made again and again
    try:
        pending: set = set()
        ends = None  # when the calls in flight are ended (over() was seen true)
        exhausted = False  # every call has been submitted
        while True:
            if ends is None and over():
                ends = time.monotonic() + grace
            room = 0 if ends is not None or exhausted else max(0, 2 * jobs - len(pending))
            if room:  # (not every 0.05 s step: the block probes the resource tracker's pipe)
                with starting_workers():  # a submit may start a worker
                    taken = list(islice(arguments, room))
                    for args in taken:
                        future = pool.submit(stoppable_call, fn, *args) if stoppable else pool.submit(fn, *args)
                        pending.add(future)
                        calls[future] = args
                exhausted = len(taken) < room  # fewer than there was room for: the calls have run out
            workers.update(getattr(pool, "_processes", None) or {})  # a broken pool forgets them: how one ended
            if not pending:
                break
            if ends is not None and time.monotonic() >= ends:
                _end(pool)
                return
            # a short wait, so that over() is looked at while every call is long (a quarter second ran a
            # design search's -t 0.3 to 0.56 s)
            finished, pending = wait(pending, timeout=POLL if ends is None else max(0.0, ends - time.monotonic()),
                                     return_when=FIRST_COMPLETED)
            for fut in finished:
                if stoppable and isinstance(fut.exception(), KeyboardInterrupt):  # a call stopped before this
                    raise KeyboardInterrupt  # process saw its own Ctrl-C: what it finished is recorded below
                del calls[fut]
                record(fut.result())
    except BrokenProcessPool:  # a worker was killed (the OOM killer's SIGKILL) or crashed: was a traceback
        raise WorkerDied(_death(pool, workers)) from None
    except BaseException as exc:
        # Ctrl-C (or an error): leave at once. Waiting for the pool, as its
        # `with` block does, ran every call in flight to its end first (a
        # SIGTERM reaches the parent alone, and the queued calls run after a
        # Ctrl-C); the workers are ended, their calls redone by a rerun.
        if stoppable and isinstance(exc, KeyboardInterrupt) and calls:
            collect_stopped(pool, calls, record)  # (the puzzles a batch's workers had solved were redone)
        _end(pool)
        if unfinished is not None and calls:
            unfinished(list(calls.values()))
        raise
    if ends is not None:  # past the deadline: a worker still starting up would hold shutdown() until it had started
        _end(pool)
    else:
        pool.shutdown()


def _death(pool, workers: dict) -> str:
    """One line saying how a broken pool's worker ended (its exit code or signal, where known), after ending
    the others; ``workers``: pid -> process, each the pool started."""
    import signal

    _end(pool)  # the others ended with SIGTERM, every worker waited for: each exit code is known
    codes = [p.exitcode for p in workers.values()]
    code = next((c for c in codes if c not in (None, 0, -signal.SIGTERM)), -signal.SIGTERM if -signal.SIGTERM in
                codes else None)
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        how = f"was killed by {name}" + (" (as the system's out-of-memory killer kills)" if -code == 9 else "")
    else:
        how = f"ended with exit code {code}" if code is not None else "ended without answering"
    return f"a worker process {how}; what was written before is kept (run the command again to go on)"


def _end(pool) -> None:
    """End a process pool's workers now, their calls unfinished.

    A worker ended while it wrote a result (a chunk of a batch's answers is larger than a pipe holds) leaves
    part of it in the pool's result pipe, and the pool's thread reading it waits for the rest for ever: this
    process holds the pipe's other end too, so no end of file comes, and ``shutdown`` waited on that thread (a
    batch given Ctrl-C printed nothing and never ended).  Once the workers are gone that end is closed: the read
    fails, and the pool ends as broken."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(ENDING)
        if process.is_alive():  # SIGTERM held off (a stopped process): no worker outlives its run
            process.kill()
            process.join(ENDING)
    writer = getattr(getattr(pool, "_result_queue", None), "_writer", None)
    if writer is not None:
        writer.close()
    pool.shutdown(wait=True, cancel_futures=True)  # quick, the workers ended: the pool's queues are closed


#: Seconds a worker sent SIGTERM (then SIGKILL) is given to end.
ENDING = 5.0


__all__ = ["ENDING", "GRACE", "POLL", "check_jobs", "die_with_parent", "max_jobs", "run_on_processes",
           "starting_workers", "watch_parent"]
