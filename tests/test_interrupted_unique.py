"""Ctrl-C keeps what was found (docs/json.md), in a uniqueness proof and a proof of forced cells too."""

from __future__ import annotations

import json

URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def _ctrl_c_at_the_second_solve(monkeypatch) -> list:
    """CP-SAT's second solve of a session raises KeyboardInterrupt (as Ctrl-C does there); the solves, counted."""
    from gridsat.engines.cpsat import CpSatSession

    real, calls = CpSatSession.solve, []

    def second_interrupted(self):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(self)

    monkeypatch.setattr(CpSatSession, "solve", second_interrupted)
    return calls


def test_ctrl_c_while_a_second_answer_is_looked_for_keeps_the_first(run_cli, monkeypatch):
    """Ctrl-C in --unique's second solve printed 'interrupted' alone, the first answer lost; it is printed,
    uniqueness unknown, marked interrupted (exit 130)."""
    calls = _ctrl_c_at_the_second_solve(monkeypatch)
    code, out, err = run_cli("solve", URL, "--unique", "--engine", "cpsat", "--json")
    got = json.loads(out)
    assert (code, got["status"], got["uniqueness"], got["interrupted"], got["complete"]) == (
        130, "solved", "unknown", True, False), err
    assert len(got["grid"]) == 5 and len(calls) == 2


def test_ctrl_c_while_forced_cells_are_proven_keeps_the_answer_and_says_so(run_cli, monkeypatch):
    """Ctrl-C in --forced's probes printed 'interrupted' alone; the answer and the cells not yet seen to vary are
    printed, as the time limit leaves them (status unknown: unproven), marked interrupted (exit 130)."""
    calls = _ctrl_c_at_the_second_solve(monkeypatch)  # the first probe after the answer
    code, out, err = run_cli("solve", URL, "--forced", "--engine", "cpsat", "--json")
    got = json.loads(out)
    assert (code, got["status"], got["interrupted"], got["complete"]) == (130, "unknown", True, False), err
    assert len(got["grid"]) == len(got["forced"]) == 5 and len(calls) == 2  # unknown: the cells shown may still vary
