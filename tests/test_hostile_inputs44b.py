"""Hostile pass 44, part b: the web API and batch runs."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.web import Limits
from gridsat.web.requests import plan_solve

LIMITS = Limits(workers=1, warm=False)


@pytest.mark.parametrize("kind, options, message", [
    ("pack", {"board": "3x20", "forced": True, "count": True},
     "choose one of --count, --solutions N, --unique (got --count and --forced)"),
    ("pack", {"board": "3x20", "unique": True, "solutions": 3},
     "choose one of --count, --solutions N, --unique (got --solutions and --unique)"),
    ("yinyang", {"unique": True, "forced": True},
     "choose one of --count, --solutions N, --unique, --forced (got --unique and --forced)"),
])
def test_two_tasks_at_once_offer_only_the_kinds_own_tasks(kind, options, message):
    """``POST /api/solve {"kind": "pack", "options": {"forced": true, "count": true}}`` said "choose one of --count,
    --solutions N, --unique, --forced": pack has no forced task (asked alone it says so); the command line offers
    the kind's own tasks only."""
    body = {"kind": kind, "options": options, **({"puzzle": "00\n00"} if kind == "yinyang" else {})}
    with pytest.raises(PuzzleInputError) as caught:
        plan_solve(body, LIMITS)
    assert str(caught.value) == message
