"""Pass 109a: pass 108's and the lead's fixes, attacked at their neighbours."""

import pytest


@pytest.mark.parametrize("kind, url, told", [
    ("lightup", "https://puzz.link/p?nurikabe/3/3/g1h", "Light Up: URL is a 'nurikabe' puzzle, not a Light Up puzzle"),
    ("aqre", "https://puzz.link/p?nurikabe/3/3/g1h", "Aqre: URL is a 'nurikabe' puzzle, not an Aqre puzzle"),
    ("lightup", "https://puzz.link/p?akarii/3/3/g1h",
     "Light Up: URL is an 'akarii' puzzle, not a Light Up puzzle (did you mean 'akari'?)"),
    ("yinyang", "https://puzz.link/p?nurikabe/3/3/g1h", "Yin-Yang: URL is a 'nurikabe' puzzle, not a Yin-Yang puzzle"),
    ("yinyang", "https://puzz.link/p?yin-yang/3/3/g1h",
     "Yin-Yang: a 'yin-yang' puzzle: gridsat solves it as the kind 'yinyang' (its title is 'Yin-Yang'), whose "
     "puzz.link addresses name the genre 'yinyang' (p?yinyang/...): write the address so"),
])
def test_a_kinds_reader_names_itself_by_title_of_a_url_of_another_genre(kind, url, told):
    """``kinds.get('lightup').parse(NURIKABE_URL)`` said "URL is a 'nurikabe' puzzle, not lightup" (the kind by its
    command in a sentence, 'a' before a vowel), and a URL named by the kind's own title ('yin-yang' read as
    Yin-Yang) "not yinyang (did you mean 'yinyang'?)", where the command line names the genre its addresses give."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get(kind).parse(url)
    assert str(caught.value) == told


@pytest.mark.parametrize("kind", ["nurikabe", "lightup"])
def test_rows_joined_by_bars_where_a_file_goes_are_told_as_rows_not_a_sudoku(run_cli, kind):
    """``gridsat nurikabe '2....|.....|....1|.....|3....'`` was told "read as a Sudoku's cells in one line, its box
    lines ('|') are not cells: leave them out" (any 12+ cells with bars were a Sudoku's), where the same rows joined
    by ';' were told they are rows; a Sudoku's 81 cells with bars are still told of its box lines."""
    code, out, err = run_cli(kind, "2....|.....|....1|.....|3....")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: '2....|.....|....1|.....|3....': cannot read puzzle file: its name is 5 rows "
                   "joined by '|', the text itself where a file's name goes: save it in a file, a row a line, and "
                   "name it, or pipe it in and give - (standard input)\n")
    line = "|".join(["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.",
                     "...419..5", "....8..79"])
    assert run_cli("sudoku", line)[2].endswith("its box lines ('|') are not cells: leave them out\n")


def test_vocabulary_cells_given_as_numpy_rows_or_lists_are_the_cells_they_stand_for():
    """``connected(model, numpy.argwhere(board == 0), ...)``, ``cell_vars(model, numpy.argwhere(...))`` and a
    count group's cells as a numpy array or as lists (a JSON file's cells) met "unhashable type: 'numpy.ndarray'"
    in Python's words; now each row is the (row, col) cell it stands for, and the rules hold (checked by solving)."""
    import numpy as np
    from ortools.sat.python import cp_model

    from gridsat.constraints import connectivity, shading
    from gridsat.constraints.model import RuleModel
    from gridsat.core.grid import neighbours

    def solved(most: int) -> int:
        model = RuleModel()
        shaded = shading.cell_vars(model, np.argwhere(np.ones((2, 3))))
        assert list(shaded) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
        connectivity.connected(model, [[r, c] for r in range(2) for c in range(3)], neighbours, shaded)
        shading.count(model, [("ends", np.array([[0, 0], [0, 2]]))], shaded, 2)
        shading.count(model, [("row 2", [[1, 0], [1, 1], [1, 2]])], shaded, most, "<=")
        shading.fixed(model, shaded, {(0, 1): False})
        return cp_model.CpSolver().solve(model)

    assert solved(3) == cp_model.OPTIMAL  # (0, 0) and (0, 2) joined through the whole second row
    assert solved(2) == cp_model.INFEASIBLE
    from gridsat.constraints.sight import segments

    assert segments(2, 2, np.argwhere(np.array([[1, 1], [0, 1]]))) == [[(0, 0), (0, 1)], [(1, 1)], [(0, 0)],
                                                                         [(0, 1), (1, 1)]]


