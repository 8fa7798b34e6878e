"""Hostile pass 54, part c: the Python API and designers."""

from __future__ import annotations

import pytest

import gridsat.puzzles.dominofit as df
from gridsat import PuzzleInputError
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


def test_contradiction_session_answers_as_a_cpsat_session():
    # targets proven impossible by arithmetic: the stand-in met AttributeError for enumerate and backbone, and took
    # forbid(None) that the solving session refuses
    session = cpsat_session(df.DominoFitPuzzle(2, 2, frozenset(), (5, 5), (5, 5)))
    out = session.enumerate()
    assert (out.count, out.complete, out.solutions) == (0, True, [])
    assert session.backbone() is None
    with pytest.raises(TypeError, match="^values must be a list of 0s and 1s, one per decision variable, got "
                                        "NoneType None$"):
        session.forbid(None)
    with pytest.raises(PuzzleInputError, match="^an assignment has 1 values for 4 decision variables$"):
        session.forbid([1])
    with pytest.raises(TypeError, match="^limit must be a whole number, got float 1.5$"):
        session.enumerate(limit=1.5)


def test_grid_kind_session_enumerates_answers_not_model_solutions():
    # the connectivity model's auxiliary variables are free for one shading: the session counted 4 for a unique
    # LITS and 131,712 for a Nurikabe of 2 answers
    from gridsat import SolverOptions, Task, kinds

    for name, text, answers in (("lits", "lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n", 1),
                                ("nurikabe", "nurikabe\n. . . .\n. 3 . .\n. . . .\n. . . 2\n", 2)):
        kind = kinds.get(name)
        puzzle = kind.parse(text)
        session, _ = kind.cpsat_session(puzzle, "cpsat", SolverOptions())
        out = session.enumerate(keep=0)
        assert (out.count, out.complete) == (answers, True)
        assert kind.run(puzzle, Task("count")).count == answers


def test_grid_kind_session_refuses_an_engine_it_has_not():
    # 'cuts' for a kind without it met TypeError "model() got an unexpected keyword argument 'lazy'"; options=None
    # met AttributeError
    from gridsat import kinds

    lits = kinds.get("lits")
    puzzle = lits.parse("lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n")
    with pytest.raises(PuzzleInputError, match="^no CP-SAT session 'cuts' for LITS; use cpsat$"):
        lits.cpsat_session(puzzle, "cuts", None)
    session, _ = lits.cpsat_session(puzzle, "cpsat", None)
    assert session.enumerate(keep=0).count == 1
    hitori = kinds.get("hitori")
    with pytest.raises(PuzzleInputError, match="^no CP-SAT session 'auto' for Hitori; use cpsat or cuts$"):
        hitori.cpsat_session(hitori.parse("hitori\n1 2\n2 1\n"), "auto", None)
