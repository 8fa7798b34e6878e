"""Pass 110a: pass 109's and the lead's fixes, attacked at their neighbours."""

import itertools

import pytest


def _solve(model):
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    return solver.status_name(solver.solve(model)), solver


def _path_answers(nodes, neighbours, ends, full=False):
    """Brute force: the sets of edges (pairs of the 2x3 board's neighbours) that join each pair of equal labels
    by a path, no node shared, no stray loop -- how many there are."""
    cells = [(r, c) for r in range(2) for c in range(3)]
    pairs = [(a, b) for a in cells for b in cells if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1]
    count = 0
    for bits in itertools.product((0, 1), repeat=len(pairs)):
        chosen = [p for p, bit in zip(pairs, bits) if bit]
        degree = {c: sum(c in p for p in chosen) for c in cells}
        if any(degree[c] != (1 if c in ends else 0 if degree[c] == 0 else 2) for c in cells):
            continue
        if full and any(degree[c] == 0 for c in cells):
            continue
        seen, ok = set(), True
        for start in cells:  # each group of chosen edges: a path between two ends of one label
            if start in seen or degree[start] == 0:
                continue
            group, todo = {start}, [start]
            while todo:
                node = todo.pop()
                for a, b in chosen:
                    for x, y in ((a, b), (b, a)):
                        if x == node and y not in group:
                            group.add(y)
                            todo.append(y)
            seen |= group
            labels = [ends[c] for c in group if c in ends]
            ok &= len(labels) == 2 and labels[0] == labels[1]
        count += ok
    return count


@pytest.mark.parametrize("ends", [{(0, 0): 1, (0, 2): 1}, {(0, 0): 1, (1, 2): 1, (1, 0): 2, (0, 2): 2},
                                  {(0, 0): 1, (1, 0): 1}])
@pytest.mark.parametrize("way", ["one way", "generator", "numpy rows", "numpy labels"])
def test_paths_join_their_ends_with_nodes_and_neighbours_written_every_way(ends, way):
    """``paths.joined_paths`` (Numberlink's rule, new in pass 109's base) had not had the vocabulary's pass-109 fix:
    neighbours named one way (left and up) made no edge at all and every board "INFEASIBLE"; a generator of nodes
    met "object of type 'generator' has no len()", cells as numpy rows "unhashable type: 'numpy.ndarray'", a numpy
    label "must be a whole number 1 or more, got np.int64(1)".  Checked against brute force over the 2x3 board."""
    import numpy

    from gridsat.constraints import paths
    from gridsat.constraints.model import RuleModel

    cells = [(r, c) for r in range(2) for c in range(3)]
    inside = set(cells)

    def both(cell):
        r, c = cell
        return [n for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in inside]

    def one_way(cell):
        r, c = cell
        return [(r, c - 1), (r - 1, c)]

    nodes, neighbours, labels = cells, both, ends
    if way == "one way":
        neighbours = one_way
    elif way == "generator":
        nodes = (cell for cell in cells)
    elif way == "numpy rows":
        nodes = numpy.argwhere(numpy.zeros((2, 3)) == 0)
    else:
        labels = {cell: numpy.int64(label) for cell, label in ends.items()}
    for full in (False, True):
        model = RuleModel()
        edges, _ = paths.joined_paths(model, nodes if way != "generator" else (c for c in cells), neighbours, labels,
                                      full=full)
        assert len(edges) == 7
        status, _ = _solve(model)
        assert (status == "OPTIMAL") == (_path_answers(cells, both, ends, full) > 0)


def test_paths_refuse_what_they_cannot_mean_in_their_own_words():
    """``joined_paths(model, None, ...)`` met "'NoneType' object is not iterable", ``ends=None`` "'NoneType' object
    has no attribute 'items'"; a label True is still refused."""
    from gridsat.constraints import paths
    from gridsat.constraints.model import RuleModel

    cells = [(0, 0), (0, 1)]
    with pytest.raises(TypeError, match="^nodes must be a list of cells or nodes, got NoneType$"):
        paths.joined_paths(RuleModel(), None, lambda c: [], {})
    with pytest.raises(TypeError, match=r"^ends must be a mapping \{node: label\}, got NoneType$"):
        paths.joined_paths(RuleModel(), cells, lambda c: [], None)
    with pytest.raises(ValueError, match=r"^the label of end \(0, 0\) must be a whole number 1 or more, got True$"):
        paths.joined_paths(RuleModel(), cells, lambda c: [], {(0, 0): True, (0, 1): True})


