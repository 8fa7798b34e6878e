"""Lead's own finds of session 47: each fault's words or value, asserted."""

from __future__ import annotations

from gridsat.puzzles.fillomino.deductions import Board, contradiction


def test_a_fillomino_block_that_cannot_grow_is_said_so_in_one_word():
    # a player's 3 boxed in by 1s: "the block of 3s at r1c1 can not grow to 3 cells" (pass 113c's read)
    grid = [3, 1, 0, 1, 0, 0]  # 2x3, row-major
    said, cells = contradiction(Board(2, 3), grid, now=True)
    assert said == "the block of 3s at r1c1 cannot grow to 3 cells (only 1 within reach)"
    said, _ = contradiction(Board(2, 3), grid)
    assert said.startswith("the block of 3s at r1c1 could not grow to 3 cells")
