"""Ripple Effect (Nikoli's Hakyuu; puzz.link's ``ripple``), rules as puzz.link states and checks them (robx/pzprjs
``src/variety/ripple.js``, its checker list: ``checkDifferentNumberInRoom``, ``checkRippleNumber``,
``checkNoNumCell``; a cell's largest digit is its room's size, ``maxnum``):

1. write a digit in every cell; a room of N cells holds the digits 1 to N, each once;
2. two equal digits n in one row or column have at least n cells between them (no n within n cells of another n
   along a row or column: two 1s are never side by side, two 2s have two cells between them...);
3. the givens keep their digits (``?``: a given of any digit).

Rooms are the areas the walls bound (puzz.link's URL: the walls, ``decodeBorder``, then the givens in the number
codec, ``decodeNumber16``).  Answers are rows of whole numbers, each cell's digit.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import PuzzleInputError, cell_name, counted
from ..grid.digits import cell_digit_encoding
from ..grid.puzzle import GridPuzzle


def digits_of(size: int) -> str:
    """The digits a room of ``size`` cells holds, in words: ``"a digit 1 to 4"``, ``"the digit 1"`` for one cell
    ("not a digit 1 to 1" was said)."""
    return "the digit 1" if size == 1 else f"a digit 1 to {size}"


def room_lines(rows: int, cols: int) -> list:
    """``(name, cells)`` of every row, then every column, cells in order along it (the lines rule 2 reads)."""
    return [(f"row {r + 1}", [(r, c) for c in range(cols)]) for r in range(rows)] + \
        [(f"column {c + 1}", [(r, c) for r in range(rows)]) for c in range(cols)]


@dataclass(frozen=True)
class RipplePuzzle(GridPuzzle):
    """A Ripple Effect board: ``regions`` (the rooms) and ``clues``, the givens (a digit from 1 to its room's size,
    or ``"?"``) in any cells."""

    kind_name = "ripple"
    text_blocks = ("clues", "regions")
    clue_noun = "given"
    room_noun = "room"
    clue_least, clue_is = 1, "a digit (1 to its room's size)"
    answer_values = None  # each cell's digit: its checker reads them
    answer_symbols = {str(d): d for d in range(1, 10)}

    def __post_init__(self):
        super().__post_init__()
        self.check_rooms()
        sizes = {rid: len(cells) for rid, cells in self.rooms().items()}
        for (r, c), v in self.clued().items():
            if v != "?" and v > sizes[self.regions[r][c]]:
                raise PuzzleInputError(f"row {r + 1}, column {c + 1}: the given {v} is larger than its room "
                                       f"({counted(sizes[self.regions[r][c]], 'cell')}: digits 1 to "
                                       f"{sizes[self.regions[r][c]]})", self.name)

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell: a boolean and 1500 bytes per digit of its room (its exactly-ones and the
        windows of its row and column) and 2000 besides."""
        largest = max((len(cells) for cells in self.rooms().values()), default=1)
        return 2000 + 1500 * largest

    def check_clue(self, clue, cell) -> str | None:
        """A digit from 1 or ``"?"`` (a given larger than its room is refused once the rooms are read)."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not a digit (a room of N cells holds 1 to N)"
        return super().check_clue(clue, cell)

    def weaker(self, clue):
        """No given (every cell holds a digit anyway: no answer is lost)."""
        return None

    def board_reason(self) -> str | None:
        """Why a board proven to have no answer has none when its rooms alone say so, before its givens are weighed:
        two one-cell rooms side by side (each holds a 1, and two 1s never touch); on a board without a given's digit,
        that the rules alone leave none; None otherwise."""
        rooms, room = self.rooms(), self.region_of()
        for a in self.cells():
            for b in self.neighbours(a):
                if b > a and room[a] != room[b] and len(rooms[room[a]]) == 1 == len(rooms[room[b]]):
                    return (f"the one-cell rooms at {cell_name(a)} and {cell_name(b)} touch: each holds a 1, and two "
                            "1s are never side by side")
        if not any(isinstance(v, int) for v in self.clued().values()):
            return "the board has no given to take away, and the rules alone leave none"
        return None

    def possible_digits(self) -> dict:
        """``{cell: digits}``: 1 to its room's size (a given's digit is fixed apart, so that every board of these
        rooms has the same decision literals: the generator's checks forbid one answer across givens)."""
        return {cell: list(range(1, len(cells) + 1)) for cells in self.rooms().values() for cell in cells}

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints.digits`): a boolean per cell and digit of its
        room, one true a cell (rule 1), the givens' fixed (rule 3); each room 1 to N once
        (:func:`~gridsat.constraints.digits.each_once`, rule 1); equal digits apart along each row and column
        (:func:`~gridsat.constraints.digits.digits_apart`, rule 2)."""
        from ...constraints.digits import digit_cells, digits_apart, each_once
        from ...constraints.shading import fixed

        cells = self.cells()
        held = self.possible_digits()
        options.check_time()
        x = digit_cells(model, {cell: held[cell] for cell in cells}, rule="a digit in every cell, 1 to its room's size")
        fixed(model, {(cell, d): lit for cell in cells for d, lit in x[cell].items()},
              {(cell, v): 1 for cell, v in self.clued().items() if v != "?"}, rule="the givens keep their digits")
        each_once(model, x, list(self.rooms().values()), check=options.check_time,
                  rule="each room of N cells holds 1 to N, each once")
        digits_apart(model, x, [line for _, line in room_lines(self.rows, self.cols)], check=options.check_time,
                     rule="equal digits n in a row or column have n cells or more between them")
        every = [(cell, d) for cell in cells for d in x[cell]]
        return cell_digit_encoding(self.rows, self.cols, every, [x[cell][d] for cell, d in every])

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board (never the model's vocabulary), in puzz.link's
        checker's order."""
        from ..grid.digits import repeats

        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        rooms, room = self.rooms(), self.region_of()
        size = {rid: len(cells) for rid, cells in rooms.items()}
        problems = []
        for (r, c), v in self.clued().items():
            if v != "?" and grid[r][c] != v:
                problems.append(f"cell {cell_name((r, c))} holds {grid[r][c]}, not its given {v}")
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                n = size[room[(r, c)]]
                if not 1 <= v <= n:
                    problems.append(f"cell {cell_name((r, c))} holds {v}, not {digits_of(n)} (its room has "
                                    f"{counted(n, 'cell')})")
        problems += repeats(grid, [(f"the room at {cell_name(cells[0])}", [(r, c) for r, c in cells if isinstance(
            grid[r][c], int) and 1 <= grid[r][c] <= len(cells)]) for cells in rooms.values()])  # (0s said above)
        for r in range(self.rows):
            for c in range(self.cols):
                n = grid[r][c]
                for dr, dc in ((0, 1), (1, 0)):  # rightward and downward, as pzprjs's checkRippleNumber looks
                    for k in range(1, n + 1):
                        rr, cc = r + dr * k, c + dc * k
                        if rr < self.rows and cc < self.cols and grid[rr][cc] == n:
                            problems.append(f"the {n}s at {cell_name((r, c))} and {cell_name((rr, cc))} have "
                                            f"{counted(k - 1, 'cell')} between them, fewer than {n}")
        return problems

    def drawing(self, grid, title=None):
        """As puzz.link draws it: the rooms' walls thick, the givens bold, the digits found in puzz.link's answer
        colour (None: a digit not forced, hatched)."""
        from ...render.board import BoardDrawing

        given = {c: str(v) for c, v in self.clued().items()}
        cells = self.cells()
        widest = max([len(str(v)) for row in grid for v in row if v is not None] + [len(t) for t in given.values()]
                     + [1])
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(), text=given,
                            answers={c: str(grid[c[0]][c[1]]) for c in cells
                                     if c not in given and grid[c[0]][c[1]] is not None},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title,
                            cell_width=max(2, widest + 1))

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the walls (``decodeBorder``), then the givens in the number codec (``decodeNumber16``).

        Raises:
            PuzzleInputError: what the border and number codecs refuse, characters after the last cell, a wall with
                one room on both sides."""
        from ...core.grid import as_rows
        from ...formats.puzzlink import Body, rooms
        from ...formats.puzzlink_rooms import refuse_inner_walls

        body = Body(link.body)
        right, below = body.border(link.rows, link.cols)
        room = rooms(right, below)
        values = body.number16(link.rows * link.cols)
        body.end()
        refuse_inner_walls(right, below, room, "puzz.link's rooms are what the walls bound")
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols), room, name=name)

    def to_url(self) -> str:
        """The puzz.link URL: the walls between the rooms (``encodeBorder``), then the givens (``encodeNumber16``).

        Raises:
            PuzzleInputError: a given above what the number codec can hold."""
        from ...formats.puzzlink import encode_border, encode_number16, make_url, walls

        body = encode_border(*walls(self.regions)) + encode_number16((v for row in self.clues for v in row),
                                                                     self.cell_where)
        return make_url(self.kind_name, self.cols, self.rows, body)


__all__ = ["RipplePuzzle", "room_lines"]
