"""Grid genres whose rules are only counts (Star Battle, Light Up...): the
same CP-SAT model, solved by the compiled counting search
(:mod:`gridsat.engines.cardinality`) when it is nothing but counting rules.

The search gets the rules from the genre's ``search_model`` (when it has
one: rules stated for the search, such as its connectivity rule) or its own
``model`` run on a
:class:`~gridsat.puzzles.grid.recorder.CountingRecorder` (no CP-SAT object
made; the CP-SAT model is built only when CP-SAT joins), or, for a model
the recorder refuses, from a :class:`CountingModel`.

A genre's kind extends :class:`CountingKind` instead of
:class:`~gridsat.puzzles.grid.kind.GridKind`; ``auto`` then means the search
for listing and counting (raced against CP-SAT's enumeration when its head
start found fewer than :data:`RACED_BELOW` answers; CP-SAT's alone then for a
kind with ``races = False``), the search raced
against CP-SAT for solving and uniqueness (CP-SAT joins when the search has not settled the question in
:data:`~gridsat.engines.cardinality.DIRECT_SECONDS` of CPU, or the kind's
:attr:`CountingKind.head_start`: the search learns nothing, CP-SAT does;
a kind with ``races = False`` leaves the question to CP-SAT alone then),
and CP-SAT for forced cells; ``--engine search`` the search alone,
``--engine cpsat`` CP-SAT for everything.
"""

from __future__ import annotations

from typing import ClassVar

from ...core.errors import PuzzleInputError
from ...core.errors import counted as counted_words
from ...core.options import keeps_back
from ...core.settings import engine_words
from ...core.status import Status
from ...core.task import Found, Task
from ...core.wording import a_board
from .kept import counted_first
from .kind import GridKind, answer_bytes, refuse_unkept

#: The most solutions one search counts or keeps (the compiled search's
#: counters are 64-bit; a count that gets there ends incomplete).
MAX_COUNT = 2**62


#: A count or listing whose search found this many answers or more in its head start goes on with the search alone;
#: fewer, and CP-SAT's enumeration races it. Measured: a search that finds answers that fast keeps finding them far
#: faster than CP-SAT (an empty 9x9 Light Up: 30,900 of its 362,880 in the head start, all in 4 s; a race took 11 s
#: on a loaded machine, CP-SAT taking a core from it), where the searches that could not end (a Norinori 36x54's
#: single answer, never proven alone in 110 s; CP-SAT 0.5 s) had found none or one.
RACED_BELOW = 64


