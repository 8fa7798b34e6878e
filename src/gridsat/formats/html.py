"""Boards from HTML pages of the puzzle-*.com family (puzzle-yin-yang.com...).

A kind describes its page with a :class:`PageBoard` (which task-string
symbols and which cell-div classes are givens, and their values); two
sources in the page are then read, in this order (the structure described
in gridsat issue 4, "Input formats"):

1. the page script's run-length string ``var task = '...'``: each given
   symbol is one cell with its value, ``a``..``z`` are 1..26 empty cells,
   row-major; the size comes from ``puzzleWidth`` / ``puzzleHeight`` when
   the page has them (one alone: the other from the number of cells), else
   the board must be square;
2. otherwise the board's ``<div>`` cells in document order: a div with class
   ``task-cell`` is a given (its value from its other classes, e.g.
   ``cell-0``); any other div with class ``cell`` (``cell selectable ...``)
   is empty (0).  The board is square, so the number of cell divs must be a
   square number.

The page is parsed with :mod:`html.parser` from the standard library (never
evaluated); script text is searched with regular expressions only.
"""

from __future__ import annotations

import math
import re

from dataclasses import dataclass

from ..core.board import MAX_SIDE
from ..core.errors import PuzzleInputError, counted, shown
from ..core.grid import as_rows
from .sniff import PUZZLINK_HOSTS, looks_like_html  # noqa: F401  (re-exported: readers detect with it)

_TASK = re.compile(r"""\btask\s*[:=]\s*(['"])([^'"]*)\1""")
_WIDTH = re.compile(r"""\bpuzzleWidth['"]?\s*[:=]\s*['"]?([^;,\s'"<>}]*)""")
_HEIGHT = re.compile(r"""\bpuzzleHeight['"]?\s*[:=]\s*['"]?([^;,\s'"<>}]*)""")


def _one_value(pattern, script: str, name: str, group: int = 1) -> str | None:
    """The value the page's script gives ``name`` (None without one).

    Raises:
        PuzzleInputError: ``name`` set to two different values (the page's script keeps the last; which board
            the page shows is not sure), said with both.
    """
    values = list(dict.fromkeys(m.group(group) for m in pattern.finditer(script)))
    if len(values) > 1:
        raise PuzzleInputError(f"the page sets {name} twice, to {shown(values[0])} and then {shown(values[1])}: "
                               "which board it shows is not sure; give the puzzle as text or a URL")
    return values[0] if values else None


def _side(value: str, name: str) -> int:
    """A page's ``puzzleWidth`` or ``puzzleHeight`` as a whole number (1e400 was read as 1).

    Raises:
        PuzzleInputError: anything but digits, or 0 (a page of puzzleWidth 0 met the puzzle's own check, which
            named the file without its extension: "q: the board has no cells").
    """
    if not value.isascii() or not value.isdigit():
        raise PuzzleInputError(f"{name} is {shown(value)}, not a whole number of cells")
    digits = value.lstrip("0")  # (5,000 digits met int()'s limit, a traceback: read only as far as it matters)
    if not digits:
        raise PuzzleInputError(f"{name} is 0: a board has at least 1 cell a side")
    if len(digits) > 9 or int(digits) > MAX_SIDE:  # (met the puzzle's own check, which named the file without
        # its extension: "p: board 1x2000 is too large")
        said = f"{int(digits):,}" if len(digits) <= 9 else shown(digits, 24)
        raise PuzzleInputError(f"{name} is {said}: a board has at most {MAX_SIDE} cells a side")
    return int(digits)


@dataclass(frozen=True)
class PageBoard:
    """How a kind's givens appear in its puzzle-*.com page.

    Attributes:
        what: the puzzle's name for messages (``"Yin-Yang"``).
        site: the site's name for messages (``"puzzle-yin-yang.com"``).
        symbols: task-string symbol -> given value (``{"W": 1, "B": 2}``).
        classes: class of a ``task-cell`` div -> given value
            (``{"cell-0": 1, "cell-1": 2}``); each named in messages as
            ``names[value]``.
        names: given value -> its name (``{1: "white", 2: "black"}``).
    """

    what: str
    site: str
    symbols: dict
    classes: dict
    names: dict


def _other_site(text: str, page: PageBoard) -> str:
    """``": the page is from puzzle-nurikabe.com, ..."`` when ``text`` (a page) names another puzzle-*.com site more
    often than ``page.site`` (a page of the family's other genres has a task string too: its clues were "task string
    character 2 is '2'; expected W, B or a-z", the Yin-Yang reader unsaid), else ``""``."""
    from collections import Counter

    sites = Counter(m.group(0).lower() for m in re.finditer(r"(?i)\bpuzzle-[a-z0-9-]+\.com\b", text))
    other = next((site for site, n in sites.most_common() if site != page.site and n > sites[page.site]), None)
    if other is None:
        return ""
    return (f": the page is from {other}; gridsat reads {page.what} pages of {page.site} only: give the puzzle as "
            "its text or puzz.link URL")


def page_not_read(title: str, readers: list, text: str, urls: bool) -> str:
    """What a kind (``title``) that reads no web pages says of a page (``readers``: the titles of the kinds that do;
    ``urls``: whether the kind reads puzz.link URLs), with the puzz.link puzzles the page links when it does: read as
    a text grid, one was "line 1: '<!DOCTYPE'... is too long for a cell"."""
    said = f"an HTML page, which {title} does not read (gridsat reads web pages of {', '.join(readers)} only)"
    links = _links_said(text) if urls else ""
    return said + (links or f": give the puzzle as its text{' or puzz.link URL' if urls else ''}")


