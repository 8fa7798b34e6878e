"""A random Nurikabe answer and its numbers, for the generator (:mod:`.generator`): on an all-sea board, every 2x2
pool of sea is broken first (while the sea is wide: few of its cells then hold it together) by a cell that grows the
island beside it or starts one, then islands grow at random cells to a share of the board (:data:`LAND`), each to a
largest size drawn for it; the sea stays connected throughout, and no two islands touch (but where a pool could be
broken no other way).  One number an island, its size, on a cell drawn at random.

Cells are ``(row, col)``; an answer is rows of 1 (sea, shaded) / 0 (island), as the kind's checker reads it.
"""

from __future__ import annotations

import random

#: The share of the board the islands grow to once the pools are broken, drawn between these for each answer (where
#: the pools took more, no more is grown).
LAND = (0.3, 0.45)
#: An island's largest size is drawn from 1 to this share of the board's cells (at least 2, at most
#: :data:`MAX_ISLAND`): larger islands give fewer numbers and more second answers.
ISLAND_SHARE = 0.08
MAX_ISLAND = 12

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: The eight cells around one, in order around it (each next to the one before: a ring).
RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


class Shading:
    """An answer being drawn: ``sea`` (rows of 1 sea / 0 island), each island cell's island (``owner``: its first
    cell) and each island's cells (``islands``) and largest size (``caps``)."""

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.sea = [[1] * cols for _ in range(rows)]
        self.owner, self.islands, self.caps = {}, {}, {}

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.rows and 0 <= c < self.cols

    def near(self, cell) -> list:
        """The cells next to ``cell`` (up to four)."""
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in STEPS if self.inside(r + dr, c + dc)]

    def is_sea(self, r: int, c: int) -> bool:
        return self.inside(r, c) and self.sea[r][c] == 1

    def touching(self, cell) -> set:
        """The islands (their keys) next to ``cell``."""
        return {self.owner[n] for n in self.near(cell) if n in self.owner}

    def sea_keeps(self, cell) -> bool:
        """Whether the sea stays connected with ``cell`` (sea) made island: at once when its sea neighbours meet
        around it (through the eight cells around), else by a search of the whole sea."""
        r, c = cell
        ring = [self.is_sea(r + dr, c + dc) for dr, dc in RING]
        runs = sum(1 for k in (1, 3, 5, 7) if ring[k] and not (ring[k - 1] and ring[(k - 2) % 8]))
        if not any(ring[1::2]):  # the last sea cell: an answer keeps some sea
            return False
        if runs <= 1:  # (each run of sea around it that holds a side neighbour begins at one with no sea before)
            return True
        start = next(n for n in self.near(cell) if self.sea[n[0]][n[1]])
        seen, todo = {start, cell}, [start]
        while todo:
            for n in self.near(todo.pop()):
                if n not in seen and self.sea[n[0]][n[1]]:
                    seen.add(n)
                    todo.append(n)
        return len(seen) - 1 == sum(map(sum, self.sea)) - 1

    def can_land(self, cell) -> bool:
        """Whether ``cell`` (sea) may be made island: next to at most one island, not yet of its largest size, and
        the sea still connected."""
        near = self.touching(cell)
        if len(near) > 1 or near and len(self.islands[next(iter(near))]) >= self.caps[next(iter(near))]:
            return False
        return self.sea_keeps(cell)

    def land(self, cell, rng: random.Random, cap: int) -> None:
        """Make ``cell`` island: it joins the islands next to it (into one, keyed by the first of their keys), or
        starts one of largest size drawn from ``1..cap``."""
        near = sorted(self.touching(cell))
        if not near:
            key = cell
            self.islands[key], self.caps[key] = [], rng.randint(1, cap)
        else:
            key = near[0]
            for other in near[1:]:  # (only a pool broken joins islands)
                for moved in self.islands.pop(other):
                    self.owner[moved] = key
                    self.islands[key].append(moved)
                self.caps[key] = max(self.caps[key], self.caps.pop(other))
        self.islands[key].append(cell)
        self.owner[cell] = key
        self.sea[cell[0]][cell[1]] = 0

    def pools(self) -> list:
        """The 2x2 blocks all sea, by their top left cells (in row order)."""
        s = self.sea
        return [(r, c) for r in range(self.rows - 1) for c in range(self.cols - 1)
                if s[r][c] and s[r][c + 1] and s[r + 1][c] and s[r + 1][c + 1]]