class CountingSolver:
    """The tasks on the counting search of a genre's CP-SAT model.

    Args:
        problem: the model's :class:`~gridsat.engines.cardinality.CardinalityProblem`.
        encoding: the genre's :class:`~gridsat.puzzles.grid.kind.Encoding`
            (its decision literals are the model's variables, positive).
        options: the run's started options (the time limit).
        session: makes the CP-SAT session that joins solving and uniqueness
            (None: the search alone).
        race: True, the search raced against CP-SAT once its head start
            ran out; False, CP-SAT alone then (a search that learns nothing
            and has not settled in its head start seldom does later: the
            loop genres' search on a Masyu 30x40 board, measured).
        head_start: CPU seconds the search runs alone before CP-SAT joins
            (:data:`~gridsat.engines.cardinality.DIRECT_SECONDS` unless the
            kind sets :attr:`CountingKind.head_start`).
        enumerates: True, CP-SAT proves uniqueness with one enumeration
            stopped at a second answer (the kind's ``enumerates``: half the
            CPU of solving twice on Norinori).
    """

    def __init__(self, problem, encoding, options, session=None, *, race: bool = True, head_start=None,
                 enumerates: bool = False):
        from ...engines.cardinality import DIRECT_SECONDS

        self.problem, self.options, self.session, self.race = problem, options, session, race
        self.head_start = DIRECT_SECONDS if head_start is None else head_start
        self.enumerates = enumerates
        self.index = [lit.index for lit in encoding.decision]
        self.decode_values = encoding.decode
        #: Decodes the joining CP-SAT session's decision values when its model is not the one the search read
        #: (set by the session's maker; None: the same model, ``decode_values``).  LITS's search model decides
        #: a cell's being unshaded, its CP-SAT model its being shaded: a race CP-SAT settled listed every
        #: answer complemented ("answer breaks the rules").
        self.cpsat_decode = None

    def _answers(self, solutions, options=None):
        """The answers of the search's solutions, decoded while the time
        limit lasts (``options``, default the solver's: a long listing found
        just before the deadline is cut there: the caller marks it incomplete)."""
        answers, options = [], options or self.options
        try:
            for k, values in enumerate(solutions):
                if k % 64 == 63 and options.left() is not None and options.left() <= 0:
                    break
                answers.append(self.decode_values([values[i] for i in self.index]))
        except KeyboardInterrupt as exc:  # Ctrl-C: the answers decoded so far go with it
            exc.answers = answers
            raise
        return answers

    def _interrupted(self, exc: KeyboardInterrupt, cut: int | None, count: bool) -> Found:
        """What a search stopped by Ctrl-C found (``exc.partial``: its
        :class:`~gridsat.engines.cardinality.Counted`; ``exc.answers``: the
        answers decoded before the Ctrl-C, when it struck then), at most
        ``cut``; re-raises ``exc`` when it carries neither."""
        so_far, answers = getattr(exc, "partial", None), getattr(exc, "answers", None)
        if so_far is None:
            raise exc
        if answers is None:
            answers = self._answers(so_far.solutions[:cut])
        return Found(answers[:cut], False, count=so_far.count if count else None, engine="search",
                     interrupted=True)

    def _run(self, limit, keep):
        """The search for up to ``limit`` solutions (None: all), keeping
        ``keep`` (None: as many as half the memory limit holds), raced
        against CP-SAT's enumeration when it has not settled the question in
        its head start and found fewer than :data:`RACED_BELOW` answers in it
        (under ``auto``: a search that cannot prove there is no further
        answer went on to the deadline, a Norinori 36x54's ``-n 3`` 110 s
        where CP-SAT takes 0.5 s). Refuses, before searching, a
        ``keep`` whose answers would not fit the memory limit.  Keeping more
        than two (a count: more than one), the search and the decoding stop
        at half the time left at most
        (:meth:`~gridsat.core.options.SolverOptions.listing`).

        Returns:
            ``(counted, answers, engine)``: a :class:`~gridsat.engines.cardinality.Counted` (its
            ``solutions`` not read), the answers decoded, and the engine that settled (or, unsettled, found
            more).
        """
        from ...engines.cardinality import search

        each = _answer_bytes(self.problem.n)
        if keep is None:
            keep = self.options.answers_held(each)
            keep = keep if limit is None else min(keep, limit)
        held = min(keep, 2 ** min(self.problem.n, 64))  # its answers are of n true-or-false variables: a 4x4 LITS's
        held, whole = counted_first(self.problem, self.options, held, each)  # -n 1000000000 was "1087.8 GB, more
        # than this machine has"; a count may settle that there are fewer
        self.options.check_memory(held * each, f"the counting search keeping {counted_words(keep, 'answer')}", held)
        limit = None if limit is None else min(limit, MAX_COUNT)
        keep = min(keep, MAX_COUNT)
        # a count keeping more than one answer keeps back time for them too: one that went on to the deadline kept
        # one of the three asked for (`--count -n 3 -t 2`), no time left to check and show the others
        listing = self.options.listing(keep, self.problem.n) if keeps_back(limit, keep) else self.options
        # and the search keeps back the decoding's time in turn: one that ran to the listing's deadline left its
        # answers none ('-n 100000 -t 6' on an empty 5x5 Slitherlink listed 63 loops, '-n 1000' lists 1,000)
        searching = listing.listing(keep, self.problem.n) if keeps_back(limit, keep) else listing
        races = self.session is not None
        if whole is not None:  # the count kept every answer: none is searched for again
            return self._decoded(whole, listing if keep > 2 else None, "search")
        counted = search(self.problem, limit, keep, searching, direct_only=lambda count: races and count < RACED_BELOW,
                         head_start=self.head_start)
        engine = "search"
        if not _settled(counted, limit) and counted.count < RACED_BELOW and races and not searching.expired():
            counted, engine = self._raced(limit, keep, searching, counted)
        if engine == "cpsat":
            return counted, [self.decode(v) for v in counted.solutions], engine
        return self._decoded(counted, listing if keep > 2 else None, engine)

    def _decoded(self, counted, listing, engine: str) -> tuple:
        """``(counted, answers, engine)``: the search's raw ``counted.solutions`` decoded (stopping at ``listing``'s
        deadline, or never: None).  Raises KeyboardInterrupt (``partial``: the count, incomplete) on Ctrl-C while
        decoding: the count goes with the answers decoded."""
        try:
            return counted, self._answers(counted.solutions, listing), engine
        except KeyboardInterrupt as exc:
            exc.partial = counted._replace(complete=False)
            raise

    def _raced(self, limit, keep, options, head):
        """The search raced against CP-SAT's enumeration of up to ``limit``
        answers keeping ``keep`` (both from the start: the search had its head
        start alone), or, for a kind that does not race (``race`` False),
        CP-SAT's enumeration alone, weighed against ``head``, what the search's
        head start found.  Returns ``(counted, engine)``: the side that settled,
        else the one that counted more, as a
        :class:`~gridsat.engines.cardinality.Counted` (CP-SAT's ``solutions``
        are its decision values, the search's its raw values)."""
        from ...engines.cardinality import Counted, search
        from ...engines.race import cp_sat_loaded

        def ask(session):
            return session.enumerate(limit=limit, keep=keep)

        try:
            if self.race:
                found, out = self._race(lambda stop: search(self.problem, limit, keep, options, stop),
                                        lambda c: _settled(c, limit), ask, options)
            else:  # (Heyawake's count of janko 350, 31x45, raced the search the kind leaves out: 29 s, cuts 12 s)
                found, out = head, (ask(self.session()) if cp_sat_loaded(options) else None)
        except KeyboardInterrupt as exc:  # Ctrl-C in CP-SAT's enumeration: its answers so far go with it
            so_far = getattr(exc, "partial", None)
            if so_far is not None and not isinstance(so_far, Counted):
                exc.answers = [self.decode(v) for v in so_far.solutions[:keep]]
                exc.partial = Counted(so_far.count, False, [], 0)
            raise
        theirs = None if out is None else Counted(out.count, out.complete, out.solutions, 0)
        if found is not None and _settled(found, limit):
            return found, "search"
        if theirs is not None and (_settled(theirs, limit) or found is None or theirs.count > found.count):
            return theirs, "cpsat"  # (a search that gave up on its own budget, equal in count, proved nothing)
        return found, "search"

    def _race(self, search, settled, ask, options):
        """``race`` (:mod:`gridsat.engines.race`) of ``search(stop)`` and
        ``ask(session)`` on the CP-SAT session the kind makes, from the start."""
        from ...engines.race import race

        make = self.session

        class Question:  # CP-SAT's side of the race, stoppable from the search's thread
            def __init__(self):
                self.session = make()

            def solve(self):
                return ask(self.session)

            def stop(self):
                self.session.stop()

        return race(lambda stop, _cpu_seconds=None: search(stop), settled, Question, 0.0, options)

    def _settle(self, limit: int, ask) -> Found:
        """Up to ``limit`` answers: the search for its first
        :data:`~gridsat.engines.cardinality.DIRECT_SECONDS`, then (unsettled)
        the search raced against CP-SAT from the start (the search had its
        head start alone), ``ask(session)`` putting the question to it."""
        from ...engines.cardinality import search

        counted = search(self.problem, limit, limit, self.options, direct_only=self.session is not None,
                         head_start=self.head_start)
        left = self.options.left()
        if counted.complete or counted.count >= limit or self.session is None or (left is not None and left <= 0):
            return Found(self._answers(counted.solutions), counted.complete or counted.count >= limit,
                         engine="search")
        if not self.race:  # (OR-Tools imported within the time left: a Heyawake's 1 s solve took 3.2 s importing it)
            from ...engines.race import cp_sat_loaded

            return self._cpsat(ask(self.session())) if cp_sat_loaded(self.options) else Found([], False,
                                                                                             engine="search")
        found, out = self._race(lambda stop: search(self.problem, limit, limit, self.options, stop),
                                lambda c: _settled(c, limit), ask, self.options)
        if found is not None and _settled(found, limit):
            return Found(self._answers(found.solutions), True, engine="search")
        return self._cpsat(out)

    def _cpsat(self, out) -> Found:
        from ...core.session import Uniqueness

        if out is None:
            return Found([], False, engine="cpsat")
        if hasattr(out, "solutions"):  # an enumeration stopped at the second answer
            return Found([self.decode(v) for v in out.solutions], out.complete or out.count >= 2, engine="cpsat")
        if hasattr(out, "verdict"):
            values = [v for v in (out.first, out.second) if v is not None]
            return Found([self.decode(v) for v in values], out.verdict is not Uniqueness.UNKNOWN, engine="cpsat")
        return Found([self.decode(out.values)] if out.values is not None else [], out.status is not Status.UNKNOWN,
                     engine="cpsat")

    def decode(self, values):
        """An answer from the CP-SAT session's decision values."""
        return (self.cpsat_decode or self.decode_values)(values)

    def solve(self, task: Task) -> Found:
        return self._settle(1, lambda session: session.solve())

    def solutions(self, task: Task) -> Found:
        try:
            counted, answers, engine = self._run(task.n + 1, task.n)
        except KeyboardInterrupt as exc:  # Ctrl-C: the answers listed so far, as a count gives its count
            return self._interrupted(exc, task.n, count=False)
        whole = len(answers) == min(counted.count, task.n)
        return Found(answers, whole and counted.complete and counted.count <= task.n, engine=engine)

    def count(self, task: Task) -> Found:
        try:
            counted, answers, engine = self._run(task.limit, task.keep)
        except KeyboardInterrupt as exc:  # Ctrl-C: the count so far, as the other kinds give it
            return self._interrupted(exc, task.keep, count=True)
        return Found(answers, counted.complete, count=counted.count, engine=engine)

    def unique(self, task: Task) -> Found:
        if self.enumerates:
            return self._settle(2, lambda session: session.enumerate(limit=2, keep=2))
        return self._settle(2, lambda session: session.uniqueness())

    def forced(self, task: Task) -> Found:
        raise PuzzleInputError(f"the search engine does not find forced cells; use {engine_words('cpsat')} (or auto)")


