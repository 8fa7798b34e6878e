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


def test_a_region_holding_a_tetromino_walled_off_is_told_so():
    # a region holding its L with every cell beside it outside the region unshaded (or none there) was told "no L, I,
    # T or S tetromino would fit the region at r1c1 any more", though it holds one
    from gridsat.puzzles.lits.rules import LitsPuzzle

    puzzle = LitsPuzzle(rows=2, cols=8, clues=((None,) * 8,) * 2, regions=((0, 0, 0, 0, 1, 1, 1, 1),) * 2)
    board = Board(puzzle)
    grid = logic.givens(board)
    for i in (0, 1, 2, 8, 13, 14, 15, 7):
        grid[i] = SHADED
    assert logic.contradiction(State(board, grid))[0] == (
        "the L of the region at r1c1 (r1c1, r1c2, r1c3, r2c1) would be cut off from the other shaded cells (no cell "
        "beside it outside its region is shaded or undecided)")


def test_a_position_whose_tetromino_is_walled_off_is_told_so_as_it_stands():
    # before: "as it stands, no L, I, T or S tetromino fits the region at r1c1 any more", of a region holding its L
    puzzle, _ = published(SMALL)
    start = KIND.read_position("###????\n#..????\n.??????\n" + "???????\n" * 3, puzzle)
    out = KIND.hints(puzzle, start=start)
    assert out.reason == ("the L of the region at r1c1 (r1c1, r1c2, r1c3, r2c1) is cut off from the other shaded "
                          "cells (no cell beside it outside its region is shaded or undecided)")
