"""Hostile pass 40, part b: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.web.limits import Limits
from gridsat.web.modes import BadRequest, plan_mode

KINDS = ("pack, calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, "
         "statuepark, slitherlink, masyu, sudoku, hitori")


def _refused(body) -> str:
    with pytest.raises(BadRequest) as caught:
        plan_mode(body, Limits(warm=False))
    return str(caught.value)


def test_web_mode_kind_of_the_wrong_type_is_not_said_to_be_missing():
    # {"kind": 5} was told "'kind' is required", where /api/solve says it must be a string
    assert _refused({"kind": 5, "mode": "census"}) == f"'kind' must be a string, one of: {KINDS}"
    assert _refused({"mode": "census"}) == f"'kind' is required: one of {KINDS}"
    assert _refused({"kind": None, "mode": "census"}) == f"'kind' is required: one of {KINDS}"


def test_web_mode_of_the_wrong_type_is_not_said_to_be_missing():
    assert _refused({"kind": "calendar", "mode": ["census"]}) == (
        "'mode' must be a string, one of calendar's web modes (census, verify)")
    assert _refused({"kind": "calendar", "mode": {"a": 1}}) == (
        "'mode' must be a string, one of calendar's web modes (census, verify)")
    assert _refused({"kind": "calendar"}) == "'mode' is required: one of calendar's web modes (census, verify)"
    assert _refused({"kind": "calendar", "mode": ""}) == "calendar has no mode '' (its web modes: census, verify)"
