"""The twentieth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_one_line_not_utf8_is_that_lines_bad_input_not_the_whole_collection_unread(run_cli, tmp_path):
    """``batch c.jsonl y.txt -o r.jsonl -q``, the collection's line 3 of 5 written in Latin-1: the whole
    collection was "not read" -- its four good puzzles had no line, -q said nothing, and the run exited 0 as if
    every puzzle had its line.  That line is now its bad input, naming the byte; the others are solved.  A
    collection whose first line is no UTF-8 is still refused whole (a binary file)."""
    puzzles = tmp_path / "c.jsonl"
    puzzles.write_bytes(b"".join((YY_URL + "\n").encode() if n != 3 else b'{"name": "caf\xe9"}\n' for n in range(1, 6)))
    (tmp_path / "y.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    out = tmp_path / "r.jsonl"
    code, _, err = run_cli("batch", str(puzzles), str(tmp_path / "y.txt"), "-o", str(out), "-q", "-j", "1")
    assert (code, err) == (0, "")
    records = {(Path(r["file"]).name, r.get("line")): r for r in map(json.loads, out.read_text().splitlines())}
    assert {key: r["status"] for key, r in records.items()} == {
        ("c.jsonl", 1): "solved", ("c.jsonl", 2): "solved", ("c.jsonl", 3): "bad_input", ("c.jsonl", 4): "solved",
        ("c.jsonl", 5): "solved", ("y.txt", None): "solved"}
    assert records[("c.jsonl", 3)]["error"] == ("c.jsonl: line 3: not UTF-8 text (byte 14 of the line); save the "
                                                "collection as UTF-8")
    assert run_cli("batch", str(puzzles), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")  # resumed, none redone
    assert len(out.read_text().splitlines()) == 6
    binary = tmp_path / "b.jsonl"
    binary.write_bytes(b"\x1f\x8b\x08\x00\xff\n" + (YY_URL + "\n").encode())
    assert run_cli("batch", str(binary), "-o", str(tmp_path / "b-r.jsonl"))[::2] == (
        2, f"gridsat: error: {binary}: line 1 is not UTF-8 text\n")
