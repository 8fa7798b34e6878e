"""Boards: a set of cells in a ``rows x cols`` bounding box.

A *cell* is a ``(row, col)`` tuple of ints, row 0 at the top, column 0 at the
left (grid helpers: :mod:`gridsat.core.grid`).  A :class:`Board` is a finite
set of cells inside a bounding box; cells of the box that are not in the set
are holes.  Boards come from ``RxC`` sizes, ASCII masks or arrays.
"""

from __future__ import annotations

import numbers
import re
from dataclasses import dataclass
from collections.abc import Iterable, Mapping

from .errors import PuzzleInputError, counted, did_you_mean, shown, whole_text
from .reading import read_text_file
from .grid import Cell

#: Characters accepted in an ASCII mask: '#' or '1' is a cell, '.' or '0' is not.
CELL_CHARS = frozenset("#1")
HOLE_CHARS = frozenset(".0")

#: Largest board side accepted from user input (cells).
MAX_SIDE = 1000

_RECT = re.compile(r"^\s*([0-9]+)\s*[xX]\s*([0-9]+)\s*$")


def parse_mask(text: str, *, source: str = "mask") -> list[list[bool]]:
    """Parse an ASCII mask into rows of booleans (True = cell).

    Rows are lines; blank lines at the start and end are ignored and
    surrounding white space is stripped; white space inside a row is ignored
    (so ``"# # ."`` equals ``"##."``).

    Raises:
        PuzzleInputError: empty mask, a ragged row (naming the line and both
            lengths), or an unknown symbol (naming line and column).
        TypeError: ``text`` is not a string.
    """
    if not isinstance(text, str):  # a list of rows met AttributeError: 'list' object has no attribute 'lstrip'
        raise TypeError(f"a board mask must be a string (rows of '#' and '.'; Board.from_array takes arrays), got "
                        f"{type(text).__name__}")
    lines = [ln.strip() for ln in text.lstrip("\ufeff").splitlines()]
    skipped = 0  # blank lines before the mask: line numbers are the file's (they were counted from the first row)
    while lines and not lines[0]:
        lines.pop(0)
        skipped += 1
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        raise PuzzleInputError("empty board mask", source)
    if len(lines) > MAX_SIDE:  # refused before reading millions of cells
        raise PuzzleInputError(f"the mask has {len(lines):,} rows; at most {MAX_SIDE} per side", source)
    rows: list[list[bool]] = []
    width = None
    for i, line in enumerate(lines, start=1 + skipped):
        chars = [ch for ch in line if not ch.isspace()]
        if len(chars) > MAX_SIDE:
            raise PuzzleInputError(f"line {i} has {len(chars):,} columns; at most {MAX_SIDE} per side", source)
        row = []
        for j, ch in enumerate(chars, start=1):
            if ch in CELL_CHARS:
                row.append(True)
            elif ch in HOLE_CHARS:
                row.append(False)
            else:
                from .companions import other_companion

                comment = "; a mask has no comment lines ('#' is a cell)" if _remark(line) else ""  # '# my box'
                raise other_companion(text, "board mask", source) or PuzzleInputError(
                    f"unknown symbol {shown(ch)} at line {i}, column {j} (use '#' or '1' for a cell, '.' or '0' for "
                    f"no cell){comment}", source)
        if not row and any(_remark(rest) for rest in lines[i - skipped:]):
            continue  # a remark below, named there: the blank line above it was blamed, "line 9 is empty inside"
        if not row:
            raise PuzzleInputError(f"line {i} is empty inside the mask", source)
        if width is None:
            width, first = len(row), i
        elif len(row) != width:  # was without what to do
            raise PuzzleInputError(f"ragged mask: line {i} has {counted(len(row), 'column')}, line {first} has "
                                   f"{width} (pad with '.' for no cell)", source)
        rows.append(row)
    return rows


def _remark(line: str) -> bool:  # '# my box', '% from the book' (told of 'm' alone, or '%': "unknown symbol")
    return line.lstrip()[:1] in ("#", "%") and any(a.isalpha() and b.isalpha() for a, b in zip(line, line[1:]))


