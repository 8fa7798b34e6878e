"""The five tasks of :mod:`gridsat.core.task` on a solver session (CP-SAT,
its cut loop, SCIP): what every kind solved through one model shares."""

from __future__ import annotations

import time
from collections.abc import Callable

from .errors import PuzzleInputError
from .options import keeps_back
from .status import Status, Uniqueness
from .task import Found, Task


class SessionSolver:
    """The five tasks on a :class:`~gridsat.core.session.SolverSession`
    (CP-SAT, its cut loop, SCIP), its decision values decoded into answers.

    Args:
        session: the session (one model of the puzzle).
        decode: ``values -> answer`` (the decision variables' values).
        forced: ``(values, forced flags) -> forced part`` for the
            ``forced`` task, from the reference solution's decision values
            and one flag per variable (None: the task is refused).
        enumerate: count and list with the session's own enumeration
            (CP-SAT's ``enumerate_all_solutions``) instead of one solve per
            solution with the previous ones forbidden.
    """

    def __init__(self, session, decode: Callable, *, forced: Callable | None = None, enumerate: bool = False):
        self.session = session
        self.decode = decode
        self.forced_part = forced
        self.use_enumerate = enumerate

    # Ctrl-C (KeyboardInterrupt from the session) ends every task with what
    # was found so far, marked ``interrupted`` (never as the time limit).

    def solve(self, task: Task) -> Found:
        try:
            out = self.session.solve()
        except KeyboardInterrupt:
            return Found([], False, interrupted=True)
        answers = [self.decode(out.values)] if out.values is not None else []
        return Found(answers, out.status is not Status.UNKNOWN, status=out.status)

    def solutions(self, task: Task) -> Found:
        if self.use_enumerate:
            try:
                enum = self.session.enumerate(limit=task.n + 1, keep=task.n)
            except KeyboardInterrupt as exc:
                return self._interrupted(exc, task.n)
            return Found([self.decode(v) for v in enum.solutions[:task.n]], enum.complete and enum.count <= task.n)
        found = self._one_by_one(task.n, task.n)
        found.count = None
        return found

    def count(self, task: Task) -> Found:
        if self.use_enumerate:
            try:
                enum = self.session.enumerate(limit=task.limit, keep=task.keep)
            except KeyboardInterrupt as exc:
                return self._interrupted(exc, task.keep, count=True)
            return Found([self.decode(v) for v in enum.solutions], enum.complete, count=enum.count)
        return self._one_by_one(task.limit, task.keep)

    def _one_by_one(self, limit: int | None, keep: int | None) -> Found:
        """Up to ``limit`` solutions (None: all), one solve each with the
        previous ones forbidden, keeping the first ``keep`` (None: all).
        Keeping more than two, no solve starts past half the time left (the
        rest is for checking and printing them: run to the deadline, ``-n
        5000 -t 4`` kept one answer)."""
        kept, n, complete = [], 0, False
        options = getattr(self.session, "options", None)
        shown = keep if keep is not None else limit  # weighed by the decision variables of each (half the time
        # left at most, as a fixed half ended listings of small answers well before -t)
        listing = (options.listing(shown, len(getattr(self.session, "decision", ())) or None).deadline
                   if options is not None and keeps_back(limit, keep)
                   else None)  # (a count keeping them too: --count -n 5 -t 2 showed one of the five)
        try:
            for out in self.session.solutions(limit + 1 if limit else None):
                if out.status is not Status.SOLVED:
                    complete = out.status is Status.INFEASIBLE
                    break
                if limit is not None and n == limit:  # one more exists
                    break
                n += 1
                if keep is None or len(kept) < keep:
                    kept.append(self.decode(out.values))
                if listing is not None and time.perf_counter() >= listing:  # more may exist: not complete
                    break
        except KeyboardInterrupt:
            return Found(kept, False, count=n, interrupted=True)
        return Found(kept, complete, count=n)

    def _interrupted(self, exc: KeyboardInterrupt, keep: int | None, count: bool = False) -> Found:
        """What a session's enumeration stopped by Ctrl-C found (its ``partial``)."""
        enum = getattr(exc, "partial", None)
        if enum is None:
            raise exc
        answers = [self.decode(v) for v in (enum.solutions if keep is None else enum.solutions[:keep])]
        return Found(answers, False, count=enum.count if count else None, interrupted=True)

    def unique(self, task: Task) -> Found:
        try:
            u = self.session.uniqueness()
        except KeyboardInterrupt as exc:  # the first answer, when Ctrl-C came while a second was looked for
            partial = getattr(exc, "partial", None)
            return Found([self.decode(partial.first)] if partial is not None else [], False, interrupted=True)
        answers = [self.decode(v) for v in (u.first, u.second) if v is not None]
        return Found(answers, u.verdict is not Uniqueness.UNKNOWN)

    def forced(self, task: Task) -> Found:
        if self.forced_part is None:
            raise PuzzleInputError("this engine does not find forced cells")
        try:
            bb = self.session.backbone()
        except KeyboardInterrupt as exc:  # the answer and the cells not yet seen to vary, as a time limit leaves them
            bb = getattr(exc, "partial", None)
            if bb is None:
                return Found([], False, interrupted=True)
            return Found([self.decode(bb.first)], False, forced=self.forced_part(bb.first, bb.forced),
                         interrupted=True)
        if bb is None:  # no answer: say why
            out = self.session.solve()
            return Found([], out.status is not Status.UNKNOWN, status=out.status)
        return Found([self.decode(bb.first)], bb.complete, forced=self.forced_part(bb.first, bb.forced))


__all__ = ["SessionSolver"]
