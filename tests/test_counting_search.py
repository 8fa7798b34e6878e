"""The compiled counting search (gridsat.engines.cardinality) and the
counting base of grid genres (gridsat.puzzles.grid.counting): every
solution of random small problems against brute force, the rules kept while
a model is built equal to those read back from the built model, the no-touch
rule against brute force, and honest statuses under a time limit."""

from __future__ import annotations

import itertools
import json
import random
from array import array
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat
from gridsat.constraints import shading
from gridsat.core.grid import box_cells
from gridsat.core.options import SolverOptions
from gridsat.engines import _cardinality
from gridsat.engines.cardinality import CardinalityProblem, from_model, search
from gridsat.puzzles.grid.counting import CountingModel

DATA = Path(__file__).parent / "data" / "genres"


def problem(n, rules, fixed):
    lo, hi, start, members = array("i"), array("i"), array("i", [0]), array("i")
    for refs, low, high in rules:
        lo.append(max(low, 0))
        hi.append(min(high, len(refs)))
        members.extend(refs)
        start.append(len(members))
    return CardinalityProblem(n, lo, hi, start, members, array("b", fixed))


def test_every_solution_of_random_problems_against_brute_force():
    rng = random.Random(21)
    for _ in range(1500):
        n = rng.randint(0, 8)
        rules = []
        for _ in range(rng.randint(0, 6)):
            refs = rng.sample(range(n), rng.randint(0, n))
            low = rng.randint(-1, len(refs) + 1)
            rules.append((refs, low, rng.randint(low, len(refs) + 2)))
        fixed = [rng.choice((-1, -1, -1, 0, 1)) for _ in range(n)]
        want = sorted(x for x in itertools.product((0, 1), repeat=n)
                      if all(low <= sum(x[v] for v in refs) <= high for refs, low, high in rules)
                      and all(f < 0 or x[i] == f for i, f in enumerate(fixed)))
        p = problem(n, rules, fixed)
        every = search(p, None, None)
        assert every.complete and every.count == len(want)
        assert sorted(map(tuple, every.solutions)) == want
        limit = rng.randint(1, 3)
        some = search(p, limit, 1)
        assert (some.count, some.complete) == (min(limit, len(want)), len(want) < limit)


