"""Kurodoko, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
its checker ``src/variety/kurodoko.js``; Nikoli's genre):

1. shade some cells; numbered cells are never shaded;
2. shaded cells are never orthogonally adjacent;
3. the unshaded cells are orthogonally connected;
4. a number is how many unshaded cells it sees in a straight line along its
   row and its column, itself included, each line stopping at a shaded cell
   or the edge (``?``: a number not shown, any count).

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board that no published puzzle needs; it is not
a rule here.)  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import components, groups_from
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ..grid.number_url import NumberedCellsURL


@dataclass(frozen=True)
class KurodokoPuzzle(NumberedCellsURL, GridPuzzle):
    """A Kurodoko board: ``clues`` hold each numbered cell's count (an int
    from 1) or ``"?"`` (a number not shown); None: an empty cell."""

    kind_name = "kurodoko"
    clue_open = True  # a clue's cell is never shaded: an answer may write the clue there (drawn_answer)
    clue_noun = "number"
    #: A number taken away leaves its cell unshaded (a ``?``), said so: a Cave's number may hold on a board without
    #: the other numbers' cells, where they could be shaded, and not beside them (kind.why_none).
    clue_left = ", each cell left unshaded"
    clue_least, clue_is = 1, "a count of cells seen (1 or more: a number sees itself)"

    def weaker(self, clue):
        """``"?"`` for a number: the cell stays unshaded and counts nothing (no answer is lost)."""
        return "?"

    def check_clue(self, clue, cell) -> str | None:
        """A count from 1 or ``"?"``; 0 is none (a number sees itself).  (A count larger than the cells its lines
        reach is read: such a puzzle is proven to have no answer.)"""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not a count of cells seen (a number sees itself: 1 or more)"
        return super().check_clue(clue, cell)

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell, for the estimate made before it is built: 4000, and 1500 per "seen" boolean
        of :func:`~gridsat.constraints.sight.sees_count` (a number's lines, each up to its count), spread over the
        cells (a board of large numbers holds many more than its cells)."""
        if "_seen_booleans" not in self.__dict__:
            rows, cols, total = self.rows, self.cols, 0
            for (r, c), n in self.counts().items():
                total += min(r, n) + min(rows - 1 - r, n) + min(c, n) + min(cols - 1 - c, n)
            self.__dict__["_seen_booleans"] = total  # (a frozen dataclass: as functools.cached_property stores)
        return 4000 + 1500 * self.__dict__["_seen_booleans"] // max(1, self.rows * self.cols)

    def counts(self) -> dict:
        """``{(r, c): count}`` of the numbers shown (``?`` left out)."""
        return {c: v for c, v in self.clued().items() if v != "?"}

    def sight(self, grid) -> list:
        """Rows of how many unshaded cells each unshaded cell of ``grid`` (rows of 1 shaded / 0 unshaded) sees,
        itself included (0 on a shaded cell): the length of its row's run of unshaded cells plus its column's, less
        itself.  Linear in the board: each run is measured once."""
        rows, cols = self.rows, self.cols
        out = [[0] * cols for _ in range(rows)]
        for r in range(rows):
            c = 0
            while c < cols:
                end = c
                while end < cols and not grid[r][end]:
                    end += 1
                for x in range(c, end):
                    out[r][x] = end - c
                c = end + 1
        for c in range(cols):
            r = 0
            while r < rows:
                end = r
                while end < rows and not grid[end][c]:
                    end += 1
                for y in range(r, end):
                    out[y][c] += end - r - 1
                r = end + 1
        return out

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.connectivity import connected
        from ...constraints.shading import cell_vars, no_adjacent
        from ...constraints.sight import sees_count

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        with model.rule("numbered cells are unshaded"):
            model.add_bool_and([~shaded[c] for c in clued])
        no_adjacent(model, shaded, self.neighbours)  # rule 2
        unshaded = {c: ~v for c, v in shaded.items()}
        connected(model, cells, self.neighbours, unshaded, anchor=min(clued, default=None),  # rule 3
                  check=options.check_time, rule="the unshaded cells are connected")
        sees_count(model, self.rows, self.cols, unshaded, self.counts(), check=options.check_time,  # rule 4
                   rule="a number is how many unshaded cells it sees")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded, clued = {c for c in self.cells() if grid[c[0]][c[1]]}, self.clued()
        problems = [f"numbered cell {cell_name(c)} is shaded" for c in sorted(clued) if c in shaded]
        problems += [f"shaded cells {cell_name(c)} and {cell_name(nb)} are adjacent" for c in sorted(shaded)
                     for nb in self.neighbours(c) if nb in shaded and nb > c]
        parts = components([c for c in self.cells() if c not in shaded], self.neighbours)
        if len(parts) > 1:
            problems.append(f"the unshaded cells are not connected: {len(parts)} groups, from {groups_from(parts)}")
        sight = self.sight(grid)
        for cell, number in sorted(self.counts().items()):
            if cell not in shaded and (seen := sight[cell[0]][cell[1]]) != number:
                problems.append(f"the {number} at {cell_name(cell)} sees {counted(seen, 'unshaded cell')} "
                                f"(itself included), not {number}")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: each number in a white circle, shaded cells dark (None: undecided)."""
        from ...render.board import BoardDrawing

        cells, clued = self.cells(), self.clued()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in clued.items()},
                            circles=dict.fromkeys(clued, "white"),
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["KurodokoPuzzle"]
