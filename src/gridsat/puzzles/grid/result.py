"""The result of a grid genre: an answer grid and, when asked, a second
answer, several, a count, or the forced cells.  The checker and the drawing
are the genre's (:meth:`violations` asks the puzzle, never the solver)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.grid_answers import grid_fault, plain_grid
from ...core.result import Result, forced_title
from ...core.errors import cell_name


@dataclass
class GridResult(Result):
    """A grid genre's answer.

    Attributes:
        puzzle: the genre's :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle`.
        grid: the (first) answer, rows of small ints (the genre's meaning), or None.
        second: a second answer, when a uniqueness check found one.
        solutions: every answer listed or counted and kept (None unless asked).
        forced: rows of the value every answer shares, None where answers
            differ (``forced`` task; ``complete`` False: not yet proven).
        reason: why no answer exists, when proven infeasible and the clues
            that cannot all hold were found (:mod:`gridsat.puzzles.conflict`), else None.
        conflict: those clues' cells, ``[[row, col], ...]`` from 0 (outlined on the puzzle's picture).
        (and the shared fields: ``count``, ``uniqueness``, ``complete``)
    """

    answer_field = "grid"
    #: What the forced view's count counts (a loop genre's cell counts once every side of it is forced).
    forced_words = "cells forced"
    puzzle: object = None
    grid: list | None = None
    second: list | None = None
    solutions: list | None = None
    forced: list | None = None
    reason: str | None = None
    conflict: list | None = None

    @property
    def kind(self) -> str:  # the genre's name, from its puzzle
        return self.puzzle.kind_name

    def violations(self) -> list:
        problems = []
        answers = [("answer", self.grid), ("second answer", self.second)]
        answers += [(f"answer {i}", g) for i, g in enumerate(self.solutions or [], 1)]
        for what, grid in answers:
            if grid is not None:
                undecided = [cell_name((r, c)) for r, row in enumerate(grid) for c, v in enumerate(row) if v is None]
                if undecided:  # with_answer takes None (undecided), which the genre's checker met as a ValueError
                    cells = f"cells {undecided[0]} and {len(undecided) - 1} more are" if len(undecided) > 1 \
                        else f"cell {undecided[0]} is"
                    problems.append(f"{what}: {cells} undecided (None), not an answer's value")
                    continue
                problems += [f"{what}: {p}" for p in self.puzzle.violations(grid)]
        if self.second is not None and self.second == self.grid:
            problems.append("the second answer equals the first")
        listed = [tuple(map(tuple, g)) for g in self.solutions or []]
        if len(set(listed)) != len(listed):
            problems.append("the same answer is listed twice")
        if self.forced is not None and self.grid is not None:
            problems += [f"forced cell {cell_name((r, c))} differs from the answer" for r, row in enumerate(self.forced)
                         for c, v in enumerate(row) if v is not None and v != self.grid[r][c]]
        if self.solved and self.grid is None:
            problems.append("solved, but no answer is given")
        return problems

    def answer_json(self) -> dict:
        out: dict = {"rows": self.puzzle.rows, "cols": self.puzzle.cols}
        for name in ("grid", "second", "solutions", "forced", "reason", "conflict"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    def _drawing(self, grid, title=None):
        forced = grid is None and self.forced is not None
        grid = grid if grid is not None else (self.forced if forced else self.grid)
        return self.puzzle.drawing(grid, title=title), forced

    def text(self, grid=None):
        """A terminal drawing of the answer (of the forced cells, when asked), or of ``grid``.

        Raises:
            TypeError: ``grid`` not an answer's shape (:meth:`expect_answer`).
        """
        from rich.text import Text

        if grid is None and self.grid is None:
            return Text(f"no answer: {self.reason}" if self.reason and not self.forced else str(self.status))
        if grid is not None:  # "a" met the drawing as "string index out of range"
            self.expect_answer(grid, "grid")
        drawing, forced = self._drawing(grid)
        out = drawing.text_art()
        key = answer_key(out.plain, self.puzzle.answer_values)  # a --forced board draws the same glyphs (and '?'):
        if key:  # it printed none ("all 36 cells forced" under Light Up's ◉ and ▓▓, unexplained), as Yin-Yang's did
            out.append(f"\n{key}", style="dim")
        if forced:
            n, cells = forced_counts(self.puzzle, self.forced)
            proof = "" if self.complete else " (unproven: the search was cut short)"
            out.append(f"\nall {cells:,} {self.forced_words}" if n == cells and self.complete else  # (no '?' to key)
                       f"\n{self.forced_key()} ({n:,} of {cells:,} {self.forced_words}){proof}", style="dim")
        return out

    def forced_key(self) -> str:
        """The key under a ``--forced`` drawing, before its count."""
        return "? not forced"

    def plain_answer(self, answer):
        return plain_grid(answer)

    def answer_fault(self, answer):
        fault = grid_fault(answer, self.puzzle.rows, self.puzzle.cols)
        values = self.puzzle.answer_values  # None: digits, a loop's edges, which the genre's checker reads
        if fault is None and values is not None:  # with_answer([[7, ...]]) drew a 7 as shaded
            for r, row in enumerate(answer):
                for c, v in enumerate(row):
                    if v is not None and v not in values:
                        meanings = " or ".join(f"{k} ({name})" for k, name in values.items())
                        return f"cells of {meanings}, or None (undecided); cell r{r + 1}c{c + 1} holds {v}"
        span = self.puzzle.answer_span
        if fault is None and values is None and span is not None:  # a loop's mask 22 or -1 was drawn
            for r, row in enumerate(answer):
                for c, v in enumerate(row):
                    if v is not None and not span[0] <= v <= span[1]:
                        return f"cells of {span[2]}, or None (undecided); cell r{r + 1}c{c + 1} holds {v}"
        return fault

    def text_of(self, grid):
        """A terminal drawing of one answer (TypeError: not one in shape)."""
        self.expect_answer(grid)
        return self.text(grid)

    def figure(self, title: str | None = None, grid=None):
        """A matplotlib ``Figure`` of the answer (of the forced cells, when asked)."""
        if grid is None and self.grid is None:
            return None
        if grid is not None:
            self.expect_answer(grid, "grid")
            grid = self.plain_answer(grid)  # a numpy array too, as with_answer takes it
        title = title or self.puzzle.name
        if grid is None and self.forced is not None:  # titled as an answer, its hatched cells unexplained
            title = forced_title(title, *forced_counts(self.puzzle, self.forced), self.forced_words, self.complete)
        drawing, _ = self._drawing(grid, title)
        return drawing.figure()

    def puzzle_figure(self, title: str | None = None):
        """The board as read, every cell undecided (see :meth:`Result.puzzle_figure`)."""
        from ...render.picture import mark_step

        blank = [[None] * self.puzzle.cols for _ in range(self.puzzle.rows)]
        board = self.puzzle.drawing(blank, self.unsolved_title(title or self.puzzle.name))
        board.undecided = set()  # white, as the puzzle sites draw a puzzle (every cell was hatched grey, unexplained)
        fig = board.figure()
        # the clues that cannot all hold, framed red with the key a hint's picture gives them (unexplained before)
        held = f"{self.puzzle.room_noun}s" if hasattr(self.puzzle, "waived") else "clues"  # as the command line says
        return mark_step(fig, [], conflict=[tuple(cell) for cell in self.conflict or ()],
                         conflict_words=f"{held} that cannot all hold",
                         at_points=getattr(self.puzzle, "clue_points", False))  # (Creek's numbers on the points)

    def second_figure(self, title: str | None = None):
        """The second answer with the cells that differ from the first outlined."""
        from ...render.picture import outline_cells

        if self.second is None or self.grid is None:
            return None
        fig = self.figure(title=title, grid=self.second)
        outline_cells(fig.axes[0], self.differing_cells(self.grid, self.second))
        return fig

    def differing_cells(self, grid, other) -> list[tuple[int, int]]:
        """The cells ``(row, col)`` from 0 where two answer grids (rows of the kind's values) differ: their values, or
        what a kind whose value holds only part of a cell says (Hashiwokakero's: its right and bottom sides)."""
        return [(r, c) for r, (row, again) in enumerate(zip(grid, other))
                for c, (a, b) in enumerate(zip(row, again)) if a != b]


#: The glyphs an answer's drawing may hold (render/board.py ``text_art``), each with its value: 1 (the genre's word
#: for it, ``answer_values[1]``), 0 (``answer_values[0]``), or what else it is.
_GLYPHS = (("██", 1), ("★", 1), ("◉", 1), ("·", 0), ("▓▓", "wall"), ("●", "given black circle"),
           ("○", "given white circle"))


def answer_key(drawn: str, values: dict | None) -> str:
    """The key under an answer drawn in the terminal: each glyph ``drawn`` holds, with what it means in the genre
    (``answer_values``: ``"██ shaded, · unshaded"``, Star Battle's ``"★ star, · no star"``, Light Up's ``"◉ bulb,
    · no bulb, ▓▓ wall"``); empty for a genre of digits or loops (``values`` None), whose drawing needs none.
    (Yin-Yang, Domino Fit and every hint printed a key; these answers printed none.)"""
    import re

    if not values:
        return ""
    key = [f"{glyph} {values.get(meaning, meaning) if isinstance(meaning, int) else meaning}"
           for glyph, meaning in _GLYPHS if glyph in drawn]
    numbered = re.search(r"(?<![\d?])[\d?]+█", drawn)  # Heyawake's "1█": a room's number on a shaded cell (unkeyed)
    if numbered:
        key.append(f"{numbered.group()} {values.get(1, 'shaded')} under its number")
    return ", ".join(key)


def forced_counts(puzzle, forced) -> tuple:
    """``(forced, of)``: how many of the cells an answer fills are forced (not None in ``forced``), of how many: the
    puzzle's ``answer_cells()`` where it has them (Skyscrapers' cells inside its frame of clues, which an answer
    leaves 0: "25 of 36 cells forced" was said of a 4x4 board with 5 of its 16 forced), else every cell."""
    own = getattr(puzzle, "answer_cells", None)
    if own is None:
        return sum(v is not None for row in forced for v in row), puzzle.rows * puzzle.cols
    cells = own()
    return sum(forced[r][c] is not None for r, c in cells), len(cells)


__all__ = ["GridResult", "answer_key"]
