"""Tentaisho (Nikoli's; "Spiral Galaxies"), rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and its
checker, ``src/variety/tentaisho.js``):

1. divide the grid into regions along the cells' sides (every cell but an empty one in exactly one);
2. each region holds exactly one dot, never a dot on its border (a dot stands at a cell's centre, a side's middle
   or a corner);
3. each region is symmetric under a half turn (180 degrees) about its dot;
4. (puzz.link's variant) an empty cell (``#``) is in no region.

Dots stand on the doubled grid (:mod:`gridsat.constraints.symmetry`): cell ``(r, c)``'s centre is ``(2r, 2c)``.
Answers are rows of whole numbers: each cell holds the rank, from 1 in reading order of the doubled grid, of the dot
whose region covers it; an empty cell holds 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import cell_name, counted
from ...core.grid import components
from ..grid.kind import Encoding
from ..grid.puzzle import GridPuzzle
from .board import DotsBoard

#: Bytes the model takes per cell and dot that may own it (its booleans and their share of the trees).
BYTES_PER_CELL_DOT = 700


@dataclass(frozen=True)
class TentaishoPuzzle(DotsBoard, GridPuzzle):
    """A Tentaisho board: ``clues`` per cell None or ``"#"`` (an empty cell), ``dots`` the dots on the doubled grid
    (``((y, x, colour), ...)``, colour 1 white or 2 black, in reading order)."""

    dots: tuple = ()
    kind_name = "tentaisho"
    clue_noun = "empty cell"
    answer_values = None  # the rank of the dot whose region covers each cell (0: an empty cell)
    json_fields: ClassVar[dict] = {"dots": list}

    def empty(self) -> set:
        """The empty cells (``"#"``), in no region."""
        return set(self.clued())

    def answer_cells(self) -> list:
        """The cells a region covers (every cell but an empty one), row-major: a ``--forced`` board counts these
        ("all 25 cells forced" was said of a 5x5 board with an empty cell, which no answer decides)."""
        empty = self.empty()
        return [(r, c) for r in range(self.rows) for c in range(self.cols) if (r, c) not in empty]

    def centres(self) -> list:
        """``[(y, x)]`` of the dots, in reading order of the doubled grid (an answer's value is a rank here, from 1)."""
        return [(y, x) for y, x, _ in self.dots]

    def candidates(self, check=None) -> dict:
        """``{rank: [cells]}``: the cells each dot's region may take, pruned until nothing changes: not empty, not
        beside another dot, turning about the dot onto such a cell, and joined to the dot through such cells (a
        region is connected).  Grown from the dot, so a dot hemmed in by others costs its few cells, not the board."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        from ...constraints.symmetry import touching, turned

        empty, out = self.empty(), {}
        taken = {cell: rank for rank, centre in enumerate(self.centres(), 1) for cell in touching(centre)}

        def free(cell, rank, centre) -> bool:
            return (self._on(cell) and cell not in empty and taken.get(cell, rank) == rank
                    and self._on(other := turned(cell, centre)) and other not in empty
                    and taken.get(other, rank) == rank)

        for rank, centre in enumerate(self.centres(), 1):
            if check is not None:
                check()
            start = [c for c in touching(centre) if free(c, rank, centre)]
            keep, todo = set(start), list(start)
            while todo:  # every free cell joined to the dot through free cells
                for n in self.neighbours(todo.pop()):
                    if n not in keep and free(n, rank, centre):
                        keep.add(n)
                        todo.append(n)
            while True:  # then only those whose turned cell is kept too, still joined to the dot
                keep = {c for c in keep if turned(c, centre) in keep}
                reached, todo = set(), [c for c in start if c in keep]
                while todo:
                    cell = todo.pop()
                    if cell not in reached:
                        reached.add(cell)
                        todo.extend(n for n in self.neighbours(cell) if n in keep and n not in reached)
                if reached == keep:
                    break
                keep = reached
            out[rank] = sorted(keep)
        return out

    def _on(self, cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def model_bytes(self, regions: dict) -> int:
        """The model's bytes, counted before it is built from the cells each dot may take (``regions``, of
        :meth:`candidates`): a boolean per cell and such dot, and its share of the region's tree."""
        return self.rows * self.cols * self.bytes_per_cell + BYTES_PER_CELL_DOT * sum(map(len, regions.values()))

    def model(self, model, options):
        """A boolean per cell and dot that may own it (rule 1: one per cell that is not empty), the dot's own cells
        given to it (rule 2), its region symmetric about it (rule 3) and connected; the answer: these booleans."""
        from ...constraints.connectivity import connected
        from ...constraints.symmetry import half_turn, touching
        from ...core.wording import a_size

        options.check_memory(self.rows * self.cols * self.bytes_per_cell, f"a CP-SAT model of "
                             f"{a_size(self.rows, self.cols)} Tentaisho")  # (the board first, then its dots' cells)
        regions = self.candidates(options.check_time)
        options.check_memory(self.model_bytes(regions), f"a CP-SAT model of {a_size(self.rows, self.cols)} Tentaisho")
        empty, cells = self.empty(), self.cells()
        owns = {}
        with model.rule("one boolean per cell and dot whose region may hold it"):
            for rank, region in regions.items():
                owns[rank] = {c: model.new_bool_var(f"r{c[0] + 1}c{c[1] + 1}_of_{rank}") for c in region}
        held: dict = {}
        for rank in owns:
            for cell, literal in owns[rank].items():
                held.setdefault(cell, []).append(literal)
        with model.rule("every cell but an empty one is in exactly one region"):
            for cell in cells:
                if cell not in empty:
                    model.add_exactly_one(held.get(cell) or [model.new_constant(0)])
        with model.rule("a dot's region holds the cells around the dot"):
            for rank, centre in enumerate(self.centres(), 1):
                for cell in touching(centre):  # (a cell that cannot be its: an empty one, no answer)
                    model.add_bool_or([owns[rank][cell]] if cell in owns[rank] else [])
        for rank, centre in enumerate(self.centres(), 1):
            options.check_time()
            if len(owns[rank]) < 2 or all(len(held[cell]) == 1 for cell in owns[rank]):
                continue  # (its one cell, or none; or cells no other dot may take: the region is all of them, and
                #           its cells, pruned, already turn onto each other and join its dot)
            half_turn(model, owns[rank], centre)
            anchor = touching(centre)[0]
            connected(model, regions[rank], self.neighbours, owns[rank],
                      anchor=anchor if anchor in owns[rank] else None, check=options.check_time,
                      rule="each region is connected")
        pairs = [(cell, rank) for rank in owns for cell in owns[rank]]
        literals = [owns[rank][cell] for cell, rank in pairs]

        def decode(values):
            grid = [[0] * self.cols for _ in range(self.rows)]
            for (cell, rank), v in zip(pairs, values):
                if v:
                    grid[cell[0]][cell[1]] = rank
            return grid

        def forced(values, flags):
            grid = [[0 if (r, c) in empty else None for c in range(self.cols)] for r in range(self.rows)]
            for (cell, rank), v, f in zip(pairs, values, flags):
                if v and f:
                    grid[cell[0]][cell[1]] = rank
            return grid

        return Encoding(literals, decode, forced)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model)."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        empty, centres, problems, parts = self.empty(), self.centres(), [], {}
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if (r, c) in empty:
                    if v != 0 or isinstance(v, bool):
                        problems.append(f"cell {cell_name((r, c))} is empty and holds {v}, not 0")
                elif not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= len(centres):
                    problems.append(f"cell {cell_name((r, c))} holds {v}, not the rank of a dot (1 to {len(centres)})")
                else:
                    parts.setdefault(v, set()).add((r, c))
        for rank, (y, x) in enumerate(centres, 1):
            part, where = parts.get(rank, set()), f"the region of the dot at {dot_name((y, x))}"
            around = [cell for cell in _touching((y, x)) if cell not in part]
            if around:
                problems.append(f"{where} does not hold {cell_name(around[0])}, beside its dot (a dot on a border)")
            if len(components(sorted(part), self.neighbours)) > 1:
                problems.append(f"{where} is in {len(components(sorted(part), self.neighbours))} pieces")
            lone = [(r, c) for r, c in sorted(part) if (y - r, x - c) not in part]
            if lone:
                problems.append(f"{where} is not symmetric about its dot: {cell_name(lone[0])} turns onto "
                                + (f"{cell_name((y - lone[0][0], x - lone[0][1]))}, outside it"
                                   if self._on((y - lone[0][0], x - lone[0][1])) else "a point off the board"))
        return problems

    def board_reason(self) -> str | None:
        """Why there is no answer wherever the rules look: a dot beside an empty cell, or a board of cells and no
        dot; None otherwise."""
        empty = self.empty()
        for y, x, _ in self.dots:
            near = [c for c in _touching((y, x)) if c in empty]
            if near:
                where = "in" if len(_touching((y, x))) == 1 else "beside"  # (a dot at an empty cell's centre)
                return f"the dot at {dot_name((y, x))} is {where} the empty cell {cell_name(near[0])}"
        if not self.dots and len(empty) < self.rows * self.cols:
            return f"no dot, and {counted(self.rows * self.cols - len(empty), 'cell')} to divide"
        if self.rows * self.cols * len(self.dots) <= 250_000:  # (a reason only where it comes quickly)
            reached = {cell for region in self.candidates().values() for cell in region}
            lone = [cell for cell in self.cells() if cell not in empty and cell not in reached]
            if lone:
                return (f"no dot's region can hold {cell_name(lone[0])}: no region joined to its dot and symmetric "
                        "about it reaches it")
        return None

    def drawing(self, grid, title=None):
        """The dots, the empty cells as walls, and the regions (thick borders); an undecided cell hatched."""
        from ...render.dotted import DottedDrawing

        empty = self.empty()
        undecided = {c for c in self.cells() if grid[c[0]][c[1]] is None and c not in empty}
        regions = {c: grid[c[0]][c[1]] for c in self.cells() if c not in undecided and c not in empty}
        return DottedDrawing(self.rows, self.cols, regions=regions, walls=empty, undecided=undecided, title=title,
                             dots={(y, x): "black" if colour == 2 else "white" for y, x, colour in self.dots})


def _touching(point) -> list:
    """The checker's own reading of the cells around a dot (one, two or four: its odd coordinates lie between
    cells)."""
    y, x = point
    return [(r, c) for r in sorted({y // 2, (y + 1) // 2}) for c in sorted({x // 2, (x + 1) // 2})]


def dot_name(point) -> str:
    """A dot's place in words: ``"r2c3"`` at a cell's centre, ``"r2c3-r2c4"`` between two cells, ``"r2c3-r3c4"`` at
    the corner of four."""
    cells = _touching(point)
    return cell_name(cells[0]) if len(cells) == 1 else f"{cell_name(cells[0])}-{cell_name(cells[-1])}"


__all__ = ["TentaishoPuzzle", "dot_name"]
