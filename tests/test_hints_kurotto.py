"""Kurotto hints: every rule's step true in every answer, the answers found by brute force over the rules (every
shading of a board up to 4x4, never the solver), from the givens and from positions with cells decided; a
contradiction only where no answer fits; the published puzzles (tests/data/genres/kurotto.json, sources per record)
replayed to their answers, each step found again from its premises; the words, the command line and ``/api/hint``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.kurotto import deductions as logic
from shading_steps import assert_follows, assert_replays, published_record

DATA = Path(__file__).parent / "data" / "genres" / "kurotto.json"
RECORDS = {r["name"]: r for r in json.loads(DATA.read_text())}
KIND = gridsat.kinds.get("kurotto")
SMALL = "pzprjs-kurotto-5x5"


def _totals(rows, cols, mask):
    """``{cell: total}``: per cell, the cells of the shaded groups (bits of ``mask``) beside it, each group once --
    the rule read from a shading, by a flood fill of its own."""
    group, sizes = {}, []
    for start in range(rows * cols):
        if mask >> start & 1 and start not in group:
            todo, group[start], size = [start], len(sizes), 0
            while todo:
                i = todo.pop()
                size += 1
                r, c = divmod(i, cols)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    j = rr * cols + cc
                    if 0 <= rr < rows and 0 <= cc < cols and mask >> j & 1 and j not in group:
                        group[j] = group[start]
                        todo.append(j)
            sizes.append(size)
    out = {}
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        near = {group[rr * cols + cc] for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                if 0 <= rr < rows and 0 <= cc < cols and (rr * cols + cc) in group}
        out[i] = sum(sizes[g] for g in near)
    return out


def _answers(clues):
    """Every shading (a bit mask, bit ``r * cols + c``) of ``clues`` the rules accept: circles unshaded, each number
    the total of the groups touching it."""
    rows, cols = len(clues), len(clues[0])
    circles = [(r * cols + c, clues[r][c]) for r in range(rows) for c in range(cols) if clues[r][c] is not None]
    out = []
    for mask in range(1 << rows * cols):
        if any(mask >> i & 1 for i, _ in circles):
            continue
        totals = _totals(rows, cols, mask)
        if all(v == "?" or totals[i] == v for i, v in circles):
            out.append(mask)
    return out


def _boards(count, seed, sizes=((3, 3), (3, 4), (4, 4))):
    """Random boards read from random shadings (each circle's number its total, some left ``?`` or taken away)."""
    rng, out = random.Random(seed), []
    while len(out) < count:
        rows, cols = rng.choice(sizes)
        mask = sum(1 << i for i in range(rows * cols) if rng.random() < 0.4)
        totals = _totals(rows, cols, mask)
        clues = [[None] * cols for _ in range(rows)]
        for i in range(rows * cols):
            if not mask >> i & 1 and rng.random() < 0.7:
                clues[i // cols][i % cols] = "?" if rng.random() < 0.1 else totals[i]
        out.append(clues)
    return out


def _puzzle(clues):
    return KIND.parse(json.dumps({"kind": "kurotto", "rows": len(clues), "cols": len(clues[0]), "clues": clues}))


def _value(mask, i):
    return SHADED if mask >> i & 1 else UNSHADED


SMALL_SIZES, FOUR = ((2, 3), (3, 3), (3, 4)), ((4, 4),)


@pytest.mark.parametrize("seed, sizes", [(seed, SMALL_SIZES) for seed in range(4)]
                         + [pytest.param(seed, FOUR, marks=pytest.mark.slow) for seed in range(3)])
def test_every_step_holds_in_every_answer_from_the_givens_and_from_decided_cells(seed, sizes):
    rng, looked = random.Random(seed), 0
    for clues in _boards(6, seed, sizes):
        answers = _answers(clues)
        board = Board(_puzzle(clues))
        for _ in range(4):
            grid = logic.givens(board)
            if answers and rng.random() < 0.8:  # some cells decided as one answer has them
                mask = rng.choice(answers)
                for i in rng.sample(range(board.n), rng.randrange(board.n)):
                    grid[i] = grid[i] or _value(mask, i)
            fit = [m for m in answers if all(not v or v == _value(m, i) for i, v in enumerate(grid))]
            state = State(board, grid)
            broken = logic.contradiction(state)
            if fit:
                assert broken is None, (clues, grid, broken)
            elif broken is not None:
                continue
            for rule in logic.RULES:
                for step in rule(state):
                    looked += 1
                    for (r, c), v in step.decided.items():
                        assert all(_value(m, r * board.cols + c) == v for m in fit), (clues, grid, step.sentence)
            scope = logic.nearby(board, [i for i, v in enumerate(grid) if v])
            assert logic.contradiction(state, scope) == broken or broken is None
    assert looked


ONE_ANSWER = [c for c in _boards(40, 121, SMALL_SIZES) if len(_answers(c)) == 1][:6]


@pytest.mark.parametrize("clues", [c if k < 2 else pytest.param(c, marks=pytest.mark.slow)
                                   for k, c in enumerate(ONE_ANSWER)])
def test_the_hints_of_a_board_with_one_answer_reach_it_each_step_from_its_premises(clues):
    puzzle, (mask,) = _puzzle(clues), _answers(clues)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.solved
    answer = [[_value(mask, r * puzzle.cols + c) for c in range(puzzle.cols)] for r in range(puzzle.rows)]
    assert out.grid == answer
    from shading_steps import premise_state

    for step in out.steps:
        if step.rule == "guess":  # (the solver's proof backs it: no premises to derive it from)
            continue
        assert_follows(logic, puzzle, step, premise_state(logic, puzzle, step, answer))


# name: (steps, grade, trials, guesses), measured
PUBLISHED = {
    "pzprjs-kurotto-5x5": (15, "medium", 0, 0),
    "janko-kurotto-101_8x8": (35, "hard", 2, 0),
    "janko-kurotto-01_10x10": (63, "hard", 7, 0),
    "janko-kurotto-02_10x10": (57, "hard", 9, 0),
    "janko-kurotto-110_11x11": (66, "expert", 6, 0),
    "janko-kurotto-105_16x16": (148, "expert", 39, 0),  # (95 s when its trials read every number; 12-20 s now)
}
SLOW = {"janko-kurotto-01_10x10", "janko-kurotto-02_10x10", "janko-kurotto-110_11x11", "janko-kurotto-105_16x16"}


def published(name):
    return published_record(KIND, RECORDS[name])


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in PUBLISHED])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    assert_replays(KIND.hints(puzzle), KIND, logic, puzzle, answer, PUBLISHED[name])


