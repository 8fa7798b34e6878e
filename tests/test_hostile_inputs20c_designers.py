"""The twentieth hostile pass, third part (continued): the designers' tools -- calendar dates and editions, the
design and layout searches, pre-placed pieces.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("fields, error, message", [
    ((13, 40), PuzzleInputError, "month 13 is not 1-12"),
    ((4, 31), PuzzleInputError, "day 31 does not exist: April has 30 days"),
    ((2, 29, None, 2026), PuzzleInputError, "day 29 does not exist: February 2026 has 28 days"),
    ((1, 1, 9), PuzzleInputError, "weekday number 9 is not 0 (Mon) .. 6 (Sun)"),
    ((1, 1, None, 0), PuzzleInputError, "year 0 is out of range (1-9999)"),
    (("x", 1), TypeError, "CalendarDate.month must be a whole number, got str 'x'"),
    ((1, 1.5), TypeError, "CalendarDate.day must be a whole number, got float 1.5"),
    ((1, 1, True), TypeError, "CalendarDate.weekday must be a whole number or None, got bool True"),
])
def test_a_calendar_date_no_calendar_shows_is_refused(fields, error, message):
    """``CalendarPuzzle(edition, CalendarDate(13, 40)).solve()`` raised ``IndexError: tuple index out of range``
    (a weekday 9 so); a month "x" met "unsupported operand type(s) for -: 'str' and 'int'"."""
    from gridsat.puzzles.calendar import CalendarDate

    with pytest.raises(error) as caught:
        CalendarDate(*fields)
    assert str(caught.value) == message


@pytest.mark.parametrize("edition, date, message", [
    ("dragonfjord", (1, 1, 3), "edition dragonfjord has no weekday cells; a weekday does not apply: leave the "
                               "weekday out, or choose an edition that shows it (weekday)"),
    ("weekday", (1, 1), "edition weekday shows the weekday: the date needs one (make_date gives it from a full date)"),
])
def test_a_calendar_puzzle_refuses_a_weekday_its_board_cannot_show(edition, date, message):
    """``CalendarPuzzle(dragonfjord, CalendarDate(1, 1, weekday=3)).solve()`` solved 1 January and left the
    Thursday out unsaid (``gridsat.calendar(..., weekday=...)`` refuses it); on the weekday board a date without
    one raised ``TypeError: tuple indices must be integers or slices, not NoneType``."""
    from gridsat.puzzles.calendar import CalendarDate, CalendarPuzzle, load_edition

    with pytest.raises(PuzzleInputError) as caught:
        CalendarPuzzle(load_edition(edition), CalendarDate(*date))
    assert str(caught.value) == message


def test_a_calendar_puzzle_of_a_dated_day_keeps_its_own_weekday():
    """A full date's own weekday is no weekday asked for: the year's dates solve as before."""
    import datetime

    from gridsat.puzzles.calendar import CalendarDate, CalendarPuzzle, load_edition

    day = CalendarDate.of(datetime.date(2026, 10, 6))
    assert CalendarPuzzle(load_edition("dragonfjord"), day).solve().status.value == "solved"
    assert CalendarPuzzle(load_edition("weekday"), day).solve().status.value == "solved"


@pytest.mark.parametrize("weekday, message", [
    (1.7, "weekday must be a name like 'Mon' or a number 0 (Mon) .. 6 (Sun), got float 1.7"),
    (True, "weekday must be a name like 'Mon' or a number 0 (Mon) .. 6 (Sun), got bool True"),
])
def test_make_date_refuses_a_weekday_that_is_no_whole_number(weekday, message):
    """``make_date(weekday_edition, "2026-10-06", weekday=1.7)`` solved it as a Tuesday (``int(1.7)``), True as
    Tuesday too."""
    from gridsat.puzzles.calendar import load_edition, make_date

    with pytest.raises(TypeError) as caught:
        make_date(load_edition("weekday"), "2026-10-06", weekday=weekday)
    assert str(caught.value) == message


def _pair_board():
    return gridsat.Board(1, 2, frozenset({(0, 0), (0, 1)}))


def test_a_pre_placed_piece_of_another_shape_is_refused_not_called_infeasible():
    """``PackingPuzzle(board, two monominoes, fixed=(Placement("A", 0, ((0, 0), (0, 1))),)).solve()`` said
    ``infeasible``: the pre-placed "monomino" covered two cells, which is bad input, not a proof."""
    monominoes = gridsat.PieceSet(items=((gridsat.Polyomino("A", ((0, 0),)), 2),))
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.PackingPuzzle(_pair_board(), monominoes, fixed=(gridsat.Placement("A", 0, ((0, 0), (0, 1))),))
    assert str(caught.value) == "pre-placed A: its cells r1c1 r1c2 are not a turn or reflection of piece A (#)"
    fixed = (gridsat.Placement("A", 0, ((0, 1),)),)
    assert gridsat.PackingPuzzle(_pair_board(), monominoes, fixed=fixed).solve().status.value == "solved"


def test_a_pre_placed_reflection_is_refused_in_one_sided_play():
    """One-sided play allows no reflection, pre-placed pieces included."""
    s_piece = gridsat.Polyomino("S", ((0, 1), (0, 2), (1, 0), (1, 1)))
    board = gridsat.Board(2, 3, frozenset((r, c) for r in range(2) for c in range(3)))
    pieces = gridsat.PieceSet(items=((s_piece, 1), (gridsat.Polyomino("B", ((0, 0), (1, 0))), 1)))
    z_cells = ((0, 0), (0, 1), (1, 1), (1, 2))
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.PackingPuzzle(board, pieces, one_sided=True, fixed=(gridsat.Placement("S", 0, z_cells),))
    assert str(caught.value) == ("pre-placed S: its cells r1c1 r1c2 r2c2 r2c3 are not a turn (one-sided play: no "
                                 "reflections) of piece S (.##/##.)")


@pytest.mark.parametrize("fixed, message", [
    ((gridsat.Placement("A", 0, None),), "pre-placed A: cells must be (row, col) pairs of whole numbers, got None"),
    (("A@0,0",), "fixed must be a tuple of Placements (gridsat.Placement), got a tuple whose item 0 is str 'A@0,0'"),
])
def test_a_pre_placed_piece_that_is_no_placement_is_named(fixed, message):
    """``fixed=(Placement("A", 0, None),)`` met ``'NoneType' object is not iterable``, ``fixed=("A@0,0",)``
    ``'str' object has no attribute 'piece'``."""
    monominoes = gridsat.PieceSet(items=((gridsat.Polyomino("A", ((0, 0),)), 2),))
    with pytest.raises(TypeError) as caught:
        gridsat.PackingPuzzle(_pair_board(), monominoes, fixed=fixed)
    assert str(caught.value) == message


def _design_search(**given):
    from gridsat.puzzles.calendar.design import search_designs

    return search_designs("standard", "pentominoes+hexominoes", given.pop("k", 8), **given)


def _layout_search(**given):
    from gridsat.puzzles.calendar.layout import search_layouts

    return search_layouts("dragonfjord", **given)


@pytest.mark.parametrize("search, given, error, message", [
    (_design_search, {"time_limit": -1}, PuzzleInputError, "time_limit must be a positive number of seconds, got -1"),
    (_design_search, {"time_limit": 0}, PuzzleInputError, "time_limit must be a positive number of seconds, got 0"),
    (_design_search, {"time_limit": float("inf")}, PuzzleInputError,
     "time_limit must be below a billion seconds (leave it out for none), got inf"),
    (_design_search, {"time_limit": "5"}, TypeError, "time_limit must be a number of seconds or None, got str '5'"),
    (_design_search, {"jobs": "2"}, TypeError, "jobs must be a whole number or None, got str '2'"),
    (_design_search, {"k": 0}, PuzzleInputError, "k must be 1..16 pieces, got 0"),
    (_design_search, {"top": -1}, PuzzleInputError, "top must be 1 or more, got -1"),
    (_design_search, {"out": 5}, TypeError, "search_designs: out must be a file path (str or path) or None, got int 5"),
    (_design_search, {"on_progress": 5}, TypeError,
     "search_designs: on_progress must be a function or None, got int 5"),
    (_layout_search, {"time_limit": -1}, PuzzleInputError, "time_limit must be a positive number of seconds, got -1"),
    (_layout_search, {"restarts": "3"}, TypeError, "search_layouts: restarts must be a whole number, got str '3'"),
    (_layout_search, {"seed": -1}, PuzzleInputError, "seed must be a whole number from 0 to 2147483647, got -1"),
    (_layout_search, {"workers": 0}, PuzzleInputError, "workers must be from 1 to 256, got 0"),
])
def test_the_design_searches_check_their_limits_as_every_limit_is_checked(search, given, error, message):
    """docs/calendar.md's ``search_designs(..., time_limit=-1)`` (or 0) ran and returned an empty "incomplete"
    result, ``time_limit=inf`` set no limit on a search of hours, ``time_limit="5"`` and ``jobs="2"`` failed inside
    arithmetic; ``k=0`` said "--choose must be 1..16" to a Python caller; ``search_layouts`` took time_limit=-1 and
    a seed of -1, and a restarts "3" met "'<=' not supported"."""
    with pytest.raises(error) as caught:
        search(**given)
    assert str(caught.value) == message


@pytest.mark.parametrize("text, message", [
    ("[pieces]\nP5: #####\n[editions]\ne = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n",
     "e.txt: line 2: piece P5 (#####) is a built-in piece of another shape (##/##/#.): give yours another name"),
    ("[board standard]\nFeb Jan Mar Apr May Jun .\nJul Aug Sep Oct Nov Dec .\n1 2 3 4 5 6 7\n8 9 10 11 12 13 14\n"
     "15 16 17 18 19 20 21\n22 23 24 25 26 27 28\n29 30 31 . . . .\n[editions]\ne = standard : O6 U5 V5 T5 L5 N5 "
     "Y5 P5\n", "e.txt: line 1: board standard is a built-in board with another layout: give yours another name"),
])
def test_an_edition_file_cannot_silently_change_a_built_in_name(run_cli, tmp_path, text, message):
    """An edition file whose ``[pieces]`` said ``P5: #####`` (the straight pentomino) verified "13 of 366 dates have
    no solution" for a line naming P5, as a design the search printed does: the name's meaning changed unsaid
    (a board ``standard`` with Jan and Feb swapped so)."""
    path = tmp_path / "e.txt"
    path.write_text(text)
    code, out, err = run_cli("calendar", "--verify-edition", str(path))
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_an_edition_file_may_draw_a_built_in_piece_again(run_cli, tmp_path):
    """docs/calendar.md's file draws O6 again as the built-in has it (``###/###``): taken, and in another turn
    too."""
    path = tmp_path / "e.txt"
    path.write_text("[pieces]\nO6: ##/##/##\n[editions]\ne = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    code, out, err = run_cli("calendar", "--verify-edition", str(path))
    assert (code, err) == (0, "") and out.startswith("e: all 366 dates are solvable")
