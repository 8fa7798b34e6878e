"""Domino Fit generators: a planted random tiling, and boards with exactly one tiling.

:func:`generate` blocks a random, colour-balanced set of cells,
covers the rest with a maximum domino matching (a maximum flow; cells the
matching leaves uncovered are blocked too), mixes the tiling with random 2x2
flips (two parallel dominoes in a 2x2 square turn by 90 degrees), and reads
the targets off the tiling under the chosen rule.  The planted tiling solves
the board; it need not be the only one (boards of 25x25 and up almost never
are).

:func:`generate_unique` then reveals given dominoes from the
planted tiling where a rival tiling differs, until CP-SAT proves the tiling
unique, and drops every given that is not needed (a minimal set of givens).
Same seed, same board.
"""

from __future__ import annotations

import functools
import json
import random
import time
from dataclasses import dataclass, field

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, did_you_mean, shown
from ...core.options import SolverOptions, given_options, TimeUp, whole
from ...core.settings import Setting
from ...core.status import Uniqueness
from ..generators import DrawnPuzzle, Generated, Generator, size_and_seed
from ..unmade import said_unproven
from .rules import RULES, DominoFitPuzzle, _line_sums, _cells
from .tasks import solve

#: the compiled tiling search the proofs of a small board run on (CP-SAT when it is not installed)
SEARCH_MODULE = "gridsat.puzzles.dominofit._kernel"


@dataclass
class GeneratedBoard(DrawnPuzzle):
    """A generated board (Jupyter draws the board, its givens and targets: :meth:`figure`).

    Attributes:
        puzzle: the :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle` (exact targets).
        solution: the planted tiling, ``[("H"|"V", r, c), ...]``.
        seconds: generation wall time (s).
        info: ``{"generator": ..., "seed": ..., ...}`` for the JSON record.
    """

    puzzle: DominoFitPuzzle
    solution: list
    seconds: float
    info: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        """The record ``generate dominofit --json`` prints (kind, the board's JSON object, solution, seed, seconds,
        givens, blocked cells, ``unique`` when proven, rule, generator), read back by solve, batch and parse_json."""
        return {"kind": "dominofit", "puzzle": self.puzzle.to_json(), "solution": [list(d) for d in self.solution],
                "seed": self.info["seed"], "seconds": round(self.seconds, 6), "givens": len(self.puzzle.givens),
                "blocked_cells": len(self.puzzle.blocked), **({"unique": True} if self.info.get("unique") else {}),
                "rule": self.puzzle.rule, "generator": dict(self.info)}

    def _draw_puzzle(self, title):
        return _puzzle_figure(self.puzzle, title)


def _max_matching(rows: int, cols: int, blocked: set, rng: random.Random, check=None) -> list:
    """A maximum set of disjoint dominoes on the free cells: a maximum
    bipartite matching (dark cells to light neighbours) found as a maximum
    flow with OR-Tools' ``SimpleMaxFlow``; arcs are added in a random order
    from ``rng`` so the matching varies with the seed."""
    from ortools.graph.python import max_flow

    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in blocked]
    if check is not None:
        check()
    node = {cell: i + 2 for i, cell in enumerate(free)}  # 0 = source, 1 = sink
    flow = max_flow.SimpleMaxFlow()
    arcs = []
    for i, (r, c) in enumerate(free):
        if check is not None and i % 65536 == 0:
            check()
        if (r + c) % 2:
            flow.add_arc_with_capacity(node[(r, c)], 1, 1)
            continue
        flow.add_arc_with_capacity(0, node[(r, c)], 1)
        for kind, other, top in (("H", (r, c + 1), (r, c)), ("H", (r, c - 1), (r, c - 1)),
                                 ("V", (r + 1, c), (r, c)), ("V", (r - 1, c), (r - 1, c))):
            if other in node:
                arcs.append(((kind, *top), node[(r, c)], node[other]))
    rng.shuffle(arcs)
    ids = [flow.add_arc_with_capacity(u, v, 1) for _, u, v in arcs]
    if check is not None:
        check()
    if flow.solve(0, 1) != flow.OPTIMAL:
        raise RuntimeError("max flow failed on the domino matching")
    return [d for (d, _, _), a in zip(arcs, ids) if flow.flow(a) > 0]


