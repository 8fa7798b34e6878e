"""One date on one edition, as a placement problem, with pre-placed pieces and hints."""

from __future__ import annotations

import datetime as _dt
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from os import PathLike

from ...core.errors import PuzzleInputError, cell_name, got_items, whole_text, shown
from ...core.options import SolverOptions
from ...core.placements import Placement
from ...core.settings import command_line, spelled
from ...core.polyomino import Polyomino, normalise
from ..arguments import argument_types
from ..solvable import Solvable
from ..placement import PlacementProblem
from ..placement.problem import fixed_placements
from .rules import CalendarDate, Edition

_PLACE = re.compile(r"^(?P<piece>[A-Za-z0-9_]+)@"
                    r"(?:[rR](?P<r>[0-9]+)[cC](?P<c>[0-9]+)|(?P<row>-?[0-9]+),(?P<col>-?[0-9]+))(?::(?P<turn>.+))?$")
_TURN = re.compile(r"^(?P<flip>f?)r?(?P<deg>0|90|180|270)$")
PLACE_SYNTAX = ("NAME@rNcM[:TURN] where rNcM is the top-left corner of the piece's bounding box, row N and "
                "column M counted from 1 as messages name cells (or ROW,COL counted from 0, as JSON cells), "
                "and TURN is r0 r90 r180 r270 (clockwise), with f in front to flip left-right first "
                "(e.g. L5@r3c4:fr90), or the turned shape itself (e.g. P5@r1c1:##/##/#.)")

