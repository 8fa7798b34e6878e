"""The island and shading deductions (constraints.island_logic,
constraints.shading_logic) and the models built around what they find
(islands.bounded_islands, connectivity.connected_around), against brute
force over every shading of small boards."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import connectivity, islands, shading
from gridsat.constraints.island_logic import forced_cells, probed_cells
from gridsat.constraints.model import RuleModel
from gridsat.constraints.shading_logic import forced_shading
from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours, components

DATA = Path(__file__).parent / "data" / "genres" / "nurikabe.json"


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


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "python"])
@pytest.mark.parametrize("rows,cols,seed", [(3, 3, s) for s in range(30)] + [(3, 4, s) for s in range(30, 40)])
def test_forced_cells_hold_in_every_answer(rows, cols, seed, compiled):
    rng = random.Random(seed)
    cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
    clues = random_clues(rng, cells, rng.randint(1, 4))
    answers = [g for g in shadings(cells) if nurikabe_ok(g, rows, cols, cells, nb, clues)]
    forced = forced_cells(cells, nb, clues, blocks=blocks_2x2(rows, cols), compiled=compiled)
    if forced is None:
        assert answers == []
    else:
        assert all(a[c] == v for a in answers for c, v in forced.items())


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "python"])
@pytest.mark.parametrize("rows,cols,seed", [(3, 4, s) for s in range(40, 55)])
def test_probed_cells_hold_in_every_answer_and_extend_the_forced_ones(rows, cols, seed, compiled):
    rng = random.Random(seed)
    cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
    clues = random_clues(rng, cells, rng.randint(1, 4))
    answers = [g for g in shadings(cells) if nurikabe_ok(g, rows, cols, cells, nb, clues)]
    probed = probed_cells(cells, nb, clues, blocks=blocks_2x2(rows, cols), compiled=compiled)
    if probed is None:
        assert answers == []
        return
    assert answers and all(a[c] == v for a in answers for c, v in probed.items())
    assert probed.items() >= forced_cells(cells, nb, clues, blocks=blocks_2x2(rows, cols), compiled=compiled).items()


def test_probed_cells_decide_what_the_rules_alone_cannot():
    # janko.at Nurikabe 726 (10x10, a "?" clue; tests/data/genres/nurikabe.json): the rules alone know only
    # the clue cells; one-cell trials decide every cell, as the published answer has them
    record = next(r for r in json.loads(DATA.read_text()) if r["name"] == "janko-nurikabe-726_10x10")
    cells, nb = box_cells(10, 10), box_neighbours(10, 10)
    clues = {(r, c): None if v == "?" else v for r, row in enumerate(record["puzzle"]["clues"])
             for c, v in enumerate(row) if v is not None}
    assert len(forced_cells(cells, nb, clues, blocks=blocks_2x2(10, 10))) == len(clues)
    probed = probed_cells(cells, nb, clues, blocks=blocks_2x2(10, 10))
    assert probed == {(r, c): int(ch == "#") for r, row in enumerate(record["answer"]) for c, ch in enumerate(row)}


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


def hitori_ok(grid, cells, nb, groups) -> bool:
    return (not any(grid[c] and grid[d] for c in cells for d in nb(c))
            and all(sum(1 - grid[c] for c in g) <= 1 for g in groups)
            and len(components([c for c in cells if not grid[c]], nb)) <= 1)


@pytest.mark.parametrize("seed", range(40))
def test_forced_shading_holds_in_every_answer(seed):
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (2, 4)])
    cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
    numbers = {c: rng.randint(1, 3) for c in cells}
    lines = [[(r, c) for c in range(cols)] for r in range(rows)] + [[(r, c) for r in range(rows)] for c in range(cols)]
    groups = [[c for c in line if numbers[c] == n] for line in lines for n in (1, 2, 3)]
    groups = [g for g in groups if len(g) > 1]
    answers = [g for g in shadings(cells) if hitori_ok(g, cells, nb, groups)]
    forced = forced_shading(cells, nb, at_most_one_unshaded=groups)
    if forced is None:
        assert answers == []
    else:
        assert all(a[c] == v for a in answers for c, v in forced.items())


def test_forced_shading_rules():
    cells, nb = box_cells(1, 3), box_neighbours(1, 3)
    # a b a: the middle is unshaded, so one of the a's is shaded, never both (the area stays in one piece)
    assert forced_shading(cells, nb, at_most_one_unshaded=[[(0, 0), (0, 2)]]) == {(0, 1): 0}
    cells, nb = box_cells(1, 4), box_neighbours(1, 4)
    # a a . a: one of the pair is unshaded, so the third a is shaded and its neighbour unshaded; then the
    # second a joins the two sides, so it is unshaded and the first is shaded
    assert forced_shading(cells, nb, at_most_one_unshaded=[[(0, 0), (0, 1), (0, 3)]]) == \
        {(0, 0): 1, (0, 1): 0, (0, 2): 0, (0, 3): 1}
    # a a a a: three shaded cells in a row of four always touch
    assert forced_shading(cells, nb, at_most_one_unshaded=[cells]) is None
