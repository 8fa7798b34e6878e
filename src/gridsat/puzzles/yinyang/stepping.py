"""Stepping through a Yin-Yang puzzle as a person would: each step uses the
simplest rule of :mod:`.deductions` that decides anything; where none does,
a one-step trial ("if r3c4 were white, ...: a contradiction"), explained by
the rules' own chain; where no trial works, a guess (the answer's colour of
one cell, which a search proves: the puzzle is unique).

Trials are found with the search kernel's propagation (its rules, in C;
where it refutes no cell, the Python rules, which add the patterns, try
the frontier cells themselves); each is then explained by the Python rules, its chain pruned to the
steps the contradiction needs, and its premises are the decided cells that
chain reads.  Nothing here is trusted for the answer: the steps are checked
against the unique answer the search proves (:func:`deduce`), and the
tests replay them.
"""

from __future__ import annotations

import time

from ...core.hints import SHORT_TRIAL, Deduction, as_they_are, fresh
from ...core.grid import as_rows
from ..grid.steploop import Genre, walk
from ..grid.trials import merge_position, pruned, trial_sentence
from ...core.compiled import loaded
from .deductions import LEVEL, NAMES, RULES, Geometry, State, contradiction, other
from .kernel import uniqueness

_kernel = loaded("gridsat.puzzles.yinyang._kernel", "a Yin-Yang hint or grade")  # missing: refused

#: The kernel's rules that match :data:`.deductions.RULES` (probing and the region check left out).
TRIAL_RULES = (_kernel.RULE_TRIPLE | _kernel.RULE_CHECKER | _kernel.RULE_BORDER | _kernel.RULE_REACH
               | _kernel.RULE_CUT | _kernel.RULE_TREE | _kernel.RULE_PARITY)
#: Failing trials compared for the shortest explanation.
TRIAL_CHOICES = 3
#: A later candidate's explanation stops past this many times the steps the best one took.
CAP = 2


def _left(deadline: float | None) -> float:
    return 3600.0 if deadline is None else max(deadline - time.perf_counter(), 0.0)


def propagate(state: State, deadline: float | None = None):
    """The kernel's fixpoint of :data:`TRIAL_RULES` from ``state``: a list of
    cell values, None on a contradiction, or ``"stopped"`` at the deadline."""
    code, grid = _kernel.propagate(bytes(state.grid), state.geo.rows, state.geo.cols, TRIAL_RULES, _left(deadline))
    return None if code == 1 else "stopped" if code == 2 else list(grid)


def _index(geo: Geometry, cell) -> int:
    return cell[0] * geo.cols + cell[1]


def apply(state: State, steps: list):
    """Decide the cells of ``steps`` in ``state``; a contradiction
    ``(sentence, cells)`` when two steps disagree about a cell, else None."""
    g, geo, by = state.grid, state.geo, {}
    for step in steps:
        for cell, value in step.decided.items():
            i = _index(geo, cell)
            if g[i] and g[i] != value:
                first = by.get(i)
                premises = [_index(geo, c) for c in step.premises + (first.premises if first else [])]
                return f"{geo.where(i)} would have to be both white and black", premises
            g[i] = value
            by.setdefault(i, step)
    return None


def next_rules(state: State, upto: int = 3, rules: tuple = RULES) -> list:
    """Every step of the simplest rule that decides something (empty: none
    does), trying ``rules`` (in order) up to level ``upto``."""
    for rule in rules:
        if LEVEL[rule.__name__] > upto:
            continue
        found = rule(state)
        if found:
            return found
    return []


