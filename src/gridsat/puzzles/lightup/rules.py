"""Light Up (Akari, Nikoli's 美術館), rules as puzz.link states them (robx/pzprjs
``rules.en.yaml``, key ``lightup``; its checker ``src/variety/lightup.js``):

1. bulbs go in some open (white) cells, never in walls;
2. a bulb lights its own cell and every cell in a straight line up, down,
   left and right until a wall or the edge; every open cell is lit;
3. no bulb lights another (no two bulbs in one row or column run of open
   cells);
4. a numbered wall has exactly that many bulbs among its (up to 4)
   orthogonal neighbours; a wall without a number says nothing.

Clues are walls: ``"#"`` a wall without a number, 0..4 a numbered wall
(None: an open cell).  Answers are rows of 1 (bulb) / 0 (no bulb).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ...core.errors import cell_name, counted, shown
from ...core.grid import as_rows

#: A wall without a number.
WALL = "#"


@dataclass(frozen=True)
class LightUpPuzzle(GridPuzzle):
    """A Light Up board: ``clues`` hold walls, ``"#"`` or 0..4 (None: open)."""

    kind_name = "lightup"
    bytes_per_cell = 2000
    answer_values = {0: "no bulb", 1: "bulb"}
    clue_noun = "wall number"
    clue_open, clue_mark = True, WALL  # an answer may write a wall as the puzzle does ('#', '2'): not a bulb

    def weaker(self, clue):
        """A plain wall for a numbered one (no answer is lost)."""
        return WALL

    def check_clue(self, clue, cell) -> str | None:
        if clue == WALL or (isinstance(clue, int) and not isinstance(clue, bool) and 0 <= clue <= 4):
            return None
        return f"clue {shown(clue, 40)} is not a wall: '#' or a number from 0 to 4"

    def open_cells(self) -> list:
        """The cells that are not walls, row-major."""
        return [c for c in self.cells() if self.clue(c) is None]

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`)."""
        from ...constraints.shading import cell_vars, count, fixed
        from ...constraints.sight import lit_by_segments

        bulbs = cell_vars(model, self.cells(), "bulb")
        fixed(model, bulbs, {c: False for c in self.clued()}, rule="walls hold no bulb")  # rule 1
        members = {}  # the open cells' bulbs, a row at a time under the clock (a million cells take 0.6 s)
        for r, row in enumerate(self.clues):
            options.check_time()
            members.update({(r, c): bulbs[r, c] for c, clue in enumerate(row) if clue is None})
        lit_by_segments(model, self.rows, self.cols, members, check=options.check_time,  # rules 2, 3
                        rule="every open cell is lit; no bulb lights another")
        numbered = {c: v for c, v in self.clued().items() if v != WALL}
        count(model, [(c, self.neighbours(c)) for c in numbered], bulbs, numbered,  # rule 4
              rule="each numbered wall has that many bulbs next to it")
        return cell_encoding(self, bulbs)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        bulbs = {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v}
        problems = [f"a bulb stands on the wall at {cell_name(c)}" for c in sorted(bulbs) if self.clue(c) is not None]
        lit = set()
        for bulb in sorted(b for b in bulbs if self.clue(b) is None):
            for step in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                r, c = bulb[0] + step[0], bulb[1] + step[1]
                while 0 <= r < self.rows and 0 <= c < self.cols and self.clues[r][c] is None:
                    if (r, c) in bulbs and (r, c) > bulb:
                        problems.append(f"the bulbs at {cell_name(bulb)} and {cell_name((r, c))} light each other")
                    lit.add((r, c))
                    r, c = r + step[0], c + step[1]
            lit.add(bulb)
        problems += [f"the open cell {cell_name(c)} is dark" for c in self.open_cells() if c not in lit]
        for cell, n in self.clued().items():
            near = sum(x in bulbs for x in self.neighbours(cell))
            if n != WALL and near != n:
                problems.append(f"the wall {n} at {cell_name(cell)} has {counted(near, 'bulb')} next to it")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: black walls with white numbers,
        bulbs and the cells they light (None: undecided)."""
        from ...render.board import BoardDrawing

        bulbs = {c for c in self.open_cells() if grid[c[0]][c[1]] == 1}
        lit = set()
        for r, c in bulbs:
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                x, y = r + dr, c + dc
                while 0 <= x < self.rows and 0 <= y < self.cols and self.clues[x][y] is None:
                    lit.add((x, y))
                    x, y = x + dr, y + dc
        return BoardDrawing(self.rows, self.cols, walls=set(self.clued()), bulbs=bulbs, lit=lit | bulbs,
                            text={c: str(v) for c, v in self.clued().items() if v != WALL},
                            undecided={c for c in self.open_cells() if grid[c[0]][c[1]] is None}, title=title)

    # -- formats -------------------------------------------------------------
    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls in the four-cell codec (``decode4Cell``;
        ``.`` is a wall without a number)."""
        from ...formats.puzzlink import UNKNOWN, Body

        body = Body(link.body)
        values = [WALL if v == UNKNOWN else v for v in body.four_cell(link.rows * link.cols)]
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols),
                   name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import UNKNOWN, encode_four_cell, make_url

        return make_url("akari", self.cols, self.rows,
                        encode_four_cell(UNKNOWN if v == WALL else v for row in self.clues for v in row))


__all__ = ["LightUpPuzzle", "WALL"]
