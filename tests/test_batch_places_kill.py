"""A batch results file shared by runs from different folders loses no line to a kill -9 mid-rewrite or to two
runs at once (the rest: test_batch_places.py)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from gridsat.batch import run_batch
from test_batch_places import A, OLD, _places, _tree



def test_a_kill_while_an_older_file_is_given_at_loses_nothing(tmp_path):
    """kill -9 as the older lines' rewrite is put in place: the file is as it was, and the next run gives them
    'at' and keeps every line."""
    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    script = ("import os, signal\nreplace = os.replace\n"
              "def killed(a, b):\n    if str(b).endswith('r.jsonl'):\n        os.kill(os.getpid(), signal.SIGKILL)\n"
              "    replace(a, b)\nos.replace = killed\n"
              "from gridsat.batch import run_batch\nrun_batch(['levels'], '../r.jsonl', jobs=1)\n")
    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path / "a", capture_output=True, timeout=120)
    assert run.returncode == -signal.SIGKILL, run.stderr
    assert out.read_bytes() == OLD.read_bytes()
    cwd = os.getcwd()
    try:
        os.chdir(tmp_path / "a")
        again = run_batch(["levels"], "../r.jsonl", jobs=1)
    finally:
        os.chdir(cwd)
    assert (again.new, again.skipped) == (0, 3)
    assert _places(out) == A


def test_a_run_from_another_folder_waits_for_the_one_writing(tmp_path):
    """Two runs at once, from a and from b, on one results file: the second is refused while the first writes,
    and the file keeps every line of the first."""
    from gridsat.batch.lines import line_key
    from gridsat.core.jsonl import JsonLinesWriter

    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    with JsonLinesWriter(out, key=line_key, first_field="file"):
        run = subprocess.run([sys.executable, "-m", "gridsat", "batch", "levels", "--out", "../r.jsonl", "-j", "1"],
                             cwd=tmp_path / "b", capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr.strip().endswith("../r.jsonl: another gridsat run is writing this file; wait for it to finish "
                                       "or choose another --out")
    assert out.read_bytes() == OLD.read_bytes()


def test_a_kill_while_lines_follow_a_renamed_folder_loses_nothing(tmp_path, monkeypatch):
    """kill -9 as the rewrite that renames the lines of a folder renamed is put in place: the file is as it was,
    and the next run moves them."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path / "a")
    run_batch(["levels"], "../r.jsonl", jobs=1)
    before = (tmp_path / "r.jsonl").read_bytes()
    Path("levels").rename("levels2")
    script = ("import os, signal\nreplace = os.replace\n"
              "def killed(a, b):\n    if str(b).endswith('r.jsonl'):\n        os.kill(os.getpid(), signal.SIGKILL)\n"
              "    replace(a, b)\nos.replace = killed\n"
              "from gridsat.batch import run_batch\nrun_batch(['levels2'], '../r.jsonl', jobs=1)\n")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120)
    assert run.returncode == -signal.SIGKILL, run.stderr
    assert (tmp_path / "r.jsonl").read_bytes() == before
    again = run_batch(["levels2"], "../r.jsonl", jobs=1)
    assert (again.new, again.moved, again.others) == (0, 3, 0)
    assert [at for _, at, _, _ in _places(tmp_path / "r.jsonl")] == ["a/levels2/one.json", "a/levels2/c.jsonl",
                                                                      "a/levels2/c.jsonl"]
