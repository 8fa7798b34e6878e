"""``gridsat generate countryroad``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a
random loop with rooms drawn along it.

1. A random loop through cell centres: the border of a region of the centres' squares grown at random (Slitherlink's
   :func:`~gridsat.puzzles.slitherlink.generator.random_region`, on the lattice of cell centres).
2. Rooms along it: the loop cut into stretches of 1 to :data:`STRETCH` cells, each stretch a room's cells on the loop
   (so the loop enters every room once); each area of cells off the loop (side by side, one area) joins one room
   it touches, whole, so two cells off the loop never meet across a border.  Every room's number is its stretch's
   length, in the room's top cell.
3. Numbers taken away while the answer stays the only one: the numbers kept are minimal.  A candidate whose full set
   of numbers allows a second answer is dropped for the next.
"""

from __future__ import annotations

import random

from ...core.options import SolverOptions
from ...formats.puzzlink_rooms import room_cells, top_cell
from ..grid.clue_generator import ClueGenerator
from ..grid.loop import loop_edges, loop_masks

#: The longest stretch of the loop one room holds.
STRETCH = 5


def loop_order(edges: set) -> list:
    """The cells of a loop (its edges, pairs of neighbouring cells) in the order it visits them, from its least cell
    towards the lesser of that cell's two neighbours."""
    linked: dict = {}
    for a, b in edges:
        linked.setdefault(a, []).append(b)
        linked.setdefault(b, []).append(a)
    start = min(linked)
    order, before, at = [start], None, start
    while True:
        step = min(n for n in linked[at] if n != before)
        if step == start:
            return order
        order.append(step)
        before, at = at, step


def rooms_along(rows: int, cols: int, edges: set, rng: random.Random) -> list:
    """Rows of room ids: the loop's stretches (1 to :data:`STRETCH` cells each, from a random cell of it), then each
    area of cells off the loop joined whole to a random room beside it (the module docstring)."""
    order = loop_order(edges)
    turn = rng.randrange(len(order))
    order = order[turn:] + order[:turn]
    room, rid, at = {}, 0, 0
    while at < len(order):
        length = min(rng.randint(1, STRETCH), len(order) - at)
        for cell in order[at:at + length]:
            room[cell] = rid
        rid, at = rid + 1, at + length

    def near(cell):
        r, c = cell
        return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]

    for cell in [(r, c) for r in range(rows) for c in range(cols)]:
        if cell in room:
            continue
        area, todo = {cell}, [cell]  # the area of cells off the loop holding it
        while todo:
            for n in near(todo.pop()):
                if n not in area and n not in room and n not in order:
                    area.add(n)
                    todo.append(n)
        beside = sorted({room[n] for a in area for n in near(a) if n in room})
        joined = rng.choice(beside)
        for a in area:
            room[a] = joined
    return [[room[r, c] for c in range(cols)] for r in range(rows)]


class CountryRoadGenerator(ClueGenerator):
    """Country Road puzzles with one answer and a minimal set of room numbers.  Its ``board`` is the rooms (rows of
    room ids); its clues are ``{top cell of a room: number}``."""

    kind = "countryroad"
    promise = ("a Country Road puzzle with exactly one answer and a minimal set of room numbers: a random loop, rooms "
               "drawn along it")
    max_side = 20
    default_size = "8x8"
    cell_bytes = 110_000  # the shared figure holds (benchmarks/generator_memory.py): a 14x14 grew 14.6 MB, a 10x10 10.4

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """``(rooms, answer)``: a random loop (side bitmasks) and :func:`rooms_along` it.

        Raises:
            TimeUp: the time limit ran out first."""
        from ..slitherlink.generator import random_region

        inside = random_region(rows - 1, cols - 1, rng, options.check_time)  # squares of four cell centres
        edges = set()
        for r, c in inside:
            for dr, dc, side in ((-1, 0, ((r, c), (r, c + 1))), (1, 0, ((r + 1, c), (r + 1, c + 1))),
                                 (0, -1, ((r, c), (r + 1, c))), (0, 1, ((r, c + 1), (r + 1, c + 1)))):
                if (r + dr, c + dc) not in inside:
                    edges.add(side)
        return rooms_along(rows, cols, edges, rng), loop_masks(edges, rows, cols, False)

    def puzzle(self, rows: int, cols: int, board: list, clues: dict, name: str = "generated"):
        """The Country Road puzzle of the rooms ``board`` with the numbers ``clues`` (``{cell: number}``)."""
        grid = [[None] * cols for _ in range(rows)]
        for (r, c), clue in clues.items():
            grid[r][c] = clue
        return self.genre.puzzle_type(rows, cols, tuple(map(tuple, grid)), tuple(map(tuple, board)), name=name)

    def read_clues(self, board: list, answer: list) -> dict:
        """Every room's number: the cells of it ``answer``'s loop visits, in its top cell."""
        return {top_cell(cells): sum(bool(answer[r][c]) for r, c in cells) for cells in room_cells(board).values()}

    def values(self, answer: list, board: list | None = None) -> list:
        """The loop's edges in the model's order (its horizontal edges, then its vertical ones, each sorted)."""
        rows, cols = len(answer), len(answer[0])
        on = loop_edges(answer, False)
        keys = sorted(((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1))
        keys += sorted(((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols))
        return [int(k in on) for k in keys]


GENERATOR = CountryRoadGenerator()

__all__ = ["CountryRoadGenerator", "GENERATOR", "STRETCH", "loop_order", "rooms_along"]
