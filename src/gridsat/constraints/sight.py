"""Sight lines: what a cell sees along its row and column until a wall
(Light Up's bulbs, and every "line of sight" clue: Kurodoko's numbers).

A *segment* is a maximal run of open cells in one row or one column; a cell
sees exactly the cells of its row segment and its column segment.
"""

from __future__ import annotations

import numbers

from ..core.grid import board_cell
from .tagging import cells_listed, clocked, sides, tagged

from typing import Callable, Iterable, Mapping


def segments(rows: int, cols: int, open_cells: Iterable, *, check: Callable | None = None) -> list[list]:
    """The row segments, then the column segments, of the open cells
    (each a list of cells in order); ``check`` (a deadline check that
    raises) is called before each row and column: a 1000x1000 board's
    two million cells take a second to scan.

    Raises:
        ValueError: an open cell outside the ``rows x cols`` grid (it was left out of every segment, so that a
            member of :func:`lit_by_sight` or :func:`lit_by_segments` was never lit nor kept from lighting another).
    """
    check = clocked(check)
    sides(rows, cols)
    cells = open_cells if isinstance(open_cells, (set, frozenset, Mapping)) else set(  # a million: 0.3 s (numpy
        cells_listed(open_cells, "open_cells"))  # rows, as numpy.argwhere gives, met "unhashable type")
    out = []
    inside = 0  # the open cells met in the rows: each cell of the grid is in one
    for k, line in enumerate(_lines(rows, cols)):
        if check is not None:
            check()
        run = []
        for cell in line:
            if cell in cells:
                run.append(cell)
                inside += k < rows
            elif run:
                out.append(run)
                run = []
        if run:
            out.append(run)
    if inside != len(cells):
        stray = next(c for c in cells if not _on_grid(c, rows, cols))
        raise ValueError(f"open cell {stray!r} is outside the {rows}x{cols} grid")
    return out


def _on_grid(cell, rows: int, cols: int) -> bool:
    """True when ``cell`` is a cell ``(r, c)`` of the ``rows x cols`` grid."""
    return isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(x, int) for x in cell) \
        and 0 <= cell[0] < rows and 0 <= cell[1] < cols


def _lines(rows: int, cols: int):
    """Every row, then every column, made one at a time (:func:`gridsat.core.grid.lines` makes them all)."""
    yield from ([(r, c) for c in range(cols)] for r in range(rows))
    yield from ([(r, c) for r in range(rows)] for c in range(cols))


def seen_by(rows: int, cols: int, open_cells: Iterable) -> dict:
    """``{cell: set of cells it sees}`` (itself included) for every open cell."""
    seen: dict = {}
    for run in segments(rows, cols, open_cells):
        for cell in run:
            seen.setdefault(cell, set()).update(run)
    return seen


def lit_by_sight(model, rows: int, cols: int, members: Mapping, *,
                 rule: str = "every open cell is lit; no bulb sees another") -> None:
    """Every open cell (a key of ``members``) sees at least one member, and
    no segment holds two members (no bulb lights another)."""
    with tagged(model, rule):
        runs = segments(rows, cols, members)
        for run in runs:
            if len(run) > 1:
                model.add_at_most_one([members[c] for c in run])
        for seen in seen_by(rows, cols, members).values():
            model.add_bool_or([members[c] for c in sorted(seen)])


def lit_by_segments(model, rows: int, cols: int, members: Mapping, *, check: Callable | None = None,
                    rule: str = "every open cell is lit; no bulb sees another") -> None:
    """The rule of :func:`lit_by_sight` in constraints as many as the cells
    and segments, not their sight lines: per segment a boolean "this
    segment holds no member", which with the segment's members makes
    exactly one true (so at most one member: no bulb lights another); per
    open cell, at most one of its two segments (row, column) is empty (it
    sees a member).  The extra booleans follow from the members, so the
    answers are the same.  A 100x100 Light Up board: 14,000 short rules
    instead of 7,000 clauses of 30 literals on average.  ``check``: a
    deadline check that raises, called while the segments are found."""
    check = clocked(check)
    with tagged(model, rule):
        empty: dict = {}
        for k, run in enumerate(segments(rows, cols, members, check=check)):
            none = model.new_bool_var(f"segment {k} holds none")
            model.add_exactly_one([members[c] for c in run] + [none])
            for cell in run:
                empty.setdefault(cell, []).append(none)
        for pair in empty.values():
            model.add_at_most_one(pair)


