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
