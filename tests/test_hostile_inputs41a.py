"""Hostile pass 41, the command line: faults found and their exact messages now."""

from __future__ import annotations


def test_out_of_range_fraction_is_shown_unrounded(run_cli):
    """`generate dominofit --blocked 0.50000001` said "must be from 0 to 0.5, got 0.5": the value
    shown rounded to the very bound it broke."""
    code, out, err = run_cli("generate", "dominofit", "--blocked", "0.50000001")
    assert (code, out) == (2, "")
    assert err.strip() == "gridsat: error: --blocked must be from 0 to 0.5, got 0.50000001"
    from gridsat.core.settings import _plain

    assert (_plain(0.5), _plain(1e-9), _plain(10000), _plain(0.6)) == ("0.5", "1e-09", "10000", "0.6")
