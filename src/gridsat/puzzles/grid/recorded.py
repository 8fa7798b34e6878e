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

    said = getattr(kind, "answer_symbols_said", None)  # (Easy As ABC's were listed 'A/B/C/.../Z/./-' letter by letter)
    symbols = f"{said} or of numbers" if said else "digits or of numbers" if kind.answer_symbols and all(
        s.isdigit() for s in kind.answer_symbols) else \
        f"{'/'.join(kind.answer_symbols)} or of numbers" if kind.answer_symbols else "whole numbers separated by spaces"
    # (a Sudoku's symbols are the digits 1 to 9 whatever its size: a 4x4's was told "rows of 1/2/3/4/5/6/7/8/9")
    slash = slashed(solution)
    lines = solution.splitlines() if isinstance(solution, str) else \
        [row for row in solution if isinstance(row, str)] if isinstance(solution, list) else []
    if any("|" in line or "-" in line and set(line.strip()) <= set("-+=") for line in lines):  # a Sudoku's boxes
        # drawn ('534|678|912', '---+---+---'), as a puzzle's are told: it was "must be rows of 1/2/.../9" alone
        slash += ("; its lines draw box lines ('|', '---+---'), which are not cells: write the cells alone, a row "
                  "a line, and leave out the lines of '-' and '+'")
    from .address_form import separated_cells

    separated = next((said for said in map(separated_cells, lines) if said is not None), None)
    if separated is not None:  # '0,0,5,3' (a spreadsheet's) was told only "must be rows of 0/1/.../9/. or of numbers"
        slash += f"; {separated}"
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


def slashed(solution) -> str:
    """What a recorded ``solution`` a reader refused is told when it holds a ``/``: rows joined as a URL joins them
    (every kind's reader: Yin-Yang's and the loops' named the '/' as no symbol of theirs, or not at all)."""
    return ", each row on a line of its own or in a list, not joined by '/'" if "/" in str(solution) else ""


def clues_written(solution, puzzle):
    """``solution`` (text or rows of strings, a symbol a cell or cells separated by spaces), a clue written as the
    puzzle writes it (``5``; Light Up's ``#`` on any wall) read ``.`` if ``puzzle.clue_open``: "#*.." had a bulb on
    the wall, "2*.." was refused, and so were they with spaces between the cells ("# * . ." a bulb on the wall).
    Rows of digits alone are the answer's numbers (:func:`digit_rows`), never clues: a 1 on a clue 1's cell stays
    shaded (the rule it breaks told)."""
    solution = digit_rows(solution, puzzle)
    text, clues = isinstance(solution, str), getattr(puzzle, "clues", None) if getattr(puzzle, "clue_open", 0) else None
    rows = solution.splitlines() if text else solution if isinstance(solution, list) else []
    rows = [ln.strip() if isinstance(ln, str) else None for ln in rows]  # (rows of numbers: a list each)
    rows = [ln for ln in rows if ln] if text else rows
    cells = [(row.split() if len(row.split()) > 1 else list(row)) if isinstance(row, str) else None for row in rows]
    if len(rows) != puzzle.rows or clues is None or len(clues) != puzzle.rows \
            or any(row is None or len(row) != puzzle.cols for row in cells) \
            or any(len(line) != puzzle.cols for line in clues) \
            or all(cell in ("0", "1") for row in cells for cell in row):  # (a Creek's clues stand on points)
        return solution
    mark = getattr(puzzle, "clue_mark", None)
    out = [("" if len(row.split()) == 1 else " ").join("." if clue is not None and ch in (str(clue), mark) else ch
                                                      for ch, clue in zip(cut, line))
           for row, cut, line in zip(rows, cells, clues)]
    return "\n".join(out) + "\n" if text else out


