"""puzz.link's Nonogram URL (robx/pzprjs ``src/variety/nonogram.js``: ``decodeNumber16ExCell``, written by
``encodeNumber16ExCellFlushed``).

puzz.link's ``nonogram/C/R`` board is ``R x C`` cells with ``(R+1) // 2`` rows of clue cells above it and
``(C+1) // 2`` columns of them left of it (``hasexcell: 1``, ``excellRows``, ``excellCols``).  The body lists those
clue cells in the number codec: column by column, each column's clue cells from the board upward, then row by row,
each row's from the board leftward (so a line's numbers come last to first, the one beside the board first).
gridsat's board is the frame and the cells, ``(R + (R+1)//2) x (C + (C+1)//2)``, the clue rows above and the clue
columns left, as the puzzle file pzprjs writes draws it.
"""

from __future__ import annotations


def frame_depths(rows: int, cols: int) -> tuple:
    """The frame of an ``rows x cols`` Nonogram: ``(clue rows above, clue columns left)``, room for the most runs a
    line can hold (a run and a blank each, the last run needing no blank)."""
    return (rows + 1) // 2, (cols + 1) // 2


def url_order(rows: int, cols: int) -> list:
    """The frame's cells of the framed board of an ``rows x cols`` Nonogram, in the URL's order."""
    top, left = frame_depths(rows, cols)
    cells = [(r, left + c) for c in range(cols) for r in range(top - 1, -1, -1)]
    return cells + [(top + r, c) for r in range(rows) for c in range(left - 1, -1, -1)]


class NonogramURL:
    """A Nonogram's ``from_url`` and ``to_url``, mixed in before :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle`."""

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL (``link``: its :class:`~gridsat.formats.puzzlink.PuzzLink`): the clue cells, in
        :func:`url_order`.

        Raises:
            PuzzleInputError: a board that in its frame passes the largest board; what
                :meth:`~gridsat.formats.puzzlink.Body.number16` refuses; characters after the last clue cell; a '.'
                (puzz.link's '?': Nonogram takes none)."""
        from ...core.board import MAX_SIDE
        from ...core.errors import PuzzleInputError
        from ...formats.puzzlink import UNKNOWN, Body

        rows, cols = link.rows, link.cols
        top, left = frame_depths(rows, cols)
        if max(rows + top, cols + left) > MAX_SIDE:
            most = max(n for n in range(1, MAX_SIDE + 1) if n + (n + 1) // 2 <= MAX_SIDE)
            raise PuzzleInputError(f"a {rows}x{cols} Nonogram in its frame of clues is a board of {rows + top}x"
                                   f"{cols + left} cells; the largest board is {MAX_SIDE}x{MAX_SIDE}: a Nonogram "
                                   f"of up to {most}x{most}")
        order, body = url_order(rows, cols), Body(link.body)
        grid = [[None] * (cols + left) for _ in range(rows + top)]
        for (r, c), v in zip(order, body.number16(len(order), "clue cells")):
            if v == UNKNOWN:
                raise PuzzleInputError(f"row {r + 1}, column {c + 1}: the URL's '.' (puzz.link's '?', a number not "
                                       "shown) is not a run length: Nonogram takes a number there, or nothing")
            grid[r][c] = v
        body.end()
        return cls(rows + top, cols + left, grid, name=name)

    def to_url(self) -> str:
        """The puzz.link URL: the clue cells in :func:`url_order`, as they stand (the flushed form when the numbers
        stand beside the board, as this reads and writes them)."""
        from ...formats.puzzlink import encode_number16, make_url

        order = url_order(self.height, self.width)
        body = encode_number16((self.clues[r][c] for r, c in order),
                               lambda i: f"the clue at r{order[i][0] + 1}c{order[i][1] + 1}")
        return make_url(self.kind_name, self.width, self.height, body)


__all__ = ["NonogramURL", "frame_depths", "url_order"]