def island_cap(rows: int, cols: int) -> int:
    """The largest size an island of a ``rows x cols`` answer may be drawn (:data:`ISLAND_SHARE`)."""
    return max(2, min(MAX_ISLAND, round(ISLAND_SHARE * rows * cols)))


def random_answer(rows: int, cols: int, rng: random.Random, check=None) -> list | None:
    """A random valid Nurikabe shading of ``rows x cols`` (rows of 1 sea / 0 island; the module docstring), or None
    when a pool could not be broken (the caller draws again).  ``check``: the time limit's clock, read a cell at a
    time."""
    shading, cap = Shading(rows, cols), island_cap(rows, cols)
    pools = shading.pools()
    while pools:  # first the pools, while the sea is wide (few of its cells hold it together)
        if check is not None:
            check()
        r, c = rng.choice(pools)
        block = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
        rng.shuffle(block)
        block.sort(key=lambda b: not shading.touching(b))  # an island grown before one started (a stable sort)
        cell = next((b for b in block if shading.can_land(b)), None)
        if cell is None:
            cell = next((b for b in block if _breaks(shading, b)), None)
        if cell is None:
            return None
        shading.land(cell, rng, cap)
        pools = [p for p in pools if not (0 <= cell[0] - p[0] <= 1 and 0 <= cell[1] - p[1] <= 1)]  # (none made)
    goal = round(rng.uniform(*LAND) * rows * cols)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    grown = True
    while grown and len(shading.owner) < goal:  # then the islands grown to their sizes (no pool made so)
        grown = False
        rng.shuffle(cells)
        for cell in cells:
            if check is not None:
                check()
            if cell not in shading.owner and shading.can_land(cell):
                shading.land(cell, rng, cap)
                grown = True
                if len(shading.owner) >= goal:
                    break
    return shading.sea


def _breaks(shading: Shading, cell) -> bool:
    """Whether ``cell`` may be made island to break a pool: the sea stays connected (an island grown past its
    largest size, or two islands joined, is better than a pool left)."""
    return shading.sea_keeps(cell)


def islands_of(answer: list) -> list:
    """The islands of ``answer`` (each a sorted list of cells), in the order of their first cells."""
    rows, cols = len(answer), len(answer[0])
    seen, found = set(), []
    for r in range(rows):
        for c in range(cols):
            if answer[r][c] or (r, c) in seen:
                continue
            island, todo = [(r, c)], [(r, c)]
            seen.add((r, c))
            while todo:
                y, x = todo.pop()
                for dy, dx in STEPS:
                    n = (y + dy, x + dx)
                    if 0 <= n[0] < rows and 0 <= n[1] < cols and not answer[n[0]][n[1]] and n not in seen:
                        seen.add(n)
                        island.append(n)
                        todo.append(n)
            found.append(sorted(island))
    return found


def numbered(answer: list, rng: random.Random) -> list:
    """The board of ``answer``'s numbers: each island's size on one of its cells drawn at random (rows, None
    where no number)."""
    board = [[None] * len(answer[0]) for _ in answer]
    for island in islands_of(answer):
        r, c = rng.choice(island)
        board[r][c] = len(island)
    return board


__all__ = ["LAND", "MAX_ISLAND", "ISLAND_SHARE", "Shading", "island_cap", "islands_of", "numbered", "random_answer"]
