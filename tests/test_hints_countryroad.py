"""Country Road's hints: published puzzles stepped to their published answers, each step found again from its
premises alone, every rule's step true in every answer of small boards (their loops found by brute force, judged by
the kind's checker), the steps' words, the command line.

Puzzles: tests/data/genres/countryroad.json (robx/pzprjs's test puzzle, janko.at Country Road 1, 3, 4, 5, 22, 25,
151)."""

from __future__ import annotations

import random

import pytest

import gridsat
from gridsat.puzzles.countryroad import deductions
from gridsat.puzzles.countryroad.lattice import RoomLattice, givens
from gridsat.puzzles.grid.hinting import State, other
from gridsat.puzzles.grid.stepping import explain_trial
from gridsat.puzzles.masyu.lattice import OFF, ON, masks_of, of_masks
from records import Published

KIND = gridsat.kinds.get("countryroad")
PUBLISHED = Published("countryroad")
record = PUBLISHED.record
PZPRJS = "https://puzz.link/p?country/5/5/amda0uf02h12h"


def published(name: str) -> tuple:
    """The puzzle, its published answer's side bitmasks and that answer as flat lattice values."""
    puzzle = KIND.parse(record(name)["url"])
    masks = puzzle.read_answer(record(name)["answer"])
    return puzzle, masks, of_masks(RoomLattice(puzzle), masks)


def follows(board: RoomLattice, step, answer: list) -> bool:
    """``step`` holds from its premises alone (as ``answer`` has them, nothing else decided): a rule's step is found
    again by its rule, a trial's other value meets a contradiction again."""
    grid = givens(board)
    for r, c in step.premises:
        grid[r * board.cols + c] = answer[r * board.cols + c]
    state = State(board, grid)
    if step.depth == 0:
        rule = next(r for r in deductions.RULES if r.__name__ == step.rule)
        derived: dict = {}
        for again in rule(state):
            derived.update(again.decided)
        return all(derived.get(c) == v for c, v in step.decided.items())
    ((r, c), value), = step.decided.items()
    return explain_trial(deductions, state, r * board.cols + c, other(value), rounds=board.n) is not None


# name: (steps, grade, trials, guesses), measured; the larger boards (20-40 s each) are left to `gridsat hint` and
# benchmarks/countryroad_hints.py
HINTED = {"pzprjs-country-5x5": (38, "hard", 2, 0), "janko-country-01_5x5": (37, "hard", 4, 0)}
HINTED_SLOW = {"janko-country-03_6x6": (57, "hard", 11, 0)}


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from gridsat.core.hints import grade

    puzzle, masks, answer = published(name)
    board = RoomLattice(puzzle)
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
    assert all(follows(board, step, answer) for step in out.steps)
    assert masks_of(board, grid) == masks
    assert KIND.check_position(puzzle, masks) == []


def cycles(rows: int, cols: int) -> list:
    """Every simple closed loop through cell centres of a ``rows`` x ``cols`` board (four cells or more), each as
    its set of edges ``((r, c), (r2, c2))``, by brute force: paths from each loop's least cell through greater ones
    back to it."""
    def near(a):
        r, c = a
        return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if 0 <= y < rows and 0 <= x < cols]

    found = set()
    for start in [(r, c) for r in range(rows) for c in range(cols)]:
        todo = [[start]]
        while todo:
            path = todo.pop()
            for n in near(path[-1]):
                if n == start and len(path) >= 4:
                    found.add(frozenset(tuple(sorted(e)) for e in zip(path, path[1:] + path[:1])))
                elif n > start and n not in path:
                    todo.append(path + [n])
    return list(found)


def answers(puzzle) -> list:
    """Every answer of a small ``puzzle`` as flat lattice values: the loops :func:`cycles` finds that the kind's
    checker (never the solver) accepts."""
    from gridsat.puzzles.grid.loop import loop_masks

    board, out = RoomLattice(puzzle), []
    for edges in cycles(puzzle.rows, puzzle.cols):
        masks = loop_masks(set(edges), puzzle.rows, puzzle.cols, False)
        if puzzle.violations(masks) == []:
            out.append(of_masks(board, masks))
    return out


SMALL = {  # boards small enough for every loop: a room unnumbered, a ?, rooms of one cell
    "four rooms": "countryroad\n3 . 2 .\n. . . .\n3 . . .\n. . . .\n\na a b b\na a b b\nc c d d\nc c d d\n",
    "unnumbered": "countryroad\n. . . .\n. . . .\n. . 1 .\n. . . .\n\na a b b\na c c b\nd d e b\nd d d b\n",
    "open strips": "countryroad\n. . . . .\n. ? . . .\n. . . . .\n. . . . .\n\na a a b b\nc c a b b\nc d d d b\n"
                   "c d d e e\n",
    "strips": "countryroad\n3 . . 3 .\n. ? . . .\n. . . . .\n. . . . .\n\na a a b b\nc c a b b\nc d d d b\n"
              "c d d e e\n",
}


