"""Hostile pass 88, part c: collections at scale with ``gridsat batch``."""

from __future__ import annotations

import json
from pathlib import Path

from gridsat.batch import Item, run_batch
from gridsat.batch.resume import line_digest
from gridsat.batch.sources import digest

DOMINOFIT = Path(__file__).parent / "data" / "collection" / "dominofit-6x6.jsonl"


def _records(path: Path) -> dict:
    return {r["line"]: r for r in map(json.loads, path.read_text().splitlines())}


def _levels(n: int) -> list:
    return DOMINOFIT.read_text().splitlines()[:n]


def test_a_level_put_in_before_the_others_keeps_their_lines(tmp_path, run_cli):
    """A level put in at the top of a bank (or one taken out) shifted every line after it: each was done again,
    "redone: 246,384 puzzles edited since an earlier run wrote their line".  Now their lines are kept, renumbered."""
    levels, collection, out = _levels(6), tmp_path / "bank.jsonl", tmp_path / "r.jsonl"
    collection.write_text("\n".join(levels[1:]) + "\n")
    assert run_batch([collection], out, jobs=1, check_answer=True).new == 5
    before = {r["digest"]: r for r in _records(out).values()}
    collection.write_text("\n".join(levels) + "\n")
    code, text, _ = run_cli("batch", str(collection), "--out", str(out), "-j", "1", "--check-answer")
    assert code == 0
    assert "6 puzzles in" in text and "(1 new, 5 resumed)" in text
    assert "kept: 5 lines whose puzzle moved to another line of its collection or another file (renumbered or " \
           "renamed)" in text
    assert "edited since" not in text
    records = _records(out)
    assert sorted(records) == [1, 2, 3, 4, 5, 6]
    for number, text_line in enumerate(levels, 1):  # each line's record is its own puzzle's
        assert records[number]["digest"] == digest(Item(str(collection), number, text_line))
        assert records[number]["matches_record"] is True
    assert {k: {**r, "line": 0} for k, r in before.items()} == \
        {r["digest"]: {**r, "line": 0} for r in records.values() if r["digest"] in before}


def test_a_level_taken_out_and_the_rest_reversed(tmp_path):
    levels, collection, out = _levels(8), tmp_path / "bank.jsonl", tmp_path / "r.jsonl"
    collection.write_text("\n".join(levels) + "\n")
    run_batch([collection], out, jobs=1)
    rest = levels[:3] + levels[4:]
    collection.write_text("\n".join(reversed(rest)) + "\n")
    again = run_batch([collection], out, jobs=1)
    assert (again.new, again.skipped, again.edited, again.gone) == (0, 7, 0, 1)
    assert again.moved == 7
    records = _records(out)
    assert sorted(records) == list(range(1, 8))
    for number, text_line in enumerate(reversed(rest), 1):
        assert records[number]["digest"] == line_digest(text_line)
    third = run_batch([collection], out, jobs=1)
    assert (third.new, third.skipped, third.moved, third.gone) == (0, 7, 0, 0)


def test_a_moved_line_left_unknown_is_still_done_again(tmp_path):
    levels, collection, out = _levels(3), tmp_path / "bank.jsonl", tmp_path / "r.jsonl"
    collection.write_text("\n".join(levels) + "\n")
    run_batch([collection], out, jobs=1)
    lines = out.read_text().splitlines()
    cut = {**json.loads(lines[1]), "status": "unknown", "complete": False}
    out.write_text("\n".join([lines[0], json.dumps(cut), lines[2]]) + "\n")
    collection.write_text("\n".join([levels[2], levels[1], levels[0]]) + "\n")
    again = run_batch([collection], out, jobs=1)
    assert (again.new, again.redone, again.moved) == (1, 1, 2)
    assert [r["status"] for _, r in sorted(_records(out).items())] == ["solved"] * 3


def test_line_digest_is_the_digest_of_a_line():
    for text in ("abc", " x\u00e9 \r", '{"kind": "sudoku"}\n'):
        assert line_digest(text) == digest(Item("c.jsonl", 3, text))


def test_an_empty_puzzle_field_is_named(tmp_path):
    """A record whose 'puzzle' is "" was told "empty input (expected a puzz.link URL, JSON or a Nurikabe text
    grid)" under its "kind", naming no field (its null was told "the 'puzzle' field must be ...")."""
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text('{"puzzle": "", "kind": "nurikabe"}\n{"puzzle": " \\n "}\n')
    run_batch([collection], out, jobs=1)
    assert [r["error"] for r in _records(out).values()] == [
        f"c.jsonl: line {n}: the 'puzzle' field is empty: give a URL, a puzzle's text or its JSON object"
        for n in (1, 2)]


def test_a_puzzle_file_renamed_keeps_its_line(tmp_path, run_cli):
    """A puzzle file renamed (or moved to another folder searched) was solved again, "taken out: 1 line whose
    file was deleted from the folder since"; its line now follows it."""
    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    (folder / "a").mkdir(parents=True)
    (folder / "b").mkdir()
    levels = _levels(2)
    (folder / "a" / "one.json").write_text(json.dumps(json.loads(levels[0])["puzzle"]))
    (folder / "a" / "two.json").write_text(json.dumps(json.loads(levels[1])["puzzle"]))
    assert run_batch([folder], out, jobs=1).new == 2
    (folder / "a" / "two.json").rename(folder / "b" / "second.json")
    code, text, _ = run_cli("batch", str(folder), "--out", str(out), "-j", "1")
    assert code == 0
    assert "(0 new, 2 resumed)" in text
    assert "kept: 1 line whose puzzle moved to another line of its collection or another file (renumbered or " \
           "renamed)" in text
    assert "deleted" not in text
    assert sorted(Path(json.loads(line)["file"]).name for line in out.read_text().splitlines()) == \
        ["one.json", "second.json"]


def test_a_bad_line_moved_names_its_new_line(tmp_path):
    """A bad line's error names its line ("c.jsonl: line 1: ..."): moved, its words name its new line."""
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    level = _levels(1)[0]
    collection.write_text('{"puzzle": ""}\n' + level + "\n")
    run_batch([collection], out, jobs=1)
    collection.write_text(level + "\n" + '{"puzzle": ""}\n')
    again = run_batch([collection], out, jobs=1)
    assert (again.moved, again.new) == (2, 0)
    assert _records(out)[2]["error"] == \
        "c.jsonl: line 2: the 'puzzle' field is empty: give a URL, a puzzle's text or its JSON object"


def test_a_bad_file_renamed_names_its_new_name(tmp_path):
    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    folder.mkdir()
    (folder / "old.txt").write_text("0 1 2\n1 2\n")
    run_batch([folder], out, jobs=1)
    (folder / "old.txt").rename(folder / "new.txt")
    assert run_batch([folder], out, jobs=1).moved == 1
    record = json.loads(out.read_text())
    assert record["error"].startswith("new.txt: ") and "old" not in record["error"]
