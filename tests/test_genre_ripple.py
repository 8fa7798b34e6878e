"""Ripple Effect: published puzzles solved to their published answers and proven unique, the checker's words
(puzz.link's own failing boards), the vocabulary's rules against a brute-force reading, counts against brute force
over the checker, degenerate boards, puzz.link URLs, text and JSON, pictures, batch, bad input.

Puzzles: tests/data/genres/ripple.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at Hakyuu
1, 6, 16, 21, 51, 61, 63, 67, 448 and 450 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.digits import apart_windows, digit_cells, digits_apart, each_once
from gridsat.constraints.model import RuleModel
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import text_grid

KIND = gridsat.kinds.get("ripple")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "ripple.json").read_text())
PZPRJS = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"
ANSWER = [[1, 2, 3, 1], [2, 1, 4, 2], [4, 3, 2, 1], [1, 2, 1, 3]]


def grid_of(answer):
    return [[int(v) for v in row.split()] for row in answer]


SLOW = {"janko-ripple-450_30x45"}  # 1-2.5 s on a loaded machine: the slow set runs it


@pytest.mark.parametrize("record", [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] * (r["name"] in SLOW))
                                    for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's rooms and givens as the dataset transcribes them, read back from the URL
        pairs = {(a, b) for ours, theirs in zip(puzzle.regions, record["puzzle"]["rooms"]) for a, b in zip(ours, theirs)}
        assert len(pairs) == len({a for a, _ in pairs}) == len({b for _, b in pairs})  # the same rooms, ids aside
        assert [list(row) for row in puzzle.clues] == record["puzzle"]["givens"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def pzprv3_board(answers):
    """A pzprv3 test board of robx/pzprjs test/script/ripple.js: its givens (. 1 4 . / . 3 2 .) and the answer rows
    written over them, 0 where a cell holds no digit."""
    givens = [". . . .", ". 1 4 .", ". 3 2 .", ". . . ."]
    return [[int(a) if a != "." else int(g) if g != "." else 0 for g, a in zip(grow.split(), arow.split())]
            for grow, arow in zip(givens, answers)]


PZPRJS_FAILING = [  # robx/pzprjs test/script/ripple.js: each board its checker fails, the failcode it names
    ("bkDupNum", [". . . .", ". . . .", ". . . .", ". . 3 ."], "the room at r3c1 holds 3 twice"),
    ("nmSmallGap", ["1 2 . .", "2 . . .", "4 . . 3", "1 2 1 ."],
     "the 3s at r3c2 and r3c4 have 1 cell between them, fewer than 3"),
    ("ceNoNum", ["1 2 . .", "2 . . .", "4 . . .", "1 2 1 ."], "cell r1c3 holds 0, not a digit 1 to 4 (its room has "
     "4 cells)"),
]


@pytest.mark.parametrize("failcode,rows,words", PZPRJS_FAILING, ids=[f[0] for f in PZPRJS_FAILING])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, rows, words):
    assert words in KIND.parse(PZPRJS).violations(pzprv3_board(rows))


def test_the_checker_accepts_puzzle_links_solved_board_and_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert pzprv3_board(["1 2 3 1", "2 . . 2", "4 . . 1", "1 2 1 3"]) == ANSWER and puzzle.violations(ANSWER) == []
    wrong = [row[:] for row in ANSWER]
    wrong[0][0], wrong[0][1] = 2, 1  # the top-left room's 1 and 2 swapped: 1s r1c2, r2c2 touch; 2s r1c1, r2c1
    assert puzzle.violations(wrong) == ["the 2s at r1c1 and r2c1 have 0 cells between them, fewer than 2",
                                        "the 1s at r1c2 and r2c2 have 0 cells between them, fewer than 1"]
    wrong = [row[:] for row in ANSWER]
    wrong[1][1] = 3
    assert puzzle.violations(wrong)[0] == "cell r2c2 holds 3, not its given 1"
    assert puzzle.violations([[1] * 4]) == ["the answer is not 4x4"]
    with pytest.raises(ValueError, match="r1c1 holds 'x'"):
        puzzle.violations([["x"] * 4] * 4)


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["a digit in every cell, 1 to its room's size", "the givens keep their digits",
                     "each room of N cells holds 1 to N, each once",
                     "equal digits n in a row or column have n cells or more between them"]


def brute_apart(line) -> bool:
    """The rule read plainly: no two equal digits n with fewer than n cells between them."""
    return not any(a == b and j - i <= a for i, a in enumerate(line) for j, b in enumerate(line) if j > i)


@pytest.mark.parametrize("length,most", [(1, 3), (2, 2), (4, 3), (5, 3), (6, 3), (4, 4)])
def test_the_vocabularys_apart_rule_is_the_brute_force_reading(length, most):
    """digits_apart alone in CP-SAT on one line of digits 1..most: its answers are exactly the lines a plain
    reading of the rule accepts."""
    from ortools.sat.python import cp_model

    model = RuleModel()
    cells = [(0, c) for c in range(length)]
    x = digit_cells(model, {cell: range(1, most + 1) for cell in cells})
    digits_apart(model, x, [cells])
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    found = set()

    class Collect(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            found.add(tuple(next(d for d, lit in x[cell].items() if self.value(lit)) for cell in cells))

    solver.solve(model, Collect())
    want = {line for line in itertools.product(range(1, most + 1), repeat=length) if brute_apart(line)}
    assert found == want and len(want) > 0


def test_the_vocabularys_rules_are_tagged_and_refuse_what_they_cannot_mean():
    model = RuleModel()
    cells = [(0, c) for c in range(3)]
    x = digit_cells(model, {cell: [1, 2, 3] for cell in cells})
    each_once(model, x, [cells])
    digits_apart(model, x, [cells])
    assert [r["rule"] for r in model.stats()["rules"]] == [
        "a digit in every cell", "each room holds 1 to N, each once",
        "equal digits n in a row or column stand more than n cells apart"]
    assert [list(w) for w in apart_windows(5, 2)] == [[0, 1, 2], [1, 2, 3], [2, 3, 4]]
    assert [list(w) for w in apart_windows(2, 4)] == [[0, 1]] and apart_windows(1, 3) == []
    with pytest.raises(ValueError, match="digit True is not a whole number"):
        digit_cells(model, {(0, 0): [True]})
    with pytest.raises(ValueError, match=r"\(1, 1\) has no digits"):
        digits_apart(model, x, [[(0, 0), (1, 1)]])
    with pytest.raises(TypeError, match="held must map each cell"):
        digit_cells(model, [(0, 0)])


def test_one_cell_and_one_row_boards():
    one = KIND.parse("ripple\n.\n\na\n").count(keep=None)
    assert (one.count, one.complete) == (1, True) and one.solutions[0] == [[1]]
    row = KIND.parse("ripple\n. . .\n\na b b\n").uniqueness()  # a's 1; b's 1 beyond it: 1 2 1
    assert row.uniqueness is Uniqueness.UNIQUE and row.grid == [[1, 2, 1]]
    assert KIND.parse("ripple\n. 1 .\n\na b b\n").solve().status is Status.INFEASIBLE


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("ripple\n. .\n. .\n\na a\na a\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []
    assert puzzle.count().count == 24  # one room of 4: every order of 1 to 4 (no two equal digits in a line)


@pytest.mark.parametrize("text,reason", [
    ("ripple\n. 1 .\n\na b b\n", "the given 1 at r1c2 cannot hold, even with every other given taken away"),
    ("ripple\n2 . . 2\n\na a b b\n", "there is none even with every given taken away"),
    ("ripple\n. .\n\na b\n", "the one-cell rooms at r1c1 and r1c2 touch: each holds a 1, and two 1s are never side "
     "by side"),
    ("ripple\n. . .\n\na b b\n. . .\n\n", None),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    if reason is None:  # two rooms of two in a row: 1 2 1 2, 2 1 2 1, 1 2 2 1, 2 1 1 2 each break rule 2
        text, reason = "ripple\n. . . .\n\na a b b\n", "the board has no given to take away, and the rules " \
            "alone leave none"
    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("ripple", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[1]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def random_board(seed):
    """A 2x2 to 2x3 board cut into two to four rooms grown from random seeds, a given here and there."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 2)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    room = {cell: i for i, cell in enumerate(rng.sample(cells, rng.randint(2, 4)))}
    while len(room) < len(cells):  # grow a room into a free neighbour
        r, c = rng.choice(sorted(room))
        free = [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if (y, x) in cells
                and (y, x) not in room]
        if free:
            room[rng.choice(free)] = room[r, c]
    sizes = {rid: sum(1 for v in room.values() if v == rid) for rid in set(room.values())}
    clues = [["."] * cols for _ in range(rows)]
    for r, c in cells:
        if rng.random() < 0.35:
            clues[r][c] = rng.randint(1, sizes[room[r, c]])
    text = text_grid(clues)
    text += "\n" + "".join(" ".join("abcd"[room[r, c]] for c in range(cols)) + "\n" for r in range(rows))
    return KIND.parse("ripple\n" + text)


