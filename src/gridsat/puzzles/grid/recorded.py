"""A kind's recorded answer (a record's ``solution``, a ``NAME.solution.txt``) read as the puzzle writes it, and what
one it cannot read is told."""
from __future__ import annotations


def title_of(kind) -> str:
    """The title of the kind a genre's puzzle (or its class) ``kind`` is of, as messages name it ('Star Battle'), or
    its ``kind_name`` where no registered kind has that name (a genre of a user's own, not registered)."""
    from ...core.errors import PuzzleInputError
    from ..kinds import get

    try:
        return get(kind.kind_name).title
    except PuzzleInputError:
        return kind.kind_name


def recorded(kind) -> str:
    """``"a recorded Nurikabe solution"``: what a message about a recorded answer of ``kind`` calls it (it said "a
    recorded nurikabe solution", then "a Nurikabe answer")."""
    return f"a recorded {title_of(kind)} solution"


def answer_shape_error(kind, solution):
    """The PuzzleInputError of a recorded ``solution`` :meth:`GridPuzzle.read_answer` of ``kind`` (its class) cannot
    read as rows (rows joined by ``/`` in one line, ``'..#/.#.'``, were told only "must be rows of #/./*/x")."""
    from ...core.errors import PuzzleInputError

    symbols = f"{'/'.join(kind.answer_symbols)} or of numbers" if kind.answer_symbols else \
        "whole numbers separated by spaces"
    slash = ", each row on a line of its own or in a list, not joined by '/'" if "/" in str(solution) else ""
    lines = solution.splitlines() if isinstance(solution, str) else \
        [row for row in solution if isinstance(row, str)] if isinstance(solution, list) else []
    if any("|" in line or "-" in line and set(line.strip()) <= set("-+=") for line in lines):  # a Sudoku's boxes
        # drawn ('534|678|912', '---+---+---'), as a puzzle's are told: it was "must be rows of 1/2/.../9" alone
        slash += ("; its lines draw box lines ('|', '---+---'), which are not cells: write the cells alone, a row "
                  "a line, and leave out the lines of '-' and '+'")
    return PuzzleInputError(f"{recorded(kind)} must be rows of {symbols}{slash}")


def digit_rows(solution, puzzle):
    """``solution`` (text or rows of strings) whose every row is digits alone, a digit a cell (``01101``, the
    numbers ``--json`` prints written together, one line row after row too), as rows of those numbers, where
    ``puzzle``'s answer values are digits it reads no symbol as (a shading genre's 0 and 1): such rows were
    refused, "must be rows of #/./*/x or of numbers", as Yin-Yang's ``1221`` rows were read; where
    ``puzzle.clue_open``, a clue's number (not 0 or 1) written on its cell is that unshaded cell. Else
    ``solution``."""
    from ...core.grid_text import without_status_line

    values, symbols = getattr(puzzle, "answer_values", None), getattr(puzzle, "answer_symbols", None) or {}
    if not values or not symbols or any(ch.isdigit() for ch in symbols) \
            or any(not isinstance(v, int) or not 0 <= v <= 9 for v in values):
        return solution
    rows = [ln.strip() for ln in without_status_line(solution).splitlines() if ln.strip()] \
        if isinstance(solution, str) else solution if isinstance(solution, list) else []
    if not rows or any(not isinstance(row, str) or not row.isascii() or not row.isdigit() for row in rows):
        return solution
    out = [[int(ch) for ch in row] for row in rows]
    clues = getattr(puzzle, "clues", None) if getattr(puzzle, "clue_open", 0) else None
    if clues is not None and len(clues) == len(out) and all(len(a) == len(b) for a, b in zip(clues, out)):
        out = [[0 if v not in values and v == clue else v for v, clue in zip(row, line)]  # a clue's number written
               for row, line in zip(out, clues)]  # on its cell, never shaded ("0400" of a Kurodoko's 4)
    return out


def clues_written(solution, puzzle):
    """``solution`` (text or rows of strings, a symbol a cell), a clue written as the puzzle writes it (``5``; Light
    Up's ``#`` on any wall) read ``.`` if ``puzzle.clue_open``: "#*.." had a bulb on the wall, "2*.." was refused.
    Rows of digits alone are the answer's numbers (:func:`digit_rows`), not clues: ``1`` on a wall of 1 is a bulb."""
    solution = digit_rows(solution, puzzle)
    text, clues = isinstance(solution, str), getattr(puzzle, "clues", None) if getattr(puzzle, "clue_open", 0) else None
    rows = solution.splitlines() if text else solution if isinstance(solution, list) else []
    rows = [ln.strip() if isinstance(ln, str) else None for ln in rows]  # (rows of numbers: a list each)
    rows = [ln for ln in rows if ln] if text else rows
    if len(rows) != puzzle.rows or clues is None or len(clues) != puzzle.rows \
            or any(not isinstance(row, str) or len(row) != puzzle.cols or len(row.split()) != 1 for row in rows) \
            or any(len(line) != puzzle.cols for line in clues):  # (a Creek's clues stand on points)
        return solution
    mark = getattr(puzzle, "clue_mark", None)
    out = ["".join("." if clue is not None and ch in (str(clue), mark) else ch for ch, clue in zip(row, line))
           for row, line in zip(rows, clues)]
    return "\n".join(out) + "\n" if text else out


__all__ = ["answer_shape_error", "clues_written", "digit_rows"]
