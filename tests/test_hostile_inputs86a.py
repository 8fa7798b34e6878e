"""Hostile pass 86, part a: limits on every path, every kind (``-t`` over the whole run, memory estimated before
building, every count bounded)."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.options import TimeUp


def _board(tmp_path, size, clues):
    rows = [["."] * size for _ in range(size)]
    for (r, c), value in clues.items():
        rows[r][c] = value
    file = tmp_path / "board.txt"
    file.write_text("shikaku\n" + "\n".join(" ".join(row) for row in rows) + "\n")
    return file


def test_shikaku_estimate_counts_on_the_clock():
    """A Shikaku's rectangles were counted for the memory estimate by a property no clock reached: a 1000x1000
    board of 2500s took 5 s past ``-t 3`` to be refused. The count now calls the run's check as it goes."""
    puzzle = gridsat.kinds.get("shikaku").parse("shikaku\n" + "\n".join(["? . . ."] + [". . . ."] * 3))

    def out_of_time():
        raise TimeUp()

    assert puzzle.model_bytes() == 16 * 4000 + 16 * 1500 + 100 * 60
    with pytest.raises(TimeUp):
        puzzle.model_bytes(out_of_time)


def test_shikaku_question_mark_spans_are_counted_without_a_second_look(tmp_path, run_cli):
    """A 400x400 board with one ``?`` took 9 s to be refused (each rows' span looked for its widest columns afresh,
    and summed its cells start by start): it is refused as the 60x60 one is."""
    file = _board(tmp_path, 400, {(200, 200): "?"})
    code, out, err = run_cli("shikaku", str(file), "--memory-limit", "1")
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: a CP-SAT model of a 400x400 Shikaku needs about 3.6e+06 GB of memory")


def test_statue_park_piece_too_large_for_a_url_is_named(tmp_path, run_cli):
    """``statuepark FILE.json --to url`` of a 1x2000 piece (JSON takes any size) ended in a traceback:
    ValueError "a piece is 1..35 rows of 1..35 equal cells" (puzz.link's piece codes hold 35x35 at most)."""
    import json

    file = tmp_path / "long.json"
    file.write_text(json.dumps({"kind": "statuepark", "rows": 3, "cols": 3, "clues": [[None] * 3] * 3,
                                "pieces": ["#" * 40]}))
    code, out, err = run_cli("statuepark", str(file), "--to", "url")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: --to url: piece 1 (1x40) is too large for a puzz.link URL (its pieces go up to "
                   "35x35 cells); the text and JSON formats hold it\n")


def test_pieces_that_fit_nowhere_are_looked_for_once_a_shape(monkeypatch):
    """An edition of 1,600 O tetrominoes on an 80x80 board took 9 s to read (3,600 on 120x120: past -t 30): the
    board's bounds were measured again for each piece, and each piece was laid on it again. Each shape is now
    looked at once, and the first piece that fits nowhere is still named."""
    from gridsat.core import placements
    from gridsat.core.polyomino import Polyomino

    laid = []
    lies_on = placements._lies_on
    monkeypatch.setattr(placements, "_lies_on", lambda shape, cells: laid.append(shape) or lies_on(shape, cells))
    square = [Polyomino(f"Q{i}", ((0, 0), (0, 1), (1, 0), (1, 1))) for i in range(1000)]
    bar = Polyomino("I9", tuple((0, c) for c in range(9)))
    cells = {(r, c) for r in range(8) for c in range(8)}
    assert placements.homeless_piece(square + [bar], cells) is bar
    assert len(laid) == 1
    assert placements.fits_somewhere(square[0], cells) and not placements.fits_somewhere(bar, cells)


def test_rows_of_dots_and_two_digit_numbers_are_not_matched_cell_by_cell(monkeypatch):
    """A 600x600 Shikaku text grid (``.`` beside areas of two digits) took 2.3 s to read: each of its 360,000 cells
    was matched against the comma and prose patterns. Only a row holding a comma, a semicolon or three letters
    in a row is now looked at cell by cell; such a row is still refused."""
    import re

    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get("shikaku")
    calls = []
    fullmatch = re.fullmatch
    monkeypatch.setattr(re, "fullmatch", lambda *a, **k: calls.append(a[0]) or fullmatch(*a, **k))
    puzzle = kind.parse("shikaku\n" + "\n".join([". 12 . ."] * 3 + ["12 . . ."] * 3 + ["."  * 1 + " . . ."] * 6))
    assert puzzle.rows == 12 and not [p for p in calls if "[,;]" in p]
    monkeypatch.undo()
    with pytest.raises(PuzzleInputError, match="cells separated by commas"):
        kind.parse("shikaku\n. 12 . .\n.,12,.,.")


def test_pair_table_stops_at_the_census_the_deadline_cut(monkeypatch):
    """``calendar --layout fillers --edition examples/filler-edition.txt -t 3`` ended at 4.5 s: once the deadline
    had passed, the pair table built each remaining bit's census (a quarter second each) only for it to stop at
    once. The table now stops at the census the deadline cut, saying it is not complete."""
    from gridsat.puzzles.calendar import layout

    built = []

    class Cut:
        def __init__(self, *args):
            built.append(args)

        def run(self, workers=None, deadline=None):
            return {}, False

    monkeypatch.setattr(layout, "Census", Cut)
    table, cells, complete = layout.pair_table([(0, c) for c in range(8)], {}, deadline=0.0)
    assert (len(built), complete, len(cells)) == (1, False, 8)
