"""puzz.link's codecs of dots on the doubled grid and of a bit per cell (robx/pzprjs
``src/variety-common/Encode.js``: ``decodeDot`` / ``encodeDot``, ``decodeBinary`` / ``encodeBinary``), as Tentaisho
writes its galaxies' dots and its empty cells.

The dots of a ``rows x cols`` board stand on the ``(2 rows - 1) x (2 cols - 1)`` points inside its frame (cell
centres, the middles of inner sides, inner corners), read row by row.  A dot is a hexadecimal digit ``v``: colour
``v % 2 + 1`` (1 white, 2 black), then ``v // 2`` points without a dot; ``g`` to ``z`` skip 1 to 20 points.
"""

from __future__ import annotations

from ..core.errors import PuzzleInputError, counted

_HEX = "0123456789abcdef"
_BASE32 = "0123456789abcdefghijklmnopqrstuv"


def read_dots(body, count: int) -> list:
    """``count`` points of a :class:`~gridsat.formats.puzzlink.Body`: 0 (no dot), 1 (white) or 2 (black).

    Raises:
        PuzzleInputError: a character that is neither a dot nor a run, or a body that ends before the
            dots' codec does (puzz.link's encoder ends on the last dot or on a run reaching the last point).
    """
    out: list = []
    text = body.text
    while len(out) < count and body.pos < len(text):
        ch = text[body.pos].lower()
        if ch in _HEX:
            value = int(ch, 16)
            out.append(value % 2 + 1)
            out.extend([0] * (value >> 1))
        elif "g" <= ch <= "z":
            if len(out) + int(ch, 36) - 15 > count:
                raise PuzzleInputError(f"URL body character {body.pos + 1:,} ({text[body.pos]!r}) runs past the "
                                       f"{counted(count, 'point')} of dots of the board")
            out.extend([0] * (int(ch, 36) - 15))
        else:
            raise PuzzleInputError(f"URL body character {body.pos + 1:,} ({text[body.pos]!r}): not a dot (0-f) or a "
                                   "run of points without one (g-z)")
        body.pos += 1
    if len(out) < count:
        raise body.short(f"{count - len(out):,} of the {counted(count, 'point')} of dots")
    return out[:count]  # (a dot's run past the last point is how the encoder writes one near the end)


def encode_dots(values) -> str:
    """The codec of :func:`read_dots` (``encodeDot``): ``values`` 0, 1 or 2 per point, row by row; a dot is followed by
    the points up to the next dot (at most 6 of them skipped, else 7 and the digit ``e`` or ``f``)."""
    values, out, empty, s = list(values), [], 0, 0
    while s < len(values):
        token = ""
        if values[s]:
            gap = next((i - 1 for i in range(1, 8) if s + i < len(values) and values[s + i]), None)
            token = _HEX[2 * gap + values[s] - 1] if gap is not None else _HEX[13 + values[s]]
            s += 7 if gap is None else gap
        else:
            empty += 1
        if empty and (token or empty == 20):
            out.append(_BASE36[empty + 15])
            empty = 0
        out.append(token)
        s += 1
    if empty:
        out.append(_BASE36[empty + 15])
    return "".join(out)


_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def read_bits(body, count: int) -> list:
    """``count`` booleans of a body, five a base-32 digit (``decodeBinary``); nothing left in the body: all False
    (puzz.link's encoder leaves the codec out when no bit is set).

    Raises:
        PuzzleInputError: a character not of base 32, or a body ending inside the bits.
    """
    if body.pos >= len(body.text):
        return [False] * count
    need = -(-count // 5)
    part = body.text[body.pos:body.pos + need].lower()
    for i, ch in enumerate(part):
        if ch not in _BASE32:
            raise PuzzleInputError(f"URL body character {body.pos + i + 1:,} ({body.text[body.pos + i]!r}): not a "
                                   "base-32 digit of the empty cells (0-v)")
    if len(part) < need:
        raise body.short(f"{need - len(part):,} of the {need:,} characters of empty cells")
    body.pos += need
    return [bool((int(ch, 32) >> (4 - k)) & 1) for ch in part for k in range(5)][:count]


def encode_bits(flags) -> str:
    """The codec of :func:`read_bits`, or "" when no flag is set (``encodeBinary(..., skipnone)``)."""
    flags = [bool(f) for f in flags]
    if not any(flags):
        return ""
    flags += [False] * (-len(flags) % 5)
    return "".join(_BASE32[sum(b << (4 - k) for k, b in enumerate(flags[i:i + 5]))] for i in range(0, len(flags), 5))


__all__ = ["encode_bits", "encode_dots", "read_bits", "read_dots"]
