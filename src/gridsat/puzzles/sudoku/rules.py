"""Sudoku, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
``src/variety/sudoku.js``; Nikoli's genre):

1. write a digit from 1 to N in every cell of the N x N board;
2. each row holds each digit once;
3. each column holds each digit once;
4. each box holds each digit once;
5. the givens keep their digits.

Boxes follow from the size as puzz.link draws them (``Board.initBoardSize``):
sqrt(N) x sqrt(N), except 6 x 6 boards, whose boxes are 2 rows x 3 columns;
other sizes (8, 12...) have no boxes that hold N cells and are refused.
Answers are rows of digits.  As an exact cover (Knuth, TAOCP 7.2.2.1), an
option is "digit d in cell (r, c)", covering four primary items: the cell,
and digit d in its row, its column and its box
(:mod:`gridsat.puzzles.grid.digits`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import isqrt

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ...core.grid import named_lines, recorded_grid
from ...core.grid_text import SPACES
from ..grid.digits import repeats
from ..grid.puzzle import GridPuzzle
from ..grid.number_url import NumberedCellsURL


def box_shape(n: int) -> tuple[int, int] | None:
    """``(rows, cols)`` of the boxes of an ``n x n`` Sudoku, or None when
    puzz.link's boxes for that size do not hold ``n`` cells."""
    if n == 6:
        return 2, 3
    k = isqrt(n)
    return (k, k) if k * k == n else None


def compact_rows(lines: list) -> list | None:
    """The text grid's rows of a Sudoku written without spaces, as most Sudoku tools write one: in one line
    (``53..7....6..195...``: N x N characters) or in N lines of N characters, N = 4, 6 or 9, each character a
    digit or ``.``/``0`` for an empty cell; None when ``lines`` (strings) are not that."""
    lines = [line.strip() for line in lines]
    joined = "".join(lines)
    n = isqrt(len(joined))
    if (n * n != len(joined) or n not in (4, 6, 9) or any(ch not in "0123456789." for ch in joined)
            or (len(lines) > 1 and any(len(line) != n for line in lines))):
        return None
    return [" ".join("." if ch in ".0" else ch for ch in joined[r * n:(r + 1) * n]) for r in range(n)]


def square_board(lines: list) -> str | None:
    """What N lines of N characters, each a Sudoku on one line (16 of 16), are told: a 16x16 board, meant so, was
    told only "16 lines, each a Sudoku" (each line a 4x4 on one line); None for other lines."""
    n = len(lines)
    if n < 2 or any(len(line.strip()) != n for line in lines):
        return None
    return (f"{n} lines of {n} characters: a {n}x{n} Sudoku is written with its cells separated by spaces (its "
            f"digits run past 9), e.g. '. 12 . 3 ...' (without spaces, a line of {n} is a {isqrt(n)}x{isqrt(n)} "
            "Sudoku of its own)")


#: How the rows of a Sudoku written without spaces go (:func:`compact_rows`), told with what is wrong in them.
COMPACT = "a Sudoku written without spaces has a digit a cell, '.' or 0 for an empty one"


def lettered(line: str) -> bool:
    """True when ``line`` is a 16x16 Sudoku's row (16 characters) or whole board (256) written with letters for 10
    and up (``A`` to ``G``) and digits or dots."""
    line = line.strip().upper()
    return len(line) in (16, 256) and set(line) <= set("0123456789.ABCDEFG") and any(ch in "ABCDEFG" for ch in line) \
        and any(ch in "0123456789." for ch in line)


