"""Kakuro (Cross Sums), rules as puzz.link states and checks them (robx/pzprjs ``src/variety/kakuro.js``, its
checker list: ``checkSameNumberInLine``, ``checkSumOfNumberInLine``, ``checkNoNumCell``; Nikoli's genre):

1. write a digit from 1 to 9 in every white cell;
2. a run is a row's or a column's white cells between black cells or the board's edge; no run holds a digit twice;
3. a black cell may hold a sum for the run to its right and one for the run below it: that run's digits add up to
   it (a run with no sum before it: rule 2 only).

Clue cells are written ``down\\across``: ``\\`` a black cell with no sum, ``16\\`` a sum of 16 for the run below,
``\\24`` one of 24 for the run to the right, ``16\\24`` both (sums 1 to 45); ``.`` a white cell.  Answers are rows of
whole numbers, a white cell's digit and 0 on a black cell.  puzz.link's Kakuro board lies inside a frame of clue
cells (a top row of down sums, a left column of across sums): its URL's ``R/C`` board is gridsat's
``(R+1) x (C+1)`` with that frame (:mod:`.url`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ...core.errors import cell_name, shown
from ..grid.digits import cell_digit_encoding
from ..grid.puzzle import GridPuzzle
from .url import KakuroURL

#: The largest sum: nine different digits 1 to 9.
MOST_SUM = 45
#: A clue cell: ``down\across``, each sum a whole number or nothing.
CLUE = re.compile(r"(\d*)\\(\d*)")
#: The two ways a run goes from its clue cell: name, step.
WAYS = (("across", (0, 1)), ("down", (1, 0)))


def clue_sums(clue) -> tuple:
    """``(down, across)`` of a clue cell ``clue`` (``"16\\24"``; a sum is an int or None), or None when ``clue`` is
    no clue cell (a white cell's None, or a string of another form)."""
    found = CLUE.fullmatch(clue) if isinstance(clue, str) else None
    if found is None:
        return None
    return tuple(int(part) if part else None for part in found.groups())


def clue_text(down, across) -> str:
    """The clue cell of sums ``down`` and ``across`` (None: none): ``"16\\"``, ``"\\"``."""
    return f"{'' if down is None else down}\\{'' if across is None else across}"


def run_problems(values: list, total) -> list[str]:
    """What is wrong with a run holding ``values`` (its digits in order) under ``total`` (None: no sum), in the
    checker's words: ``["holds 3 twice", "sums to 11, not 12"]``; empty when it keeps the rules."""
    problems = [f"holds {d} {'twice' if values.count(d) == 2 else f'{values.count(d)} times'}"
                for d in sorted(set(values)) if values.count(d) > 1]
    if total is not None and sum(values) != total:
        problems.append(f"sums to {sum(values)}, not {total}")
    return problems


@dataclass(frozen=True)
class KakuroPuzzle(KakuroURL, GridPuzzle):
    """A Kakuro board: ``clues`` hold the clue cells (``"16\\24"``, ``"\\"``...: :func:`clue_sums`), None on a white
    cell."""

    kind_name = "kakuro"
    clue_noun = "clue"
    answer_values = None  # a white cell's digit, 0 on a black cell
    answer_span = (0, 9, "a digit 1 to 9 on a white cell, 0 on a black one")
    answer_symbols = {str(d): d for d in range(10)} | {".": 0}
    bytes_per_cell = 8000  # nine booleans a white cell, a run's "digit used" booleans and its table

    @classmethod
    def read_answer(cls, solution) -> list:
        """A recorded answer as rows of ints (:meth:`GridPuzzle.read_answer`: whole numbers separated by spaces, or a
        row's digits together, ``.`` or 0 a clue cell), its clue cells also as ``gridsat kakuro PUZZLE`` draws them
        (``16\\24``, ``\\``): each read as 0.

        Raises:
            PuzzleInputError: a solution of another shape, or a value that is no digit 0 to 9."""
        if isinstance(solution, str):
            from ...core.grid_text import without_status_line

            solution = [line for line in without_status_line(solution).splitlines() if line.strip()]
        if isinstance(solution, (list, tuple)):
            solution = [" ".join("0" if CLUE.fullmatch(t) else t for t in row.split()) if isinstance(row, str) and
                        "\\" in row else row for row in solution]
        return GridPuzzle.read_answer.__func__(cls, solution)

    def check_clue(self, clue, cell) -> str | None:
        """A clue cell ``down\\across``, each sum 1 to 45 or nothing, a sum only where its run has a white cell."""
        sums = clue_sums(clue)
        if sums is None:
            return (f"{shown(clue, 40)} is not a cell of a Kakuro: '.' a white cell, a black cell '\\', or its sums "
                    "'16\\' (down), '\\24' (across), '16\\24'")
        for way, total in zip(("down", "across"), sums):
            if total is not None and not 1 <= total <= MOST_SUM:
                return f"the {way} sum {total} is not from 1 to {MOST_SUM}"
            if total is not None and not self.run_from(cell, way):
                return f"the {way} sum {total} has no white cell {'below it' if way == 'down' else 'to its right'}"
        return None

    def weaker(self, clue):
        """A black cell with no sums (its runs then hold different digits only: no answer is lost)."""
        return "\\"

    def white(self) -> list:
        """The white cells, row-major."""
        return [cell for cell in self.cells() if self.clue(cell) is None]

    def answer_cells(self) -> list:
        """The cells an answer fills (:meth:`white`): a ``--forced`` board counts these, not its clue cells."""
        return self.white()

    def run_from(self, cell, way: str) -> list:
        """The white cells from the one after ``cell`` ``way`` (``"across"``, ``"down"``) to the next black cell or
        the edge."""
        (dr, dc), (r, c), out = dict(WAYS)[way], cell, []
        r, c = r + dr, c + dc
        while r < self.rows and c < self.cols and self.clues[r][c] is None:
            out.append((r, c))
            r, c = r + dr, c + dc
        return out

    @cached_property
    def runs(self) -> tuple:
        """Every run, ``(clue cell or None, way, cells, sum or None)``: each row's then each column's, in order of
        their first cells (a run at the board's edge has no clue cell)."""
        out = []
        for way, (dr, dc) in WAYS:
            for r, c in self.cells():
                before = (r - dr, c - dc)
                if self.clues[r][c] is None and (before[0] < 0 or before[1] < 0):
                    out.append((None, way, [(r, c)] + self.run_from((r, c), way), None))
                elif self.clues[r][c] is not None and (cells := self.run_from((r, c), way)):
                    down, across = clue_sums(self.clues[r][c])
                    out.append(((r, c), way, cells, across if way == "across" else down))
        return tuple(out)

    def model(self, model, options):
        """The rules as CP-SAT constraints: a boolean per white cell and digit its runs' sums leave it
        (:func:`~gridsat.constraints.sums.possible_digits`), one true a cell (rule 1); each run's digits different
        and, under a sum, one of the sets of digits that sum to it (:func:`~gridsat.constraints.sums.digit_sum_runs`:
        rules 2 and 3)."""
        from ...constraints.sums import digit_sum_runs, possible_digits

        white = self.white()
        runs = [(cells, total) for _, _, cells, total in self.runs]
        every, digits = [], {}
        with model.rule("a boolean per white cell and digit its runs' sums leave it, one true a cell"):
            for cell, held in possible_digits(white, runs).items():
                digits[cell] = {d: model.new_bool_var(f"x{cell}={d}") for d in held}
                model.add_exactly_one(digits[cell].values())
                every += [(cell, d) for d in held]
            options.check_time()
        digit_sum_runs(model, digits, runs, rule="each run holds different digits, summing to its clue",
                       check=options.check_time)
        return cell_digit_encoding(self.rows, self.cols, every, [digits[cell][d] for cell, d in every])

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        problems = []
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if self.clues[r][c] is None and not 1 <= v <= 9:
                    problems.append(f"the white cell {cell_name((r, c))} holds {v}, not a digit 1 to 9")
                elif self.clues[r][c] is not None and v != 0:
                    problems.append(f"the clue cell {cell_name((r, c))} holds {v}, not 0")
        if problems:
            return problems
        for _, way, cells, total in self.runs:
            where = f"the {way} run from {cell_name(cells[0])}"
            problems += [f"{where} {problem}" for problem in run_problems([grid[r][c] for r, c in cells], total)]
        return problems

    def drawing(self, grid, title=None):
        """As puzzle sites draw it: clue cells grey with their diagonal and sums, the digits found in puzz.link's
        answer colour (None: a digit not forced, hatched)."""
        from ...render.sum_cells import SumCellsDrawing

        white = self.white()
        return SumCellsDrawing(self.rows, self.cols, sums={c: clue_sums(v) for c, v in self.clued().items()},
                               answers={(r, c): str(grid[r][c]) for r, c in white if grid[r][c] is not None},
                               undecided={(r, c) for r, c in white if grid[r][c] is None}, title=title)


__all__ = ["KakuroPuzzle", "MOST_SUM", "clue_sums", "clue_text", "run_problems"]
