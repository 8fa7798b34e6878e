"""Hostile pass 31, part C: the Python API (exact cover items, gridsat.pack's dicts)."""

import numpy as np
import pytest

import gridsat
from gridsat import PieceSet, count_covers, pentominoes
from gridsat.core.errors import PuzzleInputError


def test_numpy_whole_numbers_and_strings_name_the_same_items():
    # numpy's 1 beside 1 (and numpy's 'a' beside 'a') were refused as "equals the item ... name items with strings or
    # whole numbers", which they are: options made from numpy arrays could not be counted
    assert count_covers([np.array([0, 1]), [1], [0]]) == 2
    assert count_covers([[np.str_("a")], ["a"]]) == 2
    assert count_covers([[np.int64(1)], [1]]) == 2


def test_true_and_one_are_still_refused():
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 1 equals the item True to Python"):
        count_covers([[True], [1]])
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 1.0 equals the item 1 to Python"):
        count_covers([[1], [1.0]])
    with pytest.raises(PuzzleInputError, match=r"^option 1: item np.True_ equals the item np.int64\(1\)"):
        count_covers([[np.int64(1)], [np.True_]])


def test_pack_dict_key_that_is_neither_name_nor_polyomino_is_named():
    # said "PieceSet.of: piece 0 must be a Polyomino or a (Polyomino, count) pair, got tuple (5, '##/##')"
    with pytest.raises(TypeError) as got:
        gridsat.pack(["##", "##"], {5: "##/##"})
    assert str(got.value) == ('pieces: a dict maps piece names to shapes ({"O*2": "##/##"}) or Polyominoes to '
                              'counts, got the key int 5')


@pytest.mark.parametrize("shape, said", [(None, "NoneType None"), (5, "int 5"), (["##", "##"], "list ['##', '##']")])
def test_pack_dict_shape_of_the_wrong_type_is_a_type_error(shape, said):
    # was PuzzleInputError 'piece 'O': shape must be one line like "##/#."' (a list of rows is one line?)
    with pytest.raises(TypeError) as got:
        gridsat.pack(["##", "##"], {"O": shape})
    assert str(got.value) == f'pieces: the shape of piece \'O\' must be a drawing like "##/#.", got {said}'


def test_piece_count_of_the_wrong_type_is_named():
    # the message quoted the pair cut off inside the Polyomino, so the count at fault was never shown
    with pytest.raises(TypeError) as got:
        PieceSet.of({pentominoes()["F"]: 2.0})
    assert str(got.value) == "PieceSet.of: the count of piece F must be a whole number, got float 2.0"


def test_mask_rows_board_is_said_by_its_size():
    # "the piece set has no pieces: nothing to place on board board"
    with pytest.raises(PuzzleInputError) as got:
        gridsat.pack(["##", "##"], {})
    assert str(got.value) == "the piece set has no pieces: nothing to place on board 2x2"
    assert gridsat.pack(["##", "##"], {"O": "##/##"}).status.value == "solved"
