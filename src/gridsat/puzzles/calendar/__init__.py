"""Calendar puzzles ("A-Puzzle-A-Day" and its clones): any date, any edition,
whole years.  Rules in :mod:`.rules`; editions in :mod:`.editions`; one date
in :mod:`.puzzle` (a placement problem); checker and results in
:mod:`.result`; years and edition checks in :mod:`.year`."""

from .dates import all_days, make_date, parse_date, parse_weekday, year_dates
from .editions import builtin_editions, load_edition, load_edition_file, parse_board, parse_editions
from .io import parse_puzzle, puzzle_from_json, puzzle_to_json
from .puzzle import PLACE_SYNTAX, CalendarPuzzle, make_calendar, parse_place, solve_calendar
from .result import CalendarResult, calendar_violations
from .rules import DAYS, MONTHS, WEEKDAYS, CalendarBoard, CalendarDate, Edition
from .year import EditionReport, YearSummary, date_record, solve_year, verify_edition

__all__ = ["DAYS", "MONTHS", "PLACE_SYNTAX", "WEEKDAYS", "CalendarBoard", "CalendarDate", "CalendarPuzzle",
           "CalendarResult", "Edition", "EditionReport", "YearSummary", "all_days", "builtin_editions",
           "calendar_violations", "date_record", "load_edition", "load_edition_file", "make_calendar", "make_date",
           "parse_board", "parse_date", "parse_editions", "parse_place", "parse_puzzle", "parse_weekday",
           "puzzle_from_json", "puzzle_to_json", "solve_calendar", "solve_year", "verify_edition", "year_dates"]
