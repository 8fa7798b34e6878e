"""Nonogram: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's runs (both models and the line solver) against a brute-force reading, small boards, counts against
brute force over the checker, puzz.link URLs, text and JSON, recorded answers, the reason for no answer, bad input.

Puzzles: tests/data/genres/nonogram.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Nonogramme 861, 273, 1591, 590, 1393, 932, 396, 1106 and 749 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.runs import (layered_size, line_forced, runs_automaton, runs_layered, runs_of, runs_placed,
                                     shaded_runs)
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task

KIND = gridsat.kinds.get("nonogram")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "nonogram.json").read_text())
PZPRJS = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"


def framed(record) -> list:
    """A record's answer (rows of # and .) in its frame of zeros."""
    top, left = (record["height"] + 1) // 2, (record["width"] + 1) // 2
    width = record["width"] + left
    return [[0] * width for _ in range(top)] + [[0] * left + [int(ch == "#") for ch in row]
                                                for row in record["answer"]]


ANSWER = framed(RECORDS[0])


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert (puzzle.height, puzzle.width) == (record["height"], record["width"])
    lines = {lid: clue for lid, _, clue, _ in puzzle.lines()}
    assert [lines["row", i] for i in range(puzzle.height)] == record["row_clues"]
    assert [lines["column", j] for j in range(puzzle.width)] == record["column_clues"]
    assert puzzle.violations(framed(record)) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == framed(record)
    assert puzzle.to_url() == record["url"]


def test_the_records_hold_every_shape():
    sizes = {(r["height"], r["width"]) for r in RECORDS}
    assert {(6, 6), (10, 5), (15, 20), (30, 25), (25, 25)} <= sizes and len(RECORDS) == 10


def test_the_checker_names_each_rule_pzprjs_failchecks_break():
    puzzle = KIND.parse(PZPRJS)
    missing = [row[:] for row in ANSWER]
    missing[7][7] = 0  # pzprjs "missing groups": row 5 has 1, not 1 1
    assert puzzle.violations(missing) == ["row 5 (1 1) has runs of 1",
                                          "column 5 (2 1) has runs of 2"]
    order = [row[:] for row in ANSWER]
    order[3], order[5] = [0, 0, 0, 0, 1, 0, 1, 1, 0], [0, 0, 0, 1, 1, 0, 1, 0, 0]  # "group order": rows 1, 3 swapped
    assert "row 1 (2 1) has runs of 1 2" in puzzle.violations(order)
    empty = [row[:] for row in ANSWER]
    empty[6][8] = 1  # "empty rows": row 4 has no number
    assert puzzle.violations(empty)[0] == "row 4 (no number) has runs of 1"
    assert puzzle.violations([[0] * 9] * 9)[0] == "row 1 (2 1) has no shaded cell"
    frame = [row[:] for row in ANSWER]
    frame[0][0] = 1
    assert puzzle.violations(frame) == ["the frame's cell r1c1 holds 1, not 0"]


@pytest.mark.parametrize("length", range(0, 8))
def test_the_runs_models_and_the_line_solver_are_the_brute_force_reading(length):
    rng = random.Random(length)
    lines = list(itertools.product([0, 1], repeat=length))
    clues = {tuple(runs_of(line)) for line in lines} | {(length + 1,), (2, 2, 2)}
    for clue in sorted(clues):
        want = sorted(line for line in lines if tuple(runs_of(line)) == clue)
        for build in (runs_automaton, runs_layered, runs_placed):
            model = RuleModel()
            x = [model.new_bool_var(f"x{k}") for k in range(length)]
            made = build(model, x, clue)
            if build is runs_layered:  # the size the memory estimate counts before building
                assert sum(len(layer) for layer in made[1:]) == layered_size(length, clue)
            got = []

            class Listed(cp_model.CpSolverSolutionCallback):
                def on_solution_callback(self):
                    got.append(tuple(self.value(v) for v in x))

            solver = cp_model.CpSolver()
            solver.parameters.enumerate_all_solutions = True
            solver.solve(model, Listed())
            assert sorted(set(got)) == want, (build.__name__, clue)
        for _ in range(4):
            known = [rng.choice([None, None, 0, 1]) for _ in range(length)]
            fits = [line for line in want if all(k is None or k == v for k, v in zip(known, line))]
            expected = None if not fits else [fits[0][c] if all(f[c] == fits[0][c] for f in fits) else None
                                              for c in range(length)]
            assert line_forced(clue, known) == expected, (clue, known)


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    with model.rule("cells"):
        x = [model.new_bool_var(f"x{k}") for k in range(5)]
    shaded_runs(model, x, [2, 1], rule="runs")
    assert [r["rule"] for r in model.stats()["rules"]] == ["cells", "runs"]
    with pytest.raises(ValueError, match="run 2 of the clue must be a whole number from 1, got 0"):
        shaded_runs(model, x, [2, 0])
    with pytest.raises(ValueError, match="method must be one of 'automaton', 'layered', 'placed', got 'dfa'"):
        shaded_runs(model, x, [2], method="dfa")
    with pytest.raises(ValueError, match="a clue must be a sequence of run lengths, got '21'"):
        line_forced("21", [None] * 4)
    assert line_forced([3], [None] * 5) == [None, None, 1, None, None]
    assert line_forced([2, 2], [None, None, None, None]) is None