@functools.cache
def brute_force_of(seed):
    """Every grid of digits 1 to its room's size a cell that the independent checker accepts."""
    puzzle = random_board(seed)
    rooms = puzzle.rooms()
    size = {cell: len(rooms[rid]) for cell, rid in puzzle.region_of().items()}
    cells = puzzle.cells()
    return sum(not puzzle.violations([[digits[r * puzzle.cols + c] for c in range(puzzle.cols)]
                                      for r in range(puzzle.rows)])
               for digits in itertools.product(*[range(1, size[cell] + 1) for cell in cells]))


@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    puzzle = KIND.parse(PZPRJS)
    assert [list(r) for r in puzzle.clues][1:3] == [[None, 1, 4, None], [None, 3, 2, None]]
    assert [list(r) for r in puzzle.regions] == [[0, 0, 1, 1], [2, 2, 1, 3], [4, 4, 1, 3], [5, 4, 4, 3]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.regions) == (puzzle.rows, puzzle.cols, puzzle.clues,
                                                                        puzzle.regions)
    assert puzzle.to_text().splitlines()[:3] == ["ripple", ". . . .", ". 1 4 ."]
    assert puzzle.to_json()["kind"] == "ripple"
    assert KIND.parse("ripple\n? .\n\na a\n").clues == (("?", None),)


