"""The eleventh hostile pass over the commands that write or run long, as processes (issue 20):
interruptions, full disks, odd output paths, limits.  What it found, each kept as a test."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from conftest import TEST_DATA, file_size_limit
from gridsat.core.errors import PuzzleInputError


def _whole_lines(path) -> list:
    data = path.read_bytes()
    assert data.endswith(b"\n") or not data
    return [json.loads(line) for line in data.splitlines()]


@pytest.mark.slow  # (1.7 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("command, size, lines", [
    (["generate", "yinyang", "--size", "4x4", "--count", "6", "-o", "{out}"], 700, 6),
    # batch writes a task's lines at once (25 lines of about 460 bytes here)
    (["batch", str(TEST_DATA / "collection" / "yinyang-5x5.jsonl"), "-j", "1", "-q", "-o", "{out}"], 20000, 100),
])
def test_a_results_file_the_disk_cannot_hold_is_named_and_keeps_whole_lines(tmp_path, command, size, lines):
    # a full disk (or a file-size limit) mid-run said "cannot write the output: No space left on device",
    # naming no file (the results file, not stdout, was full), and left the line it was writing half
    out = tmp_path / "out.jsonl"
    args = [arg.replace("{out}", str(out)) for arg in command]
    # -B: under the file-size limit, a module compiled now would leave a cut .pyc ("marshal data too short"
    # for every later run of the suite: CPython does not check that its cache file was written whole)
    run = subprocess.run([sys.executable, "-B", "-m", "gridsat", *args], capture_output=True, text=True, timeout=120,
                         preexec_fn=file_size_limit(size))
    noun = "collection" if command[0] == "generate" else "results file"  # (generate's was "results file" too)
    assert (run.returncode, run.stderr) == (2, f"gridsat: error: {out}: cannot write {noun}: File too large; "
                                            "every line before it is kept: make room and run the same command "
                                            "again to go on\n")
    kept = _whole_lines(out)
    assert 0 < len(kept) and out.stat().st_size <= size
    rerun = subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    done = _whole_lines(out)
    assert done[:len(kept)] == kept and len(done) == lines


@pytest.mark.parametrize("other", ["hard link", "TMPDIR"])
def test_two_runs_on_one_results_file_by_another_name_or_temporary_folder_are_refused(tmp_path, other):
    # the lock was on the file's name, in the temporary folder: a run reaching the same file by a hard link,
    # or with another TMPDIR, wrote it at the same time (1,353 lines for 798 puzzles), and the file was then
    # refused for its repeated keys
    from gridsat.core.jsonl import JsonLinesWriter

    out = tmp_path / "out.jsonl"
    out.write_text('{"date": "2025-01-01", "status": "solved"}\n')
    second = tmp_path / "link.jsonl"
    if other == "hard link":
        os.link(out, second)
    else:
        second = out
    with JsonLinesWriter(out, key="date"):
        script = ("import sys; from gridsat.core.jsonl import JsonLinesWriter; from gridsat.core.errors import "
                  "PuzzleInputError\ntry:\n    JsonLinesWriter(sys.argv[1], key='date')\nexcept PuzzleInputError as "
                  "exc:\n    print(exc)")
        env = dict(os.environ, TMPDIR=str(tmp_path)) if other == "TMPDIR" else None
        run = subprocess.run([sys.executable, "-c", script, str(second)], capture_output=True, text=True,
                             timeout=60, env=env)
    assert run.stdout == (f"{second}: another gridsat run is writing this file; wait for it to finish or choose "
                          "another out\n"), run.stderr  # (Python's words: the command line's say --out)


def test_a_writer_still_rewrites_its_file_and_holds_the_new_one(tmp_path):
    # a resume that takes 'unknown' lines out rewrites the file (a new one, renamed over it): the lock must
    # follow, or a run with another TMPDIR could take the new file while this one writes it
    from gridsat.core.jsonl import JsonLinesWriter

    out = tmp_path / "out.jsonl"
    out.write_text('{"date": "1", "status": "unknown"}\n{"date": "2", "status": "solved"}\n')
    with JsonLinesWriter(out, key="date", redo=lambda r: r["status"] == "unknown") as writer:
        writer.write({"date": "1", "status": "solved"})
        script = ("import sys; from gridsat.core.jsonl import JsonLinesWriter\ntry:\n    "
                  "JsonLinesWriter(sys.argv[1], key='date')\nexcept Exception as exc:\n    print(exc)")
        run = subprocess.run([sys.executable, "-c", script, str(out)], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, TMPDIR=str(tmp_path)))
        assert "another gridsat run is writing this file" in run.stdout, run.stderr
        assert writer.redone == 1
    assert [json.loads(line)["date"] for line in out.read_text().splitlines()] == ["2", "1"]


def _collection_and_results(tmp_path, lines: int, recorded: int):
    """A collection of ``lines`` Yin-Yang lines and a results file recording its first ``recorded`` as solved."""
    text = (TEST_DATA / "collection" / "yinyang-5x5.jsonl").read_text().splitlines()
    collection = tmp_path / "many.jsonl"
    collection.write_text("".join(text[i % len(text)] + "\n" for i in range(lines)))
    out = tmp_path / "out.jsonl"
    out.write_text("".join(json.dumps({"file": str(collection), "line": n, "kind": "yinyang", "status": "solved",
                                       "seconds": 0.01, "answer": {"grid": [[0]]}}) + "\n"  # (an empty answer is
                           for n in range(1, recorded + 1)))  # redone)
    return collection, out


@pytest.mark.parametrize("recorded, where", [(5000, "while reading the results file"),
                                             (10, "while reading the puzzles")])
def test_the_whole_runs_time_limit_covers_reading_what_a_resume_reads(tmp_path, run_cli, recorded, where):
    # batch --total-time 1 over a collection of 227,500 lines already solved ran 14 s (16 s with -t 0.5):
    # the results file and every collection line were read through before the limit was looked at
    collection, out = _collection_and_results(tmp_path, 5000, recorded)
    before = out.read_bytes()
    code, _, err = run_cli("batch", str(collection), "-o", str(out), "--total-time", "0.000001", "-j", "1")
    assert (code, err) == (1, f"stopped by --total-time {where}: no puzzle started; reading alone takes longer "
                              "than that, so give more time\n")
    assert out.read_bytes() == before


def test_a_resume_given_time_still_reads_through_and_solves_the_rest(tmp_path):
    from gridsat.batch import run_batch

    collection, out = _collection_and_results(tmp_path, 5000, 4990)
    summary = run_batch([str(collection)], out, jobs=1, total_time=600)
    assert (summary.unread, summary.skipped, summary.new, summary.untried) == ("", 4990, 10, 0)
    assert len(out.read_text().splitlines()) == 5000


@pytest.mark.slow  # 2.3 s; test_newcomer26 stops a server with Ctrl-C by default
def test_a_terminals_ctrl_c_stops_the_server_without_its_workers_tracebacks():
    # a terminal's Ctrl-C reaches the whole process group: a web worker warming up (solving every kind's
    # example, its first second or two) printed "Process gridsat-web-worker: Traceback ... KeyboardInterrupt"
    pytest.importorskip("uvicorn")
    psutil = pytest.importorskip("psutil")
    import re
    import time

    from conftest import cpu_seconds, gridsat_child

    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        assert re.search(r"http://127\.0\.0\.1:\d+/", proc.stdout.readline()), proc.stderr.read()
        worker = None
        for _ in range(600):  # the worker, once it has used 0.6 s of CPU: warming up (about 2 s of CPU)
            worker = worker or next((child.pid for child in psutil.Process(proc.pid).children()
                                     if "resource_tracker" not in " ".join(child.cmdline())), None)
            if worker is not None and cpu_seconds(worker) >= 0.6:
                break
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        assert (proc.returncode, err) == (0, "")
        assert out.strip().endswith("gridsat serve stopped")
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.parametrize("jobs", ["max+1", "1024"])
def test_a_design_search_asks_for_no_more_workers_than_a_batch(run_cli, jobs):
    # calendar --design --jobs took up to 1,024 spawned worker processes on a 2-core machine (16 held
    # 500 MB of memory), where batch stops at 4 per core
    from gridsat.core.workers import max_jobs

    most = max_jobs()
    asked = most + 1 if jobs == "max+1" else max(1024, most + 1)
    code, out, err = run_cli("calendar", "--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8",
                             "--jobs", str(asked), "-t", "1")
    assert (code, out, err) == (2, "", f"gridsat: error: --jobs must be from 1 to {most} (4 per core on this "
                                       f"machine), got {asked}\n")


def test_a_run_leaves_no_lock_file_behind(tmp_path, run_cli):
    # every results file ever written left its lock file in the temporary folder: one of these tests'
    # machines held 13,958 of them
    from gridsat.core.jsonl import JsonLinesWriter
    from gridsat.core.locks import lock_path

    out = tmp_path / "out.jsonl"
    code, _, err = run_cli("batch", str(TEST_DATA / "batch" / "yinyang_6x6.txt"), "-o", str(out), "-q", "-j", "1")
    assert (code, err) == (0, "")
    assert not lock_path(out).exists()
    with JsonLinesWriter(out, key="file"):
        assert lock_path(out).exists()
        with pytest.raises(PuzzleInputError, match="another gridsat run is writing this file"):
            JsonLinesWriter(out, key="file")
    assert not lock_path(out).exists()
    JsonLinesWriter(out, key="file").close()  # taken again once let go


DESIGN = ("calendar", "--design", "standard", "--pieces", "pentominoes+hexominoes", "--choose", "8")


@pytest.mark.parametrize("args, error", [
    (DESIGN + ("--memory-limit", "0.0001"), "the design search (1 census(es) at once, each of up to 1,624 "
     "placements) needs about 2.3 MB of memory; the limit is 0.102 MB"),
    (DESIGN + ("--memory-limit", "0.003", "--jobs", "2"), "the design search (2 census(es) at once, each of up to "
     "1,624 placements) needs about 4.6 MB of memory; the limit is 3.072 MB"),
    (("calendar", "--layout", "labels", "--memory-limit", "0.0001"), "the layout search (censuses of up to 1,196 "
     "placements) needs about 1.7 MB of memory; the limit is 0.102 MB"),
    (DESIGN + ("-w", "4"), "--workers does not apply to --design"),
])
def test_a_design_or_layout_search_keeps_its_memory_limit_and_refuses_workers(run_cli, args, error):
    # --design and --layout took --memory-limit and never looked at it (each census built whatever it
    # needed), and --design took -w and ignored it (one census a worker process, one thread each)
    code, out, err = run_cli(*args, "-t", "1")
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {error}"), err


@pytest.mark.parametrize("args", [("calendar", "--year", "2026"), ("calendar", "--census")])
def test_a_run_refused_after_opening_its_results_file_leaves_no_empty_file(tmp_path, run_cli, args):
    # the results file was made before the memory limit refused the first date's model: an empty file
    # was left where the user asked for results
    out = tmp_path / "out.jsonl"
    code, _, err = run_cli(*args, "-o", str(out), "--memory-limit", "0.0001")
    assert code == 2 and "needs about 1.7 MB of memory; the limit is 0.102 MB" in err
    assert not out.exists()
    out.write_text("")  # a file that was there stays
    assert run_cli(*args, "-o", str(out), "--memory-limit", "0.0001")[0] == 2 and out.exists()


@pytest.mark.parametrize("how", ["removed", "replaced"])
def test_a_results_file_removed_mid_run_is_named_not_written_into_the_void(tmp_path, how):
    # generate --count 30 -o FILE, FILE removed after 4 lines: "wrote 30 Yin-Yang puzzles to FILE", exit 0,
    # and no file (the 26 lines went to the removed one); batch and calendar --year the same
    from gridsat.core.jsonl import JsonLinesWriter

    out = tmp_path / "out.jsonl"
    with JsonLinesWriter(out, key="seed") as writer:
        writer.write({"seed": 1})
        out.unlink()
        if how == "replaced":
            out.write_text('{"seed": 7}\n')
        with pytest.raises(PuzzleInputError) as caught:
            writer.write({"seed": 2})
    assert str(caught.value) == (f"{out}: the results file was removed or replaced while this run wrote it; run "
                                 "the same command again to redo what it held")
    assert (out.read_text() if how == "replaced" else out.exists()) == ('{"seed": 7}\n' if how == "replaced" else False)
