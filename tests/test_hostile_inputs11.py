"""The eleventh hostile pass over the genres' answers, checkers, hints, grades,
generators and URLs (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import pytest

from gridsat.puzzles import kinds


@pytest.mark.parametrize("genre, text, position, cell", [
    # 2 at r2c1 needs an island of 2 cells: r2c2 undecided was read as unshaded, and the position passed
    ("nurikabe", "nurikabe\n. . .\n2 . .\n", [[2, 2, 2], [1, 0, 2]], "r2c2"),
    ("nurikabe", "nurikabe\n. . .\n2 . .\n", [[2, 2, 2], [1, 7, 2]], "r2c2"),
    # hitori: r1c1 undecided was read as unshaded (the repeated 1 then sits beside a shaded cell: passed)
    ("hitori", "hitori\n1 1\n1 2\n", [[0, 2], [2, 1]], "r1c1"),
    ("hitori", "hitori\n1 1\n1 2\n", [[1, 2], [2, -1]], "r2c2"),
])
def test_a_shading_position_with_a_cell_neither_shaded_nor_unshaded_is_no_answer(genre, text, position, cell):
    # check_position is "the rules a fully decided position breaks (empty: it is an answer)": a cell that is
    # undecided (0) or holds no value at all was taken for unshaded, so a half-filled position passed as an
    # answer.  Yin-Yang names the cell ("cell r1c1 is 0, neither white (1) nor black (2)"); so do these now.
    kind = kinds.get(genre)
    problems = kind.check_position(kind.parse(text), position)
    value = position[int(cell[1]) - 1][int(cell[3]) - 1]
    assert f"position: cell {cell} is {value}, neither unshaded (1) nor shaded (2)" in problems


def test_a_shading_position_filled_right_still_passes_and_a_wrong_one_names_the_rule():
    kind = kinds.get("nurikabe")
    puzzle = kind.parse("nurikabe\n. . .\n2 . .\n")
    assert kind.check_position(puzzle, [[2, 2, 2], [1, 1, 2]]) == []
    assert kind.check_position(puzzle, [[2, 2, 2], [1, 1, 1]]) == ["position: the island of clue 2 at r2c1 has 3 cells"]
