"""Sudoku's ``auto``: the exact-cover search, raced against CP-SAT where it
has not settled the question within its head start
(:func:`gridsat.engines.race.race`).

Neither engine always wins (``benchmarks/sudoku_auto.py``, whole processes
side by side):

* the exact search answers every published 9x9 and 16x16, their proofs of
  uniqueness and empty boards of every size in milliseconds, where CP-SAT
  needs its import (1-1.5 s) and seconds more (an empty 25x25: about 28 s);
* on a 25x25 with a few hundred givens it can wander for 10-20 s (or past
  any -t) in subtrees without an answer, where CP-SAT answers in 2-4 s.

So the search runs alone for :data:`HEAD_START` seconds of CPU time (CP-SAT
is not even imported for the puzzles it settles within it).  A question it
has not settled then goes to both from the start, the first to settle it
stopping the other -- except a count or listing, for which the head start
lists up to :data:`APACE` answers: when it finds them all, or that many,
the search goes on alone (CP-SAT's enumeration is ~100x slower).  Settled: an answer or a
proof that there is none (``solve``); a proof of uniqueness or a second
answer (``unique``); the ``n`` answers asked for, or all there are
(``solutions``); the count run to its end or its limit (``count``).  When
neither settles within the time limit, the one that found more is kept (a
tie: the search's).  ``forced`` stays on the exact search: its proofs take
CP-SAT 5-90 s on a 16x16 where the search takes under a second.
"""

from __future__ import annotations

import time
from dataclasses import replace

from ...core.status import Status, Uniqueness
from ...core.task import Found

#: Seconds of CPU time the exact search runs alone before CP-SAT joins: it settles every published puzzle of
#: tests/data in 3 ms of CPU (building included), empty boards in 1-60 ms (25x25), the random 25x25s it settles at
#: all mostly under 0.14 s; a longer one costs the boards it cannot settle (a loaded machine gives a process a
#: quarter of a core: 0.5 s of CPU was 2 s more before CP-SAT started).
HEAD_START = 0.2
#: Most answers CP-SAT's side of a listing or count keeps: each is its N x N x N values (a 25x25's: 125 kB), where
#: the search keeps a grid; a listing of more is settled by the search alone (CP-SAT's, fewer, is not complete).
RACE_KEPT = 100
#: Answers the search's head start listing or counting them finds from which it goes on alone: CP-SAT's
#: enumeration, ~100x slower (benchmarks/count.py), settles no count the search is counting so fast (an empty
#: 25x25's 100 in its head start, a 25x25 CP-SAT answers first none).
APACE = 20


