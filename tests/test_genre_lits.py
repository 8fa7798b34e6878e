"""LITS (gridsat.puzzles.lits): every published puzzle of tests/data/genres/lits.json
solved, proven unique and equal to its published answer; the URL codec on every
published URL (and puzz.link's old one-character-per-cell form); text and JSON; tiny
and degenerate boards; two answers and none; the checker on the wrong answers of
puzz.link's own tests; the one-line errors of bad inputs."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.status import Status
from gridsat.core.task import Task

KIND = gridsat.kinds.get("lits")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "lits.json").read_text())


@pytest.mark.parametrize("name", [r["name"] for r in RECORDS])  # the compiled search: 0.3 s of CPU at most
def test_published_puzzles_are_unique_with_the_published_answer(name):
    record = next(r for r in RECORDS if r["name"] == name)
    puzzle = KIND.parse(record["url"])
    assert [list(row) for row in puzzle.regions] == record["puzzle"]["regions"]
    result = KIND.run(puzzle, Task("unique"))
    assert result.uniqueness.value == "unique" and result.complete
    assert result.grid == [[int(ch == "#") for ch in row] for row in record["answer"]]
    assert puzzle.violations(result.grid) == []


@pytest.mark.parametrize("engine", ["search", "cpsat"])
@pytest.mark.parametrize("name", ["pzprjs-test-4x4", "janko-lits-1_6x7", "cspuz_rs-test-10x10"])
def test_both_engines_prove_the_published_answers(name, engine):
    """The counting search's model (search_model) and the CP-SAT model (model) alike."""
    record = next(r for r in RECORDS if r["name"] == name)
    result = KIND.run(KIND.parse(record["url"]), Task("unique", engine=engine))
    assert result.uniqueness.value == "unique" and result.complete
    assert result.grid == [[int(ch == "#") for ch in row] for row in record["answer"]]


@pytest.mark.parametrize("engine", ["search", "cpsat"])
def test_both_engines_find_two_answers_and_none(engine):
    two = KIND.run(board("aaaaa"), Task("unique", engine=engine))
    assert two.uniqueness.value == "not_unique" and {tuple(two.grid[0]), tuple(two.second[0])} == \
        {(1, 1, 1, 1, 0), (0, 1, 1, 1, 1)}
    assert KIND.run(board("aaaaa"), Task("count", engine=engine)).count == 2
    apart = KIND.run(board("aaaa", "bbbb"), Task("unique", engine=engine))  # two I's side by side
    assert apart.status is Status.INFEASIBLE and apart.complete


@pytest.mark.parametrize("engine", ["search", "cpsat"])
@pytest.mark.parametrize("rows", [("bbbb", "ccaa", "ccaa", "ccca"), ("bbcc", "bbcc", "bbca", "aaaa"),
                                  ("bbcc", "bbcc", "bccc", "aaaa"), ("ccaa", "ccaa", "ccaa", "bbbb")])
def test_counts_equal_brute_force_over_the_checker(rows, engine):
    """Every shading of four cells in each region that the checker accepts, counted."""
    puzzle = board(*rows)
    fours = [list(itertools.combinations(room, 4)) for room in puzzle.rooms().values()]
    want = sum(1 for pick in itertools.product(*fours)
               if not puzzle.violations([[int(any((r, c) in p for p in pick)) for c in range(4)] for r in range(4)]))
    assert want >= 4 and KIND.run(puzzle, Task("count", engine=engine)).count == want


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_every_published_url_round_trips(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.to_url() == record["url"]
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.regions, again.clues) == \
            (puzzle.rows, puzzle.cols, puzzle.regions, puzzle.clues)


def test_the_old_url_form_and_other_hosts_read_as_puzz_link_reads_them():
    want = KIND.parse("https://puzz.link/p?lits/4/4/9q02jg")
    for url in ("https://puzz.link/p?lits/d/4/4/AABBAABCABBCCCCC",  # decodeLITS_old: borders where characters differ
                "http://pzv.jp/p.html?lits/4/4/9q02jg", "https://puzz.link/p?lits/4/4/9q02jg/",
                "https://puzz.link/p?type=player&lits_edit/4/4/9q02jg"):
        puzzle = KIND.parse(url)
        assert puzzle.regions == want.regions and puzzle.to_url() == "https://puzz.link/p?lits/4/4/9q02jg"
    assert gridsat.kinds.detect("https://puzz.link/p?lits/4/4/9q02jg") is KIND


def test_text_and_json_formats():
    text = "lits\nA A B B\nA A B C\nA B B C\nC C C C\n"
    puzzle = KIND.parse(text)
    assert puzzle.to_url() == "https://puzz.link/p?lits/4/4/9q02jg"
    assert puzzle.to_text() == "lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n"
    assert puzzle.to_json() == {"kind": "lits", "rows": 4, "cols": 4,
                                "regions": [[0, 0, 1, 1], [0, 0, 1, 2], [0, 1, 1, 2], [2, 2, 2, 2]]}
    assert gridsat.kinds.detect(text) is KIND and gridsat.kinds.detect(json.dumps(puzzle.to_json())) is KIND


