"""Hostile pass 120, part d: the newest vocabulary (digits, enters_once, cell_digit_encoding, decide_steps) against
misuse and brute force."""

from __future__ import annotations

import itertools

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import blocks, connectivity, digits, edge_links
from gridsat.constraints.loops import enters_once, loop
from gridsat.constraints.model import RuleModel
from gridsat.core.grid import box_cells, box_neighbours
from gridsat.core.hints import Step
from gridsat.puzzles.grid.digits import cell_digit_encoding
from gridsat.puzzles.grid.trials import decide_steps

ROW = [(0, 0), (0, 1), (0, 2), (0, 3)]


def _answers(model, dg, cells):
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    seen = set()

    class Seen(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            seen.add(tuple(next(d for d, lit in dg[c].items() if self.value(lit)) for c in cells))

    solver.solve(model, Seen())
    return seen


def test_a_line_given_as_a_set_is_refused_not_read_in_hash_order():
    # a set keeps no order: the rule was laid across cells that are not side by side (a silently wrong answer)
    model = RuleModel()
    dg = digits.digit_cells(model, {cell: [1, 2] for cell in ROW})
    with pytest.raises(TypeError, match=r"^line must be a list of cells, in order, got set \(which keeps no order\)$"):
        digits.digits_apart(model, dg, [set(ROW)])
    with pytest.raises(TypeError, match="got dict_keys"):
        digits.digits_apart(model, dg, [dict.fromkeys(ROW).keys()])


def test_digits_apart_along_a_row_matches_brute_force():
    model = RuleModel()
    dg = digits.digit_cells(model, {cell: [1, 2, 3] for cell in ROW})
    digits.digits_apart(model, dg, [ROW])
    brute = {v for v in itertools.product([1, 2, 3], repeat=4)
             if all(v[j] != v[i] for i in range(4) for j in range(i + 1, min(4, i + v[i] + 1)))}
    assert _answers(model, dg, ROW) == brute and len(brute) == 8


@pytest.mark.parametrize("digit", ["1", True, 1.5])
def test_a_digit_that_is_not_a_whole_number_is_refused_naming_digits(digit):
    model = RuleModel()
    lit = model.new_bool_var("")
    for call in (lambda: digits.each_once(model, {(0, 0): {digit: lit}}, [[(0, 0)]]),
                 lambda: digits.digits_apart(model, {(0, 0): {digit: lit}}, [[(0, 0)]])):
        with pytest.raises(ValueError, match=rf"^digits: \(0, 0\)'s digit {digit!r} is not a whole number$"):
            call()


def test_a_cell_without_digits_is_named_under_digits():
    model = RuleModel()
    dg = digits.digit_cells(model, {(0, 0): [1]})
    with pytest.raises(ValueError, match=r"^digits: \(5, 5\) has no digits$"):
        digits.each_once(model, dg, [[(0, 0), (5, 5)]])


def test_a_check_that_is_not_a_function_is_refused_naming_check():
    model = RuleModel()
    cells, nb = box_cells(2, 2), box_neighbours(2, 2)
    dg = digits.digit_cells(model, {cell: [1, 2] for cell in cells})
    members = {cell: model.new_bool_var("") for cell in cells}
    edges = {((0, 0), (0, 1)): model.new_bool_var(""), ((0, 1), (1, 1)): model.new_bool_var("")}
    for call in (lambda: digits.each_once(model, dg, [cells[:2]], check=5),
                 lambda: digits.digits_apart(model, dg, [cells[:2]], check=5),
                 lambda: connectivity.connected(model, cells, nb, members, check=5),
                 lambda: blocks.sized_blocks(model, cells, nb, 2, check=5),
                 lambda: edge_links.edges_connect(model, cells, edges, check=5)):
        with pytest.raises(TypeError, match=r"^check must be a function of no arguments .* or None, got int$"):
            call()


def test_enters_once_names_a_region_id_that_cannot_be_a_key():
    model = RuleModel()
    lit = model.new_bool_var("")
    with pytest.raises(TypeError, match=r"^region_of: a region id must be hashable \(a number, a name\), got \[1\]$"):
        enters_once(model, {((0, 0), (0, 1)): lit}, {(0, 0): [1], (0, 1): [2]})


def test_enters_once_on_a_2x3_board_matches_brute_force():
    cells, nb = box_cells(2, 3), box_neighbours(2, 3)
    region = {(0, 0): 0, (1, 0): 0, (0, 1): 1, (1, 1): 2, (0, 2): 2, (1, 2): 2}
    model = RuleModel()
    edges = loop(model, cells, nb)
    enters_once(model, edges, region)
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    got = set()

    class Seen(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            got.add(frozenset(e for e, lit in edges.items() if self.value(lit)))

    solver.solve(model, Seen())
    # brute force: every set of edges that is one loop and crosses each room's border twice
    brute = set()
    for chosen in itertools.chain.from_iterable(itertools.combinations(edges, k) for k in range(4, 7)):
        ends = [n for e in chosen for n in e]
        if any(ends.count(n) != 2 for n in ends):
            continue
        reach, todo = {chosen[0][0]}, [chosen[0][0]]
        while todo:
            n = todo.pop()
            for a, b in chosen:
                for m in ((b,) if a == n else (a,) if b == n else ()):
                    if m not in reach:
                        reach.add(m)
                        todo.append(m)
        if reach == set(ends) and all(sum((region[a] == rid) != (region[b] == rid) for a, b in chosen) == 2
                                      for rid in (0, 1, 2)):
            brute.add(frozenset(chosen))
    assert got == brute and len(brute) == 2


@pytest.mark.parametrize("rows, every, literals, words", [
    ("2", [], [], r"^rows must be a whole number, got str '2'$"),
    (True, [], [], r"^rows must be a whole number, got bool True$"),
])
def test_cell_digit_encoding_refuses_a_size_that_is_not_a_number(rows, every, literals, words):
    with pytest.raises(TypeError, match=words):
        cell_digit_encoding(rows, 2, every, literals)


def test_cell_digit_encoding_refuses_a_cell_off_the_board_and_unequal_lengths():
    # a row -1 wrapped round to the last row (a digit decoded into another cell); a row past the end met IndexError
    with pytest.raises(ValueError, match=r"^every: cell \(-1, 0\) is not a cell of a 2x2 board$"):
        cell_digit_encoding(2, 2, [((-1, 0), 1)], [1])
    with pytest.raises(ValueError, match=r"^every: cell \(5, 5\) is not a cell of a 2x2 board$"):
        cell_digit_encoding(2, 2, [((5, 5), 1)], [1])
    with pytest.raises(ValueError, match=r"^every has 1 \(cell, value\) pairs and literals 0 literals; "):
        cell_digit_encoding(2, 2, [((0, 0), 1)], [])
    enc = cell_digit_encoding(1, 2, [((0, 0), 1), ((0, 1), 2)], [0, 0])
    assert enc.decode([1, 1]) == [[1, 2]] and enc.forced([1, 1], [1, 0]) == [[1, None]]


@pytest.mark.parametrize("cell", [(-1, 0), (0, 3), (5, 5)])
def test_decide_steps_refuses_a_cell_off_the_board_rather_than_wrapping(cell):
    grid = [0] * 4
    with pytest.raises(ValueError, match=rf"^a step's cell \({cell[0]}, {cell[1]}\) is not a cell of a 2x2 board$"):
        decide_steps(grid, 2, [Step("x", "s", {cell: 1}, [], 1)], lambda i, held, v: "clash")
    assert grid == [0] * 4


def test_decide_steps_keeps_first_decisions_and_reports_a_clash():
    grid = [0] * 4
    steps = [Step("a", "s", {(0, 0): 1}, [], 1), Step("b", "s", {(0, 0): 1, (0, 1): 2}, [], 1),
             Step("c", "s", {(0, 1): 2}, [], 1)]
    assert decide_steps(grid, 2, steps, lambda i, held, v: "clash") is None
    assert grid == [1, 2, 0, 0] and [s.decided for s in steps] == [{(0, 0): 1}, {(0, 1): 2}]
    clash = decide_steps(grid, 2, [Step("d", "s", {(0, 0): 2}, [], 1)], lambda i, held, v: f"r1c{i + 1} is {held}, not {v}")
    assert clash == ("r1c1 is 1, not 2", [0])


def test_a_large_board_from_a_short_url_is_refused_by_the_memory_limit_before_it_is_read():
    # a 0.4 MB URL of a 1000x1000 Ripple Effect held 290 MB once read under a 0.1 GB limit (its bytes said 9 MB)
    from gridsat.core.memory import MemoryLimitError
    from gridsat.core.reading import reading_within
    from gridsat.formats.puzzlink import parse_url

    with reading_within(2**30 // 10), pytest.raises(MemoryLimitError, match=r"^a 1000x800 board read from its URL "
                                                                             r"needs about 0\.2 GB of memory; the "
                                                                             r"limit is 0\.1 GB \(raise it with "):
        parse_url("https://puzz.link/p?ripple/800/1000/")
    with reading_within(100_000_000):
        assert parse_url("https://puzz.link/p?ripple/4/4/9n8rigk14h32k").rows == 4
    assert parse_url("https://puzz.link/p?ripple/800/1000/").cols == 800  # no limit outside a command's reading
