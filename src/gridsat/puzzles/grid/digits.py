"""Digit genres: every cell of an ``N x N`` board holds a digit 1..N, and
each group -- its row, its column and its box (Sudoku's boxes, or any
division of the board into regions of N cells) -- holds each digit once;
the givens keep their digits.  The views of these rules a genre declares
instead of stating them:

* the exact cover (Knuth, TAOCP 7.2.2.1): an option is "digit d in cell
  (r, c)", covering four primary items, whole numbers below ``4 N^2``: the
  cell ``r N + c``, then d in its row ``N^2 + r N + d - 1``, its column
  ``2 N^2 + c N + d - 1`` and its box ``3 N^2 + b N + d - 1``
  (:func:`options`, :func:`items`, :func:`cover_tasks` on
  :class:`~gridsat.puzzles.grid.cover.CoverTasks`);
* the CP-SAT model: a boolean per cell and digit, one exactly-one per item
  (:func:`digit_model`);
* the checker's digits that repeat in a group (:func:`repeats`).

Arguments: ``clues`` the N rows of N givens (a digit, or None); ``boxes``
per cell, row-major, the index ``b`` (0..N-1) of its box.
"""

from __future__ import annotations

from array import array

#: Options per :func:`items` chunk between two calls of its ``check``.
CHUNK = 8192


def _used(clues, boxes) -> list:
    """Per row, column and box (``3 N`` ints): a bit per digit its givens hold."""
    n, used = len(clues), [0] * (3 * len(clues))
    for r, row in enumerate(clues):
        for c, d in enumerate(row):
            if d is not None:
                for k in (r, n + c, 2 * n + boxes[r * n + c]):
                    used[k] |= 1 << d
    return used


def option_count(clues, boxes, check=None) -> int:
    """How many :func:`options` the board has, counted without building them (a blank 900x900 board's
    729,000,000 were built, 350 bytes each, before the engine's memory estimate refused them: past the memory
    limit, to a MemoryError or the time limit).  ``check`` as :func:`options`'s."""
    n, used, total = len(clues), _used(clues, boxes), 0
    for r, row in enumerate(clues):
        if check is not None:
            check()
        for c, given in enumerate(row):
            total += 1 if given else n - (used[r] | used[n + c] | used[2 * n + boxes[r * n + c]]).bit_count()
    return total


def options(clues, boxes, check=None) -> list:
    """The exact cover's options ``(r, c, d)``: the given digit of a given
    cell, and every digit of a free cell that no given of its row, column or
    box holds (the others are in no cover); row-major, digits ascending.
    ``check`` (no arguments) is called before each row: a clock check that
    raises to stop (a blank 100x100 board has 10^6 options)."""
    n, used = len(clues), _used(clues, boxes)
    out = []
    for r, row in enumerate(clues):
        if check is not None:
            check()
        for c, given in enumerate(row):
            taken = used[r] | used[n + c] | used[2 * n + boxes[r * n + c]]
            out += [(r, c, given)] if given else [(r, c, d) for d in range(1, n + 1) if not taken >> d & 1]
    return out


def items(n: int, found: list, boxes, check=None) -> list:
    """Per option ``(r, c, d)`` of ``found``, the four primary items it
    covers (see the module docstring).  ``check`` (no arguments) is called
    every :data:`CHUNK` options: a clock check that raises to stop."""
    nn, out = n * n, []
    for start in range(0, len(found), CHUNK):
        if check is not None:
            check()
        out += [[r * n + c, nn + r * n + d - 1, 2 * nn + c * n + d - 1, 3 * nn + boxes[r * n + c] * n + d - 1]
                for r, c, d in found[start:start + CHUNK]]
    return out


def grid_of(n: int, chosen) -> list:
    """The answer grid (``n`` rows of digits, 0 where none) of options ``(r, c, d)``."""
    grid = [[0] * n for _ in range(n)]
    for r, c, d in chosen:
        grid[r][c] = d
    return grid


def cover_tasks(clues, boxes, task, what: str):
    """The five tasks on the exact cover of the board
    (:class:`~gridsat.puzzles.grid.cover.CoverTasks`, the compiled exact
    cover engine), answers as grids of digits (forced cells: None where
    answers differ); ``what`` names the board in the memory message (``"a
    9x9 Sudoku"``).

    Raises:
        PuzzleInputError: the engine and the answers to keep need more
            memory than the limit; the time limit ran out while building.
    """
    from ...engines.cover import BYTES_PER_ENTRY
    from .cover import CoverTasks

    n, check = len(clues), task.options.check_time
    count = option_count(clues, boxes, check)  # the engine's estimate of its four entries an option, before building
    task.options.check_memory(4 * count * BYTES_PER_ENTRY, f"an exact cover of {what} ({count:,} options)")
    opts = options(clues, boxes, check)
    flat = array("i", [x for option in items(n, opts, boxes, check) for x in option])
    check()

    def forced(chosen, fixed):
        return grid_of(n, (opts[k] if k in fixed else (*opts[k][:2], None) for k in chosen))

    return CoverTasks(flat, range(4 * n * n), lambda chosen: grid_of(n, (opts[k] for k in chosen)), forced,
                      cells=n * n, what=what, solver_options=task.options, task=task,
                      starts=array("i", range(0, len(flat) + 1, 4)), most=most_answers(clues))


