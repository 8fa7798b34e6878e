"""Hostile pass 121, part a: Country Road's room rules against brute force, and pass 120's fixes on their
neighbours (the vocabulary's lines given as sets, its ``check=`` arguments)."""

from __future__ import annotations

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints import edge_reach, islands, placement, ring, runs, shading_logic, sight, visible
from gridsat.constraints.model import RuleModel

CHECK = "check must be a function of no arguments (e.g. SolverOptions.check_time) or None, got int"


def _runs_answers(line_of, method: str) -> list:
    """Every shading of a 5-cell line whose runs are 2 1, its literals given to the rule as ``line_of`` makes them."""
    model = RuleModel()
    cells = [model.new_bool_var(f"x{i}") for i in range(5)]
    runs.shaded_runs(model, line_of(cells), [2, 1], method=method)
    solver, out = cp_model.CpSolver(), []
    solver.parameters.enumerate_all_solutions = True

    class Listed(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            out.append("".join(str(self.value(x)) for x in cells))

    solver.solve(model, Listed())
    return sorted(out)


@pytest.mark.parametrize("method", ["automaton", "layered", "placed"])
def test_a_line_of_runs_given_as_a_set_or_mapping_is_refused(method):
    # a set of the line's literals was laid in hash order (the runs 2 1 allowed "10011"), a dict's keys were read as
    # the literals (no answer at all): silently wrong answers
    assert _runs_answers(list, method) == ["01101", "11001", "11010"]
    assert _runs_answers(lambda xs: (x for x in xs), method) == ["01101", "11001", "11010"]
    for line_of, name in ((set, "set"), (frozenset, "frozenset"), (lambda xs: dict(enumerate(xs)), "dict")):
        with pytest.raises(TypeError) as err:
            _runs_answers(line_of, method)
        assert str(err.value) == f"line must be a list of the cells' shaded literals, in order, got {name} (which " \
                                 "keeps no order)"


def test_runs_of_and_visible_heights_refuse_a_set():
    # runs_of({1, 0}) was [1] and visible_heights({3, 1, 2}) 3: the set's order, not the line's
    assert runs.runs_of([1, 0, 1]) == [1, 1] and visible.visible_heights([3, 1, 2]) == 1
    with pytest.raises(TypeError, match=r"^values must be a list of truths, in order, got set \(which keeps no "
                                        r"order\)$"):
        runs.runs_of({1, 0})
    with pytest.raises(TypeError, match=r"^heights must be a list of whole numbers, in order from the viewer, got "
                                        r"set \(which keeps no order\)$"):
        visible.visible_heights({3, 1, 2})


def test_visible_count_refuses_a_line_given_as_a_set():
    class Cell(dict):
        __hash__ = object.__hash__

    model = RuleModel()
    line = [Cell({h: model.new_bool_var("") for h in (1, 2, 3)}) for _ in range(3)]
    with pytest.raises(ValueError) as err:
        visible.visible_count(model, set(line), 2)
    assert str(err.value) == ("line must be a sequence of cells, each {height: literal}, in order from the viewer, "
                              "got set (which keeps no order)")
    assert len(visible.visible_count(model, iter(line), 2)) == 3


def test_every_check_that_is_not_a_function_is_refused_naming_check():
    # each met "'int' object is not callable" in Python's words at its first call (or never, below its first tick)
    model = RuleModel()
    members = {(r, c): model.new_bool_var("") for r in range(3) for c in range(3)}
    cells, line = list(members), [members[0, 0], members[0, 1]]

    def near(cell):
        return [(cell[0] + dr, cell[1] + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                if (cell[0] + dr, cell[1] + dc) in members]

    calls = {
        "stats": lambda: model.stats(check=5), "name_constraints": lambda: model.name_constraints(check=5),
        "export_bytes": lambda: model.export_bytes(check=5),
        "segments": lambda: sight.segments(3, 3, cells, check=5),
        "lit_by_segments": lambda: sight.lit_by_segments(model, 3, 3, members, check=5),
        "sees_count": lambda: sight.sees_count(model, 3, 3, members, {(0, 0): 3}, check=5),
        "ray_counts": lambda: sight.ray_counts(model, 3, 3, members, {(0, 0): 1}, check=5),
        "runs_around": lambda: ring.runs_around(model, 3, 3, members, {(1, 1): (1,)}, check=5),
        "runs_automaton": lambda: runs.runs_automaton(model, line, [1], check=5),
        "runs_placed": lambda: runs.runs_placed(model, line, [1], check=5),
        "runs_layered": lambda: runs.runs_layered(model, line, [1], check=5),
        "shaded_runs": lambda: runs.shaded_runs(model, line, [1], check=5),
        "visible_count": lambda: visible.visible_count(model, [{1: line[0]}, {1: line[1]}], 1, check=5),
        "islands": lambda: islands.islands(model, cells, near, members, {(0, 0): 1}, check=5),
        "bounded_islands": lambda: islands.bounded_islands(model, cells, near, members, {(0, 0): 1}, check=5),
        "forced_shading": lambda: shading_logic.forced_shading(cells, near, check=5),
        "touch_edge": lambda: edge_reach.touch_edge(model, 3, 3, near, members, check=5),
        "apart": lambda: placement.apart(model, line, [[(0, 0)], [(2, 2)]], near, check=5),
        "cover": lambda: placement.cover(model, line, [[(0, 0)], [(0, 1)]], [(0, 0), (0, 1)], check=5),
    }
    for name, call in calls.items():
        with pytest.raises(TypeError) as err:
            call()
        assert str(err.value) == CHECK, name


COUNTRY = "https://puzz.link/p?country/5/5/amda0uf02h12h"  # the README's Country Road: its room at r3c1 holds 1


def test_a_country_road_position_with_edges_in_a_room_of_one_says_so_counted_and_as_it_stands(run_cli, tmp_path):
    # was "as it stands, the loop would take 2 edges inside the room at r3c1, which it visits 1 cells of in one
    # stretch (0 edges)": a trial's "would", "1 cells", and the number read as the cells the position visits
    import json

    grid = [[2 if r % 2 and c % 2 else 0 for c in range(9)] for r in range(9)]
    grid[5][0] = grid[7][0] = 1  # r3c1-r4c1 and r4c1-r5c1 drawn
    (tmp_path / "pos.json").write_text(json.dumps(grid))
    code, out, _ = run_cli("hint", COUNTRY, "--position", str(tmp_path / "pos.json"))
    assert (code, out.strip()) == (0, "the position has 2 mistakes: r3c1-r4c1, r4c1-r5c1 differ from the puzzle's only "
                                      "answer; as it stands, the loop takes 2 edges inside the room at r3c1 (which "
                                      "holds 1: 1 cell visited in one stretch takes 0 edges)")


def test_country_road_rooms_broken_said_as_they_stand():
    import gridsat
    from gridsat.core.present_tense import as_they_are
    from gridsat.puzzles.countryroad import deductions
    from gridsat.puzzles.countryroad.lattice import RoomLattice, givens
    from gridsat.puzzles.grid.hinting import State

    rooms = "\n\na a b b\na a b b\nc c d d\nc c d d\n"
    board = RoomLattice(gridsat.kinds.get("countryroad").parse("countryroad\n3 . 2 .\n. . . .\n3 . . .\n. . . ."
                                                               + rooms))
    at, grid = board.index, givens(board)
    for point in ((0, 1), (1, 0), (1, 2)):
        grid[at[point]] = 2  # three of the room at r1c1's four inner edges off: it holds 3
    assert as_they_are(deductions.contradiction(State(board, grid))[0]) == (
        "only 1 edge can be drawn inside the room at r1c1 (which holds 3: 3 cells visited in one stretch take 2 edges)")
    grid = givens(board)
    grid[at[0, 3]] = grid[at[2, 3]] = 1
    assert as_they_are(deductions.contradiction(State(board, grid))[0]) == (
        "the loop passes between the room at r1c1 and the room at r1c3 twice (r1c2-r1c3, r2c2-r2c3), closing through "
        "them alone")
    board = RoomLattice(gridsat.kinds.get("countryroad").parse("countryroad\n. . . .\n. . . .\n. . . .\n. . . ."
                                                               + rooms))
    grid = givens(board)
    for point in ((0, 0), (0, 2), (2, 0), (2, 2), (0, 1), (1, 0), (1, 2), (2, 1)):
        grid[at[point]] = 1  # the room at r1c1's four cells and edges drawn, a loop of their own
    for point in ((0, 4), (2, 4), (4, 0), (4, 2)):
        grid[at[point]] = 2
    assert as_they_are(deductions.contradiction(State(board, grid))[0]).startswith(
        "the loop takes 4 edges inside the room at r1c1 (whose cells on the loop, all decided, are 4: 4 cells visited "
        "in one stretch take 3 edges)")


def test_country_road_cut_crossed_once_is_not_said_1_times():
    # was "the loop would cross the line between rows 2 and 3 1 times, an odd number"
    import gridsat
    from gridsat.core.present_tense import as_they_are
    from gridsat.puzzles.countryroad import deductions
    from gridsat.puzzles.countryroad.lattice import RoomLattice, givens
    from gridsat.puzzles.grid.hinting import State

    board = RoomLattice(gridsat.kinds.get("countryroad").parse(
        "countryroad\n. . . .\n. . . .\n. . . .\n. . . .\n\na a b b\na a b b\nc c d d\nc c d d\n"))
    at, grid = board.index, givens(board)
    grid[at[3, 0]] = 1
    grid[at[3, 2]] = grid[at[3, 4]] = grid[at[3, 6]] = 2
    assert as_they_are(deductions.contradiction(State(board, grid))[0]) == (
        "the loop crosses the line between rows 2 and 3 once, an odd number of times")


def test_a_ring_and_a_line_of_heights_given_as_sets_are_refused():
    # ring.runs({1, 0}) was [1] (a ring of two) and orders_seen({frozenset({1, 2}), frozenset({2, 3})}, 2) said no
    # ordering fits (the cells read in hash order) where one does
    import numpy as np

    assert ring.runs((1, 1, 0, 1, 0, 0, 0, 1)) == ring.runs(np.array([1, 1, 0, 1, 0, 0, 0, 1])) == [1, 3]
    assert visible.orders_seen([frozenset({1, 2}), frozenset({2, 3})], 2) == [{1}, {2}]
    with pytest.raises(TypeError, match=r"^bits must be a list of truths around the ring, in order, got set \(which "
                                        r"keeps no order\)$"):
        ring.matches((1,), {1, 0})
    with pytest.raises(TypeError, match=r"^heights must be a list of each cell's heights, in order from the viewer, "
                                        r"got set \(which keeps no order\)$"):
        visible.orders_seen({frozenset({1, 2}), frozenset({2, 3})}, 2)
