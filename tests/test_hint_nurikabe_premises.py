"""Nurikabe's steps that call a cell out of every island's reach cite every number they rest on (pass 106e: the
``unreachable`` steps and the trials ending "... could not be reached by any island" left the numbers too far away
out of their premises, so they did not follow from the cells they cite).  A checker of its own, not the rule's
search, derives each such step again from its premises alone: a cited number's island holds the cited unshaded
cells joined to it and grows, one cell at a time, never onto cited sea nor beside another cited number's island,
to its number of cells at most; a number not cited may be any size.  Run over the steps of every published
Nurikabe (tests/data/genres/nurikabe.json; the larger boards are marked slow), trials' chains included."""

import json
import re
from collections import deque
from pathlib import Path

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, other

RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / "nurikabe.json")
                                            .read_text())}
LOST = re.compile(r"the unshaded r(\d+)c(\d+) could not be reached by any island$")
SLOW = ("janko-nurikabe-690_50x50", "janko-nurikabe-1055_40x57", "janko-nurikabe-229_31x45",
        "janko-nurikabe-262_30x36")


def reachers(puzzle, world: dict, cell: tuple) -> list:
    """The numbers (their cells) whose island could hold ``cell`` as far as ``world`` (``{(r, c): value}``, the
    cells a step cites) tells: a breadth-first search from each number's cited island, never onto cited sea, nor
    onto or beside another cited number's island, within its number of cells; a number not cited (or a ``?``)
    with no limit.  Empty: the cell is out of every island's reach."""
    rows, cols = puzzle.rows, puzzle.cols

    def near(rc):
        r, c = rc
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= r + dr < rows and 0 <= c + dc < cols]

    label, isles = {}, []  # the cited unshaded cells' areas, each with the cited numbers in it
    for start in (rc for rc, v in world.items() if v == UNSHADED):
        if start in label:
            continue
        label[start], part, todo = len(isles), [start], [start]
        while todo:
            for nb in near(todo.pop()):
                if nb not in label and world.get(nb) == UNSHADED:
                    label[nb] = len(isles)
                    part.append(nb)
                    todo.append(nb)
        isles.append((part, [rc for rc in part if puzzle.clues[rc[0]][rc[1]] is not None]))
    assert all(len(numbers) <= 1 for _, numbers in isles)
    out = []
    for r in range(rows):
        for c in range(cols):
            value = puzzle.clues[r][c]
            if value is None:
                continue
            if (r, c) not in world:  # not cited: any number, any island not through cited sea
                home, budget = [(r, c)], rows * cols
            else:
                home = isles[label[(r, c)]][0]
                budget = rows * cols if not isinstance(value, int) else value - len(home)
            mine = label.get((r, c))
            barred = {x for k, (part, numbers) in enumerate(isles) if numbers and k != mine for x in part}
            dist, todo = dict.fromkeys(home, 0), deque(home)
            while todo and cell not in dist:
                i = todo.popleft()
                if dist[i] == budget:
                    continue
                for nb in near(i):
                    if nb in dist or world.get(nb) == SHADED or nb in barred or any(x in barred for x in near(nb)):
                        continue
                    dist[nb] = dist[i] + 1
                    todo.append(nb)
            if cell in dist:
                out.append((r, c))
    return out


def _unreachable_claims(puzzle, steps, grid: dict) -> list:
    """``(sentence, cells it says no island reaches, the world its premises give)`` of every ``unreachable`` step
    and every trial ending on a cell no island reaches, in ``steps`` and their chains; ``grid`` the position
    before them (``{(r, c): value}`` of the decided cells), updated with their cells."""
    out = []
    for step in steps:
        assert all(rc in grid for rc in step.premises), step.sentence
        if step.depth == 0:
            if step.rule == "unreachable":
                out.append((step.sentence, list(step.decided), {rc: grid[rc] for rc in step.premises}))
        else:
            ((cell, value),) = step.decided.items()
            trial = dict(grid)
            trial[cell] = other(value)
            out += _unreachable_claims(puzzle, step.chain, trial)
            lost = LOST.search(step.sentence)
            if lost:
                cited = set(step.premises) | {cell} | {rc for s in step.chain for rc in s.decided}
                out.append((step.sentence, [(int(lost[1]) - 1, int(lost[2]) - 1)], {rc: trial[rc] for rc in cited}))
        grid.update(step.decided)
    return out


def _claims(name: str) -> list:
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse(RECORDS[name]["url"])
    out = kind.hints(puzzle)
    assert out.complete
    givens = {(r, c): UNSHADED for r in range(puzzle.rows) for c in range(puzzle.cols)
              if puzzle.clues[r][c] is not None}
    return puzzle, _unreachable_claims(puzzle, out.steps, givens)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in RECORDS])
def test_every_unreachable_step_follows_from_the_cells_it_cites(name):
    puzzle, claims = _claims(name)
    for sentence, cells, world in claims:
        for cell in cells:
            assert not reachers(puzzle, world, cell), sentence


def test_the_steps_of_janko_758_and_726_cite_the_far_numbers():
    # janko 758: r3c5 is out of reach of every island, some walled in, the others too far; the 1 at r2c4 is too far
    # (cited alone, without its island's walls), and left out it could be any size and reach r3c5 (the base tree
    # cited 9 of the 20 numbers, and neither of these)
    puzzle, claims = _claims("janko-nurikabe-758_11x11")
    sentence, cells, world = next(c for c in claims if c[0].startswith("r3c5 is sea: unreachable"))
    assert cells == [(2, 4)] and world[(1, 3)] == UNSHADED and (0, 10) not in world
    assert reachers(puzzle, {x: v for x, v in world.items() if x != (1, 3)}, (2, 4)) == [(1, 3)]
    assert (3, 5) in reachers(puzzle, {x: v for x, v in world.items() if x != (3, 5)}, (2, 4))
    # janko 726's trial on r5c2 ends on r4c4 out of every island's reach by distance: all 12 numbers cited (the
    # base tree cited the ? at r5c1 alone), each number needed (left out, it could reach r4c4)
    puzzle, claims = _claims("janko-nurikabe-726_10x10")
    sentence, cells, world = next(c for c in claims if c[0].startswith("r5c2 is unshaded: if it were sea"))
    assert sentence.endswith("the unshaded r4c4 could not be reached by any island")
    assert cells == [(3, 3)] and not reachers(puzzle, world, (3, 3))
    numbers = [rc for rc in world if puzzle.clues[rc[0]][rc[1]] is not None]
    assert len(numbers) == 12
    for rc in numbers:
        if rc != (4, 0):
            assert reachers(puzzle, {x: v for x, v in world.items() if x != rc}, (3, 3)) == [rc], rc
