"""Masyu's hints: every published puzzle stepped to its published answer, each step found again from its premises
alone (a checker of its own here, on the lattice of cells and edges), the steps' words, a trial near its chain the
whole board's, a position (a loop drawn so far) read and a wrong one told, the command line.

Puzzles: tests/data/genres/masyu.json (robx/pzprjs's test puzzle, janko.at Masyu 1, 11, 15, 20, 270, 379, 758, 759,
760)."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import State, other
from gridsat.puzzles.grid.stepping import explain_trial
from gridsat.puzzles.masyu import deductions
from gridsat.puzzles.masyu.lattice import OFF, ON, Lattice, givens, masks_of, of_masks
from records import Published

KIND = gridsat.kinds.get("masyu")
PUBLISHED = Published("masyu")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
PZPRJS = "https://puzz.link/p?mashu/6/6/1063000i3000"


def published(name: str) -> tuple:
    """The puzzle, its published answer's side bitmasks and that answer as lattice values (rows)."""
    puzzle = KIND.parse(record(name)["url"])
    masks = puzzle.read_answer(record(name)["answer"])
    board = Lattice(puzzle)
    flat = of_masks(board, masks)
    return puzzle, masks, [flat[r * board.cols:(r + 1) * board.cols] for r in range(board.rows)]


def premise_state(board: Lattice, step, answer) -> State:
    """The givens (pearls on the loop, grid corners) and ``step``'s premises as ``answer`` has them; nothing else."""
    grid = givens(board)
    for r, c in step.premises:
        grid[r * board.cols + c] = answer[r][c]
    return State(board, grid)


def assert_follows(board: Lattice, step, state: State) -> None:
    """``step`` holds in ``state`` (its premises alone): a rule's step is found again by its rule, the same points
    with the same values; a trial's other value meets a contradiction again."""
    if step.depth == 0:
        rule = next(r for r in deductions.RULES if r.__name__ == step.rule)
        derived: dict = {}
        for again in rule(state):
            derived.update(again.decided)
        assert all(derived.get(c) == v for c, v in step.decided.items()), step.sentence
    else:
        ((r, c), value), = step.decided.items()
        again = explain_trial(deductions, state, r * board.cols + c, other(value), rounds=board.n)
        assert again is not None, step.sentence


# name: (steps, grade, trials, guesses), measured; the larger boards run with -m slow
HINTED = {"pzprjs-test-6x6": (40, "hard", 1, 0), "janko-masyu-001-6x6": (23, "easy", 0, 0),
          "janko-masyu-011-10x10": (113, "medium", 0, 0), "janko-masyu-015-10x18": (213, "hard", 3, 0)}
HINTED_SLOW = {"janko-masyu-020-20x36": (892, "expert", 32, 0)}  # (20 s of CPU for its steps)


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from gridsat.core.hints import grade

    puzzle, masks, answer = published(name)
    board = Lattice(puzzle)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    grid = [row[:] for row in givens_rows(board)]
    for step in out.steps:
        for (r, c), value in step.decided.items():
            assert grid[r][c] == 0 and value == answer[r][c], step.sentence
            grid[r][c] = value
    assert grid == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    for step in out.steps:
        assert_follows(board, step, premise_state(board, step, answer))
    assert masks_of(board, [v for row in out.grid for v in row]) == masks
    assert KIND.check_position(puzzle, masks) == []


def givens_rows(board: Lattice) -> list:
    flat = givens(board)
    return [flat[r * board.cols:(r + 1) * board.cols] for r in range(board.rows)]


