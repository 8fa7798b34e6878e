"""Hostile pass 115, part c: Shimaguni's hints against a brute force from the rules. On small random boards with one
answer (random rooms, numbers read off one of their answers, some other rooms ``?``), every step, trials
included, decides its cells as every answer that agrees with its premises alone does; a position with planted
mistakes gets exactly those cells named."""

from __future__ import annotations

import functools
import random

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED

KIND = gridsat.kinds.get("shimaguni")


def near(r, c, rows, cols):
    return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]


@functools.cache
def islands(cells: tuple) -> list:
    """Every connected non-empty set of ``cells``."""
    out = []
    for mask in range(1, 1 << len(cells)):
        part = {cells[i] for i in range(len(cells)) if mask >> i & 1}
        start = next(iter(part))
        seen, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if p in part and p not in seen:
                    seen.add(p)
                    todo.append(p)
        if len(seen) == len(part):
            out.append(frozenset(part))
    return out


def answers(rows, cols, room, numbers, fixed=None, most=10**6) -> list:
    """The answers by the rules (sets of shaded cells), each room one connected island of its number of cells (or
    any), shaded cells of two rooms never side by side, touching rooms' islands of different sizes; ``fixed``:
    ``{cell: SHADED or UNSHADED}`` they agree with."""
    fixed = fixed or {}
    cells = {k: tuple(sorted(p for p in room if room[p] == k)) for k in set(room.values())}
    touching = {k: {room[q] for p in cells[k] for q in near(*p, rows, cols)} - {k} for k in cells}
    ways = {k: [s for s in islands(cells[k]) if numbers.get(k) in (None, len(s))
                and all((fixed[p] == SHADED) == (p in s) for p in cells[k] if p in fixed)] for k in cells}
    order, found, chosen = sorted(cells, key=lambda k: len(ways[k])), [], {}

    def place(at):
        if len(found) >= most:
            return
        if at == len(order):
            found.append(frozenset().union(*chosen.values()))
            return
        k = order[at]
        for s in ways[k]:
            if all(len(chosen[a]) != len(s) and not any(q in chosen[a] for p in s for q in near(*p, rows, cols))
                   for a in touching[k] if a in chosen):
                chosen[k] = s
                place(at + 1)
                del chosen[k]

    place(0)
    return found


def unique_board(seed):
    """A 2x2 to 4x5 board of random rooms (8 cells at most) with one answer: ``(puzzle, rows, cols, room, numbers, answer)``."""
    rng = random.Random(seed)
    while True:
        rows, cols = rng.randint(2, 4), rng.randint(2, 5)
        grid = [(r, c) for r in range(rows) for c in range(cols)]
        room = {p: k for k, p in enumerate(rng.sample(grid, rng.randint(2, max(2, rows * cols // 3))))}
        while len(room) < len(grid):
            p = rng.choice(sorted(room))
            free = [q for q in near(*p, rows, cols) if q not in room]
            if free:
                room[rng.choice(free)] = room[p]
        some = max(list(room.values()).count(k) for k in set(room.values())) <= 8 and answers(rows, cols, room, {},
                                                                                             most=100)
        if not some:
            continue
        one = rng.choice(some)
        numbers = {k: sum(room[p] == k for p in one) for k in set(room.values()) if rng.random() < 0.6}
        found = answers(rows, cols, room, numbers, most=2)
        if len(found) == 1:
            break
    clues = [["."] * cols for _ in range(rows)]
    for k in set(room.values()):
        r, c = min((p for p in room if room[p] == k), key=lambda p: (p[1], p[0]))
        clues[r][c] = numbers[k] if k in numbers else rng.choice([".", "?"])
    text = "".join(" ".join(map(str, row)) + "\n" for row in clues) + "\n"
    text += "".join(" ".join("abcdefghijklmnopqrstuvwxyz"[room[r, c]] for c in range(cols)) + "\n" for r in range(rows))
    return KIND.parse("shimaguni\n" + text), rows, cols, room, numbers, found[0]


# (seeds whose steps take room_fits, sizes_differ, too_far, walled_off and trials besides the simplest rules)
@pytest.mark.parametrize("seed", [2, 5, 7, 13, 33, 50, 106, 131])
def test_every_step_follows_from_its_premises_by_brute_force(seed):
    puzzle, rows, cols, room, numbers, answer = unique_board(seed)
    out = KIND.hints(puzzle)
    decided: dict = {}
    for step in out.steps:
        assert all(p in decided for p in step.premises), step.sentence
        agreeing = answers(rows, cols, room, numbers, {p: decided[p] for p in step.premises})
        for p, value in step.decided.items():
            assert p not in decided and all((value == SHADED) == (p in a) for a in agreeing), step.sentence
        decided.update(step.decided)
    assert out.complete and len(decided) == rows * cols
    assert all((decided[p] == SHADED) == (p in answer) for p in decided)


@pytest.mark.parametrize("seed", range(8, 12))
def test_planted_mistakes_are_named_exactly(seed):
    puzzle, rows, cols, room, numbers, answer = unique_board(seed)
    rng = random.Random(seed)
    truth = {(r, c): SHADED if (r, c) in answer else UNSHADED for r in range(rows) for c in range(cols)}
    wrong = set(rng.sample(sorted(truth), 2))
    grid = [[(SHADED + UNSHADED - truth[r, c]) if (r, c) in wrong else truth[r, c] if rng.random() < 0.5 else 0
             for c in range(cols)] for r in range(rows)]
    out = KIND.hints(puzzle, start=grid)
    assert {tuple(m) for m in out.mistakes} == wrong and out.steps == []
    if out.reason:  # what the position breaks as it stands: it has no answer by the rules
        fixed = {(r, c): grid[r][c] for r in range(rows) for c in range(cols) if grid[r][c]}
        assert answers(rows, cols, room, numbers, fixed, most=1) == []
