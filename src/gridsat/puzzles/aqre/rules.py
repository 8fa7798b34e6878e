"""Aqre, rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/aqre.js``; Nikoli's
genre):

1. shade some cells; the board is divided into rooms;
2. a room with a number holds exactly that many shaded cells (``?`` or no
   number: any count; the number's cell may be shaded);
3. the shaded cells are orthogonally connected;
4. no four consecutive cells of a row or column are all shaded (pzprjs
   ``checkContinuousShadeCell``), nor all unshaded
   (``checkContinuousUnshadeCell``).

Rooms may have any shape.  A room's number sits in its top cell in a URL:
the leftmost column's topmost cell (pzprjs ``getTopCell``).  A URL's wall
with one room on both sides changes no rule here (no rule reads walls): it
is read and not written back.  Answers are rows of 1 (shaded) / 0
(unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import lines
from ..grid.checking import not_connected
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ..heyawake.rules import HeyawakePuzzle

#: The shortest run of equal cells in a line that rule 4 refuses.
RUN = 4


def equal_runs(grid, rows: int, cols: int, length: int = RUN) -> list:
    """``(value, cells)`` of each maximal run of ``length`` or more equal cells of a row (left to right) or a column
    (top to bottom) of ``grid`` (rows of values), rows first: the checker's own reading of rule 4."""
    out = []
    for line in lines(rows, cols):
        start = 0
        for k in range(1, len(line) + 1):
            if k == len(line) or grid[line[k][0]][line[k][1]] != grid[line[start][0]][line[start][1]]:
                if k - start >= length:
                    r, c = line[start]
                    out.append((grid[r][c], line[start:k]))
                start = k
    return out


@dataclass(frozen=True)
class AqrePuzzle(GridPuzzle):
    """An Aqre board: ``regions`` (the rooms) and ``clues``, at most one number (or ``"?"``) per room, in any of
    its cells."""

    kind_name = "aqre"
    url_flags_unread = {"b": "puzz.link's Aqre variant where each room border touches exactly one shaded cell (the "
                             "two cells across it differ), which gridsat does not solve"}
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

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.connectivity import connected
        from ...constraints.shading import cell_vars, count, no_equal_run, regions

        cells = self.cells()
        shaded = cell_vars(model, cells)  # rule 1
        numbers = {f"region {rid}": v for rid, v in self.room_numbers().items() if v != "?"}
        count(model, regions(self.region_of()), shaded, numbers, rule="a room's number counts its shaded cells")
        connected(model, cells, self.neighbours, shaded, check=options.check_time,  # rule 3
                  rule="the shaded cells are connected")
        no_equal_run(model, self.rows, self.cols, shaded, RUN,  # rule 4
                     rule="no four cells in a row or column are all shaded or all unshaded")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = []
        numbers = self.room_numbers()  # once: read per room, checking a board was quadratic in its rooms
        for rid, cells in self.rooms().items():
            number, n = numbers.get(rid), sum(c in shaded for c in cells)
            if number not in (None, "?") and n != number:
                problems.append(f"the room at {cell_name(cells[0])} has {counted(n, 'shaded cell')}, not {number}")
        problems += not_connected(shaded, self.neighbours, "shaded")
        for value, run in equal_runs(grid, self.rows, self.cols):
            line = "row" if run[0][0] == run[-1][0] else "column"
            problems.append(f"{cell_name(run[0])} to {cell_name(run[-1])} are {len(run)} "
                            f"{'shaded' if value else 'unshaded'} cells in a {line} ({RUN - 1} at most)")
        return problems

    drawing = HeyawakePuzzle.drawing  # rooms, their numbers and shaded cells, as puzz.link draws both genres

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then a number per room in its top cell
        (``decodeRoomNumber16``: :mod:`gridsat.formats.puzzlink_rooms`), as ``src/variety/aqre.js`` reads them.

        Raises:
            PuzzleInputError: what the border and number codecs refuse, or characters after the last room."""
        from ...formats.puzzlink_rooms import read_numbered_rooms

        clues, room = read_numbered_rooms(link)
        return cls(link.rows, link.cols, clues, room, name=name)

    def to_url(self) -> str:
        """The puzz.link URL (pzprjs ``encodeBorder`` and ``encodeRoomNumber16``)."""
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_rooms import numbered_rooms_body

        body = numbered_rooms_body(self.regions, self.clues)
        return make_url("aqre", self.cols, self.rows, body)


__all__ = ["RUN", "AqrePuzzle", "equal_runs"]
