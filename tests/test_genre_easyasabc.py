"""Easy As ABC: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's first_letter against a brute-force reading, counts against brute force over the checker, the puzz.link
URL, text and JSON, recorded answers, bad input, the picture, batch.

Puzzles: tests/data/genres/easyasabc.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Abc-End-View 1, 4, 19, 39, 44, 50, 288, 290, 297 and 606 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.visible import first_letter, first_seen
from gridsat.core.status import Uniqueness

KIND = gridsat.kinds.get("easyasabc")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "easyasabc.json").read_text())
PZPRJS = "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"
ANSWER = [[0] * 6, [0, 0, 2, 3, 1, 0], [0, 1, 0, 2, 3, 0], [0, 2, 3, 1, 0, 0], [0, 3, 1, 0, 2, 0], [0] * 6]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]
    assert puzzle.letters == record["puzzle"]["letters"]
    answer = puzzle.read_answer(record["answer"])
    assert puzzle.violations(answer) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == answer


def test_the_records_hold_givens_every_size_and_fewer_letters_than_cells():
    assert {r["rows"] - 2 for r in RECORDS} == {3, 4, 5, 6, 7, 8}
    assert {r["puzzle"]["letters"] for r in RECORDS} == {2, 3, 4, 6}
    assert [r["name"] for r in RECORDS if any(v is not None for row in r["puzzle"]["clues"][1:-1]
                                              for v in row[1:-1])] == ["janko-easyasabc-290_8x8"]


def test_the_checker_names_each_rule_pzprjs_failchecks_break():
    puzzle = KIND.parse(PZPRJS)
    dup = [row[:] for row in ANSWER]
    dup[1][1:5] = [2, 2, 3, 1]  # pzprjs nmDupRow: B twice in the first row
    assert puzzle.violations(dup)[0] == "row 1 holds B 2 times, not once"
    assert "column 1 holds B 2 times, not once" in puzzle.violations(dup)
    sight = [row[:] for row in ANSWER]
    sight[1][1:5], sight[2][1:5] = [1, 0, 2, 3], [0, 2, 3, 1]  # pzprjs nmSightNe: C is not first from the right
    assert "the C at r3c6 (right) sees A first, not C" in puzzle.violations(sight)
    missing = [row[:] for row in ANSWER]
    missing[1][1:5] = [0, 2, 3, 0]  # pzprjs nmMissRow: A missing from the first row
    assert puzzle.violations(missing)[0] == "row 1 holds A 0 times, not once"
    assert puzzle.violations([[1]]) == ["the answer is not 6x6 (the board of 4x4 and its frame)"]
    frame = [row[:] for row in ANSWER]
    frame[0][2] = 3
    assert puzzle.violations(frame) == ["the frame's cell r1c3 holds 3, not 0"]
    over = [row[:] for row in ANSWER]
    over[1][1] = 4
    assert puzzle.violations(over) == ["the cell r2c2 holds D, not a letter A to C or empty"]
    given = KIND.parse("easyasabc 2\n. . . .\n. B . .\n. . . .\n. . . .\n")
    assert given.violations([[0] * 4, [0, 1, 2, 0], [0, 2, 1, 0], [0] * 4]) == ["given B at r2c2 is changed to A"]


def test_first_seen_reads_the_rule():
    assert (first_seen([0, 0, 2, 1]), first_seen([3]), first_seen([0, 0]), first_seen([])) == (2, 3, None, None)
    with pytest.raises(TypeError):
        first_seen({1, 2})


@pytest.mark.parametrize("length,letters", [(1, 1), (2, 2), (3, 2), (4, 3)])
def test_first_letter_is_the_brute_force_reading(length, letters):
    """Every line of ``length`` cells of values 0..letters, each letter at most once (as a Latin line holds it):
    the model admits it with the clue L exactly when first_seen gives L and L stands in it."""
    for line in itertools.product(range(letters + 1), repeat=length):
        if any(line.count(v) > 1 for v in range(1, letters + 1)):
            continue
        for clue in range(1, letters + 1):
            model = RuleModel()
            cells = [{v: model.new_bool_var(f"c{k}={v}") for v in range(letters + 1)} for k in range(length)]
            for cell, v in zip(cells, line):
                model.add_exactly_one(cell.values())
                model.add(cell[v] == 1)
            first_letter(model, cells, clue)
            status = cp_model.CpSolver().solve(model)
            assert (status == cp_model.OPTIMAL) == (first_seen(line) == clue), (line, clue)


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    cells = [{0: model.new_bool_var("a0"), 1: model.new_bool_var("a1")}]
    first_letter(model, cells, 1, rule="the letter first")
    assert [span[0] for span in model.spans] == ["the letter first"] and model.spans[0][2] > model.spans[0][1]
    with pytest.raises(ValueError, match="in order from the viewer"):
        first_letter(model, {0: {}}, 1)
    with pytest.raises(ValueError, match="cell 0 must be a mapping"):
        first_letter(model, [3], 1)


def random_board(seed):
    """A board of 2x2 or 3x3 with K of 1 to N, a letter on about a quarter of the frame's cells and a given on
    about one cell in twelve."""
    rng = random.Random(seed)
    n = rng.choice([2, 3, 3])
    k = rng.randint(1, n)
    clues = [[None] * (n + 2) for _ in range(n + 2)]
    for r in range(n + 2):
        for c in range(n + 2):
            corner = r in (0, n + 1) and c in (0, n + 1)
            frame = r in (0, n + 1) or c in (0, n + 1)
            if not corner and rng.random() < (0.25 if frame else 0.08):
                clues[r][c] = rng.randint(1, k)
    return KIND.puzzle_type(n + 2, n + 2, clues, letters=k)


def brute_count(puzzle) -> int:
    """Every grid whose rows each hold A..K once (the other cells empty) that the independent checker accepts."""
    n, k = puzzle.n, puzzle.letters
    rows = [p for p in itertools.product(range(k + 1), repeat=n) if all(p.count(v) == 1 for v in range(1, k + 1))]
    count = 0
    for inner in itertools.product(rows, repeat=n):
        grid = [[0] * (n + 2)] + [[0, *row, 0] for row in inner] + [[0] * (n + 2)]
        count += not puzzle.violations(grid)
    return count


@pytest.mark.parametrize("seed", range(8))
def test_counts_equal_brute_force_over_the_checker(seed):
    puzzle = random_board(seed)
    assert puzzle.count().count == brute_count(puzzle), puzzle.to_text()


def test_url_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    assert (puzzle.n, puzzle.letters, puzzle.to_url()) == (4, 3, PZPRJS)
    assert puzzle.to_text().splitlines() == ["easyasabc 3", ". A . . . .", "B . . . . .", ". . . . . C", ". . . . . .",
                                             "C . . . . .", ". . . . . ."]
    same = lambda p: ([list(r) for r in p.clues], p.letters)  # noqa: E731 (the name differs by the reader)
    assert same(KIND.parse(puzzle.to_text())) == same(puzzle)
    data = puzzle.to_json()
    assert (data["letters"], data["clues"][1][0]) == (3, 2)
    assert same(KIND.parse(json.dumps(data))) == same(puzzle)
    lettered = {**data, "clues": [["." if v is None else chr(64 + v) for v in row] for row in data["clues"]]}
    lettered["clues"] = [[None if v == "." else v for v in row] for row in lettered["clues"]]
    assert same(KIND.parse(json.dumps(lettered))) == same(puzzle)  # the clues as letters
    given = KIND.parse(RECORDS[[r["name"] for r in RECORDS].index("janko-easyasabc-290_8x8")]["url"])
    assert same(KIND.parse(given.to_url())) == same(given) and given.clues[4][6] == 6


def test_an_answer_as_gridsat_draws_it_is_read_back(run_cli, tmp_path):
    code, out, _ = run_cli("easyasabc", PZPRJS, "--unique")
    assert code == 0 and out.splitlines()[:5] == [". A . . . . ", "B - B C A . ", ". A - B C C ", ". B C A - . ",
                                                  "C C A - B . "]
    assert "unique: no other answer exists" in out
    assert KIND.parse(PZPRJS).read_answer(out) == ANSWER
    assert KIND.parse(PZPRJS).read_answer(["-BCA", "A-BC", "BCA-", "CA-B"]) == ANSWER  # the letters alone
    (tmp_path / "a.jsonl").write_text(json.dumps({"kind": "easyasabc", "puzzle": PZPRJS, "solution": out}) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                         "-q", "-j", "1")
    assert json.loads((tmp_path / "r.jsonl").read_text())["matches_record"] is True


def test_forced_cells_and_no_answer(run_cli, tmp_path):
    code, out, _ = run_cli("easyasabc", PZPRJS, "--forced")
    assert code == 0 and "all 16 cells forced" in out
    (tmp_path / "t.txt").write_text("easyasabc 2\n. A . .\nB . . .\n. . . A\n. . . .\n")
    code, out, _ = run_cli("easyasabc", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the clues B at r2c1 and A at r3c4 cannot all hold, even with every other clue taken "
                             "away (take one of these away too and an answer exists)")


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?easyasabc/4/4/3/11m2h3g3h", "Easy As ABC: URL body character 11 ('h') runs past the 16 "
     "clue cells of the board"),
    ("https://puzz.link/p?easyasabc/4/4/3/4m2h3g3h", "Easy As ABC: r1c2: D is not one of the letters A to C"),
    ("https://puzz.link/p?easyasabc/4/4/1m2h3g3h", "Easy As ABC: URL has no letter count before the clues"),
    ("https://puzz.link/p?easyasabc/4/4/5/1m2h3g3h", "Easy As ABC: the URL's letter count must be a whole number "
     "from 1 to 4"),
    ("easyasabc 2\n. A . .\n. . . .\n. . . .\nA . . .\n", "p.txt: row 4, column 1: A stands on a corner of the frame, "
     "beside no row or column: a corner holds none"),
    ("easyasabc x\n. A . .\n. . . .\n. . . .\n. . . .\n", "p.txt: line 1: the letters' count 'x' is not a whole number "
     "(write 'easyasabc K' for the letters A to K)"),
    ("easyasabc 3\n. A . .\n. . . .\n. . . .\n. . . .\n", "p.txt: line 1: K must be a whole number from 1 to 2 (the "
     "letters A to B, at most one a cell of a row), got 3"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if "\n" in text:
        (tmp_path / "p.txt").write_text(text)
        text = str(tmp_path / "p.txt")
    code, out, err = run_cli("easyasabc", text)
    assert code == 2 and out == "" and err.startswith(f"gridsat: error: {message}") and len(err.splitlines()) == 1


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("easyasabc", PZPRJS, "--model-stats", "--json")
    assert code == 0 and "a letter outside is the first seen from it" in out
    assert "each row and each column holds each letter once" in out
