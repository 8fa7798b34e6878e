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
