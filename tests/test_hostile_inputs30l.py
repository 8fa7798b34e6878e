"""The lead's fixes in the thirtieth hostile pass: items earlier closing notes listed as left."""

from __future__ import annotations

from gridsat.core.errors import SolutionCheckError


def test_one_violation_given_as_a_string_is_one_violation():
    # it was split into its characters: "answer breaks the rules: a; b; c"
    error = SolutionCheckError("abc")
    assert error.violations == ["abc"] and str(error) == "answer breaks the rules: abc"
    assert SolutionCheckError(("x", "y")).violations == ["x", "y"]
