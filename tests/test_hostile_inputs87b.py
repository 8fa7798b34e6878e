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
