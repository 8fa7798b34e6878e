"""Placement rules of the vocabulary (gridsat.constraints.placement) against
brute force: on a 2x3 grid tiled partly by monominoes and dominoes, the
shadings :func:`apart` admits are exactly those that some choice of pieces
covers with no two pieces (of one group) sharing an edge."""

from __future__ import annotations

import itertools

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import placement, shading
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import box_cells, box_neighbours

R, C = 2, 3
CELLS = box_cells(R, C)
NB = box_neighbours(R, C)
PIECES = [(c,) for c in CELLS] + [(a, b) for a in CELLS for b in NB(a) if a < b]


def tilings(shaded: set, chosen: list):
    """Every way to cut ``shaded`` into monominoes and dominoes."""
    if not shaded:
        yield list(chosen)
        return
    first = min(shaded)
    for piece in PIECES:
        if piece[0] == first and set(piece) <= shaded:
            yield from tilings(shaded - set(piece), chosen + [piece])


def allowed(groups) -> set:
    out = set()
    for bits in itertools.product((0, 1), repeat=len(CELLS)):
        shaded = {c for c, b in zip(CELLS, bits) if b}
        for tiling in tilings(shaded, []):
            if not any(groups(p) == groups(q) and any(b in NB(a) for a in p for b in q)
                       for p, q in itertools.combinations(tiling, 2)):
                out.add(bits)
                break
    return out


def admitted(groups, per_placement: bool = False) -> set:
    """Every shading the model admits: one solve per shading, assumed."""
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    x = [m.new_bool_var(f"p{i}") for i in range(len(PIECES))]
    placement.cover(m, x, PIECES, CELLS, covered=v)
    if per_placement:
        placement.apart(m, x, PIECES, NB, covered=v)
    else:
        placement.apart(m, x, PIECES, NB, groups=[groups(p) for p in PIECES])
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.cp_model_presolve = False  # 64 tiny solves
    out = set()
    for bits in itertools.product((0, 1), repeat=len(CELLS)):
        m.clear_assumptions()
        m.add_assumptions([v[c] if b else ~v[c] for c, b in zip(CELLS, bits)])
        if solver.solve(m) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            out.add(bits)
    return out


def test_apart_admits_exactly_the_shadings_of_pieces_that_never_touch():
    one_group = admitted(lambda p: 0)
    assert one_group == allowed(lambda p: 0) == admitted(None, per_placement=True)
    by_size = admitted(len)  # a monomino may touch a domino
    assert by_size == allowed(len)
    assert one_group < by_size


def test_apart_is_tagged_and_limited_to_the_edges_given():
    m = RuleModel()
    x = [m.new_bool_var("a"), m.new_bool_var("b")]
    placement.apart(m, x, [[(0, 0)], [(0, 1)]], lambda c: [], rule="no edges")
    assert m.stats()["rules"][0] == {"rule": "no edges", "variables": 0, "constraints": 0, "types": {}}
    placement.apart(m, x, [[(0, 0)], [(0, 1)]], NB)
    assert {r["rule"]: r["constraints"] for r in m.stats()["rules"]}["no two pieces share an edge"] == 1


def test_apart_takes_covered_literals_for_one_group_only():
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    with pytest.raises(ValueError, match="one group"):
        placement.apart(m, [], [], NB, groups=[], covered=v)
