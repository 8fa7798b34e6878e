"""Batch solving: every kind in one folder, bad files recorded, resumable, Dask."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat.batch import Item, Settings, run_batch, solve_item
from gridsat.puzzles.kinds import get, names
from gridsat.kinds import detect

DATA = Path(__file__).parent / "data" / "batch"


def _lacking(engine: str) -> str:
    """``"13 of 16"``: the registered kinds without ``engine`` (was written out: a new kind edited it)."""
    return f"{sum(engine not in get(name).engines for name in names())} of {len(names())}"


EXPECTED = {
    "calendar_oct6.json": ("calendar", "solved"),
    "dominofit_6x6.json": ("dominofit", "solved"),
    "malformed.txt": ("yinyang", "bad_input"),
    "pack_3x20.json": ("pack", "solved"),
    "pack_infeasible.json": ("pack", "infeasible"),
    "pack_small.json": ("pack", "solved"),
    "yinyang_5x5.url": ("yinyang", "solved"),
    "yinyang_6x6.txt": ("yinyang", "solved"),
}


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "puzzles"
    shutil.copytree(DATA, folder, ignore=shutil.ignore_patterns("*.md"))
    return folder


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def _stable(records: list[dict]) -> set:
    """Records without their timings, as a set of JSON strings."""
    return {json.dumps({k: v for k, v in r.items() if k != "seconds"}, sort_keys=True) for r in records}


def test_the_registry_detects_each_kind():
    for name, (kind, _) in EXPECTED.items():
        if name != "malformed.txt":
            assert detect((DATA / name).read_text()).name == kind, name
    assert detect("hello world") is None


def test_solve_item_records_bad_input_as_one_line():
    rec = solve_item(Item(str(DATA / "malformed.txt")), Settings())
    assert rec["status"] == "bad_input"
    assert rec["error"] == "malformed.txt: ragged rows: line 2 has 2 cells, line 1 has 3"
    rec = solve_item(Item(str(DATA / "nonexistent.json")), Settings())
    assert rec["status"] == "bad_input" and rec["error"] == f"{DATA / 'nonexistent.json'}: cannot read puzzle file: No such file or directory"


def test_batch_every_kind_one_line_per_file(tmp_path):
    folder = _folder(tmp_path)
    out = tmp_path / "results.jsonl"
    summary = run_batch([folder], out, jobs=2)
    records = _lines(out)
    assert sorted(Path(r["file"]).name for r in records) == sorted(EXPECTED)
    for r in records:
        assert (r["kind"], r["status"]) == EXPECTED[Path(r["file"]).name], r
        # a solved puzzle's answer passed the checker; an infeasible one has no answer, so nothing was checked
        assert r.get("check") == {"solved": "passed"}.get(r["status"]), r
    assert summary.new == len(EXPECTED) and summary.skipped == 0
    assert summary.statuses == {"solved": 6, "infeasible": 1, "bad_input": 1}
    # run again: nothing to do, nothing duplicated
    again = run_batch([folder], out, jobs=2)
    assert again.new == 0 and again.skipped == len(EXPECTED) and len(_lines(out)) == len(EXPECTED)


def test_half_written_last_line_is_redone(tmp_path):
    folder = _folder(tmp_path)
    full = tmp_path / "full.jsonl"
    run_batch([folder], full, jobs=1)
    text = full.read_text()
    lines = text.splitlines(keepends=True)
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join(lines[:3]) + lines[3][: len(lines[3]) // 2])  # killed mid-line
    summary = run_batch([folder], cut, jobs=1)
    assert summary.skipped == 3 and summary.new == len(EXPECTED) - 3
    assert _stable(_lines(cut)) == _stable(_lines(full))


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_killed_run_restarted_ends_like_an_uninterrupted_one(tmp_path):
    folder = _folder(tmp_path)
    full = tmp_path / "full.jsonl"
    run_batch([folder], full, jobs=1)
    out = tmp_path / "killed.jsonl"
    cmd = [sys.executable, "-m", "gridsat", "batch", str(folder), "--out", str(out), "--jobs", "1", "--quiet"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        if out.exists() and out.read_text().count("\n") >= 2:
            break
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = out.read_text().count("\n")
    assert 2 <= before <= len(EXPECTED)
    rc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert rc.returncode == 0, rc.stderr
    assert len(_lines(out)) == len(EXPECTED)
    assert _stable(_lines(out)) == _stable(_lines(full))


def test_cli_batch_summary_and_bad_path(run_cli, tmp_path):
    folder = _folder(tmp_path)
    out = tmp_path / "r.jsonl"
    code, stdout, _ = run_cli("batch", str(folder), "--out", str(out), "--jobs", "1")
    assert code == 0
    assert "8 puzzles" in stdout and "slowest:" in stdout
    code, stdout, err = run_cli("batch", str(tmp_path / "missing"), "--out", str(out))
    assert code == 2 and err == f"gridsat: error: no such file or folder: {str(tmp_path / 'missing')!r}\n"
    code, stdout, err = run_cli("batch", str(folder), "--out", str(out), "--kind", "quilt")
    kinds = ", ".join(__import__("gridsat").kinds.names())
    assert code == 2 and err == f"gridsat: error: unknown kind 'quilt' (kinds: {kinds})\n"


def test_results_file_from_elsewhere_is_not_overwritten(run_cli, tmp_path):
    folder = _folder(tmp_path)
    out = tmp_path / "notes.jsonl"
    out.write_text("my notes\nmore notes\n")
    code, _, err = run_cli("batch", str(folder), "--out", str(out))
    assert code == 2 and "line 1 is not a JSON record with a key" in err
    assert out.read_text() == "my notes\nmore notes\n"


@pytest.mark.slow  # (1.1 s of the default run, sitting 14: the slow set runs it)
def test_dask_local_cluster(tmp_path):
    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    folder = _folder(tmp_path)
    out = tmp_path / "dask.jsonl"
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, host="127.0.0.1",
                                  dashboard_address=None, processes=True) as cluster:
        summary = run_batch([folder], out, dask=cluster.scheduler_address)
    records = _lines(out)
    assert summary.new == len(EXPECTED)
    assert {Path(r["file"]).name: (r["kind"], r["status"]) for r in records} == EXPECTED


def test_bounds_on_jobs_engines_and_collections(run_cli, tmp_path, monkeypatch):
    import gzip
    import os

    from gridsat.batch import sources

    folder, out = _folder(tmp_path), tmp_path / "r.jsonl"
    most = 4 * (os.cpu_count() or 1)
    assert run_cli("batch", str(folder), "--out", str(out), "-j", "100000")[::2] == (
        2, f"gridsat: error: --jobs must be from 1 to {most} (4 per core on this machine), got 100000\n")
    code, _, err = run_cli("batch", str(folder), "--out", str(out), "--engine", "nosuch")
    assert code == 2 and err.startswith("gridsat: error: unknown engine 'nosuch' for any kind; use one of: auto, ")
    # an engine some kinds lack would mark their puzzles bad input and exit 0: refused up front, before any line
    assert run_cli("batch", str(folder), "--out", str(out), "--engine", "cuts")[::2] == (
        2, f"gridsat: error: --engine cuts: {_lacking('cuts')} kinds have no cuts engine (pack, calendar, dominofit...); "
        "give "
        "--kind KIND when every puzzle is of one kind that has it, or use an engine every kind has: auto, cpsat\n")
    assert not out.exists() or out.read_text() == ""
    monkeypatch.setattr(sources, "MAX_BLANK_RUN", 1000)
    monkeypatch.setattr(sources, "MAX_LINE_BYTES", 10_000)
    blanks, wide = tmp_path / "blanks.jsonl.gz", tmp_path / "wide.jsonl.gz"
    with gzip.open(blanks, "wb") as f:
        f.write(b"\n" * 5000)
    with gzip.open(wide, "wb") as f:
        f.write(b" " * 50_000)
    assert run_cli("batch", str(blanks), "--out", str(out))[2] == (
        f"gridsat: error: {blanks}: lines 1-1001: more than 1,000 blank lines in a row; not a collection of puzzles\n")
    assert run_cli("batch", str(wide), "--out", str(out))[2] == (
        f"gridsat: error: {wide}: line 1 is longer than 10,000 bytes\n")
    assert not out.exists() or out.read_text() == ""


def test_whole_run_limit_and_unknown_lines_done_again(run_cli, tmp_path):
    folder, out = _folder(tmp_path), tmp_path / "r.jsonl"
    code, _, err = run_cli("batch", str(folder), "--out", str(out), "-j", "1", "--total-time", "1e-6")
    assert code == 1 and "stopped by --total-time: 8 puzzles not started" in err and out.read_text() == ""
    assert run_cli("batch", str(folder), "--out", str(out), "-j", "1")[0] == 0
    lines = out.read_text().splitlines()
    first = json.loads(lines[0]) | {"status": "unknown", "complete": False}  # as a time limit leaves a puzzle
    out.write_text("\n".join([json.dumps(first)] + lines[1:]) + "\n")
    kept = run_cli("batch", str(folder), "--out", str(out), "-j", "1", "--keep-unknown")
    assert kept[0] == 0 and json.loads(out.read_text().splitlines()[0])["status"] == "unknown"
    code, stdout, _ = run_cli("batch", str(folder), "--out", str(out), "-j", "1")
    assert code == 0 and ("redone: 1 line an earlier run left unknown, cut short, without an answer or the "
                          "verdict asked now (--unique, --check-answer), read as another kind (--kind), solved or "
                          "refused by another engine (--engine) or refused by a --check-answer run") in stdout
    records = _lines(out)
    assert len(records) == 8 and {r["file"] for r in records} == {json.loads(line)["file"] for line in lines}
    assert all(r["status"] != "unknown" for r in records)