def _flip(tiling: dict, rows: int, cols: int, rng: random.Random, attempts: int, check=None) -> None:
    """Random 2x2 flips in place; ``tiling`` maps each covered cell to its domino."""
    for i in range(attempts):
        if check is not None and i % 65536 == 0:
            check()
        r, c = rng.randrange(rows - 1), rng.randrange(cols - 1)
        a, b = tiling.get((r, c)), tiling.get((r + 1, c))
        if a == ("H", r, c) and b == ("H", r + 1, c):
            new = [("V", r, c), ("V", r, c + 1)]
        elif a == ("V", r, c) and tiling.get((r, c + 1)) == ("V", r, c + 1):
            new = [("H", r, c), ("H", r + 1, c)]
        else:
            continue
        for d in new:
            for cell in _cells(d):
                tiling[cell] = d


def generate(rows: int, cols: int, *, seed: int = 1, rule: str = "cell", block_frac: float = 0.15,
             options: SolverOptions | None = None) -> GeneratedBoard:
    """A board with a planted random tiling.

    Args:
        rows, cols: size in cells (2 to ``MAX_SIDE``).
        seed: random seed (same seed, same board).
        rule: ``"cell"`` or ``"dot"``, the scoring of the targets.
        block_frac: fraction of cells blocked before tiling (0 to 0.5);
            the cells the matching leaves uncovered are blocked too (at
            0.15, about 16% of the board in all; at 0.5, about 58% of a large
            board and 55-70% of a small one).
        options: its time limit (s) bounds the generation.

    Returns:
        :class:`GeneratedBoard` with exact targets and the planted tiling.

    Raises:
        TypeError: ``rows``, ``cols`` or ``seed`` not a whole number, ``rule`` not a string, ``block_frac`` not a
            number.
        PuzzleInputError: size, seed (0 to 2**31-1, as every generator takes it), rule or fraction out of range.
        TimeUp: the time limit ran out first.
    """
    t0 = time.perf_counter()
    rows, cols, seed = _checked(rows, cols, seed, rule, block_frac)
    block_frac = float(block_frac)  # (numpy's float32 kept as itself in the settings it records)
    options = given_options(options).started()
    check = options.check_time
    from ...core.options import TimeUp, reading_under

    # each step over every cell takes a second or more on a million cells (the matching's arcs and max flow,
    # the flips, sorting the tiling, the targets): the clock is read between them and, as they have no clock
    # of their own, stops them from outside too (1000x1000 -t 10 ended after 14 to 20 s)
    try:
        with reading_under(options.deadline, slack=0.05):
            return _planted(rows, cols, seed, rule, block_frac, check, t0)
    except TimeUp:  # the generation's time up, not the reading clock's "while reading the puzzle"; said in words,
        # as Yin-Yang's generate says it (raised with none, it printed as an empty line from Python)
        raise said_unproven(TimeUp(), options, "dominofit", rows, cols, seed, proven=False) from None


