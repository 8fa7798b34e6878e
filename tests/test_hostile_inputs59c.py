"""Hostile pass 59, part C: the Python API and designers."""

import warnings

import pytest

import gridsat


def test_python_note_of_an_unused_seed_is_a_user_warning(capsys):
    """README: what the command line prints as a ``note:`` is a ``UserWarning`` in Python; a seed the race's
    search made unused was printed as "note: ..." on stderr, which a caller could neither catch nor quiet."""
    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = puzzle.solve(options=gridsat.SolverOptions(seed=3))
    assert result.status == gridsat.Status.SOLVED
    assert [(w.category, str(w.message)) for w in caught] == [
        (UserWarning, "the search answered before CP-SAT started, so seed went unused (engine='cpsat' runs CP-SAT "
                      "alone)")]
    assert capsys.readouterr().err == ""
