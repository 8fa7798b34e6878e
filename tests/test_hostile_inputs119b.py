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
    assert out.reason == "r4c1 holds 4, not the digit 1 (its room has 1 cell)"
    assert out.conflict == [(3, 0)]


def test_a_digit_twice_in_a_room_is_still_told():
    out = _reason([[0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert out.reason == "the room at r1c3 holds 4 twice (r1c4, r2c3)"


def test_a_hint_written_to_a_file_is_read_back_as_a_position(tmp_path):
    # its board is no box when written to a file: the sentence above it was read as a row ("'next' is not a digit")
    kind, puzzle = gridsat.read(URL)
    text = kind.hint_text(puzzle, kind.hints(puzzle, first=True))
    saved = tmp_path / "hint.txt"
    saved.write_text(text.plain if hasattr(text, "plain") else str(text))
    assert kind.read_position(saved.read_text(), puzzle) == [[0, 0, 0, 0], [2, 1, 4, 0], [0, 3, 2, 0], [0, 0, 0, 0]]
