"""Hostile pass 46, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

RESULT = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


def test_a_result_collected_as_a_batch_line_is_said_what_it_is(tmp_path):
    """`gridsat solve P --json >> c.jsonl`, then `gridsat batch c.jsonl`: the line was told "this is JSON, which
    Yin-Yang reads only as a generated puzzle's record ..." (and a packing result "unknown field"), while the same
    result as a file of its own, the web and `solve` say what it is."""
    import gridsat
    from gridsat.batch import run_batch

    result = gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300").to_json()
    assert "complete" in result and "seconds" in result
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps(result) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(line["status"], line["error"]) for line in lines] == [("bad_input", f"c.jsonl: line 1: {RESULT}")]


@pytest.mark.parametrize("kind, puzzle, position, message", [
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", [[0] * 5, [0, 0, 0, "1", 0]] + [[0] * 5] * 3,
     'position: a position in JSON is rows of whole numbers (0 undecided), got "1" at r2c4'),
    ("dominofit", None, "rows", "position: a position in JSON is rows of 0 (not yet covered) and marks '#' '<' '>' "
     "'^' 'v', got \"x\" at r2c1"),
])
def test_a_position_cell_of_the_wrong_type_is_named_by_its_cell(api_client, kind, puzzle, position, message):
    """`POST /api/hint` with a position `[[0, ...], [0, 0, 0, "1", 0], ...]` (a cell sent as text) said "got "1" in a
    row", not which: a 1.0 or a null there is named "r2c4", and so is this one now (and `hint --position F.json`)."""
    from pathlib import Path

    if puzzle is None:
        puzzle = (Path(__file__).parent.parent / "examples" / "dominofit-8x8.json").read_text()
        position = [[0] * 8 for _ in range(8)]
        position[1][0] = "x"
    reply = api_client.post("/api/hint", json={"kind": kind, "puzzle": puzzle, "position": position})
    assert (reply.status_code, reply.json()["error"]) == (422, message)
