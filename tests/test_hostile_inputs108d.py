"""Hostile pass 108, part d: the Python library and batch, as an OR learner and a collector."""

from __future__ import annotations

import pytest

import gridsat

HASHI = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


@pytest.mark.parametrize("url", [HASHI, MASYU])
def test_edge_strings_of_a_grid_of_another_board_are_refused(url):
    # puzzle.edges_json(result.grid) (docs/hashi.md) wrote strings of any grid: two rows of a 6x6 Masyu gave six
    # horizontal strings, the missing rows as no loop; a Hashiwokakero grid of 1x3 gave ['00'] and []
    kind, puzzle = gridsat.read(url)
    grid = puzzle.solve().grid
    with pytest.raises(ValueError, match=r"^the answer is 2x\d, not \dx\d as the board: edge strings are written of "
                                         r"an answer to this puzzle$"):
        puzzle.edges_json(grid[:2])
    assert puzzle.edges_json(grid)["horizontal"] == puzzle.solve().to_json()["horizontal"]


@pytest.mark.parametrize("url", [HASHI, MASYU])
def test_edge_strings_of_a_forced_grid_are_refused(url):
    # a forced grid's None cells were written as no bridge / no loop on Masyu (a silently wrong picture of what is
    # not decided), and met "unsupported operand type(s) for %: 'NoneType' and 'int'" on Hashiwokakero
    kind, puzzle = gridsat.read(url)
    grid = [[None] * puzzle.cols for _ in range(puzzle.rows)]
    with pytest.raises(ValueError, match=r"^cell r1c1 is not decided \(None\): edge strings are written of a whole "
                                         r"answer \(a result's grid\), not of a forced grid$"):
        puzzle.edges_json(grid)
    with pytest.raises(TypeError, match="^grid must be rows of cell values"):
        puzzle.edges_json(None)  # was "'NoneType' object is not iterable"


def test_edge_strings_of_a_value_no_answer_holds_are_refused():
    # a Hashiwokakero cell 9 was written as the vertical digit '3' (no bridge count), silently
    kind, puzzle = gridsat.read(HASHI)
    with pytest.raises(ValueError, match=r"^cell r1c1 holds 9; a Hashiwokakero answer holds right \+ 3 x down "
                                         r"bridges, 0\.\.8$"):
        puzzle.edges_json([[9] * 5] * 5)
