"""One results file shared by batch runs from different folders: each line says where its puzzle is from the
results file's folder (``at``), so no run takes another's line for its own, and a line follows its puzzle out
of a folder renamed, between collections, and with the files it reads."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gridsat.batch import Item, run_batch
from gridsat.batch.sources import digest

DATA = Path(__file__).parent / "data"
LEVELS = (DATA / "collection" / "dominofit-6x6.jsonl").read_text().splitlines()[:8]
OLD = DATA / "batch_resume" / "p90base-from-a.jsonl"


def _puzzle(number: int) -> str:
    """Level ``number`` (0-based) of the Domino Fit bank as a puzzle file's JSON."""
    return json.dumps(json.loads(LEVELS[number])["puzzle"])


def _tree(root: Path) -> None:
    """a/levels and b/levels, each a puzzle file one.json and a collection c.jsonl of two lines (as the tree the
    old-format results file was written for: tests/data/batch_resume/SOURCES.md)."""
    for n, side in enumerate("ab"):
        folder = root / side / "levels"
        folder.mkdir(parents=True)
        (folder / "one.json").write_text(_puzzle(3 * n))
        (folder / "c.jsonl").write_text("\n".join(LEVELS[3 * n + 1:3 * n + 3]) + "\n")


def _places(out: Path) -> list:
    return [(r["file"], r.get("at"), r.get("line"), r["digest"]) for r in map(json.loads, out.read_text().splitlines())]


A = [("levels/one.json", "a/levels/one.json", None, "20ed1cc0112ececd"),
     ("levels/c.jsonl", "a/levels/c.jsonl", 1, "d6237e30e0c3986c"),
     ("levels/c.jsonl", "a/levels/c.jsonl", 2, "cff59a0b6cd04034")]
B = [("levels/one.json", "b/levels/one.json", None, "b373fa127c4adbc3"),
     ("levels/c.jsonl", "b/levels/c.jsonl", 1, "b3f3767f5b298672"),
     ("levels/c.jsonl", "b/levels/c.jsonl", 2, "f99c9bc42b6aff61")]


def test_runs_from_two_folders_share_one_results_file(tmp_path, monkeypatch, run_cli):
    """`cd a && gridsat batch levels --out ../r.jsonl`, then the same from b: b's run took a's three lines for
    its own puzzles edited since ("redone: 3 puzzles edited since an earlier run wrote their line"), and a's
    were lost.  Each line now says where its puzzle is from the results file's folder."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path / "a")
    assert run_batch(["levels"], "../r.jsonl", jobs=1).new == 3
    monkeypatch.chdir(tmp_path / "b")
    code, text, _ = run_cli("batch", "levels", "--out", "../r.jsonl", "-j", "1")
    assert code == 0
    assert "3 puzzles in ../r.jsonl (3 new, 0 resumed)" in text
    assert "kept: 3 lines of puzzles this run was not given (other inputs), also in ../r.jsonl" in text
    assert "edited since" not in text
    out = tmp_path / "r.jsonl"
    assert _places(out) == A + B
    monkeypatch.chdir(tmp_path / "a")
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.edited, again.gone, again.moved) == (0, 3, 3, 0, 0, 0)
    monkeypatch.chdir(tmp_path)  # from the results file's folder: the same puzzles, named as 'at' names them
    both = run_batch(["a/levels", "b/levels"], "r.jsonl", jobs=1)
    assert (both.new, both.skipped, both.others) == (0, 6, 0)
    assert _places(out) == A + B


def test_an_older_results_file_is_read_as_before(tmp_path, monkeypatch):
    """A results file written by gridsat before 'at' (p90base, from a): resumed from a, its lines are kept and
    given 'at', byte for byte otherwise; a run from b then keeps them."""
    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    old = OLD.read_text().splitlines()
    monkeypatch.chdir(tmp_path / "a")
    resumed = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (resumed.new, resumed.skipped, resumed.edited, resumed.others) == (0, 3, 0, 0)
    given = [line.replace('"file": "levels/one.json", ', '"file": "levels/one.json", "at": "a/levels/one.json", ')
             .replace('"file": "levels/c.jsonl", ', '"file": "levels/c.jsonl", "at": "a/levels/c.jsonl", ')
             for line in old]
    assert out.read_text().splitlines() == given
    monkeypatch.chdir(tmp_path / "b")
    other = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (other.new, other.others, other.edited) == (3, 3, 0)
    assert out.read_text().splitlines()[:3] == given
    assert _places(out) == A + B


def test_a_renamed_folder_keeps_its_lines(tmp_path, monkeypatch, run_cli):
    """levels renamed levels2: its file's and its collection's lines were kept as other inputs' and every puzzle
    solved again."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path / "a")
    run_batch(["levels"], "../r.jsonl", jobs=1)
    Path("levels").rename("levels2")
    code, text, _ = run_cli("batch", "levels2", "--out", "../r.jsonl", "-j", "1")
    assert code == 0
    assert "3 puzzles in ../r.jsonl (0 new, 3 resumed)" in text
    assert "kept: 3 lines whose puzzle moved to another line of its collection or another file (renumbered or " \
           "renamed)" in text
    assert "other inputs" not in text
    assert _places(tmp_path / "r.jsonl") == [(f.replace("levels", "levels2"), at.replace("levels", "levels2"), n, d)
                                             for f, at, n, d in A]


