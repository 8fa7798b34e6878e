"""The fifty-eighth hostile pass: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.web.limits import Limits
from gridsat.web.requests import plan_solve
from gridsat.web.worker import handle


def _solve(body: dict) -> tuple:
    return handle(("solve", plan_solve(body, Limits(warm=False))))


@pytest.mark.parametrize("word", ["dragonfjord", "weekday"])
def test_an_edition_sent_as_the_date_names_the_option_not_a_command(word):
    # was "date 'dragonfjord' is not YYYY-MM-DD ...; 'dragonfjord' is an edition: gridsat calendar DATE --edition
    # dragonfjord": a command the web has none of
    assert _solve({"kind": "calendar", "argument": word}) == ("input", (
        f"argument: {word!r} is an edition, not a date: give it on the Calendar puzzle page (/puzzle/calendar), "
        "or send it as the option \"edition\" with \"kind\": \"calendar\""), False)
