"""Fillomino: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's sized blocks against a brute-force reading, degenerate boards, counts against brute force over the
checker, puzz.link URLs (and the variants refused), text and JSON, bad input, the web, batch.

Puzzles: tests/data/genres/fillomino.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Fillomino 1, 2, 3, 5, 7, 8, 14 and 20 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.blocks import bits_needed, given_blocks, sized_blocks
from gridsat.constraints.model import RuleModel
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task

KIND = gridsat.kinds.get("fillomino")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "fillomino.json").read_text())
PZPRJS = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"


def grid_of(answer):
    return [[int(t) for t in row.split()] for row in answer]


ANSWER = grid_of(RECORDS[0]["answer"])


@pytest.mark.parametrize("record", [pytest.param(r, marks=pytest.mark.slow) if r.get("slow") else r for r in RECORDS],
                         ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])
    if "puzzle" in record:  # janko.at's grid, read back from the URL written
        assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]


def changed(grid, cells, value):
    out = [row[:] for row in grid]
    for r, c in cells:
        out[r][c] = value
    return out


@pytest.mark.parametrize("cells,value,said", [
    # pzprjs bkSizeLt: r1c6 made 1 leaves the 4 at r1c3 three 4s, and joins the 1 at r2c6
    (((0, 5),), 1, ["the block of 4s at r1c3 has 3 cells, fewer than 4",
                    "the block of 1s at r1c6 has 2 cells, more than 1 (blocks of the same size may not share an "
                    "edge)"]),
    # pzprjs bkSizeGt: r3c4 made 2 joins the 2 at r2c4, and leaves the 3 at r2c3 two 3s
    (((2, 3),), 2, ["the block of 3s at r2c3 has 2 cells, fewer than 3",
                    "the block of 2s at r2c4 has 3 cells, more than 2"]),
    # r2c6 made 2 joins both blocks of 2 round it into one of 5 cells
    (((1, 5),), 2, ["the block of 2s at r2c4 has 5 cells, more than 2"]),
    # a 5 alone
    (((1, 5),), 5, ["the block of 5s at r2c6 has 1 cell, fewer than 5"]),
])
def test_the_checker_names_each_block_that_breaks_a_rule(cells, value, said):
    assert KIND.parse(PZPRJS).violations(changed(ANSWER, cells, value)) == said


def test_two_blocks_of_a_size_side_by_side_are_one_block_too_large():
    """pzprjs bsSameNum: two blocks of 2 sharing an edge read as one area of four 2s."""
    assert KIND.parse("fillomino\n. . . .\n").violations([[2, 2, 2, 2]]) == [
        "the block of 2s at r1c1 has 4 cells, more than 2 (blocks of the same size may not share an edge)"]


def test_the_checker_keeps_the_givens_and_refuses_what_is_no_size():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(changed(ANSWER, ((0, 2),), 5)) == ["cell r1c3 holds 5, not its given 4"]
    assert puzzle.violations(changed(ANSWER, ((0, 0),), 0)) == ["cell r1c1 holds 0, not a block size (1 or more)"]
    assert puzzle.violations([[1] * 5] * 6) == ["the answer is not 6x6"]
    with pytest.raises(ValueError, match="r1c1 holds 1.5"):
        puzzle.violations(changed(ANSWER, ((0, 0),), 1.5))


def brute_blocks(grid) -> bool:
    """The rule read plainly: flood each cell's area of equal numbers and compare its size with the number."""
    rows, cols = len(grid), len(grid[0])
    for r0, c0 in itertools.product(range(rows), range(cols)):
        seen, todo = {(r0, c0)}, [(r0, c0)]
        while todo:
            r, c = todo.pop()
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= y < rows and 0 <= x < cols and (y, x) not in seen and grid[y][x] == grid[r0][c0]:
                    seen.add((y, x))
                    todo.append((y, x))
        if len(seen) != grid[r0][c0]:
            return False
    return True


