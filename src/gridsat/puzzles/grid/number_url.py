"""puzz.link's URL of a genre whose clues are a number (or ``?``) on some cells and nothing else: pzprjs's number
codec (``decodeNumber16`` / ``encodeNumber16``, ``.`` a ``?``), as Nurikabe, Sudoku, Shikaku, Kurodoko, Cave,
Fillomino and Hashiwokakero write their clues (src/variety/*.js of github:robx/pzprjs)."""

from __future__ import annotations

from ...core.grid import as_rows


class NumberedCellsURL:
    """A grid puzzle's ``from_url`` and ``to_url`` in the number codec, mixed in before
    :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle`; the URL is written under the genre's ``kind_name`` (a Cave's
    numbers under ``cave``, read by Kurodoko's class)."""

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL (``link``: its :class:`~gridsat.formats.puzzlink.PuzzLink`): the clues in the number codec.

        Raises:
            PuzzleInputError: what :meth:`~gridsat.formats.puzzlink.Body.number16` refuses, or characters after the
                last cell."""
        from ...formats.puzzlink import Body

        body = Body(link.body)
        values = body.number16(link.rows * link.cols)
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols), name=name)

    def to_url(self) -> str:
        """The puzz.link URL of the clues (``encodeNumber16``) under :attr:`kind_name`.

        Raises:
            PuzzleInputError: a number above :data:`~gridsat.formats.puzzlink_encode.MOST_NUMBER16`, which the URL
                cannot hold."""
        from ...formats.puzzlink import encode_number16, make_url

        return make_url(self.kind_name, self.cols, self.rows, encode_number16((v for row in self.clues for v in row),
                                                                             self.cell_where))


__all__ = ["NumberedCellsURL"]