def _kakuro(cells, runs):
    from gridsat.constraints import sums
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    digits = {cell: {d: model.new_bool_var("") for d in range(1, 10)} for cell in cells}
    for cell in cells:
        model.add_exactly_one(digits[cell].values())
    sums.digit_sum_runs(model, digits, runs)
    status, solver = _solve(model)
    return status, [next(d for d, lit in digits[c].items() if solver.value(lit)) for c in cells] \
        if status == "OPTIMAL" else None


@pytest.mark.parametrize("write", ["generator", "lists", "numpy", "set", "numpy total", "float total"])
def test_sum_runs_read_cells_and_totals_written_every_way(write):
    """``sums.digit_sum_runs`` (Kakuro's rule): a run's cells as a generator met "object of type 'generator' has no
    len()", as lists or numpy rows "unhashable type"; a numpy or 3.0 total held as before."""
    import numpy

    cells = [(0, 0), (0, 1)]
    run = {"generator": ((c for c in cells), 3), "lists": ([[0, 0], [0, 1]], 3),
           "numpy": (numpy.array([[0, 0], [0, 1]]), 3), "set": (set(cells), 3),
           "numpy total": (cells, numpy.int64(3)), "float total": (cells, 3.0)}[write]
    status, answer = _kakuro(cells, [run])
    assert status == "OPTIMAL" and sorted(answer) == [1, 2]


@pytest.mark.parametrize("runs, told", [
    ([([(0, 0), (0, 1)], "3")], "runs: run 0's total must be a whole number (or None: any sum), got '3'"),
    ([([(0, 0), (0, 1)], True)], "runs: run 0's total must be a whole number (or None: any sum), got True"),
    ([([(0, 0), (0, 1)], 3.5)], "runs: run 0's total must be a whole number (or None: any sum), got 3.5"),
    ([([(0, 0), (0, 0)], 2)], "runs: run 0 lists cell (0, 0) twice"),
])
def test_sum_runs_refuse_a_total_in_text_rather_than_prove_no_answer(runs, told):
    """**Wrong answer**: a run's total typed as text ("3", as a JSON file may hold it) or True matched no set of
    digits, and ``digit_sum_runs`` proved the board INFEASIBLE; ``possible_digits`` left the cells no digit and
    ``sum_combinations(2, "3")`` gave ``()``.  A cell twice in one run was "infeasible" too."""
    from gridsat.constraints import sums

    with pytest.raises(ValueError) as caught:
        _kakuro([(0, 0), (0, 1)], runs)
    assert str(caught.value) == told
    with pytest.raises(ValueError) as caught:
        sums.possible_digits([(0, 0), (0, 1)], runs)
    assert str(caught.value) == told
    with pytest.raises(ValueError, match="^total must be a whole number \\(or None: any sum\\), got '3'$"):
        sums.sum_combinations(2, "3")
    with pytest.raises(TypeError, match="^runs must be a list of \\(cells, total\\) pairs, got NoneType$"):
        sums.possible_digits([(0, 0)], None)
    with pytest.raises(TypeError, match="^runs: run 0 must be a \\(cells, total\\) pair, got 3$"):
        sums.possible_digits([(0, 0)], [3])


def _count(build) -> int:
    from ortools.sat.python import cp_model

    from gridsat.constraints import shading
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    cells = [(r, c) for r in range(3) for c in range(3)]
    members = shading.cell_vars(model, cells)
    build(model, members)

    class Counter(cp_model.CpSolverSolutionCallback):
        found = 0

        def on_solution_callback(self):
            Counter.found += 1

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.solve(model, Counter())
    return Counter.found


