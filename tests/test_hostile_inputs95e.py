"""Pass 95, part e: hints checked as a puzzle solver checks them.

No fault was found in this pass; these tests keep what was checked by hand and by script: the next step from a
player's correct partial position (not only from the givens) is true of the published answer and follows from
the premises it names alone, in every shading genre with hints; and a position with one wrong cell is told its
mistake, never stepped on from it.
"""

import importlib
import json
import random
from pathlib import Path

import pytest
from shading_steps import assert_follows, premise_state, published_record

import gridsat

DATA = Path(__file__).parent / "data" / "genres"
# (kind, published record, the answer's mark of a shaded cell)
CASES = [
    ("nurikabe", "pzprjs-test-5x5", "#"),
    ("hitori", "cspuz_rs-test-5x6", "#"),
    ("heyawake", "pzprjs-test-6x6", "#"),
    ("starbattle", "pzprjs-test-6x6", "*"),
    ("norinori", "cspuz_rs-test-6x6", "#"),
    ("lits", "pzprjs-test-4x4", "#"),
    ("lightup", "pzprjs-test-6x6", "*"),
]


def record(kind_name: str, name: str) -> dict:
    return next(r for r in json.loads((DATA / f"{kind_name}.json").read_text()) if r["name"] == name)


def partial(answer: list, given: list, seed: int, share: float) -> list:
    """``answer``'s values on a random ``share`` of the cells not given, 0 elsewhere (the givens left 0)."""
    rng = random.Random(seed)
    return [
        [v if given[r][c] == 0 and rng.random() < share else 0 for c, v in enumerate(row)]
        for r, row in enumerate(answer)
    ]


@pytest.mark.parametrize("kind_name, name, mark", CASES)
def test_the_next_step_from_a_partial_position_follows_from_its_premises(kind_name, name, mark):
    kind = gridsat.kinds.get(kind_name)
    logic = importlib.import_module(kind.deductions)
    puzzle, answer = published_record(kind, record(kind_name, name), mark)
    given = kind.given_position(puzzle)
    for seed, share in ((1, 0.2), (2, 0.5), (3, 0.8)):
        out = kind.hints(puzzle, start=partial(answer, given, seed, share), first=True)
        assert not out.mistakes
        for step in out.steps:
            assert all(answer[r][c] == v for (r, c), v in step.decided.items()), step.sentence
            if step.depth <= 1:
                assert_follows(logic, puzzle, step, premise_state(logic, puzzle, step, answer))


@pytest.mark.parametrize("kind_name, name, mark", CASES)
def test_one_wrong_cell_is_named_and_never_stepped_on(kind_name, name, mark):
    kind = gridsat.kinds.get(kind_name)
    puzzle, answer = published_record(kind, record(kind_name, name), mark)
    given = kind.given_position(puzzle)
    start = partial(answer, given, 4, 0.4)
    r, c = next((r, c) for r in range(puzzle.rows) for c in range(puzzle.cols) if given[r][c] == 0)
    start[r][c] = 3 - answer[r][c]
    out = kind.hints(puzzle, start=start, first=True)
    assert [tuple(m) for m in out.mistakes] == [(r, c)] and out.steps == []
