"""Checking a calendar edition's every date: its first tiling found by the engine and checked by the checker that
never calls a solver (the design and layout searches' ``verified``)."""

from __future__ import annotations

from ..arguments import argument_types
from .design_eval import date_text
from .rules import Edition


@argument_types(ed=Edition, one_sided="flag")
def verify_dates(ed, one_sided: bool = False) -> dict:
    """Every real date (x weekday) of an edition: its first tiling found by
    the engine and checked by :func:`~.result.calendar_violations` (which
    never calls a solver).

    Raises:
        TypeError: ``ed`` not an :class:`~.rules.Edition` (a name met "'str' object has no attribute 'board'":
            ``load_edition(name)`` gives one), or ``one_sided`` not True or False.

    Returns:
        ``{"dates": checked, "unsolvable": [dates without a tiling], "violations": [first 5]}``.
    """
    from ...core.placements import Placement, cells_by_piece
    from ...engines.exact_cover import TilingEngine
    from .puzzle import CalendarPuzzle
    from .result import calendar_violations
    from .rules import MONTHS, WEEKDAYS, CalendarDate

    by = cells_by_piece(ed.board.board, ed.pieces, not one_sided)
    engine = TilingEngine(ed.board.board.cells, by, {p.name: n for p, n in ed.pieces.items})
    out = {"dates": 0, "unsolvable": [], "violations": []}
    for month in range(1, 13):
        for day in range(1, 32):
            if not _real(month, day):
                continue
            for wd in (range(7) if ed.board.weekdays else [None]):
                date = CalendarDate(month, day, wd)
                puzzle = CalendarPuzzle(ed, date, one_sided)
                tiling = next(engine.iter(list(puzzle.uncovered.values()), 1), None)
                out["dates"] += 1
                key = date_text((MONTHS[month - 1], str(day)) + ((WEEKDAYS[wd],) if wd is not None else ()))
                if tiling is None:
                    out["unsolvable"].append(key)
                    continue
                placed = [Placement(n, -1, cells) for n, cells in tiling.placements]
                out["violations"] += [f"{key}: {v}" for v in calendar_violations(puzzle, placed)][:5]
    out["violations"] = out["violations"][:5]
    return out


def _real(month: int, day: int) -> bool:
    from .rules import days_in

    return day <= days_in(month)


__all__ = ["verify_dates"]
