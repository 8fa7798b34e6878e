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


@pytest.mark.parametrize("cells, error", [
    (((0, 0), (0, 2)), "piece Q is not edge-connected"),         # was packed: "solved" with two split pieces
    ((), "piece Q has no squares"),                              # was ValueError: min() arg is an empty sequence
    (((0, 0), (0, 0), (0, 1)), r"piece Q lists square \(0, 0\) twice"),  # was an area of 3 for 2 squares
])
def test_a_polyomino_built_from_cells_is_one(cells, error):
    # Polyomino(name, cells) took any cells: a disconnected "piece" tiled a 1x4 board, an empty one raised a
    # bare ValueError deep in packing; polyominoes are edge-connected squares (the module's definition)
    with pytest.raises(PuzzleInputError, match=f"^{error}$"):
        gridsat.Polyomino("Q", cells)


@pytest.mark.parametrize("name, cells", [(5, ((0, 0),)), ("Q", 5), ("Q", "##"), ("Q", ((0, 0.5),)),
                                         ("Q", ((True, 0),))])
def test_a_polyomino_of_the_wrong_types_names_the_argument(name, cells):
    with pytest.raises(TypeError, match="^Polyomino (name must be a string|cells must be \\(row, col\\) pairs)"):
        gridsat.Polyomino(name, cells)


def test_a_polyomino_given_anywhere_is_normalised_and_its_orientations_are_distinct():
    # a domino given at (5, 5) kept those cells: its first "orientation" was the un-normalised shape beside the
    # normalised one (3 orientations of a domino, placements numbered from the wrong one)
    domino = gridsat.Polyomino("D", [(5, 6), (5, 5)])
    assert domino.cells == ((0, 0), (0, 1))
    assert domino.orientations() == [((0, 0), (0, 1)), ((0, 0), (1, 0))]
    result = gridsat.pack("2x2", pieces=gridsat.PieceSet(((domino, 2),)))
    result.check()
    assert [p.orientation for p in result.placements] == [0, 0]
