"""The gridsat command as a whole: version, formats, python -m."""

from __future__ import annotations

import json
import subprocess
import sys

import gridsat
from gridsat.batch import KINDS


def test_version(run_cli):
    code, out, _ = run_cli("--version")
    assert code == 0 and out == f"gridsat {gridsat.__version__}\n"


def test_formats_lists_every_kind(run_cli):
    code, out, _ = run_cli("formats", "--json")
    data = json.loads(out)
    assert code == 0 and sorted(data) == sorted(KINDS)
    assert any("puzz.link" in f for f in data["yinyang"]["reads"])
    assert all(data[k]["reads"] and data[k]["writes"] for k in KINDS)


def test_python_dash_m_runs_the_same_command():
    run = subprocess.run([sys.executable, "-m", "gridsat", "--version"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout == f"gridsat {gridsat.__version__}\n"


def test_unknown_subcommand_is_a_usage_error(run_cli):
    code, _, err = run_cli("sudoku")
    assert code == 2 and "No such command 'sudoku'" in err
