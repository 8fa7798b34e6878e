"""The CP-SAT model of an exact cover problem with colours: the ``cpsat``
engine of the ``cover`` kind, and what ``auto`` runs when the compiled
exact-cover engine is not installed (:mod:`gridsat.core.compiled`).

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1, colours as in his
Algorithm C), one boolean ``x[k]`` per option:

* an option without a primary item is never chosen (as in Knuth's programs);
* each primary item: exactly one chosen option names it;
* each secondary item ``s``: one boolean ``y[s, c]`` per colour ``c`` that
  options give it, implied by every chosen option giving ``s`` colour ``c``;
  ``y[s, c]`` is true only when such an option is chosen (no two models
  of one cover); the chosen options naming ``s`` without a colour plus the
  colours used are at most one (an uncoloured mention excludes every other; coloured
  mentions agree).

Answers are the sorted indices of the chosen options, as the compiled engine
gives them; the kind's checker (:mod:`.check`) checks every one.
"""

from __future__ import annotations

from collections import defaultdict

from ...core.errors import counted
from .problem import CoverProblem

#: Bytes of the CP-SAT model per option entry (its variable reference in the
#: model, the presolved copy and the solver's clauses; a generous estimate).
BYTES_PER_ENTRY = 600


#: An at-most-one this wide (a secondary item given many colours) made CP-SAT's presolve merge cliques for
#: 40 s of a 4 s time limit (one item, 70,000 colours), a step that does not look at the clock: its work
#: limit is then lowered to :data:`CLIQUE_WORK_LIMIT`, which skips it (1e5 did not), and the limit holds.
WIDE_AT_MOST_ONE, CLIQUE_WORK_LIMIT = 5_000, 1e4


def cover_session(problem: CoverProblem, options, kept: int = 0, bytes_per_cover: int = 0):
    """A :class:`~gridsat.engines.cpsat.CpSatSession` whose decision
    variables are the options' booleans (option order).

    Args:
        problem: the :class:`~gridsat.puzzles.cover.problem.CoverProblem`.
        options: started :class:`~gridsat.core.options.SolverOptions`.
        kept, bytes_per_cover: covers the task keeps and the bytes of each,
            counted in the memory estimate.

    Raises:
        PuzzleInputError: the model and the covers kept would need more
            memory than the limit (one line, before anything is built).
        TimeUp: the deadline passed while building.
    """
    from ...constraints.model import RuleModel
    from ...engines.cpsat import EXACT_COVER_PARAMETERS, CpSatSession

    entries = sum(len(option) for option in problem.options)
    options.check_memory(entries * BYTES_PER_ENTRY + 1000 * len(problem.options) + kept * bytes_per_cover,
                         f"a CP-SAT model of an exact cover of {counted(len(problem.options), 'option')}, "
                         f"keeping {counted(kept, 'cover')}", kept if kept > 2 else 1)
    primary, secondary = set(problem.primary), set(problem.secondary)
    model = RuleModel()
    with model.rule("one boolean per option"):
        x = []  # the deadline looked at every 8,192: 600,000 booleans took 2 s before the first check
        for k in range(len(problem.options)):
            if k % 8192 == 0:
                options.check_time()
            x.append(model.new_bool_var(f"option{k}"))
    by_primary = defaultdict(list)
    plain = defaultdict(list)  # secondary item -> options naming it without a colour
    coloured = defaultdict(lambda: defaultdict(list))  # secondary item -> colour -> options
    for k, items in enumerate(problem.options):
        if k % 8192 == 0:
            options.check_time()
        colours = problem.colours[k] if problem.colours is not None else (None,) * len(items)
        for item, colour in zip(items, colours):
            if item in primary:
                by_primary[item].append(x[k])
            elif item in secondary and colour is None:
                plain[item].append(x[k])
            elif item in secondary:
                coloured[item][colour].append(x[k])
    with model.rule("an option without a primary item is never chosen"):
        for k, items in enumerate(problem.options):
            if not any(item in primary for item in items):
                model.add(x[k] == 0)
    options.check_time()
    with model.rule("each primary item is covered exactly once"):
        for item in problem.primary:
            model.add_exactly_one(by_primary[item])  # an item no option names: no cover
    widest = 0
    with model.rule("each secondary item: at most one option, or options that agree on its colour"):
        for item in problem.secondary:
            used = list(plain[item])
            for colour, chosen in coloured[item].items():
                y = model.new_bool_var(f"{item}:{colour}")
                for var in chosen:
                    model.add_implication(var, y)
                model.add_bool_or([*chosen, y.Not()])
                used.append(y)
            if len(used) > 1:
                model.add_at_most_one(used)
                widest = max(widest, len(used))
    options.check_time()
    wide = {"merge_at_most_one_work_limit": CLIQUE_WORK_LIMIT} if widest > WIDE_AT_MOST_ONE else {}
    return CpSatSession(model, x, options, {**EXACT_COVER_PARAMETERS, **wide})


def chosen(values) -> list:
    """The sorted indices of the options whose boolean is 1."""
    return [k for k, v in enumerate(values) if v]


def cover_solver(problem: CoverProblem, options, task):
    """The tasks of :mod:`gridsat.core.task` on :func:`cover_session`
    (CP-SAT's own enumeration for listing and counting), the covers a task
    keeps refused above the memory limit as the compiled engine's are
    (:mod:`.tasks`' sizes); a count that keeps every cover
    (``keep=None``) keeps as many as half the memory limit holds.

    Raises:
        PuzzleInputError: over the memory limit (one line, before building).
    """
    from dataclasses import replace

    from ...core.session_solver import SessionSolver
    from .tasks import COVER_BYTES, COVER_BYTES_PER_OPTION

    each = COVER_BYTES + COVER_BYTES_PER_OPTION * min(len(problem.primary), len(problem.options))
    if task.what == "count" and task.keep is None:
        keep = options.answers_held(each)
        task = replace(task, keep=keep if task.limit is None else min(keep, task.limit))
    kept = {"solve": 1, "solutions": task.n, "count": task.keep}.get(task.what, 2)  # as asked; one more: a rounding
    solver = SessionSolver(cover_session(problem, options, kept, each), chosen, enumerate=True)
    if task.what == "count":
        count = solver.count
        solver.count = lambda asked: count(task)  # the bounded number kept
    return solver


__all__ = ["BYTES_PER_ENTRY", "chosen", "cover_session", "cover_solver"]
