"""Dates as people type them, and the dates of a year."""

from __future__ import annotations

import calendar as _cal
import datetime as _dt
import re

from ...core.errors import PuzzleInputError, shown
from ...core.options import whole
from ..arguments import argument_types
from .rules import WEEKDAYS, CalendarDate, Edition, days_in

_FULL_WEEKDAYS = {name.lower(): i for i, name in enumerate(_cal.day_name)}
_DATE = re.compile(r"^\s*(?:(?P<year>[0-9]{4})-)?(?P<month>[0-9]{1,2})-(?P<day>[0-9]{1,2})\s*$")


def _edition_names() -> list:
    from .editions import builtin_edition_names

    return builtin_edition_names()


def no_weekday_cells(edition: Edition) -> PuzzleInputError:
    """The refusal of a weekday on ``edition``, a board without weekday cells, saying what to do instead."""
    from .editions import builtin_editions

    shown_on = ", ".join(name for name, e in builtin_editions().items() if e.board.weekdays)
    return PuzzleInputError(f"edition {edition.name} has no weekday cells; a weekday does not apply: leave the "
                            f"weekday out, or choose an edition that shows it ({shown_on})")


@argument_types(text="text")
def parse_date(text: str) -> tuple[int | None, int, int]:
    """``YYYY-MM-DD`` or ``MM-DD`` -> ``(year or None, month, day)``.

    Raises:
        PuzzleInputError: another shape, a month outside 1-12, or a day the
            month does not have (``2026-02-30``; ``02-29`` is allowed
            without a year).
    """
    m = _DATE.match(text)
    if not m:
        today, corrected, own = "", None, None  # corrected: only a date (an edition's name or 'today is ...' was
        # given as the date to write: "as a DATE written gridsat calendar DATE --edition weekday it is a Calendar ...")
        if text.strip().lower() in ("today", "now"):  # the README's 'gridsat calendar  # today', typed as a word
            import datetime

            corrected = datetime.date.today().isoformat()
            today = f"; today is {corrected}"
        elif text.strip() in _edition_names():  # 'gridsat calendar weekday': an edition where the date goes
            from ...core.settings import spelled

            word = text.strip()
            how = spelled(f"gridsat calendar DATE --edition {word}", f"edition={word!r}")
            today = f"; {word!r} is an edition: {how}"
            from ...core.errors import OwnWord

            own = OwnWord(word, "an edition", "calendar", "edition", rest=f": {how}")
        else:  # '25-12-2026': a year written last, as many countries write a date
            today = _year_last(text)
            corrected = _as_written(today)
        raise PuzzleInputError(f"date {shown(text, 40)} is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06{today}",
                               corrected=corrected, own=own)
    year = int(m.group("year")) if m.group("year") else None
    month, day = int(m.group("month")), int(m.group("day"))
    if year is not None and year < 1:
        raise PuzzleInputError(f"date {text} does not exist: there is no year 0", nonexistent="there is no year 0")
    if not 1 <= month <= 12:
        swapped = _swapped(year, month, day)
        raise PuzzleInputError(f"date {text} does not exist: month {month} is not 1-12{swapped}",
                               corrected=_as_written(swapped),  # (month 13 alone: no date, perhaps a file's name)
                               nonexistent=f"month {month} is not 1-12{swapped}" if swapped else None)
    length = days_in(month, year)
    if not 1 <= day <= length:
        of = f"{_cal.month_name[month]} {year}" if year is not None else _cal.month_name[month]
        raise PuzzleInputError(f"date {text} does not exist: {of} has {length} days",
                               nonexistent=f"{of} has {length} days")
    return year, month, day


def _as_written(note: str) -> str | None:
    """The date a note of :func:`_swapped` or :func:`_year_last` gives (``'; the month comes first: 12-31'``:
    ``'12-31'``), or None for no note."""
    return note.rpartition(": ")[2] or None


def _swapped(year, month: int, day: int) -> str:
    """'; the month comes first: 12-31' for ``31-12`` (a day and month written the other way round), else ''."""
    if not 1 <= day <= 12 or not 1 <= month <= days_in(day, year):
        return ""
    return f"; the month comes first: {'' if year is None else f'{year:04d}-'}{day:02d}-{month:02d}"


