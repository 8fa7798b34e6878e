"""The one task runner: solve, list, count, prove unique, find forced cells.

Every kind runs every task through :func:`run_task`, which owns what the
tasks share -- the clock (the time limit covers building and searching),
the ``unknown`` result when time runs out, the engine's name, the seconds,
the statuses derived honestly from what was found, and the independent
check of every answer.  A kind supplies only:

* ``kind.choose_engine(puzzle, task, settings)`` -- the engine ``auto`` stands for (or the one asked for);
* ``kind.solver(puzzle, engine, task, settings)`` -- an object with a method per task (``solve``, ``solutions``,
  ``count``, ``unique``, ``forced``; each takes the :class:`Task` and returns a :class:`Found`), for instance a
  :class:`~gridsat.core.session_solver.SessionSolver` over a CP-SAT model;
* ``kind.compiled`` -- engine name -> its compiled module (``auto`` runs on ``cpsat`` where it is missing);
* ``kind.result_type`` (a :class:`~gridsat.core.result.Result` subclass whose ``answer_field`` names its
  answer) and ``kind.result_fields(puzzle, task, settings)`` (the puzzle's fields of the result).

Nothing here imports a solver or a kind.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field, replace
from collections.abc import Callable

from .errors import PuzzleInputError, shown
from .settings import engine_words, spelled
from .memory import watched
from .options import SolverOptions, given_options, TimeUp, truth, whole
from .showing import keep_what_fits
from .status import Status, Uniqueness, status_of, uniqueness_of

#: What a :class:`Task` may ask for.
TASKS = ("solve", "solutions", "count", "unique", "forced")
#: Seconds an interrupted listing may take to check and print the answers it found (the rest are dropped: Ctrl-C
#: must end the run at once).
INTERRUPTED_ROOM = 1.0


def unknown_task(what: str, tasks) -> str:
    """The message for a task name ``what`` not among ``tasks`` (those of the call that refuses it: ``gridsat.solve``
    takes no 'solutions', which :class:`Task` lists)."""
    from .settings import HINT_WORDS, HINTS_WAY

    steps = f"; hints and grades are no task: {HINTS_WAY}" if what.strip().lower() in HINT_WORDS else ""
    from .errors import did_you_mean  # Task('uniqe') listed the tasks without the one meant

    return f"unknown task {shown(what, 40)}{did_you_mean(what, tasks)}; use one of: {', '.join(tasks)}{steps}"


@dataclass(frozen=True)
class Task:
    """What to do with a puzzle.

    Attributes:
        what: ``solve`` (a first solution), ``solutions`` (up to ``n``),
            ``count`` (every solution, up to ``limit``), ``unique`` (a
            solution and a proof that it is the only one, or a second one),
            ``forced`` (the cells or pieces every solution shares).
        n: how many solutions to list (``solutions``).
        limit: stop counting after this many (``count``; None = all; above 2**62 read as 2**62).
        keep: when counting, keep this many solutions in the result's
            ``solutions`` (1 = just the first, shown as the answer; None =
            every one counted, as many as half the memory limit holds and
            the time left can check: the count goes on past them, so
            ``len(solutions)`` may be less than ``count``).
        engine: the solver (``auto`` or one of the kind's engines), in any capitals (kept in lower case).
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in
            seconds for the whole run, workers, seed, CP-SAT parameters).
        distinct: list or count one solution per symmetry class (kinds that support it).
        on_progress: ``f(found so far, fraction done 0..1)``, called about
            every 0.1 s by long counts of the engines that estimate their
            progress (the exact-cover engines: packing, the calendar, exact
            cover, Sudoku); CP-SAT and the counting searches never call it.

    Raises:
        PuzzleInputError: an unknown task, ``n``, ``limit`` or ``keep`` below 1,
            or given to a task that does not use it (``n`` but for
            ``solutions``, ``limit``, ``keep`` or ``on_progress`` but for ``count``).
        TypeError: a field of the wrong type (``what`` not a string, ``options`` not SolverOptions,
            ``distinct`` not True or False...).
    """

    what: str = "solve"
    n: int = 1
    limit: int | None = None
    keep: int | None = 1
    engine: str = "auto"
    options: SolverOptions = field(default_factory=SolverOptions)
    distinct: bool = False
    on_progress: Callable | None = field(default=None, compare=False)
    #: Of a listing's ``n``, how many at its front are passed over, never checked nor shown (the web's *Another
    #: solution*: its time is for the rest); set only by ``web.skipping`` (a keyword would list other answers).
    skip: int = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self):
        if not isinstance(self.what, str):  # Task(None) said "unknown task None", a ValueError
            raise TypeError(f"Task.what must be a task's name (one of {', '.join(TASKS)}), got "
                            f"{type(self.what).__name__}")
        if self.what not in TASKS:
            raise PuzzleInputError(unknown_task(self.what, TASKS))
        for name, what in (("n", "n (the number of solutions to list)"), ("limit", "limit"), ("keep", "keep")):
            value = whole(getattr(self, name))  # n (how many to list) is never None: a listing is bounded
            object.__setattr__(self, name, value)
            if (value is not None or name == "n") and (isinstance(value, bool) or not isinstance(value, int)):
                raise TypeError(f"Task.{name} must be a whole number, got {shown(value, 40)}")
            if value is not None and value < 1:
                raise PuzzleInputError(f"Task.{what} must be at least 1, got {value}")  # (named no field of Task)
        if self.on_progress is not None and not callable(self.on_progress):
            raise TypeError(f"Task.on_progress must be a function f(found, fraction) or None, got "
                            f"{shown(self.on_progress, 40)}")
        for name, given, tasks in (("n", self.n != 1, ("solutions",)), ("limit", self.limit is not None, ("count",)),
                                   ("keep", self.keep != 1, ("count",)),  # a solve's on_progress was never called
                                   ("on_progress", self.on_progress is not None, ("count",))):
            if given and self.what not in tasks:  # was dropped without a word, as the command line never does
                raise PuzzleInputError(f"Task.{name} goes with the {tasks[0]} task, not {self.what}")
        if self.limit is not None and self.limit > 2**62:  # no count reaches it; the engines count in 64 bits
            object.__setattr__(self, "limit", 2**62)
        if not isinstance(self.engine, str):
            raise TypeError(f"Task.engine must be a string, got {shown(self.engine, 40)}")
        # every engine's name is lower case: 'CPSAT' was "unknown engine 'CPSAT'", while a setting's choices read
        # in any capitals
        object.__setattr__(self, "engine", self.engine.lower())
        object.__setattr__(self, "distinct", truth(self.distinct))  # numpy's np.True_ too
        if not isinstance(self.distinct, bool):  # "no" would read as true
            raise TypeError(f"Task.distinct must be True or False, got {shown(self.distinct, 40)}")
        if not isinstance(self.options, SolverOptions):
            raise TypeError(f"Task.options must be SolverOptions, got {type(self.options).__name__}")


def keyword_task(what: str, **fields) -> Task:
    """``Task(what, **fields)`` for a call whose keywords are the fields' names (``puzzle.count(limit=...)``,
    ``gridsat.pack(engine=...)``): its refusals name the keyword, not ``Task.limit``, never written there."""
    try:
        return Task(what, **fields)
    except (TypeError, PuzzleInputError) as e:
        if not str(e).startswith("Task."):
            raise
        raise type(e)(str(e)[len("Task."):]) from None


@dataclass
class Found:
    """What an engine found for one task, its answers already in the kind's
    answer form (a grid, a list of placements...).

    Attributes:
        answers: ``solve``: the answer (or none); ``solutions``: up to ``n``; ``count``: the answers kept;
            ``unique``: the first and, when not unique, a second; ``forced``: the reference answer.
        complete: True when the task's work ran to its end (the search was exhausted or the question settled);
            False when a limit, the deadline or an interruption stopped it first.
        count: answers counted (``count``).
        forced: the forced part of the answer (``forced``), in the form
            the kind's result keeps it.
        engine: the engine that answered (a race names its winner).
        interrupted: Ctrl-C stopped the work (what was found is kept).
        status: the status, when the engine knows better than the runner's
            rule (e.g. infeasibility proven by arithmetic).
        fields: further fields of the kind's result (``reason``...).
    """

    answers: list = field(default_factory=list)
    complete: bool = False
    count: int | None = None
    forced: object = None
    engine: str = ""
    interrupted: bool = False
    status: Status | None = None
    fields: dict = field(default_factory=dict)


def choose_task(*, count: bool = False, solutions: int = 1, unique: bool = False, forced: bool = False,
                limit: int | None = None, distinct: bool = False, offered: tuple | None = None) -> str:
    """The task the command line's flags (or the web API's options) ask
    for; one at a time (``--count`` may list solutions with ``-n N``).
    ``offered``: the tasks the command has flags for (a kind's ``tasks``;
    None: all), the only flags a refusal names.

    Raises:
        PuzzleInputError: two tasks at once, ``--limit`` without ``--count``,
            ``--distinct`` without ``--count`` or ``--solutions N``.
    """
    asked = [name for name, on in (("--count", count), ("--solutions", solutions > 1 and not count),
                                   ("--unique", unique), ("--forced", forced)) if on]
    if len(asked) > 1:
        flags = [flag for flag, what in (("--count", "count"), ("--solutions N", "solutions"), ("--unique", "unique"),
                                         ("--forced", "forced")) if offered is None or what in offered]
        raise PuzzleInputError(f"choose one of {', '.join(flags)} (got {' and '.join(asked)})")
    if limit is not None and not count:
        raise PuzzleInputError("--limit goes with --count (use --solutions N to list N solutions)")
    if distinct and not (count or solutions > 1):
        raise PuzzleInputError("--distinct goes with --count or --solutions N, N of 2 or more")
    return {"--count": "count", "--solutions": "solutions", "--unique": "unique", "--forced": "forced"}.get(
        asked[0] if asked else "", "solve")


def task_from_flags(*, count: bool = False, solutions: int = 1, unique: bool = False, forced: bool = False,
                    limit: int | None = None, distinct: bool = False, engine: str = "auto",
                    options: SolverOptions | None = None, offered: tuple | None = None,
                    no_distinct: str | None = None) -> Task:
    """The :class:`Task` the shared flags ask for (see :func:`choose_task`, also for ``offered``); ``--count``
    with ``-n N`` counts every solution and keeps the first N.  ``no_distinct``: the kind's puzzles in words, by
    its title (``"LITS puzzles"``), when it lists no solutions up to symmetry (``distinct`` refused as the kind's
    run refuses it).

    Raises:
        PuzzleInputError: as :func:`choose_task`; ``solutions`` or ``limit`` below 1 (named as the caller spells it).
    """
    if distinct and no_distinct:  # before the pairing: a web request for a LITS told to add count, then refused
        raise PuzzleInputError(f"{spelled('--distinct', 'distinct')} does not apply to {no_distinct}")
    what = choose_task(count=count, solutions=solutions, unique=unique, forced=forced, limit=limit,
                       distinct=distinct, offered=offered)
    for flag, value in (("solutions", solutions), ("limit", limit)):  # (0 on the web was told of Task's fields)
        if isinstance(value, int) and value < 1:
            raise PuzzleInputError(f"{spelled('--' + flag, flag)} must be at least 1, got {value}")
    # with --count, -n N is what the count keeps
    return Task(what, n=1 if what == "count" and solutions >= 1 else solutions, limit=limit,
                keep=solutions if count else 1, engine=engine, options=given_options(options), distinct=distinct)


def run_task(kind, puzzle, task: Task, settings: dict):
    """Carry out ``task`` on ``puzzle`` for ``kind``; a checked result.

    Args:
        kind: the kind (see the module docstring for what it supplies).
        puzzle: the kind's puzzle object.
        task: the :class:`Task`.
        settings: the kind's typed settings (already checked).

    Returns:
        ``kind.result_type``, checked by the kind's independent checker: ``solved`` with an answer;
        ``infeasible`` only when the search was exhausted; ``unknown`` (``complete`` False) when the time
        limit ran out first, loading and building included.  ``seconds``: the whole call's wall time.

    Raises:
        PuzzleInputError: a task or engine the kind refuses (or a compiled
            engine asked for that is not installed), or a model over the
            memory limit (estimated before it is built; or, in the main
            thread, a search that grew past it:
            :class:`~gridsat.core.memory.MemoryLimitError`).
        SolutionCheckError: an answer broke a rule (a bug, never hidden).
    """
    t0 = time.perf_counter()
    task = replace(task, options=task.options.started())
    engine = installed_engine(kind, task, kind.choose_engine(puzzle, task, settings))
    refuse_unused(kind, task, kind.engine_used(puzzle, task, settings, engine))
    # a count up to a limit looks for one more: complete says whether every solution was counted, the same in
    # every engine (a count that reached the limit exactly was complete in some and not in others)
    asked = replace(task, limit=task.limit + 1) if task.what == "count" and task.limit is not None else task
    try:  # the clock before loading an engine (importing CP-SAT takes seconds on a loaded machine) and searching
        task.options.check_time()
        with watched(task.options):
            # a search grown past the memory limit is stopped (the solver's first import is not the search's)
            solver = kind.solver(puzzle, engine, asked, settings)
            task.options.check_time()
            found = getattr(solver, task.what)(asked)
    except TimeUp:
        found = Found([], False, count=0 if task.what == "count" else None)
    if asked is not task:
        _within_limit(found, task.limit)
    if len(found.answers) > 2 and (task.options.deadline is not None or found.interrupted):
        # Ctrl-C: the answers so far, as many as are checked and printed at once
        room = INTERRUPTED_ROOM if found.interrupted else task.options.left()
        keep_what_fits(kind, puzzle, task, settings, found, found.engine or engine, room)
    try:
        result = assemble(kind, puzzle, task, settings, found, found.engine or engine).check()
    except KeyboardInterrupt:  # Ctrl-C while checking a long listing: what is checked at once, marked
        if found.interrupted or len(found.answers) <= 2:
            raise
        found.interrupted, found.complete = True, False  # as every interrupted result (docs/json.md)
        keep_what_fits(kind, puzzle, task, settings, found, found.engine or engine, INTERRUPTED_ROOM)
        result = assemble(kind, puzzle, task, settings, found, found.engine or engine).check()
    explain = getattr(kind, "why_none", None)
    if explain is not None and result.status is Status.INFEASIBLE and result.complete and not result.interrupted \
            and getattr(result, "reason", "") is None:  # proven: say why, as the solve's time allows
        try:
            fields = explain(puzzle, task, settings) or {}  # reason, and the cells it names
        except KeyboardInterrupt:  # Ctrl-C (SIGTERM) while the reason was sought: the proof is kept (it was lost:
            fields, result.interrupted = {}, True  # status unknown), the run marked interrupted
        for name, value in fields.items():
            setattr(result, name, value)
    result.seconds = time.perf_counter() - t0
    return result


def _within_limit(found: Found, limit: int) -> None:
    """A count asked for up to ``limit`` and searched to ``limit + 1``: one beyond it is not counted, and the count
    not complete (there are more); within it, ``found`` says itself whether the search was exhausted."""
    counted = found.count if found.count is not None else len(found.answers)
    if counted > limit:
        found.count, found.complete = limit, False
    del found.answers[limit:]


def run_keeping_ctrl_c(kind, puzzle, task: Task, settings: dict):
    """``kind.run(puzzle, task, **settings)``; a Ctrl-C that reached it empty-handed (struck in the deductions,
    while the model was built, or in a search that carried nothing) gives, for every task, the result of nothing
    found, marked ``interrupted`` and not complete (a count of 0, uniqueness unknown), as
    ``-t`` gives it there and ``--help`` promises a count (the command line's; a batch lets the Ctrl-C end its run).
    """
    t0 = time.perf_counter()
    try:
        return kind.run(puzzle, task, **settings)
    except KeyboardInterrupt:  # (a unique or forced proof of the search engines printed nothing with --json)
        found = Found([], False, count=0 if task.what == "count" else None, interrupted=True)
        result = assemble(kind, puzzle, task, kind.check(task, settings), found, task.engine)
        result.seconds = time.perf_counter() - t0
        return result


def refuse_unused(kind, task: Task, engine: str) -> None:
    """Refuse, never ignore, solver options ``engine`` (the one that runs: ``kind.engine_used``) does not use:
    ``--params`` outside ``kind.cpsat_engines``, ``--log`` outside ``kind.log_engines``, ``--seed`` outside
    ``kind.seed_engines`` (a race runs CP-SAT, so it takes all three), ``--workers`` over 1 outside
    ``kind.cpsat_engines`` and the exact engine's count.  Raises PuzzleInputError naming both;
    nothing when ``engine`` is still ``auto`` (the kind's solver picks)."""
    if engine == "auto":  # the kind's solver picks per task and did not say how: not known here
        return
    from .settings import engine_words

    chosen = f"auto chose the {engine} engine, which" if task.engine == "auto" else f"the {engine} engine"
    cpsat = f"(use {engine_words('cpsat')})"  # not 'add': beside a given --engine, a second was refused
    if task.distinct:  # CP-SAT refuses --distinct: 'pack -n 3 --distinct -w 2' was sent to --engine cpsat
        cpsat = f"(leave it out: {spelled('--distinct', 'distinct')} runs on the exact engine alone)"
    if task.options.params and engine not in kind.cpsat_engines:
        raise PuzzleInputError(f"{spelled('--params', 'params')} sets CP-SAT parameters, but {chosen} does not run "
                               f"CP-SAT {cpsat}")
    if task.options.log and engine not in kind.log_engines:
        raise PuzzleInputError(f"{spelled('--log', 'log')} prints CP-SAT's search log, but {chosen} has none {cpsat}")
    if task.options.seed is not None and engine not in kind.seed_engines:
        raise PuzzleInputError(f"{spelled('--seed', 'seed')} sets a random seed, but {chosen} has none {cpsat}")
    threaded = engine in kind.cpsat_engines or engine == "exact" and task.what == "count"  # exact counts on threads
    if (task.options.workers or 1) > 1 and not threaded:  # one worker is what a one-thread engine runs
        if engine == "exact":  # was "runs on one (use --engine cpsat)", untrue of its count, which takes -w
            raise PuzzleInputError(f"{spelled('-w/--workers', 'workers')} sets solver threads, but {chosen} runs on "
                                   f"one thread except when counting (use {spelled('--count', '.count()')}"
                                   f"{'' if task.distinct else ', or ' + engine_words('cpsat')})")
        raise PuzzleInputError(f"{spelled('-w/--workers', 'workers')} sets solver threads, but {chosen} runs on one "
                               f"{cpsat}")


def installed_engine(kind, task: Task, engine: str) -> str:
    """``engine``, or CP-SAT when a compiled module it needs
    (``kind.compiled``: engine -> a module or a tuple of them) is not installed and ``auto`` chose it (one notice per
    process on stderr, :func:`~gridsat.core.compiled.fall_back`).

    Raises:
        PuzzleInputError: the engine was asked for by name and is missing.
    """
    modules = kind.compiled.get(engine, ())
    modules = (modules,) if isinstance(modules, str) else modules
    if all(m in sys.modules for m in modules):  # imported already (the kind imports its engine): present
        return engine
    from .compiled import fall_back, present, require

    lacking = [m for m in modules if not present(m)]
    if not lacking:
        return engine
    if task.engine != "auto":
        require(lacking[0], engine_words(task.engine))
    fall_back(lacking[0])
    return "cpsat"


def assemble(kind, puzzle, task: Task, settings: dict, found: Found, engine: str):
    """The kind's result from what an engine found (the statuses' rules
    in one place; see :mod:`gridsat.core.result`)."""
    answers = found.answers
    fields = dict(kind.result_fields(puzzle, task, settings))
    fields.update(found.fields)
    answer_field = kind.result_type.answer_field
    if answers:
        fields[answer_field] = answers[0]
    complete, count, uniqueness = found.complete, None, None
    status = found.status or status_of(len(answers) or found.count or 0, complete)
    what = task.what
    if what == "solutions":
        fields["solutions"] = answers[:task.n]
    elif what == "count":
        count = found.count if found.count is not None else len(answers)
        status = found.status or status_of(count, complete)
        if task.keep != 1:
            fields["solutions"] = answers
    elif what == "unique":
        uniqueness = uniqueness_of(len(answers), complete or len(answers) > 1)
        complete = uniqueness is not Uniqueness.UNKNOWN
        if len(answers) > 1:
            fields["second"] = answers[1]
        status = Status.INFEASIBLE if uniqueness is Uniqueness.NO_SOLUTION else status_of(len(answers), False)
    elif what == "forced" and answers:
        fields["forced"] = found.forced
        # cut short, what is shown as forced may still vary: unknown, shown as not proven
        status = Status.SOLVED if complete else Status.UNKNOWN
    return kind.result_type(status, 0.0, complete=complete, count=count, uniqueness=uniqueness, engine=engine,
                            interrupted=found.interrupted, **fields)


__all__ = ["TASKS", "Found", "Task", "assemble", "choose_task", "installed_engine", "refuse_unused",
           "run_keeping_ctrl_c", "run_task", "task_from_flags"]
