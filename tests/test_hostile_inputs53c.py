"""Hostile pass 53, part C: the Python API and designers."""

import itertools
import time

import pytest

from gridsat import PuzzleInputError
from gridsat.engines.cover import CoverEngine


def test_cover_engine_refuses_a_time_time_deadline():
    # CoverEngine(...).count(deadline=time.time() + 2) was a billion seconds away on the perf_counter clock: the
    # count of a 30-item matching ran on past it (minutes) where SolverOptions and the kinds refuse that value.
    engine = CoverEngine([[a, b] for a, b in itertools.combinations(range(30), 2)])
    deadline = time.time() + 2
    message = (f"deadline {deadline:.6g} is a time.time() value (a date); a deadline here is a time.perf_counter() "
               f"value: time.perf_counter() + seconds")
    with pytest.raises(PuzzleInputError) as count:
        engine.count(deadline=deadline)
    assert str(count.value) == message
    with pytest.raises(PuzzleInputError) as listing:
        engine.iter(deadline=deadline)
    assert str(listing.value) == message
    assert engine.count(deadline=time.perf_counter() - 1)[1] is False  # a perf_counter one still taken


@pytest.mark.parametrize("args, kw, message", [
    ((2, 2, [(-1, 0)], [4, 4], [2, 2], "cell", [("H", 0, 0)]), {}, "blocked cell [-1, 0] is outside the 2x2 grid"),
    ((2, 2, [(5, 5)], [4, 4], [2, 2], "cell", []), {}, "blocked cell [5, 5] is outside the 2x2 grid"),
    ((2, 2, [], [4], [4, 4], "cell", [("H", 0, 0), ("H", 1, 0)]), {},
     "row_targets has 1 entry, expected 2 (one per row)"),
    ((2, 2, [], [4, 4], [4, 4], "bogus", []), {}, "unknown rule 'bogus'; choose cell or dot"),
    ((2, 2, [], [4, 4], [4, 4], "cell", [("H", 0, 0)]), {"row_relations": ["~", "="]},
     "row_relations[0] is '~'; use '=', '<=' or '>='"),
])
def test_dominofit_check_tiling_checks_its_grid(args, kw, message):
    # dominofit.check.check_tiling took its grid unchecked: a blocked (-1, 0) blocked r2c1 and passed a tiling
    # leaving it uncovered, (5, 5) met IndexError, a short target list left row 2 unchecked ([] for a wrong
    # tiling), an unknown rule was scored as 'cell' and an unknown relation never failed.
    from gridsat.puzzles.dominofit.check import check_tiling

    with pytest.raises(PuzzleInputError) as raised:
        check_tiling(*args, **kw)
    assert str(raised.value) == message
    assert check_tiling(2, 2, [], [4, 4], [4, 4], "cell", [("H", 0, 0), ("H", 1, 0)]) == []


@pytest.mark.parametrize("key, shown", [("abc", "str 'abc'"), (None, "NoneType None"), ([1, 2], "list [1, 2]")])
def test_dominofit_draw_ascii_key_is_a_list_of_strings(key, shown):
    # draw_ascii(puzzle, dominoes, key="abc") drew its letters as three words, "(a; b; c)"; None met "Value after *
    # must be an iterable", [1, 2] "sequence item 0: expected str instance".
    from gridsat.puzzles.dominofit import draw_ascii, load_puzzle

    puzzle = load_puzzle("examples/dominofit-8x8.json")
    with pytest.raises(TypeError) as raised:
        draw_ascii(puzzle, [("H", 0, 0)], key=key)
    assert str(raised.value) == f"draw_ascii: key must be a list of strings, got {shown}"
    assert str(draw_ascii(puzzle, [], key=["a b"])).endswith("(a b; * marks a given domino)")


@pytest.mark.parametrize("field, entry, message", [
    ("givens", [["H", 0, 0.0]], "puzzle: givens[0] col must be a whole number, got 0.0"),
    ("givens", [["V", True, 0]], "puzzle: givens[0] row must be a whole number, got true"),
    ("costs", [["H", 0, 0.5, 3]], "puzzle: costs[0] col must be a whole number, got 0.5"),
])
def test_dominofit_json_domino_names_its_row_or_col(field, entry, message):
    # a given's column 0.0 was told "givens[0] must be a whole number, got 0.0": the domino itself called a number,
    # where blocked[0]'s is told "blocked[0] col must be a whole number".
    import gridsat

    data = {"rows": 2, "cols": 2, "blocked": [], "row_targets": [4, 4], "col_targets": [4, 4], field: entry}
    with pytest.raises(PuzzleInputError) as raised:
        gridsat.kinds.get("dominofit").parse_json(data)
    assert str(raised.value) == message


