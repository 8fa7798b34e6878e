"""The solution count of every date of a calendar edition, in one search.

A thin layer over :func:`gridsat.engines.census.count_by_holes`: the month
cells, the day cells and (on weekday boards) the weekday cells are the hole
groups, so one search counts every combination of the 12 x 31 month-day
grid (x 7 weekdays), real dates or not (Feb 30, Apr 31, ...).  Board cells
without a label ("filler" cells of home-made designs) are always covered.

Rules as in :mod:`gridsat.puzzles.calendar.rules`: on a date exactly its
month, day (and weekday) cells stay uncovered, every other cell is covered
by exactly one piece, each piece used as often as the edition lists it,
pieces turned and (unless ``one_sided``) flipped.
"""

from __future__ import annotations

from typing import Callable

from ...core.placements import all_placements
from ...engines.census import count_by_holes
from .rules import DAYS, MONTHS, WEEKDAYS, days_in


def is_real_date(month: str, day: str) -> bool:
    """True for a month-day pair of a leap year (Feb 29 included)."""
    return int(day) <= days_in(MONTHS.index(month) + 1)


def edition_census(edition, *, one_sided: bool = False, workers: int | None = None, deadline: float | None = None,
                   on_progress: Callable[[int, float], None] | None = None) -> tuple[dict, bool]:
    """Count the tilings of every date of ``edition`` at once.

    Args:
        edition: a :class:`gridsat.puzzles.calendar.rules.Edition` (its board's
            ``cell_of`` maps labels to cells; its ``pieces`` with counts).
        one_sided: pieces may only be turned, not flipped.
        workers: threads (default: the number of CPUs).
        deadline: a ``time.perf_counter()`` value after which to stop.
        on_progress: ``on_progress(tilings so far, fraction done 0..1)``,
            about every 0.1 s.

    Returns:
        ``(counts, complete)``: ``counts`` maps ``(month, day)`` -- or
        ``(month, day, weekday)`` on a weekday board -- to its number of
        tilings, for all 12 x 31 (x 7) label combinations, non-dates and
        zeros included (filter with :func:`is_real_date`); ``complete`` is
        False when the deadline stopped the search (counts are then lower
        bounds).

    Raises:
        PuzzleInputError: a board whose bounding box is too large for the
            exact-cover engine.
        KeyboardInterrupt: with ``partial = (counts so far keyed by cells, False)``.
    """
    cell = edition.board.cell_of
    labels = [MONTHS, DAYS] + ([WEEKDAYS] if edition.board.weekdays else [])
    groups = [[cell[x] for x in group] for group in labels]
    by: dict = {}
    for pl in all_placements(edition.board.board, edition.pieces, not one_sided):
        by.setdefault(pl.piece, []).append(pl.cells)
    counts = {p.name: n for p, n in edition.pieces.items}
    result, complete = count_by_holes(edition.board.board.cells, by, counts, groups, workers=workers,
                                      deadline=deadline, on_progress=on_progress)
    label = {c: name for name, c in cell.items()}
    return {tuple(label[c] for c in key): n for key, n in result.items()}, complete


__all__ = ["edition_census", "is_real_date"]
