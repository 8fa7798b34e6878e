"""Hostile pass 72, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

import gridsat
from gridsat.core.hints import refusal

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


def test_a_position_with_many_mistakes_counts_them_as_python_does(run_cli, tmp_path):
    # 11 wrong cells were told "the position has a mistake: r1c2, ... and 1 more differ from the puzzle's only
    # answer" (one mistake, on the command line and the web), where print(kind.hints(...)) said "11 mistakes"
    position = tmp_path / "pos.txt"
    position.write_text("2 2 2 2\n" * 4)
    code, out, err = run_cli("hint", HITORI, "--position", str(position))
    assert (code, err) == (0, "")
    assert out == ("the position has 11 mistakes: r1c2, r1c4, r2c1, r2c2, r2c3, r2c4, r3c2, r3c4, r4c1, r4c2 and "
                   "1 more differ from the puzzle's only answer\nthe position breaks a rule: shaded cells r1c1 and "
                   "r2c1 are adjacent (and 23 more broken rules)\n")  # (pass 80: the rules it breaks, as the web's Check)
    kind, puzzle = gridsat.read(HITORI)
    deduction = kind.hints(puzzle, start=[[2] * 4 for _ in range(4)])
    assert str(deduction).startswith("the position has 11 mistakes: ")
    assert refusal(deduction).startswith("the position has 11 mistakes: ")


def test_one_mistake_is_still_a_mistake():
    kind, puzzle = gridsat.read(HITORI)
    answer = puzzle.solve().grid
    start = [[v + 1 for v in row] for row in answer]
    start[0][0] = 3 - start[0][0]
    assert refusal(kind.hints(puzzle, start=start)) == "the position has a mistake: r1c1 differs from the " \
                                                       "puzzle's only answer"


def test_printing_a_deduction_with_a_misplaced_piece_says_what_the_command_line_says():
    # print(kind.hints(puzzle, start=...)) said "the position has 5 mistakes: r1c2, r2c1, r2c2, r2c3, r3c2" for one
    # X placed where no tiling has it (its five cells counted as mistakes), where gridsat hint and the web said
    # "the position has a mistake: the pieces on ... lead to no answer"
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse('{"board": "3x20", "pieces": "pentominoes"}')
    start = kind.given_position(puzzle)
    for r, c in ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)):
        start[r][c] = "X"
    deduction = kind.hints(puzzle, start=start)
    assert str(deduction) == refusal(deduction) == ("the position has a mistake: the pieces on r1c2, r2c1, r2c2, "
                                                    "r2c3, r3c2 lead to no answer")


def test_hint_given_to_pack_or_calendar_says_where_hints_are():
    # gridsat.calendar('10-06', hint=3) (the command line's calendar --hint 3) was told only "calendar() got an
    # unexpected keyword argument 'hint'", where gridsat.solve(..., hint=True) says where hints and grades are
    import pytest

    with pytest.raises(TypeError) as caught:
        gridsat.calendar("10-06", hint=3)
    assert str(caught.value) == "calendar() takes no 'hint': a hint of K pieces is the puzzle's: gridsat.puzzles." \
                                "calendar.make_calendar(date, edition).hint(K) (kind.hints(puzzle) gives the steps)"
    # (pass 87: the calendar's puzzle takes hint=K, so it was not "no keyword")
    with pytest.raises(TypeError, match=r"^pack\(\) got an unexpected keyword argument 'grade': hints and grades"):
        gridsat.pack("6x10", grade=True)
    with pytest.raises(TypeError) as caught:
        gridsat.pack("6x10", foo=1)
    assert str(caught.value) == "pack() got an unexpected keyword argument 'foo'"
