"""Hostile pass 57, part c: the Python API and designers."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"
ANSWER = ("an answer as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL); to check an answer, "
          "save it as NAME.solution.txt beside the puzzle file NAME.txt and run gridsat.batch.run.run_batch with "
          "check_answer=True")


@pytest.mark.parametrize("name, where", [("yinyang", "puzzle"), ("hitori", "Hitori"), ("nurikabe", "Nurikabe")])
def test_a_drawn_answer_given_to_kind_parse_is_told_what_it_is(name, where):
    """`kind.parse(str(result))` (the README's way to read a puzzle's text) of gridsat's own drawn answer was told
    the reader's first complaint: Yin-Yang "line 1, column 1: symbol '\u00b7' is not 0 (empty)...", Hitori "line
    2: 4 cells, expected 2", where `gridsat.read(FILE)` and the command line say what it is."""
    kind = gridsat.kinds.get(name)
    drawn = str(kind.parse(kind.example).solve())
    with pytest.raises(PuzzleInputError) as err:
        kind.parse(drawn)
    assert str(err.value) == f"{where}: {ANSWER}"


def test_a_drawn_answer_file_given_to_read_puzzle_is_told_what_it_is(tmp_path):
    """`kind.read(FILE)` and the README's `gridsat.puzzles.yinyang.read_puzzle(FILE)` of a saved Yin-Yang answer
    said "yy.txt: line 1, column 1: symbol '\u00b7' is not 0 (empty), 1 (white circle) or 2 (black circle)"."""
    from gridsat.puzzles.yinyang import read_puzzle

    path = tmp_path / "yy.txt"
    path.write_text(str(gridsat.solve(YINYANG)) + "\n")
    for read in (gridsat.kinds.get("yinyang").read, read_puzzle):
        with pytest.raises(PuzzleInputError) as err:
            read(str(path))
        assert str(err.value) == f"yy.txt: {ANSWER}"


def test_a_bad_symbol_is_still_named_where_it_is():
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("yinyang").parse("0 1 x")
    assert str(err.value) == "puzzle: line 1, column 3: symbol 'x' is not 0 (empty), 1 (white circle) or 2 (black " \
                             "circle)"


@pytest.mark.parametrize("name, words", [
    ("pack", "the board's rows of piece names, as gridsat draws a tiling (. for a cell not yet covered)"),
    ("calendar", "the board's rows of piece names, as gridsat draws a tiling (. for a cell not yet covered)"),
    ("dominofit", "the board as the hints draw it, or its rows of marks alone (# . ^ v < >)"),
    ("hitori", "the player's grid (the kind's values, 0 undecided)")])
def test_a_url_given_as_a_placement_kinds_position_says_what_its_position_is(name, words):
    """`kind.hints(puzzle, start=URL)` of a packing, a calendar or a Domino Fit said "a position is the player's
    grid (the kind's values, 0 undecided)": their positions are rows of piece names or of marks, with no 0."""
    kind = gridsat.kinds.get(name)
    with pytest.raises(PuzzleInputError) as err:
        kind.hints(kind.parse(kind.example), start=YINYANG)
    assert str(err.value) == f"start: a puzzle's URL, not a position: a position is {words}; the URL goes where the " \
                             "puzzle does"


def test_the_command_line_says_a_packings_position_the_same_way(run_cli, tmp_path):
    (tmp_path / "pos.txt").write_text(YINYANG + "\n")
    (tmp_path / "p.json").write_text(gridsat.kinds.get("pack").example)
    assert run_cli("hint", str(tmp_path / "p.json"), "--position", str(tmp_path / "pos.txt"))[2] == (
        f"gridsat: error: {tmp_path / 'pos.txt'}: a puzzle's URL, not a position: a position is the board's rows of "
        "piece names, as gridsat draws a tiling (. for a cell not yet covered); the URL goes where the puzzle does\n")


HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
HINTS_WAY = ("deduction = kind.hints(puzzle) gives the steps (deduction.steps), and "
             "gridsat.core.hints.grade(deduction) their grade")


