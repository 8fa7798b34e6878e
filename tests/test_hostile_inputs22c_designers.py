"""The twenty-second hostile pass, third part: the designers' tools (calendar editions, boards and pre-placed
pieces, year runs, layout searches).

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

from gridsat import Placement
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles import calendar


@pytest.fixture(scope="module")
def dragon():
    return calendar.load_edition("dragonfjord")


@pytest.mark.parametrize("field, value, message", [
    ("board", "6x10", "Edition.board must be a CalendarBoard, got str '6x10'"),
    ("pieces", "pentominoes", "Edition.pieces must be a PieceSet, got str 'pentominoes'"),
    ("name", 5, "Edition.name must be a string, got int 5"),
    ("description", None, "Edition.description must be a string, got NoneType None"),
])
def test_an_edition_of_wrong_typed_fields_is_refused(dragon, field, value, message):
    """``calendar.Edition("x", "6x10", pieces)`` met "'str' object has no attribute 'board'"; a name 5 made an edition
    named 5."""
    fields = {"name": "x", "board": dragon.board, "pieces": dragon.pieces, field: value}
    with pytest.raises(TypeError) as caught:
        calendar.Edition(**fields)
    assert str(caught.value) == message


@pytest.mark.parametrize("change, error, message", [
    ({"board": "6x10"}, TypeError, "CalendarBoard.board must be a gridsat Board, got str '6x10'"),
    ({"labels": None}, TypeError, "CalendarBoard.labels must be a dict {(row, col): label}, got NoneType None"),
    ({"weekdays": "no"}, TypeError, "CalendarBoard.weekdays must be True or False, got str 'no'"),
    ({"fillers": 5}, TypeError, "CalendarBoard.fillers must be a set of (row, col) cells, got int 5"),
    ({"weekdays": True}, PuzzleInputError, "board b: weekdays is True but it has 0 of the 7 weekday labels"),
    ({"labels": {(9, 9): "Mon"}}, PuzzleInputError, "board b: labelled cell (9, 9) is not a cell of the board"),
    ({"labels": {(0, 0): "Feb"}}, PuzzleInputError, "board b: label 'Feb' appears twice, at r1c1 and r1c2"),
    ({"labels": {(0, 0): "Smarch"}}, PuzzleInputError, "board b: labelled cell (0, 0) has label 'Smarch', not a "
                                                       "month Jan..Dec, a day 1..31 or a weekday Mon..Sun"),
    ({"fillers": {(0, 0)}}, PuzzleInputError, "board b: filler (0, 0) is a labelled cell"),
])
def test_a_calendar_board_is_checked_when_made(dragon, change, error, message):
    """``calendar.CalendarBoard("b", "6x10", {}, False)`` was made without a word (and met an Edition as
    AttributeError); labels off the board, unknown or repeated, and weekdays=True without weekday cells were taken,
    solved as dates whose cells are not on the board."""
    board = dragon.board
    fields = {"name": "b", "board": board.board, "labels": dict(board.labels), "weekdays": False, "fillers": set()}
    if isinstance(change.get("labels"), dict):
        fields["labels"].update(change.pop("labels"))
    fields.update(change)
    with pytest.raises(error) as caught:
        calendar.CalendarBoard(**fields)
    assert str(caught.value) == message


def test_a_calendar_boards_fields_as_read_are_kept(dragon):
    """Every built-in edition is still made (its board checked), and a set of fillers is kept as a frozenset."""
    for name in calendar.builtin_editions():
        assert calendar.load_edition(name).board.labels
    board = calendar.CalendarBoard("b", dragon.board.board, dict(dragon.board.labels), False, set())
    assert board.fillers == frozenset()


@pytest.mark.parametrize("fixed, message", [
    (5, "fixed must be a tuple of Placements (gridsat.Placement), got int"),
    ((Placement("O6", 0, ((0, 2.5),)),), "pre-placed O6: cells must be (row, col) pairs of whole numbers, got "
                                         "((0, 2.5),)"),
    ((Placement(["x"], 0, ((0, 2),)),), "pre-placed ['x']: a piece's name must be a string, got list"),
])
def test_a_calendar_puzzles_fixed_pieces_of_the_wrong_type_are_refused(dragon, fixed, message):
    """``CalendarPuzzle(edition, date, False, 5)`` met "'int' object is not iterable"; cells given as lists (as JSON
    gives them) met "unhashable type: 'list'", and a cell (0, 2.5) was said to be r1c3, "not a board cell"."""
    date = calendar.make_date(dragon, "2024-01-05")
    with pytest.raises(TypeError) as caught:
        calendar.CalendarPuzzle(dragon, date, False, fixed)
    assert str(caught.value) == message
    assert calendar.solve_calendar("2024-01-05", place=["L5@2,3"]).status.value == "solved"


def test_a_calendar_puzzles_fixed_cells_as_lists_are_read_as_pairs(dragon):
    # cells as JSON gives them, [[0, 2], [0, 3]], met "unhashable type: 'list'"; then were refused as no pairs, where
    # with_answer reads them: read, and judged (two cells are no placement of the hexomino O6)
    date = calendar.make_date(dragon, "2024-01-05")
    with pytest.raises(PuzzleInputError) as caught:
        calendar.CalendarPuzzle(dragon, date, False, (Placement("O6", 0, [[0, 2], [0, 3]]),))
    assert str(caught.value) == "pre-placed O6: its cells r1c3 r1c4 are not a turn or reflection of piece O6 (###/###)"


def test_a_year_run_stopped_before_its_first_date_does_not_say_every_date_was_there(tmp_path):
    """``gridsat calendar --year 2024 --out y.txt -t 2`` on a loaded machine: "0 dates ... stopped by the time
    limit: 366 dates not tried yet" and then "nothing new: every date was in y.txt already" (an empty file)."""
    from gridsat.puzzles.calendar.modes import YearReport

    out = tmp_path / "y.txt"
    summary = calendar.YearSummary(2024, "dragonfjord", out, [], 0, 0.1, untried=366)
    lines = YearReport(summary, out).text()
    assert lines[-1] == f"nothing new in {out}: no date was done in the time"
    assert YearReport(summary, out).exit_code() == 1
    done = calendar.YearSummary(2024, "dragonfjord", out, [], 366, 0.1)
    assert YearReport(done, out).text()[-1] == f"nothing new: every date was in {out} already"


