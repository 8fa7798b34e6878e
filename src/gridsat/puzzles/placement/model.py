"""The CP-SAT model of a placement problem.

One boolean per placement; for each piece the sum of its placements equals
its count still to place; each free cell is covered by exactly one chosen
placement (at most one, with holes allowed).  Blocked cells and the cells of
fixed pieces carry no placement at all.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ...core.options import SolverOptions
from .problem import PlacementProblem


def add_cover(model, x: Sequence, placement_cells: Iterable, cells: Iterable, *, at_most: bool = False,
              check=None) -> None:
    """Cover constraints: every cell of ``cells`` is covered by exactly one
    (``at_most``: at most one) of the chosen placements.

    Args:
        model: a ``cp_model.CpModel``.
        x: one boolean variable per placement.
        placement_cells: per placement, the cells it covers (same order as ``x``).
        cells: the cells to cover.
        check: called every 4096 placements and cells (e.g. a deadline check that raises).
    """
    by_cell: dict = {cell: [] for cell in cells}
    for i, (var, covered) in enumerate(zip(x, placement_cells)):
        if check is not None and i % 4096 == 0:
            check()
        for cell in covered:
            by_cell[cell].append(var)
    for i, cell in enumerate(sorted(by_cell)):
        if check is not None and i % 4096 == 0:
            check()
        (model.add_at_most_one if at_most else model.add_exactly_one)(by_cell[cell])


def cpsat_session(problem: PlacementProblem, options: SolverOptions | None = None):
    """The CP-SAT model of ``problem`` as a
    :class:`~gridsat.engines.cpsat.CpSatSession` whose decision variables are
    the booleans of ``problem.placements`` (same order).

    Raises:
        PuzzleInputError: the model would not fit the memory limit.
        TimeUp: the run's deadline passed while building.
    """
    from ortools.sat.python import cp_model

    from ...constraints.model import RuleModel
    from ...engines.cpsat import EXACT_COVER_PARAMETERS, CpSatSession

    options = (options or SolverOptions()).started()
    model = RuleModel()
    placements = problem.placements_within(options)
    x = []
    for i, p in enumerate(placements):
        if i % 8192 == 0:
            options.check_time()  # a million placements take seconds
        x.append(model.new_bool_var(f"{p.piece}{p.orientation}@{p.cells[0]}"))
    by_piece: dict = {p.name: [] for p in problem.remaining.pieces}
    for var, pl in zip(x, placements):
        by_piece[pl.piece].append(var)
    for piece, count in problem.remaining.items:  # rule 1
        if count == 1:
            model.add_exactly_one(by_piece[piece.name])
        else:
            model.add(sum(by_piece[piece.name]) == count)
    free = problem.free_cells - problem.occupied
    options.check_time()
    add_cover(model, x, (p.cells for p in placements), free, at_most=problem.holes,  # rules 3 and 4
              check=options.check_time)
    return CpSatSession(model, x, options, EXACT_COVER_PARAMETERS)


__all__ = ["add_cover", "cpsat_session"]
