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
