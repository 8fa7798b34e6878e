"""The eighteenth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def _gridsat(*args: str) -> subprocess.CompletedProcess:
    """``gridsat ARGS`` in a process of its own (what the C libraries write to the descriptors is seen)."""
    return subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})


def test_the_scip_log_goes_to_stderr_not_into_the_json():
    """``dominofit F --engine scip --log --json`` printed SCIP's log on stdout, before the JSON answer, which then
    did not parse (``--log`` says the log goes to stderr; CP-SAT's does)."""
    run = _gridsat("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "scip", "--log", "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["status"] == "solved"
    assert "SCIP Status" in run.stderr


@pytest.mark.parametrize("kind", ["starbattle", "norinori", "lits", "heyawake", "hitori", "nurikabe", "sudoku",
                                  "lightup", "masyu", "slitherlink", "statuepark"])
@pytest.mark.parametrize("name, text, what", [("list.json", "[1, 2, 3]", "an array"), ("null.json", "null", "null"),
                                              ("s.txt", '"abc"', "a string")])
def test_json_that_is_not_an_object_is_no_text_grid(run_cli, tmp_path, kind, name, text, what):
    """``gridsat starbattle list.json`` on a file holding ``[1, 2, 3]`` (or ``null``, or ``"hello"``) printed a
    star and "solved": the genre's text reader took the JSON for a one-cell board whose room is named
    ``[1,2,3]``; norinori and lits said "infeasible"."""
    from gridsat.puzzles.kinds import get

    (tmp_path / name).write_text(text + "\n")
    assert run_cli(kind, str(tmp_path / name)) == (
        2, "", f'gridsat: error: {name}: expected a JSON object ({{"kind": "{kind}", ...}}) or a {get(kind).title} '
               f"text grid, got JSON: {what}\n")


def test_a_cover_file_of_json_that_is_not_an_object_is_refused(run_cli, tmp_path):
    """``gridsat cover x.json`` on a file holding ``"a b"`` or ``null`` said "infeasible": read as Knuth's format,
    it was one primary item, named with its quotes, that no option covers (an array was refused)."""
    for name, text, what in (("s.json", '"a b"', "a string"), ("n.json", "null", "null"), ("q.txt", '"a b"',
                                                                                            "a string")):
        (tmp_path / name).write_text(text)
        assert run_cli("cover", str(tmp_path / name)) == (
            2, "", f'gridsat: error: {name}: JSON: expected an object with "options", got {what}\n')
    (tmp_path / "one.txt").write_text("5\n")  # elsewhere a bare number is a one-cell grid, as before
    assert run_cli("hitori", str(tmp_path / "one.txt"))[0] == 0
