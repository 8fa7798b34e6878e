"""Hostile inputs, pass 115, part b: Skyscrapers' hints, grades and play card."""

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

PZPRJS = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"


def test_a_python_position_out_of_range_is_said_in_heights():
    # was: "r2c2: 9 is not 0 (undecided) or a digit from 1 to 4": a Skyscrapers' cell holds a height
    kind = gridsat.kinds.get("skyscrapers")
    position = [[0] * 6 for _ in range(6)]
    position[1][1] = 9
    with pytest.raises(PuzzleInputError, match=r"r2c2: 9 is not 0 \(undecided\) or a height from 1 to 4$"):
        kind.hints(kind.parse(PZPRJS), start=position)


def test_a_python_position_out_of_range_is_said_in_fillominos_numbers():
    # was: "r1c1: 10 is not 0 (undecided) or a digit from 1 to 9": a Fillomino's 10 is no digit
    kind = gridsat.kinds.get("fillomino")
    puzzle = kind.parse("fillomino\n2 . .\n. . 3\n. 1 .\n")
    with pytest.raises(PuzzleInputError, match=r"r1c2: 10 is not 0 \(undecided\) or a number from 1 to 9$"):
        kind.hints(puzzle, start=[[0, 10, 0], [0, 0, 0], [0, 0, 0]])


def test_the_play_card_names_what_is_typed_in_the_fields_word(api_client):
    # was: the Skyscrapers card said "select a cell and type its digit" (and Fillomino's too): the kinds list now
    # sends the word the card's sentences use
    kinds = {entry["name"]: entry for entry in api_client.get("/api/kinds").json()["kinds"]}
    assert [kinds[name]["play_value_word"] for name in ("sudoku", "skyscrapers", "fillomino", "kakuro")] \
        == ["digit", "height", "number", "digit"]
