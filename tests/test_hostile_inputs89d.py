"""Hostile pass 89, part d: batch resume when a collection or folder changes."""

from __future__ import annotations

import json
from pathlib import Path

from gridsat.batch import Item, run_batch
from gridsat.batch.sources import digest
from test_hostile_inputs88c import _levels


def _files(out: Path) -> dict:
    return {Path(r["file"]).name: r for r in map(json.loads, out.read_text().splitlines())}


def _bank(tmp_path: Path, n: int) -> tuple[Path, Path]:
    folder = tmp_path / "bank"
    folder.mkdir()
    for number, level in enumerate(_levels(n)):
        (folder / f"{'abcdefgh'[number]}.json").write_text(json.dumps(json.loads(level)["puzzle"]))
    return folder, tmp_path / "r.jsonl"


def test_two_files_that_swapped_names_keep_their_lines(tmp_path):
    """Two puzzle files that swapped names were both solved again ("redone: 2 puzzles edited since"), as was a
    file renamed over another's name; a collection's swapped lines kept theirs.  Now the files' lines follow them."""
    folder, out = _bank(tmp_path, 3)
    run_batch([folder], out, jobs=1)
    before = {r["digest"]: r for r in _files(out).values()}
    (folder / "a.json").rename(folder / "t.json")
    (folder / "b.json").rename(folder / "a.json")
    (folder / "t.json").rename(folder / "b.json")
    again = run_batch([folder], out, jobs=1)
    assert (again.new, again.edited, again.moved, again.gone) == (0, 0, 2, 0)
    for record in _files(out).values():  # each line's record is its own file's, as written before
        assert record["digest"] == digest(Item(record["file"]))
        assert {**record, "file": ""} == {**before[record["digest"]], "file": ""}

def test_a_file_renamed_over_another_keeps_its_line(tmp_path):
    folder, out = _bank(tmp_path, 3)
    run_batch([folder], out, jobs=1)
    digests = {name: r["digest"] for name, r in _files(out).items()}
    (folder / "a.json").rename(folder / "c.json")  # c's puzzle lost, a's now named c
    again = run_batch([folder], out, jobs=1)
    assert (again.new, again.edited, again.moved, again.gone) == (0, 0, 1, 1)
    assert {name: r["digest"] for name, r in _files(out).items()} == {"b.json": digests["b.json"],
                                                                      "c.json": digests["a.json"]}


def test_a_line_another_moved_to_is_not_told_its_collection_is_shorter(tmp_path, run_cli):
    """Levels [A, B] edited to [B, C]: A's line, replaced by B's moved there, was told "taken out: 1 line whose
    puzzle is no longer in the collection (it has fewer lines now)" of a collection as long as before."""
    levels, collection, out = _levels(3), tmp_path / "bank.jsonl", tmp_path / "r.jsonl"
    collection.write_text("\n".join(levels[:2]) + "\n")
    run_batch([collection], out, jobs=1)
    collection.write_text("\n".join(levels[1:]) + "\n")
    code, text, _ = run_cli("batch", str(collection), "--out", str(out), "-j", "1")
    assert code == 0
    assert "taken out: 1 line whose place another puzzle's line moved to (its puzzle is no longer there)" in text
    assert "fewer lines" not in text


def test_a_collection_compressed_keeps_its_lines(tmp_path, run_cli):
    """A bank.jsonl compressed to bank.jsonl.gz (or renamed) had every line solved again, and its old lines kept
    as "3 lines of puzzles this run was not given (other inputs)" though the file was gone from the folder."""
    import gzip

    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    folder.mkdir()
    text = "\n".join(_levels(2)) + '\n{"puzzle": ""}\n'
    (folder / "c.jsonl").write_text(text)
    run_batch([folder], out, jobs=1)
    before = [json.loads(line) for line in out.read_text().splitlines()]
    (folder / "c.jsonl.gz").write_bytes(gzip.compress(text.encode()))
    (folder / "c.jsonl").unlink()
    code, said, _ = run_cli("batch", str(folder), "--out", str(out), "-j", "1")
    assert code == 0 and "(0 new, 3 resumed)" in said and "other inputs" not in said
    after = [json.loads(line) for line in out.read_text().splitlines()]
    assert [{**r, "file": "", "error": ""} for r in after] == [{**r, "file": "", "error": ""} for r in before]
    assert {r["file"] for r in after} == {str(folder / "c.jsonl.gz")}
    assert after[2]["error"] == \
        "c.jsonl.gz: line 3: the 'puzzle' field is empty: give a URL, a puzzle's text or its JSON object"
    (folder / "c.jsonl.gz").unlink()
    (folder / "other.json").write_text(json.dumps(json.loads(_levels(1)[0])["puzzle"]))
    code, said, _ = run_cli("batch", str(folder), "--out", str(out), "-j", "1")
    assert "taken out: 3 lines whose files were deleted from the folder since" in said
    assert len(out.read_text().splitlines()) == 1