def enumerate_blocks(rows, cols, givens, grow):
    from ortools.sat.python import cp_model

    model = RuleModel()
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def neighbours(cell):
        r, c = cell
        return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]

    numbers, bits = sized_blocks(model, cells, neighbours, rows * cols, givens=givens, grow=grow)
    assert all(len(b) == bits_needed(rows * cols) for b in bits.values())
    found = set()
    literals = [b for cell in cells for b in bits[cell]]
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    while solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):  # each answer once: the bits block it
        found.add(tuple(solver.value(numbers[cell]) for cell in cells))
        model.add_bool_or([~b if solver.value(b) else b for b in literals])
    return found


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("rows,cols,givens", [(2, 2, {}), (1, 5, {}), (2, 3, {}), (1, 4, {(0, 0): 1}),
                                              (2, 3, {(1, 1): 3}), (1, 5, {(0, 0): 2, (0, 4): 3})])
def test_the_vocabularys_sized_blocks_are_the_brute_force_reading(rows, cols, givens):
    """sized_blocks alone in CP-SAT, with and without the givens' grown blocks: its answers are exactly the grids of
    numbers 1 to rows*cols a plain reading of the rule accepts (with the givens)."""
    n = rows * cols
    want = {values for values in itertools.product(range(1, n + 1), repeat=n)
            if all(values[r * cols + c] == v for (r, c), v in givens.items())
            and brute_blocks([values[r * cols:(r + 1) * cols] for r in range(rows)])}
    assert 0 < len(want)
    assert enumerate_blocks(rows, cols, givens, False) == want
    if givens:
        assert enumerate_blocks(rows, cols, givens, True) == want


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    cells = [(0, 0), (0, 1)]

    def neighbours(cell):
        return [(0, 1 - cell[1])]

    sized_blocks(model, cells, neighbours, 2, givens={(0, 0): 2})
    assert [r["rule"] for r in model.stats()["rules"]] == [
        "one number per cell (its bits beside it)", "each block of equal numbers is as large as its number",
        "a given's block lies within its number's reach (implied)"]
    with pytest.raises(ValueError, match="the given 3 at \\(0, 0\\) is not a number from 1 to 2"):
        sized_blocks(model, cells, neighbours, 2, givens={(0, 0): 3})
    with pytest.raises(ValueError, match="most must be 1 or more, got 0"):
        sized_blocks(model, cells, neighbours, 0)
    assert callable(given_blocks)


def test_the_model_states_its_rules():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one number per cell (its bits beside it)",
                     "each block of equal numbers is as large as its number (givens kept)",
                     "a given's block lies within its number's reach (implied)"]


def test_one_cell_and_one_line_boards():
    assert KIND.parse("fillomino\n.\n").uniqueness().grid == [[1]]
    assert KIND.parse("fillomino\n?\n").uniqueness().grid == [[1]]
    line = KIND.parse("fillomino\n. . .\n").count()  # 3 3 3, 1 2 2, 2 2 1
    assert (line.count, line.complete) == (3, True)
    assert KIND.parse("fillomino\n1 1\n").solve().status is Status.INFEASIBLE
    assert KIND.parse("fillomino\n2 .\n. .\n").solve().status is Status.INFEASIBLE  # the other two cells: no block


def test_free_cells_are_those_no_given_can_reach():
    """The cells farther than its number less 1 steps from every given: they send the model to its
    smallest-number-first search; no published puzzle has one (their search is CP-SAT's own, as measured)."""
    assert KIND.parse("fillomino\n. . . .\n").free_cells() == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert KIND.parse("fillomino\n2 . . .\n. . . 1\n").free_cells() == [(0, 2), (0, 3), (1, 1), (1, 2)]
    assert KIND.parse("fillomino\n2 . . .\n. . . 1\n? . . .\n").free_cells() == [(0, 2), (0, 3), (1, 1), (1, 2), (2, 0),
                                                                                 (2, 1), (2, 2), (2, 3)]
    for record in RECORDS:
        assert KIND.parse(record["url"]).free_cells() == []


