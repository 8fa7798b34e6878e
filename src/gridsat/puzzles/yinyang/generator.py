"""Generating Yin-Yang puzzles with exactly one answer and a minimal set of givens, each check made by the search
engine (:mod:`gridsat.puzzles.yinyang.kernel`), or by CP-SAT if the search has not settled it in SEARCH_SECONDS.

1. A random valid answer (:func:`random_colouring`): a large-neighbourhood search through valid answers, from a comb
   pattern towards a smoothed random field, re-solving one window of cells at a time.
2. Every cell starts as a given; in a random order (from the seed) givens are removed in groups while the planted
   answer stays the only one: the search for "an answer other than the planted one"
   (:func:`~gridsat.puzzles.yinyang.kernel.other_answer`) must be exhausted.  The group size doubles after a success and
   halves after a failure; a failed group is split in halves down to single givens, so the many early removals cost few
   checks.  The result is minimal: a given kept was shown necessary with a superset of the final givens, and fewer
   givens never restore uniqueness.

Same seed, same puzzle.  Boards are rows of ints: givens 0 empty / 1 white / 2 black, answers 1/2.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ...core.compiled import needs, require
from ...core.errors import PuzzleInputError
from ...core.options import SolverOptions, given_options, TimeUp
from ...core.status import Status
from ..generators import GRADE, DrawnPuzzle, Generated, Generator, size_and_seed
from ..unmade import said_unproven
from ..grid.clue_removal import GROUP_MAX, GROUP_START, remove_in_groups  # the groups circles are taken away in
from .check import planted_answer
from .rules import BLACK, EMPTY, WHITE, YinYangPuzzle


@dataclass
class GeneratedPuzzle(DrawnPuzzle):
    """A generated puzzle with its planted answer (Jupyter draws the puzzle: :meth:`figure`).

    Attributes:
        puzzle: the :class:`YinYangPuzzle` (its givens are a subset of the answer).
        answer: rows of 1 (white) / 2 (black), the unique answer.
        seed: the seed it was made from.
        seconds: wall time (s).
        checks: uniqueness checks (searches) made while removing givens.
    """

    puzzle: YinYangPuzzle
    answer: list
    seed: int
    seconds: float
    checks: int

    @property
    def givens(self) -> int:
        """Number of given circles."""
        return sum(1 for row in self.puzzle.givens for v in row if v)

    def to_json(self) -> dict:
        """The record ``generate yinyang --json`` prints (kind, puzzle text, solution, seed, seconds, givens...)."""
        return {"kind": "yinyang", "puzzle": self.puzzle.to_text(), "solution": [list(r) for r in self.answer],
                "seed": self.seed, "seconds": round(self.seconds, 6), "givens": self.givens, "unique": True,
                "checks": self.checks}

    def _draw_puzzle(self, title):
        from .draw import draw_yinyang

        return draw_yinyang(self.puzzle, title=title)


#: Seconds the search gets on one uniqueness check before CP-SAT takes it over: the search settles most checks in
#: microseconds, but its proofs on large boards with few givens left grow past CP-SAT's (30x30, seed 1: checks of
#: 9-10 s where CP-SAT needs about 1 s).
SEARCH_SECONDS = 0.05
#: Window side, sweeps and search nodes per window of :func:`random_colouring` (chosen on 10x10 to 30x30: no
#: trace of the comb left, and a window search never near its budget).
WINDOW, SWEEPS, WINDOW_NODES = 6, 1, 1000


def smoothed_field(rows: int, cols: int, rng: random.Random) -> list:
    """Rows of 1/2: each cell the majority colour of uniform noise averaged
    over its 3x3 neighbourhood (blob-like patches)."""
    noise = [[rng.random() for _ in range(cols)] for _ in range(rows)]
    out = []
    for r in range(rows):
        ys = range(max(0, r - 1), min(rows, r + 2))
        row = []
        for c in range(cols):
            xs = range(max(0, c - 1), min(cols, c + 2))
            mean = sum(noise[y][x] for y in ys for x in xs) / (len(ys) * len(xs))
            row.append(BLACK if mean > 0.5 else WHITE)
        out.append(row)
    return out


def comb_answer(rows: int, cols: int) -> list:
    """A valid answer of an empty board (sides >= 2): the top row white, the
    bottom row black, the rows between alternating white (even columns,
    joined by the top row) and black (odd columns, joined by the bottom
    row).  No 2x2 block is one colour: every block holds a white and a
    black column cell, or a top-row or bottom-row cell above/below both.
    TypeError, PuzzleInputError: as :func:`~..generators.size_and_seed` (0x0 met an IndexError)."""
    rows, cols, _ = size_and_seed(rows, cols, 0, YinYangGenerator.max_side)
    grid = [[WHITE if c % 2 == 0 else BLACK for c in range(cols)] for _ in range(rows)]
    grid[0] = [WHITE] * cols
    grid[-1] = [BLACK] * cols
    return grid


def _random_symmetry(rows: int, cols: int, rng: random.Random) -> list:
    """:func:`comb_answer` under a random symmetry of the board (teeth along
    rows or columns, mirrored either way) and a random colour swap: every
    symmetry maps valid answers onto valid answers."""
    transpose = rng.random() < 0.5
    grid = comb_answer(cols, rows) if transpose else comb_answer(rows, cols)
    if transpose:
        grid = [list(col) for col in zip(*grid)]
    if rng.random() < 0.5:
        grid.reverse()
    if rng.random() < 0.5:
        grid = [row[::-1] for row in grid]
    if rng.random() < 0.5:
        grid = [[3 - v for v in row] for row in grid]
    return grid


@needs("gridsat.puzzles.yinyang._kernel")  # without it, a script met a raw ImportError of _kernel
def random_colouring(rows: int, cols: int, seed: int, *, deadline: float | None = None) -> tuple:
    """A random valid answer (rows of 1/2) of an empty ``rows x cols`` board; the same seed gives the same answer.

    A large-neighbourhood search through valid answers: from :func:`comb_answer` (randomly turned, mirrored and
    colour-swapped), :data:`SWEEPS` times over windows of :data:`WINDOW` x :data:`WINDOW` cells (overlapping by half,
    random order), the window's cells are cleared and re-solved with every other cell given, trying the colour of a
    smoothed random field (:func:`smoothed_field`) first in each branch, so each step keeps a valid answer.

    Raises:
        TypeError: ``rows``, ``cols`` or ``seed`` not a whole number.
        PuzzleInputError: a side below 2 or above 60, a seed outside 0..2**31-1 (as ``Generator.generate`` takes them).
        TimeUp: the deadline passed (its message says so: it was empty).
    """
    rows, cols, seed = size_and_seed(rows, cols, seed, YinYangGenerator.max_side)
    try:
        return _random_colouring(rows, cols, seed, deadline)
    except TimeUp as stop:  # raised without words, for the generator's own message
        raise TimeUp(str(stop) or f"the deadline passed before a random {rows}x{cols} answer was made") from None


def _random_colouring(rows: int, cols: int, seed: int, deadline: float | None) -> tuple:
    rng = random.Random(seed)
    target = smoothed_field(rows, cols, rng)
    grid = _random_symmetry(rows, cols, rng)
    step = max(WINDOW // 2, 1)
    corners = [(r, c) for r in range(0, max(rows - WINDOW, 0) + step, step)
               for c in range(0, max(cols - WINDOW, 0) + step, step)]
    for _ in range(SWEEPS):
        rng.shuffle(corners)
        for r0, c0 in corners:
            givens = [row[:] for row in grid]
            for r in range(r0, min(r0 + WINDOW, rows)):
                for c in range(c0, min(c0 + WINDOW, cols)):
                    givens[r][c] = EMPTY
            from .kernel import search
            out = search(givens, 1, prefer=target, max_nodes=WINDOW_NODES, deadline=deadline)
            if out.stop == "deadline":
                raise TimeUp()
            if out.answers:
                grid = [list(row) for row in out.answers[0]]
    return tuple(map(tuple, grid))


def minimal_givens(answer, seed: int, *, deadline: float | None = None,
                   options: SolverOptions | None = None) -> tuple[tuple, int]:
    """Remove givens from the full ``answer`` while it stays the only answer.

    Args:
        answer: rows of 1/2, a valid answer.
        seed: seeds the removal order.
        deadline: a :func:`time.perf_counter` value.
        options: its memory limit (None: the default) decides whether CP-SAT may take over a check the search
            has not settled in :data:`SEARCH_SECONDS`: a model that would not fit leaves the check to the search.

    Returns:
        ``(givens, checks)``: rows of 0/1/2 (a minimal set: no given can be
        removed) and the number of searches made.

    Raises:
        TimeUp: the deadline passed (uniqueness would be unproven; its message says so: it was empty).
        TypeError: ``answer`` not rows (None met "object of type 'NoneType' has no len()"), ``seed`` not whole,
            ``deadline`` not a number (a str met "'<' not supported between instances of 'float' and 'str'").
        PuzzleInputError: ``answer`` breaking a rule (a checkerboard's givens were returned as a unique puzzle that
            has no answer at all), a side past 60, a bad seed.
        ValueError: ``deadline`` NaN or a time.time() value (as every hint search takes it).
    """
    from ..arguments import check_deadline
    deadline, answer = check_deadline(deadline), planted_answer(answer)
    rows, cols, seed = size_and_seed(len(answer), len(answer[0]), seed, YinYangGenerator.max_side)
    try:
        return _minimal_givens(answer, seed, deadline=deadline, options=options)
    except TimeUp as stop:  # raised without words, for the generator's own message
        raise TimeUp(str(stop) or f"the deadline passed before the {rows}x{cols} givens were proven unique") from None


def _minimal_givens(answer, seed: int, *, deadline: float | None, options: SolverOptions | None) -> tuple:
    """:func:`minimal_givens` of a checked answer and seed."""
    rows, cols = len(answer), len(answer[0])
    givens = [list(row) for row in answer]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    random.Random(seed * 7919 + 1).shuffle(order)
    checks = 0
    cpsat: dict = {"options": given_options(options)}  # the CP-SAT check's model, built on first need
    # Second answers found so far, as the cells where each differs from the
    # planted one: while all those cells are empty it still solves the board.
    witnesses: list = []

    def restore(group) -> None:
        for r, c in group:
            givens[r][c] = answer[r][c]

    def unique_without(group) -> bool:
        nonlocal checks
        for r, c in group:
            givens[r][c] = EMPTY
        empty = {(r, c) for r in range(rows) for c in range(cols) if not givens[r][c]}
        if any(w <= empty for w in witnesses):
            restore(group)
            return False
        out = _other_answer(givens, answer, deadline, cpsat)
        checks += 1
        if out.answers:
            other = out.answers[0]
            witnesses.append(frozenset((r, c) for r in range(rows) for c in range(cols)
                                       if other[r][c] != answer[r][c]))
            restore(group)
            return False
        if not out.complete:
            raise TimeUp()
        return True

    remove_in_groups(order, unique_without)
    return tuple(map(tuple, givens)), checks


def _other_answer(givens, answer, deadline, cpsat: dict):
    """An answer of ``givens`` other than ``answer``: the search for up to
    :data:`SEARCH_SECONDS`, then (unsettled) CP-SAT, or the search on to ``deadline`` when CP-SAT's model would
    not fit ``cpsat["options"]``' memory limit (as a solve's race leaves it to the search).

    Returns:
        ``(answers, complete)`` as a :class:`~gridsat.puzzles.yinyang.kernel.SearchOutcome`.
    """
    now = time.perf_counter()
    mine = now + SEARCH_SECONDS if deadline is None else min(deadline, now + SEARCH_SECONDS)
    from .kernel import other_answer

    out = other_answer(givens, answer, deadline=mine)
    if out.answers or out.complete or (deadline is not None and time.perf_counter() >= deadline):
        return out
    if not _cpsat_fits(len(answer) * len(answer[0]), cpsat["options"]):
        return other_answer(givens, answer, deadline=deadline)
    return _cpsat_other_answer(givens, answer, deadline, cpsat)


def _cpsat_fits(cells: int, options: SolverOptions) -> bool:
    """Whether the CP-SAT check's model of ``cells`` cells fits ``options``' memory limit."""
    from .model import BYTES_PER_CELL

    try:
        options.check_memory(cells * BYTES_PER_CELL, "CP-SAT")
    except PuzzleInputError:
        return False
    return True


def _cpsat_other_answer(givens, answer, deadline, cpsat: dict):
    """The CP-SAT check: the tree model with the givens fixed and the planted answer forbidden, one worker.  The
    model depends on the givens only through fixed cells and the two roots (first given of each colour), so it is
    built once per pair of roots, with just the roots given, and cloned for each check.  The planted answer is its
    hint: a second answer mostly differs from it in a few places, which CP-SAT reaches by repairing the hint (30x30
    seeds 1-3 and 25x25 seeds 2-3: 354 s in all without the hint, 237 s with it)."""
    from ...engines.cpsat import CpSatSession
    from .kernel import SearchOutcome
    from .model import TREE_DEFAULTS
    from .model import session as model_session

    rows, cols = len(answer), len(answer[0])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    roots = tuple(next((cell for cell in cells if givens[cell[0]][cell[1]] == colour), None)
                  for colour in (WHITE, BLACK))
    if cpsat.get("roots") != roots:
        only_roots = [[0] * cols for _ in range(rows)]
        for cell in roots:
            if cell is not None:
                only_roots[cell[0]][cell[1]] = answer[cell[0]][cell[1]]
        built = model_session(YinYangPuzzle(tuple(map(tuple, only_roots)), "generated"), cpsat["options"])
        cpsat.update(roots=roots, model=built.model, decision=[v.index for v in built.decision])
    model = cpsat["model"].clone()
    decision = [model.get_bool_var_from_proto_index(i) for i in cpsat["decision"]]
    for var, (r, c) in zip(decision, cells):
        if givens[r][c]:
            model.add(var == (1 if givens[r][c] == BLACK else 0))
        model.add_hint(var, 1 if answer[r][c] == BLACK else 0)
    left = None if deadline is None else max(deadline - time.perf_counter(), 1e-3)
    session = CpSatSession(model, decision, SolverOptions(time_limit=left, workers=1,
                                                          memory_limit=cpsat["options"].memory_limit), TREE_DEFAULTS)
    session.forbid([1 if answer[r][c] == BLACK else 0 for r, c in cells])
    out = session.solve()
    if out.status is Status.SOLVED:
        other = tuple(tuple(BLACK if out.values[r * cols + c] else WHITE for c in range(cols)) for r in range(rows))
        return SearchOutcome((other,), False, "limit")
    return SearchOutcome((), out.status is Status.INFEASIBLE, "exhausted" if out.status is Status.INFEASIBLE
                         else "deadline")


@needs("gridsat.puzzles.yinyang._kernel")  # without it, a script met a raw ImportError of _kernel
def generate(rows: int, cols: int, seed: int, options: SolverOptions | None = None, *,
             answer=None) -> GeneratedPuzzle:
    """A Yin-Yang puzzle with exactly one answer and a minimal set of givens
    (the procedure is in the module docstring).

    Args:
        rows, cols: board size (2 to 60 each).
        seed: same seed, same puzzle (0 to 2**31-1).
        options: its ``time_limit`` (s) bounds the whole generation.
        answer: the planted answer (``rows`` rows of ``cols`` values 1/2, a
            valid Yin-Yang answer) to use instead of :func:`random_colouring`.

    Raises:
        TypeError: ``rows``, ``cols`` or ``seed`` not a whole number, ``answer`` not rows.
        PuzzleInputError: a bad size or seed, or an ``answer`` of another size or breaking a rule (a puzzle made
            from it would have no answer, yet be called unique).
        TimeUp: the time limit ran out before the puzzle was proven unique
            (a puzzle is never returned unproven).
    """
    t0 = time.perf_counter()
    rows, cols, seed = size_and_seed(rows, cols, seed, YinYangGenerator.max_side)
    options = given_options(options).started()
    deadline = options.deadline
    try:
        planted = _random_colouring(rows, cols, seed, deadline) if answer is None else \
            planted_answer(answer, rows, cols)
        givens, checks = _minimal_givens(planted, seed, deadline=deadline, options=options)
    except TimeUp as stop:
        raise said_unproven(stop, options, "yinyang", rows, cols, seed) from None
    puzzle = YinYangPuzzle(givens, f"yinyang_{rows}x{cols}_seed{seed}")
    return GeneratedPuzzle(puzzle, [list(row) for row in planted], seed, time.perf_counter() - t0, checks)


class YinYangGenerator(Generator):
    """``gridsat generate yinyang``: unique puzzles with minimal givens, or of a chosen grade (:mod:`.graded`)."""

    kind = "yinyang"
    max_side = 60
    promise = "a Yin-Yang puzzle with exactly one answer and a minimal set of givens (with --grade: of that grade)"
    settings = (GRADE,)

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        """The search's memory (it makes every check; CP-SAT takes one over only when its model fits the limit);
        PuzzleInputError when the search is not installed (this estimate imported it first: a traceback)."""
        require("gridsat.puzzles.yinyang._kernel", "generating Yin-Yang puzzles")
        from .kernel import estimate_memory

        return estimate_memory(rows, cols)

    def make(self, rows: int, cols: int, seed: int, options: SolverOptions, *, grade=None) -> Generated:
        require("gridsat.puzzles.yinyang._kernel", "generating Yin-Yang puzzles")  # the search proves uniqueness
        facts = {}
        if grade is None:
            gen = generate(rows, cols, seed, options)
        else:
            from .graded import generate_graded

            gen, facts = generate_graded(rows, cols, seed, grade, options)
        from functools import partial

        from .draw import puzzle_figure  # (a lambda drawing it could not be pickled: no process pool returned one)
        return Generated("yinyang", gen.puzzle, gen.puzzle.to_text(), self.suffix, gen.answer, seed, gen.seconds,
                         {"givens": gen.givens, "unique": True, "checks": gen.checks, **facts},
                         draw=partial(puzzle_figure, gen.puzzle))


GENERATOR = YinYangGenerator()

__all__ = ["GENERATOR", "GROUP_MAX", "GROUP_START", "GeneratedPuzzle", "YinYangGenerator", "comb_answer", "generate",
           "minimal_givens", "random_colouring", "smoothed_field"]
