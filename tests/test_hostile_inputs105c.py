"""Hostile pass 105, part c: Light Up, Kurodoko, Tapa, Creek, Aqre, Cave."""

import pytest

import gridsat
from gridsat import PuzzleInputError

LIGHTUP = "lightup\n2 . . .\n. . . .\n. . . .\n. . . 2\n"
CAVE = "cave\n. 4 . .\n5 . 7 .\n. . . 4\n4 . . .\n"
AQRE = "aqre\n5 2 . .\n. . . .\n0 . 2 .\n. . . .\n\n0 1 1 1\n0 0 1 1\n2 0 3 4\n2 0 3 4\n"


def _recorded(name, text, solution):
    kind = gridsat.kinds.get(name)
    result = kind.parse(text).solve()
    return kind, result, kind.recorded_answer(result, solution)


def test_lightup_answer_writing_walls_as_the_puzzle_does_is_no_bulb_on_a_wall():
    # "#*.." (walls '#', as Light Up's own text writes them) was "a bulb stands on the wall at r1c1"
    kind, result, grid = _recorded("lightup", LIGHTUP, "#*..\n*...\n...*\n..*#\n")
    assert grid == [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]]
    assert kind.same_answer(result, "#*..\n*...\n...*\n..*#\n")
    assert kind.same_answer(result, ["#*..", "*...", "...*", "..*#"])


def test_lightup_answer_writing_wall_numbers_is_read():
    # "2*.." was refused: "must be rows of #/./*/x or of numbers"
    kind, result, grid = _recorded("lightup", LIGHTUP, "2*..\n*...\n...*\n..*2\n")
    assert grid == [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]]


def test_lightup_bulb_on_an_open_cell_written_hash_still_a_bulb():
    kind, result, grid = _recorded("lightup", LIGHTUP, "#*..\n*...\n...*\n..**\n")
    assert result.puzzle.violations(grid) == ["a bulb stands on the wall at r4c4"]


def test_cave_answer_writing_its_numbers_is_read():
    kind, result, grid = _recorded("cave", CAVE, ".4.#\n5.7.\n##.4\n4...\n")
    assert grid == [list(row) for row in result.grid]
    _, _, shaded = _recorded("cave", CAVE, ".4.#\n5.7.\n##.#\n4...\n")
    assert "numbered cell r3c4 is shaded" in result.puzzle.violations(shaded)


def test_aqre_number_in_an_answer_stays_refused():
    # an Aqre's numbered cell may be shaded: its number written there says neither
    with pytest.raises(PuzzleInputError, match=r"cell r1c1 holds 5; an Aqre answer holds 0 \(unshaded\) or 1"):
        _recorded("aqre", AQRE, "5#.#\n##.#\n.###\n.##.\n")  # (a digit a cell is read since pass 106)


def test_rows_of_numbers_still_read_in_a_genre_whose_clues_are_open():
    kind, result, grid = _recorded("cave", CAVE, [list(row) for row in gridsat.kinds.get("cave").parse(CAVE).solve().grid])
    assert grid == [list(row) for row in result.grid]