@pytest.mark.parametrize("dominoes, message", [
    ([("H", 0, 1)], "domino ('H', 0, 1) covers a blocked cell"),
    ([("H", 0, 2), ("H", 0, 2)], "domino ('H', 0, 2) overlaps another"),
    (iter([("H", 0, 2), ("H", 0, 3)]), "domino ('H', 0, 3) overlaps another"),
])
def test_dominofit_rescored_refuses_dominoes_no_tiling_holds(dominoes, message):
    # puzzle.rescored(rule, dominoes) scored a domino on a blocked cell, or two on one cell, into targets: a puzzle
    # whose targets no tiling meets, made without a word.
    from gridsat.puzzles.dominofit import load_puzzle

    puzzle = load_puzzle("examples/dominofit-8x8.json")
    with pytest.raises(PuzzleInputError) as raised:
        puzzle.rescored("dot", dominoes)
    assert str(raised.value) == message
    assert puzzle.rescored("dot", [("H", 0, 2)]).row_targets[0] == 2


def _session():
    import gridsat.puzzles.yinyang as yinyang

    return yinyang.session(yinyang.read_puzzle("https://puzz.link/p?yinyang/5/5/016612300"))


@pytest.mark.parametrize("call, error, message", [
    (lambda s: s.solutions(0), PuzzleInputError, "n must be at least 1, got 0"),
    (lambda s: s.solutions(-1), PuzzleInputError, "n must be at least 1, got -1"),
    (lambda s: s.solutions("2"), TypeError, "n must be a whole number or None, got str '2'"),
    (lambda s: s.enumeration(0), PuzzleInputError, "n must be at least 1, got 0"),
    (lambda s: s.enumeration(None), TypeError, "n must be a whole number, got NoneType None"),
    (lambda s: s.enumerate(limit=3, keep=-1), PuzzleInputError, "keep must be at least 0, got -1"),
    (lambda s: s.enumerate(on_solution=5), TypeError, "on_solution must be a function or None, got int 5"),
    (lambda s: s.forbid(None), TypeError,
     "values must be a list of 0s and 1s, one per decision variable, got NoneType None"),
    (lambda s: s.assignment("0101"), TypeError,
     "values must be a list of 0s and 1s, one per decision variable, got str '0101'"),
])
def test_session_counts_and_assignments_are_checked(call, error, message):
    # a session's solutions(0) and solutions(-1) gave no solution and enumeration(0) an incomplete listing of none,
    # unsaid; solutions("2") met range()'s words, enumeration(None) "unsupported operand", keep=-1 kept none,
    # on_solution=5 met "'int' object is not callable" inside the search, forbid(None) "not iterable".
    with pytest.raises(error) as raised:
        call(_session())
    assert str(raised.value) == message


def test_session_counts_still_taken():
    import numpy as np

    session = _session()
    assert session.enumerate(limit=3, keep=0).count == 1 and session.enumeration(np.int64(3)).count == 1
    assert [out.status.value for out in _session().solutions(np.int64(2))] == ["solved", "infeasible"]


@pytest.mark.parametrize("engine", ["cpsat", "cuts"])
def test_yinyang_session_enumerate_counts_answers(engine):
    # yinyang.session(puzzle).enumerate() counted CP-SAT's model solutions: 108 for a unique puzzle (the rooted
    # trees' variables free for one colouring), and the cuts session's 2 (no cut added while CP-SAT enumerated),
    # both "complete"; a count of answers, one solve each, now, the session's model left as it was.
    import gridsat.puzzles.yinyang as yinyang

    unique = yinyang.generate(4, 4, 0).puzzle
    session = yinyang.session(unique, engine=engine)
    listed = session.enumerate(limit=1000, keep=1000)
    assert (listed.count, len(listed.solutions), listed.complete) == (1, 1, True)
    assert session.solve().status.value == "solved"  # the enumeration's clauses retired
    empty = yinyang.parse("0000\n0000\n0000\n0000", fmt="text")
    assert empty.count(limit=1000).count == 96
    session = yinyang.session(empty, engine=engine)
    assert (session.enumerate(keep=0).count, session.enumerate(limit=5, keep=2).count) == (96, 5)
