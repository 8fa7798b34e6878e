"""The rule vocabulary (gridsat.constraints): each rule's CP-SAT encoding
admits exactly the shadings the rule allows, checked against brute force on
every one of the 512 shadings of a 3x3 grid."""

from __future__ import annotations

import itertools

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import connectivity, islands, loops, shading, sight
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours, components

R, C = 3, 3
CELLS = box_cells(R, C)
NB = box_neighbours(R, C)
ALL = list(itertools.product((0, 1), repeat=len(CELLS)))


def admitted(build) -> set:
    """Every shading (a tuple of 0/1 in row-major order) the model admits:
    solve, forbid that shading, solve again until infeasible (the rules'
    helper variables, depths and arcs, take many values per shading)."""
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    build(m, v)
    out = set()
    while True:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return out
        bits = tuple(solver.value(v[c]) for c in CELLS)
        out.add(bits)
        m.add_bool_or([~v[c] if b else v[c] for c, b in zip(CELLS, bits)])


def allowed(rule) -> set:
    return {bits for bits in ALL if rule(dict(zip(CELLS, bits)))}


def one_group(grid, value) -> bool:
    return len(components([c for c in CELLS if grid[c] == value], NB)) <= 1


def island_rule(clues):
    def rule(grid):
        if any(grid[c] for c in clues):  # a clue cell is never shaded
            return False
        for comp in components([c for c in CELLS if not grid[c]], NB):
            inside = [c for c in comp if c in clues]
            if len(inside) != 1 or clues[inside[0]] not in (None, len(comp)):
                return False
        return True
    return rule


def loop_rule(grid) -> bool:
    on = [c for c in CELLS if grid[c]]
    if len(on) < 4:
        return False
    return any(all(cyc[(i + 1) % len(cyc)] in NB(cyc[i]) for i in range(len(cyc)))
               for cyc in ((on[0],) + p for p in itertools.permutations(on[1:])))


OPEN = [c for c in CELLS if c != (1, 1)]  # a wall in the middle
SEEN = sight.seen_by(R, C, OPEN)


def lit_rule(grid) -> bool:
    return not grid[(1, 1)] and all(any(grid[x] for x in SEEN[c]) for c in OPEN) and \
        not any(grid[c] and grid[x] for c in OPEN for x in SEEN[c] if x != c)


def sees_rule(counts):
    """Each counted cell sees its count of unshaded cells along its row and column, itself included (the
    brute-force reading of :func:`sight.sees_count` over the unshaded cells)."""
    def rule(grid):
        for (r, c), n in counts.items():
            seen = 1
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                y, x = r + dr, c + dc
                while 0 <= y < R and 0 <= x < C and not grid[(y, x)]:
                    seen, y, x = seen + 1, y + dr, x + dc
            if seen != n:
                return False
        return True
    return rule


CASES = {
    "connected": (lambda m, v: connectivity.connected(m, CELLS, NB, v), lambda g: one_group(g, 1), 219),
    "each connected": (lambda m, v: connectivity.each_connected(m, CELLS, NB, v),
                       lambda g: one_group(g, 1) and one_group(g, 0), 108),
    "anchored": (lambda m, v: connectivity.connected(m, CELLS, NB, v, anchor=(2, 2)),
                 lambda g: g[(2, 2)] == 1 and one_group(g, 1), None),
    "no 2x2": (lambda m, v: shading.no_2x2(m, R, C, v),
               lambda g: not any(all(g[x] for x in block) for block in blocks_2x2(R, C)), 417),
    "no adjacent": (lambda m, v: shading.no_adjacent(m, v, NB),
                    lambda g: not any(g[x] and g[y] for x in CELLS for y in NB(x)), 63),
    "one per line": (lambda m, v: shading.count(m, shading.lines(R, C), v, 1),
                     lambda g: all(sum(g[x] for x in cs) == 1 for _, cs in shading.lines(R, C)), 6),
    "islands": (lambda m, v: islands.islands(m, CELLS, NB, {c: ~v[c] for c in CELLS}, {(0, 0): 2, (2, 2): 1}),
                island_rule({(0, 0): 2, (2, 2): 1}), None),
    "island of unknown size": (lambda m, v: islands.islands(m, CELLS, NB, {c: ~v[c] for c in CELLS}, {(1, 1): None}),
                               island_rule({(1, 1): None}), 161),
    "loop": (lambda m, v: loops.loop(m, CELLS, NB, visited=v), loop_rule, 13),
    "boundary loop": (lambda m, v: loops.boundary_loop(m, R, C, visited=v), loop_rule, 13),
    "sight": (lambda m, v: (sight.lit_by_sight(m, R, C, {c: v[c] for c in OPEN}), m.add(v[(1, 1)] == 0)),
              lit_rule, 7),
    "sight by segments": (lambda m, v: (sight.lit_by_segments(m, R, C, {c: v[c] for c in OPEN}),
                                        m.add(v[(1, 1)] == 0)), lit_rule, 7),
    "sees count": (lambda m, v: sight.sees_count(m, R, C, {c: ~v[c] for c in CELLS}, {(0, 0): 3, (1, 1): 4}),
                   sees_rule({(0, 0): 3, (1, 1): 4}), None),
    "sees count of a lone cell": (lambda m, v: sight.sees_count(m, R, C, {c: ~v[c] for c in CELLS}, {(2, 1): 1}),
                                  sees_rule({(2, 1): 1}), 64),  # its three neighbours shaded: 2 ** 6 for the rest
}


