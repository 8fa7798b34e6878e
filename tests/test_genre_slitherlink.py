"""Slitherlink: every published puzzle of tests/data/genres/slitherlink.json
(sources per record, see tests/data/genres/SOURCES.md) solved, proven unique
and equal to its published answer; tiny boards against brute force; URL,
text and JSON round trips; the exact one-line errors of bad inputs."""

from __future__ import annotations

import collections
import functools
import itertools
import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.status import Status, Uniqueness
from gridsat.puzzles.grid.loop import loop_masks

KIND = gridsat.kinds.get("slitherlink")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "slitherlink.json").read_text())
SLOW = 30 * 40  # boards from this many cells up run with -m slow (about 1 s each on a quiet machine)
#: The one published URL that pzprjs's encoder writes differently (cspuz's encoder ends a final clue
#: with a digit and a run, pzprjs with a-e; both decode to the same board).
VARIANT = {"https://puzz.link/p?slither/4/4/dgdh2c71": "https://puzz.link/p?slither/4/4/dgdh2c7b"}


def record_params():
    return [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] if r["rows"] * r["cols"] >= SLOW else [])
            for r in RECORDS]


@pytest.mark.parametrize("record", record_params())
def test_published_puzzle_is_unique_and_its_answer_is_the_published_one(record):
    puzzle = KIND.parse(record["url"], "URL")
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.status is Status.SOLVED
    assert KIND.same_answer(result, record["answer"])
    assert {k: result.to_json()[k] for k in ("horizontal", "vertical")} == record["answer"]
    assert puzzle.to_url() == VARIANT.get(record["url"], record["url"])
    assert KIND.parse(puzzle.to_url()).clues == puzzle.clues


def test_default_run_keeps_five_published_puzzles():
    assert sum(r["rows"] * r["cols"] < SLOW for r in RECORDS) >= 5


def test_every_alias_reads_and_puzzlink_name_is_written():
    for name in ("slither", "slitherlink", "slither_edit", "SLITHERLINK_play"):
        url = f"https://puzz.link/p?{name}/5/5/cbcbcddad"
        assert gridsat.kinds.detect(url) is KIND
        assert KIND.parse(url).to_url() == "https://puzz.link/p?slither/5/5/cbcbcddad"
    full = KIND.parse("http://pzv.jp/p.html?slither/f/2/1/h")
    assert full.full and full.to_url() == "https://puzz.link/p?slither/f/2/1/h"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(RECORDS[0]["url"])
    assert KIND.parse(puzzle.to_text()).clues == puzzle.clues
    assert KIND.parse(json.dumps(puzzle.to_json())).clues == puzzle.clues
    full = KIND.parse("slitherlink full\n. ?\n4 0")
    assert full.full and full.clues == ((None, "?"), (4, 0))
    for again in (KIND.parse(full.to_text()), KIND.parse(json.dumps(full.to_json()))):
        assert (again.clues, again.full) == (full.clues, True)


ERRORS = [
    ("https://puzz.link/p?slither/5/5/cbcb!ddad", "Slitherlink: URL body character 5 ('!'): not 0-9, a-e, a run g-z or '.'"),
    ("https://puzz.link/p?slither/x/5/5/cbcbcddad",
     "Slitherlink: unknown URL flag 'x' (puzz.link's Slitherlink has only 'f': the loop visits every grid point)"),
    ("https://puzz.link/p?mashu/6/6/1063000i3000", "Slitherlink: URL is a 'mashu' puzzle, not a Slitherlink puzzle"),
    ("slitherlink\n5 .\n. .", "puzzle.txt: row 1, column 1: clue 5 is not a number 0..4 or '?'"),
    ("slitherlink\n. .\n. . .", "puzzle.txt: line 3: 3 cells, expected 2"),
]


@pytest.mark.parametrize("text, message", ERRORS)
def test_bad_input_gets_one_line(text, message):
    with pytest.raises(PuzzleInputError) as info:
        KIND.parse(text, "URL" if text.startswith("http") else "puzzle.txt")
    assert str(info.value) == message


def test_one_cell_and_a_one_row_board():
    for text in ("slitherlink\n.", "slitherlink\n4"):  # the one loop of a 1x1 board: the cell's four sides
        result = KIND.parse(text).uniqueness()
        assert result.uniqueness is Uniqueness.UNIQUE and result.grid == [[15]]
    assert KIND.parse("slitherlink\n0").solve().status is Status.INFEASIBLE
    counted = KIND.parse("slitherlink\n. . . . .").count()  # a loop around each run of cells: 5 * 6 / 2
    assert (counted.count, counted.complete) == (15, True)


def test_two_answers_and_none():
    two = KIND.parse("slitherlink\n. 3 .")  # the 3 closes either side: the loop around cells 0-1 or 1-2
    result = two.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert sorted([result.grid, result.second]) == [[[2, 13, 7]], [[13, 7, 8]]]  # sides shared by two cells are in both
    assert result.second_figure() is not None
    counted = two.count()
    assert (counted.count, counted.complete) == (2, True)
    none = KIND.parse("slitherlink\n2 .")  # 4, 1 or 3 sides of the first cell: never 2
    result = none.uniqueness()
    assert result.uniqueness is Uniqueness.NO_SOLUTION and result.status is Status.INFEASIBLE and result.complete


