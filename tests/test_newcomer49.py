"""Pass 49, a newcomer following the README: what confused them, each pinned."""

import pytest

from gridsat import PuzzleInputError, solve
from gridsat.puzzles.kinds import get

STATUE_PARK = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # the page's example


def test_a_statue_park_answer_shows_its_black_circles_in_the_terminal():
    # every shaded cell was drawn "██": the black circles the puzzle gives vanished from the answer, where the
    # picture, Yin-Yang's answer (●) and Heyawake's ("2█") keep the givens
    result = solve(STATUE_PARK)
    lines = result.text(result.grid).plain.splitlines()
    assert lines[1] == "│·  ·  ·  · │●█│○  · │"
    assert lines[3] == "│●█ ●█ ●█│· │██ ●█│· │"
    kind = get("statuepark")
    drawn = result.text(result.grid).plain
    assert kind.same_answer(result, drawn) is True  # read back as an answer ("●█" shaded)
    assert kind.recorded_answer(result, drawn) == [list(row) for row in result.grid]


def test_a_white_circle_shaded_by_a_wrong_answer_shows_as_one():
    result = solve(STATUE_PARK)
    grid = [list(row) for row in result.grid]
    grid[0][5] = 1  # the white circle at r1c6 shaded
    wrong = result.puzzle.solve().with_answer(grid)
    assert wrong.text(wrong.grid).plain.splitlines()[1] == "│·  ·  ·  · │●█ ○█│· │"


def test_a_hitori_sandwich_of_three_equal_numbers_names_the_two_it_means():
    # "sandwich (1 1 1) in row 1; shaded, it would leave both 1s unshaded": three 1s, and which two was not said
    step = get("hitori").hints(get("hitori").parse("https://puzz.link/p?hitori/4/4/1114142333214213"),
                               first=True).steps[0]
    assert step.sentence == ("r1c2 is unshaded: sandwich (1 1 1) in row 1; shaded, it would leave the 1s beside it "
                             "(r1c1, r1c3) both unshaded")


def test_a_statue_park_answer_drawn_before_the_circles_showed_still_reads_back():
    result = solve(STATUE_PARK)
    kind = get("statuepark")
    old = result.text(result.grid).plain.replace("●█", "██")  # as gridsat drew it before: circles hidden
    assert kind.same_answer(result, old) is True
    with pytest.raises(PuzzleInputError, match=r"^the drawn answer's cell r1c5 shows '·' where gridsat draws '●' "):
        kind.same_answer(result, old.replace("│·  ·  ·  · │██│", "│·  ·  ·  · │· │", 1))  # edited by hand
