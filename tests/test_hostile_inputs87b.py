"""Hostile pass 87, part b: the Python library as a programmer uses it."""

import pickle

import pytest

import gridsat


@pytest.mark.parametrize("kind", ["yinyang", "dominofit"])
def test_a_generated_puzzle_pickles(kind):
    # was: AttributeError "Can't pickle local object 'YinYangGenerator.make.<locals>.<lambda>'" (its drawing
    # a lambda), so a process pool making puzzles returned none
    made = gridsat.kinds.get(kind).generator().generate(5, 5, 1)
    back = pickle.loads(pickle.dumps(made))
    assert back == made and back.record() == made.record()
    assert back.figure("t") is not None


@pytest.mark.parametrize("url", ["https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "https://puzz.link/p?yinyang/5/5/016612300"])
def test_hints_start_as_rows_of_text(url):
    # was: each character a cell, "start: the position has 5 rows of 9 cells; the puzzle has 5 rows of 5"
    # (and ['00000'] * 5 "r1c1: '0' is not 0, 1 or 2"), where the placing kinds read rows of text as text
    kind, puzzle = gridsat.read(url)
    given = kind.hints(puzzle)
    assert len(kind.hints(puzzle, start=["0 0 0 0 0"] * 5).steps) == len(given.steps)
    assert len(kind.hints(puzzle, start=["00000"] * 5).steps) == len(given.steps)
    with pytest.raises(TypeError, match=r"^start must be rows of values \(0 undecided\) or rows of their text, "
                                        r"not both$"):
        kind.hints(puzzle, start=["0 0 0 0 0"] * 4 + [[0] * 5])
