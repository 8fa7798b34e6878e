"""Pass 108, part b: the young kinds (Hashiwokakero, Yajilin, Fillomino, Cave, Kurodoko) end to end."""

from __future__ import annotations

import gridsat


def _why(text: str):
    result = gridsat.kinds.get("hashi").parse(text).solve()
    assert str(result.status) == "infeasible"
    return result.reason


def test_hashi_island_that_sees_no_other_is_named():
    # an island no bridge can reach was "there is none even with every island number taken away"
    assert _why("hashi\n. 2\n. .\n2 .\n") == (
        "the island 2 at r1c2 sees no other island along its row or column, so no bridge can reach it")


def test_hashi_all_unknown_islands_get_a_reason():
    # every island '?': no number to take away, and no reason was given at all
    assert _why("hashi\n? . ?\n. ? .\n? . ?\n") == (
        "the island at r2c2 sees no other island along its row or column, so no bridge can reach it")


def test_hashi_islands_in_groups_no_bridge_joins():
    assert _why("hashi\n1 1 .\n. . .\n. . 1\n. . 1\n") == (
        "the islands fall into 2 groups that see no island of another along a row or column, so no bridges join "
        "them into one network: through r1c1 and r3c3")


def test_hashi_numbers_that_cannot_hold_still_named():
    assert _why("hashi\n5 . 1\n") == "the island number 5 at r1c1 cannot hold, even with every other island number " \
        "taken away"


def test_no_answer_of_clues_that_give_no_number_says_why():
    # a Yajilin of '#' and '?>' clues only, with no answer, printed "infeasible" and no reason at all
    for text in ("yajilin\n. . .\n. # .\n. . #\n", "yajilin\n?> . .\n. . .\n. # .\n"):
        result = gridsat.kinds.get("yajilin").parse(text).solve()
        assert str(result.status) == "infeasible"
        assert result.reason == "the board has no arrow count to take away, and the rules alone leave none"