def line_with_more(line: str) -> str | None:
    """What a Sudoku's one line followed by more is told: its solution after a comma (a CSV's row, as Kaggle's
    lists hold them) or a name or note ('... # hardest 1', as top95-style lists): each was "not a puzzle gridsat
    can read" (under --kind sudoku "line 1: line 1, column 82: ',' is no digit"); else None."""
    import re

    line = line.strip()
    pair = re.fullmatch(r"([0-9.]{16,256})\s*[,;\t]\s*([1-9]{16,256})", line)
    if pair and len(pair[1]) == len(pair[2]) in (16, 36, 81):
        return ("a Sudoku and its solution on one line (a CSV's row): a line is one puzzle, its solution given "
                f'in a record: {{"puzzle": "{pair[1][:9]}...", "solution": "{pair[2][:9]}..."}}')
    words = line.split(None, 1)
    if len(words) == 2 and len(words[0]) in (16, 36, 81) and re.fullmatch(r"[0-9.]+", words[0]) and any(
            ch in ".3456789" for ch in words[0]):
        return (f"{shown(words[1], 24)} follows the Sudoku's {len(words[0])} cells: a line holds the puzzle alone; "
                f'a name goes in a record: {{"puzzle": "{words[0][:9]}...", "name": ...}}')
    return None


def blanks_spaced(lines: list) -> bool:
    """True when ``lines`` (the non-blank ones) are a Sudoku's 4, 6 or 9 rows of digits with a space for each empty
    cell: none longer than the board is wide, rows of different counts of words."""
    return len(lines) in (4, 6, 9) and len({len(line.split()) for line in lines}) > 1 and all(
        len(line.rstrip()) <= len(lines) and set(line.strip()) <= set("123456789 ") for line in lines)


def compact_problem(body: list) -> str | None:
    """What is wrong with ``body`` (``[(number, line)]``, the non-blank lines) read as the rows of a Sudoku written
    without spaces (:func:`compact_rows`) when it is written so (each line one word, more than a one-cell grid) but
    is none: a line of 80 characters (a 9x9 with one dropped) or a letter among the digits was "'53..7....6..'...
    (80 characters) is too long for a cell (at most 8)", and a row of 8 among rows of 9 named line 1.  None for a
    grid written with spaces."""
    lines = [(number, line.strip()) for number, line in body]
    if len(lines) == 1 and (more := line_with_more(lines[0][1])) is not None:
        return more
    from ...formats.sniff import sudoku_line_marks

    if len(lines) == 1 and set(",;") & set(lines[0][1]) and (marks := sudoku_line_marks(lines[0][1])):  # "line 1,
        return f"line {lines[0][0]}: {marks}"  # column 2: ',' is no digit"
    if blanks_spaced([line for _, line in body]):  # '53  7    ' (a space an empty cell): was "line 4: 3 cells,
        return (f"rows of {len(lines)} characters with spaces for empty cells, which cannot be told apart from the "
                "spaces between cells: write '.' or 0 for each empty cell")  # expected 2" or "not a puzzle"
    from ...core.grid_text import NO_COMMENTS, comment_column

    said = [(number, comment_column(line, 1)) for number, line in body]  # '....8..79 % hard' after rows written so:
    if len(lines) > 1 and all(len(line.split()) == 1 or at for (_, line), (_, at) in zip(lines, said)):  # it was
        hit = next(((number, at) for number, at in said if at), None)  # "line 2: '53..7....'... (9 characters) is
        if hit is not None:  # too long for a cell", a good row blamed
            return f"line {hit[0]}, column {hit[1]}: {NO_COMMENTS}"
    if not lines or {len(line.split()) for _, line in lines} != {1} or (len(lines) == 1 and len(lines[0][1]) < 3):
        return None
    for number, line in lines:
        bad = next((col for col, ch in enumerate(line, 1) if ch not in "0123456789."), None)
        if bad is not None and (line[bad - 1] in "|+" or set(line) <= set("-=") and len(line) not in (4, 6, 9)):
            # '53.|.7.|...' and '---+---+---' were "line 1, column 4: '|' is no digit", where the same grid
            # written with spaces, and detection given no kind, say what the lines are
            return (f"line {number}: {shown(line, 24)} draws box lines ('|', '---+---'), which are not cells: "
                    "write the cells alone, a row a line, and leave out the lines of '-' and '+'")
        if bad is not None and len(lines) in (1, 16) and all(lettered(x) for _, x in lines):  # 'A' for 10: was "'A'
            return (f"line {number}, column {bad}: {line[bad - 1]!r} is no digit: a 16x16 Sudoku is written with its "
                    "numbers 1 to 16 separated by spaces, '.' or 0 an empty cell, not letters for 10 and up")  # is no
        if bad is not None and line[bad - 1] in ",;" and all(  # rows of a spreadsheet's export, '5,3,0,0,7,...':
                re.fullmatch(r"[0-9.]+(?:[,;][0-9.]+)+", x) for _, x in lines):  # "',' is no digit: a Sudoku
            mark = "commas" if line[bad - 1] == "," else "semicolons"  # written without spaces has a digit a cell"
            if min(len(part) for part in re.split("[,;]", line)) > 2:  # rows, not cells: their spaced cells were told
                return (f"line {number}: {shown(line, 24)} is rows joined by {line[bad - 1]!r}: write a row a line")
            return (f"line {number}: {shown(line, 24)} is cells separated by {mark}: {SPACES} "
                    f"({shown(re.sub('[,;]', ' ', line), 24)})")  # (as detection, given no kind, says it)
        if bad is not None:  # digit: a Sudoku written without spaces has a digit a cell", and no way to write 10
            return f"line {number}, column {bad}: {line[bad - 1]!r} is no digit: {COMPACT}"
    first, width = lines[0][0], len(lines[0][1])
    if len(lines) == 1:
        return (f"line {first}: {counted(width, 'character')}: a Sudoku on one line has 16, 36 or 81 (4x4, 6x6 or 9x9; "
                "'.' or 0 an empty cell)")
    if width not in (4, 6, 9):
        return f"line {first}: {counted(width, 'character')}: {COMPACT}, in rows of 4, 6 or 9"
    for number, line in lines:
        if len(line) != width:
            return f"line {number}: {len(line):,} characters, expected {width} as on line {first}: {COMPACT}"
    return f"{len(lines):,} rows of {width} characters: a {width}x{width} Sudoku has {width} rows"