def _check_sides(rows: int, cols: int) -> None:
    for side, what in ((rows, "rows"), (cols, "columns")):
        if side < 1:
            raise PuzzleInputError(f"board {shown(rows)}x{shown(cols)} has {shown(side)} {what}; need at least 1")
        if side > MAX_SIDE:
            raise PuzzleInputError(f"board {shown(rows)}x{shown(cols)} is too large (at most {MAX_SIDE} per side)")


#: The built-in boards by name (besides ``RxC`` rectangles), as masks: ``#`` a cell, ``.`` a hole.
BUILTIN_BOARDS = {
    "8x8-centre": "\n".join(["########"] * 3 + ["###..###"] * 2 + ["########"] * 3),
}


def _a_number(value) -> bool:
    """Whether ``value`` is a real number (True and False too), as :meth:`Board.from_array` reads one."""
    return isinstance(value, numbers.Real)


def _cell_value(value) -> float:
    """A number numpy keeps as an object, as :meth:`Board.from_array` reads it: 1.0 a cell (non-zero), 0.0 a hole;
    NaN and infinities kept as they are (refused as such)."""
    try:
        f = float(value)
    except OverflowError:  # a whole number past a float's range: non-zero
        return 1.0
    return f if f != f or f in (float("inf"), float("-inf")) else float(f != 0)


