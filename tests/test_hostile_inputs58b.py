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


def test_an_edition_as_a_calendar_files_date_names_the_field(tmp_path, run_cli):
    # a file's (or a batch line's) "date": "weekday" was told "gridsat calendar DATE --edition weekday", a command
    # that is not how a file is fixed
    path = tmp_path / "w.json"
    path.write_text('{"kind": "calendar", "date": "weekday"}\n')
    code, out, err = run_cli("hint", str(path))
    assert code == 2
    assert err.strip().splitlines() == [
        "gridsat: error: w.json: 'date' 'weekday' is an edition's name: give it as \"edition\": \"weekday\", and a "
        "date (YYYY-MM-DD or MM-DD) as \"date\""]