@dataclass(frozen=True)
class SudokuPuzzle(NumberedCellsURL, GridPuzzle):
    """A Sudoku board: ``clues`` hold the givens (digits 1..N), None elsewhere."""

    kind_name = "sudoku"
    @property
    def bytes_per_cell(self) -> int:
        """800 per cell and digit: N booleans a cell in the CP-SAT model (a 900x900 board's 729,000,000 were
        estimated as 810,000 and building them ended in a MemoryError)."""
        return 800 * self.rows
    answer_symbols = {str(d): d for d in range(1, 10)}
    answer_values = None  # digits: its checker names a cell that holds no digit from 1 to n

    def __post_init__(self):
        if self.regions is not None:
            raise PuzzleInputError("a Sudoku's boxes follow from its size: give no regions", self.name)
        # a size no Sudoku has is named before its givens are read: 'zz qq' was told "given 'zz' is not a digit from
        # 1 to 2", as if a 1x2 Sudoku were one whose givens could be 1 or 2 (sizes of a wrong type: the grid's own)
        sized = all(type(v) is int and 1 <= v <= 1000 for v in (self.rows, self.cols))
        wrong = self.size_problem(self.rows, self.cols) if sized else None
        if wrong:
            raise PuzzleInputError(wrong, self.name)
        super().__post_init__()
        wrong = self.size_problem(self.rows, self.cols)
        if wrong:
            raise PuzzleInputError(wrong, self.name)

    @classmethod
    def size_problem(cls, rows: int, cols: int) -> str | None:
        if rows != cols or box_shape(rows) is None:
            n = round(cols ** 0.5)  # one row of 81 cells spaced apart (81 digits pasted with spaces) was told "got
            row = f": write its {cols} cells in {n} rows of {n}, or side by side without spaces" if rows == 1 and \
                n * n == cols and box_shape(n) else ""  # 1x81" alone
            return (f"a Sudoku is N x N with N a square number or 6 (boxes as puzz.link draws them), got "
                    f"{rows}x{cols}{row}")
        return None

    @classmethod
    def read_token(cls, token: str, block: str, line: int):
        """As every genre's, with ``0`` an empty cell too, as in a Sudoku on one line: 'sudoku' over rows of
        ``0 0 3 0`` was refused ("given 0 is not a digit from 1 to 4") where ``0030`` rows were solved."""
        return None if token == "0" else super().read_token(token, block, line)

    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """As every genre's, a given of 0 refused naming JSON's empty cell, ``null`` (0 is an empty cell in text,
        as in a Sudoku on one line: in JSON it was "given 0 is not a digit from 1 to 4", empty not named)."""
        clues = fields.get("clues")
        for r, row in enumerate(clues if isinstance(clues, list) else ()):
            c = next((c for c, v in enumerate(row) if type(v) is int and v == 0), None) if isinstance(row, list) \
                else None
            if c is not None:
                raise PuzzleInputError(f"row {r + 1}, column {c + 1}: given 0 is not a digit (an empty cell is null "
                                       "in JSON)", name)
        return super().from_json_fields(fields, name)

    clue_noun = "given"

    def weaker(self, clue):
        """An empty cell for a given (no answer is lost)."""
        return None

    def check_clue(self, clue, cell) -> str | None:
        if isinstance(clue, int) and not isinstance(clue, bool) and 1 <= clue <= max(self.rows, self.cols):
            return None
        return f"given {shown(clue, 40)} is not a digit from 1 to {max(self.rows, self.cols)}"

    @property
    def n(self) -> int:
        return self.rows

    def read_answer(self, solution) -> list:
        """A recorded answer of this board as rows of ints (:meth:`GridPuzzle.read_answer`; its N x N digits in
        one line too, as a Sudoku may be written: :func:`~gridsat.core.grid.recorded_grid` reads them as its rows),
        each a digit from 1 to N: a 0 or a 10 in a 9x9's was compared as an answer that differs, where a
        Yin-Yang's 3 was bad input.

        Raises:
            PuzzleInputError: a solution of another shape (told before its cells: a row one cell too long was "cell
                r1c5 holds 0" of a 4x4), or a cell holding no digit of the board."""
        rows = recorded_grid(GridPuzzle.read_answer.__func__(type(self), solution), self.rows, self.cols)
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                if not 1 <= v <= self.n:
                    raise PuzzleInputError(f"a recorded Sudoku solution: cell {cell_name((r, c))} holds {v}; a "
                                           f"{self.n}x{self.n} Sudoku answer holds digits from 1 to {self.n}")
        return rows

    def box(self, cell) -> int:
        """The box of ``cell``, numbered row-major from 0."""
        br, bc = box_shape(self.n)
        return cell[0] // br * (self.n // bc) + cell[1] // bc

    def boxes(self) -> list:
        """Per cell, row-major, its :meth:`box` (what :mod:`gridsat.puzzles.grid.digits` takes)."""
        n, (br, bc) = self.n, box_shape(self.n)
        return [r // br * (n // bc) + c // bc for r in range(n) for c in range(n)]

    def model(self, model, options):
        """The rules as CP-SAT constraints (:func:`gridsat.puzzles.grid.digits.digit_model`): a
        boolean per cell and digit, one exactly-one per item of the exact cover (rules 1-4), givens fixed (5)."""
        from ..grid.digits import digit_model

        return digit_model(model, self.clues, self.boxes(), options.check_time)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        n = self.n
        if len(grid) != n or any(len(row) != n for row in grid):
            return [f"the answer is not {n}x{n}"]
        problems = [f"cell {cell_name((r, c))} holds {v!r}, not a digit from 1 to {n}" for r, row in enumerate(grid)
                    for c, v in enumerate(row) if not (isinstance(v, int) and 1 <= v <= n)]
        br, bc = box_shape(n)
        # boxes numbered in reading order, as the hints name them ("box 3 holds 5 twice" beside "box 3 would hold")
        boxes = [(f"box {b + 1}", [(r + i, c + j) for i in range(br) for j in range(bc)])
                 for b, (r, c) in enumerate((r, c) for r in range(0, n, br) for c in range(0, n, bc))]
        problems += repeats(grid, named_lines(n, n) + boxes)
        return problems + [f"given {v} at {cell_name((r, c))} is changed to {grid[r][c]}"
                           for (r, c), v in self.clued().items() if grid[r][c] != v]

    def drawing(self, grid, title=None):
        """As puzzle sites draw it: givens bold, the digits found in puzz.link's
        answer colour, thick box borders (None: a digit not forced)."""
        from ...render.board import BoardDrawing

        given = {c: str(v) for c, v in self.clued().items()}
        cells = self.cells()
        return BoardDrawing(self.n, self.n, regions={c: self.box(c) for c in cells}, text=given,
                            answers={c: str(grid[c[0]][c[1]]) for c in cells
                                     if c not in given and grid[c[0]][c[1]] is not None},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title,
                            cell_width=3 if self.n > 9 else 2, text_borders=False)

    @classmethod
    def from_lines(cls, lines: list, name: str):
        """The text grid (:meth:`GridPuzzle.from_lines`), or the rows written without spaces as most Sudoku
        tools write them, in one line or N (:func:`compact_rows`: 81 characters for a 9x9, ``.`` or ``0``
        empty), with or without the ``sudoku`` line above them."""
        body = [(number, line) for number, line in lines if line.strip()]
        if body and body[0][1].strip().lower() == cls.kind_name:
            body = body[1:]
        rows = compact_rows([line for _, line in body]) if body else None
        if not rows and len(body) > 1 and all(compact_rows([line]) for _, line in body[:3]):
            from ...core.wording import one_puzzle

            square = square_board([line for _, line in body])
            if square:
                raise PuzzleInputError(square, name)
            raise PuzzleInputError(f"{len(body):,} lines, each a Sudoku: {one_puzzle()}", name)
        if not rows and len(body) > 1 and {len(line.split()) for _, line in body} == {len(body)}:
            lines = [(number, line) for number, line in lines if line.strip()]  # a square of cells separated by
            # spaces, blank lines between its bands ('5 3 . ...' in threes) as well as without spaces: it was "line
            # 6 starts a second puzzle (3 grids of 3 rows alike ...)"
        if rows:  # each row keeps its file line's number; one line's rows all take that line's
            numbers = [number for number, _ in body] if len(body) == len(rows) else [body[0][0]] * len(rows)
            lines = list(zip(numbers, rows))
        elif compact_problem(body):  # written so, but not a Sudoku's rows: say what is wrong with them
            from ..headers import refuse_grids_alike, refuse_second_puzzle  # 'sudoku' over a second grid: "'s' is

            refuse_second_puzzle(body, name)  # no digit"; two grids one after another: "8 rows of 4 characters"
            refuse_grids_alike(_blocks(body), 1, name)
            raise PuzzleInputError(compact_problem(body), name)
        return super().from_lines(lines, name)


__all__ = ["SudokuPuzzle", "box_shape", "compact_rows", "square_board"]


def _blocks(body: list) -> list:
    """Rows written without spaces (``[(number, line)]``, blank lines left out) split where line numbers jump:
    ``[[(number, characters)], ...]``, as :func:`..headers.refuse_grids_alike` takes them."""
    blocks: list = []
    for number, line in body:
        if not blocks or number != blocks[-1][-1][0] + 1:
            blocks.append([])
        blocks[-1].append((number, list(line.strip())))
    return blocks