def rays(rows: int, cols: int, cell, reach: int | None = None) -> list[list]:
    """The four straight lines out of ``cell`` (up, down, left, right), each
    the cells in order from its neighbour to the board's edge, at most
    ``reach`` cells each (None: to the edge); ``cell`` is ``(r, c)``.

    Raises:
        TypeError: ``rows``, ``cols`` or ``reach`` not a whole number (``rows=True`` was one row), ``cell`` not a
            pair of them.
        ValueError: ``rows``, ``cols`` or ``reach`` below 0, ``cell`` off the board
            (:func:`~gridsat.core.grid.board_cell`).
    """
    sides(rows, cols)
    if reach is not None:
        if isinstance(reach, bool) or not hasattr(type(reach), "__index__"):  # ('2' met Python's '<' not supported)
            raise TypeError(f"reach must be a whole number or None, got {type(reach).__name__} {reach!r}"[:200])
        if reach < 0:
            raise ValueError(f"reach must be 0 or more, got {reach}")
    r, c = board_cell(rows, cols, cell)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        run, y, x = [], r + dr, c + dc
        while 0 <= y < rows and 0 <= x < cols and (reach is None or len(run) < reach):
            run.append((y, x))
            y, x = y + dr, x + dc
        out.append(run)
    return out


def sees_count(model, rows: int, cols: int, open_cells: Mapping, counts: Mapping, *, check: Callable | None = None,
               rule: str = "a number is how many cells it sees") -> None:
    """Each cell of ``counts`` sees exactly ``counts[cell]`` open cells along
    its row and column, itself included, each straight line stopping at the
    first cell that is not open or the edge (Kurodoko's numbers).

    Per line out of the cell, a boolean per cell "seen": the first is seen
    when it is open, the k-th when the (k-1)-th is seen and it is open; the
    seen booleans of the four lines sum to ``counts[cell] - 1``.  A line is
    cut at ``counts[cell]`` cells (one more cannot be seen); a count larger
    than its lines can see (of any size) makes the model infeasible.  Constraints:
    about three per cell of a line, four lines per count.  A :class:`~gridsat.constraints.model.RuleModel`
    names each seen boolean ``seen((r, c), (r2, c2))`` (the number at ``(r, c)`` sees ``(r2, c2)``) when
    it is exported.

    Args:
        open_cells: ``{(r, c): literal}`` true where the cell is open (for
            Kurodoko: unshaded), for every cell of the ``rows x cols`` board.
        counts: ``{(r, c): whole number from 1}``; the counted cell itself
            is taken as open (the caller states that rule).
        check: a deadline check that raises, called before each count.

    Raises:
        KeyError: a cell a line reaches has no literal in ``open_cells``.
        TypeError: a count that is not a whole number (2.5 met OR-Tools' "incompatible function arguments").
        ValueError: a count below 1 (0 made the model infeasible, unsaid), or a counted cell off the board.
    """
    check = clocked(check)
    sides(rows, cols)
    for cell, number in counts.items():
        if isinstance(number, bool) or not isinstance(number, numbers.Integral):
            raise TypeError(f"counts: the count at {cell!r} must be a whole number, not {type(number).__name__}")
        if number < 1:
            raise ValueError(f"counts: the count at {cell!r} is {int(number)}; a cell sees itself, so 1 or more")
        if not _on_grid(cell, rows, cols):
            raise ValueError(f"counts: {cell!r} is not a cell of the {rows}x{cols} board")
    name_later = getattr(model, "name_later", None)  # named when exported: a reader of --export-model found 37
    named: dict = {}  # variables without a name in a 5x5 Kurodoko's rule of its numbers
    with tagged(model, rule):
        for cell, number in counts.items():
            if check is not None:
                check()
            seen = []
            for run in rays(rows, cols, cell, number):
                before = None
                for other in run:
                    lit = model.new_bool_var("")
                    named[cell, other] = lit
                    model.add_implication(lit, open_cells[other])
                    if before is None:
                        model.add_implication(open_cells[other], lit)
                    else:
                        model.add_implication(lit, before)
                        model.add_bool_or([~before, ~open_cells[other], lit])
                    seen.append(lit)
                    before = lit
            if number - 1 > len(seen):  # more than its lines hold (also a number past CP-SAT's 64-bit constants)
                model.add_bool_or([])
            elif seen:
                model.add(sum(seen) == number - 1)
            elif number != 1:  # a lone cell on a 1x1 board sees itself alone
                model.add_bool_or([])
    if name_later is not None:
        name_later("seen", named)  # seen((r, c), (r2, c2)): the number at (r, c) sees the cell (r2, c2)


