"""Hostile pass 108, part d: the Python library and batch, as an OR learner and a collector."""

from __future__ import annotations

import pytest

import gridsat

HASHI = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


@pytest.mark.parametrize("url", [HASHI, MASYU])
def test_edge_strings_of_a_grid_of_another_board_are_refused(url):
    # puzzle.edges_json(result.grid) (docs/hashi.md) wrote strings of any grid: two rows of a 6x6 Masyu gave six
    # horizontal strings, the missing rows as no loop; a Hashiwokakero grid of 1x3 gave ['00'] and []
    kind, puzzle = gridsat.read(url)
    grid = puzzle.solve().grid
    with pytest.raises(ValueError, match=r"^the answer is 2x\d, not \dx\d as the board: edge strings are written of "
                                         r"an answer to this puzzle$"):
        puzzle.edges_json(grid[:2])
    assert puzzle.edges_json(grid)["horizontal"] == puzzle.solve().to_json()["horizontal"]


@pytest.mark.parametrize("url", [HASHI, MASYU])
def test_edge_strings_of_a_forced_grid_are_refused(url):
    # a forced grid's None cells were written as no bridge / no loop on Masyu (a silently wrong picture of what is
    # not decided), and met "unsupported operand type(s) for %: 'NoneType' and 'int'" on Hashiwokakero
    kind, puzzle = gridsat.read(url)
    grid = [[None] * puzzle.cols for _ in range(puzzle.rows)]
    with pytest.raises(ValueError, match=r"^cell r1c1 is not decided \(None\): edge strings are written of a whole "
                                         r"answer \(a result's grid\), not of a forced grid$"):
        puzzle.edges_json(grid)
    with pytest.raises(TypeError, match="^grid must be rows of cell values"):
        puzzle.edges_json(None)  # was "'NoneType' object is not iterable"


def test_edge_strings_of_a_value_no_answer_holds_are_refused():
    # a Hashiwokakero cell 9 was written as the vertical digit '3' (no bridge count), silently
    kind, puzzle = gridsat.read(HASHI)
    with pytest.raises(ValueError, match=r"^cell r1c1 holds 9; a Hashiwokakero answer holds right \+ 3 x down "
                                         r"bridges, 0\.\.8$"):
        puzzle.edges_json([[9] * 5] * 5)


def _count(model, literals) -> int:
    """The answers of ``model`` told apart by ``literals`` (each a different assignment of them)."""
    from ortools.sat.python import cp_model

    found = 0
    while found < 1000:
        solver = cp_model.CpSolver()
        if solver.solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return found
        found += 1
        model.add_bool_or([~v if solver.boolean_value(v) else v for v in literals])
    return found


def _around(rows, cols):
    return lambda c: [(c[0] + dr, c[1] + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                      if 0 <= c[0] + dr < rows and 0 <= c[1] + dc < cols]


def test_a_loop_through_nodes_given_as_a_generator_is_the_loop_of_their_list():
    # loops.loop(model, (c for c in cells), ...) read the generator twice: the second time empty, so the model held
    # no node and "some node is visited" with no literal: proven to have no loop (the 13 loops of a 3x3 board lost)
    from gridsat.constraints.loops import loop
    from gridsat.constraints.model import RuleModel

    cells = [(r, c) for r in range(3) for c in range(3)]
    counts = []
    for given in (cells, (c for c in cells), set(cells)):
        model = RuleModel()
        counts.append(_count(model, list(loop(model, given, _around(3, 3)).values())))
    assert counts == [13, 13, 13]  # 4 squares of 2x2, 4 of 2x3 or 3x2, the ring of 8, 4 rings of 6 around a corner


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_connected_with_an_anchor_and_a_generator_of_cells_keeps_every_cell():
    # `anchor not in cells` read the generator up to the anchor, and the tree was built of the cells after it only:
    # KeyError (0, 2), Python's words
    from gridsat.constraints.connectivity import connected
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    cells = [(r, c) for r in range(3) for c in range(3)]
    counts = []
    for given in (cells, (c for c in cells)):
        model = RuleModel()
        shaded = cell_vars(model, cells)
        connected(model, given, _around(3, 3), shaded, anchor=(1, 1))
        counts.append(_count(model, list(shaded.values())))
    assert counts == [161, 161]  # the connected sets holding r2c2 (the empty set excluded), by brute force


def test_edges_connect_takes_nodes_as_any_iterable_and_refuses_none():
    # a generator or a set of nodes met "'generator' object is not subscriptable" (Python's words, from nodes[0])
    from gridsat.constraints.edge_links import edges_connect
    from gridsat.constraints.model import RuleModel

    counts = []
    for given in (["a", "b", "c"], (n for n in "abc"), {"a", "b", "c"}):
        model = RuleModel()
        edges = {("a", "b"): model.new_bool_var("ab"), ("b", "c"): model.new_bool_var("bc"),
                 ("a", "c"): model.new_bool_var("ac")}
        edges_connect(model, given, edges)
        counts.append(_count(model, list(edges.values())))
    assert counts == [4, 4, 4]  # any two of the triangle's three edges, or all three
    with pytest.raises(TypeError, match="^nodes must be a list of cells or nodes, got NoneType$"):
        edges_connect(RuleModel(), None, {})


@pytest.mark.parametrize("compiled", [True, False])
def test_forced_cells_take_a_generator_of_cells(compiled):
    # island_logic.forced_cells((c for c in cells), ...) met "object of type 'generator' has no len()"
    from gridsat.constraints.island_logic import forced_cells, probed_cells

    cells = [(r, c) for r in range(3) for c in range(3)]
    clues = {(0, 0): 1, (2, 2): 1}
    want = forced_cells(cells, _around(3, 3), clues, compiled=compiled)
    assert want == {cell: int(cell not in clues) for cell in cells}
    assert forced_cells((c for c in cells), _around(3, 3), clues, compiled=compiled) == want
    assert probed_cells(iter(cells), _around(3, 3), clues, compiled=compiled) == want


def test_count_with_no_number_is_refused():
    # shading.count(model, lines, shaded, None) added nothing: every group free, said nowhere (a mapping's None
    # still leaves its one group free, as documented)
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars, count, lines

    model = RuleModel()
    shaded = cell_vars(model, [(r, c) for r in range(3) for c in range(3)])
    with pytest.raises(TypeError, match=r"^number must be a whole number for every group or \{name: number\}, got "
                                        r"None$"):
        count(model, lines(3, 3), shaded, None)
    count(model, lines(3, 3), shaded, {"row 1": 1, "row 2": None})
    assert model.stats()["constraints"] == 1
