"""Light Up (Akari): every published puzzle of tests/data/genres/lightup.json
(pzprjs's and cspuz_core's test puzzles, janko.at Akari up to 100x100;
sources and licences in the file) solved, proven unique and equal to its
published answer; tiny, two-answer and impossible boards; the URL, text and
JSON formats under every alias; the exact line of bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("lightup")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "lightup.json").read_text())
SLOW = {"janko-akari-530-100x100", "janko-akari-570-50x50", "janko-akari-880-38x55"}  # 0.5-3 s on a loaded machine


def bulb_grid(answer):
    return [[1 if ch == "*" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r["name"] in SLOW else r
                                    for r in RECORDS], ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["cells"]
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == bulb_grid(record["answer"])
    assert puzzle.violations(result.grid) == []


def test_both_engines_and_forced_cells_agree():
    record = RECORDS[2]  # janko 1, 10x10
    puzzle = KIND.parse(record["url"])
    want = bulb_grid(record["answer"])
    for engine in ("search", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert (result.uniqueness.value, result.grid, result.engine) == ("unique", want, engine)
    forced = puzzle.forced()
    assert forced.complete and forced.forced == want and forced.engine == "cpsat"


def test_checker_names_each_broken_rule():
    puzzle = KIND.parse(RECORDS[0]["url"])  # nekcakbl: walls 4 at (1, 2), 2 at (2, 4), 0 at (3, 1), 1 at (4, 3)
    grid = bulb_grid(RECORDS[0]["answer"])
    grid[0][2] = 0  # the 4 loses a bulb; (0, 2) and (0, 4) go dark
    grid[5][0] = 1  # sees the bulbs at (4, 0) and (5, 3)
    assert puzzle.violations(grid) == ["the bulbs at r5c1 and r6c1 light each other",
                                       "the bulbs at r6c1 and r6c4 light each other",
                                       "the open cell r1c3 is dark", "the open cell r1c5 is dark",
                                       "the wall 4 at r2c3 has 3 bulbs next to it"]
    grid = bulb_grid(RECORDS[0]["answer"])
    grid[1][2] = 1
    assert "a bulb stands on the wall at r2c3" in puzzle.violations(grid)


def test_one_by_one_boards_and_boards_without_answer():
    for text, grid in (("lightup\n.", [[1]]), ("lightup\n#", [[0]]), ("lightup\n0", [[0]])):
        result = KIND.parse(text).uniqueness()
        assert (result.uniqueness.value, result.grid) == ("unique", grid)
    for text in ("lightup\n1", "lightup\n. 1\n. ."):  # a 1 with no room; a 1 whose two cells light each other
        for engine in ("auto", "cpsat"):
            result = KIND.parse(text).uniqueness(engine=engine)
            assert (result.status.value, result.complete, result.uniqueness.value) == \
                ("infeasible", True, "no_solution")


def test_two_answers_are_found_and_counted():
    puzzle = KIND.parse("lightup\n. .\n. #")  # one bulb at (0, 0), or two at (0, 1) and (1, 0)
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "not_unique"
    assert sorted([result.grid, result.second]) == [[[0, 1], [1, 0]], [[1, 0], [0, 0]]]
    counted = puzzle.count()
    assert (counted.count, counted.complete) == (2, True)
    empty = KIND.parse("lightup\n" + "\n".join([". . . ."] * 4))
    assert empty.count().count == 24  # one bulb per row and column: the 4! permutations


def test_url_aliases_text_and_json_round_trips():
    url = RECORDS[1]["url"]  # cspuz's 10x10: walls with and without numbers, a trailing '.'
    assert url.endswith(".h")
    puzzle = KIND.parse(url)
    assert puzzle.clue((2, 7)) == "#" and puzzle.clue((3, 4)) == 3
    for alias in ("lightup", "bijutsukan", "akari_edit", "lightup_play"):
        assert KIND.parse(url.replace("?akari/", f"?{alias}/")).to_url() == url
    assert KIND.parse("http://pzv.jp/p.html?" + url.split("?", 1)[1]).to_url() == url
    dot = KIND.parse("lightup\n. . #")
    assert dot.to_url() == "https://puzz.link/p?akari/3/1/h./" and KIND.parse(dot.to_url()).clues == dot.clues
    text = puzzle.to_text()
    assert text.startswith("lightup\n") and KIND.parse(text).to_url() == url
    assert gridsat.kinds.detect(text) is KIND and gridsat.kinds.detect(url) is KIND
    assert KIND.parse(json.dumps(puzzle.to_json())).to_url() == url


@pytest.mark.parametrize("text, error", [
    ("lightup\n. 5\n. .", "Light Up: row 1, column 2: clue 5 is not a wall: '#' or a number from 0 to 4"),
    ("lightup\n. x", "Light Up: row 1, column 2: clue 'x' is not a wall: '#' or a number from 0 to 4"),
    ("https://puzz.link/p?akari/3/3/ha!", "Light Up: URL body character 3 ('!'): not 0-9, a-e, a run g-z or '.'"),
    ("https://puzz.link/p?heyawake/3/3/w", "Light Up: URL is a 'heyawake' puzzle, not a Light Up puzzle"),
    ('{"kind": "lightup", "rows": 1, "cols": 2, "clues": [[null]]}', "Light Up: clues row 1 must be a list of 2 cells, got 1"),
])
def test_bad_input_gets_one_line(text, error):
    with pytest.raises(PuzzleInputError) as exc:
        KIND.parse(text)
    assert str(exc.value) == error
