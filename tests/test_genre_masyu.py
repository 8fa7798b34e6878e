"""Masyu: every published puzzle of tests/data/genres/masyu.json (sources per
record, see tests/data/genres/SOURCES.md) solved, proven unique and equal to
its published answer; tiny boards against brute force; URL, text and JSON
round trips; the exact one-line errors of bad inputs."""

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

KIND = gridsat.kinds.get("masyu")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "masyu.json").read_text())
SLOW = 30 * 40  # boards from this many cells up run with -m slow (about 1 s each on a quiet machine)
PEARLS = {0: None, 1: "W", 2: "B"}


def record_params():
    return [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] if r["rows"] * r["cols"] >= SLOW else [])
            for r in RECORDS]


@pytest.mark.parametrize("record", record_params())
def test_published_puzzle_is_unique_and_its_answer_is_the_published_one(record):
    puzzle = KIND.parse(record["url"], "URL")
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert [list(row) for row in puzzle.clues] == [[PEARLS[v] for v in row] for row in record["puzzle"]["pearls"]]
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.status is Status.SOLVED
    assert KIND.same_answer(result, record["answer"])
    assert {k: result.to_json()[k] for k in ("horizontal", "vertical")} == record["answer"]
    assert puzzle.to_url() == record["url"]


def test_default_run_keeps_five_published_puzzles():
    assert sum(r["rows"] * r["cols"] < SLOW for r in RECORDS) >= 5


def test_every_alias_reads_and_puzzlink_name_is_written():
    for name in ("mashu", "masyu", "pearl", "mashu_edit", "Pearl_play"):
        url = f"https://puzz.link/p?{name}/6/6/1063000i3000"
        assert gridsat.kinds.detect(url) is KIND
        assert KIND.parse(url).to_url() == "https://puzz.link/p?mashu/6/6/1063000i3000"
    full = KIND.parse("https://puzz.link/p?mashu/f/6/6/1063000i3000")
    assert full.full and full.to_url() == "https://puzz.link/p?mashu/f/6/6/1063000i3000"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(RECORDS[0]["url"])
    assert KIND.parse(puzzle.to_text()).clues == puzzle.clues
    assert KIND.parse(json.dumps(puzzle.to_json())).clues == puzzle.clues
    full = KIND.parse("masyu full\nw .\n. B")
    assert full.full and full.clues == (("W", None), (None, "B"))
    for again in (KIND.parse(full.to_text()), KIND.parse(json.dumps(full.to_json()))):
        assert (again.clues, again.full) == (full.clues, True)


ERRORS = [
    ("https://puzz.link/p?mashu/6/6/1063000i300", "Masyu: URL body ends after 11 characters, missing 1 of its "
                                                 "12 characters (3 cells per character) (is the URL cut short?)"),
    ("https://puzz.link/p?mashu/6/6/1063000i300z", "Masyu: URL body character 12 is 'z'; expected one of 0-9, a-q"),
    ("https://puzz.link/p?mashu/g/6/6/1063000i3000",
     "Masyu: unknown URL flag 'g' (puzz.link's Masyu has only 'f': the loop visits every cell)"),
    ("https://puzz.link/p?slither/5/5/cbcbcddad", "Masyu: URL is a 'slither' puzzle, not a Masyu puzzle"),
    ("masyu\nW X\n. .", "puzzle.txt: row 1, column 2: clue 'X' is not a pearl W or B"),
    ('{"kind": "masyu", "rows": 2, "cols": 2, "clues": [[null, null], [null, null]], "full": 1}',
     "puzzle.txt: 'full' must be true or false, got a number (1)"),
]


@pytest.mark.parametrize("text, message", ERRORS)
def test_bad_input_gets_one_line(text, message):
    with pytest.raises(PuzzleInputError) as info:
        KIND.parse(text, "URL" if text.startswith("http") else "puzzle.txt")
    assert str(info.value) == message


def test_one_cell_and_a_one_row_board_have_no_loop():
    for text in ("masyu\n.", "masyu\nW", "masyu\n. B . . ."):
        result = KIND.parse(text).uniqueness()
        assert result.uniqueness is Uniqueness.NO_SOLUTION and result.status is Status.INFEASIBLE
    counted = KIND.parse("masyu\n. . .\n. . .").count()  # the cycles of a 2x3 grid graph
    assert (counted.count, counted.complete) == (3, True)


def test_two_answers_and_none():
    two = KIND.parse("masyu\nB . .\n. . .\n. . .")  # from the corner: the 3x3 ring, or around to the centre
    result = two.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.second != result.grid
    assert sorted([result.grid, result.second]) == [[[6, 10, 12], [5, 0, 5], [3, 10, 9]],
                                                    [[6, 10, 12], [5, 6, 9], [3, 9, 0]]]
    assert result.second_figure() is not None
    counted = two.count()
    assert (counted.count, counted.complete) == (2, True)
    none = KIND.parse("masyu\n. . .\n. B .\n. . .")  # a black pearl needs two cells straight on each arm
    result = none.uniqueness()
    assert result.uniqueness is Uniqueness.NO_SOLUTION and result.complete


def test_both_engines_count_the_213_loops_of_an_empty_4x4_board():
    puzzle = KIND.parse("masyu\n" + "\n".join([". . . ."] * 4))  # the cycles of the 4x4 grid graph (OEIS A140517)
    for engine in ("search", "cpsat"):
        counted = puzzle.count(limit=300, keep=300, engine=engine)
        assert (counted.count, counted.complete, len({json.dumps(g) for g in counted.solutions})) == (213, True, 213)
    counted = puzzle.count(limit=10)  # a bounded count stops there, not proven
    assert (counted.count, counted.complete) == (10, False)


