"""Hints of Light Up (Akari) on its published puzzles (tests/data/genres/lightup.json, sources per record): the
steps' rules and cells, every step agreeing with the published answer and following from its premises alone, a
wrong position named by the rule it breaks, and the command line and the web app's ``/api/hint``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, other
from shading_steps import assert_replays, published_record
from gridsat.puzzles.lightup import deductions as logic

RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / "lightup.json").read_text())}
KIND = gridsat.kinds.get("lightup")
# name: (steps, grade, trials, guesses), measured; the larger boards are checked by a script (the report says so)
PUBLISHED = {
    "pzprjs-test-6x6": (12, "easy", 0, 0),
    "janko-akari-001-10x10": (28, "easy", 0, 0),
    "janko-akari-004-10x18": (54, "easy", 0, 0),
    "janko-akari-008-14x24": (87, "hard", 1, 0),
    "cspuz-test-10x10": (44, "hard", 10, 0),  # ten short trials: each 'if this cell held a bulb, ...'
}


def published(name):
    return published_record(KIND, RECORDS[name], "*")


@pytest.mark.parametrize("name", list(PUBLISHED))
def test_steps_reach_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert_replays(out, KIND, logic, puzzle, answer, PUBLISHED[name])


def test_the_steps_of_the_pzprjs_puzzle():
    puzzle, _ = published("pzprjs-test-6x6")
    steps = KIND.hints(puzzle).steps
    assert [s.rule for s in steps] == ["wall_full", "wall_needs"] + ["lit"] * 4 + ["wall_needs", "lit", "lit",
                                                                                  "wall_needs", "lit", "only_light"]
    first, second = steps[:2]
    assert first.sentence == "r3c2, r4c1, r4c3, r5c2 have no bulb: the 0 at r4c2 has no bulb beside it"
    assert first.decided == {(2, 1): UNSHADED, (3, 0): UNSHADED, (3, 2): UNSHADED, (4, 1): UNSHADED}
    assert first.premises == [(3, 1)]
    assert second.sentence == ("r1c3, r2c2, r2c4, r3c3 are bulbs: the 4 at r2c3 needs 4 more bulbs and they are the "
                               "only cells left beside it")
    assert second.decided == {(0, 2): SHADED, (1, 1): SHADED, (1, 3): SHADED, (2, 2): SHADED}
    assert steps[-1].sentence == "r5c1 is a bulb: the only cell left that can light r4c1"
    assert steps[-1].decided == {(4, 0): SHADED}


def test_a_trial_says_bulb_and_bulb_free():
    puzzle, answer = published("janko-akari-008-14x24")
    trial = next(s for s in KIND.hints(puzzle).steps if s.depth == 1)
    (cell, value), = trial.decided.items()
    words = {UNSHADED: "bulb-free", SHADED: "a bulb"}
    assert trial.sentence.startswith(f"r{cell[0] + 1}c{cell[1] + 1} is {words[value]}: if it were "
                                     f"{words[other(value)]}, ")
    assert value == answer[cell[0]][cell[1]]


def test_a_wrong_position_names_the_rule_it_breaks():
    puzzle, _ = published("pzprjs-test-6x6")
    start = [[0] * 6 for _ in range(6)]
    start[0][0] = start[0][4] = SHADED  # two bulbs in one row: they light each other
    out = KIND.hints(puzzle, start=start, first=True)
    assert out.mistakes == [(0, 0), (0, 4)] and out.steps == []
    assert out.reason == "the bulbs at r1c1 and r1c5 light each other"  # (as it stands: was "would light")
    assert out.conflict == [(0, 0), (0, 4)]
    assert refusal(out) == ("the position has 2 mistakes: r1c1, r1c5 differ from the puzzle's only answer; as it "
                            "stands, the bulbs at r1c1 and r1c5 light each other")
    start = [[0] * 6 for _ in range(6)]
    start[0][2] = UNSHADED  # the 4 at r2c3 then has at most 3 bulbs beside it
    out = KIND.hints(puzzle, start=start, first=True)
    assert out.mistakes == [(0, 2)] and out.reason == "the 4 at r2c3 can have at most 3 bulbs beside it"


def test_a_half_done_position_gets_its_next_step():
    puzzle, answer = published("pzprjs-test-6x6")
    start = [[0] * 6 for _ in range(6)]
    start[1][1] = SHADED
    step, = KIND.hints(puzzle, start=start, first=True).steps
    assert step.sentence == "r1c2, r2c1, r3c2 have no bulb: lit by the bulb at r2c2 (no bulb lights another)"
    assert step.decided == {(0, 1): UNSHADED, (1, 0): UNSHADED, (2, 1): UNSHADED} and step.premises == [(1, 1)]
    assert all(answer[r][c] == v for (r, c), v in step.decided.items())


def test_a_wall_keeps_no_bulb():
    puzzle, _ = published("pzprjs-test-6x6")
    start = [[0] * 6 for _ in range(6)]
    start[1][2] = SHADED
    with pytest.raises(gridsat.core.errors.PuzzleInputError) as info:
        KIND.hints(puzzle, start=start)
    # (named as a position's values are: 2 shaded, as 'hint --help' says them, and as the steps say it: was "r2c3 is
    # shaded, but its clue 4 keeps it unshaded", no word of bulbs or walls)
    assert str(info.value) == "start: r2c3 is shaded (a bulb), but it is a wall (its number 4), and a wall holds no bulb"


def test_the_command_line(run_cli, tmp_path):
    url = RECORDS["pzprjs-test-6x6"]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: wall_full): r3c2, r4c1, r4c3, r5c2 have no bulb: the 0 at "
                                        "r4c2 has no bulb beside it\n")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))
    assert code == 0 and "solved in 12 steps (0 trials, 0 guesses); grade: easy" in out
    assert "<svg" in (tmp_path / "h.svg").read_text()
    code, out, _ = run_cli("grade", RECORDS["janko-akari-001-10x10"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "easy"


def test_the_web_apps_hint_button(api_client):
    url = RECORDS["pzprjs-test-6x6"]["url"]
    response = api_client.post("/api/hint", json={"kind": "lightup", "puzzle": url})
    data = response.json()
    assert response.status_code == 200 and data["steps"][0]["rule"] == "wall_full" and data["refusal"] is None
    response = api_client.post("/api/hint", json={"kind": "lightup", "puzzle": url, "steps": True})
    assert response.json()["solved"] and response.json()["grade"]["grade"] == "easy"
