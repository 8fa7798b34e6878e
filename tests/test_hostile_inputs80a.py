"""Hostile pass 80, part a: what the command line prints for scripts (--json, exit codes)."""

from __future__ import annotations

import json

import pytest

from test_hostile_inputs16 import _ctrl_c


@pytest.mark.parametrize("task, uniqueness", [(["--unique"], "unknown"), (["--forced"], None)])
def test_ctrl_c_in_a_proof_of_a_search_engine_prints_its_json(run_cli, monkeypatch, task, uniqueness):
    """``solve e40.txt --forced --json`` (an empty 40x40 Yin-Yang), Ctrl-C in the search engine's proof: exit
    130 and nothing on stdout but "gridsat: interrupted (Ctrl-C)" on stderr, where ``--engine cpsat`` printed
    its result (uniqueness unknown, interrupted true) and docs/json.md promises one object a run."""
    from gridsat.puzzles.grid.decided import DeducingKind

    monkeypatch.setattr(DeducingKind, "solver", _ctrl_c)
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", *task, "--json")
    data = json.loads(out)
    assert code == 130 and err == ""
    assert list(data)[:4] == ["kind", "status", "seconds", "complete"]
    assert (data["status"], data["complete"], data["interrupted"], data.get("uniqueness")) == (
        "unknown", False, True, uniqueness)
