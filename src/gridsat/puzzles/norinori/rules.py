"""Norinori, rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/lits.js``,
``AnsCheck@norinori``; Nikoli's genre):

1. every region holds exactly two shaded cells;
2. every shaded cell has exactly one shaded orthogonal neighbour: the
   shaded cells form dominoes, which never touch each other (a domino may
   lie across a region border).

Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field

from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ...core.errors import cell_name, counted


@dataclass(frozen=True)
class NorinoriPuzzle(GridPuzzle):
    """A Norinori board: ``regions`` only (``clues`` stay empty)."""

    kind_name = "norinori"
    text_blocks = ("regions",)
    #: Room ids whose rule 1 the models leave out (why there is no answer:
    #: :func:`~gridsat.puzzles.conflict.rooms_why_none`); empty for every puzzle read or built
    #: (set only by :func:`~gridsat.puzzles.conflict.waiving`: a keyword would solve another puzzle that
    #: prints and compares as this one).
    waived: frozenset = field(default=frozenset(), init=False, compare=False, repr=False)

    def room_rule(self) -> str:
        """Rule 1 in words, for a reason."""
        return "hold two shaded cells"

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()

    def check_clue(self, clue, cell) -> str | None:
        return "Norinori boards have no clues"

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`)."""
        from ortools.sat.python.cp_model import LinearExpr

        from ...constraints.shading import cell_vars, count, regions

        shaded = cell_vars(model, self.cells())
        ruled = {cell: rid for cell, rid in self.region_of().items() if rid not in self.waived}
        count(model, regions(ruled), shaded, 2, rule="every region has two shaded cells")  # rule 1
        with model.rule("every shaded cell has one shaded neighbour"):  # rule 2
            for cell, lit in shaded.items():
                model.add(LinearExpr.sum([shaded[n] for n in self.neighbours(cell)]) == 1).only_enforce_if(lit)
        return cell_encoding(self, shaded)

    def search_model(self, model, options):
        """The rules as the compiled counting search states them (a
        :class:`~gridsat.puzzles.grid.recorder.CountingRecorder`): per cell
        a literal "shaded" and one "unshaded", exactly one of them true; two
        shaded cells per region (rule 1); of a cell and any two of its
        neighbours at most two shaded, and a cell unshaded or one of its
        neighbours shaded (rule 2: a shaded cell has one shaded neighbour)."""
        rows, cols = self.rows, self.cols
        n = rows * cols
        literals = [model.new_bool_var("") for _ in range(2 * n)]  # cell r * cols + c: shaded, then unshaded
        o = literals[0].index  # the variables' numbers: o + (r * cols + c), o + n + (r * cols + c)
        model.add_counts([[o + r * cols + c for r, c in members] for rid, members in self.rooms().items()
                          if rid not in self.waived], 2, 2)  # 1

        every = array("i", range(o, o + 2 * n))  # every variable's number, in order

        def block(r0, r1, c0, c1):  # the shaded literals of rows r0..r1-1, columns c0..c1-1, row by row
            out = array("i")
            for r in range(r0, r1):
                out += every[r * cols + c0:r * cols + c1]
            return out

        lonely = []  # rule 2: a cell unshaded or a neighbour shaded
        for r in range(rows):
            for c in range(cols):
                i = o + r * cols + c
                lonely.append([n + i] + [j for j, inside in ((i - cols, r), (i + cols, r < rows - 1), (i - 1, c),
                                                             (i + 1, c < cols - 1)) if inside])
        model.add_counts(lonely, 1)
        R, C = rows, cols  # rule 2: a cell and two of its neighbours (in a line or an L) hold at most two shaded
        for centre, one, two in (((1, R - 1, 0, C), (0, R - 2, 0, C), (2, R, 0, C)),  # up and down
                                 ((0, R, 1, C - 1), (0, R, 0, C - 2), (0, R, 2, C)),  # left and right
                                 ((1, R, 1, C), (0, R - 1, 1, C), (1, R, 0, C - 1)),  # up and left
                                 ((1, R, 0, C - 1), (0, R - 1, 0, C - 1), (1, R, 1, C)),  # up and right
                                 ((0, R - 1, 1, C), (1, R, 1, C), (0, R - 1, 0, C - 1)),  # down and left
                                 ((0, R - 1, 0, C - 1), (1, R, 0, C - 1), (0, R - 1, 1, C))):  # down and right
            if centre[1] <= centre[0] or centre[3] <= centre[2]:  # a board too thin for this shape
                continue
            triples = array("i", bytes(12 * (centre[1] - centre[0]) * (centre[3] - centre[2])))
            triples[0::3], triples[1::3], triples[2::3] = block(*centre), block(*one), block(*two)
            model.add_counts(triples, 0, 2, width=3)
        pairs = array("i", bytes(8 * n))
        pairs[0::2], pairs[1::2] = every[:n], every[n:]
        model.add_counts(pairs, 1, 1, width=2)
        return cell_encoding(self, dict(zip(self.cells(), literals[:n])))

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = [f"the region at {cell_name(cells[0])} has {counted(n, 'shaded cell')}, not 2"
                    for cells in self.rooms().values() if (n := sum(c in shaded for c in cells)) != 2]
        for cell in sorted(shaded):
            n = sum(nb in shaded for nb in self.neighbours(cell))
            if n != 1:
                problems.append(f"shaded cell {cell_name(cell)} has {n} shaded neighbours, not 1")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: regions and shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls between regions (``decodeBorder``)."""
        from ...formats.puzzlink import Body, rooms

        body = Body(link.body)
        room = rooms(*body.border(link.rows, link.cols))
        body.end()
        return cls(link.rows, link.cols, [[None] * link.cols for _ in range(link.rows)], room, name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_border, make_url, walls

        return make_url("norinori", self.cols, self.rows, encode_border(*walls(self.regions)))


__all__ = ["NorinoriPuzzle"]
