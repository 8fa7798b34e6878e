"""The shared generator of the grid genres whose clues are read from an answer (Kurodoko's numbers, Light Up's wall
numbers, Slitherlink's edge counts, Creek's numbers on the grid points, Aqre's room numbers): ``gridsat generate
KIND``.

1. A random valid answer (:meth:`ClueGenerator.plant`): by default CP-SAT on the board of fixed clues (none, or
   Light Up's walls), one worker, every decision literal hinted from the seed's random bits, so that CP-SAT repairs
   a random picture into a nearby answer; a kind may build its answer itself (Slitherlink grows a region).  The
   kind's checker must pass it.
2. Every clue that answer reads (:meth:`ClueGenerator.read_clues`) is given: a candidate whose full set of clues
   still allows a second answer is dropped for the next candidate (:data:`MAX_CANDIDATES`).
3. Clues are removed in a random order (from the seed) while the planted answer stays the only one, proven by the
   kind's CP-SAT model with the planted answer forbidden (:mod:`.clue_removal`); a removed clue becomes
   :meth:`ClueGenerator.removed` (nothing, or Light Up's plain wall).  The clues kept are minimal.  With
   ``--grade``, a removal is also kept only while the kind's steps (``gridsat grade``) still solve the puzzle at that
   grade or an easier one, and the puzzle is given only when its grade is the one asked for.

Same seed, same puzzle (CP-SAT runs on one worker with a fixed seed).  The time limit covers everything: when it
runs out first, :class:`~gridsat.core.options.TimeUp` (status unknown), never an unproven puzzle.
"""

from __future__ import annotations

import random
import time
from functools import partial

from ...core.options import SolverOptions, TimeUp
from ..generators import GRADE, CandidatesRanOut, Generated, Generator

#: Most candidate answers tried for one puzzle (a full set of clues that is not unique, or a grade not reached):
#: bounds a run without a time limit.
MAX_CANDIDATES = 50


def candidate_seed(seed: int, k: int) -> int:
    """The seed of candidate ``k`` (0: ``seed`` itself) of a run from ``seed``."""
    return seed if k == 0 else random.Random(f"clues {seed} {k}").randrange(2**31)


def _figure(puzzle, title):
    """The puzzle's picture (a module function, not a lambda: a made puzzle pickles for process pools)."""
    return puzzle.figure(title)


