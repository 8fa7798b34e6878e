"""Hostile pass 82, part e: options against each other and at their limits' edges."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.dominofit.objective import Objective
from test_hostile_inputs5 import DATA


def test_an_edge_band_past_any_board_is_refused(run_cli):
    """``--objective edge --depth 99999999999999999999`` was accepted and echoed ("maximise dominoes within
    99999999999999999999 cells of the top edge"), the one count option without an upper bound."""
    assert run_cli("dominofit", str(DATA / "batch" / "dominofit_6x6.json"), "--objective", "edge", "--depth",
                   "99999999999999999999") == (
        2, "", "gridsat: error: --depth must be from 1 to 1000, got 99999999999999999999\n")


@pytest.mark.parametrize("depth", [0, 1001, 10**20])
def test_an_objectives_band_is_bounded_from_python(depth):
    """``Objective("edge", depth=10**20)`` was accepted (only a band below 1 was refused)."""
    with pytest.raises(PuzzleInputError, match=rf"^edge depth must be from 1 to 1000 cells \(a board's longest "
                                               rf"side\), got {depth}$"):
        Objective("edge", depth=depth)


def test_params_cannot_turn_off_the_enumeration_a_count_needs(run_cli):
    """``pack -b 3x20 -p pentominoes --engine cpsat --count --params enumerate_all_solutions:false`` said
    "1 solution (all counted)" of a board with 2 (applied last, the user's false won); ``-n 3`` said "no more
    exist"."""
    assert run_cli("pack", "-b", "3x20", "-p", "pentominoes", "--engine", "cpsat", "--count", "--params",
                   "enumerate_all_solutions:false") == (
        2, "", "gridsat: error: --params enumerate_all_solutions is gridsat's to set (it decides which answers a "
               "count or listing sees): leave it out\n")


def test_params_cannot_hide_answers_in_presolve(run_cli):
    """``--count --params keep_all_feasible_solutions_in_presolve:false`` said "2 solutions (all counted)" of a
    board with 8."""
    assert run_cli("pack", "-b", "3x20", "-p", "pentominoes", "--engine", "cpsat", "--count", "--params",
                   "keep_all_feasible_solutions_in_presolve:false") == (
        2, "", "gridsat: error: --params keep_all_feasible_solutions_in_presolve is gridsat's to set (it decides "
               "which answers a count or listing sees): leave it out\n")


def test_stop_after_first_solution_is_named_as_the_listings_stop(run_cli):
    """``--params stop_after_first_solution:true -n 3 -t 40`` was told "the time limit stopped the listing"
    0.6 s into its 40."""
    code, out, err = run_cli("pack", "-b", "3x20", "-p", "pentominoes", "--engine", "cpsat", "-n", "3", "-t", "600",
                             "--params", "stop_after_first_solution:true")
    assert code == 0 and err == ""
    assert "1 solution listed (of 3 asked for: a solver limit (--params) stopped the listing; there may be more)" \
        in out


def test_params_workers_are_bounded_as_dash_w_is(run_cli):
    """``--params num_workers:100000`` was taken where ``-w 100000`` is refused (from 1 to 256)."""
    assert run_cli("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--engine", "cpsat", "--params",
                   "num_workers:100000") == (
        2, "", "gridsat: error: --params num_workers must be at most 256, as -w/--workers, got 100000\n")
