"""Checking a calendar edition's every date: its first tiling found by the engine and checked by the checker that
never calls a solver (the design and layout searches' ``verified``); a design's pieces as an edition."""

from __future__ import annotations

from ..arguments import argument_types
from .design_eval import date_text
from .library import Library, load_board, load_library
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


def design_edition(board, library, names, name: str = "design"):
    """The :class:`~.rules.Edition` of a design (``names``: its piece names,
    repeated for copies, as a list or as one string of them separated by
    spaces, as a design record's ``"design"`` writes them), for
    :func:`~.census.run_census` and the heat map.

    Raises:
        PuzzleInputError: a name not in the library, named more times than the library's count of it (1 for
            the built-in sets), or the wrong area; ``name`` not a word an edition file can name (letters,
            digits, ``_`` and ``-``).
        TypeError: ``names`` neither a string nor a list of strings, ``name`` not a string.
    """
    from collections import Counter

    from ...core.errors import counted
    from ...core.polyomino import PieceSet
    from ...core.errors import PuzzleInputError, shown
    from .editions import NAME, copies_advice

    if isinstance(names, str):  # 'F5 I5 ...' was read letter by letter: "piece F is not in library pentominoes"
        names = names.split()
    listed = None if isinstance(names, (bytes, dict)) or not hasattr(names, "__iter__") else list(names)
    if listed is None or not all(isinstance(n, str) for n in listed):
        raise TypeError(f"names must be the design's piece names (a list of strings, or one string of them "
                        f"separated by spaces), got {type(names).__name__} {shown(names, 60)}")
    names = listed
    if not isinstance(name, str):  # None was "PieceSet's name must be a string", a call not made
        raise TypeError(f"design_edition's name must be a string, got {type(name).__name__} {shown(name, 40)}")
    if not NAME.fullmatch(name):  # 'a b' made an edition no edition file could name
        raise PuzzleInputError(f"design_edition's name {shown(name, 42)} is not a word of letters, digits, '_' and "
                               "'-', as an edition file names editions")
    given = board if isinstance(board, str) else None
    board, library = load_board(board), library if isinstance(library, Library) else load_library(library)
    uses = Counter(names)
    try:
        items = tuple((library.pieces[n], uses[n]) for n in dict.fromkeys(names))
    except KeyError as exc:
        # the names to use were not said: 'F' of pentominoes is F5
        have = ", ".join(piece.name for piece, _ in library.pieces.items)
        comma = "; separate the pieces by spaces, not commas" if "," in str(exc.args[0]) else ""  # as editions say
        counted_copy = copies_advice(exc.args[0], [piece.name for piece, _ in library.pieces.items])
        raise PuzzleInputError(f"piece {exc.args[0]} is not in library {library.name} (its pieces: {have}){comma}"
                               f"{counted_copy}") from None
    most = {piece.name: count for piece, count in library.pieces.items}
    for piece, copies in items:  # a design of two F5 from a library of one was counted without a word
        if copies > most[piece.name]:
            raise PuzzleInputError(f"piece {piece.name} is named {copies} times, but a design of library "
                                   f"{library.name} may use it at most {counted(most[piece.name], 'time')}")
    pieces = PieceSet(items, name)
    need = board.board.area - board.date_cells
    if pieces.area != need:  # was "edition design: the pieces cover ...", of an edition no one named
        what = "month, day and weekday" if board.weekdays else "month and day"
        named = board.name if given in (None, board.name) else f"{board.name} (of {given})"
        raise PuzzleInputError(f"the design's pieces ({' '.join(names)}) cover {counted(pieces.area, 'cell')} but "
                               f"board {named} leaves {need:,} to cover ({board.board.area:,} cells minus {what})")
    return Edition(name, board, pieces, f"{len(names)} pieces of {library.name}")


def verify_design(board, library, names) -> dict:
    """:func:`verify_dates` of a design (its piece names from ``library``)."""
    library = library if isinstance(library, Library) else load_library(library)
    return verify_dates(design_edition(board, library, names), library.one_sided)


__all__ = ["design_edition", "verify_dates", "verify_design"]