def marks_on_clues(text, puzzle):
    """A position's ``text`` (rows, one symbol a cell or cells separated by spaces) with the puzzle's own mark for a
    clue's cell (``puzzle.clue_mark``: Light Up's ``#`` wall) written on such a cell read ``.``, the cell it is: a
    Light Up position copied from its puzzle's text, walls ``#``, was "r2c3 is shaded (a bulb), but it is a wall"
    ('#' is a bulb on an open cell, as its answers read it); any other text is given back unchanged."""
    mark, clues = getattr(puzzle, "clue_mark", None), getattr(puzzle, "clues", None)
    if not isinstance(text, str) or mark is None or mark not in text or clues is None:
        return text
    lines = text.splitlines()
    rows = [(n, line.split() if any(ch.isspace() for ch in line.strip()) else list(line.strip()))
            for n, line in enumerate(lines) if line.strip()]
    if len(rows) != puzzle.rows or any(len(cells) != puzzle.cols for _, cells in rows):
        return text
    for (n, cells), line in zip(rows, clues):
        lines[n] = " ".join("." if cell == mark and clue is not None else cell for cell, clue in zip(cells, line))
    return "\n".join(lines) + "\n"


def strings_shape(n: int, width: int, noun: str, tail: str = "") -> str:
    """What a recorded answer's ``n`` strings of ``width`` sides each are, ``noun`` a side's character:
    "1 string of 3 digits" (it said "1 strings of 3 digits"), "an empty list" on a board of one row (of nodes),
    "3 empty strings" on one of one column; ``tail`` follows the counted strings."""
    from ...core.errors import counted

    if not n:
        return "an empty list (a board of one row has no side between two rows)"
    if not width:
        return f"{counted(n, 'empty string')} (a board of one column has no side between two columns)"
    return f"{counted(n, 'string')} of {counted(width, noun)}{tail}"


def read_rows(cls, solution) -> list:
    """The work of :meth:`GridPuzzle.read_answer <gridsat.puzzles.grid.puzzle.GridPuzzle.read_answer>` (which says
    what it reads and refuses), for the genre's puzzle class ``cls``."""
    from .puzzle import recorded_values

    def cell(token: str):
        return cls.answer_symbols[token] if token in cls.answer_symbols or not token.isdecimal() else int(token)

    def listed(token):  # a JSON row's digits sent as text (["0", "5"], a spreadsheet's), as a position's are read
        return cell(token) if isinstance(token, str) and (token in cls.answer_symbols or token.isascii()
                                                          and token.isdecimal()) else token

    try:
        if isinstance(solution, str):
            from ...core.grid_text import without_status_line

            solution = [line for line in without_status_line(solution).splitlines() if line.strip()]
        rows = [([cell(t) for t in row.split()] if len(row.split()) > 1 or not cls.answer_symbols  # a row of
                 else [cell(ch) for ch in row.strip()]) if isinstance(row, str)  # a JSON list too ('0110':
                else [listed(t) for t in row] if isinstance(row, list) else list(row)  # a digit a cell, as
                for row in solution]  # "0 1 1 0" is read, was told "must be rows of #/./*/x or of numbers";
        # "2 1 4 3" was read in a text, refused in a list of rows)
    except (KeyError, TypeError, ValueError):
        raise answer_shape_error(cls, solution) from None
    return recorded_values(cls, rows)


def text_numbers(row) -> list:
    """A recorded answer's row (a list or tuple from JSON, a numpy row) as a list, its whole numbers sent as text
    (``["2", "12"]``, a spreadsheet's) made the numbers: a loop's ``[["6", "12"]]`` was "cell r1c1 holds '6'",
    where the lead's pass read a JSON position's digits so."""
    if not isinstance(row, (list, tuple)):
        return list(row)
    return [int(t) if isinstance(t, str) and t.isascii() and t.isdecimal() else t for t in row]


__all__ = ["answer_shape_error", "clues_written", "digit_rows", "marks_on_clues", "read_rows", "recorded", "slashed",
           "strings_shape", "text_numbers", "title_of"]
