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
    side across a border with their edge ``(a, b, edge)``, ``across[i]`` a cell point's pairs of ``facing`` (its own
    first); ``inner[rid]`` the edge points between two cells of a room; ``doors[(rid, rid2)]`` (``rid < rid2``) the
    edge points between two rooms that touch; ``cuts`` the sets of edge points every closed loop crosses an even
    number of times, each ``(words, edges)``: the line between two rows or two columns, and the border of two rooms
    that touch (the edges leaving the pair); ``cuts_at[i]`` a cell point's cuts (indices), those with an edge of it."""

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
        self.across: dict = {i: [] for i in self.room}
        for a, b, e in self.facing:
            self.across[a].append((a, b, e))
            self.across[b].append((b, a, e))
        self.inner = {rid: [] for rid in self.cells_of}
        self.doors: dict = {}
        for e, (a, b) in sorted(self.ends.items()):
            ra, rb = self.room[a], self.room[b]
            if ra == rb:
                self.inner[ra].append(e)
            else:
                self.doors.setdefault((min(ra, rb), max(ra, rb)), []).append(e)
        self.cuts = self._cuts()
        self.cuts_at: dict = {i: [] for i in self.room}  # a cell point's cuts: those with an edge of it
        for k, (_, edges) in enumerate(self.cuts):
            for i in sorted({x for e in edges for x in self.ends[e]}):
                self.cuts_at[i].append(k)

    def _cuts(self) -> list:
        """``cuts`` (see the class docstring): a line across the board, and a pair of rooms that touch."""
        rows, cols = self.size
        cuts = []
        for r in range(1, rows):
            cuts.append((f"the line between rows {r} and {r + 1}",
                         [self.index[(2 * r - 1, 2 * c)] for c in range(cols)]))
        for c in range(1, cols):
            cuts.append((f"the line between columns {c} and {c + 1}",
                         [self.index[(2 * r, 2 * c - 1)] for r in range(rows)]))
        for (ra, rb), shared in sorted(self.doors.items(), key=lambda item: (self.cells_of[item[0][0]][0],
                                                                             self.cells_of[item[0][1]][0])):
            kept = set(shared)
            edges = sorted(e for e in {*self.crossings[ra], *self.crossings[rb]} if e not in kept)
            cuts.append((f"the border of {self.room_at(ra)} and {self.room_at(rb)} together", edges))
        return cuts

    def room_at(self, rid) -> str:
        """A room in words, by its top-left cell: ``the room at r1c1``."""
        return f"the room at {self.where(self.cells_of[rid][0])}"


def givens(board: RoomLattice) -> list:
    """The grid corners (given, off); every cell and edge undecided."""
    return [OFF if r % 2 and c % 2 else 0 for r, c in board.rc]


__all__ = ["RoomLattice", "givens"]
