"""The CP-SAT model of a placement problem.

One boolean per placement; for each piece the sum of its placements equals
its count still to place; each free cell is covered by exactly one chosen
placement (at most one, with holes allowed).  Blocked cells and the cells of
fixed pieces carry no placement at all.
"""

from __future__ import annotations

from ...core.options import SolverOptions, TimeUp, given_options
from .problem import PlacementProblem


def cpsat_session(problem: PlacementProblem, options: SolverOptions | None = None):
    """The CP-SAT model of ``problem`` as a
    :class:`~gridsat.engines.cpsat.CpSatSession` whose decision variables are
    the booleans of ``problem.placements`` (same order).

    Raises:
        PuzzleInputError: the model would not fit the memory limit.
        TimeUp: the run's deadline passed while building, or while OR-Tools was imported.
    """
    from ...engines.race import cp_sat_loaded

    options = given_options(options).started()
    if not cp_sat_loaded(options):  # imported within the time left, as the grid genres' sessions are
        raise TimeUp()
    from ...constraints.model import RuleModel
    from ...constraints.placement import cover, place_pieces
    from ...engines.cpsat import EXACT_COVER_PARAMETERS, CpSatSession

    model = RuleModel(check=options.check_time)
    placements = problem.placements_within(options)
    x = []
    with model.rule("one boolean per placement"):
        for i, p in enumerate(placements):
            if i % 8192 == 0:
                options.check_time()  # a million placements take seconds
            x.append(model.new_bool_var(f"{p.piece}{p.orientation}@{p.cells[0]}"))
    place_pieces(model, x, [p.piece for p in placements], {p.name: n for p, n in problem.remaining.items})  # rule 1
    free = problem.free_cells - problem.occupied
    options.check_time()
    cover(model, x, (p.cells for p in placements), free, at_most=problem.holes, check=options.check_time,  # 3, 4
          rule="each free cell is covered at most once" if problem.holes else "each free cell is covered exactly once")
    return CpSatSession(model, x, options, EXACT_COVER_PARAMETERS)


__all__ = ["cpsat_session"]
