"""Hostile pass 83, part a: the Python API as a notebook and a program use it."""

from __future__ import annotations

import pickle

import pytest

import gridsat
from gridsat.core.task import Task

GRID_GENRES = ["nurikabe", "lightup", "heyawake", "norinori", "lits", "statuepark", "hitori"]


@pytest.mark.parametrize("name", GRID_GENRES)
def test_grid_genre_puzzles_and_results_pickle(name):
    # was: AttributeError: Can't pickle local object 'box_neighbours.<locals>.inside' (the puzzle's cached neighbour
    # function, a closure): no process pool, multiprocessing or joblib could take or hand back these genres
    kind = gridsat.kinds.get(name)
    ex = kind.examples[0]
    puzzle = kind.parse(ex.puzzle)
    result = kind.run(puzzle, Task("solve"), **ex.settings)
    assert pickle.loads(pickle.dumps(puzzle)) == puzzle
    back = pickle.loads(pickle.dumps(result))
    assert back == result and back.to_json()["status"] == "solved" and not back.violations()
    assert back.puzzle.neighbours((0, 0)) == puzzle.neighbours((0, 0))


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "nurikabe", "hitori"])
def test_hint_deductions_pickle_and_draw_after(name):
    # was: AttributeError: Can't pickle local object 'Explaining.hints.<locals>.<lambda>' (its drawing; a calendar's
    # cell names a lambda too)
    kind = gridsat.kinds.get(name)
    ex = kind.examples[0]
    deduction = kind.hints(kind.parse(ex.puzzle))
    back = pickle.loads(pickle.dumps(deduction))
    assert back == deduction and str(back) == str(deduction)
    assert back._repr_png_()[:8] == b"\x89PNG\r\n\x1a\n"


def test_print_of_a_result_a_keyboard_interrupt_cut_says_so():
    # was: "3,604 solutions (incomplete: a limit stopped the count)" then "solved in 0.729 s (search)": a count that
    # Ctrl-C (a KeyboardInterrupt raised in the call) stopped read as one a limit stopped, the stop unsaid
    from dataclasses import replace

    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    cut = replace(puzzle.count(), count=3, complete=False, interrupted=True, seconds=0.5)
    lines = str(cut).splitlines()
    assert lines[-2:] == ["3 solutions (incomplete: a KeyboardInterrupt stopped the count)",
                          "solved in 0.500 s (exact), interrupted (KeyboardInterrupt)"]
    unique = replace(gridsat.kinds.get("yinyang").parse("https://puzz.link/p?yinyang/5/5/016612300").uniqueness(),
                     interrupted=True, complete=False, uniqueness=gridsat.Uniqueness.UNKNOWN, seconds=0.25)
    assert str(unique).splitlines()[-2:] == ["uniqueness unknown: a KeyboardInterrupt stopped the proof",
                                             "solved in 0.250 s (search), interrupted (KeyboardInterrupt)"]
    assert str(replace(cut, interrupted=False)).splitlines()[-2:] == [
        "3 solutions (incomplete: a limit stopped the count)", "solved in 0.500 s (exact)"]


def test_calendar_puzzles_hash_as_every_other_kinds_puzzles():
    # was: TypeError: unhashable type: 'dict' (the frozen CalendarBoard hashed its labels dict), where the puzzles of
    # the fifteen other kinds hash: a set or dict cache of calendar puzzles failed
    import pickle

    from gridsat.puzzles.calendar import make_calendar

    first, again = make_calendar("10-06"), make_calendar("10-06")
    assert hash(first) == hash(again) == hash(pickle.loads(pickle.dumps(first)))
    assert len({first, again, make_calendar("10-07")}) == 2


def test_a_results_file_another_call_is_writing_names_the_out_argument(tmp_path):
    # was: "another gridsat run is writing this file; wait for it to finish or choose another --out" to a Python
    # caller (solve_year from two threads at once): an option the call lacks
    import datetime as dt

    from gridsat.core.jsonl import JsonLinesWriter
    from gridsat.puzzles.calendar import solve_year

    out = tmp_path / "year.jsonl"
    with JsonLinesWriter(out, key=lambda r: r["date"], first_field="date"):
        with pytest.raises(gridsat.PuzzleInputError) as caught:
            solve_year("dragonfjord", 2026, out, dates=[dt.date(2026, 1, 1)])
    assert str(caught.value) == (f"{out}: another gridsat run is writing this file; wait for it to finish or choose "
                                 "another out")
