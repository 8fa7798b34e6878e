"""A puzzle record's "kind" is read, not dropped: {"kind": "nurikabe", "puzzle": YIN-YANG URL} was solved as a
Yin-Yang by 'gridsat solve' (and refused by 'gridsat batch'); {"kind": 5, ...} was solved by detection, and an
unknown kind said 'not a puzzle gridsat can read'."""

from __future__ import annotations

import json

import pytest
from gridsat.puzzles.kinds import names

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"
KINDS = ", ".join(names())  # every registered kind: a new kind's author edits no test (the list was written out)


@pytest.mark.parametrize("kind, message", [
    ("nurikabe", "this looks like a Yin-Yang puzzle, not Nurikabe (the record's kind): make its \"kind\" 'yinyang', or "
                 "leave it out"),  # (was "Nurikabe: URL is a 'yinyang' puzzle, not nurikabe": puzz.link's genre name)
    (5, f"the record's 'kind' must be a kind's name (kinds: {KINDS}), got 5"),
    ("yinyan", f"the record's kind 'yinyan' is no kind gridsat has (did you mean 'yinyang'?) (kinds: {KINDS})"),
])
def test_a_records_kind_is_read_on_every_path(run_cli, tmp_path, kind, message):
    record = json.dumps({"kind": kind, "puzzle": YINYANG})
    (tmp_path / "r.json").write_text(record)
    (tmp_path / "c.jsonl").write_text(record + "\n")
    assert run_cli("solve", str(tmp_path / "r.json")) == (2, "", f"gridsat: error: r.json: {message}\n")
    out = tmp_path / "out.jsonl"
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q")[0] == 0
    assert json.loads(out.read_text())["error"] == f"c.jsonl: line 1: {message}"
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "r.json").write_text(record)
    assert run_cli("batch", str(folder), "-o", str(tmp_path / "f.jsonl"), "-q")[0] == 0
    assert json.loads((tmp_path / "f.jsonl").read_text())["error"] == f"r.json: {message}"


def test_a_record_of_its_own_kind_is_read_and_another_named(run_cli, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"kind": "yinyang", "puzzle": YINYANG}))
    for command in (("solve",), ("yinyang",), ("solve", "--kind", "yinyang")):
        code, out, err = run_cli(*command, str(path))
        assert code == 0 and out.endswith(" s\n"), err
    # pass 78a: pointed to the record's command (it was "the record's kind is 'yinyang', not nurikabe")
    assert run_cli("nurikabe", str(path)) == (2, "", "gridsat: error: r.json: this looks like a Yin-Yang puzzle, not "
                                                     f"Nurikabe: gridsat yinyang {path}\n")
    assert run_cli("solve", str(path), "--kind", "masyu") == (2, "", "gridsat: error: r.json: the record's kind is "
                                                                     "'yinyang', where Masyu puzzles were asked for\n")

