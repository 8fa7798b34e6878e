"""Nurikabe's and LITS's trials from a stall look only near their chain (pass 92: their every round read the whole
board, a 40x57 LITS's ``hint --steps`` unfinished in 400 s): what they find is what the whole board's rules and
contradictions find, step for step (the steps of every published puzzle were compared before and after with
benchmarks/hint_steps_same.py)."""

import functools
import random

import pytest

import gridsat
from gridsat.core.hints import fresh
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board
from test_hint_steps_pinned import logic_of, record, stalled, trials_agree


@functools.lru_cache(maxsize=None)
def _stall(genre: str, name: str, seed: int) -> tuple:
    """``(logic, board, answer, stall)`` of the published ``name`` (kept: the tests share it and copy the stall)."""
    logic = logic_of(genre)
    rec = record(genre, name)
    board = Board(gridsat.kinds.get(genre).parse(rec["url"]))
    answer = [SHADED if ch == "#" else UNSHADED for row in rec["answer"] for ch in row]
    return logic, board, answer, stalled(logic, board, answer, seed)


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("genre,name,seed,count", [("nurikabe", "janko-nurikabe-827_13x20", 0, 30),
                                                   ("lits", "janko-lits-29_31x45", 0, 12)])
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find(genre, name, seed, count):
    trials_agree(*_stall(genre, name, seed), seed, count)


def _said(steps) -> list:
    return [s.to_json() for s in steps]


@pytest.mark.slow  # (2.0 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("genre,name,seed,rounds", [("nurikabe", "janko-nurikabe-262_30x36", 1, 80),
                                                    ("nurikabe", "janko-nurikabe-726_10x10", 0, 300),
                                                    ("lits", "janko-lits-29_31x45", 0, 60),
                                                    ("lits", "cspuz_rs-test-10x10", 0, 150)])
def test_every_rule_and_the_contradiction_near_random_changes_say_what_the_whole_board_says(genre, name, seed,
                                                                                             rounds):
    """Random changes of 1-6 cells of a stall and some of their neighbours (the answer's values mostly, else the
    other: islands joined, sea cut apart, tetrominoes misplaced): ``contradiction(state, scope)`` is the whole
    board's, and each rule marked local finds the whole board's new steps, in order, cells and words."""
    logic, board, answer, state = _stall(genre, name, seed)
    rng, free, broken, stepped = random.Random(seed + 11), state.free(), 0, 0
    local = [rule for rule in logic.RULES if getattr(rule, "local", False)]
    for _ in range(rounds):
        trial = state.copy()
        changed = rng.sample(free, rng.randint(1, min(6, len(free))))
        for cell in list(changed):
            changed += [nb for nb in board.near[cell] if not trial.grid[nb] and nb not in changed and rng.random() < .4]
        wrong = rng.random() < 0.5
        for cell in changed:
            trial.grid[cell] = answer[cell] if not wrong or rng.random() < 0.8 else 3 - answer[cell]
        scope = logic.nearby(board, changed)
        board.__dict__.pop("islands", None)  # (Nurikabe's islands and reach of a position, kept: each computed anew)
        near = logic.contradiction(trial, scope)
        board.__dict__.pop("islands", None)
        whole = logic.contradiction(trial)
        assert near == whole, changed
        broken += whole is not None
        for rule in local if whole is None else ():
            said = _said(fresh(rule(trial), trial.grid, board.cols))
            board.__dict__.pop("islands", None)
            assert _said(fresh(rule(trial, scope), trial.grid, board.cols)) == said, (rule.__name__, changed)
            stepped += bool(said)
    assert rounds // 10 < broken < rounds - rounds // 10 and stepped > rounds // 10


def test_islands_grown_from_a_stalls_are_the_whole_boards_search():
    """Nurikabe's islands of a trial's position, grown from the stall's (the areas the cells unshaded since join
    searched again), are the whole board's search: each area's cells in the same order, its key, its number, and
    the order of the areas; on random changes of a stall of the 30x36 janko 262."""
    from gridsat.puzzles.nurikabe.islands import _Islands

    _, board, _, state = _stall("nurikabe", "janko-nurikabe-262_30x36", 1)
    before, rng, free, joined = _Islands(state), random.Random(4), state.free(), 0
    shore = [i for i in free if any(state.grid[nb] == UNSHADED for nb in board.near[i])]  # (joining islands)
    for _ in range(300):
        trial = state.copy()
        changed = rng.sample(rng.choice((free, shore)), rng.randint(1, 8))
        for cell in changed:
            trial.grid[cell] = UNSHADED if rng.random() < 0.7 else SHADED
        grown, whole = before.grown(trial, changed), _Islands(trial)
        assert (grown.label, grown.groups, grown.owner, grown.order) == \
            (whole.label, whole.groups, whole.owner, whole.order)
        joined += len(whole.order) < len(before.order)
    assert joined > 40
