"""Pass 110, part c: the new hints and play cards (Hashiwokakero, Masyu, Fillomino, Nurimisaki) read as a hostile
user reads them."""

from __future__ import annotations

import json

import gridsat

HASHI = gridsat.kinds.get("hashi")
PZPRJS = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"


def test_hashi_position_a_link_written_on_one_of_its_sides_is_read_not_dropped():
    # r1c1-r1c3 spans two sides; a player who wrote '1' on the first and left the second '.' drew one bridge
    # there (a mistake: the answer has two). Before, the link was read as undecided, the mistake was not told and
    # the next step said "r1c1-r1c3 has 2 bridges" over the player's single bridge.
    puzzle = HASHI.parse(PZPRJS)
    one = json.dumps({"horizontal": ["1...", "....", "....", "....", "...."],
                      "vertical": [".....", ".....", ".....", "....."]})
    out = HASHI.hints(puzzle, start=one)
    assert out.mistakes == [(0, 0)] and not out.steps
    assert out.reason == "r1c1 (4) cannot get its 4 bridges"
    # an "at most one" written on one side of r1c1-r3c1 (the answer has two there) is the same mistake
    at_most = json.dumps({"horizontal": ["....", "....", "....", "....", "...."],
                          "vertical": ["-....", ".....", ".....", "....."]})
    out = HASHI.hints(puzzle, start=at_most)
    assert out.mistakes == [(0, 0)] and out.reason == "r1c1 (4) cannot get its 4 bridges"
    # a right one written on one side only is kept: r5c3-r5c5 drawn double from its last side
    right = json.dumps({"horizontal": ["22..", "....", "....", "....", "...2"],
                        "vertical": ["2....", ".....", ".....", "....."]})
    out = HASHI.hints(puzzle, start=right)
    assert not out.mistakes and out.steps[0].rule == "full"
    assert ((4, 2), (4, 4)) in {link for link, _ in HASHI.read_position(right, puzzle)}


def test_masyu_position_mistakes_are_named_as_cells_and_edges_not_lattice_points():
    # an edge r5c5-r5c6 the answer does not draw: the mistake is its lattice points (8, 8), (8, 9), (8, 10); the
    # sentence said "r9c9, r9c10, r9c11 differ" on a 6x6 board
    from gridsat.core.hints import refusal

    kind = gridsat.kinds.get("masyu")
    puzzle = kind.parse("https://puzz.link/p?mashu/6/6/1063000i3000")
    out = kind.hints(puzzle, start="000000\n000000\n000000\n000000\n000028\n000000\n")
    assert out.mistakes == [(8, 8), (8, 9), (8, 10)]
    assert refusal(out, "hints") == (
        "the position has 3 mistakes: r5c5, r5c5-r5c6, r5c6 differ from the puzzle's only answer")