def _expand_task(task: str, page: PageBoard, text: str = "") -> list[int]:
    # each letter a-z stands for up to 26 empty cells: counted before any is made, since a page of 8 MB
    # of 'z' made a list of 208 million cells (1.7 GB, past any --memory-limit) before its size was looked at
    cells = sum(ord(ch) - ord("a") + 1 if "a" <= ch <= "z" else 1 for ch in task)
    if cells > MAX_SIDE * MAX_SIDE:
        raise PuzzleInputError(f"the task string gives {cells:,} cells; a board has at most {MAX_SIDE} rows and "
                               f"{MAX_SIDE} columns")
    values: list[int] = []
    for i, ch in enumerate(task, start=1):
        if ch in page.symbols:
            values.append(page.symbols[ch])
        elif "a" <= ch <= "z":
            values.extend([0] * (ord(ch) - ord("a") + 1))
        else:
            raise PuzzleInputError(f"task string character {i:,} is {ch!r}; a {page.site} page's holds only "
                                   f"{', '.join(page.symbols)} or a-z{_other_site(text, page)}")
    return values


_LINK = re.compile(rf"""https?://{PUZZLINK_HOSTS}/p(?:\.html)?\?[^\s"'<>]+""")


def _links_said(text: str) -> str:
    """What a page without a board links to, for its message: a page of puzz.link links was told only "no
    Yin-Yang board found", as if it held nothing.  A link is read as a browser reads it (``&#47;`` is ``/``:
    the address given to copy kept the entity, which named no puzzle)."""
    import html

    links = list(dict.fromkeys(html.unescape(m.group(0)) for m in _LINK.finditer(text)))  # as a browser reads them
    if not links:
        return ""
    first = links[0] if len(links[0]) <= 200 else links[0][:200] + "..."
    return (f"; the page links {counted(len(links), 'puzz.link puzzle')}: give one's URL instead "
            f"('{first}')")


def _square_side(count: int, what: str) -> int:
    side = math.isqrt(count)
    if count == 0 or side * side != count:
        raise PuzzleInputError(f"{what} gives {counted(count, 'cell')}, which is not a square board "
                               "(no puzzleWidth/puzzleHeight in the page)")
    return side


def extract_board(text: str, page: PageBoard, *, source: str = "html") -> list[list[int]]:
    """The givens of a puzzle-*.com page (see the module docstring).

    Args:
        text: the page's HTML.
        page: how the kind's givens appear in it.
        source: where the text came from, for messages.

    Returns:
        rows of ints: 0 empty, else the given's value.

    Raises:
        PuzzleInputError: neither a ``task`` string nor cell divs; a bad task
            character; a cell count that does not match the size (or is not
            a square number when the page gives no size).
    """
    from .html_board import BoardParser

    parser = BoardParser(page)
    try:
        parser.feed(text)
        parser.close()
    except AssertionError as exc:  # html.parser's word for a declaration it cannot read ('<![DOCTYPE html>'): a
        line, column = parser.getpos()  # traceback, from every reader that tries a file as a page
        raise PuzzleInputError(f"line {line}, column {column + 1}: HTML that cannot be read ({exc}): save the page "
                               "again from its site, or give the puzzle as its URL or text", source) from None
    script = "\n".join(parser.scripts)
    try:
        task = _one_value(_TASK, script, "task", 2)
        if task is not None:
            values = _expand_task(task, page, text)
            w, h = _one_value(_WIDTH, script, "puzzleWidth"), _one_value(_HEIGHT, script, "puzzleHeight")
            if w is not None and h is not None:
                cols, rows = _side(w, "puzzleWidth"), _side(h, "puzzleHeight")
                if rows * cols != len(values):
                    raise PuzzleInputError(f"task string gives {counted(len(values), 'cell')} but puzzleWidth x "
                                           f"puzzleHeight is {cols}x{rows} = {rows * cols:,}")
            elif w is not None or h is not None:  # one side alone: the other follows from the cells (a page of
                # puzzleWidth 4 and 36 cells was read as a 6x6 square, its stated width set aside)
                name = "puzzleWidth" if w is not None else "puzzleHeight"
                side = _side(w if w is not None else h, name)
                if len(values) % side:
                    lines, other = ("rows", "puzzleHeight") if w is not None else ("columns", "puzzleWidth")
                    raise PuzzleInputError(f"task string gives {counted(len(values), 'cell')}, not whole {lines} of "
                                           f"{name} = {side} (the page sets no {other})")
                if len(values) // side > MAX_SIDE:  # (met the puzzle's own check, naming the file without its
                    # extension)
                    raise PuzzleInputError(f"task string gives {counted(len(values), 'cell')}: "
                                           f"{len(values) // side:,} {'rows' if w is not None else 'columns'} of "
                                           f"{name} = {side}; a board has at most {MAX_SIDE} cells a side")
                cols, rows = (side, len(values) // side) if w is not None else (len(values) // side, side)
            else:
                rows = cols = _square_side(len(values), "the task string")
        else:
            if parser.problem:
                raise PuzzleInputError(parser.problem)
            if not parser.cells:
                raise PuzzleInputError(f"no {page.what} board found: neither a 'var task' string nor cell <div>s"
                                       + _links_said(text))
            values = parser.cells
            side = math.isqrt(len(values))  # the site's boards are square
            if side * side != len(values):
                raise PuzzleInputError(f"the page has {len(values):,} cell <div>s, which is not a square number "
                                       f"(a {page.site} board is square)")
            rows = cols = side
    except PuzzleInputError as exc:
        raise exc.at(source) from None
    return as_rows(values, rows, cols)


__all__ = ["PageBoard", "extract_board", "looks_like_html", "page_not_read"]
