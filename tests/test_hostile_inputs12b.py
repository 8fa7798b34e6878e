"""The twelfth hostile pass over the week's new command-line behaviour (issue 20): reading under the
memory limit, output to closed pipes, user text in every output.  What it found, each kept as a test."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest


def _gridsat(*args, env=None, **kwargs):
    return subprocess.run([sys.executable, "-m", "gridsat", *map(str, args)], capture_output=True, text=True,
                          timeout=120, env=env, **kwargs)


def test_a_collection_line_past_the_memory_limit_is_refused_before_it_is_parsed(tmp_path):
    # a puzzle file or standard input whose reading would pass the limit is refused before it is read, but a
    # collection line was parsed and built whole (a 6.7 MB cover line under GRIDSAT_MEMORY_LIMIT=0.01 grew the
    # worker to 234 MB) and refused only by the built model's estimate
    n = 3000
    line = json.dumps({"kind": "cover", "puzzle": {"options": [[f"i{k}", f"i{k + 1}"] for k in range(n)]}})
    collection = tmp_path / "big.jsonl"
    collection.write_text(line + "\n")
    out = tmp_path / "out.jsonl"
    env = dict(os.environ, GRIDSAT_MEMORY_LIMIT="0.0005")  # 524,288 bytes; the line needs 20 a byte
    run = _gridsat("batch", collection, "-q", "-o", out, env=env)
    assert run.returncode == 0, run.stderr
    (record,) = [json.loads(text) for text in out.read_text().splitlines()]
    size = len(line.encode()) + 1
    assert record["status"] == "unknown"  # a limit stopped it (a run with more memory does it): not bad input
    assert size * 20 == 1_156_520
    assert record["note"] == (f"the memory limit stopped it: big.jsonl: line 1: reading this collection line ({size:,} bytes) needs about "
                               "1.1 MB of memory; the limit is 0.512 MB (raise it with "
                               "--memory-limit GB or GRIDSAT_MEMORY_LIMIT)")


def test_batch_progress_shows_a_file_name_with_an_emoji_code_as_it_is(tmp_path):
    # the progress line's last file went through rich's markup with emoji codes on: '[red]y:smile:.txt'
    # showed as '[red]y😄.txt' (the summary, printed with emoji codes off, showed it as it is)
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "[red]y:smile:.txt").write_text("..\n..\n")
    from terminal import stderr_on_a_terminal  # (the bar is drawn only on a terminal)

    code, drawn = stderr_on_a_terminal("batch", folder, "-j", "1", "-o", tmp_path / "r.jsonl")
    assert code == 0, drawn
    assert "[red]y:smile:.txt: " in drawn and "\U0001f604" not in drawn, drawn


def _cpu_seconds(pid: int) -> float:
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


@pytest.mark.slow  # 2.2 s
def test_a_stopped_census_names_its_results_file_with_brackets_as_it_is(tmp_path):
    # the stop message named the file through rich markup: '[bold]c.jsonl' showed as 'c.jsonl' (a file that is
    # not there); the census of the weekday edition takes about 30 s of CPU, stopped once it has used 2.5
    import time

    out = tmp_path / "[bold]c.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "gridsat", "calendar", "--census", "--edition", "weekday", "-o",
                            str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        while run.poll() is None and _cpu_seconds(run.pid) < 2.5:
            time.sleep(0.05)
        run.send_signal(signal.SIGTERM)
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
    assert (run.returncode, err) == (143, f"gridsat: stopped by SIGTERM; the counts so far are in {out}, marked "
                                          "incomplete, with the parts of the search finished: run the same command "
                                          "again to go on from them\n")
    assert out.exists()


def _closed_pipe_stderr(*args):
    """Run gridsat with its stderr a pipe whose reader has gone (as '2>&1 | head -0')."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run([sys.executable, "-m", "gridsat", *map(str, args)], stdout=subprocess.DEVNULL,
                              stderr=write, timeout=120)
    finally:
        os.close(write)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_an_error_line_whose_reader_has_gone_keeps_the_errors_exit_code(tmp_path):
    # 'gridsat cover nosuch.txt 2>&1 | head -0' exited 1, the code of an infeasible puzzle: the error line's
    # write failed inside the error handler and the interpreter ended on the BrokenPipeError
    assert _closed_pipe_stderr("cover", tmp_path / "nosuch.txt").returncode == 2
    assert _closed_pipe_stderr("nosuch").returncode == 2
    assert _closed_pipe_stderr("cover", tmp_path / "nosuch.txt", "--bad-option").returncode == 2


@pytest.mark.slow  # 2 s
def test_a_resume_starts_the_puzzles_never_tried_before_the_lines_it_redoes(tmp_path):
    # a resume redid the lines an earlier run left unknown first: a puzzle needing more than a whole
    # --total-time run was cut again every time, and the puzzles after it were never started however often the
    # run was repeated ('run the same command again to go on').  The order is the same whatever cut the line, so
    # per-puzzle limits (-t) set it up here, whatever the machine's load
    import random

    rng = random.Random(5)  # 20,000 random triples over 200 items: no cover, and no end to the search in seconds
    hard = {"primary": [str(i) for i in range(200)],
            "options": [[str(x) for x in sorted(rng.sample(range(200), 3))] for _ in range(20000)]}
    easy = {"options": [["a", "b"], ["a"], ["b"]]}
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "cover", "puzzle": hard}) + "\n")
    out = tmp_path / "r.jsonl"
    first = _gridsat("batch", collection, "-j", "1", "-q", "-t", "0.3", "-o", out)
    assert first.returncode == 0, first.stderr
    assert [(r["line"], r["status"]) for r in map(json.loads, out.read_text().splitlines())] == [(1, "unknown")]
    with collection.open("a") as f:  # two puzzles more, line 1 as it was
        f.write("".join(json.dumps({"kind": "cover", "puzzle": easy}) + "\n" for _ in range(2)))
    again = _gridsat("batch", collection, "-j", "1", "-q", "-t", "0.3", "-o", out)
    assert again.returncode == 0, again.stderr
    lines = [(r["line"], r["status"]) for r in map(json.loads, out.read_text().splitlines())]
    assert lines == [(2, "solved"), (3, "solved"), (1, "unknown")]


def test_generate_printing_to_a_reader_that_went_away_exits_141():
    # 'gridsat generate yinyang --count 40 | head -1' exited 1, the code of an infeasible or unknown run: the
    # puzzle's text goes out through typer, which ends a broken pipe with 1 (the other commands said 141)
    read, write = os.pipe()
    os.close(read)
    try:
        run = subprocess.run([sys.executable, "-m", "gridsat", "generate", "yinyang", "--size", "6x6"], stdout=write,
                             stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert (run.returncode, run.stderr) == (141, "")


def test_batch_names_a_total_time_out_of_range_as_given(tmp_path):
    # the start-up was taken off --total-time before it was checked: '--total-time 1e10' was refused as
    # 'got 9999999999.824987', a number nobody wrote
    (tmp_path / "a.txt").write_text("..\n..\n")
    run = _gridsat("batch", tmp_path / "a.txt", "--total-time", "1e10", "-o", tmp_path / "r.jsonl")
    assert (run.returncode, run.stderr) == (2, "gridsat: error: --total-time must be below a billion seconds (leave it "
                                               "out for none), got 1e+10\n")
