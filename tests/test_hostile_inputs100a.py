"""Hostile pass 100, part a: Tapa as a puzzle person attacks it."""

from __future__ import annotations

import pytest

import gridsat


def _reason(text: str) -> str | None:
    kind = gridsat.kinds.get("tapa")
    result = kind.run(kind.parse(text), gridsat.Task("solve"))
    return result.to_json().get("reason")


@pytest.mark.parametrize("text, said", [
    # a clue of three runs where only three neighbours are: it was "there is none even with every clue taken away"
    # (its runs' count was kept as '?,?,?'), though the empty board has answers
    ("tapa\n3,1,1 . .\n. . .\n. . .\n", "the clue 3,1,1 at r1c1 cannot hold, even with every other clue taken away"),
    # '?,?' and '?' that held no answer were never named (no reason at all)
    ("tapa\n. . .\n. ?,? .\n. . .\n", "the clue ?,? at r2c2 cannot hold, even with every other clue taken away"),
    ("tapa\n?\n", "the clue ? at r1c1 cannot hold, even with every other clue taken away"),
])
def test_tapa_reason_names_the_clue_not_every_clue_taken_away(text, said):
    assert _reason(text) == said