def test_a_line_moved_to_another_collection_keeps_its_line(tmp_path):
    bank, out = tmp_path / "bank", tmp_path / "r.jsonl"
    bank.mkdir()
    (bank / "c.jsonl").write_text("\n".join(LEVELS[:3]) + "\n")
    run_batch([bank], out, jobs=1)
    (bank / "c.jsonl").write_text("\n".join(LEVELS[:2]) + "\n")
    (bank / "d.jsonl").write_text("\n".join([LEVELS[5], LEVELS[2]]) + "\n")
    again = run_batch([bank], out, jobs=1)
    assert (again.new, again.moved, again.gone, again.edited, again.skipped) == (1, 1, 0, 0, 3)
    lines = {(Path(r["file"]).name, r["line"]): r["digest"] for r in map(json.loads, out.read_text().splitlines())}
    assert lines == {("c.jsonl", 1): digest(Item("c", 1, LEVELS[0])), ("c.jsonl", 2): digest(Item("c", 1, LEVELS[1])),
                     ("d.jsonl", 1): digest(Item("c", 1, LEVELS[5])), ("d.jsonl", 2): digest(Item("c", 1, LEVELS[2]))}


def test_a_bad_line_moved_to_another_collection_names_its_new_place(tmp_path):
    bank, out = tmp_path / "bank", tmp_path / "r.jsonl"
    bank.mkdir()
    (bank / "c.jsonl").write_text(LEVELS[0] + '\n{"puzzle": ""}\n')
    run_batch([bank], out, jobs=1)
    (bank / "c.jsonl").write_text(LEVELS[0] + "\n")
    (bank / "d.jsonl").write_text('{"puzzle": ""}\n')
    assert run_batch([bank], out, jobs=1).moved == 1
    bad = [r for r in map(json.loads, out.read_text().splitlines()) if r["status"] == "bad_input"]
    assert [(Path(r["file"]).name, r["line"], r["error"]) for r in bad] == [
        ("d.jsonl", 1, "d.jsonl: line 1: the 'puzzle' field is empty: give a URL, a puzzle's text or its JSON object")]


def _janko(folder: Path) -> None:
    folder.mkdir(parents=True)
    shutil.copy(DATA / "yinyang" / "janko_001_6x6.txt", folder / "p.txt")
    shutil.copy(DATA / "yinyang" / "janko_001_6x6.solution.txt", folder / "p.solution.txt")


def test_a_file_that_reads_its_answer_file_follows_it(tmp_path, monkeypatch):
    """A line with 'reads' (here the answer file --check-answer read) was never matched: its folder renamed, the
    puzzle was solved again.  It now follows its puzzle when the files it reads moved with it, alike."""
    _janko(tmp_path / "bank")
    monkeypatch.chdir(tmp_path)
    run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    first = json.loads(Path("r.jsonl").read_text())
    assert (first["at"], first["reads"], first["matches_record"]) == ("bank/p.txt", [str(tmp_path / "bank" /
                                                                                      "p.solution.txt")], True)
    Path("bank").rename("moved")
    again = run_batch(["moved"], "r.jsonl", jobs=1, check_answer=True)
    assert (again.new, again.moved, again.others, again.skipped) == (0, 1, 0, 1)
    record = json.loads(Path("r.jsonl").read_text())
    assert (record["file"], record["at"], record["reads"], record["matches_record"]) == \
        ("moved/p.txt", "moved/p.txt", [str(tmp_path / "moved" / "p.solution.txt")], True)
    assert record["digest"] == digest(Item("moved/p.txt"), record["reads"])
    assert {**record, "file": 0, "at": 0, "reads": 0, "digest": 0} == {**first, "file": 0, "at": 0, "reads": 0,
                                                                      "digest": 0}
    third = run_batch(["moved"], "r.jsonl", jobs=1, check_answer=True)
    assert (third.new, third.moved, third.edited, third.skipped) == (0, 0, 0, 1)


def test_a_file_moved_without_the_file_it_reads_is_solved_again(tmp_path, monkeypatch):
    """p.txt renamed q.txt, its answer file left as p.solution.txt: q.txt has no answer file, so the line that
    compared p's answer with it is not q's."""
    _janko(tmp_path / "bank")
    monkeypatch.chdir(tmp_path)
    run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    Path("bank/p.txt").rename("bank/q.txt")
    again = run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    assert (again.new, again.moved, again.gone) == (1, 0, 1)
    record = json.loads(Path("r.jsonl").read_text())
    assert (record["file"], record["reads"], record["matches_record"]) == \
        ("bank/q.txt", [str(tmp_path / "bank" / "q.solution.txt")], None)


