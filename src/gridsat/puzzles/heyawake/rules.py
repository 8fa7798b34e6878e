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

Rooms may have any shape (puzz.link; ``heyawacky`` is its other name); a URL's
wall with one room on both sides (pzprjs counts it in rule 4) is refused.  A
room's number sits in its top cell: the leftmost column's topmost cell
(pzprjs ``getTopCell``).  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.errors import cell_name, counted
from ...core.grid import lines
from ..grid.checking import not_connected
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class HeyawakePuzzle(GridPuzzle):
    """A Heyawake board: ``regions`` (the rooms) and ``clues``, at most one
    number (or ``"?"``) per room, in any of its cells."""

    kind_name = "heyawake"
    text_blocks = ("clues", "regions")
    clue_noun = "room number"
    room_noun = "room"

    def weaker(self, clue):
        """No number in the room (no answer is lost)."""
        return None

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()
        self.check_room_numbers()

    def spans(self) -> list:
        """Per row and column, the cells from just before one room border to
        just after the next: each must hold a shaded cell (rule 4)."""
        out, room = [], self.region_of()
        for line in lines(self.rows, self.cols):
            borders = [i for i in range(len(line) - 1) if room[line[i]] != room[line[i + 1]]]
            out += [line[a:b + 2] for a, b in zip(borders, borders[1:])]
        return out

    def model(self, model, options, *, lazy: bool = False):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`);
        ``lazy``: rule 2 is left to cuts (the encoding's ``separate``:
        :func:`~gridsat.constraints.connectivity.enclosure_separator`) but
        for its one-cell case (no unshaded cell is walled in by shaded ones)."""
        from ...constraints.connectivity import connected, enclosing_boundary, enclosure_separator
        from ...constraints.shading import cell_vars, diagonal_forest, no_adjacent

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
        encoding = cell_encoding(self, shaded)
        if lazy:  # rule 2 as cuts, helped by its diagonal form (an answer only: it leaves several per answer)
            diagonal_forest(model, self.rows, self.cols, shaded)
            encoding = replace(encoding, separate=enclosure_separator(cells, self.neighbours, shaded, present=0))
        return encoding

    def search_model(self, model, options):
        """The rules as the compiled counting search states them: a literal
        per shaded cell; at most one of two neighbours (rule 1); the search's
        connectivity rule over the cells not shaded (2); the room sums, a
        shaded cell in every span and on the board, as linear counts (3-5)."""
        from ...constraints.connectivity import search_connected
        from ...constraints.shading import cell_vars, no_adjacent

        shaded = cell_vars(model, self.cells())
        no_adjacent(model, shaded, self.neighbours)  # rule 1
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

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        from ...constraints.sight import segments

        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        room = self.region_of()
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = [f"shaded cells {cell_name(c)} and {cell_name(n)} are adjacent" for c in sorted(shaded)
                    for n in self.neighbours(c) if n in shaded and n > c]
        problems += not_connected(set(room) - shaded, self.neighbours, "unshaded")
        numbers = self.room_numbers()  # once: read per room, it made checking a board quadratic in its rooms
        for rid, cells in self.rooms().items():
            number, n = numbers.get(rid), sum(c in shaded for c in cells)
            if number not in (None, "?") and n != number:
                problems.append(f"the room at {cell_name(cells[0])} has {counted(n, 'shaded cell')}, not {number}")
        for run in segments(self.rows, self.cols, set(room) - shaded):  # the maximal unshaded runs
            crossed = sum(room[a] != room[b] for a, b in zip(run, run[1:]))
            if crossed > 1:
                problems.append(f"the unshaded run from {cell_name(run[0])} to {cell_name(run[-1])} crosses "
                                f"{crossed} room borders")
        if not shaded:
            problems.append("no cell is shaded")
        return problems

    def board_reason(self) -> str | None:
        """Why a board proven to have no answer has none, when the rules but the last alone leave only the board with
        no cell shaded (the reason :meth:`~gridsat.puzzles.grid.kind.GridKind.why_none` gives before weighing
        numbers): "the room number 0 at r1c1 cannot hold" was said of a 1x1 room of 0, blaming a number that holds
        for the rule that some cell is shaded; None otherwise."""
        if self.violations([[0] * self.cols for _ in range(self.rows)]) != ["no cell is shaded"]:
            return None
        return ("the room numbers and the runs leave no cell to shade, and puzz.link's rules need at least one "
                "shaded cell (a Heyawake with every cell unshaded is no answer)")

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: rooms, numbers, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title,
                            shaded_text=True)  # a shaded room's number stays readable: "2█"

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then a number per
        room in its top cell (``decodeRoomNumber16``: :mod:`gridsat.formats.puzzlink_rooms`)."""
        from ...formats.puzzlink_rooms import read_numbered_rooms

        clues, room = read_numbered_rooms(link, "puzz.link counts it in the rule on runs of unshaded cells")
        return cls(link.rows, link.cols, clues, room, name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_rooms import numbered_rooms_body

        body = numbered_rooms_body(self.regions, self.clues)
        return make_url("heyawake", self.cols, self.rows, body)


__all__ = ["HeyawakePuzzle"]