def test_the_steps_of_the_five_by_five_say_their_rules_and_cells():
    steps = KIND.hints(published(SMALL)[0]).steps
    assert [s.rule for s in steps[:3]] == ["zero", "zero", "needs_cell"]
    assert steps[0].sentence == "r1c3, r2c2 are unshaded: the 0 at r1c2 touches no shaded cell"
    assert steps[0].decided == {(0, 2): UNSHADED, (1, 1): UNSHADED} and steps[0].premises == [(0, 1)]
    assert steps[2].sentence == ("r2c1 is shaded: unshaded, it would leave the 3 at r1c1 no cell not unshaded around "
                                 "its circle, fewer than its 3")
    assert steps[4].sentence == ("r3c2 is shaded: unshaded, it would leave the 3 at r1c1 2 cells not unshaded around "
                                 "its circle (r2c1, r3c1), fewer than its 3")
    reach = next(s for s in steps if s.rule == "reached")
    assert reach.sentence == ("r4c2 is unshaded: the shaded groups touching the 3 at r1c1 already hold 3 cells (r2c1, "
                              "r3c1, r3c2), and a cell shaded beside them or the circle would add one")
    assert {s.rule for s in steps} == {"zero", "reached", "needs_all", "needs_cell"}
    assert grade(steps)["grade"] == "medium"


def _state(puzzle, shaded=(), unshaded=()):
    board = Board(puzzle)
    grid = logic.givens(board)
    for r, c in shaded:
        grid[r * board.cols + c] = SHADED
    for r, c in unshaded:
        grid[r * board.cols + c] = UNSHADED
    return State(board, grid)


