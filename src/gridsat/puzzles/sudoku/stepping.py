"""Stepping through a Sudoku as a person would: each step decides a digit by
the simplest technique of :mod:`.deductions` that decides one (the singles;
else eliminations, simplest first, until a single appears: the step names
each elimination it needs); where none does, a trial ("if r1c2 were 4, then
singles lead to a contradiction"); where no trial works, a guess (the
answer's digit, which the solver's uniqueness proof backs).

Nothing here is trusted for the answer: the solver proves the answer unique,
every step is compared with it (a disagreement raises ``AssertionError``: a
bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction, Step
from ..grid import steploop
from ..grid.steploop import Genre, late as _late
from ..grid.trials import pruned, trial_sentence
from .marks import Layout

#: Rounds of singles a trial runs before it gives up on its assumption.
TRIAL_ROUNDS = 12
#: Cells whose trials all succeed compared for the shortest explanation.
TRIAL_CHOICES = 3


def as_step(lay: Layout, single) -> Step:
    """A :class:`~gridsat.core.hints.Step` of a :class:`~.deductions.Single`: its rule the hardest elimination it
    needs (the single's own when none), its sentence the single's, then each elimination in the order found."""
    moves = single.why.via
    hardest = max(moves, key=lambda m: (m.level, m.order)) if moves else None
    sentence = single.sentence + ("; found once these are struck out: " + "; then ".join(m.sentence for m in moves)
                                  if moves else "")
    premises = sorted(lay.rc[j] for j in single.why.premises)
    return Step(hardest.rule if hardest else single.rule, sentence, {lay.rc[single.cell]: single.digit}, premises,
                hardest.level if hardest else lay.levels[single.rule])


def next_steps(lay: Layout, grid: list, upto: int = 3, marks=None) -> list:
    """The steps of the simplest technique that decides a digit of ``grid`` (flat, 0 empty), eliminations of level
    ``upto`` at most; empty when none does.  ``marks``: the grid's :class:`~.marks.Marks` when made already (they
    are struck further)."""
    marks = marks or lay.marks(grid)
    found = lay.singles(marks)
    order = 0
    while not found and upto >= 2:
        if not lay.eliminate(marks, order):
            break
        order += 1
        found = lay.singles(marks)
        if found and max((m.level for s in found for m in s.why.via), default=1) > upto:
            return []
        # one single of those the eliminations found: another's sentence names the empty cells its eliminations
        # read, one of which the first may decide ("r6c6 cannot be 2" beside r6c6 shown 9); the next round finds it anew
        found = found[:1]
    seen, out = set(), []
    for single in found:
        if single.cell not in seen:
            seen.add(single.cell)
            out.append(as_step(lay, single))
    return out


def chain(lay: Layout, grid: list, cell: int, digit: int, upto: int = 1, rounds: int = TRIAL_ROUNDS):
    """``(steps, contradiction sentence, premise indices)``: the steps of techniques of level ``upto`` at most (1:
    singles) from ``grid`` with ``cell`` set to ``digit`` until a contradiction, pruned to what it needs; None when
    none comes within ``rounds`` rounds."""
    trial = list(grid)
    trial[cell] = digit
    found_steps: list = []
    for _ in range(rounds):
        marks = lay.marks(trial)
        broken = marks.contradiction()
        if broken is not None:
            index = {rc: i for i, rc in enumerate(lay.rc)}
            return pruned(found_steps, broken, cell, grid.__getitem__, index.__getitem__)
        found = next_steps(lay, trial, upto, marks)
        if not found:
            return None
        found_steps.extend(found)
        for step in found:
            for (r, c), v in step.decided.items():
                trial[lay.flat((r, c))] = v
    return None


def trial_step(lay: Layout, grid: list, answer: list, deadline: float | None):
    """A one-step trial: the cell, fewest candidates first, each of whose other digits meets a contradiction by
    singles (the layout's ``trial_upto``: techniques up to that level), with the shortest chains
    among the first :data:`TRIAL_CHOICES` found; None when there is none (trials
    whose chains use eliminations too were tried: on the hardest published puzzles they spared one guess in four and
    took three times as long)."""
    return _trial(lay, grid, answer, deadline, lay.trial_upto)


def _trial(lay: Layout, grid: list, answer: list, deadline: float | None, upto: int):
    marks = lay.marks(grid)
    order = sorted((i for i, v in enumerate(grid) if not v), key=lambda i: (len(marks.cand[i]), i))
    best, found = None, 0
    for i in order:
        if _late(deadline) or found >= TRIAL_CHOICES or (best and len(marks.cand[i]) > 2 and found):
            break
        tried = []
        for d in sorted(marks.cand[i] - {answer[i]}):
            explained = chain(lay, grid, i, d, upto)
            if explained is None:
                break
            tried.append((d, explained))
        else:
            found += 1
            length = sum(len(steps) for _, (steps, _, _) in tried)
            if best is None or length < best[0]:
                best = (length, i, tried)
    if best is None:
        return None
    _, i, tried = best
    # the digits its peers hold are no candidates, never tried: those peers are premises too
    parts, steps_of, premises = [], [], set(marks.struck([i], range(1, lay.n + 1)).premises)
    head = f"{lay.name(i)} is {answer[i]}: "
    for d, (steps, broken, needed) in tried:  # (each other digit's part as the shading genres' trials say theirs)
        parts.append(trial_sentence(lay.name(i), str(answer[i]), str(d), steps, broken)[len(head):])
        steps_of += steps
        premises |= set(needed)
    step = Step("trial", head + "; ".join(parts), {lay.rc[i]: answer[i]},
                sorted(lay.rc[j] for j in premises), max((s.level for s in steps_of), default=1))
    step.depth, step.chain = 1, steps_of
    return step


def guess_step(lay: Layout, grid: list, answer: list) -> Step:
    """The answer's digit of the empty cell with the fewest candidates (a guess the uniqueness proof backs)."""
    marks = lay.marks(grid)
    i = min((i for i, v in enumerate(grid) if not v), key=lambda i: (len(marks.cand[i]), i))
    word = lay.value_word
    step = Step("guess", f"{lay.name(i)} is {answer[i]}: no technique and no one-step trial decides a {word} here; "
                f"the solver proves no answer has another {word} there (deeper than one step of look-ahead)",
                {lay.rc[i]: answer[i]}, sorted(lay.rc[j] for j, v in enumerate(grid) if v > 0), 4)
    step.depth = 2
    return step


def read_start(lay: Layout, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of digits, 0 empty) into ``grid`` (the givens, flat), in place.

    Raises:
        PuzzleInputError: another size, a value no digit of the board, or a given changed.
    """
    from ..grid.trials import merge_position

    merge_position(lay.n, lay.n, grid, start, {d: str(d) for d in range(1, lay.n + 1)},
                   lambda i: f"it is given as {grid[i]}")


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Sudoku ``puzzle`` from its givens, or from ``start`` (rows of digits, 0 empty): steps only
    when the puzzle has one answer and ``start`` agrees with it (else ``mistakes``); ``first``: the next step alone
    (the one stepping loop of every grid genre, :func:`~gridsat.puzzles.grid.steploop.deduce`).

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`).
    """
    began = time.perf_counter()
    return steploop.deduce(puzzle, sudoku_genre(Layout(puzzle.n), puzzle), start=start, deadline=deadline,
                           first=first, began=began)


def decide(lay: Layout, grid: list, steps: list) -> None:
    """Write the steps' digits into ``grid`` (flat, :meth:`~.marks.Layout.flat`), in place."""
    for step in steps:
        for (r, c), v in step.decided.items():
            grid[lay.flat((r, c))] = v


def told_mistakes(lay: Layout):
    """What a position with mistakes on ``lay`` is told: the rule it already breaks (a digit twice in a unit), if
    any, as the stepping loop's ``mistaken`` part."""
    def mistaken(out, grid: list, answer: list, start) -> None:
        broken = None if all(grid) else lay.marks(grid).contradiction()  # (a finished one: the checker's words)
        if broken is not None and any(w in broken[0] for w in lay.broken_words):  # a rule it already breaks
            out.reason = broken[0].replace(" would hold ", " holds ").replace(" would have ", " have ")
            out.conflict = sorted(lay.rc[i] for i in broken[1])
    return mistaken


def sudoku_genre(lay: Layout, puzzle):
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Sudoku ``puzzle``
    on ``lay``: its state the flat grid itself (0 empty), its rules :func:`next_steps`, its trial and guess
    :func:`trial_step` and :func:`guess_step`."""
    return Genre(lay.n, lay.n, rules=lambda grid: next_steps(lay, grid),
                 trial=lambda grid, answer, deadline: trial_step(lay, grid, answer, deadline),
                 guess=lambda grid, answer, deadline: guess_step(lay, grid, answer),
                 apply=lambda grid, steps: decide(lay, grid, steps), state=lambda grid: grid,
                 givens=lambda: [v or 0 for row in puzzle.clues for v in row],
                 read_start=lambda grid, start: read_start(lay, grid, start),
                 answer=lambda result: [v for row in result.grid for v in row], mistaken=told_mistakes(lay))


__all__ = ["TRIAL_ROUNDS", "chain", "decide", "deduce", "guess_step", "next_steps", "sudoku_genre", "told_mistakes",
           "trial_step"]
