"""What a new user solving Shikaku and the puzz.link genres tripped over (hostile pass 86, part e): each case
is the exact line or record a user gets now."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("empty", [".", "", " "])
def test_a_json_clue_written_as_a_text_grid_empty_cell_says_null(run_cli, tmp_path, empty):
    (tmp_path / "s.json").write_text(json.dumps({"kind": "shikaku", "rows": 2, "cols": 2,
                                                 "clues": [[4, empty], [None, None]]}))
    assert run_cli("solve", str(tmp_path / "s.json")) == (
        2, "", f"gridsat: error: s.json: row 1, column 2: clue {empty!r} is not a whole number or '?' "
               "(an empty cell is '.' in a text grid, null in JSON)\n")
    # was "clue '.' is not a whole number or '?'": nothing said how JSON writes an empty cell
