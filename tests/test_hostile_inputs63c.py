"""Hostile pass 63, part c: the Python API and designers."""

from __future__ import annotations

import pytest

import gridsat


def _lightup(rows: int, cols: int):
    return gridsat.kinds.get("lightup").parse("\n".join([" ".join(["."] * cols)] * rows))


@pytest.mark.parametrize("answer, grid", [
    ("* x x x\nx * x x\nx x * x\nx x x *", [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
    ("x * x x\n* x x x\nx x * x\nx x x *", [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
    ("# x x x\n. * . .\n. . * .\n. . . *", [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
])
def test_an_answer_row_of_a_symbol_then_xs_is_a_row_not_the_key(answer, grid):
    """A Light Up answer row `* x x x` (a bulb, then three cells without one) was taken for the key gridsat prints
    under a drawn answer (`◉ bulb, · no bulb`: any glyph, then lowercase words) and left out: `read_answer` gave 3
    rows, and a record's solution in those symbols (`batch --check-answer`, a record's `solution`) was refused as
    "the recorded solution is 3x4; the puzzle is 4x4"."""
    puzzle = _lightup(4, 4)
    assert type(puzzle).read_answer(answer) == grid
    result = puzzle.solve()
    kind = gridsat.kinds.get("lightup")
    assert kind.recorded_answer(result, answer) == grid


def test_the_key_under_a_drawn_answer_is_still_left_out():
    """The key line is left out of a drawn answer as before, whatever glyphs it names."""
    from gridsat.core.grid_text import without_status_line
    from gridsat.puzzles.grid.result import _GLYPHS

    result = _lightup(4, 4).solve()
    drawn = result.text(result.grid).plain
    kind = gridsat.kinds.get("lightup")
    assert kind.recorded_answer(result, drawn + "\n◉ bulb, · no bulb\n") == [list(r) for r in result.grid]
    for glyph, _ in _GLYPHS:
        assert without_status_line(f"row\n{glyph} shaded, · unshaded") == "row"