def explain_trial(state: State, cell: int, value: int, deadline: float | None = None,
                  most_steps: int | None = None, upto: int = 3):
    """The chain showing that ``cell`` cannot be ``value`` in ``state``:
    ``(steps, contradiction sentence, premises, steps taken)`` with the
    steps pruned to those the contradiction needs (premises as cell
    indices), or None when the rules (of level ``upto`` at most) reach none
    (or take more than ``most_steps`` steps before the contradiction)."""
    geo = state.geo
    trial = state.copy()
    trial.grid[cell] = value
    chain = []
    for _ in range(geo.n + 1):
        broken = contradiction(trial, connected=False)
        if broken is None:
            found = next_rules(trial, upto=min(upto, 2))
            if not found:
                broken = contradiction(trial)
                found = [] if broken or upto <= 2 else next_rules(trial, upto)
                if not found and not broken:
                    return None
            if found:
                if time.perf_counter() > (deadline or float("inf")):
                    return None
                before = list(trial.grid)
                broken = apply(trial, found)  # a batch deciding one cell twice was quoted so: "if r5c8 were black, then
                # r5c9 is white; r5c9 is white"; each step keeps its new cells (all where two disagree: the
                # contradiction)
                chain.extend(found if broken is not None else fresh(found, before, geo.cols))
                if most_steps is not None and len(chain) > most_steps:
                    return None
        if broken is not None:
            return (*pruned(chain, broken, cell, lambda i: True, lambda c: _index(geo, c)), len(chain))
    return None


def _frontier_first(state: State) -> list:
    g, near = state.grid, state.geo.near
    free = [i for i, v in enumerate(g) if not v]
    return sorted(free, key=lambda i: not any(g[nb] for nb in near[i]))


def _rules_trial(state: State, answer: list, deadline: float | None = None):
    """The first frontier cell whose wrong colour the Python rules refute
    (where the kernel's propagation refutes none): ``(cell, explanation)``
    or None."""
    g, near = state.grid, state.geo.near
    for cell in _frontier_first(state):
        if time.perf_counter() > (deadline or float("inf")) or not any(g[nb] for nb in near[cell]):
            break
        explained = explain_trial(state, cell, other(answer[cell]), deadline)
        if explained is not None:
            return cell, explained
    return None


def _short_trial(state: State, answer: list, order: list, deadline: float | None):
    """The shortest *short local trial* (a chain of at most
    :data:`~gridsat.core.hints.SHORT_TRIAL` level-1 steps) of any cell in
    ``order`` the kernel refutes, ``(cell, explanation)``, or None.  Every
    such cell is tried: taking the first found, a board and the same board
    turned or mirrored graded differently (janko_010 hard or expert), as the
    trial shown decided whether a short one was seen."""
    best = None
    for cell in order:
        if time.perf_counter() > (deadline or float("inf")):
            return None
        wrong = other(answer[cell])
        probe = state.copy()
        probe.grid[cell] = wrong
        if propagate(probe, deadline) is not None:
            continue
        explained = explain_trial(state, cell, wrong, deadline, upto=1)
        if explained is not None and len(explained[0]) <= SHORT_TRIAL and (
                best is None or len(explained[0]) < len(best[1][0])):
            best = (cell, explained)
    return best


def trial_step(state: State, answer: list, deadline: float | None = None):
    """A one-step trial deciding a cell of ``state``: the shortest short
    local trial of the board (:func:`_short_trial`), else the one whose
    explanation is shortest among the first :data:`TRIAL_CHOICES` found,
    frontier cells first; or None when no single assumption fails."""
    geo, tried, order = state.geo, 0, _frontier_first(state)
    best = _short_trial(state, answer, order, deadline)
    for cell in order if best is None else ():
        if time.perf_counter() > (deadline or float("inf")) or tried >= TRIAL_CHOICES:
            break
        wrong = other(answer[cell])  # the answer's colour never fails: the rules are sound
        probe = state.copy()
        probe.grid[cell] = wrong
        if propagate(probe, deadline) is not None:
            continue
        tried += 1
        explained = explain_trial(state, cell, wrong, deadline, None if best is None else CAP * best[1][3])
        if explained is not None and (best is None or len(explained[0]) < len(best[1][0])):
            best = (cell, explained)
    if best is None:  # the patterns of .patterns and .borders go past the kernel's rules: try them directly
        best = _rules_trial(state, answer, deadline)
    if best is None:
        return None
    cell, (chain, sentence, premises, _) = best
    right = answer[cell]
    text = trial_sentence(geo.where(cell), NAMES[right], NAMES[other(right)], chain, sentence)
    step = geo.step("trial", text, {cell: right}, premises, max((s.level for s in chain), default=1))
    step.depth, step.chain = 1, chain
    return step


