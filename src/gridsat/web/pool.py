"""A bounded pool of solver processes for the web server.

Each request's work runs in one of ``size`` worker processes, one request
per process at a time; up to ``queue`` more requests wait for a free one
(at most ``queue_wait`` seconds), and any beyond get :class:`Busy` at once.
A worker whose request is cancelled (the browser went away) is given a
Ctrl-C, which stops its job, and goes on serving; one that runs past its
hard deadline, does not answer that Ctrl-C soon, or dies (a crash, the
kernel's out-of-memory killer) is killed and replaced by a fresh process: the
server itself never runs solver code, so nothing a request does can bring it
down.  What a worker process runs is :mod:`gridsat.web.worker`.

Workers are started with ``spawn`` (no copy of the server's threads), end
when the server's process ends, and optionally solve each
kind's example once at start (``warm``) so the first request is quick.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import threading
import time

from .worker import handle, warm_up, worker_main

#: Seconds a new worker may take to start (import, warm up) before it counts as failed.
STARTUP_SECONDS = 120.0

#: Seconds a worker whose client went away has to stop its job and answer before it is killed and replaced.
STOP_SECONDS = 3.0

#: What a request in flight when the server stops (Ctrl-C or SIGTERM) is answered (HTTP 503): what happened and what
#: to do (a page showed "the server is stopping" alone, then "the server cannot be reached" at the next click).
STOPPING = ("the server is stopping (Ctrl-C or SIGTERM), so this request was not finished: start gridsat serve again "
            "and repeat it")


class Busy(Exception):
    """No worker is free and the queue is full, or the wait was too long (HTTP 503)."""


class Stopped(Exception):
    """The worker ran past its hard deadline and was stopped (HTTP 504)."""


class Crashed(Exception):
    """The worker process died while working (HTTP 500)."""


def ctrl_c(process) -> None:
    """Send a Ctrl-C (SIGINT) to ``process`` (a ``multiprocessing.Process``) while it runs; none to one that has
    ended: once reaped (its crash noticed by the thread of its exchange), its process id may be another program's,
    which the Ctrl-C would have stopped (on a busy machine, a test run beside the server ended at once)."""
    import signal

    if process.is_alive():  # (a live child's id stays ours until this process reaps it)
        with contextlib.suppress(OSError):
            os.kill(process.pid, signal.SIGINT)


class Worker:
    """One solver process and the pipe to it."""

    def __init__(self, ctx, warm: bool):
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=worker_main, args=(child, warm), daemon=True, name="gridsat-web-worker")
        from ..core.workers import starting_workers

        with starting_workers():  # a Ctrl-C while it imports is dropped there, not a traceback
            self.process.start()
        child.close()
        self.ready = False
        self.working = False
        self.jobs = 0

    def exchange(self, job: tuple, timeout: float, on_ready=None) -> tuple:
        """Send ``job`` and wait for its reply (blocking; run in a thread); ``on_ready()`` (when given) is called
        as the process, started and warmed up, takes the job.
        Only this method reads, writes or closes the pipe, so a worker killed
        from another thread never leaves a closed pipe number to be reused
        under a running exchange.

        Raises:
            Stopped: no reply within ``timeout`` seconds (the worker is killed).
            Crashed: the process died.
        """
        self.working = True
        try:
            if not self.ready:  # a new process says "ready" once started (and warmed up); not the request's time
                if not self.conn.poll(STARTUP_SECONDS):
                    raise Stopped()
                self.conn.recv()
                self.ready = True
            if on_ready is not None:  # (a fresh process's start is waiting too: a request queued behind a killed
                on_ready()  # worker waited 2 s for it, then 7 s more for its start, its reply saying "waited 2")
            deadline = time.monotonic() + timeout
            self.conn.send(job)
            if not self.conn.poll(max(0.0, deadline - time.monotonic())):
                raise Stopped()
            reply = self.conn.recv()
        except (EOFError, OSError):
            self.kill()
            self.conn.close()
            if self.ready:
                raise Crashed(self.exit_reason()) from None
            from ..core.spawning import unstarted_reason

            raise Crashed(self.exit_reason() + unstarted_reason(self.process.exitcode)) from None
        except Stopped:
            self.kill()
            self.conn.close()
            raise
        finally:
            self.working = False
        self.jobs += 1
        return reply

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def exit_reason(self) -> str:
        """How the process ended (``"killed by signal 9"``...)."""
        self.process.join(1.0)
        code = self.process.exitcode
        if code is not None and code < 0:
            return f"killed by signal {-code}"
        return f"exit code {code}"

    def kill(self) -> None:
        """End the process now (safe to call twice, from any thread)."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join(2.0)


