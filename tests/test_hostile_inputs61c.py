"""Hostile pass 61, part c: the Python API."""
import pytest

from gridsat import pack, pentominoes
from gridsat.core.errors import PuzzleInputError


def test_subset_is_named_by_its_pieces_not_the_whole_set():
    # three pentominoes were named "pentominoes": a picture of them titled "pentominoes in 3x5"
    assert pentominoes().subset("I L P").name == "pentominoes I L P"
    assert pentominoes().subset({"F": 2, "I": 1}).name == "pentominoes F*2 I"
    assert pentominoes().subset("Z Y X W V U T P N L I F").name == "pentominoes"


def test_empty_subset_is_not_called_the_whole_set():
    with pytest.raises(PuzzleInputError) as err:
        pack("2x2", pentominoes().subset([]))
    assert str(err.value) == "the piece set has no pieces: nothing to place on board 2x2"


def test_subset_still_refuses_a_piece_twice():
    with pytest.raises(PuzzleInputError, match="piece name 'F' is used twice"):
        pentominoes().subset(["F", "F"])
