"""Hostile pass 50, part C: the Python API and designers."""

import dataclasses

import pytest

from gridsat import kinds


@pytest.mark.parametrize("name", [5, None, b"x"])
def test_grid_puzzle_name_not_text_refused_at_construction(name):
    """A grid genre's puzzle built with a name that is not text was taken, then met "title must be a string or
    None, got int 5" in figure(), an argument never given; Yin-Yang and Domino Fit refused it at once."""
    kind = kinds.get("nurikabe")
    puzzle = kind.read(kind.example)
    with pytest.raises(TypeError) as caught:
        dataclasses.replace(puzzle, name=name)
    assert str(caught.value) == f"name must be a string, got {type(name).__name__} {name!r}"


def test_library_of_another_type_refused_naming_its_field():
    """A Library built by hand with the piece set's function (gridsat.pentominoes, not called) was taken and met
    "'function' object has no attribute 'items'" in search_designs, whose docstring promises a TypeError naming
    the argument."""
    import gridsat
    from gridsat.puzzles.calendar.design import search_designs
    from gridsat.puzzles.calendar.library import Library

    with pytest.raises(TypeError, match=r"^Library's pieces must be a PieceSet, got function <function pentominoes "
                                        r"at 0x[0-9a-f]+> \(call it: pentominoes\(\)\)$"):
        search_designs("standard", Library("x", gridsat.pentominoes), 8, time_limit=0.5)
    with pytest.raises(TypeError, match=r"^Library's pieces must be a PieceSet, got NoneType None$"):
        Library("x", None)
    with pytest.raises(TypeError, match=r"^Library's name must be a string, got int 5$"):
        Library(5, gridsat.pentominoes())
    with pytest.raises(TypeError, match=r"^Library's one_sided must be True or False, got int 1$"):
        Library("x", gridsat.pentominoes(), 1)
    assert Library("x", gridsat.pentominoes(), np_true()).one_sided is True


def np_true():
    import numpy

    return numpy.True_


DOMINOFIT = "dominofit rule=dot\n{cost}1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"


@pytest.mark.parametrize("weights", ["99999999999999999999,1", "1,-4611686018427387903"])
def test_dominofit_weight_past_cpsat_refused(weights):
    """A weight past 2**63 met pybind's "Unable to cast Python instance" as a traceback (exit 1); one of 2**62
    "CP-SAT rejected the model (a gridsat bug)"."""
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("dominofit")
    puzzle = kind.parse(DOMINOFIT.format(cost=""))
    big = next(w for w in weights.split(",") if len(w) > 2)
    with pytest.raises(PuzzleInputError, match=rf"^weights: {big} is too large: at most 10\*\*12 either way$"):
        kind.run(puzzle, Task("solve"), objective="weighted", weights=weights)
    result = kind.run(puzzle, Task("solve"), objective="weighted", weights="1000000000000,1")
    assert (result.objective_value, result.optimal) == (3000000000004, True)


def test_dominofit_cost_past_cpsat_refused_where_given():
    """A cost past 2**63 in a file (text or JSON) or in Python met the same traceback."""
    import dataclasses

    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("dominofit")
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse(DOMINOFIT.format(cost="cost H 0 0 99999999999999999999\n"), source="d.txt")
    assert str(caught.value) == "d.txt: line 2: cost 99999999999999999999 is too large: at most 10**12 either way"
    record = {"rows": 4, "cols": 4, "blocked": [[2, 0], [2, 3]], "row_targets": [4, 0, 2, 4],
              "col_targets": [1, 3, 3, 3], "rule": "dot", "costs": [["H", 0, 0, 2**62]]}
    with pytest.raises(PuzzleInputError, match=r"costs\[0\] cost 4611686018427387904 is too large: at most 10\*\*12 "
                                               r"either way$"):
        kind.parse_json(record)
    puzzle = kind.parse(DOMINOFIT.format(cost=""))
    with pytest.raises(PuzzleInputError, match=r"^the cost of domino \('H', 0, 0\) 10000000000000 is too large"):
        dataclasses.replace(puzzle, costs={("H", 0, 0): 10**13})
    with pytest.raises(TypeError, match=r"^the cost of domino \('H', 0, 0\) must be a whole number, got 'x'$"):
        dataclasses.replace(puzzle, costs={("H", 0, 0): "x"})


