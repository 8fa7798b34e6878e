"""Masyu, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
the ``mashu`` checks; Nikoli's genre):

1. draw one closed loop through the centres of cells, from cell to
   orthogonal neighbour, that never branches or crosses itself;
2. the loop passes through every pearl;
3. on a black pearl the loop turns, and it goes straight through the next
   cell on both sides;
4. on a white pearl the loop goes straight, and it turns in at least one of
   the two cells before and after;
5. with puzz.link's ``f`` flag (``mashu/f/...``) the loop visits every cell.

Pearls are clues ``"W"`` (white) and ``"B"`` (black).  Answers are rows of
side bitmasks per cell, up 1, right 2, down 4, left 8: the sides the loop
leaves the cell through (see :mod:`gridsat.puzzles.grid.loop`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid.loop import SIDES, STRAIGHT, LoopPuzzle, mask_problems
from ...core.errors import PuzzleInputError, cell_name, shown
from ...core.grid import as_rows

#: Pearls in puzz.link's circle codec: 1 white, 2 black.
CODES = {"W": 1, "B": 2}
#: The pearls' glyphs in gridsat's drawings, read as the pearls they draw.
GLYPHS = {"○": "W", "●": "B"}


def _ahead(cell, step, k=1):
    return cell[0] + k * step[0], cell[1] + k * step[1]


@dataclass(frozen=True)
class MasyuPuzzle(LoopPuzzle):
    """A Masyu board: ``clues`` hold ``"W"`` / ``"B"`` pearls; ``full``:
    every cell on the loop."""

    full: bool = False
    url_flags = {"f": "the loop visits every cell"}
    kind_name = "masyu"

    def __post_init__(self):
        super().__post_init__()
        self.check_full()

    clue_noun = "pearl"

    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """The shared reader, the pearls as gridsat draws them (``○``/``●``) read as in a text grid: a JSON
        ``"clues": [["○", null]]`` was "clue '○' is not a pearl W or B" where the text grid ``○ .`` was read."""
        clues = fields.get("clues")
        if isinstance(clues, list):
            fields = {**fields, "clues": [[GLYPHS.get(c, c) if isinstance(c, str) else c for c in row]
                                          if isinstance(row, list) else row for row in clues]}
        return super().from_json_fields(fields, name)

    def weaker(self, clue):
        """No pearl (no answer is lost)."""
        return None

    def check_clue(self, clue, cell):
        return None if clue in CODES else f"clue {shown(clue, 40)} is not a pearl W or B"

    @classmethod
    def read_token(cls, token, block, line):
        token = super().read_token(token, block, line)  # w and b read as W and B; any other kept as written
        if isinstance(token, str) and len(token) > 1 and set(token.upper()) <= set(CODES):  # 'bwwb' was "clue
            # 'bwwb' is not a pearl", where 'BWWB' is told to use spaces (the shared reader knows capitals)
            from ...core.grid_text import SPACES, spaced

            raise PuzzleInputError(f"line {line}: {shown(token, 24)} is cells written together: {SPACES} "
                                   f"({spaced(token)})")
        token = GLYPHS.get(token, token)  # the pearls as gridsat draws them, typed back: "'○' is not a pearl"
        return token.upper() if isinstance(token, str) and token.upper() in CODES else token  # ('o': "clue 'O'")

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`)."""
        from ...constraints.loops import boundary_loop

        loop = "one closed loop through cell centres"
        with model.rule(loop):
            visited = {cell: model.new_bool_var(f"on{cell}") for cell in self.cells()}
        edges, _ = boundary_loop(model, self.rows, self.cols, visited=visited, rule=loop)  # rule 1

        def link(a, b):  # the loop's edge between two cells, or 0 off the board
            return edges.get((min(a, b), max(a, b)), 0)

        with model.rule("the loop passes every pearl"):  # rule 2 (and 5)
            for cell in self.cells() if self.full else self.clued():
                model.add(visited[cell] == 1)
        for cell, pearl in self.clued().items():
            with model.rule("black pearls: turn, straight on" if pearl == "B" else "white pearls: straight, a turn"):
                for a, b in (SIDES[0][1], SIDES[2][1]), (SIDES[1][1], SIDES[3][1]):  # the two lines of the pearl
                    near = [link(cell, _ahead(cell, s)) for s in (a, b)]
                    far = [link(_ahead(cell, s), _ahead(cell, s, 2)) for s in (a, b)]
                    if pearl == "B":  # rule 3: at most one arm per line, each arm goes on straight
                        model.add(sum(near) <= 1)
                        for n, f in zip(near, far):
                            model.add(n <= f)
                    else:  # rule 4: both arms or none; with them, a turn next to the pearl on one side
                        model.add(near[0] == near[1])
                        model.add(far[0] + far[1] <= 2 - near[0])
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def search_model(self, model, options):
        """The rules as the compiled search states them, counts over the
        loop's edges (:func:`~gridsat.constraints.loops.edge_loop`): a pearl
        has an edge; black: at most one per line, and beyond an edge no side
        edge (so straight on); white: no two edges across a corner (so
        straight), and a line through it with at most two of its edge and
        the two edges beyond."""
        from ...constraints.loops import edge_loop

        edges = edge_loop(model, self.rows, self.cols, rule="one closed loop through cell centres")

        def link(a, b):  # the loop's edge between two cells, or None off the board
            return edges.get((min(a, b), max(a, b)))

        def at_most(lits, k):
            lits = [x for x in lits if x is not None]
            if len(lits) > k:
                model.add(sum(lits) <= k)

        for cell in self.cells() if self.full else self.clued():
            with model.rule("the loop passes every pearl"):
                model.add(sum(x for _, s in SIDES if (x := link(cell, _ahead(cell, s))) is not None) >= 1)
        for cell, pearl in self.clued().items():
            with model.rule("black pearls: turn, straight on" if pearl == "B" else "white pearls: straight, a turn"):
                arm = {s: link(cell, _ahead(cell, s)) for _, s in SIDES}
                for i, (_, a) in enumerate(SIDES):
                    side = (SIDES[(i + 1) % 4][1], SIDES[(i + 3) % 4][1])
                    if pearl == "B":
                        at_most([arm[a], arm[SIDES[(i + 2) % 4][1]]], 1)
                        for t in side if arm[a] is not None else ():
                            at_most([arm[a], link(_ahead(cell, a), _ahead(_ahead(cell, a), t))], 1)
                    else:
                        at_most([arm[a], arm[side[0]]], 1)
                        if i < 2 and arm[a] is not None:
                            b = SIDES[i + 2][1]
                            far = [link(_ahead(cell, s), _ahead(cell, s, 2)) for s in (a, b)]
                            if all(x is not None for x in far):
                                at_most([arm[a], *far], 2)
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid."""
        problems, _ = mask_problems(self, grid)
        if problems:
            return problems

        def mask(cell):
            r, c = cell
            return grid[r][c] if 0 <= r < self.rows and 0 <= c < self.cols else 0

        for cell, pearl in sorted(self.clued().items()):
            here = mask(cell)
            arms = [(bit, step) for bit, step in SIDES if here & bit]
            straight = [mask(_ahead(cell, step)) in STRAIGHT for _, step in arms]
            if not here:
                problems.append(f"the loop misses the pearl at {cell_name(cell)}")
            elif pearl == "B" and (here in STRAIGHT or not all(straight)):
                problems.append(f"the loop does not turn on the black pearl at {cell_name(cell)} and go straight on "
                                "both sides")
            elif pearl == "W" and (here not in STRAIGHT or all(straight)):
                problems.append(f"the loop does not go straight on the white pearl at {cell_name(cell)} with a turn "
                                "beside it")
        if self.full:
            problems += [f"the loop misses cell {cell_name(cell)}" for cell in self.cells() if not mask(cell)]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: pearls, the loop through cell centres."""
        return self.loop_drawing(grid, title, circles={c: "white" if v == "W" else "black"
                                                       for c, v in self.clued().items()})

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the pearls in the ternary circle codec (``decodeCircle``)."""
        from ...formats.puzzlink import decode_ternary

        values = [{0: None, 1: "W", 2: "B"}[v] for v in decode_ternary(link.body, link.rows * link.cols)]
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols),
                   name=name, full=link.flags == "f")

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_ternary, make_url

        return make_url("mashu", self.cols, self.rows, encode_ternary(CODES.get(v, 0) for row in self.clues
                                                                      for v in row),
                        flags="f" if self.full else "")


__all__ = ["MasyuPuzzle"]
