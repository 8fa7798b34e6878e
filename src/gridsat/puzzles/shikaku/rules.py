"""Shikaku, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml``; Nikoli's genre):

1. divide the grid into rectangles (every cell in exactly one);
2. each rectangle holds exactly one number;
3. the number is the rectangle's area, in cells (``?``: any area).

Answers are rows of whole numbers: each cell holds the rank, counted from 1 in reading order, of the number
whose rectangle covers it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ..grid.kind import Encoding
from ..grid.puzzle import GridPuzzle
from ..grid.number_url import NumberedCellsURL


@dataclass(frozen=True)
class ShikakuPuzzle(NumberedCellsURL, GridPuzzle):
    """A Shikaku board: ``clues`` hold areas (ints from 1) or ``"?"``."""

    kind_name = "shikaku"
    clue_noun = "area"
    #: An area taken away leaves its number a ``?``, still in a rectangle of its own, said so: "take one of these away
    #: too and an answer exists" was untrue of a board whose other numbers are gone, its cells then in no rectangle
    clue_left = ", each numbered cell still in a rectangle of its own"
    clue_least, clue_is = 1, "an area (1 or more)"
    answer_values = None  # the rank of the number covering each cell: its checker reads them

    def check_clue(self, clue, cell) -> str | None:
        """An area (1 or more) or ``"?"``; 0 is no area."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not an area (a rectangle has 1 cell or more)"
        return super().check_clue(clue, cell)

    def board_reason(self) -> str | None:
        """Why there is no answer wherever the numbers stand (the reason
        :meth:`~gridsat.puzzles.grid.kind.GridKind.why_none` gives before weighing numbers): the areas add up to
        more or fewer cells than the board has, a ``?`` counted as 1 cell at least (a 2x2 board of two 1s was "the
        area 1 at r2c2 cannot hold, even with every other area taken away", blaming one number for the total);
        None otherwise, and for a board with no number."""
        from ...core.errors import big_count

        areas = list(self.clued().values())
        known, unknown = sum(a for a in areas if a != "?"), areas.count("?")
        cells = self.rows * self.cols
        if not areas or known + unknown == cells or (unknown and known + unknown < cells):
            return None
        if not unknown:
            return f"the areas add up to {counted(known, 'cell')}, and the board has {cells:,}"
        return (f"the areas add up to {counted(known, 'cell')}, and {big_count(unknown)} more at least for the "
                f"{'?' if unknown == 1 else '?s'}: more than the board's {cells:,}")

    def weaker(self, clue):
        """``"?"``: the rectangle keeps its one number, of any area (no answer is lost)."""
        return "?"

    def numbered(self) -> list:
        """The numbered cells in reading order (an answer's cell value is a rank in this list, from 1)."""
        return sorted(self.clued())

    def read_answer(self, solution) -> list:
        """A recorded answer as :meth:`GridPuzzle.read_answer` reads it, its labels made the numbers' ranks when
        each number's cell holds a label of its own and every label is one of those: a partition recorded with
        other labels (a tool's, a person's) was called "not an answer" (its "area of the number 6 does not cover
        its own cell")."""
        rows = super().read_answer(solution)
        if len(rows) != self.rows or any(not isinstance(row, list) or len(row) != self.cols for row in rows):
            return rows  # (the shape is refused where it is compared)
        labels = {rows[r][c]: rank for rank, (r, c) in enumerate(self.numbered(), 1)}
        if len(labels) != len(self.numbered()) or any(v not in labels for row in rows for v in row):
            return rows
        return [[labels[v] for v in row] for row in rows]

    def rectangles(self, check=None) -> list:
        """``[(rank, cells)]``: every rectangle that holds exactly one number, the number at rank ``rank`` (from
        1), of the number's area."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        from .rectangles import rectangles

        return rectangles(self.rows, self.cols, self.clued(), self.numbered(), check)

    bytes_per_cell = 4000  # the cells' part: the rectangles' part is estimated as the model starts, on the clock

    def model_bytes(self, check=None) -> int:
        """The model's bytes: its rectangles' booleans and cells, counted before any is listed (a ``?`` on a
        60x60 board has 800,000 rectangles of 700,000,000 cells in all), calling ``check`` as it counts (counted
        off the clock, a 1000x1000 board of 2500s took 5 s past ``-t 3`` to be refused)."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        from .rectangles import BYTES_PER_RECTANGLE, BYTES_PER_RECTANGLE_CELL, size

        count, cells = size(self.rows, self.cols, self.clued(), check)
        return (self.rows * self.cols * self.bytes_per_cell + count * BYTES_PER_RECTANGLE
                + cells * BYTES_PER_RECTANGLE_CELL)

    def model(self, model, options):
        """One boolean per rectangle of a number's area holding no other number (rules 2, 3), every cell in
        exactly one (rule 1); the answer: a boolean per cell and number, true where the number's rectangle
        covers the cell."""
        from ...constraints.placement import cover, place_pieces

        from ...core.wording import a_size

        options.check_memory(self.model_bytes(options.check_time), f"a CP-SAT model of {a_size(self.rows, self.cols)} "
                             "Shikaku")
        cells, numbered = self.cells(), self.numbered()
        rects = self.rectangles(options.check_time)
        with model.rule("one boolean per rectangle of a number's area holding no other number"):
            x = [model.new_bool_var(f"rect{i}") for i in range(len(rects))]
        place_pieces(model, x, [rank for rank, _ in rects], {rank: 1 for rank in range(1, len(numbered) + 1)},
                     rule="each number has one rectangle of its area")
        cover(model, x, [cells_ for _, cells_ in rects], cells, check=options.check_time,
              rule="each cell is in exactly one rectangle")
        owner = {}
        for var, (rank, covering) in zip(x, rects):
            for cell in covering:
                owner.setdefault((cell, rank), []).append(var)
        literals, ranks = [], []
        with model.rule("a cell belongs to the number whose rectangle covers it"):
            for (cell, rank), covering in sorted(owner.items()):
                b = model.new_bool_var(f"r{cell[0] + 1}c{cell[1] + 1}_of_{rank}")
                model.add(sum(covering) == b)
                literals.append(b)
                ranks.append((cell, rank))

        def decode(values):
            grid = [[0] * self.cols for _ in range(self.rows)]
            for (cell, rank), v in zip(ranks, values):
                if v:
                    grid[cell[0]][cell[1]] = rank
            return grid

        def forced(values, flags):
            grid = [[None] * self.cols for _ in range(self.rows)]
            for (cell, rank), v, f in zip(ranks, values, flags):
                if v and f:
                    grid[cell[0]][cell[1]] = rank
            return grid

        return Encoding(literals, decode, forced)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        clued = self.clued()
        numbered = sorted(clued)
        problems, parts = [], {}
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if not 1 <= v <= len(numbered):
                    problems.append(f"cell {cell_name((r, c))} holds {v}, not the rank of a number "
                                    f"(1 to {len(numbered)})")
                else:
                    parts.setdefault(v, []).append((r, c))
        for rank, (r, c) in enumerate(numbered, 1):
            part = parts.get(rank, [])
            where = f"the area of the number {clued[(r, c)]} at {cell_name((r, c))}"
            if grid[r][c] != rank:
                problems.append(f"{where} does not cover its own cell")
                continue
            rows_ = [i for i, _ in part]
            cols_ = [j for _, j in part]
            height, width = max(rows_) - min(rows_) + 1, max(cols_) - min(cols_) + 1
            if height * width != len(part):
                problems.append(f"{where} is not a rectangle ({counted(len(part), 'cell')})")
            others = [cell for cell in part if cell != (r, c) and cell in clued]
            if others:
                problems.append(f"{where} holds another number, at {cell_name(others[0])}")
            if clued[(r, c)] != "?" and clued[(r, c)] != len(part):
                problems.append(f"{where} has {counted(len(part), 'cell')}")
        return problems

    def drawing(self, grid, title=None):
        """The numbers, and the rectangles as regions (thick borders); a cell not decided: hatched, left out of
        the regions, so that no border is drawn beside it (each was a region of its own: ``--forced`` drew a 4
        in a closed box of 2 cells, its rectangle's other cells undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        undecided = {c for c in cells if grid[c[0]][c[1]] is None}
        regions = {c: grid[c[0]][c[1]] for c in cells if c not in undecided}
        return BoardDrawing(self.rows, self.cols, regions=regions, text={c: str(v) for c, v in self.clued().items()},
                            undecided=undecided, title=title)


__all__ = ["ShikakuPuzzle"]
