"""Star Battle hints on its published puzzles (tests/data/genres/starbattle.json, sources per record): every step
agrees with the published answer, the steps replay to it, each rule's step follows again from its premises alone,
a trial's assumption fails again from them; a wrong position names the rule it breaks; the command line, a grade
and the web API step the same way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED
from shading_steps import assert_follows, premise_state, published_record, replayed
from gridsat.puzzles.starbattle import deductions

STAR, EMPTY = SHADED, UNSHADED
RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / "starbattle.json")
                                            .read_text())}
# name: (steps, grade, trials, guesses), measured; the boards from 9x9 up take 15 s to minutes (trials in Python),
# checked by a script (the report of branch hint86a)
SMALL = {
    "pzprjs-test-6x6": (20, "hard", 0, 0),
    "cspuz-test-6x6": (24, "hard", 4, 0),
    "janko-sternenschlacht-018-5x5": (21, "hard", 2, 0),
    "janko-sternenschlacht-001-6x6": (18, "medium", 0, 0),
    "janko-sternenschlacht-155-8x8": (28, "hard", 0, 0),
}
KIND = gridsat.kinds.get("starbattle")


def published(name):
    return published_record(KIND, RECORDS[name], "*")


@pytest.mark.parametrize("name", list(SMALL))
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replayed(out.steps, answer, [[0] * puzzle.cols for _ in range(puzzle.rows)]) == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == SMALL[name]
    for step in out.steps:
        assert_follows(deductions, puzzle, step, premise_state(deductions, puzzle, step, answer))


def test_the_first_steps_say_the_classic_techniques():
    puzzle, _ = published("pzprjs-test-6x6")
    steps = KIND.hints(puzzle).steps
    assert steps[0].sentence == ("r2c2 is empty: a star there would leave the region of r1c1 room for no more "
                                 "stars, not the 1 it needs")
    assert (steps[0].rule, steps[0].decided, steps[0].premises) == ("cramped", {(1, 1): EMPTY}, [])
    assert steps[3].sentence == ("r2c3, r5c3, r6c2, r6c3 are empty: the regions of r1c1, r3c2 and r4c1 can place "
                                 "stars only in columns 1-3, so they hold all 3 stars of columns 1-3")
    assert (steps[3].rule, steps[3].premises) == ("confined", [(3, 3)])
    assert steps[3].decided == {(1, 2): EMPTY, (4, 2): EMPTY, (5, 1): EMPTY, (5, 2): EMPTY}
    assert steps[4].sentence == ("r4c2 is empty: the region of r3c2 needs 1 more star and its places all lie in one "
                                 "2x2 block; the star in r3c2, r3c3, r4c3 touches it wherever it is")
    assert (steps[4].rule, steps[4].decided, steps[4].premises) == ("blocks", {(3, 1): EMPTY}, [(3, 3)])
    assert steps[5].sentence == ("r1c1, r2c1, r3c1 are empty: the region of r4c1 can place stars only in column 1, "
                                 "so it holds the star of column 1")
    assert steps[16].sentence == "r5c5 is a star: the region of r3c4 needs 1 more star and has no other place left"
    assert (steps[16].rule, steps[16].decided) == ("only_room", {(4, 4): STAR})
    assert [s.rule for s in steps[-3:]] == ["beside_star", "full", "only_room"]


def test_a_trial_is_explained_by_the_rules_in_the_genres_words():
    puzzle, _ = published("cspuz-test-6x6")
    trial = next(s for s in KIND.hints(puzzle).steps if s.rule == "trial")
    # (pass 90: it said "column 5 would hold at most 0 of its 1 star")
    assert trial.sentence == ("r4c4 is empty: if it were a star, then r3c3, r3c4, r3c5, r4c3 and 2 more are empty; "
                              "r1c5, r2c5 are empty, and column 5 would have no place left for its 1 star")
    assert trial.decided == {(3, 3): EMPTY} and trial.premises == [(4, 4), (5, 4)]


def test_a_position_is_stepped_on_and_a_wrong_one_names_the_rule_it_breaks():
    puzzle, _ = published("cspuz-test-6x6")
    start = [[0] * 6 for _ in range(6)]
    start[0][1] = STAR
    start[1][4] = STAR
    step, = KIND.hints(puzzle, start=start, first=True).steps
    assert step.sentence == ("r1c1, r1c3, r2c1, r2c2 and 1 more are empty: the cells around the star at r1c2 hold "
                             "no star, not even diagonally")
    start[1][4], start[1][3] = 0, STAR  # a second star in the region of r1c1
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(1, 3)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r2c4 differs from the puzzle's only answer; as it stands, the "
                            "region of r1c1 holds 2 stars, more than 1")
    start[1][3], start[1][2] = 0, STAR  # touching r1c2
    assert KIND.hints(puzzle, start=start).reason == "the stars at r1c2 and r2c3 touch"


def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS["janko-sternenschlacht-001-6x6"]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: ")
    code, out, _ = run_cli("hint", url, "--steps", "--svg", str(tmp_path / "h.svg"))
    assert code == 0 and "solved in 18 steps (0 trials, 0 guesses); grade: medium" in out
    assert "<svg" in (tmp_path / "h.svg").read_text()
    code, out, _ = run_cli("hint", url, "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "starbattle" and data["steps"][0]["rule"] in {r.__name__ for r in
                                                                                      deductions.RULES}
    code, out, _ = run_cli("grade", url, "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"
    position = tmp_path / "p.txt"
    position.write_text("0 0 0 2 0 0\n2 0 0 0 0 0\n" + "0 0 0 0 0 0\n" * 4)  # two of its stars
    code, out, _ = run_cli("hint", url, "--position", str(position))
    assert code == 0 and out.startswith("next step (rule: beside_star): r1c3, r1c5, r2c3, r2c4 and 1 more are empty: "
                                        "the cells around the star at r1c4 hold no star, not even diagonally\n")
    position.write_text("0 2 0 0 0 0\n0 0 2 0 0 0\n" + "0 0 0 0 0 0\n" * 4)
    code, out, _ = run_cli("hint", url, "--position", str(position))
    assert (code, out) == (0, "the position has 2 mistakes: r1c2, r2c3 differ from the puzzle's only answer; as it "
                              "stands, the stars at r1c2 and r2c3 touch\n")  # (a trial's "would touch" said of the cells as they are)


def test_the_hint_api_steps_as_the_command_line(api_client, run_cli):
    url = RECORDS["pzprjs-test-6x6"]["url"]
    reply = api_client.post("/api/hint", json={"kind": "starbattle", "puzzle": url})
    assert reply.status_code == 200
    _, out, _ = run_cli("hint", url, "--json")
    assert reply.json()["steps"] == json.loads(out)["steps"]
    assert reply.json()["values"] == ["empty", "star"] and reply.json()["givens"] == [[0] * 6] * 6
    empty = api_client.post("/api/hint", json={"kind": "starbattle", "puzzle": url, "position": [[EMPTY] * 6] * 6})
    assert "position: row 1 holds 0 stars, not 1" in empty.json()["violations"]  # Check of a filled board
    touching = [[STAR, STAR, 0, 0, 0, 0]] + [[0] * 6] * 5
    wrong = api_client.post("/api/hint", json={"kind": "starbattle", "puzzle": url, "position": touching}).json()
    assert (wrong["reason"], wrong["conflict"]) == ("the stars at r1c1 and r1c2 touch", [[0, 0], [0, 1]])


def test_the_rule_words_are_listed_for_grades():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in deductions.RULES}
    assert words["beside_star"] == "the eight cells around a star hold no star"


def test_a_two_star_board_starts_with_its_blocks():
    puzzle, answer = published("janko-sternenschlacht-009-10x10")
    step, = KIND.hints(puzzle, first=True).steps
    assert step.sentence == ("r7c9, r8c9 are empty: the region of r7c10 needs 2 more stars and its places fit in 2 2x2 "
                             "blocks, one star in each (a block holds at most one); the star in r7c10, r8c10 touches "
                             "them wherever it is")
    assert (step.rule, step.decided, step.premises) == ("blocks", {(6, 8): EMPTY, (7, 8): EMPTY}, [])
    start = [[0] * 10 for _ in range(10)]
    start[6][8] = start[7][8] = EMPTY
    step, = KIND.hints(puzzle, start=start, first=True).steps  # two places of the region of r7c9 gone
    assert step.sentence == ("r8c6 is a star: the region of r7c9 needs 2 more stars and its places fit in 2 2x2 "
                             "blocks, one star in each (a block holds at most one), and this block has no other place")
    assert (step.decided, step.premises) == ({(7, 5): STAR}, [(6, 8), (7, 8)]) and answer[7][5] == STAR


@pytest.mark.parametrize(("text", "verdict", "says"), [
    ("starbattle 1\nA A\nA A\n", "no_solution", "no hints: the puzzle has no answer"),
    ("starbattle 1\n" + "".join(f"{ch} {ch} {ch} {ch} {ch}\n" for ch in "ABCDE"), "not_unique",
     "no hints: the puzzle has more than one answer"),
])
def test_no_steps_without_exactly_one_answer(text, verdict, says):
    out = KIND.hints(KIND.parse(text))
    assert out.verdict == verdict and out.steps == [] and refusal(out).startswith(says)
