"""puzz.link's Kakuro URL (robx/pzprjs ``src/variety/kakuro.js``, ``decodeKakuro`` / ``encodeKakuro``).

puzz.link's ``kakuro/C/R`` board is ``R x C`` cells inside a frame: a row of clue cells above it, whose sums are for
the columns below them, and a column of clue cells to its left, for the rows.  gridsat's board is the frame and the
cells, ``(R+1) x (C+1)``, its top row and left column all clue cells.  The body lists the ``R x C`` cells in reading
order: ``k`` to ``z`` a run of 1 to 16 white cells, ``.`` a clue cell with no sums, else a clue cell as two
characters, its down sum then its across sum; then one character per column whose top cell is white (the frame's
down sum above it), then one per row whose leftmost cell is white (the frame's across sum).  A sum's character:
``0``-``9`` and ``a``-``j`` 0 to 19, ``A``-``Z`` 20 to 45; 0 (and ``-``) no sum.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name

#: A white cell in the URL.
WHITE = None


def sum_value(ch: str) -> int | None:
    """The sum a URL character stands for (None: no sum, ``0`` or ``-``), or -1 for a character that is none."""
    if ch == "-" or ch == "0":
        return None
    if "1" <= ch <= "9" or "a" <= ch <= "j":
        return int(ch, 36)
    if "A" <= ch <= "Z":
        return int(ch, 36) + 10
    return -1


def sum_char(total: int | None) -> str:
    """The URL character of a sum (None: ``0``, as puzz.link's own test URL writes it)."""
    if total is None:
        return "0"
    return _B36[total] if total <= 19 else _B36[total - 10].upper()


_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class KakuroURL:
    """A Kakuro puzzle's ``from_url`` and ``to_url``, mixed in before
    :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle`."""

    @classmethod
    def size_problem(cls, rows: int, cols: int) -> str | None:
        """A URL's board inside its frame, whose side is one more than the URL's: ``kakuro/1000/1000`` was read
        whole and then told "rows must be a whole number from 1 to 1000, got 1001", a number the URL has not."""
        from ...core.board import MAX_SIDE

        for count, what in ((cols, "column"), (rows, "row")):
            if count >= MAX_SIDE:
                return (f"URL {what} count {count} is past {MAX_SIDE - 1}: puzz.link's Kakuro board lies inside a "
                        f"frame of clue cells, which makes it {count + 1:,} {what}s, and a board has at most "
                        f"{MAX_SIDE:,}")
        return None

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL (``link``: its :class:`~gridsat.formats.puzzlink.PuzzLink`): the board inside its frame.

        Raises:
            PuzzleInputError: a character that is no run, clue cell or sum, a run past the board, a body cut short
                or with characters left after the frame's sums."""
        from ...formats.puzzlink import cut_short, refuse_rest
        from .rules import clue_text

        text, rows, cols = link.body, link.rows, link.cols
        inner: list = []
        pos = 0
        while len(inner) < rows * cols and pos < len(text):
            ch = text[pos]
            if "k" <= ch <= "z":
                if len(inner) + int(ch, 36) - 19 > rows * cols:
                    raise PuzzleInputError(f"URL body character {pos + 1:,} ({ch!r}) runs past the {rows * cols:,} "
                                           "cells of the board")
                inner += [WHITE] * (int(ch, 36) - 19)
            elif ch == ".":
                inner.append("\\")
            else:
                pair = text[pos:pos + 2]
                sums = [sum_value(x) for x in pair]
                if len(pair) < 2 or -1 in sums:
                    at = pos + (0 if sums[0] == -1 else 1)
                    if at >= len(text):
                        raise cut_short(text, "a clue cell's across sum")
                    raise PuzzleInputError(f"URL body character {at + 1:,} ({text[at]!r}): not a run of white cells "
                                           "k-z, '.', or a sum 0-9, a-j, A-Z")
                inner.append(clue_text(*sums))
                pos += 1
            pos += 1
        if len(inner) < rows * cols:
            raise cut_short(text, f"{rows * cols - len(inner):,} of the {rows * cols:,} cells")
        grid = [["\\"] * (cols + 1)] + [["\\"] + inner[r * cols:(r + 1) * cols] for r in range(rows)]
        for at, cell in [((0, c + 1), (1, c + 1)) for c in range(cols)] + [((r + 1, 0), (r + 1, 1))
                                                                          for r in range(rows)]:
            if grid[cell[0]][cell[1]] is not WHITE:
                continue
            if pos >= len(text):
                raise cut_short(text, "the sums of the frame (a character for each column and row whose first cell "
                                "is white)")
            total = sum_value(text[pos])
            if total == -1:
                raise PuzzleInputError(f"URL body character {pos + 1:,} ({text[pos]!r}): not a sum 0-9, a-j, A-Z")
            grid[at[0]][at[1]] = clue_text(total, None) if at[0] == 0 else clue_text(None, total)
            pos += 1
        refuse_rest(text, pos, "the board and its frame's sums")
        return cls(rows + 1, cols + 1, grid, name=name)

    def to_url(self) -> str:
        """The puzz.link URL of the board inside its frame.

        Raises:
            PuzzleInputError: a white cell in the top row or the left column (puzz.link's board has its frame of clue
                cells there)."""
        from ...formats.puzzlink import make_url
        from .rules import clue_sums

        frame = [(0, c) for c in range(self.cols)] + [(r, 0) for r in range(1, self.rows)]
        white = next((cell for cell in frame if self.clues[cell[0]][cell[1]] is None), None)
        if white is not None or self.rows < 2 or self.cols < 2:
            where = f"the white cell {cell_name(white)}" if white else "a board without cells inside its frame"
            raise PuzzleInputError(f"puzz.link's Kakuro has clue cells all along its top row and left column, the "
                                   f"frame of its board: {where} cannot be written as a URL (write text or JSON)")
        out, count = [], 0
        for r in range(1, self.rows):
            for c in range(1, self.cols):
                clue = self.clues[r][c]
                if clue is None:
                    count += 1
                    piece = ""
                else:
                    down, across = clue_sums(clue)
                    piece = "." if down is None and across is None else sum_char(down) + sum_char(across)
                if count and (piece or count == 16):
                    out.append(_B36[count + 19])
                    count = 0
                out.append(piece)
        if count:
            out.append(_B36[count + 19])
        out += [sum_char(clue_sums(self.clues[0][c])[0]) for c in range(1, self.cols) if self.clues[1][c] is None]
        out += [sum_char(clue_sums(self.clues[r][0])[1]) for r in range(1, self.rows) if self.clues[r][1] is None]
        return make_url(self.kind_name, self.cols - 1, self.rows - 1, "".join(out))


__all__ = ["KakuroURL", "sum_char", "sum_value"]
