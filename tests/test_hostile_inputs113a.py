"""Hostile pass 113, part a: the rule vocabulary given a cell twice, and a board's size that is not a whole number."""

from itertools import combinations, product

import numpy as np
import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import connectivity, corners, edge_reach, loops, ring, shading, sight
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import components

CELLS = [(r, c) for r in range(2) for c in range(3)]


def _near(cell):
    r, c = cell
    return [n for n in ((r, c + 1), (r + 1, c), (r - 1, c), (r, c - 1)) if n in CELLS]


def _connected(chosen) -> bool:
    return len(components(set(chosen), lambda c: [n for n in _near(c) if n in chosen])) <= 1


def _answers(model, members) -> set:
    """The shadings the model allows, each tried as assumptions (the model's own search variables left free)."""
    out = set()
    for bits in product((0, 1), repeat=len(CELLS)):
        model.clear_assumptions()
        model.add_assumptions([members[c] if b else ~members[c] for c, b in zip(CELLS, bits)])
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            out.add(frozenset(c for c, b in zip(CELLS, bits) if b))
    return out


def test_the_whole_2x3_brute_force_holds_connected_to_its_41_connected_shadings():
    model = RuleModel()
    members = shading.cell_vars(model, CELLS)
    connectivity.connected(model, CELLS, _near, members)
    truth = {frozenset(s) for k in range(7) for s in combinations(CELLS, k) if _connected(s)}
    assert len(truth) == 41
    assert _answers(model, members) == truth


@pytest.mark.parametrize("call", [
    lambda m, x, cells: connectivity.connected(m, cells, _near, x),
    lambda m, x, cells: connectivity.each_connected(m, cells, _near, x),
    lambda m, x, cells: connectivity.connected_around(m, cells, _near, x, [(0, 0)]),
    lambda m, x, cells: loops.loop(m, cells, _near, visited=x),
])
def test_a_cell_listed_twice_is_refused_not_read_as_two_cells(call):
    # connected(model, cells + cells[:2], ...) allowed 11 of the 41 connected shadings (none holding (0, 0) or
    # (0, 1): each listing was a tree node of its own); each_connected and connected_around had no answer at all
    model = RuleModel()
    members = shading.cell_vars(model, CELLS)
    with pytest.raises(ValueError, match=r"^cells: \(0, 0\) is listed twice$|^nodes: \(0, 0\) is listed twice$"):
        call(model, members, CELLS + [(0, 0)])


def test_a_count_group_listing_a_cell_twice_is_refused():
    # ("g", [(0, 0), (0, 0)]) with 1 counted the cell twice: "one shaded cell" had no answer
    model = RuleModel()
    members = shading.cell_vars(model, CELLS)
    with pytest.raises(ValueError, match=r"^groups: g's cells: \(0, 0\) is listed twice$"):
        shading.count(model, [("g", [(0, 0), [0, 0]])], members, 1)


def test_a_digit_run_still_says_its_own_words_for_a_cell_twice():
    from gridsat.constraints.sums import possible_digits

    with pytest.raises(ValueError, match=r"^runs: run 0 lists cell \(0, 0\) twice$"):
        possible_digits([(0, 0)], [([(0, 0), (0, 0)], 3)])


GRID = [(r, c) for r in range(3) for c in range(3)]
CALLS = {
    "no_2x2": lambda m, x, rows: shading.no_2x2(m, rows, 3, x),
    "no_touching": lambda m, x, rows: shading.no_touching(m, rows, 3, x),
    "diagonal_forest": lambda m, x, rows: shading.diagonal_forest(m, rows, 3, x),
    "no_equal_run": lambda m, x, rows: shading.no_equal_run(m, rows, 3, x, 2),
    "boundary_loop": lambda m, x, rows: loops.boundary_loop(m, rows, 3, visited=x),
    "corner_counts": lambda m, x, rows: corners.corner_counts(m, rows, 3, x, {(1, 1): 2}),
    "runs_around": lambda m, x, rows: ring.runs_around(m, rows, 3, x, {(1, 1): (2,)}),
    "touch_edge": lambda m, x, rows: edge_reach.touch_edge(m, rows, 3, _near, x),
    "lit_by_sight": lambda m, x, rows: sight.lit_by_sight(m, rows, 3, x),
    "sees_count": lambda m, x, rows: sight.sees_count(m, rows, 3, x, {(1, 1): 2}),
    "ray_counts": lambda m, x, rows: sight.ray_counts(m, rows, 3, x, {(1, 1): ("up", 1)}),
}


@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("rows, says", [
    ("3", "rows must be a whole number, got str '3'"),  # was "'<' not supported between instances of 'int' and 'str'"
    (True, "rows must be a whole number, got bool True"),  # was one row: "no answer", or a "Truex3 grid"
    (3.0, "rows must be a whole number, got float 3.0"),
])
def test_a_board_size_that_is_not_a_whole_number_is_refused_naming_it(name, rows, says):
    model = RuleModel()
    members = shading.cell_vars(model, GRID)
    with pytest.raises(TypeError) as caught:
        CALLS[name](model, members, rows)
    assert str(caught.value) == says


@pytest.mark.parametrize("name", sorted(CALLS))
def test_numpy_sizes_still_build(name):
    model = RuleModel()
    members = shading.cell_vars(model, GRID)
    CALLS[name](model, members, np.int64(3))


