"""Yin-Yang results: an answer and, when asked, uniqueness, several answers,
a count, or the forced cells."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.grid_answers import grid_fault, plain_grid
from ...core.result import Result, forced_title
from .check import check_grid
from .rules import YinYangPuzzle
from ...core.errors import cell_name


@dataclass
class YinYangResult(Result):
    """A Yin-Yang answer.

    Attributes:
        puzzle: the :class:`~gridsat.puzzles.yinyang.rules.YinYangPuzzle`.
        grid: the (first) answer, rows of 1 white / 2 black, or None.
        second: a second answer, when a uniqueness check found one.
        solutions: every answer listed or counted and kept (None unless asked).
        forced: rows of 0 (not forced) / 1 / 2 when forced cells were asked;
            ``complete`` False means the time limit cut the proof short (then
            it over-approximates).
        reason, conflict: why no answer exists and the given circles' cells it names
            (:func:`gridsat.puzzles.conflict.why_none`), when found; else None.
        (and the shared fields: ``count``, ``uniqueness``, ``complete``)
    """

    kind = "yinyang"
    answer_field = "grid"
    puzzle: YinYangPuzzle = None
    grid: list | None = None
    second: list | None = None
    solutions: list | None = None
    forced: list | None = None
    reason: str | None = None
    conflict: list | None = None

    def violations(self) -> list:
        problems = []
        answers = [("answer", self.grid), ("second answer", self.second)]
        answers += [(f"answer {i}", g) for i, g in enumerate(self.solutions or [], 1)]
        for what, g in answers:
            if g is not None:
                problems += check_grid(self.puzzle, g, what)
        if self.second is not None and self.second == self.grid:
            problems.append("the second answer equals the first")
        listed = [tuple(map(tuple, g)) for g in self.solutions or []]
        if len(set(listed)) != len(listed):
            problems.append("the same answer is listed twice")
        if self.forced is not None and self.grid is not None:
            for r, row in enumerate(self.forced):
                for c, v in enumerate(row):
                    if v and v != self.grid[r][c]:
                        problems.append(f"forced cell {cell_name((r, c))} differs from the answer")
        if self.solved and self.grid is None:
            problems.append("solved, but no answer is given")
        return problems

    def answer_json(self) -> dict:
        out: dict = {"rows": self.puzzle.rows, "cols": self.puzzle.cols,
                     "givens": [list(r) for r in self.puzzle.givens]}
        if self.grid is not None:
            out["grid"] = self.grid
        if self.second is not None:
            out["second"] = self.second
        if self.solutions is not None:
            out["solutions"] = self.solutions
        if self.forced is not None:
            out["forced"] = self.forced
        if self.reason:
            out["reason"], out["conflict"] = self.reason, self.conflict
        return out

    def text(self, grid=None):
        """A terminal drawing of the answer (of the forced cells, when
        asked), with a key to its symbols."""
        from ...render.styled import Styled
        from .draw import grid_text

        forced = grid is None and self.forced is not None
        grid = grid if grid is not None else (self.forced if self.forced is not None else self.grid)
        if grid is None:
            return Styled(f"no answer: {self.reason}" if self.reason else str(self.status))
        key = "██ black, · white, ●/○ given black/white circles"
        if forced:
            n = sum(1 for row in grid for v in row if v)
            cells = self.puzzle.rows * self.puzzle.cols
            key += (f"; all {cells:,} cells forced" if self.complete and n == cells else  # (no '?' to key)
                    f"; ? not forced ({n:,} of {cells:,} cells forced)" if self.complete else
                    f"; ? not forced ({n:,} of {cells:,} cells not yet seen to vary: unproven, the search was cut "
                    "short)")
        out = grid_text(self.puzzle, grid)
        out.append("\n" + key, style="dim")
        return out

    def plain_answer(self, answer):
        return plain_grid(answer)

    def answer_fault(self, answer):
        fault = grid_fault(answer, self.puzzle.rows, self.puzzle.cols)
        if fault is None:  # with_answer([[99, ...]]) drew 99 as '?', a cell not forced, as a grid genre drew 7 shaded
            for r, row in enumerate(answer):
                for c, v in enumerate(row):
                    if v is not None and v not in (0, 1, 2):
                        return f"cells of 1 (white) or 2 (black), or 0 or None (undecided); cell r{r + 1}c{c + 1} " \
                               f"holds {v}"
        return fault

    def text_of(self, grid):
        """A terminal drawing of one answer (TypeError: not one in shape)."""
        self.expect_answer(grid)
        return self.text(grid)

    def figure(self, title: str | None = None, grid=None):
        """A matplotlib ``Figure`` of the answer (of the forced cells, when
        asked: the others hatched)."""
        from .draw import draw_yinyang

        if grid is not None:  # one given (a numpy array too, as with_answer takes it) is checked as every answer
            self.expect_answer(grid, "grid")
            grid = self.plain_answer(grid)
        title = title or self.puzzle.titled()
        if grid is None and self.forced is not None:  # titled as an answer, its hatched cells unexplained
            title = forced_title(title, sum(v != 0 for row in self.forced for v in row),
                                 self.puzzle.rows * self.puzzle.cols, "cells forced", self.complete)
        grid = grid if grid is not None else (self.forced if self.forced is not None else self.grid)
        if grid is None:
            return None
        return draw_yinyang(self.puzzle, grid, title=title)

    def puzzle_figure(self, title: str | None = None):
        """The circles as read, every other cell undecided (see :meth:`Result.puzzle_figure`)."""
        from ...render.picture import mark_step
        from .draw import draw_yinyang

        fig = draw_yinyang(self.puzzle, None, title=self.unsolved_title(title or self.puzzle.titled()))
        # the clues that cannot all hold, framed red with the key a hint's picture gives them (unexplained before)
        return mark_step(fig, [], conflict=[tuple(cell) for cell in self.conflict or ()])

    def second_figure(self, title: str | None = None):
        """The second answer with the cells that differ from the first outlined in red."""
        from ...render.picture import outline_cells

        if self.second is None or self.grid is None:
            return None
        fig = self.figure(title=title, grid=self.second)
        outline_cells(fig.axes[0], [(r, c) for r, (row, other) in enumerate(zip(self.grid, self.second))
                                    for c, (a, b) in enumerate(zip(row, other)) if a != b])
        return fig


__all__ = ["YinYangResult"]
