"""Calendar puzzles ("A-Puzzle-A-Day" and its clones): any date, any edition,
whole years.  Rules in :mod:`.rules`; editions in :mod:`.editions`; one date
in :mod:`.puzzle` (a placement problem); checker and results in
:mod:`.result`; years and edition checks in :mod:`.year`."""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "CalendarBoard": ".rules", "CalendarDate": ".rules", "CalendarPuzzle": ".puzzle", "CalendarResult": ".result",
    "DAYS": ".rules", "Edition": ".rules", "EditionReport": ".year", "MONTHS": ".rules", "PLACE_SYNTAX": ".puzzle",
    "WEEKDAYS": ".rules", "YearSummary": ".year", "all_days": ".dates", "builtin_editions": ".editions",
    "calendar_violations": ".result", "date_record": ".year", "load_edition": ".editions",
    "load_edition_file": ".editions", "make_calendar": ".puzzle", "make_date": ".dates", "parse_board": ".board_text",
    "parse_date": ".dates", "parse_editions": ".editions", "parse_place": ".puzzle", "parse_puzzle": ".io",
    "parse_weekday": ".dates", "puzzle_from_json": ".io", "puzzle_to_json": ".io", "solve_calendar": ".puzzle",
    "solve_year": ".year", "verify_edition": ".year", "year_dates": ".dates",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