def search_of(puzzle):
    model = KIND.model(puzzle, Task(), {})
    return [(len(s.variables) + len(s.exprs), s.variable_selection_strategy, s.domain_reduction_strategy)
            for s in model.proto.search_strategy]


def test_a_board_with_free_cells_searches_the_smallest_number_first_and_others_as_cp_sat_does():
    from ortools.sat.python import cp_model

    assert search_of(KIND.parse("fillomino\n. . .\n. . .\n")) == [(6, cp_model.CHOOSE_FIRST,
                                                                    cp_model.SELECT_MIN_VALUE)]
    assert search_of(KIND.parse(PZPRJS)) == []
    from gridsat.core.options import SolverOptions

    free, _ = KIND.cpsat_session(KIND.parse("fillomino\n. .\n"), "cpsat", SolverOptions())
    given, _ = KIND.cpsat_session(KIND.parse(PZPRJS), "cpsat", SolverOptions())
    assert free.defaults == {"num_workers": 1, "linearization_level": 2, "search_branching": "FIXED_SEARCH"}
    assert given.defaults == {"num_workers": 1, "linearization_level": 2}


@pytest.mark.parametrize("text, givens", [
    ("\n".join([". " * 7 + "."] * 8), {}),  # an empty 8x8: 26 s of CPU before (CP-SAT's own order)
    ("\n".join(". . . . . . . .".replace(". . . ", ". . 3 ", 1) if r == 1 else
               ". . . . . 5 . ." if r == 4 else ". 2 . . . . . ." if r == 6 else ". . . . . . . ." for r in range(8)),
     {(1, 2): 3, (4, 5): 5, (6, 1): 2}),  # three givens: the same
])
def test_near_empty_boards_are_solved_and_checked(text, givens):
    puzzle = KIND.parse("fillomino\n" + text + "\n")
    result = puzzle.solve()
    assert result.status is Status.SOLVED and puzzle.violations(result.grid) == []
    assert all(result.grid[r][c] == v for (r, c), v in givens.items())
    second = puzzle.uniqueness()
    assert second.uniqueness is Uniqueness.NOT_UNIQUE and second.second != second.grid
    assert puzzle.violations(second.second) == []


def sparse_board(n, givens):
    return KIND.parse("fillomino\n" + "\n".join(" ".join(str(givens.get((r, c), ".")) for c in range(n))
                                                for r in range(n)) + "\n")


def test_the_greedy_fill_grows_the_givens_then_the_smallest_blocks_that_fit():
    from gridsat.puzzles.fillomino.fill import fill_once, greedy_fill

    line = KIND.parse("fillomino\n. . . .\n")
    assert greedy_fill(line.cells(), line.neighbours, {}) == {(0, 0): 1, (0, 1): 2, (0, 2): 2, (0, 3): 1}
    assert KIND.parse("fillomino\n. . 3 . .\n").first_fill() == [[1, 3, 3, 3, 1]]
    # 1 2 1 over 2 2 .. -- r2c1, boxed in, no size fits: it widens the 2 beside it into a 3 (widening the 1 above
    # would make a 2 beside the 2); r2c3 then widens the 1 above into a 2
    two = KIND.parse("fillomino\n. . .\n. . .\n")
    assert fill_once(two.cells(), two.neighbours, {}) == {(0, 0): 1, (0, 1): 3, (1, 1): 3, (1, 0): 3, (0, 2): 2,
                                                          (1, 2): 2}
    # on a 3x3 the neighbours' own order gets stuck; a shuffled order's fill is the answer
    three = KIND.parse("fillomino\n. . .\n. . .\n. . .\n")
    assert fill_once(three.cells(), three.neighbours, {}) is None
    assert three.first_fill() == [[1, 2, 2], [2, 1, 3], [2, 3, 3]] and three.violations(three.first_fill()) == []
    # no answer, no fill: the 2's block leaves two cells side by side that no size fits
    assert KIND.parse("fillomino\n2 .\n. .\n").first_fill() is None


