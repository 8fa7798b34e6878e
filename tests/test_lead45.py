"""Lead, sitting 14: what the thirteenth sitting left, each with the words a user now reads."""
from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError


def test_messages_name_a_kind_by_its_title_where_they_named_its_command():
    """"yinyang puzzles take no setting 'zzz'", "unknown engine 'x' for lits", "the yinyang generator takes no
    setting 'unique'": a kind is named by its title in a sentence, its command name only where a command is shown."""
    from gridsat.batch.run import run_batch
    from gridsat.puzzles.kinds import get

    with pytest.raises(PuzzleInputError) as told:
        get("lits").read_settings({"zzz": 1})
    assert str(told.value) == "LITS puzzles take no setting 'zzz' (settings: none)"
    with pytest.raises(PuzzleInputError) as told:
        run_batch(["x"], "r.jsonl", kind="lits", engine="x")
    assert str(told.value) == "unknown engine 'x' for LITS puzzles; use one of: auto, cpsat, search"
    with pytest.raises(PuzzleInputError) as told:
        get("yinyang").generator().check({"unique": True})
    assert str(told.value).startswith("the Yin-Yang generator takes no setting 'unique': ")
    with pytest.raises(PuzzleInputError) as told:
        get("calendar").read_settings({"foo": 1})
    assert str(told.value).startswith("Calendar puzzles take no setting 'foo' (settings: ")
