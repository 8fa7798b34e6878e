"""Hostile pass 107, part d: limits on every path (time, memory, counts) across commands and kinds."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.memory import MemoryLimitError
from gridsat.puzzles.hashi.rules import HashiPuzzle


def _two_islands(side: int) -> HashiPuzzle:
    clues = [[None] * side for _ in range(side)]
    clues[0][0] = clues[0][side - 1] = 1
    return HashiPuzzle(rows=side, cols=side, clues=clues)


def test_hashi_memory_estimate_follows_the_islands_not_the_cells():
    # a 1000x1000 board of 12,640 islands was refused under the default 2 GB ("needs about 3.7 GB"; it peaked at
    # 230 MB): the estimate took 4000 bytes a cell, whatever the islands
    puzzle = _two_islands(1000)
    assert puzzle.rows * puzzle.cols * puzzle.bytes_per_cell < 0.2 * 2 ** 30
    crowded = HashiPuzzle(rows=4, cols=4, clues=[[2, None, 2, None]] * 4)
    assert crowded.bytes_per_cell == 200 + 8 * 20_000 // 16


def test_hashi_memory_message_gives_the_islands_estimate():
    with pytest.raises(MemoryLimitError) as caught:
        _two_islands(300).solve(options=gridsat.SolverOptions(memory_limit=10 * 2 ** 20))
    assert str(caught.value).startswith("a CP-SAT model of a 300x300 Hashiwokakero needs about 17.3 MB of memory; "
                                        "the limit is 10 MB")