def guess_step(state: State, answer: list, deadline: float | None = None):
    """The answer's colour for the frontier cell whose colour lets the rules
    decide the most cells (a guess: deeper than a one-step trial)."""
    geo = state.geo
    order = _frontier_first(state)
    best, most = order[0], -1
    for cell in order:
        if time.perf_counter() > (deadline or float("inf")) or not any(state.grid[nb] for nb in geo.near[cell]):
            break
        probe = state.copy()
        probe.grid[cell] = answer[cell]
        after = propagate(probe, deadline)
        decided = sum(1 for v in after if v) if isinstance(after, list) else -1
        if decided > most:
            best, most = cell, decided
    right = answer[best]
    step = geo.step("guess", f"{geo.where(best)} is {NAMES[right]}: no rule and no one-step trial decides a cell "
                    f"here; the search proves no answer has it {NAMES[other(right)]} "
                    "(deeper than one step of look-ahead)",
                    {best: right}, [i for i, v in enumerate(state.grid) if v], 4)
    step.depth = 2
    return step


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Yin-Yang puzzle from its givens, or from ``start``.

    Args:
        puzzle: a :class:`~gridsat.puzzles.yinyang.rules.YinYangPuzzle`.
        start: a position to step on from (rows of 0 undecided / 1 white /
            2 black; given cells keep their colour), e.g. a player's
            progress; None: the givens.
        deadline: a :func:`time.perf_counter` value; the stepping stops there
            with ``complete=False``.
        first: stop after the first step (a hint).

    Returns:
        :class:`~gridsat.core.hints.Deduction`: steps only when the puzzle has
        exactly one answer and ``start`` agrees with it (else ``mistakes``).

    Raises:
        PuzzleInputError: ``start`` is not a grid of 0/1/2 the board's size.
        MemoryLimitError: the uniqueness proof's search would not fit the
            run's memory limit (:func:`~gridsat.core.memory.limited_to`).
    """
    from ...core.options import TimeUp, reading_under

    began = time.perf_counter()
    grid = [v for row in puzzle.givens for v in row]
    if start is not None:
        merge_position(puzzle.rows, puzzle.cols, grid, start, {1: NAMES[1], 2: NAMES[2]},
                       lambda i: f"the puzzle gives a {NAMES[grid[i]]} circle there")
    from ...core.options import SolverOptions
    from .search import _room

    _room(puzzle, SolverOptions(), 2)  # the proof's search weighed first, against the run's limit, as a solve's
    verdict = uniqueness(puzzle.givens, deadline=deadline)
    out = Deduction(verdict.verdict, grid=as_rows(grid, puzzle.rows, puzzle.cols))
    geo, out.complete = None, verdict.verdict != "unknown"
    try:
        with reading_under(deadline):  # no clock of its own: a 1000x1000 board's took 5 s of CPU past -t 3
            geo = Geometry(puzzle.rows, puzzle.cols) if verdict.verdict == "unique" else None
    except TimeUp:
        out.complete = False
    if geo is None:
        out.seconds = time.perf_counter() - began
        return out
    answer = [v for row in verdict.first for v in row]
    out.answer = [list(row) for row in verdict.first]
    out.mistakes = [geo.rc[i] for i, v in enumerate(grid) if v and v != answer[i]]
    state = State(geo, grid)
    broken = contradiction(state) if out.mistakes and not all(grid) else None  # the rule its cells break, as
    if broken is not None:  # Nurikabe's and Hitori's (a finished position: the checker's words, violations)
        out.reason, out.conflict = as_they_are(broken[0]), sorted({geo.rc[i] for i in broken[1]})
    return walk(out, yinyang_genre(geo), state, grid, answer, deadline, first, began, puzzle.name)


def yinyang_genre(geo: Geometry) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Yin-Yang on
    ``geo``: its rules :func:`next_rules` (each step keeping only the cells it decides anew), its trial and guess
    :func:`trial_step` and :func:`guess_step`, steps applied by :func:`apply`."""
    return Genre(geo.rows, geo.cols, rules=lambda state: fresh(next_rules(state), state.grid, geo.cols),
                 trial=trial_step, guess=guess_step, apply=apply)


__all__ = ["TRIAL_RULES", "apply", "deduce", "explain_trial", "guess_step", "next_rules", "propagate", "trial_step",
           "yinyang_genre"]
