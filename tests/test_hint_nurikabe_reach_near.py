"""Nurikabe's trials read an island's reach only as far as their checks need (pass 95: a 50x50's short trials
searched its large islands' reach whole at every round, most of ``hint --steps``'s time): the stall's reach kept
where no cell shaded since lies within a step of it, a search paused at the island's number of cells and resumed
on demand, and a stall's path to an unshaded cell walked again instead of a search.  Each is checked here against
the whole board's reach, at random changes of real stalls (the steps of every published puzzle were compared
before and after with benchmarks/hint_steps_same.py)."""

import random
from collections import deque

import pytest

from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, State
from gridsat.puzzles.nurikabe.islands import _Islands, _Spreading, _spread, finish, islands, reach
from gridsat.puzzles.nurikabe.near import found_near, lost_near, nearby
from test_hint_trials_near_islands import _stall


def _looked_each_time(s: State, isl: _Islands, k: int, budget: int) -> tuple:
    """The reach as pass 94 searched it (every cell looked at again from each reached neighbour)."""
    g, near, label, owner, groups = s.grid, s.board.near, isl.label, isl.owner, isl.groups
    dist, stops, todo = dict.fromkeys(groups[k], 0), set(), deque(groups[k])
    while todo:
        i = todo.popleft()
        for nb in near[i]:
            if nb in dist:
                continue
            if g[nb] == SHADED:
                stops.add(nb)
                continue
            others = [a for x in [nb] + near[nb] if (a := label[x]) >= 0 and a != k and owner[a] != -1]
            if others:
                for a in others:
                    stops.update(groups[a])
                continue
            if dist[i] < budget:
                dist[nb] = dist[i] + 1
                todo.append(nb)
    return dist, stops


def _changes(rng, board, state, answer):
    """A trial's position from ``state``: 1-6 random cells and some of their neighbours decided (the answer's
    values mostly, else the other), and the cells changed."""
    trial, free = state.copy(), state.free()
    changed = rng.sample(free, rng.randint(1, min(6, len(free))))
    for cell in list(changed):
        changed += [nb for nb in board.near[cell] if not trial.grid[nb] and nb not in changed and rng.random() < .4]
    wrong = rng.random() < 0.5
    for cell in changed:
        trial.grid[cell] = answer[cell] if not wrong or rng.random() < 0.8 else 3 - answer[cell]
    return trial, changed


def _budget(board, isl, k):
    size = board.clue[isl.owner[k]]
    return board.n if not isinstance(size, int) else size - len(isl.groups[k])


@pytest.mark.parametrize("name,seed", [("janko-nurikabe-262_30x36", 1), ("janko-nurikabe-726_10x10", 0)])
def test_a_reach_paused_and_resumed_is_the_search_that_looks_at_each_cell_each_time(name, seed):
    """Paused at random sizes or cells and resumed, the reach of every numbered island holds the cells, in their
    order and with their distances, and the stops that pass 94's search found, at random changes of a stall."""
    _, board, answer, state = _stall("nurikabe", name, seed)
    rng, paused = random.Random(seed + 5), 0
    for _ in range(12):
        trial, _ = _changes(rng, board, state, answer)
        isl = _Islands(trial)
        for k in isl.order:
            if isl.owner[k] < 0:
                continue
            budget = _budget(board, isl, k)
            whole = _looked_each_time(trial, isl, k, budget)
            assert _spread(trial, isl, k, budget) == whole
            spreading = _Spreading(bytes(trial.grid), board, isl, k, budget)
            while not spreading.done:
                if rng.random() < 0.5:
                    spreading.run(upto=len(spreading.dist) + rng.randint(1, 9))
                else:
                    spreading.run(cell=rng.choice(list(whole[0])))
                paused += not spreading.done
                assert list(spreading.dist.items()) == list(whole[0].items())[:len(spreading.dist)]
            assert (spreading.dist, spreading.stops) == whole
    assert paused > 50


@pytest.mark.parametrize("name,seed,rounds", [("janko-nurikabe-262_30x36", 1, 120),
                                              ("janko-nurikabe-262_30x36", 3, 60),
                                              ("janko-nurikabe-726_10x10", 0, 150)])
def test_a_trials_reach_near_its_changes_is_the_whole_boards(name, seed, rounds):
    """At random changes of a stall: each island's reach the trial kept from the stall (none of its cells within
    a step of a cell shaded since, nor two of one unshaded since or of an island holding one) is the whole
    board's; a reach searched again and paused has the whole board's first cells and is short of the island's
    number exactly when the whole board's is; the first unshaded cell no island reaches (walking the stall's
    paths again, resuming a search only where one may be broken) is the whole board's; and the reach the round's
    rules then read is the whole board's."""
    logic, board, answer, state = _stall("nurikabe", name, seed)
    rng, kept, short, lost, cut = random.Random(seed + 21), 0, 0, 0, 0
    for _ in range(rounds):
        trial, changed = _changes(rng, board, state, answer)
        board.__dict__.pop("islands", None)
        whole = {owner: (dist, stops) for owner, _, dist, stops, _ in reach(trial)}
        reached = set().union(*(dist for dist, _ in whole.values()))
        first_lost = next((i for i in range(board.n) if trial.grid[i] == UNSHADED and i not in reached), None)
        board.__dict__.pop("islands", None)
        scope = nearby(board, changed)
        found, again = found_near(trial, scope)
        for owner, _, dist, stops, _ in found:
            size = board.clue[owner] if isinstance(board.clue[owner], int) else None
            if owner not in again:
                kept += 1
                assert (dist, stops) == whole[owner]
            else:
                assert list(dist.items()) == list(whole[owner][0].items())[:len(dist)]
                assert (size is not None and len(dist) < size) == (size is not None and len(whole[owner][0]) < size)
                cut += len(dist) < len(whole[owner][0])
            short += size is not None and len(dist) < size
        if not short:
            assert lost_near(trial, scope, found, again) == first_lost
            lost += first_lost is not None
        finish(board, islands(trial))
        assert {owner: (dist, stops) for owner, _, dist, stops, _ in reach(trial)} == whole
        short = 0
    assert kept > rounds and cut > rounds // 4 and lost > 0
