"""Ctrl-C keeps what was found (docs/json.md), in a uniqueness proof too."""

from __future__ import annotations

import json


def test_ctrl_c_while_a_second_answer_is_looked_for_keeps_the_first(run_cli, monkeypatch):
    """docs/json.md: an interrupted run keeps what was found. Ctrl-C in --unique's second solve printed
    'interrupted' alone, the first answer lost; it is printed, uniqueness unknown, marked interrupted (exit 130)."""
    from gridsat.engines.cpsat import CpSatSession

    real, calls = CpSatSession.solve, []

    def second_interrupted(self):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(self)

    monkeypatch.setattr(CpSatSession, "solve", second_interrupted)
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--unique", "--engine", "cpsat",
                             "--json")
    got = json.loads(out)
    assert (code, got["status"], got["uniqueness"], got["interrupted"], got["complete"]) == (
        130, "solved", "unknown", True, False), err
    assert len(got["grid"]) == 5 and len(calls) == 2


def test_ctrl_c_while_forced_cells_are_proven_keeps_the_answer_and_says_so(run_cli, monkeypatch):
    """Ctrl-C in --forced's probes printed 'interrupted' alone; the answer and the cells not yet seen to vary are
    printed, as the time limit leaves them (status unknown: unproven), marked interrupted (exit 130)."""
    from gridsat.engines.cpsat import CpSatSession

    real, calls = CpSatSession.solve, []

    def probe_interrupted(self):
        calls.append(1)
        if len(calls) == 2:  # the first probe after the answer
            raise KeyboardInterrupt
        return real(self)

    monkeypatch.setattr(CpSatSession, "solve", probe_interrupted)
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--forced", "--engine", "cpsat",
                             "--json")
    got = json.loads(out)
    assert (code, got["status"], got["interrupted"], got["complete"]) == (130, "unknown", True, False), err
    assert len(got["grid"]) == len(got["forced"]) == 5 and len(calls) == 2  # unknown: the cells shown may still vary
