"""Hostile pass 62, part a (the command line): faults found and fixed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from gridsat.puzzles.yinyang import graded, stepping


def test_graded_generation_stops_at_a_ctrl_c_inside_its_grading(monkeypatch):
    """A Ctrl-C (or SIGTERM) landing while a candidate was graded cut the stepping, which keeps its steps so
    far (for hint); the candidate was passed over and the run went on to the next one: it must stop."""
    calls = []

    def cut(puzzle, **how):
        calls.append(puzzle)
        out = stepping.deduce(puzzle, **how)
        if out.steps:
            out.complete, out.interrupted = False, True
        return out

    monkeypatch.setattr(graded, "deduce", cut)
    with pytest.raises(KeyboardInterrupt):
        graded.generate_graded(6, 6, 3, "hard")
    assert len(calls) == 1


@pytest.mark.slow
def test_sigterm_ends_a_run_started_with_sigint_ignored(tmp_path):
    """A run started with SIGINT ignored (a script's `gridsat ... &`) had no wind-down watch, so a SIGTERM the
    run's work swallowed left it going for ever; now the watch ends it, 143, WIND_DOWN seconds later at most."""
    script = ("import sys, time\n"
              "from gridsat.puzzles.yinyang import graded\n"
              "import gridsat.engines.interrupt as i\n"
              "i.WIND_DOWN = 1.0\n"
              "def busy(*a, **k):\n"
              "    while True:\n"
              "        try:\n"
              "            time.sleep(0.01)\n"
              "        except KeyboardInterrupt:\n"
              "            pass\n"
              "graded.generate_graded = busy\n"
              "sys.argv = ['gridsat', 'generate', 'yinyang', '--grade', 'hard']\n"
              "from gridsat.cli.leaving import entry\n"
              "entry()\n")

    def ignore():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=ignore, start_new_session=True, cwd=tmp_path)
    try:
        time.sleep(4)
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 143
    assert err.splitlines()[-1] == ("gridsat: stopped by SIGTERM; the run did not stop within 1 s and was ended "
                                    "at once; every line written is kept")


@pytest.mark.parametrize("pieces, problem", [
    ("#./.#", "piece 1 is not edge-connected"),
    ("## #./.#", "piece 2 is not edge-connected"),
    ("#/.", "piece 1 '#/.' has an empty first or last row or column"),
])
def test_a_statue_park_drawn_piece_fault_names_its_pieces_line(run_cli, tmp_path, monkeypatch, pieces, problem):
    """`gridsat solve sp.txt` of a Statue Park text whose line `pieces: #./.#` draws a piece in two parts was told
    "sp.txt: piece 1 is not edge-connected", no line, where the line's other faults say "line 3: pieces: ..."."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sp.txt").write_text(f"statuepark\n\npieces: {pieces}\n. . . .\n. B . .\n. . W .\n. . . .\n")
    assert run_cli("solve", "sp.txt") == (2, "", f"gridsat: error: sp.txt: line 3: pieces: {problem}\n")
    assert run_cli("statuepark", "sp.txt")[2] == f"gridsat: error: sp.txt: line 3: pieces: {problem}\n"
