"""Hostile pass 54, part c: the Python API and designers."""

from __future__ import annotations

import gridsat.puzzles.dominofit as df
from gridsat.puzzles.dominofit.model import cpsat_session


def _open_4x4():
    return df.DominoFitPuzzle(4, 4, frozenset(), (99,) * 4, (99,) * 4, row_relations=("<=",) * 4,
                              col_relations=("<=",) * 4)


def test_session_with_objective_enumerates_every_tiling():
    # CP-SAT's own enumeration of a model with an objective reports only its improving solutions: 3 of 36, complete
    session = cpsat_session(_open_4x4(), objective=df.Objective("max-vertical"))
    out = session.enumerate(keep=0)
    assert (out.count, out.complete) == (36, True)
    assert cpsat_session(_open_4x4()).enumerate(keep=0).count == 36