@pytest.mark.parametrize("values", [
    {"edition": "examples/filler-edition.txt", "layout": "fillers", "one_sided": False},  # dragonfjord has none
    {"edition": "dragonfjord", "layout": "labels", "one_sided": False, "restarts": 1, "steps": 10},
])
def test_a_layout_search_whose_time_ran_out_before_it_began_says_the_time_limit_stopped_it(values):
    """``gridsat calendar --layout fillers -t 3`` on a loaded machine: "error: time limit must be a positive number of
    seconds, got -1.5357119760010391" (exit 2), the time left before the search passed on as if the user had given
    it; the design search passed it on the same way."""
    import time

    from gridsat import SolverOptions
    from gridsat.puzzles.calendar.design_modes import run_layout

    options = SolverOptions(time_limit=60, deadline=time.perf_counter() - 1.5)
    report = run_layout(None, values, options, lambda *a: None)
    assert report.exit_code() == 1
    assert report.text()[0].endswith("went to the pair table every run builds first); nothing is kept, so run "
                                     "again with a longer time limit): no layout scored yet")


def test_a_year_run_given_a_date_twice_does_it_once(tmp_path):
    """``calendar.solve_year("dragonfjord", 2024, out, dates=[d, d])`` solved the date twice and its summary said
    "2 dates, 2 solved" of a file holding one line (a ``datetime`` of that day likewise)."""
    import datetime as dt

    out = tmp_path / "y.jsonl"
    summary = calendar.solve_year("dragonfjord", 2024, out,
                                  dates=[dt.date(2024, 1, 1), dt.datetime(2024, 1, 1, 5), dt.date(2024, 1, 2)])
    assert summary.to_json()["dates"] == 2 == len(out.read_text().splitlines())
    assert [r["date"] for r in summary.records] == ["2024-01-01", "2024-01-02"]
