"""What a web solver process runs: :func:`worker_main`, its life (warming up, then
one job after another from its pipe, each answered by :func:`handle`).  The
server's side, starting, replacing and stopping these processes, is
:mod:`gridsat.web.pool`."""

from __future__ import annotations

import os
import sys
import traceback


def warm_up() -> None:
    """Import every kind and solve its example once (first-use compilation,
    caches); failures are ignored -- a request will meet them again."""
    from ..puzzles.kinds import Task, get, names
    from ..core.result import figure_bytes

    for name in names():
        try:
            kind = get(name)
            result = kind.run(kind.parse(kind.example), Task("solve"))
            fig = result.figure()
            if fig is not None:
                figure_bytes(fig, "svg")
        except Exception:  # noqa: BLE001 - warming is best effort
            pass


#: How a web reply says to raise the memory limit: the request's option, within the server's.
WEB_RAISE_MEMORY = "the request's memory_limit option, in GB, up to the server's limit"
#: ... and when the request already has the server's whole limit (asked for, or past it and lowered to it).
SERVER_RAISE_MEMORY = "gridsat serve --memory-limit GB, where the server is started: a request has at most its limit"


def memory_words(message: str, asked: int | None, server: int, route: str = "solve") -> str:
    """``message`` (a worker's reply) saying how the memory limit is raised for a request that had ``asked`` bytes
    of a server's ``server``: at the server's limit, the request's option cannot raise it (``memory_limit: 1``
    on a server started with ``--memory-limit 0.5`` was told to raise the request's option).  ``route``
    ``"hint"``: ``/api/hint``'s memory_limit is a field of the request, not in ``"options"``."""
    if asked is not None and asked >= server:
        return message.replace(WEB_RAISE_MEMORY, SERVER_RAISE_MEMORY)
    return message.replace("memory_limit option", "memory_limit field") if route == "hint" else message


def handle(job: tuple) -> tuple:
    """Do one job ``(what, plan)``; ``("ok", payload)``, ``("input",
    message, too_large)`` for bad input, or ``("error", message)``."""
    from ..core.errors import PuzzleInputError
    from ..core.options import RAISE_MEMORY
    from ..core.settings import command_line_run
    from ..core.wording import one_line
    from ..core.stopping import stop_came
    from . import generating, jobs, modes
    from .limits import TooLarge
    from .uploads import CannotWrite

    what, plan = job
    try:
        with command_line_run(web=True):  # messages name options, which the pages put their own field names in
            # place of, and offer no command
            payload = {"solve": jobs.run_solve, "generate": generating.run_generate, "hint": jobs.run_hint,
                       "mode": modes.run_mode}[what](plan)
        return ("ok", payload)
    except PuzzleInputError as exc:  # the web names its own option where the command line's is named
        message = one_line(str(exc)).replace(RAISE_MEMORY, WEB_RAISE_MEMORY)
        return ("input", message, isinstance(exc, TooLarge))
    except (MemoryError, ImportError) as exc:  # (or a library the system could not map for want of memory, under
        from ..core.address_space import refused_memory  # `ulimit -v`: it was "internal error: ImportError: ...")

        if refused_memory(exc) is None:
            traceback.print_exc(file=sys.stderr)
            return ("error", f"internal error: {type(exc).__name__}: {one_line(str(exc))}")
        return ("error", "the solver ran out of memory")
    except CannotWrite as exc:  # the server's own trouble, said in one line: no traceback for the log
        return ("error", str(exc))
    except Exception as exc:  # noqa: BLE001 - a bug: report it, keep the worker
        if stop_came():  # the server's Ctrl-C (its client went away), turned into another error by compiled code
            raise KeyboardInterrupt from exc
        traceback.print_exc(file=sys.stderr)
        return ("error", f"internal error: {type(exc).__name__}: {one_line(str(exc))}")


def _exit_with_parent() -> None:
    """End this worker within a second of the server's process ending, even
    in the middle of a solve (an idle worker sees its pipe close at once).
    A watchdog thread, not the kernel's parent-death signal: that one fires
    when the *thread* that started the worker ends, and the server starts
    workers from short-lived threads."""
    from ..core.workers import watch_parent

    watch_parent(os.getppid())


def worker_main(conn, warm: bool) -> None:
    """A worker's life: take jobs from ``conn`` until the server closes it.  Ctrl-C is the server's: a
    terminal sends it to the whole process group, and a worker stopped by it mid-job (warming up) printed
    its traceback; the server ends its workers itself as it stops.  Inside a job, Ctrl-C stops the job
    (:func:`~gridsat.core.stopping.stoppable_call`): the server sends one when its client went away
    (:meth:`gridsat.web.pool.WorkerPool.run`), and the worker answers and stays."""
    import signal

    from ..core.stopping import stoppable_call

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from ..core.lean_imports import cp_model_without_pandas
    from ..core.memory import collect_between_jobs, fewer_collections

    fewer_collections()
    cp_model_without_pandas()
    _exit_with_parent()
    from ..core import wording

    wording._COMMAND_LINE = True  # messages name options, which the pages put their own field names in place of
    if warm:
        warm_up()
    conn.send(("ready",))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        # a Ctrl-C the server sent as the last job's answer came (its client went away then) waited, blocked, and
        # stopped this job, another client's, at its first step ("the work was stopped"): setting the action it
        # already has discards a pending one (POSIX sigaction)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            reply = stoppable_call(handle, job)
        except KeyboardInterrupt:  # stopped outside the solvers' own handling of it
            reply = ("error", "the work was stopped")
        try:
            conn.send(reply)
        except OSError:  # the server has gone (its own Ctrl-C)
            return
        del job, reply
        # each job's garbage with cycles (an error's traceback holding its frames' puzzle text and tokens), kept at
        # the raised threshold: a worker refusing 800 rows of 130,000 cells grew to 2 GB and kept it
        collect_between_jobs()


__all__ = ["SERVER_RAISE_MEMORY", "WEB_RAISE_MEMORY", "handle", "memory_words", "warm_up", "worker_main"]
