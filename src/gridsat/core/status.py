"""Statuses shared by every solver and puzzle kind.

A run ends *solved* (an answer was found), *infeasible* (proven: the search
was exhaustive and found nothing) or *unknown* (a limit stopped the search
before either).  Nothing here imports a solver, so reading a status costs
nothing at start-up.
"""

from __future__ import annotations

from enum import Enum


class Status(str, Enum):
    """Outcome of a solve.

    * ``solved`` -- a solution was found (for an optimisation, see the
      result's ``optimal`` for whether it is proven optimal);
    * ``infeasible`` -- proven: there is no solution;
    * ``unknown`` -- a limit (time, count) stopped the search first.
    """

    SOLVED = "solved"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"

    def __str__(self) -> str:  # "solved", not "Status.SOLVED"
        return self.value


class Uniqueness(str, Enum):
    """Verdict of a uniqueness check: ``unique`` (proven), ``not_unique``
    (a second solution is the witness), ``unknown`` (a limit was reached),
    or ``no_solution`` (proven infeasible)."""

    UNIQUE = "unique"
    NOT_UNIQUE = "not_unique"
    UNKNOWN = "unknown"
    NO_SOLUTION = "no_solution"

    def __str__(self) -> str:
        return self.value


def status_of(found: int | bool, complete: bool) -> Status:
    """The honest status of a search.

    Args:
        found: solutions found (a count, or a bool).
        complete: True when the search ran to its end (no limit stopped it).

    Returns:
        ``solved`` when anything was found, ``infeasible`` when a complete
        search found nothing, ``unknown`` otherwise.
    """
    if found:
        return Status.SOLVED
    return Status.INFEASIBLE if complete else Status.UNKNOWN


def uniqueness_of(found: int, complete: bool) -> Uniqueness:
    """The uniqueness verdict of a search for up to two solutions.

    Args:
        found: solutions found (0, 1 or 2).
        complete: True when the search ran to its end.
    """
    if found >= 2:
        return Uniqueness.NOT_UNIQUE
    if not complete:
        return Uniqueness.UNKNOWN
    return Uniqueness.UNIQUE if found == 1 else Uniqueness.NO_SOLUTION


__all__ = ["Status", "Uniqueness", "status_of", "uniqueness_of"]
