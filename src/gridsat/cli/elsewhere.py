"""Options a user gives one command that belong to another: where they are, for the one-line refusal."""

from __future__ import annotations

#: Options a user may give a solving command that belong to another command: where they are.
ELSEWHERE = {"--hint": "the next step and why: gridsat hint PUZZLE", "--steps": "every step: gridsat hint PUZZLE "
             "--steps", "--position": "steps from a position: gridsat hint PUZZLE --position FILE",
             "--grade": "how hard a puzzle is: gridsat grade PUZZLE"}


def elsewhere() -> dict:
    """:data:`ELSEWHERE` with every kind's own options that belong to its command (``Kind.elsewhere``)."""
    from ..puzzles.kinds import get, names

    found = dict(ELSEWHERE)
    for name in names():
        found.update(get(name).elsewhere)
    return found


__all__ = ["ELSEWHERE", "elsewhere"]