@pytest.mark.parametrize("way", [lambda r, c: [(r, c - 1), (r - 1, c)], lambda r, c: [(r, c + 1), (r + 1, c)]])
def test_no_adjacent_and_parts_hold_with_neighbours_named_one_way(way):
    """``no_adjacent(model, shaded, left_and_up)`` (each pair named once, by its larger cell) added no clause at all:
    two adjacent cells both shaded was an answer (``other > cell`` kept only pairs named by the smaller cell);
    ``connected_parts`` lost the same pairs. Checked against every shading of a 2x3 board."""
    import itertools

    from ortools.sat.python import cp_model

    from gridsat.constraints import connectivity, shading
    from gridsat.constraints.model import RuleModel

    cells = [(r, c) for r in range(2) for c in range(3)]

    def one_way(cell):
        return [n for n in way(*cell) if n in cells]

    for bits in itertools.product((False, True), repeat=len(cells)):
        model = RuleModel()
        shaded = shading.cell_vars(model, cells)
        shading.no_adjacent(model, shaded, one_way)
        shading.fixed(model, shaded, dict(zip(cells, bits)))
        adjacent = any(bits[cells.index(a)] and bits[cells.index(b)] for a in cells for b in one_way(a))
        assert cp_model.CpSolver().solve(model) == (cp_model.INFEASIBLE if adjacent else cp_model.OPTIMAL)
    model = RuleModel()  # two parts, one cell each side of the board's middle: joined where they touch
    shaded = shading.cell_vars(model, cells)
    edges = connectivity.connected_parts(model, {0: [(0, 0), (1, 0)], 1: [(0, 1), (1, 1)], 2: [(0, 2), (1, 2)]},
                                         one_way, shaded)
    assert sorted(edges) == [((0, 0), (0, 1)), ((0, 1), (0, 2)), ((1, 0), (1, 1)), ((1, 1), (1, 2))]


def test_connected_holds_with_neighbours_named_one_way():
    """``connected(model, cells, left_and_up, shaded)`` gave a member no parent the other way: a connected L of
    three shaded cells on a 2x2 board was "infeasible" (each_connected and touch_edge alike). Checked against every
    shading of a 2x3 board."""
    import itertools

    from ortools.sat.python import cp_model

    from gridsat.constraints import connectivity, edge_reach, shading
    from gridsat.constraints.model import RuleModel
    from gridsat.core.grid import components, neighbours

    cells = [(r, c) for r in range(2) for c in range(3)]

    def one_way(cell):
        return [n for n in ((cell[0], cell[1] - 1), (cell[0] - 1, cell[1])) if n in cells]

    def both(cell):
        return [n for n in neighbours(cell) if n in cells]

    def holds(build, bits) -> bool:
        model = RuleModel()
        shaded = shading.cell_vars(model, cells)
        build(model, shaded)
        shading.fixed(model, shaded, dict(zip(cells, bits)))
        return cp_model.CpSolver().solve(model) == cp_model.OPTIMAL

    for bits in itertools.product((False, True), repeat=len(cells)):
        black = {c for c, b in zip(cells, bits) if b}
        white = set(cells) - black
        parts = [len(components(group, both)) if group else 0 for group in (black, white)]
        assert holds(lambda m, x: connectivity.connected(m, cells, one_way, x), bits) == (parts[0] <= 1)
        assert holds(lambda m, x: connectivity.each_connected(m, cells, one_way, x), bits) == (max(parts) <= 1)
        assert holds(lambda m, x: edge_reach.touch_edge(m, 2, 3, one_way, x), bits)  # (every cell is on the edge)


