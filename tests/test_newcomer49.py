"""Pass 49, a newcomer following the README: what confused them, each pinned."""

from gridsat import solve
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