@dataclass(frozen=True)
class CalendarPuzzle(Solvable):
    """One date on one edition (solved with the methods of
    :class:`~gridsat.puzzles.solvable.Solvable`; ``hint=K`` shows K pieces).

    Attributes:
        edition: the :class:`~gridsat.puzzles.calendar.rules.Edition`.
        date: the :class:`~gridsat.puzzles.calendar.rules.CalendarDate`.
        one_sided: rotations only (no flipped pieces).
        fixed: pre-placed :class:`~gridsat.core.placements.Placement` tuple.

    Raises:
        PuzzleInputError: a pre-placed piece off the board, on a date cell,
            overlapping another, or placed twice.
    """

    edition: Edition
    date: CalendarDate
    one_sided: bool = False
    fixed: tuple = ()

    kind_name = "calendar"

    def __post_init__(self):
        if not isinstance(self.edition, Edition) or not isinstance(self.date, CalendarDate):
            name, value, cls = ("edition", self.edition, "an Edition (load_edition)") if not isinstance(
                self.edition, Edition) else ("date", self.date, "a CalendarDate (make_date)")
            raise TypeError(f"CalendarPuzzle.{name} must be {cls}, got {type(value).__name__}")
        object.__setattr__(self, "fixed", fixed_placements(self.fixed))  # 5 met "'int' object is not iterable"
        weekday, weekdays = self.date.weekday, self.edition.board.weekdays
        if weekdays and weekday is None:  # met WEEKDAYS[None]
            raise PuzzleInputError(f"edition {self.edition.name} shows the weekday: the date needs one (make_date "
                                   "gives it from a full date)")
        if not weekdays and weekday is not None and weekday != self.date.own_weekday:  # was left out unsaid
            from .dates import no_weekday_cells

            raise no_weekday_cells(self.edition)
        labels = {cell: label for label, cell in self.uncovered.items()}
        seen: dict = {}
        placed: Counter = Counter()
        for pl in self.fixed:  # in the words of --place, before the placement layer's own checks
            where = f"{spelled('--place', 'place')} {pl.piece}"
            placed[pl.piece] += 1
            have = self.edition.pieces.count(pl.piece)
            if placed[pl.piece] > have:  # (3 of an edition's 2 copies said "placed twice", which they may be)
                raise PuzzleInputError(f"piece {pl.piece} is placed twice" if have == 1 else
                                       f"piece {pl.piece} is placed {placed[pl.piece]} times, but edition "
                                       f"{self.edition.name} has {have} copies of it", where)
            for cell in pl.cells:
                if cell not in self.edition.board.board.cells:
                    raise PuzzleInputError(f"the piece would cover {cell_name(cell)}, which is not a board cell", where)
                if cell in labels:
                    raise PuzzleInputError(f"the piece would cover the {labels[cell]} cell {cell_name(cell)}, which "
                                           f"stays uncovered on {self.date}", where)
                if cell in seen:
                    raise PuzzleInputError(f"the piece would overlap piece {seen[cell]} at {cell_name(cell)}", where)
                seen[cell] = pl.piece
        self.problem  # the placement layer checks the rest  # noqa: B018

    @property
    def titled(self) -> str:
        """The date on the edition, as headings and pictures name them; ``(one-sided)`` after a one-sided
        puzzle's edition (its count, 8 on dragonfjord's 01-25 face up, was headed as the two-sided 216 is)."""
        return f"{self.date} on {self.edition.name}{' (one-sided)' if self.one_sided else ''}"

    @cached_property
    def uncovered(self) -> dict:
        """``{label: cell}`` of the date's cells, month first."""
        cell_of = self.edition.board.cell_of
        return {label: cell_of[label] for label in self.date.labels(self.edition.board.weekdays)}

    @cached_property
    def problem(self) -> PlacementProblem:
        """The placement problem of the date: the whole board with the date's
        cells blocked, every piece, the pre-placed ones fixed."""
        return PlacementProblem(self.edition.board.board, self.edition.pieces, self.one_sided, False,
                                frozenset(self.uncovered.values()), tuple(self.fixed))

    def check_json(self, placements: list) -> list[str]:
        """The independent checker on JSON placements (``[{"piece": "L5",
        "cells": [[r, c], ...]}, ...]``, as ``--json`` prints them).

        Returns:
            list of violations (empty when the tiling solves this date).

        Raises:
            TypeError: ``placements`` not a list of such objects, naming the first that is not (None was a
                violation "malformed placement: 'NoneType' object is not iterable", ``{"piece": "L5"}`` one of
                "'cells'"); cells that are not (row, col) pairs.
        """
        from ...core.errors import shown
        from .result import calendar_violations

        if isinstance(placements, dict) and isinstance(placements.get("placements"), list):
            placements = placements["placements"]  # the whole --json record
        if not isinstance(placements, (list, tuple)):
            raise TypeError(f"placements must be a list of {{\"piece\": NAME, \"cells\": [[r, c], ...]}} "
                            f"(as --json prints them), got {type(placements).__name__} {shown(placements, 40)}")
        for i, p in enumerate(placements):
            if not (isinstance(p, dict) and isinstance(p.get("piece"), str) and isinstance(p.get("cells"), list)
                    and all(isinstance(c, (list, tuple)) for c in p["cells"])):
                raise TypeError(f"placement {i + 1} is not {{\"piece\": NAME, \"cells\": [[r, c], ...]}}"
                                f", got {shown(p, 60)}")
        return calendar_violations(self, [Placement(p["piece"], -1, tuple(sorted(tuple(c) for c in p["cells"])))
                                          for p in placements])

    def hint(self, k: int, *, options: SolverOptions | None = None, engine: str = "auto"):
        """A start for a person: ``k`` pieces of one solution besides those placed (see
        :func:`~gridsat.puzzles.calendar.tasks.hint`); ``.shown`` lists them
        and ``.remaining`` counts the solutions looked at that agree.

        Raises:
            PuzzleInputError: ``k`` below 1 or above the number of pieces not placed
                (``fixed``, ``--place``).
            TypeError: ``k`` not a whole number (None too: it is the solve's "no hint", and gave a plain solve).
        """
        if k is None:  # solve(hint=None) is a solve without a hint: hint(None) returned one, its .shown None
            raise TypeError("k (the pieces to show) must be a whole number, got None; a solve without a hint is "
                            "puzzle.solve()")
        return self.solve(options=options, engine=engine, hint=k)


