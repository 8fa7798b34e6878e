"""Kurotto's trials read only the numbers their changes can reach (:func:`gridsat.puzzles.kurotto.reading.numbers_in`):
from a stalled position of a small board (every shading of it enumerated for its answers, never the solver), every
one-cell assumption run round by round finds with the scope exactly the steps and the contradiction it finds reading
every number; and the published boards' steps are the ones measured before the scope."""

from __future__ import annotations

import random

import pytest

from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State, apply
from gridsat.puzzles.grid.stepping import next_rules
from gridsat.puzzles.kurotto import deductions as logic
from test_hints_kurotto import _answers, _boards, _puzzle, _value


def _stalled(board, grid):
    """Whether no rule decides a cell of ``grid`` and it breaks no rule (a position a trial may read near)."""
    state = State(board, grid)
    return logic.contradiction(state) is None and not next_rules(logic, state)


def _rounds(board, grid, cell, value, local):
    """The steps and the contradiction of each round of assuming ``cell`` is ``value``, read near the changes
    (``local``) or on the whole board."""
    trial = State(board, grid[:])
    trial.grid[cell] = value
    changed, said = [cell], []
    for _ in range(board.n + 1):
        scope = logic.nearby(board, changed) if local else None
        broken = logic.contradiction(trial, scope)
        said.append(("broken", broken))
        if broken is not None:
            break
        found = next_rules(logic, trial, None, scope)
        said.append(sorted((s.rule, s.sentence) for s in found))
        if not found or apply(trial, found) is not None:
            break
        changed.extend(board.index[c] for s in found for c in s.decided)
    return said


def _positions(clues, rng, tries):
    """Stalled positions of ``clues``: the givens, and cells decided as one answer has them (or at random where
    the board has no answer) then the rules run until they stall."""
    board, answers = Board(_puzzle(clues)), _answers(clues)
    out = []
    for k in range(tries):
        grid = logic.givens(board)
        if k:
            mask = rng.choice(answers) if answers else None
            for i in rng.sample(range(board.n), rng.randrange(board.n // 2 + 1)):
                grid[i] = grid[i] or (_value(mask, i) if mask is not None else rng.choice((SHADED, UNSHADED)))
        state = State(board, grid)
        while logic.contradiction(state) is None and (found := next_rules(logic, state)):
            if apply(state, found) is not None:
                break
        if _stalled(board, state.grid) and state.free():
            out.append(state.grid)
    return board, out


@pytest.mark.parametrize("seed, sizes", [(seed, ((3, 3), (3, 4))) for seed in range(3)]
                         + [pytest.param(seed, ((4, 4),), marks=pytest.mark.slow) for seed in range(3)])
def test_a_trial_near_its_changes_finds_what_it_finds_on_the_whole_board(seed, sizes):
    rng, compared = random.Random(seed), 0
    for clues in _boards(10, 300 + seed, sizes):
        board, positions = _positions(clues, rng, 4)
        for grid in positions:
            for cell in [i for i, v in enumerate(grid) if not v]:
                for value in (SHADED, UNSHADED):
                    assert _rounds(board, grid, cell, value, True) == _rounds(board, grid, cell, value, False), (
                        clues, grid, cell, value)
                    compared += 1
    assert compared > 50
