"""Hostile pass 83, part a: the Python API as a notebook and a program use it."""

from __future__ import annotations

import pickle

import pytest

import gridsat
from gridsat.core.task import Task

GRID_GENRES = ["nurikabe", "lightup", "heyawake", "norinori", "lits", "statuepark", "hitori"]


@pytest.mark.parametrize("name", GRID_GENRES)
def test_grid_genre_puzzles_and_results_pickle(name):
    # was: AttributeError: Can't pickle local object 'box_neighbours.<locals>.inside' (the puzzle's cached neighbour
    # function, a closure): no process pool, multiprocessing or joblib could take or hand back these genres
    kind = gridsat.kinds.get(name)
    ex = kind.examples[0]
    puzzle = kind.parse(ex.puzzle)
    result = kind.run(puzzle, Task("solve"), **ex.settings)
    assert pickle.loads(pickle.dumps(puzzle)) == puzzle
    back = pickle.loads(pickle.dumps(result))
    assert back == result and back.to_json()["status"] == "solved" and not back.violations()
    assert back.puzzle.neighbours((0, 0)) == puzzle.neighbours((0, 0))


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "nurikabe", "hitori"])
def test_hint_deductions_pickle_and_draw_after(name):
    # was: AttributeError: Can't pickle local object 'Explaining.hints.<locals>.<lambda>' (its drawing; a calendar's
    # cell names a lambda too)
    kind = gridsat.kinds.get(name)
    ex = kind.examples[0]
    deduction = kind.hints(kind.parse(ex.puzzle))
    back = pickle.loads(pickle.dumps(deduction))
    assert back == deduction and str(back) == str(deduction)
    assert back._repr_png_()[:8] == b"\x89PNG\r\n\x1a\n"
