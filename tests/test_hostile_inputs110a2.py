"""Pass 110a (2): vocabulary calls given cells, members or clues outside what they read (they added no rule, or
proved the board infeasible)."""

import pytest


def _solve(model):
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    return solver.status_name(solver.solve(model)), solver


@pytest.mark.parametrize("cells", ["none", "3 columns", "flat"])
def test_connected_refuses_members_outside_its_cells_rather_than_add_no_rule(cells):
    """**Wrong answer**: ``connected(model, cells, nb, members)`` (and ``each_connected``) left out every member
    that is not one of ``cells``: cells written another way (``numpy.argwhere`` of a 3-d board, a flat index, none)
    added no rule at all, and two shaded cells far apart were "connected" (the model OPTIMAL)."""
    import numpy

    from gridsat.constraints import connectivity
    from gridsat.constraints.model import RuleModel

    # (3 columns of distinct cells: zeros list one cell twice, which is refused as such)
    given = {"none": [], "3 columns": numpy.arange(6).reshape(2, 3), "flat": numpy.array([0, 1, 2])}[cells]
    for call in (connectivity.connected, connectivity.each_connected):
        model = RuleModel()
        members = {(0, 0): model.new_constant(1), (0, 2): model.new_constant(1), (0, 1): model.new_constant(0)}
        with pytest.raises(ValueError, match=rf"^members: \(0, 0\) is not one of the cells; {call.__name__} reads a "
                                             r"member's neighbours only among the cells$"):
            call(model, given, lambda c: [], members)
    model = RuleModel()
    members = {(0, 0): model.new_constant(1), (0, 2): model.new_constant(1), (0, 1): model.new_constant(0)}
    connectivity.connected(model, [(0, 0), (0, 1), (0, 2)], lambda c: [(c[0], c[1] - 1), (c[0], c[1] + 1)], members)
    assert _solve(model)[0] == "INFEASIBLE"


def test_a_loop_refuses_visited_nodes_outside_its_nodes():
    """**Wrong answer**: ``loops.loop(model, [], nb, visited={...})`` (nodes written another way, or none) left the
    visited literals free: a 1x3 row, where no loop fits, had "one closed loop" (OPTIMAL)."""
    from gridsat.constraints import loops
    from gridsat.constraints.model import RuleModel

    cells = [(0, 0), (0, 1), (0, 2)]
    model = RuleModel()
    visited = {c: model.new_bool_var("") for c in cells}
    with pytest.raises(ValueError, match=r"^visited: \(0, 0\) is not one of the nodes; loop reads a member's "
                                         r"neighbours only among the nodes$"):
        loops.loop(model, [], lambda c: [], visited=visited)
    loops.loop(model, cells, lambda c: [(0, c[1] - 1), (0, c[1] + 1)], visited=visited)
    assert _solve(model)[0] == "INFEASIBLE"


def test_an_arrow_or_ring_clue_off_the_board_is_refused_not_proven_infeasible():
    """**Wrong answer**: a Yajilin arrow ``ray_counts(..., {(7, 7): ("down", 1)})`` or a Tapa clue ``runs_around(...,
    {(7, 7): (1,)})`` on a 2x2 board made the model INFEASIBLE (its ray and ring held no cell), where
    ``sees_count`` and ``corner_counts`` refuse a cell off the board.  A clue cell of numpy integers still holds."""
    import numpy

    from gridsat.constraints import ring, shading, sight
    from gridsat.constraints.model import RuleModel

    cells = [(r, c) for r in range(2) for c in range(2)]
    model = RuleModel()
    members = shading.cell_vars(model, cells)
    with pytest.raises(ValueError, match=r"^counts: \(7, 7\) is not a cell of the 2x2 board$"):
        sight.ray_counts(model, 2, 2, members, {(7, 7): ("down", 1)})
    with pytest.raises(ValueError, match=r"^clues: \(7, 7\) is not a cell of the 2x2 board$"):
        ring.runs_around(model, 2, 2, members, {(7, 7): (1,)})
    at = (numpy.int64(0), numpy.int64(0))
    sight.ray_counts(model, 2, 2, members, {at: ("down", 1)})
    ring.runs_around(model, 2, 2, members, {at: (1,)})
    assert _solve(model)[0] == "OPTIMAL"


def test_no_2x2_and_no_equal_run_refuse_members_outside_their_grid():
    """**Wrong answer**: ``no_2x2(model, 1, 9, members)`` of a 3x3 board's members (rows and columns given another
    way) read no block, and a board all shaded "held" (OPTIMAL); ``no_equal_run`` so too.  Blocks given by the caller
    are read as they are."""
    from gridsat.constraints import shading
    from gridsat.constraints.model import RuleModel
    from gridsat.core.grid import blocks_2x2

    cells = [(r, c) for r in range(3) for c in range(3)]
    model = RuleModel()
    members = shading.cell_vars(model, cells)
    with pytest.raises(ValueError, match=r"^members: \(1, 0\) is not a cell of the 1x9 grid$"):
        shading.no_2x2(model, 1, 9, members)
    with pytest.raises(ValueError, match=r"^members: \(0, 1\) is not a cell of the 1x1 grid$"):
        shading.no_equal_run(model, 1, 1, members, 2)
    shading.no_2x2(model, 1, 9, members, blocks=blocks_2x2(3, 3))
    for v in members.values():
        model.add(v == 1)
    assert _solve(model)[0] == "INFEASIBLE"