@dataclass(frozen=True)
class Board:
    """A set of cells in a ``rows x cols`` bounding box.

    Attributes:
        rows, cols: size of the bounding box (cells).
        cells: ``frozenset[Cell]`` of the board's cells, all inside the box.
        name: a label for messages and pictures.
    """

    rows: int
    cols: int
    cells: frozenset
    name: str = ""

    def __post_init__(self):
        """Refuse a box or cells that are not a board: a side that is not a whole number from 1 to
        :data:`MAX_SIDE`, cells that are not ``(row, col)`` pairs of whole numbers inside the box, no
        cell at all (a board of no cells was "solved" with no tiling, and the checker refused it).

        Raises:
            TypeError: ``rows``, ``cols``, ``cells`` or ``name`` of the wrong type (named).
            PuzzleInputError: a side out of range, a cell outside the box, no cell.
        """
        from .options import whole

        for side, what in ((self.rows, "rows"), (self.cols, "cols")):
            side = whole(side)  # numpy's integers too, as Polyomino's cells take them
            if isinstance(side, bool) or not isinstance(side, int):
                raise TypeError(f"Board {what} must be a whole number, got {shown(side)}")
            object.__setattr__(self, what, side)
        _check_sides(self.rows, self.cols)
        if not isinstance(self.name, str):
            raise TypeError(f"Board name must be a string, got {shown(self.name)}")
        cells, rows, cols = self.cells, self.rows, self.cols
        wrong = TypeError(f"Board cells must be a set of (row, col) pairs of whole numbers, got {shown(cells)}")
        if isinstance(cells, (str, bytes)) or not isinstance(cells, (frozenset, set, list, tuple)):
            raise wrong
        try:  # one pass: the first cell of the wrong type or outside the box
            cells = cells if isinstance(cells, frozenset) else frozenset(cells)
            odd = next(((r, c) for r, c in cells if type(r) is not int or type(c) is not int
                        or not (0 <= r < rows and 0 <= c < cols)), None)
            if odd is not None and (type(odd[0]) is not int or type(odd[1]) is not int):  # numpy's: as ints
                cells = frozenset((whole(r), whole(c)) for r, c in cells)
                odd = next(((r, c) for r, c in cells if type(r) is not int or type(c) is not int
                            or not (0 <= r < rows and 0 <= c < cols)), None)
        except (TypeError, ValueError):  # not pairs, or unhashable
            raise wrong from None
        if odd is not None:
            if type(odd[0]) is not int or type(odd[1]) is not int:
                raise wrong
            raise PuzzleInputError(f"cell ({odd[0]}, {odd[1]}) lies outside the {rows}x{cols} box")
        if not cells:
            raise PuzzleInputError("board has no cells", self.name or None)
        if cells is not self.cells:
            object.__setattr__(self, "cells", cells)

    # -- constructors -------------------------------------------------
    @classmethod
    def _made(cls, rows: int, cols: int, cells: frozenset, name: str) -> "Board":
        """A board of cells its own constructors built (whole numbers inside the box, at least one, sides
        checked): not checked again cell by cell, which took 0.4 s of a 1000x1000 board's 0.6 s.  Its name is
        checked as the dataclass checks it: ``from_array(a, name=5)`` made a board whose messages said 'board 5'."""
        if not isinstance(name, str):
            raise TypeError(f"Board name must be a string, got {shown(name)}")
        board = object.__new__(cls)
        for field_name, value in (("rows", rows), ("cols", cols), ("cells", cells), ("name", name)):
            object.__setattr__(board, field_name, value)
        return board

    @classmethod
    def rectangle(cls, rows: int, cols: int, name: str | None = None) -> "Board":
        """A full ``rows x cols`` rectangle.

        Raises:
            PuzzleInputError: a side is below 1 or above :data:`MAX_SIDE`.
            TypeError: a side is not a whole number.
        """
        from .options import whole

        rows, cols = whole(rows), whole(cols)  # numpy's integers too
        for side, what in ((rows, "rows"), (cols, "cols")):
            if isinstance(side, bool) or not isinstance(side, int):  # 2.5 met range(), '3' a comparison, True ran
                raise TypeError(f"Board.rectangle {what} must be a whole number, got {shown(side)}")
        _check_sides(rows, cols)
        cells = frozenset((r, c) for r in range(rows) for c in range(cols))
        return cls._made(rows, cols, cells, name or f"{rows}x{cols}")

    @classmethod
    def from_mask(cls, text: str, name: str = "mask") -> "Board":
        """A board from an ASCII mask ('#'/'1' cell, '.'/'0' no cell).

        Raises:
            PuzzleInputError: as :func:`parse_mask`, or a mask without cells.
        """
        rows = parse_mask(text, source=name)
        cells = frozenset((r, c) for r, row in enumerate(rows) for c, v in enumerate(row) if v)
        if not cells:
            raise PuzzleInputError("board has no cells", name)
        return cls._made(len(rows), len(rows[0]), cells, name)

    @classmethod
    def from_array(cls, array, name: str = "array") -> "Board":
        """A board from a 2-D array-like of truthy (cell) / falsy (hole) values.

        Raises:
            TypeError: not an array nor rows (None, a number, a dict).
            PuzzleInputError: not two-dimensional, ragged rows, values that
                are not numbers or true/false (strings: use
                :meth:`from_mask`), a NaN, an infinity or a masked value, or no cell at all.
        """
        import numpy as np

        if isinstance(array, (list, tuple)) and all(hasattr(row, "__len__") and not isinstance(row, (str, bytes))
                                                    for row in array):  # numpy rows too (numpy's message named no row)
            ragged = next((r for r, row in enumerate(array) if len(row) != len(array[0])), None)
            if ragged is not None:
                raise PuzzleInputError(f"board array rows are ragged (row {ragged + 1} has {len(array[ragged])} "
                                       f"values, row 1 has {len(array[0])})", name)
        if isinstance(array, str):  # a mask's text was "must be 2-D and non-empty, got shape ()"
            raise PuzzleInputError("board array must be rows of numbers or true/false, got a string: for '#'/'.' "
                                   "rows use Board.from_mask", name)
        # None or 5 was a PuzzleInputError "must be 2-D and non-empty, got shape ()", where from_mask(None) is a
        # TypeError naming it
        if array is None or isinstance(array, (int, float, complex, dict, set, frozenset, np.generic)):
            raise TypeError(f"Board.from_array: array must be rows of numbers or true/false (a 2-D array), got "
                            f"{type(array).__name__} {shown(array, 40)}")
        if isinstance(array, np.ma.MaskedArray) and np.ma.getmaskarray(array).any():  # np.asarray took the data
            # under a mask: a masked-out entry holding 1 became a cell unsaid
            r, c = (int(i) for i in np.argwhere(np.ma.getmaskarray(array))[0])
            raise PuzzleInputError(f"board array has a masked value at row {r + 1}, column {c + 1} (neither a cell "
                                   "nor a hole): fill it first, e.g. array.filled(0) for holes", name)
        try:
            a = np.asarray(array)
        except ValueError:  # a string row among lists: 'setting an array element with a sequence...'
            raise PuzzleInputError("board array must be rows of numbers or true/false of one length", name) from None
        if a.ndim != 2 or a.size == 0:
            raise PuzzleInputError(f"board array must be 2-D and non-empty, got shape {a.shape}", name)
        _check_sides(int(a.shape[0]), int(a.shape[1]))  # before its cells: a 3000x3000 array took 14 s to refuse
        if a.dtype.kind == "O" and all(_a_number(x) for x in a.flat):  # numbers numpy keeps as objects (a whole
            # number past 64 bits, an object array) were "must hold numbers..., got object values (1...)"
            a = np.array([[_cell_value(v) for v in row] for row in a.tolist()], dtype=float)
        if a.dtype.kind not in "biuf":  # '.' is a true string: a mask's rows would all be cells
            first = a.flat[0].item() if hasattr(a.flat[0], "item") else a.flat[0]
            what = "strings" if a.dtype.kind in "US" or isinstance(first, str) else f"{a.dtype} values"
            raise PuzzleInputError(f"board array must hold numbers or true/false (non-zero: a cell), got {what} "
                                   f"({first!r}...); for '#'/'.' rows use Board.from_mask", name)
        if a.dtype.kind == "f" and not np.isfinite(a).all():  # an infinity is no more a cell than a NaN is
            r, c = (int(i) for i in np.argwhere(~np.isfinite(a))[0])
            value = "NaN" if np.isnan(a[r, c]) else float(a[r, c])
            raise PuzzleInputError(f"board array has {value} at row {r + 1}, column {c + 1} (neither a cell nor a "
                                   "hole)", name)
        cells = frozenset((int(r), int(c)) for r, c in zip(*np.nonzero(a)))
        if not cells:
            raise PuzzleInputError("board has no cells", name)
        return cls._made(int(a.shape[0]), int(a.shape[1]), cells, name)

    @classmethod
    def parse(cls, spec: str, builtins: dict[str, str] | None = None) -> "Board":
        """A board from ``"RxC"``, a built-in name (of ``builtins``; None: the packing's, ``8x8-centre``), or a
        mask file path.

        Raises:
            PuzzleInputError: bad size, unknown name and no such file, bad mask.
            TypeError: ``spec`` is not a string, ``builtins`` not a dict or None.
        """
        if not isinstance(spec, str):
            raise TypeError(f"Board.parse spec must be 'RxC', a built-in board's name or a mask file, "
                            f"got {shown(spec)}")
        if builtins is not None and not isinstance(builtins, Mapping):  # 5 met "argument of type 'int' is not..."
            raise TypeError("Board.parse builtins must be a dict of board names to masks or None, got "
                            f"{shown(builtins)}")
        m = _RECT.match(spec)
        if m:
            return cls.rectangle(*(whole_text(g, "board side") for g in m.groups()))
        if builtins is None:  # the built-in boards gridsat.pack takes ('8x8-centre' was "unknown board" here)
            builtins = BUILTIN_BOARDS
        if builtins and spec in builtins:
            return cls.from_mask(builtins[spec], name=spec)
        from pathlib import Path  # here, not at the top: reading a puzzle needs no pathlib

        from .files import is_file, missing_file_error

        path = Path(spec)
        if is_file(path):
            return cls.from_mask(read_text_file(path, "board file"), name=path.name)
        drawn = spec.strip()  # a mask's own drawing: "unknown board '##\n##': give RxC ..." named no way to give it
        if drawn and set(drawn) <= set("#.01/\n\r ") and ("\n" in drawn or "/" in drawn and "#" in drawn):
            from .settings import spelled

            how = spelled("save the drawing in a file and name it", "give its rows as a list (['##', '##']) or "
                          "Board.from_mask(TEXT)")
            raise PuzzleInputError(f"board {shown(spec)} is a mask's drawing, where a size, a name or a file goes: "
                                   f"{how}")
        missing = missing_file_error(spec, "board file", "RxC, a built-in name or a file")
        if missing:
            raise missing
        from .wording import size_meant  # '3x2O' and '6*10' were "unknown board" with no word of the size meant

        known, meant = ", ".join(sorted(builtins or {})), size_meant(spec)
        close = f" (did you mean {meant!r}?)" if meant else did_you_mean(spec, builtins or {})
        raise PuzzleInputError(f"unknown board {shown(spec)}{close}: give RxC (e.g. "
                               f"6x10){', a mask file, or one of: ' + known if known else ' or a mask file'}")

    @property
    def label(self) -> str:
        """What messages call the board: its name, or ``RxC`` when it has none (a board made without a name was
        'board  has 2 cells to cover')."""
        return self.name or f"{self.rows}x{self.cols}"

    def __repr__(self) -> str:  # the cell set is long: show its size and name
        return f"Board({self.rows}x{self.cols}, {counted(self.area, 'cell')}, name={self.name!r})"

    # -- queries ------------------------------------------------------
    @property
    def area(self) -> int:
        """Number of cells."""
        return len(self.cells)

    def __contains__(self, cell) -> bool:
        return cell in self.cells

    def sorted_cells(self) -> list[Cell]:
        """Cells in row-major order."""
        return sorted(self.cells)

    def to_array(self):
        """``numpy`` ``bool`` array of shape ``(rows, cols)``, True on cells."""
        import numpy as np

        a = np.zeros((self.rows, self.cols), dtype=bool)
        for r, c in self.cells:
            a[r, c] = True
        return a

    def to_mask(self) -> str:
        """The board as an ASCII mask ('#' cell, '.' hole)."""
        return "\n".join("".join("#" if (r, c) in self.cells else "." for c in range(self.cols))
                         for r in range(self.rows))

    def without(self, cells: Iterable[Cell], name: str | None = None) -> "Board":
        """A copy with ``cells`` (``(row, col)`` pairs) removed.

        Raises:
            TypeError: ``cells`` not an iterable of cells (``3``; a string ``"ab"`` was read as the cells 'a' and
                'b', and nothing removed).
            PuzzleInputError: a cell that is not a pair of whole numbers (``(0, 0.5)``), or not on the board
                (``(9, 9)`` on a 3x4 board): either was ignored, the board returned whole.
        """
        from .grid import whole_cells

        gone = frozenset(whole_cells(cells, "cells to remove"))
        off = sorted(gone - self.cells)
        if off:
            raise PuzzleInputError(f"cell {off[0]} to remove is not on board {self.label}")
        return Board(self.rows, self.cols, self.cells - gone, name or self.name)

    def symmetries(self) -> list:
        """The symmetries of the board as functions ``Cell -> Cell``.

        Of the 8 symmetries of the square (rotations and reflections about
        the bounding box's centre) those that map the cell set onto itself;
        the identity is always first.  Rotations by 90 degrees are only
        considered on square boxes.
        """
        R, C = self.rows - 1, self.cols - 1
        candidates = [
            lambda rc: rc,
            lambda rc: (R - rc[0], C - rc[1]),
            lambda rc: (R - rc[0], rc[1]),
            lambda rc: (rc[0], C - rc[1]),
        ]
        if self.rows == self.cols:
            candidates += [
                lambda rc: (rc[1], rc[0]),
                lambda rc: (C - rc[1], R - rc[0]),
                lambda rc: (rc[1], R - rc[0]),
                lambda rc: (C - rc[1], rc[0]),
            ]
        return [f for f in candidates if frozenset(map(f, self.cells)) == self.cells]
