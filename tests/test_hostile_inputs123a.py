"""Hostile pass 123, part a: Mochikoro's answers, reasons and words against the rules."""

from __future__ import annotations

import json

import pytest

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


def test_corner_connectivity_refuses_cells_off_the_grid_and_a_non_mapping():
    """``connected_through_corners`` took literals of cells outside its grid without a word (and a key that is not a
    cell, or None, failed in Python's words); now it refuses them as ``no_2x2`` does."""
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import rectangular_areas
    from gridsat.constraints.walls import connected_through_corners

    model = RuleModel()
    shaded = {(r, c): model.new_bool_var("") for r in range(3) for c in range(3)}
    with pytest.raises(ValueError, match=r"^shaded: \(0, 2\) is not a cell of the 2x2 grid$"):
        connected_through_corners(model, 2, 2, shaded)
    with pytest.raises(ValueError, match=r"^shaded: 'a' is not a cell of the 3x3 grid$"):
        connected_through_corners(model, 3, 3, {**shaded, "a": shaded[0, 0]})
    with pytest.raises(TypeError, match=r"^shaded must be a mapping of cells to literals, got NoneType$"):
        connected_through_corners(model, 3, 3, None)
    with pytest.raises(TypeError, match=r"^members must be a mapping of cells to literals, got list$"):
        rectangular_areas(model, 3, 3, [(0, 0)])
