"""Heyawake: every published puzzle of tests/data/genres/heyawake.json
(pzprjs's and cspuz_core's test puzzles, janko.at Heyawake boards up to
31x45 as transcribed in the puzzlekit dataset; sources and licences in the
file) solved, proven unique and equal to its published answer (pzprjs's
heyawacky test board has two answers, the published one among them); tiny,
degenerate and impossible boards; rooms of any shape; the URL, text and
JSON formats; the exact line of bad inputs."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("heyawake")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "heyawake.json").read_text())
TWO_ANSWERS = "pzprjs-test-heyawacky-4x4"
SLOW = {"janko-heyawake-350_31x45", "janko-heyawake-290_31x45", "janko-heyawake-210_31x45"}  # 1-8 s of CPU each


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


def brute_force(puzzle) -> list:
    """Every shading the independent checker accepts (tiny boards only;
    grids with two shaded cells side by side, in a row or a column, are left
    out before the checker: the rules forbid them)."""
    rows = [bits for bits in itertools.product((0, 1), repeat=puzzle.cols)
            if not any(a and b for a, b in zip(bits, bits[1:]))]
    out = []
    for grid in itertools.product(rows, repeat=puzzle.rows):
        if any(a and b for upper, lower in zip(grid, grid[1:]) for a, b in zip(upper, lower)):
            continue
        grid = [list(row) for row in grid]
        if not puzzle.violations(grid):
            out.append(grid)
    return out


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r["name"] in SLOW else r
                                    for r in RECORDS if r["name"] != TWO_ANSWERS], ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert [list(row) for row in puzzle.regions] == record["puzzle"]["regions"]
    numbers = puzzle.room_numbers()
    assert [numbers.get(i) for i in range(len(record["puzzle"]["room_clues"]))] == record["puzzle"]["room_clues"]
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == grid_of(record["answer"])
    assert puzzle.violations(result.grid) == []


def test_published_board_with_two_answers_and_a_ring_shaped_room():
    record = next(r for r in RECORDS if r["name"] == TWO_ANSWERS)
    puzzle = KIND.parse(record["url"].replace("?heyawake/", "?heyawacky/"))
    assert puzzle.rooms()[0] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 3), (2, 0), (2, 1), (2, 3),
                                 (3, 1), (3, 3)]  # a ring around rooms 1 and 2
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "not_unique"
    published = grid_of(record["answer"])
    counted = puzzle.count(keep=None)
    assert (counted.count, counted.complete) == (2, True)
    assert published in counted.solutions and sorted(counted.solutions) == sorted([result.grid, result.second])
    assert sorted(counted.solutions) == sorted(brute_force(puzzle))
    assert puzzle.forced().forced == [[None, 0, 0, 0], [0, 0, 1, 0], [0, 1, 0, 0], [0, 0, 1, 0]]


def test_both_engines_agree():
    record = next(r for r in RECORDS if r["name"] == "janko-heyawake-12_10x10")
    puzzle = KIND.parse(record["url"])
    for engine in ("search", "cuts", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert (result.uniqueness.value, result.grid, result.engine) == ("unique", grid_of(record["answer"]), engine)


def test_checker_names_each_broken_rule():
    puzzle = KIND.parse("2 . .\n. . .\n. . .\n\nA A B\nA A B\nC C C")
    assert puzzle.violations([[1, 0, 0], [0, 1, 0], [0, 0, 0]]) == []
    assert puzzle.violations([[1, 1, 0], [0, 0, 0], [0, 0, 0]]) == ["shaded cells r1c1 and r1c2 are adjacent"]
    assert puzzle.violations([[0, 1, 0], [1, 0, 0], [0, 0, 0]]) == ["the unshaded cells are not connected: 2 groups, from r1c1 and r1c3"]
    assert puzzle.violations([[0, 0, 0], [0, 1, 0], [0, 0, 0]]) == ["the room at r1c1 has 1 shaded cell, not 2"]
    assert puzzle.violations([[0, 0, 0], [0, 0, 0], [0, 0, 0]]) == [
        "the room at r1c1 has 0 shaded cells, not 2", "no cell is shaded"]
    runs = KIND.parse(". . . .\n\nA B B C")
    assert runs.violations([[0, 0, 0, 1]]) == [] and runs.violations([[1, 0, 0, 0]]) == []  # one border each
    assert runs.violations([[0, 0, 0, 0]]) == ["the unshaded run from r1c1 to r1c4 crosses 2 room borders",
                                               "no cell is shaded"]
    ring = KIND.parse(". . .\n. . .\n\nA A A\nA B A")  # row 1 runs A -> B -> A: two borders, as puzz.link counts
    assert ring.violations([[1, 0, 1], [0, 0, 0]]) == ["the unshaded run from r2c1 to r2c3 crosses 2 room borders"]
    with pytest.raises(ValueError, match=r"^cell r1c1 holds 2; a Heyawake answer holds 0 \(unshaded\) or 1 "
                       r"\(shaded\)$"):
        puzzle.violations([[2, 0, 0], [0, 0, 0], [0, 0, 0]])


def test_one_by_one_degenerate_and_impossible_boards():
    one = KIND.parse("https://puzz.link/p?heyawake/1/1/1")
    assert one.regions == ((0,),) and one.clues == ((1,),) and one.to_url() == "https://puzz.link/p?heyawake/1/1/1"
    result = one.uniqueness()
    assert (result.uniqueness.value, result.grid) == ("unique", [[1]])
    assert KIND.parse("heyawake\n.\n\nA").uniqueness().grid == [[1]]  # puzz.link: some cell is shaded
    row = KIND.parse("2 . . . .\n\nA A A A A")  # one row: a shaded cell inside it would split the unshaded ones
    result = row.uniqueness()
    assert (result.uniqueness.value, result.grid) == ("unique", [[1, 0, 0, 0, 1]])
    assert brute_force(row) == [[[1, 0, 0, 0, 1]]]
    for text in ("0\n\nA", "3 .\n. .\n\nA A\nA A"):
        for engine in ("search", "cuts", "cpsat"):
            result = KIND.parse(text).uniqueness(engine=engine)
            assert (result.status.value, result.complete, result.uniqueness.value) == \
                ("infeasible", True, "no_solution")


def test_counts_match_brute_force_on_small_boards():
    for text in ("? . .\n. . .\n. . .\n\nA A B\nA A B\nC C C", ". . . .\n. . . .\n\nA A B B\nA C C B",
                 "1 . .\n. . .\n. . .\n\nA A A\nB B B\nC C C"):
        puzzle = KIND.parse(text)
        counted = puzzle.count(keep=None)
        assert counted.complete and sorted(counted.solutions) == sorted(brute_force(puzzle)), text


def random_board(rng, rows, cols) -> str:
    """A board of random rooms (cells joined to a neighbour's room at random)
    with a random number or none in each room, as text."""
    room = [[r * cols + c for c in range(cols)] for r in range(rows)]
    for _ in range(rng.randrange(rows * cols // 2, rows * cols)):
        r, c = rng.randrange(rows), rng.randrange(cols)
        r2, c2 = rng.choice([(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                             if 0 <= r + dr < rows and 0 <= c + dc < cols])
        old, new = room[r][c], room[r2][c2]
        room = [[new if v == old else v for v in row] for row in room]
    clues, seen = [["."] * cols for _ in range(rows)], set()
    for r in range(rows):
        for c in range(cols):
            if room[r][c] not in seen:
                seen.add(room[r][c])
                clues[r][c] = rng.choice([".", ".", "?", "0", "1", "1", "2"])
    names = {v: chr(65 + i) for i, v in enumerate(dict.fromkeys(v for row in room for v in row))}
    return "\n".join(" ".join(row) for row in clues) + "\n\n" + "\n".join(
        " ".join(names[v] for v in row) for row in room)


def test_search_and_cpsat_counts_equal_brute_force_on_random_tiny_boards():
    """The counting search's model (search_model) and the CP-SAT model list
    the answers the independent checker accepts, on 12 random 3x3..4x4
    boards (rooms of any shape; seeded: 0 to 47 answers each, 6 with some)."""
    import random

    with_answers = 0
    for seed in range(2, 5):  # three seeds: six seeds took 6-10 s in a full run
        rng = random.Random(seed)
        for rows, cols in ((3, 3), (3, 4), (4, 3), (4, 4)):
            text = random_board(rng, rows, cols)
            puzzle = KIND.parse(text)
            want = sorted(brute_force(puzzle))
            for engine in ("search", "cpsat"):
                counted = puzzle.count(keep=None, engine=engine)
                assert counted.complete and sorted(counted.solutions) == want, (engine, text)
            with_answers += bool(want)
    assert with_answers == 6


def test_url_aliases_text_and_json_round_trips():
    url = next(r for r in RECORDS if r["name"] == "janko-heyawake-12_10x10")["url"]
    puzzle = KIND.parse(url)
    for alias in ("heyawacky", "heyawake_edit", "heyawake_play", "heyawacky_play"):
        assert KIND.parse(url.replace("?heyawake/", f"?{alias}/")).to_url() == url
    assert KIND.parse("http://pzv.jp/p.html?" + url.split("?", 1)[1]).to_url() == url
    assert gridsat.kinds.detect(url.replace("?heyawake/", "?heyawacky/")) is KIND
    text = puzzle.to_text()
    assert text.startswith("heyawake\n") and KIND.parse(text).to_url() == url
    assert gridsat.kinds.detect(text) is KIND
    data = puzzle.to_json()
    assert data["kind"] == "heyawake" and KIND.parse(json.dumps(data)).to_url() == url
    moved = KIND.parse("heyawake\n. 2\n. .\n\nA A\nA A")  # a number anywhere in its room; URLs put it on top
    assert moved.to_url() == "https://puzz.link/p?heyawake/2/2/002" and KIND.parse(moved.to_url()).clues == \
        ((2, None), (None, None))
    assert KIND.parse("https://puzz.link/p?heyawake/3/1/g.g").room_numbers() == {0: "?"}


@pytest.mark.parametrize("text, error", [
    ("https://puzz.link/p?heyawake/6/6/lll15",
     "Heyawake: URL body ends after 5 characters, missing 7 of the 12 base-32 digits of walls (is the URL cut short?)"),
    ("https://puzz.link/p?heyawake/4/4/3noc!gj1",  # the bad character of a group of walls is named itself
     "Heyawake: URL body character 5 ('!'): expected 3 base-32 digits (0-9, a-v) of walls"),
    ("https://puzz.link/p?heyawake/2/2/00!",
     "Heyawake: URL body character 3 ('!'): not a number, '.', or a run of empty cells g-z"),
    ("1 . 2\n\nA A A", "Heyawake: row 1, column 1 and row 1, column 3: two numbers in one room"),
    ("1 . .\n\nA B A",
     "Heyawake: the room of row 1, column 1 is in 2 pieces (one at row 1, column 3); a room is one "
     "connected area"),
    ("1 . x\n\nA A B", "Heyawake: row 1, column 3: clue 'x' is not a whole number or '?'"),
    ("1 .\n\nA B A", "Heyawake: line 3: 3 cells, expected 2"),
    ('{"kind": "heyawake", "rows": 1, "cols": 1, "clues": [[1]]}',
     "Heyawake: a Heyawake board needs regions (a room id per cell)"),
    ("https://puzz.link/p?norinori/5/5/cag4ocjo", "Heyawake: URL is a 'norinori' puzzle, not a Heyawake puzzle"),
])
def test_bad_input_gets_one_line(text, error):
    with pytest.raises(PuzzleInputError) as exc:
        KIND.parse(text)
    assert str(exc.value) == error
