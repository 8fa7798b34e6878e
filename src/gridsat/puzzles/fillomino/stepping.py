"""Stepping through a Fillomino as a person would: each step decides cells by the simplest rule of
:mod:`.deductions` that decides one; where none does, a trial ("if r1c2 were 3, then ... a block would have too many
cells") on a cell of few candidates, its chain run near the cells it changed; where no trial works, a guess (the
answer's number, which the solver's uniqueness proof backs).  The one stepping loop of the grid genres
(:func:`~gridsat.puzzles.grid.steploop.deduce`) runs them; values in steps and grids are the numbers, 0 undecided.

Nothing here is trusted for the answer: the solver proves the answer unique, every step is compared with it (a
disagreement raises ``AssertionError``: a bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction, Step
from ..grid import steploop
from ..grid.steploop import Genre, late
from ..grid.trials import QUOTED, decide_steps, pruned, trial_sentence
from . import deductions as fd

#: The most rule steps a trial's chain takes before it gives that candidate up.
LONGEST_TRIAL = 30
#: Cells tried before the shortest trial found is taken; cells of more candidates than this are not tried.
TRIAL_CHOICES = 3
MOST_CANDIDATES = 6


def rules(board: fd.Board, grid: list, scope=None, most: int = 2) -> list:
    """The steps of the simplest rule (level ``most`` at most) that decides a cell of ``grid`` (flat, 0 undecided),
    looking at ``scope`` (flat cells; None: all); empty when none does."""
    bl = fd.Blocks(board, grid)
    for rule in fd.RULES:
        if rule.level > most:
            continue
        found = rule(board, grid, bl, scope)
        if found:
            return found
    return []


def _decide(board: fd.Board, grid: list, steps: list):
    """Decide the steps' cells in ``grid``: a contradiction ``(sentence, cells)`` when two steps disagree, else
    None.  A batch of one rule often finds a cell twice: a step keeps the cells it decides first, and one that
    decides none is dropped from ``steps`` (in place)."""
    return decide_steps(grid, board.cols, steps, lambda i, held, v: f"{board.name(i)} would be {held} and {v}")


def chain(board: fd.Board, grid: list, cell: int, value: int, deadline):
    """``(steps, contradiction, premise cells)`` of ``cell`` set to ``value`` in a copy of ``grid``: the rules run
    on the cells near those changed (:func:`~.deductions.nearby`) until a rule of the puzzle breaks, pruned to the
    steps it needs; None when none breaks within :data:`LONGEST_TRIAL` steps."""
    tried = list(grid)
    tried[cell] = value
    steps, changed = [], [cell]
    while len(steps) <= LONGEST_TRIAL and not late(deadline):
        scope = fd.nearby(board, tried, changed)
        broken = fd.contradiction(board, tried, scope)
        if broken is not None:
            index = {board.rc(i): i for i in range(len(grid))}
            return pruned(steps, broken, cell, grid.__getitem__, index.__getitem__)
        found = rules(board, tried, scope)[:1]
        if not found or _decide(board, tried, found) is not None:
            return None
        steps.extend(found)
        changed = [r * board.cols + c for step in found for r, c in step.decided]
    return None


def trial(board: fd.Board, grid: list, answer: list, deadline) -> Step | None:
    """A one-step trial: an undecided cell of :data:`MOST_CANDIDATES` candidates at most, fewest first, each of
    whose candidates but the answer's breaks a rule by a chain (:func:`chain`), the shortest of the first
    :data:`TRIAL_CHOICES` found, or a block's two ways (:func:`two_ways`) when its chain is no longer than theirs all
    together; None when there is none."""
    bl = fd.Blocks(board, grid)
    marks = {i: fd.candidates(board, grid, bl, i, MOST_CANDIDATES + 1)[0] for i, v in enumerate(grid) if not v}
    order = sorted((i for i in marks if len(marks[i]) <= MOST_CANDIDATES), key=lambda i: (len(marks[i]), i))
    best, found = None, 0
    for i in order:
        if late(deadline) or found >= TRIAL_CHOICES:
            break
        tried = []
        for v in marks[i]:
            if v == answer[i]:
                continue
            explained = chain(board, grid, i, v, deadline)
            if explained is None:
                break
            tried.append((v, explained))
        else:
            if answer[i] not in marks[i]:
                continue
            found += 1
            length = sum(len(steps) for _, (steps, _, _) in tried)
            if best is None or length < best[0]:
                best = (length, i, tried)
    block = two_ways(board, grid, bl, answer, deadline)  # (one candidate refuted: shorter to say, and taken when
    if best is None or block is not None and len(block.chain) <= best[0]:  # its chain is no longer)
        return block
    _, i, tried = best
    head = f"{board.name(i)} is {answer[i]}: "
    numbers, reasons = fd.candidates(board, grid, bl, i)
    words, premises = fd._reasons_said(board, bl, reasons)
    parts = [f"its candidates are {', '.join(map(str, numbers))} ({words})"]
    steps_of = []
    for v, (steps, broken, needed) in tried:
        parts.append(trial_sentence(board.name(i), str(answer[i]), str(v), steps, broken)[len(head):])
        steps_of += steps
        premises |= set(needed)
    premises |= {j for j in fd._around(board, grid, bl, fd.open_area(board, grid, bl, i)) if grid[j]}
    step = Step("trial", head + "; ".join(parts), {board.rc(i): answer[i]}, sorted(board.rc(j) for j in premises),
                max((s.level for s in steps_of), default=1), 1, steps_of)
    return step


def two_ways(board: fd.Board, grid: list, bl: fd.Blocks, answer: list, deadline) -> Step | None:
    """A one-step trial on a block that can grow through two cells alone: where its number in one of them breaks
    a rule by a chain (:func:`chain`), the block grows through the other; the shortest chain found, None when none
    works."""
    best = None
    for b, cells in enumerate(bl.cells):
        n = bl.number[b]
        if len(cells) >= n or late(deadline):
            continue
        ways = sorted({j for i in cells for j in board.near[i]
                       if not grid[j] and fd._barred(board, grid, bl, j, n) is None})
        if len(ways) != 2:
            continue
        for wrong, right in (ways, ways[::-1]):
            if answer[wrong] == n or answer[right] != n:
                continue
            explained = chain(board, grid, wrong, n, deadline)
            if explained is not None and (best is None or len(explained[0]) < len(best[3][0])):
                best = (b, wrong, right, explained)
    if best is None:
        return None
    b, wrong, right, (steps, broken, needed) = best
    n = bl.number[b]
    said = "; ".join(s.sentence.split(":")[0] for s in steps[:QUOTED]) + (
        f"; ... ({len(steps) - QUOTED} more)" if len(steps) > QUOTED else "")
    sentence = (f"{board.name(right)} is {n}: {bl.said(b, board)} has {len(bl.cells[b])} of its {n} cells and can "
                f"grow only into {board.name(wrong)} or {board.name(right)}; if {board.name(wrong)} were {n}, "
                + (f"then {said}, and " if steps else "") + broken)
    premises = fd._around(board, grid, bl, bl.cells[b]) | set(needed)
    return Step("trial", sentence, {board.rc(right): n}, sorted(board.rc(j) for j in premises if grid[j]),
                max((s.level for s in steps), default=1), 1, steps)


def guess(board: fd.Board, grid: list, answer: list) -> Step:
    """The answer's number of the first undecided cell of the fewest candidates (the solver's proof backs it)."""
    bl = fd.Blocks(board, grid)
    count = {i: len(fd.candidates(board, grid, bl, i, 4)[0]) for i, v in enumerate(grid) if not v}
    i = min(count, key=lambda i: (count[i], i))
    return Step("guess", f"{board.name(i)} is {answer[i]}: no rule and no one-step trial decides a number here; the "
                "solver proves no answer has another there (deeper than one step of look-ahead)",
                {board.rc(i): answer[i]}, sorted(board.rc(j) for j, v in enumerate(grid) if v), 4, 2)


def givens(puzzle) -> list:
    """The given numbers, flat, 0 elsewhere (and where a given is ``?``)."""
    return [v if isinstance(v, int) else 0 for row in puzzle.clues for v in row]


def read_start(puzzle, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of numbers, 0 undecided) into ``grid`` (the givens, flat).

    Raises:
        PuzzleInputError: another size, a value not 0 to the board's cells, or a given changed."""
    from ..grid.trials import merge_position

    merge_position(puzzle.rows, puzzle.cols, grid, start, {v: str(v) for v in range(1, puzzle.rows * puzzle.cols + 1)},
                   lambda i: f"it is given as {grid[i]}", "number")


