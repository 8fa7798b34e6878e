"""Country Road (puzz.link's ``country``), rules as puzz.link states and checks them (robx/pzprjs ``rules.en.yaml``
and the checker list of ``src/variety/country.js``, ``AnsCheck@country``; Nikoli's genre):

1. draw one closed loop through the centres of cells, from cell to orthogonal neighbour, that never branches or
   crosses itself (``checkBranchLine``, ``checkCrossLine``, ``checkDeadendLine``, ``checkOneLoop``);
2. the loop passes through every room exactly once: it enters each room once and leaves it once
   (``checkRoomPassOnce``, ``checkNoRoadCountry``);
3. a number in a room is how many of the room's cells the loop visits (``checkRoadCount``; ``?``: any);
4. two cells the loop does not visit are never side by side across a room border (``checkSideAreaGrass``).

A room's number sits in its top cell, the leftmost column's topmost cell (pzprjs ``getTopCell``), as the other
numbered-room genres' (:mod:`gridsat.formats.puzzlink_rooms`).  Answers are rows of side bitmasks per cell, up 1,
right 2, down 4, left 8: the sides the loop leaves the cell through, 0 off the loop
(:mod:`gridsat.puzzles.grid.loop`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import PuzzleInputError, cell_name, counted
from ..grid.loop import LoopPuzzle, loop_edges, mask_problems
from ..grid.puzzle import GridPuzzle


#: How :func:`~gridsat.puzzles.grid.loop.loop_problems` begins its sentences (the lines drawn, read as lines).
LOOP_WORDS = ("the loop has", "the lines form", "no loop is drawn")


@dataclass(frozen=True)
class CountryRoadPuzzle(LoopPuzzle):
    """A Country Road board: ``regions`` (the rooms) and ``clues``, at most one number (a whole number from 1, at
    most its room's cells, or ``"?"``) per room, in any of its cells."""

    kind_name = "countryroad"
    text_blocks = ("clues", "regions")
    clue_noun = "room number"
    room_noun = "room"
    clue_least, clue_is = 1, "a count of the room's cells the loop visits (the loop visits every room)"
    full: ClassVar[bool] = False  # no f flag: the loop leaves cells out
    json_fields: ClassVar[dict] = {}
    header_settings: ClassVar[tuple] = ("",)

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()
        self.check_room_numbers()
        rooms = self.rooms()
        for rid, number in self.room_numbers().items():  # puzz.link's editor takes none above (maxnum)
            if isinstance(number, int) and number > len(rooms[rid]):
                cell = next(c for c in rooms[rid] if self.clues[c[0]][c[1]] is not None)
                raise PuzzleInputError(f"row {cell[0] + 1}, column {cell[1] + 1}: the number {number} is more than "
                                       f"its room's {counted(len(rooms[rid]), 'cell')}", self.name)

    def check_clue(self, clue, cell) -> str | None:
        """A whole number from 1 or ``"?"`` (the loop visits every room)."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not a count of visited cells (the loop passes through every room)"
        return super().check_clue(clue, cell)

    def weaker(self, clue):
        """No number in the room (no answer is lost)."""
        return None

    @classmethod
    def from_text(cls, text: str, name: str):
        return GridPuzzle.from_text.__func__(cls, text, name)  # no 'full' header: the loop genres' reads one

    def to_text(self) -> str:
        return super(LoopPuzzle, self).to_text()

    def to_json(self) -> dict:
        return super(LoopPuzzle, self).to_json()

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule; rule 4 (no
        two cells off the loop across a room border) is written here, a clause per pair."""
        from ...constraints.loops import boundary_loop, enters_once
        from ...constraints.shading import count, regions

        loop = "one closed loop through cell centres"
        with model.rule(loop):
            visited = {cell: model.new_bool_var(f"on{cell}") for cell in self.cells()}
        edges, _ = boundary_loop(model, self.rows, self.cols, visited=visited, rule=loop)  # rule 1
        options.check_time()
        region_of = self.region_of()
        enters_once(model, edges, region_of, rule="the loop passes through every room once")  # rule 2
        numbers = {f"region {rid}": v for rid, v in self.room_numbers().items() if v != "?"}
        count(model, regions(region_of), visited, numbers, rule="a room's number counts the cells the loop visits")
        with model.rule("cells off the loop never touch across a room border"):  # rule 4
            for a, b in self.borders():
                model.add_bool_or([visited[a], visited[b]])
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def search_model(self, model, options):
        """The rules as the compiled loop search states them, counts over the loop's edges
        (:func:`~gridsat.constraints.loops.edge_loop`): two edges cross each room's border; a room numbered n holds
        n - 1 of the loop's edges inside it (n with one room: the loop is all inside); two cells across a border
        have an edge between them."""
        from ...constraints.loops import edge_loop, enters_once

        edges = edge_loop(model, self.rows, self.cols, rule="one closed loop through cell centres")
        region_of = self.region_of()
        crossing = enters_once(model, edges, region_of, rule="the loop passes through every room once")
        inside: dict = {rid: [] for rid in crossing}
        touching: dict = {cell: [] for cell in self.cells()}
        for (a, b), lit in edges.items():
            touching[a].append(lit)
            touching[b].append(lit)
            if region_of[a] == region_of[b]:
                inside[region_of[a]].append(lit)
        one = len(crossing) == 1
        with model.rule("a room's number counts the cells the loop visits"):
            for rid, number in self.room_numbers().items():
                if number != "?":
                    model.add(sum(inside[rid]) == number - (not one))
        with model.rule("cells off the loop never touch across a room border"):
            for a, b in self.borders():
                model.add(sum(dict.fromkeys(touching[a] + touching[b])) >= 1)  # (their shared edge once)
        options.check_time()
        return self.loop_encoding(edges, options.check_time)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid (never the model's vocabulary), in
        puzz.link's checker's order: branching lines, then the rooms' rules, then dead ends and separate loops."""
        drawn, _ = mask_problems(self, grid)
        if any(not p.startswith(LOOP_WORDS) for p in drawn):  # a grid of another shape, sides disagreeing
            return drawn
        branching = [p for p in drawn if p.startswith("the loop has") and " 1 line at " not in p]
        return branching + self._room_problems(grid) + [p for p in drawn if p not in branching]

    def _room_problems(self, grid) -> list[str]:
        """Rules 2-4 read from the lines drawn (a whole grid of side bitmasks, sides agreeing)."""
        room, rooms = self.region_of(), self.rooms()
        on = {c for c in self.cells() if grid[c[0]][c[1]]}
        crossings = {rid: 0 for rid in rooms}
        for a, b in loop_edges(grid, False):
            if room[a] != room[b]:
                crossings[room[a]] += 1
                crossings[room[b]] += 1
        several = len(rooms) > 1
        problems = [f"the loop passes through the room at {cell_name(cells[0])} {crossings[rid] // 2} times, not once"
                    for rid, cells in rooms.items() if several and crossings[rid] > 2]
        numbers = self.room_numbers()
        for rid, cells in rooms.items():
            visits = sum(c in on for c in cells)
            if (number := numbers.get(rid)) not in (None, "?") and visits != number:
                problems.append(f"the loop visits {counted(visits, 'cell')} of the room at {cell_name(cells[0])}, "
                                f"not {number}")
        problems += [f"the loop misses the room at {cell_name(cells[0])}" for rid, cells in rooms.items()
                     if not any(c in on for c in cells)]
        problems += [f"cells {cell_name(a)} and {cell_name(b)}, across a room border, are both off the loop"
                     for a, b in self.borders() if a not in on and b not in on]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: rooms, numbers, the loop through cell centres."""
        return self.loop_drawing(grid, title, regions=self.region_of(),
                                 text={c: str(v) for c, v in self.clued().items()})

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then a number per room in its top cell
        (``decodeRoomNumber16``: :mod:`gridsat.formats.puzzlink_rooms`)."""
        from ...formats.puzzlink_rooms import read_numbered_rooms

        clues, room = read_numbered_rooms(link, "puzz.link's loop counts it as a room's border")
        return cls(link.rows, link.cols, clues, room, name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_rooms import numbered_rooms_body

        return make_url("country", self.cols, self.rows, numbered_rooms_body(self.regions, self.clues))


__all__ = ["CountryRoadPuzzle"]
