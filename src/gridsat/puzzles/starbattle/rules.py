"""Star Battle, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml``,
key ``starbattle``; its checker ``src/variety/starbattle.js``):

1. place stars in some cells; the board's number k is the same for all:
2. every row holds exactly k stars, and so does every column;
3. every region (an outlined, orthogonally connected area) holds exactly k stars;
4. no two stars touch, not horizontally, vertically or diagonally.

Answers are rows of 1 (star) / 0 (no star).  The puzzle has no clues, only
regions and k (``stars``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, cell_name, counted, quoted, shown, whole_text
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle

_HEADER = re.compile(r"starbattle(?:\s+(\S+))?", re.IGNORECASE)


def _king(rows: int, cols: int, cell) -> list:
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols]


def _number(text: str):
    """The text format's star count: a whole number when written in ASCII digits, else the text (refused)."""
    return whole_text(text, "the star count") if text.isascii() and text.isdigit() else text


def _stars(value, name: str, what: str = "stars (the star count)") -> int:
    """``value`` as the star count; refused naming it as ``what``: the keyword and JSON field where not a text
    file's header (it said "the star count must be ..." to ``StarBattlePuzzle(..., stars=0)``)."""
    from ...core.options import whole

    value = whole(value)  # numpy's np.int64(2) too, as every count
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_SIDE:
        raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got {shown(value)}", name)
    return value


