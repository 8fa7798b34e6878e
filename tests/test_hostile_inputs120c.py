"""Hostile pass 120, part c: the web app's newest play cards (Country Road, Ripple Effect, Nonogram, Shikaku) and
the Size box, driven through the pages and ``/api/hint``, ``/api/solve`` and ``/api/generate``."""

from __future__ import annotations

import time

import gridsat
from gridsat.core.hints import refusal

NONOGRAM = gridsat.kinds.get("nonogram")
RIPPLE = gridsat.kinds.get("ripple")
NONOGRAM_URL = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"


def rooms_of_three(side: int) -> str:
    """A Ripple Effect of ``side`` x ``side`` cells in 3x3 rooms, no givens, as text."""
    clues = "\n".join(" ".join("." for _ in range(side)) for _ in range(side))
    rooms = "\n".join(" ".join(str(r // 3 * 1000 + c // 3) for c in range(side)) for r in range(side))
    return f"ripple\n{clues}\n\n{rooms}\n"


def test_a_large_ripple_effects_rooms_are_numbered_in_one_pass():
    # a 99x99 board of 3x3 rooms: each room's sort key read every room's cells again (85 s of a solver process),
    # so a 2 s /api/hint answered 504 after 17 s, and the worker's replacement kept the next requests waiting
    puzzle = RIPPLE.parse(rooms_of_three(99))
    began = time.process_time()
    regions = RIPPLE.cell_regions(puzzle)
    assert time.process_time() - began < 5  # (a generous margin: well under 0.1 s now)
    assert regions[0][:7] == [0, 0, 0, 1, 1, 1, 2] and regions[3][0] == 33 and regions[98][98] == 33 * 33 - 1


def test_ripple_rooms_keep_the_reading_order_of_their_first_cells():
    text = "ripple\n. . .\n. . .\n. . .\n\nb b a\nc b a\nc c a\n"
    assert RIPPLE.cell_regions(RIPPLE.parse(text)) == [[0, 0, 1], [2, 0, 1], [2, 2, 1]]


def test_a_nonograms_runs_that_cannot_fit_are_said_in_the_plural():
    # "as it stands, row 3's runs 1 2 fits no way beside its cells known"
    puzzle = NONOGRAM.parse(NONOGRAM_URL)
    start = [[0] * 6 for _ in range(6)]
    start[2] = [1] * 6  # row 3 (1 2) all unshaded
    out = NONOGRAM.hints(puzzle, start=start)
    assert refusal(out) == ("the position has 3 mistakes: r3c2, r3c4, r3c5 differ from the puzzle's only answer; "
                            "as it stands, row 3's runs 1 2 fit no way beside its cells known")
    start = [[0] * 6 for _ in range(6)]
    start[5] = [1] * 6  # row 6's one run of 3: still "fits"
    assert refusal(NONOGRAM.hints(puzzle, start=start)).endswith(
        "as it stands, row 6's run of 3 fits no way beside its cells known")


COUNTRY = gridsat.kinds.get("countryroad")
COUNTRY_URL = "https://puzz.link/p?country/5/5/amda0uf02h12h"


def rows_text(rows: list) -> str:
    return "\n".join("".join(map(str, row)) for row in rows) + "\n"


def test_a_country_roads_rooms_broken_as_they_stand_are_said_so():
    # a position's loop round the board's edge: "as it stands, the loop would visit 3 cells of the room at r1c1"
    puzzle = COUNTRY.parse(COUNTRY_URL)
    edge = [[2] * 9 for _ in range(9)]
    for i in range(9):
        for j in range(9):
            if not (i % 2 and j % 2) and (i in (0, 8) or j in (0, 8)):
                edge[i][j] = 1  # the cells and segments along the edge on the loop
    out = COUNTRY.hints(puzzle, start=COUNTRY.position_of(rows_text(edge), puzzle, "position"))
    assert refusal(out).endswith("; as it stands, the loop visits 3 cells of the room at r1c1, which holds 2")
    cells_off = [[2 if i % 2 and j % 2 else 0 for j in range(9)] for i in range(9)]
    cells_off[4][2] = cells_off[4][4] = cells_off[4][6] = 2  # the room at r3c2 (r3c2 to r3c4), which holds 2
    out = COUNTRY.hints(puzzle, start=COUNTRY.position_of(rows_text(cells_off), puzzle, "position"))
    assert refusal(out) == ("the position has 2 mistakes: r3c2, r3c3 differ from the puzzle's only answer; as it "
                            "stands, no cell of the room at r3c2, which holds 2, can be on the loop")