@pytest.mark.parametrize("name", list(SMALL))
def test_every_rule_step_holds_in_every_answer_of_small_boards(name):
    """From positions of revealed points of one answer, every step any rule finds holds in every answer agreeing
    with the position, and no position an answer agrees with is called a contradiction."""
    puzzle = KIND.parse(SMALL[name])
    board = RoomLattice(puzzle)
    every = answers(puzzle)
    assert every, name
    rng = random.Random(118)
    free = [i for i, v in enumerate(givens(board)) if v == 0]
    fired = set()
    for _ in range(150):
        chosen = rng.choice(every)
        grid = givens(board)
        for i in rng.sample(free, rng.randrange(len(free) // 2 + 1)):
            grid[i] = chosen[i]
        agreeing = [a for a in every if all(not v or a[i] == v for i, v in enumerate(grid))]
        state = State(board, grid)
        assert deductions.contradiction(state) is None
        for rule in deductions.RULES:
            for step in rule(state):
                fired.add(rule.__name__)
                for (r, c), value in step.decided.items():
                    assert all(a[r * board.cols + c] == value for a in agreeing), step.sentence
    assert len(fired) >= 9, fired


@pytest.mark.parametrize(("name", "count"), [("four rooms", 3), ("unnumbered", 17), ("open strips", 44),
                                           ("strips", 6)])
def test_the_small_boards_have_the_answers_the_solver_counts(name, count):
    """The brute force's answers, counted by the solver too (two ways to the same number)."""
    puzzle = KIND.parse(SMALL[name])
    assert puzzle.count().count == len(answers(puzzle)) == count


def test_the_first_steps_say_their_rules():
    """pzprjs's 5x5 (its 1 at r3c1 a room of r3c1, r4c1, r5c1): a room the loop visits one cell of takes no edge
    inside it."""
    out = KIND.hints(KIND.parse(PZPRJS), first=True)
    step, = out.steps
    assert (step.rule, step.sentence, step.decided) == (
        "room_path", "r3c1-r4c1, r4c1-r5c1 are off the loop: the room at r3c1 holds 1, so the loop takes no edge "
        "inside it", {(5, 0): OFF, (7, 0): OFF})


def test_room_rules_in_their_words():
    """A room's number reached, a cell beside one off the loop across a border, a room entered once, on the board
    of four 2x2 rooms (numbers 3, 2 and 3)."""
    puzzle = KIND.parse(SMALL["four rooms"])
    board = RoomLattice(puzzle)
    at = board.index
    grid = givens(board)
    grid[at[0, 4]] = grid[at[0, 6]] = ON  # r1c3, r1c4 on the loop: the room at r1c3 holds 2
    grid[at[2, 2]] = OFF  # r2c2 off the loop
    state = State(board, grid)
    assert [s.sentence for s in deductions.room_full(state)] == [
        "r2c3, r2c4 are off the loop: the room at r1c3 holds 2, and the loop already visits r1c3, r1c4 there"]
    assert [s.sentence for s in deductions.off_across(state)] == [
        "r2c3 is on the loop: r2c2, beside it across a room border, is off the loop, and two cells off the loop never "
        "meet across a border",
        "r3c2 is on the loop: r2c2, beside it across a room border, is off the loop, and two cells off the loop never "
        "meet across a border"]
    grid = givens(board)
    grid[at[2, 3]] = grid[at[3, 2]] = ON  # r2c2-r2c3 and r2c2-r3c2 drawn: the room at r1c1 entered and left
    assert [s.sentence for s in deductions.entered_once(State(board, grid))] == [
        "r1c2-r1c3, r2c1-r3c1 are off the loop: the loop enters and leaves the room at r1c1 through r2c2-r2c3, "
        "r2c2-r3c2, and it passes through a room once"]


def test_rule_words_list_every_rule():
    assert sorted(KIND.rule_words()) == sorted(rule.__name__ for rule in deductions.RULES)


def test_hint_on_the_command_line(run_cli, tmp_path):
    code, out, err = run_cli("hint", PZPRJS)
    assert (code, err) == (0, "") and out.startswith("next step (rule: room_path): r3c1-r4c1, r4c1-r5c1 are off the "
                                                     "loop")
    (tmp_path / "p.json").write_text("[[1, 2], [3]]")
    code, out, err = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"))
    assert (code, out) == (2, "") and len(err.strip().splitlines()) == 1, err
    assert "the position has 2 rows of 1/2 cells; the board is 5x5" in err
