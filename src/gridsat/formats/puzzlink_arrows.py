"""puzz.link's arrow numbers: a number with an arrow per cell (robx/pzprjs ``decodeArrowNumber16`` /
``encodeArrowNumber16`` of ``src/variety-common/Encode.js``), the codec of Yajilin and the genres whose clues
point (a count of what lies in one direction).

A cell is one of: a run of empty cells (``a``-``z``: 1 to 26 of them); ``+``, a clue cell with no number and no
arrow; a direction digit ``0``-``4`` (none, up, down, left, right) and one hex digit for a number 0-15, or ``.``
for a number not given; a direction ``5``-``9`` (the direction plus 5) and two hex digits for 16-255; ``-``, a
direction digit and three hex digits for 256-4095.

Cells are ``None`` (empty), :data:`WALL` (``+``), or ``(direction, number)``: direction 0-4 as above, number a
whole number or :data:`~gridsat.formats.puzzlink.UNKNOWN` (``"?"``).
"""

from __future__ import annotations

from ..core.errors import PuzzleInputError, counted
from .puzzlink import UNKNOWN, Body

#: A clue cell without number or arrow (pzprjs ``qnum = -3``, ``+`` in a URL).
WALL = "+"
#: The largest number the codec writes (three hex digits).
MOST = 4095
_HEX = "0123456789abcdef"


def decode_arrow_numbers(body: Body, count: int) -> list:
    """``count`` cells read from ``body`` (consumed), as the module docstring says.

    Raises:
        PuzzleInputError: a character outside the codec (pzprjs steps over it as one empty cell: another board),
            a run of empty cells past the board, a direction above 4, or a body that ends before ``count`` cells.
    """
    out: list = []
    text = body.text

    def hexes(start: int, n: int) -> int:
        part = text[start:start + n]
        if len(part) != n:
            raise body.short(f"{n - len(part)} hex digit{'s' if n - len(part) > 1 else ''} of the number at cell "
                             f"{len(out) + 1:,} and {counted(count - len(out) - 1, 'cell')} after it")
        if any(c not in _HEX for c in part):
            bad = start + next(i for i, c in enumerate(part) if c not in _HEX)
            raise PuzzleInputError(f"URL body character {bad + 1:,} ({text[bad]!r}): expected a hexadecimal digit "
                                   "of an arrow's number")
        return int(part, 16)

    while len(out) < count and body.pos < len(text):
        at = body.pos
        ch = text[at]
        if "a" <= ch <= "z":
            run = int(ch, 36) - 9
            if len(out) + run > count:
                raise PuzzleInputError(f"URL body character {at + 1:,} ({ch!r}) runs past the "
                                       f"{counted(count, 'cell')} of the board")
            out += [None] * run
            body.pos += 1
        elif ch == "+":
            out.append(WALL)
            body.pos += 1
        elif "0" <= ch <= "4":
            if at + 1 >= len(text):
                raise body.short(f"the number of the arrow at cell {len(out) + 1:,}"
                                 + (f" and {counted(count - len(out) - 1, 'cell')} after it"
                                    if count - len(out) > 1 else ""))
            number = UNKNOWN if text[at + 1] == "." else hexes(at + 1, 1)
            out.append((int(ch), number))
            body.pos += 2
        elif "5" <= ch <= "9":
            out.append((int(ch) - 5, hexes(at + 1, 2)))
            body.pos += 3
        elif ch == "-":
            direction = hexes(at + 1, 1)
            if direction > 4:
                raise PuzzleInputError(f"URL body character {at + 2:,} ({text[at + 1]!r}): an arrow's direction is "
                                       "0-4 (none, up, down, left, right)")
            out.append((direction, hexes(at + 2, 3)))
            body.pos += 5
        else:
            raise PuzzleInputError(f"URL body character {at + 1:,} ({ch!r}): not an arrow's direction 0-9, '-', '+' "
                                   "or a run of empty cells a-z")
    if len(out) < count:
        raise body.short(f"{count - len(out):,} of the {counted(count, 'cell')}")
    return out


def encode_arrow_numbers(cells) -> str:
    """The codec's text of ``cells`` (an iterable of the module docstring's cells, row-major), as pzprjs writes it.

    Raises:
        ValueError: a number past :data:`MOST` or below 0, or a direction outside 0-4.
    """
    out, run = [], 0
    for cell in cells:
        if cell is None:
            run += 1
            if run == 26:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(chr(ord("a") + run - 1))
            run = 0
        if cell == WALL:
            out.append("+")
            continue
        direction, number = cell
        if direction not in range(5):
            raise ValueError(f"an arrow's direction is 0-4, got {direction!r}")
        if number == UNKNOWN:
            out.append(f"{direction}.")
        elif not 0 <= number <= MOST:
            raise ValueError(f"puzz.link writes arrow numbers 0-{MOST}, got {number}")
        elif number < 16:
            out.append(f"{direction}{number:x}")
        elif number < 256:
            out.append(f"{direction + 5}{number:02x}")
        else:
            out.append(f"-{direction}{number:03x}")
    if run:
        out.append(chr(ord("a") + run - 1))
    return "".join(out)


__all__ = ["MOST", "WALL", "decode_arrow_numbers", "encode_arrow_numbers"]