class CountingKind(GridKind):
    """A :class:`GridKind` whose model is made only of counting rules
    (see the module docstring).

    Declaration beyond :class:`GridKind`:
        joins: the CP-SAT engine whose session joins the search under
            ``auto`` once its head start has run out (``"cpsat"``, or
            ``"cuts"`` for a genre whose model leaves a rule to lazy cuts).
        races: True, the search races that session; False, the session
            takes over alone (measured per genre).
        forced_engine: the engine ``auto`` runs for forced cells (the
            search finds none).
        head_start: CPU seconds the search runs alone before that session
            joins (None: :data:`~gridsat.engines.cardinality.DIRECT_SECONDS`).
    """

    engines = ("auto", "cpsat", "search")
    head_start: float | None = None
    compiled = {"search": "gridsat.engines._cardinality"}
    engine_help = ("auto: the compiled counting search, CP-SAT joining where it has not settled within its head "
                   "start (forced cells: CP-SAT); search: that search alone; "
                   "cpsat: the CP-SAT model of the rules")
    joins: ClassVar[str] = "cpsat"
    races: ClassVar[bool] = True
    forced_engine: ClassVar[str] = "cpsat"

    def choose_engine(self, puzzle, task: Task, settings: dict) -> str:
        if task.engine != "auto":
            return task.engine
        return self.forced_engine if task.what == "forced" else "search"

    def solver(self, puzzle, engine, task, settings):
        if engine != "search":
            return super().solver(puzzle, engine, task, settings)
        options = task.options
        options.check_memory(puzzle.rows * puzzle.cols * puzzle.bytes_per_cell,
                             f"a model of {a_board(puzzle, self.title)}")
        _refuse_early(task, puzzle.rows * puzzle.cols)
        from .recorder import CountingRecorder, NotCounting

        try:  # the rules recorded without CP-SAT; its model is built only if it joins the race
            recorder = CountingRecorder(check=options.check_time)
            encoding = getattr(puzzle, "search_model", puzzle.model)(recorder, options)
            problem, model = recorder.problem(), None
        except (NotCounting, AttributeError):
            from .counting_model import CountingModel  # imports OR-Tools (the model's builder)

            model = CountingModel(check=options.check_time)
            encoding = puzzle.model(model, options)
            problem = model.problem()
        options.check_time()
        if problem is None:
            raise RuntimeError(f"the {self.title} model holds more than counting rules (a gridsat bug)")

        def session():
            if model is not None and self.joins == "cpsat":  # the model the search was read from
                return self.session_of(model, encoding, options)
            made, its_encoding = self.cpsat_session(puzzle, self.joins, options)
            solver.cpsat_decode = its_encoding.decode  # (its variables are not the search model's)
            return made

        solver = CountingSolver(problem, encoding, options, session if task.engine == "auto" else None,
                                race=self.races, head_start=self.head_start, enumerates=self.enumerates)
        return solver