def test_small_boards():
    assert KIND.parse("nonogram\n. .\n. .\n").uniqueness().grid == [[0, 0], [0, 0]]
    assert KIND.parse("nonogram\n. 1\n1 .\n").uniqueness().grid == [[0, 0], [0, 1]]
    assert KIND.parse("nonogram\n. .\n1 .\n").solve().status is Status.INFEASIBLE
    # 4x3: rows 1 and 2 a 1 each, row 3 none, row 4 all three; columns 1 1, 1 1 and 1: the 2x2 corner either way
    two = KIND.parse("nonogram\n. . 1 1 .\n. . 1 1 1\n. 1 . . .\n. 1 . . .\n. . . . .\n. 3 . . .\n")
    forced = two.forced()
    assert forced.complete and [row[2:] for row in forced.forced[2:]] == [[None, None, 0], [None, None, 0],
                                                                          [0, 0, 0], [1, 1, 1]]
    assert two.count().count == 2


def test_a_board_past_its_automata_s_size_is_stated_in_layers_to_the_same_answer(monkeypatch):
    from gridsat.puzzles.nonogram import rules

    record = RECORDS[2]  # janko.at 273, 10x10
    puzzle = KIND.parse(record["url"])
    assert (puzzle.method(), puzzle.expansion) == ("automaton", 494)
    assert puzzle.bytes_per_cell == 1000 + 400 * 494 // (15 * 15)
    monkeypatch.setattr(rules, "LAYERED", 400)
    assert puzzle.method() == "layered"
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == framed(record)


def test_line_solving_decides_what_the_answer_holds():
    decided = {}
    for record in RECORDS[:3]:  # 6x6: 28 of 36 cells; janko.at 861 (10x5) and 273 (10x10): every cell
        puzzle = KIND.parse(record["url"])
        known, answer = puzzle.forced_by_lines(), framed(record)
        assert all(answer[r][c] == v for (r, c), v in known.items())
        decided[record["name"]] = len(known)
    assert list(decided.values()) == [28, 50, 100]
    assert KIND.parse("nonogram\n. 2\n. .\n1 .\n").forced_by_lines() is None  # a line no placement fits


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("nonogram\n. 1 1\n1 . .\n1 . .\n")  # 2x2, a 1 in every line
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []
    assert puzzle.count().count == 2


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("nonogram\n. 2\n. .\n1 .\n")  # 2x1: column 1 is 2, row 1 has no number
    code, out, _ = run_cli("nonogram", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the numbers of row 1 (no number) and column 1 (2) cannot all hold, even with every "
                             "other line's numbers taken away (take one of these away too and an answer exists)")
    assert sorted(got["conflict"]) == [[0, 1], [1, 1]]  # column 1's number; row 1's cell (it has none)