def test_ring_and_ray_counts_take_numpy_integers_as_the_whole_numbers_they_are():
    """A Tapa clue ``(numpy.int64(2),)`` (clues read from a numpy board) was refused "a ring clue is a tuple of run
    lengths (whole numbers, None for any)", a Yajilin arrow ``('right', numpy.int64(1))`` "must be a whole number
    from 0" -- as pass 109 let the other calls take them.  The answers counted match the plain numbers'."""
    import numpy

    from gridsat.constraints import ring, sight

    for clue in [(2,), (1, 1), (0,)]:
        plain = _count(lambda m, x: ring.runs_around(m, 3, 3, x, {(1, 1): clue}))
        assert _count(lambda m, x: ring.runs_around(m, 3, 3, x, {(1, 1): tuple(numpy.int64(p) for p in clue)})) \
            == plain > 0
    assert _count(lambda m, x: ring.runs_around(m, 3, 3, x, {(1, 1): (numpy.int64(8),)})) == 2  # centre free
    assert _count(lambda m, x: sight.ray_counts(m, 3, 3, x, {(0, 0): ("right", numpy.int64(1))})) == 2 * 2 ** 7


@pytest.mark.parametrize("args, told", [
    (("hint", "statuepark", "x"), "'statuepark' is a kind, not a puzzle, and Statue Park has no hints or grades "
                                  "yet (kinds with them: {kinds}); what every answer shares: gridsat statuepark "
                                  "PUZZLE --forced"),
    (("grade", "number link"), "'number link' is a kind, not a puzzle, and Numberlink has no hints or grades yet "
                               "(kinds with them: {kinds}); what every answer shares: gridsat numberlink PUZZLE "
                               "--forced"),
    (("hint", "Statue Park", "x"), "'Statue Park' is a kind, not a puzzle, and Statue Park has no hints or grades "
                                   "yet (kinds with them: {kinds}); what every answer shares: gridsat statuepark "
                                   "PUZZLE --forced"),
])
def test_a_kind_without_hints_typed_before_the_puzzle_is_not_sent_to_hint_it(run_cli, args, told):
    """``gridsat hint kakuro x`` (pass 109's "is a kind" fix) said "gridsat hint PUZZLE (the kind is detected), or
    gridsat hint PUZZLE --kind kakuro", each of which is then refused "Kakuro has no hints or grades yet"."""
    from gridsat.puzzles.explaining import hinting_kinds

    code, out, err = run_cli(*args)
    assert (code, out) == (2, "")
    assert err.startswith(f"gridsat: error: {told.format(kinds=hinting_kinds())}")
    assert "--kind" not in err


_KAKURO = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"
_KAKURO_ANSWER = [[0, 0, 0, 0, 0, 0], [0, 0, 5, 3, 0, 0], [0, 3, 4, 1, 2, 0], [0, 1, 2, 0, 1, 2], [0, 0, 1, 9, 3, 8],
                  [0, 0, 0, 8, 4, 0]]