def test_corner_counts_refuses_members_outside_the_board():
    # a 3x3's members under rows=1: the number at (1, 1) counted (0, 0) and (0, 1) alone, and the model was solved
    model = RuleModel()
    members = shading.cell_vars(model, GRID)
    with pytest.raises(ValueError, match=r"^members: \(1, 0\) is not a cell of the 1x3 grid$"):
        corners.corner_counts(model, 1, 3, members, {(1, 1): 2})


@pytest.mark.parametrize("parts, error, says", [
    # a cell in two parts was the last part's: the first part's members joined the others through a cell not theirs
    ({1: [(0, 0), (0, 1)], 2: [(0, 1), (0, 2)]}, ValueError, "parts: (0, 1) is in part 1 and part 2; each cell is in "
                                                             "one part"),
    ({1: [(0, 0)], 2: [(5, 5)]}, ValueError, "parts: (5, 5) of part 2 is not one of the members"),
    ([[(0, 0)]], TypeError, "parts must be a mapping {part id: cells}, got list"),  # was "'list' object has no ..."
    ({1: "ab"}, TypeError, "parts: part 1's cells must be a list of cells or nodes, got str"),  # "not enough values"
])
def test_connected_parts_refuses_parts_that_are_not_a_partition_of_members(parts, error, says):
    model = RuleModel()
    members = shading.cell_vars(model, CELLS)
    with pytest.raises(error) as caught:
        connectivity.connected_parts(model, parts, _near, members)
    assert str(caught.value) == says


def _digit_cells(model, cells, values=range(1, 10)):
    held = {cell: {d: model.new_bool_var(f"{cell}{d}") for d in values} for cell in cells}
    for cell in cells:
        model.add_exactly_one(held[cell].values())
    return held


@pytest.mark.parametrize("values, error, says", [
    (["1", "2"], ValueError, "digits: (0, 0)'s digit '1' is not a whole number"),  # was "unsupported operand type(s)"
    ([True, 2], ValueError, "digits: (0, 0)'s digit True is not a whole number"),  # was read as the digit 1
])
def test_digit_sum_runs_refuses_digits_that_are_not_whole_numbers(values, error, says):
    from gridsat.constraints.sums import digit_sum_runs

    model = RuleModel()
    held = _digit_cells(model, [(0, 0), (0, 1)], values)
    with pytest.raises(error) as caught:
        digit_sum_runs(model, held, [([(0, 0), (0, 1)], 3)])
    assert str(caught.value) == says


def test_digit_sum_runs_refuses_a_cell_whose_digits_are_a_list():
    from gridsat.constraints.sums import digit_sum_runs

    with pytest.raises(TypeError, match=r"^digits: \(0, 0\) must map each digit to its literal \(\{digit: literal\}\), "
                                        r"got list$"):  # was "list index out of range"
        digit_sum_runs(RuleModel(), {(0, 0): [1, 2], (0, 1): [1, 2]}, [([(0, 0), (0, 1)], 3)])


@pytest.mark.parametrize("total, status", [(0, "OPTIMAL"), (None, "OPTIMAL"), (3, "INFEASIBLE")])
def test_an_empty_run_sums_to_0_alone(total, status):
    # an empty run of total 0 met OR-Tools' "add_allowed_assignments expects a non-empty expressions array"
    from gridsat.constraints.sums import digit_sum_runs

    model = RuleModel()
    held = _digit_cells(model, [(0, 0)])
    digit_sum_runs(model, held, [([], total)])
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    assert solver.status_name(solver.solve(model)) == status


@pytest.mark.parametrize("runs", [[(3, 6)], [(3, 7)], [(2, None)], [(2, 10), (2, 4)], [(3, 23)], [(1, 9), (2, 3)]])
def test_digit_sum_runs_allows_exactly_the_brute_forces_fillings(runs):
    """Runs of length and total (digits 1..9 in every cell) sharing their first cell, each filling of the cells the
    model allows counted against every filling tried."""
    from gridsat.constraints.sums import digit_sum_runs

    cells, spans = [(0, 0)], []
    for k, (length, total) in enumerate(runs):
        mine = [(0, 0)] + [(k + 1, j) for j in range(1, length)]
        cells += mine[1:]
        spans.append((mine, total))
    truth = sum(1 for fill in product(range(1, 10), repeat=len(cells))
                if all(len({fill[cells.index(c)] for c in run}) == len(run)
                       and (total is None or sum(fill[cells.index(c)] for c in run) == total) for run, total in spans))
    model = RuleModel()
    held = _digit_cells(model, cells)
    digit_sum_runs(model, held, spans)
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    seen = set()

    class Fillings(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            seen.add(tuple(d for c in cells for d, lit in held[c].items() if self.value(lit)))

    solver.solve(model, Fillings())
    assert len(seen) == truth


def test_sum_combinations_refuses_digits_that_are_not_whole_numbers():
    from gridsat.constraints.sums import sum_combinations

    assert sum_combinations(2, 3, (1, 2, 3)) == ((1, 2),)
    with pytest.raises(ValueError, match=r"^digits must be whole numbers, got '1'$"):  # "unsupported operand type"
        sum_combinations(2, 3, ("1", "2"))
