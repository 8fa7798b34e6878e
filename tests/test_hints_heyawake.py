"""Hints of Heyawake on its published puzzles (tests/data/genres/heyawake.json, sources per record): every step
agrees with the published answer, the steps replay to it, each step follows from its premises alone, a position
with a mistake is told the rule it breaks, and the command line, JSON, picture, grade and web API give them
(`formats` listing it: test_hostile_inputs85a.py). The large janko boards (22x38 to 31x45) are stepped by a
script, not here (minutes each: trials in Python)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from shading_steps import assert_replays, published_record
from gridsat.puzzles.heyawake import deductions

KIND = gridsat.kinds.get("heyawake")
RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / "heyawake.json").read_text())}
# name: (steps, grade, trials, guesses), measured
PUBLISHED = {
    "pzprjs-test-6x6": (23, "hard", 0, 0),
    "cspuz_rs-test-6x6": (26, "expert", 2, 0),
    "janko-heyawake-12_10x10": (61, "hard", 1, 0),  # 7 trials before room_fits saw a cell walled in,
}
PZPRJS = RECORDS["pzprjs-test-6x6"]["url"]


def published(name):
    return published_record(KIND, RECORDS[name])


@pytest.mark.parametrize("name", PUBLISHED)
def test_steps_reach_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert_replays(out, KIND, deductions, puzzle, answer, PUBLISHED[name], plain_chain=True)


def test_the_steps_of_a_small_puzzle_say_their_rules():
    puzzle, _ = published("pzprjs-test-6x6")
    steps = KIND.hints(puzzle).steps
    assert [s.rule for s in steps[:6]] == ["room_fits", "beside_shaded", "beside_shaded", "room_fits",
                                           "beside_shaded", "beside_shaded"]
    first = steps[0]
    assert first.sentence == ("r1c1, r3c1 are shaded and r2c1 is unshaded: in every way the room of the 2 at r1c1 "
                              "fits its 2 shaded cells into its 3 undecided cells without two touching, walling in a cell or leaving "
                              "a run across two room borders unshaded")
    assert (first.decided, first.premises) == ({(0, 0): SHADED, (2, 0): SHADED, (1, 0): UNSHADED}, [])
    # the diagonal r1c3, r2c2 would wall in r1c2, the other r2c2, r3c3 r2c1 (beside the shaded r1c1 and r3c1)
    assert (steps[3].decided, steps[3].premises) == ({(0, 2): SHADED, (2, 2): SHADED, (1, 1): UNSHADED,
                                                      (1, 2): UNSHADED}, [(0, 0), (0, 1), (2, 0), (2, 1)])
    assert steps[14].sentence == ("r1c6, r5c6 are shaded: the room of the 2 at r1c6 needs 2 shaded cells and has no "
                                  "other cell left (r2c6, r3c6, r4c6 unshaded)")
    border = steps[6]
    assert border.sentence == ("r2c4 is shaded: r2c1 to r2c4 crosses two room borders; unshaded, that run of "
                               "unshaded cells would cross both")
    assert (border.rule, border.decided, border.premises) == ("two_borders", {(1, 3): SHADED},
                                                              [(1, 0), (1, 1), (1, 2)])


def test_room_done_and_a_room_fits_with_shaded_cells_around():
    puzzle, _ = published("janko-heyawake-12_10x10")
    done = next(s for s in KIND.hints(puzzle).steps if s.rule == "room_done")
    assert done.sentence.split(": ", 1)[1].startswith("the room of the ") and (
        "already holds its" in done.sentence or done.sentence.endswith("holds no shaded cell"))  # (a room of 0)
    assert set(done.decided.values()) == {UNSHADED}


def test_a_wrong_position_names_the_rule_it_breaks():
    puzzle, _ = published("pzprjs-test-6x6")
    start = [[0] * 6 for _ in range(6)]
    for r in (2, 3, 4):
        start[r][0] = UNSHADED
    out = KIND.hints(puzzle, start=start, first=True)
    assert out.mistakes == [(2, 0)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r3c1 differs from the puzzle's only answer; as it stands, "
                            "the unshaded run from r3c1 to r5c1 crosses two room borders")
    start = [[0] * 6 for _ in range(6)]
    start[0][0] = start[0][1] = SHADED
    assert refusal(KIND.hints(puzzle, start=start, first=True)) == (
        "the position has a mistake: r1c2 differs from the puzzle's only answer; as it stands, r1c1 and r1c2 are "
        "shaded side by side")
    start = [[0] * 6 for _ in range(6)]
    start[0][0] = start[2][0] = SHADED  # half done and right: the next step goes on from it
    step, = KIND.hints(puzzle, start=start, first=True).steps
    assert (step.rule, step.decided) == ("beside_shaded", {(0, 1): UNSHADED, (1, 0): UNSHADED})


def test_the_contradictions_of_the_rules():
    puzzle, _ = published("pzprjs-test-6x6")
    board = Board(puzzle)

    def broken(**cells):
        grid = deductions.givens(board)
        for value, where in cells.items():
            for i in where:
                grid[i] = {"shaded": SHADED, "unshaded": UNSHADED}[value]
        return deductions.contradiction(State(board, grid))

    assert broken(shaded=[0, 6]) == ("r1c1 and r2c1 would be shaded side by side", [0, 6])
    assert broken(shaded=[2, 7, 14]) == ("the room of the 2 at r1c2 would hold 3 shaded cells, more than its 2",
                                         [2, 7, 14])
    assert broken(unshaded=[0, 6]) == ("the room of the 2 at r1c1 would have too few cells left for its 2 shaded "
                                       "ones", [0, 6])
    assert broken(unshaded=[12, 18, 24]) == ("the unshaded run from r3c1 to r5c1 would cross two room borders",
                                             [12, 18, 24])
    assert broken(shaded=[1, 6]) == ("the unshaded cells would be cut apart (r1c1 walled off by shaded cells)",
                                     [1, 6])
    assert broken() is None
    assert KIND.hints(KIND.parse(RECORDS["pzprjs-test-heyawacky-4x4"]["url"])).verdict == "not_unique"


def test_the_command_line_json_picture_and_grade(run_cli, tmp_path):
    code, out, _ = run_cli("hint", PZPRJS)
    assert code == 0 and out.startswith("next step (rule: room_fits): r1c1, r3c1 are shaded and r2c1 is unshaded: ")
    code, out, _ = run_cli("hint", PZPRJS, "--steps", "--svg", str(tmp_path / "h.svg"))  # (a PNG is the same figure:
    # matplotlib's import alone took seconds)
    assert code == 0 and "solved in 23 steps (0 trials, 0 guesses); grade: hard" in out
    svg = (tmp_path / "h.svg").read_text()
    assert "<svg" in svg and "step 23 (cut)" in svg
    code, out, _ = run_cli("hint", PZPRJS, "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "heyawake" and data["steps"][0]["rule"] == "room_fits"
    assert data["steps"][0]["decided"] == [{"cell": [0, 0], "value": SHADED}, {"cell": [1, 0], "value": UNSHADED},
                                           {"cell": [2, 0], "value": SHADED}]
    position = tmp_path / "pos.txt"
    position.write_text("? ? ? ? ? ?\n? ? ? ? ? ?\n. ? ? ? ? ?\n. ? ? ? ? ?\n. ? ? ? ? ?\n? ? ? ? ? ?\n")
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(position))
    assert out.strip() == ("the position has a mistake: r3c1 differs from the puzzle's only answer; as it stands, "
                           "the unshaded run from r3c1 to r5c1 crosses two room borders")
    code, out, _ = run_cli("grade", RECORDS["cspuz_rs-test-6x6"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "expert"


def test_the_web_hint_button(api_client):
    answer = api_client.post("/api/hint", json={"kind": "heyawake", "puzzle": PZPRJS})
    assert answer.status_code == 200
    data = answer.json()
    assert data["steps"][0]["rule"] == "room_fits" and data["refusal"] is None
    assert data["values"] == ["unshaded", "shaded"]
