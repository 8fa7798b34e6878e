"""Hostile pass 32, part b: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.engines import race

YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"
UNUSED_SEED = ("the search answered before CP-SAT started, so --seed went unused (--engine cpsat runs CP-SAT "
               "alone)")


def test_a_web_requests_seed_the_race_left_unused_is_in_its_notices_not_on_the_servers_terminal(monkeypatch,
                                                                                                 capsys):
    """POST /api/solve {"puzzle": YY_URL, "options": {"seed": 5}}: the race's search answered, the seed unused;
    the command line says so on stderr, the answer said nothing (the note went to the server's terminal, once a
    solver process: a second such request got not even that)."""
    from gridsat.core.settings import command_line_run
    from gridsat.web.jobs import run_solve
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    with command_line_run():  # as a web worker runs a job
        for _ in range(2):  # every request is told, not the first a process served
            out = run_solve(plan_solve({"puzzle": YY_URL, "options": {"seed": 5}}, Limits()))
            assert out["engine"] == "search" and out["status"] == "solved"
            assert out["notices"] == [UNUSED_SEED]
    assert capsys.readouterr().err == ""
    with command_line_run():  # the seed used: nothing to say
        out = run_solve(plan_solve({"puzzle": YY_URL, "options": {"seed": 5, "engine": "cpsat"}}, Limits()))
    assert "notices" not in out


def test_the_command_line_still_says_the_unused_seed_once_on_stderr(monkeypatch, capsys):
    from gridsat.cli import main

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    for _ in range(2):
        with pytest.raises(SystemExit) as exc:
            main(["yinyang", YY_URL, "--seed", "5", "--json"])
        assert exc.value.code in (0, None)
    assert capsys.readouterr().err.count(f"note: {UNUSED_SEED}") == 1
