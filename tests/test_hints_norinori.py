"""Norinori hints (pass 86) on its published puzzles (tests/data/genres/norinori.json, sources per record): every
step agrees with the published answer, the steps replay to it, each step follows from its premises alone, a
position with a mistake gets it named with the rule it breaks, and the command line and ``/api/hint`` hint and
grade it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from shading_steps import assert_replays, published_record
from gridsat.puzzles.norinori import deductions as logic

DATA = Path(__file__).parent / "data" / "genres" / "norinori.json"
RECORDS = {r["name"]: r for r in json.loads(DATA.read_text())}
KIND = gridsat.kinds.get("norinori")
SMALL = "cspuz_rs-test-6x6"
# name: (steps, grade, trials, guesses), measured; the five janko boards from 23x33 to 36x54 step for longer
# (their counts are in the pass-86 report, checked by a script).
PUBLISHED = {
    "pzprjs-test-5x5": (13, "easy", 0, 0),
    "cspuz_rs-test-6x6": (22, "hard", 1, 0),
    "janko-norinori-1_10x10": (53, "easy", 0, 0),
}


def published(name):
    return published_record(KIND, RECORDS[name])


@pytest.mark.parametrize("name", list(PUBLISHED))
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert_replays(out, KIND, logic, puzzle, answer, PUBLISHED[name], plain_chain=True)


def test_the_steps_of_the_six_by_six_say_their_rules_and_cells():
    puzzle, _ = published(SMALL)
    steps = KIND.hints(puzzle).steps
    assert [s.rule for s in steps[:6]] == ["region_left", "domino_done", "region_left", "two_beside", "partner",
                                           "domino_done"]
    first, second = steps[0], steps[1]
    assert first.sentence == ("r1c2, r1c3 are shaded: the region at r1c2 needs 2 more shaded cells and only these "
                              "are undecided")
    assert first.decided == {(0, 1): SHADED, (0, 2): SHADED} and first.premises == []
    assert second.sentence == ("r1c1, r1c4, r2c2, r2c3 are unshaded: r1c2 and r1c3 form a domino, and dominoes "
                               "never touch")
    assert second.decided == dict.fromkeys([(0, 0), (0, 3), (1, 1), (1, 2)], UNSHADED)
    assert second.premises == [(0, 1), (0, 2)]
    assert steps[3].sentence == ("r3c4 is unshaded: it touches 2 shaded cells (r2c4, r3c3); shaded, it would have "
                                 "more than one shaded neighbour")
    placed = next(s for s in steps if s.rule == "placements" and SHADED in s.decided.values())
    assert placed.sentence == ("r5c3, r6c5 are shaded: of the ways to shade the 2 cells the region at r5c3 still "
                               "needs, the one way that breaks no rule around it at once shades them")
    trial, = [s for s in steps if s.depth == 1]
    assert trial.sentence == ("r5c2 is unshaded: if it were shaded, then r6c2, r6c3 are unshaded, and the region at "
                              "r6c1 would hold 1 shaded cell at most, not 2")
    assert trial.level == 1 and grade(steps)["grade"] == "hard"


def test_a_position_with_a_mistake_names_the_rule_it_breaks():
    puzzle, answer = published(SMALL)
    start = [[0] * 6 for _ in range(6)]
    start[0][1:4] = [SHADED, SHADED, SHADED]  # a line of three: r1c3 has two shaded neighbours
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(0, 3)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r1c4 differs from the puzzle's only answer; as it stands, "
                            "the shaded r1c3 has 2 shaded neighbours (r1c2, r1c4)")
    start = [[0] * 6 for _ in range(6)]
    start[0][0] = SHADED
    assert refusal(KIND.hints(puzzle, start=start)) == ("the position has a mistake: r1c1 differs from the puzzle's "
                                                        "only answer")


def test_a_half_done_position_goes_on_from_where_it_stands():
    puzzle, answer = published(SMALL)
    start = KIND.read_position("1 2 2 1 0 0\n1 1 1 2 2 0\n", puzzle) + [[0] * 6 for _ in range(4)]
    step, = KIND.hints(puzzle, start=start, first=True).steps
    assert (step.rule, step.decided) == ("region_left", {(2, 2): SHADED})
    assert step.premises == [(0, 3), (1, 2), (1, 3)]
    out = KIND.hints(puzzle, start=start)
    assert out.solved and out.grid == answer


def test_each_rule_breaks_as_contradiction_says():
    puzzle, _ = published("pzprjs-test-5x5")
    board = Board(puzzle)

    def said(shaded, unshaded=()):
        grid = logic.givens(board)
        for i in shaded:
            grid[i] = SHADED
        for i in unshaded:
            grid[i] = UNSHADED
        return logic.contradiction(State(board, grid))

    assert said([12], [7, 11, 13, 17]) == (
        "the shaded r3c3 would have no shaded neighbour (its neighbours are unshaded)", [12, 7, 13, 17, 11])
    assert said([12, 7, 11]) == ("the shaded r3c3 would have 2 shaded neighbours (r2c3, r3c2)", [12, 7, 11])
    assert said([0], [1]) == ("the region at r1c1 would hold 1 shaded cell at most, not 2", [0, 1])
    assert said([2, 6, 7]) == ("the region at r1c3 would hold 3 shaded cells (r1c3, r2c2, r2c3), not 2", [2, 6, 7])
    assert said([0, 1]) is None


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in logic.RULES}
    assert words["domino_done"] == ("the other neighbours of a finished domino (two shaded cells side by side) are "
                                    "unshaded, dominoes never touch")


def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS[SMALL]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: region_left): r1c2, r1c3 are shaded: ")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))  # (a PNG is the same figure)
    assert code == 0 and "solved in 22 steps (1 trial, 0 guesses); grade: hard" in out
    assert b"<svg" in (tmp_path / "h.svg").read_bytes()
    code, out, _ = run_cli("hint", url, "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "norinori" and data["steps"][0]["rule"] == "region_left"
    assert data["steps"][0]["decided"] == [{"cell": [0, 1], "value": SHADED}, {"cell": [0, 2], "value": SHADED}]
    position = tmp_path / "p.txt"
    position.write_text("? # # # ? ?\n" + "? ? ? ? ? ?\n" * 5)
    code, out, _ = run_cli("hint", url, "--position", str(position))
    assert code == 0 and out.startswith("the position has a mistake: r1c4 differs from the puzzle's only answer; "
                                        "as it stands, the shaded r1c3 has 2 shaded neighbours (r1c2, r1c4)")
    code, out, _ = run_cli("grade", RECORDS["janko-norinori-1_10x10"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "easy"


def test_the_web_pages_hint_button(api_client):
    url = RECORDS[SMALL]["url"]
    response = api_client.post("/api/hint", json={"kind": "norinori", "puzzle": url})
    data = response.json()
    assert response.status_code == 200 and data["refusal"] is None
    assert data["steps"][0]["rule"] == "region_left" and data["values"] == ["unshaded", "shaded"]
    position = [[0, SHADED, SHADED, SHADED, 0, 0]] + [[0] * 6 for _ in range(5)]
    data = api_client.post("/api/hint", json={"kind": "norinori", "puzzle": url, "position": position}).json()
    assert data["steps"] == [] and data["mistakes"] == [[0, 3]]
    data = api_client.post("/api/hint", json={"kind": "norinori", "puzzle": url, "steps": True}).json()
    assert data["solved"] and data["grade"]["steps"] == 22


def test_a_short_trials_look_ahead_never_runs_placements():
    # (pass 86) explain_trial(upto=1) ran the level-2 placements on every cell it tried and dropped its steps: on a
    # 23x33 board that was most of the trials' time
    from gridsat.puzzles.grid.hinting import apply
    from gridsat.puzzles.grid.stepping import next_rules

    puzzle, _ = published(SMALL)
    board = Board(puzzle)
    state = State(board, logic.givens(board))
    apply(state, KIND.hints(puzzle).steps[:11])  # up to the first step only placements takes
    assert {s.rule for s in next_rules(logic, state)} == {"placements"}
    assert next_rules(logic, state, upto=1) == []
