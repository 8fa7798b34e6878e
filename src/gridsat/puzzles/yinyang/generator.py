"""Generating Yin-Yang puzzles with exactly one answer and a minimal set of givens."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ...core.errors import PuzzleInputError
from ...core.options import SolverOptions, TimeUp
from ...core.status import Status
from ...engines.cpsat import CpSatSession
from ..kinds import Generated, Generator
from .model import TREE_DEFAULTS, decode
from .model import session as model_session
from .rules import BLACK, EMPTY, WHITE, YinYangPuzzle


@dataclass
class GeneratedPuzzle:
    """A generated puzzle with its planted answer.

    Attributes:
        puzzle: the :class:`YinYangPuzzle` (its givens are a subset of the answer).
        answer: rows of 1 (white) / 2 (black), the unique answer.
        seed: the seed it was made from.
        seconds: wall time (s).
        solves: CP-SAT uniqueness checks made while pruning givens.
    """

    puzzle: YinYangPuzzle
    answer: list
    seed: int
    seconds: float
    solves: int

    @property
    def givens(self) -> int:
        """Number of given circles."""
        return sum(1 for row in self.puzzle.givens for v in row if v)

    def to_json(self) -> dict:
        """``{"kind", "puzzle", "seconds", "givens", "seed", "answer"}`` (puzzle: rows of 0/1/2)."""
        return {"kind": "yinyang", "puzzle": [list(r) for r in self.puzzle.givens], "seconds": round(self.seconds, 6),
                "givens": self.givens, "seed": self.seed, "answer": self.answer}


#: Group sizes for pruning givens (first group, largest group), chosen by
#: measurement on 10x10 and 15x15, seeds 1-3: 8/64 needs 690 checks where
#: single givens need 975.
GROUP_START, GROUP_MAX = 8, 64


def random_colouring(rows: int, cols: int, seed: int) -> list:
    """A random valid answer for an empty ``rows x cols`` board.

    CP-SAT (one worker, ``random_seed=seed``, so the same seed gives the same
    colouring) solves the empty board with a solution hint of smoothed random
    noise (each cell the majority of a random field over its 3x3
    neighbourhood), which steers the search towards blob-like, varied
    answers.  The result passes :func:`~gridsat.puzzles.yinyang.check.check_grid`.

    Raises:
        PuzzleInputError: a side below 2 or above 60.
    """
    import random

    if not (2 <= rows <= 60 and 2 <= cols <= 60):
        raise PuzzleInputError(f"generator size {rows}x{cols}: each side must be from 2 to 60")
    rng = random.Random(seed)
    noise = [[rng.random() for _ in range(cols)] for _ in range(rows)]
    smooth = [[sum(noise[y][x] for y in range(max(0, r - 1), min(rows, r + 2))
                   for x in range(max(0, c - 1), min(cols, c + 2)))
               / len(range(max(0, r - 1), min(rows, r + 2))) / len(range(max(0, c - 1), min(cols, c + 2)))
               for c in range(cols)] for r in range(rows)]
    blank = YinYangPuzzle(tuple((0,) * cols for _ in range(rows)), f"{rows}x{cols}")
    session = model_session(blank, SolverOptions(workers=1, seed=seed))
    for var, (r, c) in zip(session.decision, blank.cells()):
        session.model.add_hint(var, smooth[r][c] > 0.5)
    out = session.solve()
    if out.status is not Status.SOLVED:  # an empty board of side >= 2 always has answers
        raise RuntimeError(f"no colouring found for an empty {rows}x{cols} board: {out.status}")
    return decode(blank, out.values)


def generate(rows: int, cols: int, seed: int, options: SolverOptions | None = None) -> GeneratedPuzzle:
    """A Yin-Yang puzzle with exactly one answer and a minimal set of givens.

    1. a random valid answer (:func:`random_colouring`);
    2. every cell starts as a given; in a random order (from ``seed``) givens
       are removed while the answer stays unique: the puzzle with the
       remaining givens plus "not the planted answer" must be proven
       infeasible.  Givens are tried in groups (the group size doubles after
       a success and halves after a failure; a failed group is split in
       halves down to single givens), so the many early removals cost few
       solves.  The result is minimal: a given kept was shown necessary with
       a superset of the final givens, and fewer givens never restore
       uniqueness.

    Same ``seed``, same puzzle (one CP-SAT worker with a fixed random seed).

    Raises:
        PuzzleInputError: a bad size.
        TimeUp: the time limit of ``options`` ran out before the puzzle was
            proven unique (a puzzle is never returned unproven).
    """
    import random

    t0 = time.perf_counter()
    answer = random_colouring(rows, cols, seed)
    rng = random.Random(seed * 7919 + 1)
    givens = [row[:] for row in answer]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    planted = [1 if v == BLACK else 0 for row in answer for v in row]
    base = options or SolverOptions()
    solves = 0
    # The model depends on the givens only through fixed cells and the two
    # roots (first given of each colour).  Build it once per pair of roots,
    # with just the roots given, and clone it for each check, adding the
    # other givens as fixed cells: building the tree model costs as much as
    # solving it.
    template: dict = {}
    blank_cells = [(r, c) for r in range(rows) for c in range(cols)]

    def check_session(left):
        roots = tuple(next(((r, c) for r in range(rows) for c in range(cols) if givens[r][c] == colour), None)
                      for colour in (WHITE, BLACK))
        if template.get("roots") != roots:
            only_roots = [[0] * cols for _ in range(rows)]
            for cell in roots:
                if cell is not None:
                    only_roots[cell[0]][cell[1]] = answer[cell[0]][cell[1]]
            built = model_session(YinYangPuzzle(tuple(map(tuple, only_roots)), "generated"))
            template.update(roots=roots, model=built.model, decision=[v.index for v in built.decision])
        model = template["model"].clone()
        decision = [model.get_bool_var_from_proto_index(i) for i in template["decision"]]
        for var, (r, c) in zip(decision, blank_cells):
            if givens[r][c]:
                model.add(var == (1 if givens[r][c] == BLACK else 0))
        return CpSatSession(model, decision, SolverOptions(time_limit=left, workers=1, seed=seed, params=base.params),
                            TREE_DEFAULTS)

    # Second answers found so far, as the set of cells where each differs
    # from the planted answer: while all those cells are empty, that answer
    # still solves the puzzle, so uniqueness fails without a solve.
    witnesses: list = []

    def unique_without(group) -> bool:
        nonlocal solves
        for r, c in group:
            givens[r][c] = EMPTY
        empty = {(r, c) for r in range(rows) for c in range(cols) if not givens[r][c]}
        if any(d <= empty for d in witnesses):
            for r, c in group:
                givens[r][c] = answer[r][c]
            return False
        left = None if base.time_limit is None else base.time_limit - (time.perf_counter() - t0)
        if left is not None and left <= 0:
            raise TimeUp()
        session = check_session(left)
        session.forbid(planted)
        out = session.solve()
        solves += 1
        if out.status is Status.UNKNOWN:
            raise TimeUp()
        if out.status is Status.SOLVED:  # another answer appears: restore the group
            witnesses.append(frozenset(cell for cell, a, b in zip(blank_cells, planted, out.values) if a != b))
            for r, c in group:
                givens[r][c] = answer[r][c]
            return False
        return True

    def remove(group) -> None:
        if unique_without(group) or len(group) == 1:
            return
        half = len(group) // 2
        remove(group[:half])
        remove(group[half:])

    size, i = GROUP_START, 0
    while i < len(order):
        group = order[i:i + size]
        i += len(group)
        if unique_without(group):
            size = min(size * 2, GROUP_MAX)
        else:
            size = max(size // 2, 1)
            if len(group) > 1:
                half = len(group) // 2
                remove(group[:half])
                remove(group[half:])
    puzzle = YinYangPuzzle(tuple(map(tuple, givens)), f"yinyang_{rows}x{cols}_seed{seed}")
    return GeneratedPuzzle(puzzle, answer, seed, time.perf_counter() - t0, solves)




class YinYangGenerator(Generator):
    """``gridsat generate yinyang``: unique puzzles with a minimal set of givens."""

    kind = "yinyang"
    max_side = 60
    promise = "a Yin-Yang puzzle with exactly one answer and a minimal set of givens"

    def generate(self, rows: int, cols: int, seed: int, options: SolverOptions, **settings) -> Generated:
        if settings:
            raise PuzzleInputError(f"generate yinyang takes no setting {sorted(settings)[0]!r}")
        gen = generate(rows, cols, seed, options)
        from .draw import draw_yinyang

        return Generated("yinyang", gen.puzzle, gen.puzzle.to_text(), ".txt", gen.answer, seed, gen.seconds,
                         {"givens": gen.givens, "unique": True, "solves": gen.solves},
                         draw=lambda title: draw_yinyang(gen.puzzle, title=title))


GENERATOR = YinYangGenerator()

__all__ = ["GENERATOR", "GROUP_MAX", "GROUP_START", "GeneratedPuzzle", "YinYangGenerator", "generate", "random_colouring"]