def board(*rows):
    return KIND.parse("lits\n" + "\n".join(" ".join(row) for row in rows))


def test_tiny_and_degenerate_boards():
    one = KIND.run(board("a"), Task("unique"))  # a region of one cell holds no tetromino
    assert one.status is Status.INFEASIBLE and one.uniqueness.value == "no_solution" and one.complete
    line = KIND.run(board("aaaa"), Task("unique"))
    assert line.uniqueness.value == "unique" and line.grid == [[1, 1, 1, 1]]
    square = KIND.run(board("aa", "aa"), Task("solve"))  # only the O fits, and it is a 2x2 block
    assert square.status is Status.INFEASIBLE


def test_two_answers_and_none():
    two = KIND.run(board("aaaaa"), Task("unique"))
    assert two.uniqueness.value == "not_unique" and {tuple(two.grid[0]), tuple(two.second[0])} == \
        {(1, 1, 1, 1, 0), (0, 1, 1, 1, 1)}
    assert KIND.run(board("aaaaa"), Task("count")).count == 2
    forced = KIND.run(board("aaaaa"), Task("forced"))
    assert forced.forced == [[None, 1, 1, 1, None]]
    none = KIND.run(board("aaaabbbb"), Task("unique"))  # two I tetrominoes would share an edge
    assert none.status is Status.INFEASIBLE and none.complete
    apart = KIND.run(board("aaaa", "bbbb"), Task("solve"))  # two I's again, side by side
    assert apart.status is Status.INFEASIBLE


PZPRJS_GRID = "0 0 1 1 /0 0 1 2 /0 1 1 2 /2 2 2 2"
#: The wrong answers of puzz.link's own test (robx/pzprjs test/script/lits.js) and the rule each breaks.
PZPRJS_FAILS = {
    "# # . . /# # . . /. . . . /. . . .": "2x2",
    ". . # # /. . # . /. # # . /. . . .": "not a tetromino",
    ". . # # /. . . . /. # # # /. . . .": "not a tetromino",
    "# # # # /# . # . /# . # . /. . . .": "share the edge",
    "# . # # /# . # . /# . # . /. . . .": "not connected",
    "# . # # /# # # . /# . # . /. . . .": "holds 0 shaded cells",
    "# . # # /# # # . /# . # . /. . # #": "holds 2 shaded cells",
}


@pytest.mark.parametrize("shading, problem", list(PZPRJS_FAILS.items()))
def test_the_checker_rejects_the_wrong_answers_of_puzz_links_tests(shading, problem):
    puzzle = KIND.parse("https://puzz.link/p?lits/4/4/9q02jg")
    grid = [[int(v == "#") for v in row.split()] for row in shading.split("/")]
    problems = puzzle.violations(grid)
    assert any(problem in p for p in problems), problems
    right = [[int(v == "#") for v in row.split()] for row in "# + # # /# # # + /# + # + /# # # #".split("/")]
    assert puzzle.violations(right) == []


def test_the_result_follows_the_json_page_and_draws_the_second_answer(tmp_path):
    from test_json_schema import _check, documented

    puzzle = board("aaaaa")
    for task in ("solve", "unique", "forced", "count"):
        assert _check(KIND.run(puzzle, Task(task, keep=2) if task == "count" else Task(task)).to_json(),
                      documented()) == []
    result = KIND.run(puzzle, Task("unique"))
    assert result.second_figure() is not None and "██" in str(result.text())


BAD = {
    "https://puzz.link/p?lits/4/4/9q0": "LITS: URL body ends after 3 characters, missing 3 of the 6 base-32 digits of walls (is the URL cut short?)",
    "https://puzz.link/p?lits/d/4/4/AABB": "LITS: URL body has 4 characters, expected 16 (the old form has one per cell)",
    "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g": "LITS: URL is a 'nurikabe' puzzle, not a LITS puzzle",
    '{"kind": "lits", "rows": 2, "cols": 2}': "LITS: a LITS puzzle needs regions (a room id per cell)",
    '{"kind": "lits", "rows": 1, "cols": 2, "regions": [[0, 0]], "clues": [[1, null]]}':
        "LITS: row 1, column 1: LITS takes no clues, got 1",
}


@pytest.mark.parametrize("text", list(BAD))
def test_bad_inputs_get_one_line(text):
    with pytest.raises(PuzzleInputError) as err:
        KIND.parse(text, "URL" if text.startswith("http") else "puzzle")
    assert str(err.value) == BAD[text]


def test_the_command_line_proves_a_published_puzzle_unique_and_draws_it(run_cli, tmp_path):
    png = tmp_path / "lits.png"
    code, out, err = run_cli("solve", "https://puzz.link/p?lits/7/6/19aerr5gemde2h0", "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 2000, err
