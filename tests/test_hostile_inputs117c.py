"""Hostile pass 117, part c: limits and interruptions on the newest paths (Nonogram, Skyscrapers, Shimaguni,
Slitherlink's hints, the play cards' /api/hint)."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

SKYSCRAPERS = "https://puzz.link/p?skyscrapers/5/5/g33i22211432g323g1"


def test_a_skyscrapers_position_of_a_thousand_rows_is_counted_as_other_messages_count():
    # was: "the position has 1000 rows of 1000 cells", where every other kind's says "1,000 rows of 1,000 cells"
    kind = gridsat.kinds.get("skyscrapers")
    puzzle = kind.parse(SKYSCRAPERS)
    text = "\n".join(" ".join("0" for _ in range(1000)) for _ in range(1000)) + "\n"
    with pytest.raises(PuzzleInputError, match=r"^position: the position has 1,000 rows of 1,000 cells; the puzzle "
                       r"is 5x5 inside its frame of clues: give its 7 rows of 7 \(0 on the frame\), or the 5 rows "
                       r"of 5 inside alone$"):
        kind.read_position(text, puzzle)
    with pytest.raises(PuzzleInputError, match=r"^position: the position has 1 row of 3 cells; "):
        kind.read_position("1 2 3\n", puzzle)