@pytest.mark.parametrize("target", [2**40, 10**30])
def test_dominofit_target_past_the_engines_refused(target):
    """A line target of 2**40 met the compiled engines' "OverflowError: signed integer is greater than maximum"
    (a traceback from `gridsat dominofit`), 10**30 CP-SAT's "__le__(): incompatible function arguments"."""
    import dataclasses

    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("dominofit")
    puzzle = kind.parse(DOMINOFIT.format(cost=""))
    with pytest.raises(PuzzleInputError) as caught:
        dataclasses.replace(puzzle, row_targets=(target, 0, 2, 4), row_relations=("<=",) * 4)
    shown = str(target) if target < 10**24 else str(target)[:24] + "..."
    assert str(caught.value) == (f"row_targets[0] (row 1) is {shown}; targets are at most 1,000,000 (no line of "
                                 f"1,000 cells scores over 2,000)")


def test_dominofit_target_at_the_most_answered_by_every_engine():
    import dataclasses

    from gridsat import SolverOptions, Task

    kind = kinds.get("dominofit")
    puzzle = kind.parse(DOMINOFIT.format(cost=""))
    for relation, status in (("<=", "solved"), ("=", "infeasible")):
        asked = dataclasses.replace(puzzle, row_targets=(10**6, 0, 2, 4), row_relations=(relation,) + ("=",) * 3)
        for engine in ("search", "cpsat"):
            result = kind.run(asked, Task("count", engine=engine, options=SolverOptions(time_limit=10)))
            assert (result.status.value, result.count) == (status, int(status == "solved"))


@pytest.mark.parametrize("name", ["yinyang", "nurikabe", "pack"])
def test_looks_like_of_no_text_names_its_argument(name):
    """Yin-Yang's looks_like(5) said "detect_format: text must be a string", a function the caller never named;
    every other kind's looks_like and detect say what this does."""
    with pytest.raises(TypeError) as caught:
        kinds.get(name).looks_like(5)
    assert str(caught.value) == "text must be a puzzle's text or URL (str), got int"


def test_json_record_in_python_takes_numpy_truth_values():
    """A pack's or calendar's record given in Python with "one_sided": np.True_ was "'one_sided' must be true or
    false", where pack(one_sided=np.True_) and gridsat.calendar(one_sided=np.True_) take it (the default
    parse_json already read numpy's numbers)."""
    import numpy

    pack = kinds.get("pack").parse_json({"kind": "pack", "board": numpy.str_("3x20"), "pieces": "pentominoes",
                                         "one_sided": numpy.False_, "holes": numpy.bool_(False)})
    assert (pack.one_sided, pack.holes, pack.board.name) == (False, False, "3x20")
    calendar = kinds.get("calendar").parse_json({"kind": "calendar", "date": "2026-10-06", "one_sided": numpy.True_})
    assert calendar.one_sided is True
    loop = kinds.get("slitherlink").parse_json({"rows": 2, "cols": 2, "clues": [[None, None], [None, None]],
                                                "full": numpy.True_})
    assert loop.full is True
    dominofit = kinds.get("dominofit").parse_json({"rows": numpy.int64(2), "cols": 2, "blocked": [],
                                                   "row_targets": [2, 2], "col_targets": [1, 1], "rule": "dot"})
    assert (dominofit.rows, dominofit.row_targets) == (2, (2, 2))


def test_dominofit_objective_fields_checked():
    """gridsat.puzzles.dominofit.Objective (exported) met "'NoneType' object is not iterable" for weights=None and
    "'<' not supported" for depth='x', and kept a third weight unused."""
    import numpy

    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.dominofit import Objective

    for weights in (None, (1, 2, 3), "12"):
        with pytest.raises(TypeError, match=r"^Objective's weights must be a pair \(horizontal, vertical\) of whole "
                                            r"numbers, got "):
            Objective("weighted", weights)
    with pytest.raises(TypeError, match=r"^Objective's depth must be a whole number, got str 'x'$"):
        Objective("edge", depth="x")
    with pytest.raises(TypeError, match=r"^Objective's weight must be a whole number, got 'a'$"):
        Objective("weighted", ("a", 1))
    with pytest.raises(PuzzleInputError, match=r"^Objective's weight 10000000000000 is too large"):
        Objective("weighted", (10**13, 1))
    assert Objective("edge", [numpy.int64(2), 1], depth=numpy.int64(3)) == Objective("edge", (2, 1), depth=3)
