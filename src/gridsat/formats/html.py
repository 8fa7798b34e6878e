"""Yin-Yang boards from HTML pasted from puzzle-yin-yang.com.

Two sources in the page are read, in this order (the structure described in
gridsat issue 4, "Input formats"):

1. the page script's run-length string ``var task = '...'``: ``W`` one white
   given circle, ``B`` one black given circle, ``a``..``z`` 1..26 empty
   cells, row-major; the size comes from ``puzzleWidth`` / ``puzzleHeight``
   when the page has them, else the board must be square;
2. otherwise the board's ``<div>`` cells in document order: a div with class
   ``task-cell`` is a given (``cell-0`` white, ``cell-1`` black); any other div
   with class ``cell`` (``cell selectable ...``) is empty.  The board is
   square, so the number of cell divs must be a square number.

The page is parsed with :mod:`html.parser` from the standard library (never
evaluated); script text is searched with regular expressions only.
"""

from __future__ import annotations

import math
import re
from html.parser import HTMLParser

from ..core.errors import PuzzleInputError

_TASK = re.compile(r"""\btask\s*[:=]\s*(['"])([^'"]*)\1""")
_WIDTH = re.compile(r"""\bpuzzleWidth['"]?\s*[:=]\s*['"]?(\d+)""")
_HEIGHT = re.compile(r"""\bpuzzleHeight['"]?\s*[:=]\s*['"]?(\d+)""")


def looks_like_html(text: str) -> bool:
    """True when ``text`` looks like an HTML page or fragment (a tag)."""
    return bool(re.search(r"<\s*(html|body|div|script|!doctype)\b", text, re.IGNORECASE))


class _BoardParser(HTMLParser):
    """Collects script text and the cell divs' values (0/1/2, document order)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.scripts: list[str] = []
        self.cells: list[int] = []
        self._in_script = False
        self.problem: str | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self._in_script = True
            return
        if tag != "div":
            return
        classes = set()
        for name, value in attrs:
            if name == "class" and value:
                classes.update(value.split())
        if "task-cell" in classes:
            if "cell-0" in classes:
                self.cells.append(1)
            elif "cell-1" in classes:
                self.cells.append(2)
            elif self.problem is None:
                line, col = self.getpos()
                self.problem = (f"line {line}, column {col + 1}: a 'task-cell' div has neither class "
                                "'cell-0' (white) nor 'cell-1' (black)")
        elif "cell" in classes:
            self.cells.append(0)

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts.append(data)


def _expand_task(task: str) -> list[int]:
    values: list[int] = []
    for i, ch in enumerate(task, start=1):
        if ch == "W":
            values.append(1)
        elif ch == "B":
            values.append(2)
        elif "a" <= ch <= "z":
            values.extend([0] * (ord(ch) - ord("a") + 1))
        else:
            raise PuzzleInputError(f"task string character {i} is {ch!r}; expected W, B or a-z")
    return values


def _square_side(count: int, what: str) -> int:
    side = math.isqrt(count)
    if count == 0 or side * side != count:
        raise PuzzleInputError(f"{what} gives {count} cells, which is not a square board "
                               "(no puzzleWidth/puzzleHeight in the page)")
    return side


def extract_yinyang(text: str, *, source: str = "html") -> list[list[int]]:
    """The Yin-Yang givens in a puzzle-yin-yang.com page.

    Returns:
        rows of ints (0 empty, 1 white circle, 2 black circle).

    Raises:
        PuzzleInputError: neither a ``task`` string nor cell divs; a bad task
            character; a cell count that does not match the size (or is not
            a square number when the page gives no size).
    """
    parser = _BoardParser()
    parser.feed(text)
    parser.close()
    script = "\n".join(parser.scripts)
    m = _TASK.search(script)
    try:
        if m:
            values = _expand_task(m.group(2))
            w, h = _WIDTH.search(script), _HEIGHT.search(script)
            if w and h:
                cols, rows = int(w.group(1)), int(h.group(1))
                if rows * cols != len(values):
                    raise PuzzleInputError(f"task string gives {len(values)} cells but puzzleWidth x "
                                           f"puzzleHeight is {cols}x{rows} = {rows * cols}")
            else:
                rows = cols = _square_side(len(values), "the task string")
        else:
            if parser.problem:
                raise PuzzleInputError(parser.problem)
            if not parser.cells:
                raise PuzzleInputError("no Yin-Yang board found: neither a 'var task' string nor cell <div>s")
            values = parser.cells
            side = math.isqrt(len(values))
            if side * side != len(values):
                raise PuzzleInputError(f"the page has {len(values)} cell <div>s, which is not a square number "
                                       "(a puzzle-yin-yang.com board is square)")
            rows = cols = side
    except PuzzleInputError as exc:
        raise exc.at(source) from None
    return [values[r * cols:(r + 1) * cols] for r in range(rows)]
