"""Hitori: published puzzles solved to their published answers and proven
unique, degenerate boards, puzz.link URLs, text and JSON, bad input.

Puzzles: tests/data/genres/hitori.json (sources and licences per record:
robx/pzprjs and semiexp/cspuz_core test puzzles, janko.at Hitori 2, 4, 499,
500, 569 and 570 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid, touching

KIND = gridsat.kinds.get("hitori")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "hitori.json").read_text())


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert [[None if v == -1 else v for v in row] for row in record["puzzle"]["numbers"]] == \
        [list(row) for row in puzzle.clues]
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])
    assert puzzle.violations(result.grid) == []


@pytest.mark.parametrize("engine", ["search", "cuts", "cpsat"])
def test_every_engine_agrees(engine):
    record = next(r for r in RECORDS if r["name"] == "janko-hitori-04_8x8")
    result = KIND.parse(record["url"]).uniqueness(engine=engine)
    assert result.engine == engine
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == grid_of(record["answer"])


def test_one_cell_board_has_two_answers():
    # no number repeats: the cell may be shaded (no unshaded cell is left to disconnect) or not
    result = KIND.parse("hitori\n1\n").count()
    assert result.count == 2 and result.complete


def test_degenerate_boards():
    assert KIND.parse("hitori\n1 1 1\n").uniqueness().grid == [[1, 0, 1]]
    empty = KIND.parse("hitori\n. .\n. .\n").count()  # no numbers: nothing, one cell, never a diagonal pair
    assert empty.count == 5 and empty.complete


def test_two_answers_and_the_second_differs():
    result = KIND.parse("hitori\n1 1\n").uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert sorted([result.grid, result.second]) == [[[0, 1]], [[1, 0]]]


def test_no_answer_is_proven():
    # each row shades one cell, never two in a column: the two shaded cells lie on a diagonal and cut the rest
    result = KIND.parse("hitori\n1 1\n2 2\n").uniqueness()
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete


def test_no_answer_through_the_rooted_tree_model_too():
    result = KIND.parse("hitori\n1 1\n2 2\n").solve(engine="cpsat")
    assert result.status is Status.INFEASIBLE and result.complete


def test_forced_cells_use_the_cut_loop_and_count_the_search():
    record = next(r for r in RECORDS if r["name"] == "cspuz_rs-test-5x6")
    puzzle = KIND.parse(record["url"])
    forced = puzzle.forced()
    assert forced.engine == "cuts" and forced.complete and forced.forced == grid_of(record["answer"])
    counted = puzzle.count()
    assert (counted.engine, counted.count, counted.complete) == ("search", 1, True)


def brute_force_count(puzzle):
    """Every shading with no two shaded neighbours (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle, skip=touching(puzzle.rows, puzzle.cols))


def random_board(seed):
    """A 3x3 to 4x4 board of numbers 1-4, some cells empty or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3), (4, 4)])
    cells = [[rng.choice([1, 2, 3, 4, 1, 2, ".", "?"]) for _ in range(cols)] for _ in range(rows)]
    return KIND.parse("hitori\n" + text_grid(cells))


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("seed", range(12))
def test_search_and_cpsat_counts_equal_brute_force_over_the_checker(seed):
    puzzle = random_board(seed)
    want = brute_force_count(puzzle)
    counts = [KIND.run(puzzle, Task("count", engine=engine)) for engine in ("search", "cpsat")]
    assert [(c.count, c.complete) for c in counts] == [(want, True), (want, True)]


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_count(random_board(seed)) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        url = KIND.parse(record["url"]).to_url()
        # puzz.link's encoder ends a body that ends in "." with "/" (the cspuz URL was written without it)
        assert url == record["url"] + ("/" if record["url"].endswith(".") else "")


def test_url_tokens_and_hosts():
    puzzle = KIND.parse("http://pzv.jp/p.html?hitori_edit/3/2/a-10@%z.")
    assert [list(r) for r in puzzle.clues] == [[10, 36, "?"], ["?", 35, None]]
    assert puzzle.to_url() == "https://puzz.link/p?hitori/3/2/a-10@@z./"
    with pytest.raises(PuzzleInputError) as cut:  # a token per cell: a shorter body is a URL cut short
        KIND.parse("https://puzz.link/p?hitori/2/2/12")
    assert str(cut.value) == "Hitori: URL body ends after 2 characters, missing 2 of the 4 cells (is the URL cut short?)"
    assert gridsat.kinds.detect("https://puzz.link/p?hitori/4/4/1114142333214213") is KIND


def test_text_and_json_round_trips():
    puzzle = KIND.parse("https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1./")
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:2] == ["hitori", "1 1 1 . 4 5"]


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?hitori/3/3/12-z", "Hitori: URL body character 3 ('-'): expected two base-36 digits (0-9, a-z)"),
    # pzprjs reads any other character as an empty cell: a mistyped URL must not read as another board
    *[(f"https://puzz.link/p?hitori/2/2/1{ch}21", f"Hitori: URL body character 2 ({ch!r}): not a number 0-9/a-z, "
       "'-' and two base-36 digits, '.' (an empty cell) or '@'/'%' (a number not shown)") for ch in ("!", "Z", "~", ":")],
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "this looks like a Nurikabe puzzle, not Hitori: "
     "gridsat nurikabe 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g'"),
    ("hitori\n1 2\n3\n", "h.txt: line 3: 1 cell, expected 2"),
    ("hitori\n1 x\n", "h.txt: row 1, column 2: clue 'x' is not a whole number or '?'"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "h.txt").write_text(text)
        text = str(tmp_path / "h.txt")
    code, out, err = run_cli("hitori", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "h.png"
    code, out, _ = run_cli("solve", "https://puzz.link/p?hitori/4/4/1114142333214213", "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000
    assert out.splitlines()[0] == "██1 ██4 "  # shaded numbers drawn as shaded cells in plain text
