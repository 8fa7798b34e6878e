"""Shimaguni (Islands; puzz.link's ``shimaguni``), rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/shimaguni.js``, ``AnsCheck@shimaguni``; Nikoli's genre):

1. shaded cells in two different rooms are never orthogonally adjacent (``checkSideAreaShadeCell``);
2. the shaded cells of a room are orthogonally connected inside it: one island per room
   (``checkSeqBlocksInRoom``);
3. a room with a number holds exactly that many shaded cells (``checkShadeCellCount``; ``?`` or no number: any
   count);
4. two rooms that share a side hold different numbers of shaded cells (``checkSideAreaLandSide``);
5. every room holds at least one shaded cell (``checkNoShadeCellInArea``).

A room's number sits in its top cell, the leftmost column's topmost cell (pzprjs ``getTopCell``), and may be
shaded.  Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import cell_name, counted
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class ShimaguniPuzzle(GridPuzzle):
    """A Shimaguni board: ``regions`` (the rooms) and ``clues``, at most one number (a whole number from 1, or
    ``"?"``) per room, in any of its cells."""

    kind_name = "shimaguni"
    text_blocks = ("clues", "regions")
    clue_noun = "room number"
    room_noun = "room"
    clue_least, clue_is = 1, "an island's size (every room holds an island of 1 cell or more)"
    #: The model's memory a cell, weighed before it is built: measured (peak resident memory less the
    #: interpreter's, ``/usr/bin/time -v``) 4.4 KB a cell at 40x40 in 10x10 rooms, 4.7 at 60x60 in 30x30 and 5.3
    #: at 80x80 in one room (its island's tree); the grid's 4000 weighed an 80x80 24 MB where it took 34.
    bytes_per_cell: ClassVar[int] = 6000

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()
        self.check_room_numbers()

    def check_clue(self, clue, cell) -> str | None:
        """A whole number from 1 or ``"?"`` (puzz.link's ``minnum`` is 1: every room holds an island)."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not an island size (every room holds an island of 1 cell or more)"
        return super().check_clue(clue, cell)

    def weaker(self, clue):
        """No number in the room (no answer is lost)."""
        return None

    def board_reason(self) -> str | None:
        """Why a board proven to have no answer has none when its rooms alone say so, before its numbers are
        weighed: two one-cell rooms side by side (each must shade its cell, and shaded cells in two rooms never
        touch); None otherwise."""
        rooms, room = self.rooms(), self.region_of()
        for a, b in self.borders():
            if len(rooms[room[a]]) == 1 == len(rooms[room[b]]):
                return (f"the one-cell rooms at {cell_name(a)} and {cell_name(b)} touch: each room holds a shaded "
                        "cell, and shaded cells in two rooms never touch")
        return None

    def touching_rooms(self) -> list:
        """Every pair of room ids whose rooms share a side, each pair once, in order of first meeting."""
        room, seen = self.region_of(), {}
        for a, b in self.borders():
            pair = (room[a], room[b]) if str(room[a]) <= str(room[b]) else (room[b], room[a])
            seen.setdefault(pair, None)
        return list(seen)

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule; rule 4 (the
        sizes of touching rooms differ) is written here: a size per room, unequal across each shared side."""
        from ortools.sat.python.cp_model import LinearExpr

        from ...constraints.connectivity import connected
        from ...constraints.shading import cell_vars, count, regions

        shaded = cell_vars(model, self.cells())
        with model.rule("shaded cells in two rooms never touch"):  # rule 1
            for a, b in self.borders():
                model.add_bool_or([~shaded[a], ~shaded[b]])
        rooms = self.rooms()
        for cells in rooms.values():  # rule 2, a tree per room (its neighbours: the members, this room's cells)
            options.check_time()
            connected(model, cells, self.neighbours, {c: shaded[c] for c in cells}, check=options.check_time,
                      rule="each room's shaded cells are connected")
        numbers = {f"region {rid}": v for rid, v in self.room_numbers().items() if v != "?"}
        groups = regions(self.region_of())
        count(model, groups, shaded, numbers, rule="a room's number counts its shaded cells")  # rule 3
        with model.rule("touching rooms hold different numbers of shaded cells"):  # rule 4
            size = {rid: model.new_int_var(1, len(cells), f"size{rid}") for rid, cells in rooms.items()}
            for rid, cells in rooms.items():
                model.add(size[rid] == LinearExpr.sum([shaded[c] for c in cells]))
            for a, b in self.touching_rooms():
                options.check_time()
                model.add(size[a] != size[b])
        count(model, groups, shaded, 1, ">=", rule="every room holds a shaded cell")  # rule 5
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary), in puzz.link's
        checker's order."""
        from ...core.grid import components

        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        room, rooms = self.region_of(), self.rooms()
        shaded = {c for c in self.cells() if grid[c[0]][c[1]]}
        problems = [f"shaded cells {cell_name(a)} and {cell_name(b)} touch across a room border"
                    for a, b in self.borders() if a in shaded and b in shaded]
        sizes = {}
        for rid, cells in rooms.items():
            island = [c for c in cells if c in shaded]
            sizes[rid] = len(island)
            parts = components(island, lambda c, rid=rid: [n for n in self.neighbours(c) if room[n] == rid])
            if len(parts) > 1:
                problems.append(f"the shaded cells of the room at {cell_name(cells[0])} are not connected: "
                                f"{len(parts)} groups")
        numbers = self.room_numbers()  # once: read per room, checking a board was quadratic in its rooms
        for rid, cells in rooms.items():
            if (number := numbers.get(rid)) not in (None, "?") and sizes[rid] != number:
                problems.append(f"the room at {cell_name(cells[0])} has {counted(sizes[rid], 'shaded cell')}, "
                                f"not {number}")
        for a, b in self.touching_rooms():
            if sizes[a] == sizes[b] and sizes[a]:
                problems.append(f"the touching rooms at {cell_name(rooms[a][0])} and {cell_name(rooms[b][0])} "
                                f"both have {counted(sizes[a], 'shaded cell')}")
        problems += [f"the room at {cell_name(cells[0])} has no shaded cell" for rid, cells in rooms.items()
                     if not sizes[rid]]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: rooms, numbers, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title,
                            shaded_text=True)  # a shaded room's number stays readable

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then a number per room in its top cell
        (``decodeRoomNumber16``: :mod:`gridsat.formats.puzzlink_rooms`)."""
        from ...formats.puzzlink_rooms import read_numbered_rooms

        clues, room = read_numbered_rooms(link, "puzz.link keeps shaded cells apart across it and cuts islands at it")
        return cls(link.rows, link.cols, clues, room, name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_rooms import numbered_rooms_body

        body = numbered_rooms_body(self.regions, self.clues)
        return make_url("shimaguni", self.cols, self.rows, body)


__all__ = ["ShimaguniPuzzle"]
