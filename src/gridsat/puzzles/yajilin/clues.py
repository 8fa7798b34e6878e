"""Yajilin's clues as gridsat writes and reads them, and as puzz.link's URL codec holds them.

A clue cell is one of (text and JSON, a string each):

- a number and the arrow it points by, ``2>`` (right), ``1<`` (left), ``0^`` (up), ``3v`` (down); ``?>``: an arrow
  whose number is not given (the cell is still a clue cell);
- ``#``: a clue cell with neither number nor arrow (pzprjs's ``+``);
- ``?``: a clue cell whose number is not given, without an arrow (pzprjs's ``0.``).

Typed in, the arrow may come first (``>2``) or be a drawn arrow (``2→``, ``↑1``); the clue is then written as
above.  A number without an arrow is no Yajilin clue (pzprjs refuses every answer of such a board:
``checkNumberHasArrow``).
"""

from __future__ import annotations

from ...core.errors import shown
from ...formats.puzzlink import UNKNOWN
from ...formats.puzzlink_arrows import WALL

#: Each arrow as gridsat writes it: the direction it points (a key of :data:`gridsat.constraints.sight.STEPS`).
ARROWS = {"^": "up", "v": "down", "<": "left", ">": "right"}
#: The arrows' glyphs in gridsat's drawings (and typed in), read as the arrows they draw.
GLYPHS = {"↑": "^", "↓": "v", "←": "<", "→": ">"}
#: pzprjs's direction numbers (``qdir``: 1 up, 2 down, 3 left, 4 right) of each arrow.
CODES = {"^": 1, "v": 2, "<": 3, ">": 4}
#: A clue cell without number or arrow, as gridsat writes it.
BLOCK = "#"


def canonical(clue):
    """``clue`` as gridsat writes it (``"→2"`` -> ``"2>"``), or ``clue`` itself when it is no clue of this shape."""
    if not isinstance(clue, str) or len(clue) < 2:
        return clue
    text = "".join(GLYPHS.get(ch, ch) for ch in clue.strip())
    if text[-1] in ARROWS:
        number, arrow = text[:-1], text[-1]
    elif text[0] in ARROWS:
        number, arrow = text[1:], text[0]
    else:
        return clue
    if number == UNKNOWN or number.isascii() and number.isdigit():
        return f"{int(number) if number != UNKNOWN else UNKNOWN}{arrow}"
    return clue


def problem(clue) -> str | None:
    """What is wrong with ``clue`` as a Yajilin clue, or None."""
    if clue in (BLOCK, UNKNOWN):
        return None
    if isinstance(clue, int) and not isinstance(clue, bool) and clue < 0:  # (was "has no arrow: ... (-1^, -1v,
        return f"clue {clue} counts below 0: an arrow counts shaded cells"  # ...)", each refused in turn)
    if isinstance(clue, int) and not isinstance(clue, bool):
        return (f"clue {clue} has no arrow: a Yajilin number points up, down, left or right ({clue}^, {clue}v, "
                f"{clue}<, {clue}>)")
    if isinstance(clue, str) and len(clue) >= 2 and clue[-1] in ARROWS:
        number = clue[:-1]
        if number == UNKNOWN or number.isascii() and number.isdigit():
            return None
        if number[:1] == "-" and number[1:].isdigit():
            return f"clue {shown(clue, 40)} counts below 0: an arrow counts shaded cells"
    return (f"clue {shown(clue, 40)} is not an arrow clue (a number and its arrow: 2> 1< 0^ 3v, ?> a number not "
            "given), # or ?")


def arrow_of(clue) -> tuple | None:
    """``(direction, number)`` of an arrow clue (number None when not given), None for any other clue."""
    if isinstance(clue, str) and len(clue) >= 2 and clue[-1] in ARROWS:
        number = clue[:-1]
        return ARROWS[clue[-1]], None if number == UNKNOWN else int(number)
    return None


def from_code(cell):
    """A clue of :func:`~gridsat.formats.puzzlink_arrows.decode_arrow_numbers`'s cell (``None`` empty)."""
    if cell is None:
        return None
    if cell == WALL:
        return BLOCK
    direction, number = cell
    if direction == 0:
        return UNKNOWN if number == UNKNOWN else number  # an arrowless number: refused by problem() in one line
    return f"{number}{'^v<>'[direction - 1]}"


def to_code(clue):
    """The codec's cell of ``clue`` (the inverse of :func:`from_code`)."""
    if clue is None:
        return None
    if clue == BLOCK:
        return WALL
    if clue == UNKNOWN:
        return 0, UNKNOWN
    number = clue[:-1]
    return CODES[clue[-1]], UNKNOWN if number == UNKNOWN else int(number)


def label(clue) -> str:
    """A clue's number as drawn (its arrow is drawn beside it: :attr:`gridsat.render.board.BoardDrawing.arrows`);
    ``?`` for a number not given; nothing for a plain clue cell."""
    return "" if clue == BLOCK else UNKNOWN if clue == UNKNOWN else clue[:-1]


__all__ = ["ARROWS", "BLOCK", "CODES", "GLYPHS", "arrow_of", "canonical", "from_code", "label", "problem",
           "to_code"]
