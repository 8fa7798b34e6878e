"""Hostile pass 71, part c: the Python API, answers' correctness and the designers."""

import pytest

import gridsat


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "nurikabe", "hitori"])
def test_position_of_names_a_text_that_is_no_string(name):
    # kind.position_of(None, puzzle) met "'NoneType' object has no attribute 'splitlines'" (AttributeError), where
    # read_position beside it named the argument; a puzzle of another kind was not refused either
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    with pytest.raises(TypeError, match=r"^text must be a position's text \(str\), got NoneType$"):
        kind.position_of(None, puzzle)
    with pytest.raises(TypeError, match=r"^puzzle must be .* got NoneType$"):
        kind.position_of("0", None)
