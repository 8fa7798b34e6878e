"""Hostile pass 119, part b: Ripple Effect's hints and play card."""

from __future__ import annotations

import gridsat

URL = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"


def _reason(start):
    kind, puzzle = gridsat.read(URL)
    return kind.hints(puzzle, start=start)


def test_a_mistake_breaking_the_distance_rule_is_told_as_such():
    out = _reason([[1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert [tuple(m) for m in out.mistakes] == [(0, 1)]
    assert out.reason == "the 1s at r1c1 and r1c2 have 0 cells between them, fewer than 1"
    assert sorted(out.conflict) == [(0, 0), (0, 1)]


def test_a_digit_larger_than_its_room_is_told_as_such():
    out = _reason([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [4, 0, 0, 0]])
    assert out.reason == "r4c1 holds 4, not a digit 1 to 1 (its room has 1 cell)"
    assert out.conflict == [(3, 0)]


def test_a_digit_twice_in_a_room_is_still_told():
    out = _reason([[0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert out.reason == "the room at r1c3 holds 4 twice (r1c4, r2c3)"
