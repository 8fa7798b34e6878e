"""Domino Fit's drawings show a relaxed target the same way in the terminal
text and in the picture: ``≤7`` at most, ``≥7`` at least, ``7`` exactly
(the text once wrote ``<7``, which reads like the end of a ``<==>``
domino, while the picture wrote ``≤7``).  The original game's levels have
exact targets only (/work/shared/data/dominofit: targets are plain numbers)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.puzzles.dominofit import puzzle_from_json
from gridsat.puzzles.dominofit.draw import draw_ascii, draw_figure

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "dominofit-8x8.json"
ROWS, COLS = [7, 6, 5, 2, 5, 6, 8, 2], [2, 5, 5, 4, 6, 7, 6, 6]  # the example's targets
MODES = [("at-most", "≤"), ("at-least", "≥"), ("exact", "")]


def picture_labels(fig) -> tuple[list[str], list[str]]:
    """The picture's column targets (left to right, above the grid) and row targets (top to bottom)."""
    texts = fig.axes[0].texts
    above = sorted((t for t in texts if t.get_position()[1] < 0), key=lambda t: t.get_position()[0])
    right = sorted((t for t in texts if t.get_position()[1] > 0), key=lambda t: t.get_position()[1])
    return [t.get_text() for t in above], [t.get_text() for t in right]


@pytest.mark.parametrize("mode,sign", MODES)
def test_text_and_picture_draw_the_same_targets(mode, sign):
    puzzle = puzzle_from_json(json.loads(EXAMPLE.read_text()), targets=mode)
    lines = str(draw_ascii(puzzle, [])).splitlines()
    assert lines[0].split() == [f"{sign}{t}" for t in COLS]
    assert [line.split()[-1] for line in lines[1:]] == [f"{sign}{t}" for t in ROWS]
    assert picture_labels(draw_figure(puzzle, [])) == ([f"{sign}{t}" for t in COLS], [f"{sign}{t}" for t in ROWS])


def test_the_command_lines_at_most_board(run_cli):
    code, out, err = run_cli("dominofit", str(EXAMPLE), "--targets", "at-most")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == " ≤2 ≤5 ≤5 ≤4 ≤6 ≤7 ≤6 ≤6"
    assert lines[1].endswith("> ≤7") and lines[8].endswith(" ≤2")
