"""The checker of every kind whose answer is a 0/1 grid refuses any other
value, naming the cell: read as true, a 2 or a -1 passed for shaded."""

from __future__ import annotations

import pytest

from gridsat.puzzles.kinds import Task, get, names

#: Kinds whose answer grid is 0/1, with what the values mean (their own words).
SHADING = {"nurikabe": "0 (unshaded) or 1 (shaded)", "heyawake": "0 (unshaded) or 1 (shaded)",
           "norinori": "0 (unshaded) or 1 (shaded)", "lits": "0 (unshaded) or 1 (shaded)",
           "statuepark": "0 (unshaded) or 1 (shaded)", "hitori": "0 (unshaded) or 1 (shaded)",
           "kurodoko": "0 (unshaded) or 1 (shaded)", "tapa": "0 (unshaded) or 1 (shaded)",
           "creek": "0 (unshaded) or 1 (shaded)",
           "aqre": "0 (unshaded) or 1 (shaded)", "cave": "0 (unshaded) or 1 (shaded)",
           "nurimisaki": "0 (unshaded) or 1 (shaded)", "kurotto": "0 (unshaded) or 1 (shaded)",
           "mochikoro": "0 (unshaded) or 1 (shaded)",
           "shimaguni": "0 (unshaded) or 1 (shaded)", "nonogram": "0 (unshaded) or 1 (shaded)",
           "starbattle": "0 (no star) or 1 (star)", "lightup": "0 (no bulb) or 1 (bulb)",
           "gokigen": "0 (/ diagonal) or 1 (\\ diagonal)"}


def _solved(name: str):
    kind = get(name)
    puzzle = kind.parse(kind.example)
    result = kind.run(puzzle, Task("solve"))
    return kind, puzzle, [list(row) for row in result.grid]


@pytest.mark.parametrize("name", SHADING)
@pytest.mark.parametrize("value", [2, -1, None, "1", [1]])
def test_a_value_other_than_0_or_1_is_refused_naming_the_cell(name, value):
    kind, puzzle, grid = _solved(name)
    assert puzzle.violations(grid) == []
    last = (puzzle.rows - 1, puzzle.cols - 1)
    grid[last[0]][last[1]] = value  # a 2 or -1 read as shaded: the grid could pass for an answer
    with pytest.raises(ValueError) as caught:
        puzzle.violations(grid)
    article = "an" if name == "aqre" else "a"  # ("a Aqre answer" was said)
    assert str(caught.value) == (f"cell r{puzzle.rows}c{puzzle.cols} holds {value!r}; {article} {kind.title} answer "
                                 f"holds {SHADING[name]}")


def test_every_kind_with_a_checker_of_grids_is_covered_or_reads_its_own_values():
    """The grid kinds whose answer is not 0/1 (digits, a loop's edges) report values themselves."""
    from gridsat.puzzles.grid.puzzle import GridPuzzle

    grid_kinds = {}
    for name in names():
        kind = get(name)
        puzzle = kind.parse(kind.example)
        if isinstance(puzzle, GridPuzzle):
            grid_kinds[name] = puzzle.answer_values
    assert {n for n, values in grid_kinds.items() if values is not None} == set(SHADING)
    assert {n for n, values in grid_kinds.items() if values is None} == {"sudoku", "masyu", "slitherlink", "shikaku",
                                                                                   "yajilin", "fillomino", "hashi", "numberlink", "kakuro",
                                                                                   "skyscrapers", "countryroad", "ripple",
                                                                                   "tentaisho", "easyasabc"}
    _, sudoku, grid = _solved("sudoku")
    grid[0][0] = 0
    assert sudoku.violations(grid)[0] == "cell r1c1 holds 0, not a digit from 1 to 4"
    _, yajilin, grid = _solved("yajilin")  # side bitmasks, 16 a shaded cell: 17 is none
    grid[0][0] = 17
    with pytest.raises(ValueError, match="cell r1c1 holds 17; a Yajilin answer holds side bitmasks 0..15"):
        yajilin.violations(grid)
