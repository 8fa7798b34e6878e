"""Hostile pass 34, part b: the web app and batch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.web.hint_requests import plan_hint
from gridsat.web.jobs import run_hint
from gridsat.web.limits import Limits

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_web_hint_position_may_be_the_whole_hint_record_as_an_object():
    # POST /api/hint {"position": <the record hint --json printed>} was refused ("'position' must be rows of cell
    # values...") where the same record sent as a string (and the command line's --position FILE) was read
    puzzle = (EXAMPLES / "calendar-oct6.json").read_text()
    record = run_hint(plan_hint({"kind": "calendar", "puzzle": puzzle}, Limits()))
    as_object = plan_hint({"kind": "calendar", "puzzle": puzzle, "position": record}, Limits())
    as_text = plan_hint({"kind": "calendar", "puzzle": puzzle, "position": json.dumps(record)}, Limits())
    assert as_object.position == as_text.position
    stepped = run_hint(as_object)
    assert stepped["position"] == record["grid"] and stepped["steps"][0]["sentence"].startswith("Dec: ")


def test_web_hint_position_object_over_the_size_limit_is_too_large():
    from gridsat.web.limits import TooLarge

    with pytest.raises(TooLarge, match="^the position has [0-9,]+ characters; this server takes at most 100$"):
        plan_hint({"kind": "calendar", "puzzle": "x", "position": {"grid": [[0] * 50]}}, Limits(max_puzzle=100))


def test_web_hint_position_of_another_json_type_names_every_shape():
    with pytest.raises(PuzzleInputError) as caught:
        plan_hint({"kind": "calendar", "puzzle": "x", "position": 7}, Limits())
    assert str(caught.value) == ("'position' must be rows of cell values (0 undecided), like [[0, 1], [2, 0]], "
                                 "their text, or the record hint --json printed")
