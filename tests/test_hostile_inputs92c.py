"""Hostile pass 92, part c: puzzles of every genre pasted as people find them (puzz.link URLs and their kin),
each read as puzz.link (robx/pzprjs) reads it."""

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

#: Heyawake 7x2 with two walls in each row that close off no room (pzprjs draws them; one room in all)
HEYAWAKE_INNER_WALLS = "https://puzz.link/p?heyawake/7/2/a2g00g"


def test_a_heyawake_wall_inside_a_room_is_refused_not_dropped(run_cli):
    # was: read as one room with no walls: solved with row 1 unshaded from r1c2 to r1c7 across two walls (puzz.link's
    # checker refuses that answer: it counts every wall a run crosses), drawn without the walls, and --to url
    # wrote heyawake/7/2/000g, erasing them
    code, out, err = run_cli("solve", HEYAWAKE_INNER_WALLS)
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: Heyawake: the URL draws a wall between r1c2 and r1c3 (and 3 more) with one room "
                   "on both sides; puzz.link counts it in the rule on runs of unshaded cells, and gridsat's rooms "
                   "cannot hold it: erase it on puzz.link or close its room, then export the URL again\n")
    with pytest.raises(PuzzleInputError, match="wall between r1c2 and r1c3"):
        gridsat.read(HEYAWAKE_INNER_WALLS)
    # walls that close rooms are read as before (the pzprjs example)
    assert gridsat.read("https://puzz.link/p?heyawake/6/6/lll155007rs12222j")[1].to_url().endswith(
        "heyawake/6/6/lll155007rs12222j")
