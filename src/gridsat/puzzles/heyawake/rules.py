"""Heyawake, rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/heyawake.js``;
Nikoli's genre):

1. no two shaded cells are orthogonally adjacent;
2. the unshaded cells are orthogonally connected;
3. a room with a number holds exactly that many shaded cells (``?`` or no
   number: any count; the number's cell may be shaded);
4. no horizontal or vertical run of unshaded cells crosses two room borders
   (pzprjs counts the borders inside each maximal run: at most one; with
   rectangular rooms this is Nikoli's "a run spans at most two rooms");
5. at least one cell is shaded (pzprjs ``checkShadeCellExist``).

Rooms may have any shape (puzz.link; ``heyawacky`` is its other name).  A
room's number sits in its top cell: the leftmost column's topmost cell
(pzprjs ``getTopCell``).  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import PuzzleInputError, cell_name
from ...core.grid import components
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle


def runs(line: list, open_cell) -> list:
    """Maximal runs of consecutive cells of ``line`` for which ``open_cell`` holds."""
    out, current = [], []
    for cell in line + [None]:
        if cell is not None and open_cell(cell):
            current.append(cell)
        elif current:
            out.append(current)
            current = []
    return out


@dataclass(frozen=True)
class HeyawakePuzzle(GridPuzzle):
    """A Heyawake board: ``regions`` (the rooms) and ``clues``, at most one
    number (or ``"?"``) per room, in any of its cells."""

    kind_name = "heyawake"
    text_blocks = ("clues", "regions")

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()
        for cells in self.rooms().values():
            numbered = [c for c in cells if self.clue(c) is not None]
            if len(numbered) > 1:
                (r, c), (r2, c2) = numbered[:2]
                raise PuzzleInputError(f"row {r + 1}, column {c + 1} and row {r2 + 1}, column {c2 + 1}: "
                                       "two numbers in one room", self.name)

    def room_numbers(self) -> dict:
        """``{room id: number or "?"}`` for the numbered rooms."""
        return {self.regions[r][c]: v for (r, c), v in self.clued().items()}

    def lines(self) -> list:
        """Every row and column as a list of cells."""
        return ([[(r, c) for c in range(self.cols)] for r in range(self.rows)]
                + [[(r, c) for r in range(self.rows)] for c in range(self.cols)])

    def spans(self) -> list:
        """Per row and column, the cells from just before one room border to
        just after the next: each must hold a shaded cell (rule 4)."""
        out, room = [], self.region_of()
        for line in self.lines():
            borders = [i for i in range(len(line) - 1) if room[line[i]] != room[line[i + 1]]]
            out += [line[a:b + 2] for a, b in zip(borders, borders[1:])]
        return out

    def model(self, model, options, *, lazy: bool = False):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`);
        ``lazy``: rule 2 is left to the cuts of :meth:`separate` but for
        its one-cell case (no unshaded cell is walled in by shaded ones)."""
        from ...constraints.connectivity import connected, enclosing_boundary
        from ...constraints.shading import cell_vars, no_adjacent

        cells = self.cells()
        shaded = cell_vars(model, cells)
        no_adjacent(model, shaded, self.neighbours)  # rule 1
        with model.rule("no unshaded cell is walled in"):  # rule 2 for one cell: redundant with the tree
            for cell in cells:
                if wall := enclosing_boundary({cell}, self.neighbours):
                    model.add_bool_or([~shaded[b] for b in sorted(wall)])
        if not lazy:
            connected(model, cells, self.neighbours, {c: ~v for c, v in shaded.items()}, check=options.check_time,
                      rule="the unshaded cells are connected")  # rule 2
        self._counts(model, shaded)
        return cell_encoding(self, shaded)

    def search_model(self, model, options):
        """The rules as the compiled counting search states them: a literal
        per shaded cell; at most one of two neighbours (rule 1); the search's
        connectivity rule over the cells not shaded (2); the room sums, a
        shaded cell in every span and on the board, as linear counts (3-5)."""
        from ...constraints.connectivity import search_connected
        from ...constraints.shading import cell_vars

        cells = self.cells()
        shaded = cell_vars(model, cells)
        with model.rule("no two shaded cells are adjacent"):  # rule 1
            for cell in cells:
                for other in self.neighbours(cell):
                    if other > cell:
                        model.add_at_most_one([shaded[cell], shaded[other]])
        search_connected(model, shaded, self.neighbours, present=0, rule="the unshaded cells are connected")
        self._counts(model, shaded)
        return cell_encoding(self, shaded)

    def _counts(self, model, shaded: dict) -> None:
        """Rules 3-5 as counts, the same for CP-SAT and the counting search:
        a room's number, a shaded cell in every span across two room borders,
        and one on the board."""
        from ...constraints.shading import count, regions

        numbers = {f"region {rid}": v for rid, v in self.room_numbers().items() if v != "?"}
        count(model, regions(self.region_of()), shaded, numbers, rule="a room's number counts its shaded cells")
        count(model, [(f"span {i}", s) for i, s in enumerate(self.spans())], shaded, 1, ">=",  # rule 4
              rule="no unshaded run crosses two room borders")
        count(model, [("board", self.cells())], shaded, 1, ">=", rule="some cell is shaded")  # rule 5

    def separate(self, decision: list):
        """``values -> clauses`` cutting off an answer whose unshaded cells
        are split (:func:`~gridsat.constraints.connectivity.enclosure_cuts`);
        ``decision``: the cell booleans, row-major."""
        from ...constraints.connectivity import enclosure_cuts

        cells, index = self.cells(), {cell: i for i, cell in enumerate(self.cells())}

        def separate(values) -> list:
            unshaded = [cell for cell, v in zip(cells, values) if not v]
            cuts = enclosure_cuts(unshaded, cells, self.neighbours)
            return [[~decision[index[b]] for b in sorted(wall)] for wall in cuts]
        return separate

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        if any(v not in (0, 1) for row in grid for v in row):
            return ["the answer holds values other than 0 (unshaded) and 1 (shaded)"]
        room = self.region_of()
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = [f"shaded cells {cell_name(c)} and {cell_name(n)} are adjacent" for c in sorted(shaded)
                    for n in self.neighbours(c) if n in shaded and n > c]
        if len(components(set(room) - shaded, self.neighbours)) > 1:
            problems.append("the unshaded cells are not connected")
        for rid, cells in self.rooms().items():
            number, n = self.room_numbers().get(rid), sum(c in shaded for c in cells)
            if number not in (None, "?") and n != number:
                problems.append(f"the room at {cell_name(cells[0])} has {n} shaded cells, not {number}")
        for line in self.lines():
            for run in runs(line, lambda c: c not in shaded):
                crossed = sum(room[a] != room[b] for a, b in zip(run, run[1:]))
                if crossed > 1:
                    problems.append(f"the unshaded run from {cell_name(run[0])} to {cell_name(run[-1])} crosses "
                                    f"{crossed} room borders")
        if not shaded:
            problems.append("no cell is shaded")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: rooms, numbers, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then a number per
        room in room order (``decodeRoomNumber16``), put in its top cell."""
        from ...formats.puzzlink import Body, rooms

        body = Body(link.body)
        room = rooms(*body.border(link.rows, link.cols))
        clues = [[None] * link.cols for _ in range(link.rows)]
        members: dict = {}
        for r, row in enumerate(room):
            for c, rid in enumerate(row):
                members.setdefault(rid, []).append((r, c))
        numbers = body.number16(len(members), "rooms")
        body.end()
        for rid, number in enumerate(numbers):
            r, c = min(members[rid], key=lambda cell: (cell[1], cell[0]))
            clues[r][c] = number
        return cls(link.rows, link.cols, clues, room, name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_border, encode_number16, make_url, walls

        right, below = walls(self.regions)
        order = {}  # puzz.link's room order: by first cell, row-major
        for cell, rid in self.region_of().items():
            order.setdefault(rid, (len(order), cell))
        numbers, first = [None] * len(order), [cell for _, cell in sorted(order.values())]
        for rid, v in self.room_numbers().items():
            numbers[order[rid][0]] = v
        return make_url("heyawake", self.cols, self.rows, encode_border(right, below) + encode_number16(
            numbers, lambda i: "the room of " + self.cell_where(first[i][0] * self.cols + first[i][1])))


__all__ = ["HeyawakePuzzle"]
