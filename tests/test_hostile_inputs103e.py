"""Pass 103 (part e): every hint step follows from the cells it cites.

Tapa's ``clue_fits`` and Aqre's ``room_joins`` drop the ways that would wall shaded cells in, but cited only the
cells next to the ring or room: a group walled in further off (by unshaded cells it did not name) was not shown
by the premises.  Each step is re-derived here by brute force from its premises alone."""

import itertools
import json
import re
from pathlib import Path

import gridsat

DATA = Path(__file__).parent / "data" / "genres"
SHADED, UNSHADED = 2, 1
RING = [(-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1)]


def _published(kind: str, index: int):
    entry = json.loads((DATA / f"{kind}.json").read_text())[index]
    k = gridsat.kinds.get(kind)
    puzzle = k.parse(entry["url"])
    return puzzle, k.hints(puzzle).steps


def _connected(known: dict, rows: int, cols: int) -> bool:
    """Whether the known shaded cells could still be connected through cells not known unshaded."""
    want = {c for c, v in known.items() if v == SHADED}
    if not want:
        return True
    start = next(iter(want))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nb[0] < rows and 0 <= nb[1] < cols and nb not in seen and known.get(nb) != UNSHADED:
                seen.add(nb)
                todo.append(nb)
    return want <= seen


def _states(steps):
    state = {}
    for step in steps:
        yield step, dict(state)
        state.update(step.decided)


def _agree(ways: list, decided: dict) -> bool:
    return bool(ways) and all(way[c] == v for way in ways for c, v in decided.items())


def test_aqre_room_joins_steps_follow_from_their_premises():
    puzzle, steps = _published("aqre", 0)
    rows, cols, rooms = puzzle.rows, puzzle.cols, puzzle.regions
    checked = 0
    for step, state in _states(steps):
        if step.rule != "room_joins":
            continue
        r0, c0 = next(iter(step.decided))
        cells = [(r, c) for r in range(rows) for c in range(cols) if rooms[r][c] == rooms[r0][c0]]
        number = next(puzzle.clues[r][c] for r, c in cells if isinstance(puzzle.clues[r][c], int))
        known = {c: state[c] for c in step.premises if c in state}
        free = [c for c in cells if c not in state]
        ways = []
        for values in itertools.product((UNSHADED, SHADED), repeat=len(free)):
            way = {**known, **dict(zip(free, values))}
            if sum(way.get(c) == SHADED for c in cells) != number:
                continue
            runs = ([(r + i * dr, c + i * dc) for i in range(4)] for r, c in way for dr, dc in ((0, 1), (1, 0)))
            if any(all(x in way for x in run) and len({way[x] for x in run}) == 1 for run in runs):
                continue
            if _connected(way, rows, cols):
                ways.append(way)
        assert _agree(ways, step.decided), step.sentence
        checked += 1
    assert checked == 2
    assert {(0, 1), (1, 2), (4, 1)} <= set(steps[17].premises)  # the unshaded cells walling r2c1-r4c2 in


def test_tapa_clue_fits_steps_follow_from_their_premises():
    puzzle, steps = _published("tapa", 3)
    rows, cols = puzzle.rows, puzzle.cols
    clues = {(r, c): puzzle.clues[r][c] for r in range(rows) for c in range(cols) if puzzle.clues[r][c] is not None}
    checked = 0
    for step, state in _states(steps):
        if step.rule != "clue_fits":
            continue
        r, c = re.search(r" of the \S+ at r(\d+)c(\d+) can lie", step.sentence).groups()
        at = (int(r) - 1, int(c) - 1)
        want = sorted(int(n) for n in str(clues[at]).split(","))
        ring = [(at[0] + dr, at[1] + dc) for dr, dc in RING]
        inside = [n for n, (r, c) in enumerate(ring) if 0 <= r < rows and 0 <= c < cols]
        known = {**{c: state[c] for c in step.premises if c in state}, **dict.fromkeys(clues, UNSHADED)}
        ways = []
        for bits in itertools.product((0, 1), repeat=len(inside)):
            shade = [False] * 8
            for n, bit in zip(inside, bits):
                shade[n] = bool(bit)
            text = "".join("1" if x else "0" for x in shade)
            if "0" in text:
                k = text.index("0")
                text = text[k:] + text[:k]
            runs = sorted(len(x) for x in text.split("0") if x) or [0]
            way = dict(known)
            fits = runs == want
            for n, bit in zip(inside, bits):
                fits = fits and way.get(ring[n], SHADED if bit else UNSHADED) == (SHADED if bit else UNSHADED)
                way[ring[n]] = SHADED if bit else UNSHADED
            blocks = (all(way.get(q) == SHADED for q in ((r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)))
                      for r, c in way)
            if fits and not any(blocks) and _connected(way, rows, cols):
                ways.append(way)
        assert _agree(ways, step.decided), step.sentence
        checked += 1
    assert checked >= 5
