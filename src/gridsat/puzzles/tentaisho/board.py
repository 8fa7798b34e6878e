"""Tentaisho's board: its dots on the doubled grid, read and written as puzz.link's URL (robx/pzprjs
``src/variety/tentaisho.js``: ``decodeDot`` then ``decodeEmpty``), the text format and JSON.

The text format: an optional first line ``tentaisho``, then the doubled grid, ``2 rows - 1`` lines of
``2 cols - 1`` symbols (separated by spaces or written together): ``.`` nothing, ``o`` a white dot, ``*`` a black
dot, and at a cell's centre (even row, even column, from 0) ``#`` an empty cell.  JSON: ``"dots"`` lists
``[y, x]`` (a white dot) or ``[y, x, "black"]`` on the doubled grid, ``"clues"`` the empty cells as ``"#"``.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.errors import PuzzleInputError, counted, shown

SYMBOLS = {".": 0, "o": 1, "*": 2}
COLOURS = {"white": 1, "black": 2, 1: 1, 2: 2}


class DotsBoard:
    """The dots' reading and writing, mixed in before :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle` (a class
    with ``dots``, ``rows``, ``cols``, ``clues`` and ``name``)."""

    def __post_init__(self):
        super().__post_init__()
        seen, dots = set(), []
        if isinstance(self.dots, (str, bytes, Mapping)) or not hasattr(self.dots, "__iter__"):  # a mapping: its keys
            raise PuzzleInputError(f"'dots' must be a list of [y, x] or [y, x, \"black\"], got {shown(self.dots, 40)}",
                                   self.name)
        for i, dot in enumerate(self.dots, 1):
            ok = isinstance(dot, (list, tuple)) and len(dot) in (2, 3) and all(
                isinstance(v, int) and not isinstance(v, bool) for v in dot[:2])
            said = dot[2] if ok and len(dot) == 3 else 1  # a list or True there is no colour (True was white)
            colour = COLOURS.get(said) if isinstance(said, (int, str)) and not isinstance(said, bool) else None
            if not ok or colour is None:
                raise PuzzleInputError(f"dot {i}: {shown(dot, 40)} is not [y, x] or [y, x, \"black\"] (whole numbers "
                                       "on the doubled grid)", self.name)
            y, x = dot[:2]
            if not (0 <= y <= 2 * self.rows - 2 and 0 <= x <= 2 * self.cols - 2):
                raise PuzzleInputError(f"dot {i}: ({y}, {x}) is off the doubled grid of a {self.rows}x{self.cols} "
                                       f"board (rows 0 to {2 * self.rows - 2}, columns 0 to {2 * self.cols - 2})",
                                       self.name)
            if (y, x) in seen:
                raise PuzzleInputError(f"dot {i}: ({y}, {x}) is given twice", self.name)
            seen.add((y, x))
            dots.append((y, x, colour))
        object.__setattr__(self, "dots", tuple(sorted(dots)))

    def check_clue(self, clue, cell) -> str | None:
        """Only ``"#"`` (an empty cell) stands in a cell: the dots are ``dots``."""
        return None if clue == "#" else f"clue {shown(clue, 40)} is not '#' (an empty cell): dots go in 'dots'"

    def weaker(self, clue):
        """An empty cell taken away is a cell to divide: it says more, so none is weaker."""
        return clue

    @classmethod
    def from_json_fields(cls, fields: dict, name: str):
        """The base's JSON reading, ``"clues"`` optional (no empty cell)."""
        rows, cols = fields.get("rows"), fields.get("cols")
        if "clues" not in fields:  # a size out of range is refused by the base as such, not as 'clues' missing
            fits = all(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= 1000 for n in (rows, cols))
            fields = {**fields, "clues": [[None] * cols for _ in range(rows)] if fits else []}
        return super().from_json_fields(fields, name)

    def read_answer(self, solution) -> list:
        """A recorded answer as the base reads it (rows of whole numbers), its regions renumbered with the dots'
        ranks where it numbers them its own way (:meth:`relabelled`): a partition recorded with a site's labels was
        otherwise "not an answer"."""
        return self.relabelled(super().read_answer(solution))

    def relabelled(self, rows: list) -> list:
        """``rows`` of a recorded answer whose regions are numbered some other way (a site's, a person's) with the
        dots' ranks, when each dot's cell holds a label of its own and every cell's label is one of those (an empty
        cell's made 0); else ``rows`` as they are."""
        if len(rows) != self.rows or any(not isinstance(row, list) or len(row) != self.cols for row in rows):
            return rows
        labels = {rows[y // 2][x // 2]: rank for rank, (y, x, _) in enumerate(self.dots, 1)}
        empty = set(self.clued())
        if len(labels) != len(self.dots) or any(rows[r][c] not in labels for r in range(self.rows)
                                                for c in range(self.cols) if (r, c) not in empty):
            return rows
        return [[0 if (r, c) in empty else labels[v] for c, v in enumerate(row)] for r, row in enumerate(rows)]

    # -- puzz.link ---------------------------------------------------------
    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the dots (``decodeDot``), then the empty cells if any (``decodeEmpty``).

        Raises:
            PuzzleInputError: a malformed dot or bit, a body cut short, or characters after the empty cells."""
        from ...formats.puzzlink import Body
        from ...formats.puzzlink_dots import read_bits, read_dots

        body, width = Body(link.body), 2 * link.cols - 1
        points = read_dots(body, (2 * link.rows - 1) * width)
        empty = read_bits(body, link.rows * link.cols)
        body.end("the dots and empty cells")
        clues = [["#" if empty[r * link.cols + c] else None for c in range(link.cols)] for r in range(link.rows)]
        dots = [(i // width, i % width, v) for i, v in enumerate(points) if v]
        return cls(link.rows, link.cols, clues, name=name, dots=dots)

    def to_url(self) -> str:
        """The puzz.link URL (``encodeDot``, ``encodeEmpty``)."""
        from ...formats.puzzlink import make_url
        from ...formats.puzzlink_dots import encode_bits, encode_dots

        width, at = 2 * self.cols - 1, {(y, x): v for y, x, v in self.dots}
        points = [at.get((i // width, i % width), 0) for i in range((2 * self.rows - 1) * width)]
        return make_url(self.kind_name, self.cols, self.rows, encode_dots(points) + encode_bits(
            v == "#" for row in self.clues for v in row))

    # -- text and JSON -----------------------------------------------------
    @classmethod
    def from_lines(cls, lines: list, name: str):
        """The text format (the module's docstring) of ``[(number, line)]``.

        Raises:
            PuzzleInputError: an even count of lines or of symbols (a doubled grid has odd ones), a ragged line, a
                symbol that is not ``. o * #``, or ``#`` off a cell's centre, naming the line and symbol."""
        from ...core.board import MAX_SIDE

        rows = [(n, line) for n, line in lines if line.strip()]
        if rows and rows[0][1].strip().lower() == cls.kind_name:
            rows = rows[1:]
        if not rows:
            raise PuzzleInputError("no rows: give the doubled grid, 2 rows - 1 lines of 2 columns - 1 symbols", name)
        grid = [(n, line.split() if " " in line.strip() else list(line.strip())) for n, line in rows]
        width = len(grid[0][1])
        if len(grid) % 2 == 0 or width % 2 == 0 or len(grid) > 2 * MAX_SIDE or width > 2 * MAX_SIDE:
            raise PuzzleInputError(f"the doubled grid has {counted(len(grid), 'line')} of {counted(width, 'symbol')}: "
                                   "a board of R x C cells has 2R - 1 lines of 2C - 1 (odd counts)", name)
        clues, dots = [[None] * ((width + 1) // 2) for _ in range((len(grid) + 1) // 2)], []
        for y, (number, tokens) in enumerate(grid):
            if len(tokens) != width:
                raise PuzzleInputError(f"line {number}: {counted(len(tokens), 'symbol')}, the first line "
                                       f"{width}: each line of the doubled grid is as long", name)
            for x, token in enumerate(tokens):
                if token == "#" and y % 2 == 0 and x % 2 == 0:
                    clues[y // 2][x // 2] = "#"
                elif token in SYMBOLS:
                    if SYMBOLS[token]:
                        dots.append((y, x, SYMBOLS[token]))
                else:
                    where = "" if token != "#" else ": '#' (an empty cell) stands only at a cell's centre"
                    raise PuzzleInputError(f"line {number}, symbol {x + 1}: {shown(token, 20)} is not '.', 'o' (a "
                                           f"white dot), '*' (a black dot) or '#' (an empty cell){where}", name)
        return cls(len(clues), len(clues[0]), clues, name=name, dots=dots)

    def to_text(self) -> str:
        """The text format (:meth:`from_lines` reads it back).

        Raises:
            PuzzleInputError: a dot at an empty cell's centre (one symbol a point: the text cannot hold both)."""
        from ...core.errors import cell_name

        if (both := next(((y, x) for y, x, _ in self.dots if y % 2 == 0 == x % 2
                          and self.clues[y // 2][x // 2] == "#"), None)) is not None:
            raise PuzzleInputError(f"the dot at {cell_name((both[0] // 2, both[1] // 2))} stands in an empty cell, "
                                   "which the text format cannot write (one symbol a point): use the URL or JSON",
                                   self.name)
        grid = [["."] * (2 * self.cols - 1) for _ in range(2 * self.rows - 1)]
        for (r, c) in self.clued():
            grid[2 * r][2 * c] = "#"
        for y, x, colour in self.dots:
            grid[y][x] = "o" if colour == 1 else "*"
        return "\n".join([self.kind_name, *(" ".join(row) for row in grid)]) + "\n"

    def to_json(self) -> dict:
        """The base's JSON and ``"dots"``."""
        out = super().to_json()
        out["dots"] = [[y, x] if colour == 1 else [y, x, "black"] for y, x, colour in self.dots]
        return out


__all__ = ["DotsBoard"]
