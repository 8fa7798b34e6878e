"""Nonogram's hint hooks (:class:`NonogramHints`, a base of its kind beside
:class:`~gridsat.puzzles.grid.kind.GridKind`): the shading genres' steps, grades and play card
(:class:`~gridsat.puzzles.grid.explained.ShadingHints`, its rules :mod:`.deductions`), on the board inside its
frame of numbers.

A position is the shading genres' (0 or ``?`` undecided, 1 or ``.`` unshaded, 2 or ``#`` shaded) over the framed
board (its frame 0 or 1: never shaded), or the R rows of C cells inside alone, put in their frame.  Its steps and
its mistakes name the board's own cells (``r1c1`` the top left cell inside the frame, as the lines are "row 1",
"column 1"); the play card draws the frame's cells as walls holding the numbers, never clicked.
"""

from __future__ import annotations

from typing import ClassVar

from ..grid.explained import ShadingHints


class NonogramHints(ShadingHints):
    """Hints, grades and the play card for Nonogram (see the module docstring)."""

    deductions: ClassVar[str] = "gridsat.puzzles.nonogram.deductions"
    play_walls: ClassVar[str] = "frame"  # the play card draws the frame light, its numbers dark, as the picture does

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        """The shading genres' steps (:mod:`.deductions`), from the givens or ``start`` (the R x C cells alone put
        in their frame); mistakes named as the steps name cells (the board's own rows and columns)."""
        top, left = puzzle.depths
        if start is not None and len(start) == puzzle.height and all(len(row) == puzzle.width for row in start):
            from ..grid.hinting import SHADED, UNSHADED
            from ..grid.trials import merge_position

            # its values read as given, a bad one named by its own row and column (once framed, the frame's count
            # named the rows' r1c1 "r4c4: None is not 0, 1 or 2")
            merge_position(puzzle.height, puzzle.width, [0] * (puzzle.height * puzzle.width), start,
                           {UNSHADED: "unshaded", SHADED: "shaded"}, None)
            start = [[0] * puzzle.cols for _ in range(top)] + [[0] * left + list(row) for row in start]
        elif start is not None and (len(start) != puzzle.rows or any(len(row) != puzzle.cols for row in start)):
            from ...core.errors import PuzzleInputError, counted

            widths = "/".join(f"{n:,}" for n in sorted({len(row) for row in start})) or "0"
            raise PuzzleInputError(f"the position has {counted(len(start), 'row')} of {widths} cell"
                                   f"{'s' * (widths != '1')}; the puzzle is {puzzle.height}x{puzzle.width} inside its "
                                   f"frame of numbers: give its {puzzle.rows} rows of {puzzle.cols} (the frame 0), "
                                   f"or the {puzzle.height} rows of {puzzle.width} inside alone", "position")
        out = super().deduce(puzzle, start=start, deadline=deadline, first=first)
        out.names = lambda cell: f"r{cell[0] + 1 - top}c{cell[1] + 1 - left}"
        return out

    def position_words(self) -> str:
        return "1 unshaded, 2 shaded (the framed board, its frame 0 or 1; or the rows inside alone)"

    def cell_walls(self, puzzle):
        """The frame's cells are walls: drawn apart on the play board, never clicked."""
        return [[puzzle.on_frame((r, c)) for c in range(puzzle.cols)] for r in range(puzzle.rows)]

    def cell_labels(self, puzzle):
        """A frame cell's number (``""`` where none), as the picture draws the frame."""
        return [["" if v is None else str(v) for v in row] for row in puzzle.clues]

    def cell_regions(self, puzzle):
        return None


__all__ = ["NonogramHints"]