@pytest.mark.parametrize("n", range(6, 16))
def test_the_greedy_fill_answers_sparse_boards_and_the_checker_accepts_it(n):
    for givens in ({}, {(0, 2): 3}, {(1, 2): 3, (n // 2, n - 3): 5, (n - 2, 1): 2}):
        grid = sparse_board(n, givens).first_fill()
        assert grid is not None and sparse_board(n, givens).violations(grid) == []
        assert all(grid[r][c] == v for (r, c), v in givens.items())


def test_the_fills_are_hints_on_every_number_of_boards_with_free_cells_only():
    puzzle = KIND.parse("fillomino\n" + ". . . .\n" * 4)
    model = KIND.model(puzzle, Task(), {})
    hint = dict(zip(model.proto.solution_hint.vars, model.proto.solution_hint.values))
    strategy = model.proto.search_strategy[0]  # the cells' numbers, in reading order
    numbers = list(strategy.variables) or [e.vars[0] for e in strategy.exprs]
    assert len(hint) == 16 and [hint[v] for v in numbers] == [1, 2, 1, 2, 3, 2, 5, 2, 3, 3, 5, 5, 1, 5, 5, 1]
    assert len(KIND.model(KIND.parse(PZPRJS), Task(), {}).proto.solution_hint.vars) == 0
    from gridsat.core.options import SolverOptions

    session, _ = KIND.cpsat_session(puzzle, "cpsat", SolverOptions())
    assert "fix_variables_to_their_hinted_value" not in session.defaults
    first, second = ([value for _, value in hint] for hint in session.hints)  # a second answer for the second solve
    assert first == [1, 2, 1, 2, 3, 2, 5, 2, 3, 3, 5, 5, 1, 5, 5, 1]
    assert second == [1, 2, 1, 2, 3, 2, 3, 2, 3, 1, 3, 3, 3, 2, 2, 1]
    assert puzzle.violations([second[k:k + 4] for k in range(0, 16, 4)]) == []
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []


def test_a_single_given_on_an_empty_8x8_is_solved_checked_and_not_unique():
    """Unknown after 28 s of CPU with the smallest-number order alone; the greedy fill's hint answers at once."""
    puzzle = sparse_board(8, {(0, 2): 3})
    result = puzzle.solve()
    assert result.status is Status.SOLVED and puzzle.violations(result.grid) == [] and result.grid[0][2] == 3
    second = puzzle.uniqueness()
    assert second.uniqueness is Uniqueness.NOT_UNIQUE and second.second != second.grid
    assert puzzle.violations(second.grid) == puzzle.violations(second.second) == []


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("fillomino\n2 . . . .\n")  # 2 2 3 3 3 and 2 2 1 2 2
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []
    counted = puzzle.count()
    assert (counted.count, counted.complete) == (brute_count(puzzle), True) == (2, True)


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("fillomino\n2 .\n. .\n").uniqueness()  # the two cells beside the 2s: no block
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "t.txt").write_text("fillomino\n1 1 .\n. . .\n")
    code, out, _ = run_cli("fillomino", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == ("the givens 1 at r1c1 and 1 at r1c2 cannot all hold, even with every other given taken "
                             "away (take one of these away too and an answer exists)")


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    forced = KIND.parse(RECORDS[1]["url"]).forced()
    assert forced.complete and forced.forced == grid_of(RECORDS[1]["answer"])


def test_forced_cells_of_several_answers_leave_the_differing_cells_out():
    forced = KIND.parse("fillomino\n. . .\n").forced()  # 1 2 2, 2 2 1, 3 3 3: no cell the same in all three
    assert forced.complete and forced.forced == [[None, None, None]]
    forced = KIND.parse("fillomino\n1 . . . .\n").forced()  # 1 3 3 3 1 or 1 4 4 4 4
    assert forced.complete and forced.forced == [[1, None, None, None, None]]
    assert KIND.parse("fillomino\n. 1\n. .\n").forced().forced == [[3, 1], [3, 3]]  # its one answer


def random_board(seed):
    """A board of 4 or 5 cells (2x2, 1x4, 1x5, 5x1), one to three cells given numbers from 1 to 4."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 2), (1, 4), (1, 5), (5, 1)])
    clues = [["."] * cols for _ in range(rows)]
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.choice([1, 2, 3])):
        clues[r][c] = str(rng.randint(1, 4))
    return KIND.parse("fillomino\n" + "".join(" ".join(row) + "\n" for row in clues))


def brute_count(puzzle) -> int:
    """Every grid of numbers 1 to the board's cells the independent checker accepts."""
    rows, cols, n = puzzle.rows, puzzle.cols, puzzle.rows * puzzle.cols
    return sum(not puzzle.violations([list(values[r * cols:(r + 1) * cols]) for r in range(rows)])
               for values in itertools.product(range(1, n + 1), repeat=n))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    return brute_count(random_board(seed))


SEEDS = (0, 1, 2, 3, 4, 5, 6, 7)


@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert KIND.parse("http://pzv.jp/p.html?fillomino_edit/6/6/h4j53g2k5233k2g14j3h").to_url() == PZPRJS


def test_open_borders_are_read_and_not_written():
    """puzz.link writes borders only when one is set; all open, they change nothing."""
    assert KIND.parse(PZPRJS + "000000000000").to_url() == PZPRJS


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[1:3] == [". . 4 . . .", ". 5 3 . 2 ."]


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "g00000000000", "Fillomino: the URL gives borders (1 border, the first right of r1c1): "
     "puzz.link's Fillomino variant with given borders, which gridsat does not solve"),
    (PZPRJS + "00000000000000", "Fillomino: URL body has 2 characters after the board (from character 33: '00'); "
     "remove them"),
    ("https://puzz.link/p?fillomino/t/3/3/12g2", "Fillomino: URL flag 't': puzz.link's Fillomino variant where no "
     "block has more than 3 cells, which gridsat does not solve"),
    ("https://puzz.link/p?fillomino/2/2/!", "Fillomino: URL body character 1 ('!'): not a number, '.', or a run of "
     "empty cells g-z"),
    ("fillomino\n0 .\n", "t.txt: row 1, column 1: clue 0 is not a block size (a block has 1 cell or more); an empty "
     "cell is '.' in a text grid, null in JSON"),
    ("fillomino\n5 .\n", "t.txt: row 1, column 1: clue 5 is larger than the board (2 cells)"),
    ("fillomino\nx .\n", "t.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("fillomino", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:3] == ["┌─────┬───────────┐", "│5  5 │4  4  4  4 │", "│     ├──┬─────┬──┤"]


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("fillomino", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = [r["rule"] for r in json.loads(out)["model"]["rules"]]
    assert rules == ["one number per cell (its bits beside it)",
                     "each block of equal numbers is as large as its number (givens kept)",
                     "a given's block lies within its number's reach (implied)"]


def test_the_web_solves_it_and_offers_its_play_card(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["fillomino"]["play_card"] and kinds["fillomino"]["explains"]
    solved = api_client.post("/api/solve", json={"kind": "fillomino", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == ANSWER and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "fillomino", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("fillomino", "solved", True)] * 3


@pytest.mark.slow  # a browser: 5-20 s; the API test above keeps the page's data in the default run
def test_the_general_page_solves_a_pasted_fillomino_and_draws_it(live_server, browser, tmp_path):
    """The general page (headless Chromium): a pasted puzz.link URL recognised, solved, its picture drawn, and the
    play card offered (hints since feature 110e)."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, picture_appears, wait_for

    open_page(browser, live_server + "/puzzle/fillomino")
    by_id(browser, "puzzle").send_keys(PZPRJS)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 90)
    assert by_id(browser, "verdict").text.startswith("Solved")
    assert picture_appears(browser)
    assert [e for e in browser.find_elements("css selector", "#play-start") if e.is_displayed()]
    browser.save_screenshot(str(os.environ.get("FILLOMINO_SCREENSHOT", tmp_path / "page.png")))