def test_the_first_steps_say_their_rules_for_their_points():
    """pzprjs's 6x6 (black pearls r2c2 and r4c4, white r1c3, r2c5 and r5c2), checked by hand: the black pearl at r2c2
    is two cells from the top and left edges, so it goes down and right; r2c3 and r3c2 then hold two edges; r1c3 is
    left two ways out; the white pearl at r1c3 goes straight through r1c2 on its left, so it turns at r1c4."""
    out = KIND.hints(KIND.parse(PZPRJS))
    said = [(s.rule, s.sentence, sorted(s.decided.items()), s.premises) for s in out.steps[:5]]
    assert said[0] == (
        "black_pearl", "r2c2-r3c2, r3c2-r4c2 are drawn (so r3c2, r4c2 on the loop) and r1c2-r2c2 is off the loop: the "
        "black pearl at r2c2 turns and goes straight two cells on one side of each line, and it cannot go up: the "
        "board's edge is within two cells",
        [((1, 2), OFF), ((3, 2), ON), ((4, 2), ON), ((5, 2), ON), ((6, 2), ON)], [(2, 2)])
    assert said[2] == ("full_cell", "r1c3-r2c3, r2c3-r3c3 are off the loop: r2c3 already holds its two edges "
                       "(r2c2-r2c3, r2c3-r2c4)", [((1, 4), OFF), ((3, 4), OFF)], [(2, 3), (2, 5)])
    assert said[4] == ("two_exits", "r1c2-r1c3, r1c3-r1c4 are drawn (so r1c2, r1c4 on the loop): r1c3 is on the loop "
                       "and its only ways out are r1c2-r1c3, r1c3-r1c4", [((0, 2), ON), ((0, 3), ON), ((0, 5), ON),
                                                                          ((0, 6), ON)], [(0, 4), (1, 4)])
    turn = out.steps[9]
    assert (turn.rule, turn.sentence, turn.decided) == (
        "white_turn", "r1c4-r1c5 is off the loop: the white pearl at r1c3 goes straight through r1c2 on one side "
        "(r1c1-r1c2 is drawn), so the loop turns at r1c4", {(0, 7): OFF})


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert sorted(words) == sorted(rule.__name__ for rule in deductions.RULES)
    assert words["whites_in_row"].startswith("three white pearls in a row do not run along it")


def test_three_whites_in_a_row_and_two_blacks_side_by_side():
    """Pearls by each other: the edges between three white pearls in a row are off; a black pearl beside another
    cannot go towards it (it would go straight through a turn), so it goes the other way."""
    puzzle = KIND.parse("masyu\n" + ". . . . . . .\n" + ". W W W . . .\n" + ". . . . . . .\n" * 2 + ". . . B B . .\n"
                        + ". . . . . . .\n" * 2)
    board = Lattice(puzzle)
    state = State(board, givens(board))
    row = deductions.whites_in_row(state)
    assert [(s.sentence, sorted(s.decided.items())) for s in row] == [
        ("r2c2-r2c3, r2c3-r2c4 are off the loop: the white pearls r2c2, r2c3 and r2c4 lie in a row; along it, the "
         "middle one would go straight through two straight neighbours, with no turn beside it",
         [((2, 3), OFF), ((2, 5), OFF)])]
    blacks = [s.sentence for s in deductions.black_pearl(state) if "holds a black pearl" in s.sentence]
    assert blacks == [
        "r5c2-r5c3, r5c3-r5c4 are drawn (so r5c2, r5c3 on the loop) and r5c4-r5c5 is off the loop: the black pearl at "
        "r5c4 turns and goes straight two cells on one side of each line, and it cannot go right: r5c5 holds a black "
        "pearl, where the loop turns",
        "r5c5-r5c6, r5c6-r5c7 are drawn (so r5c6, r5c7 on the loop) and r5c4-r5c5 is off the loop: the black pearl at "
        "r5c5 turns and goes straight two cells on one side of each line, and it cannot go left: r5c4 holds a black "
        "pearl, where the loop turns"]


def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find():
    from test_hint_steps_pinned import stalled, trials_agree

    puzzle, _, answer = published("janko-masyu-015-10x18")
    board = Lattice(puzzle)
    flat = [v for row in answer for v in row]
    trials_agree(deductions, board, flat, stalled(deductions, board, flat, 0), 0, count=12)


