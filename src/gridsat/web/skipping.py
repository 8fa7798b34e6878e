"""Stepping through a listing in the web app: solution k alone.

*Another solution* asks for the solutions after the first ``skip``: the
solver still lists them (in its own order, the command line's), but only
those after them are checked, kept and drawn (:func:`run_skipping`).
"""

from __future__ import annotations

import dataclasses


class _Skipping:
    """A kind whose solver lists ``skip`` more solutions than asked and hands
    back only those after them (every other attribute is the kind's).

    Attributes:
        skipped: solutions passed over (fewer than ``skip`` when no more exist
            or the time ran out).
        beyond: no solution came after them (the last one passed over stays
            the result's answer, so the status says the puzzle has solutions).
    """

    def __init__(self, kind, skip: int):
        self._kind, self.skip, self.skipped, self.beyond = kind, skip, 0, False

    def __getattr__(self, name):
        return getattr(self._kind, name)

    def wide(self, task):
        """The task the kind's solver gets: ``skip`` more, and at least 2 (a
        listing of 1 is a first solution, which does not say if more exist),
        its ``skip`` saying how many of them are passed over (a solver keeps
        the time for checking and showing for the rest: the time that 5,000
        answers passed over would take to check cut a listing of an empty 6x6
        Yin-Yang's 7,736 to 4,000 in 0.07 s, told "the time limit ran out")."""
        wide = dataclasses.replace(task, n=max(2, task.n + self.skip))
        object.__setattr__(wide, "skip", self.skip)
        return wide

    def solver(self, puzzle, engine: str, task, settings: dict):
        return _SkippingSolver(self, self._kind.solver(puzzle, engine, self.wide(task), settings))


class _SkippingSolver:
    def __init__(self, owner: _Skipping, inner):
        self.owner, self.inner = owner, inner

    def solutions(self, task):
        found = self.inner.solutions(self.owner.wide(task))
        end = self.owner.skip + task.n
        if len(found.answers) > end:  # the one more a listing of 1 was widened to: more exist
            found.answers, found.complete = found.answers[:end], False
        passed, after = found.answers[:self.owner.skip], found.answers[self.owner.skip:]
        self.owner.skipped, self.owner.beyond = len(passed), not after and bool(passed)
        found.answers = after or passed[-1:]
        return found


def run_skipping(kind, puzzle, task, settings: dict, skip: int):
    """``(result, listing)``: the ``solutions`` task with the first ``skip``
    solutions passed over -- the solver still finds them (in its own order,
    the command line's), but only the ``task.n`` after them are checked,
    kept and drawn, so stepping to solution k costs one listing of k and one
    check.  ``listing.skipped`` and ``listing.beyond`` say how far it got
    (see :class:`_Skipping`).

    Raises:
        PuzzleInputError: as :meth:`~gridsat.puzzles.contract.Kind.run`.
    """
    from ..core.task import run_task

    checked = kind.check(task, settings)
    kind.validate(puzzle, task, checked)
    listing = _Skipping(kind, skip)
    return run_task(listing, puzzle, task, checked), listing
__all__ = ["run_skipping"]
