"""Stepping through a Shikaku as a person would: each step decides cells by the simplest rule of :mod:`.deductions`
that decides one; where none does, a trial ("if the 4 at r1c2 were 1x4, row 1, columns 1-4, then ... no rectangle
could reach r2c1") on a number of few ways; where no trial works, a guess (the answer's rectangle of a number, which
the solver's uniqueness proof backs).  The one stepping loop of the grid genres
(:func:`~gridsat.puzzles.grid.steploop.deduce`) runs them; values in steps and grids are the numbers' ranks (from 1
in reading order, as the kind's answers), 0 undecided.

Nothing here is trusted for the answer: the solver proves the answer unique, every step is compared with it (a
disagreement raises ``AssertionError``: a bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction, Step
from ..grid import steploop
from ..grid.steploop import Genre, late
from ..grid.trials import QUOTED, decide_steps
from . import deductions as sd

#: The most rule steps a trial's chain takes before it gives that way up.
LONGEST_TRIAL = 30
#: Numbers tried before the shortest trial found is taken; numbers of more ways than this are not tried.
TRIAL_CHOICES = 3
MOST_WAYS = 4


def rules(board: sd.Board, grid: list, most: int = 3) -> list:
    """The steps of the simplest rule (level ``most`` at most) that decides a cell of ``grid`` (flat ranks, 0
    undecided); empty when none does."""
    ways = sd.Ways(board, grid)
    for rule in sd.RULES:
        if rule.level <= most and (found := rule(board, grid, ways)):
            return found
    return []


def apply(board: sd.Board, grid: list, steps: list):
    """Decide the steps' cells in ``grid``: a contradiction ``(sentence, cells)`` when two steps disagree, else
    None.  A step keeps the cells it decides first; one that decides none is dropped from ``steps`` (in place)."""
    return decide_steps(grid, board.cols, steps, lambda i, held, v: f"{board.name(i)} would be "
                        f"{board.number(held - 1)}'s and {board.number(v - 1)}'s")


def chain(board: sd.Board, grid: list, k: int, s: int, deadline):
    """``(steps, contradiction)`` of number ``k`` given its way ``s`` in a copy of ``grid``: the rules (levels 1
    and 2) run until a rule of the puzzle breaks; None when none breaks within :data:`LONGEST_TRIAL` steps."""
    tried = list(grid)
    for i in board.shapes[k][s][4]:
        tried[i] = k + 1
    steps = []
    while len(steps) <= LONGEST_TRIAL and not late(deadline):
        ways = sd.Ways(board, tried)
        broken = sd.contradiction(board, tried, ways)
        if broken is not None:
            return steps, broken[0]
        found = next((f for rule in sd.RULES[:3] if (f := rule(board, tried, ways))), [])[:1]
        if not found or apply(board, tried, found) is not None:
            return None
        steps.extend(found)
    return None


def _answer_way(board: sd.Board, answer: list, k: int, left: list):
    return next((s for s in left if all(answer[i] == k + 1 for i in board.shapes[k][s][4])), None)


def trial(board: sd.Board, grid: list, answer: list, deadline) -> Step | None:
    """A one-step trial: a number of :data:`MOST_WAYS` ways at most, fewest first, each of whose ways but the
    answer's breaks a rule by a chain (:func:`chain`), the shortest of the first :data:`TRIAL_CHOICES` found; it
    takes the answer's way's cells.  None when there is none."""
    ways = sd.Ways(board, grid)
    order = sorted((k for k, left in enumerate(ways.left) if 1 < len(left) <= MOST_WAYS),
                   key=lambda k: (len(ways.left[k]), k))
    best, found = None, 0
    for k in order:
        if late(deadline) or found >= TRIAL_CHOICES:
            break
        right = _answer_way(board, answer, k, ways.left[k])
        if right is None:
            continue
        tried = []
        for s in ways.left[k]:
            if s == right:
                continue
            explained = chain(board, grid, k, s, deadline)
            if explained is None:
                break
            tried.append((s, explained))
        else:
            found += 1
            length = sum(len(steps) for _, (steps, _) in tried)
            if best is None or length < best[0]:
                best = (length, k, right, tried)
    if best is None:
        return None
    _, k, right, tried = best
    new = [i for i in board.shapes[k][right][4] if not grid[i]]
    parts, steps_of = [], []
    for s, (steps, broken) in tried:
        said = "; ".join(step.sentence.split(":")[0] for step in steps[:QUOTED]) + (
            f"; ... ({len(steps) - QUOTED} more)" if len(steps) > QUOTED else "")
        parts.append(f"if it were {board.way(k, s)}, " + (f"then {said}, and " if steps else "") + broken)
        steps_of += steps
    premises = ways.causes(k) | {i for i, v in enumerate(grid) if v}
    head = (f"{sd._head(board, k, new)}: of its ways ({'; '.join(board.way(k, s) for s in ways.left[k])}), "
            + "; ".join(parts) + f"; so it is {board.way(k, right)}")
    return Step("trial", head, {board.rc(i): k + 1 for i in new},
                sorted(board.rc(i) for i in premises), max((st.level for st in steps_of), default=1), 1, steps_of)


def guess(board: sd.Board, grid: list, answer: list) -> Step:
    """The answer's rectangle of the number of the fewest ways left that is not drawn (the solver's proof backs
    it)."""
    ways = sd.Ways(board, grid)
    k = min((k for k in range(len(board.home)) if not ways.done(board, grid, k)),
            key=lambda k: (len(ways.left[k]), k))
    new = [i for i, v in enumerate(answer) if v == k + 1 and not grid[i]]
    return Step("guess", f"{sd._head(board, k, new)}: no rule and no one-step trial decides where "
                f"{board.number(k)} goes; the solver proves no answer has it elsewhere (deeper than one step of "
                "look-ahead)", {board.rc(i): k + 1 for i in new},
                sorted(board.rc(i) for i, v in enumerate(grid) if v), 4, 2)


def givens(puzzle) -> list:
    """Each number's own cell its rank, flat, 0 elsewhere."""
    grid = [0] * (puzzle.rows * puzzle.cols)
    for rank, (r, c) in enumerate(puzzle.numbered(), 1):
        grid[r * puzzle.cols + c] = rank
    return grid