def test_the_flag_f_asks_for_every_grid_point():
    assert KIND.parse("slitherlink full\n. .").uniqueness().grid == [[13, 7]]
    assert KIND.parse("slitherlink full\n. .\n. .").solve().status is Status.INFEASIBLE  # 9 points: odd


@functools.cache
def brute_force_of(text: str) -> set:
    """:func:`all_loops_by_brute_force` of a puzzle's text, once for both engines."""
    return all_loops_by_brute_force(KIND.parse(text))


def all_loops_by_brute_force(puzzle):
    """Every set of edges the independent checker accepts (12 edges on 2x2: 4096 sets; those meeting a grid point
    in one, three or four edges, which no loop does, are left out before the checker)."""
    R, C = puzzle.rows, puzzle.cols
    edges = [((r, c), (r, c + 1)) for r in range(R + 1) for c in range(C)] + \
        [((r, c), (r + 1, c)) for r in range(R) for c in range(C + 1)]
    out = set()
    for bits in itertools.product((0, 1), repeat=len(edges)):
        chosen = [e for e, b in zip(edges, bits) if b]
        if any(d != 2 for d in collections.Counter(point for edge in chosen for point in edge).values()):
            continue
        grid = loop_masks(chosen, R, C, True)
        if not puzzle.violations(grid):
            out.add(json.dumps(grid))
    return out


@pytest.mark.parametrize("text", ["slitherlink\n. .\n. .", "slitherlink\n3 .\n. .", "slitherlink\n1 ?\n. 2",
                                  "slitherlink full\n. .\n. ."])
@pytest.mark.parametrize("engine", ["search", "cpsat"])
def test_model_and_checker_agree_on_every_edge_set_of_a_2x2_board(text, engine):
    puzzle = KIND.parse(text)
    counted = puzzle.count(keep=None, engine=engine)
    assert counted.complete and {json.dumps(g) for g in counted.solutions or []} == brute_force_of(text)


def test_checker_names_what_is_wrong():
    puzzle = KIND.parse("slitherlink\n. .\n. .")
    assert puzzle.violations([[9, 3], [12, 6]]) == []  # the loop around all four cells
    assert KIND.parse("slitherlink\n. . .").violations([[15, 10, 15]]) == [
        "the lines form 2 separate loops, not one: through the top-left corner of r1c1 and the top-left corner of r1c3"]
    assert puzzle.violations([[15, 12], [3, 15]]) == ["the loop has 4 lines at the top-left corner of r2c2"]
    assert puzzle.violations([[15, 0], [0, 15]])[0] == "cells r1c2 and r2c2 disagree on the side between them"
    assert puzzle.violations([[9, 3], [12, 7]]) == ["cells r1c2 and r2c2 disagree on the side between them",
                                                    "the loop has 1 line at the top-left corner of r2c2",
                                                    "the loop has 3 lines at the top-right corner of r2c2"]
    assert puzzle.violations([[0, 0], [0, 0]]) == ["no loop is drawn"]
    assert puzzle.violations([[0, 4], [2, 15]]) == []
    assert KIND.parse("slitherlink\n. .\n. 2").violations([[0, 4], [2, 15]]) == \
        ["the 2 at r2c2 has 4 sides on the loop"]
    assert KIND.parse("slitherlink full\n. .\n. .").violations([[0, 4], [2, 15]])[:2] == \
        ["the loop misses the grid point at the top-left corner of r1c1",
         "the loop misses the grid point at the top-left corner of r1c2"]
    assert puzzle.violations([[1]]) == ["the answer is not 2x2"]


def test_forced_sides_json_and_recorded_answers():
    record = RECORDS[0]
    puzzle = KIND.parse(record["url"])
    forced = puzzle.forced()
    assert forced.complete and forced.forced == forced.grid == puzzle.read_answer(record["answer"])
    hex_rows = ["".join(format(v, "x") for v in row) for row in forced.grid]
    assert puzzle.read_answer("\n".join(hex_rows)) == forced.grid
    assert puzzle.read_answer(json.dumps(record["answer"])) == forced.grid
    with pytest.raises(PuzzleInputError, match="'vertical' must be 5 strings of 6 characters"):
        puzzle.read_answer({"horizontal": record["answer"]["horizontal"], "vertical": []})
    open_board = KIND.parse("slitherlink\n. 3 .").forced()
    assert open_board.forced == [[None, None, None]]  # the two answers share no whole cell
    from test_json_schema import _check, documented

    assert _check(forced.to_json(), documented()) == [] and _check(open_board.to_json(), documented()) == []
    art = str(forced.text())
    assert art.splitlines()[0] == "·───·───·───·───·───·" and " 0 " in art


def test_command_line_prints_the_loop_and_the_second_answers_picture(run_cli, tmp_path):
    code, out, err = run_cli("solve", "https://puzz.link/p?slitherlink/3/1/g8", "--unique", "--png",
                             str(tmp_path / "a.png"))
    assert code == 0 and "·───·───·" in out and "not unique" in out
    assert (tmp_path / "a.png").stat().st_size > 2000
