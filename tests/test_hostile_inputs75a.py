"""Hostile pass 75, part a: the command line's surroundings (environment, encodings, streams, options per kind)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_an_ascii_output_of_batch_is_not_told_of_a_json_option_it_lacks(tmp_path):
    """`PYTHONIOENCODING=ascii gridsat batch d -o r.jsonl`, d holding `éé.txt`, was told "...; --json output is
    plain ASCII": batch has no --json. The --json advice is given only to a command that has it."""
    (tmp_path / "d").mkdir()
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", tmp_path / "d" / "\u00e9\u00e9.txt")
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run([sys.executable, "-m", "gridsat", "batch", "d", "-o", "r.jsonl"], cwd=tmp_path, env=env,
                         capture_output=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.decode("ascii").splitlines()[-1] == (
        r"gridsat: error: the output's encoding (ascii) cannot write '\xe9\xe9', which gridsat prints (its "
        "drawings, and names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 (or "
        "PYTHONUTF8=1)")
