"""Hostile pass 55, part C: the Python API."""
import pickle

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
