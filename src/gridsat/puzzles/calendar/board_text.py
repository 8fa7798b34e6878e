"""A calendar board written as text: one row a line of whitespace-separated labels (a month ``Jan``..``Dec``, a day
``1``..``31``, a weekday ``Mon``..``Sun``), ``*`` for a filler cell (no label, always covered), ``.`` where there is no
cell -- the ``[board NAME]`` sections of an edition file (:mod:`.editions`)."""

from __future__ import annotations

from ...core.board import Board
from ...core.errors import PuzzleInputError, cell_name, shown
from ..arguments import argument_types
from .rules import DAYS, MONTHS, WEEKDAYS, CalendarBoard, lacks_labels

FILLER = "*"


@argument_types(token="text")
def normal_label(token: str) -> str | None:
    """The canonical label of a board token (``jan`` -> ``Jan``), or None when it is no calendar label.  TypeError:
    ``token`` not a string (None met "'NoneType' object has no attribute 'lower'")."""
    low = token.lower()
    for label in MONTHS + WEEKDAYS:
        if low == label.lower():
            return label
    if token.isascii() and token.isdigit() and len(token) <= 2 and 1 <= int(token) <= 31 and not token.startswith("0"):
        return token
    return None


@argument_types(name="text", rows="rows", source="text")
def parse_board(name: str, rows: list[tuple[int, str]], source: str) -> CalendarBoard:
    """A :class:`CalendarBoard` from ``(line number, text)`` rows of labels.

    Raises:
        PuzzleInputError: ragged rows, an unknown or repeated label, missing months/days, or some but not all seven
            weekdays (names the line).
    """
    if not all(isinstance(row, (list, tuple)) and len(row) == 2 and isinstance(row[1], str) for row in rows):
        bad = next(row for row in rows if not (isinstance(row, (list, tuple)) and len(row) == 2
                                               and isinstance(row[1], str)))
        raise TypeError(f"parse_board: rows must be (line number, text) pairs, got {shown(bad, 40)}")
    if not rows:
        raise PuzzleInputError(f"board {name} has no rows", source)
    width = len(rows[0][1].split())
    labels, fillers, seen = {}, set(), {}
    for r, (line, text) in enumerate(rows):
        tokens = text.split()
        where = f"{source}: line {line}"
        if len(tokens) != width:
            raise PuzzleInputError(f"board {name} row {r + 1} has {len(tokens)} entries, row 1 has {width} "
                                   "(write '.' where there is no cell)", where)
        for c, token in enumerate(tokens):
            if token == ".":
                continue
            if token == FILLER:
                fillers.add((r, c))
                continue
            label = normal_label(token)
            if label is None:
                raise PuzzleInputError(
                    f"board {name}: unknown label {shown(token)} at {cell_name((r, c))} (expected a month Jan..Dec, "
                    "a day 1..31, a weekday Mon..Sun, '*' for a filler cell or '.' for no cell)", where)
            if label in seen:
                raise PuzzleInputError(
                    f"board {name}: label {label!r} appears twice, at {cell_name(seen[label])} and "
                    f"{cell_name((r, c))}", where)
            seen[label] = (r, c)
            labels[(r, c)] = label
    where = f"{source}: line {rows[0][0]}"
    missing = [m for m in MONTHS + DAYS if m not in seen]
    if missing:
        raise PuzzleInputError(lacks_labels(name, missing), where)
    weekdays = [w for w in WEEKDAYS if w in seen]
    if weekdays and len(weekdays) < 7:
        lacking = " ".join(w for w in WEEKDAYS if w not in seen)
        raise PuzzleInputError(f"board {name} has some weekday cells but lacks {lacking}", where)
    board = Board(len(rows), width, frozenset(labels) | frozenset(fillers), name)
    return CalendarBoard(name, board, labels, bool(weekdays), frozenset(fillers))
