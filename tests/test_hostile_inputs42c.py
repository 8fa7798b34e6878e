"""Hostile pass 42, part C: the Python API and designers."""

from gridsat.core.hints import Deduction


def test_deduction_cut_before_any_step_says_so():
    # a limit after the uniqueness proof but before the first step printed "one answer" alone
    assert str(Deduction(verdict="unique", complete=False)) == "one answer; no steps (cut short)"
    assert str(Deduction(verdict="several", complete=False)) == "several answers; no steps (cut short)"
    assert str(Deduction(verdict="unique", complete=True)) == "one answer"
