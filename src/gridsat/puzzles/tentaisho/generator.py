"""``gridsat generate tentaisho``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a random
division of the board into regions each symmetric under a half turn about its centre, a dot at every centre.

1. The division (:func:`random_galaxies`): a random cell no region covers yet starts a region about a random centre
   of the doubled grid around it -- the cell's centre, the middle of a side it shares with a free cell, or a corner
   of four free cells -- whose one, two or four cells it takes; the region then grows by a random free cell beside
   it together with the cell that cell turns onto about the centre (free and on the board too), so it stays
   connected and symmetric, while a pair fits within a random size of 3 to :data:`MAX_SIZE` cells (sizes varied: 1
   to :data:`MAX_SIZE`, a region stopping where no pair fits); until every cell is covered.  Regions of one cell
   (hemmed in) side by side are then joined in random pairs, each pair a domino about the middle of its shared side.
   A dot stands at every region's centre.
2. Every dot given, the division must be the only answer, proven by the kind's CP-SAT model with the planted
   division forbidden; where a second answer is found, a region it changes (of two cells or more) is split, its
   cells divided again as in step 1 into smaller regions, each with its dot (a repair, at most a quarter of the
   cells' many; then the next candidate).
3. No dot is taken away: each region holds exactly one, so a dot taken away leaves its cells to no rule that holds.
"""

from __future__ import annotations

import random

from ...core.errors import shown
from ..grid.clue_generator import ClueGenerator

#: The largest region planted (cells): 10 gave a 7x7 board 14 to 23 dots (seeds 1-3), each proof under a second.
MAX_SIZE = 10


def centres_around(cell, free) -> list:
    """The points of the doubled grid a region holding ``cell`` may turn about, its cells around the point all in
    ``free`` (a set of cells): the cell's centre, the middles of its sides shared with a free cell, the corners of
    four free cells."""
    r, c = cell
    out = [(2 * r, 2 * c)]
    for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        if (r + dy, c + dx) in free:
            out.append((2 * r + dy, 2 * c + dx))
    for dy in (1, -1):
        for dx in (1, -1):
            if {(r + dy, c), (r, c + dx), (r + dy, c + dx)} <= free:
                out.append((2 * r + dy, 2 * c + dx))
    return out


def grow(centre, free: set, size: int, rng: random.Random) -> set:
    """A connected region symmetric under a half turn about ``centre`` (a point of the doubled grid), of the cells
    around the point and then pairs of free cells (a cell beside the region and the cell it turns onto), drawn at
    random, while a pair fits within ``size`` cells (the cells around the point may be more).  The cells around
    ``centre`` must be in ``free``; the region's cells are taken out of ``free``."""
    from ...constraints.symmetry import touching, turned

    region = set(touching(centre))
    free -= region
    while len(region) < size:
        beside = sorted({n for r, c in region for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                         if n in free and turned(n, centre) in free})  # (never the centre's cell: taken)
        if not beside or len(region) + 2 > size:
            break
        cell = rng.choice(beside)
        pair = {cell, turned(cell, centre)}
        region |= pair
        free -= pair
    return region


def random_galaxies(cells, rng: random.Random, largest: int = MAX_SIZE) -> list:
    """A random division of ``cells`` (a collection of ``(r, c)``) into regions each symmetric under a half turn
    about its centre (step 1 of the module docstring), no region over ``largest`` cells: ``[(centre, cells)]``,
    ``centre`` ``(y, x)`` on the doubled grid and ``cells`` a sorted list, every cell in exactly one region (regions
    of one cell side by side joined in pairs where ``largest`` allows two: :func:`paired`).

    Raises:
        ValueError: ``largest`` not a whole number from 1 (0 met "Cannot choose from an empty sequence").
    """
    from ...constraints.symmetry import touching

    if isinstance(largest, bool) or not isinstance(largest, int) or largest < 1:
        raise ValueError(f"largest must be a whole number of cells from 1, got {shown(largest, 40)}")
    free, out = set(cells), []
    while free:
        start = rng.choice(sorted(free))
        centre = rng.choice([p for p in centres_around(start, free) if len(touching(p)) <= largest])
        region = grow(centre, free, rng.randint(min(3, largest), largest), rng)
        out.append((centre, sorted(region)))
    return paired(out, rng) if largest >= 2 else out


