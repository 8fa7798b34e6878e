"""Yin-Yang: published answers, honest statuses, formats and bad input (the
command line: test_yinyang_cli.py).

Puzzles and published answers come from tests/data/yinyang (see SOURCES.md
there); the whole ../shared corpus is checked in test_yinyang_corpus.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat

from gridsat.core.errors import PuzzleInputError, SolutionCheckError
from gridsat.core.options import SolverOptions
from gridsat.core.status import Status, Uniqueness
from gridsat.formats.html import PageBoard, extract_board
from gridsat.formats.puzzlink import decode_ternary, encode_ternary
from gridsat.puzzles.yinyang import (YinYangPuzzle, YinYangResult, check_grid, detect, parse, parse_text_grid,
                                     read_puzzle)

DATA = Path(__file__).parent / "data" / "yinyang"
PUBLISHED = sorted(p for p in DATA.glob("*.solution.txt"))
INFEASIBLE = ["url_penpa_1_6x6", "url_penpa_2_8x14", "pyy_ark_parsemap_9_3661721_20x20"]
TWO_SOLUTIONS = "pse_bobgru_game3_10x10"


def load(name: str) -> YinYangPuzzle:
    return read_puzzle(str(DATA / f"{name}.txt"))


def answer(name: str) -> list:
    return parse_text_grid((DATA / f"{name}.solution.txt").read_text())


# -- solving ------------------------------------------------------------------
def test_copied_set_has_published_answers():
    assert len(PUBLISHED) == 13


@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: p.name.split(".")[0])
def test_published_answer_is_reproduced_and_unique(path):
    name = path.name.split(".")[0]
    result = load(name).uniqueness()
    assert result.status is Status.SOLVED
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == answer(name)


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", INFEASIBLE)
def test_infeasible_boards_are_proven_infeasible(name):
    puzzle = load(name)
    assert puzzle.solve().status is Status.INFEASIBLE
    result = puzzle.uniqueness()
    assert result.status is Status.INFEASIBLE
    assert result.uniqueness is Uniqueness.NO_SOLUTION
    assert result.grid is None


def test_two_solution_board_is_not_unique_with_a_valid_second_answer():
    puzzle = load(TWO_SOLUTIONS)
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert result.second is not None and result.second != result.grid
    assert check_grid(puzzle, result.grid) == []
    assert check_grid(puzzle, result.second) == []


def test_forced_cells_exclude_cells_where_two_answers_differ():
    puzzle = load(TWO_SOLUTIONS)
    two = puzzle.uniqueness()
    forced = puzzle.forced()
    assert forced.complete
    differ = [(r, c) for r in range(10) for c in range(10) if two.grid[r][c] != two.second[r][c]]
    assert differ
    assert all(forced.forced[r][c] == 0 for r, c in differ)
    # every given is forced, and forced cells agree with both answers
    for r in range(10):
        for c in range(10):
            if puzzle.givens[r][c]:
                assert forced.forced[r][c] == puzzle.givens[r][c]
            if forced.forced[r][c]:
                assert forced.forced[r][c] == two.grid[r][c] == two.second[r][c]
    assert sum(v == 0 for row in forced.forced for v in row) == 22


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    result = load("url_pzprjs_test_5x5").forced()
    assert result.forced == answer("url_pzprjs_test_5x5")


def test_count_stops_at_limit_and_proves_completeness():
    one = load("url_pzprjs_test_5x5").count(5)
    assert one.count == 1 and one.complete
    many = load(TWO_SOLUTIONS).count(3)
    assert many.count == 3 and not many.complete
    assert load("url_penpa_1_6x6").count(3).status is Status.INFEASIBLE


def test_circles_of_one_colour_only():
    puzzle = load("pse_bobgru_game2_10x10")
    assert not puzzle.given_cells(2)
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert check_grid(puzzle, result.grid) == []


def test_board_without_circles_has_answers_and_they_check():
    puzzle = YinYangPuzzle(tuple((0,) * 4 for _ in range(4)), "empty")
    result = puzzle.count(500, keep=None)
    assert result.complete
    assert result.count > 1
    # every 4x4 answer is valid (checked), and colour swap maps answers onto answers
    grids = {tuple(map(tuple, g)) for g in result.solutions}
    assert {tuple(tuple(3 - v for v in row) for row in g) for g in grids} == grids


def test_tree_and_cut_models_agree():
    for name in ("pyy_newtom_hard_10x10", "janko_017_12x12", "url_penpa_1_6x6"):
        puzzle = load(name)
        a, b = puzzle.uniqueness(engine="cpsat"), puzzle.uniqueness(engine="cuts")
        assert (a.status, a.uniqueness, a.grid) == (b.status, b.uniqueness, b.grid)


def test_time_limit_gives_unknown_not_infeasible():
    result = load("pyy_newtom_hard_25x25").uniqueness(options=SolverOptions(time_limit=1e-4))
    assert result.uniqueness is Uniqueness.UNKNOWN
    assert result.status is Status.UNKNOWN


# -- the checker -----------------------------------------------------------------
def test_checker_names_each_broken_rule():
    puzzle = load("url_pzprjs_test_5x5")
    good = answer("url_pzprjs_test_5x5")
    assert check_grid(puzzle, good) == []
    flipped_given = [row[:] for row in good]
    flipped_given[1][0] = 2
    assert "answer: cell r2c1 has a white circle but is black" in check_grid(puzzle, flipped_given)
    all_white_block = [row[:] for row in good]
    all_white_block[1][1] = 1  # (0,0),(0,1),(1,0),(1,1) all white
    assert "answer: 2x2 block at r1c1 is all white" in check_grid(puzzle, all_white_block)
    split = [row[:] for row in good]
    split[3][1] = 1  # separates the black cells of row 3 from those above
    assert "answer: the black cells form 2 separate groups, from r2c2 and r4c3" in check_grid(puzzle, split)
    with pytest.raises(SolutionCheckError):
        YinYangResult(Status.SOLVED, 0.0, puzzle, split).check()


# -- formats -----------------------------------------------------------------------
@pytest.mark.parametrize("url,name", [
    ("https://puzz.link/p?yinyang/5/5/016612300", "url_pzprjs_test_5x5"),
    ("https://puzz.link/p?yinyang/6/6/6a166b230900", "url_cspuzrs_test_6x6"),
])
def test_url_vectors_round_trip(url, name):
    puzzle = parse(url)
    assert puzzle.givens == load(name).givens
    assert puzzle.to_url() == url


def test_url_variants_and_every_copied_board_round_trip():
    # 'v:' marks variant rules (pzprjs): penpa-edit's two such test URLs have no answer by the standard rules
    # (SOURCES.md), so they are refused by name; without it the board is read as it is
    with pytest.raises(PuzzleInputError, match=r"^Yin-Yang: the URL's 'v:' field marks a puzzle of variant rules"):
        parse("https://puzz.link/p?yinyang/v:/6/6/l2a70001f0kb")
    assert parse("https://puzz.link/p?yinyang/6/6/l2a70001f0kb").givens == load("url_penpa_1_6x6").givens
    assert parse("http://pzv.jp/p.html?yinyang/5/5/016612300").givens == load("url_pzprjs_test_5x5").givens
    for path in sorted(DATA.glob("*.txt")):
        if path.name.endswith(".solution.txt"):
            continue
        puzzle = read_puzzle(str(path))
        assert parse(puzzle.to_url()).givens == puzzle.givens, path.name


def test_ternary_codec():
    assert encode_ternary([0, 0, 1, 2, 2, 2, 1]) == "1q9"
    assert decode_ternary("1q9", 7) == [0, 0, 1, 2, 2, 2, 1]


def test_pzprv3_round_trip_with_answer():
    puzzle = load("url_pzprjs_test_5x5")
    grid = puzzle.solve().grid
    text = puzzle.to_pzprv3(grid)
    assert text.splitlines()[:6] == ["pzprv3", "yinyang", "5", "5", ". . . . . ", "1 . 2 . . "]
    # the answer rows are exactly those of pzprjs' own test (robx/pzprjs test/script/yinyang.js)
    assert text.splitlines()[9:] == ["1 1 1 1 1 ", ". 2 . 2 1 ", ". 2 1 1 . ", "1 2 . 2 . ", "1 1 1 1 1 "]
    assert parse(text).givens == puzzle.givens


def test_pzprv3_single_line_form_from_pzprjs_tests():
    text = ("pzprv3/yinyang/5/5/. . . . . /1 . 2 . . /2 . . . 1 /. . 2 . 1 /. . . . . /"
            "1 1 1 1 1 /. 2 . 2 1 /. 2 1 1 . /1 2 . 2 . /1 1 1 1 1 /")
    assert parse(text).givens == load("url_pzprjs_test_5x5").givens


TASK_PAGE = """<!DOCTYPE html><html><head><title>Yin-Yang 6x6</title>
<script type="text/javascript">
  var puzzleWidth = 6;
  var puzzleHeight = 6;
  var task = 'aBaWaWbWaBbBaWaBbBaWdWh';
