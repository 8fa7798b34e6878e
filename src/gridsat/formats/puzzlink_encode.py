"""Encoders of the puzz.link body codecs: the inverses of
:class:`gridsat.formats.puzzlink.Body`'s ``number16``, ``border`` and
``four_cell`` (robx/pzprjs ``src/variety-common/Encode.js``).  Import them
from :mod:`gridsat.formats.puzzlink`.
"""

from __future__ import annotations

from typing import Callable

from ..core.errors import PuzzleInputError, shown, quoted

UNKNOWN = "?"  # as gridsat.formats.puzzlink.UNKNOWN
_BASE32 = "0123456789abcdefghijklmnopqrstuv"


#: The number16 tokens, as pzprjs's ``writeNumber16`` writes them and ``readNumber16`` reads them:
#: ``(prefix, hex digits, first number, number past the last)``; the hex digits are ``number - first``,
#: zero-padded (pzprjs's writer leaves ``=0`` unpadded, which its reader, taking three digits, misreads).  Numbers
#: from 8192 are written ``@`` as pzprjs has since 2022 ("Don't output % symbol in URL": ``%`` starts a
#: percent-escape, ``%00`` a NUL to a browser); ``%`` is still read.
NUMBER16_TOKENS = (("", 1, 0, 16), ("-", 2, 0, 256), ("+", 3, 0, 4096), ("=", 3, 4096, 8192),
                   ("@", 3, 8192, 12240), ("*", 4, 12240, 77776), ("$", 5, 77776, 77776 + 16 ** 5))

#: The largest number puzz.link's number16 token holds (``$`` and five hex digits: 1,126,351).
MOST_NUMBER16 = NUMBER16_TOKENS[-1][3] - 1


def too_large(v, most: int, where: str) -> PuzzleInputError:
    """The error of a number ``v`` a puzz.link URL cannot hold (its largest is ``most``), at ``where``
    (``"row 3, column 1"``): readers take larger numbers from text and JSON (a Nurikabe island larger than
    the board, proven infeasible), so a URL writer meets them."""
    return PuzzleInputError(f"{where}: number {shown(v)} is too large for a puzz.link URL (its numbers go from 0 to "
                            f"{most}); the text and JSON formats hold it")


def encode_number16(items, where: Callable[[int], str] | None = None) -> str:
    """The inverse of :meth:`Body.number16`; ``where(i)`` names the ``i``-th
    item in messages (default: ``"item I"``, from 1).

    Raises:
        PuzzleInputError: a number above :data:`MOST_NUMBER16`, which the
            URL cannot hold (a ``ValueError``).
        ValueError: a value that is no number 0.. , None or ``"?"`` (a caller bug).
    """
    def token(i: int, v) -> str:
        if v == UNKNOWN:
            return "."
        if isinstance(v, int) and v > MOST_NUMBER16:
            raise too_large(v, MOST_NUMBER16, where(i) if where else f"item {i + 1}")
        if not isinstance(v, int) or not 0 <= v:
            raise ValueError(f"number16 values are 0..{MOST_NUMBER16}, None or '?', got {quoted(v)}")
        prefix, digits, first, _ = next(t for t in NUMBER16_TOKENS if v < t[3])
        return f"{prefix}{v - first:0{digits}x}"

    return with_gaps(items, token)


def with_gaps(items, token: Callable[[int, object], str]) -> str:
    """A body as pzprjs writes it: each run of empty cells (None in ``items``) as one letter, ``g`` for one to ``z``
    for 20 (a longer run: ``z`` and the rest), every other item as ``token(i, item)`` (``i`` its place, from 0).
    Number16's and Tapa's clues are written so."""
    out, empty = [], 0
    for i, v in enumerate(items):
        if v is None:
            empty += 1
            if empty == 20:
                out.append("z")
                empty = 0
            continue
        if empty:
            out.append(_base36(15 + empty))
            empty = 0
        out.append(token(i, v))
    if empty:
        out.append(_base36(15 + empty))
    return "".join(out)


def _base36(n: int) -> str:
    return "0123456789abcdefghijklmnopqrstuvwxyz"[n]


def encode_border(right, below) -> str:
    """The inverse of :meth:`Body.border`."""
    def pack(flat) -> str:
        flat = [int(bool(b)) for b in flat] + [0] * (-len(flat) % 5)
        return "".join(_BASE32[sum(b << (4 - k) for k, b in enumerate(flat[i:i + 5]))] for i in range(0, len(flat), 5))
    return pack([b for row in right for b in row]) + pack([b for row in below for b in row])


def encode_four_cell(items) -> str:
    """The inverse of :meth:`Body.four_cell` (numbers 0..4, None, :data:`UNKNOWN`)."""
    items, out, i = list(items), [], 0
    while i < len(items):
        v = items[i]
        if v is None:
            run = 1
            while i + run < len(items) and items[i + run] is None and run < 20:
                run += 1
            out.append(_base36(15 + run))
            i += run
        elif v == UNKNOWN:
            out.append(".")
            i += 1
        else:
            if not isinstance(v, int) or not 0 <= v <= 4:
                raise ValueError(f"four-cell values are 0..4, None or '?', got {quoted(v)}")

            def empty(k):  # past the end counts as empty, as puzz.link's encoder has it
                return k >= len(items) or items[k] is None
            gap = 0 if not empty(i + 1) else 1 if not empty(i + 2) else 2
            out.append(str(v) if gap == 0 else str(v + 5) if gap == 1 else "abcde"[v])
            i += 1 + gap
    return "".join(out)


__all__ = ["MOST_NUMBER16", "NUMBER16_TOKENS", "encode_border", "encode_four_cell", "encode_number16", "too_large",
           "with_gaps"]
