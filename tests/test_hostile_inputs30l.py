"""The lead's fixes in the thirtieth hostile pass: items earlier closing notes listed as left."""

from __future__ import annotations

from gridsat.core.errors import SolutionCheckError


def test_one_violation_given_as_a_string_is_one_violation():
    # it was split into its characters: "answer breaks the rules: a; b; c"
    error = SolutionCheckError("abc")
    assert error.violations == ["abc"] and str(error) == "answer breaks the rules: abc"
    assert SolutionCheckError(("x", "y")).violations == ["x", "y"]


def test_items_python_takes_for_one_are_refused_not_merged():
    import pytest

    from gridsat import count_covers
    from gridsat.core.errors import PuzzleInputError

    # it said 2: True and 1 were one item, covered by either option
    with pytest.raises(PuzzleInputError) as info:
        count_covers([[True], [1]])
    assert str(info.value) == ("option 1: item 1 equals the item True to Python, so they would be one item; name "
                               "items with strings or whole numbers")
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 2\.0 equals the item 2 to Python"):
        count_covers([[2, 3], [2.0]])
    assert count_covers([[1, 2], [3], [1], [2, 3]]) == 2 and count_covers([["1"], [1]]) == 1
