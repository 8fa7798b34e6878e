"""The steps of the six shading genres' hints, pinned: a speed-up of the stepping (pass 88: rules that say their
level, Norinori's and Light Up's trials looking only near their chain, cheaper rules; pass 90: Heyawake's and Star
Battle's too) changed not a step -- each digest below is of the steps' JSON (rule, sentence, level, cells,
premises, chains) as the stepping wrote it before; and the shortcuts that speed-up takes hold: a rule that says its level makes only steps of that level, and a trial looking
near its chain alone finds what the whole board's rules find."""

import hashlib
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, Board, State, apply
from gridsat.puzzles.grid.stepping import explain_trial, next_rules

DATA = Path(__file__).parent / "data" / "genres"

# genre, published name: (steps, sha256 of their JSON, first 16 hex digits), measured on p88base before the speed-up
# (four measured again after pass 88a's words -- plurals, 'besides r6c6 (placed by an earlier step)' -- on 8fe25ffd, before
# the speed-up: benchmarks/hint_steps_same.py found every step of those puzzles the same after it)
PINNED = {
    ("hitori", "cspuz_rs-test-5x6"): (27, "ed019c54abe2efbf"),
    # pass 107a: Nurikabe's unreachable steps and trials cite the far numbers; the steps less their premises the same
    # (59f240ef8c66b2f0, e80ca2832a86bf90 before and after; were ba588b182c531656, 4f94bbf29b70ce7d)
    ("nurikabe", "janko-nurikabe-726_10x10"): (82, "894594722a7d8849"),
    ("nurikabe", "janko-nurikabe-758_11x11"): (74, "b0bf95272ad3afaa"),
    ("heyawake", "cspuz_rs-test-6x6"): (26, "102237c2dd6cfaaa"),
    ("heyawake", "janko-heyawake-12_10x10"): (61, "552c4601a4fab0ed"),
    ("norinori", "cspuz_rs-test-6x6"): (22, "cd4cfa704a1d76d1"),
    ("norinori", "janko-norinori-1_10x10"): (53, "d6e6f7c3075ccaaf"),
    ("starbattle", "janko-sternenschlacht-018-5x5"): (21, "3c23efec9f3bc226"),  # pass 90: two trials' words only
    # ("would hold at most 0 of its 1 star" is "would have no place left for its 1 star"; was 4f55db7983ba3350)
    ("starbattle", "janko-sternenschlacht-009-10x10"): (76, "31b98bdfae676439"),
    ("starbattle", "janko-sternenschlacht-059-11x11"): (64, "567422fa98925f1a"),
    ("lightup", "cspuz-test-10x10"): (44, "52c3e03c000c0537"),
}


def record(genre: str, name: str) -> dict:
    return next(r for r in json.loads((DATA / f"{genre}.json").read_text()) if r["name"] == name)


def logic_of(genre: str):
    import importlib

    return importlib.import_module(f"gridsat.puzzles.{genre}.deductions")


@pytest.mark.parametrize("genre,name", sorted(PINNED))
def test_the_steps_are_the_ones_pinned_and_each_says_its_rules_level(genre, name):
    kind = gridsat.kinds.get(genre)
    out = kind.hints(kind.parse(record(genre, name)["url"]))
    said = json.dumps([s.to_json() for s in out.steps], sort_keys=True).encode()
    assert (len(out.steps), hashlib.sha256(said).hexdigest()[:16]) == PINNED[genre, name]
    levels = {rule.__name__: getattr(rule, "level", 1) for rule in logic_of(genre).RULES}
    for step in out.steps:
        for one in [step] * (step.depth == 0) + step.chain:  # (a trial's chain: rule steps)
            assert one.level == levels[one.rule], one.sentence


def stalled(logic, board: Board, answer: list, seed: int) -> State:
    """A position of ``answer`` (flat position values) with a random twentieth of its cells shown (seed 0: none)
    and the rules run on it until none decides a cell (a stall, where the trials start)."""
    rng = random.Random(seed)
    grid = logic.givens(board)
    for i in rng.sample(range(board.n), board.n // 20 if seed else 0):
        grid[i] = answer[i]
    state = State(board, grid)
    while found := next_rules(logic, state):
        assert apply(state, found) is None
    assert logic.contradiction(state) is None
    return state


def local_rules_agree(logic, board, state: State, most_changed: int, on_share: float, on: int, off: int) -> None:
    """120 random changes of 1 to ``most_changed`` open points of the stall ``state`` (each ``on`` with chance
    ``on_share``, else ``off``): the contradiction near the changes is the whole board's, and where there is none
    each rule marked ``local`` says near them what it says on the whole board (the loop genres' lattices)."""
    from gridsat.core.hints import fresh

    local = [rule for rule in logic.RULES if getattr(rule, "local", False)]
    rng, free, said, broken = random.Random(3), state.free(), set(), 0
    for _ in range(120):
        trial = state.copy()
        changed = rng.sample(free, rng.randint(1, most_changed))
        for point in changed:
            trial.grid[point] = on if rng.random() < on_share else off
        scope = logic.nearby(board, changed)
        whole = logic.contradiction(trial)
        assert logic.contradiction(trial, scope) == whole
        broken += whole is not None
        if whole is None:
            for rule in local:
                near = fresh(rule(trial, scope), trial.grid, board.cols)
                assert [s.to_json() for s in near] == [s.to_json() for s in fresh(rule(trial), trial.grid, board.cols)]
                said.update(s.rule for s in near)
    assert broken > 4 and len(said) > 4


@pytest.mark.parametrize("genre,name,mark,seed", [("norinori", "janko-norinori-170_24x32", "#", 1),
                                                  ("lightup", "janko-akari-109-20x36", "*", 0)])
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find(genre, name, mark, seed):
    near_is_whole(genre, name, mark, seed)


def near_is_whole(genre: str, name: str, mark: str, seed: int) -> None:
    """30 random cells of a stall of the published ``name`` (``mark`` its answer's shaded cells), each tried
    wrong (short and full look-ahead) and right: the trial near its chain says what the whole board's says."""
    kind, logic = gridsat.kinds.get(genre), logic_of(genre)
    rec = record(genre, name)
    board = Board(kind.parse(rec["url"]))
    answer = [SHADED if ch == mark else 3 - SHADED for row in rec["answer"] for ch in row]
    trials_agree(logic, board, answer, stalled(logic, board, answer, seed), seed)


def trials_agree(logic, board: Board, answer: list, state: State, seed: int, count: int = 30) -> None:
    """``count`` random cells of the stall ``state`` of ``answer`` each tried wrong (short and full look-ahead)
    and right: the trial near its chain says what the whole board's says."""
    free = state.free()
    assert len(free) > 40  # (a stall with much of the board open)
    failed = 0
    for cell in random.Random(seed).sample(free, count):
        for value, upto, rounds in ((3 - answer[cell], 1, 10), (3 - answer[cell], None, 12), (answer[cell], 1, 10)):
            whole = explain_trial(logic, state, cell, value, rounds=rounds, upto=upto)
            near = explain_trial(logic, state, cell, value, rounds=rounds, upto=upto, local=True)
            said = [None if x is None else ([s.to_json() for s in x[0]], x[1], x[2]) for x in (whole, near)]
            assert said[0] == said[1], (board.where(cell), value)
            failed += whole is not None
    assert failed > count // 6  # (contradictions were reached, not only trials that fizzle out)
