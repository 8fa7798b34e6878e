"""gridsat batch over JSON-lines collections: per-line records and resume,
--unique, --check-answer, gzip, and a real kill -9 in the middle."""

from __future__ import annotations

import gzip
import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat.batch import run_batch

DATA = Path(__file__).parent / "data" / "collection"
LINES = 250  # 150 Domino Fit boards and 100 Yin-Yang puzzles, all unique


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def _stable(records: list[dict]) -> set:
    """Records without timings, keyed by their line, as a set of JSON strings."""
    keep = ("file", "line", "kind", "status", "uniqueness", "check", "matches_record")
    return {json.dumps({k: r.get(k) for k in keep} | {"answer": r["answer"]["dominoes" if r["kind"] == "dominofit"
                                                                       else "grid"]}, sort_keys=True) for r in records}


@pytest.fixture
def folder(tmp_path) -> Path:
    out = tmp_path / "collections"
    shutil.copytree(DATA, out, ignore=shutil.ignore_patterns("*.md"))
    return out


def test_every_line_solved_unique_and_matching_its_record(folder, tmp_path):
    out = tmp_path / "r.jsonl"
    summary = run_batch([folder], out, jobs=2, unique=True, check_answer=True)
    records = _lines(out)
    assert len(records) == LINES == summary.new
    assert {(r["kind"], r["status"], r["uniqueness"], r["check"], r["matches_record"]) for r in records} == {
        ("dominofit", "solved", "unique", "passed", True), ("yinyang", "solved", "unique", "passed", True)}
    assert sorted((Path(r["file"]).name, r["line"]) for r in records) == sorted(
        [("dominofit-6x6.jsonl", i) for i in range(1, 151)] + [("yinyang-5x5.jsonl", i) for i in range(1, 101)])
    assert summary.matches == {True: LINES}
    # the summary is the workers' tallies added up: it agrees with the file line by line
    assert (summary.puzzles, summary.tally.good, dict(summary.tally.verdicts)) == (LINES, LINES, {"unique": LINES})
    assert summary.tally.seconds == pytest.approx(sum(r["seconds"] for r in records))
    top = sorted(records, key=lambda r: -r["seconds"])[:3]
    assert [s["seconds"] for s in summary.slowest(3)] == [r["seconds"] for r in top]  # (ties may swap lines)
    assert all({"file": s["file"], "line": s["line"], "seconds": s["seconds"]} in
               [{"file": r["file"], "line": r["line"], "seconds": r["seconds"]} for r in records]
               for s in summary.slowest(3))
    again = run_batch([folder], out, jobs=2, unique=True, check_answer=True)  # nothing left to do
    assert (again.new, again.skipped, len(_lines(out))) == (0, LINES, LINES)
    assert (again.puzzles, again.tally.good) == (LINES, LINES)  # resumed records are tallied from the file


def test_a_gzipped_collection_reads_the_same(folder, tmp_path):
    plain = folder / "dominofit-6x6.jsonl"
    packed = tmp_path / "zipped" / "dominofit-6x6.jsonl.gz"
    packed.parent.mkdir()
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run_batch([plain], a, jobs=1, unique=True, check_answer=True)
    run_batch([packed.parent], b, jobs=1, unique=True, check_answer=True)
    strip = lambda rs: {json.dumps({k: v for k, v in r.items() if k not in ("file", "seconds")} | {  # noqa: E731
        "answer": r["answer"]["dominoes"]}, sort_keys=True) for r in rs}
    assert strip(_lines(a)) == strip(_lines(b)) and len(_lines(b)) == 150


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
def test_killed_midway_and_resumed_no_line_lost_or_doubled(folder, tmp_path):
    full = tmp_path / "full.jsonl"
    run_batch([folder], full, jobs=1, unique=True, check_answer=True)
    out = tmp_path / "killed.jsonl"
    cmd = [sys.executable, "-m", "gridsat", "batch", str(folder), "--out", str(out), "--jobs", "2", "--unique",
           "--check-answer", "--quiet"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        if out.exists() and out.read_text().count("\n") >= 30:
            break
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    text = out.read_text() if out.exists() else ""
    if text.count("\n") == LINES:  # a loaded machine let the run end before the kill: what a kill after line 30,
        lines = text.splitlines(keepends=True)  # in the middle of line 31, leaves (the resume is what is tested)
        out.write_text("".join(lines[:30]) + lines[30][:len(lines[30]) // 2])
    before = out.read_text().count("\n")
    assert 1 <= before < LINES, before
    rc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert rc.returncode == 0, rc.stderr
    records = _lines(out)
    assert len(records) == LINES and len({(r["file"], r["line"]) for r in records}) == LINES
    assert _stable(records) == _stable(_lines(full))


def test_the_summary_counts_what_it_says(folder, tmp_path, run_cli):
    code, out, err = run_cli("batch", str(folder), "--out", str(tmp_path / "r.jsonl"), "--jobs", "1", "--unique",
                             "--check-answer")
    flat = " ".join(out.split())
    assert code == 0 and f"{LINES} puzzles in" in flat and f"({LINES} new, 0 resumed)" in flat
    assert f"recorded solutions: {LINES} matched, 0 differ, 0 without one" in flat


def test_one_unreadable_collection_in_a_folder_is_listed_not_read_and_the_rest_run(folder, tmp_path, run_cli):
    (folder / "broken.jsonl.gz").write_bytes(b"not gzip at all")
    out = tmp_path / "r.jsonl"
    code, text, _ = run_cli("batch", str(folder), "--out", str(out), "--jobs", "1")
    assert code == 0 and len(_lines(out)) == LINES
    assert f"not read: 1 path: {folder / 'broken.jsonl.gz'} (not gzip-compressed, though its name ends in .gz: " \
           "if it is the text of a collection, name it .jsonl)" in " ".join(text.split())
    # named alone, it is the whole input: one line, exit 2
    assert run_cli("batch", str(folder / "broken.jsonl.gz"), "--out", str(tmp_path / "b.jsonl")) == (
        2, "", f"gridsat: error: {folder / 'broken.jsonl.gz'}: not gzip-compressed, though its name ends in .gz: if it "
               "is the text of a collection, name it .jsonl\n")
