"""Hostile pass 85, part e: terminals, locales and the environment."""

import os
import subprocess
import sys

from conftest import ROOT

MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


def test_an_unwritable_output_is_not_told_of_a_utf8_mode_that_changes_nothing():
    """``PYTHONIOENCODING=latin-1 PYTHONUTF8=1 gridsat solve MASYU`` was told "set PYTHONIOENCODING=utf-8 (or
    PYTHONUTF8=1)", the very PYTHONUTF8=1 it had: PYTHONIOENCODING outranks UTF-8 mode, so that advice changed
    nothing. With PYTHONIOENCODING set, the message names its value instead."""
    env = {**os.environ, "PYTHONIOENCODING": "latin-1", "PYTHONUTF8": "1"}
    run = subprocess.run([sys.executable, "-m", "gridsat", "solve", MASYU], cwd=ROOT, env=env, capture_output=True,
                         timeout=60)
    assert (run.returncode, run.stdout) == (2, b"")
    assert run.stderr.decode("ascii") == (
        r"gridsat: error: the output's encoding (iso8859-1) cannot write '\u250c\u2500\u2500', which gridsat prints "
        "(its drawings, and names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 (it is "
        "'latin-1' now); --json output is plain ASCII\n")


def optimized(*args: str) -> subprocess.CompletedProcess:
    """``python -OO -m gridsat ARGS`` (PYTHONOPTIMIZE=2: docstrings and asserts stripped)."""
    return subprocess.run([sys.executable, "-OO", "-m", "gridsat", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def test_every_command_has_its_help_under_python_oo():
    """Under ``python -OO`` (PYTHONOPTIMIZE=2) `gridsat --help` listed batch, formats and serve with no words
    and their own --help said nothing of what they do: their help was their function's docstring, which -OO
    strips."""
    listing = optimized("--help").stdout
    assert "  formats      List the formats read and written for each puzzle kind.\n" in listing
    assert "  batch        Solve every puzzle found (any kind, detected per puzzle)...\n" in listing
    assert "  serve        Serve the puzzles as web pages, and a JSON API mirroring...\n" in listing


def test_a_grade_says_its_rules_in_words_under_python_oo():
    """``python -OO -m gridsat grade HITORI`` said "(its hardest steps use the level-3 rule 'cut')": the rules'
    words were read from the deductions module's docstring, which -OO strips. They are read from its source."""
    run = optimized("grade", "https://puzz.link/p?hitori/4/4/1114142333214213")
    assert run.stdout.splitlines()[0] == (
        "grade: hard (its hardest steps use the rule 'cut': shading a cell that cuts the cells not shaded in two "
        "would leave unshaded cells (its neighbours) on both sides)")