def most_answers(clues) -> int:
    """How many answers a digit grid can have at most: each row holds every digit once, so its empty cells take
    its missing digits in one of (empty cells)! orders; the product over the rows (a 4x4 with no givens: 24^4)."""
    from math import factorial

    most = 1
    for row in clues:
        most *= factorial(sum(1 for given in row if not given))
    return most


def digit_model(model, clues, boxes, check=None):
    """The rules as CP-SAT constraints: a boolean per cell and digit, one
    exactly-one per item of the exact cover (a digit per cell; each digit
    once in each row, column and box), the givens fixed; returns the
    :class:`~gridsat.puzzles.grid.kind.Encoding` (answers: grids of
    digits; forced cells: None where answers differ).  ``check``: a clock
    check that raises, called while building."""
    from ...constraints.placement import cover
    from ...constraints.shading import fixed
    from .kind import Encoding

    n = len(clues)
    every, x = [], []
    with model.rule("a boolean per cell and digit"):
        for r in range(n):  # a row at a time, the clock checked after each (N^3 booleans: -t held after them all)
            row = [(r, c, d) for c in range(n) for d in range(1, n + 1)]
            every += row
            x += [model.new_bool_var(f"x{r},{c}={d}") for _, c, d in row]
            if check is not None:
                check()
    covered = items(n, every, boxes, check)
    for k, rule in enumerate(("each cell holds one digit", "each row holds each digit once",
                              "each column holds each digit once", "each box holds each digit once")):
        cover(model, x, [[i[k]] for i in covered], range(k * n * n, (k + 1) * n * n), rule=rule, check=check)
    fixed(model, dict(zip(every, x)), {(r, c, d): 1 for r, row in enumerate(clues) for c, d in enumerate(row)
                                       if d is not None}, rule="the givens keep their digits")

    def forced(values, flags):
        grid = [[None] * n for _ in range(n)]
        for (r, c, d), v, f in zip(every, values, flags):
            if v and f:
                grid[r][c] = d
        return grid

    return Encoding(x, lambda values: grid_of(n, (o for o, v in zip(every, values) if v)), forced,
                    most=most_answers(clues))


def repeats(grid, groups) -> list[str]:
    """``"<group> holds <d> twice"`` (``<k> times``) for every digit (or other value)
    that a group of the answer ``grid`` holds more than once; ``groups``:
    ``(name, cells)`` pairs (:func:`gridsat.core.grid.named_lines`, boxes)."""
    problems = []
    for what, cells in groups:
        digits = [grid[r][c] for r, c in cells]
        problems += [f"{what} holds {d} {'twice' if digits.count(d) == 2 else f'{digits.count(d)} times'}"
                     for d in sorted(set(digits), key=str) if digits.count(d) > 1]  # (twice: as the hints say it)
    return problems


def cell_digit_encoding(rows: int, cols: int, every: list, literals: list):
    """The :class:`~gridsat.puzzles.grid.kind.Encoding` of a model with a boolean per cell and value
    (``literals[k]`` true when cell ``every[k][0]`` holds ``every[k][1]``, exactly one true a cell): answers are
    ``rows x cols`` grids of the values, 0 in a cell no literal names (a frame's, a clue cell's); a forced grid
    holds None where answers differ.  (Skyscrapers, Kakuro and Ripple Effect each wrote these two decoders.)

    Raises:
        TypeError: ``rows`` or ``cols`` not a whole number, an entry of ``every`` not ``((row, col), value)``.
        ValueError: ``every`` and ``literals`` of different lengths (the decoders read the k-th value of each), a
            cell off the board (a negative row wrapped round to the last one, a row past the end met IndexError).
    """
    from ...core.errors import shown
    from ...core.grid import board_cell, sides
    from .kind import Encoding

    sides(rows, cols)
    if len(every) != len(literals):
        raise ValueError(f"every has {len(every):,} (cell, value) pairs and literals {len(literals):,} literals; "
                         "the k-th literal is the k-th pair's")
    try:  # (one pass of plain ints first: board_cell on each of a 300x300 board's digits took ~1 s)
        fits = all(type(r) is int and type(c) is int and 0 <= r < rows and 0 <= c < cols for (r, c), _ in every)
    except (TypeError, ValueError):
        fits = False
    for entry in () if fits else every:
        if not (isinstance(entry, tuple) and len(entry) == 2):
            raise TypeError(f"every must list ((row, col), value) pairs, got {shown(entry, 40)}")
        board_cell(rows, cols, entry[0], "every: cell")

    def decode(values, flags=None):
        grid = [[0] * cols for _ in range(rows)]
        for k, ((r, c), v) in enumerate(every):
            if values[k]:
                grid[r][c] = v
        return grid

    def forced(values, flags):
        grid = decode(values)
        for k, ((r, c), _) in enumerate(every):
            if values[k] and not flags[k]:
                grid[r][c] = None
        return grid

    return Encoding(literals, decode, forced)


__all__ = ["CHUNK", "cell_digit_encoding", "cover_tasks", "digit_model", "grid_of", "items", "most_answers", "options",
           "repeats"]