@pytest.mark.parametrize("kind, grid", [
    ("kakuro", _KAKURO_ANSWER),
    ("numberlink", [[2, 12, 6, 10, 12], [0, 5, 5, 0, 5], [5, 5, 5, 0, 5], [5, 1, 5, 0, 4], [3, 10, 9, 0, 1]]),
    ("nurikabe", None), ("sudoku", None), ("masyu", None), ("hashi", None),
])
def test_a_recorded_answers_json_digits_sent_as_text_are_read_as_numbers(kind, grid):
    """A recorded solution ``[["0", "0", "5", ...]]`` (a spreadsheet's numbers sent as text in JSON) was refused "a
    recorded Kakuro solution: cell r1c1 holds '0'; a Kakuro answer holds whole numbers" (every grid kind, loops'
    bitmasks too: "cell r1c1 holds '6'; a Masyu answer holds whole numbers"), where the lead's pass read a JSON
    position's digits so; other text is still named by its cell."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    _, puzzle = gridsat.read(gridsat.kinds.get(kind).example if grid is None else
                             {"kakuro": _KAKURO, "numberlink": "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"}[kind],
                             kind=kind)
    if grid is None:
        grid = [[min(v, 1) if kind == "nurikabe" else v for v in row] for row in puzzle.read_answer(
            [[1 if kind == "sudoku" else 0 for c in range(puzzle.cols)]
             for r in range(puzzle.rows)])]
    assert puzzle.read_answer([[str(v) for v in row] for row in grid]) == puzzle.read_answer(grid)
    with pytest.raises(PuzzleInputError, match="cell r1c1 holds '²'"):
        puzzle.read_answer([["²"] + [str(v) for v in row[1:]] for row in grid])


def test_a_recorded_answer_of_text_digits_is_checked_in_batch_and_a_wrong_one_differs(tmp_path, run_cli):
    """End to end: ``batch --check-answer`` of Kakuro solutions as JSON text digits (bad input before), the right one
    matched, a wrong one (two digits swapped) told it differs."""
    import json

    right = [[str(v) for v in row] for row in _KAKURO_ANSWER]
    wrong = [row[:] for row in right]
    wrong[5][3], wrong[5][4] = wrong[5][4], wrong[5][3]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps({"kind": "kakuro", "puzzle": _KAKURO, "solution": s}) + "\n"
                                              for s in (right, wrong)))
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "--check-answer")[0] == 0
    lines = sorted((json.loads(line) for line in out.read_text().splitlines()), key=lambda d: d["line"])
    assert [(d["status"], d["matches_record"]) for d in lines] == [("solved", True), ("solved", False)]


@pytest.mark.parametrize("solution, told", [
    (["0,0,0,0,0,0", "0,0,5,3,0,0"], "'0,0,0,0,0,0' is cells separated by commas: separate a row's cells by spaces "
                                     "('0 0 0 0 0 0')"),
    ("0; 0; 0; 0; 0; 0\n0; 0; 5; 3; 0; 0\n", "'0; 0; 0; 0; 0; 0' is cells separated by semicolons: separate a row's "
                                           "cells by spaces ('0 0 0 0 0 0')"),
])
def test_a_recorded_answer_of_cells_separated_by_commas_is_told_so(solution, told):
    """A recorded Kakuro solution saved from a spreadsheet ('0,0,5,3,0,0') was told only "must be rows of
    0/1/2/3/4/5/6/7/8/9/. or of numbers", where a position (the lead's pass) and a puzzle say how cells are
    separated."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    _, puzzle = gridsat.read(_KAKURO, kind="kakuro")
    with pytest.raises(PuzzleInputError) as caught:
        puzzle.read_answer(solution)
    assert str(caught.value) == ("a recorded Kakuro solution must be rows of 0/1/2/3/4/5/6/7/8/9/. or of numbers; "
                                 + told)


@pytest.mark.parametrize("kind, row, told", [
    ("nurimisaki", "2,1,0,0,0", "'2,1,0,0,0' is cells separated by commas: separate a row's cells by spaces "
                                "('2 1 0 0 0')"),
    ("nurikabe", "0, 1, 0, 0, 0", "'0, 1, 0, 0, 0' is cells separated by commas: separate a row's cells by spaces "
                                  "('0 1 0 0 0')"),
    ("fillomino", "0;0;4;0;0;0", "'0;0;4;0;0;0' is cells separated by semicolons: separate a row's cells by spaces "
                                 "('0 0 4 0 0 0')"),
])
def test_a_position_of_cells_separated_by_commas_is_told_so_in_every_kind(tmp_path, run_cli, kind, row, told):
    """The lead's pass told a Sudoku position saved from a spreadsheet how cells are separated; every other kind's
    position (Nurimisaki's, new, too) was still "line 1, column 2: ',' is not 0 or ? (undecided), 1 or . (unshaded),
    2 or # (shaded)" (Fillomino's "',' is not a number from 1 to 36, '.', 0 or ?")."""
    import gridsat

    example = gridsat.kinds.get(kind).example
    _, puzzle = gridsat.read(example, kind=kind)
    position = tmp_path / "p.txt"
    position.write_text(row + "\n" + ("0 " * puzzle.cols + "\n") * (puzzle.rows - 1))
    assert run_cli("hint", example, "--position", str(position)) == (2, "", f"gridsat: error: {position}: line 1: "
                                                                            f"{told}\n")


def test_one_sided_on_a_kind_without_pieces_names_whose_puzzle_file_takes_it(run_cli):
    """``gridsat numberlink URL --one-sided`` was told 'for hint, grade and solve, say so in the puzzle file:
    "one_sided": true' -- the user's own Numberlink file, which takes no such field."""
    code, out, err = run_cli("numberlink", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", "--one-sided")
    assert (code, out) == (2, "")
    assert 'for hint, grade and solve, say so in a packing or calendar puzzle file: "one_sided": true' in err
