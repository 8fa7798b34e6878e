"""Counting exact covers with several threads (for :meth:`gridsat.engines.cover.CoverEngine.count`).

Work sharing by splitting on demand: the work is a queue of subproblems,
each a *prefix* (compatible options chosen first) or a paused search.  Every
thread takes one, counts below it in its own compiled search (which runs
without the GIL) in chunks of a few milliseconds, and between chunks, when
another thread waits with the queue empty, hands over the options not yet
tried above its current node (``Search.split``): each with the options
chosen above it is an independent subproblem, and the thread keeps only
the subtree it is in.  So no thread idles while another has work, whatever
the shape of the tree, and the search a serial trial started is continued,
not restarted.
"""

from __future__ import annotations

import threading
import time
from collections import deque

from ..core.compiled import loaded
from .interrupt import run_threads

_cover = loaded("gridsat.engines._cover", "CoverEngine")
_CHUNK_SECONDS = 0.01    # aim for chunks this long between looks at the queue, limits and the clock
_PROGRESS_SECONDS = 0.2  # minimum gap between on_progress calls


class ParallelCount:
    """Count the covers of ``engine`` (a ``CoverEngine``) with ``workers``
    threads, starting from ``search`` (a paused search, taken over) or from
    the root; ``limit``, ``deadline`` (a ``time.perf_counter()`` value) and
    ``on_progress(count, nodes, fraction)`` and ``halt`` (its ``stop``) as in ``CoverEngine.count``."""

    def __init__(self, engine, workers: int, limit, deadline, on_progress, search=None, halt=None):
        from .cover_input import Halt

        self.engine, self.workers, self.limit, self.deadline = engine, workers, limit, deadline
        self.halt = Halt(halt)
        self.on_progress = on_progress
        self.cond = threading.Condition()
        self.stop = threading.Event()
        self.queue: deque = deque()
        if search is not None:
            self.queue.extend(reversed(search.split()))  # the alternatives nearest the root (largest) first
            self.queue.appendleft(search)
        else:
            self.queue.append([])
        self.items = len(self.queue)   # work items made so far (for the progress fraction)
        self.done_items = 0
        self.found = 0                 # covers in finished work items
        self.nodes = 0
        self.running: dict[int, object] = {}
        self.waiting = 0
        self.busy = 0
        self.errors: list[BaseException] = []

    def run(self) -> tuple[int, bool]:
        """Returns ``(count, complete)`` as ``CoverEngine.count`` does."""
        last_report = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            if self.on_progress is not None and now - last_report[0] >= _PROGRESS_SECONDS:
                last_report[0] = now
                self.on_progress(*self._state())

        # Ctrl-C or on_progress raising: every thread is stopped and waited for first
        run_threads(self._work, self.workers, self.stop.set, tick=tick, every=_PROGRESS_SECONDS / 4,
                    name="gridsat-cover")
        if self.errors:
            raise self.errors[0]
        count, _, _ = self._state()
        with self.cond:
            complete = not self.stop.is_set() and not self.queue and self.busy == 0
        return count, complete

    def _state(self) -> tuple[int, int, float]:
        with self.cond:
            count = self.found + sum(s.count for s in self.running.values())
            nodes = self.nodes + sum(s.nodes for s in self.running.values())
            return count, nodes, self.done_items / max(1, self.items)

    def _next(self):
        """The next work item, or None when there is none left (or stop)."""
        with self.cond:
            self.waiting += 1
            try:
                while not self.queue:
                    if self.busy == 0 or self.stop.is_set():
                        self.cond.notify_all()
                        return None
                    self.cond.wait(0.05)
                self.busy += 1
                return self.queue.popleft()
            finally:
                self.waiting -= 1

    def _work(self) -> None:
        own = None
        me = threading.get_ident()
        try:
            while not self.stop.is_set():
                item = self._next()
                if item is None:
                    break
                if isinstance(item, list):
                    own = own or self.engine._take()
                    own.reset(prefix=item)
                    search = own
                else:
                    search = item
                with self.cond:
                    self.running[me] = search
                finished = self._count(search)
                with self.cond:
                    del self.running[me]
                    self.found += search.count
                    self.nodes += search.nodes
                    self.busy -= 1
                    self.done_items += 1
                    self.cond.notify_all()
                if search is not own:
                    self.engine._idle.append(search)
                if not finished:
                    self.stop.set()
        except BaseException as exc:  # reported by run()
            self.errors.append(exc)
            self.stop.set()
            with self.cond:
                self.cond.notify_all()
        finally:
            if own is not None:
                self.engine._idle.append(own)

    def _count(self, search) -> bool:
        """Run ``search`` to its end (True), or until the deadline, the limit
        or a stop (False), giving away work whenever a thread waits."""
        budget = 1024
        while True:
            start = time.perf_counter()
            if search.run(budget) == _cover.DONE:
                return True
            now = time.perf_counter()
            if self.stop.is_set() or (self.deadline is not None and now >= self.deadline) or self.halt.is_set():
                return False
            if self.limit is not None and self._state()[0] >= self.limit:
                return False
            elapsed = now - start
            if elapsed < _CHUNK_SECONDS / 2 and budget < 1 << 24:
                budget *= 2
            elif elapsed > _CHUNK_SECONDS * 2 and budget > 16:
                budget //= 2
            if self.waiting and not self.queue:
                given = search.split()
                if given:
                    with self.cond:
                        self.queue.extend(reversed(given))
                        self.items += len(given)
                        self.cond.notify_all()
