"""Fillomino, rules as puzz.link states and checks them (robx/pzprjs
``rules.en.yaml`` and the checker list of ``src/variety/fillomino.js``;
Nikoli's genre):

1. write a number in every cell; the given numbers stay (``?``: a given of
   any number);
2. orthogonally adjacent cells holding the same number are one block, and a
   block's number is its size in cells (pzprjs ``checkSmallArea``,
   ``checkLargeArea``);
3. two blocks of the same size never share an edge (pzprjs
   ``checkSideAreaNumberSize``: with rule 2 they would be one block, too
   large).

Answers are rows of whole numbers, each cell's number.  A puzz.link URL holds
the givens (``decodeNumber16``) and, in puzz.link's variant with given
borders, the borders after them: a URL with a border set, or the ``t`` flag
(no block of more than 3 cells), is refused in one line, never read as plain
Fillomino.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name, counted
from ...core.grid import as_rows, components
from ..grid.kind import Encoding
from ..grid.puzzle import GridPuzzle
from ..grid.number_url import NumberedCellsURL


def blocks(grid, rows: int, cols: int) -> list:
    """``(number, cells)`` of each block of ``grid`` (rows of numbers; None: not decided, in no block): the
    orthogonally connected areas of equal numbers, ordered by their first cell in reading order."""
    cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] is not None]

    def alike(cell):
        r, c = cell
        return [(i, j) for i, j in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                if 0 <= i < rows and 0 <= j < cols and grid[i][j] is not None and grid[i][j] == grid[r][c]]

    return [(grid[min(part)[0]][min(part)[1]], sorted(part)) for part in components(cells, alike)]


@dataclass(frozen=True)
class FillominoPuzzle(NumberedCellsURL, GridPuzzle):
    """A Fillomino board: ``clues`` hold the given numbers (whole numbers from 1) or ``"?"``."""

    kind_name = "fillomino"
    url_flags_unread = {"t": "puzz.link's Fillomino variant where no block has more than 3 cells, which gridsat "
                             "does not solve"}
    clue_noun = "given"
    clue_least, clue_is = 1, "a block size (1 or more)"
    answer_values = None  # each cell's number: its checker reads them
    cell_bytes = 6000  # a number, its bits, a root index, a supply and four flows per cell
    #: A given's grown block, per cell of its reach: a boolean, its parent arcs and depth, their constraints.
    bytes_per_reach_cell = 3000

    def model_bytes(self) -> int:
        """The model's bytes: the cells' part and each given's reach (the cells within its number less 1 steps,
        counted as the diamond they fill, at most the board: ``2k^2 - 2k + 1`` for a given ``k``), counted before
        any is built (a 30x30 board of givens 900 would grow a block of every cell from each)."""
        cells = self.rows * self.cols
        reach = sum(min(cells, 2 * v * v - 2 * v + 1) for v in self.clued().values() if v != "?")
        return cells * self.cell_bytes + reach * self.bytes_per_reach_cell

    @property
    def bytes_per_cell(self) -> int:
        """:meth:`model_bytes` spread over the cells (rounded up): the estimate every engine weighs before it
        builds (it was the cells' part alone, so a 600x600 board was told "needs about 2.01 GB" under a 2 GB limit
        and, the limit raised to 2.9 GB, "needs about 2.93 GB")."""
        return -(-self.model_bytes() // (self.rows * self.cols))

    def free_cells(self) -> list:
        """The cells no given's block can reach (farther than its number less 1 steps from every given), in
        reading order: their numbers are the answer's own choice (an empty board: every cell)."""
        from ...constraints.islands import reach

        cells = self.cells()
        reached = set()
        for cell, v in self.clued().items():
            if v != "?":
                reached.update(reach(cell, v - 1, self.neighbours, set(cells)))
        return [cell for cell in cells if cell not in reached]

    def first_fill(self, check=None) -> list | None:
        """A first answer built outright (:func:`~gridsat.puzzles.fillomino.fill.greedy_fill`: the givens' blocks
        grown, then the cells left in blocks of the smallest size that fits), rows of numbers, checked by
        :meth:`violations`; None when the fill got stuck.  ``check``: a deadline check that raises, called once
        per block."""
        return next(iter(self.fills(1, check)), None)

    def fills(self, most: int, check=None) -> list:
        """Up to ``most`` different answers of :func:`~gridsat.puzzles.fillomino.fill.greedy_fills`, each
        checked by :meth:`violations` (rows of numbers; none when every fill got stuck)."""
        from ...constraints.tagging import clocked
        from .fill import greedy_fills

        check = clocked(check)  # a number met "'int' object is not callable"

        givens = {cell: v for cell, v in self.clued().items() if v != "?"}
        found = []
        for filled in greedy_fills(self.cells(), self.neighbours, givens, check):
            grid = [[filled[(r, c)] for c in range(self.cols)] for r in range(self.rows)]
            if grid not in found and not self.violations(grid):
                found.append(grid)
                if len(found) == most:
                    break
        return found

    def check_clue(self, clue, cell) -> str | None:
        """A block size (1 to the board's cells) or ``"?"``."""
        if isinstance(clue, int) and not isinstance(clue, bool):
            if clue == 0:
                return "clue 0 is not a block size (a block has 1 cell or more)"
            if clue > self.rows * self.cols:
                return f"clue {clue:,} is larger than the board ({counted(self.rows * self.cols, 'cell')})"
        return super().check_clue(clue, cell)

    def weaker(self, clue):
        """No given (every cell holds a number anyway: no answer is lost)."""
        return None

    def model(self, model, options):
        """The rules as CP-SAT constraints: :func:`~gridsat.constraints.blocks.sized_blocks` (rules 1 to 3)
        with the givens fixed; the answer: each cell's number, its bits the decision literals."""
        from ...constraints.blocks import sized_blocks
        from ...core.wording import a_size

        options.check_memory(self.model_bytes(), f"a CP-SAT model of {a_size(self.rows, self.cols)} Fillomino")
        cells = self.cells()
        givens = {cell: v for cell, v in self.clued().items() if v != "?"}
        numbers, bits = sized_blocks(model, cells, self.neighbours, len(cells), givens=givens,
                                     check=options.check_time,
                                     rule="each block of equal numbers is as large as its number (givens kept)")
        if self.free_cells():
            # CP-SAT's own search order took 26 s on an empty 8x8 board and ran out of 60 s on an empty 12x12;
            # the smallest number first, cell by cell in reading order, finds an answer at once (see
            # docs/fillomino.md); the kind's session searches in this order only (FIXED_SEARCH)
            from ortools.sat.python import cp_model

            model.add_decision_strategy([numbers[cell] for cell in cells], cp_model.CHOOSE_FIRST,
                                        cp_model.SELECT_MIN_VALUE)
            # greedy fills' answers, checked, as full hints of the numbers: an 8x8 with a single given 3 was
            # unknown after 28 s of CPU with the strategy alone (docs/fillomino.md); a hint only leads the search
            # (fix_variables_to_their_hinted_value stays off: --unique and --count see every answer); the
            # session hints the first, then the second for the next solve (--unique's, past the first answer)
            model.answer_hints = [[(numbers[cell], grid[cell[0]][cell[1]]) for cell in cells]
                                  for grid in self.fills(2, options.check_time)]
            for var, value in (model.answer_hints or [[]])[0]:
                model.add_hint(var, value)
        literals = [b for cell in cells for b in bits[cell]]
        width = len(bits[cells[0]])

        def decode(values):
            numbers = [1 + sum(v << j for j, v in enumerate(values[k * width:(k + 1) * width]))
                       for k in range(len(cells))]
            return [list(row) for row in as_rows(numbers, self.rows, self.cols)]

        def forced(values, flags):
            grid = decode(values)
            return [[grid[r][c] if all(flags[(r * self.cols + c) * width:(r * self.cols + c + 1) * width]) else None
                     for c in range(self.cols)] for r in range(self.rows)]

        return Encoding(literals, decode, forced)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        problems = []
        for (r, c), v in self.clued().items():
            if v != "?" and grid[r][c] != v:
                problems.append(f"cell {cell_name((r, c))} holds {grid[r][c]}, not its given {v}")
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if v < 1:
                    problems.append(f"cell {cell_name((r, c))} holds {v}, not a block size (1 or more)")
        if problems:
            return problems
        for number, cells in blocks(grid, self.rows, self.cols):
            where = f"the block of {number}s at {cell_name(cells[0])}"
            if len(cells) < number:
                problems.append(f"{where} has {counted(len(cells), 'cell')}, fewer than {number}")
            elif len(cells) > number:
                problems.append(f"{where} has {counted(len(cells), 'cell')}, more than {number}"
                                + (" (blocks of the same size may not share an edge)" if len(cells) % number == 0
                                   else ""))
        return problems

    def drawing(self, grid, title=None):
        """As puzzle sites draw it: givens bold, the numbers found in puzz.link's answer colour, each block's
        border thick (a cell not decided: hatched, no border beside it)."""
        from ...render.board import BoardDrawing

        given = {c: str(v) for c, v in self.clued().items()}
        cells = self.cells()
        regions = {cell: k for k, (_, part) in enumerate(blocks(grid, self.rows, self.cols)) for cell in part}
        widest = max([len(str(v)) for row in grid for v in row if v is not None] + [len(t) for t in given.values()]
                     + [1])
        return BoardDrawing(self.rows, self.cols, regions=regions, text=given,
                            answers={c: str(grid[c[0]][c[1]]) for c in cells
                                     if c not in given and grid[c[0]][c[1]] is not None},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title,
                            cell_width=max(2, widest + 1))

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the givens in the number codec (``decodeNumber16``), then, when anything follows, the
        borders of puzz.link's variant with given borders (``decodeBorder``), which must all be open.

        Raises:
            PuzzleInputError: what the number and border codecs refuse, a border set, or characters after
                the borders."""
        from ...core.errors import PuzzleInputError
        from ...formats.puzzlink import Body

        body = Body(link.body)
        values = body.number16(link.rows * link.cols)
        if body.rest():
            right, below = body.border(link.rows, link.cols)
            walls = [(r, c, "right") for r, row in enumerate(right) for c, w in enumerate(row) if w] + \
                [(r, c, "below") for r, row in enumerate(below) for c, w in enumerate(row) if w]
            if walls:
                r, c, side = walls[0]
                raise PuzzleInputError(f"the URL gives borders ({counted(len(walls), 'border')}, the first "
                                       f"{side} of {cell_name((r, c))}): puzz.link's Fillomino variant with given "
                                       "borders, which gridsat does not solve")
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols), name=name)


__all__ = ["FillominoPuzzle", "blocks"]