def paired(galaxies: list, rng: random.Random) -> list:
    """``galaxies`` (``[(centre, cells)]``) with its regions of one cell taken in a random order, each joined to a
    random one of the others beside it not yet joined: the two a domino about the middle of their shared side (a
    1x7 strip of single cells was a puzzle of seven dots)."""
    singles = [cells[0] for _, cells in galaxies if len(cells) == 1]
    rng.shuffle(singles)
    left, out = set(singles), [galaxy for galaxy in galaxies if len(galaxy[1]) > 1]
    for r, c in singles:
        if (r, c) not in left:
            continue
        left.discard((r, c))
        beside = sorted(n for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if n in left)
        if beside:
            other = rng.choice(beside)
            left.discard(other)
            out.append(((r + other[0], c + other[1]), sorted([(r, c), other])))
        else:
            out.append(((2 * r, 2 * c), [(r, c)]))
    return out


def ranked(rows: int, cols: int, galaxies: list) -> tuple[tuple, list]:
    """``(dots, answer)`` of ``galaxies`` (``[(centre, cells)]``): the centres in reading order of the doubled grid,
    and rows of each cell's rank, from 1 in that order, of the dot whose region covers it (the kind's answer)."""
    dots = tuple(sorted(centre for centre, _ in galaxies))
    rank = {centre: k for k, centre in enumerate(dots, 1)}
    grid = [[0] * cols for _ in range(rows)]
    for centre, cells in galaxies:
        for r, c in cells:
            grid[r][c] = rank[centre]
    return dots, grid


class TentaishoGenerator(ClueGenerator):
    """Tentaisho puzzles with one answer, a random division into symmetric regions.  Its ``board`` is the dots,
    ``((y, x), ...)`` on the doubled grid in reading order; no clue is read or taken away (:meth:`read_clues`)."""

    kind = "tentaisho"
    promise = (f"a Tentaisho puzzle with exactly one answer: a random division into regions of 1 to {MAX_SIZE} "
               "cells, each symmetric under a half turn about its dot")
    settings = ()
    given_noun = "dot"
    default_size = "7x7"  # (sides up to 30, as the other clue generators)
    slow_cells, slow_measured = 400, "20x20 1.6-10 s, 30x30 13-31 s on a loaded 2-core machine (seeds 1-3)"
    cell_bytes = 40_000  # (benchmarks/generator_memory.py, seed 1: 7x7 grew 4.2 MB, 15x15 7.5 MB, 30x30 16.2 MB)

    def plant(self, rows: int, cols: int, rng: random.Random, options) -> tuple[tuple, list]:
        """``(dots, answer)``: a random division of the board (:func:`random_galaxies`), its centres the dots."""
        options.check_time()
        return ranked(rows, cols, random_galaxies([(r, c) for r in range(rows) for c in range(cols)], rng))

    def read_clues(self, board, answer: list) -> dict:
        """Nothing to take away: every dot stays (module docstring, step 3)."""
        return {}

    def givens(self, board, clues: dict) -> int:
        """The dots."""
        return len(board)

    def puzzle(self, rows: int, cols: int, board, clues: dict, name: str = "generated"):
        """The kind's puzzle of the dots ``board``, every dot white."""
        return self.genre.puzzle_type(rows, cols, tuple((None,) * cols for _ in range(rows)), name=name,
                                      dots=[list(dot) for dot in board])

    def values(self, answer: list, board=None) -> list:
        """The decision values of ``answer`` in the kind's model of the dots ``board`` (:meth:`puzzle_values`)."""
        return self.puzzle_values(self.puzzle(len(answer), len(answer[0]), board, {}), answer, [])

    def puzzle_values(self, puzzle, answer: list, values: list) -> list:
        """The model's decisions (:meth:`~gridsat.puzzles.tentaisho.rules.TentaishoPuzzle.model`) are a boolean per
        dot and cell its region may reach, dot by dot: true where ``answer`` gives the cell that dot."""
        return [int(answer[r][c] == rank) for rank, cells in puzzle.candidates().items() for r, c in cells]

    def repair(self, board, answer: list, other: list, rng: random.Random, earlier: list = (), options=None):
        """``(dots, answer)``: a random region of two cells or more that ``other`` changes divided again into
        smaller symmetric regions (:func:`random_galaxies`, each smaller than it), its dot replaced by theirs; None
        when every region ``other`` changes is of one cell."""
        regions: dict = {}
        for r, row in enumerate(answer):
            for c, v in enumerate(row):
                regions.setdefault(v, []).append((r, c))
        changed = sorted({v for r, row in enumerate(answer) for c, v in enumerate(row)
                          if v != other[r][c] and len(regions[v]) > 1})
        if not changed:
            return None
        split = rng.choice(changed)
        galaxies = [(board[v - 1], cells) for v, cells in regions.items() if v != split]
        galaxies += random_galaxies(regions[split], rng, len(regions[split]) - 1)
        return ranked(len(answer), len(answer[0]), galaxies)


GENERATOR = TentaishoGenerator()

__all__ = ["GENERATOR", "MAX_SIZE", "TentaishoGenerator", "centres_around", "grow", "paired", "random_galaxies",
           "ranked"]
