"""Hostile pass 121, part d: Kurotto, the new genre, against brute force from its rules and with bad input."""

import gridsat
from gridsat.core.status import Status

KIND = gridsat.kinds.get("kurotto")


def test_a_number_past_cp_sats_constants_is_no_answer_not_a_traceback():
    """A 20-digit number met OR-Tools' "incompatible function arguments" when its count was set."""
    puzzle = KIND.parse("kurotto\n99999999999999999999 . .\n")
    result = puzzle.solve()
    assert result.status is Status.INFEASIBLE
    assert result.reason.startswith("the number 99999999999999999999 at r1c1 cannot hold")
