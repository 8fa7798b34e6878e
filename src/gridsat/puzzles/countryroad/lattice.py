"""A Country Road position as its hints hold it: Masyu's lattice of cells and the edges between them
(:mod:`gridsat.puzzles.masyu.lattice`: ``(2r, 2c)`` a cell, the points between two cells their edge; 0 undecided,
1 on the loop / drawn, 2 off), with the rooms laid over it: each cell point's room, each room's cell points and
number, and the edges that cross a room's border."""

from __future__ import annotations

from ..masyu.lattice import OFF, Lattice


class RoomLattice(Lattice):
    """The lattice of a Country Road ``puzzle``: as Masyu's (:class:`~gridsat.puzzles.masyu.lattice.Lattice`), no
    pearls (``clue`` all None: a number is no given point of the loop), and ``room[i]`` a cell point's room id,
    ``cells_of[rid]`` a room's cell points (row-major), ``number[rid]`` its number (int; rooms without one, or
    ``?``, absent), ``crossings[rid]`` the edge points across its border, ``facing`` the pairs of cell points side by
    side across a border with their edge ``(a, b, edge)``."""

    closed_words = "every room and every cell on the loop"

    def __init__(self, puzzle):
        super().__init__(puzzle)
        self.clue = [None] * self.n  # (the numbers are the rooms', read below)
        self.pearls = []
        self.room = {i: puzzle.regions[r // 2][c // 2] for i, (r, c) in enumerate(self.rc) if i in self.edges}
        self.cells_of: dict = {}
        for i in sorted(self.room):
            self.cells_of.setdefault(self.room[i], []).append(i)
        self.number = {rid: v for rid, v in puzzle.room_numbers().items() if isinstance(v, int)}
        self.crossings = {rid: [] for rid in self.cells_of}
        self.facing = []
        for e, (a, b) in sorted(self.ends.items()):
            if self.room[a] != self.room[b]:
                self.crossings[self.room[a]].append(e)
                self.crossings[self.room[b]].append(e)
                self.facing.append((a, b, e))

    def room_at(self, rid) -> str:
        """A room in words, by its top-left cell: ``the room at r1c1``."""
        return f"the room at {self.where(self.cells_of[rid][0])}"


def givens(board: RoomLattice) -> list:
    """The grid corners (given, off); every cell and edge undecided."""
    return [OFF if r % 2 and c % 2 else 0 for r, c in board.rc]


__all__ = ["RoomLattice", "givens"]
