"""Models of Domino Fit: the 0-1 linear rows, for CP-SAT and for SCIP.

One boolean per domino placement; every free cell covered once (the
placement layer's cover constraints); givens fixed; line scores meet their
targets.  *Implied counts* (the default ``implied`` model): with every row
target exact, the number of horizontal dominoes in each row and of vertical
dominoes starting in each row follow from the targets and the free cells;
with every column target exact, the number of vertical dominoes in each
column and of horizontal dominoes starting in each column do too (see
:func:`implied_counts`).  Given exact cover these four families of
cardinality constraints are equivalent to the targets, and CP-SAT solves
them far faster (``benchmarks/dominofit.py``); ``plain`` is the tutorial's
model (cover + targets).
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, shown
from ...core.options import SolverOptions, TimeUp, given_options
from ...core.session import Enumeration, Outcome, SolverSession, wanted
from ...core.status import Status
from .objective import Objective
from ..arguments import argument_types
from .implied import ImpliedCounts, implied_counts
from .rules import Domino, DominoFitPuzzle, _scores, _cells

MODELS = ("implied", "plain")

#: CP-SAT parameters for the implied model, chosen by measurement
#: (benchmarks/dominofit.py, 2 cores): one worker beats the default
#: two-worker portfolio; without the LP relaxation (``linearization_level:
#: 0``) and without presolve the six shared 45x45 boards take 0.1-0.7 s and
#: the six 100x100 boards 11-25 s (with presolve: 2 of them > 150 s; with the
#: LP: none within 180 s).
CPSAT_DEFAULTS = {"num_workers": 1, "linearization_level": 0, "cp_model_presolve": False}
#: With an objective the LP bound is what proves optimality: keep it.
CPSAT_OBJECTIVE_DEFAULTS = {"num_workers": 1}

#: Memory of a CP-SAT or SCIP model per grid cell, in bytes (measured: ~3.5 KB
#: per cell on a 150x150 board), rounded up.
BYTES_PER_CELL = 4500


#: The rules of :func:`linear_rows`, as ``--model-stats`` names them.
COVER = "each free cell is covered by exactly one domino"
ROW_TARGETS, COL_TARGETS = "each row's score meets its target", "each column's score meets its target"
IMPLIED_ROWS = "the row targets as domino counts per row (implied)"
IMPLIED_COLS = "the column targets as domino counts per column (implied)"


def _line_terms(puzzle: DominoFitPuzzle):
    """``(row_terms, col_terms)``: per line a list of ``(placement index, points)``."""
    rows = [[] for _ in range(puzzle.rows)]
    cols = [[] for _ in range(puzzle.cols)]
    for i, d in enumerate(puzzle.placements):
        for axis, j, pts in _scores(puzzle.rule, d):  # (the puzzle's own placements: checked)
            (rows if axis == "row" else cols)[j].append((i, pts))
    return rows, cols


@argument_types(puzzle=DominoFitPuzzle, check="function")
def linear_rows(puzzle: DominoFitPuzzle, model: str = "implied", check=None):
    """The 0-1 model as backend-neutral linear rows over the placement
    variables (one per :attr:`DominoFitPuzzle.placements`).

    Returns:
        ``(rows, contradiction)``: ``rows`` a list of ``(terms, op, rhs,
        rule)`` with ``terms`` a list of ``(index, coefficient)``, ``op`` one
        of ``"=", "<=", ">="`` and ``rule`` the rule's words; ``contradiction`` is the reason the targets
        cannot be met (then no tiling exists) or None.  ``model="plain"`` is
        the tutorial's model (cover + targets); ``"implied"`` replaces an
        axis's exact targets by the equivalent counts of
        :func:`implied_counts`.  ``check``, when given, is called now and then
        while the rows are written (a run's clock: it raises to stop).

    Raises:
        TypeError: ``puzzle`` not a Domino Fit puzzle, ``check`` not a function or None.
        PuzzleInputError: unknown model.
    """
    if model not in MODELS:
        raise PuzzleInputError(f"unknown model {shown(model)}; choose implied or plain")
    index = {d: i for i, d in enumerate(puzzle.placements)}
    cover: dict = {}
    for i, d in enumerate(puzzle.placements):
        if check is not None and i % 4096 == 0:
            check()
        for cell in _cells(d):
            cover.setdefault(cell, []).append(i)
    out = []
    for r in range(puzzle.rows):
        if check is not None:
            check()
        for c in range(puzzle.cols):
            if (r, c) not in puzzle.blocked:
                out.append(([(i, 1) for i in cover.get((r, c), [])], "=", 1, COVER))
    for g in puzzle.givens:
        out.append(([(index[tuple(g)], 1)], "=", 1, "the given dominoes are placed"))
    row_terms, col_terms = _line_terms(puzzle)
    implied = implied_counts(puzzle) if model == "implied" else ImpliedCounts(None, None, None, None)
    if implied.contradiction:
        return out, implied.contradiction
    if implied.h_row is not None:
        by = {("H", r): [] for r in range(puzzle.rows)} | {("V", r): [] for r in range(puzzle.rows)}
        for i, (k, r, _) in enumerate(puzzle.placements):
            by[(k, r)].append((i, 1))
        for r in range(puzzle.rows):
            out.append((by[("H", r)], "=", implied.h_row[r], IMPLIED_ROWS))
            out.append((by[("V", r)], "=", implied.v_row[r], IMPLIED_ROWS))
    else:
        out += [(row_terms[r], rel, t, ROW_TARGETS)
                for r, (rel, t) in enumerate(zip(puzzle.row_relations, puzzle.row_targets))]
    if implied.h_col is not None:
        by = {("H", c): [] for c in range(puzzle.cols)} | {("V", c): [] for c in range(puzzle.cols)}
        for i, (k, _, c) in enumerate(puzzle.placements):
            by[(k, c)].append((i, 1))
        for c in range(puzzle.cols):
            out.append((by[("H", c)], "=", implied.h_col[c], IMPLIED_COLS))
            out.append((by[("V", c)], "=", implied.v_col[c], IMPLIED_COLS))
    else:
        out += [(col_terms[c], rel, t, COL_TARGETS)
                for c, (rel, t) in enumerate(zip(puzzle.col_relations, puzzle.col_targets))]
    return out, None


class Contradiction(SolverSession):
    """The session of targets proven impossible by arithmetic: every solve
    is ``infeasible`` (proven), and ``reason`` says why."""

    def __init__(self, reason: str, options: SolverOptions | None = None, variables: int = 0, names=()):
        super().__init__([None] * variables, options)  # one per placement: assignments are checked against them
        self.reason, self.names = reason, names

    @property
    def model(self):
        """The CP-SAT model ``--export-model`` writes: a boolean per placement (``names``) and the reason as a rule
        no assignment meets (the stand-in had none: AttributeError, a traceback)."""
        from ...constraints.model import RuleModel

        m = RuleModel()
        with m.rule("one boolean per domino placement"):
            [m.new_bool_var(name) for name in self.names]
        with m.rule(f"the targets leave no tiling: {self.reason}"):
            m.add_bool_or([])  # (an empty clause: never true)
        return m

    def solve(self) -> Outcome:
        return Outcome(Status.INFEASIBLE, 0.0)

    def forbid(self, values) -> None:
        """Nothing to exclude: there is no solution (``values`` checked as a CP-SAT session checks them: None was
        taken here where the session that solves raised TypeError)."""
        self.assignment(values)

    def backbone(self, first=None):
        """None, as a CP-SAT session's for a model without solution (the stand-in met AttributeError)."""
        if first is not None:
            self.assignment(first)

    def enumerate(self, limit: int | None = None, keep: int | None = None, on_solution=None) -> Enumeration:
        """No solution, proven (arguments checked as a CP-SAT session's :meth:`enumerate` checks them: the
        stand-in met AttributeError)."""
        from ...engines.cover_input import progress_callback, whole_count

        whole_count(limit, "limit")
        wanted(keep, "keep", none=True, least=0)
        progress_callback(on_solution, "on_solution")
        return Enumeration([], 0, True, 0.0)


#: An objective argument's check: an :class:`Objective` or None (a name such as "max-vertical" met
#: ``'str' object has no attribute 'describe'``; ``Objective("max-vertical")`` builds one).
_OBJECTIVE = (lambda v: v is None or isinstance(v, Objective),
              "an Objective (gridsat.puzzles.dominofit, e.g. Objective('max-vertical')) or None")
#: CP-SAT parameters: a dict of names to values, or None.
_DEFAULTS = (lambda v: v is None or isinstance(v, dict), "a dict of CP-SAT parameter names to values, or None")


@argument_types(puzzle=DominoFitPuzzle, objective=_OBJECTIVE, defaults=_DEFAULTS)
def cpsat_session(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, model: str = "implied",
                  objective: Objective | None = None, defaults: dict | None = None):
    """The CP-SAT model wrapped in a core :class:`~gridsat.engines.cpsat.CpSatSession`
    (decision variables = placement booleans), or a stand-in whose
    ``solve()`` reports ``infeasible`` when the targets are contradictory.

    Args:
        defaults: CP-SAT parameters (default :data:`CPSAT_DEFAULTS` for the
            implied model, CP-SAT's own defaults for ``plain``).

    Raises:
        TypeError: ``puzzle`` not a Domino Fit puzzle, ``objective`` not an Objective or None, ``defaults`` not a
            dict or None.
        PuzzleInputError: unknown model.
    """
    options = given_options(options).started()
    rows, contradiction = linear_rows(puzzle, model, options.check_time)
    if contradiction:
        return Contradiction(contradiction, options, len(puzzle.placements),
                             [f"{k}{r}_{c}" for k, r, c in puzzle.placements])
    from ...engines.race import cp_sat_loaded

    if not cp_sat_loaded(options):  # OR-Tools imported within the time left, as the grid genres' sessions are
        raise TimeUp()
    from ortools.sat.python import cp_model

    from ...constraints.model import RuleModel
    from ...engines.cpsat import CpSatSession

    m = RuleModel(check=options.check_time)
    with m.rule("one boolean per domino placement"):
        x = [m.new_bool_var(f"{k}{r}_{c}") for k, r, c in puzzle.placements]
    for i, (terms, op, rhs, rule) in enumerate(rows):
        if i % 4096 == 0:
            options.check_time()
        with m.rule(rule):
            if op == "=" and rhs == 1 and all(a == 1 for _, a in terms):
                m.add_exactly_one([x[i] for i, _ in terms])
                continue
            expr = cp_model.LinearExpr.weighted_sum([x[i] for i, _ in terms], [a for _, a in terms])
            m.add(expr == rhs if op == "=" else expr <= rhs if op == "<=" else expr >= rhs)
    if objective is not None:
        with m.rule(f"objective: {objective.describe()}"):
            coefs = [objective.coefficient(puzzle, d) for d in puzzle.placements]
            expr = cp_model.LinearExpr.weighted_sum(x, coefs)
            (m.maximize if objective.sense == "max" else m.minimize)(expr)
    if defaults is None:
        defaults = {} if model == "plain" else CPSAT_OBJECTIVE_DEFAULTS if objective is not None else CPSAT_DEFAULTS
    return CpSatSession(m, x, options, defaults)


@argument_types(puzzle=DominoFitPuzzle, objective=_OBJECTIVE)
def make_session(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, backend: str = "cpsat",
                 model: str = "implied", objective: Objective | None = None):
    """A solving session for ``backend`` (``cpsat`` or ``scip``); see
    :func:`cpsat_session` and :class:`MipSession`.

    Raises:
        TypeError: ``puzzle`` not a Domino Fit puzzle, ``objective`` not an Objective or None.
        PuzzleInputError: unknown backend or model.
    """
    if not isinstance(backend, str) or backend not in ("cpsat", "scip"):  # (an array: numpy's "truth value ...")
        raise PuzzleInputError(f"unknown backend {shown(backend, 40)}; choose cpsat or scip")
    options = given_options(options).started()
    options.check_memory(puzzle.rows * puzzle.cols * BYTES_PER_CELL,
                         f"a {backend.upper() if backend == 'scip' else 'CP-SAT'} model of a "
                         f"{puzzle.rows}x{puzzle.cols} Domino Fit board")
    if backend == "cpsat":
        return cpsat_session(puzzle, options, model=model, objective=objective)
    rows, contradiction = linear_rows(puzzle, model, options.check_time)
    if contradiction:
        return Contradiction(contradiction, options, len(puzzle.placements))
    obj = None
    if objective is not None:
        obj = ([objective.coefficient(puzzle, d) for d in puzzle.placements], objective.sense)
    from ...engines.mip import MipSession

    return MipSession(rows, len(puzzle.placements), options, obj)


@argument_types(puzzle=DominoFitPuzzle)
def decode(puzzle: DominoFitPuzzle, values) -> list[Domino]:
    """Dominoes chosen by a vector of placement values, one per ``puzzle.placements`` (``list[("H"|"V", r, c)]``).

    Raises:
        TypeError: ``values`` not a sequence of numbers.
        PuzzleInputError: not one value per placement (zip dropped the rest: "a" was read as the first placement),
            or a value neither 0 nor 1 (2, -1, 0.5 and NaN were read as a chosen domino).
    """
    from ...core.grid import cell_values, not_zero_one

    flat = cell_values(values, len(puzzle.placements), "placements")
    bad = not_zero_one(flat)
    if bad is not None:
        raise PuzzleInputError(f"values: placement {bad} {puzzle.placements[bad]} is {shown(flat[bad], 40)}, "
                               "neither 0 (not chosen) nor 1 (chosen)")
    return [d for d, v in zip(puzzle.placements, flat) if v]


__all__ = ["CPSAT_DEFAULTS", "CPSAT_OBJECTIVE_DEFAULTS", "MODELS", "ImpliedCounts", "cpsat_session", "decode",
           "implied_counts", "linear_rows", "make_session"]
