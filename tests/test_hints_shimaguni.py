"""Shimaguni hints on its published puzzles (tests/data/genres/shimaguni.json, sources per record): every step agrees
with the published answer, the steps replay to it, each step follows from its premises alone (found again by its
rule, a trial's contradiction met again), a position with a mistake gets it named with the rule it breaks, and the
command line and ``/api/hint`` hint and grade it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.shimaguni import deductions as logic
from shading_steps import assert_replays, published_record

DATA = Path(__file__).parent / "data" / "genres" / "shimaguni.json"
RECORDS = {r["name"]: r for r in json.loads(DATA.read_text())}
KIND = gridsat.kinds.get("shimaguni")
SMALL = "pzprjs-shimaguni-6x6"
# name: (steps, grade, trials, guesses), measured
PUBLISHED = {
    "pzprjs-shimaguni-6x6": (20, "medium", 0, 0),
    "janko-shimaguni-01_6x6": (24, "medium", 0, 0),
    "janko-shimaguni-03_8x8": (39, "medium", 0, 0),
    "janko-shimaguni-04_10x10": (48, "medium", 0, 0),
    "janko-shimaguni-227_12x12": (86, "medium", 0, 0),
    "janko-shimaguni-265_15x15": (124, "medium", 0, 0),
}
SLOW = {"janko-shimaguni-265_15x15"}  # (its 124 steps' premises searched again: seconds on a loaded machine)


def published(name):
    return published_record(KIND, RECORDS[name])


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in PUBLISHED])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert_replays(out, KIND, logic, puzzle, answer, PUBLISHED[name], plain_chain=True)


def test_the_small_boards_use_every_rule_but_two():
    # (room_needs and room_fits leave room_done nothing there, nor on the larger boards; both are tried below)
    used = {s.rule for name in (SMALL, "janko-shimaguni-01_6x6") for s in KIND.hints(published(name)[0]).steps}
    assert used == {r.__name__ for r in logic.RULES} - {"island_needs", "room_done"}


def test_the_steps_of_the_six_by_six_say_their_rules_and_cells():
    puzzle, _ = published(SMALL)
    steps = KIND.hints(puzzle).steps
    assert [s.rule for s in steps[:4]] == ["room_needs", "beside_island", "beside_island", "beside_island"]
    first, second = steps[0], steps[1]
    assert first.sentence == ("r1c1, r1c2, r1c3 are shaded: the room of the 3 at r1c1 needs 3 shaded cells and has "
                              "just 3 cells")
    assert first.decided == dict.fromkeys([(0, 0), (0, 1), (0, 2)], SHADED) and first.premises == []
    assert second.sentence == ("r2c1 is unshaded: beside the shaded r1c1 of another room (shaded cells in two rooms "
                               "never touch)")
    assert second.decided == {(1, 0): UNSHADED} and second.premises == [(0, 0)]
    far = next(s for s in steps if s.rule == "too_far")
    assert far.sentence == ("r5c4, r5c5, r5c6 are unshaded: walled in by unshaded cells, they and their part of the "
                            "room of the 4 at r5c1 hold 3 cells, too few for its island of 4")
    fits = next(s for s in steps if s.rule == "room_fits")
    assert fits.sentence == ("r2c4, r3c4 are shaded: the islands of a size other than its touching rooms' 1, 3, 4 "
                             "that fit in the room at r1c4 (connected, over its shaded cells, on its cells not "
                             "unshaded) are 1, and it is the only one")
    assert fits.level == 2 and grade(steps)["grade"] == "medium"


def test_touching_sizes_and_cut_cells_decide_what_they_say():
    puzzle, _ = published("janko-shimaguni-01_6x6")
    differ = next(s for s in KIND.hints(puzzle).steps if s.rule == "sizes_differ")
    assert "touching rooms' islands differ in size" in differ.sentence
    # a room of the 4 at r3c4 (r3c4, r3c5, r4c5, r5c5) holding r3c4 and r5c5 shaded: r3c5 and r4c5 join them
    board = Board(puzzle)
    grid = logic.givens(board)
    for r, c in ((2, 3), (4, 4)):
        grid[r * 6 + c] = SHADED
    done, = logic.room_done(State(board, [SHADED if i == 25 else 0 for i in range(36)]))
    assert done.sentence == "r4c4, r5c3, r5c4 are unshaded: the room of the 1 at r5c2 holds its 1 shaded cell (r5c2)"
    needs = {(s.sentence, tuple(s.decided)) for s in logic.island_needs(State(board, grid))}
    assert needs == {("r3c5 is shaded: unshaded, it would cut the shaded r3c4 off from r5c5 in the room of the 4 at "
                      "r3c4", ((2, 4),)),
                     ("r4c5 is shaded: unshaded, it would cut the shaded r3c4 off from r5c5 in the room of the 4 at "
                      "r3c4", ((3, 4),))}


def test_each_rule_breaks_as_contradiction_says():
    puzzle, _ = published(SMALL)
    board = Board(puzzle)

    def said(shaded, unshaded=()):
        grid = logic.givens(board)
        for i in shaded:
            grid[i] = SHADED
        for i in unshaded:
            grid[i] = UNSHADED
        return logic.contradiction(State(board, grid))

    assert said([0, 6]) == ("the shaded r1c1 and r2c1 would touch across a room border", [0, 6])
    assert said([0, 1, 2, 3]) == ("the shaded r1c3 and r1c4 would touch across a room border", [2, 3])
    assert said([], [0]) == ("the room of the 3 at r1c1 would have 2 cells not unshaded, fewer than its 3", [0])
    assert said([], [5, 11]) == ("the room at r1c6 would hold no island (all its cells unshaded)", [5, 11])
    assert said([24, 26], [25]) == ("the shaded r5c1 and r5c3 of the room of the 4 at r5c1 could not be joined "
                                     "inside it", [24, 26, 25])
    assert said([24], [25, 31]) == ("the island of the room of the 4 at r5c1 would have room for 2 cells at most, "
                                    "fewer than its 4", [24, 25, 31])
    assert said([0, 1, 2]) is None


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in logic.RULES}
    assert words["beside_island"] == ("a cell beside a shaded cell of another room is unshaded (shaded cells in two "
                                      "rooms never touch)")


def test_a_position_with_a_mistake_names_the_rule_it_breaks():
    puzzle, _ = published(SMALL)
    start = [[0] * 6 for _ in range(6)]
    start[0][0], start[1][0] = SHADED, SHADED  # two rooms' shaded cells side by side
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(1, 0)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r2c1 differs from the puzzle's only answer; as it stands, "
                            "the shaded r1c1 and r2c1 touch across a room border")


def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS[SMALL]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: room_needs): r1c1, r1c2, r1c3 are shaded: ")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))
    assert code == 0 and "solved in 20 steps (0 trials, 0 guesses); grade: medium" in out
    assert b"<svg" in (tmp_path / "h.svg").read_bytes()
    code, out, _ = run_cli("grade", RECORDS["janko-shimaguni-04_10x10"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"


def test_the_web_pages_hint_button(api_client):
    url = RECORDS[SMALL]["url"]
    data = api_client.post("/api/hint", json={"kind": "shimaguni", "puzzle": url}).json()
    assert data["refusal"] is None and data["steps"][0]["rule"] == "room_needs"
    assert data["values"] == ["unshaded", "shaded"]
    data = api_client.post("/api/hint", json={"kind": "shimaguni", "puzzle": url, "steps": True}).json()
    assert data["solved"] and data["grade"]["steps"] == 20
