"""Pass 85, part d: a second kind author (Shikaku) following docs/adding-a-kind.md."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class _Numbers(GridPuzzle):
    """A genre whose answers are whole numbers (answer_values None), with no symbols of its own."""

    kind_name = "numbers"
    answer_values = None


def test_a_genre_of_numbers_is_not_offered_the_shading_symbols():
    # was: "a recorded numbers solution must be rows of #/./*/x or of numbers" -- '#' (shaded) means nothing to a
    # genre whose answers are numbers (Shikaku's ranks), and '#' was read as 1
    assert _Numbers.answer_symbols == {}
    with pytest.raises(PuzzleInputError, match="must be rows of whole numbers separated by spaces$"):
        _Numbers.read_answer(["#."])
    with pytest.raises(PuzzleInputError, match="must be rows of whole numbers separated by spaces$"):
        _Numbers.read_answer(["233111"])  # rows as strings of characters: no symbols to read


def test_a_genre_of_numbers_reads_a_one_column_answer_as_numbers():
    # was refused: a line of one token was read as a row of symbols ("1" no symbol), so a 3x1 answer "1\n1\n1" was
    # "must be rows of ... or of numbers"
    assert _Numbers.read_answer("1\n2\n12\n") == [[1], [2], [12]]
    assert _Numbers.read_answer("1 2\n3 12\n") == [[1, 2], [3, 12]]


def test_shading_genres_keep_their_symbols():
    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle

    assert NurikabePuzzle.read_answer(["#.", ".#"]) == [[1, 0], [0, 1]]
    with pytest.raises(PuzzleInputError, match=r"rows of #/\./\*/x or of numbers$"):
        NurikabePuzzle.read_answer(["ab"])