def test_each_rule_says_its_reason():
    puzzle = _puzzle([[3, None, None], [None, None, 1], [None, None, None]])
    reached, = logic.reached(_state(puzzle, shaded=[(1, 1)]))
    assert reached.sentence == ("r1c2, r1c3, r2c1, r3c2 and 1 more are unshaded: the shaded groups touching the 1 at r2c3 already hold "
                                "1 cell (r2c2), and a cell shaded beside them or the circle would add one")
    joins = {s.sentence for s in logic.joins_past(_state(puzzle, shaded=[(0, 1)], unshaded=[(1, 0)]))}
    assert ("r2c2 is unshaded: shaded, it would join r1c2 into the groups touching the 1 at r2c3, 2 cells in all, "
            "more than its 1") in joins
    needs, one = logic.needs_all(_state(puzzle, unshaded=[(0, 2), (1, 1), (2, 1)]))
    assert one.sentence == ("r3c3 is shaded: the 1 at r2c3 needs 1 cell, and the cells not unshaded around its circle "
                            "are just 1 (r3c3)")
    assert needs.sentence == ("r1c2, r2c1, r3c1 are shaded: the 3 at r1c1 needs 3 cells, and the cells not unshaded "
                              "around its circle are just 3 (r1c2, r2c1, r3c1)")
    cells = logic.needs_cell(_state(puzzle, unshaded=[(0, 1), (1, 1)]))
    cell = next(s for s in cells if (1, 0) in s.decided)
    assert cell.sentence == ("r2c1 is shaded: unshaded, it would leave the 3 at r1c1 no cell not unshaded around its "
                             "circle, fewer than its 3") and cell.decided == {(1, 0): SHADED}


def test_contradictions_say_which_number_breaks():
    puzzle = _puzzle([[3, None, None], [None, None, 1], [None, None, None]])
    assert logic.contradiction(_state(puzzle, shaded=[(1, 1), (2, 2)])) == (
        "the 1 at r2c3 would have 2 cells in the shaded groups touching it, more than its 1", [5, 4, 8])
    assert logic.contradiction(_state(puzzle, unshaded=[(0, 1), (1, 0)])) == (
        "the 3 at r1c1 would have no cell not unshaded around its circle, fewer than its 3", [0, 1, 3])
    assert logic.contradiction(_state(puzzle, unshaded=[(0, 2), (1, 1), (2, 0)])) == (
        "the 3 at r1c1 would have at most 2 cells not unshaded around its circle, fewer than its 3", [0, 2, 4, 6])
    assert logic.contradiction(_state(puzzle, shaded=[(0, 1)])) is None


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in logic.RULES}
    assert words["zero"] == "a 0's neighbours are unshaded"


def test_a_position_with_a_mistake_names_the_rule_it_breaks():
    puzzle, _ = published(SMALL)
    start = [[0] * 5 for _ in range(5)]
    start[1][1] = SHADED  # beside the 0 at r1c2
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(1, 1)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r2c2 differs from the puzzle's only answer; as it stands, "
                            "the 0 at r1c2 has 1 cell in the shaded groups touching it, more than its 0")


@pytest.mark.slow  # (three whole commands: seconds on a loaded machine)
def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS[SMALL]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: zero): r1c3, r2c2 are unshaded: ")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))
    assert code == 0 and "solved in 15 steps (0 trials, 0 guesses); grade: medium" in out
    assert b"<svg" in (tmp_path / "h.svg").read_bytes()
    code, out, _ = run_cli("grade", url, "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"


def test_the_web_pages_hint_button(api_client):
    url = RECORDS[SMALL]["url"]
    data = api_client.post("/api/hint", json={"kind": "kurotto", "puzzle": url}).json()
    assert data["refusal"] is None and data["steps"][0]["rule"] == "zero"
    assert data["values"] == ["unshaded", "shaded"]
    data = api_client.post("/api/hint", json={"kind": "kurotto", "puzzle": url, "steps": True}).json()
    assert data["solved"] and data["grade"]["steps"] == 15
