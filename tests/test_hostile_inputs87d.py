"""Pass 87 (d): Yin-Yang hints checked step by step against the published
janko.at collection (shared/data/yinyang)."""

from __future__ import annotations

import re

from gridsat.puzzles.yinyang.io import parse
from gridsat.puzzles.yinyang.stepping import deduce

# janko.at Yin-Yang 033 and 105 (SmilingWayne/puzzlekit-dataset), published answers matched by the search
JANKO_033 = """1 0 2 2 0 0 0 0 0 0
0 0 1 0 1 0 2 0 0 0
0 0 0 1 0 0 2 0 1 2
0 0 0 2 0 1 2 0 0 1
0 0 2 1 0 2 0 2 0 0
1 0 2 0 0 2 0 1 1 0
0 0 2 0 0 2 0 0 0 0
0 0 2 0 2 0 2 0 1 0
0 2 0 0 2 0 0 0 2 0
0 0 0 0 0 0 0 0 0 0
"""
JANKO_105 = """0 0 0 0 2 0 0 0 0 0 0 0
0 0 2 0 0 2 0 2 0 2 0 0
0 0 2 0 2 0 0 0 2 0 2 0
0 0 0 0 2 0 1 0 2 0 2 0
0 2 0 0 2 2 0 0 2 0 2 0
0 0 0 0 0 0 2 0 2 0 2 0
0 0 1 0 1 0 0 0 0 0 2 0
0 2 0 0 0 1 0 1 0 1 2 0
0 0 0 0 1 0 1 0 1 0 0 0
0 2 0 1 0 1 0 1 0 1 2 0
0 0 0 0 0 0 0 0 0 0 2 0
0 0 0 0 0 0 0 0 0 0 2 1
"""


def _cell(name):
    r, c = re.fullmatch(r"r(\d+)c(\d+)", name).groups()
    return int(r) - 1, int(c) - 1


def test_an_area_step_colours_only_cells_still_undecided():
    # step 20 said "r8c2 is white: in the 3x4 area r8c2 to r10c5, each way of colouring r8c2, r8c4, r9c3, r9c4 ...",
    # r9c3 decided black by step 18 of its round (the board beside it showed it black)
    puzzle = parse(JANKO_033)
    grid = [list(row) for row in puzzle.givens]
    areas = 0
    for step in deduce(puzzle).steps:
        said = re.search(r"each way of colouring (.*?) that leaves", step.sentence)
        if said:
            areas += 1
            decided = [name for name in said.group(1).split(", ") if grid[_cell(name)[0]][_cell(name)[1]]]
            assert decided == [], step.sentence
        for (r, c), value in step.decided.items():
            grid[r][c] = value
    assert areas > 0


def test_a_trial_chain_decides_each_cell_once():
    # "r5c10 is white: if it were black, then r4c10 is white; r4c10 is white, and the white cells at r2c2 and r4c10
    # could not be joined": two steps of one round quoted for the same cell
    puzzle = parse(JANKO_105)
    grid = [list(row) for row in puzzle.givens]
    trials = 0
    for step in deduce(puzzle).steps:
        if step.rule == "trial":
            trials += 1
            seen = set(step.decided)  # the assumed cell
            for sub in step.chain:
                for r, c in sub.decided:
                    assert (r, c) not in seen and not grid[r][c], step.sentence
                    seen.add((r, c))
        for (r, c), value in step.decided.items():
            grid[r][c] = value
    assert trials > 0
    step = next(s for s in deduce(puzzle).steps if s.sentence.startswith("r5c10 is white: if it were black"))
    assert step.sentence.startswith("r5c10 is white: if it were black, then r4c10 is white, and ")
