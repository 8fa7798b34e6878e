"""The island deductions (constraints.island_logic) and the models built
around what they find (islands.bounded_islands, connectivity.connected_around),
against brute force over every shading of small boards."""

from __future__ import annotations

import itertools
import random

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import connectivity, islands, shading
from gridsat.constraints.island_logic import forced_cells
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours, components


def shadings(cells):
    for bits in itertools.product((0, 1), repeat=len(cells)):
        yield dict(zip(cells, bits))


def admitted(cells, build) -> set:
    """Every shading the model admits (solve, forbid it, solve again)."""
    m = RuleModel()
    v = shading.cell_vars(m, cells)
    build(m, v)
    out = set()
    while True:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return out
        bits = tuple(solver.value(v[c]) for c in cells)
        out.add(bits)
        m.add_bool_or([~v[c] if b else v[c] for c, b in zip(cells, bits)])


def islands_ok(grid, cells, nb, clues) -> bool:
    if any(grid[c] for c in clues):
        return False
    for comp in components([c for c in cells if not grid[c]], nb):
        inside = [c for c in comp if c in clues]
        if len(inside) != 1 or clues[inside[0]] not in (None, len(comp)):
            return False
    return True


def nurikabe_ok(grid, rows, cols, cells, nb, clues) -> bool:
    return (islands_ok(grid, cells, nb, clues) and len(components([c for c in cells if grid[c]], nb)) <= 1
            and not any(all(grid[c] for c in b) for b in blocks_2x2(rows, cols)))


def random_clues(rng, cells, n):
    return {c: rng.choice([None, 1, 2, 3, 4, 5]) for c in rng.sample(cells, n)}


@pytest.mark.parametrize("rows,cols,seed", [(3, 3, s) for s in range(30)] + [(3, 4, s) for s in range(30, 40)])
def test_forced_cells_hold_in_every_answer(rows, cols, seed):
    rng = random.Random(seed)
    cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
    clues = random_clues(rng, cells, rng.randint(1, 4))
    answers = [g for g in shadings(cells) if nurikabe_ok(g, rows, cols, cells, nb, clues)]
    forced = forced_cells(cells, nb, clues, blocks=blocks_2x2(rows, cols))
    if forced is None:
        assert answers == []
    else:
        assert all(a[c] == v for a in answers for c, v in forced.items())


def test_forced_cells_solve_a_simple_board_and_see_contradictions():
    cells, nb = box_cells(3, 3), box_neighbours(3, 3)
    assert forced_cells(cells, nb, {(0, 0): 1, (2, 2): 1}) == \
        {(0, 0): 0, (2, 2): 0, (0, 1): 1, (1, 0): 1, (1, 2): 1, (2, 1): 1, (1, 1): 1, (0, 2): 1, (2, 0): 1}
    assert forced_cells(cells, nb, {(0, 0): 1, (2, 2): 1}, blocks=blocks_2x2(3, 3)) is None  # 2x2 blocks of sea
    assert forced_cells(cells, nb, {(0, 0): 2, (0, 1): 1}) is None  # two clues in one island
    assert forced_cells(cells, nb, {(1, 1): 9}, blocks=blocks_2x2(3, 3)) == {c: 0 for c in cells}
    assert forced_cells(cells, nb, {(1, 1): 10}) is None  # more than the board


@pytest.mark.parametrize("clues", [{(0, 0): 2, (2, 2): 1}, {(0, 0): 3, (2, 0): None, (0, 2): 1}])
def test_bounded_islands_admit_exactly_the_island_rule(clues):
    cells, nb = box_cells(3, 3), box_neighbours(3, 3)
    want = {tuple(g[c] for c in cells) for g in shadings(cells) if islands_ok(g, cells, nb, clues)}
    assert admitted(cells, lambda m, v: islands.bounded_islands(m, cells, nb, {c: ~v[c] for c in cells}, clues)) \
        == want
    # with cells known from the deductions (fixed by the caller), the same answers of those that agree
    known = forced_cells(cells, nb, clues) or {}

    def build(m, v):
        shading.fixed(m, v, known)
        islands.bounded_islands(m, cells, nb, {c: ~v[c] for c in cells}, clues, known=known)
    agree = {bits for bits in want if all(bits[cells.index(c)] == x for c, x in known.items())}
    assert admitted(cells, build) == agree == want


@pytest.mark.parametrize("known", [[(0, 0), (2, 2)], [(0, 0), (0, 1), (2, 1)]])
def test_connected_around_admits_exactly_the_connected_shadings(known):
    cells, nb = box_cells(3, 3), box_neighbours(3, 3)
    want = {tuple(g[c] for c in cells) for g in shadings(cells)
            if all(g[c] for c in known) and len(components([c for c in cells if g[c]], nb)) <= 1}

    def build(m, v):
        shading.fixed(m, v, {c: 1 for c in known})
        connectivity.connected_around(m, cells, nb, v, known)
    assert admitted(cells, build) == want
