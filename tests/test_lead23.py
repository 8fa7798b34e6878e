"""The lead's fixes of the first session of 2026-12-05."""

from gridsat.puzzles.kinds import get, solve

#: puz.link's engine's test Heyawake (robx/pzprjs test/script/heyawake.js): the rooms at r1c1 and r1c6 are shaded
#: in its answer, numbered 2.
HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"


def test_a_heyawake_rooms_number_in_a_shaded_cell_is_drawn_in_the_terminal():
    # a shaded cell hid its room's number ("██"): the answer's rooms at r1c1 and r1c6 showed no number at all
    result = solve(HEYAWAKE)
    drawn = result.text(result.grid).plain
    assert drawn.splitlines()[1] == "│2█│2  ██│2  · │2█│"
    kind = get("heyawake")
    assert kind.same_answer(result, drawn) is True  # read back as an answer ("2█" shaded)
    assert kind.same_answer(result, drawn.replace("│2█│2  ██│", "│2 │2  ██│", 1)) is False


def test_a_hitori_answer_still_hides_its_shaded_numbers():
    # Hitori shades numbered cells: its answers show them as every shaded cell, as its solvers do
    result = solve("https://puzz.link/p?hitori/4/4/1114142333214213")  # pzprjs's test puzzle
    assert result.text(result.grid).plain.splitlines()[0] == "██1 ██4 "
