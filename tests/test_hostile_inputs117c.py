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


def test_a_room_number_of_38_digits_is_not_rounded_in_the_reason_it_cannot_hold():
    # was: "no answer: the room number 1e+38 at r1c1 cannot hold", of a room number written as 38 nines (rounded as
    # a count, as if misread), where --to url's refusal of the same number says "999999... (a 38-digit number)"
    puzzle = gridsat.kinds.get("shimaguni").parse("shimaguni\n" + "9" * 38 + " .\n. .\n\n0 0\n0 0\n")
    result = puzzle.solve()
    assert result.to_json()["status"] == "infeasible"
    assert result.reason == ("the room number 999999... (a 38-digit number) at r1c1 cannot hold, even with every "
                             "other room number taken away")
    short = gridsat.kinds.get("shimaguni").parse("shimaguni\n" + "9" * 20 + " .\n. .\n\n0 0\n0 0\n").solve()
    assert short.reason.startswith("the room number " + "9" * 20 + " at r1c1 cannot hold")
