"""Hostile pass 55, part C: the Python API."""
import pickle

import pytest

from gridsat.core.errors import SolutionCheckError
from gridsat.core.polyomino import UnknownPiece
from gridsat.core.settings import UnknownSetting


def test_solution_check_error_pickles_with_its_message_once():
    # a worker process's error came back saying "answer breaks the rules: answer breaks the rules: a; b"
    copy = pickle.loads(pickle.dumps(SolutionCheckError(["a", "b"])))
    assert str(copy) == "answer breaks the rules: a; b"
    assert copy.violations == ["a", "b"]


def test_unknown_piece_and_setting_survive_pickling():
    # both met "TypeError: __init__() missing 1 required positional argument: 'known'" when unpickled
    piece = pickle.loads(pickle.dumps(UnknownPiece("Q", ["F", "I"])))
    assert str(piece) == "no piece named 'Q' in this set; its pieces: F, I"
    assert piece.args == ("Q",) and piece.known == ["F", "I"]
    setting = pickle.loads(pickle.dumps(UnknownSetting("x", "lits", ["a"])))
    assert str(setting) == "lits have no setting 'x' (settings: a)"
    assert (setting.owner, setting.known) == ("lits", ["a"])


def test_solutions_keyword_points_to_calls_that_take_it():
    # it said "or gridsat.solve(..., task='solutions')", which refuses that task ("needs a number")
    import gridsat
    from gridsat import kinds
    from gridsat.core.errors import PuzzleInputError

    url = "https://puzz.link/p?yinyang/5/5/016612300"
    with pytest.raises(TypeError) as caught:
        gridsat.solve(url, solutions=3)
    assert str(caught.value) == ("solutions is a task, not a setting: puzzle.solutions(n) (the puzzle: kind, "
                                 "puzzle = gridsat.read(spec))")
    with pytest.raises(PuzzleInputError):
        gridsat.solve(url, task="solutions")
    kind = kinds.get("yinyang")
    assert len(kind.run(kind.parse(url), gridsat.Task("solutions", n=3)).to_json()["solutions"]) == 1


def test_edition_or_today_where_a_puzzle_goes_is_told_plainly():
    # the edition's advice and "today is ..." were taken as the date to write: "as a DATE written gridsat calendar
    # DATE --edition dragonfjord it is a Calendar puzzle: give ... (gridsat calendar gridsat calendar DATE ...)"
    import datetime

    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("dragonfjord")
    assert str(caught.value) == ("dragonfjord: no such file; 'dragonfjord' is an edition of the Calendar puzzle: "
                                 "kind='calendar' with edition='dragonfjord'")  # (pass 60: the kind named too)
    before = datetime.date.today().isoformat()
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("today")
    assert str(caught.value) in {f"today: no such file; as a DATE written {d} it is a Calendar puzzle: give {d} and "
                                 f"add kind='calendar' (gridsat.solve('{d}', kind='calendar') solves it)"
                                 for d in (before, datetime.date.today().isoformat())}  # (a run across midnight)
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("dragonfjord", kind="calendar")
    assert str(caught.value).endswith("'dragonfjord' is an edition: edition='dragonfjord'")


def test_edition_where_a_puzzle_goes_on_the_command_line(run_cli):
    assert run_cli("solve", "weekday") == (2, "", "gridsat: error: weekday: no such file; 'weekday' is an edition of "
                                                  "the Calendar puzzle: gridsat calendar DATE --edition weekday\n")
