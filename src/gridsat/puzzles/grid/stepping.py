"""Stepping through a shading puzzle as a person would, for any genre whose
deductions are written on :mod:`.hinting`: each step uses the simplest rule
that decides anything; where none does, a one-cell trial ("if r3c4 were
shaded, ...: a contradiction, so it is unshaded") explained by the rules'
own chain; where no trial works, a guess (the answer's value of one cell,
which the solver's uniqueness proof backs).  The loop is the one of every
grid genre (:mod:`.steploop`); :func:`shading_genre` gives it a shading
genre's parts, from its logic.

A genre's *logic* is a module (or any object) with:

- ``RULES``: functions ``State -> [Step]``, simplest first (levels of
  :mod:`gridsat.core.hints`), each sound in every answer of a puzzle with
  one answer, each step's premises enough to derive it again; a rule
  may say its steps' ``level`` (an attribute), and a trial's look-ahead of
  lower levels then never runs it (Norinori's ``placements``);
- ``contradiction(state)``: ``(sentence, cell indices)`` when the partial
  shading already breaks a rule, else None;
- ``givens(board)``: the starting grid (the cells the clues decide);
- optionally ``nearby(board, changed)``: the *scope* of the cells ``changed``
  (indices) since a stalled position (one where no rule decides a cell and
  ``contradiction`` is None), passed to ``contradiction(state, scope)`` and
  to each rule marked ``local`` (``rule(state, scope)``), which then look
  only at the rows, regions, cells... the scope names: what they find is
  all they would find on the whole board, as what the changed cells do not
  reach is as it was in the stalled position (where it found nothing).  A
  trial from a stalled position looks only near its assumption's chain
  (:func:`explain_trial`'s ``local``; a 36x54 Norinori's trials read the
  whole board at every round).

Nothing here is trusted for the answer: the solver proves the answer unique
(:meth:`~gridsat.puzzles.solvable.Solvable.uniqueness`), every step is
compared with it (a disagreement raises ``AssertionError``: a bug), and the
tests replay the steps and re-derive each from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import as_they_are, SHORT_TRIAL, Deduction, fresh
from . import steploop
from .hinting import NAMES, SHADED, UNSHADED, Board, State, apply, other
from .steploop import late as _late
from .trials import merge_position, pruned, trial_sentence

#: Failing trials compared for the shortest explanation.
TRIAL_CHOICES = 3
#: Rounds of rules a trial runs before it gives up on its assumption (a
#: trial a person follows is short; it also bounds the work of a failed one).
TRIAL_ROUNDS = 12


def next_rules(logic, state: State, upto: int | None = None, scope=None) -> list:
    """Every step of the simplest rule that decides something (empty: none
    does), trying the rules of level ``upto`` at most (None: all); a
    ``scope`` (see the module docstring) passed to the rules marked ``local``."""
    for rule in logic.RULES:
        if upto is not None and getattr(rule, "level", 1) > upto:  # a rule that says its level (Norinori's
            return []  # placements) is not run past ``upto``: a short trial's look-ahead ran it, to drop its steps
        found = fresh(rule(state) if scope is None or not getattr(rule, "local", False) else rule(state, scope),
                      state.grid, state.board.cols)
        if found:  # (the rules are functions without a level: a rule's steps carry it, and ``upto`` was ignored)
            return [] if upto is not None and max(s.level for s in found) > upto else found
    return []


def explain_trial(logic, state: State, cell: int, value: int, deadline: float | None = None,
                  rounds: int = TRIAL_ROUNDS, upto: int | None = None, local: bool = False):
    """The chain showing that ``cell`` cannot be ``value`` in ``state``:
    ``(steps, contradiction sentence, premises)``, the steps pruned to those
    the contradiction needs and the premises the decided cells they read
    (indices), or None when the rules (of level ``upto`` at most; None: all)
    reach no contradiction within ``rounds`` rounds.  ``local``: ``state``
    is stalled (see the module docstring) and the logic has ``nearby``; the
    rules then look only near the cells the trial decided (the same chain)."""
    board = state.board
    trial = state.copy()
    trial.grid[cell] = value
    chain: list = []
    index = board.index
    changed = [cell] if local else None
    for _ in range(min(board.n + 1, rounds)):
        scope = None if changed is None else logic.nearby(board, changed)
        broken = logic.contradiction(trial) if scope is None else logic.contradiction(trial, scope)
        if broken is None:
            if _late(deadline):
                return None
            found = next_rules(logic, trial, upto, scope)
            if not found:
                return None
            chain.extend(found)
            broken = apply(trial, found)
            if changed is not None:
                changed.extend(index[c] for s in found for c in s.decided)
        if broken is not None:
            return pruned(chain, broken, cell, state.grid.__getitem__, index.__getitem__)
    return None


def frontier_first(state: State) -> list:
    """The undecided cells, those next to a decided cell first."""
    g, near = state.grid, state.board.near
    return sorted(state.free(), key=lambda i: not any(g[nb] for nb in near[i]))


def _short_trial(logic, state: State, answer: list, order: list, deadline: float | None, local: bool = False):
    """The shortest *short local trial* (a chain of at most
    :data:`~gridsat.core.hints.SHORT_TRIAL` level-1 steps) of any cell in
    ``order`` next to a decided cell, ``(cell, explanation)``, or None.  Every such cell is tried: taking
    the first cells found, a board and the same board turned or mirrored
    graded differently (a Nurikabe 7x7 hard or expert, a 20x13 one trial or 27),
    as the trial shown decided whether a short one was seen."""
    best, g, near = None, state.grid, state.board.near
    for cell in order:
        if _late(deadline):
            return None
        if not any(g[nb] for nb in near[cell]):  # past the frontier (a set the same turned or mirrored): a
            break  # 30x36 board's every cell tried at each stall would be slow
        explained = explain_trial(logic, state, cell, other(answer[cell]), deadline, SHORT_TRIAL, upto=1, local=local)
        if explained is not None and len(explained[0]) <= SHORT_TRIAL and (
                best is None or len(explained[0]) < len(best[1][0])):
            best = (cell, explained)
    return best


def trial_step(logic, state: State, answer: list, deadline: float | None = None, stalled: bool = False):
    """A one-step trial deciding a cell of ``state``: the shortest short
    local trial of the board (:func:`_short_trial`), else the shortest
    explanation among the first :data:`TRIAL_CHOICES` found, frontier cells
    first; or None when no single assumption fails.  ``stalled``: no rule
    decides a cell of ``state`` (the trials then look only near their
    chains, where the logic says how: ``nearby``)."""
    board, found, order = state.board, 0, frontier_first(state)
    local = stalled and hasattr(logic, "nearby") and logic.contradiction(state) is None
    best = _short_trial(logic, state, answer, order, deadline, local)
    for cell in order if best is None else ():
        if _late(deadline) or found >= TRIAL_CHOICES:
            break
        explained = explain_trial(logic, state, cell, other(answer[cell]), deadline, local=local)
        if explained is None:
            continue
        found += 1
        if best is None or len(explained[0]) < len(best[1][0]):
            best = (cell, explained)
    if best is None:
        return None
    cell, (chain, sentence, premises) = best
    right = answer[cell]
    text = trial_sentence(board.where(cell), board.names[right], board.names[other(right)], chain, sentence)
    step = board.step("trial", text, {cell: right}, premises, max((s.level for s in chain), default=1))
    step.depth, step.chain = 1, chain
    return step


def guess_step(state: State, answer: list):
    """The answer's value of the first frontier cell (a guess: no rule and
    no one-step trial decides a cell; the solver's proof that the puzzle has
    one answer backs it)."""
    board = state.board
    cell = frontier_first(state)[0]
    right = answer[cell]
    step = board.step("guess", f"{board.where(cell)} is {board.names[right]}: no rule and no one-step trial decides "
                      f"a cell here; the solver proves no answer has it {board.names[other(right)]} ("
                      "deeper than one step of look-ahead)", {cell: right},
                      [i for i, v in enumerate(state.grid) if v], 4)
    step.depth = 2
    return step


def read_start(board: Board, grid: list, start, logic=None) -> None:
    """Merge a player's position ``start`` (rows of 0/1/2) into ``grid`` (the
    givens), in place, a given cell's words the genre's (``logic.given_words(board, i)``
    when it has them: why a given cell keeps its value).

    Raises:
        PuzzleInputError: another size, a value not 0/1/2, or a given cell
            the position changes (row and column from 1).
    """
    # a value named as the position writes it and as the genre's steps say it: a Light Up bulb on a wall was told
    # "r2c3 is shaded, but its clue 4 keeps it unshaded", no word of bulbs or walls
    names = {v: name if board.names[v] == name else f"{name} ({board.names[v]})" for v, name in NAMES.items()}
    words = getattr(logic, "given_words", None)
    merge_position(board.rows, board.cols, grid, start, names,
                   (lambda i: words(board, i)) if words else
                   (lambda i: f"its clue {board.clue[i]} keeps it {NAMES[grid[i]]}"))


def refuse_answer_grid(start, shaded: list, names=("unshaded", "shaded")) -> None:
    """Refuse a position that is the puzzle's answer as the solve's JSON writes it (1 shaded, 0 unshaded): read as a
    position (0 undecided, 1 unshaded), it was told "the position has 14 mistakes" -- every shaded cell.  ``names``:
    the genre's words for the two values (a Star Battle's was told "1 shaded, 0 unshaded", of stars)."""
    from ...core.errors import PuzzleInputError

    from .explained import SymbolRows

    flat = [v for row in start for v in row]
    if flat == shaded and not isinstance(start, SymbolRows):  # ('?', '.', '#' written: no solve's grid)
        raise PuzzleInputError(f"this is the puzzle's answer grid as a solve gives it (1 {names[1]}, 0 {names[0]}); "
                               f"a position writes 0 undecided, 1 {names[0]}, 2 {names[1]} (as a hint's grid)",
                               "position")


def deduce(puzzle, logic, *, start=None, deadline: float | None = None, first: bool = False,
           shaded_word: str = "shaded", unshaded_word: str = "unshaded", values=("unshaded", "shaded")) -> Deduction:
    """The steps of ``puzzle`` from its givens, or from ``start``.

    Args:
        puzzle: a :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle` of a
            shading genre (answers 1 shaded / 0 unshaded).
        logic: the genre's deductions (see the module docstring).
        start: a position (rows of 0 undecided / 1 unshaded / 2 shaded),
            e.g. a player's progress; None: the givens.
        deadline: a :func:`time.perf_counter` value; the stepping stops there
            with ``complete=False`` (the uniqueness proof too: ``unknown``).
        first: stop after the first step (a hint).
        shaded_word: what the genre's sentences call a shaded cell (Nurikabe: "sea").
        unshaded_word: what they call an unshaded cell (Star Battle: "empty", Light Up: "bulb-free").
        values: what a position calls values 1 and 2 (the kind's ``position_values``).

    Returns:
        :class:`~gridsat.core.hints.Deduction` (values 1 unshaded / 2
        shaded): steps only when the puzzle has exactly one answer and
        ``start`` agrees with it (else ``mistakes``).

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`).
    """
    began = time.perf_counter()
    board = Board(puzzle, shaded_word, unshaded_word)
    return steploop.deduce(puzzle, shading_genre(logic, board, values), start=start, deadline=deadline, first=first,
                           began=began)


def shading_genre(logic, board: Board, values=("unshaded", "shaded")) -> steploop.Genre:
    """The parts of the one stepping loop (:class:`~.steploop.Genre`) of a shading genre whose ``logic`` is its
    deductions (see the module docstring), on ``board``; ``values``: what a position calls values 1 and 2."""

    def mistaken(out, grid: list, answer: list, start) -> None:
        if start is not None:
            refuse_answer_grid(start, [int(v == SHADED) for v in answer], values)
            # which rule its cells already break, where they do: a Hitori's two shaded cells side by side were told
            # only "r1c2, r1c3 differ from the puzzle's only answer" (a finished position: the checker's words,
            # violations)
            broken = None if all(grid) else logic.contradiction(State(board, list(grid)))
            if broken is not None:
                out.reason, out.conflict = as_they_are(broken[0]), sorted({board.rc[i] for i in broken[1]})

    return steploop.Genre(
        board.rows, board.cols, rules=lambda state: next_rules(logic, state),
        trial=lambda state, answer, deadline: trial_step(logic, state, answer, deadline, stalled=True),
        guess=lambda state, answer, deadline: guess_step(state, answer), apply=apply,
        state=lambda grid: State(board, grid), givens=lambda: logic.givens(board),
        read_start=lambda grid, start: read_start(board, grid, start, logic),
        answer=lambda result: [SHADED if result.grid[r][c] else UNSHADED for r, c in board.rc], mistaken=mistaken)


__all__ = ["TRIAL_CHOICES", "TRIAL_ROUNDS", "deduce", "explain_trial", "frontier_first", "guess_step", "next_rules",
           "read_start", "shading_genre", "trial_step"]
