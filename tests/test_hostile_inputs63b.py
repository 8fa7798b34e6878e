"""Hostile pass 63, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

LIGHTUP = "https://puzz.link/p?akari/6/6/nekcakbl"
LIGHTUP_ANSWER = ["..*...", ".*.*..", "..*..*", "....*.", "*.....", "...*.."]


@pytest.mark.parametrize("unlit", ["x", "."])
def test_a_recorded_answer_row_of_text_symbols_is_not_taken_for_the_key_line(tmp_path, unlit):
    """`gridsat batch C.jsonl --check-answer` of a Light Up record whose solution is its rows with `x` for a cell
    without a bulb recorded "the recorded solution is 5x6; the puzzle is 6x6": the row '* x x x x x' was taken for
    the key line a printed answer ends with (`◉ bulb, · no bulb`) and left out. A key's glyphs are drawn ones."""
    from gridsat.batch import run_batch
    from gridsat.core.grid_text import without_status_line

    solution = "\n".join(" ".join(unlit if c == "." else c for c in row) for row in LIGHTUP_ANSWER)
    assert without_status_line(solution) == solution
    assert without_status_line(solution + "\n◉ bulb, · no bulb\nsolved in 0.01 s") == solution
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "lightup", "puzzle": LIGHTUP, "solution": solution}) + "\n")
    run_batch([str(collection)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["check"], line["matches_record"]) == ("solved", "passed", True)
