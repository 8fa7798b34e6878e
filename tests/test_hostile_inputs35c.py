"""Hostile pass 35, part c: the Python API's wrong-typed arguments."""

import pytest

from gridsat.batch import find_sources


@pytest.mark.parametrize("paths, message", [
    (None, "find_sources' paths must be a list of paths, got NoneType None"),
    ([3], "find_sources' paths must be a list of paths (str or path), got int 3 in it"),
    ([None], "find_sources' paths must be a list of paths (str or path), got NoneType None in it"),
])
def test_find_sources_names_bad_paths(paths, message):
    with pytest.raises(TypeError) as e:
        find_sources(paths, {".txt"})
    assert str(e.value) == message


def test_find_sources_names_bad_results(tmp_path):
    with pytest.raises(TypeError) as e:
        find_sources([str(tmp_path)], {".txt"}, results=3)
    assert str(e.value) == "find_sources' results must be a results file's path (str or path) or None, got int 3"


@pytest.mark.parametrize("kind", ["yinyang", "nurikabe", "hitori"])
def test_hints_refuse_a_float_start_and_keep_numpy_ints(kind):
    """``yinyang.hints(p, start=np.zeros((5, 5)))`` met "'float' object cannot be interpreted as an integer" deep
    in the steps (0.0 == 0 passed the position's check); nurikabe and hitori stepped on floats."""
    import numpy as np

    import gridsat
    from gridsat.core.errors import PuzzleInputError

    k = gridsat.kinds.get(kind)
    puzzle = k.parse(k.example)
    rows, cols = len(k.given_position(puzzle)), len(k.given_position(puzzle)[0])
    with pytest.raises(PuzzleInputError) as e:
        k.hints(puzzle, start=np.zeros((rows, cols)), first=True)
    assert str(e.value) == "start: r1c1: 0.0 is not 0, 1 or 2"
    ints = k.hints(puzzle, start=np.zeros((rows, cols), dtype=np.int64), first=True).to_json()
    plain = k.hints(puzzle, first=True).to_json()
    assert ints["steps"] == plain["steps"] and ints["grid"] == plain["grid"] and ints["steps"]


def test_pack_pieces_dict_with_a_count_of_5000_digits_is_named():
    """``pack("1x2", {"a*999...": "#"})`` (5,000 digits) met int()'s "Exceeds the limit (4300 digits) for integer
    string conversion", a ValueError naming no piece."""
    from gridsat import pack
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as e:
        pack("1x2", {"a*" + "9" * 5000: "#"})
    assert str(e.value) == "pieces: piece a's count '9999999999999999999...' (5,000 characters) is too large"


def test_yinyang_same_answer_takes_a_numpy_array_as_the_other_kinds_do():
    """``yinyang.same_answer(result, np.array(grid))`` said "a recorded Yin-Yang solution must be rows of 1/2" of the
    answer itself, where Nurikabe, Sudoku, Masyu ... took the same array."""
    import numpy as np

    import gridsat
    from gridsat import Task

    k = gridsat.kinds.get("yinyang")
    result = k.run(k.parse(k.example), Task("solve"))
    grid = np.array(result.answer_json()["grid"])
    assert k.same_answer(result, grid) is True
    grid[0, 0] = 3 - grid[0, 0]
    assert k.same_answer(result, grid) is False
    assert k.same_answer(result, tuple(map(tuple, grid.tolist()))) is False


def test_with_fixed_takes_numpy_and_list_cells_as_with_answer_does():
    """``problem.with_fixed([Placement("U", np.int64(1), ((np.int64(0), np.int64(0)), ...))])`` and cells as
    ``[row, col]`` lists were refused ("cells must be (row, col) pairs of whole numbers"), where
    ``result.with_answer`` took the same Placements."""
    import numpy as np

    from gridsat import Placement, pack, pentominoes

    result = pack("3x5", pentominoes().subset("F P U"))
    problem, first = result.problem, result.placements[0]
    plain = problem.with_fixed([first]).count().count
    as_numpy = Placement(np.str_(first.piece), np.int64(first.orientation),
                         tuple((np.int64(r), np.int64(c)) for r, c in first.cells))
    as_lists = Placement(first.piece, first.orientation, [list(c) for c in first.cells])
    for placement in (as_numpy, as_lists):
        fixed = problem.with_fixed([placement])
        assert type(fixed).__name__ == "PackingPuzzle" and fixed.count().count == plain == 2
        assert fixed.fixed == (first,) and type(fixed.fixed[0].cells[0][0]) is int


def test_polyomino_cells_as_a_numpy_array():
    """``Polyomino("a", np.array([[0, 0], [0, 1]]))`` and ``piece.is_orientation(np.array(...))`` were refused
    ("cells must be (row, col) pairs of whole numbers"), where ``Board.without`` took such an array."""
    import numpy as np

    from gridsat import PieceSet, Polyomino, pack
    from gridsat.core.errors import PuzzleInputError

    domino = Polyomino("a", np.array([[5, 5], [5, 6]], dtype=np.uint8))
    assert domino == Polyomino("a", [(0, 0), (0, 1)]) and type(domino.cells[0][0]) is int
    assert domino.is_orientation(np.array([[3, 3], [4, 3]])) is True
    assert pack("2x2", PieceSet.of({domino: 2})).problem.count().count == 2
    with pytest.raises(TypeError) as e:
        Polyomino("a", np.array([[0, 0], [0, 1]], dtype=float))
    assert str(e.value) == ("Polyomino cells must be (row, col) pairs of whole numbers (a drawing: Polyomino.parse), "
                            "got [[0.0, 0.0], [0.0, 1.0]]")
    with pytest.raises(PuzzleInputError):
        Polyomino("a", np.zeros((0, 2), dtype=int))
