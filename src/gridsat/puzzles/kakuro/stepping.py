"""Stepping through a Kakuro as a person would: each step decides a digit by the simplest technique of
:mod:`.deductions` that decides one; where none does, a trial ("if r2c3 were 7, then ... the across run from r2c3
(16 in two) would hold 9 twice") on a cell of few candidates, its chain run on the runs near the cells it changed;
where no trial works, a guess (the answer's digit, which the solver's uniqueness proof backs).  The one stepping
loop of the grid genres (:func:`~gridsat.puzzles.grid.steploop.deduce`) runs them.  Grids are flat, a white cell's
digit (0 undecided) and :data:`~.deductions.CLUE` on a clue cell while stepping; a
:class:`~gridsat.core.hints.Deduction`'s rows write 0 there, as Kakuro's answers do.

Nothing here is trusted for the answer: the solver proves the answer unique, every step is compared with it (a
disagreement raises ``AssertionError``: a bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction, Step
from ..grid import steploop
from ..grid.steploop import Genre, late
from ..grid.trials import decide_steps, pruned, trial_sentence
from . import deductions as kd

#: The most rule steps a trial's chain takes before it gives that candidate up.
LONGEST_TRIAL = 30
#: Cells tried before the shortest trial found is taken; cells of more candidates than this are not tried.
TRIAL_CHOICES = 3
MOST_CANDIDATES = 3


def rules(board: kd.Board, grid: list, scope=None, most: int = 3) -> list:
    """The steps of the simplest rule (level ``most`` at most) that decides a cell of ``grid`` (flat), looking at
    the runs through ``scope`` (flat cells; None: all); empty when none does."""
    marks = kd.Marks(board, grid)
    for rule in kd.RULES:
        if rule.level <= most:
            found = rule(board, marks, scope)
            if found:
                return found
    return []


def _decide(board: kd.Board, grid: list, steps: list):
    """Decide the steps' cells in ``grid``: a contradiction ``(sentence, cells)`` when two steps disagree, else None;
    a step deciding only cells decided already is dropped from ``steps`` (in place)."""
    return decide_steps(grid, board.cols, steps, lambda i, held, v: f"{board.name(i)} would be {held} and {v}")


def nearby(board: kd.Board, changed) -> set:
    """The cells a trial's rules look at after cells ``changed`` were decided: the cells of their runs and of the
    runs crossing those."""
    near = board.premises({k for i in changed for k in board.of[i]})
    return board.premises({k for i in near for k in board.of.get(i, ())})


def chain(board: kd.Board, grid: list, cell: int, value: int, deadline):
    """``(steps, contradiction, premise cells)`` of ``cell`` set to ``value`` in a copy of ``grid``: the rules of
    levels 1 and 2 run on the runs near the cells changed (:func:`nearby`) until a rule of the puzzle breaks, pruned
    to the steps it needs; None when none breaks within :data:`LONGEST_TRIAL` steps."""
    tried = list(grid)
    tried[cell] = value
    steps, changed = [], [cell]
    while len(steps) <= LONGEST_TRIAL and not late(deadline):
        scope = nearby(board, changed)
        broken = kd.contradiction(board, tried, scope)
        if broken is not None:
            index = {board.rc(i): i for i in range(len(grid))}
            return pruned(steps, broken, cell, lambda i: grid[i] != 0, index.__getitem__)
        found = rules(board, tried, scope, 2)[:1]
        if not found or _decide(board, tried, found) is not None:
            return None
        steps.extend(found)
        changed = [r * board.cols + c for step in found for r, c in step.decided]
    return None


def trial(board: kd.Board, grid: list, answer: list, deadline) -> Step | None:
    """A one-step trial: an undecided cell of :data:`MOST_CANDIDATES` candidates at most, fewest first, each of whose
    candidates but the answer's breaks a rule by a chain (:func:`chain`), the shortest of the first
    :data:`TRIAL_CHOICES` found (cells of two candidates alone once one is found, as Sudoku's); None when there is
    none."""
    marks = kd.Marks(board, grid)
    order = sorted((i for i in marks.undecided() if len(marks.cand[i]) <= MOST_CANDIDATES),
                   key=lambda i: (len(marks.cand[i]), i))
    best, found = None, 0
    for i in order:
        if late(deadline) or found >= TRIAL_CHOICES or found and len(marks.cand[i]) > 2:
            break
        if answer[i] not in marks.cand[i]:
            continue
        tried = []
        for v in sorted(marks.cand[i] - {answer[i]}):
            explained = chain(board, grid, i, v, deadline)
            if explained is None:
                break
            tried.append((v, explained))
        else:
            found += 1
            length = sum(len(steps) for _, (steps, _, _) in tried)
            if best is None or length < best[0]:
                best = (length, i, tried)
    if best is None:
        return None
    _, i, tried = best
    head = f"{board.name(i)} is {answer[i]}: "
    runs = board.of[i]
    parts = [f"its candidates are {kd.digits_said(marks.cand[i])} ("
             + "; ".join(marks.allows(k) for k in runs) + ")"]
    steps_of, premises = [], set(board.premises(runs))
    for v, (steps, broken, needed) in tried:
        parts.append(trial_sentence(board.name(i), str(answer[i]), str(v), steps, broken)[len(head):])
        steps_of += steps
        premises |= set(needed)
    return Step("trial", head + "; ".join(parts), {board.rc(i): answer[i]},
                sorted(board.rc(j) for j in premises if j != i), max((s.level for s in steps_of), default=1), 1,
                steps_of)


def guess(board: kd.Board, grid: list, answer: list) -> Step:
    """The answer's digit of the first undecided cell of the fewest candidates (the solver's proof backs it)."""
    marks = kd.Marks(board, grid)
    i = min(marks.undecided(), key=lambda i: (len(marks.cand[i]), i))
    return Step("guess", f"{board.name(i)} is {answer[i]}: no technique and no one-step trial decides a digit here; "
                "the solver proves no answer has another there (deeper than one step of look-ahead)",
                {board.rc(i): answer[i]}, sorted(board.rc(j) for j in board.white if grid[j]), 4, 2)


def givens(board: kd.Board) -> list:
    """The starting position, flat: :data:`~.deductions.CLUE` on a clue cell, 0 on a white one."""
    return [kd.CLUE if i in board.clue else 0 for i in range(board.rows * board.cols)]


def read_start(board: kd.Board, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of digits, 0 undecided and on a clue cell) into ``grid``.

    Raises:
        PuzzleInputError: another size, a value that is no digit, or a digit on a clue cell."""
    from ..grid.trials import merge_position

    merge_position(board.rows, board.cols, grid, start, {d: str(d) for d in range(1, 10)},
                   lambda i: "it is a clue cell (no digit goes there)")


