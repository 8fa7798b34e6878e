"""The lead's fixes of the eighth sitting of 2026-12-06."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_batch_draws_its_progress_bar_only_on_a_terminal(run_cli, tmp_path):
    # was: into a redirected stderr (a log file) batch wrote its bar's last state, one line of box characters:
    # "solving ━━━━━━━━━━ 1/1 1 puzzles/s 0:00:00 yinyang-10x10.txt: solved"; count's and census's bars show
    # only on a terminal
    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path)
    code, out, err = run_cli("batch", str(tmp_path / "yinyang-10x10.txt"), "--out", str(tmp_path / "r.jsonl"))
    assert (code, err) == (0, "") and "1 puzzle in" in out


def test_batch_still_draws_its_progress_bar_on_a_terminal(tmp_path):
    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path)
    main, tty = os.openpty()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent / "src"), "COLUMNS": "100"}
    with subprocess.Popen([sys.executable, "-m", "gridsat", "batch", str(tmp_path / "yinyang-10x10.txt"), "--out",
                           str(tmp_path / "r.jsonl")], stdout=subprocess.DEVNULL, stderr=tty, env=env) as run:
        os.close(tty)
        seen = b""
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the run ended and closed its side of the terminal
                break
            if not chunk:
                break
            seen += chunk
        assert run.wait(timeout=60) == 0
    os.close(main)
    assert b"solving" in seen and b"1/1" in seen