def _checked(rows, cols, seed, rule, block_frac) -> tuple[int, int, int]:
    """:func:`generate`'s ``(rows, cols, seed)`` as ints, and its ``rule`` and ``block_frac``, checked (a seed
    "a", -1 or 1.5 made a board named after it; a size 4.0 met ``range`` as a float).

    Raises:
        TypeError: a value of the wrong type, naming its argument.
        PuzzleInputError: a value out of range.
    """
    rows, cols, seed = size_and_seed(rows, cols, seed, MAX_SIDE)
    if not isinstance(rule, str):
        raise TypeError(f"rule must be one of {', '.join(RULES)} (str), got {type(rule).__name__} {shown(rule, 40)}")
    if rule not in RULES:
        raise PuzzleInputError(f"unknown rule {shown(rule, 40)}{did_you_mean(rule, RULES)}; choose cell or dot")
    from numbers import Real

    if isinstance(block_frac, bool) or not isinstance(block_frac, Real):  # numpy's floats too, as blocked= takes
        raise TypeError(f"block_frac must be a number from 0 to 0.5, got {type(block_frac).__name__} "
                        f"{shown(block_frac, 40)}")
    if not 0 <= block_frac <= 0.5:
        raise PuzzleInputError(f"block_frac must be from 0 to 0.5, got {shown(block_frac)}")  # ("blocked fraction": no
        # keyword is so named)
    return rows, cols, seed


def _planted(rows: int, cols: int, seed: int, rule: str, block_frac: float, check, t0: float) -> GeneratedBoard:
    """:func:`generate`'s board, its arguments checked, ``check`` reading the clock."""
    rng = random.Random(seed)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    check()
    black = [x for x in cells if (x[0] + x[1]) % 2 == 0]
    white = [x for x in cells if (x[0] + x[1]) % 2 == 1]
    check()
    k = int(round(block_frac * rows * cols / 2))
    blocked = set(rng.sample(black, k)) | set(rng.sample(white, min(k, len(white))))
    check()
    dominoes = _max_matching(rows, cols, blocked, rng, check)
    if not dominoes:  # no two free cells side by side: a 2x3 at 0.5 was all six blocked, a board with nothing to do
        a = rng.choice(black)
        blocked -= {a, next((r, c) for r, c in ((a[0], a[1] + 1), (a[0] + 1, a[1]), (a[0], a[1] - 1), (a[0] - 1, a[1]))
                            if 0 <= r < rows and 0 <= c < cols)}
        dominoes = _max_matching(rows, cols, blocked, rng, check)
    tiling = {}
    for d in dominoes:
        for cell in _cells(d):
            tiling[cell] = d
    check()
    blocked |= {x for x in cells if x not in blocked and x not in tiling}
    _flip(tiling, rows, cols, rng, 4 * len(tiling), check)
    check()
    solution = sorted(set(tiling.values()))
    rs, cs = _line_sums(rule, rows, cols, solution)  # (its own tiling of checked arguments)
    puzzle = DominoFitPuzzle(rows, cols, frozenset(blocked), tuple(rs), tuple(cs), rule,
                             name=f"gen_{rows}x{cols}_{rule}_s{seed}")
    info = {"generator": "gridsat.puzzles.dominofit.generator.generate", "seed": seed, "block_frac": block_frac}
    return GeneratedBoard(puzzle, solution, time.perf_counter() - t0, info)


def generate_unique(rows: int, cols: int, *, seed: int = 1, rule: str = "cell", block_frac: float = 0.15,
                    options: SolverOptions | None = None, max_rounds: int = 1000) -> GeneratedBoard:
    """A board whose tiling is unique (proven by the tiling search up to 200 cells, CP-SAT on one worker above or
    when the compiled search is not installed: both deterministic, so the same seed gives the same board), using
    given dominoes.

    Plants a tiling with :func:`generate`, then repeats: ask for a tiling
    other than the planted one; if one exists, reveal (as a given) a random
    planted domino that the rival does not use.  Finally each given is
    dropped if the tiling stays unique without it, so no given is redundant.

    Args:
        options: :class:`SolverOptions`; ``time_limit`` (s) bounds the whole
            generation.

    Returns:
        :class:`GeneratedBoard` whose puzzle has ``givens``; ``info["givens"]``
        counts them.

    Raises:
        TypeError: an argument of the wrong type, as :func:`generate`, or ``max_rounds`` not a whole number.
        PuzzleInputError: bad size/seed/rule/fraction, ``max_rounds`` below 1.
        TimeUp: the time limit ran out before uniqueness was proven (a
            board is never returned unproven).
    """
    t0 = time.perf_counter()
    rows, cols, seed = _checked(rows, cols, seed, rule, block_frac)
    block_frac = float(block_frac)
    max_rounds = whole(max_rounds)
    if isinstance(max_rounds, bool) or not isinstance(max_rounds, int):
        raise TypeError(f"max_rounds must be a whole number, got {type(max_rounds).__name__} {shown(max_rounds, 40)}")
    if max_rounds < 1:
        raise PuzzleInputError(f"max_rounds must be 1 or more, got {shown(max_rounds)}")
    options = given_options(options).started()
    try:
        return _unique(rows, cols, seed, rule, block_frac, options, max_rounds, t0)
    except TimeUp:  # said in words, as proven ("was proven; no unproven puzzle is given"): it had none
        raise said_unproven(TimeUp(), options, "dominofit", rows, cols, seed) from None


