"""Hostile pass 89, part b: LITS hints and the faster trials."""

from __future__ import annotations

from gridsat.puzzles.grid.hinting import SHADED, Board, State
from gridsat.puzzles.lits import deductions as logic
from test_hints_lits import KIND, SMALL, published


def test_regions_side_by_side_whose_same_tetrominoes_do_not_touch_break_nothing():
    # the answer of janko-lits-1 has Ls in the regions at r1c1 and r1c6, side by side but not touching; a position
    # of them with a mistake at r4c1 was told "as it stands, the L tetrominoes of the region at r1c1 and the region
    # at r1c6 share an edge" (the rule was checked region by region, not cell by cell)
    puzzle, answer = published(SMALL)
    start = [[v if (r, c) in {(0, 0), (0, 1), (0, 2), (1, 0), (0, 5), (0, 6), (1, 6), (2, 6)} else 0
              for c, v in enumerate(row)] for r, row in enumerate(answer)]
    start[3][0] = SHADED
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(3, 0)] and out.reason is None
    board = Board(puzzle)
    grid = logic.givens(board)
    for r, c in [(0, 0), (0, 1), (0, 2), (1, 0), (0, 5), (0, 6), (1, 6), (2, 6)]:
        grid[r * 7 + c] = SHADED
    assert logic.contradiction(State(board, grid)) is None