def test_two_identical_boards(tmp_path, monkeypatch):
    """Two files holding one board: each has a line of its own (a line moves only from a puzzle gone or edited,
    to a puzzle without a line); both renamed, each line follows one of them (in name order); a copy made beside
    one keeps nothing of its line (it is solved anew)."""
    bank, out = tmp_path / "bank", tmp_path / "r.jsonl"
    bank.mkdir()
    for name in ("p.json", "q.json"):
        (bank / name).write_text(_puzzle(0))
    (bank / "z.json").write_text(_puzzle(1))
    assert run_batch([bank], out, jobs=1).new == 3
    seconds = {Path(r["file"]).name: r["seconds"] for r in map(json.loads, out.read_text().splitlines())}
    (bank / "p.json").rename(bank / "s.json")
    (bank / "q.json").rename(bank / "t.json")
    again = run_batch([bank], out, jobs=1)
    assert (again.new, again.moved, again.gone, again.skipped) == (0, 2, 0, 3)
    now = {Path(r["file"]).name: r["seconds"] for r in map(json.loads, out.read_text().splitlines())}
    assert now == {"s.json": seconds["p.json"], "t.json": seconds["q.json"], "z.json": seconds["z.json"]}
    shutil.copy(bank / "s.json", bank / "u.json")
    third = run_batch([bank], out, jobs=1)
    assert (third.new, third.moved, third.skipped) == (1, 0, 3)
    assert sorted(Path(r["file"]).name for r in map(json.loads, out.read_text().splitlines())) == \
        ["s.json", "t.json", "u.json", "z.json"]


def test_an_older_results_file_resumed_first_from_another_folder_loses_nothing(tmp_path, monkeypatch, run_cli):
    """The older file (a's lines, no 'at') resumed first from b: b's puzzles of the same names are not the ones
    its lines were written for, so the lines may be another folder's -- they were taken for b's, "redone: 3
    puzzles edited since", and a's lost.  They are kept as other inputs' now, and a's run then keeps them."""
    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    monkeypatch.chdir(tmp_path / "b")
    code, text, _ = run_cli("batch", "levels", "--out", "../r.jsonl", "-j", "1")
    assert code == 0
    assert "3 puzzles in ../r.jsonl (3 new, 0 resumed)" in text
    assert "kept: 3 lines of puzzles this run was not given (other inputs), also in ../r.jsonl" in text
    assert "edited since" not in text
    assert out.read_text().splitlines()[:3] == OLD.read_text().splitlines()
    monkeypatch.chdir(tmp_path / "a")
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.edited) == (0, 3, 3, 0)
    assert sorted(_places(out)) == sorted(A + B)


def test_an_older_line_edited_since_in_a_run_from_another_folder_is_kept_aside(tmp_path, monkeypatch):
    """From a folder other than the results file's, an older line whose puzzle was edited may be another
    folder's: it is kept (other inputs), the puzzle solved anew; its unedited neighbours are given 'at'."""
    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    (tmp_path / "a" / "levels" / "c.jsonl").write_text(LEVELS[1] + "\n" + LEVELS[7] + "\n")
    monkeypatch.chdir(tmp_path / "a")
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.edited, again.gone) == (1, 2, 1, 0, 0)
    assert _places(out) == [A[0], A[1], ("levels/c.jsonl", None, 2, A[2][3]),
                            ("levels/c.jsonl", "a/levels/c.jsonl", 2, digest(Item("c", 1, LEVELS[7])))]


def test_an_older_line_edited_since_in_a_run_from_the_results_files_folder_is_redone(tmp_path, monkeypatch):
    """From the results file's folder, an older line is read as before: its puzzle edited, it is done again."""
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "one.json").write_text(_puzzle(0))
    (tmp_path / "levels" / "c.jsonl").write_text(LEVELS[1] + "\n" + LEVELS[7] + "\n")
    shutil.copy(OLD, tmp_path / "r.jsonl")
    monkeypatch.chdir(tmp_path)
    again = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.edited) == (1, 2, 0, 1)
    assert _places(tmp_path / "r.jsonl") == [("levels/one.json", "levels/one.json", None, A[0][3]),
                                             ("levels/c.jsonl", "levels/c.jsonl", 1, A[1][3]),
                                             ("levels/c.jsonl", "levels/c.jsonl", 2, digest(Item("c", 1, LEVELS[7])))]


def test_lines_of_another_folder_deleted_are_kept(tmp_path, monkeypatch):
    """a's folder deleted, b's run: a's lines are no puzzle of b's (none has its digest without a line of its
    own), so they are kept as other inputs', not taken out nor moved."""
    _tree(tmp_path)
    for side in "ab":
        monkeypatch.chdir(tmp_path / side)
        run_batch(["levels"], "../r.jsonl", jobs=1)
    shutil.rmtree(tmp_path / "a")
    again = run_batch(["levels"], "../r.jsonl", jobs=1)
    assert (again.new, again.skipped, again.others, again.moved, again.gone) == (0, 3, 3, 0, 0)
    assert _places(tmp_path / "r.jsonl") == A + B
