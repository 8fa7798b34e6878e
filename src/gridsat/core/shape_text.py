"""Piece shapes as data: normalised cell tuples, the ASCII drawings pieces are written in, and the check of a
shape given to a :class:`~gridsat.core.polyomino.Polyomino` method (re-exported by :mod:`gridsat.core.polyomino`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .errors import PuzzleInputError, counted, shown, quoted
from .grid import is_edge_connected

Shape = tuple  # tuple[Cell, ...] sorted, normalised to min row/col 0


def normalise(cells) -> Shape:
    """Translate ``cells`` so the minimum row and column are 0; sorted tuple."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


@lru_cache(maxsize=1 << 14)
def shape_of(cells: tuple) -> Shape:
    """:func:`normalise` of a hashable cell tuple, remembered: the same
    placements recur across the answers of one board (every date of a
    calendar year), and checking each one's shape is then a lookup."""
    return normalise(cells)


def shape_arg(cells, flip, method: str) -> Shape | None:
    """The normalised shape of :class:`~gridsat.core.polyomino.Polyomino` ``method``'s ``cells`` argument
    (None for no cell at all).

    Raises:
        TypeError: ``cells`` not ``(row, col)`` pairs of whole numbers (half-squares ``(0.5, 0)`` were taken for
            a domino; None, a string or lists met "not iterable", "not enough values to unpack" or "unhashable
            type"), or ``flip`` not True or False; naming the method and the argument.
    """
    from .options import truth

    flip = truth(flip)  # numpy's np.True_ too
    if not isinstance(flip, bool):
        raise TypeError(f"Polyomino.{method} flip must be True or False, got {shown(flip)}")
    pairs = None
    from .options import plain_rows

    cells = plain_rows(cells)  # a numpy array of (row, col) rows
    if not isinstance(cells, (str, bytes)):
        try:
            pairs = tuple(cells)
        except TypeError:
            pairs = None
    if pairs is None or not all(isinstance(c, (tuple, list)) and len(c) == 2 and all(
            hasattr(v, "__index__") and not isinstance(v, bool) for v in c) for c in pairs):
        raise TypeError(f"Polyomino.{method} cells must be (row, col) pairs of whole numbers, got {shown(cells)}")
    return shape_of(tuple((int(r), int(c)) for r, c in pairs)) if pairs else None


#: Bytes a piece's square takes while its drawing is parsed and checked (measured: 300 at the peak).
BYTES_PER_SQUARE = 320


def parse_shape(text: str, *, name: str = "piece") -> Shape:
    """Parse a piece drawn in ASCII: '#' (or '1', or the piece's letter) is a
    square, '.' (or '0' or a space inside a row) is empty.  Rows are separated
    by newlines or by '/'.

    Raises:
        PuzzleInputError: no square, an empty row between rows (``##//##``)
            or a drawing beginning or ending in ``/``,
            rows of different lengths, an unknown symbol, or squares that
            are not edge-connected; inside a run's
            reading, a piece needing more than its memory limit
            (:func:`~gridsat.core.reading.check_parsed_memory`).
        TypeError: ``text`` or ``name`` not a string.
    """
    if not isinstance(text, str) or not isinstance(name, str):  # an int met AttributeError ('strip')
        raise TypeError(f"a piece's shape and name must be strings, got {shown(text)} and {shown(name)}")
    # a long name is quoted cut with its length (a 3,000-letter one was written whole, the line cut before its fault)
    called = name if len(name) <= 40 and name.isprintable() else shown(name, 40)
    drawn = text.strip()
    if drawn.startswith("/") or drawn.endswith("/"):  # '###/' was read as I3: a row the user meant was lost
        end = "begins with" if drawn.startswith("/") else "ends in"
        raise PuzzleInputError(f"piece {called}: the drawing {end} '/', an empty row; draw the row (with '.' "
                               f"for empty squares) or drop the '/'")
    if ":" in drawn:  # 'A:B: ##/##' was "ragged piece A: row 2 has 2 cells, row 1 has 5 ... row 2 is '##'"
        raise PuzzleInputError(f"piece {called}: its drawing {shown(drawn, 46)} holds a ':'; a line is one piece, "
                               f"'NAME: ROW/ROW/...', its name ASCII letters, digits and '_' (no ':')")
    comment = re.search(r"\s#(?=[^\n]*[^#.01\s/])[^\n]*", drawn)  # 'O: ##/## # a square' was told "a space is an
    if comment:  # empty square, so row 2 is '## # a square': write the rows without spaces ('.#./.#.')"
        raise PuzzleInputError(f"piece {called}: {comment.group().strip()!r} after the drawing reads as part of it; "
                               "a comment goes on a line of its own, starting with '#'")
    rows = [r.rstrip() for r in re.split(r"[/\n]", text.strip("\n"))]
    while rows and not rows[-1]:
        rows.pop()
    while rows and not rows[0]:
        rows.pop(0)
    if "" in rows:  # '##//##' was read as the O tetromino: the empty row between was dropped, not kept
        raise PuzzleInputError(f"piece {called}: row {rows.index('') + 1} is empty; draw an empty row with '.' "
                               f"('##/../##'), or leave the row out")
    for i, row in enumerate(rows[1:], start=2):
        if len(row) != len(rows[0]):  # '. # . / . # .' was "row 2 has 6 cells, row 1 has 5": its blanks are squares
            packed = [r.replace(" ", "") for r in rows]  # the drawing as meant, when the spaces only separated
            example = "/".join(packed) if len(set(map(len, packed))) == 1 else ".#./.#."
            spaced = (f"; a space is an empty square, so row {i} is {row!r}: write the rows without spaces "
                      f"({example!r})" if " " in row + rows[0] else "")
            raise PuzzleInputError(f"ragged piece {called}: row {i} has {counted(len(row), 'cell')}, row 1 has "
                                   f"{len(rows[0])} (pad with '.'){spaced}")
    squares = sum(len(row) - row.count(".") - row.count("0") - row.count(" ") for row in rows)
    from .reading import check_parsed_memory

    check_parsed_memory(squares * BYTES_PER_SQUARE, f"piece {called} ({squares:,} squares)")
    cells = []
    for i, row in enumerate(rows):
        for j, ch in enumerate(row.rstrip()):
            if ch in "#1" or (len(name) and ch == name[0] and ch.isalpha()):
                cells.append((i, j))
            elif ch not in ".0 ":
                raise PuzzleInputError(f"unknown symbol {quoted(ch)} in row {i + 1} of piece {called} (use '#' and "
                                       "'.')")
    if not cells:
        raise PuzzleInputError(f"piece {called} has no squares")
    if not is_edge_connected(cells):  # 'I: # # # #' was told this alone, its spaces unnamed
        spaced = "; a space is an empty square: write the rows without spaces ('##/#.')" if " " in "".join(
            r.strip() for r in rows) else ""
        raise PuzzleInputError(f"piece {called} is not edge-connected{spaced}")
    return normalise(cells)


def builtin_shape(text: str, name: str = "piece") -> Shape:
    """:func:`parse_shape` of one of gridsat's own drawings (a built-in piece set's): not the user's input, so
    never held to a run's reading memory limit (``hint --memory-limit 1e-6`` on a Hitori was refused as
    'piece I (4 squares) needs about 1.2 KB': LITS' tetrominoes, parsed as the kinds loaded while reading)."""
    from .reading import reading_within

    with reading_within(None):
        return parse_shape(text, name=name)
