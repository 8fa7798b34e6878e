"""The eighteenth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def _gridsat(*args: str) -> subprocess.CompletedProcess:
    """``gridsat ARGS`` in a process of its own (what the C libraries write to the descriptors is seen)."""
    return subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={**__import__("os").environ, "PYTHONPATH": str(ROOT / "src")})


def test_the_scip_log_goes_to_stderr_not_into_the_json():
    """``dominofit F --engine scip --log --json`` printed SCIP's log on stdout, before the JSON answer, which then
    did not parse (``--log`` says the log goes to stderr; CP-SAT's does)."""
    run = _gridsat("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "scip", "--log", "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["status"] == "solved"
    assert "SCIP Status" in run.stderr
