"""Mochikoro: published puzzles solved to their published answers and proven unique, the checker's words (puzz.link's
own failing boards), the vocabulary's rules and counts against brute force over the checker, degenerate boards,
puzz.link URLs, text and JSON, pictures, batch, bad input.

Puzzles: tests/data/genres/mochikoro.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Mochikoro puzzles with their published solutions as tkoz0/janko.at-puzzle-scraping read them)."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness
from shadings import shadings_accepted, text_grid

KIND = gridsat.kinds.get("mochikoro")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "mochikoro.json").read_text())
PZPRJS = "https://puzz.link/p?mochikoro/5/5/4p2n1i1"
SLOW = {r["name"] for r in RECORDS if r.get("rows", 5) >= 14}  # 0.3-2 s of CPU each: the slow set runs them


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


def pzprv3_board(text):
    """The answer part of a pzprv3 board of pzprjs's test script: ``#`` shaded; ``+`` and ``.`` unshaded."""
    return [[1 if t == "#" else 0 for t in row.split()] for row in text.split("/") if row.strip()]


@pytest.mark.parametrize("record", [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] * (r["name"] in SLOW))
                                    for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's numbers as the scrape has them, read back from the URL
        assert [list(row) for row in puzzle.clues] == record["puzzle"]["numbers"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


@pytest.mark.parametrize("failcode,board,words", [
    ("cs2x2", ". . . # # /. . . # # /. . . . . /. . . . . /. . . . . /", [
        "the unshaded area at r1c1 is not a rectangle (21 cells in a 5x5 box)",
        "the unshaded area at r1c1 holds 4 numbers, more than one", "the 2x2 block at r1c4 is all shaded"]),
    ("csDivide8", "+ + + + # /# # # # # /. . . . . /. . . . . /. . . . . /", [
        "the unshaded area at r3c1 holds 3 numbers, more than one",
        "the unshaded cells are not connected, even diagonally: 2 groups, from r1c1, r3c1"]),
    ("cuNotRect", "+ + + + # /# # # # + /. . # + + /. . . # # /. . . . . /", [
        "the unshaded area at r2c5 is not a rectangle (3 cells in a 2x2 box)",
        "the unshaded area at r3c1 is not a rectangle (10 cells in a 3x5 box)",
        "the unshaded area at r3c1 holds 3 numbers, more than one"]),
    ("bkNumGe2", "+ + # + . /. . # . + /. . # . + /# # . # # /. . # . . /", [
        "the unshaded area at r1c1 holds 2 numbers, more than one",
        "the unshaded area of the 1 at r5c1 has 2 cells, not 1", "the unshaded area of the 1 at r5c5 has 2 cells, not 1"]),
    ("bkSizeNe", "+ + + + # /# # # # + /# + + # + /+ # # + # /+ # + # + /", [
        "the unshaded area of the 1 at r5c1 has 2 cells, not 1"]),
    (None, "+ + + + # /# # # # + /# + # + # /# + # + # /+ # + # + /", []),
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, board, words):
    """robx/pzprjs test/script/mochikoro.js: each failing board, the rule its failcode names among our checker's
    words (its brNoShade board, nothing shaded, is a guard against an untouched board, not a rule here)."""
    assert KIND.parse(PZPRJS).violations(pzprv3_board(board)) == words


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(grid_of(["#...#", "####.", "#.#.#", "#.#.#", ".#.#."]))[0] == \
        "numbered cell r1c1 is shaded"
    assert puzzle.violations([[0] * 5]) == ["the answer is not 5x5"]
    with pytest.raises(ValueError, match="r1c1 holds 2"):
        puzzle.violations([[2] * 5] * 5)


def test_rectangles_without_a_number_and_corner_joins():
    """janko.at's answers have rectangles without a number, of any area; two rectangles touching at a corner are
    joined, and a wall of shaded cells across the board is not."""
    puzzle = KIND.parse("mochikoro\n2 . .\n. . .\n. . .\n")
    assert puzzle.violations([[0, 0, 1], [1, 1, 0], [1, 0, 1]]) == []  # r2c3 and r3c2: one cell each, no number
    assert puzzle.violations([[0, 0, 1], [1, 1, 1], [0, 0, 0]]) == [
        "the unshaded cells are not connected, even diagonally: 2 groups, from r1c1, r3c1"]


def test_the_model_states_one_rule_per_vocabulary_call():
    from gridsat.core.task import Task

    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "numbered cells are unshaded", "each unshaded area is a rectangle",
                     "a number's area is the rectangle holding it, which holds no other number",
                     "the unshaded cells are connected diagonally", "no 2x2 block is all shaded"]


def test_one_cell_and_one_row_boards():
    one = KIND.parse("mochikoro\n.\n").count()  # shaded or not: an empty group of unshaded cells is connected
    assert (one.count, one.complete) == (2, True)
    assert KIND.parse("mochikoro\n1\n").uniqueness().grid == [[0]]
    assert KIND.parse("mochikoro\n2\n").solve().status is Status.INFEASIBLE
    row = KIND.parse("mochikoro\n2 . . .\n").count()  # the 2, then r1c3 shaded; r1c4 may not be cut off
    assert (row.count, row.complete) == (1, True) and KIND.parse("mochikoro\n2 . . .\n").solve().grid == [[0, 0, 1, 1]]
    column = KIND.parse("mochikoro\n1\n.\n.\n").count()  # a shaded cell between two unshaded ones walls them apart
    assert (column.count, column.complete) == (1, True)


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("mochikoro\n. . .\n. 4 .\n. . .\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []


@pytest.mark.parametrize("text,reason", [
    ("mochikoro\n5 .\n", "the area 5 at r1c1 cannot hold, even with every other area taken away, each numbered cell "
     "still unshaded in a rectangle without another number"),
    ("mochikoro\n1 1\n. .\n", "the numbers at r1c1 and r1c2 touch, so one rectangle would hold both (whatever the "
     "rectangle sizes)"),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("mochikoro", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[1]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def random_board(seed):
    """A 3x3 to 4x3 board with one to four numbers, 1 to 6 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clues = [["."] * cols for _ in range(rows)]
    for r, c in rng.sample(cells, rng.randint(1, 4)):
        clues[r][c] = rng.choice([1, 2, 3, 4, 6, "?"])
    return KIND.parse("mochikoro\n" + text_grid(clues))


@functools.cache
def brute_force_of(seed):
    """Every shading of :func:`random_board` ``seed`` that the independent checker accepts, counted."""
    return shadings_accepted(random_board(seed))


@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


@pytest.mark.slow  # every shading of twelve boards read by the checker: seconds on a loaded machine
def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def _models_shadings(rows, cols, add_rules, *, plain=False):
    """The shadings a model of ``add_rules(model, members)`` allows: with ``plain`` (clauses on the members alone)
    CP-SAT's enumeration of every solution, else each found once (a solve, then that shading forbidden)."""
    from ortools.sat.python import cp_model

    from gridsat.constraints.model import RuleModel

    cells = [(r, c) for r in range(rows) for c in range(cols)]
    model = RuleModel()
    members = {c: model.new_bool_var(str(c)) for c in cells}
    add_rules(model, members)
    found, solver = set(), cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if plain:
        class Collect(cp_model.CpSolverSolutionCallback):
            def on_solution_callback(self):
                found.add(frozenset(c for c in cells if self.value(members[c])))

        solver.parameters.enumerate_all_solutions = True
        solver.solve(model, Collect())
        return cells, found
    while solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        shading = frozenset(c for c in cells if solver.value(members[c]))
        found.add(shading)
        model.add_bool_or([~members[c] if c in shading else members[c] for c in cells])
    return cells, found


def _king(rows, cols):
    def around(cell):
        r, c = cell
        return [(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
                if (a or b) and 0 <= r + a < rows and 0 <= c + b < cols]
    return around


@pytest.mark.parametrize("rows,cols", [(3, 4), (4, 3), (2, 3)])
def test_rectangular_areas_against_brute_force(rows, cols):
    """``rectangular_areas``: exactly the shadings whose areas of members are all rectangles."""
    from gridsat.constraints.shading import rectangular_areas
    from gridsat.core.grid import components

    cells, found = _models_shadings(rows, cols, lambda m, x: rectangular_areas(m, rows, cols, x), plain=True)
    expected = set()
    for mask in range(1 << len(cells)):
        members = {c for i, c in enumerate(cells) if mask >> i & 1}
        boxes = [(max(r for r, _ in p) - min(r for r, _ in p) + 1) * (max(c for _, c in p) - min(c for _, c in p) + 1)
                 for p in components(sorted(members))]
        if all(len(p) == box for p, box in zip(components(sorted(members)), boxes)):
            expected.add(frozenset(members))
    assert found == expected and len(expected) < 1 << len(cells)


@pytest.mark.parametrize("rows,cols", [pytest.param(3, 3, marks=pytest.mark.slow), (2, 4), (1, 5)])
def test_connected_through_corners_against_brute_force(rows, cols):
    """``connected_through_corners`` with ``no_2x2``: exactly the shadings without a shaded 2x2 block whose unshaded
    cells are one group through sides and corners."""
    from gridsat.constraints.shading import no_2x2
    from gridsat.constraints.walls import connected_through_corners
    from gridsat.core.grid import components

    def rules(model, shaded):
        no_2x2(model, rows, cols, shaded)
        connected_through_corners(model, rows, cols, shaded)

    cells, found = _models_shadings(rows, cols, rules)
    expected = set()
    for mask in range(1 << len(cells)):
        shaded = {c for i, c in enumerate(cells) if mask >> i & 1}
        pool = any({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)} <= shaded for r, c in cells)
        if not pool and len(components(sorted(c for c in cells if c not in shaded), _king(rows, cols))) <= 1:
            expected.add(frozenset(shaded))
    assert found == expected and len(expected) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert [list(r) for r in KIND.parse("https://puzz.link/p?mochikoro/2/2/.3h").clues] == [["?", 3], [None, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["mochikoro", "4 . . . .", ". . . . ."]
    assert puzzle.to_json()["kind"] == "mochikoro"


def test_the_drawing_has_numbers_and_shading():
    drawn = KIND.parse("https://puzz.link/p?mochikoro/2/2/.3h").drawing([[0, 0], [1, 0]])
    assert drawn.text == {(0, 0): "?", (0, 1): "3"} and drawn.shaded == {(1, 0)}


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?mochikoro/2/2/11111", "Mochikoro: URL body has 1 character after the board (from character "
     "5: '1'); remove it"),
    ("mochikoro\n0 .\n", "n.txt: row 1, column 1: clue 0 is not an area (a rectangle has 1 cell or more)"),
    ("mochikoro\nx .\n", "n.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
    ("mochikoro\n. .\n.\n", "n.txt: line 3: 1 cell, expected 2"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("mochikoro", text)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")
    assert err.count("\n") == 1


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "m.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:2] == ["4 · · · ██", "████████· "]


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "mochikoro", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are rows of 0/1 or the drawn rows of # (shaded) and . (unshaded); a wrong one is told."""
    lines = [json.dumps({"kind": "mochikoro", "puzzle": r["url"], "solution": grid_of(r["answer"])})
             for r in RECORDS[:2]]
    lines.append(json.dumps({"kind": "mochikoro", "puzzle": RECORDS[2]["url"], "solution": RECORDS[2]["answer"]}))
    wrong = ["....#", "####.", "#..#.", ".##.#", ".#.#."]  # pzprjs's bkSizeNe board
    lines.append(json.dumps({"kind": "mochikoro", "puzzle": PZPRJS, "solution": wrong}))
    (tmp_path / "m.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "m.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("mochikoro", "solved", True)] * 3 + [("mochikoro", "solved", False)]
    assert results[3]["record_breaks"].startswith("answer: the unshaded area of the 1 at r5c1") and code == 0, err


@pytest.mark.slow  # a generation and a proof per number kept: about 1.5 s of CPU
def test_the_generator_makes_a_unique_minimal_puzzle(run_cli):
    code, out, err = run_cli("generate", "mochikoro", "--size", "6x6", "--seed", "1", "--to", "url")
    assert code == 0, err
    puzzle = KIND.parse(out.split()[0])
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and puzzle.violations(result.grid) == []
    for cell in puzzle.clued():  # minimal: each number taken away lets a second answer in
        clues = [list(row) for row in puzzle.clues]
        clues[cell[0]][cell[1]] = None
        fewer = KIND.puzzle_type(puzzle.rows, puzzle.cols, tuple(map(tuple, clues)), name="fewer")
        assert fewer.uniqueness().uniqueness is Uniqueness.NOT_UNIQUE
