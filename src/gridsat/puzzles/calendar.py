"""Calendar puzzles ("A-Puzzle-A-Day" and its clones): any date, any edition, whole years.

Rules (as printed with DragonFjord's A-Puzzle-A-Day and its clones; the
boards and pieces are in ``gridsat/data/calendar/editions.txt``):

1. the board's cells carry labels: the months ``Jan``..``Dec``, the days
   ``1``..``31`` and, on weekday boards, ``Sun``..``Sat``;
2. on a given date exactly the month cell and the day cell (and the weekday
   cell on a weekday board) stay uncovered;
3. every other cell is covered by exactly one piece, each piece is used
   exactly once, and a piece may be rotated and flipped (the physical pieces
   are two-sided) unless ``face_up`` is asked (rotations only).

So a date is a packing puzzle (:class:`~gridsat.puzzles.packing.PackingPuzzle`)
on the board without the date's cells: the model, the placements and the
independent checker are the packing ones; this module adds editions, dates,
pre-placed pieces, hints, counting, whole years and edition verification.

Coordinates: a cell is ``(row, col)`` in the edition's board grid as written
in the edition file (row 0 is the ``Jan .. Jun`` row, column 0 the first
column, ``.`` positions counted).

Edition file format (the built-in file is the example)::

    [board NAME]          one board row per line: whitespace-separated labels,
    Jan Feb ... Jun .     '.' for a position that is not a cell
    ...
    [pieces]              NAME: ROW/ROW/...   ('#' square, '.' empty)
    O6: ###/###
    [editions]            NAME = BOARD : PIECE PIECE ...   [# description]
    dragonfjord = standard : O6 U5 V5 Z5 L5 N5 Y5 P5

Lines starting with ``#`` are comments.  A user file may use the built-in
boards and pieces without repeating them.
"""

from __future__ import annotations

import calendar as _cal
import datetime as _dt
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import Callable, Iterable

from ..core.errors import PuzzleInputError
from ..core.files import missing_file_error, read_text_file
from ..core.geometry import Board
from ..core.placements import Placement, all_placements
from ..core.polyomino import PieceSet, Polyomino, normalise, parse_pieces
from ..core.result import Result
from ..core.solver import SolverOptions, Status
from .packing import PackingPuzzle, PackSolutions, check_tiling

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
#: Weekday labels in Python's ``date.weekday()`` order (Monday = 0).
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
DAYS = tuple(str(d) for d in range(1, 32))
_FULL_WEEKDAYS = {name.lower(): i for i, name in enumerate(_cal.day_name)}

#: Engines: ``exact`` (gridsat's exact-cover search,
#: :mod:`gridsat.engines.exact_cover`; boards whose bounding box has at most
#: 64 cells), ``cpsat`` (CP-SAT; enumeration with one worker) and ``auto``:
#: ``exact`` when the board fits it, else ``cpsat``.  Measured in
#: ``benchmarks/calendar.py``: exact-cover is ~100x faster at counting and
#: listing, and faster at first solutions too.
ENGINES = ("auto", "exact", "cpsat")

BUILTIN_FILE = "editions.txt"


# ---------------------------------------------------------------------------
# boards and editions
# ---------------------------------------------------------------------------
def _normal_label(token: str) -> str | None:
    """The canonical label of a board token, or None if it is no calendar label."""
    low = token.lower()
    for m in MONTHS:
        if low == m.lower():
            return m
    for w in WEEKDAYS:
        if low == w.lower():
            return w
    if token.isdigit() and 1 <= int(token) <= 31 and not token.startswith("0"):
        return token
    return None


@dataclass(frozen=True)
class CalendarBoard:
    """A board of labelled cells.

    Attributes:
        name: the board's name in its file.
        board: the :class:`~gridsat.core.geometry.Board` of all labelled cells.
        labels: ``{cell: label}`` for every cell (``"Jan"``, ``"6"``, ``"Mon"``).
        weekdays: True when the board has the seven weekday cells.
    """

    name: str
    board: Board
    labels: dict
    weekdays: bool

    @cached_property
    def cell_of(self) -> dict:
        """``{label: cell}``."""
        return {label: cell for cell, label in self.labels.items()}

    @property
    def date_cells(self) -> int:
        """How many cells a date leaves uncovered (2, or 3 with weekdays)."""
        return 3 if self.weekdays else 2


