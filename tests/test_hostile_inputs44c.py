"""The forty-fourth hostile pass, part C: the Python API and designers."""

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