@pytest.mark.slow  # (3.9 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", list(CASES))
def test_each_rule_admits_exactly_what_it_allows(name):
    build, rule, count = CASES[name]
    got, want = admitted(build), allowed(rule)
    assert got == want
    if count is not None:
        assert len(got) == count


def test_rays_run_from_a_cell_to_the_edge_or_a_reach():
    assert sight.rays(3, 4, (1, 1)) == [[(0, 1)], [(2, 1)], [(1, 0)], [(1, 2), (1, 3)]]
    assert sight.rays(3, 4, (1, 1), reach=1) == [[(0, 1)], [(2, 1)], [(1, 0)], [(1, 2)]]


def test_rules_are_tagged_for_the_model_stats():
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    shading.no_2x2(m, R, C, v)
    connectivity.connected(m, CELLS, NB, v)
    stats = {r["rule"]: r for r in m.stats()["rules"]}
    assert stats["no 2x2 block is all shaded"]["constraints"] == 4
    assert stats["no 2x2 block is all shaded"]["types"] == {"bool_or": 4}
    assert stats["one shaded boolean per cell"]["variables"] == 9
    assert stats["the shaded cells are connected"]["variables"] > 0


def test_loop_edges_on_grid_points():
    points, along = loops.grid_points(1, 1)
    m = RuleModel()
    edges = loops.loop(m, points, along)
    solver = cp_model.CpSolver()
    assert solver.solve(m) == cp_model.OPTIMAL
    assert sorted(k for k, e in edges.items() if solver.value(e)) == \
        [((0, 0), (0, 1)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((1, 0), (1, 1))]


def test_enclosure_cuts_hold_in_every_answer_and_cut_off_every_split_one():
    """Brute force on every shading of a 3x3 and a 1x4 board with no two
    shaded cells adjacent: an enclosing boundary of any cell set always has
    an unshaded cell when the unshaded cells are connected, and every
    shading whose unshaded cells are split gets cuts it breaks, each of
    which every connected shading keeps."""
    for rows, cols in ((3, 3), (1, 4)):
        cells, nb = box_cells(rows, cols), box_neighbours(rows, cols)
        shadings = [{c for c, b in zip(cells, bits) if b} for bits in itertools.product((0, 1), repeat=len(cells))]
        shadings = [s for s in shadings if not any(n in s for c in s for n in nb(c))]
        good = [s for s in shadings if len(components(set(cells) - s, nb)) <= 1]
        walls = [w for bits in itertools.product((0, 1), repeat=len(cells))
                 if (w := connectivity.enclosing_boundary({c for c, b in zip(cells, bits) if b}, nb))]
        assert walls and all(any(c not in s for c in w) for w in walls for s in good)
        split = [s for s in shadings if s not in good]
        assert split
        for s in split:
            cuts = connectivity.enclosure_cuts(set(cells) - s, cells, nb)
            assert cuts and all(cut <= s for cut in cuts)
            assert all(any(c not in g for c in cut) for cut in cuts for g in good)
        assert all(connectivity.enclosure_cuts(set(cells) - s, cells, nb) == [] for s in good)
    assert connectivity.enclosing_boundary({(0, 1)}, box_neighbours(1, 3)) is None  # nothing beyond its two walls


def test_the_enclosure_separator_states_each_cut_as_a_clause_on_the_literals():
    """Heyawake's lazy connectivity: the shading of the four edge middles of
    a 3x3 board walls in the centre and the corners; each cut of
    :func:`enclosure_cuts` becomes "some cell of the cut is unshaded"
    (``present=0``), or "some cell is a member" (``present=1``)."""
    m = RuleModel()
    v = shading.cell_vars(m, CELLS)
    shaded = {(0, 1), (1, 0), (1, 2), (2, 1)}
    values = [int(c in shaded) for c in CELLS]
    cuts = connectivity.enclosure_cuts(set(CELLS) - shaded, CELLS, NB)
    # five unshaded cells alone; the first (r1c1) is kept, each other one's walls are its cut
    assert cuts == [{(0, 1), (1, 2)}, {(0, 1), (1, 0), (1, 2), (2, 1)}, {(1, 0), (2, 1)}, {(1, 2), (2, 1)}]
    unshaded = connectivity.enclosure_separator(CELLS, NB, v, present=0)(values)
    assert [[str(lit) for lit in clause] for clause in unshaded] == [
        [str(~v[c]) for c in sorted(cut)] for cut in cuts]
    members = connectivity.enclosure_separator(CELLS, NB, v)([1 - x for x in values])
    assert [[str(lit) for lit in clause] for clause in members] == [[str(v[c]) for c in sorted(cut)] for cut in cuts]
    assert connectivity.enclosure_separator(CELLS, NB, v, present=0)([0] * 9) == []


class _Count(cp_model.CpSolverSolutionCallback):
    def __init__(self, edges, inside):
        super().__init__()
        self.edges, self.inside, self.seen = edges, inside, []

    def on_solution_callback(self):
        on = frozenset(k for k, e in self.edges.items() if self.value(e))
        self.seen.append((on, {f for f, lit in self.inside.items() if self.value(lit)}))


@pytest.mark.parametrize("side, cycles", [(2, 1), (3, 13), (4, 213)])
def test_boundary_loop_has_one_model_solution_per_loop(side, cycles):
    """Every variable of the model is fixed by the loop, so enumerating the
    whole model lists each loop once: the cycles of the side x side grid
    graph (OEIS A140517: 1, 13, 213), each with the faces it encloses."""
    m = RuleModel()
    edges, inside = loops.boundary_loop(m, side, side)
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    seen = _Count(edges, inside)
    assert solver.solve(m, seen) == cp_model.OPTIMAL
    assert len(seen.seen) == len({on for on, _ in seen.seen}) == cycles
    for on, enclosed in seen.seen:  # a face is inside iff a ray to its left crosses the loop an odd number of times
        for r, c in inside:
            crossings = sum(((r, x), (r + 1, x)) in on for x in range(c + 1))
            assert ((r, c) in enclosed) == (crossings % 2 == 1)


def test_boundary_loop_needs_a_face():
    m = RuleModel()
    loops.boundary_loop(m, 1, 5)
    assert cp_model.CpSolver().solve(m) == cp_model.INFEASIBLE


def test_a_rule_model_checks_the_clock_while_it_is_built():
    """A model too large for the time left stops being built: ``check`` runs
    every CHECK_EVERY additions (variables or constraints)."""
    from gridsat.constraints.model import CHECK_EVERY
    from gridsat.core.options import SolverOptions, TimeUp

    calls = []
    model = RuleModel(check=lambda: calls.append(len(model.proto.constraints)))
    x = [model.new_bool_var(f"x{i}") for i in range(CHECK_EVERY)]
    assert len(calls) == 1  # the CHECK_EVERY-th variable
    for i in range(CHECK_EVERY):
        model.add_bool_or([x[i], x[i - 1]])
    assert calls == [0, CHECK_EVERY - 1]
    late = SolverOptions(time_limit=1e-9).started()
    model = RuleModel(check=late.check_time)
    with pytest.raises(TimeUp):
        for _ in range(2 * CHECK_EVERY):
            model.add_at_most_one([model.new_bool_var("a"), model.new_bool_var("b")])
