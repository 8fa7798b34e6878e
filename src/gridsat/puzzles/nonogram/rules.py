"""Nonogram (Picross, Griddlers; puz.link's ``nonogram``), rules as puzz.link states and checks them (robx/pzprjs
``src/variety/nonogram.js``, its checker ``checkNonogram``: a line's runs of shaded cells, read in order, are the
line's numbers):

1. shade some cells of the R x C board;
2. the numbers beside a row (left of it) are the lengths of its runs of shaded cells, in order from the left, the
   runs apart by at least one unshaded cell; the numbers above a column, the same from the top;
3. a line with no number holds no shaded cell.

The board lies inside its frame of clues, as puzz.link draws and files it: gridsat's board is
``(R + (R+1)//2) x (C + (C+1)//2)``, the ``(R+1)//2`` rows above the board holding the columns' numbers (read top to
bottom, blanks skipped) and the ``(C+1)//2`` columns left of it the rows' numbers (read left to right), the corner
above and left of the board always ``.``; the cells inside hold no clue.  Answers are the framed board's rows, 1
shaded and 0 unshaded, the frame 0 (a recorded answer may give the R x C cells alone).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ..grid.kind import Encoding
from ..grid.puzzle import GridPuzzle
from .url import NonogramURL, frame_depths


#: Unrolled states (:attr:`NonogramPuzzle.expansion`) past which the lines are stated as layers, not automata: the
#: published puzzles' are 170 to 9174, a random 40x40 board's 26,838 (CP-SAT expands its automata in 0.1 s).
LAYERED = 200_000


def board_of(framed: int) -> int | None:
    """The cells of a line whose framed side is ``framed`` (``n + (n+1)//2``), or None where no ``n`` gives it."""
    n = (2 * framed) // 3
    return next((m for m in (n - 1, n, n + 1) if m >= 1 and m + (m + 1) // 2 == framed), None)


@dataclass(frozen=True)
class NonogramPuzzle(NonogramURL, GridPuzzle):
    """A Nonogram inside its frame of clues: ``clues`` are the framed board's rows (:mod:`.rules`' docstring), its
    run lengths in the frame, None elsewhere.  ``waived``: the lines (``("row", i)``, ``("column", j)``, from 0)
    whose rule the model leaves out, set only by :func:`~gridsat.puzzles.conflict.waiving`."""

    waived: frozenset = field(default=frozenset(), init=False, compare=False, repr=False)

    kind_name = "nonogram"
    clue_noun = "clue"
    room_noun = "line"  # what a reason waives, as a picture's key and the command's notice name it

    def __post_init__(self):
        if all(type(v) is int and 1 <= v <= 1000 for v in (self.rows, self.cols)):
            self.check_size()  # before the clues are read against the frame
        super().__post_init__()
        self.check_size()  # (sizes the base made whole numbers: numpy's, a JSON 6.0)

    def check_size(self) -> None:
        """Refuse a framed board no R x C board gives."""
        for what, framed, frame in (("rows", self.rows, "its columns' numbers above it"),
                                    ("columns", self.cols, "its rows' numbers left of it")):
            if board_of(framed) is None:
                near = [f"{m + (m + 1) // 2} for {m}" for m in (board_of(framed - 1), board_of(framed + 1)) if m]
                raise PuzzleInputError(f"a Nonogram board is written in its frame of clues, N + (N+1)//2 {what} for "
                                       f"a board of N ({frame}): {framed} {what} are no such size "
                                       f"({' and '.join(near)})", self.name)

    @property
    def height(self) -> int:
        """The board's rows, its frame left out."""
        return board_of(self.rows)

    @property
    def width(self) -> int:
        """The board's columns, its frame left out."""
        return board_of(self.cols)

    @property
    def depths(self) -> tuple:
        """``(clue rows above, clue columns left)``."""
        return frame_depths(self.height, self.width)

    @property
    def framed(self) -> tuple:
        """``((R, C), "9x9 with its frame")``: the board's size as its user wrote it and the rows and columns its
        model holds (:func:`~gridsat.core.wording.a_board`)."""
        return (self.height, self.width), f"{self.rows}x{self.cols} with its frame"

    @property
    def name_origin(self) -> tuple:
        """The frame's rows above and columns left (:attr:`depths`): a hint's sentences number the board's own rows
        and columns, as its lines are named ("row 3 (3 1)": the third row of the board, not of its frame)."""
        return self.depths

    def on_frame(self, cell) -> bool:
        """True for a cell of the frame (its corner included)."""
        top, left = self.depths
        return cell[0] < top or cell[1] < left

    def inside(self) -> list:
        """The R x C cells of the board, row-major."""
        top, left = self.depths
        return [(r, c) for r in range(top, self.rows) for c in range(left, self.cols)]

    def answer_cells(self) -> list:
        """The cells an answer shades or not (:meth:`inside`): a ``--forced`` board counts these."""
        return self.inside()

    def check_clue(self, clue, cell) -> str | None:
        """A clue in the frame beside a line: a whole number 1 to the line's length; none in the corner or inside."""
        top, left = self.depths
        r, c = cell
        if r < top and c < left:
            return f"{shown(clue, 40)} stands in the frame's corner, beside no row or column: it holds no clue ('.')"
        if not self.on_frame(cell):
            return f"{shown(clue, 40)} stands inside the board: a Nonogram's clues stand above and left of it"
        length, line = (self.height, "column") if r < top else (self.width, "row")
        if clue == "?":
            return f"'?' is not a run length: write {'1' if length == 1 else f'1 to {length}'}, or '.' for none"
        if isinstance(clue, bool) or not isinstance(clue, int) or not 1 <= clue <= length:
            return f"{shown(clue, 40)} is not a run length of this {line} of {counted(length, 'cell')} (1 to {length})"
        return None

    def lines(self) -> list:
        """Every line: ``(line id, its cells in order, its run lengths, its clue cells)``, rows then columns; a line
        id is ``("row", i)`` or ``("column", j)`` from 0."""
        top, left = self.depths
        out = []
        for i in range(self.height):
            clue_cells = [(top + i, c) for c in range(left) if self.clues[top + i][c] is not None]
            out.append((("row", i), [(top + i, left + j) for j in range(self.width)],
                        [self.clues[r][c] for r, c in clue_cells], clue_cells))
        for j in range(self.width):
            clue_cells = [(r, left + j) for r in range(top) if self.clues[r][left + j] is not None]
            out.append((("column", j), [(top + i, left + j) for i in range(self.height)],
                        [self.clues[r][c] for r, c in clue_cells], clue_cells))
        return out

    def line_named(self, line) -> str:
        """``"row 2 (3 1)"``: a line, numbered from 1 as the board's rows and columns are, and its numbers."""
        (what, k), _, clue, _ = line
        return f"{what} {k + 1} ({' '.join(map(str, clue)) or 'no number'})"

    def forced_by_lines(self, check=None) -> dict | None:
        """``{cell: 0 or 1}`` the cells line solving decides (each line's cells that every placement of its runs
        agreeing with the cells decided so far gives the same value, :func:`~gridsat.constraints.runs.line_forced`,
        repeated until no line decides more); None when a line has no placement left (no answer).  Waived lines
        decide nothing.  ``check``: a clock check, called per line solved."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        from ...constraints.runs import line_forced

        lines = [line for line in self.lines() if line[0] not in self.waived]
        known, dirty = {}, set(range(len(lines)))
        by_cell = {}
        for k, (_, cells, _, _) in enumerate(lines):
            for cell in cells:
                by_cell.setdefault(cell, []).append(k)
        while dirty:
            k = dirty.pop()
            if check is not None:
                check()
            _, cells, clue, _ = lines[k]
            out = line_forced(clue, [known.get(cell) for cell in cells])
            if out is None:
                return None
            for cell, v in zip(cells, out):
                if v is not None and cell not in known:
                    known[cell] = v
                    dirty.update(by_cell[cell])
        return known

    @property
    def expansion(self) -> int:
        """The booleans the lines' automata unroll to (:func:`~gridsat.constraints.runs.layered_size`: per line and
        cell, the states the line can be in there), what CP-SAT's expansion of the automata holds."""
        from ...constraints.runs import layered_size

        return sum(layered_size(len(cells), clue) for line_id, cells, clue, _ in self.lines()
                   if line_id not in self.waived)

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell of the framed board, for the estimate made before it is built: 1000 bytes and
        400 an unrolled state (:attr:`expansion`).  Measured (peak resident memory less the interpreter's): a random
        200x200 board's 3.1 million states took 950 MB in CP-SAT's expansion of its automata."""
        return 1000 + 400 * self.expansion // (self.rows * self.cols)

    def method(self) -> str:
        """How the lines' runs are stated (:func:`~gridsat.constraints.runs.shaded_runs`): as automata, the fastest
        (``benchmarks/runs_models.py``: layers take a median 7.0 times as long on the published puzzles, placements
        2.5 times); past :data:`LAYERED` unrolled states, as layers built here, where ``-t`` holds while they are
        built (CP-SAT's own expansion of the automata of a random 200x200 board ran 30 s past a time limit of 20)."""
        return "automaton" if self.expansion <= LAYERED else "layered"

    def model(self, model, options):
        """The rules as CP-SAT constraints: a shaded boolean per cell inside (rule 1) and each line's runs its
        numbers (:func:`~gridsat.constraints.runs.shaded_runs`, as :meth:`method` says; rules 2 and 3).  Fixing
        first the cells line solving decides (:meth:`forced_by_lines`) made the proofs of the published puzzles
        2.1 times as slow (``benchmarks/runs_models.py``): CP-SAT's propagation of the automata finds them faster."""
        from ...constraints.runs import shaded_runs

        inside, method = self.inside(), self.method()
        with model.rule("one shaded boolean per cell"):
            x = {cell: model.new_bool_var(f"x{cell}") for cell in inside}
        for line_id, cells, clue, _ in self.lines():
            if line_id not in self.waived:
                shaded_runs(model, [x[cell] for cell in cells], clue, method=method, check=options.check_time,
                            rule="a line's runs of shaded cells are its numbers, in order")
        literals = [x[cell] for cell in inside]

        def decode(values, flags=None):
            grid = [[0] * self.cols for _ in range(self.rows)]
            for (r, c), v in zip(inside, values):
                grid[r][c] = int(v)
            return grid

        def forced(values, flags):
            grid = decode(values)
            for (r, c), flag in zip(inside, flags):
                if not flag:
                    grid[r][c] = None
            return grid

        return Encoding(literals, decode, forced)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols} (the board of {self.height}x{self.width} and its "
                    "frame)"]
        problems = [f"the frame's cell {cell_name((r, c))} holds {v}, not 0" for r, row in enumerate(grid)
                    for c, v in enumerate(row) if v and self.on_frame((r, c))]
        for line in self.lines():
            (what, _), cells, clue, _ = line
            runs, length = [], 0
            for v in [grid[r][c] for r, c in cells] + [0]:
                if v == 1:
                    length += 1
                elif length:
                    runs.append(length)
                    length = 0
            if runs != clue:  # its numbers are in its name ("the row 5 (1 1) has runs of 1, not 1 1" said them twice)
                problems.append(f"{self.line_named(line)} has " + (
                    f"runs of {' '.join(map(str, runs))}" if runs else "no shaded cell"))
        return problems

    def read_answer(self, solution) -> list:
        """A recorded answer as rows of ints (:meth:`GridPuzzle.read_answer`): this board with its frame (its
        rows x cols; a frame cell not 0 is then named by :meth:`violations`) or its R x C cells alone, given their
        frame of zeros here.  (Read without the puzzle's sizes, a 3x3 answer whose first row and column were
        unshaded was taken for a 2x2 board in its frame, and a true answer refused as "not 5x5".)"""
        drawn = self.read_drawing(solution) if isinstance(solution, str) and "█" in solution + "·" else None
        rows = drawn or GridPuzzle.read_answer.__func__(type(self), solution)
        height, width = len(rows), len(rows[0]) if rows else 0
        if (height, width) != (self.height, self.width) or any(len(row) != width for row in rows):
            return rows  # the framed board, or no answer of this board (recorded_grid names its shape)
        top, left = self.depths  # the cells alone, given their frame
        return [[0] * (width + left) for _ in range(top)] + [[0] * left + list(row) for row in rows]

    @staticmethod
    def read_drawing(text: str) -> list | None:
        """The framed rows an answer drawn as ``gridsat nonogram`` prints it holds (its numbers and ``.`` on the
        frame read as 0, ``██`` 1, ``·`` 0; its key and status lines left out), or None when ``text`` is no such
        drawing (the cells of a side past 9 take three characters)."""
        lines = [line for line in text.splitlines() if line.strip() and set(line) <= set(" .·█0123456789")]
        if not lines:
            return None
        for w in (2, 3):
            if any(len(line.rstrip()) > len(lines[0]) or len(line) % w for line in lines):
                continue
            cols = len(lines[0]) // w
            if board_of(cols) is None or board_of(len(lines)) is None:
                continue
            chunks = [[line[k:k + w].strip() for k in range(0, len(line), w)] for line in lines]
            if all(len(row) == cols and all(c == "█" * w or c in (".", "·") or c.isdigit() for c in row)
                   for row in chunks):
                return [[int(c == "█" * w) for c in row] for row in chunks]
        return None

    def drawing(self, grid, title=None):
        """As puzz.link draws it: the board's grid, the rows' numbers left of it and the columns' above it, the
        shaded cells dark (None: a cell not forced, hatched)."""
        from ...render.framed import FramedDrawing

        top, left = self.depths
        inside = self.inside()
        return FramedDrawing(self.rows, self.cols, text={cell: str(v) for cell, v in self.clued().items()},
                             shaded={(r, c) for r, c in inside if grid[r][c] == 1},
                             undecided={(r, c) for r, c in inside if grid[r][c] is None}, title=title,
                             cell_width=3 if max(self.height, self.width) > 9 else 2, depth=(top, 0, left, 0),
                             pointed=False)


__all__ = ["LAYERED", "NonogramPuzzle", "board_of"]
