"""Hostile pass 105, part e: the first kinds (packing, exact cover, calendar, Domino Fit, Yin-Yang) and an
install without the compiled engines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from test_no_compiler import WITHOUT

ROOT = Path(__file__).resolve().parent.parent
NOTICE = ("gridsat: the compiled Domino Fit search engine is not installed (no C compiler at install time, or "
          "GRIDSAT_NO_EXTENSIONS=1); using CP-SAT, slower. Reinstall with a C compiler and pip's --no-cache-dir to get "
          "it (pip reuses a wheel it built without one).")


def without_compiled(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", WITHOUT, *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=600)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_generate_dominofit_unique_without_the_compiled_search_proves_on_cpsat(tmp_path):
    # was refused "--engine search needs the compiled Domino Fit search engine", an option never given
    args = ("generate", "dominofit", "--size", "6x6", "--rule", "dot", "--unique", "--seed", "3")
    out = without_compiled(*args)
    assert out.returncode == 0, out.stderr
    assert out.stderr.splitlines()[0] == NOTICE
    assert out.stderr.splitlines()[1].startswith("generated dominofit seed 3 (unique), givens ")
    board = tmp_path / "board.json"
    board.write_text(out.stdout)
    proof = subprocess.run([sys.executable, "-m", "gridsat", "dominofit", str(board), "--unique", "--json"],
                           capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert json.loads(proof.stdout)["uniqueness"] == "unique"  # checked by the compiled search