def grown_regions(rng, rows, cols, count):
    """``{cell: region}``: ``count`` regions grown from random seeds, each orthogonally connected."""
    cells = box_cells(rows, cols)
    region = {c: g for g, c in enumerate(rng.sample(cells, count))}
    while len(region) < len(cells):
        r, c = rng.choice(list(region))
        nb = rng.choice([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
        if nb in cells and nb not in region:
            region[nb] = region[(r, c)]
    return region


def test_band_rule_on_random_star_battle_like_grids_against_brute_force():
    """Rows, columns and regions with "exactly k" counts (the partitions the
    band rule works on): one-star boards with grown regions, and random
    regions, counts, no-touch blocks and fixed cells; with and without
    probing (which otherwise finds most of what the rule finds)."""
    rng = random.Random(4)
    checked = 0
    for trial in range(200):
        rows, cols = (n := rng.randint(4, 5), n) if trial % 2 else (rng.randint(2, 4), rng.randint(2, 5))
        cells = box_cells(rows, cols)
        index = {c: i for i, c in enumerate(cells)}
        region = grown_regions(rng, rows, cols, rows) if trial % 2 else {c: rng.randrange(rows) for c in cells}
        hidden = [int(rng.random() < 0.3) for _ in cells]  # an answer the counts are read from
        groups = ([[index[(r, c)] for c in range(cols)] for r in range(rows)]
                  + [[index[(r, c)] for r in range(rows)] for c in range(cols)]
                  + [[index[c] for c in cells if region[c] == g] for g in range(rows)])
        counts = [1] * len(groups) if trial % 2 else [sum(hidden[v] for v in g) + (rng.random() < 0.05) for g in groups]
        rules = [(g, n, n) for g, n in zip(groups, counts) if g]
        blocks = [[index[(r + i, c + j)] for i in (0, 1) for j in (0, 1)]
                  for r in range(rows - 1) for c in range(cols - 1)]
        if trial % 2 or all(sum(hidden[v] for v in b) <= 1 for b in blocks) or rng.random() < 0.2:
            rules += [(b, 0, 1) for b in blocks]
        fixed = [-1 if trial % 2 or rng.random() < 0.9 else hidden[i] for i in range(len(cells))]
        want = sorted(x for pattern in itertools.product(*[
            [bits for bits in itertools.product((0, 1), repeat=cols) if sum(bits) == counts[r]] for r in range(rows)])
            for x in [sum(pattern, ())]
            if all(low <= sum(x[v] for v in refs) <= high for refs, low, high in rules)
            and all(f < 0 or x[i] == f for i, f in enumerate(fixed)))
        p = problem(len(cells), rules, fixed)
        every = search(p, None, None)
        assert every.complete and sorted(map(tuple, every.solutions)) == want
        count, complete, flat, _ = _cardinality.search(p.lo, p.hi, p.start, p.members, p.fixed, -1, -1, 0, probe=0)
        assert complete and sorted(tuple(flat[i:i + len(cells)]) for i in range(0, len(flat), len(cells))) == want
        checked += len(want) > 0
    assert checked > 100  # enough of them have answers


@pytest.mark.parametrize("rows, cols", [(3, 3), (1, 4), (4, 1), (2, 3)])
def test_no_touching_admits_exactly_the_placements_without_touching_stars(rows, cols):
    cells = box_cells(rows, cols)
    m = CountingModel()
    v = shading.cell_vars(m, cells)
    shading.no_touching(m, rows, cols, v)
    got = {tuple(s[x.index] for x in v.values()) for s in search(m.problem(), None, None).solutions}
    around = shading.king_neighbours(rows, cols)
    want = {bits for bits in itertools.product((0, 1), repeat=len(cells))
            if not any(bits[i] and bits[cells.index(o)] for i, c in enumerate(cells) for o in around(c))}
    assert got == want
    solver, count = cp_model.CpSolver(), 0  # CP-SAT agrees on the count
    solver.parameters.enumerate_all_solutions = True

    class Count(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            nonlocal count
            count += 1
    solver.solve(m, Count())
    assert count == len(want)


@pytest.mark.parametrize("genre", ["starbattle", "lightup"])
def test_rules_kept_while_building_equal_the_rules_read_from_the_model(genre):
    kind = gridsat.kinds.get(genre)
    for record in json.loads((DATA / f"{genre}.json").read_text())[:6]:
        m = CountingModel()
        kind.parse(record["url"]).model(m, SolverOptions().started())
        assert m.problem() == from_model(m)


def test_models_with_more_than_counting_rules_are_refused():
    m = CountingModel()
    a, b = m.new_bool_var("a"), m.new_bool_var("b")
    m.add_bool_or([a, ~b])
    assert m.problem() is None and from_model(m) is None
    m = CountingModel()
    a, b = m.new_bool_var("a"), m.new_bool_var("b")
    m.add_implication(a, b)
    assert m.problem() is None and from_model(m) is None
    m = CountingModel()
    m.new_int_var(0, 5, "x")
    assert m.problem() is None and from_model(m) is None


def test_a_time_limit_gives_unknown_never_a_wrong_count():
    puzzle = gridsat.kinds.get("lightup").parse("lightup\n" + "\n".join([" ".join(["."] * 12)] * 12))
    counted = puzzle.count(options=SolverOptions(time_limit=0.3))  # 12! answers: far more than 0.3 s lists
    assert counted.complete is False and counted.status.value == "solved" and counted.count > 0
    result = puzzle.solve(options=SolverOptions(time_limit=5))
    assert result.status.value == "solved" and puzzle.violations(result.grid) == []
