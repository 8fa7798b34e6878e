"""Mochikoro (Nikoli; puzz.link's ``mochikoro``; janko.at's Mochikoro), rules as puzz.link states and checks them
(robx/pzprjs ``src-ui/res/rules.en.yaml`` and the checker list of ``src/variety/nurikabe.js``, ``AnsCheck@mochikoro``):

1. shade some cells; numbered cells are never shaded;
2. each orthogonally connected area of unshaded cells is a rectangle (``checkUnshadeRect``, failcode ``cuNotRect``);
3. a rectangle holds at most one number (``checkDoubleNumberInUnshade``, ``bkNumGe2``), and a number is its
   rectangle's area in cells (``checkNumberAndUnshadeSize``, ``bkSizeNe``; ``?``: any area); a rectangle without a
   number may have any area (janko.at's published answers have such rectangles);
4. the unshaded cells are connected diagonally: one group when cells touching at a corner count as joined
   (``checkConnectUnshaded_mochikoro``, ``csDivide8``);
5. no 2x2 block is all shaded (``check2x2ShadeCell``, ``cs2x2``).

(puzz.link's checker also refuses a board with no shaded cell at all (``checkShadeCellExist``), a guard against an
untouched board that no published puzzle needs; it is not a rule here, as in Kurotto.)  The codec is pzprjs's
number codec (``decodeNumber16``, ``.`` a ``?``), Nurikabe's.  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import components
from ..grid.checking import pools
from ..grid.kind import cell_encoding
from ..grid.number_url import NumberedCellsURL
from ..grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class MochikoroPuzzle(NumberedCellsURL, GridPuzzle):
    """A Mochikoro board: ``clues`` hold rectangle areas (ints from 1) or ``"?"``; None: a cell without a number."""

    kind_name = "mochikoro"
    clue_open = True  # a number's cell is never shaded: an answer may write the number there (drawn_answer)
    clue_noun = "area"
    #: An area taken away leaves its cell a ``?``, still unshaded, in a rectangle holding no other number.
    clue_left = ", each numbered cell still unshaded in a rectangle without another number"
    clue_least, clue_is = 1, "an area (1 or more)"

    def check_clue(self, clue, cell) -> str | None:
        """An area (1 or more) or ``"?"``; 0 is no area."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not an area (a rectangle has 1 cell or more)"
        return super().check_clue(clue, cell)

    def weaker(self, clue):
        """``"?"`` for an area: the number's rectangle keeps it alone, of any area (no answer is lost)."""
        return "?"

    bytes_per_cell = 4000  # the cells' part: the rectangles' part is counted as the model starts, on the clock

    def model_bytes(self, check=None) -> int:
        """The model's bytes: the cells' and those of each number's rectangles (Shikaku's count,
        :func:`~gridsat.puzzles.shikaku.rectangles.size`, made before any is listed), calling ``check`` as it
        counts."""
        from ..shikaku.rectangles import BYTES_PER_RECTANGLE, BYTES_PER_RECTANGLE_CELL, size

        count, cells = size(self.rows, self.cols, self.clued(), check)
        return (self.rows * self.cols * self.bytes_per_cell + count * BYTES_PER_RECTANGLE
                + cells * BYTES_PER_RECTANGLE_CELL)

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`): rule 3 as a choice among the rectangles of
        each number's area that hold no other number (Shikaku's, :mod:`gridsat.puzzles.shikaku.rectangles`), the
        chosen one unshaded and every cell beside it shaded; the rest one vocabulary call per rule."""
        from ...constraints.shading import cell_vars, no_2x2, rectangular_areas
        from ...constraints.walls import connected_through_corners
        from ...core.wording import a_size
        from ..shikaku.rectangles import rectangles

        options.check_memory(self.model_bytes(options.check_time), f"a CP-SAT model of {a_size(self.rows, self.cols)}"
                             " Mochikoro")
        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        unshaded = {c: ~v for c, v in shaded.items()}
        with model.rule("numbered cells are unshaded"):
            model.add_bool_and([unshaded[c] for c in clued])
        rectangular_areas(model, self.rows, self.cols, unshaded)  # rule 2
        numbered = sorted(clued)
        with model.rule("a number's area is the rectangle holding it, which holds no other number"):  # rule 3
            chosen: dict = {}
            for i, (rank, inside) in enumerate(rectangles(self.rows, self.cols, clued, numbered, options.check_time)):
                if i % 1024 == 0:
                    options.check_time()
                x = model.new_bool_var(f"rect{i}")
                chosen.setdefault(rank, []).append(x)
                area = set(inside)
                beside = {nb for c in inside for nb in self.neighbours(c)} - area
                model.add_bool_and([unshaded[c] for c in inside] + [shaded[c] for c in beside]).only_enforce_if(x)
            for rank in range(1, len(numbered) + 1):
                model.add_exactly_one(chosen.get(rank, []))
        connected_through_corners(model, self.rows, self.cols, shaded, check=options.check_time)  # rule 4
        no_2x2(model, self.rows, self.cols, shaded)  # rule 5
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary)."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        cells, clued = self.cells(), self.clued()
        shaded = {c for c in cells if grid[c[0]][c[1]]}
        problems = [f"numbered cell {cell_name(c)} is shaded" for c in sorted(clued) if c in shaded]
        unshaded = [c for c in cells if c not in shaded]
        for area in components(unshaded, self.neighbours):
            where = min(area)
            rows, cols = {r for r, _ in area}, {c for _, c in area}
            height, width = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
            if height * width != len(area):
                problems.append(f"the unshaded area at {cell_name(where)} is not a rectangle "
                                f"({counted(len(area), 'cell')} in a {height}x{width} box)")
            numbers = [c for c in sorted(area) if c in clued]
            if len(numbers) > 1:
                problems.append(f"the unshaded area at {cell_name(where)} holds {len(numbers)} numbers, more than one")
            elif numbers and clued[numbers[0]] != "?" and clued[numbers[0]] != len(area):
                problems.append(f"the unshaded area of the {clued[numbers[0]]} at {cell_name(numbers[0])} has "
                                f"{counted(len(area), 'cell')}, not {clued[numbers[0]]}")
        parts = components(unshaded, self._around)
        if len(parts) > 1:
            problems.append(f"the unshaded cells are not connected, even diagonally: {len(parts)} groups, from "
                            f"{', '.join(cell_name(min(p)) for p in parts[:3])}{', ...' if len(parts) > 3 else ''}")
        return problems + pools(shaded, self.rows, self.cols)

    def _around(self, cell) -> list:
        """The up to eight cells touching ``cell`` at a side or a corner (the checker's own, rule 4)."""
        r, c = cell
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < self.rows and 0 <= c + dc < self.cols]

    def drawing(self, grid, title=None):
        """The board as puzz.link draws a Mochikoro: the numbers, shaded cells dark (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["MochikoroPuzzle"]
