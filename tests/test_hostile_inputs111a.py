"""Hostile pass 111, part a: pass 110's and the lead's fixes, their neighbours and edges."""

import itertools

import pytest
from ortools.sat.python import cp_model

from gridsat.constraints.model import RuleModel


def _latin_count(count, make_line, n=4):
    """Answers of a Latin line of ``n`` cells of which ``count`` are seen, the line handed over by ``make_line``."""
    from gridsat.constraints.visible import visible_count

    model = RuleModel()
    cells = [{h: model.new_bool_var(f"c{i}h{h}") for h in range(1, n + 1)} for i in range(n)]
    for cell in cells:
        model.add_exactly_one(cell.values())
    for h in range(1, n + 1):
        model.add_at_most_one(cell[h] for cell in cells)
    visible_count(model, make_line(cells), count)

    class Counter(cp_model.CpSolverSolutionCallback):
        found = 0

        def on_solution_callback(self):
            Counter.found += 1

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.solve(model, Counter())
    return Counter.found


def test_visible_count_takes_a_generator_numpy_numbers_and_refuses_what_it_cannot_mean():
    """``visible_count(m, (cell for cell in line), 2)`` failed "'generator' object is not subscriptable", a count
    ``numpy.int64(2)`` was refused "count must be a whole number" (pass 110 let ring and ray clues take them), a count
    -1 or 10**30 was a model with no answer or OverflowError, a cell ``[lit]`` failed "list indices must be integers";
    the answers counted now match the permutations of 1..4 seen so."""
    import numpy

    from gridsat.constraints.visible import line_heights, visible_count, visible_heights

    for count in range(0, 6):
        want = sum(1 for p in itertools.permutations(range(1, 5)) if visible_heights(p) == count)
        assert _latin_count(count, lambda cells: (cell for cell in cells)) == want
        assert _latin_count(numpy.int64(count), list) == want
        assert _latin_count(count, lambda cells: [{numpy.int64(h): v for h, v in c.items()} for c in cells]) == want
    assert _latin_count(10 ** 30, list) == 0
    model = RuleModel()
    lit = model.new_bool_var("x")
    for line, count, told in [
        ([{1: lit}], -1, "count must be a whole number from 0, got -1"),
        ([{1: lit}], 2.0, "count must be a whole number from 0, got 2.0"),
        (None, 1, "line must be a sequence of cells, each {height: literal}, got NoneType"),
        ({1: {1: lit}}, 1, "line must be a sequence of cells, each {height: literal}, got dict"),
        ([[lit]], 1, "line: cell 0 must be a mapping {height: literal}, got list [x(0..1)]"),
        ([{1: lit}, {"2": lit}], 1, "line: cell 1's height must be a whole number, got '2'"),
    ]:
        with pytest.raises(ValueError) as e:
            visible_count(model, line, count)
        assert str(e.value) == told
    assert visible_heights(numpy.array([1, 3, 2])) == 2
    with pytest.raises(ValueError, match=r"^height 2 must be a whole number, got '3'$"):
        visible_heights([1, 2, "3"])
    assert line_heights(numpy.int64(3), numpy.int64(2), 0) == (1, 2)
    for args, told in [((3, 2, 5), "at must be a place on the line of 3 cells (0 to 2), got 5"),
                       ((3, 2, -1), "at must be a whole number from 0, got -1"),
                       ((3, 2.0, 0), "count must be a whole number, got 2.0")]:
        with pytest.raises(ValueError) as e:
            line_heights(*args)
        assert str(e.value) == told


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("args, told", [
    (("solve", NURIKABE, "--engine", "cpsat\\x"), "unknown engine 'cpsat\\x' for Nurikabe puzzles (did you mean "
                                                  "'cpsat'?); use one of: auto, logic, cpsat"),
    (("solve", NURIKABE, "--kind", "nurikabe\\x"), "unknown kind 'nurikabe\\x' (did you mean 'nurikabe'?) (kinds: "),
    (("formats", "nuri\\k"), "unknown kind 'nuri\\k' (kinds: "),
    (("nurikab\\e", NURIKABE), "No such command 'nurikab\\e'. Did you mean 'nurikabe'?"),
    (("batch", "a\\b", "-o", "r.jsonl", "--engine", "cp\\sat"), "unknown engine 'cp\\sat' for any kind (did you mean "
                                                                 "'cpsat'?)"),
    (("calendar", "10-06", "-e", "weekday", "--weekday", "Tue\\s"), "unknown weekday 'Tue\\s': use one of Mon "),
    (("calendar", "10-06", "-e", "dragonfjor\\d"), "unknown edition 'dragonfjor\\d' (did you mean 'dragonfjord'?)"),
])
def test_typed_names_are_quoted_as_typed_with_single_backslashes(run_cli, args, told, tmp_path, monkeypatch):
    """Pass 110 quoted a Kakuro cell as typed (``3\\x``, not ``'3\\\\x'``); an engine, a kind, a command, a weekday
    typed with a backslash were still quoted in Python's ``repr``, the backslash doubled: "unknown engine
    'cpsat\\\\x'", "No such command 'nurikab\\\\e'" (click's), on the command line, batch and the web API alike."""
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli(*args)
    assert code == 2 and err.startswith("gridsat: error: ") and told in err and "\\\\" not in err


