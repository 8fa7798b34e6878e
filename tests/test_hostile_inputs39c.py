"""Hostile pass 39, part C: the Python API and the designers."""
from array import array

import numpy as np
import pytest

from gridsat.engines.cover import CoverEngine

WANTED = "items must be a one-dimensional int32 array (array('i') or numpy int32)"


def test_numbered_two_dimensional_int32_names_its_dimensions():
    # was "got format 'i' of 4-byte items": the very format the message asked for
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([[0, 1]], dtype=np.int32), array("i", [0, 2]))
    assert str(err.value) == f"{WANTED}, got 2 dimensions (shape (1, 2))"


def test_numbered_strided_view_is_named():
    # was the C search's bare ValueError "ndarray is not C-contiguous", naming no argument
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([0, 9, 1, 9], dtype=np.int32)[::2], array("i", [0, 2]))
    assert str(err.value) == (f"{WANTED} with its items side by side, got a strided view "
                              "(copy it: numpy.ascontiguousarray)")


def test_numbered_byte_swapped_is_refused_by_name():
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([0, 1], dtype=">i4"), array("i", [0, 1, 2]))
    assert str(err.value) == f"{WANTED} in this machine's byte order, got format '>i' of 4-byte items"


def test_numbered_contiguous_int32_still_counts():
    engine = CoverEngine.numbered(np.int64(2), np.array([0, 1], dtype=np.int32), memoryview(array("i", [0, 1, 2])))
    assert engine.count() == (1, True)
