"""puzz.link / pzv.jp / pzprxs puzzle URLs.

A URL names the puzzle kind after ``?`` and then slash-separated fields:
``https://puzz.link/p?yinyang/<cols>/<rows>/<body>`` (columns first).  An
optional ``v:`` field (editor flags, e.g. ``p?yinyang/v:/6/6/...``) is
skipped.  Hosts known to use this scheme: puzz.link, pzv.jp (``p.html?``),
pzprxs.vercel.app; any host is accepted, the query is what is read.

Body codecs here:

* :func:`decode_ternary` / :func:`encode_ternary` -- three cells per base-27
  digit (``0-9a-q``), digit ``= 9*v0 + 3*v1 + v2`` in row-major order, the
  last group zero-padded; used by Yin-Yang (0 empty, 1 white, 2 black).  The
  scheme is the one of pzprjs' ``yinyang`` encoder (robx/pzprjs,
  test vector ``5/5/016612300``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import PuzzleInputError

#: Digits of the base-27 ternary packing, value = index.
TERNARY_DIGITS = "0123456789abcdefghijklmnopq"

_URL = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*://)?[^?\s]*\?([^\s#]*)(?:#\S*)?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class PuzzLink:
    """The fields of a puzz.link-style URL.

    Attributes:
        kind: puzzle kind, e.g. ``"yinyang"``.
        cols, rows: board size (cells).
        body: the encoded board (the rest of the query, ``/`` kept).
    """

    kind: str
    cols: int
    rows: int
    body: str


def looks_like_url(text: str) -> bool:
    """True when ``text`` is one line with a ``?kind/...`` query (an http(s)
    URL or a bare ``p?kind/...``)."""
    return bool(_URL.match(text)) and "/" in text.split("?", 1)[1]


def parse_url(text: str, *, max_side: int = 1000) -> PuzzLink:
    """Split a puzz.link-style URL into kind, size and body.

    Args:
        text: the URL (surrounding white space is ignored).
        max_side: largest accepted side (cells).

    Raises:
        PuzzleInputError: no ``?kind/cols/rows/body`` query, or a size that
            is not a positive integer up to ``max_side``.
    """
    m = _URL.match(text)
    if not m:
        raise PuzzleInputError(f"not a puzz.link URL (expected ...?kind/cols/rows/body): {text.strip()[:80]!r}")
    fields = [f for f in m.group(1).split("/")]
    kind = fields[0].lower() if fields else ""
    rest = [f for f in fields[1:] if f != "v:"]
    if not kind or len(rest) < 3:
        raise PuzzleInputError(f"URL query {m.group(1)[:60]!r} needs kind/cols/rows/body")
    sizes = []
    for value, what in ((rest[0], "column count"), (rest[1], "row count")):
        if not value.isdigit() or not 1 <= int(value) <= max_side:
            raise PuzzleInputError(f"URL {what} {value!r} is not a whole number from 1 to {max_side}")
        sizes.append(int(value))
    return PuzzLink(kind, sizes[0], sizes[1], "/".join(rest[2:]))


def decode_ternary(body: str, count: int) -> list[int]:
    """Unpack ``count`` values 0..2 from a base-27 body (3 per digit).

    Strict: the body must have exactly ``ceil(count / 3)`` digits and the
    padding values after the last cell must be 0.

    Raises:
        PuzzleInputError: wrong length, a character outside ``0-9a-q`` (naming
            its 1-based position in the body), or non-zero padding.
    """
    need = -(-count // 3)
    if len(body) != need:
        raise PuzzleInputError(
            f"URL body has {len(body)} characters, expected {need} for {count} cells (3 cells per character)")
    values: list[int] = []
    for i, ch in enumerate(body, start=1):
        digit = TERNARY_DIGITS.find(ch.lower()) if len(ch) == 1 else -1
        if digit < 0:
            raise PuzzleInputError(f"URL body character {i} is {ch!r}; expected one of 0-9, a-q")
        values.extend((digit // 9, digit // 3 % 3, digit % 3))
    if any(values[count:]):
        raise PuzzleInputError(f"URL body's last character {body[-1]!r} encodes cells beyond the {count} of the board")
    return values[:count]


def encode_ternary(values) -> str:
    """Pack values 0..2 three per base-27 digit (inverse of :func:`decode_ternary`).

    Raises:
        ValueError: a value outside 0..2 (a caller bug).
    """
    values = list(values)
    if any(v not in (0, 1, 2) for v in values):
        raise ValueError("ternary values must be 0, 1 or 2")
    values += [0] * (-len(values) % 3)
    return "".join(TERNARY_DIGITS[9 * values[i] + 3 * values[i + 1] + values[i + 2]]
                   for i in range(0, len(values), 3))


def make_url(kind: str, cols: int, rows: int, body: str, host: str = "https://puzz.link/p") -> str:
    """``{host}?{kind}/{cols}/{rows}/{body}``."""
    return f"{host}?{kind}/{cols}/{rows}/{body}"
