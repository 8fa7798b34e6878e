"""puzz.link / pzv.jp / pzprxs puzzle URLs.

A URL names the puzzle kind after ``?`` and then slash-separated fields:
``https://puzz.link/p?yinyang/<cols>/<rows>/<body>`` (columns first); a ``v:`` field (variant rules,
pzprjs ``src/pzpr/parser.js``) is refused.  Hosts: puzz.link, pzv.jp (``p.html?``), pzprxs.vercel.app;
any host is accepted, the query is what is read.

Body codecs here (the schemes of puzz.link's engine, robx/pzprjs,
``src/variety-common/Encode.js``; each genre chains some of them):

* :func:`decode_ternary` / :func:`encode_ternary` -- three cells per base-27 digit (``0-9a-q``), digit
  ``= 9*v0 + 3*v1 + v2`` in row-major order, the last group zero-padded; Yin-Yang (0 empty, 1 white,
  2 black) and Masyu's pearls (``decodeCircle``; test vector ``yinyang/5/5/016612300``);
* :meth:`Body.number16` / :func:`encode_number16` -- one token per cell or room: ``0-f`` 0..15, ``-`` +
  2 hex 16..255, ``+`` + 3 hex 256..4095, ``=`` / ``%`` + 3 hex from 4096 / 8192, ``*`` + 4 hex from 12240,
  ``$`` + 5 hex from 77776 (to 1,126,351), ``.`` a "?" clue, ``g``..``z`` skip 1..20 items (``decodeNumber16``);
* :meth:`Body.border` / :func:`encode_border` -- the walls between cells, 5 bits per base-32 digit
  (``0-9a-v``, most significant first): first the walls right of each cell (rows x (cols - 1)), then below
  each cell ((rows - 1) x cols), row-major (``decodeBorder``); :func:`rooms` numbers the regions they bound
  by their first cell in row-major order;
* :meth:`Body.four_cell` / :func:`encode_four_cell` -- small numbers 0..4 with up to two empty cells folded
  in (``0-4``, ``5-9`` +1 empty, ``a-e`` +2 empty), ``g``..``z`` 1..20 empty cells, ``.`` a "?" (``decode4Cell``).

Each :class:`Body` method reads what it needs and leaves the rest for the next codec, as pzprjs does. Unlike
pzprjs, reading is strict: a run of empty cells past the board, a body that ends before the board does (a URL
cut short: :func:`cut_short`), non-zero padding bits, and anything left once a genre has read its fields
(:meth:`Body.end`, :func:`refuse_rest`) are refused: a mistyped or pasted-together URL is not another board.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import PuzzleInputError, counted, shown
from ..core.wording import url_alone
from .puzzlink_names import saved_board
from .sniff import (PUZZLE_ADDRESS, URL as _URL, embedded_puzzle, no_pages, json_not_object,  # noqa: F401
                    looks_like_url, no_puzzle, not_a_puzzle_url, query_fields, unwrap,
                    url_match)  # (looks_like_url re-exported:
# readers detect with it)

#: Digits of the base-27 ternary packing, value = index.
TERNARY_DIGITS = "0123456789abcdefghijklmnopq"


@dataclass(frozen=True)
class PuzzLink:
    """The fields of a puzz.link-style URL.

    Attributes:
        kind: puzzle kind, e.g. ``"yinyang"`` (lower case, ``_edit`` / ``_play`` dropped).
        cols, rows: board size (cells).
        body: the encoded board (the rest of the query, ``/`` kept, a trailing ``/`` dropped).
        flags: the genre's flag field before the size (``"f"`` in ``mashu/f/6/6/...``), or empty.
    """

    kind: str
    cols: int
    rows: int
    body: str
    flags: str = ""

    def check_flags(self, known: dict, genre: str, unread: dict | None = None) -> None:
        """Refuse a flag field the genre's URLs lack (``known``: ``{flag: what it means}``; ``unread``: the
        genre's flags gridsat does not read, named too; ``genre``: its title): PuzzleInputError ``"unknown URL
        flag 'x' (puzz.link's Sudoku has none)"`` (pzprjs reads only the flags it knows: ``sudoku/x/4/4/...``
        would be another board, its flag dropped)."""
        if self.flags and self.flags not in known:  # Aqre's 'bb' was told "Aqre has none", and it has 'b'
            has = "; ".join(f"{flag!r}: {meaning}" for flag, meaning in {**known, **(unread or {})}.items())
            raise PuzzleInputError(f"unknown URL flag {self.flags!r} (puzz.link's {genre} has "
                                   f"{'only ' + has if has else 'none'})")


def url_genre(text: str) -> str | None:
    """The genre a puzz.link-style URL names (lower case, ``_edit``/``_play`` dropped), read without checking
    the rest; None when ``text`` has no ``?kind/...`` query.  Lets a reader that knows the genre say what is
    wrong with the rest (a size of 0...) instead of "not a puzzle"."""
    return url_fields(text)[0] or None


def url_fields(text: str) -> list:
    """The ``/`` fields of a URL's query, ``type=player&`` and the like dropped, the first (the genre) in lower case
    with ``_edit`` / ``_play`` dropped; ``[""]`` when ``text`` has no query."""
    return list(query_fields(text))  # (kept from the last text asked: every kind's detection asks it)


def parse_url(text: str, *, max_side: int = 1000) -> PuzzLink:
    """Split a puzz.link-style URL into kind, size and body.

    Args:
        text: the URL (surrounding white space is ignored).
        max_side: largest accepted side (cells).

    Raises:
        PuzzleInputError: no ``?kind/cols/rows/body`` query, a ``v:`` field (variant rules), a size that
            is not a positive integer up to ``max_side``, or a body character not ASCII.
        MemoryLimitError: inside :func:`~gridsat.core.reading.reading_within`, a board whose cells would take more
            memory than its limit once read.
    """
    m = url_match(text)
    if m and text.strip().startswith("[") and json_not_object(text) is not None:  # '["URL"]': was "2 characters
        raise PuzzleInputError(f"a JSON array holding a URL: {url_alone()}")  # after the board: '\"]'"
    if not m or embedded_puzzle(text):  # (a redirect's link, google.com/url?q=URL&sa=D: was "URL column count ''")
        raise PuzzleInputError(not_a_puzzle_url(text))  # (puzz.link's list page: "not a puzz.link URL")
    fields = list(query_fields(text))
    if saved_board(fields):  # puzz.link's "Duplicate the board" link: was "URL is a 'pzprv3' puzzle, not nurikabe"
        raise PuzzleInputError(saved_board(fields))
    if v := next((f for f in fields[1:] if f.startswith("v:")), None):  # pzprjs: "This puzzle uses variant rules"
        raise PuzzleInputError(f"the URL's {shown(v, 20)} field marks a puzzle of variant rules (puzz.link: \"This "
                               "puzzle uses variant rules\"; the author tells them, not the URL); gridsat solves the "
                               f"standard rules only: to solve it by them, take {shown(v + '/', 20)} out of the URL")
    rest, flags = fields[1:], ""
    if rest and rest[0].isascii() and rest[0].isalpha():  # a flag field before the size (f, d): letters only,
        flags, rest = rest[0], rest[1:]  # so a size that is not ASCII digits ('²', '５', '-4') is named as the size
    rest = rest[:-1] if rest and rest[-1] == "" else rest  # the trailing / puzz.link adds after a non-alphanumeric end
    if not fields[0] or len(rest) < 2 or "=" in fields[0]:  # (another site's query, Kanpen's ?problem=5/5/...: was
        # "URL row count 'g5k2o' is not a whole number", or "URL is a 'a=1' puzzle, not nurikabe")
        raise PuzzleInputError(no_puzzle(text, m.group(1), fields))
    sizes = []
    for value, what in ((rest[0], "column count"), (rest[1], "row count")):
        if not _digits(value) or len(value) > 9 or not 1 <= int(value) <= max_side:  # (int() refuses 4,300 digits)
            raise PuzzleInputError(f"URL {what} {shown(value, 40)} is not a whole number from 1 to {max_side}")
        sizes.append(int(value))
    from ..core.reading import URL_BYTES_PER_CELL, check_parsed_memory

    check_parsed_memory(sizes[0] * sizes[1] * URL_BYTES_PER_CELL, f"a {sizes[1]}x{sizes[0]} board read from its URL")
    body = "/".join(rest[2:])
    i = -1 if body.isascii() else next((i for i, ch in enumerate(body) if not (ch.isascii() or ch.isnumeric())), -1)
    if i >= 0:  # 'İ'.lower() is 2 characters, the Kelvin sign's 'k' (digits such as '²' are named by their field)
        raise PuzzleInputError(f"URL body character {i + 1:,} ({body[i]!r}) is not ASCII (puzz.link writes its URLs "
                               "in ASCII)")
    return PuzzLink(fields[0], sizes[0], sizes[1], body, flags)


def _digits(text: str) -> bool:
    """True when ``text`` is ASCII digits only (``str.isdigit`` also takes ``²`` and ``５``, which ``int`` refuses
    or puzz.link never writes)."""
    return text.isascii() and text.isdigit()


def decode_ternary(body: str, count: int) -> list[int]:
    """Unpack ``count`` values 0..2 from a base-27 body (3 per digit).

    Strict: the body must have exactly ``ceil(count / 3)`` digits and the
    padding values after the last cell must be 0.

    Raises:
        PuzzleInputError: too short, characters after the board (named), a character outside ``0-9a-q`` (naming
            its 1-based position in the body), or non-zero padding.
    """
    need = -(-count // 3)
    values: list[int] = []
    for i, ch in enumerate(body[:need], start=1):  # a bad character first: 'zzz' is no URL cut short
        digit = TERNARY_DIGITS.find(ch.lower()) if len(ch) == 1 else -1
        if digit < 0:
            raise PuzzleInputError(f"URL body character {i:,} is {ch!r}; expected one of 0-9, a-q")
        values.extend((digit // 9, digit // 3 % 3, digit % 3))
    if len(body) < need:
        raise cut_short(body, f"{need - len(body):,} of its {counted(need, 'character')} (3 cells per character)")
    refuse_rest(body, need, f"the {count:,} cells")  # names what follows: a pasted quote, another URL's tail
    if any(values[count:]):
        raise PuzzleInputError(f"URL body's last character {body[-1]!r} encodes cells past the board's {count:,}")
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


def make_url(kind: str, cols: int, rows: int, body: str, host: str = "https://puzz.link/p", flags: str = "") -> str:
    """``{host}?{kind}/[{flags}/]{cols}/{rows}/{body}``, with the final ``/``
    puzz.link adds when the body ends in a character that is not a letter
    or digit (ValueError for a size below 1x1)."""
    if min(cols, rows) < 1:
        raise ValueError(f"a puzz.link board is at least 1x1, got cols={cols!r:.20} rows={rows!r:.20}")
    tail = "/" if body and not body[-1].isalnum() else ""
    return f"{host}?{kind}/{flags + '/' if flags else ''}{cols}/{rows}/{body}{tail}"


#: A "?" clue (a number the puzzle does not give) in the number codecs.
UNKNOWN = "?"

_HEX = "0123456789abcdef"
_BASE32 = "0123456789abcdefghijklmnopqrstuv"


def cut_short(text: str, missing: str) -> PuzzleInputError:
    """The error of a body ``text`` that ends before the board is described
    (a URL cut short; puzz.link's encoders write every cell, trailing empty
    ones as a run): ``missing`` says what is missing, e.g. ``"4 of the 25
    cells"``.  The caller raises it."""
    return PuzzleInputError(f"URL body ends after {len(text):,} character{'' if len(text) == 1 else 's'}, missing "
                            f"{missing} (is the URL cut short?)")


