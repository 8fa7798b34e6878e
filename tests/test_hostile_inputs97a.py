"""Hostile pass 97, part a: Kurodoko, the newest genre, as a puzzle person attacks it."""

from __future__ import annotations

import json

import pytest

import gridsat


@pytest.mark.parametrize("number", [99999999999999999999, 2 ** 63])
def test_a_number_past_64_bits_is_proven_without_an_answer(tmp_path, number):
    # was: a text grid '. 99999999999999999999' (or JSON 9223372036854775808) ended in a traceback from the model
    # ("== INT_MIN or INT_MAX is not supported"): its lines' sum was set equal to the number; a number larger than
    # its lines can see now makes the model infeasible without the number in it
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"kind": "kurodoko", "rows": 1, "cols": 2, "clues": [[None, number]]}))
    result = gridsat.solve(str(path))
    assert result.status == "infeasible"
    assert result.reason == (f"the number {number} at r1c2 cannot hold, even with every other number taken away, "
                             "each cell left unshaded")
