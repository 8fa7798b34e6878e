"""The twentieth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import time

import pytest


@pytest.mark.parametrize("kind", ["sudoku", "slitherlink", "pack"])
def test_looking_for_the_kind_a_refused_file_is_of_stays_within_the_time_limit(run_cli, monkeypatch, tmp_path,
                                                                                kind):
    """``gridsat sudoku WIDE.txt -t 2`` (one line of 20,000,000 dots) ran 4 to 7 s, then said the line is too long
    for a cell: the kind's own reader was timed and refused the line in time, but the look through every other
    kind for a pointer ("this looks like a Yin-Yang puzzle: gridsat yinyang F") ran after it, unwatched.  The look
    is now timed with the reading: when the time runs out there, the kind's own message is given.  (The look is
    made slow here.)"""
    from gridsat.puzzles import unreadable

    def slow(text):
        time.sleep(30)
        raise AssertionError("the time limit did not stop the look for another kind")

    monkeypatch.setattr(unreadable, "detect", slow)
    path = tmp_path / "wide.txt"
    path.write_text("." * 20 + "\n")
    started = time.perf_counter()
    code, out, err = run_cli(kind, str(path), "-t", "1")
    assert time.perf_counter() - started < 15  # generous: the look alone slept 30 s
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: wide.txt: ") and err.count("\n") == 1, err
    assert "looks like" not in err
