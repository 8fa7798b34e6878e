"""gridsat's own processes load OR-Tools' CP-SAT module without pandas (0.3-0.5 s of every CP-SAT command)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[1] / "src")

_SOLVES_WITHOUT_PANDAS = """
import sys
from gridsat.core.lean_imports import cp_model_without_pandas
cp_model_without_pandas()
from ortools.sat.python import cp_model
model = cp_model.CpModel()
x = model.new_int_var(0, 9, "x")
model.add(x * 3 == 21)
solver = cp_model.CpSolver()
print(solver.solve(model) == cp_model.OPTIMAL, solver.value(x), "pandas" in sys.modules)
try:
    cp_model.pd.Series([1])
except RuntimeError as exc:
    print(exc)
import pandas  # a later import (Dask's, a user's) loads the real one
print(int(pandas.Series([1, 2]).sum()), pandas is not cp_model.pd)
"""


def test_cp_sat_loads_and_solves_without_pandas_and_pandas_still_loads_after():
    """ortools.sat.python.cp_model imports pandas for helpers gridsat never calls: 0.27-0.55 s of a 1.2 s
    Statue Park solve. Its stand-in holds only what the module reads as it loads, and is gone at once."""
    shown = subprocess.run([sys.executable, "-c", _SOLVES_WITHOUT_PANDAS], capture_output=True, text=True,
                           timeout=120, env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"})
    assert shown.stdout.splitlines() == [
        "True 7 False",
        "CP-SAT's pandas helpers are not available in gridsat's own processes (pandas is not loaded for them)",
        "3 True"], shown.stderr


def test_the_command_line_solves_with_cp_sat_without_importing_pandas():
    url = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # CP-SAT: the genre has no search of its own
    shown = subprocess.run([sys.executable, "-X", "importtime", "-m", "gridsat", "solve", url], capture_output=True,
                           text=True, timeout=120, env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"})
    assert shown.returncode == 0 and "solved in" in shown.stdout, shown.stderr[-2000:]
    imported = [line.rsplit("|", 1)[-1].strip() for line in shown.stderr.splitlines() if line.startswith("import")]
    assert "ortools.sat.python.cp_model" in imported and "pandas" not in imported


def test_a_library_import_keeps_or_tools_as_it_comes():
    """Importing gridsat installs nothing: a program using CP-SAT's pandas helpers beside gridsat keeps them."""
    code = ("import sys, gridsat, gridsat.kinds; from ortools.sat.python import cp_model; "
            "print('pandas' in sys.modules)")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                           env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"})
    assert shown.stdout == "True\n", shown.stderr
