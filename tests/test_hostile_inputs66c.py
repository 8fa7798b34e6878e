"""Hostile pass 66, part c: the Python API and the designers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import gridsat

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_piece_set_count_of_a_numpy_array_is_a_type_error_naming_the_name():
    # was numpy's "The truth value of an array with more than one element is ambiguous" (a ValueError)
    pieces = gridsat.pentominoes()
    with pytest.raises(TypeError, match=r"^a piece's name must be a string, got array\(\[\[1, 0\], \[0, 1\]\]\)$"):
        pieces.count(np.array([[1, 0], [0, 1]]))
    with pytest.raises(TypeError, match=r"^a piece's name must be a string, got array\(\['F', 'I'\]"):
        pieces[np.array(["F", "I"])]
    assert pieces.count(np.str_("F")) == 1 and pieces["F"].name == "F"
    with pytest.raises(KeyError, match="no piece named 'Q' in this set"):
        pieces.count("Q")


@pytest.mark.parametrize("engine", ["auto", "exact", "cpsat"])
def test_a_listing_of_one_tiling_is_complete_only_when_no_other_exists(engine):
    # puzzle.solutions(1) of the 3x20 (8 tilings) was the first tiling, "complete" as a solve is: the other kinds
    # (exact cover, the grid genres) probe for a second, as docs/json.md says a listing does
    pack = gridsat.kinds.get("pack")
    many = pack.parse('{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}')
    listed = many.solutions(1, engine=engine)
    assert (listed.status.value, len(listed.solutions), listed.complete) == ("solved", 1, False)
    assert many.solve(engine=engine).complete is True  # a first tiling is complete once found
    one = pack.parse('{"kind": "pack", "board": "1x3", "pieces": {"C": "###"}}')
    assert one.solutions(1, engine=engine).complete is True
    holes = pack.parse('{"kind": "pack", "board": "1x4", "pieces": {"C": "###"}, "holes": true}')
    assert (holes.count(engine=engine).count, holes.solutions(1, engine=engine).complete) == (2, False)


def test_a_calendar_listing_of_one_tiling_is_not_complete_among_seven():
    calendar = gridsat.kinds.get("calendar")
    puzzle = calendar.parse(calendar.example)  # 2026-10-06: 7 tilings
    assert puzzle.count().count == 7 and puzzle.solutions(1).complete is False
    assert puzzle.solutions(7).complete is True


def test_yinyang_session_of_a_numpy_array_engine_names_the_engine():
    # was numpy's "The truth value of an array with more than one element is ambiguous"
    from gridsat.puzzles.yinyang import read_puzzle, session

    puzzle = read_puzzle("https://puzz.link/p?yinyang/5/5/016612300")
    with pytest.raises(gridsat.PuzzleInputError, match=r"^session: unknown engine array\(\[\[1, 2\], \[2, 1\]\]\); "
                                                       r"a Yin-Yang CP-SAT model is one of: cpsat, cuts$"):
        session(puzzle, engine=np.array([[1, 2], [2, 1]]))


def test_kind_lookups_of_a_numpy_array_name_the_argument():
    # each met numpy's "The truth value of an array with more than one element is ambiguous" (a ValueError)
    array = np.array([[1, 2], [2, 1]])
    lightup = gridsat.kinds.get("lightup")
    with pytest.raises(gridsat.PuzzleInputError, match=r"^writer must be one of url, text, got array\(\[\[1, 2\], "
                                                       r"\[2, 1\]\]\)$"):
        lightup.writer(array)
    with pytest.raises(gridsat.PuzzleInputError, match=r"^stage must be one of 'read', 'run', 'mode', got array\("):
        lightup.stage(array)
    with pytest.raises(TypeError, match=r"^name must be a setting's name \(a string\), got ndarray$"):
        gridsat.kinds.get("yinyang").setting(array)
    with pytest.raises(TypeError, match=r"^task must be a task's name \(solve, unique, count or forced\), got ndarray "
                                        r"array\(\[\[1, 2\], \[2, 1\]\]\)$"):
        gridsat.solve("https://puzz.link/p?akari/6/6/nekcakbl", task=array)
    assert lightup.writer(np.str_("url")).name == "url" and lightup.stage("run") == ()


def test_calendar_weekday_and_domino_fit_backend_of_a_numpy_array_name_the_argument():
    # make_calendar met "only integer scalar arrays can be converted to a scalar index"; make_session numpy's
    # "truth value of an array ... is ambiguous"
    from gridsat.puzzles.calendar import make_calendar
    from gridsat.puzzles.dominofit import load_puzzle, make_session

    with pytest.raises(TypeError, match=r"^weekday must be 'Mon'\.\.'Sun', 0\.\.6 or None, got ndarray$"):
        make_calendar("2026-10-06", "weekday", weekday=np.array([[1, 2], [2, 1]]))
    with pytest.warns(UserWarning, match="2026-10-06 is a Tue; leaving Wed uncovered as asked"):
        assert str(make_calendar("2026-10-06", "weekday", weekday=np.int64(2)).date) == "Wed 6 Oct 2026"
    with pytest.raises(gridsat.PuzzleInputError, match=r"^unknown backend array\(\['a', 'b'\], dtype='<U1'\); "
                                                       r"choose cpsat or scip$"):
        make_session(load_puzzle(str(EXAMPLES / "dominofit-8x8.json")), backend=np.array(["a", "b"]))


@pytest.mark.parametrize("value", [float("nan"), -0.1, 0.99])
def test_domino_fit_generate_block_frac_out_of_range_names_the_keyword(value):
    # was "blocked fraction must be between 0 and 0.5": the keyword is block_frac (its TypeError said so already)
    from gridsat.puzzles.dominofit import generate

    with pytest.raises(gridsat.PuzzleInputError, match=rf"^block_frac must be from 0 to 0\.5, got {value}$"):
        generate(5, 5, block_frac=value)
