"""Calendar puzzles ("A-Puzzle-A-Day" and its clones): the rules and their objects.

Rules (as printed with DragonFjord's A-Puzzle-A-Day and its clones; the
boards and pieces are in ``gridsat/data/calendar/editions.txt``):

1. the board's cells carry labels: the months ``Jan``..``Dec``, the days
   ``1``..``31`` and, on weekday boards, ``Mon``..``Sun``; home-made boards
   may also have *filler* cells without a label, which are always covered;
2. on a given date exactly the month cell and the day cell (and the weekday
   cell on a weekday board) stay uncovered;
3. every other cell is covered by exactly one piece, each piece is used
   exactly once, and a piece may be rotated and flipped (the physical pieces
   are two-sided) unless one-sided play is asked (rotations only).

So a date is a placement problem (:mod:`gridsat.puzzles.placement`) whose
blocked cells are the date's cells: the model, search, engine choice and
checker are the placement layer's.

Coordinates: a cell is ``(row, col)`` in the edition's board grid as written
in the edition file (row 0 is the first board line, column 0 the first
column, ``.`` positions counted).
"""

from __future__ import annotations

import calendar as _cal
import datetime as _dt
from dataclasses import dataclass, field as dataclass_field
from functools import cached_property

from ...core.board import Board
from ...core.errors import PuzzleInputError, cell_name, counted, shown as shown_input
from ...core.polyomino import PieceSet

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
#: Weekday labels in Python's ``date.weekday()`` order (Monday = 0).
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
DAYS = tuple(str(d) for d in range(1, 32))


@dataclass(frozen=True)
class CalendarBoard:
    """A board of labelled cells (and perhaps filler cells).

    Attributes:
        name: the board's name in its file.
        board: the :class:`~gridsat.core.board.Board` of every cell.
        labels: ``{cell: label}`` for every labelled cell (``"Jan"``, ``"6"``, ``"Mon"``).
        weekdays: True when the board has the seven weekday cells.
        fillers: cells without a label (always covered).

    Raises:
        TypeError: a field of the wrong type.
        PuzzleInputError: a label off the board, unknown or on two cells, a month or day without its cell, some
            but not all weekdays (or ``weekdays`` saying otherwise), a filler off the board or on a label.
    """

    name: str
    board: Board
    labels: dict = dataclass_field(hash=False)  # (a dict: hashed, it made every calendar puzzle unhashable; the
    # other fields tell boards apart enough, and equal boards still hash equal)
    weekdays: bool
    fillers: frozenset = frozenset()

    def __post_init__(self):
        """Refuse fields of the wrong type (TypeError) and labels a calendar cannot have (PuzzleInputError):
        ``CalendarBoard("b", "6x10", {}, False)`` was made, and met an Edition as ``AttributeError: 'str' object
        has no attribute 'area'``."""
        from ...core.options import truth

        object.__setattr__(self, "weekdays", truth(self.weekdays))  # numpy's np.True_ too, as every flag
        for field, want, words in (("name", str, "a string"), ("board", Board, "a gridsat Board"),
                                   ("labels", dict, "a dict {(row, col): label}"), ("weekdays", bool, "True or False"),
                                   ("fillers", (set, frozenset), "a set of (row, col) cells")):
            value = getattr(self, field)
            if not isinstance(value, want):
                raise TypeError(f"CalendarBoard.{field} must be {words}, got {type(value).__name__} "
                                f"{shown_input(value, 40)}")
        object.__setattr__(self, "fillers", frozenset(self.fillers))
        known = set(MONTHS + DAYS + WEEKDAYS)
        for cell, label in self.labels.items():
            if cell not in self.board.cells or not isinstance(label, str) or label not in known:
                what = "is not a cell of the board" if cell not in self.board.cells else \
                    f"has label {shown_input(label, 40)}, not a month Jan..Dec, a day 1..31 or a weekday Mon..Sun"
                raise PuzzleInputError(f"board {self.name}: labelled cell {shown_input(cell, 40)} {what}")
        have: dict = {}
        for cell, label in sorted(self.labels.items()):
            if label in have:
                raise PuzzleInputError(f"board {self.name}: label {label!r} appears twice, at "
                                       f"{cell_name(have[label])} and {cell_name(cell)}")
            have[label] = cell
        missing = [label for label in MONTHS + DAYS if label not in have]
        if missing:
            raise PuzzleInputError(lacks_labels(self.name, missing))
        days = [w for w in WEEKDAYS if w in have]
        if self.weekdays != (len(days) == 7) or 0 < len(days) < 7:
            raise PuzzleInputError(f"board {self.name}: weekdays is {self.weekdays} but it has "
                                   f"{len(days)} of the 7 weekday labels")
        odd = next((cell for cell in self.fillers if cell not in self.board.cells or cell in self.labels), None)
        if odd is not None:
            where = "a labelled cell" if odd in self.labels else "no cell of the board"
            raise PuzzleInputError(f"board {self.name}: filler {shown_input(odd, 40)} is {where}")

    @cached_property
    def cell_of(self) -> dict:
        """``{label: cell}``."""
        return {label: cell for cell, label in self.labels.items()}

    @property
    def date_cells(self) -> int:
        """How many cells a date leaves uncovered (2, or 3 with weekdays)."""
        return 3 if self.weekdays else 2


