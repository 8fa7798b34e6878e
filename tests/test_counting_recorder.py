"""The counting rules recorded without CP-SAT (gridsat.puzzles.grid.recorder)
give the compiled search the same answers as brute force over every shading."""

from __future__ import annotations

import itertools

import pytest

from gridsat.constraints import shading, sight
from gridsat.core.grid import box_cells, box_neighbours
from gridsat.engines.cardinality import search
from gridsat.puzzles.grid.recorder import CountingRecorder, NotCounting

R, C = 3, 4
CELLS = box_cells(R, C)
OPEN = [c for c in CELLS if c not in ((1, 1), (0, 3))]  # two walls


def answers(build) -> set:
    rec = CountingRecorder()
    v = shading.cell_vars(rec, CELLS)
    build(rec, v)
    found = search(rec.problem(), None, None)
    assert found.complete
    return {tuple(s[v[c].index] for c in CELLS) for s in found.solutions}


def brute(rule) -> set:
    return {bits for bits in itertools.product((0, 1), repeat=len(CELLS)) if rule(dict(zip(CELLS, bits)))}


def lit(grid) -> bool:
    seen = sight.seen_by(R, C, OPEN)
    return (all(not grid[c] for c in CELLS if c not in seen) and all(any(grid[x] for x in seen[c]) for c in OPEN)
            and not any(grid[c] and grid[x] for c in OPEN for x in seen[c] if x != c))


def test_recorded_light_up_rules_have_the_answers_brute_force_finds():
    walls = [c for c in CELLS if c not in OPEN]

    def build(m, v):
        shading.fixed(m, v, {c: 0 for c in walls})
        sight.lit_by_segments(m, R, C, {c: v[c] for c in OPEN})
        shading.count(m, [("w", [(0, 1), (1, 0), (1, 2), (2, 1)])], v, 2)

    want = brute(lambda g: lit(g) and g[(0, 1)] + g[(1, 0)] + g[(1, 2)] + g[(2, 1)] == 2)
    assert answers(build) == want and len(want) > 1


def test_recorded_star_rules_have_the_answers_brute_force_finds():
    def build(m, v):
        shading.count(m, [(f"row {r}", [(r, c) for c in range(C)]) for r in range(R)], v, 1)
        shading.count(m, [(f"column {c}", [(r, c) for r in range(R)]) for c in range(C)], v, 1, "<=")
        shading.no_touching(m, R, C, v)

    def rule(g):
        return (all(sum(g[(r, c)] for c in range(C)) == 1 for r in range(R))
                and all(sum(g[(r, c)] for r in range(R)) <= 1 for c in range(C))
                and not any(g[a] and g[b] for a in CELLS for b in CELLS
                            if a < b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1))

    want = brute(rule)
    assert answers(build) == want and len(want) == 4


def test_recorded_no_adjacent_rule_has_the_answers_brute_force_finds():
    def build(m, v):  # Heyawake's and Hitori's rule 1, stated as clauses of negated literals
        shading.no_adjacent(m, v, box_neighbours(R, C))
        shading.count(m, [("board", CELLS)], v, 4)

    def rule(g):
        return sum(g.values()) == 4 and not any(g[a] and g[b] for a in CELLS for b in box_neighbours(R, C)(a))

    want = brute(rule)
    assert answers(build) == want and len(want) == 61  # the independent 4-sets of the 3x4 grid graph


def test_a_clause_of_negated_literals_is_at_most_all_but_one():
    rec = CountingRecorder()
    v = shading.cell_vars(rec, CELLS[:3])
    rec.add_bool_or([~v[c] for c in CELLS[:3]])
    rec.add_bool_or(~v[CELLS[0]], ~v[CELLS[1]])
    assert (list(rec.lo), list(rec.hi), list(rec.members)) == ([0, 0], [2, 1], [0, 1, 2, 0, 1])
    assert ~~v[CELLS[0]] is v[CELLS[0]]


@pytest.mark.parametrize("build", [
    lambda m, v: m.add_bool_or([~v[(0, 0)], v[(0, 1)]]),
    lambda m, v: m.add_at_most_one([~v[(0, 0)], ~v[(0, 1)]]),
    lambda m, v: m.add(sum([~v[(0, 0)], ~v[(0, 1)]]) <= 1),
    lambda m, v: m.add(v[(0, 1)] + ~v[(0, 0)] <= 1),
    lambda m, v: shading.fixed(m, {c: ~x for c, x in v.items()}, {(0, 0): 1}),
    lambda m, v: m.new_int_var(0, 3, "x"),
    lambda m, v: m.add_at_most_one([v[(0, 0)], v[(0, 0)]]),
    lambda m, v: m.add(v[(0, 0)] + 2 == 1),
])
def test_what_is_not_a_counting_rule_is_refused(build):
    rec = CountingRecorder()
    v = shading.cell_vars(rec, CELLS)
    with pytest.raises(NotCounting):
        build(rec, v)


def test_rules_recorded_in_bulk_are_the_rules_recorded_one_by_one():
    groups = [[0, 1, 2], [3], [], [4, 5, 6, 7], [8, 9]]
    one, bulk = CountingRecorder(), CountingRecorder()
    for rec in (one, bulk):
        v = shading.cell_vars(rec, CELLS)
        rec.add(v[(0, 0)] + v[(0, 1)] == 1)  # a rule before the bulk ones: the bulk ones' spans start after it
    for group in groups:
        if group:
            one.add(sum(_lits(group)) >= 1)
            one.add(sum(_lits(group)) <= 2)
        else:  # a sum of nothing: never at least one, always at most two
            one.add(False)
            one.add(True)
    bulk.add_counts(groups, 1)
    bulk.add_counts(iter(groups), -3, 2)
    # one by one, each group's two rules come together; in bulk, all the "at least one" rules first
    order = [1 + 2 * k for k in range(len(groups))] + [2 + 2 * k for k in range(len(groups))]

    def rules(rec, picks):
        spans = list(zip(rec.start, rec.start[1:]))
        return [(rec.members[spans[k][0]:spans[k][1]].tolist(), rec.lo[k], rec.hi[k]) for k in picks]
    assert rules(bulk, range(1, 11)) == rules(one, order)
    assert rules(bulk, [0]) == rules(one, [0]) == [([0, 1], 1, 1)]
    assert rules(bulk, [2, 4, 8]) == [([3], 1, 1), ([4, 5, 6, 7], 1, 4), ([], 0, 0)]  # hi within the size, lo >= 0
    assert rules(bulk, [3]) == [([], 1, 0)]  # at least one of nothing: a rule no answer meets
    with pytest.raises(NotCounting):
        bulk.add_counts([[0, "x"]], 1)


def _lits(indices):
    from gridsat.puzzles.grid.recorder import Literal

    return [Literal(i) for i in indices]
