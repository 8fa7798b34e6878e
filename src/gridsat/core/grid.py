"""Grid helpers: neighbours, 2x2 blocks, the border ring, connected components.

A *cell* is a ``(row, col)`` tuple of ints, row 0 at the top, column 0 at
the left.  Functions that take ``rows, cols`` work on the full
``rows x cols`` rectangle; functions that take a cell set work on any set.
:class:`FlatGrid` numbers the box's cells ``r * cols + c`` for the
deductions that keep a position as one flat list.
"""

from __future__ import annotations

import numbers
from collections import deque
from collections.abc import Callable, Iterable
from functools import cached_property

from .errors import shown

Cell = tuple[int, int]


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four orthogonal neighbours of ``cell`` (up, down, left, right),
    whether or not they exist on a board."""
    r, c = cell
    return (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)


def sides(rows, cols) -> None:
    """Refuse a board size that is not two whole numbers from 0 (numpy's are whole), as every helper here that lays
    out a ``rows x cols`` box does: ``rows="3"`` met Python's
    "'<' not supported between instances of 'int' and 'str'", ``rows=True`` was read as one row (a loop's
    model then had no answer, a corner's number counted the first row's cells alone), said as a "Truex3" grid.

    Raises:
        TypeError: ``rows`` or ``cols`` not a whole number (text, a float, True or False).
        ValueError: ``rows`` or ``cols`` below 0.
    """
    for what, size in (("rows", rows), ("cols", cols)):
        if isinstance(size, bool) or not hasattr(type(size), "__index__"):
            raise TypeError(f"{what} must be a whole number, got {type(size).__name__} {size!r}"[:200])
        if size < 0:
            raise ValueError(f"{what} must be 0 or more, got {size}")


def board_cell(rows: int, cols: int, cell, what: str = "cell") -> Cell:
    """``cell`` as an ``(r, c)`` pair of ints on the ``rows x cols`` board (a ray from ``(-1, 0)`` was the whole of
    column 1, ``[1]`` met Python's "not enough values to unpack", ``(1.0, 1)`` gave cells of floats).

    Raises:
        TypeError: ``cell`` not a pair of whole numbers.
        ValueError: ``cell`` off the board.
    """
    try:
        r, c = cell
    except (TypeError, ValueError):
        raise TypeError(f"{what} must be a (row, column) pair, got {type(cell).__name__} {shown(cell, 40)}") from None
    if any(isinstance(x, bool) or not isinstance(x, numbers.Integral) for x in (r, c)):
        raise TypeError(f"{what} must be a pair of whole numbers (row, column), got {shown(cell, 40)}")
    if not (0 <= r < rows and 0 <= c < cols):
        raise ValueError(f"{what} {shown(cell, 40)} is not a cell of a {rows}x{cols} board")
    return int(r), int(c)


def box_neighbours(rows: int, cols: int) -> Callable[[Cell], list]:
    """A function ``cell -> [neighbours inside the rows x cols box]`` (a partial of a module function, not a
    closure: puzzles and results that keep it pickle, for process pools and notebooks)."""
    from functools import partial

    sides(rows, cols)
    return symmetric(partial(_box_neighbours, rows, cols))


def symmetric(neighbours):
    """``neighbours`` (a function ``cell -> cells``) marked as naming each pair both ways (a cell is its neighbour's
    neighbour), so the rule vocabulary takes it as it is (:func:`gridsat.constraints.tagging.both_ways` otherwise
    reads every cell's neighbours first, 0.23 s on a 300x300 board).  Returns ``neighbours``; usable as a
    decorator."""
    neighbours.symmetric = True
    return neighbours


def _box_neighbours(rows: int, cols: int, cell: Cell) -> list:
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < rows and 0 <= c + dc < cols]


def as_rows(flat, rows: int, cols: int) -> list:
    """A row-major sequence of ``rows * cols`` cell values as ``rows`` slices
    of ``cols`` values (lists from a list, strings from a string)."""
    sides(rows, cols)
    return [flat[r * cols:(r + 1) * cols] for r in range(rows)]


def cell_values(values, cells: int, what: str = "cells") -> list:
    """``values`` (a solver's values of ``cells`` cells or placements, in order: a list, tuple or array of numbers)
    as a list, checked (a decoder given "a" or b"x" read it as one cell's value, the board's other cells left out).

    Raises:
        TypeError: ``values`` a string, bytes, a mapping or no sequence, or a value not a number.
        PuzzleInputError: not ``cells`` values.
    """
    from numbers import Number

    from .errors import PuzzleInputError

    if isinstance(values, (str, bytes, bytearray, dict)) or not hasattr(values, "__iter__"):
        raise TypeError(f"values must be {_meant(what)}, got {type(values).__name__} {shown(values, 40)}")
    flat = list(values)
    wrong = [v for v in flat if not isinstance(v, Number) and getattr(v, "dtype", None) is None]  # numpy's bool_ is
    # no Number
    if wrong:
        wrong = wrong[0]
        raise TypeError(f"values must be {_meant(what)}, got a {type(wrong).__name__} {shown(wrong, 40)} among them")
    if len(flat) != cells:
        raise PuzzleInputError(f"values has {len(flat):,} values for {cells:,} {what}")
    return flat


def _meant(what: str) -> str:
    """What a decoder's values are, in a message (a placement decoder's were called "the cells' values")."""
    if what == "cells":
        return "the cells' values (a list of numbers, row-major)"
    return f"the {what}' values (a list of numbers, one per {what.rstrip('s')}, in order)"


def not_zero_one(flat: list) -> int | None:
    """The index of the first value of ``flat`` neither 0 nor 1 (2, -1, 0.5 and NaN were read as chosen), or None."""
    return next((i for i, v in enumerate(flat) if not (v == 0 or v == 1)), None)


def box_cells(rows: int, cols: int) -> list[Cell]:
    """Every cell of the ``rows x cols`` box in row-major order."""
    sides(rows, cols)
    return [(r, c) for r in range(rows) for c in range(cols)]


def lines(rows: int, cols: int) -> list[list[Cell]]:
    """Every row of the ``rows x cols`` box (top to bottom), then every
    column (left to right), each a list of its cells in order."""
    sides(rows, cols)
    return ([[(r, c) for c in range(cols)] for r in range(rows)]
            + [[(r, c) for r in range(rows)] for c in range(cols)])


def named_lines(rows: int, cols: int) -> list[tuple[str, list[Cell]]]:
    """:func:`lines` with their names as a person reads them: ``("row 1",
    cells)`` ... ``("column 1", cells)`` ..., numbered from 1."""
    return [(f"row {i + 1}" if i < rows else f"column {i - rows + 1}", line)
            for i, line in enumerate(lines(rows, cols))]


def blocks_2x2(rows: int, cols: int, check: Callable | None = None) -> list[tuple[Cell, Cell, Cell, Cell]]:
    """Every 2x2 block of the box as ``(top-left, top-right, bottom-left, bottom-right)``;
    ``check`` (a deadline check that raises, or None) is called before every 64th row
    (a 1000x1000 box's million blocks take over a second)."""
    sides(rows, cols)
    blocks: list = []
    for r in range(rows - 1):
        if check is not None and not r % 64:
            check()
        blocks.extend(((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)) for c in range(cols - 1))
    return blocks


def border_ring(rows: int, cols: int) -> list[Cell]:
    """The box's border cells in clockwise order from the top-left corner,
    each once (a box of one row or column gives its cells in order, a box of none no cells: a 0x3 box's ring was
    cells of row -1)."""
    sides(rows, cols)
    if rows <= 1 or cols <= 1:
        return box_cells(rows, cols)
    R, C = rows - 1, cols - 1
    ring = [(0, c) for c in range(C)] + [(r, C) for r in range(R)]
    ring += [(R, c) for c in range(C, 0, -1)] + [(r, 0) for r in range(R, 0, -1)]
    return ring


def components(cells: Iterable[Cell], neighbours_of: Callable[[Cell], Iterable[Cell]] = neighbours) -> list[set]:
    """The orthogonally connected components of ``cells`` (a list of sets,
    ordered by their smallest cell)."""
    cells = list(cells)
    left = set(cells)
    out = []
    # Sorted as given, not as a set: cells come in row-major order, which sorts in a pass, where a set of a
    # million sorts in one uninterruptible call of over a second (past a reading deadline, see reading_under).
    for start in sorted(cells):
        if start not in left:
            continue
        comp = {start}
        left.discard(start)
        queue = deque([start])
        while queue:
            for nb in neighbours_of(queue.popleft()):
                if nb in left:
                    left.discard(nb)
                    comp.add(nb)
                    queue.append(nb)
        out.append(comp)
    return out


def groups_from(parts: list, name: Callable | None = None, *, most: int = 3) -> str:
    """Where the groups of a connectivity rule lie, for a checker's line:
    ``"r1c1 and r3c4"``, or ``"r1c1, r2c5, r4c4 and 2 more"`` past ``most``
    groups; each group named by ``name`` of its smallest member (default:
    the cell, ``r1c1``)."""
    if name is None:
        from .errors import cell_name as name
    named = [name(min(part)) for part in sorted(parts, key=min)]
    if len(named) > most:
        return f"{', '.join(named[:most])} and {len(named) - most} more"
    return ", ".join(named[:-1]) + f" and {named[-1]}" if len(named) > 1 else "".join(named)


def is_edge_connected(cells: Iterable[Cell]) -> bool:
    """True when ``cells`` (``(row, col)`` pairs of whole numbers) form one orthogonally connected group (empty:
    False).  The cells are numbered row by row in their bounding box, with a blank column each side so that no
    step left or right wraps to another row: a search over numbers takes less than half the time of one over
    pairs (a million-square piece, side by side: 2.1 s against 5.0)."""
    cells = list(cells)
    if not cells:
        return False
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    width = max(c for _, c in cells) - c0 + 3
    left = {(r - r0) * width + (c - c0 + 1) for r, c in cells}
    start = left.pop()
    stack, steps = [start], (1, -1, width, -width)
    while stack:
        at = stack.pop()
        for step in steps:
            if at + step in left:
                left.discard(at + step)
                stack.append(at + step)
    return not left


def outer_boundary(component: set, neighbours_of: Callable[[Cell], Iterable[Cell]] = neighbours) -> set:
    """The cells outside ``component`` next to one of its cells (its outer
    vertex boundary): every path from the component to the rest of the grid
    passes through one of them."""
    return {nb for cell in component for nb in neighbours_of(cell)} - component


class FlatGrid:
    """A ``rows x cols`` box with its cells as flat indices ``i = r * cols + c``.

    Attributes:
        rows, cols: the box's size (cells); ``n`` its number of cells.
        rc: ``rc[i]`` the cell ``(r, c)`` of index ``i`` (row-major order).
        near: ``near[i]`` the indices of the orthogonal neighbours inside the
            box, in the order up, right, down, left; built on first use.
        blocks: every 2x2 block as four indices (top-left, top-right,
            bottom-left, bottom-right), in the order of :func:`blocks_2x2`;
            built on first use.
    """

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols, self.n = rows, cols, rows * cols
        self.rc = box_cells(rows, cols)

    @cached_property
    def near(self) -> list[list[int]]:
        # built on first use: a hint's board of a million cells took seconds past -t before the proof looked at it
        rows, cols = self.rows, self.cols
        return [[(r + dr) * cols + c + dc for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
                 if 0 <= r + dr < rows and 0 <= c + dc < cols] for r, c in self.rc]

    @cached_property
    def blocks(self) -> list[tuple[int, int, int, int]]:
        cols = self.cols
        return [tuple(r * cols + c for r, c in block) for block in blocks_2x2(self.rows, cols)]

    def where(self, i: int) -> str:
        """A cell as a person reads it: ``r3c4`` (row and column from 1)."""
        r, c = self.rc[i]
        return f"r{r + 1}c{c + 1}"

    def named(self, cells, most: int = 4) -> str:
        """Cells as a person reads them, the first ``most`` named: ``r1c1, r1c2 and 3 more``."""
        cells = sorted(cells)
        said = ", ".join(map(self.where, cells[:most]))
        return said + (f" and {len(cells) - most} more" if len(cells) > most else "")


def cut_vertices(near, inside: Callable[[int], bool], root: int, weight: Callable[[int], int] = lambda i: 1) -> tuple:
    """The cut vertices of the area of ``inside`` cells around ``root``
    (Tarjan's low-links, one iterative depth-first search), and what each
    cuts off from the root.

    Args:
        near: per cell index, the indices of its neighbours (a list of lists).
        inside: whether a cell index belongs to the area.
        root: an index of the area (``inside(root)`` is assumed).
        weight: a whole number per cell (default 1: pieces weigh their size).

    Returns:
        ``(found, pieces)``: ``found`` the area's cells in depth-first
        order (``found[0] == root``); ``pieces`` maps each cell ``u`` whose
        removal cuts cells off from the root to ``[(begin, end, w)]``, one
        entry per cut-off piece: ``found[begin:end]`` are its cells and
        ``w`` their total weight (for the root, every child's subtree is a
        piece).  Pieces come in the order the search finished them.
    """
    order, low, sub = {root: 0}, {root: 0}, {root: weight(root)}
    found, pieces = [root], {}
    stack = [(root, -1, iter(near[root]))]
    while stack:
        v, parent, rest = stack[-1]
        for w in rest:
            if w == parent or not inside(w):
                continue
            if w not in order:
                order[w] = low[w] = len(found)
                sub[w] = weight(w)
                found.append(w)
                stack.append((w, v, iter(near[w])))
                break
            if order[w] < low[v]:
                low[v] = order[w]
        else:
            stack.pop()
            if stack:
                u = stack[-1][0]
                low[u] = min(low[u], low[v])
                sub[u] += sub[v]
                if low[v] >= order[u]:  # v's subtree, found[order[v]:] so far, hangs on u alone
                    pieces.setdefault(u, []).append((order[v], len(found), sub[v]))
    return found, pieces



def whole_cells(cells: Iterable, what: str) -> list[tuple[int, int]]:
    """``cells`` as ``(row, column)`` pairs of ints, in their order.

    Raises:
        TypeError: ``cells`` not an iterable (a str, a number).
        PuzzleInputError: naming ``what`` and the cell, for an entry that is
            not a pair, or a pair not of whole numbers (``int()`` truncated
            ``(0, 0.5)`` to ``(0, 0)``: another cell than the one given).
    """
    from .errors import PuzzleInputError

    if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):  # 3 met "'int' object is not iterable"
        raise TypeError(f"{what} must be cells (row, column), got {type(cells).__name__} {shown(cells, 40)}")
    out = []
    for cell in cells:
        try:
            r, c = cell
        except (TypeError, ValueError):
            raise PuzzleInputError(f"{what}: {shown(cell, 40)} is not a cell (row, column)") from None
        if type(r) is not int or type(c) is not int:  # (most cells are ints: checked at no cost)
            if any(isinstance(x, bool) or not isinstance(x, numbers.Integral) for x in (r, c)):
                raise PuzzleInputError(f"{what}: cell {shown(cell, 40)} is not a pair of whole numbers")
            r, c = int(r), int(c)
        out.append((r, c))
    return out


def recorded_grid(recorded: list, rows: int, cols: int) -> list:
    """A ``recorded`` solution's rows as a ``rows x cols`` board (lists of its values).  A recorded solution
    written in one line, row after row (an 81-digit Sudoku, as its puzzle may be), is read as that board.

    Raises:
        PuzzleInputError: ``recorded`` of another size ("the recorded
            solution is 2x2; the puzzle is 6x6"), so a wrong answer file is
            named, not counted as an answer that differs.
    """
    from .errors import PuzzleInputError, shown

    if rows > 1 and len(recorded) == 1 and len(recorded[0]) == rows * cols:  # one line, row after row
        recorded = [list(recorded[0])[r * cols:(r + 1) * cols] for r in range(rows)]
    widths = {len(row) for row in recorded}
    if not recorded:
        raise PuzzleInputError(f"the recorded solution has no rows; the puzzle is {rows}x{cols}")
    if len(recorded) == rows and widths == {1} and cols > 1 and all(  # a Shikaku's '233111' rows: was "the
            len(str(row[0])) == cols for row in recorded):  # recorded solution is 6x1", no word of what to do
        raise PuzzleInputError(f"the recorded solution's rows are one number each ({shown(str(recorded[0][0]), 24)}"
                               f"), the puzzle {cols} wide: separate a row's cells by spaces")
    if len(recorded) == 1 and widths == {1} and rows > 1 and len(str(recorded[0][0])) == rows * cols:  # a
        # Fillomino's '5544...' in one line, read as one number: was "the recorded solution is 1x1"
        raise PuzzleInputError(f"the recorded solution is one number ({shown(str(recorded[0][0]), 24)}), the "
                               f"puzzle {rows}x{cols}: write it as rows, a row's cells separated by spaces")
    if len(recorded) != rows or widths != {cols}:
        size = f"{len(recorded)}x{widths.pop()}" if len(widths) == 1 else f"{len(recorded)} rows of unequal length"
        raise PuzzleInputError(f"the recorded solution is {size}; the puzzle is {rows}x{cols}")
    return [list(r) for r in recorded]


__all__ = ["Cell", "FlatGrid", "as_rows", "blocks_2x2", "border_ring", "box_cells", "box_neighbours",
           "components", "cut_vertices", "is_edge_connected", "lines", "named_lines", "neighbours", "outer_boundary",
           "recorded_grid", "whole_cells"]
