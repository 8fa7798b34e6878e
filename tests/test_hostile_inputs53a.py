"""Hostile pass 53, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("cost, said", [
    ("cost H 1 1 5", "q.txt: line 2: cost domino H 1 1 does not fit on two free cells of the 2x2 grid (ROW and COL "
     "count from 0)"),
    ("cost V -1 0 5", "q.txt: line 2: cost domino V -1 0 does not fit on two free cells of the 2x2 grid (ROW and COL "
     "count from 0)"),
])
def test_cost_line_off_the_grid_names_its_line(cost, said):
    # it was "q.txt: cost domino ['H', 1, 1] does not fit on two free cells of the grid": no line, while a cost
    # given twice named its line
    text = f"dominofit\n{cost}\n2 2\n. .   2\n. .   2\n"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("dominofit").parse(text, source="q.txt")
    assert str(err.value) == said


def test_cost_line_on_a_blocked_cell_names_its_line():
    text = "dominofit\ncost V 0 0 5\n2 2\n# .   2\n. .   2\n"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("dominofit").parse(text, source="q.txt")
    assert str(err.value) == ("q.txt: line 2: cost domino V 0 0 does not fit on two free cells of the 2x2 grid (ROW "
                              "and COL count from 0)")


def test_cost_line_that_fits_is_kept():
    text = "dominofit\ncost H 0 0 5\ncost V 0 1 7\n2 2\n. .   2\n. .   2\n"
    puzzle = gridsat.kinds.get("dominofit").parse(text, source="q.txt")
    assert puzzle.costs == {("H", 0, 0): 5, ("V", 0, 1): 7}