def test_web_requests_quote_typed_names_with_single_backslashes(api_client):
    for body, told in [
        ({"kind": "nurikabe", "puzzle": NURIKABE, "options": {"engine": "cpsat\\x"}},
         "unknown engine 'cpsat\\x' for Nurikabe puzzles (did you mean 'cpsat'?); use one of: auto, logic, cpsat"),
        ({"kind": "nurikabe\\x", "puzzle": NURIKABE}, "unknown kind 'nurikabe\\x' (did you mean 'nurikabe'?) (kinds: "),
        ({"kind": "nurikabe", "puzzle": NURIKABE, "options": {"en\\gine": "cpsat"}}, "unknown option 'en\\gine'"),
        ({"kind": "nurikabe", "puzzle": NURIKABE, "fi\\les": {}}, "unknown field 'fi\\les'"),
    ]:
        response = api_client.post("/api/solve", json=body)
        assert response.status_code == 422 and response.json()["error"].startswith(told)


def test_a_skyscrapers_model_is_weighed_at_what_it_takes(run_cli, tmp_path):
    """A 30x30 Skyscrapers clued all round was weighed 56 MB before it was built, and took 149 MB more than the
    interpreter (``/usr/bin/time -v``; 40 MB at 20x20, weighed 18 MB): a ``--memory-limit 0.1`` let it start. Weighed
    now at 5000 bytes a height a cell, it is refused before it is built, named as its user wrote it (30x30, where
    "a 32x32 Skyscrapers" counted its frame of clues)."""
    n = 30
    rows = [" ".join("." for _ in range(n + 2))] * (n + 2)
    path = tmp_path / "s.txt"
    path.write_text("skyscrapers\n" + "\n".join(rows) + "\n")
    code, _, err = run_cli("solve", str(path), "--memory-limit", "0.1")
    assert (code, err) == (2, "gridsat: error: a CP-SAT model of a 30x30 Skyscrapers (32x32 with its frame) needs "
                              "about 0.14 GB of memory; the limit is 0.1 GB (raise it with --memory-limit GB or "
                              "GRIDSAT_MEMORY_LIMIT)\n")


def test_a_negative_number_on_a_grid_point_is_refused_as_ray_counts_refuse_one():
    """``corner_counts(m, 3, 3, x, {(1, 1): -1})`` built a model with no answer, said nowhere (``ray_counts`` and
    ``sees_count`` refuse such a number); a number past its four cells still leaves no answer."""
    import numpy

    from gridsat.constraints.corners import corner_counts

    model = RuleModel()
    x = {(r, c): model.new_bool_var(f"x{r}{c}") for r in range(3) for c in range(3)}
    for number in (-1, numpy.int64(-2)):
        with pytest.raises(ValueError) as e:
            corner_counts(model, 3, 3, x, {(0, 0): 1, (1, 1): number})
        assert str(e.value) == f"the number at point (1, 1) must be a whole number from 0, got {number!r}"
    corner_counts(model, 3, 3, x, {(1, 1): numpy.int64(2), (2, 2): None})
    solver = cp_model.CpSolver()
    assert solver.solve(model) == cp_model.OPTIMAL
    assert sum(solver.value(x[c]) for c in [(0, 0), (0, 1), (1, 0), (1, 1)]) == 2


def test_no_touching_and_the_diagonal_forest_refuse_members_outside_their_grid():
    """Pass 110 let no_2x2 and no_equal_run refuse members outside their grid; ``no_touching(m, 3, 3, x | {(9, 9):
    q})`` and ``diagonal_forest`` still left such a member free, said nowhere (a board's members given under another
    size added no rule to them)."""
    from gridsat.constraints.shading import diagonal_forest, no_touching

    for call in (no_touching, diagonal_forest):
        model = RuleModel()
        x = {(r, c): model.new_bool_var(f"x{r}{c}") for r in range(3) for c in range(3)}
        with pytest.raises(ValueError, match=r"^members: \(9, 9\) is not a cell of the 3x3 grid$"):
            call(model, 3, 3, {**x, (9, 9): model.new_bool_var("q")})
        call(model, 3, 3, x)  # the board's own members still take the rule


def test_sized_blocks_take_a_numpy_whole_number_as_their_largest():
    """``sized_blocks(m, cells, nb, numpy.int64(3))`` failed "'numpy.int64' object has no attribute 'bit_length'";
    it builds the model the plain 3 builds."""
    import numpy

    from gridsat.constraints.blocks import bits_needed, sized_blocks

    cells = [(0, c) for c in range(3)]

    def nb(cell):
        return [(0, c) for c in (cell[1] - 1, cell[1] + 1) if 0 <= c < 3]

    built = []
    for most in (3, numpy.int64(3)):
        model = RuleModel()
        numbers, _ = sized_blocks(model, cells, nb, most, givens={(0, 0): numpy.int64(3)})
        solver = cp_model.CpSolver()
        assert solver.solve(model) == cp_model.OPTIMAL
        built.append(([solver.value(numbers[c]) for c in cells], len(model.proto.constraints)))
    assert built[0] == built[1] and built[0][0] == [3, 3, 3]
    assert bits_needed(numpy.int64(5)) == bits_needed(5) == 3


def test_a_shimaguni_model_is_weighed_at_what_it_takes(run_cli, tmp_path):
    """An 80x80 Shimaguni of one room was weighed 24 MB (the grid's 4000 bytes a cell) and took 34 MB more than the
    interpreter: ``--memory-limit 0.03`` let it start; weighed at 6000 a cell it is refused before it is built."""
    n = 80
    dots = "\n".join(" ".join("." for _ in range(n)) for _ in range(n))
    rooms = "\n".join(" ".join("a" for _ in range(n)) for _ in range(n))
    path = tmp_path / "s.txt"
    path.write_text(f"shimaguni\n{dots}\n\n{rooms}\n")
    code, _, err = run_cli("solve", str(path), "--memory-limit", "0.03")
    assert (code, err) == (2, "gridsat: error: a CP-SAT model of an 80x80 Shimaguni needs about 36.6 MB of memory; "
                              "the limit is 30.72 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