def test_islands_and_their_deductions_hold_with_neighbours_named_one_way():
    """``islands(model, cells, left_and_up, ...)`` on a 1x3 board with a 3 in its first cell was "infeasible" (the
    island could not grow away from its clue), as the rooted trees were; the hand deductions read the same."""
    from ortools.sat.python import cp_model

    from gridsat.constraints import islands, shading
    from gridsat.constraints.island_logic import forced_cells
    from gridsat.constraints.model import RuleModel

    cells = [(0, 0), (0, 1), (0, 2)]

    def one_way(cell):
        return [n for n in ((cell[0], cell[1] - 1), (cell[0] - 1, cell[1])) if n in cells]

    for size, shaded in ((3, []), (2, [(0, 2)]), (1, [(0, 1), (0, 2)])):
        model = RuleModel()
        unshaded = shading.cell_vars(model, cells, "unshaded")
        islands.islands(model, cells, one_way, unshaded, {(0, 0): size})
        solver = cp_model.CpSolver()
        assert solver.solve(model) == cp_model.OPTIMAL
        assert [c for c in cells if not solver.value(unshaded[c])] == shaded
        assert [c for c, v in forced_cells(cells, one_way, {(0, 0): size}).items() if v] == shaded


def test_a_loop_closes_with_neighbours_named_one_way():
    """``loops.loop(model, nodes, left_and_up)`` on a 2x2 board had arcs one way only, so no loop could close: the
    model was "infeasible" (the docstring asked for symmetric neighbours; nothing said so when they were not)."""
    from ortools.sat.python import cp_model

    from gridsat.constraints import loops
    from gridsat.constraints.model import RuleModel

    nodes = [(r, c) for r in range(2) for c in range(2)]
    model = RuleModel()
    edges = loops.loop(model, nodes, lambda n: [m for m in ((n[0], n[1] - 1), (n[0] - 1, n[1])) if m in nodes])
    solver = cp_model.CpSolver()
    assert solver.solve(model) == cp_model.OPTIMAL
    assert sorted(k for k, v in edges.items() if solver.value(v)) == [((0, 0), (0, 1)), ((0, 0), (1, 0)),
                                                                       ((0, 1), (1, 1)), ((1, 0), (1, 1))]


@pytest.mark.parametrize("args, told", [
    (("hint", "light up", "x"), "'light up' is a kind, not a puzzle: gridsat hint PUZZLE (the kind is detected), or "
                                "gridsat hint PUZZLE --kind lightup"),
    (("grade", "hashiwokakero", "x"), "'hashiwokakero' is a kind, not a puzzle: gridsat grade PUZZLE (the kind is "
                                      "detected), or gridsat grade PUZZLE --kind hashi"),
    (("solve", "corral", "x"), "'corral' is a kind, not a puzzle: gridsat solve PUZZLE (the kind is detected), or "
                               "gridsat solve PUZZLE --kind cave, or gridsat cave PUZZLE"),
    (("batch", "Yin-Yang", "x", "-o", "r.jsonl"), "'Yin-Yang' is a kind, not a file: gridsat batch PATH... (kinds "
                                                  "are detected), or --kind yinyang"),
])
def test_a_kinds_title_or_other_name_before_the_puzzle_is_told_it_is_a_kind(run_cli, args, told):
    """``gridsat hint lightup x`` was told "'lightup' is a kind, not a puzzle", but its title ('light up',
    'hashiwokakero') or other name ('corral') there "gridsat hint takes one PUZZLE, and 'x' is one more word",
    though pass 108 reads the same words as the command."""
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "")
    assert err.startswith(f"gridsat: error: {told}")


@pytest.mark.parametrize("args, name, text", [
    (("sudoku",), "s.txt", "53..7....;6..195...\n.98....6.;8...6...3\n"),
    (("hint", "SUDOKU", "--position"), "p.txt", "534678912;672195348\n198342567;859761423\n"),
])
def test_sudoku_rows_joined_by_semicolons_are_not_told_as_cells(run_cli, tmp_path, args, name, text):
    """A Sudoku (or its position) of two rows a line joined by ';' was told "is cells separated by semicolons:
    separate a row's cells by spaces ('53..7.... 6..195...')": advice making each row one cell."""
    sudoku = tmp_path / "puzzle.txt"
    sudoku.write_text("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n"
                      "....8..79\n")
    (tmp_path / name).write_text(text)
    args = tuple(str(sudoku) if a == "SUDOKU" else a for a in args) + (str(tmp_path / name),)
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "")
    first = text.split("\n")[0]
    assert err.startswith("gridsat: error: ")
    assert err.endswith(f"{name}: line 1: '{first}' is rows joined by ';': write a row a line\n")
