"""Creek, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
its checker ``src/variety/creek.js``):

1. shade some cells;
2. a number on a grid point (a corner of cells, the board's edge and
   corners included) is how many of the cells around that point are
   shaded (four inside the board, two on its edge, one at its corner;
   ``?``: a number not given);
3. the unshaded cells are orthogonally connected.

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board; a board whose numbers are all 0 has
that one answer here.)
The clues are ``rows + 1`` rows of ``cols + 1`` grid points; answers are
rows of 1 (shaded) / 0 (unshaded), one per cell.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import shown
from ...core.grid import as_rows
from ..grid.checking import not_connected
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle


def point_name(point, rows: int, cols: int) -> str:
    """A grid point in words, by a cell it is a corner of: ``"the top-left corner of r1c1"`` (``point`` is
    ``(r, c)``, 0..rows and 0..cols)."""
    from ..grid.loop import corner

    return corner(point[0], point[1], rows, cols)


@dataclass(frozen=True)
class CreekPuzzle(GridPuzzle):
    """A Creek board of ``rows x cols`` cells: ``clues`` hold ``rows + 1`` rows of ``cols + 1`` grid points, each a
    number 0-4, ``"?"`` or None (no number)."""

    kind_name = "creek"
    #: pzprjs reads a Creek URL's 'c' (pzprapp's mark of the current form) as the current form, 'd' as the old one
    url_flags = {"c": "the current form, as without it"}
    url_flags_unread = {"d": "puzz.link's old form of a Creek URL, which gridsat does not read; open it on puzz.link "
                             "and copy the URL it writes now"}
    clue_noun = "number"
    clue_points = True

    def weaker(self, clue):
        """No number (its point then free): every answer stays one."""
        return None

    def check_clue(self, clue, cell) -> str | None:
        """A number from 0 to the count of cells around its point (4 inside the board, 2 on its edge, 1 at its
        corners), or ``?``."""
        if clue == "?":
            return None
        if isinstance(clue, bool) or not isinstance(clue, int) or not 0 <= clue <= 4:
            return f"clue {shown(clue, 40)} is not a number 0-4 or '?' (the shaded cells around a grid point)"
        from ...constraints.corners import corner_cells

        around = len(corner_cells(self.rows, self.cols, cell))
        if clue > around:
            where = "on the board's corner" if around == 1 else "on the board's edge" if around == 2 else "there"
            return f"clue {clue} is more than the {around} cell{'s' if around > 1 else ''} around a grid point {where}"
        return None

    def clue_named(self, point, clue) -> str:
        """A number and its grid point in words (the reason for no answer): ``"2 at the top-left corner of r1c1"``."""
        return f"{clue} at {point_name(point, self.rows, self.cols)}"

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.connectivity import connected
        from ...constraints.corners import corner_counts
        from ...constraints.shading import cell_vars

        cells = self.cells()
        shaded = cell_vars(model, cells)  # rule 1
        corner_counts(model, self.rows, self.cols, shaded,  # rule 2
                      {p: (None if v == "?" else v) for p, v in self.clued().items()})
        options.check_time()
        connected(model, cells, self.neighbours, {c: ~v for c, v in shaded.items()}, check=options.check_time,
                  rule="the unshaded cells are connected")  # rule 3
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        problems = []
        for (r, c), clue in sorted(self.clued().items()):
            if clue == "?":
                continue
            found = sum(1 for y in (r - 1, r) for x in (c - 1, c)  # the cells touching the point, read plainly
                        if 0 <= y < self.rows and 0 <= x < self.cols and grid[y][x])
            if found != clue:
                problems.append(f"the {clue} at {point_name((r, c), self.rows, self.cols)} has {found} shaded "
                                f"cell{'' if found == 1 else 's'} around it")
        unshaded = {cell for cell in self.cells() if not grid[cell[0]][cell[1]]}
        return problems + not_connected(unshaded, self.neighbours, "unshaded")

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: the numbers in small circles on the grid points, shaded cells dark
        (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, corners={p: str(v) for p, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the numbers on the ``(rows + 1) x (cols + 1)`` grid points in the four-cell codec
        (pzprjs ``decode4Cross``, the same characters as ``decode4Cell``).

        Raises:
            PuzzleInputError: what :meth:`~gridsat.formats.puzzlink.Body.four_cell` refuses, or characters after
                the last point."""
        from ...formats.puzzlink import Body

        body = Body(link.body)
        values = body.four_cell((link.rows + 1) * (link.cols + 1), "grid point")
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows + 1, link.cols + 1), name=name)

    def to_url(self) -> str:
        """The puzz.link URL (pzprjs ``encode4Cross``), under the genre's name (Gokigen's are written so too)."""
        from ...formats.puzzlink import encode_four_cell, make_url

        return make_url(self.kind_name, self.cols, self.rows, encode_four_cell(v for row in self.clues for v in row))


__all__ = ["CreekPuzzle", "point_name"]
