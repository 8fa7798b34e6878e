"""Yajilin's hints: every published puzzle stepped to its published answer, each step found again from its premises
alone, the steps' words, a trial near its chain the whole board's, the loop a finished position's cells draw
(checked by the kind's checker), the command line and the web's play card.

Puzzles: tests/data/genres/yajilin.json (robx/pzprjs's test puzzle, janko.at Yajilin 1, 2, 3, 4, 7, 9 and 102)."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board
from records import Published

KIND = gridsat.kinds.get("yajilin")
PUBLISHED = Published("yajilin")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
PZPRJS = "https://puzz.link/p?yajilin/5/5/m32j10"


def position_of(answer) -> list:
    """A published answer (side bitmasks, 16 shaded) as position values (a clue cell given unshaded)."""
    return [[SHADED if v == 16 else UNSHADED for v in row] for row in answer]


# name: (steps, grade, trials, guesses), measured; the 14x24 and the 20x36 run with -m slow (their trials take seconds)
HINTED = {"pzprjs-yajilin-5x5": (15, "medium", 0, 0), "janko-yajilin-1-7x7": (32, "medium", 0, 0),
          "janko-yajilin-2-10x10": (48, "hard", 5, 0), "janko-yajilin-3-10x10": (60, "medium", 0, 0),
          "janko-yajilin-4-10x10": (63, "hard", 4, 0), "janko-yajilin-102-10x10": (67, "expert", 32, 0)}
HINTED_SLOW = {"janko-yajilin-7-14x24": (176, "hard", 6, 0), "janko-yajilin-9-20x36": (395, "hard", 17, 0)}


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from shading_steps import assert_follows, premise_state, replayed

    from gridsat.core.hints import grade
    from gridsat.puzzles.yajilin import deductions

    puzzle, answer = KIND.parse(record(name)["url"]), position_of(record(name)["answer"])
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replayed(out.steps, answer, KIND.given_position(puzzle)) == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    for step in out.steps:
        assert_follows(deductions, puzzle, step, premise_state(deductions, puzzle, step, answer))
    # the loop the finished cells draw is the published one, and the checker passes it
    from gridsat.puzzles.yajilin.position import answer_of_position

    assert answer_of_position(puzzle, out.grid) == record(name)["answer"]
    assert KIND.check_position(puzzle, out.grid) == []


def test_the_first_steps_say_their_rules_for_their_cells():
    out = KIND.hints(KIND.parse(PZPRJS))
    said = [(s.rule, s.sentence, sorted(s.decided.items()), s.premises) for s in out.steps[:4]]
    assert said == [
        ("arrow_done", "r1c5, r2c5, r3c5, r4c5 are unshaded (on the loop): the arrow 0^ at r5c5 counts 0, so no other "
         "cell it points at is shaded", [((0, 4), UNSHADED), ((1, 4), UNSHADED), ((2, 4), UNSHADED),
                                          ((3, 4), UNSHADED)], [(4, 4)]),
        ("two_exits", "r1c4 is unshaded (on the loop): r1c5 is on the loop and its only ways out are r1c4, r2c5",
         [((0, 3), UNSHADED)], [(0, 4)]),
        ("two_exits", "r4c4 is unshaded (on the loop): r4c5 is on the loop and its only ways out are r3c5, r4c4",
         [((3, 3), UNSHADED)], [(3, 4), (4, 4)]),
        ("arrow_fits", "r3c1, r3c3 are shaded and r3c2 unshaded: the arrow 2< at r3c4 needs 2 more shaded, and the "
         "cells of its ray that can still be shaded (r3c1, r3c2, r3c3) hold at most 2, shaded cells never side by "
         "side, so each stretch of odd length is shaded at its first, third... cell",
         [((2, 0), SHADED), ((2, 1), UNSHADED), ((2, 2), SHADED)], [(2, 3)])]


def test_a_loop_step_names_the_cell_whose_two_edges_are_taken_and_the_piece_it_would_close():
    """janko.at 1's steps 24 and 29 (re-derived by hand: r6c5 holds the edges to r6c4 and r7c5, each of those with
    two ways out; r2c2-r2c1-r3c1-r3c2 is a piece whose ends sit side by side while r1c6 is on the loop)."""
    out = KIND.hints(KIND.parse(record("janko-yajilin-1-7x7")["url"]))
    assert [(s.rule, s.sentence) for s in (out.steps[24], out.steps[29])] == [
        ("loop_ends", "r4c5, r5c6 are unshaded (on the loop): r5c5 is on the loop and can leave only through r4c5, "
         "r5c6 (not r6c5: r6c5 already holds its two loop edges)"),
        ("small_loop", "r2c3 is unshaded (on the loop): r2c2 is on the loop and can leave only through r2c1, r2c3 (not "
         "r3c2: joining r2c2 and r3c2, the ends of one piece of the loop, would close a loop without r1c6)")]
    assert out.steps[29].premises == [(0, 0), (0, 1), (0, 5), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0)]


def test_rule_words_list_every_rule():
    from gridsat.puzzles.yajilin import deductions

    words = KIND.rule_words()
    assert set(words) == {rule.__name__ for rule in deductions.RULES}
    assert words["small_loop"] == ("likewise, a way left out because it would join the two ends of one piece of the "
                                   "loop while an unshaded cell lies off the piece (joined, they would close a loop "
                                   "without it)")
    assert words["dead_end"] == ("a cell with fewer than two ways out (free neighbours not shaded) is shaded (on the "
                                 "loop it would be a dead end)")


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find():
    from test_hint_steps_pinned import stalled, trials_agree

    from gridsat.puzzles.yajilin import deductions

    rec = record("janko-yajilin-9-20x36")
    board = Board(KIND.parse(rec["url"]))
    answer = [v for row in position_of(rec["answer"]) for v in row]
    trials_agree(deductions, board, answer, stalled(deductions, board, answer, 0), 0, count=12)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_each_local_rule_and_contradiction_near_random_changes_is_the_whole_boards():
    import random

    from test_hint_steps_pinned import stalled

    from gridsat.core.hints import fresh
    from gridsat.puzzles.yajilin import deductions as logic

    rec = record("janko-yajilin-7-14x24")
    board = Board(KIND.parse(rec["url"]))
    answer = [v for row in position_of(rec["answer"]) for v in row]
    state = stalled(logic, board, answer, 1)
    local = [rule for rule in logic.RULES if getattr(rule, "local", False)]
    rng, free, said, broken = random.Random(3), state.free(), set(), 0
    for _ in range(120):
        trial = state.copy()
        changed = rng.sample(free, rng.randint(1, 4))
        for cell in changed:
            trial.grid[cell] = SHADED if rng.random() < 0.4 else UNSHADED
        scope = logic.nearby(board, changed)
        whole = logic.contradiction(trial)
        assert logic.contradiction(trial, scope) == whole
        broken += whole is not None
        for rule in local:
            steps = [s.to_json() for s in fresh(rule(trial), trial.grid, board.cols)]
            assert [s.to_json() for s in fresh(rule(trial, scope), trial.grid, board.cols)] == steps, rule.__name__
            said.update(rule.__name__ for _ in steps[:1])
    assert broken > 10 and {"beside_shaded", "two_exits", "dead_end"} <= said


def test_a_finished_position_is_checked_by_the_checker_through_its_loop():
    puzzle = KIND.parse(PZPRJS)
    right = position_of(record("pzprjs-yajilin-5x5")["answer"])
    assert KIND.check_position(puzzle, right) == []
    wrong = [row[:] for row in right]
    wrong[0][0] = SHADED  # r1c1 shaded: r2c1 (r3c1 is shaded) then has one way out
    assert KIND.check_position(puzzle, wrong) == [
        "the unshaded cell r2c1 has only one unshaded neighbour: the loop cannot pass through it"]
    wrong = [row[:] for row in right]
    wrong[2][0] = UNSHADED  # r3c1 unshaded too: no one loop through them all, and the arrow sees one shaded cell
    assert KIND.check_position(puzzle, wrong) == [
        "no one loop runs through every unshaded cell (the loop takes every cell that is neither shaded nor a clue)",
        "the arrow 2< at r3c4 points at 1 shaded cell, not 2"]
    undecided = [row[:] for row in right]
    undecided[1][1] = 0
    assert KIND.check_position(puzzle, undecided) == ["position: cell r2c2 is 0, neither unshaded (1) nor shaded (2)"]


def test_a_position_changing_a_clue_cell_is_refused_in_the_kinds_words(run_cli, tmp_path):
    position = tmp_path / "p.txt"
    rows = [[0] * 5 for _ in range(5)]
    rows[2][3] = 2
    position.write_text("\n".join(" ".join(map(str, row)) for row in rows) + "\n")
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position))
    assert (code, out) == (2, "") and "r3c4" in err and "it is a clue cell (2<), never shaded and never on the loop" \
        in err and err.count("\n") == 1


def test_cli_hint_and_grade(run_cli):
    code, out, err = run_cli("hint", PZPRJS, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["kind"] == "yajilin" and data["steps"][0]["rule"] == "arrow_done"
    code, out, err = run_cli("grade", record("janko-yajilin-3-10x10")["url"], "--json")
    assert code == 0, err
    assert json.loads(out)["grade"]["grade"] == "medium"


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["yajilin"]["play_card"] and kinds["yajilin"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "yajilin", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "arrow_done" and body["labels"][2][3] == "2←"
    assert body["walls"][2][3] is True and body["walls"][0][0] is False
    finished = api_client.post("/api/hint", json={"kind": "yajilin", "puzzle": PZPRJS,
                                                  "position": position_of(record("pzprjs-yajilin-5x5")["answer"])})
    assert finished.status_code == 200, finished.text
    assert finished.json()["violations"] == [] and finished.json()["solved"]


def test_the_board_a_hint_draws_is_read_back_as_a_position(run_cli, tmp_path):
    """``hint`` draws each arrow as ``2←`` on its cell; that board given as ``--position`` is the position after the
    step (it was "line 3: '?  ?  ?  2← o' is no row as gridsat draws the board")."""
    drawn = tmp_path / "drawn.txt"
    code, out, err = run_cli("hint", PZPRJS)
    assert code == 0, err
    assert out.splitlines()[3] == "?  ?  ?  2← o  "
    drawn.write_text(out)
    code, out, err = run_cli("hint", PZPRJS, "--position", str(drawn))
    assert code == 0, err
    assert out.splitlines()[0] == ("next step (rule: two_exits): r1c4 is unshaded (on the loop): r1c5 is on the loop "
                                   "and its only ways out are r1c4, r2c5")


def test_a_cell_whose_shading_would_cut_the_loop_apart_is_unshaded():
    """``loop_cut`` (level 3, which no published puzzle reaches: the loop's joins decide first) on a board whose
    middle column is clue cells but for r2c3: shaded, it (or r2c2, or r2c4, the corridor's other cells) would leave
    r2c1 and r2c5 on two sides."""
    from gridsat.puzzles.grid.hinting import State
    from gridsat.puzzles.yajilin import deductions

    puzzle = KIND.parse("yajilin\n. . # . .\n. . . . .\n. . # . .")
    board = Board(puzzle)
    grid = deductions.givens(board)
    grid[5] = grid[9] = UNSHADED  # r2c1, r2c5
    steps = deductions.loop_cut(State(board, grid))
    assert sorted((s.sentence, s.decided, s.premises, s.level) for s in steps) == [
        (f"r2c{c + 1} is unshaded (on the loop): shaded, it would cut r2c5 off from r2c1, and the loop runs through "
         "both", {(1, c): UNSHADED}, [(0, 2), (1, 0), (1, 4), (2, 2)], 3) for c in (1, 2, 3)]
    grid[7] = SHADED
    assert deductions.contradiction(State(board, grid))[0] == (
        "the loop could not join r2c1 and r2c5 (r1c4, r1c5 and 4 more walled off by shaded and clue cells)")
