"""Hostile pass 71, part c: the Python API, answers' correctness and the designers."""

import pytest

import gridsat


@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit", "yinyang", "nurikabe", "hitori"])
def test_position_of_names_a_text_that_is_no_string(name):
    # kind.position_of(None, puzzle) met "'NoneType' object has no attribute 'splitlines'" (AttributeError), where
    # read_position beside it named the argument; a puzzle of another kind was not refused either
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    with pytest.raises(TypeError, match=r"^text must be a position's text \(str\), got NoneType$"):
        kind.position_of(None, puzzle)
    with pytest.raises(TypeError, match=r"^puzzle must be .* got NoneType$"):
        kind.position_of("0", None)


@pytest.mark.parametrize("args, message", [
    (["--design", "dragonfjord", "--pieces", "pentominoes", "--choose", "8", "--use", "F5 I5"],
     "--use does not apply to --design (it goes with --census --design BOARD)"),
    (["--layout", "labels", "--choose", "3"], "--choose does not apply to --layout (it goes with --design)"),
    (["--census", "--restarts", "3"], "--restarts does not apply to --census (it goes with --layout)"),
    (["--year", "2026", "--out", "y.jsonl", "--png", "y.png"], "--png does not apply to --year (it goes with --census or --blank)"),  # a picture: the heat map (or the blank board)
])
def test_a_mode_setting_given_to_another_mode_names_its_mode(run_cli, tmp_path, monkeypatch, args, message):
    # 'calendar --design B --pieces L --use NAMES' (meaning the census of one design) was told only "--use does not
    # apply to --design", saying neither what --use is for nor what to do
    monkeypatch.chdir(tmp_path)
    assert run_cli("calendar", *args) == (2, "", f"gridsat: error: {message}\n")


def test_solve_of_a_calendar_date_lists_every_setting_it_takes():
    # gridsat.solve('10-06', kind='calendar', foo=1) was told "(settings: hint)", where edition, weekday, one_sided
    # and place are taken too (gridsat.solve('10-06', kind='calendar', edition='tetromino') solves it)
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("10-06", kind="calendar", foo=1)
    assert str(caught.value) == ("Calendar puzzles take no setting 'foo' (settings: edition, weekday, one_sided, "
                                 "place, hint)")


@pytest.mark.parametrize("name", ["pack", "nurikabe", "lightup"])
def test_saved_position_refuses_what_is_not_the_kinds_puzzle(name):
    # kind.saved_position(None) and saved_position(a Sudoku) answered None (no saved position) for every kind but
    # Yin-Yang, whose own refused them: every method taking a puzzle first refuses another (PUZZLE_FIRST)
    kind = gridsat.kinds.get(name)
    sudoku = gridsat.kinds.get("sudoku").parse("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    for wrong, typename in ((None, "NoneType"), (sudoku, "SudokuPuzzle")):
        with pytest.raises(TypeError, match=rf"^puzzle must be .* got {typename}$"):
            kind.saved_position(wrong)
    assert kind.saved_position(kind.parse(kind.example)) is None


@pytest.mark.parametrize("name", ["yinyang", "nurikabe", "lightup"])
def test_why_none_refuses_wrong_arguments_as_the_other_hooks_do(name):
    # kind.why_none(None, task, settings) met "'NoneType' object has no attribute 'clued'" ('givens' for Yin-Yang),
    # and a task of None "... no attribute 'options'" (AttributeErrors), where model and result_fields, taking the
    # same (puzzle, task, settings), named their argument
    kind = gridsat.kinds.get(name)
    puzzle, task = kind.parse(kind.example), gridsat.Task()
    with pytest.raises(TypeError, match=r"^puzzle must be .* got NoneType$"):
        kind.why_none(None, task, {})
    with pytest.raises(TypeError, match=r"^task must be a gridsat.Task, got NoneType"):
        kind.why_none(puzzle, None, {})