def refuse_rest(text: str, pos: int, what: str = "the board") -> None:
    """Refuse what a genre's reader left unread of a URL body.

    Args:
        text: the body.
        pos: 0-based position of the first character no codec read.
        what: what the read part described, for the message.

    Raises:
        PuzzleInputError: ``text[pos:]`` is not empty; the message names the
            position and the leftover characters (cut to 20).
    """
    rest = text[pos:]
    if rest:
        many = len(rest) > 1
        head = f"{rest[:20]!r}{'...' if len(rest) > 20 else ''}"  # cut, marked (the count is said before it)
        raise PuzzleInputError(f"URL body has {len(rest):,} character{'s' if many else ''} after {what} (from "
                               f"character {pos + 1:,}: {head}); remove {'them' if many else 'it'}")


class Body:
    """A URL body read codec by codec (each method consumes its part).

    Args:
        text: the body.

    Every method raises :class:`PuzzleInputError` naming the character and
    its 1-based position when the body is malformed.
    """

    def __init__(self, text: str):
        self.text, self.pos = text, 0

    def rest(self) -> str:
        """What no codec has read yet."""
        return self.text[self.pos:]

    def end(self, what: str = "the board") -> None:
        """Refuse anything no codec has read (:func:`refuse_rest`).

        Raises:
            PuzzleInputError: characters are left after ``what``.
        """
        refuse_rest(self.text, self.pos, what)

    def _past(self, start: int, count: int, what: str):
        return PuzzleInputError(f"URL body character {start + 1:,} ({self.text[start]!r}) runs past the "
                                f"{counted(count, what.removesuffix('s'))} of the board")

    def _bad(self, what: str):
        if self.pos >= len(self.text):
            return self.short(what.removeprefix("expected "))
        return PuzzleInputError(f"URL body character {self.pos + 1:,} ({self.text[self.pos]!r}): {what}")

    def short(self, missing: str) -> PuzzleInputError:
        """:func:`cut_short` of this body."""
        return cut_short(self.text, missing)

    def _hex(self, n: int) -> int:
        part = self.text[self.pos:self.pos + n]
        if len(part) != n or any(c not in _HEX for c in part.lower()):
            raise self._bad(f"expected {n} hexadecimal digits")
        self.pos += n
        return int(part, 16)

    def number16(self, count: int, what: str = "cells") -> list:
        """``count`` items: None (empty), an int, or :data:`UNKNOWN`.

        Raises:
            PuzzleInputError: a malformed token, a run of empty items
                that goes past ``count`` (``what`` names the items), or a
                body that ends before ``count`` items (:meth:`short`).
        """
        out: list = []
        prefixed = {"-": (2, 0), "+": (3, 0), "=": (3, 4096), "%": (3, 8192), "@": (3, 8192), "*": (4, 12240),
                    "$": (5, 77776)}
        while len(out) < count and self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch in _HEX:
                out.append(int(ch, 16))
                self.pos += 1
            elif ch in prefixed:
                width, base = prefixed[ch]
                self.pos += 1
                out.append(base + self._hex(width))
            elif ch == ".":
                out.append(UNKNOWN)
                self.pos += 1
            elif "g" <= ch <= "z":
                if len(out) + int(ch, 36) - 15 > count:
                    raise self._past(self.pos, count, what)
                out.extend([None] * (int(ch, 36) - 15))
                self.pos += 1
            else:
                raise self._bad("not a number, '.', or a run of empty cells g-z")
        if len(out) < count:
            raise self.short(f"{count - len(out):,} of the {counted(count, what.removesuffix('s'))}")
        return out[:count]

    def border(self, rows: int, cols: int) -> tuple[list, list]:
        """``(right, below)``: ``right[r][c]`` a wall between (r, c) and (r, c + 1), ``below[r][c]`` below it."""
        start, total = self.pos, -(-rows * (cols - 1) // 5) - (-(rows - 1) * cols // 5)  # both parts' digits

        def bits(n: int) -> list:
            digits = -(-n // 5)
            part = self.text[self.pos:self.pos + digits]
            if any(c not in _BASE32 for c in part.lower()):
                self.pos += next(i for i, c in enumerate(part.lower()) if c not in _BASE32)
                raise self._bad(f"expected {counted(digits, 'base-32 digit')} (0-9, a-v) of walls")  # names the bad one
            if len(part) != digits:
                got = self.pos - start + len(part)  # of both parts: "after 2 characters, missing 2 of the 2" misled
                raise self.short(f"{total - got:,} of the {counted(total, 'base-32 digit')} of walls")
            flat = [(int(c, 32) >> (4 - k)) & 1 for c in part.lower() for k in range(5)]
            if any(flat[n:]):
                raise PuzzleInputError(f"URL body character {self.pos + digits:,} ({part[-1]!r}) sets walls past "
                                       "the edge of the board")
            self.pos += digits
            return flat[:n]
        v = bits(rows * (cols - 1))
        h = bits((rows - 1) * cols)
        right = [[bool(v[r * (cols - 1) + c]) for c in range(cols - 1)] for r in range(rows)]
        below = [[bool(h[r * cols + c]) for c in range(cols)] for r in range(rows - 1)]
        return right, below

    def four_cell(self, count: int, what: str = "cell") -> list:
        """``count`` items: None (empty), 0..4, or :data:`UNKNOWN` (``.``); ``what`` an item is, in messages (Creek's
        ``"grid point"``: pzprjs's ``decode4Cross`` reads the points alike).

        A number's folded empty cells may pass the end (puzz.link's encoder counts the cells past the end as
        empty); a run ``g-z`` may not.

        Raises:
            PuzzleInputError: a character outside the codec (an upper-case letter too: pzprjs's ``decode4Cell``
                reads it as one empty cell, another board), a run of empty cells past the board, or a body that
                ends before ``count`` cells (:meth:`short`).
        """
        out: list = []
        while len(out) < count and self.pos < len(self.text):
            ch = self.text[self.pos]  # as pzprjs compares it: an upper-case letter is no digit or run ('N' is not 'n')
            if "g" <= ch <= "z" and len(out) + int(ch, 36) - 15 > count:
                raise self._past(self.pos, count, what)
            self.pos += 1
            if "0" <= ch <= "4":
                out.append(int(ch))
            elif "5" <= ch <= "9":
                out += [int(ch) - 5, None]
            elif "a" <= ch <= "e":
                out += [int(ch, 16) - 10, None, None]
            elif "g" <= ch <= "z":
                out += [None] * (int(ch, 36) - 15)
            elif ch == ".":
                out.append(UNKNOWN)
            else:
                self.pos -= 1
                raise self._bad("not 0-9, a-e, a run g-z or '.'")
        if len(out) < count:
            raise self.short(f"{count - len(out):,} of the {counted(count, what)}")
        return out[:count]


def rooms(right, below) -> list[list[int]]:
    """Room ids per cell from walls (:meth:`Body.border`): the orthogonally
    connected components of cells not separated by a wall, numbered by their
    first cell in row-major order (as puzz.link numbers them;
    :func:`~gridsat.core.areas.area_labels`)."""
    from ..core.areas import area_labels

    rows = len(right)
    cols = len(below[0]) if below else (len(right[0]) + 1 if right else 0)
    if not rows or not cols:
        return [[] for _ in range(rows)]
    return area_labels(rows, cols, [[not wall for wall in row] for row in right],
                       [[not wall for wall in row] for row in below])


def walls(room) -> tuple[list, list]:
    """``(right, below)`` walls of a room grid (the inverse of :func:`rooms`)."""
    rows, cols = len(room), len(room[0])
    right = [[room[r][c] != room[r][c + 1] for c in range(cols - 1)] for r in range(rows)]
    below = [[room[r][c] != room[r + 1][c] for c in range(cols)] for r in range(rows - 1)]
    return right, below


# the encoders (inverses of the Body codecs) live beside this module, so that it stays one reader
from .puzzlink_encode import encode_border, encode_four_cell, encode_number16  # noqa: E402

__all__ = ["TERNARY_DIGITS", "UNKNOWN", "Body", "PuzzLink", "cut_short", "decode_ternary", "encode_border",
           "encode_four_cell", "encode_number16", "encode_ternary", "looks_like_url", "make_url", "parse_url",
           "refuse_rest", "rooms", "saved_board", "url_fields", "url_genre", "walls"]
