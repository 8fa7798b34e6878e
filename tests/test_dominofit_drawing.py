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
    assert [line.split()[-1] for line in lines[1:-1]] == [f"{sign}{t}" for t in ROWS]
    assert lines[-1] == "(* marks a given domino)"
    assert picture_labels(draw_figure(puzzle, [])) == ([f"{sign}{t}" for t in COLS], [f"{sign}{t}" for t in ROWS])


def test_the_command_lines_at_most_board(run_cli):
    code, out, err = run_cli("dominofit", str(EXAMPLE), "--targets", "at-most")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == " ≤2 ≤5 ≤5 ≤4 ≤6 ≤7 ≤6 ≤6"
    assert lines[1].endswith("> ≤7") and lines[8].endswith(" ≤2")


def _big_board(tmp_path, side: int) -> Path:
    """A ``side`` x ``side`` board, no blocked cell, every line's target ``side`` (every cell covered)."""
    path = tmp_path / f"board{side}.json"
    path.write_text(json.dumps({"rows": side, "cols": side, "blocked": [], "row_targets": [side] * side,
                                "col_targets": [side] * side, "rule": "cell"}))
    return path


def test_a_big_board_is_drawn_in_a_few_collections():
    """A patch per cell and per domino took 40 s and 1.3 GB for a 300x300 board (under --memory-limit 0.3): the
    cells, the dominoes and the dots are one collection each, whatever the size; the tiles keep their colours and
    the givens' thick outline."""
    from gridsat.puzzles.dominofit.rules import DominoFitPuzzle

    side = 40
    tiles = [("H", r, c) for r in range(side) for c in range(0, side, 2)]
    puzzle = DominoFitPuzzle(rows=side, cols=side, row_targets=[side] * side, col_targets=[side] * side,
                             blocked=frozenset(), givens=(("H", 0, 0),), rule="dot")
    ax = draw_figure(puzzle, tiles).axes[0]
    assert len(ax.collections) <= 3 + 2 * side  # cells, tiles, dots; targets' glyph groups
    (edge,) = ax.patches  # the board's thick edge, one rectangle (it had none: its outer sides were thin grey)
    assert (edge.get_width(), edge.get_height(), edge.get_linewidth()) == (side, side, 2.0)
    cells, dominoes, dots = ax.collections[:3]
    assert len(cells.get_paths()) == side * side and len(dominoes.get_paths()) == len(tiles)
    assert list(dominoes.get_linewidths()[:2]) == [2.4, 0.8] and len(dots.get_offsets()) == 2 * len(tiles)
    box = dominoes.get_paths()[1].get_extents()  # ("H", 0, 2): cells (0, 2) and (0, 3), inset 0.1
    assert (round(box.x0, 6), round(box.y0, 6), round(box.x1, 6), round(box.y1, 6)) == (2.1, 0.1, 3.9, 0.9)


def test_a_png_past_the_memory_limit_is_refused_before_solving(run_cli, tmp_path):
    """'gridsat dominofit BOARD_300x300 --png p.png --memory-limit 0.3' solved for 28 s and was then refused: the
    board's smallest picture is weighed before the puzzle is solved (the message says 'at least')."""
    code, out, err = run_cli("dominofit", str(_big_board(tmp_path, 300)), "--png", str(tmp_path / "p.png"),
                             "--memory-limit", "0.3")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: a PNG of at least 20,277x20,277 pixels (--svg draws it in far less) needs about "
                   "3.1 GB of memory; the limit is 0.3 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    assert not (tmp_path / "p.png").exists()
