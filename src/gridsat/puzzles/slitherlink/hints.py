"""Slitherlink's hint hooks (:class:`SlitherlinkHints`, a base of its kind before the loop genres' base): Masyu's
(:class:`gridsat.puzzles.masyu.hints.MasyuHints`: the stepping of every grid genre over a lattice, a position read
as an answer is written) on the lattice of grid points, edges and cells (:mod:`.lattice`), the rules
:mod:`.deductions`.

A hint's steps and grid are lattice points: ``(2r, 2c)`` the grid point at the top-left corner of ``r{r+1}c{c+1}``,
``(2r, 2c + 1)`` the edge along its top, ``(2r + 1, 2c)`` the edge along its left, ``(2r + 1, 2c + 1)`` the cell; 1
drawn (a grid point: on the loop), 2 not (off the loop; every cell), 0 undecided.  A player's position is the loop
drawn so far: rows of side bitmasks, as an answer is written (hex digits, up 1, right 2, down 4, left 8; or the
``{"horizontal", "vertical"}`` edge strings), or the lattice's rows of 0/1/2 (a hint's ``grid``, stepped on from).
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name, shown
from ..grid.loop import SIDES
from ..masyu.hints import MasyuHints

#: A side's words, as :data:`~gridsat.puzzles.grid.loop.SIDES` orders them.
SIDE_WORDS = ("top", "right", "bottom", "left")


def read_start(board, grid: list, start) -> None:
    """Merge a position ``start`` (rows of side bitmasks, or the lattice's rows of 0/1/2) into the givens ``grid``
    (flat lattice values), in place.

    Raises:
        PuzzleInputError: another size, a value of neither shape, a side drawn by one of its two cells and not the
            other, a cell given a value or a grid point taken off the loop under the ``f`` flag."""
    from numbers import Integral

    from .deductions import given_words

    puzzle = board.puzzle
    start = [list(row) for row in start]
    if len(start) == board.rows and all(len(row) == board.cols for row in start):  # a hint's grid
        for i, v in enumerate(v for row in start for v in row):
            if isinstance(v, bool) or not isinstance(v, Integral) or v not in (0, 1, 2):
                r, c = board.rc[i]  # (named as the steps name it: "point (0, 1)" was the lattice's coordinates)
                values = (" or 2 (a cell is never drawn)" if r % 2 and c % 2 else ", 1 (drawn) or 2 (off the loop)"
                          if (r + c) % 2 else ", 1 (on the loop) or 2 (off it)")
                raise PuzzleInputError(f"{board.where(i)} is {shown(v)}, not 0 (undecided){values}", "position")
            if v and grid[i] and v != grid[i]:
                raise PuzzleInputError(f"{board.where(i)} is {board.names[v]}, but {given_words(board, i)}",
                                       "position")
            grid[i] = grid[i] or v
        return
    from ..masyu.lattice import refuse_shape

    refuse_shape(start, puzzle.rows, puzzle.cols, (board.rows, board.cols))
    for r, row in enumerate(start):
        for c, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, Integral) or not 0 <= v <= 15:
                raise PuzzleInputError(f"cell {cell_name((r, c))} is {v!r}, not a side bitmask 0..15 (up 1, right 2, "
                                       "down 4, left 8)", "position")
    for r, row in enumerate(start):
        for c, v in enumerate(row):
            k = board.index[(2 * r + 1, 2 * c + 1)]
            for d, (bit, (dr, dc)) in enumerate(SIDES):
                if not v & bit:
                    continue
                y, x = r + dr, c + dc
                if 0 <= y < puzzle.rows and 0 <= x < puzzle.cols and not start[y][x] & SIDES[(d + 2) % 4][0]:
                    raise PuzzleInputError(f"cell {cell_name((r, c))} draws its {SIDE_WORDS[d]} side, which "
                                           f"{cell_name((y, x))} does not draw as its {SIDE_WORDS[(d + 2) % 4]}",
                                           "position")
                edge = board.sides[k][d]
                grid[edge] = 1
                for point in board.ends[edge]:
                    grid[point] = 1


class SlitherlinkHints(MasyuHints):
    """Hints, grades and a position's check for Slitherlink (see the module docstring)."""

    deductions = "gridsat.puzzles.slitherlink.deductions"
    #: the play card's loop board draws the loop between the grid's dots, the numbers in the cells between them
    loop_nodes = "dots"

    def lattice(self, puzzle):
        """Slitherlink's lattice of grid points, edges and cells (:mod:`.lattice`) and its module."""
        from . import lattice

        return lattice.SlitherLattice(puzzle), lattice

    def lattice_points(self, puzzle) -> int:
        """How many points :meth:`lattice` lays: grid points, edges and cells."""
        return (2 * puzzle.rows + 1) * (2 * puzzle.cols + 1)

    def point_names(self, board):
        """Its mistakes named as its steps name points (grid points, edges, cells)."""
        return lambda point: board.where(board.index[point])

    def cell_labels(self, puzzle):
        """The numbers, as the play board writes them in the cells: ``"0"`` to ``"4"``, ``"?"``, ``""`` elsewhere
        (rows; a 0 is a number, not an empty cell)."""
        return [["" if clue is None else str(clue) for clue in row] for row in puzzle.clues]

    def read_start(self, board, grid: list, start) -> None:
        """A player's position ``start`` onto ``grid`` (:func:`read_start`, Slitherlink's)."""
        read_start(board, grid, start)

    def read_position(self, text, puzzle, source="position"):
        """The loop drawn so far, as an answer is written, or a hint's JSON grid (the lattice's rows of 0/1/2).

        Raises:
            PuzzleInputError: none of these (the answer reader's words)."""
        try:
            return super().read_position(text, puzzle, source)
        except PuzzleInputError as e:
            raise PuzzleInputError(e.problem.replace("a recorded Slitherlink solution", "a Slitherlink position", 1),
                                   source) from None

    def finished_position(self, puzzle, deduction):
        """The rules the position broke when every point of it was decided (the lattice), else None."""
        from .lattice import SlitherLattice, masks_of

        position = self.deduction_start(deduction)
        if not position or not all(all(row) for row in position):
            return None
        return self.check_position(puzzle, masks_of(SlitherLattice(puzzle), [v for row in position for v in row]))

    def hint_text(self, puzzle, deduction):
        """The lattice after the steps: grid points ``+`` (``·`` off the loop), numbers in their cells, drawn edges
        ``─``/``│``, edges off ``×`` (an ``x`` bracketed, ``[x]``, was taken for the terminal's markup and not shown),
        undecided edges blank; the last step's points bracketed; a key under it."""
        from .lattice import OFF, ON

        grid = deduction.grid
        last = deduction.steps[-1] if deduction.steps else None
        marked = set(last.decided) if last else set()
        lines = []
        for r, row in enumerate(grid):
            out = []
            for c, v in enumerate(row):
                if r % 2 and c % 2:
                    clue = puzzle.clues[r // 2][c // 2]
                    ch = " " if clue is None else str(clue)
                elif r % 2 == 0 and c % 2 == 0:
                    ch = "·" if v == OFF else "+"
                else:
                    ch = ("│" if r % 2 else "─") if v == ON else "×" if v == OFF else " "
                out.append(f"[{ch}]" if (r, c) in marked else f" {ch} ")
            lines.append("".join(out).rstrip())
        lines.append("(─ │ drawn; × an edge off the loop, a blank one undecided; + a grid point, · one off the loop; "
                     "[ ] the step's points)")
        return "\n".join(lines)

    def mistake_cells(self, puzzle, points) -> list:
        """The cells lattice ``points`` touch (``(row, col)``, sorted): the cells beside an edge, around a grid point,
        a cell itself -- what a picture frames for a step's points or a position's mistakes."""
        rows, cols = puzzle.rows, puzzle.cols
        return sorted({(y, x) for r, c in points for y in {(r - 1) // 2, r // 2} for x in {(c - 1) // 2, c // 2}
                       if 0 <= y < rows and 0 <= x < cols})

    def hint_figure(self, puzzle, deduction, upto=None):
        """The loop drawn after the steps (:meth:`~gridsat.puzzles.grid.loop.LoopPuzzle.drawing`), the last step's
        cells framed: the cells beside an edge, around a grid point; the edges it decides off the loop crossed at
        their middle (a step deciding a 0's sides off framed the cells around it with nothing on its sides)."""
        from dataclasses import replace

        from ...render.picture import mark_step, step_title
        from .lattice import OFF, SlitherLattice, masks_of

        board = SlitherLattice(puzzle)
        grid = [row[:] for row in deduction.grid]
        for step in deduction.steps[upto:] if upto is not None else ():
            for r, c in step.decided:
                grid[r][c] = 0
        masks = masks_of(board, [v for row in grid for v in row])
        steps = deduction.steps[:upto]
        cells = self.mistake_cells
        shown = [replace(s, decided=dict.fromkeys(cells(puzzle, s.decided), 1), premises=cells(puzzle, s.premises))
                 for s in steps]
        drawing = puzzle.drawing(masks, title=step_title(puzzle.name, steps, deduction.verdict))
        drawing.crosses = {((r // 2, c // 2), ((r + 1) // 2, (c + 1) // 2)) for r, c in
                           (steps[-1].decided if steps else ()) if grid[r][c] == OFF and (r + c) % 2}
        return mark_step(drawing.figure(), shown, deduction.clues_in_conflict())


__all__ = ["SlitherlinkHints", "read_start"]
