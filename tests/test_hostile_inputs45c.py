"""The forty-fifth hostile pass, part C: the Python API and designers."""

from pathlib import Path

import pytest

import gridsat
from gridsat import PuzzleInputError
from gridsat.puzzles import dominofit

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("start, said", [
    ([("H", 0, 2), ("H", 0, 3)], "start: the domino ['H', 0, 3] overlaps the domino ['H', 0, 2] at r1c4"),
    ([("H", 0, 2), ("V", 0, 3)], "start: the domino ['V', 0, 3] overlaps the domino ['H', 0, 2] at r1c4"),
    ([("V", 0, 2), ("H", 0, 2)], "start: the domino ['H', 0, 2] overlaps the domino ['V', 0, 2] at r1c3"),
])
def test_a_domino_fit_hint_start_of_overlapping_dominoes_names_the_overlap(start, said):
    """Dominoes given as a start were written as marks one over the other, so two overlapping ones were refused for
    a mark the caller never wrote ("start: r1c3: < has no > beside it"); packing says "piece I overlaps another
    piece"."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = dominofit.load_puzzle(EXAMPLES / "dominofit-8x8.json")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start=start, first=True)
    assert str(caught.value) == said


def test_a_domino_fit_hint_start_listing_one_domino_twice_is_that_domino():
    kind = gridsat.kinds.get("dominofit")
    puzzle = dominofit.load_puzzle(EXAMPLES / "dominofit-8x8.json")
    once = kind.hints(puzzle, start=[("H", 0, 2)], first=True).to_json()
    twice = kind.hints(puzzle, start=[("H", 0, 2), ["H", 0, 2]], first=True).to_json()
    assert {**twice, "seconds": 0} == {**once, "seconds": 0}


@pytest.mark.parametrize("day, real", [("29", True), ("30", False), ("0", False), (0, False), (31, False), ("07", True)])
def test_the_census_is_real_date_says_no_for_a_day_zero(day, real):
    """``is_real_date("Feb", "0")`` (and "-1") said True: a day was only compared with the month's last."""
    from gridsat.puzzles.calendar.census import is_real_date

    assert is_real_date("Feb", day) is real


@pytest.mark.parametrize("month, day, error, said", [
    ("Feb", "-1", ValueError, "day must be a day's number, got '-1'"),
    ("Jan", "1.5", ValueError, "day must be a day's number, got '1.5'"),
    ("x", "1", ValueError, "month must be one of Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec, got 'x'"),
    ("Jan", None, TypeError, "day must be a day's number (text or a whole number), got None"),
    ("Jan", True, TypeError, "day must be a day's number (text or a whole number), got True"),
])
def test_the_census_is_real_date_names_a_wrong_month_or_day(month, day, error, said):
    """A month not of MONTHS met "tuple.index(x): x not in tuple"; a day of None "int() argument must be ..."."""
    from gridsat.puzzles.calendar.census import is_real_date

    with pytest.raises(error) as caught:
        is_real_date(month, day)
    assert str(caught.value) == said


@pytest.mark.parametrize("cell, shown", [({}, "dict {}"), (None, "NoneType None"), (True, "bool True"),
                                         (1.5, "float 1.5"), ([], "list []")])
def test_a_domino_fit_position_cell_of_another_type_is_named(cell, shown):
    """A cell ``{}`` ran into its row's text, read as JSON: "start: not valid JSON: Extra data at line 1, column 4";
    None was the mark 'None' (packing's positions say "row 1, column 1 is dict {}")."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse(kind.example)
    grid = [list(row) for row in kind.given_position(puzzle)]
    grid[0][0] = cell
    for call, where in ((lambda: kind.hints(puzzle, start=grid, first=True), "start"),
                        (lambda: kind.check_position(puzzle, grid), "position")):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == (f"{where}: r1c1 is {shown}: a position's cells are marks or labels (str), "
                                     "whole numbers, or 0 undecided")


def test_a_domino_fit_position_of_three_columns_starting_with_a_dict_is_named():
    """On a 3-column board each row looked like a domino ("H", r, c): ``{} in MARKS`` met "unhashable type"."""
    kind = gridsat.kinds.get("dominofit")
    puzzle = dominofit.generate(3, 3, seed=1).puzzle
    with pytest.raises(TypeError) as caught:
        kind.hints(puzzle, start=[[{}, 0, 0], [0, 0, 0], [0, 0, 0]], first=True)
    assert str(caught.value) == ("start: r1c1 is dict {}: a position's cells are marks or labels (str), whole "
                                 "numbers, or 0 undecided")


@pytest.mark.parametrize("call, said", [
    (lambda: dominofit.load_puzzle(""), "cannot read puzzle file: its name is empty (name a file)"),
    (lambda: __import__("gridsat.puzzles.calendar", fromlist=["x"]).load_edition_file(""),
     "cannot read edition file: its name is empty (name a file)"),
])
def test_an_empty_file_name_is_said_empty_not_a_folder(call, said):
    """``dominofit.load_puzzle("")`` and ``load_edition_file("")`` made a Path of it first, '.', and said
    ".: cannot read puzzle file: it is a folder" (``gridsat.read("")`` says no puzzle was given)."""
    with pytest.raises(PuzzleInputError) as caught:
        call()
    assert str(caught.value) == said


def test_a_picture_file_name_is_quoted_as_given():
    """An empty name was quoted as its Path, '.'."""
    from matplotlib.figure import Figure

    from gridsat.core.pictures import save_figure

    with pytest.raises(PuzzleInputError) as caught:
        save_figure(Figure(), "")
    assert str(caught.value) == "picture file must end in .png or .svg, got ''"


def test_domino_fit_draws_the_dominoes_its_json_gives():
    """``draw_figure(puzzle, result.to_json()["dominoes"])`` met "unhashable type: 'list'" (``draw_ascii`` took the
    same lists); numpy's whole numbers were "not a domino"."""
    import numpy as np
    from matplotlib.figure import Figure

    puzzle = dominofit.load_puzzle(EXAMPLES / "dominofit-8x8.json")
    result = dominofit.solve(puzzle)
    listed = result.to_json()["dominoes"]
    assert listed and all(isinstance(d, list) for d in listed)
    assert isinstance(dominofit.draw_figure(puzzle, listed), Figure)
    assert str(dominofit.draw_ascii(puzzle, listed)) == str(dominofit.draw_ascii(puzzle, result.dominoes))
    assert isinstance(dominofit.draw_figure(puzzle, [["V", np.int64(2), np.int64(3)]]), Figure)
    assert dominofit.domino_cells(["H", np.int64(0), 1]) == ((0, 1), (0, 2))
    with pytest.raises(TypeError) as caught:
        dominofit.draw_figure(puzzle, [[[], 0, 0]])
    assert str(caught.value) == 'each domino must be a domino ("H"|"V", r, c), got list [[], 0, 0]'
