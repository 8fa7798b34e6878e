"""A grid puzzle's given rows (clues, room ids) as :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle` keeps them."""

from __future__ import annotations

from ...core.errors import PuzzleInputError, sized_list_problem
from ...core.options import whole


def given_rows(rows, n_rows: int, n_cols: int, what: str, source: str, noun: str = "region",
               parts: bool = False) -> tuple:
    """``rows`` as ``n_rows`` tuples of ``n_cols`` values (numpy's whole numbers as ints), else PuzzleInputError
    naming ``what`` (clues or regions), the row and column, in ``source``; ``parts``: a clue may be an array of
    its parts (Tapa's ``[3, 1, 1]``), as the refusal says."""
    if not isinstance(rows, (list, tuple)) or len(rows) != n_rows:
        raise PuzzleInputError(sized_list_problem(what, rows, n_rows, "rows"), source)
    out = []
    for r, row in enumerate(rows):
        if not isinstance(row, (list, tuple)) or len(row) != n_cols:
            raise PuzzleInputError(sized_list_problem(f"{what} row {r + 1}", row, n_cols, "cells"), source)
        if set(map(type, row)) <= ({int} if what == "regions" else {int, str, type(None)}):
            out.append(tuple(row))  # (as every reader makes them: taken whole, not a cell at a time, which was
            continue  # 3 s of a 1000x1000 Hitori's reading)
        row = tuple(map(whole, row))  # numpy's whole numbers are clues and room ids (np.int64(3) was "not a whole")
        for c, v in enumerate(row):  # 1.0 and inf were called "not a number"; a room id is no symbol or empty
            ids = what == "regions"  # ("a" was told a symbol would do, then "regions must be whole numbers")
            if (not isinstance(v, int) if ids else v is not None and not isinstance(v, (int, str))) \
                    or isinstance(v, bool):
                from ...formats.json import json_value  # as the file writes it: true, not Python's True
                raise PuzzleInputError(f"{what} row {r + 1}, column {c + 1}: {json_value(v)} is not a whole number"
                                       + (f" (a {noun} id per cell)" if ids else ", a symbol, an array of whole "
                                          "numbers or '?' ([3, 1, 1]) or empty" if parts else ", a symbol or empty"),
                                       source)
        out.append(row)
    return tuple(out)


def check_clues(puzzle, told) -> None:
    """Refuse the first clue of ``puzzle`` (row-major) its ``check_clue`` finds wrong (``told(problem, clue)``:
    the words), naming its cell, or its grid point where the genre's clues stand on them (``clue_points``).

    Raises:
        PuzzleInputError: ``"row R, column C: PROBLEM"`` (``"grid point row R, column C: ..."``), from 1.
    """
    for r, row in enumerate(puzzle.clues):
        for c, clue in enumerate(row):
            if clue is not None:
                problem = told(puzzle.check_clue(clue, (r, c)), clue)
                if problem:
                    point = "grid point " if puzzle.clue_points else ""
                    raise PuzzleInputError(f"{point}row {r + 1}, column {c + 1}: {problem}", puzzle.name)


__all__ = ["check_clues", "given_rows"]
