"""A Yin-Yang board for the deductions: cells as flat indices
``r * cols + c`` (:class:`Geometry`), a partial colouring (:class:`State`),
and the colours' names.  Shared by :mod:`.deductions` and :mod:`.patterns`."""

from __future__ import annotations

import numpy as np

from ...core.grid import FlatGrid, border_ring
from ...core.hints import Step

WHITE, BLACK = 1, 2
NAMES = {WHITE: "white", BLACK: "black"}


def other(colour: int) -> int:
    return 3 - colour


class Geometry(FlatGrid):
    """A ``rows x cols`` board as flat cell indices (:class:`~gridsat.core.grid.FlatGrid`:
    ``rc``, ``near``, ``blocks``, ``where``) and what the Yin-Yang rules
    add: ``blocks_of[i]`` the 2x2 blocks holding cell ``i``, ``ring`` the
    border clockwise (empty unless both sides are at least 2),
    ``parities[k]`` the parity of the 2x2 block holding ring edge ``k`` (as
    ``kernel_search.c`` numbers them), and numpy copies of these."""

    def __init__(self, rows: int, cols: int):
        super().__init__(rows, cols)
        pairs = [(i, j) for i in range(self.n) for j in self.near[i]]
        self.pair_from = np.array([i for i, _ in pairs], dtype=np.intp)
        self.pair_to = np.array([j for _, j in pairs], dtype=np.intp)
        self.blocks_of = [[] for _ in range(self.n)]
        for block in self.blocks:
            for x in block:
                self.blocks_of[x].append(block)
        self.block_array = np.array(self.blocks, dtype=np.intp).reshape(-1, 4)
        self.closed = rows >= 2 and cols >= 2
        self.ring = [r * cols + c for r, c in border_ring(rows, cols)] if self.closed else []
        self.odd = (rows - 1) * (cols - 1) % 2
        self.parities = []
        for k, i in enumerate(self.ring):
            (ra, ca), (rb, cb) = self.rc[i], self.rc[self.ring[(k + 1) % len(self.ring)]]
            bi, bj = (min(ra, rows - 2), min(ca, cb)) if ra == rb else (min(ra, rb), min(ca, cols - 2))
            self.parities.append((bi + bj) & 1)
        self.ring_array = np.array(self.ring, dtype=np.intp)
        self.parity_array = np.array(self.parities, dtype=np.int8)

    def step(self, rule: str, sentence: str, decided: dict, premises, level: int) -> Step:
        """A :class:`~gridsat.core.hints.Step` with cells as ``(r, c)``."""
        rc = self.rc
        return Step(rule, sentence, {rc[i]: v for i, v in decided.items()}, [rc[i] for i in premises], level)


class State:
    """A partial colouring: ``grid[i]`` 0 undecided / 1 white / 2 black."""

    __slots__ = ("geo", "grid")

    def __init__(self, geo: Geometry, grid: list):
        self.geo, self.grid = geo, grid

    def copy(self) -> "State":
        return State(self.geo, self.grid[:])

    def walls(self, cells, colour: int) -> list:
        """The cells of the other colour next to ``cells``."""
        g, near, y = self.grid, self.geo.near, other(colour)
        return sorted({nb for c in cells for nb in near[c] if g[nb] == y})


def shift(a: np.ndarray) -> np.ndarray:
    """``a`` moved one place left, its first item last (``np.roll(a, -1)``, cheaper)."""
    return np.concatenate((a[1:], a[:1]))


def ring_marks(s: State):
    """The decided cells of the border ring: ``(positions, values)`` arrays
    (positions along :attr:`Geometry.ring`, clockwise)."""
    values = np.frombuffer(bytes(s.grid), dtype=np.uint8)[s.geo.ring_array]
    pos = np.flatnonzero(values)
    return pos, values[pos]


def block_values(s: State):
    """The values of every 2x2 block's cells, an ``(blocks, 4)`` array."""
    return np.frombuffer(bytes(s.grid), dtype=np.uint8)[s.geo.block_array]


__all__ = ["BLACK", "NAMES", "WHITE", "Geometry", "State", "block_values", "other", "ring_marks", "shift"]
