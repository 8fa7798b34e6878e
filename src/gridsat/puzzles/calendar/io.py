"""The calendar's JSON puzzle file::

    {"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord",
     "weekday": "Mon", "one_sided": false, "place": ["L5@2,3:r90", ...]}

Only ``date`` is required; ``edition`` is a built-in edition name (edition
files are named on the command line, not inside puzzle files).
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError
from ...formats.json import check_fields, check_kind, json_type, read_puzzle_object
from ..arguments import argument_types
from .puzzle import CalendarPuzzle, make_calendar

FIELDS = {"kind", "date", "edition", "weekday", "one_sided", "place"}


@argument_types(data="dict", source="text")
def puzzle_from_json(data: dict, source: str = "puzzle") -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from a decoded ``"calendar"`` object.

    Raises:
        PuzzleInputError: unknown fields, a missing or bad date, an edition
            that is not built in, a bad weekday or placement.
    """
    from .editions import builtin_editions

    check_fields(data, FIELDS, source)
    if "date" in data and not isinstance(data["date"], str):
        raise PuzzleInputError(f"'date' must be a string YYYY-MM-DD, got {json_type(data['date'])}", source)
    if "date" not in data:
        raise PuzzleInputError("'date' (YYYY-MM-DD) is required", source)
    edition = data.get("edition", "dragonfjord")
    if not isinstance(edition, str) or edition not in builtin_editions():
        raise PuzzleInputError(f"'edition' must be a built-in edition ({', '.join(builtin_editions())})", source)
    weekday = data.get("weekday")
    if weekday is not None and not isinstance(weekday, str):
        raise PuzzleInputError("'weekday' must be a name like \"Mon\"", source)
    one_sided = data.get("one_sided", False)
    if not isinstance(one_sided, bool):
        raise PuzzleInputError("'one_sided' must be true or false", source)
    place = data.get("place", [])
    if not isinstance(place, list) or not all(isinstance(p, str) for p in place):
        raise PuzzleInputError("'place' must be a list of strings like \"L5@2,3:r90\"", source)
    try:
        return make_calendar(data["date"], edition, weekday=weekday, one_sided=one_sided, place=place)
    except PuzzleInputError as exc:
        if exc.where and exc.where.startswith(OPTION):  # the file's field, not an option the command was not given
            exc = PuzzleInputError(exc.problem, "'place' " + exc.where[len(OPTION):])
        raise exc.at(source) from None


#: How :func:`~.puzzle.make_calendar`'s messages name a pre-placed piece (the command line's ``--place``).
OPTION = "--place "


def parse_puzzle(text: str, source: str = "puzzle") -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from the text of a JSON puzzle file.

    Raises:
        PuzzleInputError: not a JSON object, another kind, or a bad field.
    """
    from ..arguments import check_text

    check_text(text, source)
    data = read_puzzle_object(text, source, "calendar", {"date": "2026-10-06", "edition": "dragonfjord"},
                              _a_date)
    check_kind(data, "calendar", source)
    return puzzle_from_json(data, source)


@argument_types(puzzle=CalendarPuzzle)
def puzzle_to_json(puzzle: CalendarPuzzle) -> dict:
    """The JSON puzzle object of ``puzzle`` (:func:`puzzle_from_json` reads it back)."""
    from .rules import WEEKDAYS

    d = puzzle.date
    out = {"kind": "calendar", "date": (f"{d.year:04d}-" if d.year else "") + f"{d.month:02d}-{d.day:02d}",
           "edition": puzzle.edition.name}
    if d.weekday is not None and d.weekday != d.own_weekday:
        out["weekday"] = WEEKDAYS[d.weekday]
    if puzzle.one_sided:
        out["one_sided"] = True
    return out


def _a_date(word: str) -> str | None:
    """What ``word`` is when ``gridsat calendar`` takes it as its date (a date where a puzzle file goes)."""
    from .dates import parse_date

    try:
        parse_date(word)
    except PuzzleInputError:
        return None
    return (f"a date, not a calendar puzzle file (JSON): give the date itself (gridsat calendar {word}; in Python, "
            f"gridsat.calendar({word!r}))")


__all__ = ["parse_puzzle", "puzzle_from_json", "puzzle_to_json"]
