"""Hostile pass 69, part C: the Python API and the designers."""

import numpy as np
import pytest

from gridsat import Board, PuzzleInputError


def test_board_from_array_refuses_a_masked_value():
    """``Board.from_array(np.ma.masked_array([[1, 2]], mask=[[0, 1]]))`` made a board of 2 cells: np.asarray took
    the data under the mask, so a masked-out entry became a cell unsaid."""
    with pytest.raises(PuzzleInputError) as err:
        Board.from_array(np.ma.masked_array([[1, 2]], mask=[[0, 1]]))
    assert str(err.value) == ("array: board array has a masked value at row 1, column 2 (neither a cell nor a "
                              "hole): fill it first, e.g. array.filled(0) for holes")
    unmasked = Board.from_array(np.ma.masked_array([[1, 0]], mask=[[0, 0]]))  # nothing masked: as its data
    assert unmasked.cells == frozenset({(0, 0)})
    assert Board.from_array(np.ma.masked_array([[1, 2]], mask=[[0, 1]]).filled(0)).cells == frozenset({(0, 0)})
