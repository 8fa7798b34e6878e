"""Hostile pass 36, part b: the calendar design search's results file, read back on a resume."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar.design_lines import _design_fault, agrees, check_verified
from gridsat.puzzles.calendar.design_modes import _design_text

# a design line as the search writes it (dragonfjord's board, pentominoes+hexominoes, K=8; chunk 0's)
LINE = {"record": "design", "design": "H01 F5 I5 L5 N5 P5 T5 U5", "chunk": 0, "dates": 366, "all_solvable": False,
        "unsolvable": 2, "total": 2901, "fewest": {"count": 0, "dates": ["02-01", "02-08"]},
        "median": {"count": 6, "dates": ["01-15"]}, "most": {"count": 45, "dates": ["06-29"]}, "cv": 0.895}
CHECKED = {"dates": 366, "unsolvable": ["02-08", "02-01"], "violations": []}


def test_a_total_no_census_can_have_is_refused():
    # a total of 99,999 beside a most of 45 on 366 dates was taken in, and its design ranked first
    line = dict(LINE, total=99999)
    assert _design_fault(line, 366) == ("a total of 99,999 over 366 dates cannot lie between the fewest 0 and the "
                                        "most 45")
    assert _design_fault(dict(LINE, total=100, fewest={"count": 1, "dates": ["02-01"]}, unsolvable=0,
                              all_solvable=True), 366) == ("a total of 100 over 366 dates cannot lie between the "
                                                           "fewest 1 and the most 45")
    assert _design_fault(LINE, 366) is None


def test_unsolvable_dates_named_and_counted_alike():
    assert _design_fault(dict(LINE, unsolvable=3), 366) == "it names 2 dates with no solution but counts 3"


def test_a_checked_design_says_so():
    # every design checked was reported "(check incomplete)": the check's record has no 'ok' field
    line = dict(LINE, verified=CHECKED)
    assert agrees(line)
    assert _design_text(line).endswith("; 2 dates have no solution (every date checked)")
    assert _design_text(dict(line, verified={"dates": 100, "unsolvable": [], "violations": []})).endswith(
        "(check incomplete)")


def test_an_edited_line_the_check_contradicts_is_refused():
    # edited to "every date solvable", fewest 5 (a consistent line): ranked first, though checking every date found
    # the dates without a tiling
    line = dict(LINE, all_solvable=True, unsolvable=0, fewest={"count": 5, "dates": ["02-01"]})
    assert _design_fault(line, 366) is None  # nothing in the line alone gives it away
    with pytest.raises(PuzzleInputError) as err:
        check_verified(line, CHECKED, "designs.jsonl")
    assert str(err.value) == ("designs.jsonl: the line of design 'H01 F5 I5 L5 N5 P5 T5 U5' is not as the search "
                              "writes it (it says 0 dates have no solution; checking its 366 dates finds 2 with no "
                              "tiling; edited?): remove it and the lines of chunk 0 (its own and its designs') to "
                              "search that chunk again")
    kept = dict(LINE)
    check_verified(kept, CHECKED, "designs.jsonl")  # one the check bears out is kept, with the check
    assert kept["verified"] == CHECKED