@pytest.mark.parametrize("keyword", ["hint", "grade", "steps"])
def test_hint_given_to_gridsat_solve_says_where_hints_are(keyword):
    """`gridsat.solve(URL, hint=True)` (the command line's `solve --hint`) said only "Hitori puzzles take no setting
    'hint' (settings: none)", where `task='hint'` is told where hints are."""
    with pytest.raises(PuzzleInputError) as err:
        gridsat.solve(HITORI, **{keyword: True})
    assert str(err.value) == f"Hitori puzzles take no setting {keyword!r} (settings: none); hints and grades are no " \
                             f"setting: {HINTS_WAY}"


def test_the_web_names_no_python_call_for_a_hint_setting(api_client):
    answer = api_client.post("/api/solve", json={"kind": "hitori", "puzzle": HITORI, "settings": {"hint": 1}})
    assert answer.status_code == 422 and "kind.hints" not in answer.json()["error"]


def test_the_calendars_own_hint_setting_still_works(tmp_path):
    (tmp_path / "c.json").write_text(gridsat.kinds.get("calendar").example)
    assert gridsat.solve(str(tmp_path / "c.json"), hint=2).status.value == "solved"


def test_the_yinyang_kernels_memory_cap_and_restarts_are_checked():
    """`kernel.search(givens, max_memory=float('nan'))` ran with no memory cap at all (no size is more than NaN),
    `max_memory='2GB'` met "'>' not supported between instances of 'int' and 'str'", and `restarts='no'` restarted
    (any non-empty value did)."""
    from gridsat.puzzles.yinyang import kernel

    givens = [[0, 0], [0, 0]]
    for bad, shown in ((float("nan"), "nan"), ("2GB", "'2GB'"), (-1, "-1"), (True, "True")):
        with pytest.raises(TypeError) as err:
            kernel.search(givens, 2, max_memory=bad)
        assert str(err.value) == f"max_memory must be a number of bytes, 0 or more, got {shown}"
    with pytest.raises(TypeError) as err:
        kernel.search(givens, 2, restarts="no")
    assert str(err.value) == "restarts must be True or False, got str 'no'"
    import numpy as np

    assert kernel.search(givens, 20, restarts=np.False_, max_memory=float("inf")).count == 12


def test_the_domino_fit_kernels_counters_flags_and_seed_are_checked():
    """`kernel.search(2, 4, free, 'abc')` met "'str' object has no attribute 'weights'"; `seed=np.int64(3)` met
    OverflowError ("Python int too large to convert to C long"); `tight='no'` was taken as True."""
    import numpy as np

    from gridsat.puzzles.dominofit.kernel import search

    free = bytes([1] * 8)
    with pytest.raises(TypeError) as err:
        search(2, 4, free, "abc")
    assert str(err.value) == "counters must be a list, got str 'abc'"
    for name in ("tight", "chain"):
        with pytest.raises(TypeError) as err:
            search(2, 4, free, [], **{name: "no"})
        assert str(err.value) == f"{name} must be True or False, got str 'no'"
    with pytest.raises(TypeError) as err:
        search(2, 4, free, [], seed="3")
    assert str(err.value) == "seed must be a whole number, got str '3'"
    assert search(2, 4, free, [], limit=10, seed=np.int64(3), tight=np.True_).count == 5


def test_board_parse_reads_the_built_in_board_gridsat_pack_takes():
    """`gridsat.Board.parse("8x8-centre")` said "unknown board '8x8-centre': give RxC (e.g. 6x10) or a mask file",
    where `gridsat.pack("8x8-centre")` solves it and the docstring promises "a built-in name"."""
    assert (gridsat.Board.parse("8x8-centre").area, gridsat.Board.parse("8x8-centre").name) == (60, "8x8-centre")
    with pytest.raises(PuzzleInputError) as err:
        gridsat.Board.parse("8x8-center")
    assert str(err.value) == "unknown board '8x8-center' (did you mean '8x8-centre'?): give RxC (e.g. 6x10), a mask " \
                             "file, or one of: 8x8-centre"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.Board.parse("8x8-centre", {})  # built-ins given: those only
    assert str(err.value) == "unknown board '8x8-centre': give RxC (e.g. 6x10) or a mask file"