def _unique(rows: int, cols: int, seed: int, rule: str, block_frac: float, options: SolverOptions, max_rounds: int,
            t0: float) -> GeneratedBoard:
    """:func:`generate_unique` once its arguments are checked."""
    base = generate(rows, cols, seed=seed, rule=rule, block_frac=block_frac, options=options)
    rng = random.Random(f"unique-{seed}")
    planted = base.solution
    puzzle = base.puzzle
    # The rival tiling a proof finds chooses the next given, so the proofs run a search that finds the same one on
    # every run: the tiling search, or CP-SAT on one worker (auto's race of the cycle search beside CP-SAT, and
    # CP-SAT's parallel workers, found another each run: the same seed made a board of 18, 20 or 22 givens).
    from dataclasses import replace

    from ...core.compiled import fall_back, present
    from .search import SEARCH_CELLS

    # without the compiled tiling search CP-SAT proves (a small board's --unique was refused as "--engine search
    # needs ...", an option the user never gave)
    engine = "search" if rows * cols <= SEARCH_CELLS else "cpsat"
    if engine == "search" and not present(SEARCH_MODULE):
        fall_back(SEARCH_MODULE)
        engine = "cpsat"
    proof = replace(options, workers=1)

    def rival(p):
        r = solve(p, proof, unique=True, engine=engine)
        if r.uniqueness is Uniqueness.UNIQUE:
            return None
        if r.uniqueness is Uniqueness.NOT_UNIQUE:
            # the first tiling may itself differ from the planted one
            return r.dominoes if sorted(r.dominoes) != planted else r.second
        if r.interrupted:  # Ctrl-C stopped the proof: said "the time limit ran out" (exit 1) with no limit given
            raise KeyboardInterrupt
        raise TimeUp()  # the time limit ran out before uniqueness was decided

    givens: list = []
    for _ in range(max_rounds):
        other = rival(puzzle)
        if other is None:
            break
        diff = sorted(set(planted) - set(other))
        givens.append(rng.choice(diff))
        puzzle = puzzle.with_changes(givens=tuple(sorted(givens)))
    else:
        raise PuzzleInputError(f"no unique board after {max_rounds} givens")
    for g in list(givens):
        trial = [x for x in givens if x != g]
        candidate = puzzle.with_changes(givens=tuple(sorted(trial)))
        if rival(candidate) is None:
            givens, puzzle = trial, candidate
    info = {**base.info, "generator": "gridsat.puzzles.dominofit.generator.generate_unique", "givens": len(givens),
            "unique": True}
    return GeneratedBoard(puzzle, planted, time.perf_counter() - t0, info)


#: Memory of making a board, per cell (bytes): the matching's arcs and flow, the tiling's dictionaries and the
#: JSON text (measured above the interpreter's own: 500x500 ~170 MB, 700x700 ~340 MB, 1000x1000 ~715 MB), rounded
#: up.  With ``unique``, the proof's model (:data:`.model.BYTES_PER_CELL`) is weighed instead, as it needs more.
BYTES_PER_CELL = 800
#: Cells above which ``--unique`` is told, without a time limit, that it may take many minutes (a 40x40 board took
#: about 40 s on a loaded 2-core machine, an 80x80 over 2 minutes).
SLOW_UNIQUE_CELLS = 1600


