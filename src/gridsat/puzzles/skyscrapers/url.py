"""puzz.link's Skyscrapers URL (robx/pzprjs ``src/variety/skyscrapers.js``: ``decodeNumber16ExCell`` then
``decodeNumber16``; its genre ``skyscrapers``, also read as ``building`` and ``skyscraper``).

puzz.link's ``skyscrapers/N/N`` board is ``N x N`` cells with a clue cell beyond each end of each row and column
(``hasexcell: 2``).  The body lists those ``4 N`` clue cells in the number codec -- the N above the columns, the N
below them, the N left of the rows, the N right of them, each side in reading order -- then, when any cell holds a
given, the ``N x N`` cells in the same codec.  gridsat's board is the frame and the cells, ``(N+2) x (N+2)``.
"""

from __future__ import annotations


def frame_cells(n: int) -> list:
    """The frame's cells of an ``(n+2) x (n+2)`` board in puzz.link's order of its clue cells: above the columns,
    below them, left of the rows, right of them."""
    span = range(1, n + 1)
    return [(0, c) for c in span] + [(n + 1, c) for c in span] + [(r, 0) for r in span] + [(r, n + 1) for r in span]


class SkyscrapersURL:
    """A Skyscrapers puzzle's ``from_url`` and ``to_url``, mixed in before
    :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle`."""

    @classmethod
    def url_side(cls, link) -> int:
        """The URL's N (square: the kind's size_problem refused another before the body was read).

        Raises:
            PuzzleInputError: an N whose board in its frame, (N+2) x (N+2), passes the largest board (it was "rows
                must be a whole number from 1 to 1000, got 1002", a size never written)."""
        from ...core.board import MAX_SIDE
        from ...core.errors import PuzzleInputError

        n = link.rows
        if n + 2 > MAX_SIDE:
            raise PuzzleInputError(f"a {n}x{n} {cls.genre_title} in its frame of clues is a board of {n + 2}x{n + 2} "
                                   f"cells; the largest board is {MAX_SIDE}x{MAX_SIDE}: N x N up to "
                                   f"{MAX_SIDE - 2}x{MAX_SIDE - 2}")
        return n

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL (``link``: its :class:`~gridsat.formats.puzzlink.PuzzLink`): the clues around the board,
        then the givens inside it when the body goes on.

        Raises:
            PuzzleInputError: a side N whose board in its frame, (N+2) x (N+2), passes the largest board; what
                :meth:`~gridsat.formats.puzzlink.Body.number16` refuses, characters after the last cell, or a '.'
                (puzz.link's '?': no Skyscrapers clue or given)."""
        from ...core.errors import PuzzleInputError
        from ...formats.puzzlink import UNKNOWN, Body

        n = cls.url_side(link)
        body = Body(link.body)
        grid = [[None] * (n + 2) for _ in range(n + 2)]
        for (r, c), v in zip(frame_cells(n), body.number16(4 * n, "clue cells")):
            grid[r][c] = v
        if body.rest():
            for k, v in enumerate(body.number16(n * n)):
                grid[k // n + 1][k % n + 1] = v
        body.end()
        for r, row in enumerate(grid):  # it was "'?' is not ...: write 1 to N, or '.' for none", the '.' written
            for c, v in enumerate(row):
                if v == UNKNOWN:
                    what = "count of buildings seen" if r in (0, n + 1) or c in (0, n + 1) else "given height"
                    raise PuzzleInputError(f"row {r + 1}, column {c + 1}: the URL's '.' (puzz.link's '?', a number "
                                           f"not shown) is not a {what}: Skyscrapers takes 1 to {n} there, or "
                                           "nothing")
        return cls(n + 2, n + 2, grid, name=name)

    def to_url(self) -> str:
        """The puzz.link URL: the frame's clues (``encodeNumber16ExCell``), then the givens when there are any."""
        from ...formats.puzzlink import encode_number16, make_url

        n, frame = self.rows - 2, frame_cells(self.rows - 2)
        body = encode_number16((self.clues[r][c] for r, c in frame), lambda i: f"the clue at r{frame[i][0] + 1}"
                               f"c{frame[i][1] + 1}")
        givens = [self.clues[r][c] for r in range(1, n + 1) for c in range(1, n + 1)]
        if any(v is not None for v in givens):
            body += encode_number16(givens, lambda i: f"row {i // n + 2}, column {i % n + 2}")
        return make_url(self.kind_name, n, n, body)


__all__ = ["SkyscrapersURL", "frame_cells"]
