"""Pass 104e: Yajilin and Cave as a hostile user meets them."""

from __future__ import annotations

import gridsat


def test_caves_no_answer_reason_says_a_number_taken_away_leaves_its_cell_unshaded():
    # was: "the number 1 at r3c3 cannot hold, even with every other number taken away", yet the board with the 1
    # alone has an answer (every other cell shaded): taken away, a number is a '?' whose cell stays unshaded
    cave = gridsat.kinds.get("cave")
    result = cave.parse("cave\n1 . .\n. . .\n. . 1").solve()
    assert (str(result.status), result.reason) == (
        "infeasible", "the number 1 at r3c3 cannot hold, even with every other number taken away, each cell left "
        "unshaded")
    alone = cave.parse("cave\n. . .\n. . .\n. . 1").solve()
    assert alone.grid == [[1, 1, 1], [1, 1, 1], [1, 1, 0]]
    assert cave.parse("cave\n? . .\n. . .\n. . 1").solve().reason.startswith("the number 1 at r3c3 cannot hold")
