"""Skyscrapers (puzz.link's "building"), rules as puzz.link states and checks them (robx/pzprjs
``src/variety/skyscrapers.js``, its checker list: ``checkDifferentNumberInLine``, ``checkSight``, ``checkNoNumCell``):

1. write a building's height, 1 to N, in every cell of the N x N board;
2. each row and each column holds each height once;
3. a clue outside the board counts the buildings seen from there along its row or column: a building is seen when
   it is taller than every building before it (a taller one hides a shorter);
4. the givens inside the board keep their heights.

The board lies inside a frame of clue cells, as puzz.link draws it: gridsat's board is ``(N+2) x (N+2)``, its top
and bottom rows and its left and right columns the frame (a clue 1 to N, or ``.`` none; the four corners always
``.``), the N x N cells inside holding the givens (``.`` an empty cell).  Answers are rows of whole numbers, a cell's
height inside and 0 on the frame (a recorded answer may give the N x N heights alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ..grid.digits import cell_digit_encoding
from ..grid.puzzle import GridPuzzle
from .url import SkyscrapersURL

#: The four sides a clue stands on: name, how it names its line, the step from the clue into the board.
SIDES = (("top", "column", (1, 0)), ("bottom", "column", (-1, 0)), ("left", "row", (0, 1)), ("right", "row", (0, -1)))


@dataclass(frozen=True)
class SkyscrapersPuzzle(SkyscrapersURL, GridPuzzle):
    """A Skyscrapers board inside its frame of clues: ``clues`` are ``N + 2`` rows of ``N + 2``, the frame's counts
    (1 to N) and the givens inside (1 to N), None elsewhere (:mod:`.rules`' docstring)."""

    kind_name = "skyscrapers"
    clue_noun = "clue"
    answer_values = None  # a height inside the board, 0 on the frame: the checker names any other
    answer_symbols = {str(d): d for d in range(10)} | {".": 0}
    #: The genre as a refusal names it (with its article), why its board is square, and what its answer's cells hold
    #: (each genre its own).
    board_words = ("a Skyscrapers", "each row and column holds 1 to N once", "heights")

    def __post_init__(self):
        sized = all(type(v) is int and 1 <= v <= 1000 for v in (self.rows, self.cols))
        if sized:  # before the clues are read against N
            self._check_size()
        super().__post_init__()
        self._check_size()  # (sizes the base made whole numbers: numpy's, a JSON 6.0)

    def _check_size(self) -> None:
        """Refuse a board that is not square, or has no cell inside its frame."""
        wrong = self.size_problem(self.rows, self.cols)
        if wrong or self.rows < 3:
            raise PuzzleInputError(wrong or f"{self.board_words[0]} board is written with its frame of clues, (N+2) x "
                                   f"(N+2) for N x N cells: {self.rows}x{self.cols} leaves no cell inside", self.name)

    @classmethod
    def size_problem(cls, rows: int, cols: int) -> str | None:
        """A Skyscrapers board is square (a URL's N x N; the text's and JSON's (N+2) x (N+2) with its frame)."""
        if rows != cols:
            return f"{cls.board_words[0]} board is square ({cls.board_words[1]}), got {rows}x{cols}"
        return None

    @property
    def n(self) -> int:
        """The side of the board inside the frame."""
        return self.rows - 2

    @property
    def bytes_per_cell(self) -> int:
        """The model's memory a cell, for the estimate made before it is built: 1000 bytes and 5000 a height (its
        booleans and, on a board clued all round, the running maxima, chains and clauses of the four clues' lines
        through it: about 20 N constraints a cell of the framed board, some 240 bytes each as built).  Measured
        (peak resident memory less the interpreter's, ``/usr/bin/time -v``): 7.7 MB at N=12, 40 MB at 20, 149 MB
        at 30; 1800 a height was half of that (a 30x30 weighed 56 MB)."""
        return 1000 + 5000 * self.n

    @property
    def framed(self) -> tuple:
        """``((n, n), "32x32 with its frame")``: the board's size as its user wrote it (a URL's N x N) and a note of
        the rows and columns its model holds (:func:`~gridsat.core.wording.a_board`)."""
        return (self.n, self.n), f"{self.rows}x{self.cols} with its frame"

    def on_frame(self, cell) -> bool:
        """True for a cell of the frame (its corners included)."""
        r, c = cell
        return r in (0, self.rows - 1) or c in (0, self.cols - 1)

    def inside(self) -> list:
        """The N x N cells inside the frame, row-major."""
        return [(r, c) for r in range(1, self.rows - 1) for c in range(1, self.cols - 1)]

    def answer_cells(self) -> list:
        """The cells an answer fills (:meth:`inside`): a ``--forced`` board counts these, not its frame."""
        return self.inside()

    def check_clue(self, clue, cell) -> str | None:
        """A clue on the frame (not a corner) or a given inside: a whole number 1 to N."""
        r, c = cell
        corner = r in (0, self.rows - 1) and c in (0, self.cols - 1)
        what = "a count of buildings seen" if self.on_frame(cell) else "a given height"
        if corner:
            return (f"{shown(clue, 40)} stands on a corner of the frame, beside no row or column: a corner holds "
                    "no clue ('.')")
        if clue == "?":
            return f"'?' is not {what}: write 1 to {self.n}, or '.' for none"
        if isinstance(clue, bool) or not isinstance(clue, int) or not 1 <= clue <= self.n:
            return f"{shown(clue, 40)} is not {what} from 1 to {self.n}"
        return None

    def weaker(self, clue):
        """No clue (every answer stays an answer)."""
        return None

    def clue_named(self, cell, clue) -> str:
        """A clue or a given in a no-answer reason: ``"clue 4 at r3c1"``, ``"given 1 at r2c2"``."""
        return f"{'clue' if self.on_frame(cell) else 'given'} {clue} at {cell_name(cell)}"

    def clue_said(self, named: list, needed: bool) -> str:
        """The no-answer reason for the clues and givens ``named`` (:meth:`clue_named`'s words): a given is named a
        given, not a clue, and taking one away (emptying its cell) is said where the board has any."""
        nouns = {words.split(" ", 1)[0] for words in named}
        if len(nouns) == 1:  # "the clues 4 at r3c1 and 4 at r3c6", "the given 1 at r2c2"
            noun = nouns.pop()
            named = [words.split(" ", 1)[1] for words in named]
            head = f"the {noun}{'s' if len(named) > 1 else ''} "
        else:  # "the clue 4 at r3c1 and the given 1 at r2c2"
            head, named = "", [f"the {words}" for words in named]
        listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + f" and {named[-1]}"
        givens = any(not self.on_frame(cell) for cell in self.clued())
        others = f"every other clue{' and given' if givens else ''} taken away"
        if len(named) == 1:
            return f"{head}{listed} cannot hold, even with {others}"
        return f"{head}{listed} cannot all hold, even with {others}" + \
            (" (take one of these away too and an answer exists)" if needed else "")

    def lines(self) -> list:
        """Every clue with its line: ``(clue cell, count, side, cells from the clue inward)``, in the frame's
        reading order (row-major)."""
        out = []
        for (r, c), count in self.clued().items():
            if not self.on_frame((r, c)):
                continue
            side = "top" if r == 0 else "bottom" if r == self.rows - 1 else "left" if c == 0 else "right"
            dr, dc = next(step for name, _, step in SIDES if name == side)
            out.append(((r, c), count, side, [(r + dr * k, c + dc * k) for k in range(1, self.n + 1)]))
        return out

    def possible_heights(self) -> dict:
        """``{cell: set of heights}`` inside the board: those every clue's line through the cell leaves it
        (:func:`~gridsat.constraints.visible.line_heights`) and, on a given, its height alone."""
        from ...constraints.visible import line_heights

        left = {cell: set(range(1, self.n + 1)) for cell in self.inside()}
        for _, count, _, cells in self.lines():
            for at, cell in enumerate(cells):
                left[cell] &= set(line_heights(self.n, count, at))
        for cell, h in self.clued().items():
            if cell in left:
                left[cell] &= {h}
        return left

    def model(self, model, options):
        """The rules as CP-SAT constraints: a boolean per cell and height its clues' lines leave it
        (:meth:`possible_heights`: a given's own height alone, rule 4), one true a cell (rule 1), each height once in
        each row and column (rule 2), each clue's line seen as it counts
        (:func:`~gridsat.constraints.visible.visible_count`: rule 3)."""
        from ...constraints.visible import visible_count

        n, inside = self.n, self.inside()
        heights = range(1, n + 1)
        x, every, left = {}, [], self.possible_heights()
        with model.rule("a boolean per cell and height its clues' lines leave it, one true a cell"):
            if any(not held for held in left.values()):  # a given its clues' lines forbid: no answer, said by the
                model.add_bool_or([])  # solver (its cell keeps every height, so each rule below is still stated)
                left = {cell: held or set(heights) for cell, held in left.items()}
            for cell in inside:
                x[cell] = {h: model.new_bool_var(f"x{cell}={h}") for h in sorted(left[cell])}
                model.add_exactly_one(x[cell].values())
                every += [(cell, h) for h in x[cell]]
            options.check_time()
        with model.rule("each row and each column holds each height once"):
            for k in range(1, n + 1):
                for h in heights:
                    model.add_exactly_one(x[(k, c)][h] for c in range(1, n + 1) if h in x[(k, c)])
                    model.add_exactly_one(x[(r, k)][h] for r in range(1, n + 1) if h in x[(r, k)])
            options.check_time()
        for _, count, _, cells in self.lines():
            visible_count(model, [x[cell] for cell in cells], count, check=options.check_time,
                          rule="a clue counts the buildings seen from it")
        return cell_digit_encoding(self.rows, self.cols, every, [x[cell][h] for cell, h in every])

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        from ...constraints.visible import visible_heights
        from ..grid.digits import repeats

        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols} (the board of {self.n}x{self.n} and its frame)"]
        n, problems = self.n, []
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if self.on_frame((r, c)) and v != 0:
                    problems.append(f"the frame's cell {cell_name((r, c))} holds {v}, not 0")
                elif not self.on_frame((r, c)) and not 1 <= v <= n:
                    problems.append(f"the cell {cell_name((r, c))} holds {v}, not a height 1 to {n}")
        if problems:
            return problems
        lines = [(f"the row of {cell_name((k, 1))}", [(k, c) for c in range(1, n + 1)]) for k in range(1, n + 1)]
        lines += [(f"the column of {cell_name((1, k))}", [(r, k) for r in range(1, n + 1)]) for k in range(1, n + 1)]
        problems += repeats(grid, lines)
        for cell, count, side, cells in self.lines():
            seen = visible_heights([grid[r][c] for r, c in cells])
            if seen != count:
                problems.append(f"the {count} at {cell_name(cell)} ({side}) sees {counted(seen, 'building')}, "
                                f"not {count}")
        return problems + [f"given {v} at {cell_name(cell)} is changed to {grid[cell[0]][cell[1]]}"
                           for cell, v in self.clued().items() if not self.on_frame(cell)
                           and grid[cell[0]][cell[1]] != v]

    def read_answer(self, solution) -> list:
        """A recorded answer as rows of ints (:meth:`GridPuzzle.read_answer`): the board with its frame, whose cells
        are read as 0 whatever they hold (``gridsat skyscrapers PUZZLE`` draws the clues there, ``.`` elsewhere),
        or this board's N x N heights alone, given their frame of zeros here (a 0 among them is left for the
        checker to name: it was read as a smaller board in its frame, "the recorded solution is 4x4").

        Raises:
            PuzzleInputError: a solution of neither shape (named as written: a 3x3 was "5x5", framed as heights
                alone), a value that is no whole number, or the rows of a board of side 10 or more written as digits
                together (``"11028765439"``: a 10 or a 1 and a 0?)."""
        together = isinstance(solution, list) and all(  # rows of one word each, all but the frame's too long
            isinstance(row, str) and row.strip() and not any(ch.isspace() for ch in row.strip()) for row in solution)
        if together and len(solution) >= 10 and sum(len(row.strip()) > len(solution) for row in solution) \
                >= len(solution) - 2:
            raise PuzzleInputError(f"the recorded solution's {len(solution)} rows write their heights together, "
                                   "which heights of 10 and more leave unreadable: separate a row's heights by "
                                   "spaces ('1 10 2 ...')")  # it was "the recorded solution is 10x11", the 10s split
        rows = GridPuzzle.read_answer.__func__(type(self), solution)
        n, widths = self.n, {len(row) for row in rows}
        if len(rows) == n and widths == {n}:  # the heights alone
            return [[0] * (n + 2)] + [[0, *row, 0] for row in rows] + [[0] * (n + 2)]
        if len(rows) == n + 2 and widths == {n + 2}:  # the board in its frame
            return [[0 if r in (0, n + 1) or c in (0, n + 1) else v for c, v in enumerate(row)]
                    for r, row in enumerate(rows)]
        size = f"{len(rows)}x{widths.pop()}" if len(widths) == 1 else f"{len(rows)} rows of unequal length"
        raise PuzzleInputError(f"the recorded solution is {size}; the puzzle's board is {n}x{n} ({n + 2}x{n + 2} "
                               f"in its frame of clues): write its {self.board_words[2]} alone, or the board in its "
                               "frame")

    def drawing(self, grid, title=None):
        """As puzz.link draws it: the board's grid, the clues outside it each with a small arrow into its line, the
        givens bold, the heights found in puzz.link's answer colour (None: a height not forced, hatched)."""
        from ...render.framed import FramedDrawing

        inside, clued = self.inside(), self.clued()
        return FramedDrawing(self.rows, self.cols,
                             text={cell: str(v) for cell, v in clued.items()},
                             answers={(r, c): str(grid[r][c]) for r, c in inside
                                      if (r, c) not in clued and grid[r][c] is not None},
                             undecided={(r, c) for r, c in inside if grid[r][c] is None}, title=title,
                             cell_width=3 if self.n > 9 else 2)


__all__ = ["SIDES", "SkyscrapersPuzzle"]