class DominoFitGenerator(Generator):
    """``gridsat generate dominofit``: boards with a planted tiling, unique with ``unique=True``."""

    kind = "dominofit"
    suffix = ".json"
    max_side = MAX_SIDE
    promise = "a Domino Fit board whose targets come from a planted random tiling"
    default_size = "8x8"
    settings = (Setting("rule", str, "cell", "Scoring rule of the targets: cell | dot.", choices=("cell", "dot"),
                        metavar="RULE"),
                Setting("blocked", float, 0.15, "Fraction of cells to block before tiling (0 to 0.5); the cells "
                        "the tiling then cannot cover are blocked too (at 0.5, about 58% in all on a large "
                        "board, 55-70% on a small one).",
                        metavar="FRACTION", minimum=0.0, maximum=0.5),
                Setting("unique", bool, False, "Add given dominoes until the tiling is the only one (proven).",
                        flags=("--unique", "-u")))

    def proves(self, settings: dict) -> bool:
        return bool(settings.get("unique"))  # without --unique a planted tiling's board, never proven

    def slow_words(self, rows: int, cols: int, settings: dict) -> str | None:
        if settings.get("unique") and rows * cols > SLOW_UNIQUE_CELLS:
            return (f"a unique {rows}x{cols} board may take many minutes (CP-SAT proves or refutes uniqueness after "
                    "each given it adds; measured: 40x40 about 40 s, 80x80 over 2 minutes, 200x200 none in 20 minutes)")
        return None

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        from .model import BYTES_PER_CELL as PROOF_BYTES_PER_CELL  # its proof's model: weighed before the board

        return rows * cols * (max(BYTES_PER_CELL, PROOF_BYTES_PER_CELL) if settings.get("unique") else BYTES_PER_CELL)

    def make(self, rows: int, cols: int, seed: int, options: SolverOptions, *, rule: str = "cell",
                 blocked: float = 0.15, unique: bool = False) -> Generated:
        if unique:
            gen = generate_unique(rows, cols, seed=seed, rule=rule, block_frac=blocked, options=options)
        else:
            gen = generate(rows, cols, seed=seed, rule=rule, block_frac=blocked, options=options)

        from ...core.options import TimeUp, reading_under

        try:
            with reading_under(options.deadline, slack=0.05):  # a million cells' JSON: seconds, no clock of its own
                text = json.dumps(gen.puzzle.to_json()) + "\n"
        except TimeUp:
            raise TimeUp() from None
        # "unique" only when proven, as the shared data's records have it: false read as "not unique" on a
        # planted board whose one tiling nobody had looked for a second of
        info = {"givens": len(gen.puzzle.givens), "blocked_cells": len(gen.puzzle.blocked),  # (more than asked for:
                # those the tiling could not cover, said)
                **({"unique": True} if unique else {}), "rule": rule,
                "generator": gen.info}
        return Generated("dominofit", gen.puzzle, text, self.suffix, [list(d) for d in gen.solution], seed,
                         gen.seconds, info, draw=functools.partial(_puzzle_figure, gen.puzzle))  # (a lambda: no pickle)


def _puzzle_figure(puzzle, title):
    """The picture of a made board: of the puzzle (its givens), not of its answer (a generated puzzle's picture gave
    it away); its title names the scoring rule, which the board alone does not show."""
    from .draw import draw_figure

    return draw_figure(puzzle, (), title=f"{title or 'Domino Fit'} ({puzzle.rule} rule)")


GENERATOR = DominoFitGenerator()

__all__ = ["GENERATOR", "DominoFitGenerator", "GeneratedBoard", "generate", "generate_unique"]
