"""Hostile pass 123, part a: Mochikoro's answers, reasons and words against the rules."""

from __future__ import annotations

import json

import gridsat.puzzles.conflict as conflict


def test_two_touching_numbers_are_the_reason_when_the_search_finds_none_in_time(run_cli, tmp_path, monkeypatch):
    """A board too large for the reason's search in its budget (a 30x30 of 170 numbers spent it all) still names two
    numbers side by side: before, "infeasible" came with no reason at all."""
    monkeypatch.setattr(conflict, "BUDGET", 0.0)  # the search's budget spent before it starts
    (tmp_path / "n.txt").write_text("mochikoro\n. . .\n. 2 3\n. . .\n")
    code, out, _ = run_cli("mochikoro", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == ("the numbers at r2c2 and r2c3 touch, so one rectangle would "
                                                       "hold both (whatever the rectangle sizes)")
    (tmp_path / "n.txt").write_text("nurikabe\n. . .\n. 2 3\n. . .\n")
    code, out, _ = run_cli("nurikabe", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == ("the numbers at r2c2 and r2c3 touch, so one island would "
                                                       "hold both (whatever the island sizes)")
