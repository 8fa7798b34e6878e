"""Nurikabe's cut rules in a trial from a stall read only what the trial's changes can have changed (sitting 10:
a 40x57's late trials ran ``sea_cut`` and ``island_needs`` on the whole board at every round, 27 of 32 s of a
trial step; its ``hint --steps`` unfinished in 300 s): ``sea_cut`` asks a graph of the undecided cells and the
areas of shaded cells whether it finds a step, ``island_needs`` looks only at the islands whose reach was
computed again.  Each is checked here against the whole board's rule at random changes of real stalls, early
(the givens' stall, a twentieth shown) and late (more of the answer shown: a hundred or two cells open); the steps
of every published Nurikabe were compared before and after with benchmarks/hint_steps_same.py."""

import functools
import random

import pytest

import gridsat
from gridsat.core.hints import fresh
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State, apply, shaded_cut_steps
from gridsat.puzzles.grid.stepping import next_rules
from gridsat.puzzles.nurikabe import deductions as logic
from gridsat.puzzles.nurikabe.near_cuts import needs_near, sea_parted
from test_hint_nurikabe_reach_near import _changes
from test_hint_steps_pinned import record


@functools.lru_cache(maxsize=None)
def _late(name: str, shown: float, seed: int) -> tuple:
    """``(board, answer, stall)``: the answer of the published ``name`` with a random ``shown`` part of its cells
    shown and the rules run until none decides a cell (kept: the tests copy the stall)."""
    rec = record("nurikabe", name)
    board = Board(gridsat.kinds.get("nurikabe").parse(rec["url"]), "sea")
    answer = [SHADED if ch == "#" else UNSHADED for row in rec["answer"] for ch in row]
    grid = logic.givens(board)
    for i in random.Random(seed).sample(range(board.n), int(board.n * shown)):
        grid[i] = answer[i]
    state = State(board, grid)
    while found := next_rules(logic, state):
        assert apply(state, found) is None
    assert logic.contradiction(state) is None
    return board, answer, state


def _said(steps, trial) -> list:
    return [s.to_json() for s in fresh(steps, trial.grid, trial.board.cols)]


#: ``(name, part shown, seed, rounds)``: the stalls (cells open: 356, 136, 268, the 10x10's givens' stall).
STALLS = [("janko-nurikabe-262_30x36", 0.05, 2, 80), ("janko-nurikabe-262_30x36", 0.3, 3, 80),
          ("janko-nurikabe-229_31x45", 0.05, 3, 80), ("janko-nurikabe-726_10x10", 0.0, 0, 120)]


@pytest.mark.slow  # (2.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name,shown,seed,rounds", STALLS)
def test_the_sea_is_parted_exactly_when_the_whole_boards_sea_cut_finds_a_step(name, shown, seed, rounds):
    """At random changes of a stall (the answer's values mostly, else the other: sea cut apart, islands joined),
    :func:`sea_parted` says whether the whole board's ``sea_cut`` finds a step, and the rule given the trial's
    scope finds the whole board's steps, in order, cells and words."""
    board, answer, state = _late(name, shown, seed)
    rng, parted, whole_free = random.Random(seed + 31), 0, 0
    for _ in range(rounds):
        trial, changed = _changes(rng, board, state, answer)
        board.__dict__.pop("islands", None)
        scope = logic.nearby(board, changed)
        whole = _said(shaded_cut_steps(trial, "sea_cut", lambda *words: ", ".join(words)), trial)
        assert sea_parted(trial, scope) == bool(whole), changed
        if logic.contradiction(trial) is None:
            board.__dict__.pop("islands", None)
            said = _said(logic.sea_cut(trial), trial)
            assert _said(logic.sea_cut(trial, logic.nearby(board, changed)), trial) == said, changed
        parted += bool(whole)
        whole_free += not whole
    assert rounds // 20 < parted < rounds - rounds // 20, (parted, whole_free)


@pytest.mark.parametrize("name,shown,seed,rounds", [  # (the 31x45: seconds on a loaded machine: the slow set)
    pytest.param(*s, marks=pytest.mark.slow) if "31x45" in s[0] else s for s in STALLS])
def test_the_islands_whose_reach_was_computed_again_find_every_island_needs_step(name, shown, seed, rounds):
    """At random changes of a stall, ``island_needs`` given the trial's scope (the islands whose reach was computed
    again) finds the whole board's steps, in order, cells and words; the islands it skips find none."""
    board, answer, state = _late(name, shown, seed)
    rng, stepped, skipped = random.Random(seed + 41), 0, 0
    for _ in range(rounds):
        trial, changed = _changes(rng, board, state, answer)
        board.__dict__.pop("islands", None)
        whole = _said(logic.island_needs(trial), trial)
        board.__dict__.pop("islands", None)
        scope = logic.nearby(board, changed)
        logic.contradiction(trial, scope)  # (as a trial's round: the reach kept from the stall where it holds)
        assert _said(logic.island_needs(trial, scope), trial) == whole, changed
        looked = {entry[0] for entry in needs_near(trial, scope)}
        skipped += len({entry[0] for entry in logic.reach(trial)} - looked)
        stepped += bool(whole)
    assert stepped > rounds // 20 and skipped > rounds