class WorkerPool:
    """``size`` worker processes behind a bounded queue (see the module docstring).

    Args:
        size: worker processes.
        queue: requests that may wait; more get :class:`Busy`.
        queue_wait: seconds a request may wait for a worker.
        warm: warm new workers up (:func:`warm_up`).
    """

    def __init__(self, size: int, queue: int, queue_wait: float, warm: bool = True):
        self.size, self.queue_limit, self.queue_wait, self.warm = size, queue, queue_wait, warm
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue | None = None
        self._all: list[Worker] = []
        self._lock = threading.Lock()
        self.waiting = 0
        self.busy = 0
        self.replaced = 0
        self.served = 0
        self.settling = 0  # workers whose request was cancelled or stopped, not yet idle again or replaced
        self.stopping = False
        self._tasks: set = set()
        self._unshare = None  # ends the workers' shared notices (started with them)

    def _spawn(self) -> Worker:
        worker = Worker(self._ctx, self.warm)
        with self._lock:
            self._all.append(worker)
        return worker

    def _forget(self, worker: Worker) -> None:
        with self._lock:
            if worker in self._all:
                self._all.remove(worker)

    async def start(self) -> None:
        """Start the workers (once; later calls do nothing)."""
        if self._idle is not None:
            return
        from ..core.compiled import share_notices

        self._idle = asyncio.Queue()
        if self._unshare is None:  # each notice of a missing compiled engine once, not once a worker (and again
            self._unshare = share_notices()  # each time one is replaced)
        for _ in range(self.size):
            self._idle.put_nowait(await asyncio.to_thread(self._spawn))

    async def run(self, job: tuple, timeout: float, on_start=None) -> tuple:
        """The reply to ``job`` from a free worker, within ``timeout`` seconds
        of work; ``on_start()`` (when given) is called as a worker, started, takes it.
        Cancelling the awaiting task (the client went away) stops the work:
        the worker is given a Ctrl-C and, answering within
        :data:`STOP_SECONDS`, goes back to work; one that does not is killed
        and replaced (a fresh process, warming up, took seconds: a client
        that went away again and again kept the others waiting).

        Raises:
            Busy: no worker free and the queue full, or none free within
                ``queue_wait``.
            Stopped: the work ran past ``timeout``.
            Crashed: the worker died.
        """
        await self.start()
        if self.stopping:
            raise Busy(STOPPING)
        if self.busy + self.waiting >= self.size + self.queue_limit:  # (a worker being replaced counts as free)
            raise Busy(f"the server is busy ({self.busy} solving, {self.waiting} waiting); try again shortly")
        worker = await self._acquire()
        if self.stopping:  # handed a worker as the server stopped (stop() killed it): no fresh one is started
            raise Busy(STOPPING)
        self.busy += 1
        keep, stopping = False, None
        try:
            if not worker.alive:  # died while idle (the out-of-memory killer, a stray signal): use a fresh one
                self._forget(worker)
                self.replaced += 1
                worker = await asyncio.to_thread(self._spawn)
            exchange = asyncio.ensure_future(asyncio.to_thread(worker.exchange, job, timeout, on_start))
            try:
                reply = await asyncio.shield(exchange)
            except asyncio.CancelledError:
                if not exchange.done():
                    stopping = exchange
                raise
            if self.stopping:  # its worker was killed by stop() as the reply came: no reply is sure
                raise Busy(STOPPING)
            keep = True
            self.served += 1
            return reply
        finally:
            self.busy -= 1
            if self._idle is None:  # closed meanwhile
                worker.kill()
            elif keep and worker.alive:
                self._idle.put_nowait(worker)
            elif stopping is not None:  # its client went away mid-work: stopped, and kept if it answers
                self._settle(self._stop_work(worker, stopping))
            else:  # stopped, crashed or cancelled: a fresh process takes its place, whatever happens to this request
                self.replaced += 1
                self._settle(self._replace(worker))

    def _settle(self, work) -> None:
        """Run ``work`` (a worker's stopping or replacing) apart, counted in ``settling`` until it is done
        (/api/status counted a worker still stopping a cancelled request as free: neither busy nor waiting)."""
        self.settling += 1
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)

        def done(task) -> None:
            self._tasks.discard(task)
            self.settling -= 1

        task.add_done_callback(done)

    async def _acquire(self) -> Worker:
        """A free worker, waiting at most ``queue_wait`` seconds.  A worker
        handed over just as the wait ends (time out, or the request is
        cancelled) goes back to the queue, never lost.

        Raises:
            Busy: none was free in time.
        """
        self.waiting += 1
        getter = asyncio.ensure_future(self._idle.get())
        try:
            done, _ = await asyncio.wait({getter}, timeout=self.queue_wait)
        except asyncio.CancelledError:
            self._give_back(getter)
            raise
        finally:
            self.waiting -= 1
        if not done:
            self._give_back(getter)
            raise Busy(f"no solver was free within {self.queue_wait:g} s; try again shortly")
        if getter.result() is None:  # stop() woke this wait
            raise Busy(STOPPING)
        return getter.result()

    def _give_back(self, getter) -> None:
        if getter.done() and not getter.cancelled() and getter.result() is None:
            return
        if getter.done() and not getter.cancelled():
            self._idle.put_nowait(getter.result())
        else:
            getter.cancel()
            getter.add_done_callback(lambda g: None if g.cancelled() or self._idle is None
                                     else self._idle.put_nowait(g.result()))

    async def _stop_work(self, worker: Worker, exchange) -> None:
        """Stop ``worker``'s job (a Ctrl-C) and put it back among the idle ones once it has answered; one that
        does not answer within :data:`STOP_SECONDS` (still starting up, or deaf to it) is killed and replaced."""
        ctrl_c(worker.process)
        try:
            await asyncio.wait_for(asyncio.shield(exchange), STOP_SECONDS)
            answered = True
        except (asyncio.TimeoutError, Stopped, Crashed):
            answered = False
        if answered and worker.alive and self._idle is not None and not self.stopping:
            self._idle.put_nowait(worker)
            return
        self.replaced += 1
        await self._replace(worker)
        with contextlib.suppress(Exception):  # (its thread ends as the process does: Crashed)
            await exchange

    async def _replace(self, worker: Worker) -> None:
        await asyncio.to_thread(worker.kill)
        self._forget(worker)
        if self._idle is not None:
            self._idle.put_nowait(await asyncio.to_thread(self._spawn))

    def stats(self) -> dict:
        """``{"workers", "busy", "settling", "waiting", "served", "replaced"}`` (``settling``: workers stopping a
        cancelled request or being replaced, not yet free)."""
        return {"workers": self.size, "busy": self.busy, "settling": self.settling, "waiting": self.waiting,
                "served": self.served, "replaced": self.replaced}

    def pids(self, working: bool = False) -> list[int]:
        """Process ids of the live workers (``working``: only those busy with a request)."""
        with self._lock:
            return [w.process.pid for w in self._all if w.alive and (w.working or not working)]

    def stop(self) -> None:
        """Stop at once, as the server is told to stop (Ctrl-C, SIGTERM):
        kill every worker, so requests being solved end now, and wake the
        requests waiting for one; all of them, and any later, get
        :class:`Busy` ("the server is stopping").  Without this the server
        waited for every request in flight, up to its time limit and grace."""
        self.stopping = True
        idle, waiting = self._idle, self.waiting
        self.close()
        if idle is not None:
            for _ in range(waiting):
                idle.put_nowait(None)

    def close(self) -> None:
        """Kill every worker."""
        with self._lock:
            workers = list(self._all)
            self._all.clear()
        self._idle = None
        for worker in workers:
            worker.kill()
        if self._unshare is not None:
            self._unshare()
            self._unshare = None


__all__ = ["STOPPING", "Busy", "Crashed", "Stopped", "Worker", "WorkerPool", "handle", "warm_up", "worker_main"]