class RacingSolver:
    """The tasks of :mod:`gridsat.core.task` on both engines of a Sudoku.

    Args:
        exact: the :class:`~gridsat.puzzles.grid.cover.CoverTasks` of the
            board (built: the search starts at once).
        session: ``() -> (session, encoding)``, the CP-SAT session of the
            board's model and its encoding (built only when CP-SAT joins).
        options: the run's started :class:`~gridsat.core.options.SolverOptions`.
        head_start: seconds (s) of CPU time the search runs alone.
    """

    def __init__(self, exact, session, options, head_start: float = HEAD_START):
        self.exact, self.session, self.options, self.head_start = exact, session, options, head_start

    def forced(self, task) -> Found:
        return self.exact.forced(task)

    def solve(self, task) -> Found:
        return self._race(task, lambda s: s.solve())

    def unique(self, task) -> Found:
        return self._race(task, lambda s: s.uniqueness())

    def solutions(self, task) -> Found:
        return self._race(task, lambda s: s.enumerate(limit=task.n + 1, keep=min(task.n, RACE_KEPT)))

    def count(self, task) -> Found:
        return self._race(task, lambda s: s.enumerate(limit=task.limit, keep=min(self.exact.keep, RACE_KEPT)))

    def _race(self, task, ask) -> Found:
        """The search alone for its head start; unsettled, on to the end alone when it is counting or listing
        answers apace (:data:`APACE`), else raced against ``ask(session)`` on CP-SAT from the start."""
        from ...core.options import TimeUp
        from ...engines.race import no_log, race

        options, what = self.options, task.what
        method, built = getattr(self.exact, what), {}

        def settled(found: Found) -> bool:
            return _settled(found, task)

        def search(stop: bytearray, cpu_seconds: float | None) -> Found:
            budget = None if cpu_seconds is None else time.process_time() + cpu_seconds  # (count's threads too)
            return method(task, stop=lambda: bool(stop[0]) or (budget is not None and time.process_time() >= budget))

        if what in ("count", "solutions"):  # a probe: up to APACE answers within the head start
            budget = time.process_time() + self.head_start
            listed, complete, stopped = self.exact.probe(APACE, lambda: time.process_time() >= budget)
            if stopped:  # Ctrl-C
                return Found([], False, count=0 if what == "count" else None, interrupted=True, engine="exact")
            if listed >= APACE or complete or options.expired():  # apace (CP-SAT enumerates ~100x slower), or all
                # there are, found within it: the search alone, from the start (the probe's work again,
                # milliseconds); a count's threads are -w's ('-w/--workers went unused', said of a count on 2)
                no_log(replace(options, workers=None) if what == "count" else options,
                       "the search answered before CP-SAT started" if complete else
                       "the search went on alone (its answers came faster than CP-SAT lists them)"
                       if listed >= APACE else "the time ran out before CP-SAT started")
                return _named(method(task), "exact")
            alone = Found([], False, count=0 if what == "count" else None)
        else:
            try:
                alone = search(bytearray(1), self.head_start)
            except KeyboardInterrupt:  # (the search's proof of uniqueness raises it, keeping nothing)
                return Found([], False, interrupted=True, engine="exact")
            if settled(alone) or options.expired():
                no_log(options)
                return _named(alone, "exact")

        def make_session():
            try:
                session, encoding = self.session()
            except TimeUp:  # the time ran out building CP-SAT's model: the search's finding stands
                return _Idle()
            built["decode"] = encoding.decode

            class Question:  # CP-SAT's side of the race, stoppable from the search's thread
                def solve(self):
                    return ask(session)

                def stop(self):
                    session.stop()

            return Question()

        try:
            found, out = race(search, settled, make_session, 0.0, options)
        except KeyboardInterrupt as exc:  # Ctrl-C (the search stopped): what CP-SAT had
            return self._interrupted(what, getattr(exc, "partial", None), built.get("decode"), task)
        if found is not None and settled(found):
            return _named(found, "exact")
        theirs = None if out is None else self._cpsat(what, out, built["decode"], task)
        if theirs is None or (found is not None and not theirs.complete and _found(found) >= _found(theirs)):
            return _named(found if found is not None else alone, "exact")  # (a tie: the search's, found first)
        return theirs

    def _cpsat(self, what: str, out, decode, task) -> Found:
        """CP-SAT's outcome of ``what`` as a :class:`Found`."""
        if what == "solve":
            answers = [decode(out.values)] if out.values is not None else []
            return Found(answers, out.status is not Status.UNKNOWN, status=out.status, engine="cpsat")
        if what == "unique":
            answers = [decode(v) for v in (out.first, out.second) if v is not None]
            return Found(answers, out.verdict is not Uniqueness.UNKNOWN, engine="cpsat")
        if what == "solutions":  # complete: every answer there is, and kept (at most RACE_KEPT are)
            kept = [decode(v) for v in out.solutions[: task.n]]
            return Found(kept, out.complete and out.count <= len(kept), engine="cpsat")
        return Found([decode(v) for v in out.solutions], out.complete, count=out.count, engine="cpsat")

    @staticmethod
    def _interrupted(what: str, partial, decode, task) -> Found:
        """What Ctrl-C left of CP-SAT's side (``partial``: its enumeration or first answer so far), marked."""
        if partial is None or decode is None:
            return Found([], False, count=0 if what == "count" else None, interrupted=True, engine="cpsat")
        if what == "unique":
            first = getattr(partial, "first", None)
            return Found([decode(first)] if first is not None else [], False, interrupted=True, engine="cpsat")
        kept = partial.solutions[: task.n] if what == "solutions" else partial.solutions
        return Found(
            [decode(v) for v in kept],
            False,
            count=partial.count if what == "count" else None,
            interrupted=True,
            engine="cpsat",
        )


def _settled(found: Found, task) -> bool:
    """Whether ``found`` (the search's) answers ``task``: Ctrl-C, a finding proven complete, a first answer, a
    listing of the ``n`` asked for, a count that reached its limit."""
    if found.interrupted or found.complete:
        return True
    if task.what == "solve":
        return bool(found.answers)
    if task.what == "solutions":
        return len(found.answers) >= task.n
    return task.what == "count" and task.limit is not None and (found.count or 0) >= task.limit


def _found(found: Found) -> int:
    """Answers ``found`` counted, or holds."""
    return found.count if found.count is not None else len(found.answers)


class _Idle:
    """CP-SAT's side when its model could not be built within the time: no outcome."""

    def solve(self):
        return None

    def stop(self):
        pass


def _named(found: Found, engine: str) -> Found:
    found.engine = found.engine or engine
    return found


__all__ = ["HEAD_START", "RacingSolver"]
