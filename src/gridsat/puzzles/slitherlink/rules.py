"""Slitherlink, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml``
and the ``slither`` checks; Nikoli's genre):

1. draw lines along the sides of cells, between the grid points, so that
   they form one closed loop that never branches or crosses itself;
2. a number (0..4) in a cell is how many of its four sides the loop uses;
   ``?`` and empty cells say nothing;
3. with puzz.link's ``f`` flag (``slither/f/...``) the loop visits every
   grid point.

Answers are rows of side bitmasks per cell, up 1, right 2, down 4, left 8:
the sides of the cell the loop runs along (see :mod:`gridsat.puzzles.grid.loop`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted, shown
from ...core.grid import as_rows
from ..grid.loop import LoopPuzzle, corner, mask_problems


@dataclass(frozen=True)
class SlitherlinkPuzzle(LoopPuzzle):
    """A Slitherlink board: ``clues`` hold 0..4 or ``"?"``; ``full``: every
    grid point on the loop."""

    full: bool = False
    url_flags = {"f": "the loop visits every grid point"}
    kind_name = "slitherlink"
    loop_points = True

    def __post_init__(self):
        super().__post_init__()
        self.check_full()

    def weaker(self, clue):
        """No clue for a number (no answer is lost)."""
        return None

    def check_clue(self, clue, cell):
        if clue == "?" or (isinstance(clue, int) and not isinstance(clue, bool) and 0 <= clue <= 4):
            return None
        return f"clue {shown(clue, 40)} is not a number 0..4 or '?'"

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`)."""
        from ...constraints.loops import boundary_loop
        from ...constraints.shading import count
        from ..grid.loop import side_edges

        loop = "one closed loop along the grid's lines"
        with model.rule(loop):
            visited = {(r, c): model.new_bool_var(f"on{(r, c)}") for r in range(self.rows + 1)
                       for c in range(self.cols + 1)}
        edges, _ = boundary_loop(model, self.rows + 1, self.cols + 1, visited=visited, rule=loop)  # rule 1
        numbers = {cell: v for cell, v in self.clued().items() if v != "?"}
        count(model, [(cell, [e for _, e in side_edges(cell, True)]) for cell in numbers], edges, numbers,  # rule 2
              rule="each number counts its cell's sides on the loop")
        if self.full:  # rule 3
            with model.rule("the loop visits every grid point"):
                for lit in visited.values():
                    model.add(lit == 1)
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def search_model(self, model, options):
        """The rules as the compiled search states them: edge literals under
        its loop rule (:func:`~gridsat.constraints.loops.edge_loop`), numbers
        as counts of their sides, the ``f`` flag as two edges at every point."""
        from ...constraints.loops import edge_loop
        from ...constraints.shading import count
        from ..grid.loop import side_edges

        edges = edge_loop(model, self.rows + 1, self.cols + 1, rule="one closed loop along the grid's lines")
        numbers = {cell: v for cell, v in self.clued().items() if v != "?"}
        count(model, [(cell, [e for _, e in side_edges(cell, True)]) for cell in numbers], edges, numbers,
              rule="each number counts its cell's sides on the loop")
        if self.full:
            at: dict = {}
            for a, b in edges:
                at.setdefault(a, []).append((a, b))
                at.setdefault(b, []).append((a, b))
            count(model, list(at.items()), edges, 2, ">=", rule="the loop visits every grid point")
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid."""
        problems, edges = mask_problems(self, grid)
        if problems:
            return problems
        for (r, c), clue in sorted(self.clued().items()):
            used = bin(grid[r][c]).count("1")
            if clue != "?" and used != clue:
                problems.append(f"the {clue} at {cell_name((r, c))} has {counted(used, 'side')} on the loop")
        if self.full:
            on = {p for e in edges for p in e}
            problems += [f"the loop misses the grid point at {corner(r, c, self.rows, self.cols)}"
                         for r in range(self.rows + 1)
                         for c in range(self.cols + 1) if (r, c) not in on]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: numbers, the loop on the grid's lines."""
        return self.loop_drawing(grid, title, text={c: str(v) for c, v in self.clued().items()})

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the clues in the four-cell codec (``decode4Cell``)."""
        from ...formats.puzzlink import Body

        body = Body(link.body)
        values = body.four_cell(link.rows * link.cols)
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols),
                   name=name, full=link.flags == "f")

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_four_cell, make_url

        return make_url("slither", self.cols, self.rows, encode_four_cell(v for row in self.clues for v in row),
                        flags="f" if self.full else "")


__all__ = ["SlitherlinkPuzzle"]
