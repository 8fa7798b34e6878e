"""The independent checker of Yin-Yang answers: the rules of :mod:`.rules`
read off the grid alone (no solver)."""

from __future__ import annotations

from numbers import Integral

from ...core.grid import components, groups_from, is_edge_connected
from .rules import BLACK, COLOUR_NAMES, EMPTY, WHITE, YinYangPuzzle
from ...core.errors import PuzzleInputError, cell_name, got_items, shown


def check_grid(puzzle: YinYangPuzzle, grid, what: str = "answer") -> list:
    """Rule violations of ``grid`` (rows of 1 white / 2 black) for ``puzzle``.

    Returns:
        list of violations naming the rule and cell(s); empty when valid.

    Raises:
        TypeError: ``puzzle`` not a :class:`YinYangPuzzle`, ``grid`` not a sequence of rows, ``what`` not a string.
    """
    if not isinstance(puzzle, YinYangPuzzle):
        raise TypeError("puzzle must be a YinYangPuzzle (from gridsat.puzzles.yinyang.parse), "
                        f"got {type(puzzle).__name__}")
    from ..input_checks import plain_rows

    grid = plain_rows(grid)  # a numpy array as its rows, as every other kind's checker takes it
    if not isinstance(grid, (list, tuple)) or not all(isinstance(row, (list, tuple)) for row in grid):
        got = type(grid).__name__ if not isinstance(grid, (list, tuple)) else \
            "a row of " + next(type(row).__name__ for row in grid if not isinstance(row, (list, tuple)))
        raise TypeError(f"grid must be rows of cell values (a list of lists), got {got}")
    if not isinstance(what, str):  # None was put before every message: "None: cell r2c3 ..."
        raise TypeError(f"what must be what the messages call the grid (str), got {type(what).__name__} "
                        f"{shown(what, 40)}")
    problems = []
    if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):
        return [f"{what} is not {puzzle.rows}x{puzzle.cols}"]
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if type(v) is not int and (isinstance(v, bool) or not isinstance(v, Integral)) or v not in (WHITE, BLACK):
                # (True and 1.0 passed; a plain int skips the ABC's look, a third of the time of listing 7,736 answers)
                problems.append(f"{what}: cell {cell_name((r, c))} is {v!r}, neither white (1) nor black (2)")
            elif puzzle.givens[r][c] and puzzle.givens[r][c] != v:
                problems.append(f"{what}: cell {cell_name((r, c))} has a {COLOUR_NAMES[puzzle.givens[r][c]]} circle "
                                f"but is {COLOUR_NAMES[v]}")
    if problems:
        return problems
    for a, b, c, d in puzzle.blocks():
        colour = grid[a[0]][a[1]]
        if grid[b[0]][b[1]] == colour and grid[c[0]][c[1]] == colour and grid[d[0]][d[1]] == colour:
            problems.append(f"{what}: 2x2 block at {cell_name(a)} is all {COLOUR_NAMES[colour]}")
    every = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]  # (rows, cols: properties, read once)
    for colour in (WHITE, BLACK):
        cells = [(r, c) for r, c in every if grid[r][c] == colour]
        if cells and not is_edge_connected(cells):
            parts = components(cells, puzzle.neighbours)
            problems.append(f"{what}: the {COLOUR_NAMES[colour]} cells form {len(parts)} separate groups, from "
                            f"{groups_from(parts)}")
    return problems



def planted_answer(answer, rows: int | None = None, cols: int | None = None) -> tuple:
    """``answer`` (:func:`generate`'s; a numpy array too) as a tuple of rows, checked: ``rows x cols`` values 1/2
    keeping every rule.  Raises TypeError: not rows of values; PuzzleInputError: another size, or a rule broken
    (the first violation named).  ``rows``/``cols`` None: the answer's own size (its rows as long as its first)."""
    from ..input_checks import plain_rows

    answer = plain_rows(answer)  # a numpy array as its rows (it was refused as 'got ndarray')
    if not isinstance(answer, (list, tuple)) or not all(isinstance(row, (list, tuple)) for row in answer):
        raise TypeError(f"answer must be rows of 1 (white) and 2 (black), a list of lists, got "
                        f"{got_items(answer, lambda row: isinstance(row, (list, tuple)))}")
    if (rows is None or cols is None) and (not answer or not answer[0]):
        raise PuzzleInputError("answer has no cells: a planted answer must be a valid Yin-Yang answer")
    rows, cols = len(answer) if rows is None else rows, len(answer[0]) if cols is None else cols
    problems = check_grid(YinYangPuzzle(tuple(tuple([EMPTY] * cols) for _ in range(rows))), answer)
    if problems:
        raise PuzzleInputError(f"{problems[0]}: a planted answer must be a valid Yin-Yang answer "
                               f"({len(problems)} problem{'s' if len(problems) > 1 else ''})")
    return tuple(tuple(map(int, row)) for row in answer)


__all__ = ["check_grid", "planted_answer"]
