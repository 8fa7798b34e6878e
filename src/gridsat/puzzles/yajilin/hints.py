"""Yajilin's hint hooks (:class:`YajilinHints`, a base of its kind before the loop genres' base): the shading
genres' steps (:mod:`gridsat.puzzles.grid.explained`) over its cells, 1 unshaded (on the loop) and 2 shaded, its
clue cells given (walls a click cannot change), the rules :mod:`.deductions`.

A position holds cells, not edges: the loop through a finished position's unshaded cells is drawn by
:func:`.position.find_loop`, and the checker then reads it as an answer.
"""

from __future__ import annotations

from ..grid.explained import ShadingHints
from ..grid.hinting import SHADED, UNSHADED, Board
from .rules import SHADED as ANSWER_SHADED


class YajilinHints(ShadingHints):
    """Hints, grades and a play board for Yajilin (see the module docstring)."""

    deductions = "gridsat.puzzles.yajilin.deductions"
    #: The play board draws an unshaded cell as a loop cell (the lines its neighbours force, :mod:`gridsat.web`'s
    #: play.js), a shaded one dark.
    position_looks = ("loop", "")

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        """The shading genres' stepping (:func:`gridsat.puzzles.grid.stepping.deduce`), the proven answer read
        as cells: 16 shaded, any other (the loop's sides, a clue cell's 0) unshaded.

        Raises:
            PuzzleInputError: ``start`` does not fit, or changes a clue cell."""
        import time

        from ..grid import steploop
        from ..grid.stepping import shading_genre

        began = time.perf_counter()
        board = Board(puzzle)
        genre = shading_genre(self._logic(), board, self.position_values)
        genre.answer = lambda result: [SHADED if result.grid[r][c] == ANSWER_SHADED else UNSHADED
                                       for r, c in board.rc]
        return steploop.deduce(puzzle, genre, start=start, deadline=deadline, first=first, began=began)

    def cell_walls(self, puzzle):
        """Every clue's cell is a wall (never shaded, never on the loop): drawn on the play board, never clicked."""
        return [[v is not None for v in row] for row in puzzle.clues]

    def drawn_clue(self, clue) -> str:
        """A clue as a hint's board and the play board show it: its number and drawn arrow (``2→``), ``?`` for a
        clue whose number is not given, ``■`` a clue cell without number or arrow."""
        from . import clues as yc

        arrow = yc.arrow_of(clue)
        if arrow is None:
            return "■" if clue == yc.BLOCK else str(clue)
        return clue[:-1] + next(glyph for glyph, code in yc.GLYPHS.items() if code == clue[-1])

    def cell_labels(self, puzzle):
        """Each clue as :meth:`drawn_clue` shows it, on its wall (``""`` elsewhere)."""
        return [["" if v is None else self.drawn_clue(v) for v in row] for row in puzzle.clues]

    def check_position(self, puzzle, grid):
        """The rules a finished position breaks: the board's size and each cell neither unshaded (1) nor shaded (2)
        first, as the shading genres say them, then the checker's words of the answer whose loop runs through the
        unshaded cells (:mod:`.position`), ``answer`` said as the position."""
        from numbers import Integral

        from .position import answer_of_position

        if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid) or any(
                isinstance(v, bool) or not isinstance(v, Integral) or v not in (UNSHADED, SHADED)
                for row in grid for v in row):
            return super().check_position(puzzle, grid)
        from .position import loop_problems

        said = [line.replace("answer", "position", 1) if line.startswith("answer") else line
                for line in puzzle.violations(answer_of_position(puzzle, grid))]
        unlooped = loop_problems(puzzle, grid)
        if not unlooped:
            return said
        # no loop through the unshaded cells: the checker's words of the edges drawn would call them "neither shaded
        # nor on the loop"; its words of the shaded cells and the arrows hold, the loop's are said of the cells
        return unlooped + [line for line in said if line.startswith(("the shaded cells", "the arrow", "the clue"))]

    @staticmethod
    def _drawn(puzzle, grid) -> list:
        """The answer grid a position draws: shaded cells 16, an unshaded cell the sides of the loop's joins its
        cells force (:func:`.paths.closure`, a finished grid's whole loop by :mod:`.position`), undecided None."""
        from .paths import closure, shape
        from .position import answer_grid, answer_of_position

        if all(all(row) for row in grid):
            return answer_of_position(puzzle, grid)
        board = Board(puzzle)
        joined = closure(board, shape(board), [v for row in grid for v in row]).at
        cols = puzzle.cols
        return answer_grid(puzzle, grid, lambda r, c: {divmod(i, cols) for i in joined.get(r * cols + c, ())})

    def hint_figure(self, puzzle, deduction, upto=None):
        """The board after the steps: shaded cells dark, the joins of the loop its unshaded cells force drawn, the
        step's cells marked."""
        from ...render.picture import mark_step, step_title
        from .deductions import givens
        from ..grid.explained import position_after

        steps = deduction.steps[:upto]
        grid = position_after(puzzle, deduction, upto)
        if upto is not None:
            board = Board(puzzle)
            for i, v in enumerate(givens(board)):
                r, c = board.rc[i]
                grid[r][c] = grid[r][c] or v
        answer = self._drawn(puzzle, grid)
        drawing = puzzle.drawing(answer, title=step_title(puzzle.name, steps, deduction.verdict))
        return mark_step(drawing.figure(), steps, deduction.clues_in_conflict())


__all__ = ["YajilinHints"]
