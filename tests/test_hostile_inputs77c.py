"""Pass 77 (c): the rule vocabulary as a kind author calls it."""

import pytest

from gridsat.constraints import island_logic


def _board(rows, cols):
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    inside = set(cells)

    def neighbours(cell):
        r, c = cell
        return [n for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if n in inside]
    return cells, neighbours


@pytest.mark.parametrize("compiled", [True, False])
@pytest.mark.parametrize("deduce", [island_logic.forced_cells, island_logic.probed_cells])
@pytest.mark.parametrize("size", [0, -1, -2])
def test_island_rules_refuse_a_size_below_one(deduce, compiled, size):
    # Was: -2 read by the compiled rules as "no clue" (all 9 cells forced shaded, the clue cell among them),
    # -1 as "any size", 0 refused compiled as "sizes[0] = 0 is not -2, -1 or a size of 1 or more".
    cells, neighbours = _board(3, 3)
    with pytest.raises(ValueError) as e:
        deduce(cells, neighbours, {(0, 0): size}, compiled=compiled)
    assert str(e.value) == f"clues: the size at (0, 0) is {size}; an island has 1 cell or more (None: any size)"


@pytest.mark.parametrize("compiled", [True, False])
def test_island_rules_name_a_bad_clue(compiled):
    # Was: KeyError (5, 5); a float size a TypeError "'float' object cannot be interpreted as an integer"
    # compiled and read as a size in Python.
    cells, neighbours = _board(3, 3)
    with pytest.raises(ValueError, match=r"^clues: \(5, 5\) is not one of the cells$"):
        island_logic.forced_cells(cells, neighbours, {(5, 5): 2}, compiled=compiled)
    with pytest.raises(TypeError, match=r"^clues: the size at \(0, 0\) must be a whole number or None \(any size\), "
                                        r"not float$"):
        island_logic.forced_cells(cells, neighbours, {(0, 0): 2.0}, compiled=compiled)
    assert island_logic.forced_cells(cells, neighbours, {(0, 0): None}, compiled=compiled) == \
        island_logic.forced_cells(cells, neighbours, {(0, 0): None}, compiled=not compiled)


def test_connected_refuses_an_anchor_off_the_members():
    # Was: accepted; its root joined no tree, so the model silently allowed no member at all.
    from gridsat.constraints.connectivity import connected
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    cells, neighbours = _board(2, 2)
    model = RuleModel()
    with pytest.raises(ValueError, match=r"^anchor: \(9, 9\) is not one of the cells and members$"):
        connected(model, cells, neighbours, cell_vars(model, cells), anchor=(9, 9))


def test_placement_rules_refuse_lists_of_another_length():
    # Was: zip dropped the placements past the shorter list silently (a piece never placed, a cell left uncovered).
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.placement import apart, cover, place_pieces

    model = RuleModel()
    x = [model.new_bool_var("") for _ in range(3)]
    with pytest.raises(ValueError, match=r"^pieces: fewer entries than the placements of x; give one per placement$"):
        place_pieces(model, x, ["a"], {"a": 1})
    with pytest.raises(ValueError, match=r"^placement_cells: more entries than the placements of x; give one per "):
        cover(model, x, ([(0, i)] for i in range(4)), [(0, i) for i in range(4)])
    with pytest.raises(ValueError, match=r"^groups: 2 entries for 3 placements of x; give one per placement$"):
        apart(model, x, [[(0, i)] for i in range(3)], lambda c: [], groups=["a", "b"])


@pytest.mark.parametrize("build", ["islands", "bounded_islands"])
def test_island_models_name_a_bad_clue(build):
    # Was: KeyError (9, 9); a float size OR-Tools' "__eq__(): incompatible function arguments".
    from gridsat.constraints import islands
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    cells, neighbours = _board(2, 2)
    model = RuleModel()
    unshaded = {c: ~v for c, v in cell_vars(model, cells).items()}
    with pytest.raises(ValueError, match=r"^clues: \(9, 9\) is not one of the cells$"):
        getattr(islands, build)(model, cells, neighbours, unshaded, {(9, 9): 2})
    with pytest.raises(TypeError, match=r"^clues: the size at \(0, 0\) must be a whole number or None"):
        getattr(islands, build)(model, cells, neighbours, unshaded, {(0, 0): 1.5})