#: The steps ``(dr, dc)`` of the four directions a ray may take.
STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def ray(rows: int, cols: int, cell, direction: str) -> list:
    """The cells from ``cell``'s neighbour in ``direction`` (a key of :data:`STEPS`) to the board's edge, in order
    (``cell`` itself left out; none from a cell on that edge).

    Raises:
        ValueError: a direction that is not up, down, left or right; ``rows`` or ``cols`` below 0; ``cell`` off the
            board (:func:`~gridsat.core.grid.board_cell`).
        TypeError: ``rows`` or ``cols`` not a whole number (``rows=True`` was one row), ``cell`` not a pair of
            them.
    """
    sides(rows, cols)
    if direction not in STEPS:
        raise ValueError(f"direction must be one of {', '.join(STEPS)}, got {direction!r}")
    (dr, dc), (r, c) = STEPS[direction], board_cell(rows, cols, cell)
    out, r, c = [], r + dr, c + dc
    while 0 <= r < rows and 0 <= c < cols:
        out.append((r, c))
        r, c = r + dr, c + dc
    return out


def ray_counts(model, rows: int, cols: int, members: Mapping, counts: Mapping, *, check: Callable | None = None,
               rule: str = "an arrow counts the shaded cells it points at") -> None:
    """Each cell of ``counts`` has exactly its number of members along one straight line out of it, to the board's
    edge (Yajilin's arrows, and every clue counting what lies in one direction): the sum of the members' literals
    on :func:`ray` is the number.  A cell absent from ``members`` on the ray is never a member (a clue cell, never
    shaded).  A number larger than the ray's members makes the model infeasible.  One linear constraint a count,
    which a :class:`~gridsat.puzzles.grid.recorder.CountingRecorder` records as a count for the compiled search.

    Args:
        members: ``{(r, c): literal}`` true where the cell is a member (for Yajilin: shaded).
        counts: ``{(r, c): (direction, whole number from 0)}``, direction a key of :data:`STEPS`.
        check: a deadline check that raises, called before each count.

    Raises:
        ValueError: a direction that is not up, down, left or right, a number below 0, or a cell off the board.
        TypeError: a count that is not a ``(direction, number)`` pair.
    """
    check = clocked(check)
    sides(rows, cols)
    with tagged(model, rule):
        for cell, pair in counts.items():
            if check is not None:
                check()
            if not (isinstance(cell, tuple) and len(cell) == 2 and 0 <= cell[0] < rows and 0 <= cell[1] < cols):
                raise ValueError(f"counts: {cell!r} is not a cell of the {rows}x{cols} board")  # (was "infeasible")
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:  # 2 met "cannot unpack non-iterable int"
                raise TypeError(f"counts: the count at {cell!r} must be a (direction, number) pair such as "
                                f"('down', 2), got {type(pair).__name__} {pair!r}"[:200])
            direction, number = pair
            if isinstance(number, bool) or not isinstance(number, numbers.Integral) or number < 0:  # (numpy's too)
                raise ValueError(f"the count at {cell!r} must be a whole number from 0, got {number!r}")
            lits = [members[other] for other in ray(rows, cols, cell, direction) if other in members]
            if number > len(lits):  # more than the line holds (also a number past CP-SAT's 64-bit constants)
                model.add_bool_or([])
            elif lits:  # (a sum, so that the compiled search's recorder reads it too: a count of its literals)
                model.add(sum(lits) == number)


__all__ = ["STEPS", "lit_by_segments", "lit_by_sight", "ray", "ray_counts", "rays", "seen_by", "segments",
           "sees_count"]