def _mistaken(board: kd.Board):
    def mistaken(out, grid: list, answer: list, start) -> None:
        broken = kd.contradiction(board, grid, now=True)
        if broken is not None and " twice" in broken[0]:  # a rule the position already breaks
            out.reason = broken[0]
            out.conflict = sorted(board.rc(i) for i in broken[1])
    return mistaken


def kakuro_genre(board: kd.Board) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Kakuro on
    ``board``: its state the flat grid itself, its rules :func:`rules`, its trial and guess :func:`trial` and
    :func:`guess`."""
    return Genre(board.rows, board.cols, rules=lambda grid: rules(board, grid),
                 trial=lambda grid, answer, deadline: trial(board, grid, answer, deadline),
                 guess=lambda grid, answer, deadline: guess(board, grid, answer),
                 apply=lambda grid, steps: _decide(board, grid, steps), state=lambda grid: grid,
                 givens=lambda: givens(board), read_start=lambda grid, start: read_start(board, grid, start),
                 answer=lambda result: [v if v else kd.CLUE for row in result.grid for v in row],
                 mistaken=_mistaken(board))


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Kakuro ``puzzle`` from its empty board, or from ``start`` (rows of digits, 0 undecided and on
    a clue cell): steps only when the puzzle has one answer and ``start`` agrees with it (else ``mistakes``);
    ``first``: the next step alone.  The deduction's rows write 0 on a clue cell.

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`)."""
    began = time.perf_counter()
    out = steploop.deduce(puzzle, kakuro_genre(kd.Board(puzzle)), start=start, deadline=deadline, first=first,
                          began=began)
    return steploop.walled(out, [[v is None for v in row] for row in puzzle.clues])


#: A Kakuro's deduction: its rows 0 on a clue cell (the grid genres' :class:`~.steploop.WalledDeduction`).
KakuroDeduction = steploop.WalledDeduction


__all__ = ["KakuroDeduction", "LONGEST_TRIAL", "chain", "deduce", "givens", "guess", "kakuro_genre", "nearby",
           "read_start", "rules", "trial"]