def _mistaken(board: fd.Board):
    def mistaken(out, grid: list, answer: list, start) -> None:
        broken = fd.contradiction(board, grid, now=True) if not all(grid) else None
        if broken is not None:
            out.reason = broken[0]
            out.conflict = sorted(board.rc(i) for i in broken[1])
    return mistaken


def fillomino_genre(puzzle) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Fillomino
    ``puzzle``: its state the flat grid itself (0 undecided)."""
    board = fd.Board(puzzle.rows, puzzle.cols)
    return Genre(puzzle.rows, puzzle.cols, rules=lambda grid: rules(board, grid),
                 trial=lambda grid, answer, deadline: trial(board, grid, answer, deadline),
                 guess=lambda grid, answer, deadline: guess(board, grid, answer),
                 apply=lambda grid, steps: _decide(board, grid, steps), state=lambda grid: grid,
                 givens=lambda: givens(puzzle), read_start=lambda grid, start: read_start(puzzle, grid, start),
                 answer=lambda result: [v for row in result.grid for v in row], mistaken=_mistaken(board))


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Fillomino ``puzzle`` from its givens, or from ``start`` (rows of numbers, 0 undecided): steps
    only when the puzzle has one answer and ``start`` agrees with it (else ``mistakes``); ``first``: the next step
    alone.

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`)."""
    began = time.perf_counter()
    return steploop.deduce(puzzle, fillomino_genre(puzzle), start=start, deadline=deadline, first=first,
                           began=began)


__all__ = ["LONGEST_TRIAL", "chain", "deduce", "fillomino_genre", "givens", "guess", "read_start", "rules", "trial",
           "two_ways"]