@dataclass(frozen=True)
class Edition:
    """A product: a labelled board and its pieces.

    Attributes:
        name: edition name (``"dragonfjord"``).
        board: the :class:`CalendarBoard`.
        pieces: the :class:`~gridsat.core.polyomino.PieceSet` (count 1 each,
            unless a name is listed twice).
        description: the comment of the edition line.
        source: the file it came from (``"editions.txt"`` for built-ins).

    Raises:
        PuzzleInputError: the pieces' area is not the board's area minus the
            date cells.
        TypeError: a field of the wrong type.
    """

    name: str
    board: CalendarBoard
    pieces: PieceSet
    description: str = ""
    source: str = ""

    @cached_property
    def design(self) -> str:
        """16 hex digits (BLAKE2b) naming the board (its cells and labels)
        and the pieces (shapes and counts): a results line carries it, so a
        resume refuses lines of an edition edited since under the same name."""
        import hashlib

        labels = sorted((cell, label) for cell, label in self.board.labels.items())
        pieces = sorted((p.name, p.cells, n) for p, n in self.pieces.items)
        text = repr((sorted(self.board.board.cells), labels, pieces))
        return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()

    def __post_init__(self):
        for field, want, words in (("name", str, "a string"), ("board", CalendarBoard, "a CalendarBoard"),
                                   ("pieces", PieceSet, "a PieceSet"), ("description", str, "a string"),
                                   ("source", str, "a string")):
            value = getattr(self, field)  # board "6x10" met "'str' object has no attribute 'board'"
            if not isinstance(value, want):
                raise TypeError(f"Edition.{field} must be {words}, got {type(value).__name__} {shown_input(value, 40)}")
        need = self.board.board.area - self.board.date_cells
        if self.pieces.area != need:
            what = "month, day and weekday" if self.board.weekdays else "month and day"
            raise PuzzleInputError(
                f"edition {self.name}: the pieces cover {counted(self.pieces.area, 'cell')} but board "
                f"{self.board.name} leaves {need:,} to cover ({self.board.board.area:,} cells minus {what})")


def same_as_built_in(given, built_in, where: str | None) -> None:
    """Refuse a board, piece or edition of an edition file named as a built-in one but not the same (a piece ``P5:
    #####``, or a board ``standard`` of other labels, silently changed what every line naming it meant, the
    design search's edition lines included; an edition ``dragonfjord`` of other pieces was headed as the original);
    drawn again the same (``O6: ###/###``; a piece in any turn or reflection) it is taken."""
    if built_in is None or given is None:
        return
    if isinstance(given, Edition):
        if given.design != built_in.design:
            raise PuzzleInputError(f"edition {given.name} is a built-in edition of another board or pieces: give "
                                   "yours another name", where)
        return
    if isinstance(given, CalendarBoard):
        if (given.board.cells, given.labels, given.fillers) != (built_in.board.cells, built_in.labels,
                                                                built_in.fillers):
            raise PuzzleInputError(f"board {given.name} is a built-in board with another layout: give yours "
                                   "another name", where)
    elif set(given.orientations(True)) != set(built_in.orientations(True)):
        raise PuzzleInputError(f"piece {given.name} ({given.ascii()}) is a built-in piece of another shape "
                               f"({built_in.ascii()}): give yours another name", where)


