"""What a new user, working from the README alone, tripped over in the
seventy-sixth pass: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("verb", ["hint", "grade"])
def test_several_puzzles_to_grade_are_not_sent_to_batch(run_cli, verb):
    """A collector wanting the hardest of a level bank ran ``gridsat grade a.json b.json`` and was told
    "several puzzles: gridsat batch FILE...", but batch solves: it neither grades nor hints."""
    code, _, err = run_cli(verb, "a.json", "b.json")
    assert (code, err) == (2, f"gridsat: error: gridsat {verb} takes one PUZZLE, and 'b.json' is one more word "
                              f"(quote a name holding spaces; several puzzles: one gridsat {verb} each, as in a "
                              f"shell loop) (see 'gridsat {verb} --help')\n")
    assert "gridsat batch" in run_cli("solve", "a.json", "b.json")[2]