def parse_board(name: str, rows: list[tuple[int, str]], source: str) -> CalendarBoard:
    """A :class:`CalendarBoard` from ``(line number, text)`` rows of labels.

    Raises:
        PuzzleInputError: ragged rows, an unknown or repeated label, missing
            months/days, or some but not all seven weekdays (names the line).
    """
    if not rows:
        raise PuzzleInputError(f"board {name} has no rows", source)
    width = len(rows[0][1].split())
    labels: dict = {}
    seen: dict = {}
    for r, (line, text) in enumerate(rows):
        tokens = text.split()
        where = f"{source}: line {line}"
        if len(tokens) != width:
            raise PuzzleInputError(
                f"board {name} row {r} has {len(tokens)} entries, row 0 has {width} "
                "(write '.' where there is no cell)", where)
        for c, token in enumerate(tokens):
            if token == ".":
                continue
            label = _normal_label(token)
            if label is None:
                raise PuzzleInputError(
                    f"board {name}: unknown label {token!r} at cell ({r}, {c}) (expected a month "
                    "Jan..Dec, a day 1..31, a weekday Sun..Sat, or '.' for no cell)", where)
            if label in seen:
                raise PuzzleInputError(
                    f"board {name}: label {label!r} appears twice, at cells {seen[label]} and ({r}, {c})",
                    where)
            seen[label] = (r, c)
            labels[(r, c)] = label
    where = f"{source}: line {rows[0][0]}"
    missing = [m for m in MONTHS + DAYS if m not in seen]
    if missing:
        raise PuzzleInputError(f"board {name} lacks the labels {' '.join(missing)}", where)
    weekdays = [w for w in WEEKDAYS if w in seen]
    if weekdays and len(weekdays) < 7:
        lacking = " ".join(w for w in WEEKDAYS if w not in seen)
        raise PuzzleInputError(f"board {name} has some weekday cells but lacks {lacking}", where)
    board = Board(len(rows), width, frozenset(labels), name)
    return CalendarBoard(name, board, labels, bool(weekdays))


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
    """

    name: str
    board: CalendarBoard
    pieces: PieceSet
    description: str = ""
    source: str = ""
    #: compiled exact-cover engines by ``flip`` (built on first use)
    _engines: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        need = self.board.board.area - self.board.date_cells
        if self.pieces.area != need:
            what = "month, day and weekday" if self.board.weekdays else "month and day"
            raise PuzzleInputError(
                f"edition {self.name}: the pieces cover {self.pieces.area} cells but board "
                f"{self.board.name} leaves {need} to cover ({self.board.board.area} cells minus {what})")


_EDITION_LINE = re.compile(r"^(?P<name>[A-Za-z0-9_-]+)\s*=\s*(?P<board>[A-Za-z0-9_-]+)\s*:\s*(?P<pieces>.*)$")
_SECTION = re.compile(r"^\[\s*(?P<what>board|pieces|editions)(?:\s+(?P<name>[A-Za-z0-9_-]+))?\s*\]$")


def parse_editions(text: str, source: str = "editions", *, fallback: dict | None = None,
                   want_parts: bool = False) -> dict:
    """Parse an edition file (format in the module docstring).

    Args:
        text: the file's text.
        source: file name for messages.
        fallback: ``{"boards": {...}, "pieces": PieceSet}`` used for boards and
            pieces the file does not define (the built-ins for user files).
        want_parts: return ``{"boards", "pieces", "editions"}`` instead.

    Returns:
        ``{name: Edition}`` in file order.

    Raises:
        PuzzleInputError: any malformed line, unknown board or piece, bad
            board (see :func:`parse_board`), area mismatch; every message
            names the file and line.
    """
    section = None
    board_rows: dict = {}
    board_line: dict = {}
    piece_lines = [""] * (text.count("\n") + 1)
    has_pieces = False
    edition_lines: list = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _SECTION.match(line)
        if line.startswith("["):
            if not m or (m.group("what") == "board") != bool(m.group("name")):
                raise PuzzleInputError(
                    f"unknown section {line!r} (use [board NAME], [pieces] or [editions])",
                    f"{source}: line {number}")
            section = m.group("what")
            if section == "board":
                name = m.group("name")
                if name in board_rows:
                    raise PuzzleInputError(f"board {name} is defined twice", f"{source}: line {number}")
                board_rows[name] = []
                board_line[name] = number
                current = name
            continue
        if section is None:
            raise PuzzleInputError("text before the first section ([board NAME], [pieces], [editions])",
                                   f"{source}: line {number}")
        if section == "board":
            board_rows[current].append((number, line))
        elif section == "pieces":
            piece_lines[number - 1] = line
            has_pieces = True
        else:
            edition_lines.append((number, line.split("#", 1)[0].strip(), line.partition("#")[2].strip()))
    fallback = fallback or {}
    boards = dict(fallback.get("boards", {}))
    for name, rows in board_rows.items():
        if not rows:
            raise PuzzleInputError(f"board {name} has no rows", f"{source}: line {board_line[name]}")
        boards[name] = parse_board(name, rows, source)
    pieces: dict = {}
    if fallback.get("pieces") is not None:
        pieces.update({p.name: p for p in fallback["pieces"].pieces})
    if has_pieces:
        # blank lines outside [pieces] keep parse_pieces' line numbers equal to the file's
        pieces.update({p.name: p for p in parse_pieces("\n".join(piece_lines), source=source).pieces})
    editions: dict = {}
    for number, line, comment in edition_lines:
        where = f"{source}: line {number}"
        m = _EDITION_LINE.match(line)
        if not m:
            raise PuzzleInputError(f"expected 'NAME = BOARD : PIECE PIECE ...', got {line!r}", where)
        name, board_name, names = m.group("name"), m.group("board"), m.group("pieces").split()
        if name in editions:
            raise PuzzleInputError(f"edition {name} is defined twice", where)
        if board_name not in boards:
            raise PuzzleInputError(
                f"edition {name} uses board {board_name!r}, which is not defined "
                f"(boards: {' '.join(sorted(boards)) or 'none'})", where)
        if not names:
            raise PuzzleInputError(f"edition {name} lists no pieces", where)
        unknown = [n for n in names if n not in pieces]
        if unknown:
            raise PuzzleInputError(
                f"edition {name} uses piece {unknown[0]!r}, which is not defined "
                f"(pieces: {' '.join(pieces) or 'none'})", where)
        counts = Counter(names)
        piece_set = PieceSet(tuple((pieces[n], counts[n]) for n in dict.fromkeys(names)), name)
        try:
            editions[name] = Edition(name, boards[board_name], piece_set, comment, source)
        except PuzzleInputError as exc:
            raise exc.at(where) from None
    if not editions:
        raise PuzzleInputError("no editions found (add an [editions] section)", source)
    if want_parts:
        return {"boards": boards, "pieces": PieceSet.of(pieces.values()), "editions": editions}
    return editions


_BUILTIN: dict = {}


def _builtin_parts() -> dict:
    if not _BUILTIN:
        text = (resources.files("gridsat") / "data" / "calendar" / BUILTIN_FILE).read_text(encoding="utf-8")
        _BUILTIN.update(parse_editions(text, BUILTIN_FILE, want_parts=True))
    return _BUILTIN


def builtin_editions() -> dict:
    """The built-in editions ``{name: Edition}``: dragonfjord, jarringwords,
    creamakerspace, tetromino, weekday (sources in the data file's header)."""
    return dict(_builtin_parts()["editions"])


def _builtin_fallback() -> dict:
    parts = _builtin_parts()
    return {"boards": parts["boards"], "pieces": parts["pieces"]}


def load_edition_file(path: str | Path) -> dict:
    """All editions of a user's edition file (built-in boards and pieces may be used).

    Raises:
        PuzzleInputError: unreadable file or bad content (see :func:`parse_editions`).
    """
    path = Path(path)
    text = read_text_file(path, "edition file")
    return parse_editions(text, path.name, fallback=_builtin_fallback())


def load_edition(spec: str | Edition = "dragonfjord") -> Edition:
    """An edition from a built-in name, an edition file with one edition, or
    ``FILE:NAME`` for one edition of a file with several.

    Raises:
        PuzzleInputError: unknown name and no such file, a file with several
            editions and no ``:NAME``, or a bad file.
    """
    if isinstance(spec, Edition):
        return spec
    builtins = builtin_editions()
    if spec in builtins:
        return builtins[spec]
    path, name = Path(spec), None
    if not path.is_file() and ":" in spec:
        head, _, name = spec.rpartition(":")
        path = Path(head)
    if path.is_file():
        editions = load_edition_file(path)
        if name is not None:
            if name not in editions:
                raise PuzzleInputError(f"{path.name} has no edition {name!r} (editions: {' '.join(editions)})")
            return editions[name]
        if len(editions) > 1:
            raise PuzzleInputError(
                f"{path.name} defines {len(editions)} editions ({' '.join(editions)}); "
                f"choose one with {spec}:NAME")
        return next(iter(editions.values()))
    missing = missing_file_error(spec, "edition file")
    if missing:
        raise missing
    raise PuzzleInputError(
        f"unknown edition {spec!r}: give a built-in edition ({', '.join(builtins)}) or an edition file")


# ---------------------------------------------------------------------------
# dates
# ---------------------------------------------------------------------------
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

    @classmethod
    def of(cls, day: _dt.date, weekday: int | None = None) -> "CalendarDate":
        """From a ``datetime.date`` (weekday from the date unless given)."""
        return cls(day.month, day.day, day.weekday() if weekday is None else weekday, day.year)

    @property
    def key(self) -> str:
        """``YYYY-MM-DD`` (or ``MM-DD`` without year), plus ``-Www`` when the
        weekday is not the date's own (or there is no year)."""
        base = f"{self.month:02d}-{self.day:02d}"
        if self.year is None:
            return base + (f"-{WEEKDAYS[self.weekday]}" if self.weekday is not None else "")
        text = f"{self.year:04d}-{base}"
        if self.weekday is not None and self.weekday != _dt.date(self.year, self.month, self.day).weekday():
            text += f"-{WEEKDAYS[self.weekday]}"
        return text

    def labels(self, weekdays: bool) -> list[str]:
        """The labels to leave uncovered (month, day[, weekday])."""
        out = [MONTHS[self.month - 1], str(self.day)]
        if weekdays:
            out.append(WEEKDAYS[self.weekday])
        return out

    def __str__(self) -> str:
        """``"Tue 6 Oct 2026"`` (weekday shown when known or given)."""
        weekday = self.weekday
        if weekday is None and self.year is not None:
            weekday = _dt.date(self.year, self.month, self.day).weekday()
        wd = f"{WEEKDAYS[weekday]} " if weekday is not None else ""
        yr = f" {self.year}" if self.year is not None else ""
        return f"{wd}{self.day} {MONTHS[self.month - 1]}{yr}"


_DATE = re.compile(r"^\s*(?:(?P<year>\d{4})-)?(?P<month>\d{1,2})-(?P<day>\d{1,2})\s*$")


def parse_date(text: str) -> tuple[int | None, int, int]:
    """``YYYY-MM-DD`` or ``MM-DD`` -> ``(year or None, month, day)``.

    Raises:
        PuzzleInputError: another shape, a month outside 1-12, or a day the
            month does not have (``2026-02-30``; ``02-29`` is allowed
            without a year).
    """
    m = _DATE.match(text)
    if not m:
        raise PuzzleInputError(f"date {text!r} is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06")
    year = int(m.group("year")) if m.group("year") else None
    month, day = int(m.group("month")), int(m.group("day"))
    if year is not None and year < 1:
        raise PuzzleInputError(f"date {text} does not exist: there is no year 0")
    if not 1 <= month <= 12:
        raise PuzzleInputError(f"date {text} does not exist: month {month} is not 1-12")
    length = _cal.monthrange(year if year is not None else 2024, month)[1]
    if not 1 <= day <= length:
        of = f"{_cal.month_name[month]} {year}" if year is not None else _cal.month_name[month]
        raise PuzzleInputError(f"date {text} does not exist: {of} has {length} days")
    return year, month, day


def parse_weekday(text: str) -> int:
    """``Mon``/``monday`` (any case) -> 0 .. ``Sun`` -> 6.

    Raises:
        PuzzleInputError: not a weekday name.
    """
    low = text.strip().lower()
    for i, w in enumerate(WEEKDAYS):
        if low == w.lower():
            return i
    if low in _FULL_WEEKDAYS:
        return _FULL_WEEKDAYS[low]
    raise PuzzleInputError(f"unknown weekday {text!r}: use one of {' '.join(WEEKDAYS)}")


def make_date(edition: Edition, date: str | _dt.date | None = None, weekday: str | int | None = None,
              *, today: _dt.date | None = None) -> CalendarDate:
    """The :class:`CalendarDate` for ``edition`` (default: today).

    The weekday comes from the date on weekday boards; ``weekday`` (a name or
    0..6) overrides it.

    Raises:
        PuzzleInputError: a bad date (see :func:`parse_date`), a weekday for
            an edition without weekday cells, or a weekday board with a date
            without year and no weekday.
    """
    if date is None:
        date = today or _dt.date.today()
    if isinstance(date, _dt.date):
        year, month, day = date.year, date.month, date.day
    else:
        year, month, day = parse_date(date)
    wd = None
    if weekday is not None:
        if not edition.board.weekdays:
            raise PuzzleInputError(f"edition {edition.name} has no weekday cells; a weekday does not apply")
        wd = parse_weekday(weekday) if isinstance(weekday, str) else int(weekday)
        if not 0 <= wd <= 6:
            raise PuzzleInputError(f"weekday number {wd} is not 0 (Mon) .. 6 (Sun)")
    elif edition.board.weekdays:
        if year is None:
            raise PuzzleInputError(
                f"edition {edition.name} shows the weekday: give a full date YYYY-MM-DD or a weekday")
        wd = _dt.date(year, month, day).weekday()
    return CalendarDate(month, day, wd, year)


# ---------------------------------------------------------------------------
# pre-placed pieces
# ---------------------------------------------------------------------------
_PLACE = re.compile(r"^(?P<piece>[A-Za-z0-9_]+)@(?P<row>-?\d+),(?P<col>-?\d+)(?::(?P<turn>.+))?$")
_TURN = re.compile(r"^(?P<flip>f?)r?(?P<deg>0|90|180|270)$")
PLACE_SYNTAX = ("NAME@ROW,COL[:TURN] where ROW,COL is the top-left corner of the piece's bounding box "
                "and TURN is r0 r90 r180 r270 (clockwise), with f in front to flip left-right first "
                "(e.g. L5@2,3:fr90), or the turned shape itself (e.g. P5@0,0:##/##/#.)")


def _turn(shape, flip: bool, degrees: int):
    cells = [(r, -c) for r, c in shape] if flip else list(shape)
    for _ in range(degrees // 90):
        cells = [(c, -r) for r, c in cells]  # clockwise on screen (row grows downwards)
    return normalise(cells)


def parse_place(spec: str, edition: Edition, flip: bool = True) -> Placement:
    """One pre-placed piece from ``--place`` text (syntax in :data:`PLACE_SYNTAX`).

    Returns:
        the :class:`~gridsat.core.placements.Placement` (cells may lie off
        the board: :class:`CalendarPuzzle` checks that).

    Raises:
        PuzzleInputError: malformed text, unknown piece, a shape that is not
            the piece, or a flipped piece when ``flip`` is False.
    """
    where = f"--place {spec!r}"
    m = _PLACE.match(spec.strip())
    if not m:
        raise PuzzleInputError("expected NAME@ROW,COL[:TURN], e.g. L5@2,3:r90 or P5@0,0:##/##/#. "
                               "(see gridsat calendar --help)", where)
    name = m.group("piece")
    try:
        piece = edition.pieces[name]
    except KeyError:
        raise PuzzleInputError(
            f"edition {edition.name} has no piece {name} (pieces: {' '.join(p.name for p in edition.pieces.pieces)})",
            where) from None
    turn = m.group("turn") or "r0"
    if "#" in turn:
        try:
            shape = Polyomino.parse(name, turn).cells
        except PuzzleInputError as exc:
            raise exc.at(where) from None
        if shape not in piece.orientations(True):
            raise PuzzleInputError(f"the shape {turn} is not a turn of piece {name} ({piece.ascii()})", where)
    else:
        t = _TURN.match(turn)
        if not t:
            raise PuzzleInputError(f"unknown turn {turn!r}: use r0 r90 r180 r270, f in front to flip, "
                                   "or the shape (e.g. ##/#.)", where)
        shape = _turn(piece.cells, bool(t.group("flip")), int(t.group("deg")))
    orientations = piece.orientations(flip)
    if shape not in orientations:
        raise PuzzleInputError(f"piece {name} would be flipped, which face-up play does not allow", where)
    dr, dc = int(m.group("row")), int(m.group("col"))
    cells = tuple(sorted((r + dr, c + dc) for r, c in shape))
    return Placement(name, orientations.index(shape), cells)


# ---------------------------------------------------------------------------
# the puzzle
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CalendarPuzzle:
    """One date on one edition.

    Attributes:
        edition: the :class:`Edition`.
        date: the :class:`CalendarDate`.
        face_up: rotations only (no flipped pieces).
        fixed: pre-placed :class:`~gridsat.core.placements.Placement` tuple.

    Raises:
        PuzzleInputError: a pre-placed piece off the board, on a date cell,
            overlapping another, or the same piece placed twice.
    """

    edition: Edition
    date: CalendarDate
    face_up: bool = False
    fixed: tuple = ()

    def __post_init__(self):
        seen: dict = {}
        uncovered = {cell: label for label, cell in self.uncovered.items()}
        placed: Counter = Counter()
        for pl in self.fixed:
            where = f"--place {pl.piece}"
            placed[pl.piece] += 1
            if placed[pl.piece] > self.edition.pieces.count(pl.piece):
                raise PuzzleInputError(f"piece {pl.piece} is placed twice", where)
            for cell in pl.cells:
                if cell not in self.edition.board.board.cells:
                    raise PuzzleInputError(f"the piece would cover {cell}, which is not a board cell", where)
                if cell in uncovered:
                    raise PuzzleInputError(
                        f"the piece would cover the {uncovered[cell]} cell {cell}, which stays uncovered on {self.date}",
                        where)
                if cell in seen:
                    raise PuzzleInputError(f"the piece would overlap piece {seen[cell]} at {cell}", where)
                seen[cell] = pl.piece

    @cached_property
    def uncovered(self) -> dict:
        """``{label: cell}`` of the date's cells, month first."""
        cell_of = self.edition.board.cell_of
        return {label: cell_of[label] for label in self.date.labels(self.edition.board.weekdays)}

    @cached_property
    def packing(self) -> PackingPuzzle:
        """The packing puzzle of the date: the board without the date cells, every piece."""
        b = self.edition.board.board
        return PackingPuzzle(b.without(self.uncovered.values(), name=f"{b.name} on {self.date.key}"),
                             self.edition.pieces, flip=not self.face_up)

    @cached_property
    def rest(self) -> PackingPuzzle:
        """What is left to solve after the pre-placed pieces: the packing
        board without their cells, the pieces without them."""
        if not self.fixed:
            return self.packing
        used = Counter(pl.piece for pl in self.fixed)
        cells = [c for pl in self.fixed for c in pl.cells]
        pieces = PieceSet(tuple((p, n - used[p.name]) for p, n in self.edition.pieces.items if n > used[p.name]),
                          self.edition.pieces.name)
        return PackingPuzzle(self.packing.board.without(cells), pieces, flip=not self.face_up)

    def _full(self, rest: list) -> list:
        order = {p.name: i for i, p in enumerate(self.edition.pieces.pieces)}
        return sorted(list(self.fixed) + list(rest), key=lambda pl: (order[pl.piece], pl.cells))

    # -- solving ------------------------------------------------------
    def solve(self, options: SolverOptions | None = None, engine: str = "auto") -> "CalendarResult":
        """First solution, checked.

        Args:
            options: :class:`~gridsat.core.solver.SolverOptions` (time limit in seconds ...).
            engine: ``auto`` or ``cpsat`` (see :data:`ENGINES`).

        Returns:
            :class:`CalendarResult` (status solved / infeasible / unknown).
        """
        t0 = time.perf_counter()
        if _use_exact(self, engine):
            status, rest = _exact_first(self, options)
        else:
            out = self.rest.session(options).solve()
            status, rest = out.status, (self.rest.decode(out.values) if out.values is not None else [])
        placed = self._full(rest) if status is Status.SOLVED else []
        return CalendarResult(status, time.perf_counter() - t0, self, placed).check()

    def enumerate(self, limit: int | None = None, keep: int | None = None,
                  options: SolverOptions | None = None, engine: str = "auto") -> "CalendarSolutions":
        """Count (and keep) solutions.

        Args:
            limit: stop after this many (None = all).
            keep: keep at most this many solutions' placements (None = all).
            options: solver options; the time limit (seconds) bounds the whole count.
            engine: see :data:`ENGINES`.

        Returns:
            :class:`CalendarSolutions`, every kept solution checked;
            ``complete`` is True only when no further solution exists.

        Raises:
            PuzzleInputError: ``limit`` below 1 or an unknown engine.
        """
        if limit is not None and limit < 1:
            raise PuzzleInputError(f"number of solutions must be at least 1, got {limit}")
        t0 = time.perf_counter()
        if _use_exact(self, engine):
            rests, count, complete = _exact_enumerate(self, limit, keep, options)
        else:
            enum = self.rest.session(options).enumerate(limit=limit, keep=keep)
            rests = [self.rest.decode(v) for v in enum.solutions]
            count, complete = enum.count, enum.complete
        seconds = time.perf_counter() - t0
        results = [CalendarResult(Status.SOLVED, seconds, self, self._full(r)) for r in rests]
        if count:
            status = Status.SOLVED
        else:
            status = Status.INFEASIBLE if complete else Status.UNKNOWN
        return CalendarSolutions(status, seconds, puzzle=self, results=results, complete=complete,
                                 count=count).check()

    def solutions(self, n: int, options: SolverOptions | None = None, engine: str = "auto") -> "CalendarSolutions":
        """Up to ``n`` different solutions (see :meth:`enumerate`)."""
        return self.enumerate(limit=n, keep=n, options=options, engine=engine)

    def count(self, options: SolverOptions | None = None, engine: str = "auto", keep: int = 1) -> "CalendarSolutions":
        """Every solution counted; the first ``keep`` kept (see :meth:`enumerate`)."""
        return self.enumerate(limit=None, keep=keep, options=options, engine=engine)

    def hint(self, k: int, options: SolverOptions | None = None, engine: str = "auto",
             pool: int = 2000) -> "CalendarResult":
        """A start for a person: ``k`` pieces of one solution.

        The pieces shown are those of the first solution whose placements
        occur in the most solutions (among up to ``pool`` solutions; ties in
        edition order), so a hint is as safe as it can be: a placement that
        every solution shares is shown first.

        Returns:
            :class:`CalendarResult` whose ``shown`` lists the ``k`` hint
            placements and ``remaining`` the number of solutions (of the
            pool) that agree with them.

        Raises:
            PuzzleInputError: ``k`` below 1 or above the number of pieces.
        """
        total = sum(n for _, n in self.edition.pieces.items)
        if not 1 <= k <= total:
            raise PuzzleInputError(f"--hint must be 1..{total} (pieces of {self.edition.name}), got {k}")
        found = self.enumerate(limit=pool, keep=pool, options=options, engine=engine)
        if not found.results:
            return CalendarResult(found.status, found.seconds, self, [])
        freq = Counter((pl.piece, pl.cells) for r in found.results for pl in r.placements)
        first = found.results[0].placements
        ranked = sorted(range(len(first)), key=lambda i: (-freq[(first[i].piece, first[i].cells)], i))
        shown = [first[i] for i in sorted(ranked[:k])]
        want = {(pl.piece, pl.cells) for pl in shown}
        remaining = sum(1 for r in found.results if want <= {(pl.piece, pl.cells) for pl in r.placements})
        return CalendarResult(Status.SOLVED, found.seconds, self, first, shown=shown,
                              remaining=remaining, remaining_complete=found.complete).check()

    def check_json(self, placements: list) -> list[str]:
        """The checker on JSON placements (``[{"piece": "L5", "cells": [[r, c], ...]}, ...]``).

        Returns:
            list of violations (empty when the tiling solves this date).
        """
        try:
            placed = [Placement(p["piece"], -1, tuple(sorted(tuple(c) for c in p["cells"]))) for p in placements]
        except (KeyError, TypeError) as exc:
            return [f"malformed placement: {exc}"]
        return calendar_violations(self, placed)


def _engine(engine: str) -> str:
    if engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {engine!r}: use one of {' '.join(ENGINES)}")
    return engine


def _fits_exact(board: Board) -> bool:
    from ..engines.exact_cover import MAX_CELLS

    rows = max(r for r, _ in board.cells) - min(r for r, _ in board.cells) + 1
    cols = max(c for _, c in board.cells) - min(c for _, c in board.cells) + 1
    return rows * cols <= MAX_CELLS


def _use_exact(puzzle: CalendarPuzzle, engine: str) -> bool:
    """True when ``engine`` picks the exact-cover engine for ``puzzle``.

    Raises:
        PuzzleInputError: unknown engine, or ``exact`` for a board too large for it.
    """
    _engine(engine)
    if engine == "cpsat":
        return False
    fits = _fits_exact(puzzle.edition.board.board)
    if engine == "exact" and not fits:
        raise PuzzleInputError(f"board {puzzle.edition.board.name} is too large for the exact-cover engine "
                               "(bounding box above 64 cells); use --engine cpsat")
    return fits


def _by_piece(placements) -> dict:
    by: dict = {}
    for pl in placements:
        by.setdefault(pl.piece, []).append(pl.cells)
    return by


def _exact_setup(puzzle: CalendarPuzzle):
    """``(TilingEngine or None, blocked cells, {(piece, cells): Placement})``.

    Without pre-placed pieces one engine per edition (and flip) serves every
    date: it holds the placements on the whole board and each date blocks its
    cells.  With pre-placed pieces the engine is built for what is left.  None
    when nothing is left to place.
    """
    from ..engines.exact_cover import TilingEngine

    if puzzle.fixed:
        rest = puzzle.rest
        if not rest.pieces.items:
            return None, (), {}
        counts = {p.name: n for p, n in rest.pieces.items}
        engine = TilingEngine(rest.board.cells, _by_piece(rest.placements), counts)
        return engine, (), {(pl.piece, pl.cells): pl for pl in rest.placements}
    flip = not puzzle.face_up
    cache = puzzle.edition._engines
    if flip not in cache:
        ed = puzzle.edition
        placements = all_placements(ed.board.board, ed.pieces, flip)
        counts = {p.name: n for p, n in ed.pieces.items}
        engine = TilingEngine(ed.board.board.cells, _by_piece(placements), counts)
        cache[flip] = (engine, {(pl.piece, pl.cells): pl for pl in placements})
    engine, lookup = cache[flip]
    return engine, tuple(puzzle.uncovered.values()), lookup


def _deadline(options: SolverOptions | None) -> float | None:
    if options is None or options.time_limit is None:
        return None
    return time.perf_counter() + options.time_limit


def _exact_enumerate(puzzle: CalendarPuzzle, limit: int | None, keep: int | None,
                     options: SolverOptions | None) -> tuple[list, int, bool]:
    """``(kept solutions as Placement lists, count, complete)`` with the exact-cover engine."""
    engine, blocked, lookup = _exact_setup(puzzle)
    if engine is None:  # every piece pre-placed: the one tiling is the pre-placement
        return ([[]] if keep is None or keep > 0 else []), 1, True
    deadline = _deadline(options)
    take = keep if keep is not None and (limit is None or keep < limit) else limit
    kept = []
    for tiling in engine.iter(blocked, take, deadline=deadline):
        kept.append([lookup[(piece, cells)] for piece, cells in tiling.placements])
    timed_out = deadline is not None and time.perf_counter() > deadline
    if take is None or len(kept) < take:  # the listing ran to its end (or to the deadline)
        return kept, len(kept), not timed_out
    if take == limit:  # the limit is reached: there may be more
        return kept, len(kept), False
    workers = options.workers if options is not None else None
    count, complete = engine.count(blocked, limit, deadline=deadline, workers=workers)
    if limit is not None and count >= limit:
        complete = False
    return kept, count, complete


def _exact_first(puzzle: CalendarPuzzle, options: SolverOptions | None) -> tuple[Status, list]:
    """``(status, placements of the first tiling)`` with the exact-cover engine."""
    kept, count, complete = _exact_enumerate(puzzle, 1, 1, options)
    if kept:
        return Status.SOLVED, kept[0]
    return (Status.INFEASIBLE if complete else Status.UNKNOWN), []


def calendar_violations(puzzle: CalendarPuzzle, placements: Iterable) -> list[str]:
    """The independent checker: the calendar rules of the module docstring
    read off the placements alone (no solver).

    The date's cells must stay uncovered and every pre-placed piece must be
    where it was put; the rest is :func:`~gridsat.puzzles.packing.check_tiling`
    on the board without the date cells (every piece once, orientations,
    no overlap, every other cell covered).

    Returns:
        list of violations naming the piece, cell or label; empty when valid.
    """
    placements = list(placements)
    problems = []
    date_cells = {cell: label for label, cell in puzzle.uncovered.items()}
    for pl in placements:
        for cell in pl.cells:
            if tuple(cell) in date_cells:
                problems.append(f"piece {pl.piece} covers the {date_cells[tuple(cell)]} cell {tuple(cell)}, "
                                f"which must stay uncovered on {puzzle.date}")
    have = {(pl.piece, tuple(map(tuple, pl.cells))) for pl in placements}
    for pl in puzzle.fixed:
        if (pl.piece, pl.cells) not in have:
            problems.append(f"pre-placed piece {pl.piece} is not at {list(pl.cells)}")
    return problems + check_tiling(puzzle.packing, placements)


# ---------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------
def _date_json(puzzle: CalendarPuzzle) -> dict:
    d = puzzle.date
    out = {"date": (f"{d.year:04d}-" if d.year is not None else "") + f"{d.month:02d}-{d.day:02d}",
           "edition": puzzle.edition.name}
    if d.weekday is not None:
        out["weekday"] = WEEKDAYS[d.weekday]
    out["uncovered"] = [{"label": label, "cell": list(cell)} for label, cell in puzzle.uncovered.items()]
    return out


@dataclass
class CalendarResult(Result):
    """A solution of one date (or a hint: some of its pieces).

    Attributes:
        puzzle: the :class:`CalendarPuzzle`.
        placements: the whole tiling (:class:`Placement` list), empty unless solved.
        shown: for a hint, the placements to show (None = all).
        remaining: for a hint, how many solutions agree with ``shown``.
        remaining_complete: whether ``remaining`` counted every solution.
    """

    kind = "calendar"
    puzzle: CalendarPuzzle = None
    placements: list = field(default_factory=list)
    shown: list | None = None
    remaining: int | None = None
    remaining_complete: bool = True

    def violations(self) -> list[str]:
        if self.status is not Status.SOLVED:
            return []
        problems = calendar_violations(self.puzzle, self.placements)
        if self.shown is not None:
            whole = {(pl.piece, pl.cells) for pl in self.placements}
            problems += [f"hint piece {pl.piece} is not part of the solution" for pl in self.shown
                         if (pl.piece, pl.cells) not in whole]
        return problems

    @property
    def visible(self) -> list:
        """The placements to display: the hint pieces, or all."""
        return self.placements if self.shown is None else self.shown

    def answer_json(self) -> dict:
        out = _date_json(self.puzzle)
        out["placements"] = [pl.to_json() for pl in self.visible]
        if self.shown is not None:
            out["hint"] = len(self.shown)
            out["solutions_with_hint"] = self.remaining
            out["complete"] = self.remaining_complete
        return out

    def _cells(self):
        """``(regions, labels, date cells, free cells)``; copies of a piece
        used several times get region ids ``NAME#2``, ``NAME#3``..."""
        regions = {}
        seen: Counter = Counter()
        for pl in self.visible:
            seen[pl.piece] += 1
            rid = pl.piece if seen[pl.piece] == 1 else f"{pl.piece}#{seen[pl.piece]}"
            regions.update({cell: rid for cell in pl.cells})
        labels = self.puzzle.edition.board.labels
        date_cells = set(self.puzzle.uncovered.values())
        free = labels.keys() - regions.keys() - date_cells
        return regions, labels, date_cells, free

    def text(self):
        """Coloured ASCII: each piece its name, the date's labels visible
        (a hint shows the other cells as ``.``)."""
        from ..render.ascii import region_text

        if self.status is not Status.SOLVED:
            return f"{self.status}"
        regions, labels, date_cells, free = self._cells()
        text = {cell: rid.split("#")[0] for cell, rid in regions.items()}
        text.update({cell: labels[cell] for cell in date_cells})
        text.update({cell: "." for cell in free})
        b = self.puzzle.edition.board.board
        return region_text(b.rows, b.cols, regions, text=text, blank=" ")

    def figure(self, title: str | None = None):
        """Matplotlib figure: coloured pieces with the board's month/day
        labels printed on every cell; the date's cells white with bold labels."""
        from matplotlib.patches import Rectangle

        from ..render.picture import draw_regions

        if self.status is not Status.SOLVED:
            return None
        regions, labels, date_cells, free = self._cells()
        b = self.puzzle.edition.board.board
        small = {cell: label for cell, label in labels.items() if cell not in date_cells}
        hint = f" (hint: {len(self.shown)} pieces)" if self.shown is not None else ""
        fig = draw_regions(b.rows, b.cols, regions, text=small, blanks=date_cells | free,
                           title=title or f"{self.puzzle.date} - {self.puzzle.edition.name}{hint}")
        ax = fig.axes[0]
        for cell in date_cells:
            r, c = cell
            if self.shown is not None:  # set the date apart from the free cells of a hint
                ax.add_patch(Rectangle((c, r), 1, 1, facecolor="#d0d0d0", edgecolor="#888888", linewidth=0.6))
            ax.text(c + 0.5, r + 0.5, labels[cell], ha="center", va="center", fontsize=10,
                    fontweight="bold", color="black")
        return fig


@dataclass
class CalendarSolutions(PackSolutions):
    """Several (or all) solutions of one date.

    Attributes:
        puzzle: the :class:`CalendarPuzzle`.
        results: one :class:`CalendarResult` per kept solution.
        complete: True when the search proved no further solution exists.
        count: number of solutions found (may exceed ``len(results)``).
    """

    kind = "calendar"
    count: int = 0

    def violations(self) -> list[str]:
        """The packing checks of every kept solution (through each result's
        calendar checker), no tiling listed twice, and a count no smaller
        than the number listed."""
        problems = super().violations()
        if self.count < len(self.results):
            problems.append(f"count {self.count} is below the {len(self.results)} solutions listed")
        return problems

    def answer_json(self) -> dict:
        out = _date_json(self.puzzle)
        first = self.results[0].placements if self.results else []
        out.update({"placements": [pl.to_json() for pl in first], "count": self.count,
                    "complete": self.complete})
        if len(self.results) > 1:
            out["solutions"] = [[pl.to_json() for pl in r.placements] for r in self.results]
        return out

    def text(self):
        return self.results[0].text() if self.results else f"{self.status}"

    def figure(self, title: str | None = None):
        return self.results[0].figure(title) if self.results else None


# ---------------------------------------------------------------------------
# whole years and edition verification
# ---------------------------------------------------------------------------
def year_dates(year: int) -> list[_dt.date]:
    """Every date of ``year`` in order (365 or 366).

    Raises:
        PuzzleInputError: year outside 1..9999.
    """
    if not 1 <= year <= 9999:
        raise PuzzleInputError(f"year {year} is out of range (1-9999)")
    first = _dt.date(year, 1, 1)
    n = 366 if _cal.isleap(year) else 365
    return [first + _dt.timedelta(days=i) for i in range(n)]


def date_record(puzzle: CalendarPuzzle, *, count: bool, options: SolverOptions | None = None,
                engine: str = "auto") -> dict:
    """Solve (or count) one date and return its JSON-lines record:
    ``{"date", "edition", ["weekday"], ["face_up": true], "status", "seconds",
    "placements", ["count", "complete"]}`` (placements of the first solution,
    checked)."""
    if count:
        found = puzzle.count(options, engine)
        first = found.results[0].placements if found.results else []
    else:
        found = puzzle.solve(options, engine)
        first = found.placements
    record = {"date": puzzle.date.key, "edition": puzzle.edition.name}
    if puzzle.date.weekday is not None:
        record["weekday"] = WEEKDAYS[puzzle.date.weekday]
    if puzzle.face_up:
        record["face_up"] = True
    record.update({"status": str(found.status), "seconds": round(found.seconds, 6),
                   "placements": [pl.to_json() for pl in first]})
    if count:
        record.update({"count": found.count, "complete": found.complete})
    return record


@dataclass
class YearSummary:
    """The outcome of a year run.

    Attributes:
        year: the year.
        edition: edition name.
        out: the JSON-lines file.
        records: one record per date, in date order (``list[dict]``).
        skipped: dates already in the file when the run started.
        seconds: wall time of this run (s).
    """

    year: int
    edition: str
    out: Path
    records: list
    skipped: int
    seconds: float

    @property
    def statuses(self) -> Counter:
        return Counter(r["status"] for r in self.records)

    def counted(self) -> list:
        """Records with a complete count."""
        return [r for r in self.records if "count" in r and r.get("complete")]

    def to_json(self) -> dict:
        """``{"year", "edition", "out", "dates", "solved", "infeasible", "unknown",
        "skipped", "seconds"}`` plus, in count mode, ``"total"``, ``"fewest"``
        and ``"most"`` (``{"count": n, "dates": [...]}``)."""
        st = self.statuses
        out = {"year": self.year, "edition": self.edition, "out": str(self.out), "dates": len(self.records),
               "solved": st["solved"], "infeasible": st["infeasible"], "unknown": st["unknown"],
               "skipped": self.skipped, "seconds": round(self.seconds, 3)}
        counted = self.counted()
        if any("count" in r for r in self.records):
            out["total"] = sum(r["count"] for r in self.records if "count" in r)
            out["complete"] = len(counted) == len(self.records)
            if counted:
                lo = min(r["count"] for r in counted)
                hi = max(r["count"] for r in counted)
                out["fewest"] = {"count": lo, "dates": [r["date"] for r in counted if r["count"] == lo]}
                out["most"] = {"count": hi, "dates": [r["date"] for r in counted if r["count"] == hi]}
        return out


def solve_year(edition: str | Edition, year: int, out: str | Path, *, count: bool = False,
               face_up: bool = False, options: SolverOptions | None = None, engine: str = "auto",
               dates: Iterable[_dt.date] | None = None,
               progress: Callable[[int, int, dict], None] | None = None) -> YearSummary:
    """Solve (or count) every date of ``year`` into a resumable JSON-lines file.

    One line per date (see :func:`date_record`), written and flushed as each
    date finishes (:class:`~gridsat.core.jsonl.JsonLinesWriter`).  Run again
    with the same ``out`` after a kill, it skips the dates already written,
    drops a half-written last line, and ends with exactly one line per date.

    Args:
        edition: edition name, file, or :class:`Edition`.
        year: 1..9999.
        out: the JSON-lines file (created; an existing one is resumed).
        count: count every solution per date (adds ``count``/``complete``).
        face_up: rotations only.
        options: solver options; the time limit (seconds) applies per date.
        engine: see :data:`ENGINES`.
        dates: solve only these dates of the year (default: all of them).
        progress: called as ``progress(done, total, record)`` after each date
            (also for dates skipped on resume, with their stored record).

    Returns:
        :class:`YearSummary` over every date of the run (old and new lines).

    Raises:
        PuzzleInputError: bad year or edition, or ``out`` holds lines of
            another run (another edition, year, count mode or face-up mode).
    """
    from ..core.jsonl import JsonLinesWriter

    ed = load_edition(edition)
    _engine(engine)
    days = year_dates(year) if dates is None else list(dates)
    for d in days:
        if d.year != year:
            raise PuzzleInputError(f"date {d.isoformat()} is not in {year}")
    keys = [CalendarDate.of(d).key for d in days]
    t0 = time.perf_counter()
    with JsonLinesWriter(out, key="date") as writer:
        for key, rec in writer.done.items():
            problem = None
            if key not in keys:
                problem = f"a line for {key}, which is not a date of this run"
            elif rec.get("edition") != ed.name:
                problem = f"a line for {key} of edition {rec.get('edition')}"
            elif ("count" in rec) != count:
                problem = f"a line for {key} {'without' if count else 'with'} a count"
            elif bool(rec.get("face_up")) != face_up:
                problem = f"a line for {key} {'without' if face_up else 'with'} --face-up"
            if problem:
                raise PuzzleInputError(f"the file holds {problem}: it belongs to another run; "
                                       "choose another --out", str(out))
        skipped = len([k for k in keys if writer.has(k)])
        done = 0
        for d, key in zip(days, keys):
            if writer.has(key):
                record = writer.done[key]
            else:
                puzzle = CalendarPuzzle(ed, CalendarDate.of(d), face_up)
                record = date_record(puzzle, count=count, options=options, engine=engine)
                writer.write(record)
            done += 1
            if progress is not None:
                progress(done, len(days), record)
        records = [writer.done[k] for k in keys]
    return YearSummary(year, ed.name, Path(out), records, skipped, time.perf_counter() - t0)


def all_days() -> list[tuple[int, int]]:
    """Every ``(month, day)`` a calendar shows: 366, with 29 February."""
    return [(d.month, d.day) for d in year_dates(2024)]


@dataclass
class EditionReport:
    """Is every date (x weekday) of an edition solvable?

    Attributes:
        edition: the edition name.
        checked: number of (month, day[, weekday]) combinations solved.
        unsolvable: keys (``MM-DD`` or ``MM-DD-Www``) proven infeasible.
        unknown: keys a time limit left undecided.
        seconds: wall time (s).
    """

    edition: str
    checked: int
    unsolvable: list
    unknown: list
    seconds: float

    @property
    def ok(self) -> bool:
        """True when every combination was shown solvable."""
        return not self.unsolvable and not self.unknown

    def to_json(self) -> dict:
        return {"kind": "calendar-verify", "edition": self.edition, "checked": self.checked,
                "all_solvable": self.ok, "unsolvable": self.unsolvable, "unknown": self.unknown,
                "seconds": round(self.seconds, 3)}


def verify_edition(edition: str | Edition, *, face_up: bool = False, options: SolverOptions | None = None,
                   engine: str = "auto", progress: Callable[[int, int, str], None] | None = None) -> EditionReport:
    """Solve every date (366 month-day pairs, with 29 February) and, on a
    weekday board, every date x weekday (366 x 7) of an edition.

    Every solution found is checked.  Args as :func:`solve_year`;
    ``progress(done, total, key)`` is called after each combination.

    Returns:
        :class:`EditionReport` listing unsolvable (proven) and unknown combinations.
    """
    ed = load_edition(edition)
    _engine(engine)
    combos = [CalendarDate(m, d, w) for m, d in all_days()
              for w in (range(7) if ed.board.weekdays else [None])]
    t0 = time.perf_counter()
    bad, unknown = [], []
    for i, day in enumerate(combos, 1):
        result = CalendarPuzzle(ed, day, face_up).solve(options, engine)
        if result.status is Status.INFEASIBLE:
            bad.append(day.key)
        elif result.status is Status.UNKNOWN:
            unknown.append(day.key)
        if progress is not None:
            progress(i, len(combos), day.key)
    return EditionReport(ed.name, len(combos), bad, unknown, time.perf_counter() - t0)


def solve_calendar(date: str | _dt.date | None = None, edition: str | Edition = "dragonfjord", *,
                   weekday: str | int | None = None, face_up: bool = False, place: Iterable[str] = (),
                   options: SolverOptions | None = None, engine: str = "auto") -> CalendarResult:
    """Solve one date and return a checked answer.

    Args:
        date: ``"YYYY-MM-DD"``, ``"MM-DD"``, a ``datetime.date``, or None for today.
        edition: built-in name (``dragonfjord`` ...), edition file, or :class:`Edition`.
        weekday: override the weekday (weekday boards), ``"Mon"`` or 0..6.
        face_up: rotations only.
        place: pre-placed pieces, ``"L5@2,3:r90"`` style (see :data:`PLACE_SYNTAX`).
        options: :class:`SolverOptions` (time limit in seconds ...).
        engine: see :data:`ENGINES`.

    Returns:
        :class:`CalendarResult` (status solved / infeasible / unknown).

    Raises:
        PuzzleInputError: bad date, edition, weekday or placement.

    Example:
        >>> r = solve_calendar("2026-10-06")
        >>> r.status.value, sorted(r.puzzle.uncovered)
        ('solved', ['6', 'Oct'])
    """
    return make_calendar(date, edition, weekday=weekday, face_up=face_up, place=place).solve(options, engine)


def make_calendar(date: str | _dt.date | None = None, edition: str | Edition = "dragonfjord", *,
                  weekday: str | int | None = None, face_up: bool = False,
                  place: Iterable[str] = ()) -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from specs (arguments as :func:`solve_calendar`)."""
    ed = load_edition(edition)
    day = make_date(ed, date, weekday)
    fixed = tuple(parse_place(p, ed, flip=not face_up) for p in place)
    return CalendarPuzzle(ed, day, face_up, fixed)


__all__ = ["CalendarBoard", "CalendarDate", "CalendarPuzzle", "CalendarResult", "CalendarSolutions",
           "ENGINES", "Edition", "EditionReport", "PLACE_SYNTAX", "YearSummary", "builtin_editions",
           "calendar_violations", "date_record", "load_edition", "load_edition_file", "make_calendar",
           "make_date", "parse_date", "parse_editions", "parse_place", "parse_weekday", "solve_calendar",
           "solve_year", "verify_edition", "year_dates"]