@dataclass(frozen=True)
class CalendarDate:
    """The cells a day leaves uncovered.

    Attributes:
        month: 1..12.
        day: 1..31 (valid for the month; 29 February always allowed when
            ``year`` is None).
        weekday: 0 (Mon) .. 6 (Sun), or None.
        year: the year, or None for a month-day without year.
    """

    month: int
    day: int
    weekday: int | None = None
    year: int | None = None

    def __post_init__(self):
        """Refuse a date no calendar shows (``CalendarDate(13, 40)`` met the board's labels as IndexError, a
        weekday 9 so, a month ``"x"`` as "unsupported operand type(s) for -").

        Raises:
            TypeError: a field that is not a whole number (``weekday`` and ``year`` may be None).
            PuzzleInputError: a month outside 1..12, a day the month does not have, a weekday outside 0..6, a year
                outside 1..9999.
        """
        from ...core.errors import PuzzleInputError, shown
        from ...core.options import whole

        for name in ("month", "day", "weekday", "year"):
            value = whole(getattr(self, name))
            object.__setattr__(self, name, value)
            if (value is not None or name in ("month", "day")) and (isinstance(value, bool)
                                                                     or not isinstance(value, int)):
                none = " or None" if name in ("weekday", "year") else ""
                raise TypeError(f"CalendarDate.{name} must be a whole number{none}, got {type(value).__name__} "
                                f"{shown(value, 40)}")
        if self.year is not None and not 1 <= self.year <= 9999:
            raise PuzzleInputError(f"year {shown(self.year)} is out of range (1-9999)")
        if not 1 <= self.month <= 12:
            raise PuzzleInputError(f"month {shown(self.month)} is not 1-12")
        length = days_in(self.month, self.year)
        if not 1 <= self.day <= length:
            of = f"{_cal.month_name[self.month]} {self.year}" if self.year is not None else _cal.month_name[self.month]
            raise PuzzleInputError(f"day {shown(self.day)} does not exist: {of} has {length} days")
        if self.weekday is not None and not 0 <= self.weekday <= 6:
            raise PuzzleInputError(f"weekday number {shown(self.weekday)} is not 0 (Mon) .. 6 (Sun)")

    @classmethod
    def of(cls, day: _dt.date, weekday: int | None = None) -> "CalendarDate":
        """From a ``datetime.date`` (weekday from the date unless given)."""
        return cls(day.month, day.day, day.weekday() if weekday is None else weekday, day.year)

    @property
    def own_weekday(self) -> int | None:
        """The weekday the date really has (None without a year)."""
        return None if self.year is None else _dt.date(self.year, self.month, self.day).weekday()

    @property
    def key(self) -> str:
        """``YYYY-MM-DD`` (or ``MM-DD`` without year), plus ``-Www`` when the
        weekday is not the date's own (or there is no year)."""
        base = f"{self.month:02d}-{self.day:02d}"
        if self.year is None:
            return base + (f"-{WEEKDAYS[self.weekday]}" if self.weekday is not None else "")
        text = f"{self.year:04d}-{base}"
        if self.weekday is not None and self.weekday != self.own_weekday:
            text += f"-{WEEKDAYS[self.weekday]}"
        return text

    def labels(self, weekdays: bool) -> list[str]:
        """The labels to leave uncovered (month, day[, weekday])."""
        out = [MONTHS[self.month - 1], str(self.day)]
        if weekdays:
            out.append(WEEKDAYS[self.weekday])
        return out

    def __str__(self) -> str:
        """``"Tue 6 Oct 2026"`` (the weekday shown when known or given)."""
        weekday = self.weekday if self.weekday is not None else self.own_weekday
        wd = f"{WEEKDAYS[weekday]} " if weekday is not None else ""
        yr = f" {self.year}" if self.year is not None else ""
        return f"{wd}{self.day} {MONTHS[self.month - 1]}{yr}"


def days_in(month: int, year: int | None = None) -> int:
    """Days of ``month`` (29 for February without a year)."""
    return _cal.monthrange(year if year is not None else 2024, month)[1]


__all__ = ["DAYS", "MONTHS", "WEEKDAYS", "CalendarBoard", "CalendarDate", "Edition", "days_in", "same_as_built_in"]


def lacks_labels(board: str, missing: list) -> str:
    """What a board lacking the month and day labels ``missing`` is told: 'lacks the labels 31' named one label,
    and said nothing of what a board needs."""
    return (f"board {board} lacks the label{'s' if len(missing) > 1 else ''} {' '.join(missing)}: every month "
            "(Jan..Dec) and day (1..31) needs a cell of its own")