def test_the_flag_f_asks_for_every_cell():
    assert KIND.parse("masyu full\n. . .\n. . .").uniqueness().grid == [[6, 10, 12], [3, 10, 9]]
    assert KIND.parse("masyu full\n. . .\n. . .\n. . .").solve().status is Status.INFEASIBLE  # 9 cells: odd


@functools.cache
def brute_force_of(text: str) -> set:
    """:func:`all_loops_by_brute_force` of a puzzle's text, once for both engines."""
    return all_loops_by_brute_force(KIND.parse(text))


def all_loops_by_brute_force(puzzle):
    """Every set of edges the independent checker accepts (12 edges on 3x3: 4096 sets; those meeting a cell in
    one, three or four edges, which no loop does, are left out before the checker)."""
    R, C = puzzle.rows, puzzle.cols
    edges = [((r, c), (r, c + 1)) for r in range(R) for c in range(C - 1)] + \
        [((r, c), (r + 1, c)) for r in range(R - 1) for c in range(C)]
    out = set()
    for bits in itertools.product((0, 1), repeat=len(edges)):
        chosen = [e for e, b in zip(edges, bits) if b]
        degree = collections.Counter(cell for edge in chosen for cell in edge)
        if any(d != 2 for d in degree.values()):
            continue
        grid = loop_masks(chosen, R, C, False)
        if not puzzle.violations(grid):
            out.add(json.dumps(grid))
    return out


@pytest.mark.parametrize("text", ["masyu\n. . .\n. . .\n. . .", "masyu\n. . .\nW . .\n. . .",
                                  "masyu\nB . .\n. . .\n. . .", "masyu\n. . .\n. . W\n. W .",
                                  "masyu full\n. . . .\n. . . ."])
@pytest.mark.parametrize("engine", ["search", "cpsat"])
def test_model_and_checker_agree_on_every_edge_set_of_a_small_board(text, engine):
    puzzle = KIND.parse(text)
    counted = puzzle.count(keep=None, engine=engine)
    assert counted.complete and {json.dumps(g) for g in counted.solutions or []} == brute_force_of(text)


def test_checker_names_what_is_wrong():
    ring = [[6, 10, 12], [5, 0, 5], [3, 10, 9]]
    assert KIND.parse("masyu\n. W .\n. . .\n. . .").violations(ring) == []
    assert KIND.parse("masyu\n. . .\n. W .\n. . .").violations(ring) == ["the loop misses the pearl at r2c2"]
    assert KIND.parse("masyu\nW . .\n. . .\n. . .").violations(ring) == \
        ["the loop does not go straight on the white pearl at r1c1 with a turn beside it"]
    assert KIND.parse("masyu\nB . .\n. . .\n. . .").violations([[6, 12, 0], [3, 9, 0], [0, 0, 0]]) == \
        ["the loop does not turn on the black pearl at r1c1 and go straight on both sides"]
    wide = KIND.parse("masyu\n. . . . .\n. . W . .")  # white with straight cells on both sides
    assert wide.violations([[6, 10, 10, 10, 12], [3, 10, 10, 10, 9]]) == \
        ["the loop does not go straight on the white pearl at r2c3 with a turn beside it"]
    wide = KIND.parse("masyu\n. . . .\n. . . .")
    assert wide.violations([[7, 10, 10, 12], [3, 10, 10, 9]]) == ["the line from r1c1 leaves the board"]
    assert wide.violations([[6, 12, 6, 12], [3, 9, 3, 9]]) == ["the lines form 2 separate loops, not one: through r1c1 and r1c3"]
    assert KIND.parse("masyu full\n. .\n. .").violations([[6, 12], [3, 9]]) == []


def test_forced_sides_json_and_recorded_answers():
    record = RECORDS[0]
    puzzle = KIND.parse(record["url"])
    forced = puzzle.forced()
    assert forced.complete and forced.forced == forced.grid == puzzle.read_answer(record["answer"])
    hex_rows = ["".join(format(v, "x") for v in row) for row in forced.grid]
    assert puzzle.read_answer(" ".join(hex_rows)) == forced.grid
    with pytest.raises(PuzzleInputError, match="must be horizontal/vertical edge strings or rows of side bitmasks"):
        puzzle.read_answer("xyz")
    two = KIND.parse("masyu\nB . .\n. . .\n. . .").forced()
    assert two.forced[0] == [6, 10, 12] and two.forced[1][1] is None
    from test_json_schema import _check, documented

    assert _check(forced.to_json(), documented()) == [] and _check(two.to_json(), documented()) == []
    assert str(forced.text()).splitlines()[0] == "┌───○─┐ ┌─┐ "


def test_command_line_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    code, out, err = run_cli("solve", RECORDS[1]["url"], "--unique", "--png", str(tmp_path / "a.png"))
    assert code == 0 and "unique: no other answer exists" in out and "●" in out
    assert (tmp_path / "a.png").stat().st_size > 2000


def test_a_full_header_keeps_the_file_s_line_numbers(run_cli, tmp_path):
    """``masyu full`` is line 1: the second row is line 3 (it was called line 2)."""
    (tmp_path / "m.txt").write_text("masyu full\n. . .\n. B\n")
    assert run_cli("masyu", str(tmp_path / "m.txt")) == (2, "", "gridsat: error: m.txt: line 3: 2 cells, expected 3\n")
