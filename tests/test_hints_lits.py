"""LITS hints (feature 88) on its published puzzles (tests/data/genres/lits.json, sources per record): every step
agrees with the published answer, the steps replay to it, each step follows from its premises alone, a position
with a mistake gets it named with the rule it breaks, and the command line and ``/api/hint`` hint and grade it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.lits import deductions as logic
from shading_steps import assert_replays, published_record

DATA = Path(__file__).parent / "data" / "genres" / "lits.json"
RECORDS = {r["name"]: r for r in json.loads(DATA.read_text())}
KIND = gridsat.kinds.get("lits")
SMALL = "janko-lits-1_6x7"
# name: (steps, grade, trials, guesses), measured; the five janko boards from 20x40 to 40x57 step for longer
# (their counts are in the feature-88 report, checked by a script).
PUBLISHED = {
    "pzprjs-test-4x4": (10, "medium", 0, 0),
    "janko-lits-1_6x7": (25, "hard", 1, 0),
    "cspuz_rs-test-10x10": (66, "expert", 14, 0),
}


def published(name):
    return published_record(KIND, RECORDS[name])


@cache
def stepped(name):
    """The steps of a published board, stepped once for the tests that read them (the 10x10's trials take a second
    of CPU)."""
    return KIND.hints(published(name)[0])


@pytest.mark.parametrize("name", list(PUBLISHED))
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = stepped(name)
    assert_replays(out, KIND, logic, puzzle, answer, PUBLISHED[name])


def test_the_steps_of_the_six_by_seven_say_their_rules_and_cells():
    steps = stepped(SMALL).steps
    assert [s.rule for s in steps[:9]] == ["overlap"] * 5 + ["placements"] * 3 + ["trial"]
    first = steps[0]
    assert first.sentence == "r3c7 is shaded: all 4 tetrominoes that fit the region at r1c6 cover it"
    assert first.decided == {(2, 6): SHADED} and first.premises == []
    assert steps[5].sentence == (
        "r1c7, r2c7 are shaded: of the tetrominoes that fit the region at r1c6, the 2 that fill no 2x2 block, touch "
        "no finished tetromino of their shape and reach out of the region to join the others all cover them")
    assert steps[6].decided == {(4, 6): UNSHADED, (5, 6): UNSHADED}
    assert steps[8].sentence == ("r5c2 is unshaded: if it were shaded, no L, I, T or S tetromino would fit the "
                                 "region at r4c1 any more")
    assert steps[9].sentence == ("r3c1, r4c3 are shaded: the one tetromino that fits the region at r3c1 (over its "
                                 "shaded r3c2, r4c2, off its unshaded r5c2) covers them")
    assert steps[10].sentence == ("r4c1 is unshaded: no 2x2 block is all shaded (the other three cells of its block "
                                  "are)")


def test_the_ten_by_ten_uses_every_rule():
    steps = stepped("cspuz_rs-test-10x10").steps
    assert {s.rule for s in steps} == {r.__name__ for r in logic.RULES} | {"trial"}
    same = next(s for s in steps if s.rule == "same_shape")
    assert same.sentence == (
        "r2c1 is unshaded: it touches the L of the region at r2c3 (r2c3, r3c1, r3c2, r3c3), and every tetromino "
        "that fits the region at r1c1 (off its unshaded r2c2) through it is an L too; two tetrominoes of one shape "
        "never share an edge")
    unreachable = next(s for s in steps if s.rule == "unreachable")
    assert unreachable.sentence == ("r6c5, r6c6 are unshaded: no tetromino that fits the region at r1c8 (off its "
                                    "unshaded r5c6) covers them")
    connect = next(s for s in steps if s.rule == "connect")
    assert connect.sentence == ("r3c7 is shaded: the shaded cells are connected, and unshaded it would cut the "
                                "shaded r4c7 off from the shaded r1c5")


@pytest.mark.parametrize("shaded, said", [
    ([(0, 0), (0, 1), (1, 0), (1, 1)], "r2c2 differs from the puzzle's only answer; as it stands, the 2x2 block at "
                                       "r1c1 is all shaded"),
    ([(2, 1), (3, 1), (3, 2), (4, 1)], "r5c2 differs from the puzzle's only answer; as it stands, no L, I, T or S "
                                       "tetromino fits the region at r4c1 any more"),
])
def test_a_position_with_a_mistake_names_the_rule_it_breaks(shaded, said):
    puzzle, _ = published(SMALL)
    start = [[0] * 7 for _ in range(6)]
    for r, c in shaded:
        start[r][c] = SHADED
    out = KIND.hints(puzzle, start=start)
    assert out.steps == [] and refusal(out) == f"the position has a mistake: {said}"


def test_a_half_done_position_goes_on_from_where_it_stands():
    puzzle, answer = published(SMALL)
    start = KIND.read_position("2 2 2 1 1 0 0\n2 1 0 0 1 1 0\n", puzzle) + [[0] * 7 for _ in range(4)]
    out = KIND.hints(puzzle, start=start)
    assert out.solved and out.grid == answer and out.steps[0].rule == "overlap"


def test_each_rule_breaks_as_contradiction_says():
    puzzle, _ = published("pzprjs-test-4x4")  # regions AABB / AABC / ABBC / CCCC
    board = Board(puzzle)

    def said(shaded, unshaded=()):
        grid = logic.givens(board)
        for i in shaded:
            grid[i] = SHADED
        for i in unshaded:
            grid[i] = UNSHADED
        return logic.contradiction(State(board, grid))

    assert said([0, 1, 4, 5]) == ("the 2x2 block at r1c1 would be all shaded", [0, 1, 4, 5])
    assert said([0, 1, 4, 8, 2, 3, 6, 10]) == (
        "the L tetrominoes of the region at r1c1 and the region at r1c3 would share an edge", [0, 1, 4, 8, 2, 3, 6, 10])
    assert said([11, 12, 13, 14, 15]) == ("the region at r2c4 would hold 5 shaded cells, more than a tetromino's 4",
                                          [11, 12, 13, 14, 15])
    assert said([], [12, 13, 14, 15, 7, 11]) == ("no L, I, T or S tetromino would fit the region at r2c4 any more",
                                                 [7, 11, 12, 13, 14, 15])
    assert said([0], [1, 4, 5, 8]) == ("no L, I, T or S tetromino would fit the region at r1c1 any more",
                                       [0, 1, 4, 5, 8])
    # an L in the region at r1c1 leaves the region at r1c3 only Ls, each touching it
    assert said([0, 1, 4, 8]) == ("no L, I, T or S tetromino would fit the region at r1c3 any more", [0, 1, 4, 8])
    assert said([0, 4, 5, 8]) is None  # (its T, as the answer has it)


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in logic.RULES}
    assert words["no_2x2"] == "three shaded cells of a 2x2 block make the fourth unshaded"


def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS[SMALL]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: overlap): r3c7 is shaded: ")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))
    assert code == 0 and "solved in 25 steps (1 trial, 0 guesses); grade: hard" in out
    assert b"<svg" in (tmp_path / "h.svg").read_bytes()
    code, out, _ = run_cli("hint", url, "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "lits" and data["steps"][0]["rule"] == "overlap"
    assert data["steps"][0]["decided"] == [{"cell": [2, 6], "value": SHADED}]
    position = tmp_path / "p.txt"
    position.write_text("# # ? ? ? ? ?\n# # ? ? ? ? ?\n" + "? ? ? ? ? ? ?\n" * 4)
    code, out, _ = run_cli("hint", url, "--position", str(position))
    assert code == 0 and out.startswith("the position has a mistake: r2c2 differs from the puzzle's only answer; "
                                        "as it stands, the 2x2 block at r1c1 is all shaded")
    code, out, _ = run_cli("grade", RECORDS["pzprjs-test-4x4"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"


def test_the_web_pages_hint_button(api_client):
    url = RECORDS[SMALL]["url"]
    response = api_client.post("/api/hint", json={"kind": "lits", "puzzle": url})
    data = response.json()
    assert response.status_code == 200 and data["refusal"] is None
    assert data["steps"][0]["rule"] == "overlap" and data["values"] == ["unshaded", "shaded"]
    position = [[SHADED, SHADED] + [0] * 5, [SHADED, SHADED] + [0] * 5] + [[0] * 7 for _ in range(4)]
    data = api_client.post("/api/hint", json={"kind": "lits", "puzzle": url, "position": position}).json()
    assert data["steps"] == [] and data["mistakes"] == [[1, 1]]
    data = api_client.post("/api/hint", json={"kind": "lits", "puzzle": url, "steps": True}).json()
    assert data["solved"] and data["grade"]["steps"] == 25


def test_a_short_trials_look_ahead_never_runs_placements():
    from gridsat.puzzles.grid.hinting import apply
    from gridsat.puzzles.grid.stepping import next_rules

    puzzle, _ = published(SMALL)
    board = Board(puzzle)
    state = State(board, logic.givens(board))
    apply(state, stepped(SMALL).steps[:5])  # the overlaps: then only placements decides a cell
    assert {s.rule for s in next_rules(logic, state)} == {"placements"}
    assert next_rules(logic, state, upto=1) == []
