"""A grid puzzle: a ``rows x cols`` board of clues, perhaps divided into regions.

Clues are per cell: None (no clue), a whole number, or a short string (a symbol of the genre: ``"?"`` for a
number not given, ``"#"`` a wall, ``"W"`` / ``"B"`` circles...).  Regions, when the genre has them, are a room id per
cell, rooms numbered by their first cell in row-major order (as puzz.link numbers them).  Answers are grids of small
ints (the genre says what they mean: 1 shaded, 1 star, a digit...)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, counted, quoted, shown
from ...core.areas import regions_whole
from ...core.grid import box_cells, box_neighbours, components, symmetric
from ...core.options import truth, whole
from ...core.grid_text import numbered_lines, refuse_line_end, refuse_remark, refuse_run_together
from ..headers import refuse_grids_alike, refuse_header, refuse_no_rows, refuse_ragged_row, refuse_second_puzzle
from ..solvable import Solvable
from .checking import checking_drawing, checking_values, plain_values
from .recorded import recorded, title_of
from .given_rows import check_clues, given_rows
from .text_rooms import a_board_of_rooms, empty_told, json_blocks, room_ids

#: How a puzzle file's field types are named in messages.
JSON_TYPES = {int: "a whole number", bool: "true or false", str: "a string", list: "an array"}


@dataclass(frozen=True)
class GridPuzzle(Solvable):
    """The board of a grid genre (subclasses add the genre's rules).

    Attributes:
        rows, cols: size in cells.
        clues: ``rows`` tuples of ``cols`` clues (None, int or str).
        regions: ``rows`` tuples of room ids, or None.
        name: label for messages and pictures.

    Raises:
        PuzzleInputError: a size out of range, ragged rows, a clue the genre does not take (:meth:`check_clue`),
            regions of another shape or on a genre without regions.
    """

    rows: int
    cols: int
    clues: tuple
    regions: tuple | None = None
    name: str = "puzzle"

    #: Flags the genre's puzz.link URL takes before its size: flag -> what it means; the unread: flag -> the refusal.
    url_flags: ClassVar[dict] = {}
    url_flags_unread: ClassVar[dict] = {}
    #: What the text format's first line may hold after the genre's name (``" full"``); "": nothing.
    header_settings: ClassVar[tuple] = ("",)
    #: The text format's blocks, in order: ``"clues"`` and/or ``"regions"``.
    text_blocks: ClassVar[tuple] = ("clues",)
    #: JSON fields beyond rows, cols, clues, regions and name: name -> the JSON type(s) it takes
    #: (``int`` a whole number, ``bool`` true/false, ``str``, ``list`` an array); another type is refused.
    json_fields: ClassVar[dict] = {}
    #: What the CP-SAT model needs per cell, in bytes (the memory estimate).
    bytes_per_cell: ClassVar[int] = 4000
    #: Answer symbols of recorded solutions: character -> value (none where a genre sets answer_values None
    #: and no symbols of its own: its recorded answers are whole numbers separated by spaces).
    answer_symbols: ClassVar[dict] = {"#": 1, ".": 0, "*": 1, "x": 0}
    #: The values an answer grid's cells take: value -> what it means (None: digits, a loop's edges, its checker's).
    answer_values: ClassVar[dict | None] = {0: "unshaded", 1: "shaded"}
    #: Where :attr:`answer_values` is None, the whole numbers an answer's cells take: ``(least, most, what they
    #: are, with the bounds)``; None where the checker alone judges them (Sudoku's digits, 1 to the side).
    answer_span: ClassVar[tuple | None] = None
    #: The genre's word for a clue, as the reason for no answer names them (``"given"``, ``"pearl"``).
    clue_noun: ClassVar[str] = "clue"
    clue_least: ClassVar[int] = 0; clue_is: ClassVar[str] = "a count"  # noqa: E702 (a negative clue is told them)
    clue_parts: ClassVar[bool] = False  #: one clue lists numbers separated by commas (Tapa's ``3,1,1``): not cells
    unknown_says_nothing: ClassVar[bool] = True  #: a ``?`` clue rules out no answer (Tapa's does: one run)
    room_noun: ClassVar[str] = "region"  #: the genre's word for its outlined areas, in messages (Heyawake: room)
    clue_points: ClassVar[bool] = False  #: clues on the grid points (Creek): rows + 1 rows of cols + 1 (text: too)

    def __init_subclass__(cls, **kwargs):
        """A genre's checker, ``violations(grid)``, first refuses a cell value outside :attr:`answer_values`
        (:meth:`check_answer_values`): read as true, a 2 or a -1 passed for shaded."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("violations")
        if own is not None and not getattr(own, "checks_values", False):
            cls.violations = checking_values(own)
        drawn = cls.__dict__.get("drawing")  # and its drawing, anything but a BoardDrawing
        if drawn is not None and not getattr(drawn, "checks_values", False):
            cls.drawing = checking_drawing(drawn)
        if "answer_values" in cls.__dict__ and cls.answer_values is None and "answer_symbols" not in cls.__dict__:
            cls.answer_symbols = {}  # '#' shaded means nothing to a genre of numbers: it was offered their symbols

    def check_answer_values(self, grid) -> list:
        """Refuse an answer grid that is not rows of cells, or holds a value outside :attr:`answer_values`
        (when that is None: a value that is not a whole number, True and False included); return it as
        lists of plain ints (numpy integers, 1.0 where 1 is a value: the number they equal).

        Raises:
            TypeError: ``grid`` not rows (a list of lists, or any sized rows: tuples, numpy arrays).
            ValueError: ``"cell rRcC holds V; a TITLE answer holds 0 (unshaded) or 1 (shaded)"``,
                naming the first such cell in row-major order (answer_values None: one outside answer_span).
        """
        return plain_values(self, grid, _title)

    def __post_init__(self):
        if not isinstance(self.name, str):  # name=5 was taken, then met "title must be a string" in figure()
            raise TypeError(f"name must be a string, got {type(self.name).__name__} {shown(self.name, 40)}")
        for what in ("rows", "cols"):  # numpy's whole numbers too, as Domino Fit's (np.int64(3) was "not a whole
            object.__setattr__(self, what, n := whole(getattr(self, what)))  # number from 1 to 1000")
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SIDE:
                raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got {quoted(n)}",
                                       self.name)
        object.__setattr__(self, "clues", given_rows(self.clues, self.rows + self.clue_points, self.cols  # +1: points
                                                     + self.clue_points, "clues", self.name, parts=self.clue_parts))
        if self.regions is not None and "regions" not in self.text_blocks:  # refused, never ignored
            raise PuzzleInputError(f"{_title(self)} boards have no regions: leave 'regions' out", self.name)
        if self.regions is not None:
            object.__setattr__(self, "regions", given_rows(self.regions, self.rows, self.cols, "regions", self.name,
                                                      self.room_noun))
        check_clues(self, empty_told)

    @classmethod
    def size_problem(cls, rows: int, cols: int) -> str | None:
        """Why no board of ``rows`` x ``cols`` is of this genre, said before a URL's cells are read (None: any)."""
        return None

    def check_clue(self, clue, cell) -> str | None:
        """What is wrong with ``clue`` at ``cell``, or None (default: whole numbers from 0 and ``"?"`` are clues)."""
        if clue == "?" or (isinstance(clue, int) and not isinstance(clue, bool) and clue >= 0):
            return None
        below = type(clue) is not bool and str(clue)[:1] == "-" and str(clue)[1:].isascii() and str(clue)[1:].isdigit()
        return f"clue {shown(clue, 40)} is " + (f"below {self.clue_least}: a clue is {self.clue_is}, or '?'" if below
                                                 else "not a whole number or '?'")  # '-1' was "not a whole number"

    def weaker(self, clue):
        """A clue saying less than ``clue`` (every answer stays an answer with it in place of ``clue``), or ``clue``
        itself when the genre has none (default): :mod:`.conflict` names the clues that cannot all hold with it."""
        return clue

    def cells(self) -> list:
        """Every cell ``(r, c)``, row-major."""
        return box_cells(self.rows, self.cols)

    @symmetric  # (each pair named both ways: the rule vocabulary reads it as it is)
    def neighbours(self, cell) -> list:
        """The orthogonal neighbours of ``cell`` on the board."""
        return self._neighbours(cell)

    @cached_property
    def _neighbours(self):
        return box_neighbours(self.rows, self.cols)

    def clue(self, cell):
        """The clue at ``cell`` (None when there is none).  ValueError: ``cell`` is not (row, column) on the board."""
        rows, cols = len(self.clues), len(self.clues[0])  # (Creek's: its points; (-1, 0) was the last row's clue)
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(type(v) is int for v in cell)
                and 0 <= cell[0] < rows and 0 <= cell[1] < cols):
            raise ValueError(f"cell {shown(cell, 40)} is not (row, column) of the {rows}x{cols} clues, from 0")
        return self.clues[cell[0]][cell[1]]

    def cell_where(self, index: int) -> str:
        """``"row R, column C"`` (from 1) of the ``index``-th cell in row-major order, as messages name cells."""
        return f"row {index // self.cols + 1}, column {index % self.cols + 1}"

    def clued(self) -> dict:
        """``{cell: clue}`` for every cell with a clue, row-major."""
        return {(r, c): v for r, row in enumerate(self.clues) for c, v in enumerate(row) if v is not None}

    def region_of(self) -> dict:
        """``{cell: room id}`` (empty without regions)."""
        if self.regions is None:
            return {}
        return {(r, c): v for r, row in enumerate(self.regions) for c, v in enumerate(row)}

    def borders(self) -> list:
        """Every pair of orthogonally adjacent cells ``(a, b)`` in two different rooms, ``a < b``, row-major."""
        room = self.region_of()
        return [(a, b) for a in self.cells() for b in self.neighbours(a) if b > a and room[a] != room[b]]

    def rooms(self) -> dict:
        """``{room id: [cells]}`` in row-major order of their cells."""
        out: dict = {}
        for cell, rid in self.region_of().items():
            out.setdefault(rid, []).append(cell)
        return out

    def check_rooms(self) -> None:
        """Refuse regions puzz.link cannot have: every room must be one
        orthogonally connected area (its rooms are the areas walls bound).

        Raises:
            PuzzleInputError: no regions, or the first room (in order of its first cell) that is in
                pieces, named by its first cell and the first cell of its second piece (1-based).
        """
        if self.regions is None:
            raise PuzzleInputError(f"{_title(self, 1)} board needs regions (a {self.room_noun} id per cell)", self.name)
        if regions_whole(self.regions):  # at once; room by room (3 s of a 600x600 board) only to name one
            return
        for cells in self.rooms().values():
            r, c = cells[0]
            where = f"the {self.room_noun} of row {r + 1}, column {c + 1}"
            pieces = components(cells, self.neighbours)
            if len(pieces) > 1:
                r2, c2 = min(pieces[1])
                raise PuzzleInputError(f"{where} is in {len(pieces)} pieces (one at row {r2 + 1}, column "
                                       f"{c2 + 1}); a {self.room_noun} is one connected area", self.name)

    def check_room_numbers(self) -> None:
        """Refuse two clues in one room, for the genres whose clue is the room's number (Heyawake: puzz.link
        writes one number per room, ``decodeRoomNumber16``).

        Raises:
            PuzzleInputError: the first room (in order of its first cell) with two clues, naming the first two.
        """
        for cells in self.rooms().values():
            numbered = [c for c in cells if self.clue(c) is not None]
            if len(numbered) > 1:
                (r, c), (r2, c2) = numbered[:2]
                raise PuzzleInputError(f"row {r + 1}, column {c + 1} and row {r2 + 1}, column {c2 + 1}: "
                                       "two numbers in one room", self.name)

    def room_numbers(self) -> dict:
        """``{room id: clue}`` for the rooms with a clue (the room's number,
        or ``"?"``; one per room: :meth:`check_room_numbers`)."""
        return {self.regions[r][c]: v for (r, c), v in self.clued().items()}

    # -- formats every grid genre shares ---------------------------------
    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """The puzzle of a JSON object's fields (``rows``, ``cols``,
        ``clues``, ``regions`` and :attr:`json_fields`).

        Raises:
            PuzzleInputError: a field missing or of the wrong shape.
        """
        for need in ("rows", "cols"):
            if need not in fields:
                raise PuzzleInputError(f"missing field {need!r}", name)
        rows, cols = fields["rows"], fields["cols"]
        json_blocks(cls, fields, name, _title(cls))  # 'clues' missing; a genre of regions alone given its ids there
        for field, types in cls.json_fields.items():  # "stars": "1" is text, not a number: refused, never read
            value, types = truth(whole(fields.get(field))), types if isinstance(types, tuple) else (types,)
            if field in fields:  # numpy's np.int64(2) stars, np.True_ full (a number "got int64")
                fields[field] = value
            if field in fields and (not isinstance(value, types) or isinstance(value, bool) and bool not in types):
                from ...formats.json import json_type, json_value

                want = " or ".join(JSON_TYPES[t] for t in types)
                said = "" if value is None else f" ({json_value(value)})"  # not "got null (null)"
                raise PuzzleInputError(f"{field!r} must be {want}, got {json_type(value)}{said}", name)
        fits = all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_SIDE for n in (rows, cols))
        points = int(cls.clue_points)  # (clues on the grid points: a row and a column more; a bad size is refused
        empty = [[None] * (cols + points) for _ in range(rows + points)] if fits else []  # before any grid is built)
        return cls(rows, cols, fields.get("clues", empty), fields.get("regions"), name,
                   **{k: fields[k] for k in cls.json_fields if k in fields})

    @classmethod
    def from_text(cls, text: str, name: str):
        """The puzzle of the genre's text grid: an optional first line naming
        the genre, then :attr:`text_blocks` separated by blank lines; a row
        per line, cells separated by spaces (``.`` no clue, numbers, the
        genre's symbols; regions as room ids or letters).

        Raises:
            PuzzleInputError: a ragged row, a bad token, a missing block.
        """
        return cls.from_lines(numbered_lines(text), name)

    @classmethod
    def from_lines(cls, lines: list, name: str):
        """:meth:`from_text` of the text's lines as ``[(number, line)]`` (:func:`numbered_lines`), numbered
        from 1 as in the file: a genre's reader that takes a line of its own out (a header, Statue Park's
        ``pieces:``) passes the rest with their numbers, so messages name the file's lines."""
        headed = bool(lines) and lines[0][1].strip().lower() == cls.kind_name
        lines = lines[1:] if headed else refuse_header(lines, cls.kind_name, cls.header_settings, name) or lines
        blocks, current = [], []
        for at, (number, line) in enumerate(lines):
            if line.strip():
                refuse_line_end(number, line, name)
                current.append((number, line.split()))
                if len(current) > MAX_SIDE:  # refused before its cells are read (3,000,000 rows took 15 s)
                    rows = len(current) + next((k for k, (_, rest) in enumerate(lines[at + 1:]) if not rest.strip()),
                                               len(lines) - at - 1)
                    raise PuzzleInputError(f"the grid has {rows:,} rows; at most {MAX_SIDE} per side", name)
            elif current:
                blocks.append(current)
                current = []
        if current:
            blocks.append(current)
        refuse_no_rows(blocks, cls.text_blocks[0], cls.kind_name if headed else None, name)
        if len(blocks) != len(cls.text_blocks):
            refuse_second_puzzle(lines, name)
            refuse_grids_alike(blocks, len(cls.text_blocks), name)  # was "...; got 3 blocks"
            if len(cls.text_blocks) == 1:  # ("expected 1 block(s) of rows separated by a blank line")
                raise PuzzleInputError(f"the rows of {cls.text_blocks[0]} are one block, with no blank line among "
                                       f"them; got {counted(len(blocks), 'block')}", name)
            missing = ("; the regions are missing: after the clues, a blank line, then a room name per cell"
                       if len(blocks) < len(cls.text_blocks) and cls.text_blocks[-1] == "regions" else "")
            raise PuzzleInputError(f"expected {counted(len(cls.text_blocks), 'block')} of rows "
                                   f"({', '.join(cls.text_blocks)}) separated by a blank line, got {len(blocks)}"
                                   f"{missing}", name)
        width = refuse_run_together(blocks, cls.text_blocks, name, clue_parts=cls.clue_parts)  # '.5...', '1114'...
        read: dict = {}
        for what, block in zip(cls.text_blocks, blocks):
            if len(block) != len(blocks[0]):
                raise PuzzleInputError(  # (it said "the regions have 2 rows, the clues 1": no line, nothing to do)
                    f"the {cls.text_blocks[0]} have {counted(len(blocks[0]), 'row')} (from line {blocks[0][0][0]}), "
                    f"the {what} {len(block)} (from line {block[0][0]}): each block has one row per row of the board",
                    name)
            rows = []
            for number, tokens in block:
                if len(tokens) != width:
                    refuse_ragged_row(lines, blocks, cls.text_blocks, number, width, name)
                rows.append([cls.read_token(t, what, number) for t in tokens])
            read[what] = rows
            if what != "regions":  # '% from the book' among the rows, its words as many as a row's cells: it was
                refuse_remark([(n, " ".join(t)) for n, t in block if t[0][:1] in "#%"], name)  # "row 2, column 1:
                # clue '%' is not a whole number or '?'"
        if "regions" in read:
            a_board_of_rooms(read["regions"], name,  # a first line naming the genre says the text is a board
                             blocks[cls.text_blocks.index("regions")][0][0] if headed else None)
            read["regions"] = room_ids(read["regions"])
        if (points := int(cls.clue_points)) and (len(blocks[0]) < 2 or width < 2):  # rows of grid points
            raise PuzzleInputError(f"the clues stand on the grid points: a board of R x C cells has R + 1 rows of "
                                   f"C + 1 points, got {len(blocks[0])} of {width}", name)
        return cls.from_json_fields({"rows": len(blocks[0]) - points, "cols": width - points, **read}, name)

    @classmethod
    def read_token(cls, token: str, block: str, line: int):
        """One cell of the text format: ``.`` None, digits an int, other
        symbols as they are (regions: any token names a room).

        Raises:
            PuzzleInputError: a token longer than 8 characters, or a whole number past 4,300 digits (what the JSON
                reader takes, so a clue JSON gave is written by :meth:`to_text` as this reads it back).
        """
        number = token.isascii() and token.isdigit()
        if len(token) > (4300 if number else 8):
            raise PuzzleInputError(f"line {line}: {token[:12]!r}... ({len(token):,} characters) is too long for a "
                                   f"cell (at most {'4,300 digits' if number else 8})")
        if block == "regions":
            return token
        return None if token == "." else int(token) if number else token

    def to_text(self) -> str:
        """The text format (:meth:`from_text` reads it back)."""
        parts = [self.kind_name]
        for what in self.text_blocks:
            grid = self.clues if what == "clues" else self.regions
            parts += [" ".join("." if v is None else str(v) for v in row) for row in grid]
            parts.append("")
        first = parts[1:1 + self.rows]  # one column of numbers all as long (31, 40): its reader takes them for rows
        if self.cols == 1 and self.rows > 1 and len({len(w) for w in first}) == 1 and len(first[0]) > 1 \
                and all(w.isascii() and w.isdigit() for w in first):  # of cells written together, and refuses them
            raise PuzzleInputError(f"this board one column wide of {len(first[0])}-digit {self.text_blocks[0]} "
                                   f"({first[0]}, {first[1]}...) cannot be written as text: its reader reads "
                                   f"'{first[0]}' as cells written together; write it as JSON or a URL")
        return "\n".join(parts[:-1]) + "\n"

    @classmethod
    def read_answer(cls, solution) -> list:
        """A recorded answer (rows of strings of :attr:`answer_symbols` or digits, or rows of numbers) as rows of
        ints.  A text is read a line a row: a symbol or digit a cell, or cells separated by spaces (symbols or whole
        numbers, as ``gridsat sudoku`` prints its answer: that answer file was read as 81 rows of one cell); a JSON
        row's digits or symbols sent as text (``["0", "5"]``) as the numbers they stand for.

        Raises:
            PuzzleInputError: a solution of another shape (cells separated by commas told to be separated by
                spaces), or a number that is no answer value (as
                :meth:`check_answer_values` reads them: int() read 0.7 as 0).
        """
        from .recorded import read_rows

        return read_rows(cls, solution)

    def to_json(self) -> dict:
        """``{"kind", "rows", "cols", "clues", ["regions"]}`` (what
        :class:`~gridsat.puzzles.grid.kind.GridKind` reads back)."""
        out = {"kind": self.kind_name, "rows": self.rows, "cols": self.cols, "clues": [list(r) for r in self.clues]}
        if self.regions is not None:
            out["regions"] = [list(r) for r in self.regions]
        return out


def recorded_values(puzzle, rows: list) -> list:
    """``rows`` of a recorded solution as plain ints, each an answer value of ``puzzle`` (a genre's puzzle or
    its class) as its checker reads them (:meth:`GridPuzzle.check_answer_values`); else PuzzleInputError."""
    try:
        return GridPuzzle.check_answer_values(puzzle, rows)
    except (TypeError, ValueError) as exc:
        raise PuzzleInputError(f"{recorded(puzzle)}: {exc}") from None


def _title(puzzle, article=False) -> str:  # the genre's title, as messages name it (Star Battle; an Aqre)
    from ...core.wording import a_or_an
    return (a_or_an if article else str)(title_of(puzzle))


__all__ = ["GridPuzzle", "numbered_lines"]
