"""Hostile pass 73, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command, engine", [("nurikabe", "cpsat"), ("solve", "cpsat"), ("pack", "exact")])
def test_dash_e_with_an_engine_points_at_engine(run_cli, command, engine):
    # was: "No such option: -e; an edition is the calendar's: gridsat calendar DATE -e EDITION; ..." for a
    # user who meant the engine
    code, _, err = run_cli(command, "x", "-e", engine)
    assert code == 2
    assert (f"No such option: -e; the solver is chosen with --engine (-e is the calendar's edition): "
            f"--engine {engine} (see 'gridsat {command} --help')") in err


def test_dash_e_with_another_kinds_engine_keeps_the_edition_advice(run_cli):
    code, _, err = run_cli("pack", "6x10", "-e", "search")  # pack has no search engine: not advised
    assert code == 2
    assert "an edition is the calendar's" in err
