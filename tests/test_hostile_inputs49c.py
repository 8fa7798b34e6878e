"""Hostile pass 49, part c: the Python API (the designer's ranking)."""

from __future__ import annotations

import numpy as np
import pytest

from gridsat.puzzles.calendar.design import rank

GOOD = {"design": "b", "unsolvable": 0, "total": 5, "cv": 1.0, "fewest": {"count": 2, "dates": []}}


@pytest.mark.parametrize("objective", ["most-fewest", "fewest-fewest", "even"])
def test_rank_takes_numpy_numbers_in_a_record(objective):
    """``rank([{..., "total": np.int64(3)}], ...)`` said "design record 1's 'total' is np.int64(3), not a number"
    (records read with numpy or pandas), while ``top=np.int64(1)`` was taken."""
    numpy_record = dict(GOOD, design="a", total=np.int64(9), unsolvable=np.int64(0), cv=np.float64(0.5),
                        fewest={"count": np.int64(3), "dates": []})
    ranked = rank([GOOD, numpy_record], objective)
    assert [r["design"] for r in ranked] == (["b", "a"] if objective == "fewest-fewest" else ["a", "b"])
    with pytest.raises(TypeError, match=r"^rank: design record 1's 'total' is True, not a number "):
        rank([dict(GOOD, total=True)], objective)  # a bool is still no number
    with pytest.raises(TypeError, match=r"^rank: design record 1's 'total' is np.float64\(nan\), not a number "):
        rank([dict(GOOD, total=np.float64("nan"))], objective)


@pytest.mark.parametrize("fewest, shown", [(5, "5"), ("x", "'x'"), ([1], "[1]")])
def test_rank_names_a_fewest_that_is_not_a_record(fewest, shown):
    """``rank([{..., "fewest": 5}], ...)`` said the record "has no 'fewest count'" (a PuzzleInputError), as if the
    field were missing, not of another type."""
    with pytest.raises(TypeError) as caught:
        rank([GOOD, dict(GOOD, design="a", fewest=fewest)], "most-fewest")
    assert str(caught.value) == (f"rank: design record 2's 'fewest' is {shown}, not a record with a 'count' "
                                 "(as search_designs gives)")
    with pytest.raises(Exception, match=r"^rank: design record 1 has no 'fewest count' "):
        rank([dict(GOOD, fewest={"dates": []})], "most-fewest")  # a record without its count: still missing
    assert rank([dict(GOOD, fewest=None)], "even") == [dict(GOOD, fewest=None)]  # no fewest at all: taken
