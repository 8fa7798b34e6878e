"""Hostile pass 68, part a (the command line): faults found and fixed, one test each."""

import json

from gridsat.puzzles.kinds import get

KIND = get("masyu")


def test_masyu_json_reads_the_drawn_pearls_as_the_text_grid_does():
    """`gridsat solve P.json` of `"clues": [["○", null, "●"], ...]` was "clue '○' is not a pearl W or B",
    where the same pearls typed in a text grid (`○ . ●`) were read."""
    text = KIND.parse("masyu\n○ . ●\n. . .\n● . ○\n")
    record = {"kind": "masyu", "rows": 3, "cols": 3,
              "clues": [["○", None, "●"], [None, None, None], ["●", None, "○"]]}
    assert KIND.parse(json.dumps(record)).clues == text.clues == (("W", None, "B"), (None, None, None),
                                                                  ("B", None, "W"))



def test_a_collection_line_past_its_last_or_zero_is_said_not_to_exist(run_cli, tmp_path, monkeypatch):
    """`gridsat solve puzzles.jsonl:9` of a two-line collection was told "that is line 9 ... (sed -n 9p ... >
    puzzle-9.jsonl)", an empty file, and `:0` to run `sed -n 0p`, sed's own error."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.jsonl").write_text('{"url": "a"}\n{"url": "b"}\n')
    (tmp_path / "e.jsonl").write_text("")
    said = "gridsat: error: {}: cannot read puzzle file: No such file or directory; {}\n"
    assert run_cli("solve", "c.jsonl:9") == (2, "", said.format(
        "c.jsonl:9", "the collection c.jsonl has no line 9 (as gridsat batch names its lines: c.jsonl:1 to c.jsonl:2)"))
    assert run_cli("hint", "c.jsonl:0") == (2, "", said.format(
        "c.jsonl:0", "a collection's lines are numbered from 1, as gridsat batch names them (c.jsonl:1 is its first)"))
    assert run_cli("solve", "e.jsonl:1") == (2, "", said.format("e.jsonl:1", "the collection e.jsonl is empty"))
    assert "that is line 2 of the collection c.jsonl" in run_cli("solve", "c.jsonl:2")[2]