class ClueGenerator(Generator):
    """A generator of a grid genre whose clues are read from an answer (the procedure is in the module docstring).

    A kind declares ``kind``, ``promise``, ``max_side`` and:

    * :meth:`read_clues` -- ``{(row, col): clue}`` every clue the answer gives (all removable);
    * :meth:`removed` -- what a removed clue's cell holds (default None: an empty cell);
    * optionally :meth:`board` (the fixed clues, default none), :meth:`repair` (more fixed clues where a second answer
      was found), :attr:`density` (the share of decision literals
      hinted true when CP-SAT draws the answer), :meth:`plant` (its own random answer), :meth:`values` (an answer's
      decision values in the model's order, default the cells row by row) and :attr:`cell_bytes`.

    ``settings`` holds :data:`~gridsat.puzzles.generators.GRADE` for kinds that explain their steps.
    """

    suffix = ".txt"
    max_side = 30
    default_size = "10x10"
    #: Share of the decision literals hinted true when CP-SAT draws the answer.
    density = 0.3
    #: What making a puzzle grows the process by, for :meth:`memory_needed`: ``working_bytes`` at any size (3-6 MB
    #: grew making a 5x5 or 6x6 board of every clue generator) and ``cell_bytes`` more a cell, measured for each
    #: kind by ``benchmarks/generator_memory.py`` (the size of one model with every clue given, the figure once
    #: used, was 10 to 30 times below what a whole generation grew: a 14x14 Creek 0.75 MB where it grew 24 MB).
    working_bytes, cell_bytes = 5 << 20, 110_000
    #: Cells from which making one puzzle takes a minute or more (:meth:`slow_words`), and what was measured.
    slow_cells, slow_measured = 200, ""

    @property
    def genre(self):
        """The kind (:func:`gridsat.puzzles.kinds.get`)."""
        from ..kinds import get

        return get(self.kind)

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """The clues no removal touches (rows, None where none): default an empty board."""
        return [[None] * cols for _ in range(rows)]

    def read_clues(self, board: list, answer: list) -> dict:
        """``{(row, col): clue}``: every clue ``answer`` gives on ``board`` (each one removable)."""
        raise NotImplementedError

    def removed(self, clue):
        """What a removed ``clue``'s cell holds: default None (an empty cell)."""
        return None

    def repair(self, board: list, answer: list, other: list, rng: random.Random, earlier: list = (),
               options: SolverOptions | None = None) -> tuple[list, list] | None:
        """``(board, answer)``: a board of more fixed clues on which ``answer`` still holds and ``other`` (a second
        answer of every clue ``answer`` gives on ``board``) does not, with ``answer`` itself (the same object), or an
        answer changed where the two differ (Nurikabe, whose numbers are its islands); or None (the default: the
        candidate is dropped).  ``earlier``: the second answers of this candidate's earlier repairs (a repair that
        lets none of them back in keeps the repairs from going round in circles); ``options``: the run's (its
        deadline).

        Raises:
            TimeUp: the time limit ran out first."""
        return None

    def model_given(self, puzzle, options: SolverOptions) -> dict:
        """What a check's model of ``puzzle`` is given (``puzzle.model``'s keywords): default nothing.

        Raises:
            TimeUp: the time limit (``options``) ran out first."""
        return {}

    def givens(self, board: list, clues: dict) -> int:
        """The givens a puzzle of ``board`` with ``clues`` (those kept) counts: default the clues kept."""
        return len(clues)

    def values(self, answer: list, board: list | None = None) -> list:
        """The decision values of ``answer`` in the kind's CP-SAT model's order: default its cells row by row.
        ``board``: the candidate's board (its fixed clues, or Ripple Effect's rooms, whose sizes give each cell's
        digits)."""
        return [int(v) for row in answer for v in row]

    def puzzle_values(self, puzzle, answer: list, values: list) -> list:
        """The decision values of ``answer`` in the CP-SAT model of ``puzzle`` (a check's clues): default ``values``
        (:meth:`values`', the same whatever clues are kept); a kind whose model's decisions change with the clues
        kept (Shikaku's, a boolean per cell and number whose rectangles reach it) reads them from ``puzzle``."""
        return values

    def puzzle(self, rows: int, cols: int, board: list, clues: dict, name: str = "generated"):
        """The kind's puzzle of ``board`` with ``clues`` (``{cell: clue}``) given."""
        grid = [list(row) for row in board]
        for (r, c), clue in clues.items():
            grid[r][c] = clue
        return self.genre.puzzle_type(rows, cols, tuple(map(tuple, grid)), name=name)

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """``(board, answer)``: :meth:`board` and a random answer of it, drawn by CP-SAT (module docstring).

        Raises:
            TimeUp: the time limit ran out first.
        """
        from ...core.status import Status

        board = self.board(rows, cols, rng)
        puzzle = self.puzzle(rows, cols, board, {})
        session, encoding = self.genre.cpsat_session(puzzle, "cpsat", _one_worker(options))
        hint(session.model, encoding.decision, [rng.random() < self.density for _ in encoding.decision])
        out = session.solve()
        if out.status is not Status.SOLVED:  # (every board drawn here has an answer: a limit stopped it)
            raise TimeUp()
        return board, encoding.decode(out.values)

    def slow_words(self, rows: int, cols: int, settings: dict) -> str | None:
        """Said at the start of a run with no time limit from :attr:`slow_cells` cells on (a grade asked for, which
        may take many candidates, from half as many)."""
        if rows * cols < (self.slow_cells // 2 if settings.get("grade") else self.slow_cells):
            return None
        from ..kinds import get

        return (f"a {rows}x{cols} {get(self.kind).title} puzzle may take minutes (a CP-SAT proof for each set of "
                f"clues tried{'; measured: ' + self.slow_measured if self.slow_measured else ''})")

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        """``working_bytes`` and ``cell_bytes`` a cell (measured: see :attr:`cell_bytes`)."""
        return self.working_bytes + rows * cols * self.cell_bytes

    def make(self, rows: int, cols: int, seed: int, options: SolverOptions, *, grade=None) -> Generated:
        from .clue_removal import CHECK_WORK, Candidate, thin, unique_board

        t0 = time.perf_counter()
        options, unsettled = options.started(), 0
        for k in range(MAX_CANDIDATES):
            rng = random.Random(candidate_seed(seed, k))
            board, answer = self.plant(rows, cols, rng, options)
            found = Candidate(self, rows, cols, board, answer, options, grade)
            clues = unique_board(found, rng)  # (the board perhaps repaired: found.board)
            kept = None if clues is None else thin(found, clues, rng)
            if kept is None:  # the full clues allow a second answer, or the grade was not reached
                unsettled += clues is None and found.unsettled > 0  # (or a check of them was not settled)
                continue
            name = f"{self.kind}_{rows}x{cols}_seed{seed}"
            puzzle, answer = self.puzzle(rows, cols, found.board, kept, name), found.answer
            if puzzle.violations(answer):  # (the same check on the clues given)
                raise RuntimeError(f"the planted {self.kind} answer breaks a rule of its puzzle")
            info = {"givens": self.givens(found.board, kept), "unique": True, "checks": found.checks,
                    "candidates": k + 1}
            if found.unsettled:  # removals left untried: proven unique all the same, maybe not minimal
                info["unsettled"] = found.unsettled
            if grade is not None:  # with its steps, as docs/json.md lists them (only the grade was given)
                info.update(grade=grade, **{key: found.graded[key] for key in ("steps", "trials", "hardest_rule")})
            return Generated(self.kind, puzzle, puzzle.to_text(), self.suffix, [list(row) for row in answer], seed,
                             time.perf_counter() - t0, info, draw=partial(_figure, puzzle))
        from ..kinds import get  # (it said "no puzzle of grade 'expert' among 50 candidates of lightup seed 1 (2x2);
        # try another seed or size", where the Yin-Yang generator named the grade to try and the board: one wording)

        sought = f"{rows}x{cols} {get(self.kind).title} puzzle"
        if unsettled == MAX_CANDIDATES:  # (every 30x30 Nurikabe: it said "whose clues prove one answer ... try another
            # seed or a larger board", where no check had settled and no board is larger)
            raise CandidatesRanOut(f"no {sought} found in the {MAX_CANDIDATES} candidates seed {seed} gives: the "
                                   f"uniqueness check of each one's clues ran past its bound of work ({CHECK_WORK:g} "
                                   "of CP-SAT's deterministic time) unsettled; try a smaller board")
        raise CandidatesRanOut.of(f"{grade} {sought}" if grade else f"{sought} whose clues prove one answer",
                                  MAX_CANDIDATES, seed, grade, **self.ran_out_tries(rows, cols, grade))

    def ran_out_tries(self, rows: int, cols: int, grade) -> dict:
        """What a run whose candidates ran out is told to try besides another seed and an easier grade
        (:meth:`CandidatesRanOut.of`'s ``larger`` and ``more``): default a larger board, where one is taken."""
        return {"larger": min(rows, cols) < self.max_side}


def _one_worker(options: SolverOptions, work: float | None = None) -> SolverOptions:
    """``options``' deadline and memory limit, CP-SAT on one worker with seed 0 (the same puzzle every run), and at
    most ``work`` of CP-SAT's deterministic time (None: no bound)."""
    params = "" if work is None else f"max_deterministic_time:{work:g}"
    return SolverOptions(time_limit=None if options.deadline is None else max(options.left(), 1e-3), workers=1,
                         seed=0, params=params, memory_limit=options.memory_limit).started()


def hint(model, literals, values) -> None:
    """Hint ``model`` (a CP-SAT model) ``values`` (bools) of ``literals``, each variable once: a model's decision may
    name one variable twice (Slitherlink's loop shares the variable of two edges that must agree), which CP-SAT
    refuses in a hint.  Any hint the model held is dropped."""
    model.clear_hints()
    seen = set()
    for literal, value in zip(literals, values):
        key = literal.index if literal.index >= 0 else -literal.index - 1
        if key not in seen:
            seen.add(key)
            model.add_hint(literal, bool(value))


def graded_settings(explains: bool) -> tuple:
    """A clue generator's ``settings``: :data:`~gridsat.puzzles.generators.GRADE` when its kind explains its steps."""
    return (GRADE,) if explains else ()


__all__ = ["MAX_CANDIDATES", "ClueGenerator", "candidate_seed", "graded_settings", "hint"]
