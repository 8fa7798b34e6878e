"""Hostile pass 90, part b: packing and exact cover."""

from __future__ import annotations

import pytest

import gridsat
from gridsat import PuzzleInputError


def test_a_ragged_mask_row_of_one_cell_is_one_column():
    # gridsat.pack(["##", "#"], ...) was told "ragged mask: row 2 has 1 columns" (the count's noun not made singular)
    with pytest.raises(PuzzleInputError) as err:
        gridsat.pack(["##", "#"], {"D": "##"})
    assert str(err.value) == "board: ragged mask: row 2 has 1 column, row 1 has 2 (pad with '.' for no cell)"
