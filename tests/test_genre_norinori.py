"""Norinori: every published puzzle of tests/data/genres/norinori.json
(pzprjs's and cspuz_core's test puzzles, janko.at Norinori boards up to
36x54 as transcribed in the puzzlekit dataset; sources and licences in the
file) solved, proven unique and equal to its published answer; tiny,
degenerate, ambiguous and impossible boards checked against brute force;
the URL, text and JSON formats; the exact line of bad inputs."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("norinori")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "norinori.json").read_text())


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


def brute_force(puzzle) -> list:
    """Every shading the independent checker accepts (tiny boards only)."""
    out = []
    for bits in itertools.product((0, 1), repeat=puzzle.rows * puzzle.cols):
        grid = [list(bits[r * puzzle.cols:(r + 1) * puzzle.cols]) for r in range(puzzle.rows)]
        if not puzzle.violations(grid):
            out.append(grid)
    return out


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert [list(row) for row in puzzle.regions] == record["puzzle"]["regions"]
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == grid_of(record["answer"])
    assert puzzle.violations(result.grid) == []


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["name"])
def test_both_engines_agree(record):
    """CP-SAT proves every board; the counting search alone proves all but
    the two it gets lost on (23x33 and 36x54: hundreds of nodes without a
    proof), which ``auto`` hands to CP-SAT after its head start."""
    puzzle = KIND.parse(record["url"])
    engines = ("cpsat",) if record["name"].endswith(("23x33", "36x54")) else ("search", "cpsat")
    for engine in engines:
        result = puzzle.uniqueness(engine=engine)
        assert (result.uniqueness.value, result.grid, result.engine) == ("unique", grid_of(record["answer"]), engine)


def test_search_rules_hold_each_variable_once():
    """The counting search's rules (recorded in bulk, unchecked) never name a variable twice in one rule."""
    from gridsat.puzzles.grid.recorder import CountingRecorder

    for record in RECORDS:
        recorder = CountingRecorder()
        KIND.parse(record["url"]).search_model(recorder, None)
        rules = [recorder.members[a:b] for a, b in zip(recorder.start, recorder.start[1:])]
        assert all(len(set(rule)) == len(rule) for rule in rules), record["name"]
        assert len(rules) == len(recorder.lo) == len(recorder.hi) and recorder.n == 2 * record["rows"] * record["cols"]


def test_checker_names_each_broken_rule():
    puzzle = KIND.parse("A A A\nB B B")
    assert puzzle.violations([[1, 0, 1], [1, 0, 1]]) == []
    assert puzzle.violations([[1, 1, 0], [0, 1, 1]]) == [
        "shaded cell r1c2 has 2 shaded neighbours, not 1", "shaded cell r2c2 has 2 shaded neighbours, not 1"]
    assert puzzle.violations([[1, 0, 0], [1, 0, 1]]) == [
        "the region at r1c1 has 1 shaded cell, not 2", "shaded cell r2c3 has 0 shaded neighbours, not 1"]
    assert puzzle.violations([[1, 1, 1], [0, 0, 0]]) == [
        "the region at r1c1 has 3 shaded cells, not 2", "the region at r2c1 has 0 shaded cells, not 2",
        "shaded cell r1c2 has 2 shaded neighbours, not 1"]
    assert puzzle.violations([[1, 0, 1]]) == ["the answer is not 2x3"]
    with pytest.raises(ValueError, match=r"^cell r1c3 holds 2; a Norinori answer holds 0 \(unshaded\) or 1 "
                       r"\(shaded\)$"):
        puzzle.violations([[1, 0, 2], [1, 0, 1]])


def test_one_by_one_and_degenerate_boards():
    one = KIND.parse("https://puzz.link/p?norinori/1/1/")
    assert one.regions == ((0,),)
    result = one.uniqueness()  # one cell cannot hold two shaded cells
    assert (result.status.value, result.complete, result.uniqueness.value) == ("infeasible", True, "no_solution")
    for text, answer in (("A A", [[1, 1]]), ("A\nA", [[1], [1]]), ("A A A\nB B B", [[1, 0, 1], [1, 0, 1]])):
        puzzle = KIND.parse(text)
        result = puzzle.uniqueness()
        assert (result.uniqueness.value, result.grid) == ("unique", answer), text
        assert brute_force(puzzle) == [answer]