def read_start(puzzle, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of ranks, 0 undecided) into ``grid`` (the givens, flat).

    Raises:
        PuzzleInputError: another size, a value not 0 to the numbers' count, or a number's own cell changed."""
    from ..grid.trials import merge_position

    merge_position(puzzle.rows, puzzle.cols, grid, start, {v: str(v) for v in range(1, len(puzzle.numbered()) + 1)},
                   lambda i: f"its number is ranked {grid[i]} (from 1 in reading order)", "rank")


class _Cut(Exception):
    """The deadline came while the puzzle's rectangles were listed."""


class _Lazy:
    """The puzzle's :class:`~.deductions.Board`, listed on first use: after the solver's proof, whose model is
    weighed against the memory limit first (a ``?`` on a large board has many rectangles); None when the
    ``deadline`` came while they were listed (the loop then stops, its steps cut short)."""

    def __init__(self, puzzle, deadline):
        self.puzzle, self.deadline, self.board, self.cut = puzzle, deadline, None, False

    def _check(self) -> None:
        if late(self.deadline):
            raise _Cut

    def __call__(self) -> sd.Board | None:
        if self.board is None and not self.cut:
            try:
                self.board = sd.Board(self.puzzle, self._check)
            except _Cut:
                self.cut = True
        return self.board


def _mistaken(board: _Lazy):
    def mistaken(out, grid: list, answer: list, start) -> None:
        broken = sd.contradiction(board(), grid) if not all(grid) and board() is not None else None
        if broken is not None:
            out.reason = broken[0].replace("would have", "has").replace("could reach", "can reach")
            out.conflict = sorted(board().rc(i) for i in broken[1])
    return mistaken


def shikaku_genre(puzzle, deadline: float | None = None) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Shikaku ``puzzle``:
    its state the flat grid itself (ranks, 0 undecided).  Where ``deadline`` (a :func:`time.perf_counter` value)
    comes while the rectangles are listed, no rule and no trial decides anything, and the loop stops there."""
    board = _Lazy(puzzle, deadline)
    return Genre(puzzle.rows, puzzle.cols, rules=lambda grid: [] if board() is None else rules(board(), grid),
                 trial=lambda grid, answer, deadline: None if board() is None else trial(board(), grid, answer,
                                                                                           deadline),
                 guess=lambda grid, answer, deadline: guess(board(), grid, answer),
                 apply=lambda grid, steps: apply(board(), grid, steps), state=lambda grid: grid,
                 givens=lambda: givens(puzzle), read_start=lambda grid, start: read_start(puzzle, grid, start),
                 answer=lambda result: [v for row in result.grid for v in row], mistaken=_mistaken(board))


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Shikaku ``puzzle`` from its givens, or from ``start`` (rows of ranks, 0 undecided): steps only
    when the puzzle has one answer and ``start`` agrees with it (else ``mistakes``); ``first``: the next step alone.

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`)."""
    began = time.perf_counter()
    return steploop.deduce(puzzle, shikaku_genre(puzzle, deadline), start=start, deadline=deadline, first=first,
                           began=began)


__all__ = ["LONGEST_TRIAL", "apply", "chain", "deduce", "givens", "guess", "read_start", "rules", "shikaku_genre",
           "trial"]
