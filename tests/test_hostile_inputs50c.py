"""Hostile pass 50, part C: the Python API and designers."""

import dataclasses

import pytest

from gridsat import kinds


@pytest.mark.parametrize("name", [5, None, b"x"])
def test_grid_puzzle_name_not_text_refused_at_construction(name):
    """A grid genre's puzzle built with a name that is not text was taken, then met "title must be a string or
    None, got int 5" in figure(), an argument never given; Yin-Yang and Domino Fit refused it at once."""
    kind = kinds.get("nurikabe")
    puzzle = kind.read(kind.example)
    with pytest.raises(TypeError) as caught:
        dataclasses.replace(puzzle, name=name)
    assert str(caught.value) == f"name must be a string, got {type(name).__name__} {name!r}"


def test_library_of_another_type_refused_naming_its_field():
    """A Library built by hand with the piece set's function (gridsat.pentominoes, not called) was taken and met
    "'function' object has no attribute 'items'" in search_designs, whose docstring promises a TypeError naming
    the argument."""
    import gridsat
    from gridsat.puzzles.calendar.design import search_designs
    from gridsat.puzzles.calendar.library import Library

    with pytest.raises(TypeError, match=r"^Library's pieces must be a PieceSet, got function <function pentominoes "
                                        r"at 0x[0-9a-f]+> \(call it: pentominoes\(\)\)$"):
        search_designs("standard", Library("x", gridsat.pentominoes), 8, time_limit=0.5)
    with pytest.raises(TypeError, match=r"^Library's pieces must be a PieceSet, got NoneType None$"):
        Library("x", None)
    with pytest.raises(TypeError, match=r"^Library's name must be a string, got int 5$"):
        Library(5, gridsat.pentominoes())
    with pytest.raises(TypeError, match=r"^Library's one_sided must be True or False, got int 1$"):
        Library("x", gridsat.pentominoes(), 1)
    assert Library("x", gridsat.pentominoes(), np_true()).one_sided is True


def np_true():
    import numpy

    return numpy.True_
