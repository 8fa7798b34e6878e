"""The twelfth hostile pass (issue 20): the library as a Python user meets it -- the README's Python
section and the public names it shows -- and the web app's JSON API.  What it found, each kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from conftest import ROOT
from gridsat.core.errors import PuzzleInputError

EXAMPLE_DOMINOFIT = "examples/dominofit-8x8.json"


@pytest.mark.parametrize("rule, count", [("cell", 0), ("dot", 1)])
def test_solve_gives_a_detected_kinds_read_settings_to_its_reader(rule, count):
    # gridsat.solve promises the kind's settings, "read-stage ones shape the puzzle"; with the kind detected
    # (no kind=) a read-stage setting was refused: "--rule is used when the puzzle is read: give it to parse or read"
    spec = str(ROOT / EXAMPLE_DOMINOFIT)
    detected = gridsat.solve(spec, task="count", rule=rule).to_json()
    named = gridsat.solve(spec, "dominofit", task="count", rule=rule).to_json()
    assert (detected["rule"], detected["count"], detected["complete"]) == (rule, count, True)
    assert (named["rule"], named["count"]) == (rule, count)
    with pytest.raises(PuzzleInputError, match=r"^--rule must be one of cell, dot, got 'dott' \(did you mean 'dot'\?\)$"):
        gridsat.solve(spec, task="count", rule="dott")
    with pytest.raises(PuzzleInputError, match=r"^dominofit puzzles take no setting 'colour'"):
        gridsat.solve(spec, colour="red")
