"""Hostile pass 51, part C: the Python API."""

import numpy as np
import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.dominofit import solve
from gridsat.puzzles.dominofit.rules import DominoFitPuzzle

BASE = dict(rows=2, cols=2, blocked=frozenset(), row_targets=(2, 2), col_targets=(2, 2), rule="cell")


@pytest.mark.parametrize("givens, message", [
    ([("H", 0.5, 0)], "given domino ('H', 0.5, 0) is not (\"H\"|\"V\", row, col) of whole numbers"),
    ([("H", True, 0)], "given domino ('H', True, 0) is not (\"H\"|\"V\", row, col) of whole numbers"),
    ([("h", 0, 0)], "given domino ('h', 0, 0) is not (\"H\"|\"V\", row, col) of whole numbers"),
    ([5], "given domino 5 is not (\"H\"|\"V\", row, col) of whole numbers"),
])
def test_dominofit_bad_given_refused_when_made(givens, message):
    # ("H", 0.5, 0) was taken, then refused by the search as "row must be a whole number from -2147483648 to
    # 2147483647"; ("h", 0, 0) was said not to fit on two free cells
    with pytest.raises(PuzzleInputError) as caught:
        DominoFitPuzzle(**BASE, givens=givens)
    assert str(caught.value) == message


def test_dominofit_givens_as_lists_make_a_hashable_puzzle():
    # [["H", 0, 0]] (as JSON gives them) made a puzzle that could not be hashed
    puzzle = DominoFitPuzzle(**BASE, givens=[["V", np.int64(0), 0]])
    assert puzzle.givens == (("V", 0, 0),)
    assert type(puzzle.givens[0][1]) is int
    assert hash(puzzle) == hash(DominoFitPuzzle(**BASE, givens=(("V", 0, 0),)))
    assert solve(puzzle).to_json()["dominoes"] == [["V", 0, 0], ["V", 0, 1]]


@pytest.mark.parametrize("field, value, message", [
    ("givens", "HV", "givens must be a collection of dominoes, got str 'HV'"),
    ("blocked", "r1c1", "blocked must be a collection of (row, col) cells, got str 'r1c1'"),
])
def test_dominofit_text_for_a_collection_is_a_type_error(field, value, message):
    # a string was read letter by letter: "given domino ['H'] does not fit", "blocked cell 'r' is not (row, col)"
    with pytest.raises(TypeError) as caught:
        DominoFitPuzzle(**{**BASE, field: value})
    assert str(caught.value) == message


def test_dominofit_cost_domino_checked_and_made_plain():
    with pytest.raises(PuzzleInputError) as caught:
        DominoFitPuzzle(**BASE, costs={("h", 0, 0): 1})
    assert str(caught.value) == "cost domino ('h', 0, 0) is not (\"H\"|\"V\", row, col) of whole numbers"
    assert DominoFitPuzzle(**BASE, costs={("H", np.int64(1), 0): 3}
                           ).costs == {("H", 1, 0): 3}


@pytest.mark.parametrize("pieces, message", [
    (None, "pieces must be a piece set's name or a list of pieces (each \"#./#./##\"), got NoneType None"),
    ({"a": "##"}, "pieces must be a piece set's name or a list of pieces (each \"#./#./##\"), got dict {'a': '##'}"),
])
def test_statuepark_pieces_not_a_list_named_as_such(pieces, message):
    # None was "piece 1 is not rows of # and . (e.g. "#./#./##")", of a piece 1 there is not
    from gridsat.puzzles.statuepark.rules import StatueParkPuzzle

    with pytest.raises(PuzzleInputError) as caught:
        StatueParkPuzzle(rows=2, cols=2, clues=((None, None), (None, None)), pieces=pieces)
    assert str(caught.value) == message


@pytest.mark.parametrize("kind, data, shown", [
    ("yinyang", {"givens": np.array([[1, 0], [0, 2]])}, "array([[1, 0], [0, 2]])"),
    ("cover", {"options": np.array([["a"]])}, "array([['a']], dtype='<U1')"),
])
def test_numpy_array_in_a_python_record_is_named(kind, data, shown):
    # a one-value array was read as its value (cover's options np.array([['a']]) "must be a list, got a string"),
    # a larger one met numpy's raw "can only convert an array of size 1 to a Python scalar"
    import gridsat

    with pytest.raises(TypeError) as caught:
        gridsat.kinds.get(kind).parse_json(data)
    assert str(caught.value) == f"data must be a decoded JSON object, but holds ndarray {shown}, which JSON cannot hold"


def test_numpy_scalars_in_a_python_record_still_read():
    import gridsat

    problem = gridsat.kinds.get("cover").parse_json({"options": [[np.str_("a")], [np.int64(1)]]})
    assert problem.options == (("a",), (1,))


@pytest.mark.parametrize("key, count", [("O*-1", "'-1'"), ("O*1.5", "'1.5'"), ("O*two", "'two'"), ("O*２", "'２'")])
def test_piece_count_that_is_no_whole_number_named_as_the_count(key, count, tmp_path):
    # 'O*-1' was "a piece's name is letters, digits and '_'" (a JSON pieces key) and "expected 'NAME: ROW/ROW/...'"
    # (a piece file's line), of a name that is one
    import gridsat
    from gridsat.core.pieces import load_pieces

    why = f"piece O: the count of copies after * must be a whole number, 1 or more, got {count}"
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.pack("2x4", pieces={key: "##/##"})
    assert str(caught.value) == f"pieces: {why}"
    path = tmp_path / "pieces.txt"
    path.write_text(f"{key}: ##/##\n", encoding="utf-8")
    with pytest.raises(PuzzleInputError) as caught:
        load_pieces(str(path))
    assert str(caught.value) == f"pieces.txt: line 1: {why}"