@dataclass(frozen=True)
class StarBattlePuzzle(GridPuzzle):
    """A Star Battle board: ``regions`` (a room id per cell, each room
    orthogonally connected) and ``stars``, the k of every row, column and
    region (1 when not given: the classic one-star puzzle)."""

    kind_name = "starbattle"
    text_blocks = ("regions",)
    json_fields = {"stars": int}
    header_settings = ("", " K (K stars)")
    bytes_per_cell = 2000
    answer_values = {0: "no star", 1: "star"}
    stars: int = 1
    #: Room ids whose rule 3 the model leaves out (why there is no answer:
    #: :func:`~gridsat.puzzles.conflict.rooms_why_none`); empty for every puzzle read or built
    #: (set only by :func:`~gridsat.puzzles.conflict.waiving`: a keyword would solve another puzzle that
    #: prints and compares as this one).
    waived: frozenset = field(default=frozenset(), init=False, compare=False, repr=False)

    def __post_init__(self):
        super().__post_init__()
        object.__setattr__(self, "stars", _stars(self.stars, self.name))
        self.check_rooms()  # (it named "region 0", an id the file never wrote, and no cell)

    def room_rule(self) -> str:
        """Rule 3 in words, for a reason: ``"hold 2 stars"``."""
        return f"hold {counted(self.stars, 'star')}"

    def board_reason(self) -> str | None:
        """Why there is no answer whatever the regions' shapes, from the board's size, its number of regions and k
        alone (the reason :meth:`~gridsat.puzzles.grid.kind.GridKind.why_none` gives before thinning regions): a
        board not square, regions not one a row, or k stars a row that two neighbouring rows cannot hold without
        touching (a 5x5 board of 2 stars was "there is none even with every region's rule taken away: the other
        rules alone leave none", unsaid why); None otherwise."""
        k, rows, cols = self.stars, self.rows, self.cols
        if rows != cols:
            return (f"{counted(k, 'star')} in every row and every column cannot be: the {counted(rows, 'row')} "
                    f"would hold {counted(rows * k, 'star')}, the {counted(cols, 'column')} {cols * k} (a Star Battle "
                    "board is square)")
        regions = len(self.rooms())
        if regions != rows:
            return (f"the {counted(regions, 'region')} would hold {counted(regions * k, 'star')} and the "
                    f"{counted(rows, 'row')} {rows * k} (a Star Battle board of {counted(rows, 'row')} has "
                    f"{counted(rows, 'region')})")
        most = (cols + 1) // 2  # two neighbouring rows: at most one star in each 2x2 block across them
        if rows == 1 and k > 1:
            return f"a row of 1 cell holds 1 star at most, not {k}"
        if rows > 1 and 2 * k > most:
            apart = "that do not touch" if most > 1 else "(any two there touch)"  # "1 star that do not touch"
            return (f"two neighbouring rows of {cols} cells hold at most {counted(most, 'star')} {apart}, "
                    f"not the {2 * k} they need ({k} each)")
        return None

    def check_clue(self, clue, cell) -> str | None:
        return f"Star Battle boards have no clues, got {quoted(clue)}"

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`)."""
        from ...constraints.shading import cell_vars, count, lines, no_touching, regions

        stars = cell_vars(model, self.cells(), "star")
        count(model, lines(self.rows, self.cols), stars, self.stars,  # rule 2
              rule="k stars in every row and column")
        ruled = {cell: rid for cell, rid in self.region_of().items() if rid not in self.waived}
        count(model, regions(ruled), stars, self.stars, rule="k stars in every region")  # rule 3
        no_touching(model, self.rows, self.cols, stars, rule="no two stars touch, not even diagonally")  # rule 4
        return cell_encoding(self, stars)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        k, problems = self.stars, []
        stars = {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v}
        problems += [f"row {r + 1} holds {counted(sum(row), 'star')}, not {k}" for r, row in enumerate(grid)
                     if sum(row) != k]
        for c in range(self.cols):
            n = sum(grid[r][c] for r in range(self.rows))
            if n != k:
                problems.append(f"column {c + 1} holds {counted(n, 'star')}, not {k}")
        for cells in self.rooms().values():
            n = sum(cell in stars for cell in cells)
            if n != k:
                # named as the hints name it: "region 0 (from r1c1)" gave a URL's region its decoder's number
                problems.append(f"the region of {cell_name(cells[0])} holds {counted(n, 'star')}, not {k}")
        problems += [f"the stars at {cell_name(a)} and {cell_name(b)} touch" for a in sorted(stars)
                     for b in _king(self.rows, self.cols, a) if b in stars and b > a]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: thick region borders, stars
        (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, regions=self.region_of(),
                            stars={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None},
                            title=f"{title or self.name} ({self.stars}\u2605)")

    # -- formats -------------------------------------------------------------
    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL ``starbattle/cols/rows/k/borders``: k in decimal,
        then the room walls (``decodeStarCount``, ``decodeBorder``)."""
        from ...formats.puzzlink import Body, rooms

        k, slash, borders = link.body.partition("/")
        if not slash and k and not k.isdigit():  # 'starbattle/6/6/4ilb...' was "star count '4ilb...' is not ..."
            raise PuzzleInputError(f"URL has no star count before the regions {shown(k, 24)}: a Star Battle URL is "
                                   "starbattle/COLS/ROWS/STARS/REGIONS")
        if not k:  # ('starbattle/4/4/' was "star count '' is not a whole number")
            raise PuzzleInputError("URL ends before its star count and regions: a Star Battle URL is "
                                   "starbattle/COLS/ROWS/STARS/REGIONS (is the URL cut short?)")
        if not (k.isascii() and k.isdigit()) or len(k) > 9 or not 1 <= int(k) <= MAX_SIDE:  # (int(): 4,300 digits)
            raise PuzzleInputError(f"URL star count {shown(k, 24)} is not a whole number from 1 to {MAX_SIDE}")
        if not borders and link.rows * link.cols > 1:  # ('starbattle/4/4/1' was "body ends after 1 character,
            # missing 6 of the 6 base-32 digits of walls": all missing after a character read; a 1x1 board has no walls)
            raise PuzzleInputError(f"URL ends after its star count {k}, before the regions (a Star Battle URL is "
                                   "starbattle/COLS/ROWS/STARS/REGIONS; is the URL cut short?)")
        body = Body(link.body)  # read from the walls on, counted from the body's start (as other genres' are: a
        body.pos = len(k) + 1  # character of the walls was named by its place after the star count)
        right, below = body.border(link.rows, link.cols)
        body.end()
        return cls(link.rows, link.cols, [[None] * link.cols] * link.rows, rooms(right, below), name, int(k))

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_border, make_url, walls

        return make_url("starbattle", self.cols, self.rows, f"{self.stars}/{encode_border(*walls(self.regions))}")

    @classmethod
    def from_text(cls, text: str, name: str):
        """The text grid: a first line ``starbattle K`` (K stars; ``starbattle``
        alone or no such line: 1), then a row of room names per line."""
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        first = next((i for i, line in enumerate(lines) if line.strip()), 0)  # blank lines above it, as every genre
        head = _HEADER.fullmatch(lines[first].strip())  # takes them ('starbattle 1' there "is not a header line")
        try:
            k = _stars(_number(head.group(1) or "1"), name, "the star count") if head else 1
        except PuzzleInputError as exc:  # named by its line, as a bad header's other words are
            raise PuzzleInputError(f"line {first + 1}: {exc.problem}", name) from None
        if head:  # lines counted as in the file
            lines[first] = cls.kind_name
        puzzle = super().from_text("\n".join(lines), name)
        return replace(puzzle, stars=k)

    def to_text(self) -> str:
        return super().to_text().replace(self.kind_name, f"{self.kind_name} {self.stars}", 1)

    def to_json(self) -> dict:
        return {**{k: v for k, v in super().to_json().items() if k != "clues"}, "stars": self.stars}


__all__ = ["StarBattlePuzzle"]
