"""Slitherlink's hints: every published puzzle stepped to its published answer, each step found again from its
premises alone (a search of its own, over the edges near the cited points, knowing only the rules of the genre:
tests/slitherlink_steps.py), the steps' words, a trial near its chain the whole board's, a position (a loop drawn
so far) read and a wrong one told, the command line.

Puzzles: tests/data/genres/slitherlink.json (robx/pzprjs's and cspuz's test puzzles, janko.at Slitherlink 1, 61,
151, 216, 191, 100, 690)."""

from __future__ import annotations

import json

import pytest

import gridsat
from slitherlink_steps import assert_follows, premise_state

from gridsat.puzzles.grid.hinting import State, other
from gridsat.puzzles.slitherlink import deductions
from gridsat.puzzles.slitherlink.lattice import OFF, ON, SlitherLattice, givens, masks_of, of_masks
from records import Published

KIND = gridsat.kinds.get("slitherlink")
PUBLISHED = Published("slitherlink")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
PZPRJS = "https://puzz.link/p?slither/5/5/cbcbcddad"


def published(name: str) -> tuple:
    """The puzzle, its published answer's side bitmasks and that answer as flat lattice values."""
    puzzle = KIND.parse(record(name)["url"])
    masks = puzzle.read_answer(record(name)["answer"])
    return puzzle, masks, of_masks(SlitherLattice(puzzle), masks)


# name: (steps, grade, trials, guesses), measured; the larger boards run with -m slow
HINTED = {"pzprjs-test-5x5": (46, "medium", 0, 0), "cspuz-test-4x4": (34, "medium", 0, 0),
          "janko-slitherlink-0001-4x4": (42, "hard", 4, 0), "janko-slitherlink-0061-10x10": (174, "medium", 0, 0)}
HINTED_SLOW = {"janko-slitherlink-0151-14x24": (551, "hard", 18, 0),  # (3 s of CPU for its steps)
               "janko-slitherlink-0216-20x36": (1150, "hard", 13, 0)}  # (5 s)


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from gridsat.core.hints import grade

    puzzle, masks, answer = published(name)
    board = SlitherLattice(puzzle)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    grid = givens(board)
    for step in out.steps:
        for (r, c), value in step.decided.items():
            i = r * board.cols + c
            assert grid[i] == 0 and value == answer[i], step.sentence
            grid[i] = value
    assert grid == answer == [v for row in out.grid for v in row]
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    for step in out.steps:
        assert_follows(board, step, premise_state(board, step, answer))
    assert masks_of(board, grid) == masks
    assert KIND.check_position(puzzle, masks) == []


def test_the_brute_force_finds_a_step_that_does_not_follow():
    """The test's own search is no check that cannot fail: steps of pzprjs's 5x5 with their values turned, or
    with a premise taken away, are refused."""
    puzzle, _, answer = published("pzprjs-test-5x5")
    board = SlitherLattice(puzzle)
    steps = KIND.hints(puzzle).steps
    for step in (steps[0], steps[4], steps[15]):
        wrong = {cell: other(value) for cell, value in step.decided.items()}
        turned = type(step)(step.rule, step.sentence, wrong, step.premises, step.level)
        with pytest.raises(AssertionError):
            assert_follows(board, turned, premise_state(board, step, answer))
    closing = steps[38]  # the left of r1c4 off: it would close the drawn piece round the top left too early
    assert closing.rule == "small_loop" and (4, 4) in closing.premises
    bare = type(closing)(closing.rule, "", closing.decided, [(4, 4)], 2)  # without the piece: it could be drawn
    with pytest.raises(AssertionError):
        assert_follows(board, bare, premise_state(board, bare, answer))


