"""Star Battle: every published puzzle of tests/data/genres/starbattle.json
(pzprjs's and cspuz_core's test puzzles, janko.at Sternenschlacht; sources
and licences in the file) solved, proven unique and equal to its published
answer; tiny, two-answer and impossible boards; the URL, text and JSON
formats; the exact line of bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("starbattle")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "starbattle.json").read_text())
SLOW = {"janko-sternenschlacht-027-15x15"}  # the search needs ~0.5 s, CP-SAT joins after 0.1 s: ~1-3 s


def star_grid(answer):
    return [[1 if ch == "*" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r["name"] in SLOW else r
                                    for r in RECORDS], ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.rows, puzzle.cols, puzzle.stars) == (record["rows"], record["cols"], record["puzzle"]["stars"])
    assert [list(row) for row in puzzle.regions] == record["puzzle"]["regions"]
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == star_grid(record["answer"])
    assert puzzle.violations(result.grid) == []


def test_both_engines_and_forced_cells_agree():
    record = RECORDS[5]  # janko 017, 9x9, two stars
    puzzle = KIND.parse(record["url"])
    want = star_grid(record["answer"])
    for engine in ("search", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert (result.uniqueness.value, result.grid, result.engine) == ("unique", want, engine)
    forced = puzzle.forced()
    assert forced.complete and forced.forced == want and forced.engine == "cpsat"


def test_checker_names_each_broken_rule():
    puzzle = KIND.parse(RECORDS[0]["url"])
    grid = star_grid(RECORDS[0]["answer"])
    grid[0][0] = 1  # touches the star at r1c2; row 1, column 1 and region 0 get two
    assert puzzle.violations(grid) == ["row 1 holds 2 stars, not 1", "column 1 holds 2 stars, not 1",
                                       "the region of r1c1 holds 2 stars, not 1",
                                       "the stars at r1c1 and r1c2 touch"]


def test_one_by_one_board_and_a_board_without_answer():
    one = KIND.parse("https://puzz.link/p?starbattle/1/1/1//")
    assert one.regions == ((0,),) and one.to_url() == "https://puzz.link/p?starbattle/1/1/1//"
    result = one.uniqueness()
    assert (result.uniqueness.value, result.grid) == ("unique", [[1]])
    none = KIND.parse("starbattle 1\nA A\nA A")  # one star per row and column: diagonal, so they touch
    for engine in ("auto", "cpsat"):
        result = none.uniqueness(engine=engine)
        assert (result.status.value, result.complete, result.uniqueness.value) == ("infeasible", True, "no_solution")


def test_two_answers_are_found_and_counted():
    puzzle = KIND.parse("starbattle 1\nA A A A\nB B B B\nC C C C\nD D D D")  # the two 4-queens-like placements
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "not_unique"
    assert sorted([result.grid, result.second]) == [[[0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0]],
                                                   [[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0]]]
    counted = puzzle.count()
    assert (counted.count, counted.complete) == (2, True)
    assert len(puzzle.solutions(5).solutions) == 2


def test_url_aliases_text_and_json_round_trips():
    url = RECORDS[5]["url"]
    puzzle = KIND.parse(url)
    for alias in ("starbattle_edit", "starbattle_play"):
        assert KIND.parse(url.replace("?starbattle/", f"?{alias}/")).to_url() == url
    assert KIND.parse("http://pzv.jp/p.html?" + url.split("?", 1)[1]).to_url() == url
    text = puzzle.to_text()
    assert text.startswith("starbattle 2\n") and KIND.parse(text).to_url() == url
    assert gridsat.kinds.detect(text) is KIND and gridsat.kinds.detect(url) is KIND
    data = puzzle.to_json()
    assert data["stars"] == 2 and "clues" not in data
    assert KIND.parse(json.dumps(data)).to_url() == url
    assert KIND.parse("0 0\n0 0").stars == 1  # no first line: one star


@pytest.mark.parametrize("text, error", [
    ("https://puzz.link/p?starbattle/6/6/x/4ilbhgdnmhou", "Star Battle: URL star count 'x' is not a whole number from 1 to 1000"),
    ("https://puzz.link/p?starbattle/6/6/1/4ilb",
     "Star Battle: URL body ends after 6 characters, missing 8 of the 12 base-32 digits of walls (is the URL cut "
     "short?)"),  # (pass 88: the body's characters with its star count '1/': was "after 4 characters")
    ("starbattle 0\nA A\nA A", "Star Battle: line 1: the star count must be a whole number from 1 to 1000, got 0"),
    ("starbattle 1\nA B A\nC B C\nA A A",
     "Star Battle: the region of row 1, column 1 is in 3 pieces (one at row 1, column 3); a region is one "
     "connected area"),
    ('{"kind": "starbattle", "rows": 2, "cols": 2}', "Star Battle: a Star Battle board needs regions (a region id per cell)"),
    ('{"kind": "starbattle", "rows": 1, "cols": 1, "regions": [[0]], "clues": [[3]]}',
     "Star Battle: row 1, column 1: Star Battle boards have no clues, got 3"),
    ("https://puzz.link/p?akari/6/6/nekcakbl", "Star Battle: URL is an 'akari' puzzle, not a Star Battle puzzle"),
])
def test_bad_input_gets_one_line(text, error):
    with pytest.raises(PuzzleInputError) as exc:
        KIND.parse(text)
    assert str(exc.value) == error