def test_each_local_rule_and_contradiction_near_random_changes_is_the_whole_boards():
    from test_hint_steps_pinned import local_rules_agree, stalled

    puzzle, _, answer = published("janko-masyu-015-10x18")
    board = Lattice(puzzle)
    flat = [v for row in answer for v in row]
    state = stalled(deductions, board, flat, 0)
    local_rules_agree(deductions, board, state, 4, 0.4, ON, OFF)


def test_a_position_is_read_stepped_on_and_a_wrong_one_told(run_cli, tmp_path):
    puzzle, masks, _ = published("pzprjs-test-6x6")
    drawn = [[0] * 6 for _ in range(6)]
    drawn[0][0], drawn[0][1], drawn[1][0] = 6, 8, 1  # the corner r1c1 as the answer draws it
    position = tmp_path / "p.txt"
    position.write_text("\n".join("".join(f"{v:x}" for v in row) for row in drawn) + "\n")
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["steps"][0]["rule"] == "black_pearl" and data["grid"][0][1] == ON and data["grid"][1][0] == ON
    wrong = [row[:] for row in drawn]
    wrong[5][0], wrong[5][1] = 2, 8  # r6c1-r6c2: the answer's loop passes neither cell
    position.write_text("\n".join("".join(f"{v:x}" for v in row) for row in wrong) + "\n")
    code, out, err = run_cli("hint", PZPRJS, "--position", str(position), "--json")
    assert code == 0, err
    assert json.loads(out)["mistakes"] == [[10, 0], [10, 1], [10, 2]]  # the edge and its two cells (on the loop)
    # named as the steps name them: the lattice's points were said as cells, "r11c1, r11c2, r11c3"
    assert run_cli("hint", PZPRJS, "--position", str(position)) == (
        0, "the position has 3 mistakes: r6c1, r6c1-r6c2, r6c2 differ from the puzzle's only answer\n", "")
    one_sided = [[0] * 6 for _ in range(6)]
    one_sided[0][0] = 2
    position.write_text("\n".join("".join(f"{v:x}" for v in row) for row in one_sided) + "\n")
    assert run_cli("hint", PZPRJS, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: cell r1c1 is drawn towards r1c2, which is not drawn back\n")
    assert KIND.check_position(puzzle, masks) == []
    broken = [row[:] for row in masks]
    broken[5][2] &= ~2  # the edge r6c3-r6c4 rubbed out
    broken[5][3] &= ~8
    assert KIND.check_position(puzzle, broken) == ["the loop has 1 line at r6c3", "the loop has 1 line at r6c4"]
    assert KIND.check_position(puzzle, [row[:5] + ["x"] for row in masks])[0] == \
        "position: cell r1c6 is 'x', not a side bitmask 0..15"


def test_cli_hint_and_grade(run_cli):
    code, out, err = run_cli("hint", PZPRJS, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["kind"] == "masyu" and data["steps"][0]["rule"] == "black_pearl"
    code, out, err = run_cli("grade", record("janko-masyu-011-10x10")["url"], "--json")
    assert code == 0, err
    assert json.loads(out)["grade"]["grade"] == "medium"


@pytest.mark.parametrize("text,said", [
    ("zz", "a Masyu position must be horizontal/vertical edge strings or rows of side bitmasks (hex digits)"),
    ("[[1, 2], [3]]", "the position has 2 rows of 1/2 cells; the board is 6x6 (rows of side bitmasks, or a hint's "
                      "grid of 11x11 points)"),
    ("[[16, 0, 0, 0, 0, 0]" + ", [0, 0, 0, 0, 0, 0]" * 5 + "]",
     "cell r1c1 is 16, not a side bitmask 0..15 (up 1, right 2, down 4, left 8)"),
    ("1" + "0" * 5 + "\n" + "000000\n" * 5, "cell r1c1 is drawn past the board's edge"),
])
def test_a_position_that_is_no_loop_drawn_is_refused_in_one_line(run_cli, tmp_path, text, said):
    position = tmp_path / "p.txt"
    position.write_text(text)
    assert run_cli("hint", PZPRJS, "--position", str(position)) == (2, "", f"gridsat: error: {position}: {said}\n")
