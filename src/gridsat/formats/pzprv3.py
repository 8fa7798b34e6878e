"""pzprv3 files, the save format of pzprjs / puzz.link's editor.

Layout (one item per line; pzprjs' own test strings put ``/`` between
lines instead, which is accepted too)::

    pzprv3
    <kind>            e.g. yinyang
    <rows>
    <cols>
    <rows lines of question cells, space separated>
    <rows lines of answer cells>   (optional)

Cells are single tokens (``.`` for nothing).  This module reads and writes
the layout; each puzzle maps tokens to its own meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import PuzzleInputError, counted, got_items, shown
from .sniff import is_pzprv3  # noqa: F401  (re-exported: readers detect with it)


@dataclass(frozen=True)
class Pzprv3:
    """A parsed pzprv3 file.

    Attributes:
        kind: puzzle kind (second line), lower case.
        rows, cols: board size (cells).
        question: ``rows`` lists of ``cols`` tokens.
        answer: ``rows`` lists of ``cols`` tokens, or None when absent.
    """

    kind: str
    rows: int
    cols: int
    question: list
    answer: list | None
    first_line: int | None = None

    def where(self, block: str, row: int, col: int) -> str:
        """``"line 6: question row 2, column 3"``: a cell of ``block`` (``"question"`` or ``"answer"``; ``row`` and
        ``col`` from 1) as the file has it (its line not named in pzprjs' one-line form)."""
        line = None if self.first_line is None else self.first_line + row - 1 + (self.rows if block == "answer" else 0)
        return f"{'' if line is None else f'line {line}: '}{block} row {row}, column {col}"


def _lines(text: str) -> tuple[list[str], int | None]:
    """The file's lines from its first that is not blank, and how many lines came before that one (None: pzprjs'
    one-line form, whose items are no lines)."""
    body = text.strip()
    before = text[:len(text) - len(text.lstrip())].count("\n")  # (blank lines first: its lines were miscounted)
    lines = [ln.rstrip() for ln in body.splitlines()]
    if len(lines) == 1 and "/" in lines[0]:  # pzprjs test-string form
        lines, before = lines[0].split("/"), None
    while lines and not lines[-1].strip():
        lines.pop()
    return lines, before


def genre_of(text: str) -> str:
    """The genre a pzpr file names on its second line, lower case (``""`` where it has none), whatever its
    version line says; read from the file's first lines alone (splitting all of a 3,000,000-line file, four
    times, took seconds before it was refused)."""
    head = text.strip().split("\n", 2)[:2]
    if len(head) == 1 and "/" in head[0]:  # pzprjs test-string form
        head = head[0].split("/", 2)[:2]
    return head[1].strip().lower() if len(head) > 1 else ""


def read_pzprv3(text: str, *, source: str = "pzprv3", max_side: int = 1000) -> Pzprv3:
    """Parse the header, question rows and (if present) answer rows.

    Raises:
        PuzzleInputError: missing header, a size that is not a positive
            whole number, too few question rows, or a row with the wrong
            number of cells (naming the line).
    """
    lines, before = _lines(text)
    skip = before or 0
    line = "line" if before is not None else "item"  # (pzprjs' one-line form has '/'-separated items, no lines)
    version = lines[0].strip() if lines else ""
    if version.startswith("pzprv") and version != "pzprv3":
        raise PuzzleInputError(f"{line} {1 + skip}: file version {shown(version, 24)} is not supported (gridsat reads "
                               "pzprv3)", source)
    if len(lines) < 4 or version != "pzprv3":
        raise PuzzleInputError("pzprv3 file needs the lines 'pzprv3', kind, rows, cols", source)
    kind = lines[1].strip().lower()
    sizes = []
    for lineno, what in ((3, "rows"), (4, "cols")):
        value = lines[lineno - 1].strip()
        if not (value.isascii() and value.isdigit()) or len(value) > 9 or not 1 <= int(value) <= max_side:
            raise PuzzleInputError(f"{line} {lineno + skip}: {what} {shown(value)} is not a whole number from 1 to "
                                   f"{max_side}", source)
        sizes.append(int(value))
    rows, cols = sizes

    def block(start: int, what: str) -> list:
        out = []
        for i in range(start, start + rows):
            if i >= len(lines):
                told = "" if what == "question" else (f" (the lines after the question's {rows} rows, as line "
                                                      f"{3 + skip} says, are its answer: is that count right?)")
                raise PuzzleInputError(f"{what} has {counted(i - start, 'row')}, expected {rows}{told}", source)
            cells = lines[i].split()
            if len(cells) != cols:
                raise PuzzleInputError(f"{line} {i + 1 + skip}: {what} row {i - start + 1} has "
                                       f"{counted(len(cells), 'cell')}, expected {cols}", source)
            out.append(cells)
        return out

    second = next((i for i in range(4, len(lines)) if lines[i].strip().startswith("pzprv")), None)
    if second is not None:  # two files run together: "line 7: answer row 1 has 0 cells" (the blank between them)
        at = "" if before is None else f"line {second + 1 + skip}: "  # (pzprjs' one-line form has no lines)
        raise PuzzleInputError(f"{at}{shown(lines[second].strip(), 24)} starts a second puzzle: "
                               "a file holds one (many puzzles go in a .jsonl collection, one a line)", source)
    question = block(4, "question")
    answer = block(4 + rows, "answer") if len(lines) > 4 + rows else None
    return Pzprv3(kind, rows, cols, question, answer, None if before is None else 5 + before)


def write_pzprv3(kind: str, question, answer=None) -> str:
    """The file text (newline-separated, each cell followed by a space, as
    pzprjs writes it).

    Args:
        kind: puzzle kind for line 2.
        question: rows of string tokens.
        answer: rows of string tokens, or None.

    Raises:
        ValueError: a grid :func:`read_pzprv3` would refuse or read
            otherwise (a caller's bug): not a list of rows, no rows, ragged
            rows, an answer of another size, a cell holding a blank.
    """
    _check_grid("question", question)
    rows = len(question)
    cols = len(question[0])
    if answer is not None:
        _check_grid("answer", answer)
        if (len(answer), len(answer[0])) != (rows, cols):
            raise ValueError(f"answer has {counted(len(answer), 'row')}; the question has {rows}"
                             if len(answer) != rows else
                             f"answer rows have {counted(len(answer[0]), 'cell')}; the question's have {cols}")
    out = ["pzprv3", kind, str(rows), str(cols)]
    for block in (question, answer):
        if block is not None:
            out.extend("".join(f"{tok} " for tok in row) for row in block)
    return "\n".join(out) + "\n"


def _check_grid(what: str, grid) -> None:
    if not isinstance(grid, (list, tuple)) or any(not isinstance(row, (list, tuple)) for row in grid):
        raise ValueError(f"{what} must be rows of cells (a list of lists), got "
                         f"{got_items(grid, lambda row: isinstance(row, (list, tuple)))}")
    if not grid or not grid[0]:
        raise ValueError(f"{what} has no {'rows' if not grid else 'cells'} (a pzprv3 grid is 1..1000 rows of "
                         "1..1000 cells)")
    for r, row in enumerate(grid):
        if len(row) != len(grid[0]):
            raise ValueError(f"{what} row {r + 1} has {counted(len(row), 'cell')}, row 1 has {len(grid[0])} (a pzprv3 "
                             "grid is rows of equal length)")
        for c, tok in enumerate(row):
            if not str(tok) or any(ch.isspace() for ch in str(tok)):
                why = "is empty" if not str(tok) else "holds a space or line break"
                raise ValueError(f"{what} row {r + 1}, cell {c + 1}: {str(tok)!r} {why} (cells are single tokens)")

