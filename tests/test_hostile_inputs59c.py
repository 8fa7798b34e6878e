"""Hostile pass 59, part C: the Python API and designers."""

import warnings

import pytest

import gridsat


def test_python_note_of_an_unused_seed_is_a_user_warning(capsys):
    """README: what the command line prints as a ``note:`` is a ``UserWarning`` in Python; a seed the race's
    search made unused was printed as "note: ..." on stderr, which a caller could neither catch nor quiet."""
    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = puzzle.solve(options=gridsat.SolverOptions(seed=3))
    assert result.status == gridsat.Status.SOLVED
    assert [(w.category, str(w.message)) for w in caught] == [
        (UserWarning, "the search answered before CP-SAT started, so seed went unused (engine='cpsat' runs CP-SAT "
                      "alone)")]
    assert capsys.readouterr().err == ""


def test_minimal_givens_deadline_of_the_wrong_type_is_named():
    """A str deadline met "'<' not supported between instances of 'float' and 'str'" deep in the removal loop."""
    from gridsat.puzzles.yinyang.generator import comb_answer, minimal_givens

    with pytest.raises(TypeError) as caught:
        minimal_givens(comb_answer(3, 3), 1, deadline="x")
    assert str(caught.value) == "deadline must be a time.perf_counter() value in seconds or None, got str 'x'"
    with pytest.raises(ValueError, match="^deadline must be a time.perf_counter.. value in seconds or None, got nan$"):
        minimal_givens(comb_answer(3, 3), 1, deadline=float("nan"))


@pytest.mark.parametrize("given, message", [
    ({"kind": None}, "Objective's kind must be a string, got NoneType None"),
    ({"kind": 5}, "Objective's kind must be a string, got int 5"),
    ({"kind": "edge", "side": None}, "Objective's side must be a string, got NoneType None")])
def test_dominofit_objective_of_the_wrong_type_is_a_type_error(given, message):
    """Objective(None) was told "unknown objective None" as a PuzzleInputError: a wrong type, not a bad value."""
    from gridsat.puzzles.dominofit import Objective

    with pytest.raises(TypeError) as caught:
        Objective(**given)
    assert str(caught.value) == message


def test_distinct_count_of_a_one_sided_set_with_both_mirror_images():
    """The 18 one-sided pentominoes tile 3x30 in 184 ways, 46 up to the box's symmetries (published): a
    reflection turns each F into an F', a tiling into a tiling, but was not counted as a symmetry (92)."""
    from gridsat import Board, PackingPuzzle
    from gridsat.core.polyomino import one_sided

    puzzle = PackingPuzzle(Board.from_array([[1] * 30] * 3), one_sided(gridsat.pentominoes()), one_sided=True)
    assert puzzle.count().count == 184
    assert puzzle.count(distinct=True).count == 46


@pytest.mark.slow
def test_distinct_count_with_mirror_pairs_and_holes_matches_brute_force():
    """Each class of tilings counted once: the tilings' images under the board's symmetries, by hand."""
    from gridsat import Board, PackingPuzzle
    from gridsat.core.polyomino import one_sided

    board = Board.from_array([[1] * 5] * 5)
    puzzle = PackingPuzzle(board, one_sided(gridsat.tetrominoes()).subset(["I", "L", "L'", "T"]), one_sided=True,
                           holes=True)
    tilings = puzzle.count(keep=None).solutions
    moves = [lambda r, c: (r, c), lambda r, c: (4 - r, c), lambda r, c: (r, 4 - c), lambda r, c: (4 - r, 4 - c),
             lambda r, c: (c, r), lambda r, c: (4 - c, 4 - r), lambda r, c: (c, 4 - r), lambda r, c: (4 - c, r)]
    classes = {min(tuple(sorted(tuple(sorted(move(*cell) for cell in pl.cells)) for pl in tiling)) for move in moves)
               for tiling in tilings}
    assert (len(tilings), len(classes)) == (19920, 2490)
    assert puzzle.count(distinct=True).count == 2490


@pytest.mark.slow
def test_count_keeping_fewer_answers_than_asked_says_so(monkeypatch):
    """A time-limited count kept only what could be checked and shown in the time left (3,808 of 12,040 tilings
    asked for with keep=None), its count complete, without a word; a listing cut so says it."""
    from gridsat.core import showing

    monkeypatch.setattr(showing, "seconds_each", lambda show, answers: 0.01)  # 1.5 x 0.01 s each: 60 s hold 2,000
    # (60 s, not 10: the count itself, 2-3 s idle, ran past 10 s on a loaded 2-core machine)
    puzzle = gridsat.kinds.get("pack").parse('{"board": "6x10", "pieces": "pentominoes"}')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = puzzle.count(keep=None, options=gridsat.SolverOptions(time_limit=60))
    kept = len(result.solutions)
    assert (result.count, result.complete) == (9356, True) and 1 <= kept <= 2000
    assert [str(w.message) for w in caught] == [
        f"{kept:,} of the 9,356 answers found are kept: the time limit left room to check and show no more (the count "
        "counts them all)"]