def test_count_names_a_number_that_is_not_whole():
    # Was: OR-Tools' "__eq__(): incompatible function arguments" for 1.5; True counted as 1.
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars, count, lines

    model = RuleModel()
    members = cell_vars(model, _board(2, 2)[0])
    for number in (1.5, True):
        with pytest.raises(TypeError, match=rf"^number: row 1's number must be a whole number, not "
                                            rf"{type(number).__name__}$"):
            count(model, lines(2, 2), members, number)


def test_loops_on_no_nodes_are_infeasible_and_negative_sizes_refused():
    # Was: OR-Tools' "add_circuit expects a non-empty array of arcs" for loop([]) and boundary_loop(0, 0) (documented:
    # no face, no loop, infeasible), and for boundary_loop(-2, 3) too.
    from ortools.sat.python import cp_model

    from gridsat.constraints.loops import boundary_loop, loop
    from gridsat.constraints.model import RuleModel

    for build in (lambda m: loop(m, [], lambda n: []), lambda m: boundary_loop(m, 0, 0)):
        model = RuleModel()
        build(model)
        assert cp_model.CpSolver().solve(model) == cp_model.INFEASIBLE
    with pytest.raises(ValueError, match=r"^rows must be 0 or more, got -2$"):
        boundary_loop(RuleModel(), -2, 3)


def test_canonical_names_what_is_wrong_with_its_cells():
    # Was: ValueError "min() arg is an empty sequence"; "piece  lists square (0, 0) twice" (an empty name).
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.polyomino import canonical

    with pytest.raises(PuzzleInputError, match=r"^the piece has no squares$"):
        canonical([])
    with pytest.raises(PuzzleInputError, match=r"^the piece lists square \(0, 0\) twice$"):
        canonical([(0, 0), (0, 0), (0, 1)])
    assert canonical([(5, 5), (5, 6)]) == ((0, 0), (0, 1))


def test_connected_reads_a_cell_without_a_literal_as_never_a_member():
    # Was: OR-Tools' TypeError "Invalid boolean literal: 'NoneType'".
    from ortools.sat.python import cp_model

    from gridsat.constraints.connectivity import connected
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    cells, neighbours = _board(1, 3)
    model = RuleModel()
    members = cell_vars(model, [(0, 0), (0, 2)])
    connected(model, cells, neighbours, members)
    model.add(members[(0, 0)] + members[(0, 2)] == 2)
    assert cp_model.CpSolver().solve(model) == cp_model.INFEASIBLE


def test_fixed_and_cover_name_a_cell_off_the_board():
    # Was: a bare KeyError (5, 5) / (9, 9).
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.placement import cover
    from gridsat.constraints.shading import cell_vars, fixed

    model = RuleModel()
    cells = _board(2, 2)[0]
    with pytest.raises(ValueError, match=r"^values: \(5, 5\) is not one of the members$"):
        fixed(model, cell_vars(model, cells), {(5, 5): 1})
    with pytest.raises(ValueError, match=r"^placement_cells: placement 0 covers \(9, 9\), not one of the cells$"):
        cover(model, [model.new_bool_var("")], [[(9, 9)]], cells)


def test_each_connected_names_a_cell_without_a_literal():
    # Was: OR-Tools' "Linear constraints do not accept None as argument".
    from gridsat.constraints.connectivity import each_connected
    from gridsat.constraints.model import RuleModel

    cells, neighbours = _board(2, 2)
    with pytest.raises(ValueError, match=r"^members: \(0, 0\) has no literal; each_connected takes one for every cell$"):
        each_connected(RuleModel(), cells, neighbours, {})
