"""Yajilin, rules as puzz.link states and checks them (robx/pzprjs ``rules.en.yaml`` and the checker list of
``src/variety/yajilin.js``; Nikoli's genre):

1. clue cells (an arrow and a number, or none) are never shaded and never on the loop;
2. shade some other cells, no two shaded cells sharing an edge;
3. draw one closed loop through the centres of all remaining cells, from cell to orthogonal neighbour, that
   never branches or crosses itself;
4. an arrow's number is how many shaded cells lie in its direction, up to the board's edge (``?``: any);
5. with puzz.link's ``o`` flag (``yajilin/o/...``) every shaded cell lies outside the loop.

puzz.link's ``b`` flag draws the clue cells grey (no ``?`` shown); it changes no rule and is kept.  Clues
are :mod:`.clues`' strings (``"2>"``, ``"#"``...).  Answers are rows of side bitmasks per cell, up 1, right 2,
down 4, left 8 (the sides the loop leaves the cell through, :mod:`gridsat.puzzles.grid.loop`), and 16 for a shaded
cell; a clue cell is 0.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...core.errors import PuzzleInputError, cell_name, counted, quoted
from ...core.grid import as_rows
from ..grid.loop import LoopPuzzle, mask_problems
from . import clues as yc

#: The answer value of a shaded cell (above the 15 of a loop's sides).
SHADED = 16


@dataclass(frozen=True)
class YajilinPuzzle(LoopPuzzle):
    """A Yajilin board: ``clues`` hold :mod:`.clues`' strings (``"2>"``, ``"?^"``, ``"#"``, ``"?"``), None where a
    cell is free; ``outside``: every shaded cell outside the loop (the ``o`` flag); ``grey``: the clue cells drawn
    grey (the ``b`` flag, a drawing only)."""

    outside: bool = False
    grey: bool = False
    full: ClassVar[bool] = False
    kind_name = "yajilin"
    url_flags = {"o": "shaded cells lie outside the loop", "b": "clue cells drawn grey",
                 "ob": "both: shaded cells outside the loop, clue cells drawn grey",
                 "bo": "both, in the other order"}  # (pzprjs reads each flag by its letter: checkpflag)
    answer_span = (0, SHADED, "side bitmasks 0..15 (up 1, right 2, down 4, left 8) or 16 (shaded)")
    json_fields = {"outside": bool, "grey": bool}
    header_settings = ("", " outside", " grey", " outside grey")
    clue_noun = "arrow count"  # weakened, an arrow keeps its cell (a clue cell): its count is taken away
    clues_off_loop: ClassVar[bool] = True  #: a drawn answer's clue cells hold no loop (grid.drawn_answer)
    #: Masyu's loop model (24 KB a cell, measured there) and a clause a pair of neighbours, a sum an arrow: taken as
    #: the same, not measured apart (an empty 100x100 of either, under -t 10, peaked at 95-105 MB whole process).
    bytes_per_cell = LoopPuzzle.bytes_per_cell

    def __post_init__(self):
        for what in ("outside", "grey"):
            if not isinstance(getattr(self, what), bool):
                raise PuzzleInputError(f"{what} must be true or false, got {quoted(getattr(self, what))}", self.name)
        super().__post_init__()

    def weaker(self, clue):
        """The arrow without its number (``"?>"``): the cell stays a clue cell and counts nothing, so no answer is
        lost; any other clue as it is."""
        arrow = yc.arrow_of(clue)
        return clue if arrow is None or arrow[1] is None else f"?{clue[-1]}"

    def check_clue(self, clue, cell):
        return yc.problem(clue)

    @classmethod
    def read_token(cls, token, block, line):
        return yc.canonical(super().read_token(token, block, line))

    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """The shared reader, each clue as the text grid reads it (``"→2"`` as ``"2>"``)."""
        given = fields.get("clues")
        if isinstance(given, list):
            fields = {**fields, "clues": [[yc.canonical(c) for c in row] if isinstance(row, list) else row
                                          for row in given]}
        return super().from_json_fields(fields, name)

    @classmethod
    def from_text(cls, text: str, name: str):
        from ..grid.puzzle import numbered_lines

        lines = numbered_lines(text)
        words = lines[0][1].strip().lower().split()
        if len(words) > 1 and words[0] == cls.kind_name and " " + " ".join(words[1:]) in cls.header_settings:
            return replace(cls.from_lines(lines[1:], name), outside="outside" in words, grey="grey" in words)
        return cls.from_lines(lines, name)

    def to_text(self) -> str:
        text = super(LoopPuzzle, self).to_text()
        words = " outside" * self.outside + " grey" * self.grey
        return text.replace(self.kind_name, self.kind_name + words, 1)

    def to_json(self) -> dict:
        return {**super(LoopPuzzle, self).to_json(), **({"outside": True} if self.outside else {}),
                **({"grey": True} if self.grey else {})}

    def counts(self) -> dict:
        """``{cell: (direction, number)}`` of the arrows whose number is given."""
        out = {}
        for cell, clue in self.clued().items():
            arrow = yc.arrow_of(clue)
            if arrow is not None and arrow[1] is not None:
                out[cell] = arrow
        return out

    def answer_of_loop(self, grid):
        """The answer grid of a loop's side bitmasks: every free cell the loop misses is shaded (16); None cells
        (not forced) kept."""
        clued = self.clued()
        return [[SHADED if v == 0 and (r, c) not in clued else v for c, v in enumerate(row)]
                for r, row in enumerate(grid)]

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`): the loop through the cells not shaded, the
        shaded cells apart, each arrow's count along its ray (:func:`~gridsat.constraints.sight.ray_counts`)."""
        from ...constraints.loops import boundary_loop
        from ...constraints.shading import no_adjacent
        from ...constraints.sight import ray_counts
        from ..grid.kind import Encoding

        loop = "one closed loop through every cell not shaded"
        clued = self.clued()
        with model.rule(loop):
            visited = {cell: model.new_bool_var(f"on{cell}") for cell in self.cells()}
        with model.rule("clue cells are never shaded, never on the loop"):  # rule 1
            for cell in clued:
                model.add(visited[cell] == 0)
        edges, inside = boundary_loop(model, self.rows, self.cols, visited=visited, rule=loop)  # rule 3
        shaded = {cell: ~lit for cell, lit in visited.items() if cell not in clued}
        no_adjacent(model, shaded, self.neighbours, rule="no two shaded cells share an edge")  # rule 2
        ray_counts(model, self.rows, self.cols, shaded, self.counts(), check=options.check_time,  # rule 4
                   rule="an arrow counts the shaded cells it points at")
        if self.outside:  # rule 5: a cell off the loop is inside as the face at its top-left corner is
            with model.rule("shaded cells lie outside the loop"):
                for (r, c), lit in shaded.items():
                    face = inside.get((r - 1, c - 1))  # none on the top row and left column: outside
                    if face is not None:
                        model.add_implication(lit, ~face)
        options.check_time()
        encoding = self.loop_encoding(edges, options.check_time)
        return Encoding(encoding.decision, lambda values: self.answer_of_loop(encoding.decode(values)),
                        lambda values, flags: self.answer_of_loop(encoding.forced(values, flags)))

    def search_model(self, model, options):
        """The rules as the compiled search states them, counts over the loop's edges
        (:func:`~gridsat.constraints.loops.edge_loop`) and a shaded boolean per free cell: a clue cell has no edge;
        a free cell is shaded exactly when it has none (shaded and an edge: at most one; its edges and shaded: at
        least one); then the shaded cells apart and the arrows' counts as the CP-SAT model states them.  The ``o``
        flag's rule (inside and outside the loop) is not a count: such a puzzle is CP-SAT's (the kind's
        ``choose_engine``)."""
        from ...constraints.loops import edge_loop
        from ...constraints.shading import no_adjacent
        from ...constraints.sight import ray_counts

        edges = edge_loop(model, self.rows, self.cols, rule="one closed loop through every cell not shaded")
        touching: dict = {cell: [] for cell in self.cells()}
        for (a, b), lit in edges.items():
            touching[a].append(lit)
            touching[b].append(lit)
        clued = self.clued()
        with model.rule("clue cells are never shaded, never on the loop"):
            for cell in clued:
                if touching[cell]:
                    model.add(sum(touching[cell]) == 0)
        with model.rule("a free cell the loop misses is shaded"):
            shaded = {cell: model.new_bool_var("") for cell in self.cells() if cell not in clued}
            for cell, lit in shaded.items():
                model.add(sum(touching[cell], lit) >= 1)
                for edge in touching[cell]:
                    model.add(lit + edge <= 1)
        no_adjacent(model, shaded, self.neighbours, rule="no two shaded cells share an edge")
        ray_counts(model, self.rows, self.cols, shaded, self.counts(), check=options.check_time,
                   rule="an arrow counts the shaded cells it points at")
        options.check_time()
        encoding = self.loop_encoding(edges, options.check_time)
        from ..grid.kind import Encoding

        return Encoding(encoding.decision, lambda values: self.answer_of_loop(encoding.decode(values)),
                        lambda values, flags: self.answer_of_loop(encoding.forced(values, flags)))

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        clued = self.clued()
        shaded = {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == SHADED}
        problems, _ = mask_problems(self, [[0 if v == SHADED else v for v in row] for row in grid])
        for cell in sorted(clued):
            value = grid[cell[0]][cell[1]]
            if value == SHADED:
                problems.append(f"the clue cell {cell_name(cell)} is shaded")
            elif value:
                problems.append(f"the loop passes through the clue cell {cell_name(cell)}")
        problems += [f"the shaded cells {cell_name(a)} and {cell_name(b)} share an edge" for a in sorted(shaded)
                     for b in ((a[0], a[1] + 1), (a[0] + 1, a[1])) if b in shaded]
        problems += [f"cell {cell_name(cell)} is neither shaded nor on the loop" for cell in self.cells()
                     if cell not in clued and not grid[cell[0]][cell[1]]]
        for cell, (direction, number) in self.counts().items():
            seen = sum(other in shaded for other in _ray(self.rows, self.cols, cell, direction))
            if seen != number:
                problems.append(f"the arrow {clued[cell]} at {cell_name(cell)} points at "
                                f"{counted(seen, 'shaded cell')}, not {number}")
        if self.outside:
            problems += [f"the shaded cell {cell_name(cell)} lies inside the loop" for cell in sorted(shaded)
                         if _inside(grid, cell)]
        return problems

    def read_answer(self, solution) -> list:
        """A recorded answer: rows of hex digits (the loop's sides) with ``#`` a shaded cell, rows of whole numbers
        (16 shaded), or the loop's ``{"horizontal", "vertical"}`` edge strings (the cells the loop misses, clue cells
        apart, then shaded: the loop decides them).

        Raises:
            PuzzleInputError: a solution of another shape."""
        text = isinstance(solution, str) and not solution.lstrip().startswith("{")
        rows = [line.strip() for line in solution.splitlines() if line.strip()] if text else solution
        rows = rows[0].split() if text and len(rows) == 1 else rows  # (one line: its words the rows)
        if isinstance(rows, (list, tuple)) and rows and all(isinstance(row, str) and len(row.split()) == 1
                                                            for row in rows):  # (numbers with spaces: the loop's)
            try:
                return [[SHADED if ch == "#" else int(ch, 16) for ch in row] for row in rows]
            except ValueError:
                from ..grid.recorded import slashed

                raise PuzzleInputError("a recorded Yajilin solution must be horizontal/vertical edge strings, rows "
                                       "of side bitmasks (hex digits, # shaded) or rows of whole numbers (16 shaded)"
                                       + slashed(solution)) from None
        edges = isinstance(solution, dict) or isinstance(solution, str) and solution.lstrip().startswith("{")
        grid = super().read_answer(solution)
        return self.answer_of_loop(grid) if edges else grid

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: each clue's number with its arrow beside it, shaded cells, the loop through
        cell centres.  A clue cell without number (``#``) is drawn grey, as every clue cell is with the ``b`` flag
        (pzprjs's ``disptype_yajilin`` 2: ``rgb(224,224,224)``, a number not given not shown)."""
        clued = self.clued()
        text = {cell: "" if self.grey and yc.label(v) == "?" else yc.label(v) for cell, v in clued.items()}
        arrows = {cell: yc.ARROWS[v[-1]] for cell, v in clued.items() if yc.arrow_of(v) is not None and text[cell]}
        return self.loop_drawing([[None if v is None else 0 if v == SHADED else v for v in row] for row in grid],
                                 title, text=text, arrows=arrows, pale=set(clued) if self.grey else
                                 {cell for cell, v in clued.items() if v == yc.BLOCK},
                                 shaded={(r, c) for r, row in enumerate(grid) for c, v in enumerate(row)
                                         if v == SHADED})

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the clues in the arrow-number codec (``decodeArrowNumber16``,
        :mod:`gridsat.formats.puzzlink_arrows`), then the flags ``o`` and ``b``."""
        from ...formats.puzzlink import Body
        from ...formats.puzzlink_arrows import decode_arrow_numbers

        body = Body(link.body)
        cells = decode_arrow_numbers(body, link.rows * link.cols)
        body.end()
        return cls(link.rows, link.cols, as_rows([yc.from_code(v) for v in cells], link.rows, link.cols),
                   name=name, outside="o" in link.flags, grey="b" in link.flags)

    def to_url(self) -> str:
        """The puzz.link URL (``encodeArrowNumber16``; the flags ``o`` and ``b``, in that order).

        Raises:
            PuzzleInputError: an arrow's number past the codec's 4095 (text and JSON take any)."""
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_arrows import MOST, encode_arrow_numbers

        past = next(((cell, n) for cell, (_, n) in self.counts().items() if n > MOST), None)
        if past is not None:
            raise PuzzleInputError(f"the arrow at {cell_name(past[0])} counts {past[1]}, past the {MOST} puzz.link's "
                                   "URL can write: write the puzzle as text or JSON")

        body = encode_arrow_numbers(yc.to_code(v) for row in self.clues for v in row)
        return make_url("yajilin", self.cols, self.rows, body, flags="o" * self.outside + "b" * self.grey)


def _ray(rows: int, cols: int, cell, direction: str):
    """The cells from ``cell`` (not itself) to the board's edge in ``direction``: the checker's own walk."""
    dr, dc = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[direction]
    r, c = cell[0] + dr, cell[1] + dc
    while 0 <= r < rows and 0 <= c < cols:
        yield r, c
        r, c = r + dr, c + dc


def _inside(grid, cell) -> bool:
    """Whether ``cell`` (off the loop) lies inside the loop of ``grid``: the loop's vertical steps crossed by a
    line from the corner above-left of the cell to the board's left edge, counted, odd (a cell on the top row or
    left column is outside)."""
    r, c = cell
    return r > 0 and sum(1 for x in range(c) if 0 < grid[r][x] < SHADED and grid[r][x] & 1) % 2 == 1


__all__ = ["SHADED", "YajilinPuzzle"]
