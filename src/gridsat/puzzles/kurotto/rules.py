"""Kurotto (Nikoli; puzz.link's ``kurotto``; janko.at's Kurotto), rules as
puzz.link states and checks them (robx/pzprjs ``src-ui/res/rules.en.yaml`` and
the checker list of ``src/variety/kurotto.js``):

1. shade some cells; circled cells are never shaded (``numberRemainsUnshaded``);
2. a number in a circle is the total size of the shaded groups (orthogonally
   connected areas of shaded cells) that share a side with the circle, each
   group counted once however many sides it shares
   (``checkCellNumber_kurotto``, failcode ``nmSumSizeNe``); a circle without
   a number (``?``) has no condition.

(puzz.link's checker also refuses a board with no shaded cell at all
(``checkShadeCellExist``), a guard against an untouched board that no
published puzzle needs; it is not a rule here, as in Kurodoko.)  The
codec is pzprjs's number codec (``decodeNumber16``, ``.`` a circle without a
number), Kurodoko's.  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import components
from ..grid.kind import cell_encoding
from ..grid.number_url import NumberedCellsURL
from ..grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class KurottoPuzzle(NumberedCellsURL, GridPuzzle):
    """A Kurotto board: ``clues`` hold each circle's number (an int from 0) or ``"?"`` (a circle with no number);
    None: a cell without a circle."""

    kind_name = "kurotto"
    clue_open = True  # a circle's cell is never shaded: an answer may write its number there (drawn_answer)
    clue_noun = "number"
    #: A number taken away leaves its circle (a ``?``): still unshaded, counting nothing.
    clue_left = ", each left a circle without a number (still unshaded)"
    clue_least, clue_is = 0, "a count of shaded cells (0 or more)"

    def weaker(self, clue):
        """``"?"`` for a number: the circle stays unshaded and counts nothing (no answer is lost)."""
        return "?"

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell, for the estimate made before it is built: 4000, and 4500 per "counted"
        boolean of :func:`~gridsat.constraints.groups.touching_total` (at most the cells within a number's steps
        of its circle, ``2 N (N + 1)``, and the board), spread over the cells.  Measured: boards with a 40 on every
        third cell of every third row took 0.4 GB (30x30) and 1.6 GB (45x45) to build, about 4 KB a counted
        boolean with its tree's arcs and depths (1500 was said: 0.1 and 0.6 GB)."""
        if "_counted_booleans" not in self.__dict__:
            area = self.rows * self.cols
            total = sum(min(area, 2 * n * (n + 1)) for n in self.counts().values())
            self.__dict__["_counted_booleans"] = total  # (a frozen dataclass: as functools.cached_property stores)
        return 4000 + 4500 * self.__dict__["_counted_booleans"] // max(1, self.rows * self.cols)

    def counts(self) -> dict:
        """``{(r, c): number}`` of the circles with a number (``?`` left out)."""
        return {c: v for c, v in self.clued().items() if v != "?"}

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.groups import touching_total
        from ...constraints.shading import cell_vars

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        with model.rule("circled cells are unshaded"):
            model.add_bool_and([~shaded[c] for c in clued])
        touching_total(model, cells, self.neighbours, shaded, self.counts(), check=options.check_time,  # rule 2
                       rule="a number is the size of the shaded groups touching its circle")
        return cell_encoding(self, shaded)

    def touching(self, grid) -> dict:
        """``{(r, c): total}`` for every circle of ``grid`` (rows of 1 shaded / 0 unshaded): the cells of the
        shaded groups sharing a side with it, each group once.  Linear in the board: the groups are found once.

        Raises:
            TypeError, ValueError: ``grid`` not rows of 0 and 1, or not the board's size (it met IndexError).
        """
        grid = self.check_answer_values(grid)
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            raise ValueError(f"grid must be {counted(self.rows, 'row')} of {counted(self.cols, 'cell')}, got "
                             f"{counted(len(grid), 'row')}")
        shaded = [c for c in self.cells() if grid[c[0]][c[1]]]
        group, size = {}, []
        for i, part in enumerate(components(shaded, self.neighbours)):
            size.append(len(part))
            group.update(dict.fromkeys(part, i))
        return {cell: sum(size[g] for g in {group[nb] for nb in self.neighbours(cell) if nb in group})
                for cell in self.clued()}

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary)."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        clued = self.clued()
        problems = [f"circled cell {cell_name(c)} is shaded" for c in sorted(clued) if grid[c[0]][c[1]]]
        touching = self.touching(grid)
        for cell, number in sorted(self.counts().items()):
            if not grid[cell[0]][cell[1]] and (found := touching[cell]) != number:
                problems.append(f"the shaded groups touching the {number} at {cell_name(cell)} hold "
                                f"{counted(found, 'cell')}, not {number}")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws a Kurotto: each circle white, its number inside (a ``?`` circle empty),
        shaded cells dark (None: undecided)."""
        from ...render.board import BoardDrawing

        cells, clued = self.cells(), self.clued()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in clued.items() if v != "?"},
                            circles=dict.fromkeys(clued, "white"),
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["KurottoPuzzle"]
