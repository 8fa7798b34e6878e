"""Cave (puzz.link's ``cave``, also read as ``bag``; janko.at's Höhle, also
called Corral), rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/kurodoko.js``, where
Cave is written beside Kurodoko):

1. shade some cells; numbered cells are never shaded;
2. the unshaded cells (the cave) are orthogonally connected
   (pzprjs ``checkConnectUnshade``);
3. every orthogonally connected area of shaded cells touches the board's
   edge: none is shut inside the cave (``checkConnectShadeOutside``);
4. a number is how many unshaded cells it sees in a straight line along its
   row and its column, itself included, each line stopping at a shaded cell
   or the edge (``checkViewOfNumber``; ``?``: a number not shown, any
   count).

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board that no published puzzle needs; it is not
a rule here, as in Kurodoko.)  The numbers see as Kurodoko's do: the sight
rule and the codec are :class:`~gridsat.puzzles.kurodoko.rules.KurodokoPuzzle`'s.
Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ..grid.checking import not_connected
from ..grid.kind import cell_encoding
from ..kurodoko.rules import KurodokoPuzzle


@dataclass(frozen=True)
class CavePuzzle(KurodokoPuzzle):
    """A Cave board: ``clues`` hold each numbered cell's count (an int from 1) or ``"?"`` (a number not shown);
    None: an empty cell."""

    kind_name = "cave"

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.connectivity import connected
        from ...constraints.edge_reach import touch_edge
        from ...constraints.shading import cell_vars
        from ...constraints.sight import sees_count

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        with model.rule("numbered cells are unshaded"):
            model.add_bool_and([~shaded[c] for c in clued])
        unshaded = {c: ~v for c, v in shaded.items()}
        connected(model, cells, self.neighbours, unshaded, anchor=min(clued, default=None),  # rule 2
                  check=options.check_time, rule="the unshaded cells are connected")
        touch_edge(model, self.rows, self.cols, self.neighbours, shaded, check=options.check_time,  # rule 3
                   rule="every shaded area touches the edge")
        sees_count(model, self.rows, self.cols, unshaded, self.counts(), check=options.check_time,  # rule 4
                   rule="a number is how many unshaded cells it sees")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary)."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        cells, clued = self.cells(), self.clued()
        shaded = {c for c in cells if grid[c[0]][c[1]]}
        problems = [f"numbered cell {cell_name(c)} is shaded" for c in sorted(clued) if c in shaded]
        problems += not_connected([c for c in cells if c not in shaded], self.neighbours, "unshaded")
        problems += [f"the shaded area at {cell_name(area[0])} ({counted(len(area), 'cell')}) does not touch the "
                     "board's edge" for area in self.shut_in(grid)]
        sight = self.sight(grid)
        for cell, number in sorted(self.counts().items()):
            if cell not in shaded and (seen := sight[cell[0]][cell[1]]) != number:
                problems.append(f"the {number} at {cell_name(cell)} sees {counted(seen, 'unshaded cell')} "
                                f"(itself included), not {number}")
        return problems

    def shut_in(self, grid) -> list:
        """The areas of shaded cells of ``grid`` (rows of 1 shaded / 0 unshaded) that touch no edge of the board,
        each a sorted list of ``(r, c)``: what rule 3 refuses, read by a search of its own."""
        rows, cols, out, seen = self.rows, self.cols, [], set()
        for start in self.cells():
            if start in seen or not grid[start[0]][start[1]]:
                continue
            seen.add(start)
            area, todo, edge = [start], [start], False
            while todo:
                r, c = todo.pop()
                edge = edge or r in (0, rows - 1) or c in (0, cols - 1)
                for nb in self.neighbours((r, c)):
                    if nb not in seen and grid[nb[0]][nb[1]]:
                        seen.add(nb)
                        area.append(nb)
                        todo.append(nb)
            if not edge:
                out.append(sorted(area))
        return out

    def drawing(self, grid, title=None):
        """The board as puzz.link draws a Cave: the numbers plain in their cells, shaded cells dark (None:
        undecided)."""
        from ...render.board import BoardDrawing

        cells, clued = self.cells(), self.clued()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in clued.items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["CavePuzzle"]
