"""Hostile pass 110, part b: the three new kinds end to end (Numberlink, Kakuro, Nurimisaki)."""

from __future__ import annotations

import gridsat


def test_numberlink_three_digit_numbers_drawn_whole_and_read_back():
    # the terminal drew a cell two characters wide whatever its number: 100 and 255 printed as "10" and "25" (a
    # wrong board shown), and that drawing, saved as an answer, was read back as matching
    kind = gridsat.kinds.get("numberlink")
    result = kind.parse("numberlink\n100 . 255\n. . .\n100 . 255\n").solve()
    drawn = result.text().plain
    assert [line.rstrip() for line in drawn.splitlines()] == ["100·  255", "│  ┌──┘", "100└──255"]
    assert kind.recorded_answer(result, drawn) == result.grid
    # two-digit numbers keep their two-character cells, and their drawing still reads back
    small = kind.parse("numberlink\n10 . 11\n. . .\n10 . 11\n").solve()
    assert [line.rstrip() for line in small.text().plain.splitlines()] == ["10· 11", "│ ┌─┘", "10└─11"]
    assert kind.recorded_answer(small, small.text().plain) == small.grid


def test_kakuro_cell_quoted_as_typed_with_single_backslashes():
    # a text grid's cell 3\x was quoted '3\\x' (Python's repr doubling the backslash the user typed once), and a
    # cell \\ as '\\\\'
    import pytest

    from gridsat.core.errors import PuzzleInputError, shown

    kind = gridsat.kinds.get("kakuro")
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse("kakuro\n\\ 3\\x\n\\3 .\n")
    assert "row 1, column 2: '3\\x' is not a cell of a Kakuro" in str(caught.value)
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse("kakuro\n\\\\ 3\\\n\\3 .\n")
    assert "row 1, column 1: '\\\\' is not a cell of a Kakuro" in str(caught.value)
    assert shown("a\tb") == "'a\\tb'" and shown("it's") == '"it\'s"'  # what is not printable stays escaped


def test_nurimisaki_position_shading_a_circle_told_in_circles():
    # a position shading a circle without a number was told "r1c2 is shaded, but its clue ? keeps it unshaded"
    import pytest

    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get("nurimisaki")
    puzzle = kind.parse("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start="##...\n.###.\n..#..\n#.##.\n.....\n", first=True)
    assert str(caught.value).endswith("r1c2 is shaded, but it holds a circle, and a circle is never shaded")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start="#....\n.###.\n..##.\n#.##.\n.....\n", first=True)
    assert str(caught.value).endswith(
        "r3c4 is shaded, but it holds a circle (its number 2), and a circle is never shaded")