def _turn(shape, flip: bool, degrees: int):
    cells = [(r, -c) for r, c in shape] if flip else list(shape)
    for _ in range(degrees // 90):
        cells = [(c, -r) for r, c in cells]  # clockwise on screen (row grows downwards)
    return normalise(cells)


@argument_types(spec="text", edition=Edition, one_sided="flag")
def parse_place(spec: str, edition: Edition, one_sided: bool = False) -> Placement:
    """One pre-placed piece from ``--place`` text (syntax in :data:`PLACE_SYNTAX`).

    Returns:
        the :class:`~gridsat.core.placements.Placement` (cells may lie off
        the board: the puzzle checks that).

    Raises:
        PuzzleInputError: malformed text, unknown piece, a shape that is not
            the piece, or a flipped piece in one-sided play.
    """
    where = f"{spelled('--place', 'place')} {shown(spec, 42)}"
    m = _PLACE.match(spec.strip())
    if not m:
        see = spelled("gridsat calendar --help", "gridsat.puzzles.calendar.PLACE_SYNTAX")
        raise PuzzleInputError(f"expected NAME@rNcM[:TURN], e.g. L5@r3c4:r90 or P5@r1c1:##/##/#. (see {see})", where)
    name = m.group("piece")
    try:
        piece = edition.pieces[name]
    except KeyError:
        pieces = edition.pieces
        known = " ".join(p.name + (f" x{pieces.count(p.name)}" if pieces.count(p.name) > 1 else "")
                         for p in pieces.pieces)
        copy = name[:-1] if len(name) > 1 and "b" <= name[-1] <= "z" else ""  # drawings name copies P5, P5b, P5c
        if copy and 2 <= pieces.count(copy) and ord(name[-1]) - ord("a") < pieces.count(copy):
            raise PuzzleInputError(f"{name} is how drawings name a copy of {copy}; place each copy as {copy} "
                                   f"(edition {edition.name} has {pieces.count(copy)} copies)", where) from None
        raise PuzzleInputError(f"edition {edition.name} has no piece {name} (pieces: {known})", where) from None
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
            raise PuzzleInputError(f"unknown turn {shown(turn, 24)}: use r0 r90 r180 r270, f in front to flip, "
                                   "or the shape (e.g. ##/#.)", where)
        shape = _turn(piece.cells, bool(t.group("flip")), int(t.group("deg")))
    orientations = piece.orientations(not one_sided)
    if shape not in orientations:
        raise PuzzleInputError(f"piece {name} would be flipped, which one-sided play does not allow", where)
    if m.group("r") is not None:  # rNcM, as messages name cells: from 1
        dr, dc = (whole_text(m.group(g), "the row" if g == "r" else "the column", where) - 1 for g in "rc")
        if min(dr, dc) < 0:
            raise PuzzleInputError("rows and columns in rNcM count from 1 (r1c1 is the top-left cell)", where)
    else:  # ROW,COL: from 0, as the cells of the JSON output
        dr, dc = (whole_text(m.group(g), g, where) for g in ("row", "col"))
    cells = tuple(sorted((r + dr, c + dc) for r, c in shape))
    return Placement(name, orientations.index(shape), cells)


def make_calendar(date: str | _dt.date | None = None, edition: "str | PathLike | Edition" = "dragonfjord", *,
                  weekday: str | int | None = None, one_sided: bool = False,
                  place: Iterable[str] = ()) -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from specs.

    Args:
        date: ``"YYYY-MM-DD"``, ``"MM-DD"``, a ``datetime.date``, or None for today.
        edition: built-in name (``dragonfjord`` ...), edition file (a path), or an Edition.
        weekday: override the weekday (weekday boards), ``"Mon"`` or 0..6; one
            that is not the date's own is kept, with a ``UserWarning`` saying
            so (the command line's ``note:``).
        one_sided: rotations only.
        place: pre-placed pieces, ``"L5@r3c4:r90"`` style (see :data:`PLACE_SYNTAX`).

    Raises:
        PuzzleInputError: bad date, edition, weekday or placement.
    """
    return _noted(_built(date, edition, weekday, one_sided, place))


def _built(date, edition, weekday, one_sided: bool, place) -> CalendarPuzzle:
    """:func:`make_calendar`'s puzzle, its notices not yet given."""
    from .dates import make_date
    from .editions import load_edition

    if not (date is None or isinstance(date, (str, _dt.date))):
        raise TypeError(f"date must be 'YYYY-MM-DD', 'MM-DD', a datetime.date or None, got {type(date).__name__}")
    from ...core.options import truth, whole

    weekday = whole(weekday)  # numpy's integers, as CalendarDate takes them (a numpy array met "only integer
    if weekday is not None and not (isinstance(weekday, str) or  # scalar arrays can be converted to a scalar index")
                                    (isinstance(weekday, int) and not isinstance(weekday, bool))):
        raise TypeError(f"weekday must be 'Mon'..'Sun', 0..6 or None, got {type(weekday).__name__}")

    one_sided = truth(one_sided)  # numpy's np.True_ too
    if not isinstance(one_sided, bool):
        raise TypeError(f"one_sided must be True or False, got {type(one_sided).__name__}")
    given = place
    try:
        place = None if isinstance(place, str) else tuple(place)  # one string is not a list of them
    except TypeError:
        place = None
    if place is None or not all(isinstance(p, str) for p in place):
        raise TypeError(f"place must be a list of strings such as 'L5@2,3:r90', got "
                        f"{got_items(given, lambda p: isinstance(p, str), place)}")
    ed = load_edition(edition)
    day = make_date(ed, date, weekday)
    fixed = tuple(parse_place(p, ed, one_sided) for p in place)
    return CalendarPuzzle(ed, day, one_sided, fixed)


def _noted(puzzle: CalendarPuzzle) -> CalendarPuzzle:
    """``puzzle``, its notices (a weekday not the date's own) given to a Python caller -- of :func:`make_calendar`
    or :func:`solve_calendar`, two frames up -- as a ``UserWarning``; the command line prints them itself
    (``note: ...``), and Python was told nothing."""
    if not command_line():
        import warnings

        from .kind import KIND

        for notice in KIND.notices(puzzle):
            warnings.warn(notice, UserWarning, stacklevel=3)
    return puzzle


def solve_calendar(date: str | _dt.date | None = None, edition: "str | PathLike | Edition" = "dragonfjord", *,
                   weekday: str | int | None = None, one_sided: bool = False, place: Iterable[str] = (),
                   options: SolverOptions | None = None, engine: str = "auto", **misplaced):
    """Solve one date and return a checked answer (arguments as
    :func:`make_calendar`; ``options`` and ``engine`` as the placement layer).  The time limit of ``options``
    covers reading an edition file: :class:`~gridsat.core.options.TimeUp` when it runs out there.  A keyword
    it does not take raises TypeError with where it belongs (``time_limit``: ``options``; ``count``: the
    puzzle's method).

    Example:
        >>> r = solve_calendar("2026-10-06")
        >>> r.status.value, sorted(r.puzzle.uncovered)
        ('solved', ['6', 'Oct'])
    """
    from ...core.options import given_options, reading_under

    if "hint" in misplaced:  # told "hints and grades are no keyword", where the calendar's puzzle takes hint=K
        raise TypeError("calendar() takes no 'hint': a hint of K pieces is the puzzle's: gridsat.puzzles.calendar."
                        "make_calendar(date, edition).hint(K) (kind.hints(puzzle) gives the steps)")
    if misplaced:
        from ...core.settings import refuse_keywords

        refuse_keywords("calendar", misplaced, "gridsat.puzzles.calendar.make_calendar(date, edition)")
    options = given_options(options).started()  # the time limit covers reading an edition file too
    with reading_under(options.deadline, options.memory_limit):
        puzzle = _noted(_built(date, edition, weekday, one_sided, place))  # a warning points at the caller's line
    return puzzle.solve(options=options, engine=engine)


__all__ = ["PLACE_SYNTAX", "CalendarPuzzle", "make_calendar", "parse_place", "solve_calendar"]
