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


JANKO = ("begin\npuzzle nurikabe\nauthor Otto Janko\nrows 5\ncols 5\nproblem\n- 5 - - -\n- - 2 - -\n- - - - -\n"
         "- - 1 - -\n- - - 3 -\nsolution\nx 5 x x x\nend\n")
JANKO_SAID = ("a janko.at puzzle file (nurikabe), which gridsat does not read: give the puzzle's puzz.link URL, or its "
              "text grid under a first line naming the genre, '.' an empty cell (the README's Formats)")


@pytest.mark.parametrize("command", ["solve", "nurikabe", "sudoku", "yinyang"])
def test_a_janko_at_puzzle_file_is_named(run_cli, tmp_path, command):
    # was: "j.txt: line 2: 2 cells, expected 1" (its 'begin' read as a row of one cell; line 2 blamed), "not a puzzle
    # gridsat can read" from solve, and "line 1, column 1: symbol 'b' is not 0 ..." from yinyang
    (tmp_path / "j.txt").write_text(JANKO)
    assert run_cli(command, str(tmp_path / "j.txt"))[::2] == (2, f"gridsat: error: j.txt: {JANKO_SAID}\n")


def test_a_janko_at_puzzle_file_is_named_on_the_web(api_client):
    for body in ({"kind": "nurikabe", "puzzle": JANKO}, {"puzzle": JANKO}):
        reply = api_client.post("/api/solve", json=body)
        assert reply.status_code == 422 and reply.json()["error"].endswith(JANKO_SAID)


def test_a_lits_wall_inside_a_region_is_refused_not_dropped(run_cli):
    # was: read as two regions of 2x4 and solved with the T r1c5-r1c7 + r2c5, across the wall between r1c6 and r1c7
    # (puzz.link refuses it: "Shaded cells are divided in a room", its tetrominoes cut at every wall); --to url
    # wrote lits/8/2/20g00
    code, out, err = run_cli("solve", "https://puzz.link/p?lits/8/2/2mo00", "--to", "url")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: LITS: the URL draws a wall between r1c6 and r1c7 (and 3 more) with one room on both "
                   "sides; puzz.link cuts a tetromino at it, and gridsat's rooms cannot hold it: erase it on puzz.link "
                   "or close its room, then export the URL again\n")
    assert gridsat.read("https://puzz.link/p?lits/4/4/9q02jg")[1].to_url().endswith("lits/4/4/9q02jg")


def test_a_variant_field_with_an_id_is_quoted_as_given(run_cli):
    # was: "the URL's 'v:' field ... take 'v:/' out of the URL" for 'v:x/' (puzz.link writes 'v:' + the variant's id):
    # taking 'v:/' out of .../v:x/5/5/... is no edit a person can make
    code, out, err = run_cli("solve", "https://puzz.link/p?yinyang/v:x/5/5/016612300")
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: Yin-Yang: the URL's 'v:x' field marks a puzzle of variant rules ")
    assert err.endswith("to solve it by them, take 'v:x/' out of the URL\n")
