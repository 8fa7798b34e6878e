"""connectivity.connected_parts against brute force: on a 3x3 grid cut into
parts (its rows, or an L and the rest), when each part's members are a
connected, non-empty group, the model admits exactly the shadings whose
members are connected."""

from __future__ import annotations

import itertools

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import connectivity, shading
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import box_cells, box_neighbours, components

R, C = 3, 3
CELLS = box_cells(R, C)
NB = box_neighbours(R, C)
ROWS = {r: [(r, c) for c in range(C)] for r in range(R)}
L_AND_REST = {0: [(0, 0), (1, 0), (2, 0), (2, 1)], 1: [(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)]}


def good_part(shaded, cells) -> bool:
    inside = [c for c in cells if c in shaded]
    return bool(inside) and len(components(inside, NB)) == 1


def check(parts):
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    for cells in parts.values():  # the caller's rule: each part's members connected and non-empty
        for bits in itertools.product((0, 1), repeat=len(cells)):
            if not good_part({c for c, b in zip(cells, bits) if b}, cells):
                m.add_bool_or([~v[c] if b else v[c] for c, b in zip(cells, bits)])
    connectivity.connected_parts(m, parts, NB, v)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.cp_model_presolve = False  # 512 tiny solves
    got, want = set(), set()
    for bits in itertools.product((0, 1), repeat=len(CELLS)):
        shaded = {c for c, b in zip(CELLS, bits) if b}
        if all(good_part(shaded, cells) for cells in parts.values()) and len(components(shaded, NB)) == 1:
            want.add(bits)
        m.clear_assumptions()
        m.add_assumptions([v[c] if b else ~v[c] for c, b in zip(CELLS, bits)])
        if solver.solve(m) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            got.add(bits)
    return got, want


@pytest.mark.parametrize("parts", [ROWS, L_AND_REST], ids=["rows", "L and the rest"])
def test_connected_parts_admits_exactly_the_connected_shadings(parts):
    got, want = check(parts)
    assert got == want and len(want) > 10


def test_connected_parts_returns_the_edges_between_parts_and_is_tagged():
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    edges = connectivity.connected_parts(m, ROWS, NB, v, rule="tetrominoes touch")
    assert sorted(edges) == [((r, c), (r + 1, c)) for r in range(R - 1) for c in range(C)]
    assert "tetrominoes touch" in {r["rule"] for r in m.stats()["rules"]}
