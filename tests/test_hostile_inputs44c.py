"""The forty-fourth hostile pass, part C: the Python API and designers."""

import pytest

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
