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
