"""Sudoku: every published puzzle of tests/data/genres/sudoku.json (pzprjs's
and cspuz_core's test puzzles, janko.at Sudoku 4x4 to 16x16; sources and
licences in the file) solved, proven unique and equal to its published
answer on both engines; tiny, empty, two-answer and impossible boards; the
URL, text and JSON formats; the exact line of bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions

KIND = gridsat.kinds.get("sudoku")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "sudoku.json").read_text())
BY_NAME = {r["name"]: r for r in RECORDS}


def board(rows):
    """A puzzle from rows of digits and '.' (one character a cell)."""
    return KIND.parse("\n".join(" ".join(row) for row in rows))


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert [[v or 0 for v in row] for row in puzzle.clues] == record["puzzle"]["givens"]
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert (result.uniqueness.value, result.engine, result.grid) == ("unique", "exact", record["answer"])
    assert puzzle.violations(result.grid) == []
    forced = puzzle.forced()
    assert forced.complete and forced.forced == record["answer"]


@pytest.mark.parametrize("name", ["janko-sudoku-0382-6x6", "janko-sudoku-0002-9x9", "janko-sudoku-0302-16x16"])
def test_the_cpsat_engine_agrees(name):
    record = BY_NAME[name]
    puzzle = KIND.parse(record["url"])
    result = puzzle.uniqueness(engine="cpsat")
    assert (result.uniqueness.value, result.engine, result.grid) == ("unique", "cpsat", record["answer"])


def test_box_shapes_follow_puzz_link():
    six = KIND.parse(BY_NAME["janko-sudoku-0381-6x6"]["url"])
    assert [six.box((r, c)) for r in (0, 1, 2) for c in range(6)] == [0, 0, 0, 1, 1, 1] * 2 + [2, 2, 2, 3, 3, 3]
    assert [board(["." * 4] * 4).box((r, c)) for r, c in ((0, 0), (1, 1), (0, 2), (2, 1), (3, 3))] == [0, 0, 1, 2, 3]
    sixteen = KIND.parse(BY_NAME["janko-sudoku-0301-16x16"]["url"])
    assert {sixteen.box((r, c)) for r in range(4) for c in range(4)} == {0} and sixteen.box((15, 15)) == 15


def test_the_exact_cover_leaves_out_what_the_givens_rule_out():
    from gridsat.puzzles.grid import digits

    puzzle = KIND.parse(BY_NAME["pzprjs-test-4x4"]["url"])  # g1k23k3g: r1c2 1, r2c4 2, r3c1 3, r4c3 3
    assert puzzle.clued() == {(0, 1): 1, (1, 3): 2, (2, 0): 3, (3, 2): 3}
    options = digits.options(puzzle.clues, puzzle.boxes())
    assert [d for r, c, d in options if (r, c) == (0, 0)] == [2, 4]  # 1 in its row and box, 3 in its column
    assert [d for r, c, d in options if (r, c) == (2, 2)] == [1, 2, 4]  # only 3 is ruled out
    # the 12 free cells keep 2+1+2+1+2+2+2+3+2+3+2+2 digits (worked by hand), the givens one each
    assert [d for r, c, d in options if (r, c) == (0, 1)] == [1] and len(options) == 24 + 4
    assert digits.items(4, [(0, 1, 1), (3, 3, 4)], puzzle.boxes()) == [[1, 16, 36, 48], [15, 31, 47, 63]]
    assert digits.grid_of(2, [(0, 1, 2), (1, 0, 1)]) == [[0, 2], [1, 0]]


def test_checker_names_each_broken_rule():
    record = BY_NAME["pzprjs-test-4x4"]
    puzzle = KIND.parse(record["url"])
    grid = [list(row) for row in record["answer"]]  # [2,1,4,3],[4,3,1,2],[3,4,2,1],[1,2,3,4]
    grid[0][0], grid[3][3] = 1, 5
    assert puzzle.violations(grid) == ["cell r4c4 holds 5, not a digit from 1 to 4", "row 1 holds 1 twice",
                                       "column 1 holds 1 twice", "box 1 holds 1 twice"]
    grid = [list(row) for row in record["answer"]]
    grid[0], grid[1] = grid[1], grid[0]  # rows swapped: columns and boxes still fine, a given moved
    assert puzzle.violations(grid) == ["given 1 at r1c2 is changed to 3", "given 2 at r2c4 is changed to 3"]
    assert puzzle.violations([[1]]) == ["the answer is not 4x4"]


def test_one_by_one_board_and_a_full_board():
    one = KIND.parse("https://puzz.link/p?sudoku/1/1/g")  # g: one empty cell, as puzz.link writes it
    assert one.to_url() == "https://puzz.link/p?sudoku/1/1/g"
    with pytest.raises(PuzzleInputError, match=r"^Sudoku: URL body ends after 0 characters, missing 1 of the 1 cell "
                       r"\(is the URL cut short\?\)$"):
        KIND.parse("p?sudoku/1/1/")  # an empty body is a URL cut short, not a blank board
    result = one.uniqueness()
    assert (result.uniqueness.value, result.grid) == ("unique", [[1]])
    full = KIND.parse(json.dumps({"kind": "sudoku", "rows": 4, "cols": 4, "clues": BY_NAME["pzprjs-test-4x4"]["answer"]}))
    for engine in ("exact", "cpsat"):
        result = full.forced(engine=engine)
        assert result.complete and result.forced == BY_NAME["pzprjs-test-4x4"]["answer"]


def test_empty_boards_count_every_sudoku_grid():
    # 288 Sudoku grids of 4x4 (e.g. Felgenhauer and Jarvis's count's small case, OEIS A107739: 1, 288, ...)
    empty = board(["...."] * 4)
    counted = empty.count()
    assert (counted.count, counted.complete) == (288, True)
    forced = empty.forced()
    assert forced.complete and forced.forced == [[None] * 4] * 4
    assert empty.count(limit=100).count == 100


def deadly_rectangle(grid):
    """Four cells of two rows in one band and two columns in different stacks
    holding a, b / b, a: swapping them gives another answer."""
    n = len(grid)
    for r1 in range(n):
        for r2 in range(r1 + 1, r1 // 3 * 3 + 3):
            for c1 in range(n):
                for c2 in range((c1 // 3 + 1) * 3, n):
                    if grid[r1][c1] == grid[r2][c2] and grid[r1][c2] == grid[r2][c1]:
                        return [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
    return None


def test_two_answers_are_found_counted_and_not_forced():
    answer = BY_NAME["janko-sudoku-0001-9x9"]["answer"]
    cells = deadly_rectangle(answer)
    assert cells == [(0, 1), (0, 3), (1, 1), (1, 3)]  # 1 4 / 4 1
    clues = [[None if (r, c) in cells else v for c, v in enumerate(row)] for r, row in enumerate(answer)]
    puzzle = KIND.parse(json.dumps({"kind": "sudoku", "rows": 9, "cols": 9, "clues": clues}))
    for engine in ("exact", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert result.uniqueness.value == "not_unique"
        assert sorted((r, c) for r in range(9) for c in range(9) if result.grid[r][c] != result.second[r][c]) == cells
        counted = puzzle.count(engine=engine)
        assert (counted.count, counted.complete) == (2, True)
        forced = puzzle.forced(engine=engine)
        assert forced.complete and [(r, c) for r in range(9) for c in range(9) if forced.forced[r][c] is None] == cells
    assert len(puzzle.solutions(5).solutions) == 2


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_forced_cells_of_a_puzzle_with_many_answers_agree_between_engines():
    record = BY_NAME["janko-sudoku-0004-9x9"]
    clues = [list(row) for row in KIND.parse(record["url"]).clues]
    for r, c in ((1, 2), (1, 3), (1, 5)):  # three givens taken away: 1,578 answers
        clues[r][c] = None
    puzzle = KIND.parse(json.dumps({"kind": "sudoku", "rows": 9, "cols": 9, "clues": clues}))
    exact, cpsat = puzzle.forced(), puzzle.forced(engine="cpsat")
    assert exact.complete and cpsat.complete and exact.forced == cpsat.forced
    counted = puzzle.count()
    assert (counted.count, counted.complete) == (1578, True)
    assert 0 < sum(v is not None for row in exact.forced for v in row) < 81


def test_a_board_without_answer_is_proven_infeasible():
    # (0, 2) sees 1 and 2 in its row, 3 in its column and 4 in its box: no digit is left
    puzzle = board(["12..", "...4", "..3.", "...."])
    for engine in ("exact", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert (result.status.value, result.complete, result.uniqueness.value) == ("infeasible", True, "no_solution")
        counted = puzzle.count(engine=engine)
        assert (counted.count, counted.complete, counted.status.value) == (0, True, "infeasible")


@pytest.mark.slow  # 1.2-2.2 s on an idle machine; a cheaper test of the same behaviour stays in the default run
def test_time_limit_gives_unknown():
    empty = board(["." * 9] * 9)  # about 6.7e21 answers: no count ends in 2 s
    counted = empty.count(options=SolverOptions(time_limit=2))  # 0.2 s found none on a loaded machine: unknown
    assert counted.status.value == "solved" and not counted.complete and counted.count > 0


def test_url_aliases_hosts_and_round_trips():
    url = BY_NAME["cspuz-test-9x9"]["url"]
    body = url.split("?", 1)[1]
    for variant in (url, f"http://pzv.jp/p.html?{body}", f"https://puzz.link/p?{body.replace('sudoku', 'sudoku_edit')}",
                    f"https://puzz.link/p?{body.replace('sudoku', 'sudoku_play')}"):
        assert gridsat.kinds.detect(variant) is KIND
        assert KIND.parse(variant).to_url() == url
    sixteen = BY_NAME["janko-sudoku-0301-16x16"]
    assert "-10" in sixteen["url"] and KIND.parse(sixteen["url"]).clues[0][8] == 16


def test_text_and_json_round_trips():
    for record in RECORDS:
        puzzle = KIND.parse(record["url"])
        text = puzzle.to_text()
        assert KIND.parse(text).clues == puzzle.clues and gridsat.kinds.detect(text) is KIND
        data = json.dumps(puzzle.to_json())
        assert KIND.parse(data).clues == puzzle.clues and gridsat.kinds.detect(data) is KIND
    assert board(["1...", "....", "....", "...."]).to_text() == "sudoku\n1 . . .\n. . . .\n. . . .\n. . . .\n"


@pytest.mark.parametrize("text, error", [
    ("https://puzz.link/p?sudoku/8/8/zzzj", "Sudoku: a Sudoku is N x N with N a square number or 6 (boxes as puzz.link "
                                        "draws them), got 8x8"),
    ("https://puzz.link/p?sudoku/9/6/zzt", "Sudoku: a Sudoku is N x N with N a square number or 6 (boxes as puzz.link "
                                        "draws them), got 6x9"),
    ("https://puzz.link/p?sudoku/4/4/5u", "Sudoku: row 1, column 1: given 5 is not a digit from 1 to 4"),
    ("https://puzz.link/p?sudoku/4/4/.u", "Sudoku: row 1, column 1: given '?' is not a digit from 1 to 4"),
    ("https://puzz.link/p?sudoku/4/4/1A", "Sudoku: URL body character 2 ('A'): not a number, '.', or a run of "
                                          "empty cells g-z"),
    ("sudoku\n1 . . .\n. . .\n. . . .\n. . . .", "Sudoku: line 3: 3 cells, expected 4"),
    ('{"kind": "sudoku", "rows": 4, "cols": 4, "clues": [[null, null, null, null], [null, null, null, null], '
     '[null, null, null, null], [null, null, null, null]], "regions": [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], '
     '[2, 2, 3, 3]]}', "Sudoku: a Sudoku's boxes follow from its size: give no regions"),
])
def test_bad_input_gets_one_line(text, error):
    with pytest.raises(PuzzleInputError) as info:
        KIND.parse(text)
    assert str(info.value) == error


def test_command_line_unique_and_the_error_line(run_cli, tmp_path):
    url = BY_NAME["janko-sudoku-0381-6x6"]["url"]
    code, out, _ = run_cli("solve", url, "--unique", "--png", str(tmp_path / "s.png"))
    assert code == 0 and "unique: no other answer exists" in out and (tmp_path / "s.png").stat().st_size > 1000
    assert out.splitlines()[0].split() == list("546231")
    code, out, err = run_cli("sudoku", "https://puzz.link/p?sudoku/8/8/zzzj")
    assert code == 2 and err.strip().endswith("got 8x8") and len(err.strip().splitlines()) == 1
    code, out, _ = run_cli("sudoku", url, "--to", "url")
    assert code == 0 and out.strip() == url