def test_the_first_steps_say_their_rules_for_their_points():
    """pzprjs's 5x5 (2 . . 1 . / . 2 . . 1 / . . 2 . . / 3 . . 3 . / . 0 . . 3), checked by hand: the 0 at r5c2 takes
    no side; the 3s at r4c4 and r5c5 touch at a corner, so each takes the two sides at its far corner (were r4c4's
    left off, its right and bottom would meet at the shared corner and leave r5c5 two sides); the 0's sides keep the
    lines outside r4c1 at its bottom-right corner off, so the 3 takes both its sides there or neither, and a 3 cannot
    lose two; the piece of 13 edges round the top left would close, by the left of r1c4, without the corner of r3c3
    that step 7 put on the loop."""
    steps = KIND.hints(KIND.parse(PZPRJS)).steps
    said = [(s.rule, s.sentence, sorted(s.decided.items()), s.premises) for s in steps]
    assert said[0] == ("number_full", "the top of r5c2, the left of r5c2, the left of r5c3, the bottom of r5c2 are "
                       "off the loop: the 0 at r5c2 has no side on the loop",
                       [((8, 3), OFF), ((9, 2), OFF), ((9, 4), OFF), ((10, 3), OFF)], [(9, 3)])
    assert said[4][:2] == ("threes_diagonal", "the top of r4c4, the left of r4c4, the right of r5c5, the bottom of "
                           "r5c5 are drawn (so the top-left corner of r4c4, the top-left corner of r4c5, the top-left "
                           "corner of r5c4, the top-right corner of r5c5 and 2 more on the loop): the 3s at r4c4 and "
                           "r5c5 touch at a corner; each takes the two sides at its far corner")
    assert said[4][3] == [(7, 7), (9, 9)]
    assert said[15] == ("corner", "the left of r4c2, the top of r5c1 are drawn (so the top-left corner of r5c2 on the "
                        "loop): the 3 at r4c1's sides and the lines at its bottom-right corner can lie 2 ways, which "
                        "agree there (3 of its sides; two lines or none at the top-left corner of r5c2)",
                        [((7, 2), ON), ((8, 1), ON), ((8, 2), ON)], [(7, 1), (8, 3), (9, 2)])
    assert said[38][:3] == ("small_loop", "the left of r1c4 is off the loop: it joins the top-left corner of r1c4 and "
                            "the top-left corner of r2c4, the ends of one drawn piece (13 edges), and would close a "
                            "loop without the top-left corner of r3c3", [((1, 6), OFF)])
    assert (4, 4) in said[38][3] and steps[6].decided[(4, 4)] == ON


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert sorted(words) == sorted(rule.__name__ for rule in deductions.RULES)
    assert words["parity"].startswith("the loop crosses each row and each column of cells an even number of times")


def test_threes_side_by_side_and_the_box_round_them():
    """Two 3s side by side take the side between them and their far sides, the shared line going no further -- but
    not where the box round the two alone is the answer (1x2 "3 3"): there the rule says nothing and the steps reach
    the box."""
    puzzle = KIND.parse("slitherlink\n. . . .\n. 3 3 .\n. . . 1\n")
    board = SlitherLattice(puzzle)
    found = deductions.threes_beside(State(board, givens(board)))
    assert [(s.sentence, sorted(s.decided.items())) for s in found] == [
        ("the left of r2c2, the left of r2c3, the left of r2c4 are drawn (so the top-left corner of r2c2, the "
         "top-left corner of r2c3, the top-left corner of r2c4, the top-left corner of r3c2 and 2 more on the loop) "
         "and the left of r1c3, the left of r3c3 are off the loop: the 3s at r2c2 and r2c3 lie side by side; the "
         "loop takes the side between them and the two sides parallel to it (without it, their other six sides "
         "would close a loop round the two alone, which would give the 1 at r3c4 0 sides), and goes no further "
         "along their shared line",
         [((1, 4), OFF), ((2, 2), ON), ((2, 4), ON), ((2, 6), ON), ((3, 2), ON), ((3, 4), ON), ((3, 6), ON),
          ((4, 2), ON), ((4, 4), ON), ((4, 6), ON), ((5, 4), OFF)])]
    box = KIND.parse("slitherlink\n3 3\n")
    board = SlitherLattice(box)
    assert deductions.threes_beside(State(board, givens(board))) == []
    out = KIND.hints(box)
    assert out.complete and masks_of(board, [v for row in out.grid for v in row]) == [[13, 7]]


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find():
    from test_hint_steps_pinned import stalled, trials_agree

    puzzle, _, answer = published("janko-slitherlink-0151-14x24")
    board = SlitherLattice(puzzle)
    trials_agree(deductions, board, answer, stalled(deductions, board, answer, 0), 0, count=12)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_each_local_rule_and_contradiction_near_random_changes_is_the_whole_boards():
    from test_hint_steps_pinned import local_rules_agree, stalled

    puzzle, _, answer = published("janko-slitherlink-0151-14x24")
    board = SlitherLattice(puzzle)
    state = stalled(deductions, board, answer, 0)
    local_rules_agree(deductions, board, state, 6, 0.5, ON, OFF)


