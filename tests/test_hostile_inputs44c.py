"""The forty-fourth hostile pass, part C: the Python API and designers."""

from pathlib import Path

import numpy as np
import pytest

import gridsat
from gridsat import PuzzleInputError
from gridsat.puzzles import calendar


@pytest.mark.parametrize("call", [
    lambda engine: calendar.verify_edition("dragonfjord", engine=engine),
    lambda engine: calendar.solve_year("dragonfjord", 2026, "unused.jsonl", engine=engine),
])
@pytest.mark.parametrize("engine, shown", [(5, "5"), (None, "None"), (b"exact", "b'exact'")])
def test_a_calendar_run_refuses_a_wrong_typed_engine_as_a_type_error(call, engine, shown):
    """``verify_edition(engine=5)`` and ``solve_year(..., engine=None)`` said "unknown engine 5; use one of: ...", a
    PuzzleInputError, where ``gridsat.calendar(engine=5)`` and ``date_record(engine=5)`` raise TypeError."""
    with pytest.raises(TypeError) as caught:
        call(engine)
    assert str(caught.value) == f"engine must be a string, got {shown}"


def test_a_calendar_run_still_names_an_unknown_engine():
    with pytest.raises(PuzzleInputError) as caught:
        calendar.verify_edition("dragonfjord", engine="fast")
    assert str(caught.value) == "unknown engine 'fast'; use one of: auto, exact, cpsat"


@pytest.mark.parametrize("text", ["False", "no", 0, None])
def test_a_kinds_settings_check_refuses_a_text_flag_that_is_not_a_bool(text):
    """``kind.check(Task('solve'), {'hint': '2'}, text='False')`` read the value as a command-line string (a
    non-empty string is true) and took the hint as 2, where ``text=False`` refuses it as a string."""
    kind = gridsat.kinds.get("calendar")
    for call in (lambda: kind.check(gridsat.Task("solve"), {"hint": "2"}, text=text),
                 lambda: kind.read_settings({"one_sided": "yes"}, text=text)):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == f"text must be True or False, got {text!r}"
    assert kind.check(gridsat.Task("solve"), {"hint": "2"}, text=np.True_) == {"hint": 2}
    with pytest.raises(TypeError, match="hint must be a whole number, got '2'"):
        kind.check(gridsat.Task("solve"), {"hint": "2"}, text=np.False_)


@pytest.mark.parametrize("kind_name, start, said", [
    ("yinyang", [[1] * 5] * 5, "start: r2c3 is white, but the puzzle gives a black circle there"),
    ("yinyang", "11111\n" * 5, "start: r2c3 is white, but the puzzle gives a black circle there"),
    ("yinyang", [[7] * 5] * 5, "start: r1c1: 7 is not 0, 1 or 2"),
    ("yinyang", [[0]], "start: the position has 1 row of 1 cell; the puzzle has 5 rows of 5"),
])
def test_hints_names_a_start_that_does_not_fit_as_start(kind_name, start, said):
    """``kind.hints(puzzle, start=[[0]])`` said "position: the position has 1 row ...": ``position`` is the
    command line's option and the web's field, not a keyword of ``hints`` (whose text reader said "start:")."""
    kind = gridsat.kinds.get(kind_name)
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(kind.parse(kind.example), start=start)
    assert str(caught.value) == said



