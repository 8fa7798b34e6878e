"""The forty-fifth hostile pass, part C: the Python API and designers."""

from pathlib import Path

import pytest

import gridsat
from gridsat import PuzzleInputError
from gridsat.puzzles import dominofit

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("start, said", [
    ([("H", 0, 2), ("H", 0, 3)], "start: the domino ['H', 0, 3] overlaps the domino ['H', 0, 2] at r1c4"),
    ([("H", 0, 2), ("V", 0, 3)], "start: the domino ['V', 0, 3] overlaps the domino ['H', 0, 2] at r1c4"),
    ([("V", 0, 2), ("H", 0, 2)], "start: the domino ['H', 0, 2] overlaps the domino ['V', 0, 2] at r1c3"),
])
def test_a_domino_fit_hint_start_of_overlapping_dominoes_names_the_overlap(start, said):
    """Dominoes given as a start were written as marks one over the other, so two overlapping ones were refused for
    a mark the caller never wrote ("start: r1c3: < has no > beside it"); packing says "piece I overlaps another
    piece"."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = dominofit.load_puzzle(EXAMPLES / "dominofit-8x8.json")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start=start, first=True)
    assert str(caught.value) == said


def test_a_domino_fit_hint_start_listing_one_domino_twice_is_that_domino():
    kind = gridsat.kinds.get("dominofit")
    puzzle = dominofit.load_puzzle(EXAMPLES / "dominofit-8x8.json")
    once = kind.hints(puzzle, start=[("H", 0, 2)], first=True).to_json()
    twice = kind.hints(puzzle, start=[("H", 0, 2), ["H", 0, 2]], first=True).to_json()
    assert {**twice, "seconds": 0} == {**once, "seconds": 0}