def test_a_file_renamed_to_another_ending_is_read_again(tmp_path):
    """A Yin-Yang grid a.txt renamed a.dlx kept its Yin-Yang answer on resume, though a.dlx is read as exact cover
    (a fresh run: bad input, "line 1: item '0' is listed twice"): a line follows its file only to the same ending."""
    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    folder.mkdir()
    grid = Path(__file__).parent / "data" / "batch" / "yinyang_6x6.txt"
    (folder / "a.txt").write_bytes(grid.read_bytes())
    run_batch([folder], out, jobs=1)
    (folder / "a.txt").rename(folder / "a.dlx")
    again = run_batch([folder], out, jobs=1)
    assert (again.new, again.moved) == (1, 0)
    assert _files(out)["a.dlx"]["error"] == "a.dlx: line 1: item '0' is listed twice"


def test_a_bad_file_renamed_to_a_longer_name_is_named_once(tmp_path, monkeypatch):
    """x.txt renamed xx.txt, in a run from its folder: its error was rewritten twice over, "xxx.txt: ragged rows"."""
    (tmp_path / "bank").mkdir()
    monkeypatch.chdir(tmp_path / "bank")
    Path("x.txt").write_text("0 1 2\n1 2\n")
    run_batch(["."], "../r.jsonl", jobs=1)
    Path("x.txt").rename("xx.txt")
    assert run_batch(["."], "../r.jsonl", jobs=1).moved == 1
    assert json.loads((tmp_path / "r.jsonl").read_text())["error"] == \
        "xx.txt: ragged rows: line 2 has 2 cells, line 1 has 3"


def test_a_file_renamed_in_a_run_from_inside_its_folder_keeps_its_line(tmp_path, monkeypatch):
    """`batch bank --out r.jsonl`, then b.json renamed c.json and `batch . --out ../r.jsonl` from inside bank:
    b's line, named "bank/b.json" from the folder above, was kept as "1 line of puzzles this run was not given
    (other inputs)" and c.json solved again.  A name gone since is read from the results file's folder too."""
    folder, out = _bank(tmp_path, 2)
    monkeypatch.chdir(tmp_path)
    run_batch(["bank"], "r.jsonl", jobs=1)
    (folder / "b.json").rename(folder / "c.json")
    monkeypatch.chdir(folder)
    again = run_batch(["."], "../r.jsonl", jobs=1)
    assert (again.new, again.moved, again.others, again.gone) == (0, 1, 0, 0)
    assert sorted(Path(r["file"]).name for r in _files(out).values()) == ["a.json", "c.json"]


def test_a_file_with_an_unprintable_name_renamed_is_named_anew(tmp_path):
    """The words show a name's unprintable characters escaped: "my\\xa0p.txt: ragged rows" renamed q\\xa0r.txt kept
    naming my\\xa0p.txt (the raw name was looked for)."""
    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    folder.mkdir()
    (folder / "my\xa0p.txt").write_text("0 1 2\n1 2\n")
    run_batch([folder], out, jobs=1)
    (folder / "my\xa0p.txt").rename(folder / "q\xa0r.txt")
    assert run_batch([folder], out, jobs=1).moved == 1
    assert json.loads(out.read_text())["error"] == "q\\xa0r.txt: ragged rows: line 2 has 2 cells, line 1 has 3"


def test_lines_of_a_file_not_read_are_not_called_other_inputs(tmp_path, run_cli):
    """A collection of the folder that no longer reads (not gzip) kept its lines, told "kept: 2 lines of puzzles
    this run was not given (other inputs)" beside "not read: 1 path: bank/c.jsonl.gz (...)"."""
    import gzip

    folder, out = tmp_path / "bank", tmp_path / "r.jsonl"
    folder.mkdir()
    (folder / "c.jsonl.gz").write_bytes(gzip.compress(("\n".join(_levels(2)) + "\n").encode()))
    (folder / "y.json").write_text(json.dumps(json.loads(_levels(3)[2])["puzzle"]))
    run_batch([folder], out, jobs=1)
    (folder / "c.jsonl.gz").write_text("garbage")
    code, text, _ = run_cli("batch", str(folder), "--out", str(out), "-j", "1")
    assert code == 0 and "other inputs" not in text
    assert "kept: 2 lines of files this run found but did not read (under 'not read' above), also in" in text
    assert len(out.read_text().splitlines()) == 3
