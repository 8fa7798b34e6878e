"""Country Road's room rules (a room's cells visited in one stretch, one passage between two rooms, even crossings
of a cut) and its trials' scope (:func:`gridsat.puzzles.countryroad.deductions.nearby`), on random small boards
whose every loop is found by brute force and judged by the kind's checker (never the solver): every step any rule
takes holds in every answer agreeing with the position, no such position is called a contradiction, and from a
stalled position a rule marked ``local`` finds in a point's scope what it finds on the whole board."""

from __future__ import annotations

import random

import pytest

import gridsat
from gridsat.puzzles.countryroad import deductions
from gridsat.puzzles.countryroad.lattice import RoomLattice, givens
from gridsat.puzzles.grid.hinting import State, apply
from test_hints_countryroad import answers

KIND = gridsat.kinds.get("countryroad")


def random_board(rng: random.Random, rows: int, cols: int):
    """A ``rows`` x ``cols`` board of random rooms (grown from random seeds) whose loops the brute force finds, with
    the numbers of some rooms taken from one of them: ``(puzzle, answers)``, or None when no loop fits the rooms."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    room = {cell: k for k, cell in enumerate(rng.sample(cells, rng.randint(3, max(3, rows * cols // 3))))}
    while len(room) < len(cells):
        r, c = rng.choice(list(room))
        near = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))]
        free = [n for n in near if n in cells and n not in room]
        if free:
            room[rng.choice(free)] = room[r, c]
    names = "abcdefghijklmnop"
    rooms = "\n".join(" ".join(names[room[r, c]] for c in range(cols)) for r in range(rows))
    blank = "\n".join(" ".join("." for _ in range(cols)) for _ in range(rows))
    every = answers(KIND.parse(f"countryroad\n{blank}\n\n{rooms}\n"))
    if not every:
        return None
    chosen, numbers = rng.choice(every), [["."] * cols for _ in range(rows)]
    board = RoomLattice(KIND.parse(f"countryroad\n{blank}\n\n{rooms}\n"))
    for points in board.cells_of.values():
        if rng.random() < 0.6:
            r, c = board.rc[points[0]]
            numbers[r // 2][c // 2] = str(sum(chosen[i] == 1 for i in points))
    puzzle = KIND.parse("countryroad\n" + "\n".join(" ".join(row) for row in numbers) + f"\n\n{rooms}\n")
    return puzzle, answers(puzzle)


def boards(seed: int, rows: int, cols: int, count: int) -> list:
    rng, out = random.Random(seed), []
    while len(out) < count:
        found = random_board(rng, rows, cols)
        if found is not None:
            out.append(found)
    return out


def stalled(state: State) -> bool:
    """Run every rule's steps on ``state`` (in place) until none decides a point: False on a contradiction."""
    while True:
        if deductions.contradiction(state) is not None:
            return False
        found = [step for rule in deductions.RULES for step in rule(state)]
        found = [s for s in found if any(not state.grid[state.board.index[p]] for p in s.decided)]
        if not found:
            return True
        if apply(state, found) is not None:
            return False


@pytest.mark.parametrize(("rows", "cols", "seed", "count"), [
    pytest.param(3, 4, 4, 3, marks=pytest.mark.slow), pytest.param(4, 4, 1, 6, marks=pytest.mark.slow), pytest.param(3, 5, 2, 6, marks=pytest.mark.slow),
    pytest.param(4, 4, 3, 6, marks=pytest.mark.slow)])
def test_every_step_holds_in_every_answer_and_local_rules_see_what_the_board_shows(rows, cols, seed, count):
    fired, rng = set(), random.Random(seed)
    for puzzle, every in boards(seed, rows, cols, count):
        board = RoomLattice(puzzle)
        free = [i for i, v in enumerate(givens(board)) if v == 0]
        for _ in range(40):
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
            if not stalled(state):  # (the rules' own steps may meet a clash only where no answer agrees)
                assert not agreeing
                continue
            for i in [i for i in free if not state.grid[i]][:6]:
                for value in (1, 2):
                    trial = state.copy()
                    trial.grid[i] = value
                    scope = deductions.nearby(board, [i])
                    assert (deductions.contradiction(trial, scope) is None) == (deductions.contradiction(trial) is
                                                                                 None)
                    for rule in deductions.RULES:
                        if getattr(rule, "local", False):
                            assert ({p: v for s in rule(trial, scope) for p, v in s.decided.items()}
                                    == {p: v for s in rule(trial) for p, v in s.decided.items()}), rule.__name__
    assert {"room_path", "one_door"} <= fired or count < 6, fired


def test_room_rules_in_their_words():
    """A room holding 2 with its two cells' edge drawn has its other inner edges off; the loop passing between two
    rooms once; the line between two rows crossed an even number of times."""
    puzzle = KIND.parse("countryroad\n2 . . .\n. . . .\n. . . .\n. . . .\n\na a b b\na a b b\nc c d d\nc c d d\n")
    board = RoomLattice(puzzle)
    at = board.index
    grid = givens(board)
    grid[at[0, 1]] = 1  # r1c1-r1c2 drawn
    assert [s.sentence for s in deductions.room_path(State(board, grid))] == [
        "r1c1-r2c1, r1c2-r2c2, r2c1-r2c2 are off the loop: the room at r1c1 holds 2, and the loop visits its cells in "
        "one stretch, 1 edge inside the room, and r1c1-r1c2 is drawn"]
    grid = givens(board)
    grid[at[0, 3]] = 1  # r1c2-r1c3 drawn: the loop passes from the room at r1c1 into the room at r1c3
    assert [s.sentence for s in deductions.one_door(State(board, grid))] == [
        "r2c2-r2c3 is off the loop: the loop passes between the room at r1c1 and the room at r1c3 through "
        "r1c2-r1c3, and it passes between two rooms once (twice, it would close through them alone)"]
    grid = givens(board)
    for c, v in ((0, 1), (2, 2), (4, 2)):
        grid[at[3, c]] = v  # r2c1-r3c1 drawn, r2c2-r3c2 and r2c3-r3c3 off
    assert [s.sentence for s in deductions.crossings_even(State(board, grid))
            if "rows" in s.sentence] == [
        "r2c4-r3c4 is drawn (so r2c4, r3c4 on the loop): the loop crosses the line between rows 2 and 3 an even "
        "number of times, and 1 of its other 3 edges is drawn"]
