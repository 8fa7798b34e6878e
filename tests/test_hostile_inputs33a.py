"""Hostile pass 33, part A: the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize("example", ["pack-3x20.json", "calendar-oct6.json"])
def test_a_placing_kinds_position_may_be_the_whole_hint_json_record(run_cli, tmp_path, example):
    # gridsat hint p.json --position <what 'hint --json' printed> was refused for a packing or a calendar ("a position
    # is the board's 3 rows of piece names, as gridsat draws a tiling ..., not JSON"), though its "grid" alone was
    # read, and the grid kinds (nurikabe, yinyang) take the whole record
    puzzle = str(EXAMPLES / example)
    code, printed, _ = run_cli("hint", puzzle, "--json")
    record = json.loads(printed)
    (tmp_path / "whole.json").write_text(printed)
    (tmp_path / "grid.json").write_text(json.dumps(record["grid"]))
    whole = run_cli("hint", puzzle, "--position", str(tmp_path / "whole.json"))
    assert whole[0] == 0 and whole == run_cli("hint", puzzle, "--position", str(tmp_path / "grid.json"))


def test_a_placing_kinds_position_in_other_json_is_told_what_json_is_read(run_cli, tmp_path):
    puzzle = str(EXAMPLES / "pack-3x20.json")
    said = {'{"a": 1}': 'a position in JSON is rows of piece labels, or an object with them as "grid" (as hint --json '
                        'prints it)',
            '["UUX"]': 'a position in JSON is rows of piece labels (as hint --json prints its "grid"), got ["UUX"]',
            "[[": "not valid JSON: Expecting value at line 1, column 3"}
    for text, message in said.items():
        (tmp_path / "pos.json").write_text(text)
        assert run_cli("hint", puzzle, "--position", str(tmp_path / "pos.json")) == (
            2, "", f"gridsat: error: {tmp_path / 'pos.json'}: {message}\n")
