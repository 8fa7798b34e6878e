"""Hostile pass 61, part c: the Python API."""
import pytest

from gridsat import pack, pentominoes
from gridsat.core.errors import PuzzleInputError


def test_subset_is_named_by_its_pieces_not_the_whole_set():
    # three pentominoes were named "pentominoes": a picture of them titled "pentominoes in 3x5"
    assert pentominoes().subset("I L P").name == "pentominoes I L P"
    assert pentominoes().subset({"F": 2, "I": 1}).name == "pentominoes F*2 I"
    assert pentominoes().subset("Z Y X W V U T P N L I F").name == "pentominoes"


def test_empty_subset_is_not_called_the_whole_set():
    with pytest.raises(PuzzleInputError) as err:
        pack("2x2", pentominoes().subset([]))
    assert str(err.value) == "the piece set has no pieces: nothing to place on board 2x2"


def test_subset_still_refuses_a_piece_twice():
    with pytest.raises(PuzzleInputError, match="piece name 'F' is used twice"):
        pentominoes().subset(["F", "F"])


def test_a_settings_file_may_be_a_path_object():
    # edition=Path(...) was "edition must be a string", though run_census and load_edition take a path
    from pathlib import Path

    import gridsat

    by_path = gridsat.solve("2026-12-05", "calendar", edition=Path("examples/my-edition.txt"), task="count")
    by_text = gridsat.solve("2026-12-05", "calendar", edition="examples/my-edition.txt", task="count")
    assert by_path.count == by_text.count


def test_a_non_file_setting_given_a_path_is_still_checked():
    from pathlib import Path

    import gridsat

    with pytest.raises(PuzzleInputError) as err:
        gridsat.solve("examples/dominofit-8x8.json", objective=Path("x"))
    assert str(err.value) == ("objective must be one of max-vertical, min-vertical, max-horizontal, min-horizontal, "
                              "weighted, costs, edge, got 'x'")


def test_solve_takes_a_weekday_number_as_calendar_does():
    # gridsat.calendar(weekday=5) took it; gridsat.solve(DATE, 'calendar', weekday=5) said "must be a string"
    import warnings

    import gridsat

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        by_number = gridsat.solve("2026-12-05", "calendar", edition="weekday", weekday=0, task="count")
        by_name = gridsat.solve("2026-12-05", "calendar", edition="weekday", weekday="Mon", task="count")
    assert by_number.count == by_name.count == 130
    with pytest.raises(PuzzleInputError) as err:
        gridsat.solve("2026-12-05", "calendar", edition="weekday", weekday=7)
    assert str(err.value) == "weekday number 7 is not 0 (Mon) .. 6 (Sun)"
