"""Hostile input, fourth pass (issue 20): an option given an empty value is
refused (never read as absent), a cut-off URL of a supported genre names its
real fault, and a kind's ``check`` names a wrong-typed task."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import gridsat.kinds
from gridsat.core.task import Task

ROOT = Path(__file__).resolve().parents[1]
YY = str(ROOT / "examples" / "yinyang-10x10.txt")


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("args, error", [
    (("solve", YY, "--kind", ""), "--kind is empty: give a KIND or leave the option out"),
    (("solve", YY, "--kind="), "--kind is empty: give a KIND or leave the option out"),
    (("yinyang", YY, "--to", ""), "--to is empty: give a FORMAT or leave the option out"),
    (("yinyang", YY, "--to="), "--to is empty: give a FORMAT or leave the option out"),
    # a supported genre's URL with no body: the reader's own line, not "a genre gridsat does not solve"
    (("solve", "https://puzz.link/p?yinyang/1000/1000/"),
     "Yin-Yang: URL body ends after 0 characters, missing 333,334 of its 333,334 characters (3 cells per character) "
     "(is the URL cut short?)"),
    (("hint", "https://puzz.link/p?yinyang/60/60/"),
     "Yin-Yang: URL body ends after 0 characters, missing 1,200 of its 1,200 characters (3 cells per character) (is the "
     "URL cut short?)"),
])
def test_one_line_and_exit_2(args, error):
    out = run(*args)
    assert (out.returncode, out.stdout, out.stderr) == (2, "", f"gridsat: error: {error}\n")


@pytest.mark.parametrize("name", ["sudoku", "yinyang", "pack", "lightup"])
@pytest.mark.parametrize("task", [None, 5, "", [], "unique"])
def test_check_names_a_wrong_typed_task(name, task):
    with pytest.raises(TypeError, match=r"^task must be a gridsat.Task, got \w+ \(e.g. Task\('unique'\)\)$"):
        gridsat.kinds.get(name).check(task)


def test_check_names_wrong_typed_settings():
    with pytest.raises(TypeError, match="^settings must be a dict of setting names to values, got list$"):
        gridsat.kinds.get("yinyang").check(Task("solve"), [])
