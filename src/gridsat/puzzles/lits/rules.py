"""LITS, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
the checks of ``src/variety/lits.js``; Nikoli's genre):

1. in every region shade exactly four orthogonally connected cells (a
   tetromino);
2. no 2x2 block is all shaded (so no tetromino is the O: L, I, T, S remain);
3. the shaded cells are orthogonally connected;
4. two tetrominoes of the same shape, rotations and reflections counting as
   the same, never share an edge.

Answers are rows of 1 (shaded) / 0 (unshaded).  A URL's wall with one region on
both sides (pzprjs cuts tetrominoes at every wall) is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.errors import PuzzleInputError, cell_name, counted, quoted
from ...core.grid import as_rows, blocks_2x2, components, neighbours
from ..grid.checking import not_connected, pools
from ...core.placements import BYTES_PER_PLACEMENT
from ...core.polyomino import TETROMINO_SHAPES, Polyomino, normalise
from ...core.shape_text import builtin_shape
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle

#: The tetrominoes: each orientation, normalised -> letter.
SHAPES = {s: k for k, v in TETROMINO_SHAPES.items()
          for s in Polyomino(k, builtin_shape(v, name=k)).orientations()}
#: ``(letter, offsets from the first cell)`` of each orientation of the L, I, T and S
#: (the O always fills a 2x2 block).
ORIENTATIONS = [(k, tuple((r - s[0][0], c - s[0][1]) for r, c in s)) for k, v in TETROMINO_SHAPES.items()
                if k != "O" for s in Polyomino(k, builtin_shape(v, name=k)).orientations()]


def shape_of(cells) -> str | None:
    """The letter (I, L, O, S, T) of four cells, or None when they are no tetromino."""
    return SHAPES.get(normalise(cells)) if len(cells) == 4 else None


@dataclass(frozen=True)
class LitsPuzzle(GridPuzzle):
    """A LITS board: ``regions`` (a room id per cell) and no clues."""

    url_flags = {"d": "the old form, one character per cell", "c": "the current form, as without it"}
    kind_name = "lits"
    text_blocks = ("regions",)
    bytes_per_cell = 4000 + len(ORIENTATIONS) * BYTES_PER_PLACEMENT  # at most one placement per orientation and cell
    #: Room ids whose tetromino the models make optional, a region holding one or none (why there is no answer:
    #: :func:`~gridsat.puzzles.conflict.rooms_why_none`); empty for every puzzle read or built (set only by
    #: :func:`~gridsat.puzzles.conflict.waiving`: a keyword would solve another puzzle that prints as this one).
    waived: frozenset = field(default=frozenset(), init=False, compare=False, repr=False)
    #: What a waived room may do, and a waiving of one more, in a reason's words.
    waiver = ("{noun} left free to hold no tetromino", "free one of these too")

    def room_rule(self) -> str:
        """Rule 1 in words, for a reason: the letters named, as a region of a 2x2 square holds the square
        tetromino, which LITS does not take ("cannot hold a tetromino" was said of it)."""
        return "hold an L, I, T or S tetromino"

    def __post_init__(self):
        super().__post_init__()
        if self.regions is None:
            raise PuzzleInputError("a LITS puzzle needs regions (a room id per cell)", self.name)
        self.check_rooms()  # a region is one outlined area, as in Star Battle, Norinori and Heyawake

    def check_clue(self, clue, cell) -> str:
        return f"LITS takes no clues, got {quoted(clue)}"

    def placements(self, check=None) -> list:
        """``[(room, letter, cells)]``: every L, I, T and S inside one region
        (``check``: called for each region and orientation, e.g. a deadline
        check that raises: a region of 40,000 cells takes 0.7 s)."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        out = []
        for rid, room in self.rooms().items():
            inside = set(room)
            for letter, (_, (r1, c1), (r2, c2), (r3, c3)) in ORIENTATIONS:  # the first offset is (0, 0)
                if check is not None:
                    check()
                for r, c in room:
                    a, b, d = (r + r1, c + c1), (r + r2, c + c2), (r + r3, c + c3)
                    if a in inside and b in inside and d in inside:
                        out.append((rid, letter, ((r, c), a, b, d)))
        return out

    def model(self, model, options):
        """The rules as CP-SAT constraints: a boolean per tetromino placement."""
        from ...constraints.connectivity import connected, connected_parts
        from ...constraints.placement import apart, cover, place_pieces
        from ...constraints.shading import cell_vars, no_2x2

        cells, region, found = self.cells(), self.region_of(), self.placements(options.check_time)
        shaded = cell_vars(model, cells)
        with model.rule("one boolean per tetromino placement"):
            x = [model.new_bool_var(f"{letter}{cells[0]}") for _, letter, cells in found]
        place_pieces(model, x, [p[0] for p in found], dict.fromkeys(self.rooms(), 1),  # rule 1
                     rule="one tetromino in each region", optional=self.waived)
        cover(model, x, [p[2] for p in found], cells, covered=shaded, check=options.check_time,
              rule="a cell is shaded when its region's tetromino covers it")
        no_2x2(model, self.rows, self.cols, shaded)  # rule 2
        if self.waived:  # (a waived region may hold nothing: the tree over regions needs every one shaded)
            connected(model, cells, self.neighbours, shaded, check=options.check_time)  # rule 3
        else:
            connected_parts(model, self.rooms(), self.neighbours, shaded, check=options.check_time)  # 3, by region
        across = {c: [n for n in self.neighbours(c) if region[n] != region[c]] for c in cells}
        apart(model, x, [p[2] for p in found], across.__getitem__, groups=[p[1] for p in found],  # rule 4
              rule="tetrominoes of one shape never share an edge", check=options.check_time)
        return cell_encoding(self, shaded)

    def search_model(self, model, options):
        """The rules as the compiled counting search states them: a literal per
        placement, one per region (rule 1); one per unshaded cell, a cell being
        unshaded or covered by one placement; every 2x2 block holds an unshaded
        cell (2); the search's connectivity rule over the cells not unshaded (3);
        placements of one shape apart (4)."""
        from ...constraints.connectivity import search_connected
        from ...constraints.placement import apart
        from ..grid.kind import Encoding

        cells, region, found = self.cells(), self.region_of(), self.placements(options.check_time)
        with model.rule("one tetromino in each region"):
            x = [model.new_bool_var("") for _ in found]
            blank = {c: model.new_bool_var("") for c in cells}
            rooms, covering = {rid: [] for rid in self.rooms()}, {c: [] for c in cells}
            for lit, (rid, _, placed) in zip(x, found):
                rooms[rid].append(lit)
                for c in placed:
                    covering[c].append(lit)
            for rid, lits in rooms.items():
                (model.add_at_most_one if rid in self.waived else model.add_exactly_one)(lits)
            for c in cells:
                model.add_exactly_one(covering[c] + [blank[c]])
        with model.rule("no 2x2 block is all shaded"):
            for block in blocks_2x2(self.rows, self.cols):
                model.add_bool_or([blank[c] for c in block])
        search_connected(model, blank, self.neighbours, present=0)
        across = {c: [n for n in self.neighbours(c) if region[n] != region[c]] for c in cells}
        apart(model, x, [p[2] for p in found], across.__getitem__, groups=[p[1] for p in found],
              rule="tetrominoes of one shape never share an edge", check=options.check_time)  # (a 300x300 board's
        # apart took 2 s unchecked: -t 3 gave "unknown after 4.5 s")
        rows, cols = self.rows, self.cols
        return Encoding([blank[c] for c in cells], lambda values: as_rows([1 - v for v in values], rows, cols))

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems, letter, region = [], {}, self.region_of()
        for rid, room in self.rooms().items():
            inside = [c for c in room if c in shaded]
            if len(inside) != 4 or len(components(inside)) != 1:
                held = counted(len(inside), "shaded cell")
                problems.append(f"the region at {cell_name(room[0])} holds {held}, not a tetromino")
            else:
                letter[rid] = shape_of(inside)
        problems += pools(shaded, self.rows, self.cols)
        problems += not_connected(shaded)  # (neighbours off the board are never shaded)
        problems += [f"two {letter[region[a]]} tetrominoes share the edge between {cell_name(a)} and {cell_name(b)}"
                     for a in sorted(shaded)
                     for b in neighbours(a) if b > a and b in shaded and region[a] != region[b]
                     and letter.get(region[a]) is not None and letter.get(region[a]) == letter.get(region[b])]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: thick region borders, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the region borders (``decodeBorder``), or in the
        old form (flag ``d``) one character per cell, a border between
        cells whose characters differ (``decodeLITS_old``)."""
        from ...formats.puzzlink import Body, rooms, walls
        from ...formats.puzzlink_rooms import refuse_inner_walls

        rows, cols = link.rows, link.cols
        if link.flags == "d":
            if len(link.body) != rows * cols:
                raise PuzzleInputError(f"URL body has {counted(len(link.body), 'character')}, expected {rows * cols:,} "
                                       "(the old form has one per cell)")
            right, below = walls(as_rows(link.body, rows, cols))
        else:
            body = Body(link.body)
            right, below = body.border(rows, cols)
            body.end()
        refuse_inner_walls(right, below, room := rooms(right, below), "puzz.link cuts a tetromino at it")
        return cls(rows, cols, [[None] * cols] * rows, room, name)

    def to_json(self) -> dict:
        return {k: v for k, v in super().to_json().items() if k != "clues"}

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_border, make_url, walls

        return make_url("lits", self.cols, self.rows, encode_border(*walls(self.regions)))


__all__ = ["LitsPuzzle", "shape_of"]