def _settled(counted, limit: int | None) -> bool:
    """True when a count has settled its question: every answer counted, or ``limit`` of them."""
    return counted.complete or (limit is not None and counted.count >= limit)


def _answer_bytes(variables: int) -> int:
    """Bytes one answer the counting search keeps costs: its raw values (9 bytes a variable) and the answer grid."""
    return answer_bytes(variables, raw=9)


def _refuse_early(task: Task, cells: int) -> None:
    """Refuse, before the rules are recorded, what the search will refuse: forced cells, and answers to keep
    (``-n N``, a count's ``keep``) that cannot fit the memory limit, at one variable a cell (every genre has as many
    or more; the search checks again with its own count).  Recording a 1000x1000 board's rules took 10-30 s before
    ``-n 100000`` was refused as needing 6,800 GB, or ``--forced --engine search`` as the search's to do; with
    ``-t`` the same requests ended "unknown" (exit 1) instead."""
    if task.what == "forced":
        raise PuzzleInputError(f"the search engine does not find forced cells; use {engine_words('cpsat')} (or auto)")
    if cells > 64:  # a small board's rules are recorded at once, and its answers bounded by its variables (above)
        refuse_unkept(task, _answer_bytes(cells), "the counting search")


def __getattr__(name: str):
    """``CountingModel`` lives in :mod:`.counting_model` (it imports OR-Tools)."""
    if name == "CountingModel":
        from .counting_model import CountingModel

        return CountingModel
    raise AttributeError(name)


__all__ = ["CountingKind", "CountingSolver"]
