"""Hostile pass 117, part b: generators' claims checked against brute force written from the rules.

Every puzzle said unique has exactly one answer, the planted one, and every number kept is needed (taking any
one out leaves a second answer), counted here over every shading of a small board, never by gridsat's solver.
"""

from itertools import product

import pytest

from gridsat.puzzles.kinds import get

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _neighbours(r, c, rows, cols):
    return [(r + a, c + b) for a, b in STEPS if 0 <= r + a < rows and 0 <= c + b < cols]


def _connected(cells, rows, cols):
    cells = set(cells)
    if not cells:
        return True
    seen, todo = set(), [next(iter(cells))]
    while todo:
        cell = todo.pop()
        if cell not in seen:
            seen.add(cell)
            todo += [n for n in _neighbours(*cell, rows, cols) if n in cells]
    return seen == cells


def _sees(shaded, r, c, rows, cols):
    count = 1
    for a, b in STEPS:
        i, j = r + a, c + b
        while 0 <= i < rows and 0 <= j < cols and not shaded[i][j]:
            count, i, j = count + 1, i + a, j + b
    return count


def _kurodoko_answers(clues):
    """Kurodoko's answers: numbers unshaded and seeing that many cells, shaded cells apart, the rest connected."""
    rows, cols = len(clues), len(clues[0])
    found = []
    for bits in product((0, 1), repeat=rows * cols):
        shaded = [bits[r * cols:(r + 1) * cols] for r in range(rows)]
        cells = [(r, c) for r in range(rows) for c in range(cols)]
        if any(shaded[r][c] and (clues[r][c] != "." or any(shaded[i][j] for i, j in _neighbours(r, c, rows, cols)))
               for r, c in cells):
            continue
        if not _connected([(r, c) for r, c in cells if not shaded[r][c]], rows, cols):
            continue
        if all(clues[r][c] == "." or _sees(shaded, r, c, rows, cols) == int(clues[r][c]) for r, c in cells):
            found.append([list(row) for row in shaded])
    return found


def _lightup_answers(clues):
    """Light Up's answers: every open cell lit, no bulb lighting another, each numbered wall's bulbs beside it."""
    rows, cols = len(clues), len(clues[0])
    open_cells = [(r, c) for r in range(rows) for c in range(cols) if clues[r][c] == "."]
    found = []
    for bits in product((0, 1), repeat=len(open_cells)):
        bulbs = {cell for cell, bit in zip(open_cells, bits) if bit}
        lit, ok = set(bulbs), True
        for r, c in bulbs:
            for a, b in STEPS:
                i, j = r + a, c + b
                while 0 <= i < rows and 0 <= j < cols and clues[i][j] == ".":
                    ok &= (i, j) not in bulbs
                    lit.add((i, j))
                    i, j = i + a, j + b
        if ok and len(lit) == len(open_cells) and all(
                clues[r][c] in ".#" or sum(n in bulbs for n in _neighbours(r, c, rows, cols)) == int(clues[r][c])
                for r in range(rows) for c in range(cols)):
            found.append([[int((r, c) in bulbs) for c in range(cols)] for r in range(rows)])
    return found


CASES = [("kurodoko", _kurodoko_answers, ".", seed) for seed in (1, 2)]
CASES += [("lightup", _lightup_answers, "#", seed) for seed in (1, 2)]


@pytest.mark.parametrize("kind,answers,blank,seed", CASES)
def test_generated_small_puzzle_unique_and_minimal_by_brute_force(kind, answers, blank, seed):
    made = get(kind).generator().generate(3, 4, seed)
    clues = [line.split() for line in made.text.splitlines()[1:] if line.strip()]
    assert made.info["unique"] is True
    assert answers(clues) == [made.solution]  # the one answer, the planted one
    for r, row in enumerate(clues):
        for c, clue in enumerate(row):
            if clue.isdigit():  # each number kept is needed: without it a second answer appears
                fewer = [list(line) for line in clues]
                fewer[r][c] = blank
                assert len(answers(fewer)) > 1, (kind, seed, r, c)
