"""Calendar answers: a tiling of one date (or a hint: some of its pieces),
drawn with the board's labels."""

from __future__ import annotations

from dataclasses import dataclass

from ..placement import TilingResult
from ..placement.check import check_tiling
from .rules import WEEKDAYS


def calendar_violations(puzzle, placements) -> list[str]:
    from .puzzle import CalendarPuzzle

    if not isinstance(puzzle, CalendarPuzzle):  # met puzzle.uncovered: "'NoneType' object has no attribute ..."
        raise TypeError(f"calendar_violations: puzzle must be a CalendarPuzzle (gridsat.puzzles.calendar."
                        f"make_calendar), got {type(puzzle).__name__}")
    """The independent checker of a calendar answer (no solver): the date's
    cells stay uncovered (named by their labels), every pre-placed piece is
    where it was put, and the placement rules hold (every piece once, its
    orientations, no overlap, every other cell covered).

    Args:
        puzzle: the :class:`~gridsat.puzzles.calendar.puzzle.CalendarPuzzle`.
        placements: Placements (or objects with ``piece`` and ``cells``).

    Returns:
        list of violations naming the piece, cell or label; empty when valid.
    """
    labels = {cell: label for label, cell in puzzle.uncovered.items()}
    return check_tiling(puzzle.problem, placements, labels=labels, when=f" on {puzzle.date}")  # it lists them


def date_json(puzzle) -> dict:
    """``{"date", "edition", ["weekday"], ["one_sided"], "uncovered"}`` of a puzzle."""
    d = puzzle.date
    out = {"date": (f"{d.year:04d}-" if d.year is not None else "") + f"{d.month:02d}-{d.day:02d}",
           "edition": puzzle.edition.name}
    if d.weekday is not None:
        out["weekday"] = WEEKDAYS[d.weekday]
    if puzzle.one_sided:
        out["one_sided"] = True
    out["uncovered"] = [{"label": label, "cell": list(cell)} for label, cell in puzzle.uncovered.items()]
    return out


@dataclass
class CalendarResult(TilingResult):
    """A calendar answer.

    Attributes:
        puzzle: the :class:`~gridsat.puzzles.calendar.puzzle.CalendarPuzzle`.
        shown: for a hint, the placements to show (None = all).
        remaining: for a hint, how many of the solutions looked at agree with ``shown``.
        pool: for a hint, how many solutions were looked at (all of them when the result is complete).
        (and the :class:`~gridsat.puzzles.placement.TilingResult` fields)
    """

    kind = "calendar"
    puzzle: object = None
    shown: list | None = None
    remaining: int | None = None
    pool: int | None = None

    def check_one(self, tiling) -> list[str]:
        return calendar_violations(self.puzzle, tiling)

    def violations(self) -> list[str]:
        problems = super().violations()
        if self.shown is not None:
            whole = {(pl.piece, tuple(pl.cells)) for pl in self.placements}
            problems += [f"hint piece {pl.piece} is not part of the solution" for pl in self.shown
                         if (pl.piece, tuple(pl.cells)) not in whole]
        return problems

    @property
    def visible(self) -> list:
        """The placements to display: the hint pieces, or all."""
        return self.placements if self.shown is None else self.shown

    def answer_json(self) -> dict:
        out = date_json(self.puzzle)
        out.update(super().answer_json())
        if self.shown is not None:
            out["placements"] = [pl.to_json() for pl in self.shown]
            out["hint"] = len(self.shown)
            out["solutions_with_hint"] = self.remaining
        return out

    def heading(self) -> str:
        """The line printed above the drawing: the date and the edition."""
        return self.puzzle.titled

    def title(self) -> str:
        hint = f" (hint: {len(self.shown)} pieces)" if self.shown is not None else ""
        return f"{self.puzzle.titled}{hint}"

    def text(self):
        """Coloured ASCII: each piece its label, the date's labels visible
        (a hint shows the other cells as ``.``)."""
        from .draw import calendar_text

        if not self.placements:
            return f"no tiling: {self.reason}" if self.reason else str(self.status)
        return calendar_text(self.puzzle, self.visible)

    def text_of(self, placements):
        from .draw import calendar_text

        self.expect_answer(placements)
        return calendar_text(self.puzzle, placements)

    def figure(self, title: str | None = None):
        """Matplotlib figure: coloured pieces with the board's labels on
        every cell; the date's cells white with bold labels."""
        from .draw import calendar_figure

        if not self.placements:
            return None
        return calendar_figure(self.puzzle, self.visible, title=title or self.title(), hint=self.shown is not None)

    def puzzle_figure(self, title: str | None = None):
        """The board as read, its labels on every cell and the date's in bold (see :meth:`Result.puzzle_figure`)."""
        from .draw import calendar_figure

        return calendar_figure(self.puzzle, [], title=self.unsolved_title(title or self.title()))


__all__ = ["CalendarResult", "calendar_violations", "date_json"]