def test_the_drawing_has_rooms_givens_and_digits():
    puzzle = KIND.parse(PZPRJS)
    drawn = puzzle.drawing(ANSWER)
    assert drawn.text == {(1, 1): "1", (1, 2): "4", (2, 1): "3", (2, 2): "2"}
    assert drawn.regions == puzzle.region_of() and drawn.answers[(0, 0)] == "1" and len(drawn.answers) == 12


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?ripple/2/2/12", "Ripple Effect: URL body character 1 ('1') sets walls past the edge of "
     "the board"),
    ("ripple\n0 .\n\na a\n", "n.txt: row 1, column 1: clue 0 is not a digit (a room of N cells holds 1 to N)"),
    ("ripple\n3 .\n\na a\n", "n.txt: row 1, column 1: the given 3 is larger than its room (2 cells: digits 1 to 2)"),
    ("ripple\n. .\n\na b\na b\n", "n.txt: the clues have 1 row (from line 2), the regions 2 (from line 4): each "
     "block has one row per row of the board"),
    ("ripple\n. . .\n\na b a\n", "n.txt: the room of row 1, column 1 is in 2 pieces (one at row 1, column 3); a "
     "room is one connected area"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("ripple", text)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")
    assert err.count("\n") == 1


def test_a_wall_inside_a_room_is_refused(run_cli):
    code, out, err = run_cli("ripple", "https://puzz.link/p?ripple/2/2/g0j")
    assert (code, out) == (2, "") and err.startswith(
        "gridsat: error: Ripple Effect: the URL draws a wall between r1c1 and r1c2 with one room on both sides")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "n.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[1] == "│1  2 │3  1 │"


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "ripple", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == ANSWER and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are rows of whole numbers; a wrong one is told."""
    lines = [json.dumps({"kind": "ripple", "puzzle": r["url"], "solution": grid_of(r["answer"])}) for r in RECORDS[:2]]
    wrong = [row[:] for row in ANSWER]
    wrong[3][3] = 2
    lines.append(json.dumps({"kind": "ripple", "puzzle": PZPRJS, "solution": wrong}))
    (tmp_path / "n.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "n.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("ripple", "solved", True)] * 2 + [("ripple", "solved", False)]
    assert results[2]["record_breaks"].startswith("answer: ") and code == 0, err


def test_the_generator_makes_a_unique_puzzle_with_minimal_givens():
    from gridsat.core.options import SolverOptions

    made = KIND.generator().make(5, 5, 3, SolverOptions(time_limit=60))
    puzzle, answer = made.puzzle, made.solution
    assert puzzle.violations(answer) == [] and made.info["unique"]
    solved = KIND.parse(puzzle.to_text()).uniqueness()  # read back from its text, proven again
    assert solved.uniqueness is Uniqueness.UNIQUE and solved.grid == answer
    givens = puzzle.clued()
    assert givens and all(answer[r][c] == v for (r, c), v in givens.items())
    for cell in givens:  # minimal: without any one given, a second answer
        rows = [list(row) for row in puzzle.clues]
        rows[cell[0]][cell[1]] = None
        fewer = type(puzzle)(puzzle.rows, puzzle.cols, tuple(map(tuple, rows)), puzzle.regions)
        assert fewer.uniqueness().uniqueness is Uniqueness.NOT_UNIQUE