</script></head><body><div id="game"><div class="board-back"></div></div></body></html>"""


def div_page(givens) -> str:
    cells = []
    for row in givens:
        for v in row:
            if v == 0:
                cells.append('<div class="cell selectable cell-off" style="top: 0px"></div>')
            else:
                cells.append(f'<div class="cell task-cell cell-{v - 1}" style="top: 0px"></div>')
    return ('<html><head><title>Yin-Yang puzzle</title></head><body><div id="game"><div class="board-back">'
            + "\n".join(cells)
            + "</div></div><script>var x = 1;</script></body></html>")


def test_html_task_string():
    page = PageBoard("Yin-Yang", "puzzle-yin-yang.com", {"W": 1, "B": 2}, {"cell-0": 1, "cell-1": 2}, {1: "white", 2: "black"})
    assert extract_board(TASK_PAGE, page) == [list(r) for r in load("url_cspuzrs_test_6x6").givens]
    assert parse(TASK_PAGE).givens == load("url_cspuzrs_test_6x6").givens


def test_html_task_string_without_size_is_square():
    page = TASK_PAGE.replace("var puzzleWidth = 6;", "").replace("var puzzleHeight = 6;", "")
    assert parse(page).givens == load("url_cspuzrs_test_6x6").givens


def test_html_divs():
    givens = load("pzv_kevinychen_demo_7x7").givens
    page = div_page(givens)
    assert parse(page).givens == givens
    assert detect(page)
    assert not detect(page.replace("Yin-Yang puzzle", "Nurikabe"))  # a sister site's page


def test_detect_and_solve_text():
    text = (DATA / "url_pzprjs_test_5x5.txt").read_text()
    assert detect(text)
    assert detect("https://puzz.link/p?yinyang/5/5/016612300")
    assert not detect("https://puzz.link/p?nurikabe/5/5/016612300")
    assert not detect("hello world")
    assert not detect("0 1 3\n0 0 0")
    kind = gridsat.kinds.get("yinyang")
    result = kind.run(kind.parse(text, "url_pzprjs_test_5x5.txt"), gridsat.Task("unique"))
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == answer("url_pzprjs_test_5x5")


# -- command line --------------------------------------------------------------------
def test_cli_json(run_cli):
    code, out, err = run_cli("yinyang", str(DATA / "url_cspuzrs_test_6x6.txt"), "--json")
    assert code == 0, err
    payload = json.loads(out)
    assert payload["kind"] == "yinyang" and payload["status"] == "solved"
    assert payload["grid"] == answer("url_cspuzrs_test_6x6")


def test_cli_unique_not_unique_json(run_cli):
    code, out, _ = run_cli("yinyang", str(DATA / f"{TWO_SOLUTIONS}.txt"), "--unique", "--json")
    payload = json.loads(out)
    assert code == 0
    assert payload["uniqueness"] == "not_unique"
    assert payload["second"] != payload["grid"]
    assert check_grid(load(TWO_SOLUTIONS), payload["second"]) == []


def test_api_rejects_bad_values():
    with pytest.raises(PuzzleInputError, match="row 1, column 2: value 5"):
        YinYangPuzzle(((0, 5),), "x")
    with pytest.raises(PuzzleInputError, match="fmt must be one of text, url, pzprv3, html \\(None: detected\\), got 'xml'"):
        parse("0 0", fmt="xml")


def test_long_url_is_read_as_url_not_file_name():
    givens = tuple(tuple((r * 7 + c * 3) % 5 % 3 for c in range(40)) for r in range(40))
    url = YinYangPuzzle(givens).to_url()
    assert len(url.rsplit("/", 1)[1]) == 534  # longer than a file name may be
    assert read_puzzle(url).givens == givens


@pytest.mark.parametrize("givens", [
    ((0, 0, 0), (0, 0, 0), (0, 0, 0)),
    ((0, 0, 0, 0), (0, 2, 0, 0), (0, 0, 0, 1)),
    ((0, 0, 0, 0, 0),),
])
def test_count_equals_brute_force_over_all_colourings(givens):
    from itertools import product

    puzzle = YinYangPuzzle(givens)
    R, C = puzzle.rows, puzzle.cols
    valid = {bits for bits in product((1, 2), repeat=R * C)
             if not check_grid(puzzle, [list(bits[r * C:(r + 1) * C]) for r in range(R)])}
    result = puzzle.count(1000, keep=None)
    assert result.complete
    found = {tuple(v for row in g for v in row) for g in result.solutions}
    assert found == valid
