"""Hostile pass 94, part b: batch resume after copies, moves and edits."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gridsat.batch import run_batch

from records import pack_project
from test_batch_places import _janko


def _older(results: Path) -> None:
    """``results`` as a gridsat before ``at`` wrote it: its lines without ``at``."""
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    results.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "at"}) + "\n" for r in lines))


def test_an_older_results_files_copy_follows_the_copys_edited_piece_file(tmp_path, monkeypatch):
    """An older results file (no 'at') copied with its project, the copy's piece file edited: its line, whose
    'reads' named the original's piece file, was kept -- 'solved' with pieces the copy no longer has (a silently
    wrong answer), and given 'at' with 'reads' still naming the original's file.  It is now solved again."""
    pack_project(tmp_path / "proj", "levels", "2x4", "A: ####\nB: ####\n", monkeypatch, "pk.json")
    _older(Path("r.jsonl"))
    shutil.copytree(tmp_path / "proj", tmp_path / "copy")
    shutil.copytree(tmp_path / "proj", tmp_path / "same")
    (tmp_path / "copy" / "levels" / "pieces.txt").write_text("A: ####\nB: ###/#..\n")
    monkeypatch.chdir(tmp_path / "copy")
    summary = run_batch(["levels"], "r.jsonl", jobs=1)
    record = json.loads(Path("r.jsonl").read_text())
    assert (summary.new, summary.edited, record["status"], record["reads"]) == \
        (1, 1, "infeasible", [str(tmp_path / "copy" / "levels" / "pieces.txt")])
    monkeypatch.chdir(tmp_path / "same")  # a copy left alone keeps its line, its reads the copy's own
    summary = run_batch(["levels"], "r.jsonl", jobs=1)
    record = json.loads(Path("r.jsonl").read_text())
    assert (summary.new, record["status"], record["at"], record["reads"]) == \
        (0, "solved", "levels/pk.json", [str(tmp_path / "same" / "levels" / "pieces.txt")])


def test_an_older_results_files_copy_reads_the_copys_edited_answer_file(tmp_path, monkeypatch):
    """The same with --check-answer's answer file edited in the copy: the line kept 'matches_record': true, of
    the original's answer file."""
    _janko(tmp_path / "proj" / "bank")
    monkeypatch.chdir(tmp_path / "proj")
    run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    _older(Path("r.jsonl"))
    shutil.copytree(tmp_path / "proj", tmp_path / "copy")
    answer = tmp_path / "copy" / "bank" / "p.solution.txt"
    rows = answer.read_text().splitlines()
    rows[0] = "".join("2" if c == "1" else "1" if c == "2" else c for c in rows[0])
    answer.write_text("\n".join(rows) + "\n")
    monkeypatch.chdir(tmp_path / "copy")
    summary = run_batch(["bank"], "r.jsonl", jobs=1, check_answer=True)
    record = json.loads(Path("r.jsonl").read_text())
    assert (summary.new, record["matches_record"], record["reads"]) == (1, False, [str(answer)])


def test_a_resume_after_a_shared_piece_file_is_edited_reads_it_once_a_line(tmp_path, monkeypatch):
    """30 puzzles naming one piece file, edited: each of the 30 lines tried each of the 30 puzzles, every try
    reading the piece file and the puzzle again (3,990 reads; 600 puzzles took 57 s before solving any)."""
    from gridsat.batch import sources

    levels = tmp_path / "levels"
    levels.mkdir()
    (levels / "pieces.txt").write_text("A: ####\nB: ####\n")
    for i in range(30):
        (levels / f"p{i}.json").write_text('{"kind": "pack", "board": "2x4", "pieces": "pieces.txt"}' + " " * i)
    monkeypatch.chdir(tmp_path)
    run_batch(["levels"], "r.jsonl", jobs=1)
    (levels / "pieces.txt").write_text("A: ####\nB: ###/#..\n")
    read, counted = [], sources._bytes
    monkeypatch.setattr(sources, "_bytes", lambda path: (read.append(path), counted(path))[1])
    summary = run_batch(["levels"], "r.jsonl", jobs=1)
    assert (summary.new, summary.edited) == (30, 30)
    assert len(read) <= 7 * 30  # (was 3,990: 181 now, six a puzzle)
    assert {json.loads(line)["status"] for line in Path("r.jsonl").read_text().splitlines()} == {"infeasible"}


def test_a_copied_projects_lines_are_not_told_renamed(run_cli, tmp_path, monkeypatch):
    """A project copied whole: its lines keep their names, and were told "kept: 1 line whose puzzle moved to
    another line of its collection or another file (renumbered or renamed)"."""
    pack_project(tmp_path / "proj", "levels", "2x4", "A: ####\nB: ####\n", monkeypatch, "pk.json")
    shutil.copytree(tmp_path / "proj", tmp_path / "copy")
    monkeypatch.chdir(tmp_path / "copy")
    code, out, err = run_cli("batch", "levels", "--out", "r.jsonl")
    assert code == 0
    assert "kept: 1 line whose puzzle was copied or moved with the files it reads (their 'reads' name those files " \
        "now)" in " ".join((out + err).split())
    assert "renamed" not in out + err
