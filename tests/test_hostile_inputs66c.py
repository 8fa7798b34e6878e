"""Hostile pass 66, part c: the Python API and the designers."""

from __future__ import annotations

import numpy as np
import pytest

import gridsat


def test_piece_set_count_of_a_numpy_array_is_a_type_error_naming_the_name():
    # was numpy's "The truth value of an array with more than one element is ambiguous" (a ValueError)
    pieces = gridsat.pentominoes()
    with pytest.raises(TypeError, match=r"^a piece's name must be a string, got array\(\[\[1, 0\], \[0, 1\]\]\)$"):
        pieces.count(np.array([[1, 0], [0, 1]]))
    with pytest.raises(TypeError, match=r"^a piece's name must be a string, got array\(\['F', 'I'\]"):
        pieces[np.array(["F", "I"])]
    assert pieces.count(np.str_("F")) == 1 and pieces["F"].name == "F"
    with pytest.raises(KeyError, match="no piece named 'Q' in this set"):
        pieces.count("Q")