def test_no_answer_s_picture_outlines_the_lines(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("nonogram\n. 2\n. .\n1 .\n")
    code, _, err = run_cli("nonogram", str(tmp_path / "t.txt"), "--png", str(tmp_path / "t.png"))
    assert code == 1 and err.endswith("(the run is infeasible: no answer to draw; the lines that cannot all hold "
                                      "outlined)\n")


def random_board(seed):
    """A board of 1x1 to 3x3 in its frame, each line's numbers those of a random shading (or, one time in six, of
    another), so that boards with one answer, several and none all come."""
    rng = random.Random(seed)
    height, width = rng.randint(1, 3), rng.randint(1, 3)
    top, left = (height + 1) // 2, (width + 1) // 2
    shading = [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]
    clues = [[None] * (width + left) for _ in range(height + top)]
    for i in range(height):
        runs = runs_of(shading[i]) if rng.random() > 1 / 6 else runs_of([rng.random() < 0.5 for _ in range(width)])
        for k, v in enumerate(runs):
            clues[top + i][left - len(runs) + k] = v
    for j in range(width):
        runs = runs_of([row[j] for row in shading])
        for k, v in enumerate(runs):
            clues[top - len(runs) + k][left + j] = v
    return KIND.puzzle_type(height + top, width + left, clues)


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    puzzle = random_board(seed)
    top, left = puzzle.depths
    count = 0
    for flat in itertools.product([0, 1], repeat=puzzle.height * puzzle.width):
        rows = [list(flat[i * puzzle.width:(i + 1) * puzzle.width]) for i in range(puzzle.height)]
        grid = [[0] * puzzle.cols for _ in range(top)] + [[0] * left + row for row in rows]
        count += not puzzle.violations(grid)
    return count


SEEDS = tuple(range(24))


@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = KIND.run(random_board(seed), Task("count", limit=100000))
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1 and 1 in counts


def test_url_round_trip_and_detection():
    assert gridsat.kinds.detect(PZPRJS) is KIND and KIND.parse(PZPRJS).to_url() == PZPRJS
    assert KIND.parse(f"http://pzv.jp/p.html?nonogram_edit/6/6/{PZPRJS.rsplit('/', 1)[1]}").to_url() == PZPRJS
    assert KIND.parse("nonogram\n. 1 .\n. . .\n1 . .\n").to_url() == "https://puzz.link/p?nonogram/2/2/1h1"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:5] == ["nonogram", ". . . . 1 . 1 . .", ". . . 2 1 . 1 2 .",
                                                 ". . . 1 1 1 1 1 .", ". 2 1 . . . . . ."]


def test_recorded_answers_framed_or_alone():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.read_answer(RECORDS[0]["answer"]) == ANSWER  # the cells alone
    assert puzzle.read_answer(["." * 9] * 3 + ["..." + row for row in RECORDS[0]["answer"]]) == ANSWER


def test_cli_draws_the_numbers_beside_the_board(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and out.splitlines()[:4] == [". . . . 1 . 1 . . ", ". . . 2 1 . 1 2 . ", ". . . 1 1 1 1 1 . ",
                                                  ". 2 1 ████· ██· · "]
    assert png.read_bytes()[:4] == b"\x89PNG"
    assert KIND.parse(PZPRJS).read_answer(out) == ANSWER  # the answer as gridsat draws it is read back
    (tmp_path / "a.jsonl").write_text(json.dumps({"kind": "nonogram", "puzzle": PZPRJS, "solution": out}) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                         "-q", "-j", "1")
    assert json.loads((tmp_path / "r.jsonl").read_text())["matches_record"] is True


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "0", "Nonogram: URL body has 1 character after the board (from character 29: '0'); remove it"),
    ("https://puzz.link/p?nonogram/6/6/12g1111h", "Nonogram: URL body ends after 8 characters, missing 27 of the 36 "
     "clue cells (is the URL cut short?)"),
    ("https://puzz.link/p?nonogram/2/2/7i", "Nonogram: row 1, column 2: 7 is not a run length of this column of 2 "
     "cells (1 to 2)"),
    ("https://puzz.link/p?nonogram/2/2/.i", "Nonogram: row 1, column 2: the URL's '.' (puzz.link's '?', a number not "
     "shown) is not a run length: Nonogram takes a number there, or nothing"),
    ("nonogram\n. 1\n3 .\n", "t.txt: row 2, column 1: 3 is not a run length of this row of 1 cell (1 to 1)"),
    ("nonogram\n1 .\n. .\n", "t.txt: row 1, column 1: 1 stands in the frame's corner, beside no row or column: it "
     "holds no clue ('.')"),
    ("nonogram\n. .\n. 1\n", "t.txt: row 2, column 2: 1 stands inside the board: a Nonogram's clues stand above and "
     "left of it"),
    ("nonogram\n. 0\n. .\n", "t.txt: row 1, column 2: 0 is not a run length of this column of 1 cell (1 to 1); an "
     "empty cell is '.' in a text grid, null in JSON"),
    ("nonogram\n. ?\n. .\n", "t.txt: row 1, column 2: '?' is not a run length: write 1, or '.' for none"),
    ("nonogram\n" + ". . . .\n" * 4, "t.txt: a Nonogram board is written in its frame of clues, N + (N+1)//2 rows for "
     "a board of N (its columns' numbers above it): 4 rows are no such size (3 for 2 and 5 for 3)"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("nonogram", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")
