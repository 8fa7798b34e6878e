"""Domino Fit tasks: solve (optionally optimise), uniqueness, several
tilings, counting, forced dominoes, through the one task runner
(:func:`gridsat.core.task.run_task`), which checks every answer with
:func:`~gridsat.puzzles.dominofit.check.check_dominoes`.

Engines: ``search`` (gridsat's compiled complete tiling search,
:mod:`.search`), ``cycles`` (the local search over alternating cycles of
:mod:`.cycles`: first tilings of large boards, never a proof that the
targets are impossible), ``cpsat`` (the implied model) and ``scip`` (the same
0-1 model solved as a MIP).  ``auto`` picks (measured in
``benchmarks/dominofit_bank.py``, ``benchmarks/dominofit.py`` and
``benchmarks/dominofit_large.py``):

* the search on boards of at most
  :data:`~gridsat.puzzles.dominofit.search.SEARCH_CELLS` cells (the game's
  boards: every task in microseconds);
* for a first tiling of a larger board, the cycle search raced against
  CP-SAT (the answer's ``engine`` says which settled it): 28-73x faster
  than CP-SAT alone on the shared 100x100 boards; with ``--unique`` CP-SAT
  then looks for a second tiling (:class:`RaceThenProve`);
* CP-SAT for everything else: optimisations, forced dominoes, uniqueness,
  listings and counts of larger boards, and the tutorial's ``plain`` model.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, counted, shown as shown_input
from ...core.settings import engine_words, spelled, task_words
from ...core.options import SolverOptions, given_options
from ...core.status import Status
from ...core.session_solver import SessionSolver
from ...core.task import Found, Task, keyword_task  # noqa: F401 (Task: tests take it from here)
from .model import decode, make_session
from .objective import Objective
from ..arguments import argument_types
from .rules import DominoFitPuzzle

ENGINES = ("auto", "search", "cycles", "cpsat", "scip")
#: Memory of one domino of a listed tiling, in bytes: its tuple in the list returned, with the kernel's copy
#: (measured: about 84 bytes at the peak, listing 10,000 tilings of a 10x10 board), rounded up.
BYTES_PER_LISTED_DOMINO = 100


def choose_engine(puzzle: DominoFitPuzzle, task, objective, model: str = "implied") -> str:
    """The engine ``auto`` stands for (see the module docstring): one of
    :data:`ENGINES` but ``auto``, or ``race`` (cycles beside CP-SAT)."""
    from .search import SEARCH_CELLS

    if task.engine != "auto":
        return task.engine
    if objective is not None or task.what == "forced" or model != "implied":
        return "cpsat"
    if puzzle.rows * puzzle.cols <= SEARCH_CELLS:
        return "search"
    return "race" if task.what in ("solve", "unique") else "cpsat"


def refuse_engine(engine: str, task, objective, model: str = "implied") -> None:
    """Refuse an engine that cannot do ``task`` (with ``objective`` and ``model``): the engine chosen for a puzzle,
    or the one asked for, before any puzzle is read (the command line read the file first; ``gridsat batch --kind
    dominofit --engine cycles --unique`` wrote a line of bad input for every puzzle, and exited 0).

    Raises:
        PuzzleInputError: naming the options."""
    if engine in ("search", "cycles") and (objective is not None or task.what == "forced"):
        # (said "--objective and --forced need --engine cpsat" of either alone: an objective runs on SCIP too)
        asked = [spelled("--objective", "objective")] * (objective is not None) + [task_words("forced")] * (
            task.what == "forced")
        raise PuzzleInputError(f"the {engine} engine finds tilings; {' and '.join(asked)} "
                               f"{'needs' if len(asked) == 1 else 'need'} "
                               f"{engine_words('cpsat') if task.what == 'forced' else engine_words('cpsat', 'scip')}")
    if engine in ("search", "cycles") and model != "implied":  # the searches read the implied counts themselves
        raise PuzzleInputError(f"{spelled('--model', 'model')} {model} chooses the CP-SAT (or SCIP) model, but the "
                               f"{engine} engine builds none (use {engine_words('cpsat')})")
    if engine == "cycles" and task.what != "solve":
        raise PuzzleInputError(f"the cycles engine finds one tiling; {task_words(task.what)} needs "
                               f"{engine_words('search', 'cpsat')}")
    if task.what == "forced" and engine != "cpsat":
        raise PuzzleInputError(f"{task_words('forced')} uses the CP-SAT engine; drop {engine_words('scip')}")


def validate(puzzle: DominoFitPuzzle, task, settings: dict) -> None:
    """Refuse what does not go together (one line each): an engine without
    the task or objective, a model for an engine that builds none, an objective without costs, ``--forced`` on
    SCIP; and a listing whose tilings would not fit the memory limit.

    Raises:
        PuzzleInputError: naming the options.
        MemoryLimitError: the tilings to list or keep estimated past the memory limit.
    """
    objective, model = settings.get("objective"), settings.get("model", "implied")
    engine = choose_engine(puzzle, task, objective, model)
    refuse_engine(engine, task, objective, model)
    if objective is not None and objective.kind == "costs" and not puzzle.costs:
        raise PuzzleInputError(f"{spelled('--objective costs', 'objective=costs')} needs per-placement costs in the "
                               "puzzle file (none given)",
                               puzzle.name)
    kept = task.n if task.what == "solutions" else min(task.keep, task.limit or task.keep) \
        if task.what == "count" and task.keep is not None else 1  # (as a packing's count weighs it: keep=None keeps
    # what half the memory limit holds, the search's own bound, and a limit alone was weighed as that many kept)
    if kept > 1:  # the tilings kept must fit the memory limit, weighed before the search (-n 100000000 met a bare
        # MemoryError after it ran past -t, and the count's kept tilings likewise)
        dominoes = (puzzle.rows * puzzle.cols - len(puzzle.blocked)) // 2
        task.options.check_memory(kept * (BYTES_PER_LISTED_DOMINO * dominoes + puzzle.rows * puzzle.cols),
                                  f"listing {counted(kept, 'tiling')} of the {puzzle.rows}x{puzzle.cols} Domino Fit "
                                  "board", kept)


class ModelSolver(SessionSolver):
    """The tasks on the CP-SAT (or SCIP) model, with an optional objective:
    solving optimises it (``optimal`` tells whether the optimum is proven),
    uniqueness is about tilings, not about the optimum."""

    def __init__(self, puzzle, options, engine: str, model: str, objective):
        self.puzzle, self.options, self.engine, self.model, self.objective = puzzle, options, engine, model, objective
        session = make_session(puzzle, options, backend=engine, model=model, objective=objective)
        options.check_time()
        super().__init__(session, lambda values: decode(puzzle, values), forced=self._forced)
        self.reason = getattr(session, "reason", None)

    def _forced(self, values, flags) -> list:
        return [d for d, v, f in zip(self.puzzle.placements, values, flags) if v and f]

    def _with_reason(self, found: Found) -> Found:
        if self.reason:
            found.fields["reason"] = self.reason
        return found

    def solve(self, task) -> Found:
        out = self.session.solve()
        found = self._with_reason(Found([decode(self.puzzle, out.values)] if out.values is not None else [],
                                        out.status is not Status.UNKNOWN, status=out.status))
        if self.objective is not None and out.status is Status.SOLVED:
            found.fields.update(objective=self.objective, optimal=bool(out.optimal), bound=out.bound,
                                objective_value=self.objective.value(self.puzzle, found.answers[0]))
            found.complete = bool(out.optimal)
        return found

    def unique(self, task) -> Found:
        found = self.solve(task)
        if not found.answers:
            return found
        first = found.answers[0]
        session = self.session
        if self.objective is not None:  # uniqueness is about tilings, not about the optimum
            session = make_session(self.puzzle, self.options, backend=self.engine, model=self.model)
        found.answers, found.complete = _with_second(self.puzzle, session, first)
        return found

    def solutions(self, task) -> Found:
        return self._with_reason(super().solutions(task))

    def count(self, task) -> Found:
        return self._with_reason(super().count(task))

    def forced(self, task) -> Found:
        if self.reason:
            return self._with_reason(Found([], True, status=Status.INFEASIBLE))
        return super().forced(task)


def _with_second(puzzle: DominoFitPuzzle, session, first) -> tuple[list, bool]:
    """``(answers, proven)``: ``first`` (a tiling) and, when CP-SAT's ``session`` finds another, that one;
    ``proven``: the search ended (unique, or a second found) rather than at the time limit."""
    chosen = set(first)
    u = session.uniqueness([1 if d in chosen else 0 for d in puzzle.placements])
    return [first] + ([decode(puzzle, u.second)] if u.second is not None else []), u.verdict.value != "unknown"


class RaceThenProve:
    """``--unique`` on a board past the compiled search's size: the first tiling from the race (the cycle
    search beside CP-SAT), then CP-SAT looks for a second.  CP-SAT alone had found no first tiling of a
    generated 100x100 board in 10 s ("unknown ... before an answer was found"), which the race finds in
    0.6 s; a time limit that ends the proof now leaves that tiling shown, its uniqueness unknown."""

    def __init__(self, puzzle: DominoFitPuzzle, task, settings: dict):
        self.puzzle, self.options, self.model = puzzle, task.options, settings.get("model", "implied")

    def unique(self, task) -> Found:
        from ...core.options import TimeUp
        from .cycles import run_cycles

        found = run_cycles(self.puzzle, self.options, with_cpsat=True)
        if not found.answers:  # infeasible (proven) or unknown: as the race says
            return found
        first = found.answers[0]
        try:
            session = make_session(self.puzzle, self.options, backend="cpsat", model=self.model)
            self.options.check_time()
            answers, proven = _with_second(self.puzzle, session, first)
        except TimeUp:  # the time ran out building the proof's model: the tiling stands, uniqueness unknown
            return Found([first], False, engine=found.engine)
        except KeyboardInterrupt:  # Ctrl-C in the proof: the tiling found is shown, marked interrupted
            return Found([first], False, engine=found.engine, interrupted=True)
        return Found(answers, proven, engine="cpsat" if proven else found.engine)


def solver(puzzle: DominoFitPuzzle, engine: str, task, settings: dict):
    """The solver of ``engine`` (see :mod:`gridsat.core.task`)."""
    if engine == "race" and task.what == "unique":
        return RaceThenProve(puzzle, task, settings)
    if engine == "search":
        from .search import run_search

        return _Bound(lambda t: run_search(puzzle, t, task.options))
    if engine in ("cycles", "race"):
        from .cycles import run_cycles

        return _Bound(lambda t: run_cycles(puzzle, task.options, with_cpsat=engine == "race"))
    return ModelSolver(puzzle, task.options, engine, settings.get("model", "implied"), settings.get("objective"))


class _Bound:
    """One function answering every task (it reads ``task.what``)."""

    def __init__(self, run):
        self.solve = self.solutions = self.count = self.unique = self.forced = run


def solve(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, engine: str = "auto",
          model: str = "implied", objective: Objective | None = None, unique: bool = False, **misplaced):
    """Solve (optionally optimise, optionally check uniqueness); a checked result.

    Args:
        puzzle: the :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle`.
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in
            seconds for the whole call, building included).
        engine: ``auto`` (default: the measured best), ``search``, ``cycles``, ``cpsat`` or ``scip``.
        model: ``implied`` (default) or the tutorial's ``plain`` model.
        objective: an :class:`~gridsat.puzzles.dominofit.objective.Objective`,
            or None to find any tiling.
        unique: also decide whether the tiling is the only one.

    Returns:
        :class:`~gridsat.puzzles.dominofit.result.DominoFitResult` with status
        solved / infeasible / unknown.

    Raises:
        PuzzleInputError: unknown engine or model; the ``costs`` objective on
            a board without costs.
        TypeError: ``puzzle`` is not a DominoFitPuzzle; ``unique`` not True or False; a keyword it does not
            take, with where it belongs (``time_limit``: ``options``; ``count``: the puzzle's method), as
            ``gridsat.pack`` and ``solve_calendar`` say it (Python's words named no place).
    """
    if misplaced:
        from ...core.settings import refuse_keywords

        refuse_keywords("solve", misplaced, "gridsat.puzzles.dominofit.load_puzzle(path)")
    if not isinstance(puzzle, DominoFitPuzzle):
        raise TypeError(f"puzzle must be a DominoFitPuzzle (see load_puzzle), got {type(puzzle).__name__}")
    from ...core.options import truth

    unique = truth(unique)  # numpy's np.True_ too
    if not isinstance(unique, bool):  # unique="no" asked for a uniqueness proof
        raise TypeError(f"unique must be True or False, got {type(unique).__name__} {shown_input(unique, 40)}")
    task = keyword_task("unique" if unique else "solve", engine=engine, options=given_options(options))
    return puzzle.run(task, model=model, objective=objective)


@argument_types(puzzle=DominoFitPuzzle)
def forced_dominoes(puzzle: DominoFitPuzzle, options: SolverOptions | None = None):
    """Dominoes that are in every tiling (the backbone).

    Returns:
        ``(forced, first, complete)``: ``forced`` a list of dominoes of the
        reference tiling ``first`` that every tiling uses (a proof when
        ``complete``), or None when no tiling was found.
    """
    r = puzzle.forced(options=options)
    return None if r.forced is None else (r.forced, r.dominoes, r.is_complete)


__all__ = ["ENGINES", "ModelSolver", "RaceThenProve", "choose_engine", "forced_dominoes", "solve", "solver", "validate"]
