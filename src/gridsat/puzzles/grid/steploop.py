"""The one stepping loop of every grid genre whose hints explain their steps:
the shading genres (:mod:`.stepping` runs a genre's ``deductions`` module),
Sudoku (:mod:`gridsat.puzzles.sudoku.stepping`) and Yin-Yang
(:mod:`gridsat.puzzles.yinyang.stepping`).

Each step is the simplest rule's (its steps all); where no rule decides a
cell, a one-step trial; where no trial works, a guess the solver's proof
of one answer backs; all under a deadline, Ctrl-C keeping the steps so far.
A genre gives the loop its parts (a :class:`Genre`): its rules, trial and
guess, how a step is applied to its state, and, for :func:`deduce`, its
givens, how a player's position is read into them, the answer's values and
what a mistaken position is told.  The loop is the same for every genre (a
future genre writes only its parts: a shading genre only its rules).

Nothing here is trusted for the answer: the solver proves the answer unique
(:func:`proven`), every step is compared with it (a disagreement raises
``AssertionError``: a bug), and the tests replay the steps and re-derive
each from its premises alone.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from ...core.grid import as_rows
from ...core.hints import Deduction, cut_by_ctrl_c


def late(deadline: float | None) -> bool:
    """Whether the :func:`time.perf_counter` ``deadline`` (None: none) has passed."""
    return deadline is not None and time.perf_counter() > deadline


def _unset(*_args, **_kwargs):  # a part the loop alone (walk) never asks for
    raise NotImplementedError("a part deduce needs: the genre's Genre does not give it")


@dataclass
class Genre:
    """A genre's parts of the stepping loop; cells are flat row-major indices
    (``r * cols + c``) in grids, ``(row, col)`` in steps.

    Attributes:
        rows, cols: the board's size.
        rules: ``rules(state) -> [Step]``, every step of the simplest rule
            that decides a cell (empty: none does).
        trial: ``trial(state, answer, deadline) -> Step | None``, a one-step
            trial deciding a cell (``answer`` flat), None when none works.
        guess: ``guess(state, answer, deadline) -> Step``, the answer's
            value of one cell (deeper than a trial; the solver's proof
            backs it).
        apply: ``apply(state, steps)``, deciding the steps' cells in
            ``state``: a contradiction ``(sentence, cells)`` when two steps
            disagree about a cell, else None.
        state: ``state(grid)``, the genre's state of the flat ``grid`` (the
            same list: the loop reads it as the steps decide cells).
        givens: ``givens()``, the starting grid (flat, 0 undecided).
        read_start: ``read_start(grid, start)``, a player's position merged
            into the givens in place (raising ``PuzzleInputError``).
        answer: ``answer(result)``, the proven answer (``result.grid``)
            as the grid's flat values.
        mistaken: ``mistaken(out, grid, answer, start)``, what a position
            with mistakes is told (``out.reason``, ``out.conflict``), or
            None for nothing more than ``out.mistakes``.
    """

    rows: int
    cols: int
    rules: Callable
    trial: Callable
    guess: Callable
    apply: Callable
    state: Callable = _unset
    givens: Callable = _unset
    read_start: Callable = _unset
    answer: Callable = _unset
    mistaken: Callable | None = None


def walk(out: Deduction, genre: Genre, state, grid: list, answer: list, deadline: float | None, first: bool,
         began: float, name: str = "") -> Deduction:
    """The steps from ``grid`` (flat, 0 undecided; ``state``'s, decided in place) to ``answer`` (flat), appended
    to ``out.steps``: the simplest rule's steps, else a trial, else a guess, each checked against ``answer``; none
    when ``out.mistakes`` holds any.  ``first``: the first step alone (a hint); ``deadline``: a
    :func:`time.perf_counter` value, the loop stops there with ``out.complete`` False; ``began``: when the work
    began (``out.seconds``); ``name``: the puzzle's, said in the error of a step the answer disagrees with.

    Returns: ``out``, its ``grid`` the rows the steps reached (Ctrl-C: :func:`~gridsat.core.hints.cut_by_ctrl_c`).

    Raises:
        AssertionError: a step contradicts the answer (a bug: every rule must hold in every answer).
    """
    rows, cols = genre.rows, genre.cols
    before = as_rows(list(grid), rows, cols)
    try:
        while not out.mistakes and not all(grid):
            if late(deadline):
                out.complete = False
                break
            found = genre.rules(state)
            if not found:
                step = genre.trial(state, answer, deadline)
                step = step or late(deadline) or genre.guess(state, answer, deadline)
                if late(deadline):  # a trial (or guess) whose search the deadline cut is the best seen so far, not
                    out.complete = False  # the one the whole search picks: a LITS cut by -t showed another trial
                    break  # as its 35th step than the run without -t (a trial 6 steps longer)
                found = [step]
            found = found[:1] if first else found
            broken = genre.apply(state, found)
            wrong = [s for s in found if any(answer[r * cols + c] != v for (r, c), v in s.decided.items())]
            if broken is not None or wrong:
                raise AssertionError(f"{name}: a step contradicts the answer: {(wrong or found)[0].sentence}")
            out.steps.extend(found)
            if first:
                break
    except KeyboardInterrupt:  # Ctrl-C: the steps so far
        return cut_by_ctrl_c(out, before, began)
    out.grid = as_rows(grid, rows, cols)
    out.seconds = time.perf_counter() - began
    return out


def deduce(puzzle, genre: Genre, *, start=None, deadline: float | None = None, first: bool = False,
           began: float | None = None) -> Deduction:
    """The steps of ``puzzle`` (its ``uniqueness`` proves the answer, :func:`proven`) from its givens, or from
    ``start`` (a player's position, read by ``genre.read_start``), by :func:`walk`: steps only when the puzzle
    has one answer and ``start`` agrees with it (else ``mistakes``, as ``(row, col)``, and what
    ``genre.mistaken`` tells).  ``began``: when the work began (a :func:`time.perf_counter` value; None: now).

    Raises:
        PuzzleInputError: ``start`` does not fit (the genre's ``read_start``).
    """
    began = time.perf_counter() if began is None else began
    grid = genre.givens()
    if start is not None:
        genre.read_start(grid, start)
    out, result = proven(puzzle, as_rows(grid, genre.rows, genre.cols), deadline, began)
    if out.verdict != "unique":
        return out
    answer = genre.answer(result)
    out.answer = as_rows(answer, genre.rows, genre.cols)
    out.mistakes = [divmod(i, genre.cols) for i, v in enumerate(grid) if v and v != answer[i]]
    if out.mistakes and genre.mistaken is not None:
        genre.mistaken(out, grid, answer, start)
    return walk(out, genre, genre.state(grid), grid, answer, deadline, first, began, puzzle.name)


class WalledDeduction(Deduction):
    """A :class:`~gridsat.core.hints.Deduction` of a board with cells no value goes in (a Kakuro's clue cells, the
    frame of a Skyscrapers' clues): its rows write 0 there, as those kinds' answers do, and ``white`` (rows of True
    on a cell that takes a value) says which cells it must decide to be solved."""

    @property
    def solved(self) -> bool:
        """As a Deduction's, the walls (0) left out: every white cell decided."""
        white = getattr(self, "white", None)
        if white is None or not self.grid or len(white) != len(self.grid):
            return Deduction.solved.fget(self)
        return (self.verdict in ("unique", "several") and not self.mistakes
                and all(v or not w for row, marks in zip(self.grid, white) for v, w in zip(row, marks)))


def walled(out: Deduction, white: list) -> WalledDeduction:
    """``out`` (stepped with a negative value on its walls) as a :class:`WalledDeduction`: its grid's and answer's
    walls written 0, ``white`` (rows of True on a cell that takes a value) kept."""
    for rows in (out.grid, out.answer):
        for row in rows or ():
            row[:] = [max(v, 0) for v in row]
    out.__class__ = WalledDeduction
    out.white = white
    return out


def proven(puzzle, rows: list, deadline: float | None, began: float) -> tuple:
    """``(deduction, result)``: the solver's proof of ``puzzle``'s answers (``puzzle.uniqueness`` within
    ``deadline``) and a :class:`~gridsat.core.hints.Deduction` of its verdict, its grid ``rows`` (the starting
    position); one of no answer holds the proof's reason, and one that is not ``unique`` is finished (the steps
    start only from a unique answer, ``result.grid``).  What every digit and shading genre's stepping shares.

    Raises:
        KeyboardInterrupt: Ctrl-C stopped the proof (not said as a time limit).
    """
    from ...core.options import SolverOptions
    from ...core.status import Uniqueness

    left = None if deadline is None else max(deadline - time.perf_counter(), 0.001)
    result = puzzle.uniqueness(options=SolverOptions(time_limit=left))
    if result.interrupted and result.uniqueness is not Uniqueness.NO_SOLUTION:  # Ctrl-C stopped the proof: it was
        raise KeyboardInterrupt  # said as 'the time limit ran out' (exit 1); one proven first was kept, not its reason
    verdict = {Uniqueness.UNIQUE: "unique", Uniqueness.NOT_UNIQUE: "not_unique",
               Uniqueness.NO_SOLUTION: "no_solution"}.get(result.uniqueness, "unknown")
    out = Deduction(verdict, grid=rows, interrupted=result.interrupted)
    if verdict == "no_solution":  # the proof's reason ("": sought, none found in time)
        out.reason = result.reason or ""
        out.conflict = [tuple(cell) for cell in getattr(result, "conflict", None) or ()]
    if verdict != "unique":
        out.complete = verdict != "unknown"
        out.seconds = time.perf_counter() - began
    return out, result


__all__ = ["Genre", "WalledDeduction", "deduce", "late", "proven", "walk", "walled"]