def _year_last(text: str) -> str:
    """'; the year comes first: 2026-12-25' for ``25-12-2026`` or ``12-25-2026`` (one reading only), else ''."""
    m = re.match(r"^\s*([0-9]{1,2})-([0-9]{1,2})-([0-9]{4})\s*$", text)
    if not m:
        return ""
    a, b, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
    read = {(mo, d) for mo, d in ((a, b), (b, a)) if year >= 1 and 1 <= mo <= 12 and 1 <= d <= days_in(mo, year)}
    if len(read) != 1:
        return ""
    (mo, d), = read
    return f"; the year comes first: {year:04d}-{mo:02d}-{d:02d}"


@argument_types(text="text")
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
    raise PuzzleInputError(f"unknown weekday {shown(text, 30)}: use one of {' '.join(WEEKDAYS)}")


@argument_types(edition=Edition,
                date=(lambda v: v is None or isinstance(v, (str, _dt.date)),
                      "'YYYY-MM-DD', 'MM-DD', a datetime.date or None"),
                today=(lambda v: v is None or isinstance(v, _dt.date), "a datetime.date or None"))
def make_date(edition: Edition, date: str | _dt.date | None = None, weekday: str | int | None = None,
              *, today: _dt.date | None = None) -> CalendarDate:
    """The :class:`CalendarDate` for ``edition`` (default: today).

    The weekday comes from the date on weekday boards; ``weekday`` (a name or
    0..6) overrides it.

    Raises:
        PuzzleInputError: a bad date (see :func:`parse_date`), a weekday for
            an edition without weekday cells, or a weekday board with a date
            without year and no weekday.
        TypeError: ``date`` neither text, a date nor None (it was reported as parse_date's ``text``), ``today``
            not a date, ``weekday`` neither a name nor a whole number.
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
            raise no_weekday_cells(edition)
        wd = parse_weekday(weekday) if isinstance(weekday, str) else whole(weekday)
        if isinstance(wd, bool) or not isinstance(wd, int):  # 1.7 was taken as Tuesday, True as 1
            raise TypeError(f"weekday must be a name like 'Mon' or a number 0 (Mon) .. 6 (Sun), got "
                            f"{type(wd).__name__} {shown(wd, 40)}")
        if not 0 <= wd <= 6:
            raise PuzzleInputError(f"weekday number {shown(wd)} is not 0 (Mon) .. 6 (Sun)")
    elif edition.board.weekdays:
        if year is None:
            from ...core.settings import spelled  # "or a weekday" named no way to give one

            raise PuzzleInputError(f"edition {edition.name} shows the weekday: give a full date YYYY-MM-DD or "
                                   f"{spelled('--weekday NAME (Mon..Sun)', 'weekday=NAME (Mon..Sun)')}")
        wd = _dt.date(year, month, day).weekday()
    return CalendarDate(month, day, wd, year)


@argument_types(year="whole")
def year_dates(year: int) -> list[_dt.date]:
    """Every date of ``year`` in order (365 or 366).

    Raises:
        PuzzleInputError: year outside 1..9999.
    """
    if not 1 <= year <= 9999:
        raise PuzzleInputError(f"year {shown(year)} is out of range (1-9999)")
    first = _dt.date(year, 1, 1)
    n = 366 if _cal.isleap(year) else 365
    return [first + _dt.timedelta(days=i) for i in range(n)]


def full_year_dates(year: int) -> list[_dt.date]:
    """:func:`year_dates` of a year written in full: a year mode's ``year`` of one or two digits (``--year 27``)
    ran every date of 27 AD in silence, where a date of such a year (``27-10-06``) is refused.

    Raises:
        PuzzleInputError: ``year`` below 100 (the year meant named), or outside 1..9999.
    """
    if isinstance(year, int) and 1 <= year < 100:
        from ...core.settings import spelled

        raise PuzzleInputError(f"{spelled('--year', 'year')} {year}: give the year in full (did you mean "
                               f"{2000 + year}?)")
    return year_dates(year)


def all_days() -> list[tuple[int, int]]:
    """Every ``(month, day)`` a calendar shows: 366, with 29 February."""
    return [(d.month, d.day) for d in year_dates(2024)]


__all__ = ["all_days", "full_year_dates", "make_date", "parse_date", "parse_weekday", "year_dates"]
