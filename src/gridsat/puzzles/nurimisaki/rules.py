"""Nurimisaki (puzz.link's ``nurimisaki``; janko.at's Nurimisaki), rules as
puzz.link states and checks them (robx/pzprjs ``rules.en.yaml`` and the
checker list of ``src/variety/kurodoko.js``, where Nurimisaki is written
beside Kurodoko):

1. shade some cells; circled cells are never shaded;
2. no 2x2 block is all shaded (``check2x2ShadeCell``);
3. the unshaded cells are orthogonally connected (``checkConnectUnshade``);
4. a number is how many unshaded cells its circle sees in a straight line
   along its row and its column, itself included, each line stopping at a
   shaded cell or the edge (``checkViewOfNumber``; ``?``: a circle with no
   number, any count);
5. no 2x2 block is all unshaded (``check2x2UnshadeCell``);
6. every circle is a dead end: exactly one of its orthogonal neighbours is
   unshaded (``checkCirclePromontory``);
7. every dead end is circled: an unshaded cell without a circle has 0 or 2 or
   more unshaded neighbours (``checkNonCircleNotPromontory``).

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board that no published puzzle needs; it is not
a rule here, as in Kurodoko.)  The circles see as Kurodoko's numbers do: the
sight rule and the codec (``decodeNumber16``, ``.`` a circle without a
number) are :class:`~gridsat.puzzles.kurodoko.rules.KurodokoPuzzle`'s.
Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import blocks_2x2
from ..grid.checking import not_connected
from ..grid.kind import cell_encoding
from ..kurodoko.rules import KurodokoPuzzle


@dataclass(frozen=True)
class NurimisakiPuzzle(KurodokoPuzzle):
    """A Nurimisaki board: ``clues`` hold each circle's count (an int from 2) or ``"?"`` (a circle with no
    number); None: a cell without a circle."""

    kind_name = "nurimisaki"
    clue_noun = "number"
    #: A number taken away leaves its circle (a ``?``): still a dead end, seeing any count.
    clue_left = ", each left a circle without a number (still a dead end)"
    clue_least, clue_is = 2, "a count of cells seen (2 or more: a circle sees itself and the one cell beside it)"

    def check_clue(self, clue, cell) -> str | None:
        """A count from 2 or ``"?"``: a circle is a dead end, so it sees itself and its one unshaded neighbour at
        least (puzz.link's ``minnum`` is 2 too)."""
        if clue in (0, 1) and not isinstance(clue, bool):
            return (f"clue {clue} is not a count of cells seen (a circle sees itself and its one unshaded "
                    "neighbour: 2 or more)")
        return super().check_clue(clue, cell)

    def model(self, model, options, dead_ends: bool = True):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule; the dead
        ends' rules (6, 7) are sums over each cell's neighbours, written here.  ``dead_ends=False`` leaves those two
        out (the generator's random answer, whose dead ends become its circles)."""
        from ...constraints.connectivity import connected
        from ...constraints.shading import cell_vars, no_2x2
        from ...constraints.sight import sees_count

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        with model.rule("circled cells are unshaded"):
            model.add_bool_and([~shaded[c] for c in clued])
        unshaded = {c: ~v for c, v in shaded.items()}
        blocks = blocks_2x2(self.rows, self.cols, check=options.check_time)
        no_2x2(model, self.rows, self.cols, shaded, blocks=blocks)  # rule 2
        connected(model, cells, self.neighbours, unshaded, anchor=min(clued, default=None),  # rule 3
                  check=options.check_time, rule="the unshaded cells are connected")
        sees_count(model, self.rows, self.cols, unshaded, self.counts(), check=options.check_time,  # rule 4
                   rule="a number is how many unshaded cells it sees")
        no_2x2(model, self.rows, self.cols, unshaded, blocks=blocks, rule="no 2x2 block is all unshaded")  # rule 5
        if not dead_ends:
            return cell_encoding(self, shaded)
        with model.rule("the circles are exactly the dead ends"):  # rules 6 and 7
            for cell in cells:
                options.check_time()
                around = sum(unshaded[nb] for nb in self.neighbours(cell))
                if cell in clued and self.neighbours(cell):
                    model.add(around == 1)
                elif cell in clued:  # a circle on a 1x1 board: no neighbour, never a dead end
                    model.add_bool_or([])
                else:  # unshaded and not circled: not exactly one unshaded neighbour
                    model.add(around != 1).only_enforce_if(unshaded[cell])
        return cell_encoding(self, shaded)

    def dead_ends(self, grid) -> list:
        """The unshaded cells of ``grid`` (rows of 1 shaded / 0 unshaded) with exactly one unshaded orthogonal
        neighbour, ``(r, c)`` row-major."""
        return [c for c in self.cells() if not grid[c[0]][c[1]]
                and sum(not grid[r][k] for r, k in self.neighbours(c)) == 1]

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary)."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        cells, clued = self.cells(), self.clued()
        shaded = {c for c in cells if grid[c[0]][c[1]]}
        problems = [f"circled cell {cell_name(c)} is shaded" for c in sorted(clued) if c in shaded]
        # (in puzz.link's checker's order: each failing board of its tests is told its failcode's rule first)
        blocks = blocks_2x2(self.rows, self.cols)
        problems += [f"the 2x2 block at {cell_name(b[0])} is all shaded" for b in blocks if all(c in shaded for c in b)]
        problems += not_connected([c for c in cells if c not in shaded], self.neighbours, "unshaded")
        sight = self.sight(grid)
        for cell, number in sorted(self.counts().items()):
            if cell not in shaded and (seen := sight[cell[0]][cell[1]]) != number:
                problems.append(f"the {number} at {cell_name(cell)} sees {counted(seen, 'unshaded cell')} "
                                f"(itself included), not {number}")
        problems += [f"the 2x2 block at {cell_name(b[0])} is all unshaded" for b in blocks
                     if not any(c in shaded for c in b)]
        ends = set(self.dead_ends(grid))
        for cell in sorted(clued):
            if cell not in shaded and cell not in ends:
                around = sum(not grid[r][k] for r, k in self.neighbours(cell))
                problems.append(f"the circle at {cell_name(cell)} is not a dead end: it has "
                                f"{counted(around, 'unshaded neighbour')}, not 1")
        problems += [f"the dead end at {cell_name(c)} has no circle" for c in sorted(ends) if c not in clued]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws a Nurimisaki: each circle white, its number inside (a ``?`` circle
        empty), shaded cells dark (None: undecided)."""
        from ...render.board import BoardDrawing

        cells, clued = self.cells(), self.clued()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in clued.items() if v != "?"},
                            circles=dict.fromkeys(clued, "white"),
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["NurimisakiPuzzle"]
