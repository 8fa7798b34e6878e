"""A finished command-line run ends without the interpreter's teardown (gridsat.cli.leaving): a 600x600
Slitherlink's objects took about 1.5 s to free after "unknown after 3.0 s" with -t 3.  The atexit handlers still
run and the output is flushed; a thread still running that is not a daemon keeps the usual ending (the
interpreter waits for it; gridsat.cli.main has frozen the objects left, so its last collection skips them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import atexit, sys, threading
from pathlib import Path

folder = Path(sys.argv[1])

class Freed:
    def __del__(self):
        (folder / "freed").write_text("the teardown freed the objects")

KEPT = Freed()
atexit.register(lambda: (folder / "atexit").write_text("ran"))
if sys.argv[2] == "thread":  # a worker thread still running when the run ends: the interpreter waits for it
    def work():
        threading.Event().wait(0.5)
        (folder / "thread").write_text("ended")

    threading.Thread(target=work).start()
sys.argv = ["gridsat", *sys.argv[3:]]
from gridsat.cli.leaving import entry
entry()
"""


@pytest.mark.parametrize("args, code, said", [
    (["solve", str(ROOT / "examples" / "yinyang-10x10.txt")], 0, "solved in"),
    (["solve", "nosuch.txt"], 2, "gridsat: error: nosuch.txt: cannot read puzzle file: No such file or directory\n"),
])
def test_a_finished_run_runs_its_atexit_handlers_and_leaves_its_objects_to_the_system(tmp_path, args, code, said):
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "plain", *args], capture_output=True,
                          text=True, timeout=60, cwd=tmp_path)
    assert proc.returncode == code, proc.stderr
    assert said in (proc.stdout if code == 0 else proc.stderr)
    assert (tmp_path / "atexit").read_text() == "ran"
    assert not (tmp_path / "freed").exists()


def test_a_thread_still_running_keeps_the_interpreters_ending(tmp_path):
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "thread", "solve",
                           str(ROOT / "examples" / "yinyang-10x10.txt")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "solved in" in proc.stdout, proc.stderr
    assert (tmp_path / "atexit").read_text() == "ran"
    assert (tmp_path / "thread").read_text() == "ended"  # waited for, not cut off by the process's end