def test_the_web_and_the_command_line_still_name_their_position(tmp_path, capsys, monkeypatch):
    """The web's ``position`` field and the command line's position file keep their own names for a position
    whose given cell is changed (found while stepping, where ``hints`` now says "start")."""
    from gridsat.cli import main
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    url = gridsat.kinds.get("yinyang").example
    with pytest.raises(PuzzleInputError) as caught:
        run_hint(plan_hint({"kind": "yinyang", "puzzle": url, "position": "11111\n" * 5}, Limits()))
    assert str(caught.value) == "position: r2c3 is white, but the puzzle gives a black circle there"
    monkeypatch.chdir(tmp_path)  # (the file is named as given)
    (tmp_path / "pos.txt").write_text("11111\n" * 5)
    with pytest.raises(SystemExit) as exc:
        main(["hint", url, "--position", "pos.txt"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip() == ("gridsat: error: pos.txt: r2c3 is white, but the "
                                               "puzzle gives a black circle there")


@pytest.mark.parametrize("done, error", [
    (5, TypeError), ((1, 2, 3), TypeError), ((True, {}), TypeError), ((2, []), TypeError),
    ((-1, {}), PuzzleInputError),
])
def test_run_census_refuses_a_done_of_the_wrong_type_as_a_type_error(done, error):
    """``run_census("dragonfjord", done=5)`` was a PuzzleInputError (a ValueError), where the README says a
    wrong-typed argument raises TypeError naming it; a pair of the right types with a bad value stays one."""
    from gridsat.puzzles.calendar.census import run_census

    with pytest.raises(error) as caught:
        run_census("dragonfjord", done=done)
    assert type(caught.value) is error
    assert str(caught.value).startswith("done must be (subtrees, {index: counts}) as on_subtree gives the parts: got ")


@pytest.mark.parametrize("keyword, said", [
    ("time_limit", "solve() takes no 'time_limit': time_limit is a solver option: "
                   "options=gridsat.SolverOptions(time_limit=...)"),
    ("count", "solve() takes no 'count': count is a task: puzzle.count(), or gridsat.solve(..., task='count') "
              "(the puzzle: gridsat.puzzles.dominofit.load_puzzle(path))"),
    ("bogus", "solve() got an unexpected keyword argument 'bogus'"),
])
def test_dominofit_solve_says_where_a_misplaced_keyword_belongs(keyword, said):
    """``dominofit.solve(puzzle, time_limit=1)`` got only Python's "unexpected keyword argument", where
    ``gridsat.pack`` and ``solve_calendar`` say where the keyword belongs."""
    from gridsat.puzzles.dominofit import load_puzzle, solve

    puzzle = load_puzzle(str(Path(__file__).parent.parent / "examples" / "dominofit-8x8.json"))
    with pytest.raises(TypeError) as caught:
        solve(puzzle, **{keyword: 1})
    assert str(caught.value) == said


@pytest.mark.parametrize("kind_name", ["pack", "calendar"])
@pytest.mark.parametrize("cells, shown", [(None, "None"), ("ab", "'ab'"), (((0, 0.5),), "((0, 0.5),)")])
def test_hints_name_a_start_placement_whose_cells_are_no_cells(kind_name, cells, shown):
    """``kind.hints(puzzle, start=[Placement("F", 0, None)])`` met "'NoneType' object is not iterable" (cells 'ab':
    "not enough values to unpack") deep inside the steps; ``check_tiling`` already named such cells."""
    from gridsat import Placement

    kind = gridsat.kinds.get(kind_name)
    puzzle = kind.parse(kind.example)
    piece = "F" if kind_name == "pack" else "L5"
    with pytest.raises(TypeError) as caught:
        kind.hints(puzzle, start=[Placement(piece, 0, cells)], first=True)
    assert str(caught.value) == (f"start: the cells of piece '{piece}' must be (row, col) pairs of whole numbers, "
                                 f"got {shown}")


@pytest.mark.parametrize("domino", [("X", 0, 0), ("h", 0, 0)])
def test_a_dominofit_start_domino_of_an_unknown_direction_is_named(domino):
    """``kind.hints(puzzle, start=[("h", 0, 0)])`` of a Domino Fit puzzle took the domino for a row of marks and
    said "start: the position has 1 row; the board has 4 rows"."""
    kind = gridsat.kinds.get("dominofit")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(kind.parse(kind.example), start=[("H", 2, 0), domino], first=True)
    assert str(caught.value) == f'start: the domino {list(domino)} is not ("H" or "V", row, col)'


@pytest.mark.parametrize("args, kwargs, error, said", [
    (("dragonfjord",), {}, TypeError,
     "edition_pair_table: edition must be an Edition (gridsat.puzzles.calendar), got str 'dragonfjord'"),
    ((None, "x"), {}, TypeError, "edition_pair_table: one_sided must be True or False, got str 'x'"),
    ((None,), {"workers": 2.5}, TypeError, "edition_pair_table: workers must be a whole number or None, got float 2.5"),
    ((None,), {"workers": 0}, PuzzleInputError, "workers must be from 1 to 256, got 0"),
])
def test_edition_pair_table_refuses_wrong_arguments(args, kwargs, error, said):
    """``edition_pair_table(ed, one_sided="x")`` counted one-sided (a non-empty string is true), ``workers=0`` ran
    and an edition's name met "'str' object has no attribute 'board'"."""
    from gridsat.puzzles.calendar.layout import edition_pair_table

    edition = calendar.load_edition("dragonfjord")
    args = tuple(edition if a is None else a for a in args)
    with pytest.raises(error) as caught:
        edition_pair_table(*args, **kwargs)
    assert type(caught.value) is error and str(caught.value) == said


@pytest.mark.parametrize("kwargs, error, said", [
    ({"workers": "2"}, TypeError, "workers must be a whole number or None, got str '2'"),
    ({"workers": 0}, PuzzleInputError, "workers must be from 1 to 256, got 0"),
    ({"workers": -5}, PuzzleInputError, "workers must be from 1 to 256, got -5"),
    ({"placements_by_piece": None}, TypeError, "placements_by_piece must be a dict of piece names, got None"),
    ({"counts": "x"}, TypeError, "counts must be a dict of piece names, got 'x'"),
])
def test_the_hole_census_refuses_wrong_workers_and_piece_maps(kwargs, error, said):
    """``count_by_holes(..., workers="2")`` met "'>' not supported between instances of 'str' and 'int'",
    ``workers=0`` or ``-5`` ran (as one per core, or one), ``placements_by_piece=None`` met "'NoneType' object is
    not iterable" and ``counts="x"`` "dictionary update sequence element #0 has length 1"."""
    from gridsat.core.placements import cells_by_piece
    from gridsat.puzzles.calendar.holes import count_by_holes

    edition = calendar.load_edition("dragonfjord")
    args = {"placements_by_piece": cells_by_piece(edition.board.board, edition.pieces, True), "counts": None}
    run = {k: v for k, v in kwargs.items() if k == "workers"}
    args |= {k: v for k, v in kwargs.items() if k != "workers"}
    with pytest.raises(error) as caught:
        count_by_holes(edition.board.board.cells, args["placements_by_piece"], args["counts"], **run)
    assert type(caught.value) is error and str(caught.value) == said
