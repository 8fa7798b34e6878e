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