def _write(path, rows) -> None:
    path.write_text("\n".join("".join(f"{v:x}" for v in row) for row in rows) + "\n")


def test_a_position_is_read_stepped_on_and_a_wrong_one_told(run_cli, tmp_path):
    puzzle, masks, _ = published("pzprjs-test-5x5")
    drawn = [[0] * 5 for _ in range(5)]
    drawn[0][0], drawn[0][1], drawn[1][0] = 9, 1, 8  # the corner r1c1 as the answer draws it
    position = tmp_path / "p.txt"
    _write(position, drawn)
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["grid"][0][1] == ON and data["grid"][1][0] == ON and data["grid"][0][3] == ON
    assert (data["steps"][0]["rule"], data["steps"][0]["sentence"]) == (
        "full_point", "the left of r1c2 is off the loop: the top-left corner of r1c2 already holds its two lines (the "
        "top of r1c1, the top of r1c2)")
    lattice = tmp_path / "grid.json"
    lattice.write_text(json.dumps(data["grid"]))
    code, again, err = run_cli("hint", PZPRJS, "--position", str(lattice), "--json")
    assert code == 0, err  # a hint's grid (the lattice, its step taken) is a position too
    assert json.loads(again)["steps"][0]["sentence"] == (
        "the top of r2c1 is off the loop: the top-left corner of r2c1 already holds its two lines (the left of r1c1, "
        "the left of r2c1)")
    wrong = [row[:] for row in drawn]
    wrong[4][1] = 4  # the bottom of r5c2: the 0's side
    _write(position, wrong)
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["mistakes"] == [[10, 2], [10, 3], [10, 4]]  # the edge and its two grid points (on the loop)
    assert data["reason"] == "the 0 at r5c2 has 1 side on the loop (the bottom of r5c2)"
    # the picture frames the cells the mistaken points touch (the lattice's (10, 3) is no cell of the board)
    assert KIND.mistake_cells(puzzle, data["mistakes"]) == [(4, 0), (4, 1), (4, 2)]
    code, _, err = run_cli("hint", PZPRJS, "--position", str(position), "--png", str(tmp_path / "m.png"))
    assert code == 0 and (tmp_path / "m.png").read_bytes()[:4] == b"\x89PNG", err
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position))
    assert out.splitlines()[0] == (
        "the position has 3 mistakes: the bottom-left corner of r5c2, the bottom of r5c2, the bottom-left corner of "
        "r5c3 differ from the puzzle's only answer; as it stands, the 0 at r5c2 has 1 side on the loop (the bottom of "
        "r5c2)")
    one_sided = [[0] * 5 for _ in range(5)]
    one_sided[0][0] = 2
    _write(position, one_sided)
    assert run_cli("hint", PZPRJS, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: cell r1c1 draws its right side, which r1c2 does not draw as its left\n")
    assert KIND.check_position(puzzle, masks) == []
    broken = [row[:] for row in masks]
    broken[4][4] &= ~4  # the bottom of r5c5 rubbed out
    assert KIND.check_position(puzzle, broken) == ["the loop has 1 line at the bottom-left corner of r5c5",
                                                  "the loop has 1 line at the bottom-right corner of r5c5"]


@pytest.mark.parametrize("text,said", [
    ("zz", "a Slitherlink position must be horizontal/vertical edge strings or rows of side bitmasks (hex digits)"),
    ("[[1, 2], [3]]", "the position has 2 rows of 1/2 cells; the board is 5x5 (rows of side bitmasks, or a hint's "
                      "grid of 11x11 points)"),
    ("[[16, 0, 0, 0, 0]" + ", [0, 0, 0, 0, 0]" * 4 + "]",
     "cell r1c1 is 16, not a side bitmask 0..15 (up 1, right 2, down 4, left 8)"),
    ("[" + ", ".join(["[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]"] + ["[0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]"]
                     + ["[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]"] * 9) + "]",
     "r1c1 is on the loop, but it is a cell, never drawn"),
])
def test_a_position_that_is_no_loop_drawn_is_refused_in_one_line(run_cli, tmp_path, text, said):
    position = tmp_path / "p.txt"
    position.write_text(text)
    assert run_cli("hint", PZPRJS, "--position", str(position)) == (2, "", f"gridsat: error: {position}: {said}\n")


def test_the_f_flag_puts_every_grid_point_on_the_loop():
    """With puzz.link's f flag every grid point is given on the loop: a 2x3 board with a 2 on top has one loop
    through its twelve points (across the top, down both sides, in and round the 2's bottom), and the steps find it
    (a grid point with two ways on takes both)."""
    puzzle = KIND.parse("slitherlink full\n. 2 .\n. . .\n")
    out = KIND.hints(puzzle)
    assert out.complete and out.steps[0].rule == "two_exits"
    assert masks_of(SlitherLattice(puzzle), [v for row in out.grid for v in row]) == [[9, 5, 3], [14, 11, 14]]


def test_cli_hint_grade_and_picture(run_cli, tmp_path):
    code, out, err = run_cli("hint", PZPRJS, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["kind"] == "slitherlink" and data["steps"][0]["rule"] == "number_full"
    code, out, err = run_cli("grade", record("janko-slitherlink-0061-10x10")["url"], "--json")
    assert code == 0, err
    assert json.loads(out)["grade"]["grade"] == "medium"
    code, out, err = run_cli("hint", PZPRJS, "--steps", "--png", str(tmp_path / "s.png"))
    assert code == 0, err
    assert (tmp_path / "s.png").read_bytes()[:4] == b"\x89PNG"
    lines = out.splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith("solved in 46 steps (0 trials, 0 guesses)"))
    assert lines[end + 1:end + 3] == [" +  ─  +  ─  +  ─  +  ─  +  ─  +",  # the terminal's lattice, the loop drawn
                                      " │  2  ×     ×     ×  1  ×     │"]


def test_a_rows_parity_in_words():
    """janko.at's 10x10 (61), step 143, checked by hand against its board then: across row 2 the left sides of c1,
    c2, c6, c7 and c10 are drawn, the others but c3's off, so the left of r2c3 is drawn (six crossings, even)."""
    puzzle = KIND.parse(record("janko-slitherlink-0061-10x10")["url"])
    step = KIND.hints(puzzle).steps[142]
    assert (step.rule, step.sentence, step.decided) == (
        "parity", "the left of r2c3 is drawn: the loop crosses row 2 an even number of times (it is closed, and the "
        "board's edge lies outside it), and its other edges across it hold 5 lines", {(3, 4): ON})
    assert step.premises == [(3, c) for c in range(0, 21, 2) if c != 4]


def test_the_web_answers_a_slitherlinks_hint_and_offers_the_loop_board_on_the_dots(api_client):
    """POST /api/hint answers as the command line does; the kind's entry explains its steps and offers the play card's
    loop board, its nodes the grid's dots (its moves are edges: tests/test_web_play_slitherlink.py plays it)."""
    reply = api_client.post("/api/hint", json={"kind": "slitherlink", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    assert reply.json()["steps"][0]["sentence"] == ("the top of r5c2, the left of r5c2, the left of r5c3, the bottom "
                                                    "of r5c2 are off the loop: the 0 at r5c2 has no side on the loop")
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["slitherlink"]["explains"] and kinds["slitherlink"]["play_card"]
    assert (kinds["slitherlink"]["play_entry"], kinds["slitherlink"]["loop_nodes"]) == ("loop", "dots")
    assert reply.json()["labels"][4] == ["", "0", "", "", "3"]  # (a 0 is a number the board writes, not a blank)