def test_two_answers_and_forced_cells():
    puzzle = KIND.parse("A A A")  # the domino lies left or right; the middle cell is shaded in both
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "not_unique"
    assert sorted([result.grid, result.second]) == [[[0, 1, 1]], [[1, 1, 0]]]
    counted = puzzle.count(keep=None)
    assert (counted.count, counted.complete) == (2, True)
    assert sorted(counted.solutions) == sorted(brute_force(puzzle))
    assert puzzle.forced().forced == [[None, 1, None]]


@pytest.mark.parametrize("text", ["A B\nA B", "A A B B", "A A A\nB B B\nC C C"])
def test_impossible_boards_are_proven_so(text):
    puzzle = KIND.parse(text)
    result = puzzle.uniqueness()
    assert (result.status.value, result.complete, result.uniqueness.value) == ("infeasible", True, "no_solution")
    assert brute_force(puzzle) == []


def test_counts_match_brute_force_on_small_boards():
    """Both engines (the search: thin boards lack some of its shapes of three cells) against brute force; the
    last three boards have 5, 4 and 4 answers."""
    for text in ("A A\nA A", "A A A A", "A A B B\nA A B B", "A A A\nB B A\nB B A", "A A B\nC B B\nC C D\nD D D",
                 "A\nA\nA\nB\nB", "A A A A A A", "A A A A\nB B B B\nC C C C", "A B B\nA A B\nC C B\nC C C"):
        puzzle = KIND.parse(text)
        want = sorted(brute_force(puzzle))  # once for both engines
        for engine in ("search", "cpsat"):
            counted = puzzle.count(keep=None, engine=engine)
            assert counted.complete and sorted(counted.solutions) == want, (engine, text)


def test_url_aliases_text_and_json_round_trips():
    for record in RECORDS:  # puzz.link has one name for the genre; _edit/_play only set the mode
        url = record["url"]
        for alias in ("norinori_edit", "norinori_play"):
            assert KIND.parse(url.replace("?norinori/", f"?{alias}/")).to_url() == url
        assert KIND.parse("http://pzv.jp/p.html?" + url.split("?", 1)[1]).to_url() == url
    url = RECORDS[0]["url"]
    assert gridsat.kinds.detect(url) is KIND
    puzzle = KIND.parse(url)
    text = puzzle.to_text()
    assert text == "norinori\n0 0 1 2 2\n1 1 1 2 2\n1 3 3 2 2\n3 3 3 3 3\n4 4 3 3 3\n"
    assert KIND.parse(text).to_url() == url and gridsat.kinds.detect(text) is KIND
    data = puzzle.to_json()
    assert data["kind"] == "norinori" and KIND.parse(json.dumps(data)).to_url() == url
    assert KIND.parse("norinori\nx x\ny y").to_url() == "https://puzz.link/p?norinori/2/2/0o"  # walls: none across, both down


@pytest.mark.parametrize("text, error", [
    ("https://puzz.link/p?norinori/5/5/cag4",
     "Norinori: URL body ends after 4 characters, missing 4 of the 8 base-32 digits of walls (is the URL cut short?)"),
    ("A A\nA", "Norinori: line 2: 1 cell, expected 2"),
    ("A B A", "Norinori: the region of row 1, column 1 is in 2 pieces (one at row 1, column 3); a region is one "
     "connected area"),
    ('{"kind": "norinori", "rows": 1, "cols": 2, "clues": [[1, null]], "regions": [[0, 0]]}',
     "Norinori: row 1, column 1: Norinori boards have no clues"),
    ('{"kind": "norinori", "rows": 1, "cols": 2}', "Norinori: a Norinori board needs regions (a region id per cell)"),
    ("https://puzz.link/p?heyawake/1/1/1", "Norinori: URL is a 'heyawake' puzzle, not a Norinori puzzle"),
    ("", "Norinori: empty input (expected a puzz.link URL, JSON or a Norinori text grid)"),
])
def test_bad_input_gets_one_line(text, error):
    with pytest.raises(PuzzleInputError) as exc:
        KIND.parse(text)
    assert str(exc.value) == error
