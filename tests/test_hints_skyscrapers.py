"""Skyscrapers' hints: every published puzzle stepped to its published answer (the kind's checker judging the end),
each step found again from its premises alone by this file's own brute force (every order of 1 to N in each row and
column the premises touch, kept to the givens and clues they cite, narrowed against each other until nothing
changes: the decided cell keeps its height alone), each trial's other heights each shown to leave some row or column
no order at all; the steps' words checked by hand, positions with mistakes, the play card's hooks and the command
line.

Puzzles: tests/data/genres/skyscrapers.json (robx/pzprjs's test puzzle and janko.at Wolkenkratzer 1, 2, 3, 4, 22,
75 and 120 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from itertools import permutations

import numpy as np
import pytest

import gridsat
from gridsat.core.hints import grade
from records import Published

KIND = gridsat.kinds.get("skyscrapers")
PUBLISHED = Published("skyscrapers")
record, answer_rows = PUBLISHED.record, PUBLISHED.answer_rows
PZPRJS = "pzprjs-skyscrapers-4x4"

# name: (steps, grade, trials, guesses), measured
HINTED = {}


def seen(line) -> int:
    """How many of ``line``'s heights are seen from its start: each taller than all before it (the rule, read
    here again)."""
    out, tallest = 0, 0
    for h in line:
        if h > tallest:
            out, tallest = out + 1, h
    return out


@lru_cache(maxsize=None)
def orders(n: int, front, back):
    """Every order of 1..n seen as ``front`` counts from its start and ``back`` from its end (None: no clue), an
    array of a row an order."""
    return np.array([p for p in permutations(range(1, n + 1))
                     if (front is None or seen(p) == front) and (back is None or seen(p[::-1]) == back)],
                    dtype=np.int8).reshape(-1, n)


def narrowed(puzzle, known: dict, cell=None) -> dict | None:
    """``{cell: heights}`` of the cells inside when only ``known`` holds (``{(row, col): value}``: clues on the
    frame, heights inside; every other clue and cell unknown): each row and column touching a known cell (or
    ``cell``) an order of 1 to N kept to them, the orders narrowed against each other until nothing changes; None
    when some row or column has no order left."""
    n, w = puzzle.n, puzzle.cols
    lines = [[(r, c) for c in range(1, n + 1)] for r in range(1, n + 1)]
    lines += [[(r, c) for r in range(1, n + 1)] for c in range(1, n + 1)]
    ends = [((r, 0), (r, w - 1)) for r in range(1, n + 1)] + [((0, c), (w - 1, c)) for c in range(1, n + 1)]
    cells = {cell: set(range(1, n + 1)) for line in lines for cell in line}
    for at, v in known.items():
        if at in cells:
            cells[at] = {v}
    used = [k for k, (line, end) in enumerate(zip(lines, ends))
            if cell in line or any(x in known for x in line) or any(at in known for at in end)]
    kept = {k: orders(n, known.get(ends[k][0]), known.get(ends[k][1])) for k in used}
    changed = True
    while changed:
        changed = False
        for k in used:
            line, rows = lines[k], kept[k]
            fits = np.ones(len(rows), dtype=bool)
            for j, x in enumerate(line):
                if len(cells[x]) < n:
                    allowed = np.zeros(n + 1, dtype=bool)
                    allowed[list(cells[x])] = True
                    fits &= allowed[rows[:, j]]
            kept[k] = rows = rows[fits]
            if not len(rows):
                return None
            for j, x in enumerate(line):
                held = set(np.unique(rows[:, j]).tolist())
                if held != cells[x]:
                    cells[x] = held
                    changed = True
    return cells


def position_known(puzzle, grid: dict, premises) -> dict:
    """What a step's ``premises`` say: their clues (on the frame) and heights (inside) in the position ``grid``."""
    out = {}
    for cell in map(tuple, premises):
        if puzzle.on_frame(cell):
            assert puzzle.clues[cell[0]][cell[1]] is not None, f"{cell} cited, no clue"
            out[cell] = puzzle.clues[cell[0]][cell[1]]
        else:
            assert grid.get(cell), f"{cell} cited, undecided"
            out[cell] = grid[cell]
    return out


def assert_follows(puzzle, grid: dict, step) -> None:
    """A technique's step, from its premises alone: every order of the lines they touch gives its cell its
    height."""
    (cell, v), = step.decided.items()
    left = narrowed(puzzle, position_known(puzzle, grid, step.premises), cell)
    assert left is not None and left[cell] == {v}, f"{step.sentence!r}: {left and left[cell]} left"


def assert_trial(puzzle, grid: dict, step) -> None:
    """A trial: from its premises, each other height in its cell leaves some row or column no order at all."""
    (cell, v), = step.decided.items()
    known = position_known(puzzle, grid, step.premises)
    assert narrowed(puzzle, {**known, cell: v}) is not None, step.sentence
    for w in range(1, puzzle.n + 1):
        assert w == v or narrowed(puzzle, {**known, cell: w}) is None, f"{step.sentence!r}: {w} stands"


def replay(puzzle, out) -> list:
    """Every step re-derived and applied; the final rows (0 on the frame)."""
    grid = {cell: v for cell, v in puzzle.clued().items() if not puzzle.on_frame(cell)}
    for step in out.steps:
        assert step.depth in (0, 1), step.sentence  # (a guess is not re-derived: none expected)
        (assert_follows if step.depth == 0 else assert_trial)(puzzle, grid, step)
        for cell, v in step.decided.items():
            assert cell not in grid
            grid[cell] = v
    return [[grid.get((r, c), 0) for c in range(puzzle.cols)] for r in range(puzzle.rows)]


@pytest.mark.parametrize("name", [pytest.param(r["name"], id=r["name"]) for r in PUBLISHED.records])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = KIND.parse(record(name)["url"]), answer_rows(name)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    g = grade(out.steps)
    print(name, (len(out.steps), g["grade"], g["trials"], g["guesses"]))
    final = replay(puzzle, out)
    assert final == out.grid == answer
    assert puzzle.violations(final) == []
