"""The solution count of every date of a calendar edition, in one search.

A thin layer over :func:`gridsat.puzzles.calendar.holes.count_by_holes`: the month
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

import time
from itertools import product
from typing import Callable

from dataclasses import dataclass, field

from ...core.compiled import needs
from ...core.errors import PuzzleInputError, shown
from ...core.result import DrawsItself
from ...core.placements import cells_by_piece
from .holes import Census
from .rules import DAYS, MONTHS, WEEKDAYS, days_in


def is_real_date(month: str, day: str) -> bool:
    """True for a month-day pair of a leap year (Feb 29 included): ``month`` one of :data:`MONTHS` (``"Feb"``),
    ``day`` its number as the census keys write it (``"29"``) or a whole number.

    Raises:
        TypeError: ``day`` neither; ValueError: ``month`` no month, ``day`` text that is no whole number.
    """
    from numbers import Integral

    if not isinstance(month, str) or month not in MONTHS:  # ("x" met "tuple.index(x): x not in tuple")
        raise ValueError(f"month must be one of {', '.join(MONTHS)}, got {shown(month, 40)}")
    if isinstance(day, str) and day.strip().isascii() and day.strip().isdigit():
        day = int(day)
    elif isinstance(day, str):
        raise ValueError(f"day must be a day's number, got {shown(day, 40)}")
    elif not isinstance(day, Integral) or isinstance(day, bool):
        raise TypeError(f"day must be a day's number (text or a whole number), got {shown(day, 40)}")
    return 1 <= day <= days_in(MONTHS.index(month) + 1)  # (day "0" and "-1" were real dates)


def _workers(value) -> bool:
    from ...engines.cover_input import MAX_WORKERS
    from ..arguments import KINDS

    return value is None or (KINDS["whole"][0](value) and 1 <= value <= MAX_WORKERS)


def _census_arguments(function):
    """``function`` (:func:`edition_census`) refusing arguments of the wrong type, named (an edition's name met
    "'str' object has no attribute 'board'", workers=1.5 ran on, a deadline of "x" met "'>=' not supported"),
    and taking a deadline past any float (10**400, which met OverflowError) as none."""
    import functools

    from ..arguments import argument_types, check_deadline
    from ...engines.cover_input import MAX_WORKERS
    from .rules import Edition

    typed = argument_types(edition=Edition, one_sided="flag", on_progress="function", on_subtree="function",
                           workers=(_workers, f"a whole number of threads from 1 to {MAX_WORKERS} or None"))(function)

    @functools.wraps(function)
    def call(edition, *, deadline=None, **kw):
        return typed(edition, deadline=check_deadline(deadline), **kw)

    return call


@needs("gridsat.engines._tiling")  # before its arguments are checked: one line, nothing read
@_census_arguments
def edition_census(edition, *, one_sided: bool = False, workers: int | None = None, deadline: float | None = None,
                   on_progress: Callable[[int, float], None] | None = None, done: tuple | None = None,
                   on_subtree: Callable[[int, int, dict], None] | None = None) -> tuple[dict, bool]:
    """Count the tilings of every date of ``edition`` at once.

    Args:
        edition: a :class:`gridsat.puzzles.calendar.rules.Edition` (its board's
            ``cell_of`` maps labels to cells; its ``pieces`` with counts).
        one_sided: pieces may only be turned, not flipped.
        workers: threads (default: the number of CPUs).
        deadline: a ``time.perf_counter()`` value after which to stop.
        on_progress: ``on_progress(tilings so far, fraction done 0..1)``,
            about every 0.1 s.
        done, on_subtree: a census that can be resumed, in subtrees (see
            :meth:`~gridsat.puzzles.calendar.holes.Census.run`), their counts keyed as ``counts`` is
            (``done``: ``(subtrees, {index: counts})``).

    Returns:
        ``(counts, complete)``: ``counts`` maps ``(month, day)`` -- or
        ``(month, day, weekday)`` on a weekday board -- to its number of
        tilings, for all 12 x 31 (x 7) label combinations, non-dates and
        zeros included (filter with :func:`is_real_date`); ``complete`` is
        False when the deadline stopped the search (counts are then lower
        bounds); a deadline already past builds nothing (every count 0), so
        the editions of a file verified after the time ran out cost nothing.

    Raises:
        PuzzleInputError: a board whose bounding box is too large for the
            exact-cover engine.
        TypeError: an argument of another type (``load_edition(name)`` gives an edition; ``done`` not a pair of
            a whole number and a dict); ValueError: a NaN deadline.
        PuzzleInputError: a ``done`` not as ``on_subtree`` gives its parts (a part outside its split, a key that
            names no date of the edition, a count not from 1 to 2**63-1): it met KeyError or AttributeError.
        KeyboardInterrupt: with ``partial = (counts so far, False)``, keyed as ``counts`` is.
    """
    cell = edition.board.cell_of
    labels = [MONTHS, DAYS] + ([WEEKDAYS] if edition.board.weekdays else [])
    fault = None if done is None else done_fault(done, labels)
    if fault:  # not a (whole number, dict) pair at all: a wrong type, as the README says of every such argument
        wrong = TypeError if not (isinstance(done, tuple) and len(done) == 2 and isinstance(done[1], dict)
                                  and isinstance(done[0], int) and not isinstance(done[0], bool)) else PuzzleInputError
        raise wrong(f"done must be (subtrees, {{index: counts}}) as on_subtree gives the parts: {fault}")
    if deadline is not None and time.perf_counter() >= deadline:  # nothing built: every count 0 (but done's)
        return {key: sum(c.get(key, 0) for c in (done or (0, {}))[1].values()) for key in product(*labels)}, False
    groups = [[cell[x] for x in group] for group in labels]
    by = cells_by_piece(edition.board.board, edition.pieces, not one_sided)
    counts = {p.name: n for p, n in edition.pieces.items}
    label = {c: name for name, c in cell.items()}
    named = None  # the subtrees' counts, as the census's keys (labels) and as the search's (cells)
    if done is not None:
        named = (done[0], {i: {tuple(cell[x] for x in key): n for key, n in counts.items()}
                           for i, counts in done[1].items()})
    told = None if on_subtree is None else \
        (lambda i, of, found: on_subtree(i, of, {tuple(label[c] for c in key): n for key, n in found.items()}))
    try:
        census = Census(edition.board.board.cells, by, counts, groups)
        result, complete = census.run(workers=workers, deadline=deadline, on_progress=on_progress,
                                      done=named, on_subtree=told)
    except KeyboardInterrupt as exc:  # the counts so far, keyed by labels as a finished census is
        if hasattr(exc, "partial"):
            exc.partial = ({tuple(label[c] for c in key): n for key, n in exc.partial[0].items()}, False)
        raise
    return {tuple(label[c] for c in key): n for key, n in result.items()}, complete


@dataclass
class CensusReport(DrawsItself):
    """Every date's solution count for one edition: what a maker reads.

    Attributes:
        edition: the edition's name.
        weekdays: True on a weekday board (keys carry the weekday).
        counts: ``{(month, day[, weekday]): count}`` with labels
            (``("Oct", "6")``), every label combination, non-dates included.
        complete: False when a time limit stopped the census (the counts
            are then lower bounds: a date with a count is proven solvable, a
            zero proves nothing).
        seconds: wall time (s).
        one_sided: pieces were only turned, not flipped.
        interrupted: Ctrl-C or SIGTERM stopped the census (``complete`` is
            then False too).
        board: the edition's board it counted (the one
            :func:`~.draw_census.census_board_figure` draws it on), or None.
    """

    edition: str
    weekdays: bool
    counts: dict
    complete: bool
    seconds: float
    one_sided: bool = False
    interrupted: bool = False
    _real: dict = field(default=None, repr=False)
    board: object = field(default=None, repr=False, compare=False)

    @property
    def titled(self) -> str:
        """The edition as the text and the pictures head it: ``"dragonfjord (one-sided)"`` for a one-sided census
        (its counts were headed as the edition's own: 1,027 solutions where the two-sided pieces have 24,405)."""
        return f"{self.edition} (one-sided)" if self.one_sided else self.edition

    @property
    def real(self) -> dict:
        """The counts of real dates only (29 February included)."""
        if self._real is None:
            self._real = {k: n for k, n in self.counts.items() if is_real_date(k[0], k[1])}
        return self._real

    @staticmethod
    def _order(item) -> tuple:
        """A ``(key, count)`` item's place in the calendar: month, day, then weekday Monday first."""
        key = item[0]
        return MONTHS.index(key[0]), int(key[1]), WEEKDAYS.index(key[2]) if len(key) > 2 else -1

    @staticmethod
    def key_text(key) -> str:
        """``"10-06"`` or ``"10-06-Mon"``."""
        text = f"{MONTHS.index(key[0]) + 1:02d}-{int(key[1]):02d}"
        return text + (f"-{key[2]}" if len(key) > 2 else "")

    def extreme(self, pick) -> dict:
        """``{"count", "dates"}`` for ``pick`` = ``min`` or ``max`` over real dates.

        Raises:
            TypeError: ``pick`` not a function ("min" met "'str' object is not callable").
        """
        if not callable(pick):
            raise TypeError(f"pick must be min or max (a function of the counts), got {type(pick).__name__} "
                            f"{shown(pick, 30)}")
        value = pick(self.real.values())
        return {"count": value, "dates": [self.key_text(k) for k, n in self.real.items() if n == value]}

    def median(self) -> dict:
        """``{"count", "dates"}``: the lower median of the real dates' counts
        (a count some date has) and the dates that have it."""
        import statistics

        return self.extreme(lambda values: statistics.median_low(list(values)))

    def unsolvable(self) -> list:
        """Real dates (x weekdays) with no solution -- proven only when complete."""
        return [self.key_text(k) for k, n in self.real.items() if n == 0]

    def histogram(self, bins: int = 10) -> list:
        """``[{"from", "to", "dates"}, ...]``: how many real dates have a count
        in each of ``bins`` equal ranges from 0 to the largest count (fewer when the ranges would be narrower than
        one count).

        Raises:
            TypeError: ``bins`` not a whole number (numpy's too); PuzzleInputError: below 1 (0 met
                ZeroDivisionError, -1 gave one range a count, and numpy's 3 numpy numbers JSON cannot write).
        """
        from ...core.options import whole

        bins = whole(bins)
        if type(bins) is not int:
            raise TypeError(f"bins must be a whole number of ranges, got {type(bins).__name__} {shown(bins, 30)}")
        if bins < 1:
            raise PuzzleInputError(f"bins must be 1 or more, got {bins}")
        top = max(self.real.values()) if self.real else 0
        width = max(1, -(-(top + 1) // bins))
        out = [{"from": i * width, "to": (i + 1) * width - 1, "dates": 0} for i in range(-(-(top + 1) // width))]
        for n in self.real.values():
            out[n // width]["dates"] += 1
        return out

    def to_json(self) -> dict:
        """The summary: ``{"kind": "calendar-census", "edition", "seconds",
        "complete", "combinations", "total", "total_all_pairs", "fewest",
        "median", "most", "unsolvable", "histogram"}`` (``fewest``, ``median``
        -- the lower median, a count some date has -- and ``most`` as
        ``{"count", "dates"}`` with dates ``MM-DD[-Www]``) (totals: solutions over real
        dates, and over every label combination), ``counts`` (every real date's count,
        ``{"MM-DD[-Www]": n}`` in calendar order).  Cut short (``complete``
        false) every count is a lower bound: ``fewest`` and ``median`` are
        then None (the dates not reached yet read 0), ``most`` is the most
        so far and ``unsolvable`` is empty (nothing is proven); stopped by
        Ctrl-C or SIGTERM, ``"interrupted": true`` is added."""
        return {"kind": "calendar-census", "edition": self.edition, "seconds": round(self.seconds, 6),
                "complete": self.complete, "one_sided": self.one_sided, "combinations": len(self.real),
                "total": sum(self.real.values()), "total_all_pairs": sum(self.counts.values()),
                "fewest": self.extreme(min) if self.complete else None,
                "median": self.median() if self.complete else None, "most": self.extreme(max),
                "unsolvable": self.unsolvable() if self.complete else [], "histogram": self.histogram(),
                "counts": {self.key_text(k): n for k, n in sorted(self.real.items(), key=self._order)},
                **({"interrupted": True} if self.interrupted else {})}

    def figure(self, title: str | None = None):
        """The heat map on the edition's own board (:func:`~.draw_census.census_board_figure`, as ``calendar
        --census --png`` draws it); without a board, the month-by-day heat map (:func:`~.draw.census_figure`).

        Raises:
            TypeError: ``title`` not a string or None (5 met "unsupported operand type(s) for +=").
        """
        if self.board is None:
            from .draw import census_figure

            return census_figure(self, title=title)
        from .draw_census import census_board_figure

        return census_board_figure(self, self.board, title=title)

    def records(self) -> list:
        """One record per real date (x weekday): ``{"month": 1-12, "day": 1-31,
        ["weekday": "Mon"], "count", "edition"}`` (for ``--out``)."""
        out = []
        for key, n in self.real.items():
            rec = {"month": MONTHS.index(key[0]) + 1, "day": int(key[1])}
            if len(key) > 2:
                rec["weekday"] = key[2]
            rec.update({"count": n, "edition": self.edition})
            out.append(rec)
        return out


def done_fault(done, labels: list) -> str | None:
    """What is wrong with :func:`edition_census`'s ``done`` for an edition of these ``labels`` groups (month
    names, day labels and, on a weekday board, weekday names), or None: the one check of the parts a census
    goes on from, whether a Python caller gives them or a results file's subtree lines hold them."""
    def whole(value) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if not (isinstance(done, tuple) and len(done) == 2 and whole(done[0]) and done[0] >= 0
            and isinstance(done[1], dict)):
        return f"got {type(done).__name__} {shown(done, 40)}"
    for index, counts in done[1].items():
        if not (whole(index) and 0 <= index < done[0]):
            return f"part {shown(index, 20)} is not one of the {done[0]:,} parts"
        if not isinstance(counts, dict):
            return f"part {index}'s counts are {type(counts).__name__}, not a dict"
        for key, n in counts.items():
            if not (isinstance(key, tuple) and len(key) == len(labels) and all(x in g for x, g in zip(key, labels))):
                return f"part {index}: {shown(key, 40)} names no date of the edition"
            if not (whole(n) and 0 < n < 2**63):
                return f"part {index}: the count {shown(n, 30)} of {key} is not a whole number from 1 to 2**63-1"
    return None


def _run_census_arguments(function):
    """``function`` (:func:`run_census`) refusing arguments of the wrong type in its own name: they reached
    :func:`edition_census`, whose words named it ("edition_census: one_sided must be True or False", to a caller
    of run_census), after the edition was read."""
    from ..arguments import argument_types

    return argument_types(one_sided="flag", on_progress="function", on_subtree="function")(function)


@needs("gridsat.engines._tiling")
@_run_census_arguments
def run_census(edition, *, one_sided: bool = False, options=None, on_progress=None, done: tuple | None = None,
               on_subtree=None) -> CensusReport:
    """:func:`edition_census` of ``edition`` (a name, an edition file's path or an
    :class:`Edition`, as :func:`load_edition` takes) as a :class:`CensusReport` (the
    time limit of ``options`` bounds it; ``workers`` sets the threads; ``done`` and
    ``on_subtree`` as :func:`edition_census` takes them).

    Raises:
        PuzzleInputError: the placements would need more memory than
            ``options`` allow (estimated before any is built, as for one date), or ``options`` set CP-SAT's
            ``params``, ``seed`` or ``log``, which the census does not use.
        TypeError: ``edition`` of another type.
        TimeUp: the time limit ran out while an edition file was read.
        KeyboardInterrupt: Ctrl-C or SIGTERM, with ``partial``: the report so
            far (``interrupted`` True).
    """
    import time

    from ...core.memory import watched
    from ...core.options import given_options, reading_under
    from ...core.placements import BYTES_PER_PLACEMENT, count_placements

    from .editions import load_edition

    options = given_options(options).started()  # the time limit covers reading an edition file
    from ...core.settings import spelled

    for name, given in (("params", options.params), ("seed", options.seed is not None), ("log", options.log)):
        if given:  # refused, never ignored (the command line refused them; from Python they were dropped)
            raise PuzzleInputError(f"{spelled('--' + name, name)} does not apply to {spelled('--census', 'the census')}"
                                   f" (its own exact-cover count runs no CP-SAT)")
    with reading_under(options.deadline, options.memory_limit):
        edition = load_edition(edition)  # a name or a path too, as every calendar function takes
    n = count_placements(edition.board.board, edition.pieces, not one_sided)
    options.check_memory(n * BYTES_PER_PLACEMENT, f"the census of {edition.name} (up to {n:,} placements)")
    t0 = time.perf_counter()
    try:
        with watched(options):  # a count that grows past the memory limit is stopped
            counts, complete = edition_census(edition, one_sided=one_sided, workers=options.workers,
                                              deadline=options.deadline, on_progress=on_progress, done=done,
                                              on_subtree=on_subtree)
    except KeyboardInterrupt as exc:  # what was counted is kept: the report so far, marked interrupted
        if hasattr(exc, "partial"):
            exc.partial = CensusReport(edition.name, edition.board.weekdays, exc.partial[0], False,
                                       time.perf_counter() - t0, one_sided, interrupted=True, board=edition.board)
        raise
    return CensusReport(edition.name, edition.board.weekdays, counts, complete, time.perf_counter() - t0, one_sided,
                        board=edition.board)


__all__ = ["CensusReport", "done_fault", "edition_census", "is_real_date", "run_census"]
